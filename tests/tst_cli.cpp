// The command-line program on the files and options of issue 10: it tells a record from a tile
// set by what the file holds, refuses special files and stray YAML at once, and takes only whole
// decimal numbers as options; and its command line (issue 22): every command's --help, --version
// (the server's and the desktop program's too), --opt=value, an unknown option with the usage,
// French under a French locale, the bash completion of every command and option. Every expected
// line is written out by hand.
#include "bench.h"
#include "recordmoves.h"
#include "cli_runner.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#ifdef SWC_WITH_NET
#include <QTcpServer>
#include <QTcpSocket>
#endif

#include <csignal>
#include <sys/stat.h>

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(bytes);
    return path;
}

}  // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(QFileInfo::exists(QStringLiteral(SWC_CLI_PATH))); }
    void validateTellsRecordsFromTilesets();
    void strayComma();
    void specialFiles();
    void wrongKindOfFile();
    void strictNumbers_data();
    void strictNumbers();
    void validateTileSetRules();
    void validateNamesLikeEverywhere();
    void balanceThreadsSameReport();
    void balanceProgressAndInterrupt();
    void balanceSmallSet();
    void balanceCsvIsWrittenSafely();
    void simulateTakesASet();
    void balanceSetRules();
    void balanceErrors_data();
    void balanceErrors();
    void analysePrintsOneLinePerDecision();
    void analyseBadInput_data();
    void analyseBadInput();
    void benchPrintsTheEnginesSignature();
    void benchOutputFull();
    void benchErrors_data();
    void benchErrors();
    void helpListsEveryCommand();
    void helpOfEachCommand_data();
    void helpOfEachCommand();
    void versionOfEachProgram_data();
    void versionOfEachProgram();
    void optionValueWithEqualsSign_data();
    void optionValueWithEqualsSign();
    void commandLineErrorsShowTheUsage_data();
    void commandLineErrorsShowTheUsage();
    void frenchUnderAFrenchLocale();
    void engineErrorsInFrench();
    void completionOffersEveryCommand();
    void completionOffersEveryOption_data();
    void completionOffersEveryOption();
    void joinConnectTimeoutIsANumber_data();
    void joinConnectTimeoutIsANumber();
    void joinCaFileIsARegularFile();
    void joinSilentServerTimesOut();
    void givenTwice();
};

// Issue 10, item 6: a flow-style record was taken for a tile set.
void TestCli::validateTellsRecordsFromTilesets()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString flow = writeFile(dir, QStringLiteral("flow.yaml"), "{tileset: standard, players: [red, black]}");
    CliResult r = runCli({QStringLiteral("validate"), flow});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), flow + QStringLiteral(": valid game record: 2 players, 0 turns, all legal\n"));

    // A record that starts with its format, as the program writes them now.
    const QString versioned =
        writeFile(dir, QStringLiteral("new.yaml"), "format: 1\ntileset: standard\nplayers: [red, green, black]\n");
    r = runCli({QStringLiteral("validate"), versioned});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), versioned + QStringLiteral(": valid game record: 3 players, 0 turns, all legal\n"));

    const QString standard = QStringLiteral(SWC_SOURCE_DIR "/resources/tilesets/standard.yaml");
    r = runCli({QStringLiteral("validate"), standard});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), standard + QStringLiteral(": valid tile set 'Standard': 43 faces, 76 tiles\n"));
}

// Issue 10, item 1: the file "," and a comma after a comment looped inside yaml-cpp for ever.
void TestCli::strayComma()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString comma = writeFile(dir, QStringLiteral("comma.yaml"), ",");
    CliResult r = runCli({QStringLiteral("validate"), comma});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), comma + QStringLiteral(":1:1: YAML syntax error: unexpected ','\n"));

    const QString notes = writeFile(dir, QStringLiteral("notes.yaml"), "# notes\n,format: 1\n");
    r = runCli({QStringLiteral("validate"), notes});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), notes + QStringLiteral(":2:1: YAML syntax error: unexpected ','\n"));

    // A record that names such a set.
    const QString game = writeFile(dir, QStringLiteral("game.yaml"), "tileset: notes.yaml\nplayers: [red, black]\n");
    r = runCli({QStringLiteral("replay"), game});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), game + QStringLiteral(":1:10: the tile set is invalid: ") + notes +
                        QStringLiteral(":2:1: YAML syntax error: unexpected ','\n"));
}

// Issue 10, item 4: /dev/zero read until the memory ran out, a named pipe blocked for ever.
void TestCli::specialFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe.yaml"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QStringList paths = {fifo, dir.path()};
    if (QFileInfo::exists(QStringLiteral("/dev/zero")))
        paths << QStringLiteral("/dev/zero");
    for (const QString& path : paths) {
        for (const QString& command : {QStringLiteral("validate"), QStringLiteral("replay")}) {
            const CliResult r = runCli({command, path});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("%1: '%1' is not a regular file (a folder, a device or a pipe cannot be "
                                           "read)\n")
                                .arg(path));
        }
    }
    const QString game = writeFile(dir, QStringLiteral("game.yaml"), "tileset: pipe.yaml\nplayers: [red, black]\n");
    const CliResult r = runCli({QStringLiteral("replay"), game});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("%1:1:10: the tile set is invalid: %2: '%2' is not a regular file (a folder, a "
                                   "device or a pipe cannot be read)\n")
                        .arg(game, fifo));
}

// Issue 10, item 8.
void TestCli::wrongKindOfFile()
{
    const QString standard = QStringLiteral(SWC_SOURCE_DIR "/resources/tilesets/standard.yaml");
    const CliResult r = runCli({QStringLiteral("replay"), standard});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), standard + QStringLiteral(": this file is a tile set, not a game record (open it in the tile-set "
                                              "editor)\n"));
}

// Issue 10, item 6: --seed -1 wrapped, --seed 1.5 became 1, --games 1e3 played one game.
void TestCli::strictNumbers_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QString seedRange = QStringLiteral("a whole number from 0 to 18446744073709551615");
    const QString gamesRange = QStringLiteral("a whole number from 1 to 1000000000");
    const QStringList sim = {QStringLiteral("simulate"), QStringLiteral("--players"), QStringLiteral("red,black")};
    const auto seed = [&](const char* v) {
        return sim + QStringList{QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                                 QString::fromLatin1(v)};
    };
    const auto games = [&](const char* v) {
        return sim + QStringList{QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--games"),
                                 QString::fromLatin1(v)};
    };
    QTest::newRow("seed -1") << seed("-1") << QStringLiteral("simulate: --seed must be %1, not '-1'\n").arg(seedRange);
    QTest::newRow("seed 1.5") << seed("1.5") << QStringLiteral("simulate: --seed must be %1, not '1.5'\n").arg(seedRange);
    QTest::newRow("seed 0x10") << seed("0x10") << QStringLiteral("simulate: --seed must be %1, not '0x10'\n").arg(seedRange);
    QTest::newRow("seed 2^64") << seed("18446744073709551616")
                               << QStringLiteral("simulate: --seed must be %1, not '18446744073709551616'\n").arg(seedRange);
    QTest::newRow("seed missing") << (sim + QStringList{QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed")})
                                  << QStringLiteral("simulate: '--seed' needs a value\n");
    QTest::newRow("games 1e3") << games("1e3") << QStringLiteral("simulate: --games must be %1, not '1e3'\n").arg(gamesRange);
    QTest::newRow("games 0") << games("0") << QStringLiteral("simulate: --games must be %1, not '0'\n").arg(gamesRange);
    QTest::newRow("games +5") << games("+5") << QStringLiteral("simulate: --games must be %1, not '+5'\n").arg(gamesRange);
    QTest::newRow("games 2e9") << games("2000000000")
                               << QStringLiteral("simulate: --games must be %1, not '2000000000'\n").arg(gamesRange);
    QTest::newRow("arena games 1.5") << QStringList{QStringLiteral("arena"), QStringLiteral("--games"), QStringLiteral("1.5")}
                                     << QStringLiteral("arena: --games must be %1, not '1.5'\n").arg(gamesRange);
    QTest::newRow("arena seed -2") << QStringList{QStringLiteral("arena"), QStringLiteral("--seed"), QStringLiteral("-2")}
                                   << QStringLiteral("arena: --seed must be %1, not '-2'\n").arg(seedRange);
}

void TestCli::strictNumbers()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), error);
    QVERIFY(r.out.isEmpty());
}

namespace {

// A blank start tile, two planets and a crossing that never fits (every open cell asks for
// space): the crossing is set aside every game, the planets make the 2 turns of a game.
const QByteArray kCrossNeverFits = "format: 1\n"
                                   "name: Cross never fits\n"
                                   "tiles:\n"
                                   "  - {id: start, start: true, edges: [space, space, space, space]}\n"
                                   "  - {id: planet, count: 2, edges: [space, space, space, space], planet: {}}\n"
                                   "  - {id: cross, count: 1, edges: [route, route, route, route], routes: [[N], [E], [S], [W]]}\n";

}  // namespace

// validate reads the rules: section: it names what the set changes, and a bad value by its place.
void TestCli::validateTileSetRules()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = writeFile(dir, QStringLiteral("good.yaml"),
                                   kCrossNeverFits + "rules:\n  variants: [endgame, hyperspace]\n  planet: 12\n  dice-max: 4\n");
    CliResult r = runCli({QStringLiteral("validate"), good});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out),
             good + QStringLiteral(": valid tile set 'Cross never fits': 3 faces, 4 tiles; rules: hyperspace, endgame, "
                                   "planet 12, dice-max 4\n"));
    // Line 8 `  dice-max: 11`: the value at column 13.
    const QString bad = writeFile(dir, QStringLiteral("bad.yaml"), kCrossNeverFits + "rules:\n  dice-max: 11\n");
    r = runCli({QStringLiteral("validate"), bad});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), bad + QStringLiteral(":8:13: rules: dice-max must be a whole number from 1 to 10, not 11\n"));
}

// The report of a run does not depend on the number of threads playing it (issue 21): each game is
// seeded from the run's seed and its index, and the games are added in that order. Only the
// speed line differs.
void TestCli::balanceThreadsSameReport()
{
    const auto run = [](const char* threads) {
        const CliResult r = runCli({QStringLiteral("balance"), QStringLiteral("standard"), QStringLiteral("--games"),
                                    QStringLiteral("12"), QStringLiteral("--seed"), QStringLiteral("5"),
                                    QStringLiteral("--threads"), QString::fromLatin1(threads)});
        QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        lines.removeIf([](const QString& l) { return l.startsWith(QStringLiteral("Speed: ")); });
        return std::make_pair(r.exitCode, lines);
    };
    const auto one = run("1");
    const auto two = run("2");
    QCOMPARE(one.first, 0);
    QCOMPARE(two.first, 0);
    QVERIFY(one.second.size() > 10);
    QCOMPARE(one.second.value(0), QStringLiteral("Balance of 'Standard': 12 games, 2 players (red, black), level easy, "
                                                 "house rules: none"));
    QCOMPARE(two.second, one.second);
    const CliResult bad = runCli({QStringLiteral("balance"), QStringLiteral("standard"), QStringLiteral("--threads"),
                                  QStringLiteral("0")});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(QString::fromUtf8(bad.err), QStringLiteral("balance: --threads must be a whole number from 1 to 256, not '0'\n"));
}

#ifndef Q_OS_WIN
// --progress shows the games done, the pace and the time left on stderr; Ctrl+C (SIGINT) stops the
// run, prints the report of the games finished, labelled as such, and exits with 130.
void TestCli::balanceProgressAndInterrupt()
{
    QProcess p;
    p.setProcessEnvironment(programEnvironment());
    p.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("balance"), QStringLiteral("standard"), QStringLiteral("--games"),
                                           QStringLiteral("1000000"), QStringLiteral("--level"), QStringLiteral("easy"),
                                           QStringLiteral("--progress")});
    QVERIFY(p.waitForStarted());
    // The first progress line comes after the first game (easy: milliseconds, a second or so
    // under the sanitizers).
    QByteArray err;
    QDeadlineTimer deadline(120000);
    while (!err.contains('\n') && !deadline.hasExpired()) {
        p.waitForReadyRead(1000);
        err += p.readAllStandardError();
    }
    static const QRegularExpression line(QStringLiteral("^(\\d+) of 1000000 games, \\d+\\.\\d games per second, about .+ left$"));
    const QString first = QString::fromUtf8(err.left(err.indexOf('\n')));
    QVERIFY2(line.match(first).hasMatch(), qPrintable(first));
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression head(QStringLiteral(
        "^Balance of 'Standard': (\\d+) games \\(stopped: the games finished of 1000000 asked\\), 2 players"));
    const auto m = head.match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out));
    QVERIFY(m.captured(1).toInt() >= line.match(first).captured(1).toInt());
    QVERIFY(out.contains(QStringLiteral("\nSeats, win rate")));
}
#else
void TestCli::balanceProgressAndInterrupt() { QSKIP("SIGINT is a POSIX signal"); }
#endif

// A built-in set's name works wherever a set is named, validate too (issue 21: `validate standard`
// failed while `--tileset standard` worked); a missing file says so.
void TestCli::validateNamesLikeEverywhere()
{
    CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("standard")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), QStringLiteral("standard: valid tile set 'Standard': 43 faces, 76 tiles\n"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("standard.yaml"));
    r = runCli({QStringLiteral("validate"), missing});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("%1: no such file '%1'\n").arg(missing));
    r = runCli({QStringLiteral("validate"), QStringLiteral("nonesuch")});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("nonesuch: no such file 'nonesuch'\n"));
}

void TestCli::balanceSmallSet()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = writeFile(dir, QStringLiteral("cross.yaml"), kCrossNeverFits);
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    const CliResult r = runCli({QStringLiteral("balance"), set, QStringLiteral("--games"), QStringLiteral("10"),
                                QStringLiteral("--level"), QStringLiteral("random"), QStringLiteral("--players"),
                                QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--csv"), csv});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    QCOMPARE(lines.value(0), QStringLiteral("Balance of 'Cross never fits': 10 games, 2 players (red, black), level random, "
                                            "house rules: none"));
    QVERIFY(lines.contains(QStringLiteral("Game length: 2.00 turns (sd 0.00)")));
    // 10 crossings set aside in 10 games; the planet never.
    QVERIFY(lines.contains(QStringLiteral("Tiles set aside: 1.00 per game")));
    QVERIFY(lines.contains(QStringLiteral("  cross: 10 of 10 (100.0%)")));
    QVERIFY(lines.contains(QStringLiteral("  1 other face: never")));
    QVERIFY(lines.contains(QStringLiteral("Unfillable cells at the end: 0.00 per game (sd 0.00); games with at least one: 0.0%")));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QCOMPARE(rows.value(0), QStringLiteral("figure,item,count,total,mean,sd,rate,low95,high95"));
    QVERIFY(rows.contains(QStringLiteral("set-aside,cross,10,10,,,1.0000,,")));
    QVERIFY(rows.contains(QStringLiteral("turns,,,10,2.0000,0.0000,,,")));
}

// balance --csv writes through the one checked rule: a symbolic link is followed to its file (and
// stays a link), a device is refused (never replaced, never "written" with exit 0), a user's own
// PATH.part is left alone, and a write that fails is an error with a non-zero exit that leaves
// the old file as it was.
void TestCli::balanceCsvIsWrittenSafely()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = writeFile(dir, QStringLiteral("cross.yaml"), kCrossNeverFits);
    const auto balance = [&](const QString& csv) {
        return runCli({QStringLiteral("balance"), set, QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--level"),
                       QStringLiteral("random"), QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--csv"), csv});
    };
    const QString real = writeFile(dir, QStringLiteral("real.csv"), "old\n");
    const QString link = dir.filePath(QStringLiteral("link.csv"));
    QVERIFY(QFile::link(real, link));
    const QString part = writeFile(dir, QStringLiteral("link.csv.part"), "mine\n");
    CliResult r = balance(link);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QFile f(real);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("figure,item,count,total,mean,sd,rate,low95,high95\n"));
    QFile p(part);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QCOMPARE(p.readAll(), QByteArray("mine\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 4);  // no temporary file left

    r = balance(QStringLiteral("/dev/full"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("cannot write '/dev/full': not a regular file"), r.err.constData());
    QVERIFY(QFileInfo(QStringLiteral("/dev/full")).exists() && !QFileInfo(QStringLiteral("/dev/full")).isFile());

    // A write that fails (a file size limit: the disk is "full" after 0 bytes) leaves the old file.
    const QString kept = writeFile(dir, QStringLiteral("kept.csv"), "old\n");
    QProcess sh;
    sh.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f 0; exec \"$@\""), QStringLiteral("sh"),
                                         QStringLiteral(SWC_CLI_PATH), QStringLiteral("balance"), set, QStringLiteral("--games"),
                                         QStringLiteral("2"), QStringLiteral("--level"), QStringLiteral("random"), QStringLiteral("--csv"), kept});
    QVERIFY(sh.waitForFinished(60000));
    QCOMPARE(sh.exitCode(), 2);
    QVERIFY2(sh.readAllStandardError().contains("cannot write '" + kept.toUtf8() + "': File too large"), "no reason given");
    QFile k(kept);
    QVERIFY(k.open(QIODevice::ReadOnly));
    QCOMPARE(k.readAll(), QByteArray("old\n"));
}

// simulate and arena play the set given: the crossing never fits, a game is the 2 planets.
void TestCli::simulateTakesASet()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = writeFile(dir, QStringLiteral("cross.yaml"), kCrossNeverFits);
    CliResult r = runCli({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("5"), QStringLiteral("--players"),
                          QStringLiteral("red,black"), QStringLiteral("--tileset"), set});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\"mean_turns\": 2.00,"), r.out.constData());
    r = runCli({QStringLiteral("arena"), QStringLiteral("--a"), QStringLiteral("random"), QStringLiteral("--b"),
                QStringLiteral("easy"), QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--tileset"), set,
                QStringLiteral("--variants"), QStringLiteral("none")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\"games\": 2,"), r.out.constData());
    // The expert level, as every command that takes a level names it.
    r = runCli({QStringLiteral("arena"), QStringLiteral("--a"), QStringLiteral("expert"), QStringLiteral("--b"),
                QStringLiteral("random"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--tileset"), set,
                QStringLiteral("--variants"), QStringLiteral("none")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("{\"a\": \"expert\", \"b\": \"random\", \"games\": 1,"), r.out.constData());
    r = runCli({QStringLiteral("balance"), set, QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--level"),
                QStringLiteral("expert"), QStringLiteral("--variants"), QStringLiteral("none")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("level expert"), r.out.constData());
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--players"),
                QStringLiteral("red,black"), QStringLiteral("--tileset"), dir.filePath(QStringLiteral("missing.yaml"))});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("%1: no such file '%1'\n").arg(dir.filePath(QStringLiteral("missing.yaml"))));
}

// A set's own house rules are played unless --variants names others.
void TestCli::balanceSetRules()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = writeFile(dir, QStringLiteral("house.yaml"), kCrossNeverFits + "rules: {variants: [galaxy-traders, endgame]}\n");
    const QStringList base = {QStringLiteral("balance"), set, QStringLiteral("--games"), QStringLiteral("2"),
                              QStringLiteral("--level"), QStringLiteral("random")};
    CliResult r = runCli(base);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("Balance of 'Cross never fits': 2 games, 2 players (red, black), level random, "
                              "house rules: galaxy-traders, endgame\n"),
             r.out.constData());
    r = runCli(base + QStringList{QStringLiteral("--variants"), QStringLiteral("none"), QStringLiteral("--players"),
                                  QStringLiteral("green,orange,white")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("Balance of 'Cross never fits': 2 games, 3 players (green, orange, white), level random, "
                              "house rules: none\n"),
             r.out.constData());
}

void TestCli::balanceErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QStringList std = {QStringLiteral("balance"), QStringLiteral("standard")};
    QTest::newRow("no set") << QStringList{QStringLiteral("balance")} << QStringLiteral("balance: name a tile set (a file or standard)\n");
    QTest::newRow("level") << (std + QStringList{QStringLiteral("--level"), QStringLiteral("godlike")})
                           << QStringLiteral("balance: unknown level 'godlike' (random, easy, medium, hard, expert)\n");
    QTest::newRow("players 7") << (std + QStringList{QStringLiteral("--players"), QStringLiteral("7")})
                               << QStringLiteral("balance: --players must be 2 to 5, or a list of colours, not '7'\n");
    QTest::newRow("players twice red") << (std + QStringList{QStringLiteral("--players"), QStringLiteral("red,red")})
                                       << QStringLiteral("balance: the colour red is taken twice\n");
    QTest::newRow("games 0") << (std + QStringList{QStringLiteral("--games"), QStringLiteral("0")})
                             << QStringLiteral("balance: --games must be a whole number from 1 to 1000000, not '0'\n");
    QTest::newRow("variant") << (std + QStringList{QStringLiteral("--variants"), QStringLiteral("jedi")})
                             << QStringLiteral("balance: unknown variant 'jedi' (explorers-guild, hyperspace, galaxy-traders, "
                                               "endgame, intel-and-rumours, or none)\n");
    // Issue 40, item 8: a house rule named twice was taken.
    QTest::newRow("variant twice") << (std + QStringList{QStringLiteral("--variants"), QStringLiteral("endgame,hyperspace,endgame")})
                                   << QStringLiteral("balance: --variants: the house rule 'endgame' is listed twice\n");
    QTest::newRow("teams of 2") << (std + QStringList{QStringLiteral("--teams")})
                                << QStringLiteral("balance: team play needs exactly the players red, black, green, white in that "
                                                  "seat order\n");
    QTest::newRow("missing value") << (std + QStringList{QStringLiteral("--csv")})
                                   << QStringLiteral("balance: '--csv' needs a value\n");
    const QString negative = QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/rules_negative.yaml");
    QTest::newRow("bad rules") << QStringList{QStringLiteral("balance"), negative}
                               << negative + QStringLiteral(":9:15: rules: battle-tie must be a whole number from 0 to 100, not -1\n");
}

void TestCli::balanceErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), error);
    QVERIFY(r.out.isEmpty());
}

// `bench` prints the signature and counts of the engine's bench with its options (the default's
// signature is pinned by tst_bench), and its speed.
void TestCli::benchPrintsTheEnginesSignature()
{
    const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("3"),
                                QStringLiteral("--seed"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const swc::BenchResult expected = swc::runBenchmark({3, 2});
    QCOMPARE(o.value(QStringLiteral("signature")).toString(), QString::fromStdString(swc::signatureText(expected.signature)));
    QCOMPARE(o.value(QStringLiteral("games")).toInteger(), qint64{3});
    QCOMPARE(o.value(QStringLiteral("turns")).toInteger(), qint64{expected.turns});
    QCOMPARE(o.value(QStringLiteral("decisions")).toInteger(), qint64{expected.decisions});
    QCOMPARE(o.value(QStringLiteral("positions")).toInteger(), qint64{expected.positions});
    for (const char* speed : {"seconds", "games_per_second", "decisions_per_second", "positions_per_second"})
        QVERIFY2(o.value(QLatin1String(speed)).toDouble() > 0, speed);
}

// A result that cannot be written is an error, not a silent success.
void TestCli::benchOutputFull()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full here");
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("1")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()),
             QStringLiteral("bench: cannot write the result to the standard output\n"));
}

void TestCli::benchErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const auto row = [](const char* name, const QStringList& options, const char* error) {
        QTest::newRow(name) << (QStringList{QStringLiteral("bench")} + options) << QString::fromUtf8(error);
    };
    row("games 0", {QStringLiteral("--games"), QStringLiteral("0")},
        "bench: --games must be a whole number from 1 to 100000, not '0'\n");
    row("games 100001", {QStringLiteral("--games"), QStringLiteral("100001")},
        "bench: --games must be a whole number from 1 to 100000, not '100001'\n");
    row("games 1e2", {QStringLiteral("--games"), QStringLiteral("1e2")},
        "bench: --games must be a whole number from 1 to 100000, not '1e2'\n");
    row("seed -1", {QStringLiteral("--seed"), QStringLiteral("-1")},
        "bench: --seed must be a whole number from 0 to 18446744073709551615, not '-1'\n");
    row("seed 2^64", {QStringLiteral("--seed"), QStringLiteral("18446744073709551616")},
        "bench: --seed must be a whole number from 0 to 18446744073709551615, not '18446744073709551616'\n");
    row("missing value", {QStringLiteral("--games")}, "bench: '--games' needs a value\n");
    row("unknown option", {QStringLiteral("--fast"), QStringLiteral("1")},
        "bench: unknown option '--fast'\nUsage: sw-carcassonne-cli bench [--games N] [--seed S]\n"
        "'sw-carcassonne-cli bench --help' describes every option.\n");
    row("argument", {QStringLiteral("standard")},
        "bench: unexpected argument 'standard'\nUsage: sw-carcassonne-cli bench [--games N] [--seed S]\n"
        "'sw-carcassonne-cli bench --help' describes every option.\n");
}

void TestCli::benchErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), error);
    QVERIFY(r.out.isEmpty());
}

namespace {

QStringList words(const char* text) { return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts); }

// The commands the program has (net: with network play).
QStringList cliCommands()
{
    QStringList commands = words("validate replay analyse simulate arena balance bench");
#ifdef SWC_WITH_NET
    commands << words("join assign");
#endif
#ifdef SWC_WITH_RENDER
    commands << words("print picture");
#endif
    return commands;
}

// The commands of the "Commands:" list of `sw-carcassonne-cli --help`: the first word of each line.
QStringList listedCommands(const QString& help)
{
    QStringList out;
    bool inList = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Commands:")) {
            inList = true;
        } else if (line.isEmpty()) {
            inList = false;
        } else if (inList && line.startsWith(QLatin1String("  ")) && line.at(2).isLetter()) {
            out << line.mid(2).section(QLatin1Char(' '), 0, 0);
        }
    }
    return out;
}

// The long options a --help lists ("  --games N ...", "  -h, --help ..."), sorted.
QStringList listedOptions(const QString& help)
{
    static const QRegularExpression option(QStringLiteral("^  (?:-\\S, )?(--[a-z][a-z-]*)"), QRegularExpression::MultilineOption);
    QStringList out;
    for (auto it = option.globalMatch(help); it.hasNext();) out << it.next().captured(1);
    out.sort();
    return out;
}

// What the bash completion of packaging/ offers for the command line `words`, the last one being
// completed; sorted.
QStringList completions(const QStringList& line)
{
    static const QString script = QStringLiteral(
        "source \"$1\" || exit 3; shift\n"
        "COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1))\n"
        "spec=$(complete -p \"$1\") || exit 4\n"
        "fn=${spec#*-F }; fn=${fn%% *}\n"
        "\"$fn\" \"$1\" \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        "printf '%s\\n' \"${COMPREPLY[@]}\"\n");
    QProcess bash;
    bash.start(QStringLiteral("/bin/bash"), QStringList{QStringLiteral("-c"), script, QStringLiteral("bash"),
                                                        QStringLiteral(SWC_SOURCE_DIR "/packaging/sw-carcassonne.bash-completion")} +
                                                line);
    if (!bash.waitForFinished(30000) || bash.exitCode() != 0) return {QStringLiteral("(bash failed)")};
    QStringList out = QString::fromUtf8(bash.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    out.sort();
    return out;
}

}  // namespace

// Issue 23: analyse prints one JSON object per decision of the record, in the order played, the
// same whatever the threads; each names the move the record made.
void TestCli::analysePrintsOneLinePerDecision()
{
    const QString record = QStringLiteral(SWC_TEST_DATA_DIR "/records/variant-galaxy-traders-replace.yaml");
    const CliResult r = runCli({QStringLiteral("analyse"), record, QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());  // no progress: stderr is not a terminal
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    // The 5 turns' tiles and meeples, then red's re-placement and green's (kept), as the record has
    // them (the keys in the order QJsonDocument writes them).
    const QStringList played = {
        QStringLiteral(R"({"at":[1,0],"meeple":{"edge":"W","feature":"route","kind":"small"},"rotation":0,"tile":"route-junction"})"),
        QStringLiteral(R"({"at":[0,1],"rotation":0,"tile":"route-curve"})"),
        QStringLiteral(R"({"at":[0,-1],"rotation":180,"tile":"asteroid-1"})"),
        QStringLiteral(R"({"at":[-1,1],"meeple":{"edge":"N","feature":"route","kind":"small"},"rotation":180,"tile":"route-junction"})"),
        QStringLiteral(R"({"at":[-1,0],"rotation":270,"tile":"route-curve"})"),
        QStringLiteral(R"({"at":[0,1],"edge":"S"})"),
        QStringLiteral(R"("keep")")};
    const QList<int> steps = {1, 3, 5, 7, 9, 10, 11}, turns = {1, 2, 3, 4, 5, 5, 5}, seats = {0, 1, 0, 1, 0, 0, 1};
    QCOMPARE(lines.size(), played.size());
    for (int i = 0; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson("[" + lines[i] + "]", &error).array().at(0).toObject();
        QVERIFY2(error.error == QJsonParseError::NoError, lines[i].constData());
        QCOMPARE(o.value(QStringLiteral("step")).toInt(), steps[i]);
        QCOMPARE(o.value(QStringLiteral("turn")).toInt(), turns[i]);
        QCOMPARE(o.value(QStringLiteral("player")).toObject().value(QStringLiteral("seat")).toInt(), seats[i]);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QLatin1String(i < 5 ? "move" : "replacement"));
        const QJsonValue move = o.value(QStringLiteral("played")).toObject().value(QStringLiteral("move"));
        QCOMPARE(QString::fromUtf8(QJsonDocument(QJsonArray{move}).toJson(QJsonDocument::Compact)).mid(1).chopped(1), played[i]);
        const double best = o.value(QStringLiteral("best")).toObject().value(QStringLiteral("value")).toDouble();
        const double value = o.value(QStringLiteral("played")).toObject().value(QStringLiteral("value")).toDouble();
        const double loss = o.value(QStringLiteral("loss")).toDouble();
        QVERIFY(loss >= 0 && std::abs(best - value - loss) < 0.002);
        const QJsonObject chance = o.value(QStringLiteral("win_chance")).toObject();
        QCOMPARE(chance.keys(), QStringList({QStringLiteral("green"), QStringLiteral("red")}));
        QVERIFY(std::abs(chance.value(QStringLiteral("red")).toDouble() + chance.value(QStringLiteral("green")).toDouble() - 1) < 0.001);
    }
    // One thread, the same lines; another seed, other futures.
    QCOMPARE(runCli({QStringLiteral("analyse"), record, QStringLiteral("--threads"), QStringLiteral("1")}).out, r.out);
    QVERIFY(runCli({QStringLiteral("analyse"), record, QStringLiteral("--seed"), QStringLiteral("5")}).out != r.out);
}

// A record that cannot be read or replayed is named with where and why, as replay names it; so
// is a bad option. Nothing is printed on stdout.
void TestCli::analyseBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QString records = QStringLiteral(SWC_TEST_DATA_DIR "/records/");
    QTest::newRow("illegal turn") << QStringList{QStringLiteral("analyse"), records + QStringLiteral("illegal-cell-occupied.yaml")}
                                  << QStringLiteral("turn 1: a tile is already placed at [0, 0]\n  at ") + records +
                                         QStringLiteral("illegal-cell-occupied.yaml:7:5\n");
    QTest::newRow("malformed") << QStringList{QStringLiteral("analyse"), records + QStringLiteral("malformed-rotation-45.yaml")}
                               << records + QStringLiteral("malformed-rotation-45.yaml:6:50: turn 1: 'rotation' is 45; allowed: 0, 90, 180 or 270\n");
    QTest::newRow("no such file") << words("analyse /nonexistent/game.yaml")
                                  << QStringLiteral("/nonexistent/game.yaml: no such file /nonexistent/game.yaml\n");
    QTest::newRow("random level") << words("analyse game.yaml --level random")
                                  << QStringLiteral("analyse: --level must be easy, medium or hard, not 'random'\n");
    QTest::newRow("expert level") << words("analyse game.yaml --level expert")
                                  << QStringLiteral("analyse: --level must be easy, medium or hard, not 'expert'\n");
    QTest::newRow("no threads") << words("analyse game.yaml --threads 0")
                                << QStringLiteral("analyse: --threads must be a whole number from 1 to 256, not '0'\n");
}

void TestCli::analyseBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), error);
    QVERIFY(r.out.isEmpty());
}

// sw-carcassonne-cli --help lists every command (and `help` is --help); no command prints it on
// stderr with exit 1, as before.
void TestCli::helpListsEveryCommand()
{
    for (const QString& help : {QStringLiteral("--help"), QStringLiteral("-h"), QStringLiteral("help")}) {
        const CliResult r = runCli({help});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY2(r.out.startsWith("Usage: sw-carcassonne-cli COMMAND [ARGUMENTS] [OPTIONS]\n"), r.out.constData());
        QCOMPARE(listedCommands(QString::fromUtf8(r.out)), cliCommands());
    }
    const CliResult none = runCli({});
    QCOMPARE(none.exitCode, 1);
    QVERIFY(none.out.isEmpty());
    QCOMPARE(listedCommands(QString::fromUtf8(none.err)), cliCommands());
    const CliResult unknown = runCli({QStringLiteral("frobnicate")});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.startsWith("sw-carcassonne-cli: unknown command 'frobnicate'\nUsage: "), unknown.err.constData());
    // Issue 40, item 8: `help bogus` printed the help and exited 0; it is an unknown command, as `bogus` is.
    for (const QStringList& args : {words("help bogus"), words("--help bogus"), words("help help")}) {
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        const QByteArray start = "sw-carcassonne-cli: unknown command '" + args.constLast().toLatin1() + "'\nUsage: ";
        QVERIFY2(r.err.startsWith(start), r.err.constData());
        QCOMPARE(listedCommands(QString::fromUtf8(r.err)), cliCommands());
    }
}

// COMMAND --help describes the command and each of its options on stdout and exits 0, wherever
// --help stands (before, `replay --help` read a file called --help, `balance standard --help`
// said "needs a value" and `simulate --help` "unknown option").
void TestCli::helpOfEachCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("usage");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("validate") << words("validate --help") << QStringLiteral("validate FILE|SET") << words("--help");
    QTest::newRow("validate standard") << words("validate standard --help") << QStringLiteral("validate FILE|SET") << words("--help");
    QTest::newRow("replay") << words("replay --help") << QStringLiteral("replay FILE") << words("--help");
    QTest::newRow("analyse") << words("analyse --help") << QStringLiteral("analyse RECORD [--level LEVEL] [--threads N]")
                             << words("--help --level --seed --threads");
    QTest::newRow("simulate") << words("simulate --help") << QStringLiteral("simulate --games N --players COLOURS [--seed S]")
                              << words("--games --help --players --seed --teams --tileset --variants");
    QTest::newRow("simulate -h") << words("simulate --games 3 -h") << QStringLiteral("simulate --games N --players COLOURS [--seed S]")
                                 << words("--games --help --players --seed --teams --tileset --variants");
    QTest::newRow("arena") << words("arena --help") << QStringLiteral("arena [--a LEVEL] [--b LEVEL] --games N [--seed S]")
                           << words("--a --b --games --help --seed --tileset --variants");
    QTest::newRow("balance") << words("balance --help") << QStringLiteral("balance SET [--games N] [--level LEVEL]")
                             << words("--csv --games --help --level --players --progress --seed --teams --threads --variants");
    QTest::newRow("balance standard") << words("balance standard --help") << QStringLiteral("balance SET [--games N] [--level LEVEL]")
                                      << words("--csv --games --help --level --players --progress --seed --teams --threads --variants");
    QTest::newRow("help balance") << words("help balance") << QStringLiteral("balance SET [--games N] [--level LEVEL]")
                                  << words("--csv --games --help --level --players --progress --seed --teams --threads --variants");
    QTest::newRow("bench") << words("bench --help") << QStringLiteral("bench [--games N] [--seed S]") << words("--games --help --seed");
#ifdef SWC_WITH_NET
    QTest::newRow("join") << words("join --help") << QStringLiteral("join URL [--name NAME] [--level LEVEL] [--password P]")
                          << words("--ca --connect-timeout --delay --help --level --log-messages --name --password --seed --token");
    QTest::newRow("assign") << words("assign ws://127.0.0.1:1 --help") << QStringLiteral("assign URL --host-token T --seat N")
                            << words("--ca --help --host-token --password --player --seat");
#endif
}

void TestCli::helpOfEachCommand()
{
    QFETCH(QStringList, args);
    QFETCH(QString, usage);
    QFETCH(QStringList, options);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.startsWith(QStringLiteral("Usage: sw-carcassonne-cli ") + usage), qPrintable(out));
    QCOMPARE(listedOptions(out), options);
}

// --version: the program's name and the project's version, exit 0, for the three programs.
void TestCli::versionOfEachProgram_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("name");
    QTest::newRow("cli") << QStringLiteral(SWC_CLI_PATH) << QStringLiteral("sw-carcassonne-cli");
#ifdef SWC_WITH_SERVER
    QTest::newRow("server") << QStringLiteral(SWC_SERVER_PATH) << QStringLiteral("sw-carcassonne-server");
#endif
#ifdef SWC_WITH_DESKTOP
    QTest::newRow("desktop") << QStringLiteral(SWC_DESKTOP_PATH) << QStringLiteral("sw-carcassonne");
#endif
}

void TestCli::versionOfEachProgram()
{
    QFETCH(QString, program);
    QFETCH(QString, name);
    for (const QString& version : {QStringLiteral("--version"), QStringLiteral("-v")}) {
        const CliResult r = runProgram(program, {version});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out), name + QStringLiteral(" " SWC_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }
}

// --opt=value is --opt value (it was refused: "unknown option '--games=3'").
void TestCli::optionValueWithEqualsSign_data()
{
    QTest::addColumn<QStringList>("spaced");
    QTest::addColumn<QStringList>("joined");
    QTest::newRow("simulate") << words("simulate --games 3 --players red,black,green --seed 5 --variants endgame")
                              << words("simulate --games=3 --players=red,black,green --seed=5 --variants=endgame");
    QTest::newRow("arena") << words("arena --a random --b easy --games 2 --seed 3")
                           << words("arena --a=random --b=easy --games=2 --seed=3");
    QTest::newRow("balance") << words("balance standard --games 3 --level random --players 3 --seed 2")
                             << words("balance --games=3 standard --level=random --players=3 --seed=2");
}

void TestCli::optionValueWithEqualsSign()
{
    QFETCH(QStringList, spaced);
    QFETCH(QStringList, joined);
    // The figures of time (seconds, speed) differ from run to run.
    static const QRegularExpression timing(QStringLiteral("(\"[a-z_]*second[a-z_]*\": |Speed: )[^,\\n]+"));
    const CliResult a = runCli(spaced);
    const CliResult b = runCli(joined);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    QVERIFY(a.out.size() > 50);
    QCOMPARE(QString::fromUtf8(b.out).replace(timing, QStringLiteral("\\1")), QString::fromUtf8(a.out).replace(timing, QStringLiteral("\\1")));
    QVERIFY(b.err.isEmpty());
}

// An error of the command line itself exits 2 with the message, the command's usage and where
// its options are described, on stderr.
void TestCli::commandLineErrorsShowTheUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown option") << words("simulate --games 3 --bogus")
                                    << QStringLiteral("simulate: unknown option '--bogus'\n"
                                                      "Usage: sw-carcassonne-cli simulate --games N --players COLOURS [--seed S]\n"
                                                      "         [--teams] [--tileset SET] [--variants LIST]\n"
                                                      "'sw-carcassonne-cli simulate --help' describes every option.\n");
    QTest::newRow("single dash") << words("balance standard -games 3")
                                 << QStringLiteral("balance: unknown option '-games'\n"
                                                   "Usage: sw-carcassonne-cli balance SET [--games N] [--level LEVEL]\n"
                                                   "         [--players K|COLOURS] [--seed S] [--variants LIST] [--teams]\n"
                                                   "         [--csv FILE] [--threads N] [--progress]\n"
                                                   "'sw-carcassonne-cli balance --help' describes every option.\n");
    QTest::newRow("replay option") << words("replay --strict game.yaml")
                                   << QStringLiteral("replay: unknown option '--strict'\n"
                                                     "Usage: sw-carcassonne-cli replay FILE\n"
                                                     "'sw-carcassonne-cli replay --help' describes every option.\n");
    QTest::newRow("flag with a value") << words("balance standard --teams=yes")
                                       << QStringLiteral("balance: '--teams' takes no value\n"
                                                         "Usage: sw-carcassonne-cli balance SET [--games N] [--level LEVEL]\n"
                                                         "         [--players K|COLOURS] [--seed S] [--variants LIST] [--teams]\n"
                                                         "         [--csv FILE] [--threads N] [--progress]\n"
                                                         "'sw-carcassonne-cli balance --help' describes every option.\n");
    // Issue 40, item 8: an option given twice took its last value without a word.
    QTest::newRow("an option twice") << words("simulate --games 3 --players red,black --games 4")
                                     << QStringLiteral("simulate: '--games' is given more than once\n"
                                                       "Usage: sw-carcassonne-cli simulate --games N --players COLOURS [--seed S]\n"
                                                       "         [--teams] [--tileset SET] [--variants LIST]\n"
                                                       "'sw-carcassonne-cli simulate --help' describes every option.\n");
    QTest::newRow("an option twice, once with =") << words("arena --seed=1 --games 2 --seed 2")
                                                  << QStringLiteral("arena: '--seed' is given more than once\n"
                                                                    "Usage: sw-carcassonne-cli arena [--a LEVEL] [--b LEVEL] --games N [--seed S]\n"
                                                                    "         [--tileset SET] [--variants LIST]\n"
                                                                    "'sw-carcassonne-cli arena --help' describes every option.\n");
    QTest::newRow("a flag twice") << words("balance standard --teams --games 2 --teams")
                                  << QStringLiteral("balance: '--teams' is given more than once\n"
                                                    "Usage: sw-carcassonne-cli balance SET [--games N] [--level LEVEL]\n"
                                                    "         [--players K|COLOURS] [--seed S] [--variants LIST] [--teams]\n"
                                                    "         [--csv FILE] [--threads N] [--progress]\n"
                                                    "'sw-carcassonne-cli balance --help' describes every option.\n");
    QTest::newRow("an argument too many") << words("arena --games 2 extra")
                                          << QStringLiteral("arena: unexpected argument 'extra'\n"
                                                            "Usage: sw-carcassonne-cli arena [--a LEVEL] [--b LEVEL] --games N [--seed S]\n"
                                                            "         [--tileset SET] [--variants LIST]\n"
                                                            "'sw-carcassonne-cli arena --help' describes every option.\n");
}

void TestCli::commandLineErrorsShowTheUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), error);
    QVERIFY(r.out.isEmpty());
    // Before the command, an unknown option is the program's: its usage lists the commands.
    const CliResult top = runCli({QStringLiteral("--bogus")});
    QCOMPARE(top.exitCode, 2);
    QVERIFY2(top.err.startsWith("sw-carcassonne-cli: unknown option '--bogus'\nUsage: sw-carcassonne-cli COMMAND"), top.err.constData());
}

// Under a French locale (LANG, or LANGUAGE as GNU programs read it) the messages and the help are
// French, as a French person writes them; the output on stdout (JSON, reports) is the same.
void TestCli::frenchUnderAFrenchLocale()
{
#ifndef SWC_CLI_FRENCH
    QSKIP("built without Qt's Linguist tools: no French catalogue");
#endif
    const QStringList lang = {QStringLiteral("LANG=fr_FR.UTF-8")};
    const QStringList language = {QStringLiteral("LANG=C"), QStringLiteral("LANGUAGE=fr")};
    CliResult r = runCli(words("simulate --games 1e3 --players red,black"), lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QString::fromUtf8("simulate: --games doit être un nombre entier de 1 à 1000000000, et non "
                                                         "«\u00a01e3\u00a0»\n"));
    r = runCli(words("balance standard --csv"), language);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QString::fromUtf8("balance: «\u00a0--csv\u00a0» demande une valeur\n"));
    r = runCli(words("analyse game.yaml --level random"), lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QString::fromUtf8("analyse: --level doit être easy, medium ou hard, et non «\u00a0random\u00a0»\n"));
    r = runCli(words("simulate --help"), lang);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QString::fromUtf8("Utilisation\u00a0: sw-carcassonne-cli simulate --games N --players COLOURS\n").toUtf8()),
             r.out.constData());
    QVERIFY2(r.out.contains(QString::fromUtf8("\n  --seed S           La graine de la première partie (1 par défaut).\n").toUtf8()),
             r.out.constData());
    // The progress: a count in the singular or the plural, a decimal comma.
    r = runCli(words("balance standard --games 2 --level random --progress"), lang);
    QCOMPARE(r.exitCode, 0);
    const QStringList progress = QString::fromUtf8(r.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(progress.size(), 2);
    static const QRegularExpression first(QString::fromUtf8("^1 partie sur 2, \\d+,\\d parties? par seconde, il reste environ \\d+\u00a0s$"));
    static const QRegularExpression last(QStringLiteral("^2 parties sur 2, \\d+,\\d parties? par seconde$"));
    QVERIFY2(first.match(progress[0]).hasMatch(), qPrintable(progress[0]));
    QVERIFY2(last.match(progress[1]).hasMatch(), qPrintable(progress[1]));

    // The same output in both languages (a real French locale writes 0,5 where the C library
    // follows it: the program keeps the decimal point).
    const QString record = QStringLiteral(SWC_TEST_DATA_DIR "/records/rulebook-asteroid-battle.yaml");
    const CliResult english = runCli({QStringLiteral("replay"), record});
    const CliResult french = runCli({QStringLiteral("replay"), record}, lang);
    QCOMPARE(english.exitCode, 0);
    QVERIFY(english.out.contains("\"final_scores\""));
    QCOMPARE(french.out, english.out);
    const QStringList balance = words("balance standard --games 3 --level random --seed 4");
    static const QRegularExpression speed(QStringLiteral("Speed: [^\\n]*"));
    QCOMPARE(QString::fromUtf8(runCli(balance, lang).out).remove(speed), QString::fromUtf8(runCli(balance).out).remove(speed));
}

// Under a French locale the engine's errors are French too, as the desktop program words them (its
// texts, common/texts): a record's, an illegal move's, a tile set's, a list of seats' (issue
// 39: validate printed every engine error in English).
void TestCli::engineErrorsInFrench()
{
#ifndef SWC_CLI_FRENCH
    QSKIP("built without Qt's Linguist tools: no French catalogue");
#endif
    const QStringList lang = {QStringLiteral("LANG=fr_FR.UTF-8")};
    const QString nb(QChar(0x00a0));
    const QString records = QStringLiteral(SWC_TEST_DATA_DIR "/records/");
    const QString twice = records + QStringLiteral("malformed-duplicate-colour.yaml");
    CliResult r = runCli({QStringLiteral("validate"), twice}, lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             twice + QStringLiteral(":4:10: joueurs") + nb + QStringLiteral(": deux places ont la même couleur (rouge)\n"));
    QVERIFY(r.out.isEmpty());
    const QString occupied = records + QStringLiteral("illegal-cell-occupied.yaml");
    r = runCli({QStringLiteral("validate"), occupied}, lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("tour 1") + nb + QStringLiteral(": une tuile est déjà posée en [0, 0]\n  dans ") + occupied +
                 QStringLiteral(":7:5\n"));
    const QString negative = QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/rules_negative.yaml");
    r = runCli({QStringLiteral("validate"), negative}, lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             negative + QStringLiteral(":9:15: règles") + nb +
                 QStringLiteral(": battle-tie doit être un nombre entier de 0 à 100, et non -1\n"));
    r = runCli(words("balance standard --players red,red"), lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("balance: deux places ont la même couleur (rouge)\n"));
    // English without a catalogue, as before.
    r = runCli({QStringLiteral("validate"), twice});
    QCOMPARE(QString::fromUtf8(r.err), twice + QStringLiteral(":4:10: players: the colour red is taken twice\n"));
}

// The bash completion offers every command of the program, and no other (those of network play
// even in a build without them).
void TestCli::completionOffersEveryCommand()
{
    if (!QFileInfo::exists(QStringLiteral("/bin/bash"))) QSKIP("no bash");
    const QStringList offered = completions({QStringLiteral("sw-carcassonne-cli"), QString()});
    for (const QString& command : cliCommands()) QVERIFY2(offered.contains(command), qPrintable(command));
#ifdef SWC_WITH_NET  // the engine-only build has no join and no assign; the completion does
    QStringList expected = cliCommands() + words("help --help --version");
    expected.sort();
    QCOMPARE(offered, expected);
#endif
    QCOMPARE(completions(words("sw-carcassonne-cli ba")), words("balance"));
    QCOMPARE(completions(words("sw-carcassonne-cli balance --t")), words("--teams --threads"));
    QCOMPARE(completions({QStringLiteral("sw-carcassonne-cli"), QStringLiteral("arena"), QStringLiteral("--a"), QString()}),
             words("easy expert hard medium random"));
    // --variants=e: bash splits the word at the "=".
    QCOMPARE(completions(words("sw-carcassonne-cli simulate --variants = e")), words("endgame explorers-guild"));
}

// ... and each command's options, and the server's and the desktop program's: those their --help
// lists, and no other.
void TestCli::completionOffersEveryOption_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");  // to the program, then --help
    QTest::addColumn<QStringList>("line");  // the command line completed
    for (const QString& command : cliCommands())
        QTest::newRow(qPrintable(command)) << QStringLiteral(SWC_CLI_PATH) << QStringList{command}
                                           << QStringList{QStringLiteral("sw-carcassonne-cli"), command, QStringLiteral("--")};
#ifdef SWC_WITH_SERVER
    QTest::newRow("server") << QStringLiteral(SWC_SERVER_PATH) << QStringList() << words("sw-carcassonne-server --");
#endif
#ifdef SWC_WITH_DESKTOP
    QTest::newRow("desktop") << QStringLiteral(SWC_DESKTOP_PATH) << QStringList() << words("sw-carcassonne --");
#endif
}

void TestCli::completionOffersEveryOption()
{
    if (!QFileInfo::exists(QStringLiteral("/bin/bash"))) QSKIP("no bash");
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(QStringList, line);
    const CliResult help = runProgram(program, args + QStringList{QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const QStringList options = listedOptions(QString::fromUtf8(help.out));
    QVERIFY2(options.size() >= 1, help.out.constData());
    QCOMPARE(completions(line), options);
}

// Issue 40, item 7: `join --connect-timeout nan` passed the range check (nan fails every
// comparison) and its timer never fired; nan and inf are refused as any number out of range.
void TestCli::joinConnectTimeoutIsANumber_data()
{
    QTest::addColumn<QString>("seconds");
    for (const char* v : {"nan", "NaN", "-nan", "inf", "-inf", "0.05", "601", "1e9", "ten"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

void TestCli::joinConnectTimeoutIsANumber()
{
#ifndef SWC_WITH_NET
    QSKIP("built without network play");
#endif
    QFETCH(QString, seconds);
    // Port 1 of the loopback: nothing listens there; a value taken would end in "refused", exit 3.
    const CliResult r = runCli({QStringLiteral("join"), QStringLiteral("ws://127.0.0.1:1"),
                                QStringLiteral("--connect-timeout"), seconds});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("join: --connect-timeout needs a number of seconds from 0.1 to 600\n"));
    QVERIFY(r.out.isEmpty());
}

// Issue 40, item 7: `--ca FIFO` opened the named pipe and waited for a writer for ever; a CA file
// is read as every file the program is given: a pipe or a folder is refused at once, exit 2.
void TestCli::joinCaFileIsARegularFile()
{
#ifndef SWC_WITH_NET
    QSKIP("built without network play");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("ca.pem"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& file : {fifo, dir.path()}) {
        const QString why =
            QStringLiteral("--ca: CA file %1: not a regular file (a folder, a device or a pipe cannot be read)\n").arg(file);
        CliResult r =
            runCli({QStringLiteral("join"), QStringLiteral("ws://127.0.0.1:1"), QStringLiteral("--ca"), file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("join: ") + why);
        r = runCli({QStringLiteral("assign"), QStringLiteral("ws://127.0.0.1:1"), QStringLiteral("--host-token"),
                    QStringLiteral("T"), QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--player"),
                    QStringLiteral("easy"), QStringLiteral("--ca"), file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("assign: ") + why);
    }
}

// Issue 40, item 7: a server that accepts the connection and never answers is reported as timed
// out, within the time given (it was said to be "refused"): one that leaves the connection
// pending, and one that accepts a single connection and stops listening, as `nc -l` does (a retry
// would meet a closed port).
void TestCli::joinSilentServerTimesOut()
{
#ifndef SWC_WITH_NET
    QSKIP("built without network play");
#else
    for (const bool acceptOnce : {false, true}) {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        const QString port = QString::number(silent.serverPort());
        QList<QTcpSocket*> held;  // children of the server: open until it goes
        QObject::connect(&silent, &QTcpServer::newConnection, &silent, [&silent, &held, acceptOnce] {
            if (!acceptOnce) return;
            held << silent.nextPendingConnection();
            silent.close();
        });
        QProcess join;
        join.setProcessEnvironment(programEnvironment({}));
        QElapsedTimer t;
        t.start();
        join.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), QStringLiteral("ws://127.0.0.1:") + port,
                                                   QStringLiteral("--connect-timeout"), QStringLiteral("0.5")});
        // The event loop turns meanwhile: the server accepts.
        QTRY_VERIFY_WITH_TIMEOUT(join.state() == QProcess::NotRunning, 10000);
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(join.exitCode(), 3);
        QCOMPARE(QString::fromUtf8(join.readAllStandardError()),
                 QStringLiteral("join: connecting to ws://127.0.0.1:%1  (attempt 1)\n"
                                "join: no answer from 127.0.0.1:%1 within 0.5 s (timed out)\n")
                     .arg(port));
        QVERIFY(join.readAllStandardOutput().isEmpty());
        QCOMPARE(held.size(), acceptOnce ? 1 : 0);
    }
#endif
}

// Issue 40, item 8: `--variants hyperspace,hyperspace` was taken, and an option given twice took
// its last value; a house rule named twice is refused by simulate and arena too, an option given
// twice by the server, in French under a French locale; --ca, which adds to a list, may be given
// any number of times.
void TestCli::givenTwice()
{
    CliResult r = runCli(words("simulate --games 1 --players red,black --variants hyperspace,hyperspace"));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("simulate: --variants: the house rule 'hyperspace' is listed twice\n"));
    QVERIFY(r.out.isEmpty());
    r = runCli(words("arena --games 1 --variants galaxy-traders,galaxy-traders"));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("arena: --variants: the house rule 'galaxy-traders' is listed twice\n"));
#ifdef SWC_CLI_FRENCH
    const QStringList lang = {QStringLiteral("LANG=fr_FR.UTF-8")};
    r = runCli(words("simulate --games 1 --players red,black --variants endgame,endgame"), lang);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QString::fromUtf8("simulate: --variants\u00a0: la variante «\u00a0endgame\u00a0» figure deux fois\n"));
    r = runCli(words("bench --games 1 --games 2"), lang);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QString::fromUtf8("bench: l’option «\u00a0--games\u00a0» est donnée plus d’une fois\nUtilisation").toUtf8()),
             r.err.constData());
#endif
#ifdef SWC_WITH_NET
    // Both CA files are read (the first one is missing): --ca is not refused for being given twice.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing.pem"));
    r = runCli({QStringLiteral("join"), QStringLiteral("ws://127.0.0.1:1"), QStringLiteral("--ca"), missing, QStringLiteral("--ca"),
                QStringLiteral(SWC_TEST_DATA_DIR "/tls/ca.pem")});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("join: --ca: CA file %1: cannot read it (No such file or directory)\n").arg(missing));
#endif
#ifdef SWC_WITH_SERVER
    // Refused before anything is read or opened: the set-up need not exist.
    for (const QStringList& args : {words("--port 7001 --game setup.yaml --port 7002"), words("--game a.yaml --game b.yaml"),
                                    words("--resume r.yaml --tls-cert c.pem --tls-key k.pem --tls-key l.pem")}) {
        r = runProgram(QStringLiteral(SWC_SERVER_PATH), args);
        QCOMPARE(r.exitCode, 2);
        const QString name = args[args.size() - 2];
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("sw-carcassonne-server: %1 is given more than once\n").arg(name));
        QVERIFY(r.out.isEmpty());
    }
#endif
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
