// Computer players. They see what a person sees: the board, the scores, the face-up tiles and
// how many of each tile are still to come, never the order of the face-down pile nor future
// dice (every simulation shuffles the pile and reseeds the dice of its own copy).
//
// - Easy: the best immediate move by a score heuristic (evaluate()).
// - Medium and hard: determinized Monte Carlo search. The candidate moves are ranked by the
//   heuristic and the best few are kept (progressive widening: hard keeps more); each is then
//   played out in several sampled futures (a shuffled pile, fresh dice) in which every player
//   answers with the easy policy for two rounds, and scored by the heuristic at the leaf. The
//   candidate with the best mean wins. Medium keeps 8 candidates and 12 futures, hard 16 and 40.
// Decisions depend only on the game and the player's seed: fixed seeds give the same moves.
#pragma once

#include "game.h"
#include "rng.h"

#include <atomic>
#include <optional>
#include <string>

namespace swc {

enum class AiLevel { Random, Easy, Medium, Hard };
const char* aiLevelName(AiLevel l);  // "random", "easy", "medium", "hard"
std::optional<AiLevel> parseAiLevel(const std::string& s);

struct AiMove
{
    Placement placement;
    MeepleMove meeple;
};

// The heuristic value of a position for `player`: its final score as if the game ended now,
// minus the best other side's, plus the worth of the meeples still in its reserve while tiles
// remain.
double evaluate(const Game& game, int player);

class AiPlayer
{
public:
    explicit AiPlayer(AiLevel level, std::uint64_t seed = 1);
    AiLevel level() const { return level_; }

    // The game has its tile drawn (drawnTile() >= 0) and nothing placed yet. When `cancel`
    // becomes true the search stops and returns the best move found so far.
    AiMove choose(const Game& game, const std::atomic<bool>* cancel = nullptr);
    // Intel and Rumours, before drawing: the face-up tile to take, or -1 for the pile.
    int chooseTile(const Game& game);
    // Galaxy Traders: where the pending meeple goes (place = false keeps it).
    MeepleMove chooseReplacement(const Game& game);

private:
    AiMove greedy(const Game& game, double* value);
    Rng rng_;
    AiLevel level_;
};

// Plays one whole turn for the current player with `ai` (drawing, the face-up choice, the
// placement, the meeple and any re-placements). Returns false when the game is over.
bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel = nullptr);

}  // namespace swc
