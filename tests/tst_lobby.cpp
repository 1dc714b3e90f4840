// The lobby of a public server (sw-carcassonne-server --lobby; docs/protocol.md, "Lobby"), on
// 127.0.0.1 with hand-written clients (handsocket.h):
// - the list of tables after the hello, then every change of it, live, to a client that watches;
// - a table created with a built-in set and with an uploaded one; a broken set refused with the
//   tile-set reader's errors, a set over the size limit refused;
// - the creator joins its table as host, others take the free seats or watch; the host starts and
//   a move is played; the host hands a seat to a computer (the player goes on watching);
// - the lobby's chat; names unique (clients and tables); the tables per address and in all;
// - hostile messages refused with their reason, the others unaffected;
// - a table never started with nobody at it goes after the idle time; one with someone stays; a
//   finished one goes once its players left, its record kept;
// - a table resumed after a restart from the --save folder: same path, same host token, the
//   players' tokens take their seats back, the move played is there.

#include "gameserver.h"
#include "handsocket.h"
#include "serverlobby.h"
#include "testpaths.h"

#include <QtTest>

#include <QTemporaryDir>
#include <QProcess>

#include <sys/resource.h>

#include <memory>

using namespace swc;
using namespace swc::net;

namespace {

// A game's hello; with a table's host token, its host's.
QJsonObject hello(const QString& name, const QString& hostToken = {})
{
    QJsonObject h{{QLatin1String("type"), QLatin1String("hello")},
                  {QLatin1String("protocol"), kProtocolVersion},
                  {QLatin1String("name"), name}};
    if (!hostToken.isEmpty()) h.insert(QLatin1String("host_token"), hostToken);
    return h;
}

QJsonObject createMessage(const QString& name, const QJsonValue& tileset = QStringLiteral("standard"))
{
    return {{QLatin1String("type"), QLatin1String("create")},
            {QLatin1String("name"), name},
            {QLatin1String("tileset"), tileset},
            {QLatin1String("players"), QJsonArray{QStringLiteral("red"), QStringLiteral("black")}}};
}

QString fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A lobby server on a free port of 127.0.0.1.
struct LobbyHost
{
    std::unique_ptr<GameServer> server;
    Lobby* lobby = nullptr;
    quint16 port = 0;

    explicit LobbyHost(const LobbyLimits& limits = {}, bool resume = false,
                       const ServerLimits& serverLimits = {})
    {
        server = std::make_unique<GameServer>(serverLimits);
        lobby = server->enableLobby(limits);
        if (resume) {
            QStringList warnings;
            lobby->resumeTables(&warnings);
            if (!warnings.isEmpty()) qWarning() << warnings;
        }
        QString why;
        if (server->listen(QHostAddress::LocalHost, 0, &why)) port = server->port();
    }

    // A client at `path`, from `from`; nullptr if it cannot connect.
    std::unique_ptr<HandSocket> connect(const QByteArray& path,
                                        const QHostAddress& from = QHostAddress::LocalHost,
                                        const QByteArray& headers = {}) const
    {
        auto s = std::make_unique<HandSocket>();
        if (!s->open(from, port, false, path, headers)) return nullptr;
        return s;
    }
    // A client in the lobby, named: its `lobby` message in `welcome`.
    std::unique_ptr<HandSocket> enter(const QString& name, QJsonObject* welcome = nullptr,
                                      const QHostAddress& from = QHostAddress::LocalHost,
                                      const QByteArray& headers = {}) const
    {
        auto s = connect(kLobbyPath, from, headers);
        if (!s) return nullptr;
        s->send(hello(name));
        const QJsonObject w = s->next(QStringLiteral("lobby"));
        if (welcome) *welcome = w;
        return w.isEmpty() ? nullptr : std::move(s);
    }
};

// The next message of `type` or an error.
QJsonObject answer(HandSocket& s, const QString& type, int timeoutMs = 5000)
{
    QElapsedTimer t;
    t.start();
    for (;;) {
        s.read();
        while (s.taken < s.got.size()) {
            const QJsonObject m = s.got.at(s.taken++);
            const QString ty = m.value(QLatin1String("type")).toString();
            if (ty == type || ty == QLatin1String("error")) return m;
        }
        if (t.elapsed() > timeoutMs) return {};
        spin(5);
    }
}

// The next change of table `id` that `accept` accepts, in the list's `tables` messages.
QJsonObject tableUpdate(HandSocket& s, int id, const std::function<bool(const QJsonObject&)>& accept,
                        int timeoutMs = 5000)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        const QJsonObject m = s.next(QStringLiteral("tables"), 200);
        for (const QJsonValue v : m.value(QLatin1String("tables")).toArray()) {
            const QJsonObject table = v.toObject();
            if (table.value(QLatin1String("table")).toInt() == id && accept(table)) return table;
        }
    }
    return {};
}

// The number of the next table removed, in the list's `tables` messages; -1 if none comes.
int nextRemoved(HandSocket& s, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        const QJsonArray removed = s.next(QStringLiteral("tables"), 200).value(QLatin1String("removed")).toArray();
        if (!removed.isEmpty()) return removed.first().toInt();
    }
    return -1;
}

// The next `seats` whose seat `seat` is played by `player`.
bool seatBecomes(HandSocket& s, int seat, const QString& player)
{
    for (int i = 0; i < 20; ++i) {
        const QJsonObject m = s.next(QStringLiteral("seats"), 500);
        if (m.value(QLatin1String("seats"))
                .toArray()[seat]
                .toObject()
                .value(QLatin1String("player"))
                .toString() == player)
            return true;
    }
    return false;
}

QString code(const QJsonObject& error)
{
    return error.value(QLatin1String("code")).toString();
}

} // namespace

class TestLobby : public QObject
{
    Q_OBJECT

private slots:
    // The list after the hello, and a table created with a built-in set shown live to another client.
    void listAndCreate()
    {
        LobbyHost host;
        QVERIFY(host.port);
        QJsonObject welcome;
        auto ann = host.enter(QStringLiteral("Ann"), &welcome);
        QVERIFY(ann);
        QCOMPARE(welcome.value(QLatin1String("tables")).toArray().size(), 0);
        QCOMPARE(welcome.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        auto bob = host.enter(QStringLiteral("Bob"));
        QVERIFY(bob);
        QJsonObject create = createMessage(QStringLiteral("Ann's table"));
        create.insert(QLatin1String("variants"), QJsonArray{QStringLiteral("hyperspace")});
        create.insert(QLatin1String("turn_time_ms"), 60000);
        create.insert(QLatin1String("password"), QStringLiteral("secret"));
        ann->send(create);
        const QJsonObject created = answer(*ann, QStringLiteral("created"));
        QCOMPARE(created.value(QLatin1String("type")).toString(), QStringLiteral("created"));
        const int id = created.value(QLatin1String("table")).toInt();
        QCOMPARE(created.value(QLatin1String("path")).toString(), QStringLiteral("/%1").arg(id));
        QCOMPARE(created.value(QLatin1String("host_token")).toString().size(), 64);
        const QJsonObject t = tableUpdate(*bob, id, [](const QJsonObject&) { return true; });
        QCOMPARE(t.value(QLatin1String("name")).toString(), QStringLiteral("Ann's table"));
        QCOMPARE(t.value(QLatin1String("tileset")).toString(), QStringLiteral("standard"));
        QCOMPARE(t.value(QLatin1String("uploaded")).toBool(), false);
        QCOMPARE(t.value(QLatin1String("variants")).toArray(), QJsonArray{QStringLiteral("hyperspace")});
        QCOMPARE(t.value(QLatin1String("turn_time_ms")).toInt(), 60000);
        QCOMPARE(t.value(QLatin1String("password")).toBool(), true);
        QCOMPARE(t.value(QLatin1String("started")).toBool(), false);
        QCOMPARE(t.value(QLatin1String("spectators")).toInt(), 0);
        const QJsonArray seats = t.value(QLatin1String("seats")).toArray();
        QCOMPARE(seats.size(), 2);
        QCOMPARE(seats[0].toObject().value(QLatin1String("taken")).toBool(), false);
        QCOMPARE(seats[1].toObject().value(QLatin1String("color")).toString(), QStringLiteral("black"));
        // A client that comes later gets it in its list.
        QJsonObject later;
        QVERIFY(host.enter(QStringLiteral("Carl"), &later));
        QCOMPARE(later.value(QLatin1String("tables")).toArray().size(), 1);
        // The table's path takes the game's hello, with the table's password.
        auto guest = host.connect(QByteArray("/") + QByteArray::number(id));
        QVERIFY(guest);
        guest->send(hello(QStringLiteral("Dan")));
        QCOMPARE(code(answer(*guest, QStringLiteral("welcome"))), QStringLiteral("bad_password"));
    }

    // An uploaded set is read by the engine's tile-set reader: a good one makes a table of it,
    // a broken one is refused with the reader's errors (file, line), one over the limit by its size.
    void uploadedSets()
    {
        LobbyLimits limits;
        limits.maxTilesetBytes = 4000;
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        QVERIFY(ann);
        const QString planets = fileText(QStringLiteral(SWC_SOURCE_DIR "/tests/data/tilesets/planets.yaml"));
        QVERIFY(!planets.isEmpty());
        ann->send(createMessage(QStringLiteral("Planets"), QJsonObject{{QLatin1String("yaml"), planets}}));
        const QJsonObject created = answer(*ann, QStringLiteral("created"));
        QCOMPARE(created.value(QLatin1String("type")).toString(), QStringLiteral("created"));
        const QJsonObject t = tableUpdate(*ann, created.value(QLatin1String("table")).toInt(),
                                          [](const QJsonObject&) { return true; });
        QCOMPARE(t.value(QLatin1String("tileset")).toString(), QStringLiteral("Planets"));
        QCOMPARE(t.value(QLatin1String("uploaded")).toBool(), true);

        const QString broken =
            fileText(QStringLiteral(SWC_SOURCE_DIR "/tests/data/tilesets/bad/no_start_face.yaml"));
        ann->send(createMessage(QStringLiteral("Broken"), QJsonObject{{QLatin1String("yaml"), broken}}));
        QJsonObject e = answer(*ann, QStringLiteral("created"));
        QCOMPARE(code(e), QStringLiteral("bad_tileset"));
        QVERIFY2(e.value(QLatin1String("message")).toString().contains(QLatin1String("tileset.yaml")) &&
                     e.value(QLatin1String("message"))
                         .toString()
                         .contains(QLatin1String("no tile is the start tile")),
                 qPrintable(e.value(QLatin1String("message")).toString()));
        ann->send(
            createMessage(QStringLiteral("Syntax"),
                          QJsonObject{{QLatin1String("yaml"), QStringLiteral("format: 1\nname: [x\n")}}));
        e = answer(*ann, QStringLiteral("created"));
        QCOMPARE(code(e), QStringLiteral("bad_tileset"));
        QVERIFY2(e.value(QLatin1String("message")).toString().startsWith(QLatin1String("tileset.yaml:")),
                 qPrintable(e.value(QLatin1String("message")).toString()));
        ann->send(
            createMessage(QStringLiteral("Huge"),
                          QJsonObject{{QLatin1String("yaml"), planets + QString(4000, QLatin1Char('#'))}}));
        e = answer(*ann, QStringLiteral("created"));
        QCOMPARE(code(e), QStringLiteral("bad_tileset"));
        QVERIFY(e.value(QLatin1String("message")).toString().contains(QLatin1String("at most 4000")));
        QCOMPARE(host.lobby->tableCount(), 1);
    }

    // The creator hosts: players take the seats, a spectator watches, the list follows; the host
    // starts (nobody else may), a move is played; the host hands a seat to a computer.
    void joinWatchStartPlay()
    {
        LobbyHost host;
        auto ann = host.enter(QStringLiteral("Ann"));
        auto watcher = host.enter(QStringLiteral("Watcher"));
        QVERIFY(ann && watcher);
        QJsonObject create = createMessage(QStringLiteral("Play"));
        create.insert(QLatin1String("players"),
                      QJsonArray{QStringLiteral("red"), QStringLiteral("black"), QStringLiteral("green")});
        ann->send(create);
        const QJsonObject created = answer(*ann, QStringLiteral("created"));
        const int id = created.value(QLatin1String("table")).toInt();
        const QString hostToken = created.value(QLatin1String("host_token")).toString();
        const QByteArray path = created.value(QLatin1String("path")).toString().toLatin1();

        auto annAtTable = host.connect(path);
        QJsonObject h = hello(QStringLiteral("Ann"), hostToken);
        h.insert(QLatin1String("legal"), true);
        annAtTable->send(h);
        QCOMPARE(annAtTable->next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 0);
        auto bob = host.connect(path);
        bob->send(hello(QStringLiteral("Bob")));
        QCOMPARE(bob->next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 1);
        auto carl = host.connect(path);
        QJsonObject watch = hello(QStringLiteral("Carl"));
        watch.insert(QLatin1String("spectate"), true);
        carl->send(watch);
        QCOMPARE(carl->next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), -1);
        QJsonObject t = tableUpdate(*watcher, id, [](const QJsonObject& x) {
            const QJsonArray s = x.value(QLatin1String("seats")).toArray();
            return x.value(QLatin1String("spectators")).toInt() == 1 &&
                   s[1].toObject().value(QLatin1String("taken")).toBool();
        });
        QVERIFY(!t.isEmpty());
        QCOMPARE(
            t.value(QLatin1String("seats")).toArray()[0].toObject().value(QLatin1String("name")).toString(),
            QStringLiteral("Ann"));
        QCOMPARE(
            t.value(QLatin1String("seats")).toArray()[2].toObject().value(QLatin1String("taken")).toBool(),
            false);

        // Bob has no host token; the server's own token is not this table's.
        bob->send({{QLatin1String("type"), QLatin1String("start")},
                   {QLatin1String("host_token"), host.server->hostToken()}});
        QCOMPARE(code(bob->next(QStringLiteral("error"))), QStringLiteral("not_host"));
        // The host hands seat 2 to a computer and starts.
        annAtTable->send({{QLatin1String("type"), QLatin1String("assign")},
                          {QLatin1String("host_token"), hostToken},
                          {QLatin1String("seat"), 2},
                          {QLatin1String("player"), QStringLiteral("easy")}});
        QVERIFY(seatBecomes(*annAtTable, 2, QStringLiteral("easy")));
        annAtTable->send(
            {{QLatin1String("type"), QLatin1String("start")}, {QLatin1String("host_token"), hostToken}});
        const QJsonObject turn = annAtTable->next(QStringLiteral("turn"));
        QCOMPARE(turn.value(QLatin1String("seat")).toInt(), 0);
        const QJsonObject legal = turn.value(QLatin1String("legal")).toArray().first().toObject();
        annAtTable->send(
            {{QLatin1String("type"), QLatin1String("move")},
             {QLatin1String("turn"),
              QJsonObject{{QLatin1String("at"), legal.value(QLatin1String("at"))},
                          {QLatin1String("rotation"), legal.value(QLatin1String("rotation"))}}}});
        const QJsonObject played = carl->next(QStringLiteral("played"));
        QCOMPARE(played.value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(played.value(QLatin1String("turn")).toObject().value(QLatin1String("at")),
                 legal.value(QLatin1String("at")));
        QVERIFY(!tableUpdate(*watcher, id, [](const QJsonObject& x) {
                     return x.value(QLatin1String("started")).toBool();
                 }).isEmpty());
        // Removing a player before the start is the same `assign` (remote frees the seat): after
        // it, too, the player is told and watches.
        annAtTable->send({{QLatin1String("type"), QLatin1String("assign")},
                          {QLatin1String("host_token"), hostToken},
                          {QLatin1String("seat"), 1},
                          {QLatin1String("player"), QStringLiteral("remote")}});
        QCOMPARE(code(bob->next(QStringLiteral("error"))), QStringLiteral("seat_reassigned"));
    }

    // The list's changes: a change when none went out for an interval goes out at once; then
    // at most one `tables` message per interval, with every change since (B and C together).
    void listChangesCoalesced()
    {
        LobbyLimits limits;
        limits.updateMs = 1000;
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        auto watcher = host.enter(QStringLiteral("Watcher"));
        const auto names = [](const QJsonObject& m) {
            QStringList n;
            for (const QJsonValue v : m.value(QLatin1String("tables")).toArray())
                n << v.toObject().value(QLatin1String("name")).toString();
            n.sort();
            return n;
        };
        QElapsedTimer t;
        t.start();
        ann->send(createMessage(QStringLiteral("A")));
        QCOMPARE(answer(*ann, QStringLiteral("created")).value(QLatin1String("type")).toString(), QStringLiteral("created"));
        const QJsonObject first = watcher->next(QStringLiteral("tables"), 3000);
        const qint64 firstAt = t.elapsed();
        QCOMPARE(names(first), QStringList{QStringLiteral("A")});
        QCOMPARE(first.value(QLatin1String("removed")).toArray(), QJsonArray());
        QVERIFY2(firstAt < 700, qPrintable(QString::number(firstAt)));  // not an interval late
        for (const QString& n : {QStringLiteral("B"), QStringLiteral("C")}) {
            ann->send(createMessage(n));
            QCOMPARE(answer(*ann, QStringLiteral("created")).value(QLatin1String("type")).toString(), QStringLiteral("created"));
        }
        const QJsonObject second = watcher->next(QStringLiteral("tables"), 3000);
        QCOMPARE(names(second), (QStringList{QStringLiteral("B"), QStringLiteral("C")}));
        QVERIFY2(t.elapsed() - firstAt >= 900, qPrintable(QString::number(t.elapsed() - firstAt)));
    }

    // A table's files are not waited for, but a --save folder gone since the start refuses the
    // table at once, named (its journal cannot be opened); nothing of it stays.
    void saveFolderGoneRefusesTheTable()
    {
        QTemporaryDir dir;
        LobbyLimits limits;
        limits.saveDir = dir.filePath(QStringLiteral("saves"));
        QVERIFY(QDir().mkpath(limits.saveDir));
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        QVERIFY(QDir(limits.saveDir).removeRecursively());
        ann->send(createMessage(QStringLiteral("Lost")));
        const QJsonObject refused = answer(*ann, QStringLiteral("created"));
        QCOMPARE(code(refused), QStringLiteral("bad_field"));
        const QString message = refused.value(QLatin1String("message")).toString();
        QVERIFY2(message.startsWith(QStringLiteral("cannot write %1/table-1-").arg(limits.saveDir)), qPrintable(message));
        QCOMPARE(host.lobby->tableCount(), 0);
        QVERIFY(QDir().mkpath(limits.saveDir));
        ann->send(createMessage(QStringLiteral("Lost")));  // the name was not kept
        QCOMPARE(answer(*ann, QStringLiteral("created")).value(QLatin1String("type")).toString(), QStringLiteral("created"));
        QCOMPARE(host.lobby->tableCount(), 1);
    }

    // The disk is full under a lobby (a file size limit of 0 set on the running server before
    // the games start): each table's host is told (save_failed, naming its own record) while the
    // games go on; with room again, each is told save_ok (the failed save is tried again).
    void fullDiskTellsEachTablesHost()
    {
        QTemporaryDir dir;
        const QString saves = dir.filePath(QStringLiteral("saves"));
        QProcess server;
        server.start(QStringLiteral(SWC_SERVER_PATH),
                     {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                      QStringLiteral("--lobby"), QStringLiteral("--save"), saves});
        QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine(), 10000);
        const auto port = static_cast<quint16>(QJsonDocument::fromJson(server.readLine()).object().value(QLatin1String("port")).toInt());
        HandSocket lobby;
        QVERIFY(lobby.open(QHostAddress::LocalHost, port, false, kLobbyPath));
        lobby.send(hello(QStringLiteral("Ann")));
        QVERIFY(!lobby.next(QStringLiteral("lobby")).isEmpty());
        std::vector<std::unique_ptr<HandSocket>> hosts;
        QStringList tokens;
        for (const QString& name : {QStringLiteral("One"), QStringLiteral("Two")}) {
            lobby.send(createMessage(name));
            const QJsonObject created = answer(lobby, QStringLiteral("created"));
            const QString token = created.value(QLatin1String("host_token")).toString();
            QVERIFY(!token.isEmpty());
            auto h = std::make_unique<HandSocket>();
            QVERIFY(h->open(QHostAddress::LocalHost, port, false, created.value(QLatin1String("path")).toString().toLatin1()));
            QJsonObject m = hello(QStringLiteral("Host"), token);
            m.insert(QLatin1String("spectate"), true);
            h->send(m);
            QVERIFY(!h->next(QStringLiteral("welcome")).isEmpty());
            hosts.push_back(std::move(h));
            tokens << token;
        }
        const rlimit none{0, RLIM_INFINITY};
        QCOMPARE(prlimit(static_cast<pid_t>(server.processId()), RLIMIT_FSIZE, &none, nullptr), 0);
        // Both seats to computers: the game plays itself, and the start is a change to save.
        for (std::size_t i = 0; i < hosts.size(); ++i)
            hosts[i]->send({{QLatin1String("type"), QLatin1String("start")},
                            {QLatin1String("host_token"), tokens.at(static_cast<qsizetype>(i))},
                            {QLatin1String("fill"), QStringLiteral("random")}});
        QSet<QString> records;
        for (auto& h : hosts) {
            const QJsonObject failed = h->next(QStringLiteral("save_failed"), 20000);
            const QString record = failed.value(QLatin1String("record")).toString();
            QVERIFY2(record.startsWith(saves + QStringLiteral("/table-")), qPrintable(record));
            QVERIFY2(failed.value(QLatin1String("message")).toString().contains(QStringLiteral("File too large")),
                     qPrintable(failed.value(QLatin1String("message")).toString()));
            records.insert(record);
        }
        QCOMPARE(records.size(), 2);  // each host hears of its own table
        const rlimit unlimited{RLIM_INFINITY, RLIM_INFINITY};
        QCOMPARE(prlimit(static_cast<pid_t>(server.processId()), RLIMIT_FSIZE, &unlimited, nullptr), 0);
        for (auto& h : hosts)
            QVERIFY(records.contains(h->next(QStringLiteral("save_ok"), 30000).value(QLatin1String("record")).toString()));
        server.kill();
        QVERIFY(server.waitForFinished(5000));
    }

    void chat()
    {
        LobbyHost host;
        auto ann = host.enter(QStringLiteral("Ann"));
        auto bob = host.enter(QStringLiteral("Bob"));
        QVERIFY(ann && bob);
        ann->send({{QLatin1String("type"), QLatin1String("chat")},
                   {QLatin1String("text"), QStringLiteral("  who plays?  ")}});
        const QJsonObject line = bob->next(QStringLiteral("chat"));
        QCOMPARE(line.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(line.value(QLatin1String("text")).toString(), QStringLiteral("who plays?"));
        QCOMPARE(line.value(QLatin1String("seat")).toInt(), -1);
        QCOMPARE(ann->next(QStringLiteral("chat")).value(QLatin1String("text")).toString(),
                 QStringLiteral("who plays?"));
    }

    // Limits: names unique, tables per address and in all; hostile messages refused with their
    // reason while the connection and everyone else go on.
    void limitsAndHostileClients()
    {
        LobbyLimits limits;
        limits.maxTables = 3;
        limits.maxTablesPerAddress = 2;
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        QVERIFY(ann);
        auto twin = host.connect(kLobbyPath);
        twin->send(hello(QStringLiteral("Ann")));
        QCOMPARE(code(twin->next(QStringLiteral("error"))), QStringLiteral("name_taken"));
        QCOMPARE(twin->readToTheClose(), 1008);
        // Letter case aside, a name is the same one: "ANN" would pass for Ann in the chat.
        auto shouting = host.connect(kLobbyPath);
        shouting->send(hello(QStringLiteral("ANN")));
        QCOMPARE(code(shouting->next(QStringLiteral("error"))), QStringLiteral("name_taken"));
        QCOMPARE(shouting->readToTheClose(), 1008);

        ann->send(createMessage(QStringLiteral("One")));
        QCOMPARE(answer(*ann, QStringLiteral("created")).value(QLatin1String("type")).toString(),
                 QStringLiteral("created"));
        ann->send(createMessage(QStringLiteral("One")));
        QCOMPARE(code(answer(*ann, QStringLiteral("created"))), QStringLiteral("name_taken"));
        ann->send(createMessage(QStringLiteral("one")));
        QCOMPARE(code(answer(*ann, QStringLiteral("created"))), QStringLiteral("name_taken"));
        ann->send(createMessage(QStringLiteral("Two")));
        QCOMPARE(answer(*ann, QStringLiteral("created")).value(QLatin1String("type")).toString(),
                 QStringLiteral("created"));
        ann->send(createMessage(QStringLiteral("Three")));
        QCOMPARE(code(answer(*ann, QStringLiteral("created"))),
                 QStringLiteral("too_many_tables")); // per address
        auto other = host.enter(QStringLiteral("Other"), nullptr, QHostAddress(QStringLiteral("127.0.0.2")));
        QVERIFY(other);
        other->send(createMessage(QStringLiteral("Three")));
        QCOMPARE(answer(*other, QStringLiteral("created")).value(QLatin1String("type")).toString(),
                 QStringLiteral("created"));
        other->send(createMessage(QStringLiteral("Four")));
        QCOMPARE(code(answer(*other, QStringLiteral("created"))),
                 QStringLiteral("too_many_tables")); // in all

        // Hostile messages, each refused with its reason; the connection stays.
        const QList<QPair<QJsonObject, QString>> hostile{
            {QJsonObject{{QLatin1String("type"), QLatin1String("create")},
                         {QLatin1String("name"), QStringLiteral("x")}},
             QStringLiteral("bad_field")},
            {[] {
                 QJsonObject c = createMessage(QStringLiteral("x"));
                 c.insert(QLatin1String("admin"), true);
                 return c;
             }(),
             QStringLiteral("bad_field")},
            {[] {
                 QJsonObject c = createMessage(QStringLiteral("x"));
                 c.insert(QLatin1String("players"), QStringLiteral("red"));
                 return c;
             }(),
             QStringLiteral("bad_field")},
            {[] {
                 QJsonObject c = createMessage(QStringLiteral("x"));
                 c.insert(QLatin1String("seats"), QJsonArray{QStringLiteral("easy"), QStringLiteral("hard")});
                 return c;
             }(),
             QStringLiteral("bad_field")},
            {[] {
                 QJsonObject c = createMessage(QStringLiteral("x"));
                 c.insert(QLatin1String("seats"),
                          QJsonArray{QStringLiteral("remote"), QStringLiteral("person")});
                 return c;
             }(),
             QStringLiteral("bad_field")},
            {createMessage(QStringLiteral("x"), QStringLiteral("../../etc/passwd")),
             QStringLiteral("bad_field")},
            {createMessage(QString(33, QLatin1Char('n'))), QStringLiteral("bad_field")},
            {QJsonObject{{QLatin1String("type"), QLatin1String("draw")}}, QStringLiteral("unknown_type")},
            {hello(QStringLiteral("Again")), QStringLiteral("already_joined")},
        };
        for (const auto& [m, expected] : hostile) {
            ann->send(m);
            QCOMPARE(code(ann->next(QStringLiteral("error"))), expected);
        }
        QCOMPARE(host.lobby->tableCount(), 3);
        ann->send({{QLatin1String("type"), QLatin1String("chat")},
                   {QLatin1String("text"), QStringLiteral("still here")}});
        QCOMPARE(other->next(QStringLiteral("chat")).value(QLatin1String("text")).toString(),
                 QStringLiteral("still here"));
    }

    // Behind a trusted proxy, tables and connections count under the address the proxy added last
    // to X-Forwarded-For (the entries before it are the client's own); from any other peer the
    // header changes nothing.
    void forwardedAddresses()
    {
        LobbyLimits limits;
        limits.maxTablesPerAddress = 1;
        ServerLimits trusting;
        trusting.maxConnectionsPerAddress = 2;
        trusting.trustedProxies = {QHostAddress(QStringLiteral("127.0.0.1"))};
        ServerLimits untrusting = trusting;
        untrusting.trustedProxies = {QHostAddress(QStringLiteral("127.0.0.9"))};
        const auto via = [](const char* client) {
            return QByteArray("X-Forwarded-For: 198.51.100.7, ") + client + "\r\n";
        };
        const auto create = [](HandSocket& s, const QString& name) {
            s.send(createMessage(name));
            const QJsonObject m = answer(s, QStringLiteral("created"));
            return m.value(QLatin1String("type")) == QLatin1String("error") ? code(m)
                                                                            : QStringLiteral("created");
        };
        const QHostAddress local = QHostAddress::LocalHost;
        {
            LobbyHost host(limits, false, untrusting);
            auto ann = host.enter(QStringLiteral("Ann"), nullptr, local, via("203.0.113.1"));
            auto bob = host.enter(QStringLiteral("Bob"), nullptr, local, via("203.0.113.2"));
            QVERIFY(ann && bob);
            QCOMPARE(create(*ann, QStringLiteral("One")), QStringLiteral("created"));
            QCOMPARE(create(*bob, QStringLiteral("Two")), QStringLiteral("too_many_tables"));
            QVERIFY(!host.connect(kLobbyPath, local, via("203.0.113.3"))); // a third from 127.0.0.1
        }
        LobbyHost host(limits, false, trusting);
        auto ann = host.enter(QStringLiteral("Ann"), nullptr, local, via("203.0.113.1"));
        auto bob = host.enter(QStringLiteral("Bob"), nullptr, local, via("203.0.113.2"));
        auto cid = host.enter(QStringLiteral("Cid"), nullptr, local, via("203.0.113.1"));
        QVERIFY(ann && bob && cid); // three from the proxy, two from 203.0.113.1
        QCOMPARE(create(*ann, QStringLiteral("One")), QStringLiteral("created"));
        QCOMPARE(create(*bob, QStringLiteral("Two")), QStringLiteral("created"));
        QCOMPARE(create(*cid, QStringLiteral("Three")), QStringLiteral("too_many_tables"));
        auto dan =
            host.connect(kLobbyPath, local, via("203.0.113.1")); // cut once its upgrade names 203.0.113.1
        QVERIFY(!dan || (dan->readToTheClose() < 0 && dan->tcp.state() != QAbstractSocket::ConnectedState));
        cid.reset(); // its place is free again
        spin(300);
        QVERIFY(host.enter(QStringLiteral("Eve"), nullptr, local, via("203.0.113.1")));
    }

    // A table never started with nobody at it goes after the idle time; one with someone stays.
    void idleTableRemoved()
    {
        LobbyLimits limits;
        limits.idleTableMs = 300;
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        auto watcher = host.enter(QStringLiteral("Watcher"));
        ann->send(createMessage(QStringLiteral("Empty")));
        const int empty = answer(*ann, QStringLiteral("created")).value(QLatin1String("table")).toInt();
        ann->send(createMessage(QStringLiteral("Kept")));
        const QJsonObject kept = answer(*ann, QStringLiteral("created"));
        auto sitter = host.connect(kept.value(QLatin1String("path")).toString().toLatin1());
        sitter->send(hello(QStringLiteral("Sitter")));
        QVERIFY(!sitter->next(QStringLiteral("welcome")).isEmpty());
        QElapsedTimer t;
        t.start();
        QCOMPARE(nextRemoved(*watcher, 3000), empty);
        QVERIFY2(t.elapsed() >= 200, qPrintable(QString::number(t.elapsed())));
        spin(600);
        QCOMPARE(host.lobby->tableCount(), 1);
        auto late = host.connect(QByteArray("/") + QByteArray::number(empty));
        late->send(hello(QStringLiteral("Late")));
        QCOMPARE(code(late->next(QStringLiteral("error"))), QStringLiteral("no_such_game"));
    }

    // A table whose game is over goes once its players have left; its record stays in --save.
    void finishedTableRemoved()
    {
        QTemporaryDir dir;
        LobbyLimits limits;
        limits.saveDir = dir.path();
        limits.idleTableMs = 400; // the sweep comes every 100 ms
        LobbyHost host(limits);
        auto ann = host.enter(QStringLiteral("Ann"));
        auto watcher = host.enter(QStringLiteral("Watcher"));
        QString planets = fileText(QStringLiteral(SWC_SOURCE_DIR "/tests/data/tilesets/planets.yaml"));
        planets.replace(QLatin1String("count: 12"), QLatin1String("count: 2"));
        QJsonObject create =
            createMessage(QStringLiteral("Short"), QJsonObject{{QLatin1String("yaml"), planets}});
        create.insert(QLatin1String("seats"), QJsonArray{QStringLiteral("remote"), QStringLiteral("easy")});
        ann->send(create);
        const QJsonObject created = answer(*ann, QStringLiteral("created"));
        const int id = created.value(QLatin1String("table")).toInt();
        const QString hostToken = created.value(QLatin1String("host_token")).toString();
        auto a = host.connect(created.value(QLatin1String("path")).toString().toLatin1());
        QJsonObject h = hello(QStringLiteral("Ann"), hostToken);
        h.insert(QLatin1String("legal"), true);
        a->send(h);
        QVERIFY(!a->next(QStringLiteral("welcome")).isEmpty());
        a->send({{QLatin1String("type"), QLatin1String("start")}, {QLatin1String("host_token"), hostToken}});
        QElapsedTimer t;
        t.start();
        bool over = false;
        while (!over && t.elapsed() < 10000) {
            a->read();
            while (a->taken < a->got.size()) {
                const QJsonObject m = a->got.at(a->taken++);
                const QString type = m.value(QLatin1String("type")).toString();
                over = over || type == QLatin1String("game_over");
                if (type != QLatin1String("turn") || m.value(QLatin1String("seat")).toInt() != 0) continue;
                const QJsonObject legal = m.value(QLatin1String("legal")).toArray().first().toObject();
                a->send({{QLatin1String("type"), QLatin1String("move")},
                         {QLatin1String("turn"),
                          QJsonObject{{QLatin1String("at"), legal.value(QLatin1String("at"))}}}});
            }
            spin(5);
        }
        QVERIFY(over);
        QVERIFY(!tableUpdate(*watcher, id, [](const QJsonObject& x) {
                     return x.value(QLatin1String("over")).toBool();
                 }).isEmpty());
        QCOMPARE(host.lobby->tableCount(), 1); // Ann is still there
        a.reset();
        QCOMPARE(nextRemoved(*watcher, 8000), id);
        const QStringList records = QDir(dir.path()).entryList({QStringLiteral("table-%1-*.yaml").arg(id)});
        QCOMPARE(records.size(), 1);
        QVERIFY(fileText(QDir(dir.path()).filePath(records.first())).contains(QLatin1String("turns:")));
    }

    // A game started and then left by everyone goes after the abandoned time (it would hold the
    // server's and its creator's tables for ever); its record stays in --save, and a restarted
    // server does not host it again. One never started is not touched by it (the idle time is
    // long here).
    void abandonedTableRemoved()
    {
        QTemporaryDir dir;
        LobbyLimits limits;
        limits.saveDir = dir.path();
        limits.idleTableMs = 60000;
        limits.abandonedTableMs = 400; // the sweep comes every 100 ms
        int id = 0;
        {
            LobbyHost host(limits);
            auto ann = host.enter(QStringLiteral("Ann"));
            auto watcher = host.enter(QStringLiteral("Watcher"));
            QJsonObject create = createMessage(QStringLiteral("Left"));
            create.insert(QLatin1String("seats"), QJsonArray{QStringLiteral("remote"), QStringLiteral("easy")});
            ann->send(create);
            const QJsonObject created = answer(*ann, QStringLiteral("created"));
            id = created.value(QLatin1String("table")).toInt();
            ann->send(createMessage(QStringLiteral("Waiting")));
            QVERIFY(!answer(*ann, QStringLiteral("created")).isEmpty());
            auto a = host.connect(created.value(QLatin1String("path")).toString().toLatin1());
            QJsonObject h = hello(QStringLiteral("Ann"), created.value(QLatin1String("host_token")).toString());
            a->send(h);
            QVERIFY(!a->next(QStringLiteral("welcome")).isEmpty());
            a->send({{QLatin1String("type"), QLatin1String("start")},
                     {QLatin1String("host_token"), created.value(QLatin1String("host_token")).toString()}});
            QVERIFY(!a->next(QStringLiteral("turn")).isEmpty());
            spin(800); // someone is connected: it stays
            QCOMPARE(host.lobby->tableCount(), 2);
            QElapsedTimer t;
            t.start();
            a.reset();
            QCOMPARE(nextRemoved(*watcher, 5000), id);
            QVERIFY2(t.elapsed() >= 300, qPrintable(QString::number(t.elapsed())));
            spin(300);
            QCOMPARE(host.lobby->tableCount(), 1); // "Waiting", never started, waits for the idle time
        }
        const QStringList records = QDir(dir.path()).entryList({QStringLiteral("table-%1-*.yaml").arg(id)});
        QCOMPARE(records.size(), 1);
        LobbyHost again(limits);
        QStringList warnings;
        again.lobby->resumeTables(&warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(again.lobby->tableCount(), 1);
    }

    // Under --save each table's record and the lobby's index let a restarted server host the
    // table again: same path, same host token, the players' tokens, the move played.
    void resumedAfterRestart()
    {
        QTemporaryDir dir;
        LobbyLimits limits;
        limits.saveDir = dir.path();
        QString path, hostToken, annToken;
        {
            LobbyHost host(limits);
            auto ann = host.enter(QStringLiteral("Ann"));
            ann->send(createMessage(QStringLiteral("Saved")));
            const QJsonObject created = answer(*ann, QStringLiteral("created"));
            path = created.value(QLatin1String("path")).toString();
            hostToken = created.value(QLatin1String("host_token")).toString();
            auto a = host.connect(path.toLatin1());
            QJsonObject h = hello(QStringLiteral("Ann"), hostToken);
            h.insert(QLatin1String("legal"), true);
            a->send(h);
            annToken = a->next(QStringLiteral("welcome")).value(QLatin1String("token")).toString();
            auto b = host.connect(path.toLatin1());
            b->send(hello(QStringLiteral("Bob")));
            QVERIFY(!b->next(QStringLiteral("welcome")).isEmpty());
            a->send(
                {{QLatin1String("type"), QLatin1String("start")}, {QLatin1String("host_token"), hostToken}});
            const QJsonObject legal =
                a->next(QStringLiteral("turn")).value(QLatin1String("legal")).toArray().first().toObject();
            a->send({{QLatin1String("type"), QLatin1String("move")},
                     {QLatin1String("turn"),
                      QJsonObject{{QLatin1String("at"), legal.value(QLatin1String("at"))},
                                  {QLatin1String("rotation"), legal.value(QLatin1String("rotation"))}}}});
            QVERIFY(!b->next(QStringLiteral("played")).isEmpty());
            spin(200); // the list's change that writes the index (started)
            host.server->room(path)->flushSaves();
        }
        QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("lobby.json"))));
        LobbyHost again(limits, true);
        QCOMPARE(again.lobby->tableCount(), 1);
        QJsonObject welcome;
        auto watcher = again.enter(QStringLiteral("Watcher"), &welcome);
        const QJsonObject t = welcome.value(QLatin1String("tables")).toArray().first().toObject();
        QCOMPARE(t.value(QLatin1String("name")).toString(), QStringLiteral("Saved"));
        QCOMPARE(t.value(QLatin1String("path")).toString(), path);
        QCOMPARE(t.value(QLatin1String("started")).toBool(), true);
        auto a = again.connect(path.toLatin1());
        QJsonObject h = hello(QStringLiteral("Ann"), hostToken);
        h.insert(QLatin1String("token"), annToken);
        a->send(h);
        QCOMPARE(a->next(QStringLiteral("welcome")).value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(a->next(QStringLiteral("state")).value(QLatin1String("turns")).toArray().size(), 1);
        a->send({{QLatin1String("type"), QLatin1String("assign")},
                 {QLatin1String("host_token"), hostToken},
                 {QLatin1String("seat"), 1},
                 {QLatin1String("player"), QStringLiteral("easy")}});
        QVERIFY(seatBecomes(*a, 1, QStringLiteral("easy")));
    }
};

QTEST_GUILESS_MAIN(TestLobby)
#include "tst_lobby.moc"
