// Data-driven rule tests: every record under tests/data/records/ is replayed twice, once through
// the engine API and once through the command-line program, and checked against the
// expectations written in its own comments (hand-computed from docs/rules.md, never from the
// program):
//
//   # expect-scores: red=3 black=1       scores after the last turn
//   # expect-final: red=5 black=1        scores with end-of-game scoring added
//   # expect-turns: 4                    turns played
//   # expect-set-aside: 1                tiles set aside
//   # expect-reserve: red=3/1 black=4/1  small/large meeples in reserve after the last turn
//   # expect-error: turn 3: does not match   an illegal move: the message starts with "turn 3:"
//                                             and contains the rest
//   # expect-invalid: 4:7: unknown key   a malformed file: first error at line 4, column 7,
//                                         message containing the rest

#include "record.h"
#include "testpaths.h"

#include <QtTest>

using namespace swc;

namespace {

struct Expectations
{
    QMap<QString, int> scores, finals;
    QMap<QString, QPair<int, int>> reserve;
    int turns = -1;
    int setAside = -1;
    QString error;         // "turn N: text"
    QString invalid;       // "LINE:COL: text"
    int expectations = 0;  // how many lines were read
};

QMap<QString, int> parseColorMap(const QString& text)
{
    QMap<QString, int> out;
    for (const QString& item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto kv = item.split(QLatin1Char('='));
        if (kv.size() == 2) out.insert(kv[0], kv[1].toInt());
    }
    return out;
}

Expectations readExpectations(const QString& path)
{
    Expectations e;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return e;
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression re(QStringLiteral("^#\\s*expect-([a-z-]+):\\s*(.*)$"),
                                       QRegularExpression::MultilineOption);
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString key = m.captured(1);
        const QString value = m.captured(2).trimmed();
        ++e.expectations;
        if (key == QLatin1String("scores"))
            e.scores = parseColorMap(value);
        else if (key == QLatin1String("final"))
            e.finals = parseColorMap(value);
        else if (key == QLatin1String("turns"))
            e.turns = value.toInt();
        else if (key == QLatin1String("set-aside"))
            e.setAside = value.toInt();
        else if (key == QLatin1String("error"))
            e.error = value;
        else if (key == QLatin1String("invalid"))
            e.invalid = value;
        else if (key == QLatin1String("reserve")) {
            for (const QString& item : value.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const auto kv = item.split(QLatin1Char('='));
                const auto sl = kv.value(1).split(QLatin1Char('/'));
                if (kv.size() == 2 && sl.size() == 2) e.reserve.insert(kv[0], {sl[0].toInt(), sl[1].toInt()});
            }
        } else {
            --e.expectations;
            qWarning("%s: unknown expectation %s", qPrintable(path), qPrintable(key));
        }
    }
    return e;
}

// "turn 3: text" -> ("turn 3:", "text")
QPair<QString, QString> splitTurnError(const QString& expected)
{
    const int colon = expected.indexOf(QLatin1Char(':'));
    return {expected.left(colon + 1), expected.mid(colon + 1).trimmed()};
}

QMap<QString, int> scoresOf(const Game& g, bool final)
{
    QMap<QString, int> out;
    const auto finals = g.finalScores();
    for (int p = 0; p < g.playerCount(); ++p)
        out.insert(QString::fromLatin1(colorName(g.color(p))), final ? finals[static_cast<std::size_t>(p)] : g.score(p));
    return out;
}

QMap<QString, int> jsonScores(const QJsonObject& o)
{
    QMap<QString, int> out;
    for (auto it = o.begin(); it != o.end(); ++it) out.insert(it.key(), it.value().toInt());
    return out;
}

struct CliResult
{
    int exitCode = -1;
    QByteArray out, err;
};

CliResult runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(SWC_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(60000)) return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace

class TestRecords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void engine_data();
    void engine();
    void cli_data() { engine_data(); }
    void cli();
    void writeParseRoundTrip_data() { engine_data(); }
    void writeParseRoundTrip();
    void malformedNeverCrashes();

private:
    QStringList files_;
};

void TestRecords::initTestCase()
{
    const QDir dir(QStringLiteral(SWC_TEST_DATA_DIR "/records"));
    for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        files_ << dir.filePath(name);
    QVERIFY2(files_.size() >= 60, "the records folder lost its cases");
    QVERIFY(QFileInfo::exists(QStringLiteral(SWC_CLI_PATH)));
}

void TestRecords::engine_data()
{
    QTest::addColumn<QString>("path");
    for (const QString& f : std::as_const(files_)) QTest::newRow(qPrintable(QFileInfo(f).completeBaseName())) << f;
}

void TestRecords::engine()
{
    QFETCH(QString, path);
    const Expectations e = readExpectations(path);
    QVERIFY2(e.expectations > 0, "a record case must state what it expects");

    std::vector<RecordError> errors;
    const auto record = loadRecord(path.toStdString(), errors);
    if (!e.invalid.isEmpty()) {
        QVERIFY2(!record, "a malformed record was accepted");
        QVERIFY(!errors.empty());
        const QString got = QString::fromStdString(errors.front().describe());
        // describe() is "FILE:LINE:COL: message"
        const QString expectedPos = e.invalid.section(QLatin1Char(':'), 0, 1) + QLatin1Char(':');
        const QString expectedText = e.invalid.section(QLatin1Char(':'), 2).trimmed();
        const QString afterFile = got.mid(path.size() + 1);
        QVERIFY2(afterFile.startsWith(expectedPos), qPrintable(got));
        QVERIFY2(afterFile.contains(expectedText), qPrintable(got));
        return;
    }
    QVERIFY2(record, errors.empty() ? "no record" : errors.front().describe().c_str());

    const ReplayResult result = replay(*record);
    if (!e.error.isEmpty()) {
        QVERIFY2(result.error, "an illegal move was accepted");
        const QString msg = QString::fromStdString(result.error->message());
        const auto [prefix, text] = splitTurnError(e.error);
        QVERIFY2(msg.startsWith(prefix), qPrintable(msg));
        QVERIFY2(msg.contains(text), qPrintable(msg));
    } else {
        QVERIFY2(!result.error, result.error ? result.error->describe().c_str() : "");
    }
    if (e.turns >= 0) QCOMPARE(result.turnsPlayed, e.turns);
    if (e.setAside >= 0) QCOMPARE(static_cast<int>(result.game.setAside().size()), e.setAside);
    if (!e.scores.isEmpty()) QCOMPARE(scoresOf(result.game, false), e.scores);
    if (!e.finals.isEmpty()) QCOMPARE(scoresOf(result.game, true), e.finals);
    for (auto it = e.reserve.begin(); it != e.reserve.end(); ++it) {
        const auto color = parseColor(it.key().toStdString());
        QVERIFY(color);
        int seat = -1;
        for (int p = 0; p < result.game.playerCount(); ++p)
            if (result.game.color(p) == *color) seat = p;
        QVERIFY2(seat >= 0, qPrintable(it.key()));
        QCOMPARE(result.game.reserve(seat, MeepleSize::Small), it.value().first);
        QCOMPARE(result.game.reserve(seat, MeepleSize::Large), it.value().second);
    }
}

void TestRecords::cli()
{
    QFETCH(QString, path);
    const Expectations e = readExpectations(path);

    const CliResult validate = runCli({QStringLiteral("validate"), path});
    if (!e.invalid.isEmpty()) {
        QCOMPARE(validate.exitCode, 2);
        const QString err = QString::fromUtf8(validate.err);
        QVERIFY2(err.startsWith(path + QLatin1Char(':') + e.invalid.section(QLatin1Char(':'), 0, 1) + QLatin1Char(':')),
                 qPrintable(err));
        const CliResult rp = runCli({QStringLiteral("replay"), path});
        QCOMPARE(rp.exitCode, 2);
        return;
    }
    QCOMPARE(validate.exitCode, e.error.isEmpty() ? 0 : 2);

    const CliResult r = runCli({QStringLiteral("replay"), path});
    if (!e.error.isEmpty()) {
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        const auto [prefix, text] = splitTurnError(e.error);
        QVERIFY2(err.startsWith(prefix) && err.section(QLatin1Char('\n'), 0, 0).contains(text), qPrintable(err));
        return;
    }
    QCOMPARE(r.exitCode, 0);
    QJsonParseError perr;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &perr).object();
    QVERIFY2(perr.error == QJsonParseError::NoError, qPrintable(perr.errorString()));
    if (e.turns >= 0) QCOMPARE(o.value(QStringLiteral("turns")).toInt(), e.turns);
    if (!e.scores.isEmpty()) QCOMPARE(jsonScores(o.value(QStringLiteral("scores")).toObject()), e.scores);
    if (!e.finals.isEmpty()) QCOMPARE(jsonScores(o.value(QStringLiteral("final_scores")).toObject()), e.finals);
}

void TestRecords::writeParseRoundTrip()
{
    QFETCH(QString, path);
    const Expectations e = readExpectations(path);
    if (!e.invalid.isEmpty() || !e.error.isEmpty()) QSKIP("not a playable record");
    std::vector<RecordError> errors;
    const auto record = loadRecord(path.toStdString(), errors);
    QVERIFY(record);
    const ReplayResult first = replay(*record);

    GameRecord copy = *record;
    const std::string text = writeRecord(copy);
    errors.clear();
    const auto again = parseRecord(text, "written.yaml", QFileInfo(path).absolutePath().toStdString(), errors);
    QVERIFY2(again, errors.empty() ? text.c_str() : errors.front().describe().c_str());
    QCOMPARE(again->names, record->names);
    QCOMPARE(again->seats, record->seats);
    const ReplayResult second = replay(*again);
    QVERIFY(!second.error);
    QCOMPARE(second.turnsPlayed, first.turnsPlayed);
    QCOMPARE(scoresOf(second.game, true), scoresOf(first.game, true));
    QCOMPARE(scoresOf(second.game, false), scoresOf(first.game, false));
}

void TestRecords::malformedNeverCrashes()
{
    // Every prefix of every record file: parse errors or a game, never a crash.
    int rejected = 0;
    for (const QString& path : std::as_const(files_)) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray all = f.readAll();
        for (qsizetype cut = 0; cut < all.size(); cut += 7) {
            std::vector<RecordError> errors;
            const auto record = parseRecord(all.left(cut).toStdString(), "cut.yaml",
                                            QFileInfo(path).absolutePath().toStdString(), errors);
            if (!record) {
                QVERIFY(!errors.empty());
                QVERIFY(!errors.front().message().empty());
                ++rejected;
            } else {
                replay(*record);
            }
        }
    }
    QVERIFY(rejected > 0);
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
