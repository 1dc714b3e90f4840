// The Review mode driven as a person does: records of tests/data/records reviewed step by step
// (the board, the scores and the log checked against the engine's own replay of the record, or
// against values worked out by hand from the record), the keys, the chart, Play from here, and
// the ways into the mode (a finished record opened, the final scoring's button, the Review mode
// on a game in play, a record with an illegal turn).
#include "analysisrunner.h"
#include "recordmoves.h"
#include "analysistext.h"
#include "boardview.h"
#include "boardwords.h"
#include "finalscoring.h"
#include "gametext.h"
#include "mainwindow.h"
#include "playfromhere.h"
#include "random_play.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "replaypanel.h"
#include "scorechart.h"
#include "testpaths.h"
#include "timelinebar.h"
#include "whytext.h"
#include "winchancechart.h"
#include "testrecords.h"
#include "widgettest.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>
#include <QFileDialog>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

QString recordPath(const QString& name) { return QStringLiteral(SWC_TEST_DATA_DIR "/records/") + name; }

GameRecord loadTestRecord(const QString& name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(recordPath(name).toStdString(), errors);
    return rec ? *rec : GameRecord{};
}

// The record's first `turns` turns, replayed by the engine on its own.
Game replayed(const GameRecord& record, int turns)
{
    GameRecord cut = record;
    cut.turns.resize(static_cast<std::size_t>(turns));
    ReplayResult r = replay(cut);
    if (r.error) qWarning("the cut record does not replay: %s", r.error->message().c_str());
    return r.game;
}

// Reviews `file` in the window, waiting for it (false: it was not shown).
bool review(MainWindow& w, const QString& file)
{
    QSignalSpy opened(&w, &MainWindow::reviewOpened);
    w.reviewFile(recordPath(file));
    if (opened.isEmpty() && !opened.wait(30000)) return false;
    return opened.at(0).at(0).toBool() && w.mode() == MainWindow::Mode::Review;
}

// The board as the review draws it: the cells of its tiles, in order.
std::vector<Pos> drawnTiles(const ReviewPage& r)
{
    std::vector<Pos> out;
    for (const QPointF& p : r.board()->itemPositionsForTests(QStringLiteral("tile")))
        out.push_back(BoardView::cellAt(p + QPointF(1, 1)));
    std::sort(out.begin(), out.end(), [](Pos a, Pos b) { return std::pair(a.x, a.y) < std::pair(b.x, b.y); });
    return out;
}

std::vector<Pos> tilesOf(const Game& g)
{
    std::vector<Pos> out;
    for (const auto& t : g.placedTiles()) out.push_back(t.at);
    std::sort(out.begin(), out.end(), [](Pos a, Pos b) { return std::pair(a.x, a.y) < std::pair(b.x, b.y); });
    return out;
}

// Every placed tile as "x,y:face/rotation" (the review's position against the engine's replay).
QStringList boardText(const Game& g)
{
    QStringList out;
    for (const auto& t : g.placedTiles()) out << QStringLiteral("%1,%2:%3/%4").arg(t.at.x).arg(t.at.y).arg(t.face).arg(t.rotation);
    return out;
}

// The meeples on the board by player and size: "red small", ...
QStringList meeplesOf(const Game& g)
{
    QStringList out;
    for (const auto& m : g.meeplesOnBoard())
        out << QStringLiteral("%1 %2 %3")
                   .arg(QString::fromLatin1(colorName(g.color(m.player))),
                        m.size == MeepleSize::Large ? QStringLiteral("large") : QStringLiteral("small"))
                   .arg(m.node);
    out.sort();
    return out;
}

QString scoreCell(const ReviewPage& r, int seat) { return r.playersTable()->item(seat, 2)->text(); }

// The review's board, meeples and scores at the step shown against the engine's game `g`.
void compareWith(const ReviewPage& r, const Game& g, const char* where)
{
    const Game& shown = r.position()->game();
    QVERIFY2(boardText(shown) == boardText(g), where);
    QVERIFY2(drawnTiles(r) == tilesOf(g), where);
    QVERIFY2(meeplesOf(shown) == meeplesOf(g), where);
    QVERIFY2(static_cast<int>(r.board()->itemPositionsForTests(QStringLiteral("meeple")).size()) ==
                 static_cast<int>(g.meeplesOnBoard().size()),
             where);
    for (int p = 0; p < g.playerCount(); ++p) QVERIFY2(scoreCell(r, p) == QString::number(g.score(p)), where);
}

// "Round 1: Red rolls 6; White rolls 1." for every round of every battle of the turn: the log's
// sentences, from the engine's own report of the turn.
QStringList diceLines(const Game& g, const TurnReport& report)
{
    QStringList out;
    for (const BattleReport& b : report.battles)
        for (std::size_t round = 0; round < b.rounds.size(); ++round) {
            QStringList rolls;
            for (std::size_t i = 0; i < b.sides.size(); ++i) {
                if (b.rounds[round][i].empty()) continue;
                QStringList names, faces;
                for (int p = 0; p < g.playerCount(); ++p)
                    if (b.sides[i].players >> p & 1) {
                        QString c = QString::fromLatin1(colorName(g.color(p)));
                        names << c.left(1).toUpper() + c.mid(1);
                    }
                for (int d : b.rounds[round][i]) faces << QString::number(d);
                rolls << QStringLiteral("%1 rolls %2").arg(names.join(QStringLiteral(" and ")), faces.join(QStringLiteral(", ")));
            }
            out << QStringLiteral("Round %1: %2.").arg(round + 1).arg(rolls.join(QStringLiteral("; ")));
        }
    return out;
}

}  // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(Autosave::directory()).removeRecursively();
    }

    // Every turn's last step shows the engine's replay of the record to that turn: the tiles
    // (drawn and in the position), the meeples, the scores; the steps within a turn (a face-up
    // tile taken, a tile placed) show the turn before it plus the tile; the turn's log names
    // every die rolled. House rules, teams and tile sets of the record's own alike.
    void stepsMatchTheReplay_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("battle") << QStringLiteral("rulebook-route-battle.yaml");
        QTest::newRow("galaxy traders") << QStringLiteral("variant-galaxy-traders-replace.yaml");
        QTest::newRow("galaxy traders, teams") << QStringLiteral("variant-galaxy-traders-teams.yaml");
        QTest::newRow("intel and rumours") << QStringLiteral("variant-intel-refill.yaml");
        QTest::newRow("explorers' guild") << QStringLiteral("variant-explorers-guild-shared-field.yaml");
        QTest::newRow("hyperspace") << QStringLiteral("variant-hyperspace-planet.yaml");
        QTest::newRow("endgame") << QStringLiteral("variant-endgame-field.yaml");
        QTest::newRow("teams") << QStringLiteral("team-battle-dice-cap.yaml");
        QTest::newRow("own tile set, set aside") << QStringLiteral("set-aside-inline-tileset.yaml");
        QTest::newRow("three dice") << QStringLiteral("large-meeple-and-symbol-three-dice.yaml");
    }
    void stepsMatchTheReplay()
    {
        QFETCH(QString, file);
        const GameRecord rec = loadTestRecord(file);
        QVERIFY(rec.tileset);
        std::vector<TurnReport> reports;
        const ReplayResult whole = replay(rec, &reports);
        QVERIFY(!whole.error);
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, file));
        ReviewPage* r = w.reviewPage();
        const Timeline& t = *r->timeline();
        QCOMPARE(t.finished(), whole.game.isOver());
        QCOMPARE(r->step(), -1);
        compareWith(*r, replayed(rec, 0), "start");
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Start of the game"));
        const int turns = static_cast<int>(rec.turns.size());
        for (int turn = 0; turn < turns; ++turn) {
            const QByteArray where = QStringLiteral("%1, turn %2").arg(file).arg(turn + 1).toUtf8();
            const Game before = replayed(rec, turn), after = replayed(rec, turn + 1);
            // Within the turn: the position before it, the tile placed once the Placement step is shown.
            for (int i = t.firstStepOf(turn); i < t.lastStepOf(turn); ++i) {
                r->setStep(i);
                const StepKind kind = t.step(i).kind;
                if (kind != StepKind::TileChoice && kind != StepKind::Placement) continue;
                const int placed = static_cast<int>(r->position()->game().placedTiles().size());
                QCOMPARE(placed, static_cast<int>(before.placedTiles().size()) + (kind == StepKind::Placement ? 1 : 0));
                QCOMPARE(meeplesOf(r->position()->game()), meeplesOf(before));
                for (int p = 0; p < before.playerCount(); ++p) QCOMPARE(scoreCell(*r, p), QString::number(before.score(p)));
            }
            r->setStep(t.lastStepOf(turn));
            compareWith(*r, after, where.constData());
            const QString log = r->turnView()->toPlainText();
            for (const QString& line : diceLines(after, reports[static_cast<std::size_t>(turn)]))
                QVERIFY2(log.contains(line), qPrintable(QStringLiteral("%1: %2 not in %3").arg(QString::fromUtf8(where), line, log)));
        }
        if (!t.finished()) return;
        // The final scoring: the players' table holds the final totals.
        r->setStep(t.size() - 1);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Final scoring"));
        const auto finals = whole.game.finalScores();
        for (int p = 0; p < whole.game.playerCount(); ++p)
            QCOMPARE(r->playersTable()->item(p, 1 + kScoreCategories)->text(), QString::number(finals[p]));
        QVERIFY(r->turnView()->toPlainText().contains(QStringLiteral("Final scoring")));
    }

    // In the window's usual size the review's players table shows each faction whole (issue 39:
    // "Rebel …"), and the names whole too.
    void factionsReadWhole()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        w.resize(1400, 900);
        swc::test::showActive(w);
        // A team game of four with the names of the shots (Leia, Vader, Chewie, Tarkin).
        QTemporaryDir dir;
        QFile in(recordPath(QStringLiteral("team-end-of-game.yaml")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        text.replace("teams: true\n", "teams: true\nnames: [Leia, Vader, Chewie, Tarkin]\n");
        const QString path = dir.filePath(QStringLiteral("team.yaml"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        QSignalSpy opened(&w, &MainWindow::reviewOpened);
        w.reviewFile(path);
        QVERIFY(!opened.isEmpty() || opened.wait(30000));
        QVERIFY(w.mode() == MainWindow::Mode::Review);
        QTableWidget* table = w.reviewPage()->playersTable();
        QVERIFY2(table->item(0, 0)->text().contains(QStringLiteral("Leia (red)")), qPrintable(table->item(0, 0)->text()));
        QCoreApplication::processEvents();
        for (int c : {0, 1}) {
            const int needs = static_cast<const QAbstractItemView*>(table)->sizeHintForColumn(c);
            QVERIFY2(table->columnWidth(c) >= needs, qPrintable(QStringLiteral("column %1: %2 of %3").arg(c).arg(table->columnWidth(c)).arg(needs)));
        }
    }

    // The rulebook's route battle, worked out by hand from the record (its comment): turn 5 joins
    // red's route and white's; red rolls 6, white 1; white scores 1, red the 4-tile route.
    void battleTurnByHand()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, QStringLiteral("rulebook-route-battle.yaml")));
        ReviewPage* r = w.reviewPage();
        QCOMPARE(r->timeline()->size(), 10);  // 5 turns of a tile and a meeple; not finished
        QVERIFY(r->noticeLabel()->isVisibleTo(r));
        QCOMPARE(r->noticeLabel()->text(), QStringLiteral("This game is not finished: the review ends at its last turn."));
        // Turn 5, its tile placed: 6 tiles, red's and white's route meeples, nobody scored yet.
        r->setStep(8);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Red places a tile"));
        QCOMPARE(drawnTiles(*r).size(), std::size_t(6));
        QCOMPARE(r->board()->itemPositionsForTests(QStringLiteral("meeple")).size(), std::size_t(2));
        QCOMPARE(scoreCell(*r, 0), QStringLiteral("0"));
        QCOMPARE(scoreCell(*r, 1), QStringLiteral("0"));
        const QString placed = r->turnView()->toPlainText();
        QVERIFY2(placed.startsWith(QStringLiteral("Turn 5: \u25CF Red places")) && placed.endsWith(QStringLiteral("directly west of the start tile.")),
                 qPrintable(placed));
        QVERIFY2(!placed.contains(QStringLiteral("meeple")), qPrintable(placed));
        // Its meeple step: the battle and the scores.
        r->setStep(9);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Red places a meeple"));
        QCOMPARE(scoreCell(*r, 0), QStringLiteral("4"));
        QCOMPARE(scoreCell(*r, 1), QStringLiteral("1"));
        QCOMPARE(r->board()->itemPositionsForTests(QStringLiteral("meeple")).size(), std::size_t(1));  // red's on the field
        const QString log = r->turnView()->toPlainText();
        for (const char* line : {"Battle on the trading route", "Red - dice: 1 (1 small meeple)", "White - dice: 1 (1 small meeple)",
                                 "Round 1: Red rolls 6; White rolls 1.", "Red wins. Points: White +1.",
                                 "Red scores 4 points for the completed trading route (4 tiles, 0 symbols)."})
            QVERIFY2(log.contains(QString::fromUtf8(line)), qPrintable(log));
        // The game log holds every turn so far, this one last.
        QVERIFY(r->logView()->toPlainText().contains(QStringLiteral("Turn 4: \u25C6 White places")));
        QVERIFY(r->logView()->toPlainText().trimmed().endsWith(QStringLiteral("(4 tiles, 0 symbols).")));
        // The step's tile is marked the newest, in red.
        QCOMPARE(r->board()->itemCountForTests(QStringLiteral("lastTile")), 2);
        // The chart's marker is at the fifth turn, the legend at this step's scores.
        QCOMPARE(r->scoreChart()->marker(), 5.0);
        QCOMPARE(r->scoreChart()->series()[0], (std::vector<int>{0, 0, 0, 0, 0, 4}));
        QCOMPARE(r->scoreChart()->series()[1], (std::vector<int>{0, 0, 0, 0, 0, 1}));
        r->setStep(8);
        QCOMPARE(r->scoreChart()->marker(), 4.5);
    }

    // Galaxy Traders: each re-placement is a step of its own, by its owner (the record: red's
    // meeple goes to the route through the S edge of (0,1), green keeps its own).
    void galaxyTradersSteps()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, QStringLiteral("variant-galaxy-traders-replace.yaml")));
        ReviewPage* r = w.reviewPage();
        QCOMPARE(r->timeline()->size(), 12);
        r->setStep(9);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Red places no meeple"));
        QCOMPARE(scoreCell(*r, 0), QStringLiteral("4"));
        QCOMPARE(scoreCell(*r, 1), QStringLiteral("4"));
        QCOMPARE(r->position()->phase(), GameSession::Phase::Replacing);
        const auto meeples = r->board()->itemPositionsForTests(QStringLiteral("meeple")).size();
        r->setStep(10);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Galaxy Traders: Red re-places the meeple"));
        QCOMPARE(r->board()->itemPositionsForTests(QStringLiteral("meeple")).size(), meeples + 1);
        QVERIFY2(r->turnView()->toPlainText().contains(QStringLiteral("Galaxy Traders re-placement: \u25CF Red puts its small meeple back on")),
                 qPrintable(r->turnView()->toPlainText()));
        r->setStep(11);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Galaxy Traders: Green keeps the meeple"));
        QCOMPARE(r->board()->itemPositionsForTests(QStringLiteral("meeple")).size(), meeples + 1);
        QVERIFY(r->turnView()->toPlainText().contains(QStringLiteral("Galaxy Traders: \u25B2 Green keeps its small meeple in the reserve.")));
        QCOMPARE(r->position()->phase(), GameSession::Phase::Placing);
    }

    // Intel and Rumours: the face-up tile taken is a step (the record: every turn takes from the
    // row); the game is finished: red 10, black 9.
    void intelAndRumoursSteps()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, QStringLiteral("variant-intel-refill.yaml")));
        ReviewPage* r = w.reviewPage();
        QCOMPARE(r->timeline()->size(), 4 * 3 + 1);
        r->setStep(0);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 1 — Red takes a face-up tile"));
        QVERIFY2(r->turnView()->toPlainText().startsWith(QStringLiteral("Turn 1: Red takes a planet tile")),
                 qPrintable(r->turnView()->toPlainText()));
        QCOMPARE(drawnTiles(*r).size(), std::size_t(1));
        r->setStep(12);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Final scoring"));
        QCOMPARE(r->playersTable()->item(0, 6)->text(), QStringLiteral("10"));
        QCOMPARE(r->playersTable()->item(1, 6)->text(), QStringLiteral("9"));
        QVERIFY(!r->noticeLabel()->isVisibleTo(r));
    }

    // Review > Export the board…: the board of the step shown, as a PNG of 100 pixels a cell
    // and a quarter cell around its tiles.
    void exportTheBoardOfAStep()
    {
        MainWindow w;
        showActive(w);
        QVERIFY(review(w, QStringLiteral("large-meeple-and-symbol-three-dice.yaml")));
        ReviewPage* r = w.reviewPage();
        r->setStep(2);  // turn 2's tile placed: the start tile, route-straight at (1,0), planet-rebel at (0,1)
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        auto chosen = whenShown<QFileDialog>([&path](QFileDialog* d) {
            d->selectFile(path);
            QMetaObject::invokeMethod(d, "accept");
        });
        r->findChild<QAction*>(QStringLiteral("exportBoard"))->trigger();
        QTRY_VERIFY(*chosen);
        QTRY_VERIFY(QFile::exists(path));
        QCOMPARE(QImage(path).size(), QSize(2 * 100 + 50, 2 * 100 + 50));
        QVERIFY(!r->findChild<QAction*>(QStringLiteral("exportBoard"))->shortcut().isEmpty());
    }

    // Left and Right, Home and End, Space: only in the Review mode, never while a dialog has the
    // focus.
    void keys()
    {
        MainWindow w;
        showActive(w);
        QVERIFY(review(w, QStringLiteral("rulebook-route-battle.yaml")));
        ReviewPage* r = w.reviewPage();
        QCOMPARE(r->step(), -1);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(r->step(), 0);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(r->step(), 1);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(r->step(), 0);
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(r->step(), 9);
        QTest::keyClick(&w, Qt::Key_Right);  // the last: nothing further
        QCOMPARE(r->step(), 9);
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(r->step(), -1);
        // The focus on the board: the keys still move the review.
        r->board()->setFocus();
        QTest::keyClick(r->board(), Qt::Key_Right);
        QCOMPARE(r->step(), 0);
        // Space plays (a step each interval) and pauses.
        r->timelineBar()->setInterval(100);
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(r->timelineBar()->isPlaying());
        QTRY_VERIFY(r->step() >= 2);
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(!r->timelineBar()->isPlaying());
        const int paused = r->step();
        QTest::qWait(300);
        QCOMPARE(r->step(), paused);
        // Played to the end, it stops there.
        QTest::keyClick(&w, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(!r->timelineBar()->isPlaying(), 10000);
        QCOMPARE(r->step(), 9);
        QTest::keyClick(&w, Qt::Key_Home);
        // A dialog with the focus takes its keys for itself.
        QDialog dialog(&w);
        auto* edit = new QLineEdit(&dialog);
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        edit->setFocus();
        for (Qt::Key key : {Qt::Key_Right, Qt::Key_End, Qt::Key_Space}) QTest::keyClick(edit, key);
        QCOMPARE(r->step(), -1);
        QVERIFY(!r->timelineBar()->isPlaying());
        dialog.close();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // In the Play mode the arrows are not the review's (nor its menu there).
        w.setMode(MainWindow::Mode::Play);
        QTest::keyClick(&w, Qt::Key_Right);
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(r->step(), -1);
        QVERIFY(!r->menu()->menuAction()->isVisible());
        QVERIFY(!r->playFromHereAction()->isVisible());
        w.setMode(MainWindow::Mode::Review);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(r->step(), 0);
        QVERIFY(r->menu()->menuAction()->isVisible());
        // The Play mode's keys do nothing here: R does not turn the play board's tile.
        QVERIFY(!w.action(QStringLiteral("rotate"))->isVisible());
        // The zoom works on the review's board.
        const double review = r->board()->transform().m11(), play = w.board()->transform().m11();
        w.action(QStringLiteral("zoomIn"))->trigger();
        QVERIFY(r->board()->transform().m11() > review);
        QCOMPARE(w.board()->transform().m11(), play);
    }

    // A click on the score chart goes to that turn's last step; on the first point, the start; on
    // the last, the final scoring. The slider goes where it is clicked.
    void chartAndSliderClicks()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        w.resize(1400, 900);
        showActive(w);
        QVERIFY(review(w, QStringLiteral("set-aside-inline-tileset.yaml")));
        ReviewPage* r = w.reviewPage();
        const Timeline& t = *r->timeline();
        QVERIFY(t.finished());
        ScoreChart* chart = r->scoreChart();
        // 2 placed turns: the start, the two turns, the final scoring.
        QCOMPARE(static_cast<int>(chart->series()[0].size()), 4);
        QCOMPARE(chart->series()[0].back(), 5);
        QCOMPARE(chart->series()[1].back(), 4);
        QTRY_VERIFY(chart->isVisible() && chart->width() > 200);
        const auto click = [chart](int point) { QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(chart->pointX(point), chart->height() / 2)); };
        click(1);
        QCOMPARE(r->step(), t.lastStepOf(t.step(t.firstStepOf(0)).kind == StepKind::SetAside ? 1 : 0));
        QCOMPARE(r->scoreChart()->marker(), 1.0);
        click(3);
        QCOMPARE(r->step(), t.size() - 1);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Final scoring"));
        click(0);
        QCOMPARE(r->step(), -1);
        // The slider: value = step + 1, clicked anywhere on the groove.
        TimelineSlider* slider = r->timelineBar()->slider();
        QTest::mouseClick(slider, Qt::LeftButton, {}, QPoint(slider->xOf(2), slider->height() / 2));
        QCOMPARE(r->step(), 1);
        // The same chart as the final scoring shows for that game.
        MainWindow play;
        QVERIFY(play.openFile(recordPath(QStringLiteral("set-aside-inline-tileset.yaml"))));
        if (!play.finalDialog()) play.action(QStringLiteral("finalScoring"))->trigger();
        auto* final = qobject_cast<FinalScoringDialog*>(play.finalDialog());
        QVERIFY(final);
        QCOMPARE(chart->series(), final->chart()->series());
    }

    // The review's docks as the player left them: the score chart moved to the left and widened
    // is there again in the next run; without a saved layout the chart is on the right.
    void layoutIsKeptBetweenRuns()
    {
        QSettings().remove(QStringLiteral("window/reviewState"));
        const QString file = QStringLiteral("rulebook-route-battle.yaml");
        {
            MainWindow w;
            showActive(w);
            QVERIFY(review(w, file));
            ReviewPage* r = w.reviewPage();
            auto* chart = r->findChild<QDockWidget*>(QStringLiteral("reviewChartDock"));
            QVERIFY(chart);
            QCOMPARE(r->dockWidgetArea(chart), Qt::RightDockWidgetArea);
            r->addDockWidget(Qt::LeftDockWidgetArea, chart);
            QVERIFY(w.close());
        }
        MainWindow again;
        showActive(again);
        QVERIFY(review(again, file));
        ReviewPage* r = again.reviewPage();
        auto* chart = r->findChild<QDockWidget*>(QStringLiteral("reviewChartDock"));
        QCOMPARE(r->dockWidgetArea(chart), Qt::LeftDockWidgetArea);
        // A window that never showed the review leaves the saved layout alone.
        {
            MainWindow other;
            showActive(other);
            QVERIFY(other.close());
        }
        QVERIFY(again.close());
        MainWindow third;
        showActive(third);
        QVERIFY(review(third, file));
        QCOMPARE(third.reviewPage()->dockWidgetArea(third.reviewPage()->findChild<QDockWidget*>(QStringLiteral("reviewChartDock"))),
                 Qt::LeftDockWidgetArea);
        QSettings().remove(QStringLiteral("window/reviewState"));
    }

    // Play from here at a turn's last step: a new game in the Play mode with that board, those
    // scores and the tiles still to come, reshuffled; the record reviewed and its file unchanged.
    void playFromHereAfterATurn()
    {
        const QString file = QStringLiteral("rulebook-route-battle.yaml");
        QFile f(recordPath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray onDisk = f.readAll();
        f.close();
        const GameRecord rec = loadTestRecord(file);
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        showActive(w);
        QVERIFY(review(w, file));
        ReviewPage* r = w.reviewPage();
        const std::string reviewed = writeRecord(r->timeline()->record());
        r->setStep(5);  // turn 3's meeple step: the turn's last
        QCOMPARE(r->turnsKeptAt(5), 3);
        auto shown = whenShown<PlayFromHereDialog>([](PlayFromHereDialog* d) {
            QVERIFY2(d->whereLabel()->text().startsWith(QStringLiteral("The new game starts after turn 3,")), qPrintable(d->whereLabel()->text()));
            QVERIFY(!d->keepSeedBox()->isChecked());
            QVERIFY(d->keepSeedBox()->isEnabled());
            QVERIFY(d->seedLabel()->text().contains(QStringLiteral("shuffled again with a new seed")));
            d->nameEdit(1)->setText(QStringLiteral("Han"));
            d->seatTypeBox(0)->setCurrentIndex(d->seatTypeBox(0)->findData(static_cast<int>(AiLevel::Easy)));
            d->accept();
        });
        r->playFromHereAction()->trigger();
        QVERIFY(*shown);
        QCOMPARE(w.mode(), MainWindow::Mode::Play);
        GameSession* s = w.session();
        QVERIFY(s->hasGame());
        const Game expected = replayed(rec, 3);
        QCOMPARE(boardText(s->game()), boardText(expected));
        QCOMPARE(meeplesOf(s->game()), meeplesOf(expected));
        for (int p = 0; p < 2; ++p) QCOMPARE(s->game().score(p), expected.score(p));
        // The tiles still to come: the same ones (the one drawn for the next turn included, and
        // those the new seed drew first and set aside because they fit nowhere).
        const auto setAside = [](const Game& g, int face) {
            return static_cast<int>(std::count(g.setAside().begin(), g.setAside().end(), face));
        };
        for (int face = 0; face < static_cast<int>(rec.tileset->faces.size()); ++face)
            QCOMPARE(s->game().remaining(face) + (s->game().drawnTile() == face ? 1 : 0) + setAside(s->game(), face),
                     expected.remaining(face) + setAside(expected, face));
        // A new seed; the kept turns name their tiles and dice; the players chosen.
        QVERIFY(s->record().seed != rec.seed);
        QCOMPARE(static_cast<int>(s->record().turns.size()), 3);
        for (const RecordTurn& turn : s->record().turns) QVERIFY(!turn.tile.empty());
        QCOMPARE(s->playerName(1), QStringLiteral("Han"));
        QVERIFY(w.isComputer(0));
        QVERIFY(!w.isComputer(1));
        QCOMPARE(s->game().currentPlayer(), 1);  // white, who played turn 4
        // The new game is not saved; the reviewed record and its file are as they were.
        QVERIFY(s->filePath().isEmpty());
        QVERIFY(s->isModified());
        QCOMPARE(writeRecord(r->timeline()->record()), reviewed);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), onDisk);
        w.seats()->stopAll();
        s->discardAutosave();
    }

    // Within a turn, the new game starts at the turn's beginning (the dialog says so); with the
    // record's seed kept, its turns are the record's own.
    void playFromHereWithinATurn()
    {
        const QString file = QStringLiteral("rulebook-route-battle.yaml");
        const GameRecord rec = loadTestRecord(file);
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        showActive(w);
        QVERIFY(review(w, file));
        ReviewPage* r = w.reviewPage();
        r->setStep(8);  // turn 5's tile placed
        auto shown = whenShown<PlayFromHereDialog>([](PlayFromHereDialog* d) {
            QVERIFY2(d->whereLabel()->text().startsWith(QStringLiteral("This step is in the middle of turn 5: the new game starts at "
                                                                       "the beginning of that turn")),
                     qPrintable(d->whereLabel()->text()));
            d->keepSeedBox()->setChecked(true);
            d->accept();
        });
        r->playFromHereAction()->trigger();
        QVERIFY(*shown);
        GameSession* s = w.session();
        QCOMPARE(boardText(s->game()), boardText(replayed(rec, 4)));
        QCOMPARE(s->record().seed, rec.seed);
        QCOMPARE(static_cast<int>(s->record().turns.size()), 4);
        // The seed kept: the next tile is the one the seeded pile gives after the record's 4 turns.
        Game next = replayed(rec, 4);
        QCOMPARE(s->game().drawnTile(), next.drawPlaceable());
        s->discardAutosave();
    }

    // Play this decision again at a turn's last step (a decision the analysis may mark as a
    // mistake): the new game starts before it, at its turn's beginning, and the same player gets
    // the same tile to place; Play from here at that step would start after it.
    void playThisDecisionAgain()
    {
        const QString file = QStringLiteral("rulebook-route-battle.yaml");
        const GameRecord rec = loadTestRecord(file);
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        showActive(w);
        QVERIFY(review(w, file));
        ReviewPage* r = w.reviewPage();
        r->setStep(-1);
        QVERIFY(!r->playAgainAction()->isEnabled());  // the start: nobody has decided yet
        r->setStep(5);  // turn 3's meeple step: the turn's last
        QVERIFY(r->playAgainAction()->isEnabled());
        QCOMPARE(r->turnsKeptAt(5), 3);
        QCOMPARE(r->turnsKeptAt(5, ReviewPage::From::Decision), 2);
        const TimelineStep decided = r->timeline()->step(5);
        auto shown = whenShown<PlayFromHereDialog>([](PlayFromHereDialog* d) {
            QVERIFY2(d->whereLabel()->text().startsWith(QStringLiteral("The new game starts before this decision, at the "
                                                                       "beginning of turn 3,")),
                     qPrintable(d->whereLabel()->text()));
            QVERIFY(d->keepSeedBox()->isChecked());
            d->accept();
        });
        r->playAgainAction()->trigger();
        QVERIFY(*shown);
        QCOMPARE(w.mode(), MainWindow::Mode::Play);
        GameSession* s = w.session();
        QCOMPARE(static_cast<int>(s->record().turns.size()), 2);
        QCOMPARE(boardText(s->game()), boardText(replayed(rec, 2)));
        QCOMPARE(s->record().seed, rec.seed);
        QCOMPARE(s->game().currentPlayer(), decided.seat);
        QCOMPARE(s->game().drawnTile(), decided.report.face);  // the tile of the decision reviewed
        w.seats()->stopAll();
        s->discardAutosave();
    }

    // Play this decision again, then a move of one's own: once confirmed, the panel shows it
    // valued beside the game's move and the best found (the engine's analyseAlternative, the
    // played and best values the decision's analysis), and the Announcer says it. Undo takes the
    // comparison back; the game's own move confirmed then is worth the game's value.
    void playThisDecisionAgainCompares()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        w.resize(1400, 900);
        showActive(w);
        QVERIFY(review(w, QStringLiteral("rulebook-route-battle.yaml")));
        ReviewPage* r = w.reviewPage();
        const int step = 5;  // turn 3's meeple step
        r->setStep(step);
        const std::shared_ptr<const Timeline> timeline = r->timeline();
        const TimelineStep decided = timeline->step(step);
        auto shown = whenShown<PlayFromHereDialog>([](PlayFromHereDialog* d) {
            for (int seat = 0; seat < 2; ++seat) d->seatTypeBox(seat)->setCurrentIndex(d->seatTypeBox(seat)->findData(-1));
            d->accept();
        });
        r->playAgainAction()->trigger();
        QVERIFY(*shown);
        ReplayPanel* panel = w.replayPanel();
        QVERIFY(panel && panel->isVisible());
        QVERIFY2(panel->textLabel()->text().startsWith(QStringLiteral("Turn 3 again:")), qPrintable(panel->textLabel()->text()));
        GameSession* s = w.session();
        QCOMPARE(s->game().drawnTile(), decided.report.face);
        // Another placement than the game's, no meeple.
        const AiMove played{decided.report.placement, decided.report.meeple};
        const auto other = std::find_if(s->legalPlacements().begin(), s->legalPlacements().end(),
                                        [&](const Placement& p) { return !(p.at == played.placement.at); });
        QVERIFY(other != s->legalPlacements().end());
        const AiMove mine{*other, {}};
        auto* announcer = w.findChild<Announcer*>();
        QVERIFY(announcer);
        QSignalSpy said(announcer, &Announcer::announced);
        const auto confirm = [&](const AiMove& m) {
            s->setRotation(m.placement.rotation);
            QVERIFY(s->place(m.placement.at));
            QVERIFY(s->chooseMeeple(m.meeple));
            QVERIFY(s->confirm());
        };
        confirm(mine);
        QVERIFY(panel->valuing() || panel->comparison());
        QTRY_VERIFY_WITH_TIMEOUT(panel->comparison().has_value(), 60000);
        // The engine's own figures, worked out apart: the decision's analysis and the new move.
        const auto analysis = analyseDecision(*timeline, step, AnalysisOptions{});
        const auto expected = analyseAlternative(*timeline, step, mine, AnalysisOptions{});
        QVERIFY(analysis && expected);
        const AlternativeAnalysis& c = *panel->comparison();
        QCOMPARE(c.decision.playedValue, analysis->playedValue);
        QCOMPARE(c.decision.bestValue, analysis->bestValue);
        QCOMPARE(c.value, expected->value);
        const QString text = panel->textLabel()->text();
        QCOMPARE(text, ReplayPanel::comparisonText(*timeline, c));
        QVERIFY2(text.contains(QStringLiteral("your move %1, the game's %2, the best %3")
                                   .arg(AnalysisText::points(expected->value), AnalysisText::points(analysis->playedValue),
                                        AnalysisText::points(analysis->bestValue))),
                 qPrintable(text));
        QVERIFY(text.startsWith(QStringLiteral("Your new move, the tile ")));
        QVERIFY(text.contains(QStringLiteral("\nIn the game, ") + AnalysisText::move(*timeline, *analysis) + QLatin1Char(':')));
        QTRY_VERIFY(!said.isEmpty() && said.last().at(0).toString() == text);
        // The window as it shows the comparison, for a look (SWC_TEST_GRAB=<folder>).
        if (qEnvironmentVariableIsSet("SWC_TEST_GRAB"))
            w.grab().save(qEnvironmentVariable("SWC_TEST_GRAB") + QStringLiteral("/replay-comparison.png"));
        // Undo: the comparison goes; the game's own move is worth the game's value.
        while (static_cast<int>(s->history().size()) > decided.turn && s->canUndo()) s->undo();
        QCOMPARE(static_cast<int>(s->history().size()), decided.turn);
        QVERIFY(!panel->comparison());
        QVERIFY(panel->textLabel()->text().startsWith(QStringLiteral("Turn 3 again:")));
        confirm(played);
        QTRY_VERIFY_WITH_TIMEOUT(panel->comparison().has_value(), 60000);
        QCOMPARE(panel->comparison()->value, analysis->playedValue);
        // Another game: the panel goes.
        s->discardAutosave();
        w.startGame(loadTestRecord(QStringLiteral("rulebook-route-battle.yaml")));
        QVERIFY(!panel->isVisible());
        QVERIFY(!panel->following());
        s->discardAutosave();
    }

    // Intel and Rumours: the face-up tiles come from the seeded pile, so the seed is kept (the
    // dialog says why); at the final scoring there is nothing left to play.
    void playFromHereKeepsTheSeedWithIntel()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        showActive(w);
        QVERIFY(review(w, QStringLiteral("variant-intel-refill.yaml")));
        ReviewPage* r = w.reviewPage();
        r->setStep(r->timeline()->size() - 1);
        QCOMPARE(r->timeline()->step(r->timeline()->size() - 1).kind, StepKind::FinalScoring);
        QVERIFY(!r->playFromHereAction()->isEnabled());
        QVERIFY(!r->playAgainAction()->isEnabled());  // nobody decides the final scoring
        r->setStep(5);  // turn 2's meeple step
        QVERIFY(r->playFromHereAction()->isEnabled());
        auto shown = whenShown<PlayFromHereDialog>([](PlayFromHereDialog* d) {
            QVERIFY(d->keepSeedBox()->isChecked());
            QVERIFY(!d->keepSeedBox()->isEnabled());
            QVERIFY(d->seedLabel()->text().startsWith(QStringLiteral("With Intel and Rumours")));
            d->reject();
        });
        r->playFromHereAction()->trigger();
        QVERIFY(*shown);
        QCOMPARE(w.mode(), MainWindow::Mode::Review);
        QVERIFY(!w.session()->hasGame());
        // The record continued with a new seed asked for anyway: the seed stays.
        const auto continued = r->continuedRecord(5, false);
        QVERIFY(continued);
        QCOMPARE(continued->seed, r->timeline()->record().seed);
        QVERIFY(!replay(*continued).error);
    }

    // The seats of the record are the defaults; a game of computers only gets a person at the
    // seat to act, so that Play from here is played.
    void playFromHereSeats()
    {
        GameRecord rec = loadTestRecord(QStringLiteral("rulebook-route-battle.yaml"));
        rec.names = {"Leia", ""};
        rec.seats = {static_cast<int>(AiLevel::Expert), static_cast<int>(AiLevel::Easy)};
        PlayFromHereDialog expert(rec, 1, QString(), true);
        QCOMPARE(expert.seatLevels(), (std::vector<int>{static_cast<int>(AiLevel::Expert), kPersonSeat}));
        QStringList offered;
        for (int i = 0; i < expert.seatTypeBox(0)->count(); ++i) offered << expert.seatTypeBox(0)->itemText(i);
        QCOMPARE(offered, (QStringList{QStringLiteral("Person"), QStringLiteral("Computer (random)"), QStringLiteral("Computer (easy)"),
                                       QStringLiteral("Computer (medium)"), QStringLiteral("Computer (hard)"),
                                       QStringLiteral("Computer (expert)")}));
        rec.seats = {static_cast<int>(AiLevel::Hard), static_cast<int>(AiLevel::Easy)};
        PlayFromHereDialog computers(rec, 1, QString(), true);
        QCOMPARE(computers.seatLevels(), (std::vector<int>{static_cast<int>(AiLevel::Hard), kPersonSeat}));
        QCOMPARE(computers.names(), (QStringList{QStringLiteral("Leia"), QString()}));
        rec.seats = {kPersonSeat, static_cast<int>(AiLevel::Medium)};
        PlayFromHereDialog mixed(rec, 1, QString(), true);
        QCOMPARE(mixed.seatLevels(), (std::vector<int>{kPersonSeat, static_cast<int>(AiLevel::Medium)}));
        rec.seats = {kRemoteSeat, static_cast<int>(AiLevel::Random)};  // a network game's: a person here
        PlayFromHereDialog network(rec, 0, QString(), true);
        QCOMPARE(network.seatLevels(), (std::vector<int>{kPersonSeat, static_cast<int>(AiLevel::Random)}));
    }

    // Open (and the command line) reviews a finished record, and leaves the game in play alone;
    // an unfinished one is played, and the Review mode then reviews it.
    void finishedRecordOpensInReview()
    {
        MainWindow w;
        QSignalSpy opened(&w, &MainWindow::gameOpened);
        w.openFileOrWarn(recordPath(QStringLiteral("set-aside-inline-tileset.yaml")));
        QVERIFY(opened.count() == 1 || opened.wait(30000));
        QCOMPARE(opened.at(0).at(0).toBool(), true);
        QCOMPARE(w.mode(), MainWindow::Mode::Review);
        QVERIFY(!w.session()->hasGame());
        QVERIFY(w.reviewPage()->timeline()->finished());
        QVERIFY(w.reviewPage()->file().endsWith(QStringLiteral("set-aside-inline-tileset.yaml")));

        MainWindow u;
        QSignalSpy uOpened(&u, &MainWindow::gameOpened);
        u.openFileOrWarn(recordPath(QStringLiteral("rulebook-route-battle.yaml")));
        QVERIFY(uOpened.count() == 1 || uOpened.wait(30000));
        QCOMPARE(u.mode(), MainWindow::Mode::Play);
        QCOMPARE(static_cast<int>(u.session()->record().turns.size()), 5);
        QSignalSpy reviewed(&u, &MainWindow::reviewOpened);
        u.setMode(MainWindow::Mode::Review);
        QVERIFY(reviewed.count() == 1 || reviewed.wait(30000));
        QCOMPARE(u.reviewPage()->timeline()->size(), 10);
        QVERIFY(u.reviewPage()->file().isEmpty());
        QCOMPARE(u.windowTitle(), QStringLiteral("The game in play - Review - Carcassonne: Star Wars"));
    }

    // The final scoring's Review this game: the Review mode on the game just ended.
    void finalScoringButtonReviews()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(w.openFile(recordPath(QStringLiteral("variant-intel-refill.yaml"))));
        if (!w.finalDialog()) w.action(QStringLiteral("finalScoring"))->trigger();
        auto* d = qobject_cast<FinalScoringDialog*>(w.finalDialog());
        QVERIFY(d);
        QCOMPARE(d->reviewButton()->text(), QStringLiteral("&Review this game"));
        QSignalSpy reviewed(&w, &MainWindow::reviewOpened);
        QTest::mouseClick(d->reviewButton(), Qt::LeftButton);
        QVERIFY(reviewed.count() == 1 || reviewed.wait(30000));
        QTRY_VERIFY(!w.finalDialog());
        QCOMPARE(w.mode(), MainWindow::Mode::Review);
        ReviewPage* r = w.reviewPage();
        QCOMPARE(writeRecord(r->timeline()->record()), writeRecord(w.session()->record()));
        QVERIFY(r->timeline()->finished());
        QCOMPARE(r->step(), -1);
        // The Game menu's Review this game does the same from the Play mode.
        w.setMode(MainWindow::Mode::Play);
        QVERIFY(w.action(QStringLiteral("reviewThisGame"))->isEnabled());
        r->setStep(3);
        w.action(QStringLiteral("reviewThisGame"))->trigger();
        QVERIFY(reviewed.count() == 2 || reviewed.wait(30000));
        QCOMPARE(r->step(), -1);
    }

    // A record with an illegal turn: the review shows the turns before it and says why it stops.
    void illegalTurnStopsTheReview()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, QStringLiteral("illegal-no-neighbour.yaml")));
        ReviewPage* r = w.reviewPage();
        const GameRecord rec = loadTestRecord(QStringLiteral("illegal-no-neighbour.yaml"));
        const ReplayResult whole = replay(rec);
        QVERIFY(whole.error);
        QVERIFY(r->timeline()->error());
        QVERIFY(r->noticeLabel()->isVisibleTo(r));
        const QString notice = r->noticeLabel()->text();
        QVERIFY2(notice.startsWith(QStringLiteral("This record has an illegal turn, so the review stops before it: ")), qPrintable(notice));
        QVERIFY2(notice.contains(QStringLiteral("turn %1: the tile at").arg(whole.error->turn)) &&
                     notice.contains(QStringLiteral("touches no placed tile on any side")),
                 qPrintable(notice));
        r->setStep(r->timeline()->size() - 1);
        QCOMPARE(boardText(r->position()->game()), boardText(whole.game));
    }

    // The analysis's places: marks on the timeline with their tooltips, a best move drawn on the
    // review's board until the step changes, an action in the toolbar and the menu, the area
    // under the chart.
    void placesForTheAnalysis()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        QVERIFY(review(w, QStringLiteral("rulebook-route-battle.yaml")));
        ReviewPage* r = w.reviewPage();
        TimelineBar* bar = r->timelineBar();
        bar->setMarks({{2, 1}, {8, 2}, {40, 2}}, {{8, QStringLiteral("5 points lost")}});
        QCOMPARE(bar->markToolTip(2), QStringLiteral("A mistake (?)"));
        QCOMPARE(bar->markToolTip(8), QStringLiteral("A blunder (?\?)\n5 points lost"));
        QCOMPARE(bar->markToolTip(3), QString());
        QCOMPARE(bar->toolTip(8), QStringLiteral("Turn 5 — Red places a tile\nA blunder (?\?)\n5 points lost"));
        bar->slider()->grab();  // the marks drawn (the one past the end left out)
        // The best move as a ghost on the position shown.
        r->setStep(8);
        AiMove best;
        best.placement = {{0, -2}, 1};
        r->board()->setHint(best);
        QCOMPARE(r->board()->itemCountForTests(QStringLiteral("hintTile")), 1);
        QCOMPARE(r->board()->itemRectsForTests(QStringLiteral("hintFrame")).front().center(), BoardView::cellCenter({0, -2}));
        r->setStep(9);
        QCOMPARE(r->board()->itemCountForTests(QStringLiteral("hintTile")), 0);
        // An action of the analysis: in the toolbar and the menu, shown only in the Review mode.
        auto* analyse = new QAction(QStringLiteral("Analyse"), r);
        r->addAnalysisAction(analyse);
        QVERIFY(r->toolBar()->actions().contains(analyse));
        QVERIFY(r->menu()->actions().contains(analyse));
        QVERIFY(analyse->isVisible());
        w.setMode(MainWindow::Mode::Play);
        QVERIFY(!analyse->isVisible());
        QVERIFY(r->analysisArea() && r->analysisArea()->count() == 1);  // the analysis panel
    }

    // The analysis in the review: Analyse runs it in the background; then every decision is on
    // the win-chance chart, the marked ones on the timeline, the best move as a ghost at the steps
    // of a decision where another move was played (none where it was), a click on the chart goes
    // to that decision, and the same game reviewed again shows its analysis at once (from memory,
    // then from its file). Six turns of random moves: quick at the default level.
    void analysisShownInTheReview()
    {
        GameRecord rec = randomGame(5);
        rec.turns.resize(6);
        QTemporaryDir cache;
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        w.resize(1400, 900);
        ReviewAnalysis* ra = w.reviewAnalysis();
        ra->setCacheFolder(cache.path());
        ReviewPage* r = w.reviewPage();
        r->setTimeline(ReviewPage::build(rec));
        w.setMode(MainWindow::Mode::Review);
        showActive(w);
        QVERIFY(ra->analyseAction()->isEnabled());
        QVERIFY(!ra->stopAction()->isEnabled());
        QVERIFY(ra->chart()->isHidden());
        ra->analyseAction()->trigger();
        QVERIFY(ra->stopAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(ra->runner()->isComplete(), 300000);
        QTRY_VERIFY(!ra->runner()->isRunning());
        QVERIFY(!ra->analyseAction()->isEnabled());
        QVERIFY(ra->progressBar()->isHidden());
        const std::vector<int> steps = analysedSteps(*r->timeline());
        QCOMPARE(steps.size(), std::size_t(6));
        QCOMPARE(ra->chart()->resultCount(), 6);
        QVERIFY(!ra->chart()->isHidden());
        QHash<int, int> marks;
        for (int s : steps) {
            const DecisionAnalysis* a = ra->runner()->result(s);
            QVERIFY(a);
            if (a->mark != LossMark::None) marks[s] = a->mark == LossMark::Blunder ? 2 : 1;
        }
        QCOMPARE(r->timelineBar()->marks(), marks);
        int ghosts = 0;
        for (int s : steps) {
            const DecisionAnalysis* a = ra->runner()->result(s);
            const bool other = !(a->best.placement == a->played.placement && a->best.meeple == a->played.meeple);
            ghosts += other ? 1 : 0;
            for (int at : {s - 1, s}) {  // the Placement and the Meeple step of the decision
                r->setStep(at);
                QCOMPARE(r->board()->itemCountForTests(QStringLiteral("hintTile")), other ? 1 : 0);
                if (other)
                    QCOMPARE(r->board()->itemRectsForTests(QStringLiteral("hintFrame")).front().center(),
                             BoardView::cellCenter(a->best.placement.at));
                // The decision of the step in words, then why the best move is better when it lost
                // points (the wordings are AnalysisText's and WhyText's, tested on their own).
                const QString why = WhyText::decision(*r->timeline(), *a);
                QCOMPARE(ra->decisionLabel()->text(),
                         AnalysisText::summary(*r->timeline(), *a, GameText::seatNames(r->timeline()->record())) +
                             (why.isEmpty() ? QString() : QLatin1Char('\n') + why));
            }
        }
        QVERIFY2(ghosts > 0, "six random moves, all of them the best found");
        // A click on the win-chance chart at a decision goes there.
        r->setStep(-1);
        const int target = steps[3];
        QTest::mouseClick(ra->chart(), Qt::LeftButton, {}, QPoint(qRound(ra->chart()->stepX(target)), ra->chart()->height() / 2));
        QCOMPARE(r->step(), target);
        // The same game again: at once from memory, then from its file without a search.
        r->setTimeline(ReviewPage::build(rec));
        QVERIFY(ra->runner()->isComplete());
        QCOMPARE(ra->chart()->resultCount(), 6);
        QCOMPARE(r->timelineBar()->marks(), marks);
        AnalysisRunner::clearMemoryCache();
        QElapsedTimer clock;
        clock.start();
        r->setTimeline(ReviewPage::build(rec));
        QTRY_VERIFY(ra->runner()->isComplete());
        qInfo("the analysis of 6 decisions read back from its file in %lld ms", clock.elapsed());
        QCOMPARE(ra->chart()->resultCount(), 6);
        QCOMPARE(r->timelineBar()->marks(), marks);
        // Stopped: what was analysed stays, Analyse goes on with the rest.
        GameRecord other = randomGame(6);
        other.turns.resize(6);
        r->setTimeline(ReviewPage::build(other));
        QVERIFY(r->timelineBar()->marks().isEmpty());
        QCOMPARE(ra->chart()->resultCount(), 0);
        ra->analyseAction()->trigger();
        ra->stopAction()->trigger();
        QVERIFY(!ra->runner()->isRunning());
        QVERIFY(ra->analyseAction()->isEnabled());
        QVERIFY(!ra->stopAction()->isEnabled());
        QVERIFY(ra->runner()->done() < 6);
        w.session()->discardAutosave();
    }

    // Stepping through a whole game with the keys: each step is shown (board, players, logs,
    // chart) in a few milliseconds on the interface thread, so that playing at the fastest
    // speed never lags. The figures are printed.
    void everyStepIsQuick()
    {
        const GameRecord rec = randomGame(11);
        MainWindow w;
        w.resize(1400, 900);
        showActive(w);
        QVERIFY(w.startGame(rec));
        if (w.finalDialog()) w.finalDialog()->close();  // the game is over: the keys go to the window
        QTRY_VERIFY(!w.finalDialog());
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QSignalSpy reviewed(&w, &MainWindow::reviewOpened);
        QElapsedTimer clock;
        clock.start();
        w.reviewCurrentGame();
        QVERIFY(reviewed.count() == 1 || reviewed.wait(30000));
        const qint64 opening = clock.elapsed();
        ReviewPage* r = w.reviewPage();
        QVERIFY(r->timeline()->finished());
        qint64 slowest = 0;
        clock.restart();
        for (int i = 0; i < r->timeline()->size(); ++i) {
            QElapsedTimer one;
            one.start();
            QTest::keyClick(&w, Qt::Key_Right);
            slowest = std::max(slowest, one.elapsed());
        }
        const qint64 all = clock.elapsed();
        QCOMPARE(r->step(), r->timeline()->size() - 1);
        qInfo("review of a %d-turn game: opened in %lld ms; %d steps in %lld ms (%.1f ms a step, the slowest %lld ms)",
              static_cast<int>(rec.turns.size()), opening, r->timeline()->size(), all,
              static_cast<double>(all) / r->timeline()->size(), slowest);
        // Generous: the machine may be loaded; a step is a few milliseconds.
        QVERIFY2(all < 100LL * r->timeline()->size(), "stepping through the review is slow");
        w.session()->discardAutosave();
    }

    // In French, the headings, the log and the mode's words.
    void french()
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("fr"));
        QVERIFY(review(w, QStringLiteral("variant-galaxy-traders-replace.yaml")));
        ReviewPage* r = w.reviewPage();
        r->setStep(8);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Tour 5 — Rouge pose une tuile"));
        r->setStep(11);
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Tour 5 — Commerçants galactiques\u00a0: Vert garde le pion"));
        QCOMPARE(r->timelineBar()->positionLabel()->text(), QStringLiteral("Étape 12 sur 12"));
        QCOMPARE(w.action(QStringLiteral("reviewMode"))->text(), QStringLiteral("Revoir"));
        QCOMPARE(r->menu()->title(), QStringLiteral("&Revoir"));
        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(r->headingLabel()->text(), QStringLiteral("Turn 5 — Galaxy Traders: Green keeps the meeple"));
    }
};

QTEST_MAIN(TestReview)
#include "tst_review.moc"
