#include "ai.h"

#include "random_play.h"

#include <algorithm>
#include <array>
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

double evaluate(const Game& g, int player)
{
    // Per side: its score, plus for each unfinished feature it holds the end-of-game value and
    // the expected gain of completing it (a field doubles, a planet reaches 9, a meeple comes
    // back), plus the worth of the meeples in its reserve while tiles remain.
    const double left = static_cast<double>(g.pileSize() + g.rowSize()) / std::max(1, g.tileset().totalTiles());
    const double meepleWorth = 3.0 * left;
    std::array<double, kMaxPlayers> side{};
    std::array<char, kMaxPlayers> counted{};
    for (int p = 0; p < g.playerCount(); ++p)
        if (!counted[static_cast<std::size_t>(g.team(p))]) {
            counted[static_cast<std::size_t>(g.team(p))] = 1;
            side[static_cast<std::size_t>(g.team(p))] += g.score(p);
        }
    for (int p = 0; p < g.playerCount(); ++p)
        side[static_cast<std::size_t>(g.team(p))] +=
            meepleWorth * (g.reserve(p, MeepleSize::Small) + 1.3 * g.reserve(p, MeepleSize::Large));
    // Held features, each once per side.
    std::vector<std::pair<int, int>> seen;  // (root, team)
    for (const auto& m : g.meeplesOnBoard()) {
        const int r = g.root(m.node);
        const int t = g.team(m.player);
        const FeatureKind kind = g.nodeKind(m.node);
        const int key = kind == FeatureKind::Planet ? m.node : r;
        const bool first = std::find(seen.begin(), seen.end(), std::pair(key, t)) == seen.end();
        if (first) seen.emplace_back(key, t);
        const int open = g.featureOpenEdges(key);
        const int tiles = g.featureTiles(key);
        const int symbols = g.featureSymbols(key);
        double pc;  // the chance it is completed before the end
        double gain;
        if (kind == FeatureKind::Planet) {
            pc = 0.9 * std::pow(left, 0.35) * std::pow(0.88, open);
            gain = (8.0 - (tiles - 1));
        } else {
            pc = 0.75 * std::sqrt(left) * std::pow(0.7, std::max(0, open - 1));
            gain = kind == FeatureKind::Asteroid ? tiles : 0.0;
        }
        double v = pc * meepleWorth;  // this meeple comes back
        if (first) v += tiles + 2.0 * symbols + pc * gain;
        side[static_cast<std::size_t>(t)] += v;
    }
    double best = -1e18;
    for (int p = 0; p < g.playerCount(); ++p)
        if (g.team(p) != g.team(player)) best = std::max(best, side[static_cast<std::size_t>(g.team(p))]);
    return side[static_cast<std::size_t>(g.team(player))] - best;
}

AiPlayer::AiPlayer(AiLevel level, std::uint64_t seed) : rng_(seed), level_(level) {}

namespace {

// Every move for the drawn tile, with the game after it (dice from `diceSeed`).
struct Candidate
{
    AiMove move;
    double value = 0;
};

void finishAndScore(Game& g, const MeepleMove& m, std::uint64_t diceSeed)
{
    g.reseedDice(diceSeed);
    g.finishTurn(m);
    // Re-placements (Galaxy Traders) inside a simulation: keep the meeples (cheap and neutral).
    while (g.inReplacementStep()) g.replaceMeeple({});
}

std::vector<Candidate> rankMoves(const Game& game, std::uint64_t diceSeed)
{
    std::vector<Candidate> out;
    const int me = game.currentPlayer();
    std::vector<Placement> placements;
    std::vector<MeepleMove> options;
    game.legalPlacements(game.drawnTile(), placements);
    for (const Placement& p : placements) {
        Game placed = game;
        placed.placeTile(p);
        placed.meepleOptions(options);
        options.insert(options.begin(), MeepleMove{});
        for (const MeepleMove& m : options) {
            Game after = placed;
            finishAndScore(after, m, diceSeed);
            out.push_back({{p, m}, evaluate(after, me)});
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    return out;
}

}  // namespace

AiMove AiPlayer::greedy(const Game& game, double* value)
{
    const auto ranked = rankMoves(game, rng_.next());
    if (value) *value = ranked.empty() ? 0 : ranked.front().value;
    return ranked.empty() ? AiMove{} : ranked.front().move;
}

AiMove AiPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
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
    if (level_ == AiLevel::Easy) return greedy(game, nullptr);

    const bool hard = level_ == AiLevel::Hard;
    const std::size_t width = hard ? 16 : 8;   // candidates kept (progressive widening)
    const int samples = hard ? 40 : 12;        // sampled futures per candidate
    const int rounds = 2;                      // rounds of replies in each future
    const int me = game.currentPlayer();
    auto ranked = rankMoves(game, rng_.next());
    if (ranked.empty()) return {};
    // Keep the best few, and always the best "no meeple" move, so that keeping a meeple is weighed.
    std::vector<Candidate> kept(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(std::min(width, ranked.size())));
    for (const Candidate& c : ranked)
        if (!c.move.meeple.place) {
            if (std::none_of(kept.begin(), kept.end(), [](const Candidate& k) { return !k.move.meeple.place; }))
                kept.push_back(c);
            break;
        }
    // Common random numbers: every candidate meets the same sampled futures.
    std::vector<std::uint64_t> futures(static_cast<std::size_t>(samples));
    for (auto& f : futures) f = rng_.next();
    std::size_t best = 0;
    double bestMean = -1e18;
    for (std::size_t c = 0; c < kept.size(); ++c) {
        double sum = 0;
        int n = 0;
        for (int s = 0; s < samples; ++s) {
            if (cancel && cancel->load(std::memory_order_relaxed)) break;
            Rng rng(futures[static_cast<std::size_t>(s)]);
            Game g = game;
            g.shufflePile(rng);
            g.placeTile(kept[c].move.placement);
            finishAndScore(g, kept[c].move.meeple, rng.next());
            AiPlayer reply(AiLevel::Easy, rng.next());
            for (int t = 0; t < rounds * g.playerCount() - 1 && !g.isOver(); ++t) playAiTurn(g, reply);
            sum += evaluate(g, me);
            ++n;
        }
        if (n == 0) break;
        const double mean = sum / n;
        if (mean > bestMean) {
            bestMean = mean;
            best = c;
        }
    }
    return kept[best].move;
}

int AiPlayer::chooseTile(const Game& game)
{
    // Take the face-up tile whose best move is worth the most, unless none beats the value of
    // an average move (then the pile, whose tile is unknown).
    if (level_ == AiLevel::Random) {
        std::vector<int> fitting;
        for (int i = 0; i < game.rowSize(); ++i)
            if (game.fitsAnywhere(game.rowTile(i))) fitting.push_back(i);
        const int choices = static_cast<int>(fitting.size()) + (game.pileEmpty() ? 0 : 1);
        if (choices == 0) return -1;
        const int k = static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices)));
        return k < static_cast<int>(fitting.size()) ? fitting[static_cast<std::size_t>(k)] : -1;
    }
    const int me = game.currentPlayer();
    int best = -1;
    double bestValue = game.pileEmpty() ? -1e18 : evaluate(game, me) + 1.0;
    for (int i = 0; i < game.rowSize(); ++i) {
        Game g = game;
        if (!g.takeFromRow(i)) continue;
        double v = 0;
        greedy(g, &v);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return best;
}

MeepleMove AiPlayer::chooseReplacement(const Game& game)
{
    std::vector<MeepleMove> options;
    game.replacementOptions(options);
    const int who = game.pendingMeeple().player;
    MeepleMove best{};
    Game keep = game;
    keep.replaceMeeple({});
    double bestValue = evaluate(keep, who);
    for (const MeepleMove& m : options) {
        Game g = game;
        g.replaceMeeple(m);
        const double v = evaluate(g, who);
        if (v > bestValue + 0.5) {
            bestValue = v;
            best = m;
        }
    }
    return best;
}

bool playAiTurn(Game& game, AiPlayer& ai, const std::atomic<bool>* cancel)
{
    while (game.inReplacementStep()) game.replaceMeeple(ai.chooseReplacement(game));
    if (game.drawnTile() < 0) {
        int face = -1;
        if (game.rules().has(Variant::IntelAndRumours)) {
            for (;;) {
                const int pick = ai.chooseTile(game);
                if (pick >= 0) {
                    game.takeFromRow(pick);
                    face = game.drawnTile();
                    break;
                }
                if (game.pileEmpty()) break;
                game.draw();
                if (game.fitsAnywhere(game.drawnTile())) {
                    face = game.drawnTile();
                    break;
                }
                game.setAsideDrawn();
            }
        } else {
            face = game.drawPlaceable();
        }
        if (face < 0) return false;
    }
    const AiMove m = ai.choose(game, cancel);
    game.placeTile(m.placement);
    game.finishTurn(m.meeple);
    while (game.inReplacementStep()) game.replaceMeeple(ai.chooseReplacement(game));
    return true;
}

}  // namespace swc
