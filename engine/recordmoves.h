// Playing a record's entries on a game, a step at a time or a whole record, and describing moves
// as entries (record.h is the format: the entries' types, reading and writing them). A network
// move goes from GameRoom to here, then to the Game, and back: never through the reader.
#pragma once

#include "record.h"

#include <functional>

namespace swc {

// A new game set up as the record says (its pile order included).
Game newGame(const GameRecord& record);
// The record entry of a drawn tile that fits nowhere and is set aside.
RecordTurn setAsideTurn(const Tileset& tileset, int face);

// Play one record turn on a game (drawing the tile first). On an illegal move returns false
// and fills err (err->turn is left to the caller). Re-placements the entry does not list are kept
// in the reserve.
bool applyTurn(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside,
               RecordError* err);

// The steps of a turn, as a review shows them (timeline.h): the decisions a player made and a
// tile set aside.
enum class StepKind {
    TileChoice,   // Intel and Rumours: a face-up tile or the pile (turn.fromRow says which)
    Placement,    // the drawn tile placed (the game is in its meeple step after it)
    Meeple,       // a meeple placed, or none; the battles and scoring of the turn
    SetAside,     // a drawn tile that fits nowhere, set aside (nobody decided)
    Replacement,  // Galaxy Traders: one meeple back from a completed route, re-placed or kept
    FinalScoring  // the game is over: the unfinished features scored (a review's last step)
};
// Called after each step of applyTurnSteps with the seat that decided it (-1: nobody) and what
// the step did (a Meeple step: the turn's placement, meeple, battles and scores; a Replacement:
// the re-placement and the points of what it completes). Returning false stops the turn there.
using TurnStepObserver = std::function<bool(StepKind kind, int seat, const TurnReport& step)>;
// applyTurn a step at a time. An Intel and Rumours turn has a TileChoice step when the row held
// a tile at its start (a set-aside tile excepted: that is the turn's one step).
bool applyTurnSteps(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside,
                    RecordError* err, const TurnStepObserver& observer);
// applyTurn in its steps, for a game played a step at a time (network play):
// - drawTurnTile: the entry's tile is drawn (a set-aside entry: drawn and set aside);
// - playDrawnTile: the drawn tile is placed as the entry says, with its meeple, battles (dice
//   from the entry first) and scoring; it stops at a Galaxy Traders re-placement step;
// - applyReplacement: one re-placement of the meeple pending (`pos` is where it was read); the
//   points it scores go into `report` when one is given.
bool drawTurnTile(Game& game, const RecordTurn& turn, std::vector<int>* setAside, RecordError* err);
bool playDrawnTile(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err);
// playDrawnTile in its two steps: the tile placed, then the meeple with the battles and scoring.
bool placeTurnTile(Game& game, const RecordTurn& turn, RecordError* err);
bool finishTurnMeeple(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err);
bool applyReplacement(Game& game, const RecordReplacement& replacement, RecordError* err,
                      TurnReport* report = nullptr);
// Every die rolled in a turn, in the order rolled (a turn entry's `dice`: replayed without the
// seed, the turn's battles come out the same).
std::vector<int> rolledDice(const TurnReport& report);

struct ReplayResult
{
    Game game;
    int turnsPlayed = 0;
    std::optional<RecordError> error;  // the first illegal turn; the game stops before it
};
// Plays every turn of the record (reports: one per turn played, if given).
ReplayResult replay(const GameRecord& record, std::vector<TurnReport>* reports = nullptr);

// The record cut after its first `turns` turns, every turn written out in full: it names its tile
// and the dice its battles rolled, and each tile set aside while drawing is an entry of its own.
// It replays to the same position with any seed, so that a game continued from it with a new seed
// changes only what is still to come (Intel and Rumours excepted: its face-up tiles are drawn from
// the seeded pile, so that set-up keeps the record's seed and pile order; any other is written in
// the documented order, PileOrder::Ordered). A turn that does not replay: nullopt,
// and `err` says why (err->turn 1-based).
std::optional<GameRecord> explicitRecord(const GameRecord& record, int turns, RecordError* err = nullptr);

// The record turn describing a move just made: tile drawn, placement and meeple (the meeple
// written with the edge it touches). For set-aside tiles use a turn with setAside = true.
// `fromRow`: the tile was a face-up one (Intel and Rumours).
RecordTurn describeTurn(const Game& afterPlacement, const MeepleMove& meeple, bool fromRow = false);
// A Galaxy Traders re-placement (call before Game::replaceMeeple), to append to the turn.
RecordReplacement describeReplacement(const Game& game, const MeepleMove& move);

// Every legal way to play a turn's tile, as record entries (network play sends them to a client
// that asks: docs/protocol.md, "Legal moves on request"). One per placement, in legalPlacements'
// order: `turn` is the entry without a meeple (always legal), `meeples` the same entry with each
// legal meeple (meepleOptions' order), written as describeTurn writes them.
struct LegalPlacement
{
    RecordTurn turn;
    std::vector<RecordTurn> meeples;
};
// The drawn tile's placements; with Intel and Rumours before a tile is drawn, those of each
// face-up tile that may be taken (each face once, `fromRow` set). Empty when the game is over.
std::vector<LegalPlacement> legalMoves(const Game& game);
// The pending Galaxy Traders meeple's choices: keep it (first), then each route it may go to.
std::vector<RecordReplacement> legalReplacements(const Game& game);

}  // namespace swc
