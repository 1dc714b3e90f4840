// What the computer players' searches share (ai.cpp's medium and hard, expert.cpp's tree search):
// the scratch of a decision, the easy policy's ranking and greedy choices, and the drawing of a
// turn's tile inside a simulated future. Internal to the engine's computer players.
#pragma once

#include "ai.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace swc::detail {

// A game copied into the same storage again and again: assigning reuses the vectors' room, so
// that trying a move allocates nothing once the first copy is made.
class GameSlot
{
public:
    Game& copy(const Game& from)
    {
        if (game_) *game_ = from;
        else game_.emplace(from);
        return *game_;
    }

private:
    std::optional<Game> game_;
};

// Buffers reused from move to move, so that ranking allocates little.
struct Scratch
{
    GameSlot placed, after, row, keep, replaced, future;
    // The budgets of this decision, scaled to the set (scaledBudget): placements a ranking tries,
    // re-placements a Galaxy Traders choice tries.
    std::size_t placementBudget = SIZE_MAX;
    std::size_t replacementBudget = SIZE_MAX;
    std::vector<std::pair<int, int>> keyed;  // (minus the interest, index) of the choices to keep
    std::vector<Placement> placements;
    std::vector<MeepleMove> options;
    TurnReport report;
    long evaluations = 0;  // positions played and evaluated: the unit of the work budget
};

struct Candidate
{
    AiMove move;
    double value = 0;
};


// A budget for a set of `tiles` tiles (scaled down beyond kBudgetTiles, never below `floor`).
long scaledBudget(long budget, int tiles, long floor);
// The scratch of one decision of `config` on `game`, its budgets scaled to the set.
Scratch decisionScratch(const Game& game, const AiConfig& config);
bool cancelled(const std::atomic<bool>* cancel);
// Every legal move for the drawn tile with its heuristic value, best first (the easy policy's
// ranking; a battle valued as the mean over `battleSamples` dice rolls from `diceSeed`).
std::vector<Candidate> rankMoves(const Game& game, const EvalWeights& w, int battleSamples, std::uint64_t diceSeed,
                                 Scratch& s, const std::atomic<bool>* cancel);
// The ranking's best move without sorting (the easy policy's move).
AiMove greedyMove(const Game& game, const EvalWeights& w, int battleSamples, std::uint64_t diceSeed, Scratch& s,
                  double* value = nullptr);
// Galaxy Traders: the easy policy's re-placement of the pending meeple ({}: kept).
MeepleMove greedyReplacement(const Game& game, const EvalWeights& w, Scratch& s);
// Intel and Rumours: the easy policy's face-up tile (-1: the pile).
int greedyTileChoice(const Game& game, const EvalWeights& w, std::uint64_t diceSeed, Scratch& s);
// Progressive widening, once: the best `width` moves of the ranking and the best without a meeple.
std::vector<Candidate> widened(const std::vector<Candidate>& ranked, int width);
// One turn of the easy policy inside a simulated future. Returns false when the game is over.
bool policyTurn(Game& g, Rng& rng, const AiConfig& c, Scratch& s);

struct TreeSearchResult
{
    AiMove move;
    int iterations = 0;    // over all the trees
    long evaluations = 0;  // positions played and evaluated, ranking included
};
// The expert's information-set tree search (expert.cpp) of one decision: the game has its tile
// drawn and nothing placed. The same seed and config.threads give the same move.
TreeSearchResult treeSearch(const Game& game, const AiConfig& config, std::uint64_t seed,
                            const std::atomic<bool>* cancel);

// A face of the pile drawn at random by the counts still to come.
inline int sampledFace(const Game& game, Rng& rng)
{
    int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(game.pileSize())));
    int face = 0;
    for (; k >= game.remaining(face); ++face) k -= game.remaining(face);
    return face;
}

// Draws this turn's tile for the current player (the face-up choice by `pick`), setting aside
// tiles that fit nowhere (appended to `setAside` if given). Returns the face, or -1 when the game
// is over; `fromRow` (if given) says whether it is a face-up one. With `rng` (inside a simulated
// future) the face taken from the pile is drawn at random by the counts still to come, so that the
// future depends on what a person knows, never on the order of the pile; without, it is the real
// draw. -1 also when the game cannot draw (the turn's meeple step not finished).
template <typename Pick>
int drawFor(Game& game, Pick pick, Rng* rng, std::vector<int>* setAside = nullptr, bool* fromRow = nullptr)
{
    if (game.drawnTile() >= 0) return game.drawnTile();
    const bool row = game.rules().has(Variant::IntelAndRumours);
    for (;;) {
        if (const int choice = row ? pick(game) : -1; choice >= 0) {
            game.takeFromRow(choice);
            if (fromRow) *fromRow = true;
            return game.drawnTile();
        }
        // A draw refused (the game not at the start of a turn) ends it too: it would be refused
        // again and again.
        if (game.pileEmpty() || !game.draw(rng ? sampledFace(game, *rng) : -1)) return -1;
        if (game.fitsAnywhere(game.drawnTile())) return game.drawnTile();
        if (setAside) setAside->push_back(game.drawnTile());
        game.setAsideDrawn();
    }
}


}  // namespace swc::detail
