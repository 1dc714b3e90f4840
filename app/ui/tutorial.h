// The tutorial (docs/tutorial.md): lessons played on the Play mode's own board, through the
// session and the seats as any move of a person is. Each lesson is data (resources/tutorial/: a
// position as a game record, its goal and its answer, read by the engine's parseLesson); its
// words are in this file's table, through tr(). The engine checks the learner's move
// (checkLessonTurn); a wrong one is answered in the engine's own words (Texts::moveError).
//
// The panel: the lessons with what is done (remembered with QSettings), the lesson's text and
// goal, what the last move did, and Show me, Retry, Skip and Next. A lesson file that is missing
// or broken is named there and skipped.
#pragma once

#include "lesson.h"

#include <QDockWidget>
#include <QStringList>

#include <optional>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace swc::ui {

class BoardView;
class GameSession;
class Seats;

class Tutorial : public QDockWidget
{
    Q_OBJECT

public:
    Tutorial(GameSession* session, Seats* seats, BoardView* board, QWidget* parent = nullptr);

    // The folder of the lessons (":/tutorial": built in), with its lessons.txt; for the tests.
    void setLessonDir(const QString& dir) { dir_ = dir; }
    // Reads the lessons (again) and starts the first one not done (all done: the first).
    void open();
    // The tutorial's game is the one in play (the window neither asks to save it nor shows its
    // final scoring).
    bool ownsGame() const { return owns_; }
    // Stops following the game (another game was started): the panel stays, the lesson ends.
    void leave();

    int lessonCount() const { return static_cast<int>(lessons_.size()); }
    int current() const { return current_; }
    bool lessonDone() const { return done_; }
    // Starts lesson `index` (a broken one is skipped to the next readable one).
    void startLesson(int index);
    void showMe();
    void retry() { startLesson(current_); }
    void next();
    // Reads the lesson `file` of `dir`; nullopt with `error` (the file named, and why) when it is
    // missing or broken. The rules summary's small boards are drawn from lessons too.
    static std::optional<Lesson> readLesson(const QString& dir, const QString& file, QString* error);
    // The ids of the lessons done (QSettings).
    static QStringList doneIds();
    // The problems of the lesson files read last (one line a file), and the panel's lines.
    QStringList problems() const { return problems_; }
    QLabel* feedbackLabel() const { return feedback_; }
    QLabel* textLabel() const { return text_; }
    QPushButton* nextButton() const { return nextButton_; }
    QListWidget* lessonList() const { return list_; }

signals:
    void lessonChanged();
    void lessonFinished(bool success);
    // The feedback on a move (right, or wrong and why), for the window's status region to say
    // (Announcer::sayNote): a screen reader hears it as it hears each turn.
    void feedbackSaid(const QString& text);

protected:
    void changeEvent(QEvent* e) override;

private:
    struct Entry
    {
        QString file;
        std::optional<Lesson> lesson;
        QString error;  // why it cannot be played (the file named)
    };

    void readLessons();
    void retranslate();
    void fillList();
    void showLesson();
    void setFeedback(const QString& text);
    void onChanged();
    void onTurn(const TurnReport& report);
    void judge(const TurnReport& report);
    void onCellClicked(Pos cell);
    QString verdict(const LessonMiss& miss) const;
    QString success(const TurnReport& report, int gain) const;
    QString battleWords(const TurnReport& report) const;

    GameSession* session_;
    Seats* seats_;
    BoardView* board_;
    QString dir_ = QStringLiteral(":/tutorial");
    std::vector<Entry> lessons_;
    QStringList problems_;
    int current_ = -1;
    bool owns_ = false;
    bool starting_ = false;
    bool done_ = false;
    std::optional<Game> placed_;  // the learner's tile placed, before the meeple step ends
    int scoreBefore_ = 0;

    QListWidget* list_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* text_ = nullptr;
    QLabel* goal_ = nullptr;
    QLabel* feedback_ = nullptr;
    QLabel* problemsLabel_ = nullptr;
    QPushButton *showButton_ = nullptr, *retryButton_ = nullptr, *skipButton_ = nullptr, *nextButton_ = nullptr;
};

}  // namespace swc::ui
