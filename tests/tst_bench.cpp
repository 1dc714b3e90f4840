// The bench (engine/bench.h): its signature pins the rules and computer play, as Stockfish's
// tests/signature.sh pins its bench.
#include "bench.h"

#include <QtTest>

using namespace swc;

namespace {

// The signature of the default bench (`sw-carcassonne-cli bench`), and its counts.
//
// A change to the rules or to computer play changes the signature, and may do so only on
// purpose: the commit that changes it says so in its message (what changed in play and why) and
// puts the new value here. Get it from `sw-carcassonne-cli bench` (its "signature" and counts)
// or from this test's failure message. A commit that means to keep play as it is (a tidy, a
// speed-up) must leave the signature as it is: a failure here means it changed play.
constexpr std::uint64_t kSignature = 0x43b88bc39b8bf718ULL;
constexpr long kGames = 16;  // two rounds over the 8 rule sets
constexpr long kTurns = 1200;
constexpr long kDecisions = 751;
constexpr long kPositions = 119867;

}  // namespace

class TestBench : public QObject
{
    Q_OBJECT

private slots:
    void signatureIsPinned();
    void sameOptionsSameSignature();
    void otherSeedOtherSignature();
};

void TestBench::signatureIsPinned()
{
    const BenchResult r = runBenchmark();
    QCOMPARE(QString::fromStdString(signatureText(r.signature)), QString::fromStdString(signatureText(kSignature)));
    QCOMPARE(r.games, kGames);
    QCOMPARE(r.turns, kTurns);
    QCOMPARE(r.decisions, kDecisions);
    QCOMPARE(r.positions, kPositions);
    QVERIFY(r.seconds > 0);
}

// Two runs with the same options play the same moves, whatever the time they take; fewer
// games than the default give another signature.
void TestBench::sameOptionsSameSignature()
{
    const BenchResult a = runBenchmark({4, 1});
    const BenchResult b = runBenchmark({4, 1});
    QCOMPARE(QString::fromStdString(signatureText(a.signature)), QString::fromStdString(signatureText(b.signature)));
    QCOMPARE(a.games, 4L);
    QCOMPARE(b.games, 4L);
    QCOMPARE(a.turns, b.turns);
    QCOMPARE(a.decisions, b.decisions);
    QCOMPARE(a.positions, b.positions);
    QVERIFY(a.signature != kSignature);
}

// Another seed deals other games: another signature, other counts.
void TestBench::otherSeedOtherSignature()
{
    const BenchResult one = runBenchmark({4, 1});
    const BenchResult two = runBenchmark({4, 2});
    QVERIFY2(one.signature != two.signature, qPrintable(QString::fromStdString(signatureText(one.signature))));
    QCOMPARE(two.games, 4L);
    QVERIFY(one.positions != two.positions);
}

QTEST_GUILESS_MAIN(TestBench)
#include "tst_bench.moc"
