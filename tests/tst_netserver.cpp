// Network play on 127.0.0.1: a game server and its clients (docs/protocol.md).
//
// - Complete games with 2 to 5 network clients, every house rule, teams and computer seats; the
//   server's saved record replays (`sw-carcassonne-cli replay`) to the scores the clients were
//   told, and every message a client got is checked: no seed, no field outside the protocol, no
//   tile before it is drawn or dealt face up, and what the client knows is exactly the first
//   tiles of the real pile.
// - A client cut mid-turn (placing, choosing a face-up tile, re-placing a meeple) comes back
//   with its token and goes on; the others see it disconnected.
// - A server killed (the real program, SIGKILL) and restarted with --resume continues, and the
//   CLI's computer players reconnect; a game saved in the middle of a turn resumes in that turn.
// - Wrong tokens, moves out of turn, illegal moves, malformed and oversized messages, floods,
//   silent connections: refused, and nothing in the game changes.
// - The host hands a seat to a computer; passwords; spectators.
// - The lobby of a program that hosts: the game waits for the host's start (refused while seats
//   are free, unless computers fill them), the chat reaches everyone, bad chat lines are refused;
//   the host's own seats are reserved for its clients; a player who joins with the name of a seat
//   of a continued game takes that seat back, and so does one whose seat the host freed for them.
// - The game's identity in `welcome`, kept across a restart.

#include "gameserver.h"
#include "netbot.h"
#include "testpaths.h"

#include <QtTest>

#include <QJsonDocument>
#include <QTcpSocket>
#include <QWebSocket>

#include <functional>
#include <map>
#include <memory>
#include <set>

using namespace swc;
using namespace swc::net;

namespace {

constexpr std::uint64_t kSecretSeed = 7304918265123ULL;  // distinctive: easy to find in a message

GameRecord setupRecord(std::vector<Color> players, Rules rules, std::vector<int> seats = {})
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = std::move(players);
    rec.rules = rules;
    rec.seed = kSecretSeed;
    rec.seats = std::move(seats);
    return rec;
}

std::vector<Color> colors(int n, bool teams)
{
    if (teams) return {Color::Red, Color::Black, Color::Green, Color::White};
    std::vector<Color> all{Color::Red, Color::Black, Color::Green, Color::White, Color::Orange};
    all.resize(static_cast<std::size_t>(n));
    return all;
}

// A server with one game, listening on a free port of 127.0.0.1.
struct Host
{
    std::unique_ptr<GameServer> server;
    GameRoom* room = nullptr;
    QUrl url;
    QString error;

    Host(const GameRecord& setup, const RoomOptions& options = {}, const ServerLimits& limits = {})
    {
        server = std::make_unique<GameServer>(limits);
        auto r = GameRoom::create(setup, true, options, &error);
        if (!r) return;
        room = server->addRoom(QStringLiteral("/"), std::move(r));
        if (!server->listen(QHostAddress::LocalHost, 0, &error)) room = nullptr;
        url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server->port()));
    }
    Host(std::unique_ptr<GameRoom> r, const ServerLimits& limits = {})
    {
        server = std::make_unique<GameServer>(limits);
        room = server->addRoom(QStringLiteral("/"), std::move(r));
        if (!server->listen(QHostAddress::LocalHost, 0, &error)) room = nullptr;
        url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server->port()));
    }
};

// A test's own WebSocket: sends what it is told, keeps every message.
class RawClient : public QObject
{
public:
    explicit RawClient(const QUrl& url)
    {
        connect(&ws, &QWebSocket::textMessageReceived, this, [this](const QString& t) {
            got.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
        connect(&ws, &QWebSocket::disconnected, this, [this] { closed = true; });
        ws.open(url);
    }
    bool connected()
    {
        for (int i = 0; i < 100 && ws.state() != QAbstractSocket::ConnectedState; ++i) QTest::qWait(20);
        return ws.state() == QAbstractSocket::ConnectedState;
    }
    void send(const QJsonObject& o) { ws.sendTextMessage(messageText(o)); }
    void sendText(const QString& t) { ws.sendTextMessage(t); }
    // The next message of `type` after those already taken (an empty object after the timeout).
    QJsonObject next(const QString& type, int timeoutMs = 5000)
    {
        QElapsedTimer t;
        t.start();
        for (;;) {
            while (taken < got.size()) {
                const QJsonObject m = got.at(taken++);
                if (m.value(QLatin1String("type")).toString() == type) return m;
            }
            if (t.elapsed() > timeoutMs) return {};
            QTest::qWait(5);
        }
    }
    // Waits for whatever answers the last message: an error or `type`.
    QJsonObject answer(const QString& type)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 5000) {
            while (taken < got.size()) {
                const QJsonObject m = got.at(taken++);
                const QString ty = m.value(QLatin1String("type")).toString();
                if (ty == type || ty == QLatin1String("error")) return m;
            }
            QTest::qWait(5);
        }
        return {};
    }
    bool waitClosed(int timeoutMs = 5000)
    {
        for (int i = 0; i < timeoutMs / 10 && !closed; ++i) QTest::qWait(10);
        return closed;
    }
    QWebSocket ws;
    QList<QJsonObject> got;
    qsizetype taken = 0;
    bool closed = false;
};

QJsonObject hello(const QString& name = QString(), const QString& token = QString())
{
    QJsonObject h{{QLatin1String("type"), QLatin1String("hello")}, {QLatin1String("protocol"), kProtocolVersion}};
    if (!name.isEmpty()) h.insert(QLatin1String("name"), name);
    if (!token.isEmpty()) h.insert(QLatin1String("token"), token);
    return h;
}

std::vector<int> rowOf(const Game& g)
{
    std::vector<int> row;
    for (int i = 0; i < g.rowSize(); ++i) row.push_back(g.rowTile(i));
    return row;
}

// The order in which the server took tiles from its pile: the face-up row dealt at the start,
// then each tile drawn or set aside and each tile that refilled the row.
std::vector<int> pileOrder(const GameRecord& rec)
{
    GameRecord header = rec;
    header.turns.clear();
    Game g = newGame(header);
    std::vector<int> order = rowOf(g);
    for (const RecordTurn& t : rec.turns) {
        const std::vector<int> before = rowOf(g);
        const int face = g.tileset().findFace(t.tile);
        if (!applyTurn(g, t, nullptr, nullptr, nullptr)) return {};
        if (!t.fromRow) {
            order.push_back(face);
            continue;
        }
        const auto at = std::find(before.begin(), before.end(), face) - before.begin();
        const std::vector<int> after = rowOf(g);
        if (after.size() == before.size()) order.push_back(after[static_cast<std::size_t>(at)]);
    }
    return order;
}

// Watches every message a client gets and what it knows after each (checked at the end, when the
// server's real pile order is known).
class Watcher : public QObject
{
public:
    struct Seen
    {
        QString text;
        QString type;
        std::map<int, int> known;  // face -> copies the client has seen leave the pile
        int count = 0;
    };

    explicit Watcher(GameClient& c) : client(c)
    {
        connect(&c, &GameClient::textReceived, this, [this](const QString& t) { last = t; });
        connect(&c, &GameClient::changed, this, [this](ClientState::Event) { record(); });
    }

    void record()
    {
        Seen s;
        s.text = last;
        s.type = QJsonDocument::fromJson(last.toUtf8()).object().value(QLatin1String("type")).toString();
        const ClientState& st = client.state();
        if (st.hasGame()) {
            const Game& g = st.game();
            const auto add = [&s](int f) {
                ++s.known[f];
                ++s.count;
            };
            for (std::size_t i = 1; i < g.placedTiles().size(); ++i) add(g.placedTiles()[i].face);
            for (int f : g.setAside()) add(f);
            for (int f : rowOf(g)) add(f);
            if (st.drawnFace() >= 0 && g.drawnTile() < 0) add(st.drawnFace());
        }
        seen.push_back(std::move(s));
    }

    // Every problem found, as text (empty: none).
    QStringList check(const GameRecord& truth, int drawnNow = -1) const
    {
        // The fields of each message of docs/protocol.md, and no other.
        static const std::map<std::string, std::set<std::string>> fields{
            {"welcome", {"type", "protocol", "game", "seat", "color", "token", "name"}},
            {"state", {"type", "game", "turns", "rows", "partial", "turn", "scores", "seats", "started", "host_starts", "over"}},
            {"seats", {"type", "started", "host_starts", "seats"}},
            {"chat", {"type", "seat", "name", "text"}},
            {"drawn", {"type", "seat", "set_aside", "tile"}},
            {"turn", {"type", "seat", "step", "tile", "size", "row"}},
            {"played", {"type", "seat", "turn", "report", "scores", "row"}},
            {"replaced", {"type", "seat", "trader"}},
            {"game_over", {"type", "scores", "final_scores", "final_report", "record"}},
            {"error", {"type", "code", "message", "refused"}},
        };
        QStringList problems;
        std::vector<int> order = pileOrder(truth);
        if (drawnNow >= 0) order.push_back(drawnNow);  // a game in progress: the tile drawn and not placed yet
        const Tileset& set = *truth.tileset;
        const QString seed = QString::number(truth.seed);
        for (const Seen& s : seen) {
            const QJsonObject m = QJsonDocument::fromJson(s.text.toUtf8()).object();
            const auto allowed = fields.find(s.type.toStdString());
            if (allowed == fields.end()) {
                problems << QStringLiteral("unknown message %1").arg(s.type);
                continue;
            }
            for (auto it = m.begin(); it != m.end(); ++it)
                if (!allowed->second.count(it.key().toStdString())) problems << QStringLiteral("%1 has a field %2").arg(s.type, it.key());
            if (s.type == QLatin1String("game_over")) continue;  // the record, seed included, is no secret then
            if (s.text.contains(seed) || s.text.contains(QString::number(truth.seed, 16)))
                problems << QStringLiteral("a %1 message holds the seed").arg(s.type);
            if (s.text.contains(QLatin1String("\"seed\"")) || s.text.contains(QLatin1String("\"pile\"")))
                problems << QStringLiteral("a %1 message has a seed or pile field").arg(s.type);
            // What the client knows is exactly the first tiles of the real pile...
            if (s.count > static_cast<int>(order.size())) {
                problems << QStringLiteral("after a %1 message the client knows more tiles than were drawn").arg(s.type);
                continue;
            }
            std::map<int, int> first;
            for (int i = 0; i < s.count; ++i) ++first[order[static_cast<std::size_t>(i)]];
            if (first != s.known) problems << QStringLiteral("after a %1 message the client's tiles are not the pile's first %2").arg(s.type).arg(s.count);
            // ...and a message names no other tile.
            std::function<void(const QJsonValue&)> scan = [&](const QJsonValue& v) {
                if (v.isString()) {
                    const int f = set.findFace(v.toString().toStdString());
                    if (f >= 0 && f != set.startFace() && !s.known.count(f))
                        problems << QStringLiteral("a %1 message names %2 before it is drawn").arg(s.type, v.toString());
                } else if (v.isArray()) {
                    for (const QJsonValue x : v.toArray()) scan(x);
                } else if (v.isObject()) {
                    const QJsonObject o = v.toObject();
                    for (auto it = o.begin(); it != o.end(); ++it) scan(it.value());
                }
            };
            scan(m);
        }
        return problems;
    }

    GameClient& client;
    QString last;
    std::vector<Seen> seen;
};

struct CliRun
{
    int exitCode = -1;
    QJsonObject json;
    QByteArray err;
};

CliRun runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(SWC_CLI_PATH), args);
    CliRun r;
    if (!p.waitForFinished(60000)) return r;
    r.exitCode = p.exitCode();
    r.json = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    r.err = p.readAllStandardError();
    return r;
}

// Several computer clients in this process, over the loopback network.
struct Table
{
    std::vector<std::unique_ptr<NetBot>> bots;
    std::vector<std::unique_ptr<Watcher>> watchers;
    QStringList failures;

    void add(AiLevel level, const QUrl& url, const GameClient::Options& options = {})
    {
        bots.push_back(std::make_unique<NetBot>(level, 1000 + bots.size()));
        NetBot* b = bots.back().get();
        watchers.push_back(std::make_unique<Watcher>(b->client()));
        QObject::connect(b, &NetBot::failed, b, [this](const QString& why) { failures << why; });
        b->start(url, options);
    }
    bool allDone() const
    {
        for (const auto& b : bots)
            if (!b->client().state().over()) return false;
        return true;
    }
    // Where everyone is (for the message of a game that does not end).
    QString describe(const GameRoom* room) const
    {
        QString out = QStringLiteral("server: step %1, seat %2 to act, %3 entries; ")
                          .arg(QLatin1String(stepName(room->step())))
                          .arg(room->seatToAct())
                          .arg(room->record().turns.size());
        for (const auto& b : bots) {
            const ClientState& st = b->client().state();
            out += QStringLiteral("[seat %1: %2, to act %3, key %4, connected %5] ")
                       .arg(st.seat())
                       .arg(QLatin1String(stepName(st.step())))
                       .arg(st.seatToAct())
                       .arg(st.decisionKey())
                       .arg(b->client().isConnected());
        }
        return out + failures.join(QLatin1String("; "));
    }
};

QJsonObject colourScores(const Game& g, const std::array<int, kMaxPlayers>& s) { return scoresJson(g, s); }

}  // namespace

class TestNetServer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ClientState::Event>(); }

    // Complete games: the clients agree, the record replays to what they were told, and no
    // message reveals the seed or the pile.
    void completeGames_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("variants");
        QTest::addColumn<bool>("teams");
        QTest::addColumn<int>("computers");  // seats played by the server itself, at the end
        const auto bit = [](Variant v) { return 1 << static_cast<int>(v); };
        QTest::newRow("2 players") << 2 << 0 << false << 0;
        QTest::newRow("3, explorers-guild") << 3 << bit(Variant::ExplorersGuild) << false << 0;
        QTest::newRow("4, hyperspace") << 4 << bit(Variant::Hyperspace) << false << 0;
        QTest::newRow("5, galaxy-traders") << 5 << bit(Variant::GalaxyTraders) << false << 0;
        QTest::newRow("2, endgame") << 2 << bit(Variant::Endgame) << false << 0;
        QTest::newRow("3, intel-and-rumours") << 3 << bit(Variant::IntelAndRumours) << false << 0;
        QTest::newRow("teams") << 4 << 0 << true << 0;
        QTest::newRow("5, every house rule, a computer seat") << 5 << (1 << kVariants) - 1 << false << 1;
        QTest::newRow("teams, every house rule, two computer seats") << 4 << (1 << kVariants) - 1 << true << 2;
    }
    void completeGames()
    {
        QFETCH(int, players);
        QFETCH(int, variants);
        QFETCH(bool, teams);
        QFETCH(int, computers);
        QTemporaryDir dir;
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        rules.teams = teams;
        std::vector<int> seats(static_cast<std::size_t>(players), kRemoteSeat);
        for (int i = 0; i < computers; ++i) seats[static_cast<std::size_t>(players - 1 - i)] = static_cast<int>(AiLevel::Easy);
        RoomOptions options;
        options.recordPath = dir.filePath(QStringLiteral("game.yaml"));
        Host host(setupRecord(colors(players, teams), rules, seats), options);
        QVERIFY2(host.room, qPrintable(host.error));
        Table table;
        for (int i = 0; i < players - computers; ++i) table.add(i % 2 ? AiLevel::Random : AiLevel::Easy, host.url);
        // A spectator watches the whole game too.
        GameClient::Options watch;
        watch.spectate = true;
        table.add(AiLevel::Easy, host.url, watch);
        QTRY_VERIFY2_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), qPrintable(table.describe(host.room)), 60000);
        QVERIFY2(table.failures.isEmpty(), qPrintable(table.failures.join(QLatin1String("; "))));
        QVERIFY(host.room->isOver());

        // Every client was told the same scores, and the saved record replays to them.
        const QJsonObject told = table.bots.front()->client().state().gameOver();
        host.room->flushSaves();  // the record is written off the server's thread
        const CliRun replayed = runCli({QStringLiteral("replay"), options.recordPath});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json.value(QLatin1String("final_scores")).toObject(), told.value(QLatin1String("final_scores")).toObject());
        QCOMPARE(replayed.json.value(QLatin1String("scores")).toObject(), told.value(QLatin1String("scores")).toObject());
        const Game& g = host.room->game();
        QCOMPARE(told.value(QLatin1String("final_scores")).toObject(), colourScores(g, g.finalScores()));
        for (const auto& b : table.bots) {
            QCOMPARE(b->client().state().gameOver().value(QLatin1String("final_scores")), told.value(QLatin1String("final_scores")));
            // Each client's own copy of the game came to the same end.
            QCOMPARE(colourScores(b->client().state().game(), b->client().state().game().finalScores()),
                     told.value(QLatin1String("final_scores")).toObject());
            QCOMPARE(b->client().state().game().placedTiles().size(), g.placedTiles().size());
        }
        // The seats: one per client, the spectator none.
        std::set<int> taken;
        for (std::size_t i = 0; i + 1 < table.bots.size(); ++i) taken.insert(table.bots[i]->client().state().seat());
        QCOMPARE(static_cast<int>(taken.size()), players - computers);
        QCOMPARE(table.bots.back()->client().state().seat(), -1);
        // Hidden information.
        for (const auto& w : table.watchers) {
            QVERIFY(w->seen.size() > 50);
            const QStringList problems = w->check(host.room->record());
            QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(QLatin1String("; "))));
        }
        // The record names its remote and computer seats and the players' names.
        const GameRecord& rec = host.room->record();
        QCOMPARE(rec.seats, seats);
        QCOMPARE(rec.names.size(), static_cast<std::size_t>(players));
    }

    // A tile set of its own, written out to the clients (the standard set travels by name); a
    // tile that fits nowhere is set aside and announced.
    void customTileSet()
    {
        std::vector<TilesetError> errors;
        auto set = loadTileset(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml", errors);
        QVERIFY(set);
        GameRecord rec = setupRecord(colors(2, false), Rules{});
        rec.tilesetRef.clear();
        rec.tileset = std::make_shared<const Tileset>(std::move(*set));
        QTemporaryDir dir;
        RoomOptions options;
        options.recordPath = dir.filePath(QStringLiteral("game.yaml"));
        Host host(rec, options);
        QVERIFY2(host.room, qPrintable(host.error));
        Table table;
        table.add(AiLevel::Easy, host.url);
        table.add(AiLevel::Random, host.url);
        QTRY_VERIFY2_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), qPrintable(table.describe(host.room)), 30000);
        QVERIFY2(table.failures.isEmpty(), qPrintable(table.failures.join(QLatin1String("; "))));
        for (const auto& b : table.bots) {
            const ClientState& st = b->client().state();
            QCOMPARE(st.header().tilesetRef, std::string());
            QVERIFY(*st.header().tileset == *rec.tileset);
            QCOMPARE(st.game().setAside().size(), std::size_t(1));  // the crossing
            QCOMPARE(st.game().placedTiles().size(), std::size_t(3));
        }
        bool announced = false;
        for (const Watcher::Seen& seen : table.watchers[0]->seen)
            announced = announced || (seen.type == QLatin1String("drawn") && seen.text.contains(QLatin1String("\"set_aside\":[\"cross\"]")));
        QVERIFY(announced);
        QCOMPARE(table.watchers[0]->check(host.room->record()), QStringList());
        host.room->flushSaves();
        const CliRun replayed = runCli({QStringLiteral("replay"), options.recordPath});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json.value(QLatin1String("set_aside")).toInt(), 1);
        QCOMPARE(replayed.json.value(QLatin1String("final_scores")).toObject(),
                 table.bots[0]->client().state().gameOver().value(QLatin1String("final_scores")).toObject());
    }

    // The hidden-information check itself finds a tile named before it is drawn, and the seed.
    void watcherFindsALeak()
    {
        Host host(setupRecord(colors(2, false), Rules{}, {kRemoteSeat, static_cast<int>(AiLevel::Easy)}));
        QVERIFY(host.room);
        GameClient c;
        Watcher w(c);
        c.start(host.url, {});
        QTRY_VERIFY(c.state().hasGame() && c.state().step() == Step::Place && c.state().seatToAct() == c.state().seat());
        const int drawn = host.room->game().drawnTile();
        QCOMPARE(w.check(host.room->record(), drawn), QStringList());
        const Tileset& set = *host.room->record().tileset;
        Watcher::Seen last = w.seen.back();
        QCOMPARE(last.type, QStringLiteral("turn"));
        int hidden = -1;  // a face none of whose copies the client has seen
        for (int f = 0; f < static_cast<int>(set.faces.size()) && hidden < 0; ++f)
            if (f != set.startFace() && !last.known.count(f)) hidden = f;
        QVERIFY(hidden >= 0);
        QJsonObject m = QJsonDocument::fromJson(last.text.toUtf8()).object();
        m.insert(QLatin1String("tile"), QString::fromStdString(set.faces[static_cast<std::size_t>(hidden)].id));
        Watcher::Seen leak = last;
        leak.text = messageText(m);
        w.seen.push_back(leak);
        QVERIFY(w.check(host.room->record(), drawn).join(QLatin1String("; ")).contains(QLatin1String("before it is drawn")));
        w.seen.pop_back();
        leak.text = last.text;
        leak.text.insert(1, QStringLiteral("\"x\": %1, ").arg(kSecretSeed));
        w.seen.push_back(leak);
        const QString problems = w.check(host.room->record(), drawn).join(QLatin1String("; "));
        QVERIFY(problems.contains(QLatin1String("holds the seed")));
        QVERIFY(problems.contains(QLatin1String("has a field x")));
    }

    // A client cut in the middle of its turn comes back with its token and goes on where it was.
    void clientCutMidTurn_data()
    {
        QTest::addColumn<int>("variants");
        QTest::addColumn<QString>("step");
        QTest::newRow("placing") << 0 << "place";
        QTest::newRow("choosing a face-up tile") << (1 << static_cast<int>(Variant::IntelAndRumours)) << "choose";
        QTest::newRow("re-placing a meeple") << (1 << static_cast<int>(Variant::GalaxyTraders)) << "replace";
    }
    void clientCutMidTurn()
    {
        QFETCH(int, variants);
        QFETCH(QString, step);
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        Host host(setupRecord(colors(2, false), rules));
        QVERIFY(host.room);
        Table table;
        table.add(AiLevel::Easy, host.url);
        table.add(AiLevel::Random, host.url);
        NetBot& cut = *table.bots[0];
        // The other client sees the seat disconnected.
        bool sawDisconnected = false;
        QObject::connect(&table.bots[1]->client(), &GameClient::changed, [&](ClientState::Event e) {
            if (e != ClientState::Event::Seats) return;
            for (const QJsonValue s : table.bots[1]->client().state().seats())
                if (s.toObject().value(QLatin1String("seat")).toInt() == cut.client().state().seat() &&
                    !s.toObject().value(QLatin1String("connected")).toBool())
                    sawDisconnected = true;
        });
        // Cut once, at the first decision of that step after the tenth entry; what was due then
        // must be what is due after the reconnection.
        QString dueBefore, dueAfter;
        bool cutDone = false;
        QObject::connect(&cut.client(), &GameClient::decisionNeeded, [&] {
            const ClientState& st = cut.client().state();
            if (!cutDone && st.entries() >= 10 && QLatin1String(stepName(st.step())) == step) {
                cutDone = true;
                dueBefore = st.decisionKey() + QString::number(st.drawnFace());
                cut.client().dropConnection();
            } else if (cutDone && dueAfter.isEmpty()) {
                dueAfter = st.decisionKey() + QString::number(st.drawnFace());
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), 60000);
        QVERIFY2(table.failures.isEmpty(), qPrintable(table.failures.join(QLatin1String("; "))));
        QVERIFY2(cutDone, "the step never came");
        QCOMPARE(cut.client().reconnections(), 1);
        QCOMPARE(dueAfter, dueBefore);
        QVERIFY(sawDisconnected);
        for (const auto& w : table.watchers) QCOMPARE(w->check(host.room->record()), QStringList());
        QCOMPARE(cut.client().state().gameOver().value(QLatin1String("final_scores")).toObject(),
                 colourScores(host.room->game(), host.room->game().finalScores()));
    }

    // The real server killed with SIGKILL in the middle of a game and started again with
    // --resume on the same port: the CLI's players reconnect and finish.
    void serverKilledAndResumed()
    {
        QTemporaryDir dir;
        const QString setup = dir.filePath(QStringLiteral("setup.yaml"));
        {
            QFile f(setup);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("tileset: standard\nplayers: [red, black]\nseats: [remote, remote]\nvariants: [galaxy-traders]\n");
        }
        QProcess server;
        server.start(QStringLiteral(SWC_SERVER_PATH), {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                                                      QStringLiteral("127.0.0.1"), QStringLiteral("--game"), setup,
                                                      QStringLiteral("--save"), dir.filePath(QStringLiteral("saves"))});
        QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine(), 10000);
        const QJsonObject listening = QJsonDocument::fromJson(server.readLine()).object();
        const int port = listening.value(QLatin1String("port")).toInt();
        const QString record = listening.value(QLatin1String("games")).toArray().at(0).toObject().value(QLatin1String("record")).toString();
        QVERIFY(port > 0);
        QVERIFY(!record.isEmpty());
        const QString url = QStringLiteral("ws://127.0.0.1:%1").arg(port);
        QProcess a, b;
        a.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), url, QStringLiteral("--level"), QStringLiteral("easy"),
                                               QStringLiteral("--delay"), QStringLiteral("40"),
                                               QStringLiteral("--name"), QStringLiteral("Ann"), QStringLiteral("--seed"), QStringLiteral("1")});
        b.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), url, QStringLiteral("--level"), QStringLiteral("easy"),
                                               QStringLiteral("--name"), QStringLiteral("Bob"), QStringLiteral("--seed"), QStringLiteral("2")});
        const auto entries = [&record] {
            QFile f(record);
            if (!f.open(QIODevice::ReadOnly)) return 0;
            return static_cast<int>(f.readAll().count("\n  - {"));
        };
        QTRY_VERIFY_WITH_TIMEOUT(entries() >= 12, 60000);
        server.kill();
        QVERIFY(server.waitForFinished(5000));
        const int before = entries();
        QVERIFY2(before < 70, "the game ended before the server was killed");
        QProcess resumed;
        resumed.start(QStringLiteral(SWC_SERVER_PATH), {QStringLiteral("--port"), QString::number(port), QStringLiteral("--bind"),
                                                       QStringLiteral("127.0.0.1"), QStringLiteral("--resume"), record});
        QTRY_VERIFY_WITH_TIMEOUT(resumed.canReadLine(), 10000);
        QCOMPARE(QJsonDocument::fromJson(resumed.readLine()).object().value(QLatin1String("port")).toInt(), port);
        QVERIFY(a.waitForFinished(120000));
        QVERIFY(b.waitForFinished(120000));
        QCOMPARE(a.exitCode(), 0);
        QCOMPARE(b.exitCode(), 0);
        const QJsonObject ra = QJsonDocument::fromJson(a.readAllStandardOutput()).object();
        const QJsonObject rb = QJsonDocument::fromJson(b.readAllStandardOutput()).object();
        QVERIFY(ra.value(QLatin1String("reconnections")).toInt() >= 1);
        QVERIFY(rb.value(QLatin1String("reconnections")).toInt() >= 1);
        QCOMPARE(ra.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(ra.value(QLatin1String("final_scores")), rb.value(QLatin1String("final_scores")));
        // The server stops once the players have left, its last writes done.
        QVERIFY(resumed.waitForFinished(30000));
        QCOMPARE(resumed.exitCode(), 0);
        QVERIFY(entries() > before);
        const CliRun replayed = runCli({QStringLiteral("replay"), record});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json.value(QLatin1String("final_scores")).toObject(), ra.value(QLatin1String("final_scores")).toObject());
    }

    // A server stopped right after a save, in the middle of a turn (a meeple waiting to be
    // re-placed; a face-up tile refused and a tile drawn from the pile), resumes in that turn.
    void resumeMidTurn_data()
    {
        QTest::addColumn<int>("variants");
        QTest::addColumn<int>("stopAt");
        QTest::addColumn<int>("level");
        QTest::newRow("re-placement pending") << (1 << static_cast<int>(Variant::GalaxyTraders)) << static_cast<int>(Step::Replace)
                                              << static_cast<int>(AiLevel::Easy);
        // The random player often draws from the pile while face-up tiles would fit.
        QTest::newRow("tile drawn from the pile") << (1 << static_cast<int>(Variant::IntelAndRumours))
                                                  << static_cast<int>(Step::Place) << static_cast<int>(AiLevel::Random);
    }
    void resumeMidTurn()
    {
        QFETCH(int, variants);
        QFETCH(int, stopAt);
        QFETCH(int, level);
        QTemporaryDir dir;
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        RoomOptions options;
        options.recordPath = dir.filePath(QStringLiteral("game.yaml"));
        const QString saved = dir.filePath(QStringLiteral("crash.yaml"));
        Host host(setupRecord(colors(3, false), rules), options);
        QVERIFY(host.room);
        // The files on disk at the moment of the stop are what a crash would leave.
        int toAct = -1, drawn = -1, placed = 0;
        std::array<int, kMaxPlayers> scores{};
        QObject::connect(host.room, &GameRoom::advanced, [&] {
            GameRoom* r = host.room;
            if (toAct >= 0 || r->step() != static_cast<Step>(stopAt) || r->record().turns.size() < 8) return;
            // Intel and Rumours: only a tile that came from the pile (no face-up one taken).
            if (stopAt == static_cast<int>(Step::Place) && (r->game().rowSize() == 0 || r->game().drawnTile() < 0)) return;
            r->flushSaves();
            QFile::copy(options.recordPath, saved);
            QFile::copy(options.recordPath + QStringLiteral(".net.json"), saved + QStringLiteral(".net.json"));
            toAct = r->seatToAct();
            drawn = r->game().drawnTile();
            placed = static_cast<int>(r->game().placedTiles().size());
            scores = currentScores(r->game());
        });
        Table table;
        for (int i = 0; i < 3; ++i) table.add(static_cast<AiLevel>(level), host.url);
        QTRY_VERIFY_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), 60000);
        QVERIFY2(toAct >= 0, "the step never came");
        std::vector<QString> tokens;
        for (const auto& b : table.bots) tokens.push_back(b->client().state().token());
        table.bots.clear();

        RoomOptions again;
        again.recordPath = saved;
        QString why;
        auto room = GameRoom::resume(again, &why);
        QVERIFY2(room, qPrintable(why));
        QCOMPARE(static_cast<int>(room->step()), stopAt);
        QCOMPARE(room->seatToAct(), toAct);
        QCOMPARE(room->game().drawnTile(), drawn);
        QCOMPARE(static_cast<int>(room->game().placedTiles().size()), placed);
        QCOMPARE(currentScores(room->game()), scores);
        Host resumed(std::move(room));
        QVERIFY(resumed.room);
        // The players come back with their tokens and finish the game.
        Table back;
        for (const QString& t : tokens) {
            GameClient::Options o;
            o.token = t;
            back.add(static_cast<AiLevel>(level), resumed.url, o);
        }
        QTRY_VERIFY_WITH_TIMEOUT(back.allDone() || !back.failures.isEmpty(), 60000);
        QVERIFY2(back.failures.isEmpty(), qPrintable(back.failures.join(QLatin1String("; "))));
        resumed.room->flushSaves();
        const CliRun replayed = runCli({QStringLiteral("replay"), saved});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json.value(QLatin1String("final_scores")).toObject(),
                 back.bots[0]->client().state().gameOver().value(QLatin1String("final_scores")).toObject());
    }

    // Everything refused changes nothing: the record, the step, who acts.
    void refusals()
    {
        ServerLimits limits;
        limits.allowance = 1000;  // the flood has a test of its own
        Host host(setupRecord(colors(2, false), Rules{}), RoomOptions{}, limits);
        QVERIFY(host.room);
        RawClient a(host.url), b(host.url);
        QVERIFY(a.connected() && b.connected());
        a.send(hello(QStringLiteral("Ann")));
        const QJsonObject wa = a.next(QStringLiteral("welcome"));
        b.send(hello(QStringLiteral("Bob")));
        const QJsonObject wb = b.next(QStringLiteral("welcome"));
        QCOMPARE(wa.value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(wb.value(QLatin1String("seat")).toInt(), 1);
        QCOMPARE(wa.value(QLatin1String("token")).toString().size(), 64);
        QVERIFY(wa.value(QLatin1String("token")) != wb.value(QLatin1String("token")));
        QTRY_COMPARE(host.room->step(), Step::Place);
        QCOMPARE(host.room->seatToAct(), 0);
        const std::string recordBefore = writeRecord(host.room->record());
        const std::size_t placedBefore = host.room->game().placedTiles().size();
        const auto unchanged = [&] {
            return writeRecord(host.room->record()) == recordBefore && host.room->step() == Step::Place &&
                   host.room->seatToAct() == 0 && host.room->game().placedTiles().size() == placedBefore;
        };
        // A legal move for seat 0, sent by the wrong seat.
        const Game& g = host.room->game();
        std::vector<Placement> legal;
        g.legalPlacements(g.drawnTile(), legal);
        QVERIFY(!legal.empty());
        RecordTurn move;
        move.placement = legal.front();
        const QJsonObject moveMsg{{QLatin1String("type"), QLatin1String("move")}, {QLatin1String("turn"), entryJson(move)}};

        struct Case
        {
            const char* name;
            RawClient* client;
            QString text;
            const char* code;
        };
        const QString bigName = QString(40, QLatin1Char('x'));
        const QList<Case> cases{
            {"out of turn", &b, messageText(moveMsg), "not_your_turn"},
            {"not JSON", &a, QStringLiteral("{\"type\": \"move\", "), "bad_json"},
            {"an array", &a, QStringLiteral("[1, 2, 3]"), "bad_json"},
            {"no type", &a, QStringLiteral("{\"turn\": {}}"), "bad_field"},
            {"type not a string", &a, QStringLiteral("{\"type\": 5}"), "bad_field"},
            {"unknown type", &a, QStringLiteral("{\"type\": \"cheat\"}"), "unknown_type"},
            {"unknown field", &a, QStringLiteral("{\"type\": \"draw\", \"tile\": \"x\"}"), "bad_field"},
            {"turn not an object", &a, QStringLiteral("{\"type\": \"move\", \"turn\": 3}"), "bad_move"},
            {"rotation 45", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"at\": [1, 0], \"rotation\": 45}}"), "bad_move"},
            {"unknown tile", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"tile\": \"nope\", \"at\": [1, 0]}}"), "bad_move"},
            {"dice of its own", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"at\": [1, 0], \"dice\": [6, 6]}}"), "bad_move"},
            {"set aside", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"set_aside\": true}}"), "bad_move"},
            {"deep nesting", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"at\": [[[[[1]]]], 0]}}"), "bad_move"},
            {"cell taken", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"at\": [0, 0]}}"), "illegal_move"},
            {"no neighbour", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"at\": [5, 5]}}"), "illegal_move"},
            {"another tile", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"tile\": \"%1\", \"at\": [1, 0]}}")
                                     .arg(QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(
                                         (g.drawnTile() + 1) % static_cast<int>(g.tileset().faces.size()))].id)), "illegal_move"},
            {"from the row without the variant", &a, QStringLiteral("{\"type\": \"move\", \"turn\": {\"tile\": \"%1\", \"from\": \"row\", \"at\": [1, 0]}}")
                                     .arg(QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(g.drawnTile())].id)), "wrong_step"},
            {"draw while placing", &a, QStringLiteral("{\"type\": \"draw\"}"), "wrong_step"},
            {"replace while placing", &a, QStringLiteral("{\"type\": \"replace\", \"trader\": \"keep\"}"), "wrong_step"},
            {"a second hello", &a, messageText(hello(QStringLiteral("Ann"))), "already_joined"},
            {"name too long", &a, messageText(hello(bigName)), "bad_field"},
            {"assign without the host's token", &a, QStringLiteral("{\"type\": \"assign\", \"host_token\": \"%1\", \"seat\": 1, \"player\": \"easy\"}")
                                     .arg(QString(64, QLatin1Char('0'))), "not_host"},
        };
        for (const Case& c : cases) {
            c.client->sendText(c.text);
            const QJsonObject answer = c.client->answer(QStringLiteral("played"));
            QVERIFY2(answer.value(QLatin1String("type")).toString() == QLatin1String("error"), c.name);
            QVERIFY2(answer.value(QLatin1String("code")).toString() == QLatin1String(c.code),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(c.name), answer.value(QLatin1String("code")).toString())));
            QVERIFY2(!answer.value(QLatin1String("message")).toString().isEmpty(), c.name);
            QVERIFY2(unchanged(), c.name);
            QVERIFY2(!c.client->closed, c.name);
        }
        // A message over the size limit closes the connection; nothing changes.
        RawClient big(host.url);
        QVERIFY(big.connected());
        big.send(hello());  // the spectator seat is refused: every seat is taken
        QCOMPARE(big.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("no_free_seat"));
        QVERIFY(big.waitClosed());
        RawClient huge(host.url);
        QVERIFY(huge.connected());
        huge.sendText(QStringLiteral("{\"type\": \"hello\", \"name\": \"%1\"}").arg(QString(kMaxClientMessageBytes + 10, QLatin1Char('y'))));
        QVERIFY(huge.waitClosed());
        // Binary messages, a move before the hello: closed.
        RawClient binary(host.url);
        QVERIFY(binary.connected());
        binary.ws.sendBinaryMessage(QByteArray("\x01\x02", 2));
        QVERIFY(binary.waitClosed());
        RawClient early(host.url);
        QVERIFY(early.connected());
        early.send(moveMsg);
        QCOMPARE(early.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("hello_first"));
        QVERIFY(early.waitClosed());
        // Wrong tokens and an old protocol: refused at the door.
        RawClient thief(host.url);
        QVERIFY(thief.connected());
        thief.send(hello(QStringLiteral("Eve"), QString(64, QLatin1Char('a'))));
        QCOMPARE(thief.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("bad_token"));
        QVERIFY(thief.waitClosed());
        RawClient old(host.url);
        QVERIFY(old.connected());
        old.send(QJsonObject{{QLatin1String("type"), QLatin1String("hello")}, {QLatin1String("protocol"), 0}});
        QCOMPARE(old.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("protocol_mismatch"));
        QVERIFY(unchanged());
        QVERIFY(host.room->seatConnected(0) && host.room->seatConnected(1));
        // The right seat's move is accepted after all this.
        a.send(moveMsg);
        const QJsonObject played = a.answer(QStringLiteral("played"));
        QCOMPARE(played.value(QLatin1String("type")).toString(), QStringLiteral("played"));
        QCOMPARE(host.room->record().turns.size(), std::size_t(1));
        // A spectator may watch, not play.
        RawClient watcher(host.url);
        QVERIFY(watcher.connected());
        QJsonObject spectate = hello();
        spectate.insert(QLatin1String("spectate"), true);
        watcher.send(spectate);
        QCOMPARE(watcher.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), -1);
        QVERIFY(!watcher.next(QStringLiteral("state")).isEmpty());
        watcher.send(moveMsg);
        QCOMPARE(watcher.answer(QStringLiteral("played")).value(QLatin1String("code")).toString(), QStringLiteral("not_a_player"));
    }

    // A client's copy of a real game (seat 0 of a Galaxy Traders session): a decision is due only
    // between a prompt for its seat and its answer, never between a move and the next prompt (a
    // re-placement that completed the turn left the step at "replace", and the next prompt of
    // that kind was taken for one already answered: the game stalled).
    void decisionsOnlyOnPrompts()
    {
        QFile f(QStringLiteral(SWC_TEST_DATA_DIR "/../fuzz/corpus/protocol/session-galaxy-traders.jsonl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        ClientState st;
        int due = 0, prompts = 0;
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (line.isEmpty()) continue;
            const ClientState::Result r = st.handle(line);
            QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem));
            const QString type = r.message.value(QLatin1String("type")).toString();
            if (type == QLatin1String("played") || type == QLatin1String("replaced") || type == QLatin1String("drawn"))
                QVERIFY2(!st.myDecision(), line.constData());
            if (type == QLatin1String("turn")) {
                ++prompts;
                const bool mine = r.message.value(QLatin1String("seat")).toInt() == st.seat();
                QCOMPARE(st.myDecision(), mine);
                due += mine ? 1 : 0;
            }
        }
        QCOMPARE(st.seat(), 0);
        QCOMPARE(st.prompts(), prompts);
        QVERIFY(due >= 10);
    }

    // A seat's token taken back on a new connection: the old one is told and closed.
    void tokenOnANewConnection()
    {
        Host host(setupRecord(colors(2, false), Rules{}));
        QVERIFY(host.room);
        RawClient a(host.url);
        QVERIFY(a.connected());
        a.send(hello(QStringLiteral("Ann")));
        const QString token = a.next(QStringLiteral("welcome")).value(QLatin1String("token")).toString();
        RawClient again(host.url);
        QVERIFY(again.connected());
        again.send(hello(QString(), token));
        const QJsonObject w = again.next(QStringLiteral("welcome"));
        QCOMPARE(w.value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(w.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(a.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("replaced"));
        QVERIFY(a.waitClosed());
        QVERIFY(host.room->seatConnected(0));
        QCOMPARE(host.room->step(), Step::Lobby);  // the second seat is still free
    }

    // Floods, silent connections and too many connections are cut off.
    void abuse()
    {
        ServerLimits limits;
        limits.helloTimeoutMs = 300;
        limits.upgradeTimeoutMs = 300;
        limits.maxConnectionsPerAddress = 4;
        limits.allowance = 10;
        limits.allowancePerSecond = 1;
        Host host(setupRecord(colors(2, false), Rules{}), RoomOptions{}, limits);
        QVERIFY(host.room);
        // A flood of refused messages.
        RawClient flood(host.url);
        QVERIFY(flood.connected());
        flood.send(hello(QStringLiteral("Flo")));
        QVERIFY(!flood.next(QStringLiteral("welcome")).isEmpty());
        for (int i = 0; i < 40 && !flood.closed; ++i) flood.sendText(QStringLiteral("{\"type\": \"draw\"}"));
        QCOMPARE(flood.next(QStringLiteral("error"), 2000).value(QLatin1String("code")).toString(), QStringLiteral("not_started"));
        QVERIFY(flood.waitClosed());
        bool sawFlood = false;
        for (const QJsonObject& m : flood.got) sawFlood = sawFlood || m.value(QLatin1String("code")).toString() == QLatin1String("flood");
        QVERIFY(sawFlood);
        // A WebSocket that never says hello, a TCP connection that never upgrades.
        RawClient silent(host.url);
        QVERIFY(silent.connected());
        QCOMPARE(silent.next(QStringLiteral("error"), 3000).value(QLatin1String("code")).toString(), QStringLiteral("handshake_timeout"));
        QVERIFY(silent.waitClosed());
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, host.server->port());
        QVERIFY(raw.waitForConnected(2000));
        QTRY_COMPARE_WITH_TIMEOUT(raw.state(), QAbstractSocket::UnconnectedState, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(host.server->connectionCount(), 0, 5000);
        // Connections from one address beyond the limit.
        limits.helloTimeoutMs = 10000;
        Host second(setupRecord(colors(2, false), Rules{}), RoomOptions{}, limits);
        std::vector<std::unique_ptr<RawClient>> many;
        for (int i = 0; i < 5; ++i) {
            many.push_back(std::make_unique<RawClient>(second.url));
            if (i < 4) QVERIFY(many.back()->connected());
        }
        QCOMPARE(many.back()->next(QStringLiteral("error")).value(QLatin1String("code")).toString(),
                 QStringLiteral("too_many_connections"));
        QVERIFY(many.back()->waitClosed());
        QCOMPARE(host.room->step(), Step::Lobby);
        QVERIFY(!host.room->seatTaken(1));
    }

    // The host hands a disconnected player's seat to a computer; the game goes on without it.
    void hostHandsSeatToComputer()
    {
        Host host(setupRecord(colors(2, false), Rules{}));
        QVERIFY(host.room);
        Table table;
        table.add(AiLevel::Easy, host.url);
        auto gone = std::make_unique<RawClient>(host.url);
        QVERIFY(gone->connected());
        gone->send(hello(QStringLiteral("Gone")));
        const QJsonObject w = gone->next(QStringLiteral("welcome"));
        const int seat = w.value(QLatin1String("seat")).toInt();
        const QString token = w.value(QLatin1String("token")).toString();
        // It leaves without playing; the game waits for it.
        gone.reset();
        QTRY_VERIFY(!host.room->seatConnected(seat));
        QTRY_COMPARE(host.room->seatToAct(), seat);
        QTest::qWait(300);
        QCOMPARE(host.room->seatToAct(), seat);
        QVERIFY(!host.room->isOver());
        // The host, by the token the server printed, with the CLI (the server runs in this
        // process: the CLI is waited for without blocking it). A wrong token first.
        const auto assign = [&](const QString& token) {
            QProcess p;
            p.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("assign"), host.url.toString(), QStringLiteral("--host-token"),
                                                   token, QStringLiteral("--seat"), QString::number(seat),
                                                   QStringLiteral("--player"), QStringLiteral("easy")});
            for (int i = 0; i < 2000 && p.state() != QProcess::NotRunning; ++i) QTest::qWait(10);
            return qMakePair(p.exitCode(), p.readAllStandardOutput() + p.readAllStandardError());
        };
        const auto refused = assign(QString(64, QLatin1Char('b')));
        QCOMPARE(refused.first, 2);
        QVERIFY2(refused.second.contains("not_host"), refused.second.constData());
        QCOMPARE(host.room->seatPlayer(seat), kRemoteSeat);
        const auto done = assign(host.server->hostToken());
        QCOMPARE(done.first, 0);
        QCOMPARE(QJsonDocument::fromJson(done.second).object().value(QLatin1String("player")).toString(), QStringLiteral("easy"));
        QTRY_VERIFY_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), 60000);
        QVERIFY(table.failures.isEmpty());
        QCOMPARE(host.room->record().seats[static_cast<std::size_t>(seat)], static_cast<int>(AiLevel::Easy));
        // The seat's old token no longer opens it.
        RawClient back(host.url);
        QVERIFY(back.connected());
        back.send(hello(QString(), token));
        QCOMPARE(back.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("bad_token"));
    }

    void password()
    {
        RoomOptions options;
        options.password = QStringLiteral("sesame");
        Host host(setupRecord(colors(2, false), Rules{}), options);
        QVERIFY(host.room);
        RawClient none(host.url), wrong(host.url);
        QVERIFY(none.connected() && wrong.connected());
        none.send(hello(QStringLiteral("X")));
        QCOMPARE(none.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("bad_password"));
        QJsonObject h = hello(QStringLiteral("Y"));
        h.insert(QLatin1String("password"), QStringLiteral("open"));
        wrong.send(h);
        QCOMPARE(wrong.next(QStringLiteral("error")).value(QLatin1String("code")).toString(), QStringLiteral("bad_password"));
        QVERIFY(!host.room->seatTaken(0));
        Table table;
        GameClient::Options o;
        o.password = QStringLiteral("sesame");
        table.add(AiLevel::Random, host.url, o);
        table.add(AiLevel::Random, host.url, o);
        QTRY_VERIFY_WITH_TIMEOUT(table.allDone() || !table.failures.isEmpty(), 60000);
        QVERIFY(table.failures.isEmpty());
    }

    // The lobby: the game waits for the host; the chat; starting with computers in free seats.
    void lobbyStartAndChat()
    {
        RoomOptions options;
        options.hostStarts = true;
        Host host(setupRecord(colors(3, false), Rules{}), options);
        QVERIFY(host.room);
        RawClient ann(host.url), bob(host.url);
        QVERIFY(ann.connected() && bob.connected());
        ann.send(hello(QStringLiteral("Ann")));
        QCOMPARE(ann.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 0);
        QVERIFY(ann.next(QStringLiteral("state")).value(QLatin1String("host_starts")).toBool());
        bob.send(hello(QStringLiteral("Bob")));
        QCOMPARE(bob.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 1);
        QVERIFY(host.room->waitingForHost());
        QVERIFY(!host.room->isStarted());

        // A chat line goes to everyone, the sender included, trimmed and with the seat's name.
        ann.send({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), QStringLiteral("  Ready? ")}});
        for (RawClient* c : {&ann, &bob}) {
            const QJsonObject line = c->next(QStringLiteral("chat"));
            QCOMPARE(line.value(QLatin1String("seat")).toInt(), 0);
            QCOMPARE(line.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
            QCOMPARE(line.value(QLatin1String("text")).toString(), QStringLiteral("Ready?"));
        }
        // Empty, too long, or with a control character: refused.
        for (const QString& bad : {QString(), QStringLiteral("   "), QString(kMaxChatLength + 1, QLatin1Char('x')),
                                   QStringLiteral("bell\u0007")}) {
            bob.send({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), bad}});
            const QJsonObject e = bob.answer(QStringLiteral("chat"));
            QCOMPARE(e.value(QLatin1String("type")).toString(), QStringLiteral("error"));
            QCOMPARE(e.value(QLatin1String("code")).toString(), QStringLiteral("bad_field"));
        }
        // The longest line passes whole.
        bob.send({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), QString(kMaxChatLength, QLatin1Char('y'))}});
        QCOMPARE(ann.next(QStringLiteral("chat")).value(QLatin1String("text")).toString().size(), kMaxChatLength);

        const auto start = [&](RawClient& c, const QString& token, const QString& fill) {
            QJsonObject m{{QLatin1String("type"), QLatin1String("start")}, {QLatin1String("host_token"), token}};
            if (!fill.isEmpty()) m.insert(QLatin1String("fill"), fill);
            c.send(m);
            return c.answer(QStringLiteral("seats"));
        };
        // Not the host; then a free seat and no computers to fill it; then a bad level.
        QCOMPARE(start(bob, QString(64, QLatin1Char('b')), {}).value(QLatin1String("code")).toString(), QStringLiteral("not_host"));
        QCOMPARE(start(ann, host.server->hostToken(), {}).value(QLatin1String("code")).toString(), QStringLiteral("not_ready"));
        QCOMPARE(start(ann, host.server->hostToken(), QStringLiteral("remote")).value(QLatin1String("code")).toString(),
                 QStringLiteral("bad_field"));
        QVERIFY(!host.room->isStarted());
        QCOMPARE(host.room->seatPlayer(2), kRemoteSeat);
        // Every seat taken is not enough either: the host starts it.
        QTest::qWait(100);
        QCOMPARE(host.room->step(), Step::Lobby);
        // With an easy computer in the free seat: started, and the first turn is Ann's.
        const QJsonObject seats = start(ann, host.server->hostToken(), QStringLiteral("easy"));
        QCOMPARE(seats.value(QLatin1String("type")).toString(), QStringLiteral("seats"));
        QVERIFY(seats.value(QLatin1String("started")).toBool());
        QVERIFY(!seats.value(QLatin1String("host_starts")).toBool());
        QCOMPARE(seats.value(QLatin1String("seats")).toArray().at(2).toObject().value(QLatin1String("player")).toString(),
                 QStringLiteral("easy"));
        QCOMPARE(host.room->seatPlayer(2), static_cast<int>(AiLevel::Easy));
        QCOMPARE(ann.next(QStringLiteral("turn")).value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(start(ann, host.server->hostToken(), {}).value(QLatin1String("code")).toString(), QStringLiteral("already_started"));
    }

    // The host's own seats, and the old seats of a continued game taken back by name.
    void reservedSeatsAndNames()
    {
        RoomOptions options;
        options.hostStarts = true;
        GameRecord setup = setupRecord(colors(3, false), Rules{});
        setup.names = {"", "Cleo", "Bob"};
        Host host(setup, options);
        QVERIFY(host.room);
        // Seat 1 for the host's own client, named as the host likes.
        const QString token = host.room->reserveSeat(1, QStringLiteral("Host"));
        QCOMPARE(token.size(), 2 * kTokenBytes);
        QVERIFY(host.room->seatTaken(1));
        QVERIFY(host.room->reserveSeat(1, QStringLiteral("Again")).isEmpty());
        QVERIFY(host.room->reserveSeat(7, QStringLiteral("Nowhere")).isEmpty());
        QCOMPARE(host.room->record().names[1], std::string("Host"));
        // Bob takes the seat that bears his name (2), not the first free one (0).
        RawClient bob(host.url), first(host.url), mine(host.url);
        QVERIFY(bob.connected() && first.connected() && mine.connected());
        bob.send(hello(QStringLiteral("Bob")));
        QCOMPARE(bob.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 2);
        first.send(hello(QStringLiteral("Dan")));
        QCOMPARE(first.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 0);
        mine.send(hello(QStringLiteral("Host"), token));
        const QJsonObject w = mine.next(QStringLiteral("welcome"));
        QCOMPARE(w.value(QLatin1String("seat")).toInt(), 1);
        QCOMPARE(w.value(QLatin1String("name")).toString(), QStringLiteral("Host"));
        QVERIFY(!host.room->isStarted());
    }

    // The game's identity in `welcome`: the same for everyone in the game, random, kept in the
    // file beside the record so that the game restarted with --resume is the same game.
    void gameIdentity()
    {
        QTemporaryDir dir;
        RoomOptions options;
        options.recordPath = dir.filePath(QStringLiteral("game.yaml"));
        QString id;
        {
            Host host(setupRecord(colors(2, false), Rules{}), options);
            QVERIFY(host.room);
            RawClient ann(host.url), watcher(host.url);
            QVERIFY(ann.connected() && watcher.connected());
            ann.send(hello(QStringLiteral("Ann")));
            id = ann.next(QStringLiteral("welcome")).value(QLatin1String("game")).toString();
            QVERIFY2(isGameId(id), qPrintable(id));
            QCOMPARE(id, host.room->gameId());
            QJsonObject watch = hello();
            watch.insert(QLatin1String("spectate"), true);
            watcher.send(watch);
            QCOMPARE(watcher.next(QStringLiteral("welcome")).value(QLatin1String("game")).toString(), id);
            host.room->flushSaves();
        }
        QString why;
        auto resumed = GameRoom::resume(options, &why);
        QVERIFY2(resumed, qPrintable(why));
        QCOMPARE(resumed->gameId(), id);
        Host other(setupRecord(colors(2, false), Rules{}));
        QVERIFY(other.room);
        QVERIFY(isGameId(other.room->gameId()));
        QVERIFY(other.room->gameId() != id);
        QVERIFY(!isGameId(id.toUpper()));
        QVERIFY(!isGameId(id.left(31)));
    }

    // A player who lost their token: the seat is taken, their name alone is refused; once the host
    // frees the seat (assign remote), a hello with the seat's name takes it back, and the old
    // token no longer works.
    void seatFreedForItsPlayer()
    {
        Host host(setupRecord(colors(3, false), Rules{}));
        QVERIFY(host.room);
        QString oldToken;
        {
            RawClient ann(host.url), han(host.url), cleo(host.url);
            QVERIFY(ann.connected() && han.connected() && cleo.connected());
            ann.send(hello(QStringLiteral("Ann")));
            QCOMPARE(ann.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 0);
            han.send(hello(QStringLiteral("Han")));
            oldToken = han.next(QStringLiteral("welcome")).value(QLatin1String("token")).toString();
            cleo.send(hello(QStringLiteral("Cleo")));
            QCOMPARE(cleo.next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 2);
        }
        QTRY_VERIFY(!host.room->seatConnected(1));
        RawClient again(host.url);
        QVERIFY(again.connected());
        again.send(hello(QStringLiteral("Han")));
        QCOMPARE(again.answer(QStringLiteral("welcome")).value(QLatin1String("code")).toString(), QStringLiteral("no_free_seat"));
        QString why;
        QVERIFY(host.room->assignSeat(1, kRemoteSeat, &why));
        QVERIFY(!host.room->seatTaken(1));
        RawClient back(host.url), stale(host.url);
        QVERIFY(back.connected() && stale.connected());
        back.send(hello(QStringLiteral("Han")));
        const QJsonObject w = back.next(QStringLiteral("welcome"));
        QCOMPARE(w.value(QLatin1String("seat")).toInt(), 1);
        QVERIFY(w.value(QLatin1String("token")).toString() != oldToken);
        QCOMPARE(host.room->record().names[1], std::string("Han"));
        stale.send(hello(QStringLiteral("Han"), oldToken));
        QCOMPARE(stale.answer(QStringLiteral("welcome")).value(QLatin1String("code")).toString(), QStringLiteral("bad_token"));
    }

    // The CLI's join against a game whose seats are all taken, and with a wrong address.
    void joinRefused()
    {
        Host host(setupRecord(colors(2, false), Rules{}, {kRemoteSeat, static_cast<int>(AiLevel::Easy)}));
        QVERIFY(host.room);
        RawClient a(host.url);
        QVERIFY(a.connected());
        a.send(hello(QStringLiteral("Ann")));
        QVERIFY(!a.next(QStringLiteral("welcome")).isEmpty());
        QProcess p;
        p.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), host.url.toString()});
        QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 10000);
        QCOMPARE(p.exitCode(), 3);
        QVERIFY(p.readAllStandardError().contains("no_free_seat"));
        const CliRun bad = runCli({QStringLiteral("join"), QStringLiteral("http://example")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("ws://"));
    }
};

QTEST_GUILESS_MAIN(TestNetServer)
#include "tst_netserver.moc"
