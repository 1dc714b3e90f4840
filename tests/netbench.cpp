// netbench: the network load benchmark (not a test). It starts sw-carcassonne-server with N
// tables of one set-up, plays every table to the end with computer clients over the loopback
// network (NetBot, in this process, on one or more threads), and prints one JSON line: games per
// minute, messages per second (received by the clients), the time from a move sent to its
// broadcast received (median, 99th percentile, largest), the server's peak memory and its
// processor time (in all and per move).
//
//   build/tests/netbench --games 100 [--players 2] [--level easy] [--delay MS] [--save DIR]
//                        [--client-threads T] [--variants v1,v2]
//
// With --slow-readers N it measures instead what clients that never read cost the server: N
// spectators that stop reading after their hello (one whose connection ends comes back and
// stops reading again) while C other spectators chat as fast as the server lets them (5 lines
// a second each), for S seconds; it prints the server's memory at the start and its largest,
// and the clients it cut.
//
//   build/tests/netbench --slow-readers 256 [--chatters 2] [--seconds 90]
//
// With --lobby-tables T it measures a public lobby (sw-carcassonne-server --lobby): T tables
// created through the lobby (one creation a client, in a burst), each played by two NetBots (the
// creator's bot its host, which starts the game once the other is seated), while W clients stay
// in the lobby and watch the table list; for S seconds or until every game is over. It prints the
// p50/p99 of a move's `played` (from the move sent), of a list update's delivery (from a table's
// `create` sent to the first `tables` naming it at each watcher), the server's peak memory and processor
// time, and the machine's load average at the start and the end. It raises its own limit of open
// files to the most allowed (the server inherits it) and the server's connection limits to fit.
//
//   build/tests/netbench --lobby-tables 1000 [--watchers 200] [--seconds 120] [--ramp S]
//                        [--delay MS] [--level random] [--client-threads T] [--save DIR]
//
// --ramp S spreads the creations over S seconds (by ten every S/(T/10) seconds); without it they
// come at once.

#include "handsocket.h"
#include "netbot.h"
#include "serverlobby.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>

using namespace swc;
using namespace swc::net;

namespace {

long residentKb(qint64 pid, const char* key)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QRegularExpression re(QStringLiteral("^%1:\\s*(\\d+)").arg(QLatin1String(key)), QRegularExpression::MultilineOption);
    const auto m = re.match(QString::fromLatin1(f.readAll()));
    return m.hasMatch() ? m.captured(1).toLong() : -1;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::min<double>(static_cast<double>(v.size() - 1), p * static_cast<double>(v.size())));
    return v[i];
}

int usage(const char* why)
{
    std::fprintf(
        stderr,
        "netbench: %s\nusage: netbench --games N [--players P] [--level L] [--delay MS] [--save DIR] "
        "[--client-threads T] [--variants v1,v2]\n       netbench --slow-readers N [--chatters C] [--seconds "
        "S]\n"
        "       netbench --lobby-tables T [--watchers W] [--seconds S] [--ramp S] [--delay MS] [--level L] "
        "[--client-threads T] [--save DIR]\n",
        why);
    return 2;
}

QJsonArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    QJsonArray out;
    if (!f.open(QIODevice::ReadOnly)) return out;
    const QList<QByteArray> parts = f.readAll().split(' ');
    for (int i = 0; i < 3 && i < parts.size(); ++i)
        out.append(parts[i].toDouble());
    return out;
}

// The most open files allowed (each client is a file here and at the server).
long raiseOpenFiles()
{
    rlimit r{};
    if (getrlimit(RLIMIT_NOFILE, &r) != 0) return -1;
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
    getrlimit(RLIMIT_NOFILE, &r);
    return static_cast<long>(r.rlim_cur);
}

// The server's last line (peak memory, processor time, clients cut).
QJsonObject serverSummary(QProcess& server)
{
    server.waitForFinished(30000);
    QJsonObject last;
    for (const QByteArray& line : server.readAllStandardOutput().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QLatin1String("peak_rss_kb"))) last = o;
    }
    return last;
}

// Spectators that never read and players that chat, against one game.
int slowReaders(const QString& setup, int readers, int chatters, int seconds)
{
    const int connections = readers + chatters + 16;
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(QStringLiteral(SWC_SERVER_PATH),
                 {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                  QStringLiteral("--game"), setup, QStringLiteral("--max-connections"), QString::number(connections),
                  QStringLiteral("--max-per-address"), QString::number(connections)});
    while (!server.canReadLine())
        if (!server.waitForReadyRead(30000)) return usage("the server did not start");
    const int port = QJsonDocument::fromJson(server.readLine()).object().value(QLatin1String("port")).toInt();
    const long startKb = residentKb(server.processId(), "VmRSS");
    std::vector<std::unique_ptr<QWebSocket>> talkers;
    for (int c = 0; c < chatters; ++c) {
        talkers.push_back(std::make_unique<QWebSocket>());
        QWebSocket* ws = talkers.back().get();
        QObject::connect(ws, &QWebSocket::connected, ws, [ws, c] {
            ws->sendTextMessage(messageText({{QLatin1String("type"), QLatin1String("hello")},
                                             {QLatin1String("protocol"), kProtocolVersion},
                                             {QLatin1String("name"), QStringLiteral("chatter %1").arg(c)},
                                             {QLatin1String("spectate"), true}}));
        });
        ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    }
    std::vector<std::unique_ptr<HandSocket>> idle(static_cast<std::size_t>(readers));
    int reopened = 0;
    const auto reopen = [&](std::unique_ptr<HandSocket>& h) {
        h = std::make_unique<HandSocket>();
        if (!h->open(QHostAddress::LocalHost, static_cast<quint16>(port), true)) return;
        h->send({{QLatin1String("type"), QLatin1String("hello")}, {QLatin1String("protocol"), kProtocolVersion},
                 {QLatin1String("spectate"), true}});
        h->tcp.flush();
    };
    for (auto& h : idle) reopen(h);
    long peakKb = startKb;
    qint64 lines = 0;
    const QString text(kMaxChatLength, QLatin1Char('x'));
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < seconds * 1000LL) {
        for (auto& ws : talkers) {
            ws->sendTextMessage(messageText({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), text}}));
            ++lines;
        }
        spin(200);  // 5 lines a second each: the server's allowance
        for (auto& h : idle)
            if (!h || h->tcp.state() != QAbstractSocket::ConnectedState) {
                reopen(h);
                ++reopened;
            }
        peakKb = std::max(peakKb, residentKb(server.processId(), "VmRSS"));
    }
    server.terminate();
    const QJsonObject summary = serverSummary(server);
    const QJsonObject out{{QLatin1String("slow_readers"), readers},
                          {QLatin1String("chatters"), chatters},
                          {QLatin1String("seconds"), seconds},
                          {QLatin1String("chat_lines_sent"), lines},
                          {QLatin1String("slow_readers_reconnected"), reopened},
                          {QLatin1String("server_clients_cut"), summary.value(QLatin1String("clients_cut"))},
                          {QLatin1String("server_rss_start_mb"), startKb / 1024.0},
                          {QLatin1String("server_rss_sampled_max_mb"), peakKb / 1024.0},
                          {QLatin1String("server_peak_rss_mb"), summary.value(QLatin1String("peak_rss_kb")).toDouble() / 1024.0}};
    std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}

// The lobby benchmark's settings (--lobby-tables ...).
struct LobbyRun
{
    int tables = 0;
    int watchers = 200;
    int seconds = 120;
    int rampSeconds = 0; // the tables' creations spread over this time
    int delay = 0;
    int threads = 1;
    AiLevel level = AiLevel::Random;
    QString saveDir; // --save: the lobby writes every table's record and its index there
};

constexpr int kTablesPerCreator = 10; // within a client's allowance of messages in a burst

QJsonObject readJson(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString typeOf(const QJsonObject& m)
{
    return m.value(QLatin1String("type")).toString();
}

QJsonObject lobbyHello(const QString& name)
{
    return {{QLatin1String("type"), QLatin1String("hello")},
            {QLatin1String("protocol"), kProtocolVersion},
            {QLatin1String("name"), name}};
}

// A lobby server with room for the run's clients; its port, or 0.
int startLobbyServer(QProcess& server, const LobbyRun& run)
{
    const QString connections = QString::number(3 * run.tables + run.watchers + 64);
    const QString tables = QString::number(run.tables);
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList args{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                     QStringLiteral("127.0.0.1"), QStringLiteral("--lobby"), QStringLiteral("--max-tables"),
                     tables, QStringLiteral("--tables-per-address"), tables, QStringLiteral("--max-connections"),
                     connections, QStringLiteral("--max-per-address"), connections,
                     QStringLiteral("--idle-table"), QStringLiteral("3600")};
    if (!run.saveDir.isEmpty()) args << QStringLiteral("--save") << run.saveDir;
    server.start(QStringLiteral(SWC_SERVER_PATH), args);
    while (!server.canReadLine())
        if (!server.waitForReadyRead(30000)) return 0;
    return QJsonDocument::fromJson(server.readLine()).object().value(QLatin1String("port")).toInt();
}

// The clients of a lobby run, on the main thread (the lobby's) and the workers' (the tables').
class LobbyClients
{
public:
    LobbyClients(const LobbyRun& run, int port)
        : run_(run), base_(QStringLiteral("ws://127.0.0.1:%1").arg(port))
    {
        clock_.start();
        for (int t = 0; t < std::max(1, run.threads); ++t) {
            workers_.push_back(std::make_unique<QThread>());
            workers_.back()->start();
        }
    }
    ~LobbyClients()
    {
        stopWorkers();
        for (NetBot* b : bots_)
            delete b;
    }

    // W clients in the lobby, each noting when a table first reaches it.
    void watch()
    {
        seen_.assign(static_cast<std::size_t>(run_.watchers),
                     std::vector<bool>(static_cast<std::size_t>(run_.tables)));
        createdAt_.assign(static_cast<std::size_t>(run_.tables), -1);
        for (int w = 0; w < run_.watchers; ++w) {
            auto* ws = own(new QWebSocket);
            QObject::connect(ws, &QWebSocket::connected, ws, [ws, w] {
                ws->sendTextMessage(messageText(lobbyHello(QStringLiteral("watcher %1").arg(w))));
            });
            QObject::connect(ws, &QWebSocket::textMessageReceived, ws,
                             [this, w](const QString& text) { watched(w, text); });
            QObject::connect(ws, &QWebSocket::disconnected, ws, [this] { ++watchersLost_; });
            ws->open(QUrl(base_ + QLatin1String(kLobbyPath)));
        }
    }
    int watching() const { return watching_; }

    // The tables, kTablesPerCreator by each creator in the lobby, the creators spread over the ramp.
    void create()
    {
        const int creators = (run_.tables + kTablesPerCreator - 1) / kTablesPerCreator;
        for (int first = 0; first < run_.tables; first += kTablesPerCreator) {
            auto* ws = own(new QWebSocket);
            const int count = std::min(kTablesPerCreator, run_.tables - first);
            auto answers = std::make_shared<int>(0);
            QObject::connect(ws, &QWebSocket::connected, ws, [ws, first] {
                ws->sendTextMessage(messageText(lobbyHello(QStringLiteral("creator %1").arg(first))));
            });
            QObject::connect(
                ws, &QWebSocket::textMessageReceived, ws,
                [this, ws, first, count, answers](const QString& text) {
                    const QJsonObject m = readJson(text);
                    if (typeOf(m) == QLatin1String("lobby")) {
                        for (int t = first; t < first + count; ++t) {
                            const QString name = QStringLiteral("t%1").arg(t);
                            createdAt_[static_cast<std::size_t>(t)] = clock_.nsecsElapsed();
                            ws->sendTextMessage(
                                messageText({{QLatin1String("type"), QLatin1String("create")},
                                             {QLatin1String("name"), name},
                                             {QLatin1String("tileset"), QStringLiteral("standard")},
                                             {QLatin1String("players"),
                                              QJsonArray{QStringLiteral("red"), QStringLiteral("black")}}}));
                        }
                    } else if (typeOf(m) == QLatin1String("created")) {
                        ++created_;
                        play(m.value(QLatin1String("path")).toString(),
                             m.value(QLatin1String("host_token")).toString());
                        if (++*answers == count) ws->close();
                    } else if (typeOf(m) == QLatin1String("error")) {
                        ++refused_;
                        std::fprintf(stderr, "netbench: the lobby refused: %s\n", qPrintable(text));
                        if (++*answers == count) ws->close();
                    }
                });
            const QUrl url(base_ + QLatin1String(kLobbyPath));
            const auto after = static_cast<int>(static_cast<qint64>(run_.rampSeconds) * 1000 *
                                                (first / kTablesPerCreator) / creators);
            QTimer::singleShot(after, ws, [ws, url] { ws->open(url); });
        }
    }

    bool done() const
    {
        return created_ + refused_ >= run_.tables && finished_ + failed_ >= static_cast<int>(bots_.size());
    }
    qint64 elapsedMs() const { return clock_.elapsed(); }

    // The players' threads end; the lobby's clients go without a closing handshake (the server
    // is stopped next).
    void stopWorkers()
    {
        if (stopped_) return;
        stopped_ = true;
        for (NetBot* b : bots_)
            QMetaObject::invokeMethod(
                b, [b] { b->client().stop(); }, Qt::BlockingQueuedConnection);
        for (auto& w : workers_) {
            w->quit();
            w->wait();
        }
        for (auto& ws : sockets_) {
            ws->disconnect();
            ws->abort();
        }
    }

    QJsonObject figures() const
    {
        std::vector<double> moves;
        for (NetBot* b : bots_)
            moves.insert(moves.end(), b->latencies().begin(), b->latencies().end());
        const auto most = [](const std::vector<double>& v) {
            return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
        };
        return {{QLatin1String("tables_created"), created_},
                {QLatin1String("tables_refused"), refused_},
                {QLatin1String("clients_failed"), failed_.load()},
                {QLatin1String("games_finished"), finished_.load() / 2},
                {QLatin1String("moves"), static_cast<qint64>(moves.size())},
                {QLatin1String("played_ms_p50"), percentile(moves, 0.50)},
                {QLatin1String("played_ms_p99"), percentile(moves, 0.99)},
                {QLatin1String("played_ms_max"), most(moves)},
                {QLatin1String("list_updates"), static_cast<qint64>(listDelays_.size())},
                {QLatin1String("list_messages"), listMessages_},
                {QLatin1String("watchers_lost"), watchersLost_},
                {QLatin1String("list_ms_p50"), percentile(listDelays_, 0.50)},
                {QLatin1String("list_ms_p99"), percentile(listDelays_, 0.99)},
                {QLatin1String("list_ms_max"), most(listDelays_)}};
    }

private:
    QWebSocket* own(QWebSocket* ws)
    {
        sockets_.emplace_back(ws);
        return ws;
    }

    // Read without a JSON parser: with 200 watchers, parsing every change took this process's
    // time and made the server cut watchers for not reading. The server's JSON has its keys in
    // order, the type last; a table's name (t0, t1, ...) is the only name of the run that starts
    // with a t. A `tables` message has every table changed since the last one.
    void watched(int w, const QString& text)
    {
        ++listMessages_;
        if (text.endsWith(QLatin1String("\"type\":\"lobby\"}"))) ++watching_;
        if (!text.endsWith(QLatin1String("\"type\":\"tables\"}"))) return;
        const qint64 now = clock_.nsecsElapsed();
        auto& seen = seen_[static_cast<std::size_t>(w)];
        for (qsizetype from = text.indexOf(QLatin1String("\"name\":\"t")); from >= 0;
             from = text.indexOf(QLatin1String("\"name\":\"t"), from + 1)) {
            const qsizetype digits = from + 9;
            const int t = QStringView(text).mid(digits, text.indexOf(QLatin1Char('"'), digits) - digits).toInt();
            if (t < 0 || t >= run_.tables || seen[static_cast<std::size_t>(t)] || createdAt_[t] < 0) continue;
            seen[static_cast<std::size_t>(t)] = true;
            listDelays_.push_back(static_cast<double>(now - createdAt_[t]) / 1e6);
        }
    }

    NetBot* bot()
    {
        auto* b = new NetBot(run_.level, static_cast<std::uint64_t>(bots_.size() + 1));
        b->setDelay(run_.delay);
        QObject::connect(
            b, &NetBot::finished, b, [this] { ++finished_; }, Qt::DirectConnection);
        QObject::connect(
            b, &NetBot::failed, b,
            [this](const QString& why) {
                ++failed_;
                std::fprintf(stderr, "netbench: a client failed: %s\n", qPrintable(why));
            },
            Qt::DirectConnection);
        b->moveToThread(workers_[bots_.size() % workers_.size()].get());
        bots_.push_back(b);
        return b;
    }

    // A table's two players: its host first, then the other; once seated, the host starts.
    void play(const QString& path, const QString& hostToken)
    {
        const QUrl url(base_ + path);
        NetBot* host = bot();
        NetBot* guest = bot();
        auto hostIn = std::make_shared<std::atomic<bool>>(false);
        auto guestIn = std::make_shared<std::atomic<bool>>(false);
        QObject::connect(
            &host->client(), &GameClient::changed, host,
            [guest, url, hostIn] {
                if (!hostIn->exchange(true))
                    QMetaObject::invokeMethod(
                        guest, [guest, url] { guest->start(url, {}); }, Qt::QueuedConnection);
            },
            Qt::DirectConnection);
        QObject::connect(
            &guest->client(), &GameClient::changed, guest,
            [host, hostToken, guestIn] {
                if (!guestIn->exchange(true))
                    QMetaObject::invokeMethod(
                        host, [host, hostToken] { host->client().startGame(hostToken, kRemoteSeat); },
                        Qt::QueuedConnection);
            },
            Qt::DirectConnection);
        GameClient::Options options;
        options.hostToken = hostToken;
        QMetaObject::invokeMethod(
            host, [host, url, options] { host->start(url, options); }, Qt::QueuedConnection);
    }

    LobbyRun run_;
    QString base_;
    QElapsedTimer clock_;
    std::vector<std::unique_ptr<QThread>> workers_;
    std::vector<std::unique_ptr<QWebSocket>> sockets_;
    std::vector<NetBot*> bots_;
    std::vector<qint64> createdAt_;       // table t's: when its create was sent (-1: not yet)
    std::vector<std::vector<bool>> seen_; // each watcher's tables seen
    qint64 listMessages_ = 0;
    int watchersLost_ = 0;
    bool stopped_ = false;
    std::vector<double> listDelays_;
    int watching_ = 0;
    int created_ = 0;
    int refused_ = 0;
    std::atomic<int> finished_{0}, failed_{0};
};

// A public lobby under load: see the top of this file.
int lobbyBench(const LobbyRun& run)
{
    const long files = raiseOpenFiles();
    const QJsonArray loadStart = loadAverage();
    QProcess server;
    const int port = startLobbyServer(server, run);
    if (port == 0) return usage("the server did not start");
    LobbyClients clients(run, port);
    clients.watch();
    QElapsedTimer wait;
    wait.start();
    while (clients.watching() < run.watchers && wait.elapsed() < 60000)
        spin(20);
    clients.create();
    long peakSampled = 0;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        peakSampled = std::max(peakSampled, residentKb(server.processId(), "VmRSS"));
        if (clients.done() || clients.elapsedMs() > run.seconds * 1000LL) QCoreApplication::quit();
    });
    poll.start(50);
    QCoreApplication::exec();
    const double seconds = static_cast<double>(clients.elapsedMs()) / 1000;
    const QJsonArray loadEnd = loadAverage();
    clients.stopWorkers();
    server.terminate();
    const QJsonObject summary = serverSummary(server);
    const double cpu = summary.value(QLatin1String("cpu_seconds")).toDouble(-1);
    QJsonObject out{{QLatin1String("lobby_tables"), run.tables},
                    {QLatin1String("watchers"), run.watchers},
                    {QLatin1String("clients"), 2 * run.tables + run.watchers},
                    {QLatin1String("level"), QString::fromLatin1(aiLevelName(run.level))},
                    {QLatin1String("delay_ms"), run.delay},
                    {QLatin1String("open_files_limit"), static_cast<qint64>(files)},
                    {QLatin1String("seconds"), seconds},
                    {QLatin1String("server_peak_rss_mb"),
                     summary.value(QLatin1String("peak_rss_kb")).toDouble() / 1024.0},
                    {QLatin1String("server_rss_sampled_max_mb"), peakSampled / 1024.0},
                    {QLatin1String("server_cpu_seconds"), cpu},
                    {QLatin1String("server_cpu_percent"), cpu * 100 / seconds},
                    {QLatin1String("server_clients_cut"), summary.value(QLatin1String("clients_cut"))},
                    {QLatin1String("ramp_seconds"), run.rampSeconds},
                    {QLatin1String("load_average_start"), loadStart},
                    {QLatin1String("load_average_end"), loadEnd}};
    const QJsonObject figures = clients.figures();
    for (auto it = figures.begin(); it != figures.end(); ++it)
        out.insert(it.key(), it.value());
    std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return figures.value(QLatin1String("clients_failed")).toInt() == 0 &&
                   figures.value(QLatin1String("tables_refused")).toInt() == 0
               ? 0
               : 1;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int games = 0, players = 2, delay = 0, threads = 1, readers = 0, chatters = 2, duration = 0;
    LobbyRun lobby;
    AiLevel level = AiLevel::Easy;
    QString saveDir, variants;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString opt = args[i];
        if (i + 1 >= args.size()) return usage("an option needs a value");
        const QString value = args[++i];
        bool ok = true;
        if (opt == QLatin1String("--games")) games = value.toInt(&ok);
        else if (opt == QLatin1String("--players")) players = value.toInt(&ok);
        else if (opt == QLatin1String("--delay")) delay = value.toInt(&ok);
        else if (opt == QLatin1String("--client-threads")) threads = value.toInt(&ok);
        else if (opt == QLatin1String("--slow-readers")) readers = value.toInt(&ok);
        else if (opt == QLatin1String("--chatters")) chatters = value.toInt(&ok);
        else if (opt == QLatin1String("--seconds")) duration = value.toInt(&ok);
        else if (opt == QLatin1String("--lobby-tables"))
            lobby.tables = value.toInt(&ok);
        else if (opt == QLatin1String("--watchers"))
            lobby.watchers = value.toInt(&ok);
        else if (opt == QLatin1String("--ramp"))
            lobby.rampSeconds = value.toInt(&ok);
        else if (opt == QLatin1String("--save")) saveDir = value;
        else if (opt == QLatin1String("--variants")) variants = value;
        else if (opt == QLatin1String("--level")) {
            const auto l = parseAiLevel(value.toStdString());
            ok = l.has_value();
            if (ok) level = *l;
        } else return usage("unknown option");
        if (!ok) return usage("bad value");
    }
    if (lobby.tables > 0) {
        lobby.delay = delay;
        lobby.threads = std::max(1, threads);
        if (duration > 0) lobby.seconds = duration;
        if (args.contains(QStringLiteral("--level"))) lobby.level = level;
        lobby.saveDir = saveDir;
        return lobbyBench(lobby);
    }
    if (readers > 0) games = 1;
    if (games < 1 || players < 2 || players > 5 || threads < 1) return usage("--games must be positive, --players 2 to 5");

    QTemporaryDir dir;
    const QString setup = dir.filePath(QStringLiteral("setup.yaml"));
    {
        QFile f(setup);
        if (!f.open(QIODevice::WriteOnly)) return usage("cannot write the set-up");
        const char* colours[] = {"red", "black", "green", "white", "orange"};
        QByteArray text = "tileset: standard\nplayers: [";
        for (int p = 0; p < players; ++p) text += QByteArray(p ? ", " : "") + colours[p];
        text += "]\nvariants: [" + variants.toUtf8() + "]\n";
        f.write(text);
    }
    if (readers > 0) return slowReaders(setup, readers, std::max(1, chatters), duration > 0 ? duration : 90);
    const int connections = games * players + 16;
    QStringList serverArgs{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                           QStringLiteral("--game"), setup, QStringLiteral("--tables"), QString::number(games),
                           QStringLiteral("--max-connections"), QString::number(connections),
                           QStringLiteral("--max-per-address"), QString::number(connections)};
    if (!saveDir.isEmpty()) serverArgs << QStringLiteral("--save") << saveDir;
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(QStringLiteral(SWC_SERVER_PATH), serverArgs);
    while (!server.canReadLine())
        if (!server.waitForReadyRead(30000)) return usage("the server did not start");
    const QJsonObject listening = QJsonDocument::fromJson(server.readLine()).object();
    const int port = listening.value(QLatin1String("port")).toInt();
    const QString path = games == 1 ? QStringLiteral("/") : QStringLiteral("/%1");

    // The clients, spread over threads: each thread's bots live and play in its event loop.
    std::vector<std::unique_ptr<QThread>> workers;
    std::vector<NetBot*> bots;
    std::atomic<int> finished{0}, failed{0};
    for (int t = 0; t < threads; ++t) {
        workers.push_back(std::make_unique<QThread>());
        workers.back()->start();
    }
    QElapsedTimer clock;
    clock.start();
    for (int g = 0; g < games; ++g) {
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port) + (games == 1 ? path : path.arg(g + 1)));
        for (int p = 0; p < players; ++p) {
            auto* bot = new NetBot(level, static_cast<std::uint64_t>(g * 7 + p + 1));
            bot->setDelay(delay);
            QObject::connect(bot, &NetBot::finished, bot, [&finished] { ++finished; }, Qt::DirectConnection);
            QObject::connect(bot, &NetBot::failed, bot, [&failed](const QString& why) {
                ++failed;
                std::fprintf(stderr, "netbench: a client failed: %s\n", qPrintable(why));
            }, Qt::DirectConnection);
            QObject::connect(&bot->client(), &GameClient::refused, bot, [](const QString& code, const QString& message) {
                std::fprintf(stderr, "netbench: a move was refused: %s: %s\n", qPrintable(code), qPrintable(message));
            }, Qt::DirectConnection);
            bot->moveToThread(workers[static_cast<std::size_t>(bots.size() % workers.size())].get());
            QMetaObject::invokeMethod(bot, [bot, url] { bot->start(url, {}); }, Qt::QueuedConnection);
            bots.push_back(bot);
        }
    }
    long peakSampled = 0;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        peakSampled = std::max(peakSampled, residentKb(server.processId(), "VmRSS"));
        if (finished + failed == static_cast<int>(bots.size())) app.quit();
    });
    poll.start(50);
    app.exec();
    const double seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    for (auto& w : workers) {
        w->quit();
        w->wait();
    }
    std::vector<double> latencies;
    long messages = 0;
    for (NetBot* b : bots) {
        latencies.insert(latencies.end(), b->latencies().begin(), b->latencies().end());
        messages += b->messagesReceived();
    }
    const QJsonObject summary = serverSummary(server);
    const long peak = summary.value(QLatin1String("peak_rss_kb")).toInt(-1);
    const double serverCpu = summary.value(QLatin1String("cpu_seconds")).toDouble(-1);
    const QJsonObject out{{QLatin1String("games"), games},
                          {QLatin1String("players"), players},
                          {QLatin1String("level"), QString::fromLatin1(aiLevelName(level))},
                          {QLatin1String("delay_ms"), delay},
                          {QLatin1String("finished_clients"), finished.load()},
                          {QLatin1String("failed_clients"), failed.load()},
                          {QLatin1String("seconds"), seconds},
                          {QLatin1String("games_per_minute"), games / seconds * 60},
                          {QLatin1String("messages_per_second"), static_cast<double>(messages) / seconds},
                          {QLatin1String("moves"), static_cast<qint64>(latencies.size())},
                          {QLatin1String("latency_ms_p50"), percentile(latencies, 0.50)},
                          {QLatin1String("latency_ms_p99"), percentile(latencies, 0.99)},
                          {QLatin1String("latency_ms_max"), latencies.empty() ? 0.0 : *std::max_element(latencies.begin(), latencies.end())},
                          {QLatin1String("server_peak_rss_mb"), peak / 1024.0},
                          {QLatin1String("server_cpu_seconds"), serverCpu},
                          {QLatin1String("server_cpu_ms_per_move"), latencies.empty() ? 0.0 : serverCpu * 1000 / static_cast<double>(latencies.size())},
                          {QLatin1String("server_rss_sampled_max_mb"), peakSampled / 1024.0}};
    std::fprintf(stdout, "%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    for (NetBot* b : bots) delete b;
    return failed == 0 ? 0 : 1;
}
