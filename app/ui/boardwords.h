// The board in words, for screen readers: the tile to place, a cell (what borders it, whether
// and how the tile fits there) and the last move, worded as the log words tiles and places
// (GameText, Texts). The board view gives them as its accessible description; the Announcer,
// a live status region, says each turn's events as the log writes them.
//
// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent is Qt 6.8), so the status
// region is a label in the status bar whose text is each new log line, with a NameChanged
// accessibility event for it; the board sends DescriptionChanged when its description changes.
#pragma once

#include "gamesession.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

namespace swc::ui {

class BoardWords
{
    Q_DECLARE_TR_FUNCTIONS(BoardWords)

public:
    // "Tile to place: a tile with a straight route, turned a quarter to the right; it fits on 5 cells."
    // (empty when no tile is drawn, or when nobody at this screen places it: `mine` false).
    static QString tileToPlace(const GameSession& s, bool mine);
    // "Cell 1 east of the start tile: route to the north, space to the west. The tile fits here
    // after 1 quarter turn to the right." A placed tile's cell names the tile.
    static QString cell(const GameSession& s, Pos at, bool mine);
    // "Last move – Turn 3: Vader (black) places …" (empty before the first).
    static QString lastMove(const GameSession& s);
    static QString noGame();
    // The whole description: whose turn, the tile to place, the cell (if any), the last move.
    static QString describe(const GameSession& s, std::optional<Pos> at, bool mine);
    // The newest log entry in plain text, as the log writes it (empty: none).
    static QString lastEntry(const GameSession& s);

private:
    static QString rotationWords(int rotation);
    static QString sideTo(int side);
    static QString borders(const Game& g, Pos at);
    static QString fit(const GameSession& s, Pos at);
};

// The live status region: a label that shows (and so has screen readers say) what the mode shown
// is at. In the Play mode, each turn's events as the log writes them, the final verdict, and after
// an undo the position it goes back to; in another mode, what that mode's page says of itself (the
// review's step, the tile set edited). Its line is always made afresh from what it describes, so
// that it is said again in the new language when the language changes.
class Announcer final : public QLabel
{
    Q_OBJECT

public:
    explicit Announcer(QWidget* parent = nullptr);
    // The game of the Play mode.
    void setSession(GameSession* session);
    // The Play mode is shown: the line is about its game.
    void showGame();
    // Another mode is shown: the line is `describe()` (empty: nothing to say), said at once and
    // again at each pageChanged().
    void showPage(std::function<QString()> describe);
    // What the page shown describes has changed (with the Play mode shown: nothing to do).
    void pageChanged();
    // A line of the Play mode's own beside the turns (the tutorial's verdict on a move): said at
    // once, and kept until the next turn or undo. It is said as given (the tutorial words it anew
    // for each move); an empty one says nothing.
    void sayNote(const QString& text);

signals:
    // A line said (shown, with its accessibility event sent).
    void announced(const QString& text);

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    // What the line says of the game in play; the words are made from the game when said.
    enum class Said { Nothing, LastTurn, TakenBack, Verdict, Note };

    void historyChanged();
    // The line for the Play mode: what `said_` names, in words of the game as it is now.
    QString gameLine() const;
    // Makes the line afresh and shows it; `tell`: screen readers are told (a new event, not the
    // same line in another language).
    void sayAgain(bool tell);
    // The line elided to the label's width ("…"); screen readers have it whole (its accessible name).
    void showElided();
    // Shows `text` and tells screen readers its name changed (an explicit NameChanged event).
    void announce(const QString& text, bool tell = true);
    void retranslate();

    QPointer<GameSession> session_;
    std::size_t heard_ = 0;  // history entries already announced
    Said said_ = Said::Nothing;
    std::function<QString()> page_;  // the mode shown when not Play: what it says of itself
    QString line_;                   // the last line said, whole
    QString note_;                   // Said::Note: the line given
};

}  // namespace swc::ui
