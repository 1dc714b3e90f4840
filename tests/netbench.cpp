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

#include "handsocket.h"
#include "netbot.h"
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
    std::fprintf(stderr, "netbench: %s\nusage: netbench --games N [--players P] [--level L] [--delay MS] [--save DIR] "
                         "[--client-threads T] [--variants v1,v2]\n       netbench --slow-readers N [--chatters C] [--seconds S]\n",
                 why);
    return 2;
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

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int games = 0, players = 2, delay = 0, threads = 1, readers = 0, chatters = 2, duration = 90;
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
        else if (opt == QLatin1String("--save")) saveDir = value;
        else if (opt == QLatin1String("--variants")) variants = value;
        else if (opt == QLatin1String("--level")) {
            const auto l = parseAiLevel(value.toStdString());
            ok = l.has_value();
            if (ok) level = *l;
        } else return usage("unknown option");
        if (!ok) return usage("bad value");
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
    if (readers > 0) return slowReaders(setup, readers, std::max(1, chatters), std::max(1, duration));
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
