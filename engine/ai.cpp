#include "ai.h"
#include "ai_p.h"

#include "boardfacts.h"
#include "record.h"
#include "recordmoves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <chrono>
#include <cmath>
#include <ctime>
#include <limits>
#include <vector>

namespace swc {

const char* aiLevelName(AiLevel l)
{
    switch (l) {
    case AiLevel::Random: return "random";
    case AiLevel::Easy: return "easy";
    case AiLevel::Medium: return "medium";
    case AiLevel::Hard: return "hard";
    case AiLevel::Expert: return "expert";
    }
    return "easy";
}

std::optional<AiLevel> parseAiLevel(const std::string& s)
{
    for (AiLevel l : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard, AiLevel::Expert})
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
    case AiLevel::Expert:
        c.tree = true;
        c.width = 16;
        c.simulations = 5000;  // determinizations in all, over the candidates (sequential halving)
        c.depth = 3;
        c.maxEvaluations = 1500000;  // halved: an evaluation with the look-ups costs about twice as much
        // Its own weights, tuned by self-play (docs/ai.md, "Tuning"), and the board look-ups in
        // its policy too: the replies and the futures are then the stronger easy policy's.
        for (EvalWeights* w : {&c.policy, &c.leaf}) {
            w->lookups = true;
            w->meeple = 5.859375;
            w->meeplePower = 0.4;
            w->routeChance = 0.6;
            w->planetChance = 0.72;
            w->planetDecay = 0.5632;
            w->attackRisk = 0.45;
        }
        c.priorVisits = 8;
        c.exploration = 2;
        c.threads = 2;
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
// answers are remembered for the one evaluation that asks, and the edge classes of the tiles to
// come are found once, on the first question.
class DeadCells
{
public:
    explicit DeadCells(const Game& g) : g_(g) {}
    bool dead(Pos cell)
    {
        for (const auto& [p, d] : known_)
            if (p == cell) return d;
        if (!comingKnown_) findComing();
        const bool dead = !g_.someClassFits(cell, coming_);
        known_.emplace_back(cell, dead);
        return dead;
    }

private:
    void findComing()
    {
        const int faces = static_cast<int>(g_.tileset().faces.size());
        for (int f = 0; f < faces; ++f)
            if (g_.remaining(f) > 0 || f == g_.drawnTile()) coming_.set(static_cast<std::size_t>(g_.edgeClassOf(f)));
        for (int i = 0; i < g_.rowSize(); ++i)
            if (g_.rowTile(i) >= 0) coming_.set(static_cast<std::size_t>(g_.edgeClassOf(g_.rowTile(i))));
        comingKnown_ = true;
    }

    const Game& g_;
    std::vector<std::pair<Pos, bool>> known_;
    std::bitset<kEdgeClasses> coming_;
    bool comingKnown_ = false;
};

// The empty cells a feature borders, looked at one by one until a dead one is met or all of
// them (its open edges: a planet's empty neighbours) have been seen.
class BorderWalk
{
public:
    BorderWalk(const Game& g, DeadCells& cells, int open) : g_(g), cells_(cells), left_(open) {}

    // Looks at the cell at `q`; true when the walk is over.
    bool look(Pos q)
    {
        if (g_.tileIndexAt(q) >= 0) return false;
        dead_ = cells_.dead(q);
        return dead_ || --left_ <= 0;
    }

    bool dead() const { return dead_; }

private:
    const Game& g_;
    DeadCells& cells_;
    int left_;  // empty cells not yet seen
    bool dead_ = false;
};

// Whether the route or field of `node`, or the planet of node `node`, borders a dead cell among
// its `open` empty neighbours: then it can never be completed.
bool bordersDeadCell(const Game& g, int node, int open, DeadCells& cells)
{
    BorderWalk walk(g, cells, open);
    if (g.nodeKind(node) == FeatureKind::Planet) {
        const Pos at = g.placedTiles()[static_cast<std::size_t>(g.nodeTile(node))].at;
        for (int k = 0; k < 8 && !walk.look({at.x + kRingDx[k], at.y + kRingDy[k]}); ++k) {}
        return walk.dead();
    }
    g.anyFeatureSegment(node, [&](int tile, int sides) {
        const Pos at = g.placedTiles()[static_cast<std::size_t>(tile)].at;
        for (int side = 0; side < kSides; ++side)
            if ((sides >> side & 1) && walk.look({at.x + kDx[side], at.y + kDy[side]})) return true;
        return false;
    });
    return walk.dead();
}

// The dice a side rolls on a planet: 1 per small meeple, 2 for the large one, +1 for the
// planet's symbol of its faction, at most 3 (the set's numbers in place of these).
int planetDice(const Scoring& sc, int small, int large, bool symbol)
{
    return std::min(sc.diceMax, small * sc.diceSmall + large * sc.diceLarge + (symbol ? sc.diceSymbol : 0));
}

// The share of the set's tiles still to come (in the pile or face up). Every tile of the set is
// placed, in the pile, face up, set aside or drawn (the set's totalTiles() without adding up its
// faces at every evaluation).
double shareLeft(const Game& g)
{
    const int total = static_cast<int>(g.placedTiles().size() + g.setAside().size()) + g.pileSize() + g.rowSize() +
                      (g.drawnTile() >= 0 ? 1 : 0);
    return static_cast<double>(g.pileSize() + g.rowSize()) / static_cast<double>(std::max(1, total));
}

// std::pow(base, exponent), remembered: every evaluation raises the share of tiles left (the same
// few values in a search) to the same powers, and pow took a third of the expert's time. The
// values are std::pow's own (countPow: a decay to a count of open edges).
double cachedPow(double base, double exponent)
{
    struct Entry
    {
        double base = std::numeric_limits<double>::quiet_NaN();  // equal to no base: empty
        double exponent = 0, value = 0;
    };
    thread_local std::array<Entry, 64> cache;
    const std::uint64_t key =
        mixBits(std::bit_cast<std::uint64_t>(base) ^ mixBits(std::bit_cast<std::uint64_t>(exponent)));
    Entry& e = cache[key & 63];
    if (e.base != base || e.exponent != exponent) e = {base, exponent, std::pow(base, exponent)};
    return e.value;
}

// std::pow(base, n) for a count n, remembered by base: the decays raised to the open edges of
// every held feature at every evaluation. A few bases (the weights' decays) are in use at a time.
double countPow(double base, int n)
{
    constexpr int kCounts = 32;
    struct Row
    {
        double base = std::numeric_limits<double>::quiet_NaN();  // equal to no base: empty
        std::array<double, kCounts> values{};
        std::uint32_t known = 0;  // bit n: values[n] is set
    };
    thread_local std::array<Row, 4> rows;
    thread_local std::size_t replaced = 0;
    if (n < 0 || n >= kCounts) return std::pow(base, n);
    Row* row = nullptr;
    for (Row& r : rows)
        if (r.base == base) row = &r;
    if (!row) {
        row = &rows[replaced++ % rows.size()];
        *row = Row{};
        row->base = base;
    }
    if (!(row->known >> n & 1u)) {
        row->values[static_cast<std::size_t>(n)] = std::pow(base, n);
        row->known |= 1u << n;
    }
    return row->values[static_cast<std::size_t>(n)];
}

// The chance that an unfinished feature with `open` open edges (a planet: empty neighbour cells)
// is completed before the end, from the share of tiles still to come: its square root
// `sqrtLeft` and its power `planetLeft` (planetLeftPower).
// Inlined into every evaluation (the compiler stopped inlining it once the evaluation reported
// its terms, which cost 1% of the bench's instructions).
[[gnu::always_inline]] inline double completionChance(const EvalWeights& w, FeatureKind kind, double sqrtLeft,
                                                      double planetLeft, int open)
{
    if (kind == FeatureKind::Planet) return w.planetChance * planetLeft * countPow(w.planetDecay, open);
    if (kind == FeatureKind::Asteroid) return w.fieldChance * sqrtLeft * countPow(w.fieldDecay, std::max(0, open - 1));
    return w.routeChance * sqrtLeft * countPow(w.routeDecay, std::max(0, open - 1));
}

// One evaluation: the value of each side (indexed by team), built up from the final scores, the
// reserve meeples and the held unfinished features.
class Evaluation
{
public:
    Evaluation(const Game& g, const EvalWeights& w)
        : g_(g), w_(w), left_(shareLeft(g)), sqrtLeft_(std::sqrt(left_)),
          planetLeft_(cachedPow(left_, w.planetLeftPower)),
          meepleWorth_(w.meeple * (w.meeplePower == 1.0 ? left_ : cachedPow(left_, w.meeplePower)))
    {
        // The final score as if the game ended now (end values of the unfinished features
        // included, whatever the variants make of them) ...
        const auto final = g.finalScores();
        for (int p = 0; p < g.playerCount(); ++p) side_[g.team(p)] = final[p];
        // ... plus the reserve meeples while tiles remain ...
        for (int p = 0; p < g.playerCount(); ++p) {
            reserves_[g.team(p)] += g.reserve(p, MeepleSize::Small) + g.reserve(p, MeepleSize::Large);
            side_[g.team(p)] +=
                meepleWorth_ * (g.reserve(p, MeepleSize::Small) + w.large * g.reserve(p, MeepleSize::Large));
        }
        if (w.lookups) dead_.emplace(g);
        onBoard_ = g.meeplesOnBoard();
    }

    // ... plus, per held unfinished feature, the chance of completing it times the gain; `report`
    // sees each feature's term (evaluationTerms). The search's evaluations report to nothing,
    // which the compiler removes: they cost what they did before terms were reported.
    template <class Report>
    void addHeldFeatures(Report&& report)
    {
        for (const Game::MeepleOnBoard& m : onBoard_) addHeld(m, report);
    }
    void addHeldFeatures()
    {
        addHeldFeatures([](const HeldFeatureTerm&) {});
    }

    // The player's side's value minus the best other side's.
    double margin(int player) const
    {
        double best = -1e18;
        for (int p = 0; p < g_.playerCount(); ++p)
            if (g_.team(p) != g_.team(player)) best = std::max(best, side_[g_.team(p)]);
        return side_[g_.team(player)] - best;
    }

    const SeatArray<double>& sides() const { return side_; }
    double meepleWorth() const { return meepleWorth_; }

private:
    template <class Report>
    void addHeld(const Game::MeepleOnBoard& m, Report& report)
    {
        const FeatureKind kind = g_.nodeKind(m.node);
        const int key = kind == FeatureKind::Planet ? m.node : g_.root(m.node);
        if (g_.featureComplete(key)) return;  // only between a placement and its scoring
        const int t = g_.team(m.player);
        const bool first = firstOfSide(key, t);
        const int open = g_.featureOpenEdges(key);
        const int count = g_.featureTiles(key);
        // Its end value, and what completing it would add (with the rulebook's numbers a planet
        // reaches 9, a field doubles, a route gains nothing).
        const int symbols = g_.featureSymbols(key);
        const int endWorth = g_.scoring().unfinished(kind, count, symbols);
        const int gain = g_.scoring().completed(kind, count, symbols) - endWorth;
        double pc = completionChance(w_, kind, sqrtLeft_, planetLeft_, open);  // the chance it is completed before the end
        if (dead_ && pc > 0 && bordersDeadCell(g_, key, open, *dead_)) pc = 0;
        double v = pc * meepleWorth_ * (m.size == MeepleSize::Large ? w_.large : 1.0);  // the meeple comes back
        double lost = 0;
        if (first) {
            v += pc * gain;
            if (kind == FeatureKind::Planet && w_.attackRisk > 0 && open > 0) {
                // Another side with a meeple in reserve may attack it from an empty neighbour
                // cell: the worth at stake times the chance that a small-meeple attacker wins.
                const double risk = attackChance(key, t, m.player);
                const double worth = endWorth + pc * gain + v;
                lost = w_.attackRisk * sqrtLeft_ * std::min(1.0, open / 4.0) * risk * worth;
                v -= lost;
            }
        }
        side_[t] += v;
        report(HeldFeatureTerm{m, kind, key, count, open, symbols, endWorth, first ? gain : 0, pc, lost, v});
    }

    // Whether this is the first meeple of side `t` met on the feature `key` (its gain counts once).
    bool firstOfSide(int key, int t)
    {
        const auto end = seen_.begin() + seenCount_;
        if (std::find(seen_.begin(), end, std::pair(key, t)) != end) return false;
        seen_[seenCount_++] = {key, t};
        return true;
    }

    // The chance that an attacker with one small meeple wins the planet `key` from side `t`
    // (`player` its first meeple's owner), the highest over the other sides with a meeple left.
    double attackChance(int key, int t, int player) const
    {
        int small = 0, large = 0;
        for (const auto& o : onBoard_)
            if (o.node == key && g_.team(o.player) == t) (o.size == MeepleSize::Large ? large : small)++;
        const bool defender = g_.featureSymbols(key, static_cast<int>(g_.faction(player))) > 0;
        double risk = 0;
        for (int p = 0; p < g_.playerCount(); ++p) {
            if (g_.team(p) == t || reserves_[g_.team(p)] == 0) continue;
            const bool sym = g_.featureSymbols(key, static_cast<int>(g_.faction(p))) > 0;
            const double lose = 1.0 - duelWinChance(planetDice(g_.scoring(), small, large, defender),
                                                    planetDice(g_.scoring(), 1, 0, sym));
            risk = std::max(risk, lose);
        }
        return risk;
    }

    const Game& g_;
    const EvalWeights& w_;
    const double left_;         // the share of tiles still to come
    const double sqrtLeft_;     // its square root
    const double planetLeft_;   // its power planetLeftPower
    const double meepleWorth_;  // a reserve meeple, scaled down as tiles run out
    SeatArray<double> side_{};
    SeatArray<int> reserves_{};  // meeples in reserve
    std::optional<DeadCells> dead_;
    std::vector<Game::MeepleOnBoard> onBoard_;
    IndexedArray<int, std::pair<int, int>, kMaxPlayers * kMeeplesPerPlayer> seen_{};  // (feature key, team)
    int seenCount_ = 0;
};

}  // namespace

double evaluate(const Game& g, int player, const EvalWeights& w)
{
    Evaluation e(g, w);
    e.addHeldFeatures();
    return e.margin(player);
}

SeatArray<double> evaluateSides(const Game& g, const EvalWeights& w)
{
    Evaluation e(g, w);
    e.addHeldFeatures();
    return e.sides();
}

EvaluationTerms evaluationTerms(const Game& g, const EvalWeights& w)
{
    EvaluationTerms terms;
    const auto final = g.finalScores();
    for (int p = 0; p < g.playerCount(); ++p) {
        terms.score[g.team(p)] = final[p];
        terms.reserveMeeples[g.team(p)] += g.reserve(p, MeepleSize::Small) + g.reserve(p, MeepleSize::Large);
    }
    Evaluation e(g, w);
    terms.meepleWorth = e.meepleWorth();
    for (int t = 0; t < kMaxPlayers; ++t) terms.reserve[t] = e.sides()[t] - terms.score[t];
    e.addHeldFeatures([&](const HeldFeatureTerm& h) { terms.held.push_back(h); });
    terms.sides = e.sides();
    return terms;
}

namespace detail {

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

// What placing `face` at `p` joins across side `b`: the neighbour, and more when the feature it
// joins is held or one edge from closing.
int joinInterest(const Game& g, int face, const Placement& p, int b)
{
    const int j = g.tileIndexAt({p.at.x + kDx[b], p.at.y + kDy[b]});
    if (j < 0) return 0;
    const Edge e = g.edgeAt(face, p.rotation, b);
    if (e == Edge::Space) return 1;
    const FeatureKind kind = e == Edge::Route ? FeatureKind::Route : FeatureKind::Asteroid;
    const int segment = g.segmentAtSide(j, kind, (b + 2) & 3);
    const int node = segment < 0 ? -1 : g.nodeOf(j, kind, segment);
    if (node < 0) return 1;
    return 1 + (g.featureMeeples(node) > 0 ? 4 : 0) + (g.featureOpenEdges(node) == 1 ? 2 : 0);
}

// A cheap guess, without playing it, of how much placing `face` at `p` matters: the features it
// joins (more when someone holds them or they are one edge from closing) and the planets around.
int placementInterest(const Game& g, int face, const Placement& p)
{
    int score = 0;
    for (int b = 0; b < kSides; ++b) score += joinInterest(g, face, p, b);
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

// The re-placements a Galaxy Traders choice tries (s.options): every route open to the pending
// meeple, the longest beyond the budget.
void candidateReplacements(const Game& game, Scratch& s)
{
    game.replacementOptions(s.options);
    keepMostInteresting(s.options, s.replacementBudget, s.keyed, [&](const MeepleMove& m) {
        return game.featureTiles(game.nodeOf(game.tileIndexAt(m.at), FeatureKind::Route, m.segment));
    });
}

// The evaluation for the pending meeple's owner once it is re-placed as `m` ({}: kept).
double replacedValue(const Game& game, const MeepleMove& m, const EvalWeights& w, GameSlot& slot)
{
    Game& g = slot.copy(game);
    g.replaceMeeple(m);
    return evaluate(g, game.pendingMeeple().player, w);
}

// Galaxy Traders re-placements inside a simulation or a ranking: greedy by the evaluation.
MeepleMove greedyReplacement(const Game& game, const EvalWeights& w, Scratch& s)
{
    candidateReplacements(game, s);
    MeepleMove best{};
    double bestValue = replacedValue(game, {}, w, s.keep);
    for (const MeepleMove& m : s.options) {
        const double v = replacedValue(game, m, w, s.replaced);
        if (v > bestValue + kReplacementMargin) {  // a re-placed meeple is tied up again: only for a clear gain
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
                  double* value)
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

// Intel and Rumours: the value of taking face-up tile `index`, the value of its best immediate
// move; nullopt when it cannot be taken (it fits nowhere).
std::optional<double> rowTileValue(const Game& game, int index, const EvalWeights& w, std::uint64_t diceSeed,
                                   Scratch& s)
{
    Game& g = s.row.copy(game);
    if (!g.takeFromRow(index)) return std::nullopt;
    double v = 0;
    greedyMove(g, w, 1, diceSeed, s, &v);
    return v;
}

// Intel and Rumours: the face-up tile whose best move is worth the most, unless none beats the
// value of the position by a point (then the pile, whose tile is unknown).
int greedyTileChoice(const Game& game, const EvalWeights& w, std::uint64_t diceSeed, Scratch& s)
{
    const int me = game.currentPlayer();
    int best = -1;
    double bestValue = game.pileEmpty() ? -1e18 : evaluate(game, me, w) + kPileMargin;
    for (int i = 0; i < game.rowSize(); ++i) {
        const std::optional<double> v = rowTileValue(game, i, w, diceSeed, s);
        if (v && *v > bestValue) {
            bestValue = *v;
            best = i;
        }
    }
    return best;
}

// Progressive widening, once: the search looks at the best `width` moves of the ranking, and
// always at the best move without a meeple, so that keeping a meeple is weighed.
std::vector<Candidate> widened(const std::vector<Candidate>& ranked, int width)
{
    std::vector<Candidate> kept(ranked.begin(),
                                ranked.begin() + static_cast<std::ptrdiff_t>(
                                                     std::min(static_cast<std::size_t>(width), ranked.size())));
    if (std::none_of(kept.begin(), kept.end(), [](const Candidate& k) { return !k.move.meeple.place; }))
        for (const Candidate& c : ranked)
            if (!c.move.meeple.place) {
                kept.push_back(c);
                break;
            }
    return kept;
}

// Sequential halving: every round the worse half of the `moves` is dropped and the rest get more
// futures, `simulations` in all. simulate(i, f) plays move i in future f and scores it; every move
// still in play has seen the same futures, so that sums compare like means (`sum`, per move, is
// added to). Stops early when stop() says so. Returns the move kept; `simulated` counts the
// futures played.
template <typename Simulate, typename Stop>
std::size_t sequentialHalving(std::vector<double>& sum, int simulations, Simulate simulate, Stop stop, int& simulated)
{
    const std::size_t moves = sum.size();
    std::vector<std::size_t> alive(moves);
    for (std::size_t i = 0; i < alive.size(); ++i) alive[i] = i;
    int seen = 0;  // futures every move in `alive` has been played in
    const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(moves)))));
    bool stopped = false;
    for (int round = 0; round < rounds && !stopped && alive.size() > 1; ++round) {
        const int perMove = std::max(1, simulations / rounds / static_cast<int>(alive.size()));
        for (int n = 0; n < perMove; ++n, ++seen) {
            if ((stopped = stop())) break;
            for (std::size_t i : alive) sum[i] += simulate(i, seen);
            simulated += static_cast<int>(alive.size());
        }
        std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) { return sum[a] > sum[b]; });
        alive.resize((alive.size() + 1) / 2);
    }
    return alive.front();
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

// The search of one decision at a search level (medium, hard): the moves ranked by the easy
// policy, the best few kept (progressive widening), and sequential halving over sampled futures.
// AiPlayer::search plays the move it keeps; compareMoves (the analysis of a game) also values the
// move a player made on the same futures.
class RootSearch
{
public:
    RootSearch(const Game& game, const AiConfig& config, const std::atomic<bool>* cancel)
        : game_(game), config_(config), cancel_(cancel), start_(std::chrono::steady_clock::now()),
          s_(decisionScratch(game, config)),
          // The work cap: the futures stop once this many positions have been played and
          // evaluated. Counted, not timed, so that it keeps the decisions the same on every machine.
          cap_(scaledBudget(config.maxEvaluations, game.tileset().totalTiles(), kMinEvaluations)),
          me_(game.currentPlayer())
    {
    }

    // Ranks the moves (the dice of a battle from `diceSeed`) and keeps the best few, and `extra`
    // too when the widening dropped it.
    void rank(std::uint64_t diceSeed, const AiMove* extra = nullptr)
    {
        const auto ranked = rankMoves(game_, config_.policy, config_.battleSamples, diceSeed, s_, cancel_);
        kept_ = widened(ranked, config_.width);
        if (extra && index(*extra) < 0) kept_.push_back({*extra, 0.0});
        sum_.assign(kept_.size(), 0.0);
        futures_.assign(kept_.size(), 0);
    }

    // Common random numbers: future f (a shuffled pile and a dice seed) is the same for every move.
    void setFutures(std::uint64_t base) { futureBase_ = base; }

    // Sequential halving over the moves kept; returns the one it keeps.
    std::size_t halve()
    {
        const auto simulate = [this](std::size_t i, int future) { return play(i, future); };
        const auto stop = [this] { return cancelled(cancel_) || outOfTime() || overBudget(); };
        return sequentialHalving(sum_, config_.simulations, simulate, stop, simulated_);
    }

    // Plays move i in future f (the next one it has not met) and adds the leaf's value to its sum.
    void extend(std::size_t i)
    {
        sum_[i] += play(i, futures_[i]);
        ++simulated_;
    }

    // Adds `m` after the search, as an entry of its own (even when it is kept already), to be
    // valued on futures 0, 1, ... as the others (extend).
    std::size_t append(const AiMove& m)
    {
        kept_.push_back({m, 0.0});
        sum_.push_back(0.0);
        futures_.push_back(0);
        return kept_.size() - 1;
    }

    // Called with the leaf of every future move i is played in.
    void observe(std::size_t i, LeafObserver observer)
    {
        observed_ = i;
        observer_ = std::move(observer);
    }

    std::size_t moves() const { return kept_.size(); }
    const AiMove& move(std::size_t i) const { return kept_[i].move; }
    int index(const AiMove& m) const
    {
        for (std::size_t i = 0; i < kept_.size(); ++i)
            if (kept_[i].move.placement == m.placement && kept_[i].move.meeple == m.meeple) return static_cast<int>(i);
        return -1;
    }
    // Move i's futures so far (futures 0 .. futures(i) - 1) and the mean of its leaves' values.
    int futures(std::size_t i) const { return futures_[i]; }
    double mean(std::size_t i) const { return futures_[i] > 0 ? sum_[i] / futures_[i] : kept_[i].value; }
    int simulated() const { return simulated_; }
    long evaluations() const { return s_.evaluations; }

private:
    // Move i in future f: the pile shuffled and the dice reseeded, the move made, then `depth`
    // turns of the easy policy for every player; the leaf scored by evaluate().
    double play(std::size_t i, int future)
    {
        Rng rng(futureBase_ + static_cast<std::uint64_t>(future) * 0xd1b54a32d192ed03ULL);
        Game& g = s_.future.copy(game_);
        g.shufflePile(rng);
        g.reseedDice(rng.next());
        g.placeTile(kept_[i].move.placement);
        g.finishTurn(kept_[i].move.meeple);
        while (g.inReplacementStep()) g.replaceMeeple(greedyReplacement(g, config_.policy, s_));
        for (int t = 0; t < config_.depth && !cancelled(cancel_); ++t)
            if (!policyTurn(g, rng, config_, s_)) break;
        ++futures_[i];
        if (observer_ && i == observed_) observer_(g);
        return evaluate(g, me_, config_.leaf);
    }

    bool outOfTime() const
    {
        return config_.maxSeconds > 0 &&
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() > config_.maxSeconds;
    }
    bool overBudget() const { return cap_ > 0 && s_.evaluations >= cap_; }

    const Game& game_;
    const AiConfig& config_;
    const std::atomic<bool>* cancel_;
    const std::chrono::steady_clock::time_point start_;
    Scratch s_;
    const long cap_;
    const int me_;
    std::vector<Candidate> kept_;
    std::vector<double> sum_;  // per move kept, its leaves' values
    std::vector<int> futures_;
    std::uint64_t futureBase_ = 0;
    int simulated_ = 0;
    std::size_t observed_ = SIZE_MAX;
    LeafObserver observer_;
};

}  // namespace detail

using namespace detail;

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
    if (config_.tree) {
        const TreeSearchResult r = treeSearch(game, config_, rng_.next(), cancel);
        lastSimulations_ = r.iterations;
        lastEvaluations_ = r.evaluations;
        return r.move;
    }
    return search(game, cancel);
}

AiMove AiPlayer::search(const Game& game, const std::atomic<bool>* cancel)
{
    RootSearch search(game, config_, cancel);
    search.rank(rng_.next());
    if (search.moves() <= 1 || cancelled(cancel)) return search.move(0);
    search.setFutures(rng_.next());
    const std::size_t best = search.halve();
    lastSimulations_ = search.simulated();
    lastEvaluations_ = search.evaluations();
    return search.move(best);
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
    return playAiTurn(game, ai, cancel, report, nullptr, nullptr);
}

bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel, TurnReport* report, RecordTurn* turn,
                std::vector<int>* setAside)
{
    while (game.inReplacementStep()) game.replaceMeeple(ai.chooseReplacement(game));
    bool fromRow = false;
    if (drawFor(game, [&](const Game& g) { return ai.chooseTile(g); }, nullptr, setAside, &fromRow) < 0) return false;
    const AiMove m = ai.choose(game, cancel);
    game.placeTile(m.placement);
    if (turn) *turn = describeTurn(game, m.meeple, fromRow);
    TurnReport own;
    TurnReport* r = report ? report : &own;
    const std::size_t rolled = rolledDice(*r).size();  // a report appended to may hold dice already
    game.finishTurn(m.meeple, nullptr, r);
    while (game.inReplacementStep()) {
        const MeepleMove rm = ai.chooseReplacement(game);
        if (turn) turn->replacements.push_back(describeReplacement(game, rm));
        game.replaceMeeple(rm, nullptr, r);
    }
    if (turn) {
        const std::vector<int> dice = rolledDice(*r);
        turn->dice.assign(dice.begin() + static_cast<std::ptrdiff_t>(rolled), dice.end());
    }
    return true;
}

void MatchGame::add(const MatchGame& g)
{
    for (int side = 0; side < 2; ++side) {
        score[side] += g.score[side];
        seconds[side] += g.seconds[side];
        cpuSeconds[side] += g.cpuSeconds[side];
        maxSeconds[side] = std::max(maxSeconds[side], g.maxSeconds[side]);
        maxCpu[side] = std::max(maxCpu[side], g.maxCpu[side]);
        moves[side] += g.moves[side];
    }
}

MatchGame playMatchGame(const std::shared_ptr<const Tileset>& set, const Rules& rules, std::uint64_t seed,
                        std::uint64_t playerSeed, const MatchSide (&sides)[2], bool firstSideFirst)
{
    Game game(set, {Color::Red, Color::Black}, rules, seed);
    const int sideOfSeat[2] = {firstSideFirst ? 0 : 1, firstSideFirst ? 1 : 0};
    std::vector<AiPlayer> seats;
    for (int seat = 0; seat < 2; ++seat) {
        const MatchSide& side = sides[sideOfSeat[seat]];
        seats.emplace_back(side.level, playerSeed + static_cast<std::uint64_t>(seat), side.config);
    }
    MatchGame r;
    for (;;) {
        const int seat = game.currentPlayer();
        const auto t0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        if (!playAiTurn(game, seats[static_cast<std::size_t>(seat)])) break;
        const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
        const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const int side = sideOfSeat[seat];
        r.seconds[side] += dt;
        r.cpuSeconds[side] += cpu;
        r.maxSeconds[side] = std::max(r.maxSeconds[side], dt);
        r.maxCpu[side] = std::max(r.maxCpu[side], cpu);
        ++r.moves[side];
    }
    const auto final = game.finalScores();
    for (int seat = 0; seat < 2; ++seat) r.score[sideOfSeat[seat]] = final[seat];
    return r;
}

namespace {

// compareMoves at easy: no futures; both moves valued by the ranking's heuristic, the played one's
// leaf the position right after it (its battles with dice from the seed).
MoveComparison compareByRanking(const Game& game, const AiMove& played, const AiMove* other, double* otherValue,
                                const AiConfig& config, Rng& rng, const LeafObserver& playedLeaf,
                                const std::atomic<bool>* cancel)
{
    Scratch s = decisionScratch(game, config);
    const std::uint64_t diceSeed = rng.next();
    const auto ranked = rankMoves(game, config.policy, config.battleSamples, diceSeed, s, cancel);
    const auto value = [&](const AiMove& m) {
        Game& placed = s.placed.copy(game);
        placed.placeTile(m.placement);
        return moveValue(placed, m.meeple, game.currentPlayer(), config.policy, config.battleSamples, diceSeed, s);
    };
    MoveComparison c;
    c.playedValue = value(played);
    if (other) *otherValue = value(*other);
    c.best = ranked.front().move;
    c.bestValue = ranked.front().value;
    if (playedLeaf) {
        Game after = game;
        after.reseedDice(rng.next());
        after.placeTile(played.placement);
        after.finishTurn(played.meeple);
        while (after.inReplacementStep()) after.replaceMeeple(greedyReplacement(after, config.policy, s));
        playedLeaf(after);
    }
    return c;
}

}  // namespace

namespace {

// compareMoves, with `other` (when given) valued last on the played move's futures.
std::optional<MoveComparison> compareMovesWith(const Game& game, const AiMove& played, const AiMove* other,
                                               double* otherValue, const AiConfig& config, std::uint64_t seed,
                                               const LeafObserver& playedLeaf, const std::atomic<bool>* cancel)
{
    Rng rng(seed);
    if (config.width <= 0 || config.simulations <= 0) {
        MoveComparison c = compareByRanking(game, played, other, otherValue, config, rng, playedLeaf, cancel);
        if (cancelled(cancel)) return std::nullopt;
        return c;
    }
    RootSearch search(game, config, cancel);
    search.rank(rng.next(), &played);
    const auto p = static_cast<std::size_t>(search.index(played));
    search.observe(p, playedLeaf);
    search.setFutures(rng.next());
    const std::size_t best = search.moves() > 1 ? search.halve() : p;
    // The played move meets every future the best one met (at least a move's share of the budget).
    const int futures = std::max(search.futures(best), config.simulations / std::max(1, config.width));
    for (const std::size_t i : {best, p})
        while (search.futures(i) < futures && !cancelled(cancel)) search.extend(i);
    MoveComparison c;
    c.evaluations = search.evaluations();  // the search's, the other move's futures left out
    if (other) {
        const std::size_t o = search.append(*other);
        while (search.futures(o) < search.futures(p) && !cancelled(cancel)) search.extend(o);
        *otherValue = search.mean(o);
    }
    if (cancelled(cancel)) return std::nullopt;
    c.best = search.move(best);
    c.bestValue = search.mean(best);
    c.playedValue = search.mean(p);
    c.futures = futures;
    return c;
}

}  // namespace

std::optional<MoveComparison> compareMoves(const Game& game, const AiMove& played, const AiConfig& config,
                                           std::uint64_t seed, const LeafObserver& playedLeaf,
                                           const std::atomic<bool>* cancel)
{
    return compareMovesWith(game, played, nullptr, nullptr, config, seed, playedLeaf, cancel);
}

std::optional<MoveComparison> compareMoves(const Game& game, const AiMove& played, const AiMove& other,
                                           double& otherValue, const AiConfig& config, std::uint64_t seed,
                                           const LeafObserver& playedLeaf, const std::atomic<bool>* cancel)
{
    return compareMovesWith(game, played, &other, &otherValue, config, seed, playedLeaf, cancel);
}

bool playFutures(const Game& position, const AiConfig& config, std::uint64_t seed, int count, const LeafObserver& leaf,
                 const std::atomic<bool>* cancel)
{
    Scratch s = decisionScratch(position, config);
    const std::uint64_t base = Rng(seed).next();
    for (int f = 0; f < count && !cancelled(cancel); ++f) {
        Rng rng(base + static_cast<std::uint64_t>(f) * 0xd1b54a32d192ed03ULL);
        Game& g = s.future.copy(position);
        g.shufflePile(rng);
        g.reseedDice(rng.next());
        for (int t = 0; t < config.depth && !cancelled(cancel); ++t)
            if (!policyTurn(g, rng, config, s)) break;
        leaf(g);
    }
    if (count <= 0) leaf(position);
    return !cancelled(cancel);
}

std::optional<double> tileChoiceValue(const Game& game, int index, const AiConfig& config, std::uint64_t diceSeed)
{
    if (index < 0) {
        if (game.pileEmpty()) return std::nullopt;
        return evaluate(game, game.currentPlayer(), config.policy) + kPileMargin;
    }
    Scratch s = decisionScratch(game, config);
    return rowTileValue(game, index, config.policy, diceSeed, s);
}

double replacementValue(const Game& game, const MeepleMove& move, const AiConfig& config)
{
    GameSlot slot;
    return replacedValue(game, move, config.policy, slot) + (move.place ? 0.0 : kReplacementMargin);
}

}  // namespace swc
