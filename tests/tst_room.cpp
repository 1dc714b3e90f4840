// Room to play (issue 42): the panels folded to a slim strip and back (F9), the Board only view
// (F11, Esc) with the drawn tile, the scores and the turn's buttons over the board, the window
// within the screen it opens on at any scale (tst_room_200: 200 % on 1600x1000), the states
// remembered. The real main window, driven by keys and clicks.
#include "boardonly.h"
#include "boardoverlay.h"
#include "boardview.h"
#include "keyboardhelp.h"
#include "mainwindow.h"
#include "panelfold.h"
#include "random_play.h"
#include "tileart.h"
#include "tilepreview.h"
#include "widgettest.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// A game of two people at this screen on the standard set, `turns` random turns in (scores made).
GameRecord standardGame(int turns, std::uint64_t seed = 5)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    rec.seed = 11;
    Rng rng(seed);
    appendRandomTurns(rec, rng, turns);
    return rec;
}

QList<QDockWidget*> shownPanels(const MainWindow& w)
{
    QList<QDockWidget*> out;
    for (QDockWidget* d : w.playPage()->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (d->isVisibleTo(w.playPage())) out << d;  // the Play page's panels, shown when it is (a game open)
    return out;
}

// The frame of a shown window within the available area of its screen.
void checkWithinScreen(const QWidget& window)
{
    const QRect area = window.screen()->availableGeometry();
    const QRect frame = window.frameGeometry();
    QVERIFY2(area.contains(frame), qPrintable(QStringLiteral("frame %1,%2 %3x%4 beyond the screen's %5,%6 %7x%8")
                                                 .arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())
                                                 .arg(area.x()).arg(area.y()).arg(area.width()).arg(area.height())));
}

bool sameImage(const QPixmap& a, const QPixmap& b)
{
    return !a.isNull() && a.toImage().convertToFormat(QImage::Format_ARGB32) == b.toImage().convertToFormat(QImage::Format_ARGB32);
}

}  // namespace

class TestRoom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void foldingGivesTheBoardTheRoom();
    void foldedPanelsAreRemembered();
    void keyboardHelpListsTheKeys();
    void boardOnlyShowsTheTurnOverTheBoard();
    void boardOnlyIsRemembered();
    void boardOnlyFitLeavesTheOverlaysRoom();
    void windowFitsTheScreen();
};

void TestRoom::init()
{
    QSettings settings;
    for (const char* key : {"view/foldedPanels", "view/boardOnly", "window/geometry", "window/state", "window/playState"})
        settings.remove(QString::fromLatin1(key));
}

// F9 folds every panel to a strip at the side: the board takes their width (less the strip's);
// a click on a panel's name brings that one back; F9 again brings them all back, as they were.
void TestRoom::foldingGivesTheBoardTheRoom()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    w.resize(1400, 900);
    showActive(w);
    const QSize area = w.screen()->availableGeometry().size();
    if (area.width() < 1000 || area.height() < 700) QSKIP("a small screen: the panels are laid out otherwise");
    QVERIFY(w.startGame(standardGame(6)));
    QCoreApplication::processEvents();
    const QList<QDockWidget*> before = shownPanels(w);
    QCOMPARE(before.size(), 6);
    const int boardBefore = w.board()->width();
    auto* players = w.playPage()->findChild<QDockWidget*>(QStringLiteral("playersDock"));
    auto* turn = w.playPage()->findChild<QDockWidget*>(QStringLiteral("tileDock"));
    // The side panels' columns: what the board stands to gain, less the strip.
    const int sides = players->width() + turn->width();

    QTest::keyClick(&w, Qt::Key_F9);
    QTRY_VERIFY(shownPanels(w).isEmpty());
    auto* strip = w.playPage()->findChild<QToolBar*>(QStringLiteral("panelStrip"));
    QVERIFY(strip && strip->isVisible());
    QTRY_VERIFY(w.board()->width() > boardBefore);
    const int gain = w.board()->width() - boardBefore;
    qInfo("board %d px wide unfolded, %d folded (+%d); side panels %d px, strip %d px", boardBefore, w.board()->width(), gain,
          sides, strip->width());
    QVERIFY2(strip->width() <= 60, qPrintable(QString::number(strip->width())));
    QVERIFY2(gain >= sides - strip->width() - 20 && gain >= 500, qPrintable(QString::number(gain)));
    QVERIFY(w.action(QStringLiteral("foldPanels"))->isChecked());

    // One panel back with a click on its name; the others stay in the strip.
    auto* back = strip->findChild<QToolButton*>(QStringLiteral("unfold_playersDock"));
    QVERIFY(back && back->isVisible());
    QCOMPARE(back->text(), players->windowTitle());
    QTest::mouseClick(back, Qt::LeftButton);
    QTRY_VERIFY(players->isVisible());
    QCOMPARE(shownPanels(w).size(), 1);
    QVERIFY(strip->isVisible());
    QVERIFY(!strip->findChild<QToolButton*>(QStringLiteral("unfold_playersDock")));

    // The same key: every panel back, where it was; the strip gone.
    QTest::keyClick(&w, Qt::Key_F9);
    QTRY_COMPARE(shownPanels(w).size(), 6);
    QVERIFY(!strip->isVisible());
    QVERIFY(!w.action(QStringLiteral("foldPanels"))->isChecked());
    QTRY_VERIFY(std::abs(w.board()->width() - boardBefore) <= 2);
    for (QDockWidget* d : before) QVERIFY2(!d->isFloating(), qPrintable(d->objectName()));
}

// The folded panels come back folded at the next start; unfolded, unfolded.
void TestRoom::foldedPanelsAreRemembered()
{
    {
        MainWindow w;
        showActive(w);
        w.action(QStringLiteral("foldPanels"))->trigger();
        QTRY_VERIFY(shownPanels(w).isEmpty());
        w.close();
    }
    {
        MainWindow w;
        showActive(w);
        QVERIFY(shownPanels(w).isEmpty());
        QVERIFY(w.playPage()->findChild<QToolBar*>(QStringLiteral("panelStrip"))->isVisibleTo(w.playPage()));
        QVERIFY(w.action(QStringLiteral("foldPanels"))->isChecked());
        QTest::keyClick(&w, Qt::Key_F9);
        QTRY_COMPARE(shownPanels(w).size(), 6);
        w.close();
    }
    MainWindow w;
    showActive(w);
    QCOMPARE(shownPanels(w).size(), 6);
    QVERIFY(!w.action(QStringLiteral("foldPanels"))->isChecked());
}

void TestRoom::keyboardHelpListsTheKeys()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    const QString html = KeyboardHelp::html();
    for (const char* name : {"foldPanels", "boardOnly", "leaveBoardOnly"}) {
        const QString key = w.action(QString::fromLatin1(name))->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(html.contains(QStringLiteral("<b>") + key) || html.contains(QStringLiteral(" / ") + key + QStringLiteral("</b>")),
                 name);
    }
    // In the View menu.
    const QList<QAction*> view = w.menuBar()->actions()[2]->menu()->actions();
    QVERIFY(view.contains(w.action(QStringLiteral("foldPanels"))));
    QVERIFY(view.contains(w.action(QStringLiteral("boardOnly"))));
}

// F11: full screen, nothing but the board, and over it the drawn tile as turned, the scores and
// the turn's buttons, which act as the panels do; the keys still play; Esc leaves.
void TestRoom::boardOnlyShowsTheTurnOverTheBoard()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    GameSession* s = w.session();
    // A game where points were scored (random play scores seldom), its tile still to place.
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        QVERIFY(w.startGame(standardGame(40, seed)));
        if (s->phase() == GameSession::Phase::Placing && !s->needsTileChoice() && s->game().score(0) + s->game().score(1) > 0) break;
    }
    QCOMPARE(s->phase(), GameSession::Phase::Placing);
    QTest::keyClick(&w, Qt::Key_F11);
    QTRY_VERIFY(w.isFullScreen());
    QVERIFY(w.action(QStringLiteral("boardOnly"))->isChecked());
    QVERIFY(!w.menuBar()->isVisible());
    QVERIFY(!w.statusBar()->isVisible());
    QVERIFY(shownPanels(w).isEmpty());
    for (QToolBar* t : w.findChildren<QToolBar*>()) QVERIFY2(!t->isVisible(), qPrintable(t->objectName()));
    QTRY_COMPARE(w.board()->size(), w.size());  // the board fills the screen
    auto* overlays = w.findChild<BoardOverlays*>();
    QVERIFY(overlays);
    QCoreApplication::processEvents();
    // Small: apart from each other, on the board, together less than a third of it.
    const QRect board = w.board()->rect();
    const QList<QFrame*> frames{overlays->tileOverlay(), overlays->scoresOverlay(), overlays->buttonsOverlay()};
    int covered = 0;
    for (QFrame* f : frames) {
        QVERIFY2(f->isVisible() && board.contains(f->geometry()), qPrintable(f->objectName()));
        for (QFrame* other : frames) QVERIFY(f == other || !f->geometry().intersects(other->geometry()));
        covered += f->width() * f->height();
    }
    QVERIFY2(covered * 3 < board.width() * board.height(), qPrintable(QString::number(covered)));

    // The real drawn tile, turned as the session holds it.
    const Game& g = s->game();
    const TileFace& face = g.tileset().faces[static_cast<std::size_t>(g.drawnTile())];
    QVERIFY(sameImage(overlays->tilePreview()->pixmap(), TileRenderer::instance().face(face, s->rotation(), 110)));
    const int rotation = s->rotation();
    auto* turnRight = overlays->tileOverlay()->findChild<QToolButton*>(QStringLiteral("overlay_rotate"));
    QVERIFY(turnRight && turnRight->isEnabled());
    QTest::mouseClick(turnRight, Qt::LeftButton);
    QCOMPARE(s->rotation(), (rotation + 1) % 4);
    QVERIFY(sameImage(overlays->tilePreview()->pixmap(), TileRenderer::instance().face(face, (rotation + 1) % 4, 110)));
    // The keys play on: R turns the tile.
    QTest::keyClick(&w, Qt::Key_R);
    QCOMPARE(s->rotation(), (rotation + 2) % 4);

    // The real scores, and the meeples left.
    int scored = 0;
    for (int p = 0; p < g.playerCount(); ++p) {
        auto* score = overlays->scoresOverlay()->findChild<QLabel*>(QStringLiteral("overlayScore%1").arg(p));
        QVERIFY(score);
        QCOMPARE(score->text(), QString::number(g.score(p)));
        scored += g.score(p);
    }
    QVERIFY2(scored > 0, "no points yet: the scores are not tested");

    // The tile placed with the keys, then the turn ended by the overlay's buttons.
    w.board()->setFocus();
    QTest::keyClick(w.board(), Qt::Key_Return);
    if (s->phase() == GameSession::Phase::Placing) {  // the cursor's cell needs another turn of the tile
        const Placement p = s->legalPlacements().front();
        while (s->rotation() != p.rotation) QTest::keyClick(&w, Qt::Key_R);
        emit w.board()->cellClicked(p.at);
    }
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    const int player = g.currentPlayer();
    const std::size_t turns = s->record().turns.size();
    auto* noMeeple = overlays->buttonsOverlay()->findChild<QToolButton*>(QStringLiteral("overlay_noMeeple"));
    auto* endTurn = overlays->buttonsOverlay()->findChild<QToolButton*>(QStringLiteral("overlay_confirmTurn"));
    QVERIFY(noMeeple && endTurn && endTurn->isEnabled());
    QCOMPARE(endTurn->text(), QStringLiteral("End turn"));
    QTest::mouseClick(noMeeple, Qt::LeftButton);
    QTest::mouseClick(endTurn, Qt::LeftButton);
    QTRY_COMPARE(s->phase(), GameSession::Phase::Placing);
    QCOMPARE(s->record().turns.size(), turns + 1);  // the turn recorded, its meeple none
    QVERIFY(s->game().currentPlayer() != player);
    QVERIFY(!endTurn->isEnabled());

    // Esc leaves: the window as it was, the overlays gone.
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_VERIFY(!w.isFullScreen());
    QVERIFY(w.menuBar()->isVisible());
    QCOMPARE(shownPanels(w).size(), 6);
    QVERIFY(!overlays->tileOverlay()->isVisible());
    QVERIFY(!w.action(QStringLiteral("boardOnly"))->isChecked());
    // F11 enters and leaves.
    QTest::keyClick(&w, Qt::Key_F11);
    QTRY_VERIFY(w.isFullScreen());
    QTest::keyClick(&w, Qt::Key_F11);
    QTRY_VERIFY(!w.isFullScreen());
    QVERIFY(!overlays->scoresOverlay()->isVisible());
}

// Board only comes back at the next start; the panels' layout saved is the window's own.
// Fit board (Ctrl+0) in Board only: no tile and no cell to play is under an overlay (the turn's
// buttons covered a cell to play at the bottom of the screen), and the board still takes most
// of the screen.
void TestRoom::boardOnlyFitLeavesTheOverlaysRoom()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    QVERIFY(w.startGame(standardGame(40, 1)));
    QTest::keyClick(&w, Qt::Key_F11);
    QTRY_VERIFY(w.isFullScreen());
    QTRY_COMPARE(w.board()->size(), w.size());
    QCoreApplication::processEvents();
    auto* overlays = w.findChild<BoardOverlays*>();
    QVERIFY(overlays);
    BoardView* board = w.board();
    const auto inView = [board](Pos p) {
        const QRectF cell(p.x * BoardView::kTile, p.y * BoardView::kTile, BoardView::kTile, BoardView::kTile);
        return board->mapFromScene(cell).boundingRect().translated(board->viewport()->pos());
    };
    // Boards of many shapes: some reach the corners where the overlays stand.
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        QVERIFY(w.startGame(standardGame(40 + 3 * static_cast<int>(seed), seed)));
        if (w.session()->phase() != GameSession::Phase::Placing) continue;
        QCoreApplication::processEvents();
        QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
        const Game& g = w.session()->game();
        std::vector<Placement> legal;
        g.legalPlacements(g.drawnTile(), legal);
        std::vector<Pos> cells;
        for (const Placement& p : legal) cells.push_back(p.at);
        for (const auto& t : g.placedTiles()) cells.push_back(t.at);
        QRect all;
        for (const Pos& p : cells) {
            const QRect cell = inView(p);
            all |= cell;
            for (QFrame* f : {overlays->tileOverlay(), overlays->scoresOverlay(), overlays->buttonsOverlay()}) {
                QVERIFY2(!cell.intersects(f->geometry()),
                         qPrintable(QStringLiteral("seed %1: (%2, %3) under %4").arg(seed).arg(p.x).arg(p.y).arg(f->objectName())));
            }
        }
        QVERIFY(board->rect().contains(all));
        // Most of the screen: the board as wide or as tall as 60 % of it.
        QVERIFY2(all.width() * 10 >= board->width() * 6 || all.height() * 10 >= board->height() * 6,
                 qPrintable(QStringLiteral("seed %1: %2 x %3").arg(seed).arg(all.width()).arg(all.height())));
    }
}

void TestRoom::boardOnlyIsRemembered()
{
    {
        MainWindow w;
        showActive(w);
        QTest::keyClick(&w, Qt::Key_F11);
        QTRY_VERIFY(w.isFullScreen());
        w.close();
    }
    {
        MainWindow w;
        showActive(w);
        QTRY_VERIFY(w.isFullScreen());
        QVERIFY(w.action(QStringLiteral("boardOnly"))->isChecked());
        QVERIFY(!w.menuBar()->isVisible());
        QTest::keyClick(&w, Qt::Key_Escape);
        QTRY_VERIFY(!w.isFullScreen());
        QCOMPARE(shownPanels(w).size(), 6);
        w.close();
    }
    MainWindow w;
    showActive(w);
    QVERIFY(!w.isFullScreen());
    QVERIFY(w.menuBar()->isVisible());
}

// The window within the available area of its screen, from its default size and from a
// remembered geometry larger than the screen (saved on a larger screen or at a smaller scale).
void TestRoom::windowFitsTheScreen()
{
    {
        MainWindow w;
        showActive(w);
        checkWithinScreen(w);
        if (QTest::currentTestFailed()) return;
        // Larger than the screen each way, as a larger screen would have saved it.
        const QRect area = w.screen()->availableGeometry();
        w.setMinimumSize(0, 0);
        w.setGeometry(area.x() + 40, area.y() + 40, area.width() + 300, area.height() + 200);
        QSettings().setValue(QStringLiteral("window/geometry"), w.saveGeometry());
        w.hide();
    }
    MainWindow w;
    showActive(w);
    QTest::qWait(50);
    checkWithinScreen(w);
}

QTEST_MAIN(TestRoom)
#include "tst_room.moc"
