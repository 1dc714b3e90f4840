// sw-carcassonne-cli join and assign: network play from the command line.
//
// join: a computer player in a network game. It takes the first free seat
// (or its seat back with --token), plays it to the end with a computer level, reconnecting on
// its own if the connection drops, and prints the final JSON: its seat, colour, name, the scores
// and the final scores. On stderr: each attempt to connect, the time it has when its turn comes
// (a timed game) and a turn the server's computer played for it. Exit codes: 0 the game was
// played to the end, 1 usage, 2 a bad option or address, 3 the game could not be joined or the
// connection was lost for good (no such host, refused, timed out, refused by the server, ...),
// or the message log (--log-messages) could not be written.
// Both run in the application main() made (commandline.h reads their options).

#include "commandline.h"
#include "netbot.h"
#include "tls.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

using namespace swc;
using namespace swc::cli;
using namespace swc::net;

namespace {

// The server's address as given to `command`, or nothing (after saying why).
std::optional<QUrl> serverUrl(const std::string& arg, const char* command)
{
    const QUrl url(QString::fromLocal8Bit(arg.c_str()));
    if (!url.isValid() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")) || url.host().isEmpty()) {
        fail(command, text(QT_TRANSLATE_NOOP("cli", "'%1' is not a ws://HOST:PORT or wss://HOST:PORT address"), {arg}));
        return std::nullopt;
    }
    return url;
}

// --ca FILE (any number): the certificates of a wss:// server's authority, or its own
// self-signed one, trusted besides the system's.
bool caOption(const std::string& value, QStringList& files, std::string& why)
{
    std::string file;
    if (!readText("--ca", value, file, why)) return false;
    files << QString::fromLocal8Bit(file.c_str());
    return true;
}

bool loadCaFiles(const QStringList& files, const char* command, GameClient::Options* options)
{
    for (const QString& file : files) {
        QList<QSslCertificate> certificates;
        QString why;
        if (!loadCaFile(file, &certificates, &why)) {
            fail(command, "--ca: " + why.toStdString());
            return false;
        }
        options->caCertificates += certificates;
    }
    return true;
}

// After the reason of an untrusted certificate: what to do about it.
void explainCertificate(GameClient& client, const char* command)
{
    auto refused = std::make_shared<bool>(false);
    QObject::connect(&client, &GameClient::certificateRefused, &client, [refused] { *refused = true; });
    QObject::connect(&client, &GameClient::failed, &client, [refused, command] {
        if (*refused)
            std::cerr << command << ": "
                      << text(QT_TRANSLATE_NOOP("cli", "if you trust this server, give its authority's certificate (or its own) "
                                                       "with --ca FILE"))
                      << std::endl;
    });
}

// A number of seconds from 0.1 to 600, as milliseconds. toDouble reads "nan" and "inf" too: nan
// fails every comparison, so the range is checked as what must hold (it passed `seconds < 0.1 ||
// seconds > 600` and became a timer that never fired).
std::optional<int> secondsValue(const std::string& value)
{
    bool ok = false;
    const double seconds = QString::fromLatin1(value.c_str()).toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || !(seconds >= 0.1 && seconds <= 600)) return std::nullopt;
    return static_cast<int>(seconds * 1000);
}

// What join says on stderr as the game goes: each attempt to connect, the time it has when its
// turn comes (a timed game), a turn the server's computer played for it.
void reportOnStderr(GameClient& client, const QUrl& url)
{
    QObject::connect(&client, &GameClient::connecting, &client, [url](int attempt) {
        std::cerr << "join: "
                  << text(QT_TRANSLATE_NOOP("cli", "connecting to %1  (attempt %2)"), {url.toString().toStdString(), std::to_string(attempt)})
                  << std::endl;
    });
    QObject::connect(&client, &GameClient::decisionNeeded, &client, [&client] {
        const qint64 left = client.state().timeLeftMs();
        if (left >= 0)
            std::cerr << "join: "
                      << text(QT_TRANSLATE_NOOP("cli", "your turn (%1): %2 s to play"),
                              {stepName(client.state().step()), decimal(static_cast<double>(left) / 1000.0, 1)})
                      << std::endl;
    });
    QObject::connect(&client, &GameClient::changed, &client, [&client](ClientState::Event e) {
        const QJsonObject& t = client.state().lastTimeout();
        if (e != ClientState::Event::Timeout || t.value(QLatin1String("seat")).toInt(-1) != client.state().seat()) return;
        const std::string inARow = std::to_string(t.value(QLatin1String("in_a_row")).toInt());
        const std::string player = t.value(QLatin1String("player")).toString().toStdString();
        std::cerr << "join: "
                  << (t.value(QLatin1String("handed_over")).toBool()
                          ? text(QT_TRANSLATE_NOOP("cli", "the time ran out (%1 in a row): the computer (%2) plays the seat "
                                                          "from now on"),
                                 {inARow, player})
                          : text(QT_TRANSLATE_NOOP("cli", "the time ran out (%1 in a row): the computer (%2) plays this turn"),
                                 {inARow, player}))
                  << std::endl;
    });
}

// --log-messages FILE: each message the client sends or receives, as one line of JSON,
// {"sent": MESSAGE} or {"received": MESSAGE} (a text that is not a JSON object: as a string).
// A write that fails ends the join (exit 3): a log with holes would mislead.
bool logMessages(GameClient& client, const QString& path)
{
    auto file = std::make_shared<QFile>(path);
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        fail("join", text(QT_TRANSLATE_NOOP("cli", "--log-messages: cannot write %1: %2"),
                          {path.toStdString(), file->errorString().toStdString()}));
        return false;
    }
    const auto write = [file, &client](const char* direction, const QString& message) {
        const QJsonDocument doc = QJsonDocument::fromJson(message.toUtf8());
        const QByteArray body = doc.isObject() ? doc.toJson(QJsonDocument::Compact)
                                               : QJsonDocument(QJsonArray{message}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        const QByteArray line = "{\"" + QByteArray(direction) + "\":" + body + "}\n";
        if (file->isOpen() && file->write(line) == line.size() && file->flush()) return;
        std::cerr << "join: "
                  << text(QT_TRANSLATE_NOOP("cli", "--log-messages: cannot write %1: %2"),
                          {file->fileName().toStdString(), file->errorString().toStdString()})
                  << std::endl;
        file->close();
        client.stop();
        QCoreApplication::exit(3);
    };
    QObject::connect(&client, &GameClient::textSent, &client, [write](const QString& m) { write("sent", m); });
    QObject::connect(&client, &GameClient::textReceived, &client, [write](const QString& m) { write("received", m); });
    return true;
}

struct JoinSettings
{
    GameClient::Options options;
    AiLevel level = AiLevel::Easy;
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    int delayMs = 0;
    QStringList caFiles;
    QString logPath;  // --log-messages: every message sent and received, one JSON line each
};

// The text of an option that takes any text but none, as the client wants it.
bool readQString(const std::string& opt, const std::string& value, QString& out, std::string& why)
{
    std::string text;
    if (!readText(opt, value, text, why)) return false;
    out = QString::fromLocal8Bit(text.c_str());
    return true;
}

// Reads one of join's options into `s`; false with the reason.
bool joinOption(const std::string& opt, const std::string& value, JoinSettings& s, std::string& why)
{
    std::uint64_t n = 0;
    if (opt == "--name") return readQString(opt, value, s.options.name, why);
    if (opt == "--password") return readQString(opt, value, s.options.password, why);
    if (opt == "--token") return readQString(opt, value, s.options.token, why);
    if (opt == "--level") return readLevel(opt, value, s.level, why);
    if (opt == "--seed") return readNumber(opt, value, 0, UINT64_MAX, s.seed, why);
    if (opt == "--ca") return caOption(value, s.caFiles, why);
    if (opt == "--log-messages") return readQString(opt, value, s.logPath, why);
    if (opt == "--delay") {
        if (!readNumber(opt, value, 0, 600000, n, why)) return false;
        s.delayMs = static_cast<int>(n);
        return true;
    }
    const auto ms = secondsValue(value);  // --connect-timeout
    if (!ms) why = text(QT_TRANSLATE_NOOP("cli", "--connect-timeout needs a number of seconds from 0.1 to 600"));
    else s.options.connectTimeoutMs = *ms;
    return ms.has_value();
}

// What assign is told: the seat, who plays it, the host's token.
struct AssignSettings
{
    GameClient::Options options;
    QString hostToken;
    int seat = -1;
    std::optional<int> player;
    QStringList caFiles;
};

bool assignOption(const std::string& opt, const std::string& value, AssignSettings& s, std::string& why)
{
    std::uint64_t n = 0;
    if (opt == "--host-token") return readQString(opt, value, s.hostToken, why);
    if (opt == "--password") return readQString(opt, value, s.options.password, why);
    if (opt == "--ca") return caOption(value, s.caFiles, why);
    if (opt == "--seat") {
        if (!readNumber(opt, value, 0, kMaxPlayers - 1, n, why)) return false;
        s.seat = static_cast<int>(n);
        return true;
    }
    if (std::string none; value.empty()) return readText(opt, value, none, why);
    s.player = parseSeat(value);  // --player
    if (!s.player || *s.player == kPersonSeat) {
        why = text(QT_TRANSLATE_NOOP("cli", "unknown player '%1' (remote, random, easy, medium, hard, expert)"), {value});
        return false;
    }
    return true;
}

template <typename Settings, typename Read>
bool readSettings(const CommandLine& line, Settings& s, Read read, const char* command)
{
    std::string why;
    for (const auto& [opt, value] : line.options) {
        if (!read(opt, value, s, why)) {
            fail(command, why);
            return false;
        }
    }
    return true;
}

// Sends the assignment once welcomed; prints the seat and ends when it is done.
void assignWhenWelcome(GameClient& client, const AssignSettings& s)
{
    auto sent = std::make_shared<bool>(false);
    const QString wanted = QString::fromLatin1(seatName(*s.player));
    QObject::connect(&client, &GameClient::changed, &client, [&client, &s, sent, wanted](ClientState::Event e) {
        if (e == ClientState::Event::Welcome && !*sent) {
            *sent = true;
            client.assign(s.hostToken, s.seat, *s.player);
            return;
        }
        if (e != ClientState::Event::Seats || !*sent) return;
        const QJsonObject seat = client.state().seats().at(s.seat).toObject();
        if (seat.value(QLatin1String("player")).toString() != wanted) return;
        std::fprintf(stdout, "%s\n", QJsonDocument(seat).toJson(QJsonDocument::Compact).constData());
        client.stop();
        QCoreApplication::exit(0);
    });
}

}  // namespace

int joinCommand(const CommandLine& line)
{
    const auto url = serverUrl(line.arguments[0], "join");
    if (!url) return kExitInvalid;
    JoinSettings settings;
    if (!readSettings(line, settings, joinOption, "join") || !loadCaFiles(settings.caFiles, "join", &settings.options))
        return kExitInvalid;
    NetBot bot(settings.level, settings.seed);
    if (!settings.logPath.isEmpty() && !logMessages(bot.client(), settings.logPath)) return kExitInvalid;
    bot.setDelay(settings.delayMs);
    explainCertificate(bot.client(), "join");
    QObject::connect(&bot, &NetBot::finished, &bot, [&bot] {
        std::fprintf(stdout, "%s\n", QJsonDocument(bot.result()).toJson(QJsonDocument::Compact).constData());
        QCoreApplication::exit(0);
    });
    QObject::connect(&bot, &NetBot::failed, &bot, [](const QString& why) {
        std::cerr << "join: " << why.toStdString() << std::endl;
        QCoreApplication::exit(3);
    });
    reportOnStderr(bot.client(), *url);
    bot.start(*url, settings.options);
    return QCoreApplication::exec();
}

// sw-carcassonne-cli assign: the host hands a seat to a computer level (or back to remote
// players) with the token the server printed when it started.
int assignCommand(const CommandLine& line)
{
    const auto url = serverUrl(line.arguments[0], "assign");
    if (!url) return kExitInvalid;
    AssignSettings settings;
    settings.options.spectate = true;
    settings.options.giveUpMs = 10000;
    if (!readSettings(line, settings, assignOption, "assign")) return kExitInvalid;
    if (settings.hostToken.isEmpty() || settings.seat < 0 || !settings.player) {
        std::cerr << line.usage;
        return kExitUsage;
    }
    if (!loadCaFiles(settings.caFiles, "assign", &settings.options)) return kExitInvalid;
    GameClient client;
    explainCertificate(client, "assign");
    assignWhenWelcome(client, settings);
    QObject::connect(&client, &GameClient::refused, &client, [&client](const QString& code, const QString& message) {
        std::cerr << "assign: " << code.toStdString() << ": " << message.toStdString() << std::endl;
        client.stop();
        QCoreApplication::exit(2);
    });
    QObject::connect(&client, &GameClient::failed, &client, [](const QString& why) {
        std::cerr << "assign: " << why.toStdString() << std::endl;
        QCoreApplication::exit(3);
    });
    client.start(*url, settings.options);
    return QCoreApplication::exec();
}
