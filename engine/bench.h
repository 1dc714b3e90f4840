// The bench: a fixed set of seeded games and computer decisions on the standard set, with no
// house rule, each house rule alone, all of them, and all of them in team play, whose moves and
// scores hash to one signature (as Stockfish's `bench` and its tests/signature.sh). tests/tst_bench
// pins the signature of the default bench, so that a change to the rules or to computer play
// changes it only on purpose (README.md, "Development").
//
// Design notes
// - Game k of the run is dealt with a seed derived from options.seed and k, and plays the rule
//   sets in turn (k % 8). It has 2 to 5 seats (4 in team play), played by the easy level,
//   uniformly random play (random_play.h, as `simulate` plays) and the random level. One of its
//   turns is searched instead, by the medium or the hard level (the two alternate, and each round
//   of 8 games shifts the seats, players and searches: every rule set meets both levels within
//   the default 16 games), with 1 / kBenchBudgetShare of its level's budget and otherwise its
//   level's weights, width, depth and look-ups; the levels' full settings (AiConfig::forLevel)
//   are hashed as they are.
// - Hashed (FNV-1a, 64 bits, every number as 8 bytes least significant first): per turn the
//   tiles set aside, the tile, its position and rotation, the meeple, every battle (sides, dice
//   of every round, winner), every scoring, the Galaxy Traders re-placements, then each seat's
//   score and reserve, the meeples on the board and the face-up tiles; a searched turn adds the
//   positions and futures its search used; at the end each seat's final score and the end
//   scoring. What is the engine's own and no rule is left out (feature nodes, and the order of
//   the meeples' slots and of the scorings of one moment, hashed sorted), so that a refactoring
//   keeps the signature.
// - The signature depends only on the rules and computer play: everything is seeded, the
//   searches are bounded by counts, never by the clock, and the run is single-threaded. Only
//   `seconds` is measured. The computer players weigh moves in floating point: the signature is
//   the same wherever doubles are IEEE and std::pow rounds alike (a Debug build with the
//   sanitizers gives the Release build's); another math library could turn a near-tie.
#pragma once

#include <cstdint>
#include <string>

namespace swc {

// Games of the default bench, whose signature is pinned: two rounds over the 8 rule sets.
constexpr int kBenchGames = 16;
constexpr int kMaxBenchGames = 100000;
// The searched turns use 1 / kBenchBudgetShare of their level's simulations and work cap.
constexpr int kBenchBudgetShare = 40;

struct BenchOptions
{
    int games = kBenchGames;  // 1 to kMaxBenchGames
    std::uint64_t seed = 1;
};

struct BenchResult
{
    std::uint64_t signature = 0;
    long games = 0;
    long turns = 0;      // turns played (a tile set aside is not a turn)
    long decisions = 0;  // turns a computer player (ai.h) chose
    long positions = 0;  // positions the searching levels played and evaluated
    double seconds = 0;  // wall-clock time of the run: not part of the signature
};

BenchResult runBenchmark(const BenchOptions& options = {});

// The signature as 16 lower-case hexadecimal digits.
std::string signatureText(std::uint64_t signature);

}  // namespace swc
