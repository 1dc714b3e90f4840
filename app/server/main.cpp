// sw-carcassonne-server: hosts a game (or several tables of it) for network players.
// It prints one JSON line when it listens (address, port, the host's token, where each game is
// saved) and one when it stops (whether every game is over, its peak memory, the clients it cut
// for not reading and the processor time it used); errors go to stderr, exit 2. Its help and its
// messages are in the user's language (French under a French locale); its JSON lines are not.

#include "gameserver.h"
#include "helptext.h"
#include "serverlobby.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>
#include <QUrl>

#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <optional>

using namespace swc;
using namespace swc::net;

namespace {

// The server's own texts, context "Server" of its catalogue.
struct Server
{
    Q_DECLARE_TR_FUNCTIONS(Server)
};

// Qt's texts of the command line's errors, from the server's catalogue (Qt's own has them without
// French typography). lupdate reads them here; QCommandLineParser asks for them.
[[maybe_unused]] constexpr const char* kParserTexts[] = {
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unknown option '%1'."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unknown options: %1."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Missing value after '%1'."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unexpected value after '%1'."),
};

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

// The command line, read and checked: what the server is to do.
struct ServerOptions
{
    quint16 port = 0;
    QHostAddress address{QHostAddress::Any};
    QString setupPath;   // --game
    QString resumePath;  // --resume, absolute
    QString saveDir;     // --save, absolute
    int tables = 1;
    ServerLimits limits;
    RoomOptions room;    // password, turn timer
    QSslConfiguration tls;  // null: ws://
    bool lobby = false;     // --lobby: tables made by the clients (LobbyLimits)
    LobbyLimits lobbyLimits;
};

// The options, in the order of the help.
QList<QCommandLineOption> serverOptions()
{
    return {
        {{QStringLiteral("h"), QStringLiteral("help")}, Server::tr("Show this help and quit.")},
        {{QStringLiteral("v"), QStringLiteral("version")}, Server::tr("Show the version and quit.")},
        {QStringLiteral("port"), Server::tr("TCP port (default 7777; 0: any free port)."), QStringLiteral("PORT"), QStringLiteral("7777")},
        {QStringLiteral("bind"), Server::tr("Address to listen on (default: every address)."), QStringLiteral("ADDRESS")},
        {QStringLiteral("game"), Server::tr("The game's set-up: a game record header."), QStringLiteral("SETUP.yaml")},
        {QStringLiteral("resume"), Server::tr("Continue a saved game (written back to it)."), QStringLiteral("RECORD")},
        {QStringLiteral("save"), Server::tr("Write each game's record in this folder."), QStringLiteral("DIR")},
        {QStringLiteral("password"), Server::tr("Joining needs this password."), QStringLiteral("P")},
        {QStringLiteral("tables"), Server::tr("Host N games of the set-up, at /1 to /N (default 1)."), QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("max-connections"), Server::tr("Open connections in all (default 256)."), QStringLiteral("N"), QStringLiteral("256")},
        {QStringLiteral("max-per-address"), Server::tr("Open connections from one address (default 32)."), QStringLiteral("N"),
         QStringLiteral("32")},
        {QStringLiteral("trusted-proxy"),
         Server::tr("Connections from these addresses (a reverse proxy; comma-separated) count, for the limits per address, "
                    "under the last address of their X-Forwarded-For."),
         QStringLiteral("ADDRESS")},
        {QStringLiteral("max-queued-kb"),
         Server::tr("Output waiting for one client that does not read, in KiB (default 1024): past it the client is cut (it may "
                    "come back)."),
         QStringLiteral("KIB"), QStringLiteral("1024")},
        {QStringLiteral("max-queued-total-mb"),
         Server::tr("Output waiting for all clients, in MiB (default 32): past it the client with the most waiting is cut."),
         QStringLiteral("MIB"), QStringLiteral("32")},
        {QStringLiteral("tls-cert"), Server::tr("Serve wss:// with this PEM certificate (the server's first, then its chain)."),
         QStringLiteral("FILE")},
        {QStringLiteral("tls-key"), Server::tr("The certificate's PEM private key (with --tls-cert)."), QStringLiteral("FILE")},
        {QStringLiteral("turn-time"),
         Server::tr("Seconds a remote player has for each step (default 0: no limit); then a computer plays the turn."),
         QStringLiteral("SECONDS"), QStringLiteral("0")},
        {QStringLiteral("timeout-level"),
         Server::tr("The computer that plays a turn whose time ran out: random, easy (the default), medium, hard or expert."),
         QStringLiteral("LEVEL"), QStringLiteral("easy")},
        {QStringLiteral("lobby"),
         Server::tr("A public lobby at /lobby instead of --game: the clients create the tables, each at its own path.")},
        {QStringLiteral("max-tables"), Server::tr("With --lobby: tables in all (default 200)."), QStringLiteral("N"), QStringLiteral("200")},
        {QStringLiteral("tables-per-address"), Server::tr("With --lobby: tables created from one address (default 3)."),
         QStringLiteral("N"), QStringLiteral("3")},
        {QStringLiteral("idle-table"),
         Server::tr("With --lobby: seconds after which a table never started, with nobody at it, is removed (default 600)."),
         QStringLiteral("SECONDS"), QStringLiteral("600")},
        {QStringLiteral("abandoned-table"),
         Server::tr("With --lobby: seconds after which a game started and left unfinished by everyone is removed, its record kept (default 86400)."),
         QStringLiteral("SECONDS"), QStringLiteral("86400")},
    };
}

// The help, laid out as the command-line program's (app/cmdline/helptext.h): French typography
// stays whole.
QString helpText()
{
    const QList<QCommandLineOption> options = serverOptions();
    QStringList names;  // "-h, --help", "--port PORT" ...
    for (const QCommandLineOption& o : options) {
        QStringList dashed;
        for (const QString& n : o.names()) dashed << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
        names << dashed.join(QStringLiteral(", ")) + (o.valueName().isEmpty() ? QString() : QLatin1Char(' ') + o.valueName());
    }
    const int column = cli::descriptionColumn(names, 0);
    // --lobby, which replaces --game, says so in its line: the usage stays within 79 columns in French.
    QString out = Server::tr("Usage: %1").arg(QStringLiteral("sw-carcassonne-server --game SETUP.yaml|--resume RECORD [OPTIONS]"));
    out += QLatin1Char('\n') + cli::wrap(Server::tr("Hosts a Carcassonne: Star Wars game for network players."), 0, 0) +
           QStringLiteral("\n\n") + Server::tr("Options:") + QLatin1Char('\n');
    for (qsizetype i = 0; i < options.size(); ++i) out += cli::optionLine(names[i], options[i].description(), column);
    return out;
}

// Each step of reading the options sets `why` when it refuses them.

// The numbers: the port, the tables and the limits.
bool readNumbers(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    int port = 0, queuedKb = 0, queuedTotalMb = 0, idleSeconds = 0, abandonedSeconds = 0;
    const struct
    {
        const char* name;
        int min, max;
        int* out;
        const char* refusal;
    } numbers[] = {
        {"port", 0, 65535, &port, QT_TRANSLATE_NOOP("Server", "--port must be a number from 0 to 65535")},
        {"tables", 1, 10000, &o->tables, QT_TRANSLATE_NOOP("Server", "--tables must be a number from 1 to 10000")},
        {"max-connections", 1, 1000000, &o->limits.maxConnections, QT_TRANSLATE_NOOP("Server", "--max-connections must be a positive number")},
        {"max-per-address", 1, 1000000, &o->limits.maxConnectionsPerAddress, QT_TRANSLATE_NOOP("Server", "--max-per-address must be a positive number")},
        {"max-queued-kb", 64, 1 << 20, &queuedKb, QT_TRANSLATE_NOOP("Server", "--max-queued-kb must be a number from 64 to 1048576")},
        {"max-queued-total-mb", 1, 1 << 20, &queuedTotalMb, QT_TRANSLATE_NOOP("Server", "--max-queued-total-mb must be a number from 1 to 1048576")},
        {"max-tables", 1, 100000, &o->lobbyLimits.maxTables, QT_TRANSLATE_NOOP("Server", "--max-tables must be a number from 1 to 100000")},
        {"tables-per-address", 1, 100000, &o->lobbyLimits.maxTablesPerAddress,
         QT_TRANSLATE_NOOP("Server", "--tables-per-address must be a number from 1 to 100000")},
        {"idle-table", 1, 7 * 24 * 3600, &idleSeconds, QT_TRANSLATE_NOOP("Server", "--idle-table must be a number of seconds from 1 to 604800")},
        {"abandoned-table", 1, 7 * 24 * 3600, &abandonedSeconds,
         QT_TRANSLATE_NOOP("Server", "--abandoned-table must be a number of seconds from 1 to 604800")},
    };
    for (const auto& n : numbers) {
        bool ok = false;
        *n.out = parser.value(QLatin1String(n.name)).toInt(&ok);
        if (!ok || *n.out < n.min || *n.out > n.max) {
            *why = Server::tr(n.refusal);
            return false;
        }
    }
    o->port = static_cast<quint16>(port);
    o->limits.maxQueuedBytes = static_cast<qint64>(queuedKb) << 10;
    o->limits.maxQueuedTotalBytes = static_cast<qint64>(queuedTotalMb) << 20;
    o->lobbyLimits.idleTableMs = idleSeconds * 1000;
    o->lobbyLimits.abandonedTableMs = abandonedSeconds * 1000;
    return true;
}

// The lobby: no game of the command line (the clients make them), each table's record in --save.
bool readLobby(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    for (const char* name : {"game", "resume", "tables", "password", "turn-time"})
        if (parser.isSet(QLatin1String(name))) {
            *why = Server::tr("--lobby: each table has its own game, password and turn time (no --%1)").arg(QLatin1String(name));
            return false;
        }
    if (parser.isSet(QStringLiteral("save")))
        o->lobbyLimits.saveDir = QFileInfo(parser.value(QStringLiteral("save"))).absoluteFilePath();
    return true;
}

// A new game (on one table or several, saved in a folder or not), or a saved one resumed.
bool readGame(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    o->lobby = parser.isSet(QStringLiteral("lobby"));
    if (o->lobby) return readLobby(parser, o, why);
    const bool resume = parser.isSet(QStringLiteral("resume"));
    if (parser.isSet(QStringLiteral("game")) == resume) {
        *why = Server::tr("give either --game SETUP.yaml or --resume RECORD");
        return false;
    }
    if (resume && (parser.isSet(QStringLiteral("save")) || o->tables != 1)) {
        *why = Server::tr("a resumed game is one game, saved to its own record (no --save, no --tables)");
        return false;
    }
    o->setupPath = parser.value(QStringLiteral("game"));
    if (resume) o->resumePath = QFileInfo(parser.value(QStringLiteral("resume"))).absoluteFilePath();
    if (parser.isSet(QStringLiteral("save"))) o->saveDir = QFileInfo(parser.value(QStringLiteral("save"))).absoluteFilePath();
    return true;
}

// The reverse proxies whose X-Forwarded-For is believed.
bool readTrustedProxies(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    if (!parser.isSet(QStringLiteral("trusted-proxy"))) return true;
    for (const QString& entry : parser.value(QStringLiteral("trusted-proxy")).split(QLatin1Char(','))) {
        QHostAddress proxy;
        if (!proxy.setAddress(entry.trimmed())) {
            *why = Server::tr("--trusted-proxy: '%1' is not an IP address").arg(entry.trimmed());
            return false;
        }
        o->limits.trustedProxies << proxy;
    }
    return true;
}

bool readAddress(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    const QString bind = parser.value(QStringLiteral("bind"));
    if (parser.isSet(QStringLiteral("bind")) && !o->address.setAddress(bind)) {
        *why = Server::tr("--bind: '%1' is not an IP address").arg(bind);
        return false;
    }
    return readTrustedProxies(parser, o, why);
}

// The password and the turn timer.
bool readRoomOptions(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    o->room.password = parser.value(QStringLiteral("password"));
    bool ok = false;
    const int turnSeconds = parser.value(QStringLiteral("turn-time")).toInt(&ok);
    if (!ok || turnSeconds < 0 || turnSeconds > kMaxTurnTimeMs / 1000) {
        *why = Server::tr("--turn-time must be a number of seconds from 0 (no limit) to %1").arg(kMaxTurnTimeMs / 1000);
        return false;
    }
    o->room.turnTimeMs = turnSeconds * 1000;
    const auto level = parseAiLevel(parser.value(QStringLiteral("timeout-level")).toStdString());
    if (!level) {
        *why = Server::tr("--timeout-level must be random, easy, medium, hard or expert");
        return false;
    }
    o->room.timeoutLevel = static_cast<int>(*level);
    o->lobbyLimits.timeoutLevel = o->room.timeoutLevel;
    return true;
}

// wss:// with a certificate and its key, both or neither.
bool readTls(const QCommandLineParser& parser, ServerOptions* o, QString* why)
{
    const bool cert = parser.isSet(QStringLiteral("tls-cert"));
    if (cert != parser.isSet(QStringLiteral("tls-key"))) {
        *why = Server::tr("give both --tls-cert FILE and --tls-key FILE");
        return false;
    }
    return !cert || loadServerTls(parser.value(QStringLiteral("tls-cert")), parser.value(QStringLiteral("tls-key")), &o->tls, why);
}

// No option is given twice: QCommandLineParser's value() would silently take the last one.
bool eachOptionOnce(const QCommandLineParser& parser, QString* why)
{
    QStringList seen;
    for (const QString& name : parser.optionNames()) {
        if (seen.contains(name)) {
            *why = Server::tr("--%1 is given more than once").arg(name);
            return false;
        }
        seen << name;
    }
    return true;
}

std::optional<ServerOptions> readOptions(const QCommandLineParser& parser, QString* why)
{
    if (!parser.positionalArguments().isEmpty()) {
        *why = Server::tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst());
        return std::nullopt;
    }
    if (!eachOptionOnce(parser, why)) return std::nullopt;
    ServerOptions o;
    if (readNumbers(parser, &o, why) && readGame(parser, &o, why) && readAddress(parser, &o, why) &&
        readRoomOptions(parser, &o, why) && readTls(parser, &o, why))
        return o;
    return std::nullopt;
}

// The game saved at --resume, at "/". Exit code: 0, or 2 once told why not.
int addResumedGame(GameServer& server, const ServerOptions& o, QJsonArray* games)
{
    RoomOptions options = o.room;
    options.recordPath = o.resumePath;
    QString why;
    auto room = GameRoom::resume(options, &why);
    if (!room) return fail(why);
    if (room->record().pileOrder == PileOrder::Swapped)
        std::fprintf(stderr, "sw-carcassonne-server: %s\n",
                     qPrintable(Server::tr("%1 is an older save: replayed with the draw pile of the version that saved it")
                                    .arg(options.recordPath)));
    server.addRoom(QStringLiteral("/"), std::move(room));
    games->append(QJsonObject{{QLatin1String("path"), QLatin1String("/")}, {QLatin1String("record"), options.recordPath}});
    return 0;
}

// Table t (1 to N) of the set-up: at "/" when there is one, else at /t; with --save, in a new file
// of the folder named after `stem`. Exit code: 0, or 2 once told why not.
int addTable(GameServer& server, const ServerOptions& o, const GameRecord& setup, int t, const QString& stem, QJsonArray* games)
{
    const bool one = o.tables == 1;
    const QString path = one ? QStringLiteral("/") : QStringLiteral("/%1").arg(t);
    RoomOptions options = o.room;
    if (!o.saveDir.isEmpty()) options.recordPath = freshPath(o.saveDir, one ? stem : QStringLiteral("%1-t%2").arg(stem).arg(t));
    GameRecord rec = setup;
    rec.seed += static_cast<std::uint64_t>(t - 1);  // tables of a given seed differ
    // Paths are resolved here: the record written holds the tile set inline.
    if (!rec.tilesetRef.empty() && builtinTileset(rec.tilesetRef) != rec.tileset) rec.tilesetRef.clear();
    QString why;
    auto room = GameRoom::create(std::move(rec), setup.seedGiven, options, &why);
    if (!room) return fail(why);
    server.addRoom(path, std::move(room));
    QJsonObject g{{QLatin1String("path"), path}};
    if (!options.recordPath.isEmpty()) g.insert(QLatin1String("record"), options.recordPath);
    games->append(g);
    return 0;
}

// The set-up at --game, on each table. Exit code: 0, or 2 once told why not.
int addNewGames(GameServer& server, const ServerOptions& o, QJsonArray* games)
{
    std::vector<RecordError> errors;
    const auto setup = loadRecord(o.setupPath.toStdString(), errors);
    if (!setup) {
        for (const RecordError& e : errors) std::fprintf(stderr, "%s\n", e.describe().c_str());
        return 2;
    }
    if (!o.saveDir.isEmpty() && !QDir().mkpath(o.saveDir)) return fail(Server::tr("--save: cannot make the folder %1").arg(o.saveDir));
    const QString stem = QStringLiteral("game-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int t = 1; t <= o.tables; ++t)
        if (const int rc = addTable(server, o, *setup, t, stem, games); rc != 0) return rc;
    return 0;
}

// The line that says where the server listens: its address, the host's token, the games.
// On every address, the loopback's of its family is the one to give; QUrl writes an IPv6 address
// in brackets (ws://[::1]:7777), as a URL must have it.
void printListening(const GameServer& server, const QHostAddress& address, const QJsonArray& games)
{
    QHostAddress host = address;
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4) host = QHostAddress(QHostAddress::LocalHost);
    else if (address == QHostAddress::AnyIPv6) host = QHostAddress(QHostAddress::LocalHostIPv6);
    QUrl url;
    url.setScheme(server.isSecure() ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(host.toString());
    url.setPort(server.port());
    QJsonObject line{{QLatin1String("listening"), url.toString()},
                     {QLatin1String("port"), server.port()},
                     {QLatin1String("host_token"), server.hostToken()},
                     {QLatin1String("games"), games}};
    if (server.lobby()) line.insert(QLatin1String("lobby"), QLatin1String(kLobbyPath));
    printLine(line);
}

// A save that fails, and one that works again after that, are told on stderr.
void reportSaves(GameRoom* r)
{
    QObject::connect(r, &GameRoom::saveFailed, [](const QString& w) {
        std::fprintf(stderr, "sw-carcassonne-server: %s\n",
                     qPrintable(Server::tr("%1 (the game goes on; it is saved again at the next change, or in %2 s)")
                                    .arg(w)
                                    .arg(RoomOptions{}.saveRetryMs / 1000)));
    });
    QObject::connect(r, &GameRoom::saveRecovered, [r] {
        std::fprintf(stderr, "sw-carcassonne-server: %s\n", qPrintable(Server::tr("%1 is saved again").arg(r->recordPath())));
    });
}

// The lobby, and its tables saved under --save before a restart. Exit code: 0, or 2 once told why not.
int openLobby(GameServer& server, const ServerOptions& o)
{
    const QString dir = o.lobbyLimits.saveDir;
    if (!dir.isEmpty() && !QDir().mkpath(dir)) return fail(Server::tr("--save: cannot make the folder %1").arg(dir));
    Lobby* lobby = server.enableLobby(o.lobbyLimits);
    QObject::connect(lobby, &Lobby::tableAdded, reportSaves);
    QStringList warnings;
    lobby->resumeTables(&warnings);
    for (const QString& w : std::as_const(warnings)) std::fprintf(stderr, "sw-carcassonne-server: %s\n", qPrintable(w));
    return 0;
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// After the end: the time the clients have to read it, and the longest the server waits for a
// player who was not connected at the end to come back for the result (a client tries again for
// as long: GameClient::Options::giveUpMs).
constexpr int kReadTheEndMs = 10000;
constexpr int kResultWaitMs = 300000;

// Serves until every game is over and nobody needs the server any more, or until SIGINT or
// SIGTERM; then prints the closing line. Once every game is over it stops when no connection is
// open, or 10 s after the end for clients that stay; but not while a player is owed the result
// (disconnected at the end: its client comes back with its token for state and game_over), for
// 5 minutes at most.
int serve(QCoreApplication& app, GameServer& server)
{
    bool over = false;
    QTimer grace;
    grace.setSingleShot(true);
    grace.setInterval(kReadTheEndMs);
    QObject::connect(&grace, &QTimer::timeout, [&] {
        if (!server.resultsOwed()) app.quit();
    });
    const auto finishWhenIdle = [&] {
        if (!over || server.resultsOwed()) return;
        if (server.connectionCount() == 0) app.quit();
        else if (!grace.isActive()) grace.start();  // the last player owed the result has it: 10 s to read it
    };
    const auto ended = [&] {
        if (server.lobby()) return;  // a lobby serves until it is stopped
        over = true;
        grace.start();
        QTimer::singleShot(kResultWaitMs, &app, &QCoreApplication::quit);
        finishWhenIdle();
    };
    QObject::connect(&server, &GameServer::allGamesOver, ended);
    QObject::connect(&server, &GameServer::connectionsChanged, finishWhenIdle);
    const QList<GameRoom*> rooms = server.rooms();
    for (GameRoom* r : rooms) QObject::connect(r, &GameRoom::seatsChanged, finishWhenIdle);  // a player back for the result
    if (std::all_of(rooms.begin(), rooms.end(), [](const GameRoom* r) { return r->isOver(); }))  // a resumed game that had ended
        ended();

    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QTimer signalPoll;
    QObject::connect(&signalPoll, &QTimer::timeout, [&] {
        if (stopRequested) app.quit();
    });
    signalPoll.start(200);
    const int rc = app.exec();
    printLine({{QLatin1String("over"), over},
               {QLatin1String("games"), static_cast<int>(server.rooms().size())},
               {QLatin1String("peak_rss_kb"), static_cast<qint64>(peakResidentKb())},
               {QLatin1String("clients_cut"), server.clientsCut()},
               {QLatin1String("cpu_seconds"), cpuSeconds()}});
    return rc;
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
    cli::installCatalogue(QStringLiteral("sw-carcassonne-server"));  // French, under a French locale
    QCommandLineParser parser;
    parser.addOptions(serverOptions());
    if (!parser.parse(QCoreApplication::arguments())) return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        std::fprintf(stdout, "%s", qPrintable(helpText()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::fprintf(stdout, "sw-carcassonne-server %s\n", SWC_VERSION);
        return 0;
    }
    QString why;
    const auto options = readOptions(parser, &why);
    if (!options) return fail(why);
    GameServer server(options->limits);
    server.setTls(options->tls);
    QJsonArray games;
    const int added = options->lobby                  ? openLobby(server, *options)
                      : options->resumePath.isEmpty() ? addNewGames(server, *options, &games)
                                                      : addResumedGame(server, *options, &games);
    if (added != 0) return added;
    if (!server.listen(options->address, options->port, &why)) return fail(Server::tr("cannot listen: %1").arg(why));
    printListening(server, options->address, games);
    for (GameRoom* r : server.rooms())
        if (!server.lobby()) reportSaves(r);
    return serve(app, server);
}
