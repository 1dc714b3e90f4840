// sw-carcassonne-cli join: a computer player in a network game. It takes the first free seat
// (or its seat back with --token), plays it to the end with a computer level, reconnecting on
// its own if the connection drops, and prints the final JSON: its seat, colour, name, the scores
// and the final scores.

#include "netbot.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cstdio>
#include <string>

using namespace swc;
using namespace swc::net;

int joinCommand(int argc, char** argv)
{
    const auto usage = [] {
        std::fprintf(stderr, "usage: sw-carcassonne-cli join ws://HOST:PORT[/TABLE] [--name N] "
                             "[--level random|easy|medium|hard] [--password P] [--token T] [--seed S] [--delay MS]\n");
        return 1;
    };
    if (argc < 3) return usage();
    const QUrl url(QString::fromLocal8Bit(argv[2]));
    if (!url.isValid() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")) || url.host().isEmpty()) {
        std::fprintf(stderr, "join: '%s' is not a ws://HOST:PORT address\n", argv[2]);
        return 2;
    }
    GameClient::Options options;
    AiLevel level = AiLevel::Easy;
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    int delayMs = 0;
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
    NetBot bot(level, seed);
    bot.setDelay(delayMs);
    QObject::connect(&bot, &NetBot::finished, &app, [&] {
        std::fprintf(stdout, "%s\n", QJsonDocument(bot.result()).toJson(QJsonDocument::Compact).constData());
        app.exit(0);
    });
    QObject::connect(&bot, &NetBot::failed, &app, [&](const QString& why) {
        std::fprintf(stderr, "join: %s\n", qPrintable(why));
        app.exit(3);
    });
    bot.start(url, options);
    return app.exec();
}
