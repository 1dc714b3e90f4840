// A game without a mouse (issue 25, Keyboard only): the board's cursor goes over the legal cells
// the session offers, the keys place the tile, pick the meeple spots, the face-up tiles and the
// Galaxy Traders re-placements, and end the turn; Tab goes through every panel and every control
// of the New game dialog; the view keeps the play in sight and Fit board centres the board. Every
// move here is made by key events sent to the widget with the focus, as a keyboard would: no
// mouse event, no move asked of the session directly.
#include "boardview.h"
#include "boardwords.h"
#include "focusring.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "newgamedialog.h"
#include "rng.h"
#include "testpaths.h"
#include "testrecords.h"
#include "widgettest.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTextEdit>
#include <QtTest>

#include <functional>

namespace swc {
char* toString(const Pos& p) { return QTest::toString(QStringLiteral("(%1,%2)").arg(p.x).arg(p.y)); }
}  // namespace swc

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// Space tiles only: every tile fits against every other, so the legal cells are the empty cells
// beside the tiles, whatever the rotation. Red placed (1,0), black (2,0), red (0,1): the board
//       .  x  x  .         x: legal cells (-1,0) (0,-1) (1,-1) (2,-1) (3,0) (-1,1) (1,1) (2,1) (0,2)
//    x [S][1][2] x         S: the start tile at (0,0)
//       x [3] x  x
//          x
const char* kSpaceRecord = R"(tileset:
  format: 1
  name: Space
  tiles:
    - {id: start, count: 1, start: true, edges: [space, space, space, space]}
    - {id: space, count: 12, edges: [space, space, space, space]}
players: [red, black]
seed: 5
turns:
  - {at: [1, 0]}
  - {at: [2, 0]}
  - {at: [0, 1]}
)";

GameRecord spaceRecord()
{
    std::vector<RecordError> errors;
    auto rec = parseRecord(kSpaceRecord, "space.yaml", "", errors);
    Q_ASSERT(rec);
    return *rec;
}

GameRecord standardGame(std::uint64_t seed, int players)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    const Color colors[] = {Color::Red, Color::Black, Color::Green, Color::White};
    rec.players.assign(colors, colors + players);
    rec.seed = seed;
    return rec;
}

void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, static_cast<Qt::Key>(key), modifiers);
}

// The controls of `dialog` (at least `least` of them) that Tab, pressed twice as many times as there
// are controls, never gives the focus to: their classes and names. A spin box's control is its
// text field.
QStringList unreachedByTab(QWidget* dialog, int least)
{
    QSet<QWidget*> controls, reached;
    for (QWidget* c : dialog->findChildren<QWidget*>())
        if ((c->focusPolicy() & Qt::TabFocus) && !c->focusProxy() && c->isVisibleTo(dialog) && c->isEnabled()) controls << c;
    if (controls.size() < least) return {QStringLiteral("only %1 controls").arg(controls.size())};
    for (qsizetype i = 0; i < 2 * controls.size(); ++i) {
        press(Qt::Key_Tab);
        reached << QApplication::focusWidget();
    }
    QStringList unreached;
    for (QWidget* c : controls)
        if (!reached.contains(c)) unreached << QString::fromLatin1(c->metaObject()->className()) + QLatin1Char(' ') + c->objectName();
    return unreached;
}

// The record `file` of the test data but its last turn, started in `w` with `seed` (one that
// deals the last turn's tile next, since the record names no tile of its own); the tile turned
// and the cursor moved by keys to where that turn placed it. Returns that turn.
RecordTurn startBeforeLastTurn(MainWindow& w, const char* file, std::uint64_t seed)
{
    GameRecord rec = loadTestRecord(file);
    if (rec.turns.empty()) {
        QTest::qFail(file, __FILE__, __LINE__);
        return {};
    }
    const RecordTurn last = rec.turns.back();
    rec.turns.pop_back();
    rec.seed = seed;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    if (!w.startGame(rec)) {
        QTest::qFail("the game did not start", __FILE__, __LINE__);
        return last;
    }
    while (w.session()->rotation() != last.placement.rotation) press(Qt::Key_R);
    for (int i = 0; i < 20 && w.board()->cursorCell() != last.placement.at; ++i) press(Qt::Key_PageDown);
    return last;
}

// What a game played by keys went through.
struct KeyGame
{
    int tiles = 0, meeples = 0, fromRow = 0, fromPile = 0, replaced = 0, kept = 0, jumps = 0;
};

// Plays every decision of the person at this screen by keys, chosen at random, until the game
// is over; the computers play theirs meanwhile.
class KeyPlayer
{
public:
    KeyPlayer(MainWindow& w, std::uint64_t seed) : w_(w), s_(w.session()), rng_(seed) {}

    void play()
    {
        while (s_->phase() != GameSession::Phase::Over) {
            QTRY_VERIFY_WITH_TIMEOUT(s_->phase() == GameSession::Phase::Over || w_.seats()->localMayAct(), 60000);
            if (s_->phase() == GameSession::Phase::Over) break;
            QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w_.board()));
            const int decision = s_->decision();
            const auto phase = s_->phase();
            if (phase == GameSession::Phase::Placing && s_->needsTileChoice()) chooseTile();
            else if (phase == GameSession::Phase::Placing) placeTile();
            else if (phase == GameSession::Phase::Meeple) chooseMeeple();
            else replaceMeeple();
            if (QTest::currentTestFailed()) return;
            QVERIFY2(s_->decision() != decision || s_->phase() != phase, "the keys left the decision as it was");
        }
    }
    const KeyGame& done() const { return done_; }

private:
    int below(int n) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))); }

    // Intel and Rumours: the pile (P) or a face-up tile (1-3); a face-up tile that fits nowhere is
    // refused, and the next one is tried.
    void chooseTile()
    {
        if (!s_->game().pileEmpty() && below(2) == 0) {
            press(Qt::Key_P);
            ++done_.fromPile;
            QVERIFY(!s_->needsTileChoice());
            return;
        }
        for (int k = 0; k < 3 && s_->needsTileChoice(); ++k) press(Qt::Key_1 + (k + below(3)) % 3);
        if (s_->needsTileChoice()) press(Qt::Key_P);  // no face-up tile fits
        else ++done_.fromRow;
        QVERIFY(!s_->needsTileChoice());
    }

    void placeTile()
    {
        static const int kMoves[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_PageDown, Qt::Key_PageUp, Qt::Key_Home};
        for (int i = below(6); i > 0; --i) press(kMoves[below(7)]);
        for (int i = below(4); i > 0; --i) press(Qt::Key_R, below(2) ? Qt::NoModifier : Qt::ShiftModifier);
        const auto cursor = w_.board()->cursorCell();
        QVERIFY(cursor);
        QVERIFY(s_->anyRotationLegal(*cursor));
        const std::size_t placed = s_->game().placedTiles().size();
        press(below(2) ? Qt::Key_Return : Qt::Key_Space);
        QCOMPARE(s_->game().placedTiles().size(), placed + 1);
        QCOMPARE(s_->game().placedTiles().back().at, *cursor);
        ++done_.tiles;
    }

    // The row of the Meeple list whose text starts with `start` (a small meeple's first), or -1.
    int rowStarting(const QString& start) const
    {
        QListWidget* list = w_.meepleList();
        for (int row = 1; row < list->count(); ++row)
            if (list->item(row)->text().startsWith(start, Qt::CaseInsensitive)) return row;
        return -1;
    }

    // As a person reading the Meeple list: a Hyperspace jump when there is one, else a small
    // meeple on a trading route (routes come back soon, and lead to jumps) two times in three,
    // else a numbered spot, the arrows or no meeple; then Enter.
    void chooseMeeple()
    {
        const int options = static_cast<int>(s_->meepleOptions().size());
        QListWidget* list = w_.meepleList();
        int wanted = rowStarting(QStringLiteral("Hyperspace jump: small meeple"));
        if (wanted < 0 && below(3) > 0) wanted = rowStarting(QStringLiteral("small meeple on the trading route"));
        const int how = below(4);
        if (wanted > 0)
            for (int i = 0; i < list->count() && list->currentRow() != wanted; ++i) press(Qt::Key_Down);
        else if (how == 0 || options == 0) press(Qt::Key_N);
        else if (how == 1) press(Qt::Key_1 + below(std::min(options, 9)));
        else
            for (int i = 1 + below(options); i > 0; --i) press(below(2) ? Qt::Key_Down : Qt::Key_Right);
        if (wanted > 0) QCOMPARE(list->currentRow(), wanted);
        if (const QListWidgetItem* item = list->currentItem(); item && list->currentRow() > 0) {
            ++done_.meeples;
            if (item->text().startsWith(QStringLiteral("Hyperspace jump"))) ++done_.jumps;
        }
        const std::size_t turns = s_->record().turns.size();
        press(Qt::Key_Return);
        QVERIFY(s_->phase() == GameSession::Phase::Replacing || s_->record().turns.size() == turns + 1);
    }

    // Galaxy Traders: back on a route (the arrows or a number) or kept (N), then Enter.
    void replaceMeeple()
    {
        const int how = below(3);
        press(how == 0 ? Qt::Key_N : how == 1 ? Qt::Key_1 : Qt::Key_Down);
        const bool back = s_->chosenMeeple().place;
        QCOMPARE(back, how != 0);
        const int decision = s_->decision();
        press(Qt::Key_Return);
        QVERIFY(s_->decision() != decision);
        (back ? done_.replaced : done_.kept)++;
    }

    MainWindow& w_;
    GameSession* s_;
    Rng rng_;
    KeyGame done_;
};

// The cells of the board in view, whole.
bool inView(BoardView* board, Pos cell)
{
    const QRectF visible = board->mapToScene(board->viewport()->rect()).boundingRect();
    return visible.contains(QRectF(cell.x * BoardView::kTile, cell.y * BoardView::kTile, BoardView::kTile, BoardView::kTile));
}

}  // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cursorRule();
    void arrowsMoveOverLegalCells();
    void rTurnsAndEnterPlaces();
    void meepleSpotsByNumberAndArrows();
    void spotNumbersReadableZoomedOut();
    void galaxyTradersByKeys();
    void hintThenEnter();
    void keysDuringComputerTurnDoNothing();
    void tabReachesEveryPanel();
    void newGameDialogByKeys();
    void dialogsByTabAndEscape_data();
    void dialogsByTabAndEscape();
    void viewKeepsLegalCellsInSight();
    void helpListsTheKeys();
    void fitBoardCentresAndFills();
    void wholeGameAgainstComputer();
    void wholeGameWithHouseRules();
};

void TestKeyboard::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestKeyboard::init() { QDir(Autosave::directory()).removeRecursively(); }

// The rule alone, on cells laid out by hand: the nearest ahead, a step aside counting twice.
void TestKeyboard::cursorRule()
{
    // In reading order, as the board gives them.
    const std::vector<Pos> cells = {{-1, -2}, {0, -1}, {-3, 0}, {2, 0}, {1, 1}};
    QCOMPARE(BoardView::stepCursor(cells, {0, 0}, 1, 0), (Pos{2, 0}));    // 2 ahead beats 1 ahead + 1 aside (3)
    QCOMPARE(BoardView::stepCursor(cells, {0, 0}, -1, 0), (Pos{-3, 0}));  // 3 beats 1 + 2 * 2
    QCOMPARE(BoardView::stepCursor(cells, {0, 0}, 0, -1), (Pos{0, -1}));
    QCOMPARE(BoardView::stepCursor(cells, {0, 0}, 0, 1), (Pos{1, 1}));
    QCOMPARE(BoardView::stepCursor(cells, {1, 1}, 0, 1), (Pos{1, 1}));    // nothing further down: it stays
    // Equal costs: the first in reading order.
    QCOMPARE(BoardView::stepCursor({{1, -1}, {1, 1}}, {0, 0}, 1, 0), (Pos{1, -1}));
}

// The hand-made position of kSpaceRecord (its picture above), black to play.
void TestKeyboard::arrowsMoveOverLegalCells()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(spaceRecord()));
    BoardView* board = w.board();
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(board));
    // The frame in the focus colour (the image in logical pixels at this test's scale).
    QCOMPARE(board->grab().toImage().pixelColor(1, board->height() / 2), QColor(0xff, 0xd5, 0x4f));
    // Beside the last tile placed, (0,1): of (-1,1), (1,1) and (0,2), the first in reading order.
    QVERIFY(board->cursorCell());
    QCOMPARE(*board->cursorCell(), (Pos{-1, 1}));
    QCOMPARE(board->itemRectsForTests(QStringLiteral("cursor")).size(), std::size_t(1));
    QVERIFY(board->itemRectsForTests(QStringLiteral("cursor")).front().contains(BoardView::cellCenter({-1, 1})));
    const struct
    {
        int key;
        Pos expected;
    } steps[] = {
        {Qt::Key_Right, {1, 1}},   // (1,1) 2 ahead; (0,2) and (2,1) cost 3
        {Qt::Key_Right, {2, 1}},
        {Qt::Key_Up, {2, -1}},     // 2 up beats (3,0), 1 up and 1 aside
        {Qt::Key_Up, {2, -1}},     // nothing above: it stays
        {Qt::Key_Left, {1, -1}},
        {Qt::Key_Down, {1, 1}},    // (1,1) 2 down; (2,1) 2 + 2
        {Qt::Key_Down, {0, 2}},    // (0,2): 1 down, 1 aside
        {Qt::Key_PageDown, {0, -1}},  // round to the first in reading order
        {Qt::Key_PageUp, {0, 2}},
        {Qt::Key_Home, {-1, 1}},
    };
    for (const auto& step : steps) {
        press(step.key);
        QVERIFY(board->cursorCell());
        QCOMPARE(*board->cursorCell(), step.expected);
        QVERIFY(board->itemRectsForTests(QStringLiteral("cursor")).front().contains(BoardView::cellCenter(step.expected)));
    }
    QCOMPARE(w.session()->history().size(), std::size_t(3));  // moving placed nothing
    // A screen reader hears about the cursor's cell in the board's description.
    const QString here = BoardWords::cell(*w.session(), {-1, 1}, true);
    QVERIFY(!here.isEmpty());
    QVERIFY2(board->accessibleDescription().contains(here), qPrintable(board->accessibleDescription()));
    press(Qt::Key_Right);
    QVERIFY(!board->accessibleDescription().contains(here));
    QVERIFY(board->accessibleDescription().contains(BoardWords::cell(*w.session(), {1, 1}, true)));
    press(Qt::Key_Home);
    // Zoomed in on one cell, the view follows the cursor to every other.
    board->zoomBy(5.0 / board->transform().m11());
    for (int i = 0; i < 9; ++i) {
        press(Qt::Key_PageDown);
        QVERIFY(inView(board, *board->cursorCell()));
    }
}

void TestKeyboard::rTurnsAndEnterPlaces()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(spaceRecord()));
    GameSession* s = w.session();
    QCOMPARE(s->rotation(), 0);
    press(Qt::Key_R);
    QCOMPARE(s->rotation(), 1);
    press(Qt::Key_R);
    QCOMPARE(s->rotation(), 2);
    press(Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(s->rotation(), 1);
    // The tile in hand is shown on the cursor's cell, turned.
    press(Qt::Key_Right);
    QCOMPARE(w.board()->itemPositionsForTests(QStringLiteral("ghost")), (std::vector<QPointF>{QPointF(100, 100)}));
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    QCOMPARE(s->game().placedTiles().back().at, (Pos{1, 1}));
    QCOMPARE(s->game().placedTiles().back().rotation, 1);
    press(Qt::Key_Return);  // no meeple: the turn ends
    QCOMPARE(s->phase(), GameSession::Phase::Placing);
    QCOMPARE(s->actingSeat(), 0);
    QCOMPARE(s->record().turns.size(), std::size_t(4));
}

// variant-hyperspace-planet.yaml: its last turn's tile placed, the meeple step offers (as the
// Meeple list shows them) no meeple, then the small meeple's jump to the planet, the small one's
// to the field, the large one's to the planet and to the field: two spots, numbered 1 and 2.
void TestKeyboard::meepleSpotsByNumberAndArrows()
{
    MainWindow w;
    const RecordTurn last = startBeforeLastTurn(w, "variant-hyperspace-planet.yaml", 7);
    if (QTest::currentTestFailed()) return;
    GameSession* s = w.session();
    QVERIFY(w.board()->cursorCell());
    QCOMPARE(*w.board()->cursorCell(), last.placement.at);
    w.board()->zoomBy(5.0 / w.board()->transform().m11());  // the placed tile alone in view
    w.board()->centerOn(BoardView::cellCenter(last.placement.at));
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    QCOMPARE(s->meepleOptions().size(), std::size_t(4));
    QCOMPARE(w.board()->itemCountForTests(QStringLiteral("spotNumber")), 2);
    // The jumps' spots, up to two tiles away, come into view.
    const QRectF visible = w.board()->mapToScene(w.board()->viewport()->rect()).boundingRect();
    for (const QRectF& spot : w.board()->itemRectsForTests(QStringLiteral("meepleSpot"))) QVERIFY(visible.contains(spot));
    const std::vector<MeepleMove> options = s->meepleOptions();
    press(Qt::Key_1);  // the first spot: its small meeple
    QCOMPARE(s->chosenMeeple(), options[0]);
    QCOMPARE(w.meepleList()->currentRow(), 1);
    press(Qt::Key_1);  // again: the large one
    QCOMPARE(s->chosenMeeple(), options[2]);
    press(Qt::Key_Down);  // the next in the list: the large meeple's jump to the field
    QCOMPARE(s->chosenMeeple(), options[3]);
    press(Qt::Key_Down);  // round to no meeple
    QVERIFY(!s->chosenMeeple().place);
    QCOMPARE(w.meepleList()->currentRow(), 0);
    press(Qt::Key_Up);
    QCOMPARE(s->chosenMeeple(), options[3]);
    press(Qt::Key_2);
    QCOMPARE(s->chosenMeeple(), options[1]);
    press(Qt::Key_9);  // no ninth spot: nothing changes
    QCOMPARE(s->chosenMeeple(), options[1]);
    press(Qt::Key_N);
    QVERIFY(!s->chosenMeeple().place);
    press(Qt::Key_1);
    press(Qt::Key_Return);
    QVERIFY(s->record().turns.back().meeple.place);
    QCOMPARE(s->record().turns.back().meeple.at, options[0].at);
}

// Zoomed out to 40 pixels a tile, the meeple step shows its spots at 70 pixels a tile at least:
// every number at least 12 pixels high (issue 39: unreadable at 40), no zooming out below that
// while they show, and the person's zoom back once the turn is over.
void TestKeyboard::spotNumbersReadableZoomedOut()
{
    MainWindow w;
    startBeforeLastTurn(w, "variant-hyperspace-planet.yaml", 7);
    if (QTest::currentTestFailed()) return;
    GameSession* s = w.session();
    BoardView* board = w.board();
    board->zoomBy(0.4 / board->transform().m11());
    QCOMPARE(board->transform().m11(), 0.4);
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    QVERIFY2(board->transform().m11() >= 0.7 - 1e-9, qPrintable(QString::number(board->transform().m11())));
    const std::vector<QRectF> numbers = board->itemRectsForTests(QStringLiteral("spotNumber"));
    QCOMPARE(numbers.size(), std::size_t(2));
    const QRect viewport = board->viewport()->rect();
    for (const QRectF& r : numbers) {
        const QRect shown = board->mapFromScene(r).boundingRect();
        QVERIFY2(shown.height() >= 12, qPrintable(QString::number(shown.height())));
        QVERIFY(viewport.contains(shown));
    }
    board->zoomBy(0.5);
    QVERIFY(board->transform().m11() >= 0.7 - 1e-9);
    press(Qt::Key_N);
    press(Qt::Key_Return);
    QTRY_VERIFY(s->phase() != GameSession::Phase::Meeple);
    QCOMPARE(board->transform().m11(), 0.4);
}

// variant-galaxy-traders-replace.yaml: red's curve completes the route of red and green; red puts
// its meeple back on a route by the key 1, green keeps its own (N), both confirmed by Enter.
void TestKeyboard::galaxyTradersByKeys()
{
    MainWindow w;
    const RecordTurn last = startBeforeLastTurn(w, "variant-galaxy-traders-replace.yaml", 155);
    if (QTest::currentTestFailed()) return;
    GameSession* s = w.session();
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Replacing);
    QCOMPARE(s->actingSeat(), 0);
    QVERIFY(w.board()->itemCountForTests(QStringLiteral("spotNumber")) > 0);
    const MeepleMove first = s->replacementOptions().front();
    press(Qt::Key_1);
    QCOMPARE(s->chosenMeeple(), first);
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Replacing);
    QCOMPARE(s->actingSeat(), 1);  // green's meeple
    press(Qt::Key_Down);
    QVERIFY(s->chosenMeeple().place);
    press(Qt::Key_N);
    QVERIFY(!s->chosenMeeple().place);
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Placing);
    const auto& replacements = s->record().turns.back().replacements;
    QCOMPARE(replacements.size(), std::size_t(2));
    QVERIFY(replacements[0].place);
    QCOMPARE(replacements[0].at, first.at);
    QVERIFY(!replacements[1].place);
}

// H asks for a hint; the cursor goes to the hinted cell and the tile is turned as hinted, so that
// Enter plays the hinted placement.
void TestKeyboard::hintThenEnter()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(standardGame(5, 2)));
    press(Qt::Key_H);
    QTRY_VERIFY_WITH_TIMEOUT(w.board()->hasHint(), 30000);
    const std::vector<QRectF> frames = w.board()->itemRectsForTests(QStringLiteral("hintFrame"));
    QCOMPARE(frames.size(), std::size_t(1));
    const Pos hinted = BoardView::cellAt(frames.front().center());
    QVERIFY(w.board()->cursorCell());
    QCOMPARE(*w.board()->cursorCell(), hinted);
    const int rotation = w.session()->rotation();
    press(Qt::Key_Return);
    QCOMPARE(w.session()->phase(), GameSession::Phase::Meeple);
    QCOMPARE(w.session()->game().placedTiles().back().at, hinted);
    QCOMPARE(w.session()->game().placedTiles().back().rotation, rotation);
}

// Red a person, black the easy computer at a slow pace: while black searches and shows its move,
// the turn's keys change nothing, and the cursor is gone from the board.
void TestKeyboard::keysDuringComputerTurnDoNothing()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(standardGame(11, 2), {}, {-1, static_cast<int>(AiLevel::Easy)}));
    w.setComputerPause(400);
    GameSession* s = w.session();
    press(Qt::Key_Return);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    press(Qt::Key_Return);
    QCOMPARE(s->actingSeat(), 1);
    for (int round = 0; round < 3 && s->actingSeat() == 1; ++round) {
        const int decision = s->decision();
        const auto phase = s->phase();
        const int rotation = s->rotation();
        const std::size_t placed = s->game().placedTiles().size();
        const MeepleMove chosen = s->chosenMeeple();
        const QTransform view = w.board()->transform();
        QVERIFY(!w.board()->cursorCell());
        QCOMPARE(w.board()->itemCountForTests(QStringLiteral("cursor")), 0);
        for (int key : {Qt::Key_Right, Qt::Key_Down, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_R, Qt::Key_1, Qt::Key_2,
                        Qt::Key_N, Qt::Key_P, Qt::Key_Space, Qt::Key_Return, Qt::Key_Enter})
            press(key);
        QCOMPARE(s->decision(), decision);
        QCOMPARE(s->phase(), phase);
        QCOMPARE(s->rotation(), rotation);
        QCOMPARE(s->game().placedTiles().size(), placed);
        QCOMPARE(s->chosenMeeple(), chosen);
        QCOMPARE(w.board()->transform(), view);
        QTest::qWait(300);  // black goes on meanwhile
    }
    QTRY_COMPARE_WITH_TIMEOUT(s->actingSeat(), 0, 20000);
    QCOMPARE(s->record().turns.size(), std::size_t(2));  // black's own turn, nothing of red's keys
    QVERIFY(w.board()->cursorCell());
}

// Tab goes from the board through every panel and back to the board: the Turn panel's buttons
// while the tile is placed, the Meeple panel's at the meeple step (the others are disabled then).
void TestKeyboard::tabReachesEveryPanel()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(spaceRecord()));
    auto* ring = w.findChild<FocusRing*>(QStringLiteral("focusRing"));
    QVERIFY(ring);
    QSet<QString> docks;
    int framed = 0;
    QStringList wrong;  // the focus widgets framed wrongly
    const auto walk = [&] {
        bool backToBoard = false;
        for (int i = 0; i < 40 && !backToBoard; ++i) {
            press(Qt::Key_Tab);
            QWidget* f = QApplication::focusWidget();
            for (QWidget* p = f; p; p = p->parentWidget())
                if (auto* dock = qobject_cast<QDockWidget*>(p)) docks << dock->objectName();
            backToBoard = f == w.board();
            // A list, a table or a text panel with the focus is framed in the focus colour, the
            // frame over its edges; the board frames itself, buttons keep their style's mark.
            const bool panel = qobject_cast<QAbstractItemView*>(f) || qobject_cast<QTextEdit*>(f);
            const bool right = ring->isVisible() == panel &&
                               (!panel || (ring->target() == f && ring->geometry() == QRect(f->mapTo(&w, QPoint(0, 0)), f->size())));
            if (!right) wrong << f->objectName();
            framed += panel;
        }
        return backToBoard;
    };
    QVERIFY(walk());
    QVERIFY(docks.contains(QStringLiteral("tileDock")));
    press(Qt::Key_Return);  // the meeple step
    QVERIFY(walk());
    const QSet<QString> all = {QStringLiteral("tileDock"),  QStringLiteral("meepleDock"), QStringLiteral("playersDock"),
                               QStringLiteral("tilesDock"), QStringLiteral("battleDock"), QStringLiteral("logDock")};
    QCOMPARE(docks, all);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(", "))));
    QVERIFY(framed >= 6);  // the players' table, the tiles to come, the last turn, the log ...
    // The frame follows its panel when the window is resized.
    press(Qt::Key_Tab);
    while (!ring->isVisible()) press(Qt::Key_Tab);
    QWidget* f = QApplication::focusWidget();
    w.resize(w.width() + 120, w.height() + 80);
    QTRY_COMPARE(ring->geometry(), QRect(f->mapTo(&w, QPoint(0, 0)), f->size()));
}

// The New game dialog without a mouse: Ctrl+N opens it and Escape closes it with nothing started;
// Tab reaches each of its controls; the arrows, Home and End and typing set the players, the
// seats' computers and the seed, and Enter starts that game.
void TestKeyboard::newGameDialogByKeys()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(!w.session()->hasGame());
    // Keys go to the dialog once it is the active window and holds the focus; a failure closes it
    // (no hang).
    const auto byKeys = [](const std::function<void(NewGameDialog*)>& keys) {
        return whenShown<NewGameDialog>([keys](NewGameDialog* d) {
            const bool focused = QTest::qWaitForWindowActive(d) && QTest::qWaitFor([d] { return d->isAncestorOf(QApplication::focusWidget()); });
            if (!focused) {
                d->reject();
                QFAIL("the dialog did not take the focus");
            }
            keys(d);
            if (d->isVisible() && QTest::currentTestFailed()) d->reject();
        });
    };
    auto cancelled = byKeys([](NewGameDialog*) { press(Qt::Key_Escape); });
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(*cancelled);
    QVERIFY(!w.session()->hasGame());
    showActive(w);  // the offscreen platform gives the activation back to no window

    QStringList unreached;
    const auto tabTo = [](QWidget* target) {
        for (int i = 0; i < 60 && !target->hasFocus(); ++i) press(Qt::Key_Tab);
        QVERIFY2(target->hasFocus(), qPrintable(target->objectName()));
    };
    auto chosen = byKeys([&](NewGameDialog* d) {
        // A name, colour and player for 2 seats or more, the 9 of the game, OK and Cancel.
        unreached = unreachedByTab(d, 17);
        tabTo(d->playerCountBox());
        for (int i = 0; i < 4; ++i) press(Qt::Key_Down);  // down to the fewest, 2
        tabTo(d->seatTypeBox(0));
        press(Qt::Key_Home);  // a person
        tabTo(d->seatTypeBox(1));
        press(Qt::Key_End);  // the strongest computer
        tabTo(d->seedEdit());
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("42"));
        press(Qt::Key_Return);
    });
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(*chosen);
    QVERIFY2(unreached.isEmpty(), qPrintable(unreached.join(QStringLiteral(", "))));
    QVERIFY(w.session()->hasGame());
    const GameRecord& rec = w.session()->record();
    QCOMPARE(rec.players.size(), std::size_t(2));
    QCOMPARE(rec.seed, std::uint64_t(42));
    QCOMPARE(rec.seats.size(), std::size_t(2));
    QCOMPARE(rec.seats[0], kPersonSeat);
    QCOMPARE(rec.seats[1], static_cast<int>(AiLevel::Expert));
}

void TestKeyboard::dialogsByTabAndEscape_data()
{
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<int>("least");  // its controls, at least
    QTest::newRow("host") << QStringLiteral("host") << 20;  // the New game dialog's, port, password, turn time, Load
    QTest::newRow("join") << QStringLiteral("join") << 6;   // address, port, name, password, OK, Cancel
}

// The network dialogs without a mouse: Tab reaches each of their controls, Escape closes them
// with nothing chosen.
void TestKeyboard::dialogsByTabAndEscape()
{
    QFETCH(QString, dialog);
    QFETCH(int, least);
    std::unique_ptr<QDialog> d;
    if (dialog == QStringLiteral("host")) d = std::make_unique<HostDialog>();
    else d = std::make_unique<JoinDialog>();
    showActive(*d);
    QTRY_VERIFY(d->isAncestorOf(QApplication::focusWidget()));
    const QStringList unreached = unreachedByTab(d.get(), least);
    QVERIFY2(unreached.isEmpty(), qPrintable(unreached.join(QStringLiteral(", "))));
    press(Qt::Key_Escape);
    QVERIFY(!d->isVisible());
    QCOMPARE(d->result(), int(QDialog::Rejected));
}

// Zoomed in on one legal cell: at the next decision the view shows all of them.
void TestKeyboard::viewKeepsLegalCellsInSight()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(spaceRecord()));
    GameSession* s = w.session();
    BoardView* board = w.board();
    press(Qt::Key_Return);
    board->zoomBy(4.0 / board->transform().m11());  // a tile 400 pixels wide
    board->centerOn(BoardView::cellCenter({3, 0}));
    QVERIFY(inView(board, {3, 0}));
    const int decision = s->decision();
    press(Qt::Key_Return);  // red to place
    QCOMPARE(s->actingSeat(), 0);
    QTRY_VERIFY(s->decision() != decision);
    const auto allInView = [&] {
        for (const Placement& p : s->legalPlacements())
            if (!inView(board, p.at)) return false;
        return true;
    };
    QTRY_VERIFY(allInView());
    QVERIFY(board->transform().m11() < 4.0);
    QVERIFY(inView(board, *board->cursorCell()));
}

// Help > Keyboard: the keys by the names Qt gives them in each language.
void TestKeyboard::helpListsTheKeys()
{
    MainWindow w;
    showActive(w);
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        w.setLanguage(lang, false);
        w.action(QStringLiteral("keyboardHelp"))->trigger();
        auto* dialog = w.findChild<QDialog*>(QStringLiteral("keyboardDialog"));
        QVERIFY(dialog);
        const QString text = dialog->findChild<QTextBrowser*>(QStringLiteral("keyboardDialogText"))->toPlainText();
        const QStringList expected = lang == QStringLiteral("en")
                                         ? QStringList{QStringLiteral("PgDown / PgUp"), QStringLiteral("R / Shift+R"), QStringLiteral("Enter / Space"),
                                                       QStringLiteral("place the tile on the cursor's cell"), QStringLiteral("1 2 3 / P")}
                                         : QStringList{QStringLiteral("R / Maj+R"), QStringLiteral("poser la tuile sur la case du curseur"),
                                                       QStringLiteral("Renseignements et rumeurs")};
        for (const QString& e : expected) QVERIFY2(text.contains(e), qPrintable(text));
        if (qEnvironmentVariableIsSet("KB_SHOT")) dialog->grab().save(qEnvironmentVariable("KB_SHOT") + lang + QStringLiteral(".png"));
        dialog->close();
        delete dialog;
    }
}

// Fit board after zooming in on a corner: the board in the middle of the view, filling it.
void TestKeyboard::fitBoardCentresAndFills()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(standardGame(3, 2)));
    for (int i = 0; i < 16; ++i) {
        press(i % 3 == 0 ? Qt::Key_Right : Qt::Key_PageDown);
        press(Qt::Key_Return);
        press(Qt::Key_Return);
    }
    QCOMPARE(w.session()->record().turns.size(), std::size_t(16));
    BoardView* board = w.board();
    board->zoomBy(3.0);
    board->centerOn(0, 0);
    w.action(QStringLiteral("fitBoard"))->trigger();
    QRectF tiles;
    for (const QRectF& r : board->itemRectsForTests(QStringLiteral("tile"))) tiles |= r;
    const QRect shown = board->mapFromScene(tiles).boundingRect();
    const QRect view = board->viewport()->rect();
    QVERIFY2(view.contains(shown), qPrintable(QStringLiteral("board %1,%2 %3x%4 in %5x%6").arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height()).arg(view.width()).arg(view.height())));
    // The legal cells around the tiles are part of the board fitted: its middle is at most half
    // a tile from the tiles' own.
    const double tile = board->transform().m11() * BoardView::kTile;
    const QPoint off = shown.center() - view.center();
    QVERIFY2(std::abs(off.x()) <= tile / 2 + 2 && std::abs(off.y()) <= tile / 2 + 2,
             qPrintable(QStringLiteral("off centre by %1,%2, tile %3").arg(off.x()).arg(off.y()).arg(tile)));
    // Filling it: the board and a margin of at most a tile and a half around it, in one direction.
    QVERIFY2(shown.width() + 3 * tile >= 0.95 * view.width() || shown.height() + 3 * tile >= 0.95 * view.height(),
             qPrintable(QStringLiteral("board %1x%2 in %3x%4, tile %5").arg(shown.width()).arg(shown.height()).arg(view.width()).arg(view.height()).arg(tile)));
}

void TestKeyboard::wholeGameAgainstComputer()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    showActive(w);
    QVERIFY(w.startGame(standardGame(21, 2), {}, {-1, static_cast<int>(AiLevel::Easy)}));
    w.setComputerPause(0);
    KeyPlayer player(w, 21);
    player.play();
    if (QTest::currentTestFailed()) return;
    QCOMPARE(w.session()->phase(), GameSession::Phase::Over);
    QVERIFY(w.session()->finalScoring());
    QVERIFY(player.done().tiles >= 30);
    QVERIFY(player.done().meeples > 0);
}

// Every house rule: red a person, black the easy computer; then the same with team play, red
// and green against black and white, three computers. Red takes face-up tiles and draws from
// the pile, places its meeples (a Hyperspace jump when the list offers one) and, in the team
// game, re-places or keeps the meeples that come back, all by keys. (galaxyTradersByKeys and
// meepleSpotsByNumberAndArrows take a re-placement and a jump on positions made for them.)
void TestKeyboard::wholeGameWithHouseRules()
{
    const std::uint64_t seed = qEnvironmentVariableIntValue("KB_SEED") ? qEnvironmentVariableIntValue("KB_SEED") : 7;
    const int easy = static_cast<int>(AiLevel::Easy);
    for (const bool teams : {false, true}) {
        GameRecord rec = standardGame(seed, teams ? 4 : 2);
        rec.rules.teams = teams;
        for (int v = 0; v < kVariants; ++v) rec.rules.set(static_cast<Variant>(v));
        MainWindow w;
        w.setLanguage(QStringLiteral("en"));
        showActive(w);
        QVERIFY(w.startGame(rec, {}, teams ? std::vector<int>{-1, easy, easy, easy} : std::vector<int>{-1, easy}));
        w.setComputerPause(0);
        KeyPlayer player(w, seed);
        player.play();
        if (QTest::currentTestFailed()) return;
        QCOMPARE(w.session()->phase(), GameSession::Phase::Over);
        const KeyGame& done = player.done();
        qInfo("teams %d: tiles %d, meeples %d, face-up %d, pile %d, jumps %d, re-placed %d, kept %d", teams, done.tiles,
              done.meeples, done.fromRow, done.fromPile, done.jumps, done.replaced, done.kept);
        QVERIFY(done.fromRow > 0);
        QVERIFY(done.fromPile > 0);
        // Team-mates share their routes: red's meeples come back from them, to be re-placed or kept.
        if (teams) QVERIFY(done.replaced + done.kept > 0);
    }
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
