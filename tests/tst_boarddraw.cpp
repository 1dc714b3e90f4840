// The board view stays fluid: a whole game of the standard set (76 tiles, with the meeples left
// on the board at the end) drawn into a 1280x800 frame, at the zoom that fits the board and at
// a close zoom, and the scene rebuilt from the position as after every move. QBENCHMARKs: the
// times are reported (run with -tickcounter or the default walltime), never asserted, since
// the machine running the tests decides them.
#include "boardview.h"
#include "gamesession.h"
#include "random_play.h"

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

QTEST_MAIN(TestBoardDraw)
#include "tst_boarddraw.moc"
