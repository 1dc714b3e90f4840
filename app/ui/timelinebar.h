// The review's timeline under the board: first / previous / play-pause / next / last, a slider
// over the steps, the speed of playing, and where the review stands. Positions run from -1 (the
// start: the start tile alone) to the last step. Steps may carry marks (an analysis's judgement of
// a decision, in two degrees, as chess's ? and ??), drawn on the slider's groove with their
// tooltips. Its actions carry the keys (Home, Left, Space, Right, End); the window shows them only
// in the Review mode.
#pragma once

#include <QHash>
#include <QSlider>
#include <QTimer>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace swc::ui {

// The slider: a click anywhere on the groove goes there; the marks are drawn on it.
class TimelineSlider final : public QSlider
{
    Q_OBJECT

public:
    explicit TimelineSlider(QWidget* parent = nullptr);
    void setMarks(const QHash<int, int>* marks) { marks_ = marks; update(); }
    // The value under a point across the slider, and the x of a value (for tests and tooltips).
    int valueAt(int x) const;
    int xOf(int value) const;

signals:
    void toolTipAt(int value, QPoint globalPos);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    bool event(QEvent* e) override;

private:
    QRect grooveRect() const;
    int handleLength() const;

    const QHash<int, int>* marks_ = nullptr;  // by slider value (step + 1)
};

class TimelineBar final : public QWidget
{
    Q_OBJECT

public:
    explicit TimelineBar(QWidget* parent = nullptr);

    // Steps 0..count-1 (and the start, -1). The position goes to `step`.
    void setStepCount(int count, int step = -1);
    int stepCount() const { return count_; }
    int step() const { return step_; }
    // Goes to `step` (clamped to -1..count-1); stepChanged when it moves.
    void setStep(int step);
    // What a step is, for the tooltips ("Turn 12 — Red places a tile").
    void setStepNames(std::function<QString(int)> name) { stepName_ = std::move(name); }

    // The analysis's marks: step -> degree (1: "?", a mistake; 2: "??", a blunder); `notes` add
    // a line to a mark's tooltip (what was lost, the better move). Replaces the marks shown.
    void setMarks(const QHash<int, int>& stepToDegree, const QHash<int, QString>& notes = {});
    const QHash<int, int>& marks() const { return marks_; }
    QString markToolTip(int step) const;
    // What the slider's tooltip says at a step: its name and its mark.
    QString toolTip(int step) const;

    // Playing: one step after another at the speed chosen, until the last.
    bool isPlaying() const { return timer_.isActive(); }
    void play();
    void pause();
    int interval() const;  // milliseconds a step is shown while playing
    void setInterval(int ms);

    // A narrow window (a small screen): the speed goes up beside the slider, leaving the row
    // under it to the buttons and the position.
    void setCompact();

    // The actions (with their keys) and the widgets, for the window's menu and for tests.
    QAction* firstAction() const { return first_; }
    QAction* previousAction() const { return previous_; }
    QAction* playAction() const { return play_; }
    QAction* nextAction() const { return next_; }
    QAction* lastAction() const { return last_; }
    QList<QAction*> stepActions() const { return {first_, previous_, play_, next_, last_}; }
    TimelineSlider* slider() const { return slider_; }
    QComboBox* speedBox() const { return speed_; }
    QLabel* positionLabel() const { return position_; }

signals:
    void stepChanged(int step);
    void playingChanged(bool playing);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void refresh();
    void advance();
    QToolButton* addButton(QAction* action);

    QAction *first_ = nullptr, *previous_ = nullptr, *play_ = nullptr, *next_ = nullptr, *last_ = nullptr;
    TimelineSlider* slider_ = nullptr;
    QHBoxLayout* sliderRow_ = nullptr;
    QHBoxLayout* controlsRow_ = nullptr;
    QLabel* position_ = nullptr;
    QLabel* speedLabel_ = nullptr;
    QComboBox* speed_ = nullptr;
    QTimer timer_;
    int count_ = 0;
    int step_ = -1;
    QHash<int, int> marks_;         // by step
    QHash<int, int> sliderMarks_;   // by slider value
    QHash<int, QString> notes_;
    std::function<QString(int)> stepName_;
};

}  // namespace swc::ui
