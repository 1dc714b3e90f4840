// Sentences about the game in progress: seat names, meeple choices, battles, scores, the lines
// of the log and the final scoring, in the user's language. One place words them for every
// panel (the docks, the board's tooltips, the dialogs), each from the session's state.
#pragma once

#include "ai.h"
#include "gamesession.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace swc::ui {

class GameText
{
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // "Leia (red)", or "Red" when the seat has no name.
    static QString seatName(const GameSession& s, int seat);
    static QString seatName(const QString& name, Color colour);
    // "Leia", or "Red" when the seat has no name (where the colour is shown beside it).
    static QString playerName(const QString& name, Color colour);
    // A name as typed (or pasted) into a dialog, as a saved game can hold it: the characters a
    // record refuses in a name left out (a line break or tab a space), the ends trimmed.
    static QString typedName(const QString& text);
    // The seat's name for the log (HTML), after the glyph its meeples wear (tileart.h).
    static QString seatHtml(const GameSession& s, int seat);
    // A computer player's level: "random", "easy", "medium", "hard", "expert".
    static QString levelName(AiLevel level);
    // The levels offered for a computer seat, weakest first (random is for measuring only).
    static const std::vector<AiLevel>& offeredLevels();
    // Every seat's, from a record's names and colours.
    static QStringList seatNames(const GameRecord& record);
    // Several seats: "Leia (red) and Han (green)".
    static QString sideName(const GameSession& s, std::uint8_t players);
    static QString sideName(const QStringList& seatNames, std::uint8_t players);
    // Where `at` lies seen from `from`, in the board's compass directions (north is up):
    // "directly north", "north-east", "2 east and 1 north".
    static QString direction(Pos from, Pos at);
    // A placed tile's cell, from the start tile: "2 east and 1 north of the start tile".
    static QString cellName(const Game& g, Pos at);
    // A meeple move of the meeple step that is a Hyperspace jump (docs/rules.md 7.2): to a
    // field on another tile, or to a planet beyond the placed tile's 8 neighbours.
    static bool isHyperspaceJump(const MeepleMove& m, Pos placedAt);
    // A meeple choice: "small meeple on the trading route (north, south)", "small meeple on the
    // planet north-east of this tile", "Hyperspace jump: small meeple to the planet 2 east and
    // 1 south of this tile".
    static QString meepleChoice(const GameSession& s, const MeepleMove& m, Pos placedAt);
    static QString meepleChoice(const Game& g, const MeepleMove& m, Pos placedAt);
    // The feature a meeple move names, seen from the placed tile: "the trading route (north,
    // south)", "the planet north-east of this tile" (`g`: the tile placed).
    static QString meepleTarget(const Game& g, const MeepleMove& m, Pos placedAt);
    // A Galaxy Traders re-placement offered: "Re-place (Galaxy Traders): small meeple on …".
    static QString replacementChoice(const GameSession& s, const MeepleMove& m, MeepleSize size, Pos placedAt);
    // The turn's tile and meeple: "Red places a tile with a straight route directly west of the
    // start tile, with a small meeple on the trading route (east, west)." Before the meeple is
    // chosen (`meepleChosen` false: a review's step), the tile only.
    static QString placementHtml(const GameSession& s, const TurnReport& r, bool meepleChosen = true);
    static QString battleHtml(const GameSession& s, const BattleReport& b);
    // The sides of a battle and their dice (the preview before a choice, and the report).
    static QString battleSidesHtml(const GameSession& s, const std::vector<BattleSide>& sides);
    static QString scoreHtml(const GameSession& s, const ScoreReport& r);
    // A log entry: a turn (its placement, meeple, battles, scores, re-placements) or a tile set
    // aside. `turn` is the turn's number among the placed turns; `meepleChosen` as for placementHtml.
    static QString entryHtml(const GameSession& s, const GameSession::Entry& e, int turn, bool meepleChosen = true);
    // The battles and scores of a turn, for the Last turn panel.
    static QString turnResultHtml(const GameSession& s, const TurnReport& r);
    // The final scoring for the log: the unfinished features, the scores, the verdict.
    static QString finalScoringHtml(const GameSession& s);
    // Its parts, for the final-scoring view.
    struct FinalRow {
        int rank = 1;         // equal totals share a rank
        int row = 0;          // the seat (the team in team play) in FinalScoring::breakdown
        std::uint8_t members = 0;  // the seats this row stands for
        QString who;          // plain text
    };
    static std::vector<FinalRow> finalRanking(const GameSession& s);  // best total first
    static QString finalVerdict(const GameSession& s);                // "Vader (black) wins!"
    static QString finalReportsHtml(const GameSession& s);            // one line per unfinished feature
    static QString category(ScoreCategory c);
    // A feature under the mouse: its kind, tiles, symbols, who holds it and what it is worth
    // (`root`: the feature's root node).
    static QString featureSummary(const GameSession& s, int root);
};

}  // namespace swc::ui
