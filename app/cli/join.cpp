// sw-carcassonne-cli join and assign: network play from the command line.
//
// join: a computer player in a network game. It takes the first free seat
// (or its seat back with --token), plays it to the end with a computer level, reconnecting on
// its own if the connection drops, and prints the final JSON: its seat, colour, name, the scores
// and the final scores.

#include "netbot.h"
#include "tls.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>

using namespace swc;
using namespace swc::net;

namespace {

// The server's address as given to `command`, or nothing (after saying why).
std::optional<QUrl> serverUrl(const char* arg, const char* command)
{
    const QUrl url(QString::fromLocal8Bit(arg));
    if (!url.isValid() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")) || url.host().isEmpty()) {
        std::fprintf(stderr, "%s: '%s' is not a ws://HOST:PORT or wss://HOST:PORT address\n", command, arg);
        return std::nullopt;
    }
    return url;
}

// --ca FILE (any number): the certificates of a wss:// server's authority, or its own
// self-signed one, trusted besides the system's. Taken out of the arguments before the commands
// read theirs; read once the application exists (the TLS library is a plug-in).
QStringList takeCaFiles(int* argc, char** argv)
{
    QStringList files;
    int kept = 3;
    for (int i = 3; i < *argc; ++i) {
        if (std::strcmp(argv[i], "--ca") == 0 && i + 1 < *argc) {
            files << QString::fromLocal8Bit(argv[++i]);
            continue;
        }
        argv[kept++] = argv[i];
    }
    *argc = kept;
    return files;
}

bool loadCaFiles(const QStringList& files, const char* command, GameClient::Options* options)
{
    for (const QString& file : files) {
        QList<QSslCertificate> certificates;
        QString why;
        if (!loadCaFile(file, &certificates, &why)) {
            std::fprintf(stderr, "%s: --ca: %s\n", command, qPrintable(why));
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
            std::fprintf(stderr, "%s: if you trust this server, give its authority's certificate (or its own) with --ca FILE\n",
                         command);
    });
}

}  // namespace

int joinCommand(int argc, char** argv)
{
    const auto usage = [] {
        std::fprintf(stderr, "usage: sw-carcassonne-cli join ws[s]://HOST:PORT[/TABLE] [--name N] "
                             "[--level random|easy|medium|hard] [--password P] [--token T] [--seed S] [--delay MS] [--ca FILE]\n");
        return 1;
    };
    if (argc < 3) return usage();
    const auto url = serverUrl(argv[2], "join");
    if (!url) return 2;
    GameClient::Options options;
    AiLevel level = AiLevel::Easy;
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    int delayMs = 0;
    const QStringList caFiles = takeCaFiles(&argc, argv);
    for (int i = 3; i < argc; ++i) {
        const std::string opt = argv[i];
        if (i + 1 >= argc) {
            std::fprintf(stderr, "join: option %s needs a value\n", opt.c_str());
            return 2;
        }
        const std::string value = argv[++i];
        if (opt == "--name") {
            options.name = QString::fromLocal8Bit(value.c_str());
        } else if (opt == "--password") {
            options.password = QString::fromLocal8Bit(value.c_str());
        } else if (opt == "--token") {
            options.token = QString::fromLatin1(value.c_str());
        } else if (opt == "--level") {
            const auto l = parseAiLevel(value);
            if (!l) {
                std::fprintf(stderr, "join: unknown level '%s' (random, easy, medium, hard)\n", value.c_str());
                return 2;
            }
            level = *l;
        } else if (opt == "--seed") {
            bool ok = false;
            seed = QString::fromLatin1(value.c_str()).toULongLong(&ok);
            if (!ok) {
                std::fprintf(stderr, "join: --seed needs a non-negative number\n");
                return 2;
            }
        } else if (opt == "--delay") {
            bool ok = false;
            delayMs = QString::fromLatin1(value.c_str()).toInt(&ok);
            if (!ok || delayMs < 0 || delayMs > 600000) {
                std::fprintf(stderr, "join: --delay needs a number of milliseconds\n");
                return 2;
            }
        } else {
            std::fprintf(stderr, "join: unknown option '%s'\n", opt.c_str());
            return 2;
        }
    }
    QCoreApplication app(argc, argv);
    if (!loadCaFiles(caFiles, "join", &options)) return 2;
    NetBot bot(level, seed);
    bot.setDelay(delayMs);
    explainCertificate(bot.client(), "join");
    QObject::connect(&bot, &NetBot::finished, &app, [&] {
        std::fprintf(stdout, "%s\n", QJsonDocument(bot.result()).toJson(QJsonDocument::Compact).constData());
        app.exit(0);
    });
    QObject::connect(&bot, &NetBot::failed, &app, [&](const QString& why) {
        std::fprintf(stderr, "join: %s\n", qPrintable(why));
        app.exit(3);
    });
    bot.start(*url, options);
    return app.exec();
}

// sw-carcassonne-cli assign: the host hands a seat to a computer level (or back to remote
// players) with the token the server printed when it started.
int assignCommand(int argc, char** argv)
{
    const auto usage = [] {
        std::fprintf(stderr, "usage: sw-carcassonne-cli assign ws[s]://HOST:PORT[/TABLE] --host-token T --seat N "
                             "--player remote|random|easy|medium|hard [--password P] [--ca FILE]\n");
        return 1;
    };
    if (argc < 3) return usage();
    const auto url = serverUrl(argv[2], "assign");
    if (!url) return 2;
    GameClient::Options options;
    options.spectate = true;
    options.giveUpMs = 10000;
    QString hostToken;
    int seat = -1;
    std::optional<int> player;
    const QStringList caFiles = takeCaFiles(&argc, argv);
    for (int i = 3; i < argc; ++i) {
        const std::string opt = argv[i];
        if (i + 1 >= argc) {
            std::fprintf(stderr, "assign: option %s needs a value\n", opt.c_str());
            return 2;
        }
        const std::string value = argv[++i];
        if (opt == "--host-token") {
            hostToken = QString::fromLatin1(value.c_str());
        } else if (opt == "--seat") {
            bool ok = false;
            seat = QString::fromLatin1(value.c_str()).toInt(&ok);
            if (!ok || seat < 0 || seat >= kMaxPlayers) {
                std::fprintf(stderr, "assign: --seat must be a seat number, 0 to %d\n", kMaxPlayers - 1);
                return 2;
            }
        } else if (opt == "--player") {
            player = parseSeat(value);
            if (!player || *player == kPersonSeat) {
                std::fprintf(stderr, "assign: unknown player '%s' (remote, random, easy, medium, hard)\n", value.c_str());
                return 2;
            }
        } else if (opt == "--password") {
            options.password = QString::fromLocal8Bit(value.c_str());
        } else {
            std::fprintf(stderr, "assign: unknown option '%s'\n", opt.c_str());
            return 2;
        }
    }
    if (hostToken.isEmpty() || seat < 0 || !player) return usage();
    QCoreApplication app(argc, argv);
    if (!loadCaFiles(caFiles, "assign", &options)) return 2;
    GameClient client;
    explainCertificate(client, "assign");
    bool sent = false;
    const QString wanted = QString::fromLatin1(seatName(*player));
    QObject::connect(&client, &GameClient::changed, &app, [&](ClientState::Event e) {
        if (e == ClientState::Event::Welcome && !sent) {
            sent = true;
            client.assign(hostToken, seat, *player);
            return;
        }
        if (e != ClientState::Event::Seats || !sent) return;
        const QJsonObject s = client.state().seats().at(seat).toObject();
        if (s.value(QLatin1String("player")).toString() != wanted) return;
        std::fprintf(stdout, "%s\n", QJsonDocument(s).toJson(QJsonDocument::Compact).constData());
        client.stop();
        app.exit(0);
    });
    QObject::connect(&client, &GameClient::refused, &app, [&](const QString& code, const QString& message) {
        std::fprintf(stderr, "assign: %s: %s\n", qPrintable(code), qPrintable(message));
        client.stop();
        app.exit(2);
    });
    QObject::connect(&client, &GameClient::failed, &app, [&](const QString& why) {
        std::fprintf(stderr, "assign: %s\n", qPrintable(why));
        app.exit(3);
    });
    client.start(*url, options);
    return app.exec();
}
