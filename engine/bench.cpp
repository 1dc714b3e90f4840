#include "bench.h"

#include "ai.h"
#include "balance.h"
#include "random_play.h"
#include "record.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <chrono>
#include <concepts>
#include <cstdio>
#include <type_traits>
#include <vector>

namespace swc {

namespace {

// FNV-1a over 64 bits. Every number goes in as 8 bytes, least significant first, so that the
// hash is the same on every machine whatever its byte order and the widths of its types.
class Fnv1a
{
public:
    template <typename T>
        requires std::integral<T> || std::is_enum_v<T>
    void add(T value)
    {
        addBits(static_cast<std::uint64_t>(static_cast<std::int64_t>(value)));
    }
    void add(double value) { addBits(std::bit_cast<std::uint64_t>(value)); }
    void add(Pos p)
    {
        add(p.x);
        add(p.y);
    }
    std::uint64_t value() const { return hash_; }

private:
    void addBits(std::uint64_t bits)
    {
        for (int i = 0; i < 8; ++i) {
            hash_ ^= (bits >> (8 * i)) & 0xffU;
            hash_ *= 0x100000001b3ULL;
        }
    }
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

// The rule sets of the bench: no house rule, each alone, all of them, all of them in team play.
std::vector<Rules> benchRules()
{
    std::vector<Rules> out(1);
    Rules all;
    for (int v = 0; v < kVariants; ++v) {
        Rules one;
        one.set(static_cast<Variant>(v));
        out.push_back(one);
        all.set(static_cast<Variant>(v));
    }
    out.push_back(all);
    all.teams = true;
    out.push_back(all);
    return out;
}

// A searching level with 1 / kBenchBudgetShare of its budget, its weights and knobs otherwise.
AiConfig benchConfig(AiLevel level)
{
    AiConfig c = AiConfig::forLevel(level);
    c.simulations /= kBenchBudgetShare;
    c.maxEvaluations /= kBenchBudgetShare;
    return c;
}

// The level that searches one turn of a game: medium or hard by its mix (see BenchGame).
AiLevel searchingLevel(long mix)
{
    return mix % 2 == 0 ? AiLevel::Medium : AiLevel::Hard;
}

// The turn (turns completed before it) that the searching level plays: spread over the game as
// the mix grows.
int searchedTurn(long mix)
{
    return static_cast<int>((mix * 23 + 5) % 64);
}

void hashWeights(Fnv1a& h, const EvalWeights& w)
{
    for (double x : {w.meeple, w.large, w.routeChance, w.routeDecay, w.fieldChance, w.fieldDecay, w.planetChance,
                     w.planetDecay, w.planetLeftPower, w.meeplePower, w.attackRisk})
        h.add(x);
    h.add(w.lookups);
}

// The levels' full settings: a level retuned changes the signature even where the bench's
// smaller budgets would play the same moves.
void hashLevels(Fnv1a& h)
{
    for (AiLevel level : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard}) {
        const AiConfig c = AiConfig::forLevel(level);
        for (long x : {long{c.width}, long{c.simulations}, long{c.depth}, long{c.battleSamples}, c.maxEvaluations,
                       long{c.maxPlacements}, long{c.maxReplacements}})
            h.add(x);
        h.add(c.maxSeconds);
        hashWeights(h, c.policy);
        hashWeights(h, c.leaf);
    }
}

void hashMeeple(Fnv1a& h, const MeepleMove& m)
{
    h.add(m.place);
    if (!m.place) return;
    h.add(m.size);
    h.add(m.kind);
    h.add(m.segment);
    h.add(m.at);
}

void hashBattle(Fnv1a& h, const BattleReport& b)
{
    h.add(b.kind);
    h.add(b.sides.size());
    for (const BattleSide& s : b.sides) {
        for (int x : {int{s.players}, s.seat, s.small, s.large, int{s.symbol}, s.dice, s.points, s.outInRound})
            h.add(x);
    }
    h.add(b.rounds.size());
    for (const auto& round : b.rounds) {
        for (const auto& dice : round) {
            h.add(dice.size());
            for (int d : dice) h.add(d);
        }
    }
    h.add(b.winner);
}

// Records of six numbers in sorted order: the same set hashes the same in any order.
using Record6 = std::array<int, 6>;
void hashSorted(Fnv1a& h, std::vector<Record6> records)
{
    std::sort(records.begin(), records.end());
    h.add(records.size());
    for (const Record6& r : records)
        for (int x : r) h.add(x);
}

// Scorings, without their nodes: the order of the nodes is the engine's own, not a rule.
void hashScores(Fnv1a& h, const std::vector<ScoreReport>& scores)
{
    std::vector<Record6> records;
    for (const ScoreReport& s : scores)
        records.push_back({static_cast<int>(s.kind), int{s.complete}, s.tiles, s.symbols, int{s.players}, s.points});
    hashSorted(h, std::move(records));
}

void hashReport(Fnv1a& h, const TurnReport& r)
{
    h.add(r.player);
    h.add(r.face);
    h.add(r.placement.at);
    h.add(r.placement.rotation);
    hashMeeple(h, r.meeple);
    h.add(r.battles.size());
    for (const BattleReport& b : r.battles) hashBattle(h, b);
    hashScores(h, r.scores);
    h.add(r.replacements.size());
    for (const ReplacementReport& p : r.replacements) {
        h.add(p.player);
        h.add(p.size);
        hashMeeple(h, p.move);
    }
}

// What every player sees after a turn: scores, reserves, the meeples on the board and the
// face-up tiles.
void hashState(Fnv1a& h, const Game& g)
{
    for (int p = 0; p < g.playerCount(); ++p) {
        h.add(g.score(p));
        h.add(g.reserve(p, MeepleSize::Small));
        h.add(g.reserve(p, MeepleSize::Large));
    }
    // Each meeple by its tile's position, kind and segment (in the engine's order of its slots).
    std::vector<Record6> meeples;
    for (const Game::MeepleOnBoard& m : g.meeplesOnBoard()) {
        const Pos at = g.placedTiles()[static_cast<std::size_t>(g.nodeTile(m.node))].at;
        meeples.push_back({m.player, static_cast<int>(m.size), at.x, at.y, static_cast<int>(g.nodeKind(m.node)),
                           g.nodeSegment(m.node)});
    }
    hashSorted(h, std::move(meeples));
    h.add(g.pileSize());
    h.add(g.rowSize());
    for (int i = 0; i < g.rowSize(); ++i) h.add(g.rowTile(i));
}

void hashEnd(Fnv1a& h, const Game& g)
{
    std::vector<ScoreReport> report;
    const auto final = g.finalScores(&report);
    for (int p = 0; p < g.playerCount(); ++p) h.add(final[static_cast<std::size_t>(p)]);
    hashScores(h, report);
}

// One game of the bench. Its `mix` picks the seats (2 to 5 by mix % 4; 4 in team play), who
// plays seat s (the easy level, random play or the random level by (s + mix) % 3), and the level
// and turn of its search.
class BenchGame
{
public:
    BenchGame(std::shared_ptr<const Tileset> set, const Rules& rules, long mix, std::uint64_t seed)
        : mix_(mix), seed_(seed),
          game_(std::move(set), balanceSeats(rules.teams ? 4 : static_cast<int>(mix % 4) + 2), rules, seed),
          random_(seed ^ 0x5bd1e9955bd1e995ULL)
    {
        assert(!Game::checkPlayers(balanceSeats(game_.playerCount()), rules));
        for (int s = 0; s < game_.playerCount(); ++s) {
            const int kind = static_cast<int>((s + mix) % 3);
            const AiLevel level = kind == 2 ? AiLevel::Random : AiLevel::Easy;
            ais_.emplace_back(level, seed * 7 + 1 + static_cast<std::uint64_t>(s));
            randomPlay_.push_back(kind == 1);
        }
    }

    void play(Fnv1a& h, BenchResult& r)
    {
        for (;;) {
            TurnReport report;
            const std::size_t asideBefore = game_.setAside().size();
            if (!playTurn(h, r, report)) break;
            ++r.turns;
            for (std::size_t i = asideBefore; i < game_.setAside().size(); ++i) h.add(game_.setAside()[i]);
            hashReport(h, report);
            hashState(h, game_);
        }
        hashEnd(h, game_);
        ++r.games;
    }

private:
    bool playTurn(Fnv1a& h, BenchResult& r, TurnReport& report)
    {
        if (game_.turnNumber() == searchedTurn(mix_)) {
            const AiLevel level = searchingLevel(mix_);
            AiPlayer searcher(level, seed_ * 7 + 11, benchConfig(level));
            if (!playAiTurn(game_, searcher, nullptr, &report)) return false;
            ++r.decisions;
            r.positions += searcher.lastEvaluations();
            h.add(searcher.lastEvaluations());
            h.add(searcher.lastSimulations());
            return true;
        }
        const auto seat = static_cast<std::size_t>(game_.currentPlayer());
        if (randomPlay_[seat]) return playRandomTurn(game_, random_, scratch_, nullptr, nullptr, &report);
        if (!playAiTurn(game_, ais_[seat], nullptr, &report)) return false;
        ++r.decisions;
        return true;
    }

    long mix_;
    std::uint64_t seed_;
    Game game_;
    std::vector<AiPlayer> ais_;
    std::vector<bool> randomPlay_;
    Rng random_;
    RandomPlayScratch scratch_;
};

}  // namespace

BenchResult runBenchmark(const BenchOptions& options)
{
    const auto start = std::chrono::steady_clock::now();
    const auto set = builtinTilesetNamed("standard");
    Fnv1a h;
    hashLevels(h);
    BenchResult r;
    const std::vector<Rules> rules = benchRules();
    const auto ruleSets = static_cast<long>(rules.size());
    for (long k = 0; k < options.games; ++k) {
        // Seeds far apart for neighbouring games and for neighbouring options.seed.
        const std::uint64_t seed = Rng(options.seed + static_cast<std::uint64_t>(k) * 0x9e3779b97f4a7c15ULL).next();
        // Every round of games over the rule sets shifts the mix, so that a rule set meets other
        // seats, players and searches in each round.
        BenchGame(set, rules[static_cast<std::size_t>(k % ruleSets)], k + k / ruleSets, seed).play(h, r);
    }
    r.signature = h.value();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

std::string signatureText(std::uint64_t signature)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(signature));
    return buf;
}

}  // namespace swc
