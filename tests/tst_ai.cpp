// Computer players: never an illegal move (thousands of positions, every variant, teams),
// the same decisions from the same seed, and the obvious completion taken.
#include "ai.h"
#include "record.h"
#include "testpaths.h"

#include <QtTest>

using namespace swc;

namespace {

// Plays a whole game with `level` at the first seat and at the others too (or easy there, to
// keep the slow levels' tests short), checking each decision before applying it. Returns the
// number of decisions checked; fills `trace` with the moves.
int playChecked(AiLevel level, std::uint64_t seed, Rules rules, std::vector<Color> players, std::string* trace,
                bool othersEasy = false)
{
    Game g(builtinTileset("standard"), std::move(players), rules, seed);
    std::vector<AiPlayer> ais;
    for (int p = 0; p < g.playerCount(); ++p)
        ais.emplace_back(p > 0 && othersEasy ? AiLevel::Easy : level, seed * 13 + static_cast<std::uint64_t>(p));
    int checked = 0;
    while (!g.isOver()) {
        AiPlayer& ai = ais[static_cast<std::size_t>(g.inReplacementStep() ? g.pendingMeeple().player : g.currentPlayer())];
        if (g.inReplacementStep()) {
            const MeepleMove m = ai.chooseReplacement(g);
            if (!g.checkReplacement(m)) return -1;
            g.replaceMeeple(m);
            ++checked;
            continue;
        }
        if (g.rules().has(Variant::IntelAndRumours)) {
            const int pick = ai.chooseTile(g);
            if (pick >= 0) {
                if (!g.takeFromRow(pick)) return -1;
            } else if (!g.pileEmpty()) {
                g.draw();
                if (!g.fitsAnywhere(g.drawnTile())) {
                    g.setAsideDrawn();
                    continue;
                }
            } else {
                break;
            }
        } else if (g.drawPlaceable() < 0) {
            break;
        }
        const AiMove m = ai.choose(g);
        MoveError err;
        if (!g.fits(g.drawnTile(), m.placement, &err)) return -1;
        g.placeTile(m.placement);
        if (!g.checkMeeple(m.meeple, &err)) return -1;
        if (trace)
            *trace += std::to_string(m.placement.at.x) + "," + std::to_string(m.placement.at.y) + "," +
                      std::to_string(m.placement.rotation) + (m.meeple.place ? "m" : "") + ";";
        g.finishTurn(m.meeple);
        ++checked;
    }
    return checked;
}

}  // namespace

class TestAi : public QObject
{
    Q_OBJECT

private slots:
    void names();
    void neverIllegal_data();
    void neverIllegal();
    void sameSeedSameDecisions();
    void easyTakesTheCompletion();
    void searchLevelsAreStrongerThanRandom();
};

void TestAi::names()
{
    for (AiLevel l : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard})
        QCOMPARE(parseAiLevel(aiLevelName(l)), std::optional<AiLevel>(l));
    QVERIFY(!parseAiLevel("expert"));
}

void TestAi::neverIllegal_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("variants");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<int>("games");
    const int all = (1 << kVariants) - 1;
    for (int l : {0, 1}) {
        const char* name = aiLevelName(static_cast<AiLevel>(l));
        QTest::addRow("%s plain", name) << l << 0 << false << 8;
        for (int v = 0; v < kVariants; ++v)
            QTest::addRow("%s %s", name, variantName(static_cast<Variant>(v))) << l << (1 << v) << false << 4;
        QTest::addRow("%s all variants, teams", name) << l << all << true << 4;
    }
    QTest::addRow("medium all variants") << 2 << all << false << 1;
    QTest::addRow("hard plain") << 3 << 0 << false << 1;
}

void TestAi::neverIllegal()
{
    QFETCH(int, level);
    QFETCH(int, variants);
    QFETCH(bool, teams);
    QFETCH(int, games);
    Rules rules;
    rules.teams = teams;
    rules.variants = static_cast<std::uint8_t>(variants);
    const std::vector<Color> players = teams ? std::vector<Color>{Color::Red, Color::Black, Color::Green, Color::White}
                                             : std::vector<Color>{Color::Red, Color::Black, Color::Orange};
    int total = 0;
    for (int n = 0; n < games; ++n) {
        const int checked = playChecked(static_cast<AiLevel>(level), 100 + static_cast<std::uint64_t>(n), rules, players,
                                        nullptr, level >= static_cast<int>(AiLevel::Medium));
        QVERIFY2(checked > 0, "an illegal decision");
        total += checked;
    }
    QVERIFY(total >= 60 * games);
}

void TestAi::sameSeedSameDecisions()
{
    for (AiLevel l : {AiLevel::Easy, AiLevel::Medium}) {
        std::string a, b;
        playChecked(l, 7, {}, {Color::Red, Color::Black}, &a, true);
        playChecked(l, 7, {}, {Color::Red, Color::Black}, &b, true);
        QVERIFY(!a.empty());
        QCOMPARE(a, b);
    }
}

void TestAi::easyTakesTheCompletion()
{
    // Red holds the field of the start tile and asteroid-corner-empire at (0,-1), open only at
    // the E edge of (0,-1). Red draws asteroid-1: the one move that closes the field is (1,-1)
    // turned 270 (field facing W), worth 3 tiles x 2 + 1 symbol x 2 = 8.
    std::vector<RecordError> errors;
    auto rec = parseRecord("tileset: standard\nplayers: [red, black]\nseed: 3\nturns:\n"
                           "  - {tile: asteroid-corner-empire, at: [0, -1], rotation: 180, meeple: {feature: asteroid, edge: S}}\n"
                           "  - {tile: route-straight, at: [-1, 0], rotation: 90}\n",
                           "t.yaml", {}, errors);
    QVERIFY(rec);
    ReplayResult r = replay(*rec);
    QVERIFY(!r.error);
    Game& g = r.game;
    QVERIFY(g.draw(g.tileset().findFace("asteroid-1")));
    for (std::uint64_t seed : {1, 2, 3}) {
        AiPlayer easy(AiLevel::Easy, seed);
        const AiMove m = easy.choose(g);
        QCOMPARE(m.placement.at, (Pos{1, -1}));
        QCOMPARE(m.placement.rotation, 3);
    }
    AiPlayer easy(AiLevel::Easy, 1);
    const AiMove m = easy.choose(g);
    g.placeTile(m.placement);
    g.finishTurn(m.meeple);
    QCOMPARE(g.score(0), 8);
}

void TestAi::searchLevelsAreStrongerThanRandom()
{
    // Against a random player, easy wins all of a few games (a regression guard, not the
    // strength benchmark: that is `sw-carcassonne-cli arena`).
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game g(builtinTileset("standard"), {Color::Red, Color::Black}, {}, seed);
        AiPlayer easy(AiLevel::Easy, seed), random(AiLevel::Random, seed);
        while (playAiTurn(g, g.currentPlayer() == 0 ? easy : random)) {}
        wins += g.finalScores()[0] > g.finalScores()[1];
    }
    QCOMPARE(wins, 6);
}

QTEST_GUILESS_MAIN(TestAi)
#include "tst_ai.moc"
