#include "gameanalysis.h"
#include "recordmoves.h"

#include "yaml_input.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <thread>

namespace swc {

LossMark lossMark(double loss)
{
    if (loss >= kBlunderLoss) return LossMark::Blunder;
    if (loss >= kDubiousLoss) return LossMark::Dubious;
    return LossMark::None;
}

const char* lossMarkText(LossMark mark)
{
    switch (mark) {
    case LossMark::None: return "";
    case LossMark::Dubious: return "?";
    case LossMark::Blunder: return "??";
    }
    return "";
}

AiConfig analysisConfig(AiLevel level)
{
    return AiConfig::forLevel(level == AiLevel::Random ? AiLevel::Easy : level);
}

std::vector<int> analysedSteps(const Timeline& timeline)
{
    std::vector<int> steps;
    for (int i = 0; i < timeline.size(); ++i) {
        const StepKind k = timeline.step(i).kind;
        if (k == StepKind::Meeple || k == StepKind::TileChoice || k == StepKind::Replacement) steps.push_back(i);
    }
    return steps;
}

// ---------------------------------------------------------------------------------------
// The chance of winning

namespace {

// Fitted on self-play games of the standard set (docs/analysis.md, "The chance of winning"): in a
// 2-player game with n tiles still to come, the final margin ends about its estimate (the two
// sides' evaluations) with a spread of kMarginSpread * n^kSpreadPower.
constexpr double kMarginSpread = 5.0;
constexpr double kSpreadPower = 0.41;

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

// The sides of a game: its teams' first seats, or every seat.
std::vector<int> sidesOf(const Game& game)
{
    std::vector<int> sides;
    for (int p = 0; p < game.playerCount(); ++p)
        if (game.team(p) == p) sides.push_back(p);
    return sides;
}

// The chance that each of `values` is the highest when each gets an independent normal error of
// `spread`; with no spread the highest wins, a tie shares.
std::vector<double> firstPlaceChances(const std::vector<double>& values, double spread)
{
    const std::size_t n = values.size();
    std::vector<double> chance(n, 0.0);
    if (spread < 1e-9) {
        const double top = *std::max_element(values.begin(), values.end());
        const auto firsts = static_cast<double>(std::count(values.begin(), values.end(), top));
        for (std::size_t i = 0; i < n; ++i) chance[i] = values[i] == top ? 1.0 / firsts : 0.0;
        return chance;
    }
    if (n == 2) {
        chance[0] = normalCdf((values[0] - values[1]) / (spread * std::sqrt(2.0)));
        chance[1] = 1.0 - chance[0];
        return chance;
    }
    // Side i's own error z (in spreads): it is first when every other side's error is below
    // (v_i - v_j) / spread + z. Integrated over z on a fine grid.
    constexpr double kStep = 0.05, kReach = 8.0, kPi = 3.14159265358979323846;
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (double z = -kReach; z <= kReach; z += kStep) {
            double p = std::exp(-0.5 * z * z) / std::sqrt(2.0 * kPi) * kStep;
            for (std::size_t j = 0; j < n; ++j)
                if (j != i) p *= normalCdf((values[i] - values[j]) / spread + z);
            chance[i] += p;
        }
        total += chance[i];
    }
    for (double& c : chance) c /= total;
    return chance;
}

int tilesLeft(const Game& game)
{
    return game.pileSize() + game.rowSize() + (game.drawnTile() >= 0 && !game.inMeepleStep() ? 1 : 0);
}

// Sums the chances of many positions (the leaves of the futures), per side.
class ChanceSum
{
public:
    explicit ChanceSum(const EvalWeights& weights) : weights_(weights) {}
    void add(const Game& leaf)
    {
        const SeatArray<double> c = winChances(leaf, weights_);
        for (int p = 0; p < kMaxPlayers; ++p) sum_[p] += c[p];
        ++count_;
    }
    // Every seat's chance: its side's mean.
    SeatArray<double> perSeat(const Game& game) const
    {
        SeatArray<double> out{};
        for (int p = 0; p < game.playerCount(); ++p) out[p] = count_ > 0 ? sum_[game.team(p)] / count_ : 0.0;
        return out;
    }

private:
    const EvalWeights& weights_;
    SeatArray<double> sum_{};
    int count_ = 0;
};

}  // namespace

double finalScoreSpread(int tilesLeft, int sides)
{
    // The tiles left of a 2-player game in which each side has as many turns left; each of the
    // two sides' own errors is the margin's spread over the square root of 2.
    const double equivalent = 2.0 * std::max(0, tilesLeft) / std::max(1, sides);
    return kMarginSpread * std::pow(equivalent, kSpreadPower) / std::sqrt(2.0);
}

SeatArray<double> winChances(const Game& position, const EvalWeights& weights)
{
    const std::vector<int> sides = sidesOf(position);
    std::vector<double> values;
    double spread = 0;
    if (position.isOver()) {
        const SeatArray<int> final = position.finalScores();
        for (int s : sides) values.push_back(final[s]);
    } else {
        const SeatArray<double> v = evaluateSides(position, weights);
        for (int s : sides) values.push_back(v[s]);
        spread = finalScoreSpread(tilesLeft(position), static_cast<int>(sides.size()));
    }
    const std::vector<double> chance = firstPlaceChances(values, spread);
    SeatArray<double> out{};
    for (std::size_t i = 0; i < sides.size(); ++i) out[sides[i]] = chance[i];
    return out;
}

// ---------------------------------------------------------------------------------------
// One decision

namespace {

// The seed of one decision's generator: the options' (else the record's), the step and the level.
std::uint64_t decisionSeed(const Timeline& timeline, int step, const AnalysisOptions& o)
{
    const std::uint64_t base = o.seed != 0 ? o.seed : timeline.record().seed;
    return mixBits(mixBits(mixBits(base) ^ static_cast<std::uint64_t>(step)) ^ static_cast<std::uint64_t>(o.level));
}

AiLevel searchLevel(AiLevel level)
{
    return level == AiLevel::Random ? AiLevel::Easy : level;
}

// The futures whose leaves give the chance of winning after a decision without a search of its
// own (a face-up choice, a re-placement): a searched move's share of the budget.
int chanceFutures(const AiConfig& config)
{
    return config.width > 0 ? config.simulations / config.width : 0;
}

// A move made in place of the one played (analyseAlternative), and its value once valued.
struct OtherMove
{
    AiMove move;
    double value = 0.0;
};

// A tile and its meeple: the search with the played move among those searched (and `other`, when
// given, valued after it on the same futures).
bool analyseMove(const Timeline& timeline, DecisionAnalysis& a, const AiConfig& config, std::uint64_t seed,
                 const std::atomic<bool>* cancel, OtherMove* other = nullptr)
{
    const Game before = timeline.gameBefore(a.step - 1);  // the Placement step: the tile drawn
    ChanceSum chances(config.leaf);
    const LeafObserver observe = [&chances](const Game& leaf) { chances.add(leaf); };
    const auto c = other ? compareMoves(before, a.played, other->move, other->value, config, seed, observe, cancel)
                         : compareMoves(before, a.played, config, seed, observe, cancel);
    if (!c) return false;
    a.best = c->best;
    a.bestValue = c->bestValue;
    a.playedValue = c->playedValue;
    a.futures = c->futures;
    a.winChance = chances.perSeat(before);
    return true;
}

// The chance of winning after a decision without a search: futures of the position after it.
bool chancesAfter(const Timeline& timeline, DecisionAnalysis& a, const AiConfig& config, std::uint64_t seed,
                  const std::atomic<bool>* cancel)
{
    const Game after = timeline.gameAfter(a.step);
    ChanceSum chances(config.leaf);
    a.futures = chanceFutures(config);
    if (!playFutures(after, config, mixBits(seed), a.futures, [&chances](const Game& leaf) { chances.add(leaf); },
                     cancel))
        return false;
    a.winChance = chances.perSeat(after);
    return true;
}

// The face-up tile of `face` in the row (-1: none).
int rowIndex(const Game& game, int face)
{
    for (int i = 0; i < game.rowSize(); ++i)
        if (game.rowTile(i) == face) return i;
    return -1;
}

// Intel and Rumours: the face-up tiles and the pile valued as chooseTile values them.
bool analyseTileChoice(const Timeline& timeline, DecisionAnalysis& a, AiLevel level, const AiConfig& config,
                       std::uint64_t seed, const std::atomic<bool>* cancel)
{
    const Game before = timeline.gameBefore(a.step);
    AiPlayer ai(searchLevel(level), seed, config);
    a.bestTile = ai.chooseTile(before);
    const std::uint64_t diceSeed = Rng(seed).next();  // the one chooseTile used
    constexpr double kNone = -1e18;
    a.playedValue = tileChoiceValue(before, a.playedTile, config, diceSeed).value_or(kNone);
    a.bestValue = tileChoiceValue(before, a.bestTile, config, diceSeed).value_or(kNone);
    return chancesAfter(timeline, a, config, seed, cancel);
}

// Galaxy Traders: keeping the meeple and each route valued as chooseReplacement values them.
bool analyseReplacement(const Timeline& timeline, DecisionAnalysis& a, AiLevel level, const AiConfig& config,
                        std::uint64_t seed, const std::atomic<bool>* cancel)
{
    Game before = timeline.gameBefore(a.step);
    before.reseedDice(seed);  // not the record's dice
    AiPlayer ai(searchLevel(level), seed, config);
    a.bestReplacement = ai.chooseReplacement(before);
    a.playedValue = replacementValue(before, a.playedReplacement, config);
    a.bestValue = replacementValue(before, a.bestReplacement, config);
    return chancesAfter(timeline, a, config, seed, cancel);
}

// The move played becomes the best one when it is worth at least as much.
void judge(DecisionAnalysis& a)
{
    if (a.playedValue >= a.bestValue) {
        a.best = a.played;
        a.bestTile = a.playedTile;
        a.bestReplacement = a.playedReplacement;
        a.bestValue = a.playedValue;
    }
    a.loss = std::max(0.0, a.bestValue - a.playedValue);
    a.mark = lossMark(a.loss);
}

}  // namespace

bool analysable(AiLevel level) { return level != AiLevel::Expert; }

namespace {
bool analysable(const AnalysisOptions& options)
{
    return analysable(options.level) && !(options.config && options.config->tree);
}
}  // namespace

DecisionAnalysis playedDecision(const Timeline& timeline, int step)
{
    const TimelineStep& s = timeline.step(step);
    DecisionAnalysis a;
    a.step = step;
    a.turn = s.turn;
    a.seat = s.seat;
    a.kind = s.kind;
    if (s.kind == StepKind::Meeple) {
        a.played = {s.report.placement, s.report.meeple};
    } else if (s.kind == StepKind::TileChoice) {
        const Game before = timeline.gameBefore(step);
        const RecordTurn& turn = timeline.record().turns[static_cast<std::size_t>(a.turn)];
        a.playedTile = turn.fromRow ? rowIndex(before, before.tileset().findFace(turn.tile)) : -1;
    } else if (s.kind == StepKind::Replacement) {
        const auto& done = s.report.replacements;
        a.playedReplacement = done.empty() ? MeepleMove{} : done.front().move;
    }
    a.best = a.played;
    a.bestTile = a.playedTile;
    a.bestReplacement = a.playedReplacement;
    return a;
}

namespace {

// analyseDecision, and the other move at a tile and meeple decision when one is given.
std::optional<DecisionAnalysis> analyseStep(const Timeline& timeline, int step, const AnalysisOptions& options,
                                            const std::atomic<bool>* cancel, OtherMove* other)
{
    if (step < 0 || step >= timeline.size() || !analysable(options)) return std::nullopt;
    const TimelineStep& s = timeline.step(step);
    DecisionAnalysis a = playedDecision(timeline, step);
    const AiConfig config = options.config ? *options.config : analysisConfig(options.level);
    const std::uint64_t seed = decisionSeed(timeline, step, options);
    bool done = false;
    if (s.kind == StepKind::Meeple) done = analyseMove(timeline, a, config, seed, cancel, other);
    else if (s.kind == StepKind::TileChoice) done = analyseTileChoice(timeline, a, options.level, config, seed, cancel);
    else if (s.kind == StepKind::Replacement) done = analyseReplacement(timeline, a, options.level, config, seed, cancel);
    if (!done) return std::nullopt;
    judge(a);
    return a;
}

// Why `move` cannot be valued at `step` (empty: it can).
std::string alternativeProblem(const Timeline& timeline, int step, const AiMove& move, const AnalysisOptions& options)
{
    if (!analysable(options)) return "this analysis level judges no decision";
    if (step < 0 || step >= timeline.size() || timeline.step(step).kind != StepKind::Meeple)
        return "step " + std::to_string(step) + " is not a tile and meeple decision";
    Game before = timeline.gameBefore(step - 1);
    std::vector<Placement> placements;
    before.legalPlacements(before.drawnTile(), placements);
    if (std::find(placements.begin(), placements.end(), move.placement) == placements.end())
        return "the tile cannot be placed there";
    before.placeTile(move.placement);
    std::vector<MeepleMove> meeples;
    before.meepleOptions(meeples);
    if (move.meeple.place && std::find(meeples.begin(), meeples.end(), move.meeple) == meeples.end())
        return "the meeple cannot go there";
    return {};
}

}  // namespace

std::optional<DecisionAnalysis> analyseDecision(const Timeline& timeline, int step, const AnalysisOptions& options,
                                                const std::atomic<bool>* cancel)
{
    return analyseStep(timeline, step, options, cancel, nullptr);
}

std::optional<AlternativeAnalysis> analyseAlternative(const Timeline& timeline, int step, const AiMove& move,
                                                      const AnalysisOptions& options, const std::atomic<bool>* cancel,
                                                      std::string* error)
{
    const std::string problem = alternativeProblem(timeline, step, move, options);
    if (error) *error = problem;
    if (!problem.empty()) return std::nullopt;
    OtherMove other{move};
    const auto decision = analyseStep(timeline, step, options, cancel, &other);
    if (!decision) return std::nullopt;
    AlternativeAnalysis out;
    out.decision = *decision;
    out.move = move;
    out.value = other.value;
    out.behindBest = decision->bestValue - other.value;
    out.mark = lossMark(out.behindBest);
    return out;
}

// ---------------------------------------------------------------------------------------
// Many decisions on several threads

namespace {

// The decisions of a run shared out between threads: each takes the next one not yet started;
// the results are handed over in the order of the steps.
class AnalysisRun
{
public:
    AnalysisRun(const Timeline& timeline, const std::vector<int>& steps, const AnalysisOptions& options,
                const DecisionDone& done, const std::atomic<bool>* cancel)
        : timeline_(timeline), steps_(steps), options_(options), done_(done), cancel_(cancel), results_(steps.size())
    {
    }

    void work()
    {
        for (;;) {
            const std::size_t i = next_.fetch_add(1);
            if (i >= steps_.size() || stopped()) return;
            auto a = analyseDecision(timeline_, steps_[i], options_, cancel_);
            if (!a) return;
            finished(i, std::move(*a));
        }
    }

    bool complete() const { return handed_ == steps_.size(); }

private:
    bool stopped() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

    void finished(std::size_t i, DecisionAnalysis a)
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        results_[i] = std::move(a);
        while (handed_ < results_.size() && results_[handed_]) {
            if (done_) done_(*results_[handed_]);
            results_[handed_++].reset();
        }
    }

    const Timeline& timeline_;
    const std::vector<int>& steps_;
    const AnalysisOptions& options_;
    const DecisionDone& done_;
    const std::atomic<bool>* cancel_;
    std::atomic<std::size_t> next_{0};
    std::mutex mutex_;
    std::vector<std::optional<DecisionAnalysis>> results_;  // finished, not yet handed over
    std::size_t handed_ = 0;
};

}  // namespace

bool analyseDecisions(const Timeline& timeline, const std::vector<int>& steps, const AnalysisOptions& options,
                      int threads, const DecisionDone& done, const std::atomic<bool>* cancel)
{
    if (!analysable(options)) return false;
    AnalysisRun run(timeline, steps, options, done, cancel);
    const int n = std::clamp(threads, 1, std::max(1, static_cast<int>(steps.size())));
    std::vector<std::thread> helpers;
    for (int t = 1; t < n; ++t) helpers.emplace_back([&run] { run.work(); });
    run.work();
    for (std::thread& h : helpers) h.join();
    return run.complete();
}

// ---------------------------------------------------------------------------------------
// The JSON line

namespace {

const char* kindName(StepKind kind)
{
    switch (kind) {
    case StepKind::TileChoice: return "tile_choice";
    case StepKind::Replacement: return "replacement";
    default: return "move";
    }
}

std::string jsonText(const std::string& s)
{
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
            out += buf;
            continue;
        }
        out += c;
    }
    return out + "\"";
}

// A number with `decimals` decimals, never "-0.000".
std::string jsonNumber(double x, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    std::string s = buf;
    if (s.find_first_not_of("-0.") == std::string::npos && s[0] == '-') s.erase(0, 1);
    return s;
}

// A tile and meeple as a record's turn entry: the tile, where, the rotation, the meeple.
std::string moveEntry(const Game& drawn, const AiMove& m)
{
    Game placed = drawn;
    placed.placeTile(m.placement);
    return recordTurnJson(describeTurn(placed, m.meeple));
}

// An Intel and Rumours choice as the keys of a record's turn: {"tile": ID, "from": "row"} or
// {"from": "pile"}.
std::string tileChoiceEntry(const Game& game, int index)
{
    if (index < 0) return "{\"from\": \"pile\"}";
    return "{\"tile\": " + jsonText(game.tileset().faces[static_cast<std::size_t>(game.rowTile(index))].id) +
           ", \"from\": \"row\"}";
}

std::string movesJson(const Timeline& timeline, const DecisionAnalysis& a, bool best)
{
    if (a.kind == StepKind::Meeple) return moveEntry(timeline.gameBefore(a.step - 1), best ? a.best : a.played);
    const Game before = timeline.gameBefore(a.step);
    if (a.kind == StepKind::TileChoice) return tileChoiceEntry(before, best ? a.bestTile : a.playedTile);
    return recordReplacementJson(describeReplacement(before, best ? a.bestReplacement : a.playedReplacement));
}

std::string playerJson(const Timeline& timeline, int seat)
{
    const GameRecord& r = timeline.record();
    std::string out = "{\"seat\": " + std::to_string(seat) + ", \"colour\": " +
                      jsonText(colorName(r.players[static_cast<std::size_t>(seat)]));
    if (static_cast<std::size_t>(seat) < r.names.size() && !r.names[static_cast<std::size_t>(seat)].empty())
        out += ", \"name\": " + jsonText(r.names[static_cast<std::size_t>(seat)]);
    return out + "}";
}

}  // namespace

std::string analysisJson(const Timeline& timeline, const DecisionAnalysis& a)
{
    std::string out = "{\"step\": " + std::to_string(a.step) + ", \"turn\": " + std::to_string(a.turn + 1) +
                      ", \"player\": " + playerJson(timeline, a.seat) + ", \"kind\": \"" + kindName(a.kind) + "\"";
    out += ", \"played\": {\"move\": " + movesJson(timeline, a, false) + ", \"value\": " + jsonNumber(a.playedValue, 3) + "}";
    out += ", \"best\": {\"move\": " + movesJson(timeline, a, true) + ", \"value\": " + jsonNumber(a.bestValue, 3) + "}";
    out += ", \"loss\": " + jsonNumber(a.loss, 3) + ", \"mark\": \"" + lossMarkText(a.mark) + "\"";
    out += ", \"futures\": " + std::to_string(a.futures) + ", \"win_chance\": {";
    const GameRecord& r = timeline.record();
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += (p ? ", " : "") + jsonText(colorName(r.players[p])) + ": " + jsonNumber(a.winChance[static_cast<int>(p)], 4);
    return out + "}}";
}

// ---------------------------------------------------------------------------------------
// Reading a line back

namespace {

using detail::YamlNode;

// Why a line is refused: where (a key path) and why.
struct Refusal
{
    std::string where;
    std::string why;
};

// A YAML node back as flow text (a move entry for the record's reader).
std::string flowText(const YamlNode& n)
{
    std::string out;
    if (n.isMap()) {
        for (std::size_t e = 0; e < n.size(); ++e)
            out += (e ? ", " : "") + flowText(n.key(e)) + ": " + flowText(n.value(e));
        return "{" + out + "}";
    }
    if (n.isSequence()) {
        for (const YamlNode& item : n) out += (out.empty() ? "" : ", ") + flowText(item);
        return "[" + out + "]";
    }
    // A plain integer stays plain: quoted, the record reader would take it for text.
    long long ignored = 0;
    if (n.isPlain() && detail::parseDecimal(n.scalar(), ignored) != detail::IntegerParse::NotAnInteger) return n.scalar();
    return n.isScalar() ? jsonText(n.scalar()) : "null";
}

// The reader of one line against a timeline: each read either gives its value or records the first
// refusal.
class LineReader
{
public:
    LineReader(const YamlNode& root, const Timeline& timeline) : root_(root), timeline_(timeline) {}

    const std::optional<Refusal>& refusal() const { return refusal_; }
    bool ok() const { return !refusal_; }

    bool refuse(const std::string& where, const std::string& why)
    {
        if (!refusal_) refusal_ = Refusal{where, why};
        return false;
    }

    const YamlNode* node(const YamlNode& parent, const std::string& key, const std::string& where)
    {
        const YamlNode* n = parent.find(key);
        if (!n) refuse(where, "missing");
        return n;
    }

    std::optional<long long> integer(const YamlNode& parent, const std::string& key, const std::string& where)
    {
        const YamlNode* n = node(parent, key, where);
        long long v = 0;
        if (n && (!n->isPlain() || detail::parseDecimal(n->scalar(), v) != detail::IntegerParse::Ok))
            refuse(where, "not a whole number");
        return ok() ? std::optional<long long>(v) : std::nullopt;
    }

    std::optional<double> number(const YamlNode& parent, const std::string& key, const std::string& where)
    {
        const YamlNode* n = node(parent, key, where);
        if (!n) return std::nullopt;
        double v = 0;
        const std::string& s = n->scalar();
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (!n->isScalar() || s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) {
            refuse(where, "not a number");
            return std::nullopt;
        }
        return v;
    }

    std::optional<std::string> text(const YamlNode& parent, const std::string& key, const std::string& where)
    {
        const YamlNode* n = node(parent, key, where);
        if (n && !n->isScalar()) refuse(where, "not a string");
        return ok() ? std::optional<std::string>(n->scalar()) : std::nullopt;
    }

    const YamlNode& root() const { return root_; }
    const Timeline& timeline() const { return timeline_; }

private:
    const YamlNode& root_;
    const Timeline& timeline_;
    std::optional<Refusal> refusal_;
};

std::string moveErrorText(const RecordError& e)
{
    return e.code == RecordErrorCode::IllegalMove ? e.move.describe() : e.message();
}

// A tile and meeple entry, legal with the drawn tile of `drawn`: the move (meeple resolved).
std::optional<AiMove> readMove(LineReader& r, const YamlNode& n, const Game& drawn, const std::string& where)
{
    std::vector<RecordError> errors;
    const auto turn = parseRecordTurn(flowText(n), drawn.tileset(), errors);
    if (!turn) return r.refuse(where, errors.empty() ? "not a move" : errors.front().message()), std::nullopt;
    if (turn->setAside || !turn->dice.empty() || !turn->replacements.empty() || turn->fromRow)
        return r.refuse(where, "a move names its tile, where, the rotation and the meeple, nothing else"), std::nullopt;
    const std::string& id = drawn.tileset().faces[static_cast<std::size_t>(drawn.drawnTile())].id;
    if (turn->tile != id) return r.refuse(where, "the tile drawn at this step is '" + id + "'"), std::nullopt;
    Game g = drawn;
    RecordError err;
    TurnReport report;
    if (!placeTurnTile(g, *turn, &err) || !finishTurnMeeple(g, *turn, &report, &err))
        return r.refuse(where, moveErrorText(err)), std::nullopt;
    return AiMove{turn->placement, report.meeple};
}

// An Intel and Rumours choice open in `game`: the face-up tile's index, or -1 for the pile.
std::optional<int> readTileChoice(LineReader& r, const YamlNode& n, const Game& game, const std::string& where)
{
    if (!n.isMap()) return r.refuse(where, "not an object"), std::nullopt;
    const YamlNode* from = n.find("from");
    const YamlNode* tile = n.find("tile");
    if (from && from->isScalar() && from->scalar() == "pile" && !tile && n.size() == 1) {
        if (game.pileEmpty()) return r.refuse(where, "the pile is empty"), std::nullopt;
        return -1;
    }
    if (!from || !from->isScalar() || from->scalar() != "row" || !tile || !tile->isScalar() || n.size() != 2)
        return r.refuse(where, "expected {\"tile\": ID, \"from\": \"row\"} or {\"from\": \"pile\"}"), std::nullopt;
    const int index = rowIndex(game, game.tileset().findFace(tile->scalar()));
    if (index < 0) return r.refuse(where, "no face-up tile '" + detail::shown(tile->scalar()) + "'"), std::nullopt;
    if (!game.fitsAnywhere(game.rowTile(index)))
        return r.refuse(where, "the face-up tile '" + tile->scalar() + "' fits nowhere"), std::nullopt;
    return index;
}

// A Galaxy Traders re-placement open in `game` (keep, or a route).
std::optional<MeepleMove> readReplacement(LineReader& r, const YamlNode& n, const Game& game, const std::string& where)
{
    std::vector<RecordError> errors;
    const auto rp = parseRecordReplacement(flowText(n), errors);
    if (!rp) return r.refuse(where, errors.empty() ? "not a re-placement" : errors.front().message()), std::nullopt;
    Game g = game;
    RecordError err;
    TurnReport report;
    if (!applyReplacement(g, *rp, &err, &report)) return r.refuse(where, moveErrorText(err)), std::nullopt;
    return report.replacements.empty() ? MeepleMove{} : report.replacements.back().move;
}

// played.move or best.move into `a` (of the kind of a.step), legal at its step.
bool readDecision(LineReader& r, DecisionAnalysis& a, const std::string& key)
{
    const std::string where = key + ".move";
    const YamlNode* side = r.node(r.root(), key, key);
    const YamlNode* n = side ? r.node(*side, "move", where) : nullptr;
    if (!n) return false;
    const bool best = key == "best";
    if (a.kind == StepKind::Meeple) {
        const auto m = readMove(r, *n, r.timeline().gameBefore(a.step - 1), where);
        if (m) (best ? a.best : a.played) = *m;
        return m.has_value();
    }
    const Game before = r.timeline().gameBefore(a.step);
    if (a.kind == StepKind::TileChoice) {
        const auto t = readTileChoice(r, *n, before, where);
        if (t) (best ? a.bestTile : a.playedTile) = *t;
        return t.has_value();
    }
    const auto m = readReplacement(r, *n, before, where);
    if (m) (best ? a.bestReplacement : a.playedReplacement) = *m;
    return m.has_value();
}

// Whether the played move read is the one the record made at that step.
bool playedAsRecorded(const Timeline& timeline, const DecisionAnalysis& a)
{
    const TimelineStep& s = timeline.step(a.step);
    if (a.kind == StepKind::Meeple)
        return a.played.placement == s.report.placement && a.played.meeple == s.report.meeple;
    if (a.kind == StepKind::Replacement)
        return !s.report.replacements.empty() && a.playedReplacement == s.report.replacements.front().move;
    const RecordTurn& turn = timeline.record().turns[static_cast<std::size_t>(a.turn)];
    const Game before = timeline.gameBefore(a.step);
    return a.playedTile == (turn.fromRow ? rowIndex(before, before.tileset().findFace(turn.tile)) : -1);
}

// step, turn, player and kind: the decision of the timeline the line is about.
bool readHead(LineReader& r, DecisionAnalysis& a)
{
    const auto step = r.integer(r.root(), "step", "step");
    if (!step) return false;
    const std::vector<int> steps = analysedSteps(r.timeline());
    if (!std::binary_search(steps.begin(), steps.end(), *step))
        return r.refuse("step", std::to_string(*step) + " is not a decision of this game");
    a.step = static_cast<int>(*step);
    const TimelineStep& s = r.timeline().step(a.step);
    a.turn = s.turn;
    a.seat = s.seat;
    a.kind = s.kind;
    const auto turn = r.integer(r.root(), "turn", "turn");
    if (turn && *turn != a.turn + 1) return r.refuse("turn", "step " + std::to_string(a.step) + " is in turn " + std::to_string(a.turn + 1));
    const YamlNode* player = r.node(r.root(), "player", "player");
    const auto seat = player ? r.integer(*player, "seat", "player.seat") : std::nullopt;
    if (seat && *seat != a.seat) return r.refuse("player.seat", "seat " + std::to_string(a.seat) + " decided this step");
    const auto colour = player ? r.text(*player, "colour", "player.colour") : std::nullopt;
    const char* expected = colorName(r.timeline().record().players[static_cast<std::size_t>(a.seat)]);
    if (colour && *colour != expected) return r.refuse("player.colour", "seat " + std::to_string(a.seat) + " is " + expected);
    const auto kind = r.text(r.root(), "kind", "kind");
    if (kind && *kind != kindName(a.kind)) return r.refuse("kind", std::string("this step is a ") + kindName(a.kind));
    return r.ok();
}

// The values, the loss and its mark.
bool readValues(LineReader& r, DecisionAnalysis& a)
{
    const auto played = r.number(*r.root().find("played"), "value", "played.value");
    const auto best = r.number(*r.root().find("best"), "value", "best.value");
    const auto loss = r.number(r.root(), "loss", "loss");
    const auto mark = r.text(r.root(), "mark", "mark");
    const auto futures = r.integer(r.root(), "futures", "futures");
    if (!r.ok()) return false;
    if (*loss < 0) return r.refuse("loss", "negative");
    if (std::abs(*best - *played - *loss) > 0.002) return r.refuse("loss", "not best.value - played.value");
    if (*futures < 0) return r.refuse("futures", "negative");
    a.playedValue = *played;
    a.bestValue = *best;
    a.loss = *loss;
    a.futures = static_cast<int>(*futures);
    for (LossMark m : {LossMark::None, LossMark::Dubious, LossMark::Blunder})
        if (*mark == lossMarkText(m)) {
            a.mark = m;
            return true;
        }
    return r.refuse("mark", "expected \"\", \"?\" or \"??\"");
}

// Every seat's chance, by its colour: from 0 to 1, a team's seats alike, 1 in all over the sides.
bool readChances(LineReader& r, DecisionAnalysis& a)
{
    const YamlNode* chances = r.node(r.root(), "win_chance", "win_chance");
    if (!chances) return false;
    const GameRecord& rec = r.timeline().record();
    double total = 0;
    for (std::size_t p = 0; p < rec.players.size(); ++p) {
        const std::string colour = colorName(rec.players[p]);
        const auto c = r.number(*chances, colour, "win_chance." + colour);
        if (!c) return false;
        if (*c < 0 || *c > 1) return r.refuse("win_chance." + colour, "not from 0 to 1");
        a.winChance[static_cast<int>(p)] = *c;
        if (!rec.rules.teams || p % 2 == p) total += *c;
    }
    if (std::abs(total - 1.0) > 0.01) return r.refuse("win_chance", "the sides' chances do not add up to 1");
    return true;
}

}  // namespace

std::optional<DecisionAnalysis> parseAnalysisJson(const std::string& line, const Timeline& timeline, std::string* error)
{
    const auto fail = [error](const std::string& where, const std::string& why) {
        if (error) *error = where.empty() ? why : where + ": " + why;
        return std::nullopt;
    };
    if (line.find_first_of("\r\n") != std::string::npos) return fail("", "not one line (it holds a line break)");
    detail::YamlFailure failure;
    const auto root = detail::loadYamlDocument(line, failure);
    if (!root) return fail("", "not one line of JSON (" + failure.detail + ")");
    if (!root->isMap()) return fail("", "not a JSON object");
    DecisionAnalysis a;
    LineReader r(*root, timeline);
    if (readHead(r, a) && readDecision(r, a, "played") && readDecision(r, a, "best") && readValues(r, a) &&
        readChances(r, a) && !playedAsRecorded(timeline, a))
        r.refuse("played.move", "not the move the record made at step " + std::to_string(a.step));
    if (const auto& refusal = r.refusal()) {
        const std::string head = a.step >= 0 ? "step " + std::to_string(a.step) + ", " : std::string();
        return fail(head + refusal->where, refusal->why);
    }
    return a;
}

}  // namespace swc
