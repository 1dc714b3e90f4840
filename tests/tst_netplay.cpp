// Network play in the desktop program, with real servers on 127.0.0.1 (ports the system chooses):
// several main windows in this process, one hosting (the server runs inside it), the others
// joining, each played by clicks on its board, its meeple list and its buttons.
// - Three programs: the lobby (who has joined, the chat), the host starts, a whole game by clicks;
//   every program shows the same board and the scores the server announced; the joining
//   programs never hold the seed, cannot save, and undo is not offered.
// - A joining program's connection cut mid-game: the notice, the reconnection, the game ends
//   the same for both.
// - A start with computers in the free seats; the host gives a player's seat to a computer when
//   that player has left.
// - A game saved by the host continued as a new network game: the player takes their old seat
//   back by name and the game goes on from the same turn.
// - Every house rule and teams: face-up tiles, the pile, re-placements, by clicks.
// - A new game at this screen ends the network game.
// - The join dialog's recent servers and pasted addresses; the host dialog's open seats and
//   addresses.
// - The lobby in French.
// - A timed game: the host dialog's turn time (off by default), the lobby says it, the Turn
//   panel and the status bar count the seconds down, a player who lets the time run out is told
//   and the computer plays the turn; three times in a row, and the computer keeps the seat.
// - Joining a host that cannot be reached (nothing on the port, an unknown name) says why at once.
#include "boardview.h"
#include "docks.h"
#include "lobby.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "netplay.h"
#include "widgettest.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QComboBox>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTcpServer>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTextBrowser>
#include <QtTest>

#include <memory>

using namespace swc;
using namespace swc::ui;

namespace {

constexpr std::uint64_t kSeed = 90210;

GameRecord setup(int players, Rules rules = {})
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    const std::vector<Color> all{Color::Red, Color::Black, Color::Green, Color::White, Color::Orange};
    rec.players.assign(all.begin(), all.begin() + players);
    rec.rules = rules;
    rec.seed = kSeed;
    return rec;
}

std::unique_ptr<MainWindow> window()
{
    auto w = std::make_unique<MainWindow>();
    w->setLanguage(QStringLiteral("en"));
    w->resize(1200, 800);
    w->show();
    return w;
}

// Hosts a game on a free port of 127.0.0.1: `seats` per seat kPersonSeat (this window),
// kRemoteSeat (open) or a level.
quint16 host(MainWindow& w, const GameRecord& rec, const QStringList& names, const std::vector<int>& seats,
             const QString& savedGame = {})
{
    NetPlay::HostSettings s;
    s.setup = rec;
    s.names = names;
    s.seats = seats;
    s.loopbackOnly = true;
    s.savedGame = savedGame;
    QString error;
    if (!w.netPlay()->host(s, &error)) qWarning() << error;
    return w.netPlay()->port();
}

void clickCell(MainWindow& w, Pos cell)
{
    BoardView* v = w.board();
    const QPointF c = BoardView::cellCenter(cell);
    v->centerOn(c);
    QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->mapFromScene(c));
}

// Plays by clicks whatever this window's person must decide now; false when it is not theirs.
bool playIfMine(MainWindow& w)
{
    GameSession* s = w.session();
    if (!s->hasGame() || !w.seats()->localMayAct()) return false;
    switch (s->phase()) {
    case GameSession::Phase::Placing:
        if (s->needsTileChoice()) {
            // Intel and Rumours: every other turn a face-up tile that fits, else the pile.
            const Game& g = s->game();
            if (g.placedTiles().size() % 2 == 0 || g.pileEmpty())
                for (int i = 0; i < g.rowSize(); ++i)
                    if (g.fitsAnywhere(g.rowTile(i)) && w.turnDock()->rowButton(i)->isEnabled()) {
                        QTest::mouseClick(w.turnDock()->rowButton(i), Qt::LeftButton);
                        return true;
                    }
            w.action(QStringLiteral("drawFromPile"))->trigger();
            return true;
        }
        for (int turn = 0; turn < 4; ++turn) {
            for (const Placement& p : s->legalPlacements())
                if (p.rotation == s->rotation()) {
                    clickCell(w, p.at);
                    return true;
                }
            QTest::mouseClick(w.turnDock()->rotateButton(), Qt::LeftButton);
        }
        return false;
    case GameSession::Phase::Meeple:
        // The first meeple spot offered, or none.
        w.meepleList()->setCurrentRow(w.meepleList()->count() > 1 ? 1 : 0);
        QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
        return true;
    case GameSession::Phase::Replacing:
        w.meepleList()->setCurrentRow(w.meepleList()->count() > 1 ? 1 : 0);
        QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
        return true;
    default:
        return false;
    }
}

// Where each program is (for the message of a game that does not end).
QByteArray where(const std::vector<MainWindow*>& windows)
{
    QString out;
    for (const MainWindow* w : windows) {
        const GameSession* s = w->session();
        const net::GameClient* c = w->netPlay()->clients().empty() ? nullptr : w->netPlay()->clients().front();
        out += QStringLiteral("[phase %1, acting %2, mine %3, awaiting %4, entries %5, server step %6 seat %7, notice '%8'] ")
                   .arg(static_cast<int>(s->phase()))
                   .arg(s->actingSeat())
                   .arg(w->seats()->localMayAct())
                   .arg(s->awaitingServer())
                   .arg(s->history().size())
                   .arg(c ? QString::fromLatin1(net::stepName(c->state().step())) : QString())
                   .arg(c ? c->state().seatToAct() : -9)
                   .arg(w->netPlay()->notice()->text());
    }
    return out.toUtf8();
}

bool over(const MainWindow& w) { return w.session()->phase() == GameSession::Phase::Over; }

// Every window plays its turns by clicks until all show the end, or `until` holds.
bool playOn(const std::vector<MainWindow*>& windows, int timeoutMs, const std::function<bool()>& until = {})
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        bool all = true;
        for (MainWindow* w : windows) all = all && over(*w);
        if (all || (until && until())) return true;
        bool acted = false;
        for (MainWindow* w : windows) acted = playIfMine(*w) || acted;
        QTest::qWait(acted ? 1 : 5);
    }
    return false;
}

// The board as placed tiles (position, face, rotation), in the order placed.
QStringList board(const MainWindow& w)
{
    QStringList out;
    for (const auto& t : w.session()->game().placedTiles())
        out << QStringLiteral("%1,%2:%3/%4").arg(t.at.x).arg(t.at.y).arg(t.face).arg(t.rotation);
    return out;
}

std::vector<int> finalScores(const MainWindow& w)
{
    const auto& f = w.session()->finalScoring();
    std::vector<int> out;
    if (!f) return out;
    for (int p = 0; p < w.session()->game().playerCount(); ++p) out.push_back(f->scores[static_cast<std::size_t>(p)]);
    return out;
}

// The final scores the server announced (game_over), in seat order.
std::vector<int> announced(const MainWindow& host)
{
    const net::GameRoom* room = host.netPlay()->room();
    std::vector<int> out;
    const auto s = room->game().finalScores();
    for (int p = 0; p < room->game().playerCount(); ++p) out.push_back(s[static_cast<std::size_t>(p)]);
    return out;
}

QString seatsText(const Lobby* lobby)
{
    QStringList rows;
    const QTableWidget* t = lobby->seatsTable();
    for (int r = 0; r < t->rowCount(); ++r)
        rows << QStringLiteral("%1|%2|%3").arg(t->item(r, 0)->text(), t->item(r, 1)->text(), t->item(r, 2)->text());
    return rows.join(QLatin1Char('\n'));
}

}  // namespace

class TestNetPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // One program hosts, two join; lobby chat; a whole game by clicks; the same board and scores.
    void threeProgramsPlayAGame()
    {
        auto a = window(), b = window(), c = window();
        const quint16 port = host(*a, setup(3), {QStringLiteral("Ann")}, {kPersonSeat, kRemoteSeat, kRemoteSeat});
        QVERIFY(port > 0);
        QVERIFY(a->netPlay()->lobby());
        QVERIFY(a->netPlay()->lobby()->isVisible());
        // The lobby shows the addresses to give the others, with the port.
        QTRY_VERIFY(a->netPlay()->lobby()->findChild<QPlainTextEdit*>(QStringLiteral("lobbyAddresses"))->toPlainText().contains(
            QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        c->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Cleo"), QString());
        QTRY_COMPARE(seatsText(a->netPlay()->lobby()), QStringLiteral("red|Ann (this computer)|joined\n"
                                                                      "black|Bob|joined\n"
                                                                      "green|Cleo|joined"));
        QTRY_COMPARE(seatsText(b->netPlay()->lobby()), QStringLiteral("red|Ann|joined\n"
                                                                      "black|Bob (this computer)|joined\n"
                                                                      "green|Cleo|joined"));
        // Only the host starts; the others wait.
        QVERIFY(a->netPlay()->lobby()->startButton()->isVisible());
        QVERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QVERIFY(!b->netPlay()->lobby()->startButton()->isVisible());
        QCOMPARE(b->netPlay()->lobby()->statusLabel()->text(), QStringLiteral("Waiting for the host to start the game..."));

        // The lobby's chat: Bob types, everyone reads it.
        QLineEdit* input = b->netPlay()->lobby()->chat()->input();
        input->setText(QStringLiteral("Hello <everyone>"));
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(input->text().isEmpty());
        for (MainWindow* w : {a.get(), b.get(), c.get()})
            QTRY_COMPARE(w->netPlay()->lobby()->chat()->view()->toPlainText(), QStringLiteral("Bob: Hello <everyone>"));

        QElapsedTimer timer;
        timer.start();
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        for (MainWindow* w : {a.get(), b.get(), c.get()}) {
            QTRY_VERIFY(w->session()->isRemote());
            QTRY_VERIFY(!w->netPlay()->lobby()->isVisible());
            QVERIFY(w->netPlay()->chatDock()->isVisible());
        }
        // Ann begins: the others wait for her, with their controls off.
        QTRY_VERIFY(a->seats()->localMayAct());
        QVERIFY(!b->seats()->localMayAct());
        QCOMPARE(b->turnLabel()->text(), QStringLiteral("Waiting for <b>Ann (red)</b>…"));
        QVERIFY(!b->confirmButton()->isEnabled());
        QVERIFY(!b->turnDock()->rotateButton()->isEnabled());
        // No undo in a network game, even for the player to act; the joiners cannot save and
        // do not know the seed.
        QVERIFY(!a->action(QStringLiteral("undo"))->isEnabled());
        QVERIFY(b->session()->record().seed != kSeed);
        QTemporaryDir dir;
        QString error;
        QVERIFY(!b->saveFile(dir.filePath(QStringLiteral("b.yaml")), &error));
        QVERIFY(error.contains(QStringLiteral("Only the host")));

        // A chat line during the game reaches the chat dock.
        QLineEdit* dockInput = c->netPlay()->chatDock()->chat()->input();
        dockInput->setText(QStringLiteral("Good luck"));
        QTest::keyClick(dockInput, Qt::Key_Return);
        QTRY_VERIFY(a->netPlay()->chatDock()->chat()->view()->toPlainText().endsWith(QStringLiteral("Cleo: Good luck")));

        // Mid-game, after a few turns: undo still off, and the host's save holds the seed.
        QVERIFY(playOn({a.get(), b.get(), c.get()}, 60000, [&] { return a->session()->history().size() >= 9; }));
        QVERIFY(!a->action(QStringLiteral("undo"))->isEnabled());
        QVERIFY(!a->action(QStringLiteral("redo"))->isEnabled());
        QVERIFY(a->saveFile(dir.filePath(QStringLiteral("a.yaml")), &error));
        std::vector<RecordError> errors;
        const auto saved = loadRecord(dir.filePath(QStringLiteral("a.yaml")).toStdString(), errors);
        QVERIFY(saved);
        QCOMPARE(saved->seed, kSeed);

        QVERIFY(playOn({a.get(), b.get(), c.get()}, 240000));
        const qint64 ms = timer.elapsed();
        qInfo("A whole 3-program network game played by clicks: %lld ms, %d entries", ms,
              static_cast<int>(a->session()->record().turns.size()));
        // The same board and final scores everywhere, those the server announced.
        QCOMPARE(board(*b), board(*a));
        QCOMPARE(board(*c), board(*a));
        // Every one of the standard set's 76 tiles was placed or set aside.
        const auto& turns = a->session()->record().turns;
        const auto aside = std::count_if(turns.begin(), turns.end(), [](const RecordTurn& t) { return t.setAside; });
        QCOMPARE(board(*a).size() + aside, 76);
        QCOMPARE(finalScores(*a), announced(*a));
        QCOMPARE(finalScores(*b), announced(*a));
        QCOMPARE(finalScores(*c), announced(*a));
        // Now everyone has the whole record, seed included, and it replays.
        QCOMPARE(b->session()->record().seed, kSeed);
        QVERIFY(b->saveFile(dir.filePath(QStringLiteral("b.yaml")), &error));
        const auto again = loadRecord(dir.filePath(QStringLiteral("b.yaml")).toStdString(), errors);
        QVERIFY(again);
        const ReplayResult r = replay(*again);
        QVERIFY(!r.error);
        const auto replayed = r.game.finalScores();
        for (int p = 0; p < 3; ++p) QCOMPARE(replayed[static_cast<std::size_t>(p)], announced(*a)[static_cast<std::size_t>(p)]);
    }

    // Every house rule at once, teams too: face-up tiles taken and the pile drawn from (Intel and
    // Rumours), meeples re-placed (Galaxy Traders), by clicks in two programs.
    void houseRulesGame()
    {
        Rules rules;
        for (int v = 0; v < kVariants; ++v) rules.set(static_cast<Variant>(v));
        rules.teams = true;
        GameRecord rec = setup(4, rules);
        auto a = window(), b = window();
        const quint16 port = host(*a, rec, {QStringLiteral("Ann"), QString(), QStringLiteral("Gil")},
                                  {kPersonSeat, kRemoteSeat, kPersonSeat, kRemoteSeat});
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        QTRY_COMPARE(seatsText(a->netPlay()->lobby()), QStringLiteral("red|Ann (this computer)|joined\n"
                                                                      "black|Bob|joined\n"
                                                                      "green|Gil (this computer)|joined\n"
                                                                      "white|(open)|waiting for a player"));
        // Bob's program plays black and white: it joins a second time.
        auto c = window();
        c->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Wes"), QString());
        QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(c->session()->isRemote());
        int rowTaken = 0, replaced = 0;
        QVERIFY2(playOn({a.get(), b.get(), c.get()}, 120000), where({a.get(), b.get(), c.get()}).constData());
        for (const GameSession::Entry& e : a->session()->history()) {
            rowTaken += e.turn.fromRow;
            replaced += static_cast<int>(e.turn.replacements.size());
        }
        qInfo("face-up tiles taken: %d, meeples re-placed (Galaxy Traders): %d", rowTaken, replaced);
        QVERIFY(rowTaken > 0);
        QCOMPARE(board(*b), board(*a));
        QCOMPARE(board(*c), board(*a));
        QCOMPARE(finalScores(*a), announced(*a));
        QCOMPARE(finalScores(*b), announced(*a));
        QCOMPARE(finalScores(*c), announced(*a));
    }

    // A joining program loses its connection mid-game: the notice, the reconnection, the end.
    void clientDisconnectedAndBack()
    {
        auto a = window(), b = window();
        const quint16 port = host(*a, setup(2), {QStringLiteral("Ann")}, {kPersonSeat, kRemoteSeat});
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(b->session()->isRemote());
        QVERIFY(playOn({a.get(), b.get()}, 60000, [&] { return a->session()->history().size() >= 6; }));
        // Cut Bob's connection twice: once while it is Ann's turn, once during his own.
        for (int cut = 0; cut < 2; ++cut) {
            const std::size_t before = b->session()->history().size();
            net::GameClient* client = b->netPlay()->clients().front();
            const int reconnections = client->reconnections();
            client->dropConnection();
            QTRY_VERIFY(b->netPlay()->notice()->isVisible());
            QCOMPARE(b->netPlay()->notice()->text(), QStringLiteral("The connection to the game is lost: trying again..."));
            QTRY_COMPARE(client->reconnections(), reconnections + 1);
            QTRY_COMPARE(b->netPlay()->notice()->text(), QStringLiteral("Connected again: the game goes on."));
            // Where it was: the same history as before, then the game goes on.
            QCOMPARE(b->session()->history().size(), before);
            QVERIFY(playOn({a.get(), b.get()}, 60000, [&] { return b->session()->history().size() >= before + 3; }));
        }
        QVERIFY(playOn({a.get(), b.get()}, 240000));
        QCOMPARE(board(*b), board(*a));
        QCOMPARE(finalScores(*a), announced(*a));
        QCOMPARE(finalScores(*b), announced(*a));
    }

    // Nobody joins: the host starts with computers in the free seats and plays to the end; the
    // lobby in French.
    void startWithComputers()
    {
        auto a = window();
        a->setLanguage(QStringLiteral("fr"));
        host(*a, setup(3), {QStringLiteral("Ann")}, {kPersonSeat, kRemoteSeat, kRemoteSeat});
        Lobby* lobby = a->netPlay()->lobby();
        QTRY_COMPARE(lobby->windowTitle(), QStringLiteral("Partie en réseau\u00a0: salon"));
        QTRY_VERIFY(lobby->fillButton()->isEnabled());
        QVERIFY(!lobby->startButton()->isEnabled());
        QCOMPARE(lobby->statusLabel()->text(),
                 QStringLiteral("2 places encore libres\u00a0: attendez les autres, ou commencez avec des ordinateurs à leur place."));
        lobby->fillLevelBox()->setCurrentIndex(0);  // easy
        QTest::mouseClick(lobby->fillButton(), Qt::LeftButton);
        QTRY_VERIFY(a->session()->isRemote());
        QCOMPARE(a->netPlay()->room()->seatPlayer(1), static_cast<int>(AiLevel::Easy));
        QCOMPARE(a->netPlay()->room()->seatPlayer(2), static_cast<int>(AiLevel::Easy));
        QVERIFY(a->seats()->isComputer(1));
        QVERIFY(playOn({a.get()}, 240000));
        QCOMPARE(finalScores(*a), announced(*a));
        a->setLanguage(QStringLiteral("en"));
        // A new game at this screen ends the network game: the server stops, undo comes back.
        QVERIFY(a->netPlay()->isActive());
        QVERIFY(a->startGame(setup(2)));
        QVERIFY(!a->netPlay()->isActive());
        QVERIFY(!a->netPlay()->server());
        QVERIFY(!a->session()->isRemote());
        QVERIFY(!a->netPlay()->chatDock()->isVisible());
        QVERIFY(playIfMine(*a));
        QVERIFY(playIfMine(*a));
        QTRY_VERIFY(a->action(QStringLiteral("undo"))->isEnabled());
    }

    // A player leaves; the host sees it and gives the seat to a computer; the game ends.
    void hostGivesSeatToComputer()
    {
        auto a = window(), b = window();
        const quint16 port = host(*a, setup(2), {QStringLiteral("Ann")}, {kPersonSeat, kRemoteSeat});
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(b->session()->isRemote());
        QVERIFY(playOn({a.get(), b.get()}, 60000, [&] { return a->session()->history().size() >= 4; }));
        b->netPlay()->leave();
        // The host's Players panel and Network menu show Bob disconnected.
        QTRY_COMPARE(a->playersTable()->item(1, 0)->text().remove(QStringLiteral("▶ ")), QStringLiteral("Bob (black) (disconnected)"));
        QMenu* give = a->netPlay()->menu()->findChild<QMenu*>(QStringLiteral("giveSeatMenu"));
        QVERIFY(give && give->isEnabled());
        QAction* bob = give->findChild<QAction*>(QStringLiteral("giveSeat1"));
        QVERIFY(bob);
        QCOMPARE(bob->text(), QStringLiteral("Bob (disconnected)"));
        bob->trigger();
        QTRY_COMPARE(a->netPlay()->room()->seatPlayer(1), static_cast<int>(AiLevel::Medium));
        QTRY_VERIFY(a->seats()->isComputer(1));
        QVERIFY(playOn({a.get()}, 240000));
        QCOMPARE(finalScores(*a), announced(*a));
    }

    // The host saves; later it hosts that saved game; Bob joins with his name and takes his seat.
    void savedGameContinued()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("net.yaml"));
        std::size_t entries = 0;
        QStringList before;
        {
            auto a = window(), b = window();
            const quint16 port = host(*a, setup(2), {QStringLiteral("Ann")}, {kPersonSeat, kRemoteSeat});
            b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
            QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
            QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
            QTRY_VERIFY(b->session()->isRemote());
            QVERIFY(playOn({a.get(), b.get()}, 60000, [&] { return a->session()->history().size() >= 8 && a->seats()->localMayAct(); }));
            QString error;
            QVERIFY2(a->saveFile(file, &error), qPrintable(error));
            entries = a->session()->record().turns.size();
            before = board(*a);
        }
        auto a = window(), b = window();
        // The file names Bob for seat 1: he takes it back by his name.
        const quint16 port = host(*a, setup(2), {QStringLiteral("Ann"), QString()}, {kPersonSeat, kRemoteSeat}, file);
        QVERIFY(port > 0);
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        QTRY_COMPARE(seatsText(a->netPlay()->lobby()), QStringLiteral("red|Ann (this computer)|joined\n"
                                                                      "black|Bob|joined"));
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(b->session()->isRemote());
        QTRY_VERIFY(a->session()->isRemote());
        // The game goes on from where it was saved.
        QCOMPARE(a->session()->record().turns.size(), entries);
        QCOMPARE(board(*a), before);
        QCOMPARE(board(*b), before);
        QVERIFY(playOn({a.get(), b.get()}, 240000));
        QCOMPARE(board(*b), board(*a));
        QCOMPARE(finalScores(*b), announced(*a));
    }
    // Join: an address copied from the host's list, the recent servers remembered. Host: the
    // seats open to others, the addresses with the port.
    void dialogs()
    {
        QSettings().remove(QStringLiteral("join"));
        {
            JoinDialog d;
            d.addressBox()->setEditText(QStringLiteral("ws://192.168.1.20:7788/"));
            d.nameEdit()->setText(QStringLiteral("Bob"));
            QCOMPARE(d.address(), QStringLiteral("192.168.1.20"));
            QCOMPARE(d.port(), 7788);
            d.accept();
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        {
            JoinDialog d;
            d.addressBox()->setEditText(QStringLiteral("10.0.0.5"));
            d.portBox()->setValue(7777);
            d.accept();
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        JoinDialog d;
        QCOMPARE(d.addressBox()->count(), 2);
        QCOMPARE(d.addressBox()->itemText(0), QStringLiteral("10.0.0.5:7777"));
        QCOMPARE(d.addressBox()->itemText(1), QStringLiteral("192.168.1.20:7788"));
        // The newest is offered first, split into address and port; the name is remembered.
        QCOMPARE(d.address(), QStringLiteral("10.0.0.5"));
        QCOMPARE(d.port(), 7777);
        QCOMPARE(d.name(), QStringLiteral("Bob"));
        d.addressBox()->setCurrentIndex(1);
        emit d.addressBox()->activated(1);
        QCOMPARE(d.address(), QStringLiteral("192.168.1.20"));
        QCOMPARE(d.port(), 7788);
        // No address: refused, the dialog stays.
        d.addressBox()->setEditText(QString());
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Rejected));

        HostDialog h;
        h.portBox()->setValue(7790);
        QVERIFY(h.addressView()->toPlainText().split(QLatin1Char('\n')).contains(QStringLiteral("ws://127.0.0.1:7790/")));
        QCOMPARE(h.seatTypeBox(1)->itemData(4).toInt(), kRemoteSeat);
        h.seatTypeBox(1)->setCurrentIndex(4);
        QVERIFY(!h.nameEdit(1)->isEnabled());
        QCOMPARE(h.seatLevels().at(1), kRemoteSeat);
        h.seatTypeBox(1)->setCurrentIndex(2);
        QVERIFY(h.nameEdit(1)->isEnabled());
        QCOMPARE(h.seatLevels().at(1), static_cast<int>(AiLevel::Medium));
    }

    // Joining a host that cannot be reached says why at once, in the lobby and the status bar.
    void joinUnreachableHost()
    {
        auto b = window();
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        b->netPlay()->join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"), QString());
        const QString refused = QStringLiteral("127.0.0.1 refused the connection: no game is hosted on that port (is the host's game open?).");
        QTRY_COMPARE_WITH_TIMEOUT(b->netPlay()->notice()->text(), refused, 5000);
        QCOMPARE(b->netPlay()->lobby()->findChild<QLabel*>(QStringLiteral("lobbyNotice"))->text(), refused);
        b->netPlay()->join(QStringLiteral("nosuchhost.invalid"), 7777, QStringLiteral("Bob"), QString());
        QTRY_COMPARE_WITH_TIMEOUT(b->netPlay()->notice()->text(), QStringLiteral("No computer is called nosuchhost.invalid: check the address."),
                                  5000);
        b->netPlay()->leave();
    }

    void timedTurns()
    {
        {
            HostDialog d;
            QCOMPARE(d.turnTimeBox()->count(), 5);
            QCOMPARE(d.turnTimeSeconds(), 0);  // off: games between friends
            QCOMPARE(d.turnTimeBox()->currentText(), QStringLiteral("Off (friends)"));
            d.turnTimeBox()->setCurrentIndex(2);
            QCOMPARE(d.turnTimeBox()->currentText(), QStringLiteral("1 minute"));
            QCOMPARE(d.turnTimeSeconds(), 60);
        }
        auto a = window(), b = window();
        NetPlay::HostSettings s;
        s.setup = setup(2);
        s.names = {QStringLiteral("Ann")};
        s.seats = {kPersonSeat, kRemoteSeat};
        s.loopbackOnly = true;
        s.turnTimeMs = 3000;
        QString error;
        QVERIFY2(a->netPlay()->host(s, &error), qPrintable(error));
        b->netPlay()->join(QStringLiteral("127.0.0.1"), a->netPlay()->port(), QStringLiteral("Bob"), QString());
        QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QTRY_VERIFY(b->netPlay()->lobby()->findChild<QLabel*>(QStringLiteral("lobbySettings"))->text().endsWith(
            QStringLiteral("Time per turn: 3 seconds, then a computer plays the turn.")));
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);

        // Ann's turn: the seconds left, counted down in her Turn panel and in Bob's status bar.
        QTRY_VERIFY(a->seats()->localMayAct());
        TurnClock* clock = a->turnDock()->clock();
        TurnClock* bar = nullptr;
        for (TurnClock* c : b->statusBar()->findChildren<TurnClock*>()) bar = c;
        QVERIFY(bar);
        QTRY_VERIFY(clock->isVisible() && bar->isVisible());
        const auto seconds = [](const QString& text) { return text.section(QLatin1Char(':'), -1).left(2).toInt(); };
        const QString first = clock->text();
        QVERIFY2(first == QStringLiteral("Time left: 0:03") || first == QStringLiteral("Time left: 0:02"), qPrintable(first));
        QVERIFY2(bar->text().startsWith(QStringLiteral("Ann (red): 0:0")) && bar->text().endsWith(QStringLiteral(" left")),
                 qPrintable(bar->text()));
        QTRY_VERIFY_WITH_TIMEOUT(seconds(clock->text()) < seconds(first), 2500);
        QVERIFY(seconds(bar->text()) <= seconds(first));

        // Ann lets it run out: everyone is told, the computer plays her turn, Bob's time runs.
        const QString told = QStringLiteral("Time is up for Ann (red): a computer plays this turn.");
        QTRY_COMPARE_WITH_TIMEOUT(b->netPlay()->notice()->text(), told, 6000);
        QCOMPARE(a->netPlay()->notice()->text(), told);
        QTRY_VERIFY(b->seats()->localMayAct());
        QVERIFY(b->turnDock()->clock()->isVisible());
        QVERIFY(a->turnDock()->clock()->isVisible());  // whoever must act
        QCOMPARE(a->session()->actingSeat(), 1);

        // Bob plays at once; Ann never does: the third time in a row her seat is the computer's.
        QVERIFY(playOn({b.get()}, 20000, [&] { return a->netPlay()->room()->seatPlayer(0) >= 0; }));
        QTRY_COMPARE(a->netPlay()->notice()->text(),
                     QStringLiteral("You ran out of time three turns in a row: a computer plays your seat, and you are watching the game."));
        QTRY_COMPARE(b->netPlay()->notice()->text(),
                     QStringLiteral("Ann (red) ran out of time three turns in a row: a computer plays the seat from now on."));
        QCOMPARE(a->netPlay()->room()->seatPlayer(0), static_cast<int>(AiLevel::Easy));
        a->netPlay()->leave();
        b->netPlay()->leave();
    }
};

QTEST_MAIN(TestNetPlay)
#include "tst_netplay.moc"
