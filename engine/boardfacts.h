// Questions a front end asks about a position that are rules questions, answered here so that
// no front end decides a rule: the chance of winning a battle, and the board cells that no
// tile still to come can ever fill; and each seat's score by the kind of feature that gave it.
// (The analysis of a game's decisions, for the review, is gameanalysis.h.)
#pragma once

#include "game.h"

#include <vector>

namespace swc {

// The chance that side `side` wins a battle in which side i rolls dice[i] dice each round
// (each keeps its highest die; a single highest wins; tied sides roll again). Exact.
double battleWinChance(const std::vector<int>& dice, int side);

// The same for a battle of two sides rolling `mine` and `theirs` dice (0 to kMaxRuleDice each),
// from a table made once: the computer players' evaluation asks it at every held planet.
double duelWinChance(int mine, int theirs);

// The sides and dice of the battles that `move` would start if the current player made it now
// (the game is in its meeple step). Empty when it starts none.
struct BattlePreview
{
    FeatureKind kind = FeatureKind::Route;
    std::vector<BattleSide> sides;  // seat, players, small, large, symbol, dice
    int mySide = -1;                // the current player's side, or -1 if not involved
    double myChance = 0.0;          // battleWinChance for mySide (0 if not involved)
};
std::vector<BattlePreview> previewBattles(const Game& game, const MeepleMove& move);

// Where the points came from, per seat (team-mates share their team's figures, as they share
// its score): completed routes, asteroid fields and planets, battles (tie and loss points),
// and the final scoring of unfinished features. The sum of a seat's categories is its score.
enum class ScoreCategory { Routes = 0, Fields = 1, Planets = 2, Battles = 3, Final = 4 };
constexpr int kScoreCategories = 5;
using ScoreBreakdown = IndexedArray<ScoreCategory, int, kScoreCategories>;
// `turns`: the report of every turn played (set-aside entries may be empty reports);
// `finals`: the final scoring's reports (Game::finalScores), or nullptr before the end.
SeatArray<ScoreBreakdown> scoreBreakdown(const Game& game, const std::vector<TurnReport>& turns,
                                         const std::vector<ScoreReport>* finals);

// Open cells that no tile still to come (in the pile, face up, or drawn) fits in any rotation.
std::vector<Pos> deadCells(const Game& game);
// Open cells that no face of the draw pile (every face but the start tile's) fits in any rotation,
// however many copies were left: the edges their placed neighbours ask for make a combination the
// set's tiles do not have.
std::vector<Pos> unfillableCells(const Game& game);

}  // namespace swc
