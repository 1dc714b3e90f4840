// sw-carcassonne-server: hosts a game (or several tables of it) for network players.
// It prints one JSON line when it listens (address, port, the host's token, where each game is
// saved) and one when it stops (whether every game is over, its peak memory, the clients it cut
// for not reading and the processor time it used); errors go to stderr, exit 2.

#include "gameserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>

#include <sys/resource.h>

#include <csignal>
#include <cstdio>

using namespace swc;
using namespace swc::net;

namespace {

volatile std::sig_atomic_t stopRequested = 0;

void onSignal(int) { stopRequested = 1; }

int fail(const QString& message)
{
    std::fprintf(stderr, "sw-carcassonne-server: %s\n", qPrintable(message));
    return 2;
}

void printLine(const QJsonObject& o)
{
    std::fprintf(stdout, "%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

long peakResidentKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    static const QRegularExpression re(QStringLiteral("^VmHWM:\\s*(\\d+)"), QRegularExpression::MultilineOption);
    const auto m = re.match(QString::fromLatin1(f.readAll()));
    return m.hasMatch() ? m.captured(1).toLong() : -1;
}

QString freshPath(const QString& dir, const QString& stem)
{
    QString path = QDir(dir).filePath(stem + QStringLiteral(".yaml"));
    for (int n = 2; QFile::exists(path); ++n) path = QDir(dir).filePath(QStringLiteral("%1-%2.yaml").arg(stem).arg(n));
    return path;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    // Past a file size limit (RLIMIT_FSIZE) a write fails with an error, like a full disk: the
    // save is reported and tried again, instead of the signal's default, ending the server.
    std::signal(SIGXFSZ, SIG_IGN);
    QCoreApplication::setApplicationName(QStringLiteral("sw-carcassonne-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SWC_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Hosts a Carcassonne: Star Wars game for network players."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("TCP port (0: any free port)."), QStringLiteral("PORT"),
                                  QStringLiteral("7777"));
    const QCommandLineOption bind(QStringLiteral("bind"), QStringLiteral("Address to listen on (default: every address)."),
                                  QStringLiteral("ADDRESS"));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("The game's set-up: a game record header."),
                                  QStringLiteral("SETUP.yaml"));
    const QCommandLineOption resume(QStringLiteral("resume"), QStringLiteral("Continue a saved game (written back to it)."),
                                    QStringLiteral("RECORD"));
    const QCommandLineOption save(QStringLiteral("save"), QStringLiteral("Write each game's record in this folder."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption password(QStringLiteral("password"), QStringLiteral("Joining needs this password."),
                                      QStringLiteral("P"));
    const QCommandLineOption tables(QStringLiteral("tables"), QStringLiteral("Host N games of the set-up, at /1 to /N."),
                                    QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption maxConnections(QStringLiteral("max-connections"), QStringLiteral("Open connections in all."),
                                            QStringLiteral("N"), QStringLiteral("256"));
    const QCommandLineOption maxPerAddress(QStringLiteral("max-per-address"),
                                           QStringLiteral("Open connections from one address."), QStringLiteral("N"),
                                           QStringLiteral("32"));
    const QCommandLineOption maxQueued(QStringLiteral("max-queued-kb"),
                                       QStringLiteral("Output waiting for one client that does not read, in KiB: past it "
                                                      "the client is cut (it may come back)."),
                                       QStringLiteral("KIB"), QStringLiteral("1024"));
    const QCommandLineOption maxQueuedTotal(QStringLiteral("max-queued-total-mb"),
                                            QStringLiteral("Output waiting for all clients, in MiB: past it the client "
                                                           "with the most waiting is cut."),
                                            QStringLiteral("MIB"), QStringLiteral("32"));
    const QCommandLineOption turnTime(QStringLiteral("turn-time"),
                                      QStringLiteral("Seconds a remote player has for each step (0: no limit); then a computer plays the turn."),
                                      QStringLiteral("SECONDS"), QStringLiteral("0"));
    const QCommandLineOption timeoutLevel(QStringLiteral("timeout-level"),
                                          QStringLiteral("The computer that plays a turn whose time ran out."),
                                          QStringLiteral("random|easy|medium|hard"), QStringLiteral("easy"));
    const QCommandLineOption tlsCert(QStringLiteral("tls-cert"),
                                     QStringLiteral("Serve wss:// with this PEM certificate (the server's first, then its chain)."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"), QStringLiteral("The certificate's PEM private key (with --tls-cert)."),
                                    QStringLiteral("FILE"));
    parser.addOptions({port, bind, game, resume, save, password, tables, maxConnections, maxPerAddress, maxQueued, maxQueuedTotal,
                       tlsCert, tlsKey, turnTime, timeoutLevel});
    if (!parser.parse(QCoreApplication::arguments())) return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fprintf(stdout, "%s", qPrintable(parser.helpText()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();  // prints it and exits 0
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    const auto number = [&](const QCommandLineOption& o, int min, int max, int* out) {
        bool ok = false;
        *out = parser.value(o).toInt(&ok);
        return ok && *out >= min && *out <= max;
    };
    int portNumber = 0, tableCount = 1;
    ServerLimits limits;
    if (!number(port, 0, 65535, &portNumber)) return fail(QStringLiteral("--port must be a number from 0 to 65535"));
    if (!number(tables, 1, 10000, &tableCount)) return fail(QStringLiteral("--tables must be a number from 1 to 10000"));
    if (!number(maxConnections, 1, 1000000, &limits.maxConnections))
        return fail(QStringLiteral("--max-connections must be a positive number"));
    if (!number(maxPerAddress, 1, 1000000, &limits.maxConnectionsPerAddress))
        return fail(QStringLiteral("--max-per-address must be a positive number"));
    int queuedKb = 0, queuedTotalMb = 0;
    if (!number(maxQueued, 64, 1 << 20, &queuedKb)) return fail(QStringLiteral("--max-queued-kb must be a number from 64 to 1048576"));
    if (!number(maxQueuedTotal, 1, 1 << 20, &queuedTotalMb))
        return fail(QStringLiteral("--max-queued-total-mb must be a number from 1 to 1048576"));
    limits.maxQueuedBytes = static_cast<qint64>(queuedKb) << 10;
    limits.maxQueuedTotalBytes = static_cast<qint64>(queuedTotalMb) << 20;
    if (parser.isSet(game) == parser.isSet(resume)) return fail(QStringLiteral("give either --game SETUP.yaml or --resume RECORD"));
    if (parser.isSet(resume) && (parser.isSet(save) || tableCount != 1))
        return fail(QStringLiteral("a resumed game is one game, saved to its own record (no --save, no --tables)"));
    QHostAddress address(QHostAddress::Any);
    if (parser.isSet(bind) && !address.setAddress(parser.value(bind)))
        return fail(QStringLiteral("--bind: '%1' is not an IP address").arg(parser.value(bind)));

    GameServer server(limits);
    RoomOptions options;
    options.password = parser.value(password);
    int turnSeconds = 0;
    if (!number(turnTime, 0, kMaxTurnTimeMs / 1000, &turnSeconds))
        return fail(QStringLiteral("--turn-time must be a number of seconds from 0 (no limit) to %1").arg(kMaxTurnTimeMs / 1000));
    options.turnTimeMs = turnSeconds * 1000;
    const auto level = parseAiLevel(parser.value(timeoutLevel).toStdString());
    if (!level) return fail(QStringLiteral("--timeout-level must be random, easy, medium or hard"));
    options.timeoutLevel = static_cast<int>(*level);
    QJsonArray games;
    QString why;
    if (parser.isSet(tlsCert) != parser.isSet(tlsKey)) return fail(QStringLiteral("give both --tls-cert FILE and --tls-key FILE"));
    if (parser.isSet(tlsCert)) {
        QSslConfiguration tls;
        if (!loadServerTls(parser.value(tlsCert), parser.value(tlsKey), &tls, &why)) return fail(why);
        server.setTls(tls);
    }
    if (parser.isSet(resume)) {
        options.recordPath = QFileInfo(parser.value(resume)).absoluteFilePath();
        auto room = GameRoom::resume(options, &why);
        if (!room) return fail(why);
        server.addRoom(QStringLiteral("/"), std::move(room));
        games.append(QJsonObject{{QLatin1String("path"), QLatin1String("/")}, {QLatin1String("record"), options.recordPath}});
    } else {
        const QString setupPath = parser.value(game);
        std::vector<RecordError> errors;
        const auto setup = loadRecord(setupPath.toStdString(), errors);
        if (!setup) {
            for (const RecordError& e : errors) std::fprintf(stderr, "%s\n", e.describe().c_str());
            return 2;
        }
        QString saveDir;
        if (parser.isSet(save)) {
            saveDir = QFileInfo(parser.value(save)).absoluteFilePath();
            if (!QDir().mkpath(saveDir)) return fail(QStringLiteral("--save: cannot make the folder %1").arg(saveDir));
        }
        const QString stem = QStringLiteral("game-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        for (int t = 1; t <= tableCount; ++t) {
            const QString path = tableCount == 1 ? QStringLiteral("/") : QStringLiteral("/%1").arg(t);
            RoomOptions o = options;
            if (!saveDir.isEmpty()) o.recordPath = freshPath(saveDir, tableCount == 1 ? stem : QStringLiteral("%1-t%2").arg(stem).arg(t));
            GameRecord rec = *setup;
            rec.seed += static_cast<std::uint64_t>(t - 1);  // tables of a given seed differ
            // Paths are resolved here: the record written holds the tile set inline.
            if (!rec.tilesetRef.empty() && builtinTileset(rec.tilesetRef) != rec.tileset) rec.tilesetRef.clear();
            auto room = GameRoom::create(std::move(rec), setup->seedGiven, o, &why);
            if (!room) return fail(why);
            server.addRoom(path, std::move(room));
            QJsonObject g{{QLatin1String("path"), path}};
            if (!o.recordPath.isEmpty()) g.insert(QLatin1String("record"), o.recordPath);
            games.append(g);
        }
    }
    if (!server.listen(address, static_cast<quint16>(portNumber), &why)) return fail(QStringLiteral("cannot listen: %1").arg(why));
    const QString host = address == QHostAddress::Any ? QStringLiteral("127.0.0.1") : address.toString();
    const QString scheme = server.isSecure() ? QStringLiteral("wss") : QStringLiteral("ws");
    printLine({{QLatin1String("listening"), QStringLiteral("%1://%2:%3").arg(scheme, host).arg(server.port())},
               {QLatin1String("port"), server.port()},
               {QLatin1String("host_token"), server.hostToken()},
               {QLatin1String("games"), games}});
    for (GameRoom* r : server.rooms()) {
        QObject::connect(r, &GameRoom::saveFailed, [](const QString& w) {
            std::fprintf(stderr, "sw-carcassonne-server: %s (the game goes on; it is saved again at the next change, or in %d s)\n",
                         qPrintable(w), RoomOptions{}.saveRetryMs / 1000);
        });
        QObject::connect(r, &GameRoom::saveRecovered, [r] {
            std::fprintf(stderr, "sw-carcassonne-server: %s is saved again\n", qPrintable(r->recordPath()));
        });
    }

    // When every game is over: the clients have a moment to read the end, then the server stops.
    bool over = false;
    const auto finishWhenIdle = [&] {
        if (!over) return;
        if (server.connectionCount() == 0) app.quit();
    };
    QObject::connect(&server, &GameServer::allGamesOver, [&] {
        over = true;
        QTimer::singleShot(10000, &app, &QCoreApplication::quit);
        finishWhenIdle();
    });
    QObject::connect(&server, &GameServer::connectionsChanged, finishWhenIdle);
    bool allOver = true;
    for (GameRoom* r : server.rooms()) allOver = allOver && r->isOver();
    if (allOver) {  // a resumed game that had ended
        over = true;
        QTimer::singleShot(10000, &app, &QCoreApplication::quit);
    }

    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QTimer signalPoll;
    QObject::connect(&signalPoll, &QTimer::timeout, [&] {
        if (stopRequested) app.quit();
    });
    signalPoll.start(200);
    const int rc = app.exec();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    printLine({{QLatin1String("over"), over},
               {QLatin1String("games"), static_cast<int>(server.rooms().size())},
               {QLatin1String("peak_rss_kb"), static_cast<qint64>(peakResidentKb())},
               {QLatin1String("clients_cut"), server.clientsCut()},
               {QLatin1String("cpu_seconds"), cpu}});
    return rc;
}
