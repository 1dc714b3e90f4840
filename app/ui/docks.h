// The panels around the board, each a dock of its own that shows the session and forwards the
// person's choices to Seats (which refuses them when it is not that person's turn). Each
// rebuilds itself from the session when it changes and rewords itself when the language does.
#pragma once

#include "gamesession.h"
#include "seats.h"

#include <QDockWidget>
#include <QLabel>
#include <QPointer>
#include <QTimer>

#include <vector>

class QAction;
class QBoxLayout;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
class QTextBrowser;
class QToolButton;

namespace swc::ui {

class TilePreview;

// The seconds left to the seat that must act in a timed network game, counted down ("Time left:
// 0:42", or with the seat's name for the status bar); red in the last ten seconds; hidden when
// nobody is timed.
class TurnClock final : public QLabel
{
    Q_OBJECT

public:
    explicit TurnClock(bool withName, QWidget* parent = nullptr);
    void setSession(GameSession* session);
    // "0:42": minutes and seconds, the seconds rounded up.
    static QString clockText(qint64 ms);

protected:
    void changeEvent(QEvent* e) override;

private:
    void refresh();

    QPointer<GameSession> session_;
    QTimer tick_;
    bool withName_ = false;
};

class GameDock : public QDockWidget
{
    Q_OBJECT

public:
    // What a dock follows: the game's every change, or only its history (the log, the last turn).
    enum class Follows { State, History };
    GameDock(const char* name, QWidget* parent, Follows follows = Follows::State);
    // Called once, before the dock is shown. The players, the tiles to come, the last turn and the
    // log also show a position nobody plays (a review's): their seats may be null.
    void setSession(GameSession* session, Seats* seats);
    // Draws the dock again from its session (the palette changed).
    void redraw()
    {
        if (session_) refresh();
    }

protected:
    virtual void refresh() = 0;
    virtual void retranslate() = 0;
    void changeEvent(QEvent* e) override;
    // What a screen reader says of the dock's content `w`: the dock's title and `description`
    // (called from retranslate, after the title is set).
    void nameForReaders(QWidget* w, const QString& description) const;

    QPointer<GameSession> session_;
    QPointer<Seats> seats_;

private:
    Follows follows_;
};

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

protected:
    void refresh() override;
    void retranslate() override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void fitRotateRow();
    void nameHiddenRow();
    QString waitingFor(int seat, const QString& who) const;
    QString computerAtWork(int seat, const QString& who) const;
    // The thinking computer's time, every second; the button shown while it thinks.
    void showThinking();
    void showVariants(const Game& g);
    void showWhoPlays(const Game& g, const QString& who, bool mine);
    void showTile(const Game& g);
    void previewTile(const TileFace& face, int rotation);
    void clearPreview();
    void showRow(const Game& g, bool mine);
    void showWhatToDo(const Game& g, const QString& who, bool mine, bool choosing);

    QLabel* turnLabel_ = nullptr;
    TurnClock* clock_ = nullptr;
    QProgressBar* busy_ = nullptr;
    QToolButton* moveNow_ = nullptr;
    QTimer thinkTick_;
    TilePreview* preview_ = nullptr;
    QLabel* tileHint_ = nullptr;
    QPushButton *rotateLeft_ = nullptr, *rotateRight_ = nullptr, *pileButton_ = nullptr;
    QBoxLayout* rotateRow_ = nullptr;
    QToolButton* rowButtons_[3] = {};
    QLabel* variantsLabel_ = nullptr;
    int hintedTile_ = -1;
};

// The meeple step (and the Galaxy Traders re-placements): the choices, the battle odds, the
// button that ends the turn.
class MeepleDock final : public GameDock
{
    Q_OBJECT

public:
    explicit MeepleDock(QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }
    QLabel* odds() const { return odds_; }
    QPushButton* confirmButton() const { return confirm_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QListWidget* list_ = nullptr;
    QLabel* odds_ = nullptr;
    QPushButton* confirm_ = nullptr;
    bool filling_ = false;
};

// The players: faction, score, meeples left, and in a network game whether each player at
// another computer is connected; at the end, the final scores by category.
class PlayersDock final : public GameDock
{
    Q_OBJECT

public:
    explicit PlayersDock(QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    // The width that shows every column whole (names, faction, numbers and their headers).
    int wholeWidth() const;
    // Names and factions on two lines rather than cut, where the panel has the height for it (the
    // review's Players tab on a small screen); off in the Play mode, whose panel is only as high
    // as its rows.
    void setWrapWords(bool wrap);

protected:
    void refresh() override;
    void retranslate() override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    // Every column in view at any width: the numbers keep their width (their headers elided when
    // room is short), the faction and the names share the rest, each keeping a few letters.
    void fitColumns();
    // Each column's widths: its cells' on one line, with its header's, and its longest word's.
    struct ColumnNeeds {
        std::vector<int> cells, full, word;
    };
    ColumnNeeds measureColumns() const;
    void wrapRows(bool wrap);
    void setHeaders(bool final, bool teams, bool network);
    void fillRow(int seat);
    bool hasRemotePlayers() const;
    QTableWidgetItem* presenceItem(int seat) const;

    QTableWidget* table_ = nullptr;
    bool wrapWords_ = false;  // setWrapWords
};

// The tiles still to come (the pile and the face-up row), by face.
class TilesDock final : public GameDock
{
    Q_OBJECT

public:
    explicit TilesDock(QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QListWidget* list_ = nullptr;
};

// The last turn's battles (every roll) and scores: a view of the history.
class LastTurnDock final : public GameDock
{
    Q_OBJECT

public:
    explicit LastTurnDock(QWidget* parent = nullptr);
    QTextBrowser* view() const { return view_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QTextBrowser* view_ = nullptr;
};

// The game's story: a view of the history, rewritten after an undo, a redo or a language switch.
class LogDock final : public GameDock
{
    Q_OBJECT

public:
    explicit LogDock(QWidget* parent = nullptr);
    QTextBrowser* view() const { return view_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QTextBrowser* view_ = nullptr;
};

}  // namespace swc::ui
