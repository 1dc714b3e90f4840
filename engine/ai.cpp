#include "ai.h"

#include "analysis.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <vector>

namespace swc {

const char* aiLevelName(AiLevel l)
{
    switch (l) {
    case AiLevel::Random: return "random";
    case AiLevel::Easy: return "easy";
    case AiLevel::Medium: return "medium";
    case AiLevel::Hard: return "hard";
    }
    return "easy";
}

std::optional<AiLevel> parseAiLevel(const std::string& s)
{
    for (AiLevel l : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard})
        if (s == aiLevelName(l)) return l;
    return std::nullopt;
}

AiConfig AiConfig::forLevel(AiLevel level)
{
    AiConfig c;
    c.battleSamples = 4;
    switch (level) {
    case AiLevel::Random:
    case AiLevel::Easy: break;
    case AiLevel::Medium:
        c.width = 8;
        c.simulations = 240;
        c.depth = 3;
        c.maxEvaluations = 200000;  // about 0.5 s on one core of the development machine
        break;
    case AiLevel::Hard:
        c.width = 16;
        c.simulations = 1200;
        c.depth = 3;
        c.maxEvaluations = 600000;  // about 1.5 s
        c.leaf.lookups = true;
        break;
    }
    return c;
}

namespace {

constexpr int kDx[kSides] = {0, 1, 0, -1};
constexpr int kDy[kSides] = {-1, 0, 1, 0};
constexpr int kRingDx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kRingDy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

// Whether no tile still to come (in the pile or face up) fits `cell` in any rotation. The
// answers are remembered for the one evaluation that asks.
class DeadCells
{
public:
    explicit DeadCells(const Game& g) : g_(g) {}
    bool dead(Pos cell)
    {
        for (const auto& [p, d] : known_)
            if (p == cell) return d;
        const int faces = static_cast<int>(g_.tileset().faces.size());
        bool fillable = false;
        for (int f = 0; f < faces && !fillable; ++f) {
            bool coming = g_.remaining(f) > 0 || f == g_.drawnTile();
            for (int i = 0; i < g_.rowSize() && !coming; ++i) coming = g_.rowTile(i) == f;
            if (!coming) continue;
            for (int r = 0; r < 4 && !fillable; ++r) fillable = g_.fits(f, {cell, r});
        }
        known_.emplace_back(cell, !fillable);
        return !fillable;
    }

private:
    const Game& g_;
    std::vector<std::pair<Pos, bool>> known_;
};

// Whether the route or field of `rootNode` borders a dead cell, or the planet of node `planet`
// has a dead cell among its neighbours: then it can never be completed.
bool bordersDeadCell(const Game& g, int node, DeadCells& cells, std::vector<int>& tiles)
{
    const FeatureKind kind = g.nodeKind(node);
    if (kind == FeatureKind::Planet) {
        const Pos at = g.placedTiles()[static_cast<std::size_t>(g.nodeTile(node))].at;
        for (int k = 0; k < 8; ++k) {
            const Pos q{at.x + kRingDx[k], at.y + kRingDy[k]};
            if (g.tileIndexAt(q) < 0 && cells.dead(q)) return true;
        }
        return false;
    }
    const int r = g.root(node);
    g.featureTileIndices(node, tiles);
    for (int t : tiles) {
        const Game::PlacedTile& pt = g.placedTiles()[static_cast<std::size_t>(t)];
        const TileFace& face = g.tileset().faces[pt.face];
        const int segments = static_cast<int>(kind == FeatureKind::Route ? face.routes.size() : face.asteroids.size());
        for (int s = 0; s < segments; ++s) {
            const int n = g.nodeOf(t, kind, s);
            if (n < 0 || g.root(n) != r) continue;
            const int sides = g.segmentSides(t, kind, s);
            for (int side = 0; side < kSides; ++side) {
                if (!(sides >> side & 1)) continue;
                const Pos q{pt.at.x + kDx[side], pt.at.y + kDy[side]};
                if (g.tileIndexAt(q) < 0 && cells.dead(q)) return true;
            }
        }
    }
    return false;
}

// The dice a side rolls on a planet: 1 per small meeple, 2 for the large one, +1 for the
// planet's symbol of its faction, at most 3 (the set's numbers in place of these).
int planetDice(const Scoring& sc, int small, int large, bool symbol)
{
    return std::min(sc.diceMax, small * sc.diceSmall + large * sc.diceLarge + (symbol ? sc.diceSymbol : 0));
}

}  // namespace

double evaluate(const Game& g, int player, const EvalWeights& w)
{
    // Every tile of the set is placed, in the pile, face up, set aside or drawn (the set's
    // totalTiles() without adding up its faces at every evaluation).
    const int total = static_cast<int>(g.placedTiles().size() + g.setAside().size()) + g.pileSize() + g.rowSize() +
                      (g.drawnTile() >= 0 ? 1 : 0);
    const double left = static_cast<double>(g.pileSize() + g.rowSize()) / static_cast<double>(std::max(1, total));
    const double meepleWorth = w.meeple * left;
    const int sides = g.playerCount();
    // Per side (indexed by team): the final score as if the game ended now (end values of the
    // unfinished features included, whatever the variants make of them) ...
    const auto final = g.finalScores();
    std::array<double, kMaxPlayers> side{};
    for (int p = 0; p < sides; ++p) side[static_cast<std::size_t>(g.team(p))] = final[static_cast<std::size_t>(p)];
    // ... plus the reserve meeples while tiles remain ...
    std::array<int, kMaxPlayers> reserveSmall{}, reserveLarge{};
    for (int p = 0; p < sides; ++p) {
        reserveSmall[static_cast<std::size_t>(g.team(p))] += g.reserve(p, MeepleSize::Small);
        reserveLarge[static_cast<std::size_t>(g.team(p))] += g.reserve(p, MeepleSize::Large);
        side[static_cast<std::size_t>(g.team(p))] +=
            meepleWorth * (g.reserve(p, MeepleSize::Small) + w.large * g.reserve(p, MeepleSize::Large));
    }
    // ... plus, per held unfinished feature, the chance of completing it times the gain.
    std::optional<DeadCells> dead;
    std::vector<int> tiles;
    if (w.lookups) dead.emplace(g);
    const auto onBoard = g.meeplesOnBoard();
    std::array<std::pair<int, int>, kMaxPlayers * kMeeplesPerPlayer> seen{};  // (feature key, team)
    int seenCount = 0;
    for (const auto& m : onBoard) {
        const FeatureKind kind = g.nodeKind(m.node);
        const int key = kind == FeatureKind::Planet ? m.node : g.root(m.node);
        if (g.featureComplete(key)) continue;  // only between a placement and its scoring
        const int t = g.team(m.player);
        const bool first =
            std::find(seen.begin(), seen.begin() + seenCount, std::pair(key, t)) == seen.begin() + seenCount;
        if (first) seen[static_cast<std::size_t>(seenCount++)] = {key, t};
        const int open = g.featureOpenEdges(key);
        const int count = g.featureTiles(key);
        double pc;  // the chance it is completed before the end
        // Its end value, and what completing it would add (with the rulebook's numbers a planet
        // reaches 9, a field doubles, a route gains nothing).
        const int symbols = g.featureSymbols(key);
        const int endWorth = g.scoring().unfinished(kind, count, symbols);
        const int gain = g.scoring().completed(kind, count, symbols) - endWorth;
        if (kind == FeatureKind::Planet) {
            pc = w.planetChance * std::pow(left, w.planetLeftPower) * std::pow(w.planetDecay, open);
        } else if (kind == FeatureKind::Asteroid) {
            pc = w.fieldChance * std::sqrt(left) * std::pow(w.fieldDecay, std::max(0, open - 1));
        } else {
            pc = w.routeChance * std::sqrt(left) * std::pow(w.routeDecay, std::max(0, open - 1));
        }
        if (dead && pc > 0 && bordersDeadCell(g, key, *dead, tiles)) pc = 0;
        double v = pc * meepleWorth * (m.size == MeepleSize::Large ? w.large : 1.0);  // the meeple comes back
        if (first) {
            v += pc * gain;
            if (kind == FeatureKind::Planet && w.attackRisk > 0 && open > 0) {
                // Another side with a meeple in reserve may attack it from an empty neighbour
                // cell: the worth at stake times the chance that a small-meeple attacker wins.
                int small = 0, large = 0;
                for (const auto& o : onBoard)
                    if (o.node == key && g.team(o.player) == t) (o.size == MeepleSize::Large ? large : small)++;
                const int defender = g.featureSymbols(key, static_cast<int>(g.faction(m.player))) > 0;
                double risk = 0;
                for (int p = 0; p < sides; ++p) {
                    if (g.team(p) == t || reserveSmall[static_cast<std::size_t>(g.team(p))] +
                                                  reserveLarge[static_cast<std::size_t>(g.team(p))] ==
                                              0)
                        continue;
                    const bool sym = g.featureSymbols(key, static_cast<int>(g.faction(p))) > 0;
                    const double lose = 1.0 - battleWinChance(
                        {planetDice(g.scoring(), small, large, defender), planetDice(g.scoring(), 1, 0, sym)}, 0);
                    risk = std::max(risk, lose);
                }
                const double worth = endWorth + pc * gain + v;
                v -= w.attackRisk * std::sqrt(left) * std::min(1.0, open / 4.0) * risk * worth;
            }
        }
        side[static_cast<std::size_t>(t)] += v;
    }
    double best = -1e18;
    for (int p = 0; p < sides; ++p)
        if (g.team(p) != g.team(player)) best = std::max(best, side[static_cast<std::size_t>(g.team(p))]);
    return side[static_cast<std::size_t>(g.team(player))] - best;
}

namespace {

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

// A budget for a set of `tiles` tiles: as given up to kBudgetTiles tiles (the standard set),
// in inverse proportion beyond, never below `floor`. Trying a move copies a game whose size
// grows with the set, so that the work of a decision stays bounded whatever its size.
long scaledBudget(long budget, int tiles, long floor)
{
    if (budget <= 0 || tiles <= kBudgetTiles) return budget;
    return std::max(floor, budget * kBudgetTiles / tiles);
}

// The scratch of one decision of `config` on `game`, its budgets scaled to the set.
Scratch decisionScratch(const Game& game, const AiConfig& config)
{
    Scratch s;
    const int tiles = game.tileset().totalTiles();
    if (config.maxPlacements > 0)
        s.placementBudget = static_cast<std::size_t>(scaledBudget(config.maxPlacements, tiles, kMinPlacements));
    if (config.maxReplacements > 0)
        s.replacementBudget = static_cast<std::size_t>(scaledBudget(config.maxReplacements, tiles, kMinReplacements));
    return s;
}

// Keeps the `budget` items of `items` with the highest interest (ties: the first listed), in the
// order listed; all of them when they are within the budget.
template <typename T, typename Interest>
void keepMostInteresting(std::vector<T>& items, std::size_t budget, std::vector<std::pair<int, int>>& keyed,
                         Interest interest)
{
    if (items.size() <= budget) return;
    keyed.clear();
    for (std::size_t i = 0; i < items.size(); ++i) keyed.emplace_back(-interest(items[i]), static_cast<int>(i));
    const auto cut = keyed.begin() + static_cast<std::ptrdiff_t>(budget);
    std::partial_sort(keyed.begin(), cut, keyed.end());
    std::sort(keyed.begin(), cut, [](const auto& a, const auto& b) { return a.second < b.second; });
    std::vector<T> kept;
    kept.reserve(budget);
    for (auto it = keyed.begin(); it != cut; ++it) kept.push_back(items[static_cast<std::size_t>(it->second)]);
    items.swap(kept);
}

// A cheap guess, without playing it, of how much placing `face` at `p` matters: the features it
// joins (more when someone holds them or they are one edge from closing) and the planets around.
int placementInterest(const Game& g, int face, const Placement& p)
{
    int score = 0;
    for (int b = 0; b < kSides; ++b) {
        const int j = g.tileIndexAt({p.at.x + kDx[b], p.at.y + kDy[b]});
        if (j < 0) continue;
        ++score;
        const Edge e = g.edgeAt(face, p.rotation, b);
        if (e == Edge::Space) continue;
        const FeatureKind kind = e == Edge::Route ? FeatureKind::Route : FeatureKind::Asteroid;
        const int segment = g.segmentAtSide(j, kind, (b + 2) & 3);
        const int node = segment < 0 ? -1 : g.nodeOf(j, kind, segment);
        if (node < 0) continue;
        score += (g.featureMeeples(node) > 0 ? 4 : 0) + (g.featureOpenEdges(node) == 1 ? 2 : 0);
    }
    const bool planet = g.tileset().faces[static_cast<std::size_t>(face)].planet;
    for (int k = 0; k < 8; ++k) {
        const int j = g.tileIndexAt({p.at.x + kRingDx[k], p.at.y + kRingDy[k]});
        if (j < 0) continue;
        const int node = g.nodeOf(j, FeatureKind::Planet, -1);
        score += (planet ? 1 : 0) + (node >= 0 && g.featureMeeples(node) > 0 ? 2 : 0);
    }
    return score;
}

// The legal placements of the drawn tile that a ranking tries (within the decision's budget).
void candidatePlacements(const Game& game, Scratch& s)
{
    const int face = game.drawnTile();
    game.legalPlacements(face, s.placements);
    keepMostInteresting(s.placements, s.placementBudget, s.keyed,
                        [&](const Placement& p) { return placementInterest(game, face, p); });
}

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Galaxy Traders re-placements inside a simulation or a ranking: greedy by the evaluation.
MeepleMove greedyReplacement(const Game& game, const EvalWeights& w, Scratch& s)
{
    std::vector<MeepleMove>& options = s.options;
    game.replacementOptions(options);
    // Beyond the budget, the longest routes.
    keepMostInteresting(options, s.replacementBudget, s.keyed, [&](const MeepleMove& m) {
        return game.featureTiles(game.nodeOf(game.tileIndexAt(m.at), FeatureKind::Route, m.segment));
    });
    const int who = game.pendingMeeple().player;
    MeepleMove best{};
    Game& keep = s.keep.copy(game);
    keep.replaceMeeple({});
    double bestValue = evaluate(keep, who, w);
    for (const MeepleMove& m : options) {
        Game& g = s.replaced.copy(game);
        g.replaceMeeple(m);
        const double v = evaluate(g, who, w);
        if (v > bestValue + 0.5) {  // a re-placed meeple is tied up again: only for a clear gain
            bestValue = v;
            best = m;
        }
    }
    return best;
}

// The value of `m` on `placed` (the tile just placed): the evaluation after finishing the turn.
// A move that starts a battle is valued as the mean over `battleSamples` dice rolls, so that an
// attack is judged by its odds rather than by one imagined roll.
double moveValue(const Game& placed, const MeepleMove& m, int me, const EvalWeights& w, int battleSamples,
                 std::uint64_t diceSeed, Scratch& s)
{
    double sum = 0;
    for (int k = 0; k < battleSamples; ++k) {
        Game& after = s.after.copy(placed);
        after.reseedDice(diceSeed + static_cast<std::uint64_t>(k) * 0x9e3779b97f4a7c15ULL);
        s.report.battles.clear();
        s.report.scores.clear();
        after.finishTurn(m, nullptr, &s.report);
        ++s.evaluations;
        // Re-placements are left in the reserve here (neutral and cheap).
        while (after.inReplacementStep()) after.replaceMeeple({});
        sum += evaluate(after, me, w);
        if (k == 0 && s.report.battles.empty()) return sum;
    }
    return sum / battleSamples;
}

// Every legal move for the drawn tile with its heuristic value, best first (stable: ties keep
// the order of legalPlacements and meepleOptions, "no meeple" first). Stops early, with what it
// has, when `cancel` is set.
std::vector<Candidate> rankMoves(const Game& game, const EvalWeights& w, int battleSamples, std::uint64_t diceSeed,
                                 Scratch& s, const std::atomic<bool>* cancel)
{
    std::vector<Candidate> out;
    const int me = game.currentPlayer();
    candidatePlacements(game, s);
    const std::vector<Placement> placements = s.placements;
    for (const Placement& p : placements) {
        if (cancelled(cancel) && !out.empty()) break;
        Game& placed = s.placed.copy(game);
        placed.placeTile(p);
        placed.meepleOptions(s.options);
        const std::vector<MeepleMove> options = s.options;
        out.push_back({{p, {}}, moveValue(placed, {}, me, w, battleSamples, diceSeed, s)});
        for (const MeepleMove& m : options) out.push_back({{p, m}, moveValue(placed, m, me, w, battleSamples, diceSeed, s)});
    }
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    return out;
}

// The best move by the heuristic alone, without the sorting (the replies inside the futures).
AiMove greedyMove(const Game& game, const EvalWeights& w, int battleSamples, std::uint64_t diceSeed, Scratch& s,
                  double* value = nullptr)
{
    const int me = game.currentPlayer();
    candidatePlacements(game, s);
    const std::vector<Placement> placements = s.placements;
    AiMove best{placements.front(), {}};
    double bestValue = -1e18;
    std::vector<MeepleMove> options;
    for (const Placement& p : placements) {
        Game& placed = s.placed.copy(game);
        placed.placeTile(p);
        placed.meepleOptions(options);
        double v = moveValue(placed, {}, me, w, battleSamples, diceSeed, s);
        if (v > bestValue) {
            bestValue = v;
            best = {p, {}};
        }
        for (const MeepleMove& m : options) {
            v = moveValue(placed, m, me, w, battleSamples, diceSeed, s);
            if (v > bestValue) {
                bestValue = v;
                best = {p, m};
            }
        }
    }
    if (value) *value = bestValue;
    return best;
}

// Intel and Rumours: the face-up tile whose best move is worth the most, unless none beats the
// value of the position by a point (then the pile, whose tile is unknown).
int greedyTileChoice(const Game& game, const EvalWeights& w, std::uint64_t diceSeed, Scratch& s)
{
    const int me = game.currentPlayer();
    int best = -1;
    double bestValue = game.pileEmpty() ? -1e18 : evaluate(game, me, w) + 1.0;
    for (int i = 0; i < game.rowSize(); ++i) {
        Game& g = s.row.copy(game);
        if (!g.takeFromRow(i)) continue;
        double v = 0;
        greedyMove(g, w, 1, diceSeed, s, &v);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return best;
}

// Draws this turn's tile for the current player (the face-up choice by `pick`), setting aside
// tiles that fit nowhere. Returns the face, or -1 when the game is over. With `rng` (inside a
// simulated future) the face taken from the pile is drawn at random by the counts still to
// come, so that the future depends on what a person knows, never on the order of the pile;
// without, it is the real draw.
template <typename Pick>
int drawFor(Game& game, Pick pick, Rng* rng)
{
    if (game.drawnTile() >= 0) return game.drawnTile();
    const bool row = game.rules().has(Variant::IntelAndRumours);
    for (;;) {
        if (row) {
            const int choice = pick(game);
            if (choice >= 0) {
                game.takeFromRow(choice);
                return game.drawnTile();
            }
        }
        if (game.pileEmpty()) return -1;
        int face = -1;
        if (rng) {
            int k = static_cast<int>(rng->below(static_cast<std::uint32_t>(game.pileSize())));
            for (face = 0; k >= game.remaining(face); ++face) k -= game.remaining(face);
        }
        game.draw(face);
        if (game.fitsAnywhere(game.drawnTile())) return game.drawnTile();
        game.setAsideDrawn();
    }
}

// One turn of the easy policy inside a simulated future. Returns false when the game is over.
bool policyTurn(Game& g, Rng& rng, const AiConfig& c, Scratch& s)
{
    while (g.inReplacementStep()) g.replaceMeeple(greedyReplacement(g, c.policy, s));
    const std::uint64_t diceSeed = rng.next();
    if (drawFor(g, [&](const Game& game) { return greedyTileChoice(game, c.policy, diceSeed, s); }, &rng) < 0)
        return false;
    const AiMove m = greedyMove(g, c.policy, c.battleSamples, diceSeed, s);
    g.placeTile(m.placement);
    g.finishTurn(m.meeple);
    while (g.inReplacementStep()) g.replaceMeeple(greedyReplacement(g, c.policy, s));
    return true;
}

}  // namespace

AiPlayer::AiPlayer(AiLevel level, std::uint64_t seed) : AiPlayer(level, seed, AiConfig::forLevel(level)) {}

AiPlayer::AiPlayer(AiLevel level, std::uint64_t seed, const AiConfig& config)
    : rng_(seed), level_(level), config_(config)
{
}

AiMove AiPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    lastSimulations_ = 0;
    lastEvaluations_ = 0;
    if (level_ == AiLevel::Random) {
        std::vector<Placement> placements;
        std::vector<MeepleMove> options;
        game.legalPlacements(game.drawnTile(), placements);
        const Placement p = placements[rng_.below(static_cast<std::uint32_t>(placements.size()))];
        Game placed = game;
        placed.placeTile(p);
        placed.meepleOptions(options);
        const std::uint32_t k = rng_.below(static_cast<std::uint32_t>(options.size() + 1));
        return {p, k < options.size() ? options[k] : MeepleMove{}};
    }
    if (config_.width <= 0 || config_.simulations <= 0) {
        Scratch s = decisionScratch(game, config_);
        const AiMove m = greedyMove(game, config_.policy, config_.battleSamples, rng_.next(), s);
        lastEvaluations_ = s.evaluations;
        return m;
    }
    return search(game, cancel);
}

AiMove AiPlayer::search(const Game& game, const std::atomic<bool>* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const auto outOfTime = [&] {
        return config_.maxSeconds > 0 &&
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > config_.maxSeconds;
    };
    Scratch s = decisionScratch(game, config_);
    // The work cap: the futures stop once this many positions have been played and evaluated.
    // Counted, not timed, so that it keeps the decisions the same on every machine.
    const long cap = scaledBudget(config_.maxEvaluations, game.tileset().totalTiles(), kMinEvaluations);
    const auto overBudget = [&] { return cap > 0 && s.evaluations >= cap; };
    const int me = game.currentPlayer();
    const auto ranked = rankMoves(game, config_.policy, config_.battleSamples, rng_.next(), s, cancel);
    // Progressive widening, once: the search looks at the best `width` moves of the ranking, and
    // always at the best move without a meeple, so that keeping a meeple is weighed.
    std::vector<Candidate> kept(ranked.begin(),
                                ranked.begin() + static_cast<std::ptrdiff_t>(
                                                     std::min(static_cast<std::size_t>(config_.width), ranked.size())));
    if (std::none_of(kept.begin(), kept.end(), [](const Candidate& k) { return !k.move.meeple.place; }))
        for (const Candidate& c : ranked)
            if (!c.move.meeple.place) {
                kept.push_back(c);
                break;
            }
    if (kept.size() <= 1 || cancelled(cancel)) return kept.front().move;

    // Sequential halving with common random numbers: future f (a shuffled pile and a dice seed)
    // is the same for every move, and all moves still in play have seen the same futures.
    const std::uint64_t futureBase = rng_.next();
    const auto simulate = [&](const Candidate& c, int future) {
        Rng rng(futureBase + static_cast<std::uint64_t>(future) * 0xd1b54a32d192ed03ULL);
        Game& g = s.future.copy(game);
        g.shufflePile(rng);
        g.reseedDice(rng.next());
        g.placeTile(c.move.placement);
        g.finishTurn(c.move.meeple);
        while (g.inReplacementStep()) g.replaceMeeple(greedyReplacement(g, config_.policy, s));
        for (int t = 0; t < config_.depth && !cancelled(cancel); ++t)
            if (!policyTurn(g, rng, config_, s)) break;
        return evaluate(g, me, config_.leaf);
    };
    std::vector<std::size_t> alive(kept.size());
    for (std::size_t i = 0; i < alive.size(); ++i) alive[i] = i;
    std::vector<double> sum(kept.size(), 0.0);
    int seen = 0;  // futures every move in `alive` has been played in
    const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(kept.size())))));
    bool stop = false;
    for (int round = 0; round < rounds && !stop && alive.size() > 1; ++round) {
        const int perMove = std::max(1, config_.simulations / rounds / static_cast<int>(alive.size()));
        for (int n = 0; n < perMove; ++n, ++seen) {
            if ((stop = cancelled(cancel) || outOfTime() || overBudget())) break;
            for (std::size_t i : alive) sum[i] += simulate(kept[i], seen);
            lastSimulations_ += static_cast<int>(alive.size());
        }
        // Sums compare like means: every move in play has seen the same number of futures.
        std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) { return sum[a] > sum[b]; });
        alive.resize((alive.size() + 1) / 2);
    }
    lastEvaluations_ = s.evaluations;
    return kept[alive.front()].move;
}

int AiPlayer::chooseTile(const Game& game)
{
    if (level_ == AiLevel::Random) {
        std::vector<int> fitting;
        for (int i = 0; i < game.rowSize(); ++i)
            if (game.fitsAnywhere(game.rowTile(i))) fitting.push_back(i);
        const int choices = static_cast<int>(fitting.size()) + (game.pileEmpty() ? 0 : 1);
        if (choices == 0) return -1;
        const int k = static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices)));
        return k < static_cast<int>(fitting.size()) ? fitting[static_cast<std::size_t>(k)] : -1;
    }
    Scratch s = decisionScratch(game, config_);
    return greedyTileChoice(game, config_.policy, rng_.next(), s);
}

MeepleMove AiPlayer::chooseReplacement(const Game& game)
{
    Scratch s = decisionScratch(game, config_);
    if (level_ == AiLevel::Random) {
        game.replacementOptions(s.options);
        const std::uint32_t k = rng_.below(static_cast<std::uint32_t>(s.options.size() + 1));
        return k < s.options.size() ? s.options[k] : MeepleMove{};
    }
    return greedyReplacement(game, config_.policy, s);
}

bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel, TurnReport* report)
{
    while (game.inReplacementStep()) game.replaceMeeple(ai.chooseReplacement(game));
    if (drawFor(game, [&](const Game& g) { return ai.chooseTile(g); }, nullptr) < 0) return false;
    const AiMove m = ai.choose(game, cancel);
    game.placeTile(m.placement);
    game.finishTurn(m.meeple, nullptr, report);
    while (game.inReplacementStep()) game.replaceMeeple(ai.chooseReplacement(game), nullptr, report);
    return true;
}

}  // namespace swc
