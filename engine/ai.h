// Computer players. They see what a person sees: the board, the scores, the face-up tiles and
// how many of each tile are still to come, never the order of the face-down pile nor future
// dice (every simulation shuffles the pile and reseeds the dice of its own copy).
//
// - Random: a uniformly random legal move (a baseline for measuring).
// - Easy: the best immediate move by a score heuristic (evaluate() after each legal placement
//   and meeple choice, a battle valued as the mean over several dice rolls).
// - Expert: information-set Monte Carlo tree search (expert.cpp): every player's replies are
//   searched, not only the computer's own move (see below for the levels it builds on).
// - Medium and hard: determinized Monte Carlo search at the root. The moves are ranked by the
//   heuristic, the best few are kept (hard keeps more), and each is played out in sampled
//   futures (a shuffled pile and fresh dice) in which every player answers with the easy policy
//   for a few turns; the leaf is scored by evaluate() (the final-score difference, me minus the
//   best other side, plus what unfinished features and reserve meeples are still worth).
//   Sequential halving shares the simulations out: every round the worse half of the moves is
//   dropped and the rest get more futures; every move meets the same futures (common random
//   numbers), so that luck cancels out of the comparison. Hard also looks deeper and uses the
//   board look-ups of the evaluation (cells no tile can fill, attacks on its planets).
// The analysis of a game (gameanalysis.h) runs the same search on the decisions of a record
// (compareMoves), so that it judges a move as these players would have chosen.
// Decisions depend only on the game and the player's seed: budgets are counts of simulations,
// not clock time, so fixed seeds give the same moves on any machine (unless the optional
// time cap is set and reached).
#pragma once

#include "game.h"
#include "rng.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace swc {

struct RecordTurn;

enum class AiLevel { Random, Easy, Medium, Hard, Expert };
const char* aiLevelName(AiLevel l);  // "random", "easy", "medium", "hard", "expert"
std::optional<AiLevel> parseAiLevel(const std::string& s);

struct AiMove
{
    Placement placement;
    MeepleMove meeple;
};

// The weights of the position evaluation. A held unfinished feature is worth its end-of-game
// value plus the chance of completing it times what completing adds (a field doubles, a planet
// reaches 9, the meeple comes back). The chance is chance * left^leftPower * decay^(open - 1),
// `left` the share of tiles still to come and `open` the open edges (planet: empty neighbours).
struct EvalWeights
{
    double meeple = 3.0;   // a reserve meeple at the start of the game ...
    double meeplePower = 1.0;  // ... times the share of tiles still to come to this power
    double large = 1.3;    // the large meeple, in small meeples
    double routeChance = 0.75, routeDecay = 0.7;
    double fieldChance = 0.75, fieldDecay = 0.7;
    double planetChance = 0.9, planetDecay = 0.88, planetLeftPower = 0.35;
    // Board look-ups (slower): a feature that borders a cell no tile still to come fits can
    // never be completed; a held planet next to empty cells may be attacked.
    bool lookups = false;
    double attackRisk = 0.0;  // share of a planet's worth lost to the chance of an attack
};

// The budgets below are for a set of up to kBudgetTiles tiles (the standard set's 76). On a larger
// set of T tiles each is multiplied by kBudgetTiles / T (never below its floor): every position
// tried copies the game, whose size grows with the set, so that the work of one decision does
// not grow with it (docs/ai.md, "Budgets").
constexpr int kBudgetTiles = 76;
constexpr long kMinPlacements = 8, kMinReplacements = 4, kMinEvaluations = 4000;

// The budget and knobs of one level. forLevel() gives the levels' tuned values; tests use smaller
// budgets.
struct AiConfig
{
    int width = 0;         // moves searched after the heuristic ranking (0: no search, easy)
    int simulations = 0;   // sampled futures in all, over all the searched moves
    int depth = 0;         // turns played in each future after the move (all players)
    int battleSamples = 1; // dice rolls averaged when a move starts a battle (ranking)
    EvalWeights policy;    // the easy policy: ranking, and the replies inside the futures
    EvalWeights leaf;      // the evaluation at the end of each future
    // Work cap on one decision: the search stops between rounds of futures once it has played
    // and evaluated this many positions (about 420,000 a second on one core here); 0: none.
    // The few positions with very many moves and battles are cut short; the rest never reach it.
    long maxEvaluations = 0;
    // The moves considered: a ranking tries at most this many placements of the drawn tile (the
    // most promising by a cheap look at the cells around, placementInterest in ai.cpp), and a
    // Galaxy Traders choice at most this many routes (the longest); 0: all.
    int maxPlacements = 128;
    int maxReplacements = 64;
    double maxSeconds = 0; // wall-clock cap on one decision; 0: none (then fully deterministic)
    // The expert's tree search (expert.cpp) in place of the root search: `simulations` is then
    // its iterations, `depth` the turns after the move in each (down the tree, then by the easy
    // policy), `width` the root's moves open from the start.
    bool tree = false;
    double exploration = 2.0;  // UCB's constant, in points of the evaluation's margin
    // Progressive widening: a node visited n times has its best ceil(widenBase * (n+1)^widenPower)
    // moves of the ranking open.
    double widenBase = 1.5, widenPower = 0.4;
    double priorVisits = 8.0;  // the visits a move's ranking value counts for
    // Root parallelism: each thread searches a tree of its own with simulations / threads
    // iterations (and its share of the work cap); the trees' visits are added up at the root.
    int threads = 1;

    static AiConfig forLevel(AiLevel level);
};

// The heuristic value of a position for `player`: its side's final score as if the game ended
// now, minus the best other side's, plus the expected gains of the unfinished features and the
// worth of reserve meeples, each side alike.
double evaluate(const Game& game, int player, const EvalWeights& weights = {});
// Each side's value in that evaluation, indexed by team (Game::team: a team by its first seat):
// evaluate() is the player's side's value minus the best other side's.
SeatArray<double> evaluateSides(const Game& game, const EvalWeights& weights = {});

// One held unfinished feature's share of a side's value in that evaluation (one per meeple on it).
struct HeldFeatureTerm
{
    Game::MeepleOnBoard meeple;       // whose, which size, the node it stands on
    FeatureKind kind = FeatureKind::Route;
    int key = -1;                     // the feature: its root (a planet: its node)
    int tiles = 0, open = 0, symbols = 0;  // open: edges (a planet: empty neighbour cells)
    int endWorth = 0;                 // what it scores if the game ends now
    int gain = 0;                     // what completing it adds (0 for the side's second meeple on it)
    double chance = 0;                // the chance it is completed before the end
    double attackRisk = 0;            // the worth lost to the chance of an attack (planets, hard)
    double value = 0;                 // chance x (gain + the meeple's worth) - attackRisk
};
// The evaluation's value of each side (indexed by team) taken apart: the final score as if the game
// ended now, the reserve meeples' worth, and each held unfinished feature's expected gain; sides
// is evaluateSides(), the sum of the three. For words about a move (explain.h), never in a search.
struct EvaluationTerms
{
    SeatArray<int> score{};           // the final score as if the game ended now
    SeatArray<double> reserve{};      // the reserve meeples' worth
    SeatArray<int> reserveMeeples{};  // how many
    double meepleWorth = 0;           // one small meeple in reserve, now
    std::vector<HeldFeatureTerm> held;
    SeatArray<double> sides{};
};
EvaluationTerms evaluationTerms(const Game& game, const EvalWeights& weights = {});

// The margins of the greedy choices: an Intel and Rumours face-up tile is taken only when its best
// move beats the position's value by kPileMargin (the pile's tile is unknown), a Galaxy Traders
// meeple is re-placed only when that beats keeping it by kReplacementMargin (it is tied up again).
constexpr double kPileMargin = 1.0;
constexpr double kReplacementMargin = 0.5;

class AiPlayer
{
public:
    explicit AiPlayer(AiLevel level, std::uint64_t seed = 1);
    AiPlayer(AiLevel level, std::uint64_t seed, const AiConfig& config);
    AiLevel level() const { return level_; }
    const AiConfig& config() const { return config_; }

    // The game has its tile drawn (drawnTile() >= 0) and nothing placed yet. When `cancel`
    // becomes true the search stops and returns the best move found so far (at once: it is
    // checked before every simulated turn).
    AiMove choose(const Game& game, const std::atomic<bool>* cancel = nullptr);
    // Intel and Rumours, before drawing: the face-up tile to take, or -1 for the pile.
    int chooseTile(const Game& game);
    // Galaxy Traders: where the pending meeple goes (place = false keeps it).
    MeepleMove chooseReplacement(const Game& game);
    // Simulated futures used by the last choose() (0 for random and easy).
    int lastSimulations() const { return lastSimulations_; }
    // Positions played and evaluated by the last choose() of a search level (ranking included).
    long lastEvaluations() const { return lastEvaluations_; }

private:
    AiMove search(const Game& game, const std::atomic<bool>* cancel);
    Rng rng_;
    AiLevel level_;
    AiConfig config_;
    int lastSimulations_ = 0;
    long lastEvaluations_ = 0;
};

// The analysis of a game (gameanalysis.h) asks the computer players' questions of a decision made:
// what the search would have played and what each move is worth, with the same ranking, widening
// and sampled futures as AiPlayer::choose.

// Called with the position at the end of each sampled future of a move (or, at easy, right after it).
using LeafObserver = std::function<void(const Game& leaf)>;

struct MoveComparison
{
    AiMove best;               // the move the search keeps (AiPlayer::choose's, given the same generator)
    double bestValue = 0.0;    // the mean of evaluate() at the leaves of its futures (easy: the ranking's value)
    double playedValue = 0.0;  // the same for the move played, on the same futures
    int futures = 0;           // the futures both were valued on (0 at easy)
    long evaluations = 0;      // positions played and evaluated
};
// The game has its tile drawn and nothing placed; `played` is one of its legal moves. The search
// of `config` runs with a generator seeded by `seed` and the played move among the moves it
// searches, even when the widening would drop it; then the played move meets every future the best
// one met (at least simulations / width of them), so that the two values compare like for like.
// `playedLeaf` sees the played move's leaves, in the order of the futures. nullopt when `cancel`
// became true first.
std::optional<MoveComparison> compareMoves(const Game& game, const AiMove& played, const AiConfig& config,
                                           std::uint64_t seed, const LeafObserver& playedLeaf = {},
                                           const std::atomic<bool>* cancel = nullptr);
// compareMoves, and then `other` (a legal move, any one) valued on the same futures as the played
// move (at easy: by the same ranking, the same dice), into `otherValue`: the search, the best move
// and the two values are compareMoves' own, whatever `other` is (Play this decision again).
std::optional<MoveComparison> compareMoves(const Game& game, const AiMove& played, const AiMove& other,
                                           double& otherValue, const AiConfig& config, std::uint64_t seed,
                                           const LeafObserver& playedLeaf = {},
                                           const std::atomic<bool>* cancel = nullptr);
// `count` sampled futures of `position` (any step of a turn): the pile shuffled, the dice reseeded
// (from `seed`), then `depth` turns of the easy policy for every player, as the search's futures
// after its move; `leaf` sees the end of each (count 0: the position itself, once). False
// when `cancel` became true first.
bool playFutures(const Game& position, const AiConfig& config, std::uint64_t seed, int count, const LeafObserver& leaf,
                 const std::atomic<bool>* cancel = nullptr);
// Intel and Rumours, before drawing, as chooseTile weighs it: taking face-up tile `index` is worth
// its best immediate move (easy's, a battle's dice from `diceSeed`), the pile (index -1) the
// position's value plus kPileMargin. nullopt: that choice is not open (a tile that fits nowhere,
// the pile empty). chooseTile takes the first of the highest, the pile first.
std::optional<double> tileChoiceValue(const Game& game, int index, const AiConfig& config, std::uint64_t diceSeed);
// Galaxy Traders, as chooseReplacement weighs it: the evaluation for the pending meeple's owner once
// it is re-placed as `move`; keeping it (move.place false) is worth that plus kReplacementMargin.
double replacementValue(const Game& game, const MeepleMove& move, const AiConfig& config);

// Plays one whole turn for the current player with `ai` (drawing, the face-up choice, the
// placement, the meeple and any re-placements). Returns false when the game is over. `report`, if
// given, receives the turn's battles, scores and re-placements (appended).
bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel = nullptr, TurnReport* report = nullptr);
// The same, writing down the turn: `turn` receives its record entry (the tile, where, the meeple,
// the re-placements and every die rolled), `setAside` the tiles drawn that fit nowhere (each an
// entry of its own before the turn's: setAsideTurn).
bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel, TurnReport* report, RecordTurn* turn,
                std::vector<int>* setAside);

// One side of a match between two computer players: its level and its configuration.
struct MatchSide
{
    AiLevel level = AiLevel::Easy;
    AiConfig config;
};

// One 2-player game of a match, each side's moves timed (wall clock and the process's processor
// time, so a side's processor time is its own only when nothing else runs in the process).
struct MatchGame
{
    long score[2] = {0, 0};  // each side's final score (their sum, in totals)
    double seconds[2] = {0, 0}, cpuSeconds[2] = {0, 0}, maxSeconds[2] = {0, 0}, maxCpu[2] = {0, 0};
    long moves[2] = {0, 0};

    // Adds game `g` to these totals: the sums, and the slowest moves of both.
    void add(const MatchGame& g);
    // A side's mean seconds per move of `total` (seconds or cpuSeconds); 0 before any move.
    double perMove(const double (&total)[2], int side) const
    {
        return moves[side] ? total[side] / static_cast<double>(moves[side]) : 0.0;
    }
};

// Plays a whole 2-player game (red, black) of `set` and `rules` from `seed` between sides[0] and
// sides[1]: sides[0] sits first when `firstSideFirst`; the computer in seat k has the seed
// playerSeed + k. The arena and the tuning tool play their games with it.
MatchGame playMatchGame(const std::shared_ptr<const Tileset>& set, const Rules& rules, std::uint64_t seed,
                        std::uint64_t playerSeed, const MatchSide (&sides)[2], bool firstSideFirst);

}  // namespace swc
