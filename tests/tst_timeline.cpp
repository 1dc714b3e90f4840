// A record as the steps of a review (engine/timeline.h): which steps a turn has, who decided
// each, the scores after it, and the positions before and after it, checked against the
// records' own expected figures and against whole replays of the record cut short.

#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "testpaths.h"
#include "timeline.h"

#include <QtTest>

using namespace swc;

namespace {

GameRecord load(const char* name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(std::string(SWC_TEST_DATA_DIR "/records/") + name, errors);
    for (const RecordError& e : errors) qWarning("%s", e.describe().c_str());
    if (!rec) qFatal("cannot read %s", name);
    return *rec;
}

std::vector<StepKind> kinds(const Timeline& t)
{
    std::vector<StepKind> out;
    for (const TimelineStep& s : t.steps()) out.push_back(s.kind);
    return out;
}

// A whole random game on the standard set, every turn naming its tile and its dice.
GameRecord randomGame(Rules rules, std::uint64_t seed)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Green, Color::Black};
    rec.rules = rules;
    rec.seed = seed;
    Rng rng(seed * 7 + 3);
    appendRandomTurns(rec, rng, -1, true);
    return rec;
}

// The same position, as far as a review shows it: the tiles, the meeples, the scores, the reserves.
void comparePositions(const Game& a, const Game& b)
{
    QCOMPARE(a.placedTiles().size(), b.placedTiles().size());
    for (std::size_t i = 0; i < a.placedTiles().size(); ++i) {
        QVERIFY(a.placedTiles()[i].at == b.placedTiles()[i].at);
        QCOMPARE(a.placedTiles()[i].face, b.placedTiles()[i].face);
        QCOMPARE(a.placedTiles()[i].rotation, b.placedTiles()[i].rotation);
    }
    QCOMPARE(a.meeplesOnBoard().size(), b.meeplesOnBoard().size());
    for (int p = 0; p < a.playerCount(); ++p) {
        QCOMPARE(a.score(p), b.score(p));
        QCOMPARE(a.reserve(p, MeepleSize::Small), b.reserve(p, MeepleSize::Small));
        QCOMPARE(a.reserve(p, MeepleSize::Large), b.reserve(p, MeepleSize::Large));
    }
    QCOMPARE(a.currentPlayer(), b.currentPlayer());
    QCOMPARE(a.pileSize(), b.pileSize());
}

}  // namespace

class TstTimeline : public QObject
{
    Q_OBJECT

private slots:
    // Galaxy Traders (the record's own comment): turn 5 completes a route held by red and green,
    // 4 points each; red's meeple goes to the route through the S edge of (0,1), green keeps his.
    void galaxyTradersReplacementsAreSteps()
    {
        const Timeline t(load("variant-galaxy-traders-replace.yaml"));
        QVERIFY(!t.error());
        QVERIFY(!t.finished());
        using K = StepKind;
        const std::vector<StepKind> expected = {K::Placement, K::Meeple, K::Placement, K::Meeple, K::Placement,
                                                K::Meeple, K::Placement, K::Meeple, K::Placement, K::Meeple,
                                                K::Replacement, K::Replacement};
        QVERIFY(kinds(t) == expected);
        QCOMPARE(t.firstStepOf(4), 8);
        QCOMPARE(t.lastStepOf(4), 11);
        QCOMPARE(t.step(8).seat, 0);   // red's turn
        QCOMPARE(t.step(10).seat, 0);  // red's meeple is offered first
        QCOMPARE(t.step(11).seat, 1);  // then green's
        QCOMPARE(t.step(10).replacement, 0);
        QCOMPARE(t.step(11).replacement, 1);
        // Before the meeple step of turn 5 nobody has scored; after it both have 4.
        QCOMPARE(t.step(8).scores[0], 0);
        QCOMPARE(t.step(9).scores[0], 4);
        QCOMPARE(t.step(9).scores[1], 4);
        QCOMPARE(t.step(9).report.scores.size(), std::size_t(1));
        QCOMPARE(t.step(9).report.scores[0].points, 4);
        // Red re-placed: 3 small meeples left in the reserve; green kept his: 4.
        QVERIFY(t.step(10).report.replacements.size() == 1 && t.step(10).report.replacements[0].move.place);
        QVERIFY(t.step(11).report.replacements.size() == 1 && !t.step(11).report.replacements[0].move.place);
        const Game afterRed = t.gameAfter(10);
        QVERIFY(afterRed.inReplacementStep());
        QCOMPARE(afterRed.pendingMeeple().player, 1);
        QCOMPARE(afterRed.reserve(0, MeepleSize::Small), 3);
        const Game end = t.gameAfter(11);
        QVERIFY(!end.inReplacementStep());
        QCOMPARE(end.reserve(0, MeepleSize::Small), 3);
        QCOMPARE(end.reserve(1, MeepleSize::Small), 4);
        // The turn's log at its last step holds the scoring and both re-placements.
        const TurnReport whole = t.turnReportAt(11);
        QCOMPARE(whole.scores.size(), std::size_t(1));
        QCOMPARE(whole.replacements.size(), std::size_t(2));
        QCOMPARE(t.turnReportAt(10).replacements.size(), std::size_t(1));
    }

    // The positions around a tile: before the placement the tile is drawn and nothing placed;
    // after it the game waits for the meeple; after the meeple step the turn has passed.
    void positionsAroundAPlacement()
    {
        const Timeline t(load("variant-galaxy-traders-replace.yaml"));
        const GameRecord& rec = t.record();
        const int face = rec.tileset->findFace("route-curve");
        const Game before = t.gameBefore(2);  // turn 2's placement
        QCOMPARE(before.drawnTile(), face);
        QCOMPARE(before.placedTiles().size(), std::size_t(2));  // the start tile and turn 1's
        const Game placed = t.gameAfter(2);
        QVERIFY(placed.inMeepleStep());
        QVERIFY(placed.placedTiles().back().at == (Pos{0, 1}));
        QCOMPARE(int(placed.placedTiles().back().face), face);
        comparePositions(t.gameBefore(3), placed);
        const Game done = t.gameAfter(3);
        QVERIFY(!done.inMeepleStep());
        QCOMPARE(done.currentPlayer(), 0);
        QCOMPARE(done.turnNumber(), 2);
        // Before the first step: the start tile alone.
        QCOMPARE(t.gameAfter(-1).placedTiles().size(), std::size_t(1));
        QCOMPARE(t.step(2).report.face, face);
        QVERIFY(t.step(2).report.placement.at == (Pos{0, 1}));
    }

    // Intel and Rumours: each turn begins with its choice of tile; the game ends after four
    // turns and the final scoring is the last step (red 10, black 9: the record's figures).
    void intelChoicesAndFinalScoring()
    {
        const Timeline t(load("variant-intel-refill.yaml"));
        QVERIFY(!t.error());
        QVERIFY(t.finished());
        QCOMPARE(t.size(), 13);
        for (int turn = 0; turn < 4; ++turn) {
            const int first = t.firstStepOf(turn);
            QCOMPARE(first, 3 * turn);
            QCOMPARE(t.step(first).kind, StepKind::TileChoice);
            QCOMPARE(t.step(first).seat, turn % 2);
            QCOMPARE(t.step(first + 1).kind, StepKind::Placement);
            QCOMPARE(t.step(first + 2).kind, StepKind::Meeple);
            QCOMPARE(t.lastStepOf(turn), first + 2);
        }
        const Game choosing = t.gameBefore(0);
        QCOMPARE(choosing.drawnTile(), -1);
        QCOMPARE(choosing.rowSize(), 3);
        QVERIFY(t.gameAfter(0).drawnTile() >= 0);
        comparePositions(t.gameBefore(1), t.gameAfter(0));
        const TimelineStep& last = t.step(12);
        QCOMPARE(last.kind, StepKind::FinalScoring);
        QCOMPARE(last.seat, -1);
        QCOMPARE(last.scores[0], 10);
        QCOMPARE(last.scores[1], 9);
        QCOMPARE(last.report.scores.size(), std::size_t(4));  // the four planets
        QCOMPARE(t.step(11).scores[0], 0);  // nothing scored before the end
    }

    // A tile that fits nowhere is one step that nobody decided; the same player then places.
    void setAsideIsAStep()
    {
        const Timeline t(load("set-aside-tile-fits-nowhere.yaml"));
        using K = StepKind;
        const std::vector<StepKind> expected = {K::SetAside, K::Placement, K::Meeple, K::Placement, K::Meeple,
                                                K::FinalScoring};
        QVERIFY(kinds(t) == expected);
        QCOMPARE(t.step(0).seat, -1);
        QCOMPARE(t.step(1).seat, 0);
        QCOMPARE(t.step(3).seat, 1);
        QCOMPARE(t.gameAfter(0).setAside().size(), std::size_t(1));
        QCOMPARE(t.step(5).scores[0], 5);
        QCOMPARE(t.step(5).scores[1], 4);
    }

    // A record with an illegal turn: the timeline holds the turns before it and says which.
    void stopsBeforeAnIllegalTurn()
    {
        GameRecord rec = load("variant-galaxy-traders-replace.yaml");
        rec.turns[3].placement.at = {5, 5};  // no neighbour
        const Timeline t(rec);
        QVERIFY(t.error().has_value());
        QCOMPARE(t.error()->turn, 4);
        QCOMPARE(t.size(), 6);
        QVERIFY(!t.finished());
    }

    // Whole random games, every variant: the position after each turn's last step (from the
    // copies kept every few turns) is that of a replay of the record cut after the turn, and the
    // steps' scores are the replay's.
    void positionsMatchReplaysCutShort_data()
    {
        QTest::addColumn<int>("variants");
        QTest::newRow("plain") << 0;
        QTest::newRow("all variants") << 0x1f;
        QTest::newRow("galaxy traders") << (1 << static_cast<int>(Variant::GalaxyTraders));
        QTest::newRow("intel and rumours") << (1 << static_cast<int>(Variant::IntelAndRumours));
    }
    void positionsMatchReplaysCutShort()
    {
        QFETCH(int, variants);
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        const GameRecord rec = randomGame(rules, 40 + static_cast<std::uint64_t>(variants));
        const Timeline t(rec);
        QVERIFY(!t.error());
        QVERIFY(t.finished());
        QVERIFY(rec.turns.size() > 3 * Timeline::kSnapshotTurns);
        const int turns = static_cast<int>(rec.turns.size());
        for (int turn : {0, 1, Timeline::kSnapshotTurns - 1, Timeline::kSnapshotTurns, Timeline::kSnapshotTurns + 3,
                         turns / 2, turns - 1}) {
            GameRecord cut = rec;
            cut.turns.resize(static_cast<std::size_t>(turn) + 1);
            const ReplayResult r = replay(cut);
            QVERIFY(!r.error);
            const int last = t.lastStepOf(turn);
            comparePositions(t.gameAfter(last), r.game);
            for (int p = 0; p < r.game.playerCount(); ++p) QCOMPARE(t.step(last).scores[p], r.game.score(p));
        }
        const SeatArray<int> finals = replay(rec).game.finalScores();
        for (int p = 0; p < 3; ++p) QCOMPARE(t.step(t.size() - 1).scores[p], finals[p]);
    }
};

QTEST_GUILESS_MAIN(TstTimeline)
#include "tst_timeline.moc"
