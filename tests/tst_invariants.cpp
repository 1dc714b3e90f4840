// Invariants over thousands of seeded random games: meeples are conserved, scores never fall,
// every placement is legal (checked here independently of the engine's own test), the game
// ends with every tile placed or set aside, replaying the written record gives the same
// scores, and what the engine keeps counted as the board grows (placements per face, a
// feature's tiles, segments and open edges) matches counts made afresh.

#include "random_play.h"
#include "record.h"
#include "recordmoves.h"

#include <QtTest>

#include <functional>
#include <set>

using namespace swc;

namespace {

// The cell next to a tile on each side (north, east, south, west).
constexpr int kDx[kSides] = {0, 1, 0, -1};
constexpr int kDy[kSides] = {-1, 0, 1, 0};

// Independent legality check of the last placed tile: every side that touches a placed tile
// has the same edge type on both sides, and at least one side touches.
QString placementProblem(const Game& g)
{
    const auto& tiles = g.placedTiles();
    const Game::PlacedTile& t = tiles.back();
    int touching = 0;
    for (int side = 0; side < 4; ++side) {
        const int j = g.tileIndexAt({t.at.x + kDx[side], t.at.y + kDy[side]});
        if (j < 0) continue;
        ++touching;
        const auto& o = tiles[static_cast<std::size_t>(j)];
        const Edge mine = g.tileset().faces[t.face].edges[static_cast<std::size_t>((side - t.rotation + 4) % 4)];
        const Edge theirs =
            g.tileset().faces[o.face].edges[static_cast<std::size_t>((side + 2 - o.rotation + 4) % 4)];
        if (mine != theirs)
            return QStringLiteral("edge %1 of the tile at (%2,%3) does not match").arg(side).arg(t.at.x).arg(t.at.y);
    }
    if (touching == 0) return QStringLiteral("a tile at (%1,%2) touches nothing").arg(t.at.x).arg(t.at.y);
    return {};
}

// Where the engine's placement count of a face (kept up to date as cells open and close) differs
// from the full list of its legal placements, or empty.
QString countProblem(const Game& g, std::vector<Placement>& listed)
{
    for (int face = 0; face < static_cast<int>(g.tileset().faces.size()); ++face) {
        g.legalPlacements(face, listed);
        const int count = g.placementCount(face);
        if (count != static_cast<int>(listed.size()) || g.fitsAnywhere(face) != !listed.empty())
            return QStringLiteral("turn %1, face %2: %3 placements counted, %4 listed")
                .arg(g.turnNumber())
                .arg(face)
                .arg(count)
                .arg(listed.size());
    }
    return {};
}

// The segments (tile, board sides) of the feature of `node` found on its `tiles`, each segment of
// their faces asked for its root; returns how many of their sides face an empty cell.
int segmentsOnTiles(const Game& g, int node, const std::vector<int>& tiles, std::set<std::pair<int, int>>& segments)
{
    const FeatureKind kind = g.nodeKind(node);
    int open = 0;
    for (int tile : tiles)
        for (int k = 0; g.nodeOf(tile, kind, k) >= 0; ++k) {
            if (g.root(g.nodeOf(tile, kind, k)) != g.root(node)) continue;
            const int sides = g.segmentSides(tile, kind, k);
            segments.insert({tile, sides});
            const Pos at = g.placedTiles()[static_cast<std::size_t>(tile)].at;
            for (int side = 0; side < kSides; ++side)
                if ((sides >> side & 1) && g.tileIndexAt({at.x + kDx[side], at.y + kDy[side]}) < 0) ++open;
        }
    return open;
}

// Where a feature's remembered tile count, its segments (anyFeatureSegment) or its open edges
// differ from a count made afresh from its tiles, or empty. Every route and field of every placed
// tile is checked, each feature from each of its segments; `largest` the most tiles met.
QString featureProblem(const Game& g, std::size_t& largest)
{
    std::vector<int> tiles;
    for (int t = 0; t < static_cast<int>(g.placedTiles().size()); ++t)
        for (const FeatureKind kind : {FeatureKind::Route, FeatureKind::Asteroid})
            for (int s = 0;; ++s) {
                const int node = g.nodeOf(t, kind, s);
                if (node < 0) break;
                g.featureTileIndices(node, tiles);
                largest = std::max(largest, tiles.size());
                std::set<std::pair<int, int>> expected;
                const int open = segmentsOnTiles(g, node, tiles, expected);
                std::set<std::pair<int, int>> walked;
                g.anyFeatureSegment(node, [&](int tile, int sides) { return !walked.insert({tile, sides}).second; });
                const int counted = g.featureTiles(node);
                if (counted != static_cast<int>(tiles.size()) || walked != expected || open != g.featureOpenEdges(node))
                    return QStringLiteral("turn %1, tile %2 segment %3: %4 tiles counted, %5 found; %6 segments "
                                          "walked, %7 found; %8 open edges counted, %9 found")
                        .arg(g.turnNumber())
                        .arg(t)
                        .arg(s)
                        .arg(counted)
                        .arg(tiles.size())
                        .arg(walked.size())
                        .arg(expected.size())
                        .arg(g.featureOpenEdges(node))
                        .arg(open);
            }
    return {};
}

// Plays `seeds` random 4-player games of the standard set (seeds 1, 2 ...) and a copy of each
// taken at turn 25 and played on apart, and asks `check` at every turn of both: its first
// problem, with the seed, or empty.
QString checkEveryTurn(bool teams, int variants, int seeds, const std::function<QString(const Game&)>& check)
{
    const auto tiles = builtinTileset("standard");
    if (!tiles) return QStringLiteral("the standard set is missing");
    Rules rules = defaultRules(*tiles, teams);
    rules.variants = static_cast<std::uint8_t>(variants);
    RandomPlayScratch scratch;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        Game game(tiles, {Color::Red, Color::Black, Color::Green, Color::White}, rules, seed);
        Rng policy(seed);
        std::optional<Game> copy;
        do {
            const QString problem = check(game);
            if (!problem.isEmpty()) return QStringLiteral("seed %1: ").arg(seed) + problem;
            if (game.turnNumber() == 25) copy = game;
        } while (playRandomTurn(game, policy, scratch));
        if (!copy) return QStringLiteral("seed %1: the game ended before turn 25").arg(seed);
        Rng other(seed + 1000);
        do {
            const QString problem = check(*copy);
            if (!problem.isEmpty()) return QStringLiteral("seed %1, the copy: ").arg(seed) + problem;
        } while (playRandomTurn(*copy, other, scratch));
    }
    return {};
}

}  // namespace

class TestInvariants : public QObject
{
    Q_OBJECT

private slots:
    void randomGames_data();
    void randomGames();
    void placementAtFollowsLegalPlacements();
    void someClassFitsAgreesWithFits();
    void placementCountsFollowTheBoard_data();
    void placementCountsFollowTheBoard();
    void featureCountsFollowTheBoard_data();
    void featureCountsFollowTheBoard();
};

void TestInvariants::randomGames_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("variants");
    const int all = (1 << kVariants) - 1;
    QTest::newRow("2 players") << QStringList{"red", "black"} << false << 1000 << 1 << 0;
    QTest::newRow("3 players") << QStringList{"green", "white", "orange"} << false << 400 << 5000 << 0;
    QTest::newRow("5 players") << QStringList{"red", "green", "black", "white", "orange"} << false << 400 << 9000 << 0;
    QTest::newRow("teams") << QStringList{"red", "black", "green", "white"} << true << 400 << 13000 << 0;
    // Every house rule on its own, then all at once (with 5 players and with teams).
    for (int v = 0; v < kVariants; ++v)
        QTest::newRow(variantName(static_cast<Variant>(v)))
            << QStringList{"red", "green", "black", "orange"} << false << 300 << 20000 + 1000 * v << (1 << v);
    QTest::newRow("all variants, 5 players")
        << QStringList{"red", "green", "black", "white", "orange"} << false << 300 << 30000 << all;
    QTest::newRow("all variants, teams") << QStringList{"red", "black", "green", "white"} << true << 300 << 31000 << all;
}

void TestInvariants::randomGames()
{
    QFETCH(QStringList, players);
    QFETCH(bool, teams);
    QFETCH(int, games);
    QFETCH(int, firstSeed);
    QFETCH(int, variants);

    GameRecord base;
    base.tilesetRef = "standard";
    base.tileset = builtinTileset("standard");
    QVERIFY(base.tileset);
    for (const QString& p : players) base.players.push_back(*parseColor(p.toStdString()));
    base.rules.teams = teams;
    base.rules.variants = static_cast<std::uint8_t>(variants);
    const int total = base.tileset->totalTiles();

    RandomPlayScratch scratch;
    for (int n = 0; n < games; ++n) {
        GameRecord rec = base;
        rec.seed = static_cast<std::uint64_t>(firstSeed + n);
        Game game = newGame(rec);
        Rng policy(rec.seed * 7919 + 3);
        std::array<int, kMaxPlayers> last{};
        std::vector<int> aside;
        MeepleMove meeple;
        const auto recordSetAside = [&] {
            for (int f : aside) rec.turns.push_back(setAsideTurn(game.tileset(), f));
            aside.clear();
        };
        RecordTurn turn;
        while (playRandomTurn(game, policy, scratch, &aside, &meeple, nullptr, &turn)) {
            recordSetAside();
            rec.turns.push_back(turn);
            const QString problem = placementProblem(game);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(rec.seed).arg(problem)));
            int onBoard[kMaxPlayers] = {};
            for (const auto& m : game.meeplesOnBoard()) ++onBoard[m.player];
            for (int p = 0; p < game.playerCount(); ++p) {
                const int inReserve = game.reserve(p, MeepleSize::Small) + game.reserve(p, MeepleSize::Large);
                QCOMPARE(onBoard[p] + inReserve, 5);
                QVERIFY2(game.score(p) >= last[static_cast<std::size_t>(p)],
                         qPrintable(QStringLiteral("seed %1: a score fell").arg(rec.seed)));
                last[static_cast<std::size_t>(p)] = game.score(p);
            }
            if (teams) {
                QCOMPARE(game.score(0), game.score(2));
                QCOMPARE(game.score(1), game.score(3));
            }
        }
        recordSetAside();
        QVERIFY(game.isOver());
        QCOMPARE(static_cast<int>(game.placedTiles().size() + game.setAside().size()), total);
        const auto final = game.finalScores();
        for (int p = 0; p < game.playerCount(); ++p) QVERIFY(final[static_cast<std::size_t>(p)] >= game.score(p));

        // The record written and read back replays to the same scores.
        std::vector<RecordError> errors;
        const auto again = parseRecord(writeRecord(rec), "random.yaml", {}, errors);
        QVERIFY2(again, errors.empty() ? "" : errors.front().describe().c_str());
        const ReplayResult r = replay(*again);
        QVERIFY2(!r.error, r.error ? r.error->describe().c_str() : "");
        QCOMPARE(r.turnsPlayed, static_cast<int>(rec.turns.size()));
        QVERIFY(r.game.isOver() || r.game.pileSize() == 0);
        for (int p = 0; p < game.playerCount(); ++p) QCOMPARE(r.game.score(p), game.score(p));
        QCOMPARE(r.game.finalScores(), final);
    }
}

// Random play picks its placement with placementCount() and placementAt(); they must name the
// list legalPlacements() gives, in its order, for every face at every turn.
void TestInvariants::placementAtFollowsLegalPlacements()
{
    const auto set = builtinTileset("standard");
    QVERIFY(set);
    RandomPlayScratch scratch;
    std::vector<Placement> listed;
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Game game(set, {Color::Red, Color::Black}, defaultRules(*set), seed);
        Rng policy(seed);
        do {
            for (int face = 0; face < static_cast<int>(set->faces.size()); ++face) {
                game.legalPlacements(face, listed);
                QCOMPARE(game.placementCount(face), static_cast<int>(listed.size()));
                for (std::size_t i = 0; i < listed.size(); ++i)
                    QVERIFY(game.placementAt(face, static_cast<int>(i)) == listed[i]);
                checked += static_cast<int>(listed.size());
            }
        } while (playRandomTurn(game, policy, scratch));
    }
    QVERIFY(checked > 100000);
}

// The computer players ask whether any tile still to come fits a cell by the faces' edge classes
// (Game::someClassFits): at every turn of random games, for every face, every open cell and the
// cell two steps right of each (placed, open or touching nothing), the answer must be fits()' in
// some rotation; and two faces share a class exactly when their four edges are the same.
void TestInvariants::someClassFitsAgreesWithFits()
{
    const auto set = builtinTileset("standard");
    QVERIFY(set);
    const int faces = static_cast<int>(set->faces.size());
    const Game start(set, {Color::Red, Color::Black}, {}, 1);
    for (int a = 0; a < faces; ++a)
        for (int b = 0; b < faces; ++b)
            QCOMPARE(start.edgeClassOf(a) == start.edgeClassOf(b), set->faces[a].edges == set->faces[b].edges);
    RandomPlayScratch scratch;
    int fitting = 0, notFitting = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Game game(set, {Color::Red, Color::Black}, defaultRules(*set), seed);
        Rng policy(seed);
        do {
            std::vector<Pos> cells = game.openCells();
            for (const Pos& c : game.openCells()) cells.push_back({c.x + 2, c.y});
            for (const Pos& cell : cells)
                for (int face = 0; face < faces; ++face) {
                    bool fits = false;
                    for (int r = 0; r < 4; ++r) fits = fits || game.fits(face, {cell, r});
                    std::bitset<kEdgeClasses> one;
                    one.set(static_cast<std::size_t>(game.edgeClassOf(face)));
                    QCOMPARE(game.someClassFits(cell, one), fits);
                    ++(fits ? fitting : notFitting);
                }
        } while (playRandomTurn(game, policy, scratch));
    }
    QVERIFY(fitting > 10000 && notFitting > 10000);
}

// The placements of each face are counted as the open cells change, not by listing them: with and
// without the house rules, the counts must be those of the full lists at every turn, and so must a
// copy's, taken mid-game and played on apart from the original.
void TestInvariants::placementCountsFollowTheBoard_data()
{
    QTest::addColumn<bool>("teams");
    QTest::addColumn<int>("variants");
    const int all = (1 << kVariants) - 1;
    QTest::newRow("plain") << false << 0;
    QTest::newRow("intel-and-rumours") << false << (1 << static_cast<int>(Variant::IntelAndRumours));
    QTest::newRow("all house rules, teams") << true << all;
}

void TestInvariants::placementCountsFollowTheBoard()
{
    QFETCH(bool, teams);
    QFETCH(int, variants);
    std::vector<Placement> listed;
    int turns = 0;
    const QString problem = checkEveryTurn(teams, variants, 40, [&](const Game& g) {
        ++turns;
        return countProblem(g, listed);
    });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(turns > 1000);
}

// A feature's tile count is remembered until it grows, and the evaluation walks its segments
// and stops at its open edges: at every turn of random games (with and without the house rules,
// and a copy taken mid-game and played on apart), they must agree with counts made afresh.
void TestInvariants::featureCountsFollowTheBoard_data()
{
    placementCountsFollowTheBoard_data();
}

void TestInvariants::featureCountsFollowTheBoard()
{
    QFETCH(bool, teams);
    QFETCH(int, variants);
    std::size_t largest = 0;  // the most tiles of a feature met
    const QString problem =
        checkEveryTurn(teams, variants, 20, [&](const Game& g) { return featureProblem(g, largest); });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(largest >= 10);  // features that grew by many unions were met
}

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
