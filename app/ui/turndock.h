#pragma once

#include "gamedock.h"

#include <QTimer>

class QAction;
class QBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QResizeEvent;
class QToolButton;

namespace swc::ui {

class TilePreview;
class TurnClock;

// Whose turn, the tile and its rotation, the face-up row (Intel and Rumours), what to do now;
// while another seat plays, who it is and a busy indicator; while a computer of this program
// thinks, for how long, and the Move now button.
class TurnDock final : public GameDock
{
    Q_OBJECT

public:
    explicit TurnDock(QWidget* parent = nullptr);
    QLabel* turnLabel() const { return turnLabel_; }
    TurnClock* clock() const { return clock_; }
    QProgressBar* busyIndicator() const { return busy_; }
    QPushButton* rotateButton() const { return rotateRight_; }
    QToolButton* moveNowButton() const { return moveNow_; }
    // The window's Move now action, which the panel's button triggers.
    void setMoveNowAction(QAction* action);
    QToolButton* rowButton(int i) const { return rowButtons_[i]; }
    // The hint's face-up tile is marked (-1: none).
    void setHintedTile(int index);
    // The hint's words (where, and why the move is good), shown under what to do until the
    // decision they answer moves on (a status bar cuts a long line off).
    void setHintWords(const QString& words);
    QLabel* hintWordsLabel() const { return hintWords_; }
    // Intel and Rumours: face-up tile `i` of the row on `button` (hidden past the row's end),
    // enabled when the person at this screen may take it (it fits somewhere).
    static void showFaceUpTile(QToolButton* button, const Game& g, int i, bool mine);

protected:
    void refresh() override;
    void retranslate() override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void fitRotateRow();
    void nameHiddenRow();
    QString waitingFor(int seat, const QString& who) const;
    QString computerAtWork(int seat, const QString& who) const;
    // The thinking computer's time, every second; the button shown while it thinks.
    void showThinking();
    void showVariants(const Game& g);
    void showWhoPlays(const Game& g, const QString& who, bool mine);
    void showRow(const Game& g, bool mine);
    void showWhatToDo(const Game& g, const QString& who, bool mine, bool choosing);

    QLabel* turnLabel_ = nullptr;
    TurnClock* clock_ = nullptr;
    QProgressBar* busy_ = nullptr;
    QToolButton* moveNow_ = nullptr;
    QTimer thinkTick_;
    TilePreview* preview_ = nullptr;
    QLabel* tileHint_ = nullptr;
    QLabel* hintWords_ = nullptr;
    int hintDecision_ = -1;  // the session's decision the hint's words answer
    QPushButton *rotateLeft_ = nullptr, *rotateRight_ = nullptr, *pileButton_ = nullptr;
    QBoxLayout* rotateRow_ = nullptr;
    QToolButton* rowButtons_[3] = {};
    QLabel* variantsLabel_ = nullptr;
    int hintedTile_ = -1;
};

}  // namespace swc::ui
