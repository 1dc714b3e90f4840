// The board's motion (issue 42, app/ui/motion.h and boardmotion.h): a tile placed slides into its
// cell and ends exactly on it, a battle's dice land on the real values, the scores count up to
// the real ones, a key or a click finishes every animation at once, and with Reduce motion
// nothing moves. The other GUI tests run with SWC_REDUCE_MOTION=1 (tests/CMakeLists.txt); these
// turn motion on themselves. Fast: each waits at most for one turn's animations (under 2 s).
#include "boardmotion.h"
#include "boardview.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "motion.h"
#include "seats.h"
#include "testrecords.h"
#include "playersdock.h"
#include "tutorial.h"
#include "widgettest.h"

#include <QAction>
#include <QElapsedTimer>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// The record's position before its planet attack (red attacks white's planet at (0,1)).
GameRecord beforeTheAttack()
{
    GameRecord rec = loadTestRecord("rulebook-planet-attack.yaml");
    rec.turns.pop_back();
    return rec;
}

QGraphicsItem* newestTile(const BoardView& board, const std::vector<QGraphicsItem*>& before)
{
    for (QGraphicsItem* i : board.scene()->items())
        if (i->data(0).toString() == QLatin1String("tile") && std::find(before.begin(), before.end(), i) == before.end())
            return i;
    return nullptr;
}

std::vector<QGraphicsItem*> items(const BoardView& board, const QString& role)
{
    std::vector<QGraphicsItem*> out;
    for (QGraphicsItem* i : board.scene()->items())
        if (i->data(0).toString() == role) out.push_back(i);
    return out;
}

// Red's tile placed beside white's planet at (0,1), as tst_mainwindow's battleThenWholeGame does;
// its cell in `cell`.
QGraphicsItem* placeRedsTile(MainWindow& w, Pos* cell = nullptr)
{
    GameSession* s = w.session();
    const auto before = items(*w.board(), QStringLiteral("tile"));
    for (const Placement& p : s->legalPlacements())
        if (std::abs(p.at.x) <= 1 && std::abs(p.at.y - 1) <= 1) {
            s->setRotation(p.rotation);
            if (!s->place(p.at)) return nullptr;
            if (cell) *cell = p.at;
            return newestTile(*w.board(), before);
        }
    return nullptr;
}

// The attack on white's planet chosen and the turn ended.
bool attackAndEnd(GameSession* s)
{
    for (const MeepleMove& m : s->meepleOptions())
        if (m.kind == FeatureKind::Planet && m.at == Pos{0, 1} && m.size == MeepleSize::Small)
            return s->chooseMeeple(m) && s->confirm();
    return false;
}

bool atRest(QGraphicsItem* tile, Pos cell)
{
    return tile->pos() == QPointF(cell.x * BoardView::kTile, cell.y * BoardView::kTile) && tile->opacity() == 1.0 &&
           qFuzzyCompare(tile->scale(), BoardView::kTile / 160.0);
}

// Each side's last roll, in the panel's order (side by side, die by die).
std::vector<int> lastRolls(const BattleReport& b)
{
    std::vector<std::vector<int>> rolls(b.sides.size());
    for (const auto& round : b.rounds)
        for (std::size_t i = 0; i < round.size(); ++i)
            if (!round[i].empty()) rolls[i] = round[i];
    std::vector<int> out;
    for (const auto& r : rolls) out.insert(out.end(), r.begin(), r.end());
    return out;
}

// The dice the board shows, by side then position from the left.
std::vector<int> diceShown(const BoardView& board)
{
    auto dice = items(board, QStringLiteral("die"));
    std::sort(dice.begin(), dice.end(), [](const QGraphicsItem* a, const QGraphicsItem* b) {
        const int sa = a->data(2).toInt(), sb = b->data(2).toInt();
        return sa != sb ? sa < sb : a->pos().x() < b->pos().x();
    });
    std::vector<int> out;
    for (const QGraphicsItem* d : dice) out.push_back(d->data(1).toInt());
    return out;
}

// Everything the turn shows, at rest: the tile on its cell, the real dice with the winner lit,
// the real scores in the Players table.
void checkAtRest(MainWindow& w, QGraphicsItem* tile, Pos cell)
{
    GameSession* s = w.session();
    QVERIFY(atRest(tile, cell));
    const BattleReport& b = s->lastTurn()->report.battles.front();
    QCOMPARE(diceShown(*w.board()), lastRolls(b));
    const auto lit = items(*w.board(), QStringLiteral("diceWinner"));
    QCOMPARE(static_cast<int>(lit.size()), 1);
    QCOMPARE(lit.front()->data(1).toInt(), b.winner);
    QCOMPARE(lit.front()->opacity(), 1.0);
    for (const QGraphicsItem* d : items(*w.board(), QStringLiteral("die"))) QCOMPARE(d->rotation(), 0.0);
    for (int p = 0; p < 2; ++p) QCOMPARE(w.playersTable()->item(p, 2)->text(), QString::number(s->game().score(p)));
    for (const QGraphicsItem* m : items(*w.board(), QStringLiteral("meeple"))) QCOMPARE(m->opacity(), 1.0);
}

}  // namespace

class TestMotion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void tileSlidesThenRests();
    void diceAndScoresEndOnTheRealValues();
    void pointsFlyToTheScorersRow();
    void finishedFlightGoneAtOnce();
    void keyFinishesEverythingAtOnce();
    void clickFinishesEverythingAtOnce();
    void reduceMotionMovesNothing();
    void reduceMotionIsRemembered();
    void instantSpeedDoesNotWait();
    void framesOfABattleTurn();
};

void TestMotion::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestMotion::init() { motion::setReduced(false); }

void TestMotion::cleanup() { motion::setReduced(true); }

void TestMotion::tileSlidesThenRests()
{
    MainWindow w;
    motion::setReduced(false);
    showActive(w);
    QVERIFY(w.startGame(beforeTheAttack()));
    QVERIFY(!w.board()->isAnimating());  // a game opened is shown at once
    QVERIFY(BoardMotion::tileSlide().ms <= motion::kLongestMs);
    QElapsedTimer clock;
    clock.start();
    Pos cell;
    QGraphicsItem* tile = placeRedsTile(w, &cell);
    QVERIFY(tile);
    QVERIFY(w.board()->isAnimating());
    // On the way: off its cell (above it), then on it exactly.
    QVERIFY(tile->pos().y() < cell.y * BoardView::kTile);
    QTest::qWait(100);
    if (clock.elapsed() < BoardMotion::tileSlide().ms - 50) QVERIFY(!atRest(tile, cell));
    QTRY_VERIFY_WITH_TIMEOUT(!w.board()->isAnimating(), 2000);
    QVERIFY(atRest(tile, cell));
    // The board's logic saw the tile where it is from the first moment.
    QCOMPARE(w.board()->itemCountForTests(QStringLiteral("tile")), static_cast<int>(w.session()->game().placedTiles().size()));
}

void TestMotion::diceAndScoresEndOnTheRealValues()
{
    MainWindow w;
    motion::setReduced(false);
    showActive(w);
    QVERIFY(w.startGame(beforeTheAttack()));
    Pos cell;
    QGraphicsItem* tile = placeRedsTile(w, &cell);
    QVERIFY(tile);
    QTRY_VERIFY_WITH_TIMEOUT(!w.board()->isAnimating(), 2000);
    const int whiteBefore = w.session()->game().score(1);
    QVERIFY(attackAndEnd(w.session()));
    QVERIFY(w.board()->isAnimating());
    QCOMPARE(static_cast<int>(items(*w.board(), QStringLiteral("dicePanel")).size()), 1);
    // White loses and scores its dice (and the ties): its score counts up from where it was.
    QVERIFY(w.session()->game().score(1) > whiteBefore);
    QCOMPARE(w.playersTable()->item(1, 2)->text(), QString::number(whiteBefore));
    QTest::qWait(120);
    QVERIFY(w.board()->isAnimating());  // the dice still rolling
    QTRY_VERIFY_WITH_TIMEOUT(!w.board()->isAnimating(), 2500);
    checkAtRest(w, tile, cell);
}

// With motion on, the tutorial's fifth lesson played by Show me: Red's tile closes a route of 3
// tiles, 3 points (the rulebook's). The label of those points once it flies (`before`: Red's
// score before the tile).
static QLabel* showMeTheRouteOfThree(MainWindow& w, int* before)
{
    motion::setReduced(false);
    showActive(w);
    w.openTutorial();
    w.tutorial()->startLesson(4);
    if (!QTest::qWaitFor([&w] { return !w.board()->isAnimating(); }, 2000)) return nullptr;
    *before = w.session()->game().score(0);
    w.tutorial()->showMe();
    QLabel* flying = nullptr;
    QTest::qWaitFor([&] { return (flying = w.findChild<QLabel*>(QStringLiteral("scoreFlight"))) && flying->isVisible(); }, 3000);
    return flying;
}

void TestMotion::pointsFlyToTheScorersRow()
{
    MainWindow w;
    int before = 0;
    QLabel* flying = showMeTheRouteOfThree(w, &before);
    QVERIFY(flying);
    QCOMPARE(w.session()->game().score(0), before + 3);
    QCOMPARE(flying->text(), QStringLiteral("+3"));
    // On its way to Red's score: nearer to it from one look to the next, then gone.
    QTableWidget* table = w.playersTable();
    const QPoint target = table->viewport()->mapTo(&w, table->visualItemRect(w.playersDock()->scoreCell(0)).center());
    const QPointer<QLabel> watched(flying);
    const auto distance = [&] { return (watched->geometry().center() - target).manhattanLength(); };
    const int first = distance();
    QTest::qWait(150);
    if (watched) QVERIFY(distance() < first);
    QTRY_VERIFY_WITH_TIMEOUT(!watched, 2000);
    // The lesson's game is over with that tile: the cell is the final total, Red's 3 among it.
    QVERIFY(w.session()->finalScoring());
    QCOMPARE(w.playersDock()->scoreCell(0)->text(), QString::number(w.session()->finalScoring()->scores[0]));
    QVERIFY(w.session()->finalScoring()->scores[0] >= 3);
}

// Any key finishes every animation: a flying label is gone at that moment, not at the next
// turn of the event loop (a picture taken then showed a "+3" over a score).
void TestMotion::finishedFlightGoneAtOnce()
{
    MainWindow w;
    int before = 0;
    QLabel* flying = showMeTheRouteOfThree(w, &before);
    QVERIFY(flying);
    const QPointer<QLabel> watched(flying);
    w.board()->finishAnimations();
    QVERIFY(!watched || !watched->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!watched, 1000);
}

// Red's tile placed and its attack played with motion on: the board still moving (`tile`, `cell`:
// the tile and where it rests).
static void attackInMotion(MainWindow& w, QGraphicsItem** tile, Pos* cell)
{
    motion::setReduced(false);
    showActive(w);
    QVERIFY(w.startGame(beforeTheAttack()));
    *tile = placeRedsTile(w, cell);
    QVERIFY(*tile);
    QVERIFY(attackAndEnd(w.session()));
}

void TestMotion::keyFinishesEverythingAtOnce()
{
    MainWindow w;
    Pos cell;
    QGraphicsItem* tile = nullptr;
    attackInMotion(w, &tile, &cell);
    QVERIFY(tile && w.board()->isAnimating());
    QVERIFY(!atRest(tile, cell));
    QTest::keyClick(w.board(), Qt::Key_Shift);
    QVERIFY(!w.board()->isAnimating());
    checkAtRest(w, tile, cell);
}

void TestMotion::clickFinishesEverythingAtOnce()
{
    MainWindow w;
    Pos cell;
    QGraphicsItem* tile = nullptr;
    attackInMotion(w, &tile, &cell);
    QVERIFY(tile && w.board()->isAnimating());
    // A click on the Players table (not the board): everything at rest, then the click acts.
    QTest::mouseClick(w.playersTable()->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(!w.board()->isAnimating());
    checkAtRest(w, tile, cell);
    QCOMPARE(static_cast<int>(items(*w.board(), QStringLiteral("scoreLabel")).size()), 0);  // the flashes gone
}

void TestMotion::reduceMotionMovesNothing()
{
    MainWindow w;
    showActive(w);
    w.action(QStringLiteral("reduceMotion"))->setChecked(false);
    w.action(QStringLiteral("reduceMotion"))->trigger();
    QVERIFY(motion::reduced());
    QVERIFY(w.startGame(beforeTheAttack()));
    Pos cell;
    QGraphicsItem* tile = placeRedsTile(w, &cell);
    QVERIFY(tile);
    QVERIFY(!w.board()->isAnimating());
    QVERIFY(atRest(tile, cell));
    QVERIFY(attackAndEnd(w.session()));
    QVERIFY(!w.board()->isAnimating());
    checkAtRest(w, tile, cell);
}

void TestMotion::reduceMotionIsRemembered()
{
    {
        MainWindow w;
        motion::setReduced(false);
        QAction* reduce = w.action(QStringLiteral("reduceMotion"));
        QVERIFY(reduce && reduce->isCheckable());
        reduce->setChecked(false);
        reduce->trigger();
        QVERIFY(motion::reduced());
        QCOMPARE(QSettings().value(QStringLiteral("view/reduceMotion")).toBool(), true);
    }
    motion::setReduced(false);  // as a program started without SWC_REDUCE_MOTION
    {
        MainWindow w;
        QVERIFY(w.action(QStringLiteral("reduceMotion"))->isChecked());
        QVERIFY(motion::reduced());
        w.action(QStringLiteral("reduceMotion"))->trigger();
        QVERIFY(!motion::reduced());
    }
    motion::setReduced(false);
    MainWindow w;
    QVERIFY(!w.action(QStringLiteral("reduceMotion"))->isChecked());
    QVERIFY(!motion::reduced());
}

void TestMotion::instantSpeedDoesNotWait()
{
    {
        QSettings().setValue(QStringLiteral("computer/pause"), 120);  // the former "Fast"
        MainWindow w;
        QAction* instant = w.action(QStringLiteral("computerInstant"));
        QVERIFY(instant && instant->isChecked());
        QCOMPARE(w.seats()->computerPause(), 0);
        w.action(QStringLiteral("computerSlow"))->trigger();
        QCOMPARE(w.seats()->computerPause(), 1200);
        instant->trigger();
        QCOMPARE(w.seats()->computerPause(), 0);
    }
    MainWindow w;
    QVERIFY(w.action(QStringLiteral("computerInstant"))->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("computer/pause")).toInt(), 0);
    // A computer's turn at Instant: no pause between its steps, so well within one Normal pause
    // (450 ms) beyond its search.
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    showActive(w);
    QVERIFY(w.startGame(rec, {}, {static_cast<int>(AiLevel::Easy), -1}));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().currentPlayer(), 1, 10000);
    QVERIFY(w.session()->lastTurn());
}

// Not a check: with SWC_MOTION_FRAMES=DIR, pictures of the board during a turn with a battle
// (the tile at 0, 100, 200 and 400 ms after it is placed, then the dice and the scores), to look
// at the motion or to make an animated capture of it.
void TestMotion::framesOfABattleTurn()
{
    const QString dir = qEnvironmentVariable("SWC_MOTION_FRAMES");
    if (dir.isEmpty()) QSKIP("SWC_MOTION_FRAMES not set");
    MainWindow w;
    motion::setReduced(false);
    w.resize(1400, 900);
    showActive(w);
    QVERIFY(w.startGame(beforeTheAttack()));
    w.board()->fitBoard();
    const auto grabAt = [&](const QElapsedTimer& clock, const QString& what, std::initializer_list<int> times) {
        for (int ms : times) {
            do QTest::qWait(2);  // the animations' latest step drawn
            while (clock.elapsed() < ms);
            w.board()->grab().save(QStringLiteral("%1/%2-%3ms.png").arg(dir, what).arg(ms, 4, 10, QLatin1Char('0')));
        }
    };
    w.board()->grab();  // the art drawn once: the timed pictures are not late
    QElapsedTimer clock;
    clock.start();
    QVERIFY(placeRedsTile(w));
    grabAt(clock, QStringLiteral("tile"), {0, 100, 200, 400});
    QTRY_VERIFY(!w.board()->isAnimating());
    w.board()->grab();
    clock.restart();
    QVERIFY(attackAndEnd(w.session()));
    grabAt(clock, QStringLiteral("battle"), {0, 100, 200, 300, 400, 600, 900, 1200, 1500, 2000});
    w.grab().save(dir + QStringLiteral("/battle-window.png"));
    // A route completed: its glow and its points.
    QVERIFY(w.startGame(loadTestRecord("rulebook-route-3-tiles.yaml")));
    w.board()->fitBoard();
    w.board()->grab();
    clock.restart();
    w.board()->flashScores(w.session()->history().back().report);
    grabAt(clock, QStringLiteral("score"), {0, 100, 200, 400, 800, 1000, 1200, 1400});
}

QTEST_MAIN(TestMotion)
#include "tst_motion.moc"
