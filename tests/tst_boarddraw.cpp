// The board view stays fluid: a whole game of the standard set (76 tiles, with the meeples left
// on the board at the end) drawn into a 1280x800 frame, at the zoom that fits the board and at
// a close zoom, and the scene rebuilt from the position as after every move. QBENCHMARKs: the
// times are reported (run with -tickcounter or the default walltime), never asserted, since
// the machine running the tests decides them. And what keeps the rebuild cheap: the placed
// tiles' items are kept from move to move, and still show the right board after an undo, a new
// game or a network view.
#include "boardview.h"
#include "recordmoves.h"
#include "gamesession.h"
#include "random_play.h"
#include "tileart.h"

#include <optional>

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QtTest>

using namespace swc;
using namespace swc::ui;

namespace {

// A complete random game of the standard set for five players, as a record.
GameRecord fullGame()
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black, Color::Green, Color::White, Color::Orange};
    rec.seed = 5;
    Game g = newGame(rec);
    Rng rng(9);
    RandomPlayScratch scratch;
    std::vector<int> aside;
    MeepleMove m;
    RecordTurn t;
    const auto recordSetAside = [&] {
        for (int f : aside) rec.turns.push_back(setAsideTurn(g.tileset(), f));
        aside.clear();
    };
    while (playRandomTurn(g, rng, scratch, &aside, &m, nullptr, &t)) {
        recordSetAside();
        rec.turns.push_back(t);
    }
    recordSetAside();  // the tiles set aside at the very end
    return rec;
}

// The game of `rec` after its first `turns` turns.
GameRecord firstTurns(GameRecord rec, std::size_t turns)
{
    rec.turns.resize(std::min(turns, rec.turns.size()));
    return rec;
}

std::vector<QGraphicsPixmapItem*> tileItems(const BoardView& view)
{
    std::vector<QGraphicsPixmapItem*> out;
    for (QGraphicsItem* i : view.scene()->items())
        if (i->data(0).toString() == QLatin1String("tile")) out.push_back(qgraphicsitem_cast<QGraphicsPixmapItem*>(i));
    return out;
}

// Every placed tile of `g` is drawn once, at its cell, with its face and rotation, and nothing else is.
bool showsTiles(const BoardView& view, const Game& g)
{
    const auto items = tileItems(view);
    if (items.size() != g.placedTiles().size()) return false;
    for (const auto& t : g.placedTiles()) {
        const QPixmap art = TileRenderer::instance().face(g.tileset().faces[t.face], t.rotation, 160, Backdrop::BoardSky);
        const QPointF at(t.at.x * BoardView::kTile, t.at.y * BoardView::kTile);
        if (std::count_if(items.begin(), items.end(), [&](const QGraphicsPixmapItem* i) {
                return i && i->scenePos() == at && i->pixmap().cacheKey() == art.cacheKey();
            }) != 1)
            return false;
    }
    return true;
}

int markedTiles(const BoardView& view)
{
    const auto items = tileItems(view);
    return static_cast<int>(std::count_if(items.begin(), items.end(), [](const QGraphicsItem* i) { return i->data(1).toBool(); }));
}

void markTiles(const BoardView& view)
{
    for (QGraphicsItem* i : tileItems(view)) i->setData(1, true);
}

void playFirstLegalTurn(GameSession& s)
{
    const Placement p = s.legalPlacements().front();
    s.setRotation(p.rotation);
    QVERIFY(s.place(p.at));
    QVERIFY(s.confirm());
    if (s.phase() == GameSession::Phase::Replacing) QVERIFY(s.replace({}));
}

}  // namespace

class TestBoardDraw : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paintFullBoard_data();
    void paintFullBoard();
    void rebuildFullBoard_data();
    void rebuildFullBoard();
    void rebuildAndPaintFullBoard();
    void tilesStayFromTurnToTurn();
    void everyGameShownIsDrawnWhole();
    void skyJoinsAcrossTiles();

private:
    GameSession session_;
};

void TestBoardDraw::initTestCase()
{
    QVERIFY(session_.start(fullGame()));
    const Game& g = session_.game();
    QCOMPARE(session_.phase(), GameSession::Phase::Over);
    QCOMPARE(static_cast<int>(g.placedTiles().size() + g.setAside().size()), 76);
    QVERIFY2(g.placedTiles().size() >= 70, "a full board");
    QVERIFY2(!g.meeplesOnBoard().empty(), "meeples are left on the board");
}

void TestBoardDraw::paintFullBoard_data()
{
    QTest::addColumn<double>("zoom");
    QTest::newRow("whole board") << 0.0;
    QTest::newRow("close") << 1.5;
}

// Painting the view, as on every scroll, zoom or animation frame.
void TestBoardDraw::paintFullBoard()
{
    QFETCH(double, zoom);
    BoardView view;
    view.resize(1280, 800);
    Seats seats(&session_);
    seats.setLevels({});
    view.setSession(&session_, &seats);
    view.fitBoard();
    if (zoom > 0) view.zoomBy(zoom / view.transform().m11());
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    QBENCHMARK {
        QPainter p(&frame);
        view.render(&p);
    }
}

void TestBoardDraw::rebuildFullBoard_data()
{
    QTest::addColumn<int>("turnsTakenBack");
    QTest::newRow("game over") << 0;
    // A tile to place with ~70 on the board: legal cells, the ghost and the dead cells too.
    QTest::newRow("placing late in the game") << 3;
}

// Rebuilding the scene's items from the engine's position, alone.
void TestBoardDraw::rebuildFullBoard()
{
    QFETCH(int, turnsTakenBack);
    GameSession session;
    QVERIFY(session.start(session_.record()));
    for (int i = 0; i < turnsTakenBack; ++i) session.undo();
    if (turnsTakenBack > 0) {
        QCOMPARE(session.phase(), GameSession::Phase::Placing);
        QVERIFY(!session.legalPlacements().empty());
    }
    BoardView view;
    view.resize(1280, 800);
    Seats seats(&session);
    seats.setLevels({});
    view.setSession(&session, &seats);
    QBENCHMARK {
        view.refresh();
    }
}

// Rebuilding the scene from the engine's position and painting it, as after every move.
void TestBoardDraw::rebuildAndPaintFullBoard()
{
    BoardView view;
    view.resize(1280, 800);
    Seats seats(&session_);
    seats.setLevels({});
    view.setSession(&session_, &seats);
    view.fitBoard();
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    QBENCHMARK {
        view.refresh();
        QPainter p(&frame);
        view.render(&p);
    }
}

// A turn adds its tile's item and keeps the others; an undo takes the last one away and keeps
// the others too (the game replayed from its record is on the same tile set).
void TestBoardDraw::tilesStayFromTurnToTurn()
{
    GameSession session;
    QVERIFY(session.start(firstTurns(session_.record(), 20)));
    BoardView view;
    view.resize(1280, 800);
    Seats seats(&session);
    seats.setLevels({});
    view.setSession(&session, &seats);
    connect(&session, &GameSession::changed, &view, &BoardView::refresh);
    const int before = static_cast<int>(session.game().placedTiles().size());
    QVERIFY(before > 10);
    QVERIFY(showsTiles(view, session.game()));
    markTiles(view);

    playFirstLegalTurn(session);
    QCOMPARE(static_cast<int>(session.game().placedTiles().size()), before + 1);
    QVERIFY(showsTiles(view, session.game()));
    QCOMPARE(markedTiles(view), before);  // the new tile's item is the only new one

    session.undo();
    QCOMPARE(static_cast<int>(session.game().placedTiles().size()), before);
    QVERIFY(showsTiles(view, session.game()));
    QCOMPARE(markedTiles(view), before);
    session.undo();
    QVERIFY(showsTiles(view, session.game()));
    QCOMPARE(markedTiles(view), static_cast<int>(session.game().placedTiles().size()));
    session.redo();
    session.redo();
    QVERIFY(showsTiles(view, session.game()));
}

// A new game, a game opened and the network's views replace the position: the board shows the
// new one whole, and the scene is the size of the new board, not of the one before.
void TestBoardDraw::everyGameShownIsDrawnWhole()
{
    GameSession session;
    QVERIFY(session.start(session_.record()));
    BoardView view;
    view.resize(1280, 800);
    Seats seats(&session);
    seats.setLevels({});
    view.setSession(&session, &seats);
    connect(&session, &GameSession::changed, &view, &BoardView::refresh);
    QVERIFY(showsTiles(view, session.game()));
    const double fullWidth = view.scene()->sceneRect().width();

    // A new game on the same tile set: its start tile only, on a small board.
    GameRecord fresh = firstTurns(session_.record(), 0);
    fresh.seed = 77;
    QVERIFY(session.start(fresh));
    QCOMPARE(session.game().placedTiles().size(), std::size_t{1});
    QVERIFY(showsTiles(view, session.game()));
    QVERIFY2(view.scene()->sceneRect().width() <= 9 * BoardView::kTile, "the scene shrank with the board");
    QVERIFY(view.scene()->sceneRect().width() < fullWidth);

    // Games shown by a server: one further on, one further back, another game of the same set.
    GameSession server;
    QVERIFY(server.start(firstTurns(session_.record(), 30)));
    const auto remote = [&](const QString& key) {
        session.showRemote({server.record(), server.game(), server.history(), key, {}, {}, false});
    };
    remote(QStringLiteral("a"));
    QVERIFY(showsTiles(view, server.game()));
    playFirstLegalTurn(server);
    remote(QStringLiteral("b"));
    QVERIFY(showsTiles(view, server.game()));
    QVERIFY(server.start(firstTurns(session_.record(), 12)));
    remote(QStringLiteral("c"));
    QVERIFY(showsTiles(view, server.game()));
    fresh.seed = 78;
    QVERIFY(server.start(fresh));
    for (int i = 0; i < 6; ++i) playFirstLegalTurn(server);
    remote(QStringLiteral("d"));
    QVERIFY(showsTiles(view, server.game()));

    // No game: no tile.
    view.setSession(nullptr, nullptr);
    QVERIFY(tileItems(view).empty());
}

// The Galaxy theme's sky runs on from tile to tile: on the rendered board, across the edge two
// placed tiles share (space on both sides), neighbouring pixels differ no more than
// neighbouring pixels within a tile do (no seam, no frame); and the sky is not one picture
// repeated in every cell.
void TestBoardDraw::skyJoinsAcrossTiles()
{
    QCOMPARE(artTheme(), ArtTheme::Galaxy);
    const Game& g = session_.game();
    // Two tiles side by side, space on their shared edge.
    std::optional<std::pair<Pos, Pos>> pair;
    for (const auto& a : g.placedTiles()) {
        const Pos right{a.at.x + 1, a.at.y};
        const int j = g.tileIndexAt(right);
        if (j < 0) continue;
        const auto& b = g.placedTiles()[static_cast<std::size_t>(j)];
        if (g.edgeAt(a.face, a.rotation, 1) == Edge::Space && g.edgeAt(b.face, b.rotation, 3) == Edge::Space) {
            pair = {{a.at, right}};
            break;
        }
    }
    QVERIFY2(pair, "two tiles side by side with space between them");
    BoardView view;
    view.resize(600, 400);
    Seats seats(&session_);
    seats.setLevels({});
    view.setSession(&session_, &seats);
    view.zoomBy(1 / view.transform().m11());  // one pixel a scene unit
    const QPointF edgeTop(pair->second.x * BoardView::kTile, pair->second.y * BoardView::kTile);
    view.centerOn(edgeTop + QPointF(0, BoardView::kTile / 2.0));
    QImage frame(view.viewport()->size(), QImage::Format_RGB32);
    {
        QPainter p(&frame);
        view.render(&p, QRectF(frame.rect()), view.viewport()->rect());
    }
    const QPoint top = view.mapFromScene(edgeTop);
    // The mean difference between columns x and x + 1 over the middle of the edge (away from the
    // corners, where another tile's field may reach).
    const auto step = [&](int x) {
        double sum = 0;
        for (int y = top.y() + 25; y < top.y() + 75; ++y) {
            const QColor a = frame.pixelColor(x, y), b = frame.pixelColor(x + 1, y);
            sum += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        }
        return sum / 50;
    };
    double within = 0;
    for (int d : {-12, -9, -6, 6, 9, 12}) within += step(top.x() + d) / 6;
    const double across = std::max({step(top.x() - 2), step(top.x() - 1), step(top.x())});
    QVERIFY2(across <= 2 * within + 6, qPrintable(QStringLiteral("across %1, within %2").arg(across).arg(within)));
    // The two cells' skies are not the same picture.
    int same = 0;
    for (int y = top.y() + 25; y < top.y() + 75; ++y)
        for (int x = 20; x < 80; ++x) same += frame.pixel(top.x() - 100 + x, y) == frame.pixel(top.x() + x, y);
    QVERIFY2(same < 50 * 60 * 9 / 10, qPrintable(QString::number(same)));
}

QTEST_MAIN(TestBoardDraw)
#include "tst_boarddraw.moc"
