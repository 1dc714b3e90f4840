// Why a move is worth what it is (explain.h): the rulebook's route of 3 tiles (the tutorial's
// lesson 5, resources/tutorial/05-route-scores.yaml) with four more tiles in the pile, so that the
// evaluation's chances are not 0. Every expected figure is worked out by hand from docs/rules.md
// (a route scores 1 a tile, completed or not; a planet 9 completed, 1 + its placed neighbours
// unfinished; + 2 a symbol) and the evaluation's formula (ai.h, EvalWeights: a reserve meeple is
// worth 3 x the share of tiles left, the large one 1.3 of it; a held feature adds its chance of
// completion x (what completing adds + its meeple's worth)).
#include "explain.h"
#include "lesson.h"
#include "record.h"
#include "recordmoves.h"
#include "testpaths.h"
#include "testrecords.h"

#include <QtTest>

#include <cmath>

using namespace swc;

namespace {

// Red's merchant holds the route from the start tile to the planet east of it (2 tiles, one open
// end, west of the start tile). The pile holds four plain planets after the tile drawn
// (tests/data/records/why-route.yaml, before its third turn).

// The position: Red to play, the tile with a route and an Empire planet drawn.
Game position()
{
    GameRecord r = swc::test::loadTestRecord("why-route.yaml");
    if (r.turns.size() != 3) qFatal("tests/data/records/why-route.yaml does not read");
    r.turns.pop_back();  // the position before the third turn
    Game g = replay(r).game;
    if (!g.draw(g.tileset().findFace("planet-route-empire"))) qFatal("draw");
    return g;
}

// The rulebook's answer: west of the start tile, the route closed.
const AiMove kClose{{{-1, 0}, 3}, {}};
// East of the planet: the route left open, a conqueror on the new planet.
AiMove conquer()
{
    MeepleMove m;
    m.place = true;
    m.kind = FeatureKind::Planet;
    m.at = {2, 0};
    return {{{2, 0}, 0}, m};
}

// Tiles left: 4 of the 8 (3 placed, the one drawn, 4 in the pile).
constexpr double kLeft = 0.5;
constexpr double kMeeple = 3.0 * kLeft; // a reserve meeple's worth
// Red's merchant: its route has one open end, so its chance is 0.75 x sqrt(left) x 0.7^0; a
// route gains nothing by completion, so the term is the chance of having the merchant back.
const double kRouteChance = 0.75 * std::sqrt(kLeft);
const double kRouteTerm = kRouteChance * kMeeple;

} // namespace

class TestExplain : public QObject
{
    Q_OBJECT

private slots:
    void closingTheRouteScoresAndFreesTheMerchant();
    void aConquerorExpectsThePlanetsGain();
    void comparisonOrdersTheTermsBySize();
    void aBattleGivesItsOdds();
    void anIllegalMoveIsRefused();
};

void TestExplain::closingTheRouteScoresAndFreesTheMerchant()
{
    const Game g = position();
    const std::optional<MoveTerms> t = explainMove(g, kClose);
    QVERIFY(t);
    QCOMPARE(t->player, 0);
    QCOMPARE(t->pointsNow, 3.0); // 3 tiles, no symbol on the route
    QCOMPARE(t->opponentPoints, 0.0);
    QCOMPARE(t->closed.size(), std::size_t(1));
    QCOMPARE(t->closed[0].kind, FeatureKind::Route);
    QCOMPARE(t->closed[0].tiles, 3);
    QCOMPARE(t->closed[0].points, 3);
    QVERIFY(t->closed[0].mine);
    QCOMPARE(t->meeplesBack, 1);
    QCOMPARE(t->reserveBefore, 4); // 3 small and the large one
    QCOMPARE(t->reserveAfter, 5);
    QVERIFY(!t->meepleFeature);
    QVERIFY(t->grown.empty());
    QVERIFY(!t->battle);
    // The final score as if the game ended now: 2 (the route unfinished) then 3.
    QCOMPARE(t->scoreDelta, 1.0);
    QCOMPARE(termValue(*t, WhyTerm::EndValue), -2.0);
    QVERIFY(std::abs(t->heldDelta + kRouteTerm) < 1e-9);
    QVERIFY(std::abs(t->reserveDelta - kMeeple) < 1e-9);
    QCOMPARE(t->opponentsDelta, 0.0);
    // Red before: 2 + (3 + 1.3) x 1.5 + the route's term; Black: (4 + 1.3) x 1.5.
    QVERIFY(std::abs(t->valueBefore - (2 + 4.3 * kMeeple + kRouteTerm - 5.3 * kMeeple)) < 1e-9);
    QVERIFY(std::abs(t->valueAfter - 3.0) < 1e-9);
}

void TestExplain::aConquerorExpectsThePlanetsGain()
{
    const Game g = position();
    const std::optional<MoveTerms> t = explainMove(g, conquer());
    QVERIFY(t);
    QCOMPARE(t->pointsNow, 0.0);
    QVERIFY(t->closed.empty());
    QCOMPARE(t->meeplesBack, 0);
    QCOMPARE(t->reserveAfter, 3);
    QVERIFY(t->meepleFeature);
    const HeldFeatureTerm& p = *t->meepleFeature;
    QCOMPARE(p.kind, FeatureKind::Planet);
    QCOMPARE(p.open, 7);     // 8 cells around, the planet east of the start tile placed
    QCOMPARE(p.tiles, 2);    // the planet's tile and its one placed neighbour
    QCOMPARE(p.endWorth, 4); // 1 + 1 neighbour + 2 for the Empire symbol
    QCOMPARE(p.gain, 7);     // 9 + 2 completed
    // 0.9 x 0.5^0.35 x 0.88^7 = 0.2886 (0.5^0.35 = 0.7846, 0.88^7 = 0.4087).
    QVERIFY(std::abs(p.chance - 0.2886) < 0.0005);
    QVERIFY(std::abs(p.value - p.chance * (7 + kMeeple)) < 1e-9);
    QCOMPARE(t->scoreDelta, 4.0); // the planet's end value; the route still 2
    QVERIFY(std::abs(t->heldDelta - p.value) < 1e-9);
    QVERIFY(std::abs(t->reserveDelta + kMeeple) < 1e-9);
}

void TestExplain::comparisonOrdersTheTermsBySize()
{
    const Game g = position();
    const MoveTerms close = *explainMove(g, kClose);
    const MoveTerms planet = *explainMove(g, conquer());
    // The conqueror against closing: end value 4 - (-2) = 6, expected 2.45 + 0.80 = 3.25, points
    // now 0 - 3, reserve -1.5 - 1.5 = -3; the opponents nothing.
    const std::vector<TermDifference> d = compareTerms(planet, close);
    QCOMPARE(d.size(), std::size_t(4));
    QCOMPARE(d[0].term, WhyTerm::EndValue);
    QCOMPARE(d[0].difference, 6.0);
    QCOMPARE(d[1].term, WhyTerm::Expected);
    QVERIFY(std::abs(d[1].difference - 3.2483) < 0.001);
    QCOMPARE(d[2].term, WhyTerm::PointsNow);
    QCOMPARE(d[2].difference, -3.0);
    QCOMPARE(d[3].term, WhyTerm::Reserve);
    QVERIFY(std::abs(d[3].difference + 3.0) < 1e-9);
    // The value's change is the sum of the parts.
    for (const MoveTerms* m : {&close, &planet})
        QVERIFY(std::abs(m->valueAfter - m->valueBefore -
                         (m->scoreDelta + m->heldDelta + m->reserveDelta - m->opponentsDelta)) < 1e-9);
}

void TestExplain::aBattleGivesItsOdds()
{
    // The tutorial's lesson 10: Red attacks Black's planet; the chance is battleWinChance's.
    // The tutorial's lesson 10: Red attacks White's planet held by the large meeple; Red rolls 2
    // dice (the small meeple + the planet's Rebel symbol), White 2: by symmetry, 50%.
    QFile f(QStringLiteral(SWC_SOURCE_DIR "/resources/tutorial/10-planet-attack.yaml"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    std::vector<RecordError> errors;
    const std::optional<Lesson> l = parseLesson(f.readAll().toStdString(), "lesson", errors);
    QVERIFY(l);
    Game g = replay(l->position).game;
    if (g.drawnTile() < 0) QVERIFY(g.draw());
    const std::optional<MoveTerms> t = explainMove(g, {l->answer.placement, l->answer.meeple});
    QVERIFY(t);
    QVERIFY(t->battle);
    QCOMPARE(t->battleKind, FeatureKind::Planet);
    QCOMPARE(t->battleChance, 0.5);
    // A move without the attack starts none.
    const std::optional<MoveTerms> quiet = explainMove(g, {l->answer.placement, {}});
    QVERIFY(quiet && !quiet->battle);
}

void TestExplain::anIllegalMoveIsRefused()
{
    const Game g = position();
    QVERIFY(!explainMove(g, {{{5, 5}, 0}, {}})); // no neighbour
    MeepleMove onRoute;
    onRoute.place = true;
    onRoute.kind = FeatureKind::Route;
    onRoute.segment = 0;
    onRoute.at = {-1, 0};
    QVERIFY(!explainMove(g, {{{-1, 0}, 3}, onRoute})); // the route holds Red's merchant
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
