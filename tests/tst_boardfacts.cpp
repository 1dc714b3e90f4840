// Battle odds and dead cells: values worked out by hand.
#include "boardfacts.h"
#include "record.h"
#include "recordmoves.h"
#include "testpaths.h"

#include <QtTest>

using namespace swc;

class TestBoardFacts : public QObject
{
    Q_OBJECT

private slots:
    void battleChances_data();
    void battleChances();
    void chancesSumToOne();
    void duelsFromTheTable();
    void previewPlanetAttack();
    void deadCellsNoneAtStart();
    void deadCellsWhenNothingFits();
};

void TestBoardFacts::battleChances_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("side");
    QTest::addColumn<double>("expected");
    // Equal dice: by symmetry.
    QTest::newRow("1 v 1") << QList<int>{1, 1} << 0 << 0.5;
    QTest::newRow("3 v 3") << QList<int>{3, 3} << 1 << 0.5;
    QTest::newRow("1 v 1 v 1") << QList<int>{1, 1, 1} << 2 << 1.0 / 3;
    // 2 dice against 1: P(higher) = 1 - 91/216 = 125/216, P(tie) = 1/6, so 125/180 = 25/36.
    QTest::newRow("2 v 1") << QList<int>{2, 1} << 0 << 25.0 / 36;
    QTest::newRow("1 v 2") << QList<int>{2, 1} << 1 << 11.0 / 36;
}

void TestBoardFacts::battleChances()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, side);
    QFETCH(double, expected);
    const std::vector<int> d(dice.begin(), dice.end());
    QVERIFY2(std::abs(battleWinChance(d, side) - expected) < 1e-12,
             qPrintable(QString::number(battleWinChance(d, side), 'g', 15)));
}

void TestBoardFacts::chancesSumToOne()
{
    const std::vector<int> d{3, 1, 2, 2};
    double sum = 0;
    for (int s = 0; s < 4; ++s) sum += battleWinChance(d, s);
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QVERIFY(battleWinChance(d, 0) > battleWinChance(d, 2));
    QVERIFY(std::abs(battleWinChance(d, 2) - battleWinChance(d, 3)) < 1e-12);
}

void TestBoardFacts::duelsFromTheTable()
{
    // Two sides, from the table: the same hand-worked values as battleChances.
    QCOMPARE(duelWinChance(1, 1), 0.5);
    QVERIFY(std::abs(duelWinChance(2, 1) - 25.0 / 36) < 1e-12);
    QVERIFY(std::abs(duelWinChance(1, 2) - 11.0 / 36) < 1e-12);
    // No dice against one: no way to win. Ten (the most a rule allows) against one: the one die
    // beats all ten only as a 6 against no 6, 1/6 * (5/6)^10 = 0.027, or lower still.
    QCOMPARE(duelWinChance(0, 1), 0.0);
    QVERIFY(duelWinChance(kMaxRuleDice, 1) > 0.96 && duelWinChance(kMaxRuleDice, 1) < 1.0);
    // Beyond the table: computed, not read out of it.
    QVERIFY(std::abs(duelWinChance(kMaxRuleDice + 1, kMaxRuleDice + 1) - 0.5) < 1e-12);
    for (int a = 0; a <= kMaxRuleDice; ++a)
        for (int b = 0; b <= kMaxRuleDice; ++b) QCOMPARE(duelWinChance(a, b), battleWinChance({a, b}, 0));
}

void TestBoardFacts::previewPlanetAttack()
{
    // The rulebook planet attack (tests/data/records/rulebook-planet-attack.yaml) before its
    // dice: red 2 dice (small + rebel symbol) against white's large meeple (2 dice): 1/2.
    std::vector<RecordError> errors;
    auto rec = loadRecord(SWC_TEST_DATA_DIR "/records/rulebook-planet-attack.yaml", errors);
    QVERIFY(rec);
    const RecordTurn attack = rec->turns.back();
    rec->turns.pop_back();
    ReplayResult r = replay(*rec);
    QVERIFY(!r.error);
    Game& g = r.game;
    QVERIFY(g.draw(g.tileset().findFace(attack.tile)));
    QVERIFY(g.placeTile(attack.placement));
    const MeepleMove m{true, MeepleSize::Small, FeatureKind::Planet, -1, {0, 1}};
    const auto battles = previewBattles(g, m);
    QCOMPARE(battles.size(), std::size_t(1));
    QCOMPARE(battles[0].kind, FeatureKind::Planet);
    QCOMPARE(battles[0].sides.size(), std::size_t(2));
    QCOMPARE(battles[0].sides[0].dice, 2);
    QVERIFY(battles[0].sides[0].symbol);
    QCOMPARE(battles[0].sides[1].dice, 2);
    QCOMPARE(battles[0].sides[1].large, 1);
    QCOMPARE(battles[0].mySide, 0);
    QVERIFY(std::abs(battles[0].myChance - 0.5) < 1e-12);
    // No meeple: no battle.
    QVERIFY(previewBattles(g, MeepleMove{}).empty());
    // The preview changed nothing.
    QVERIFY(g.inMeepleStep());
    QCOMPARE(g.score(0), 0);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.reserve(0, MeepleSize::Small), 4);
}

void TestBoardFacts::deadCellsNoneAtStart()
{
    const Game g(builtinTileset("standard"), {Color::Red, Color::Black}, {}, 1);
    QCOMPARE(g.openCells().size(), std::size_t(4));
    QVERIFY(deadCells(g).empty());
}

void TestBoardFacts::deadCellsWhenNothingFits()
{
    // Only a crossing (route on every edge) is to come; the start tile shows only space.
    std::vector<TilesetError> errors;
    auto set = parseTileset("format: 1\nname: T\ntiles:\n"
                            "  - {id: start, start: true, edges: [space, space, space, space]}\n"
                            "  - {id: cross, edges: [route, route, route, route], routes: [[N], [E], [S], [W]]}\n",
                            "t.yaml", errors);
    QVERIFY(set);
    const Game g(std::make_shared<const Tileset>(*set), {Color::Red, Color::Black}, {}, 1);
    QCOMPARE(deadCells(g).size(), std::size_t(4));
}

QTEST_GUILESS_MAIN(TestBoardFacts)
#include "tst_boardfacts.moc"
