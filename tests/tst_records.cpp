// Data-driven rule tests: every record under tests/data/records/ is replayed twice, once through
// the engine API and once through the command-line program, and checked against the
// expectations written in its own comments (hand-computed from docs/rules.md, never from the
// program). The games under tests/data/older-saves/ were saved by the program before records said
// how their pile is ordered: they must replay as they were played then (their expectations are
// what that program announced or replayed them to).
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
//   # expect-pile: swapped               the pile order it is read in (default: ordered, the
//                                         documented one); the command line notes an older save

#include "cli_runner.h"
#include "record.h"
#include "recordmoves.h"
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
    PileOrder pile = PileOrder::Ordered;
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
        else if (key == QLatin1String("pile"))
            e.pile = value == QLatin1String("swapped") ? PileOrder::Swapped : PileOrder::Ordered;
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
    void duplicateKeys();
    void formatVersion();
    void pileOrderKey();
    void names_data();
    void names();
    void namesWrittenForEveryReader();
    void strictNumbers_data();
    void strictNumbers();
    void looseValues_data();
    void looseValues();
    void seedGiven_data();
    void seedGiven();
    void customSetWrittenInline();
    void errorsCapped();
    void recordCaps_data();
    void recordCaps();
    void missingFile();

private:
    QStringList files_;
};

void TestRecords::initTestCase()
{
    for (const char* folder : {"/records", "/older-saves"}) {
        const QDir dir(QStringLiteral(SWC_TEST_DATA_DIR) + QLatin1String(folder));
        for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
            files_ << dir.filePath(name);
    }
    QVERIFY2(files_.size() >= 63, "the records folders lost their cases");
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
    QCOMPARE(record->pileOrder, e.pile);

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
    QCOMPARE(r.err.contains("an older save"), e.pile == PileOrder::Swapped);
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
    QCOMPARE(again->pileOrder, record->pileOrder);
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

namespace {

// The only error of parsing `text`, or a failure.
RecordError onlyError(const std::string& text)
{
    std::vector<RecordError> errors;
    const auto record = parseRecord(text, "case.yaml", SWC_TEST_DATA_DIR "/records", errors);
    if (record || errors.size() != 1) {
        QString all;
        for (const RecordError& e : errors) all += QString::fromStdString(e.describe()) + QLatin1Char('\n');
        qWarning("expected one error, got %d:\n%s", int(errors.size()), qPrintable(all));
        return RecordError{};
    }
    return errors[0];
}

const std::string kHead = "tileset: standard\nplayers: [red, black]\n";

}  // namespace

// A key given twice is an error (yaml-cpp would keep the first value silently; issue 10, item 6).
void TestRecords::duplicateKeys()
{
    RecordError e = onlyError(kHead + "seed: 1\nseed: 2\n");
    QCOMPARE(e.code, RecordErrorCode::DuplicateKey);
    QCOMPARE(e.args, std::vector<std::string>{"seed"});
    QCOMPARE(e.pos, (SourcePos{4, 1}));
    QCOMPARE(e.turn, 0);
    e = onlyError(kHead + "turns:\n  - {at: [1, 0], rotation: 90, at: [0, 1]}\n");
    QCOMPARE(e.code, RecordErrorCode::DuplicateKey);
    QCOMPARE(e.args, std::vector<std::string>{"at"});
    QCOMPARE(e.pos, (SourcePos{4, 32}));
    QCOMPARE(e.turn, 1);
    QCOMPARE(e.message(), std::string("turn 1: the key 'at' appears twice"));
    e = onlyError(kHead + "turns:\n  - {at: [1, 0], meeple: {feature: route, edge: E, edge: W}}\n");
    QCOMPARE(e.code, RecordErrorCode::DuplicateKey);
    QCOMPARE(e.pos, (SourcePos{4, 52}));  // the second `edge`
}

// Records carry `format: 1` (issue 10, item 6); those written before it still read.
void TestRecords::formatVersion()
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    const std::string text = writeRecord(rec);
    QVERIFY2(text.rfind("format: 1\ntileset: standard\n", 0) == 0, text.c_str());

    std::vector<RecordError> errors;
    QVERIFY(parseRecord(text, "new.yaml", "", errors));
    QVERIFY(parseRecord(kHead, "old.yaml", "", errors));  // no format: an older record
    QVERIFY(errors.empty());

    RecordError e = onlyError("format: 2\n" + kHead);
    QCOMPARE(e.code, RecordErrorCode::UnsupportedFormat);
    QCOMPARE(e.pos, (SourcePos{1, 9}));
    QCOMPARE(e.message(), std::string("unsupported record format 2 (this program reads format 1)"));
    e = onlyError("format: one\n" + kHead);
    QCOMPARE(e.code, RecordErrorCode::WrongType);
    QCOMPARE(e.args, (std::vector<std::string>{"format", "an integer"}));
}

// `pile` says how a named tile comes to the top (docs/record-format.md): written in every record,
// read strictly; a record with it is never guessed, one without it is (tests/data/older-saves).
void TestRecords::pileOrderKey()
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    QVERIFY(writeRecord(rec).find("\npile: ordered\n") != std::string::npos);
    rec.pileOrder = PileOrder::Swapped;
    const std::string swapped = writeRecord(rec);
    QVERIFY2(swapped.find("\npile: swapped\n") != std::string::npos, swapped.c_str());

    std::vector<RecordError> errors;
    auto read = parseRecord(swapped, "swapped.yaml", "", errors);
    QVERIFY(read);
    QCOMPARE(read->pileOrder, PileOrder::Swapped);
    read = parseRecord(kHead + "pile: ordered\n", "ordered.yaml", "", errors);
    QVERIFY(read);
    QCOMPARE(read->pileOrder, PileOrder::Ordered);
    QVERIFY(errors.empty());

    RecordError e = onlyError(kHead + "pile: sideways\n");
    QCOMPARE(e.code, RecordErrorCode::BadValue);
    QCOMPARE(e.pos, (SourcePos{3, 7}));
    QCOMPARE(QString::fromStdString(e.message()), QStringLiteral("'pile' is sideways; allowed: ordered or swapped"));
    e = onlyError(kHead + "pile: [ordered]\n");
    QCOMPARE(e.code, RecordErrorCode::WrongType);

    // The older save that replays only in the older order: with the key it is read as it says.
    QFile f(QStringLiteral(SWC_TEST_DATA_DIR "/older-saves/swapped-pile.yaml"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::string older = f.readAll().toStdString();
    const std::size_t turns = older.find("\nturns:");
    QVERIFY(turns != std::string::npos);
    const std::string marked = older.substr(0, turns) + "\npile: ordered" + older.substr(turns);
    read = parseRecord(marked, "marked.yaml", "", errors);
    QVERIFY(read);
    QCOMPARE(read->pileOrder, PileOrder::Ordered);
    const ReplayResult r = replay(*read);
    QVERIFY(r.error);
    QCOMPARE(r.error->message(), std::string("turn 3: no face-up tile 'planet-empire'"));
}

// Display names: UTF-8 without control characters, at most 50 characters (issue 10, items 5
// and 6: a NUL was mangled, Latin-1 bytes were accepted, a 1 MB name froze the window).
void TestRecords::names_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("code");  // -1: read as given
    QTest::addColumn<QStringList>("args");
    QTest::newRow("plain") << QByteArray("Leia Organa") << -1 << QStringList();
    QTest::newRow("accents") << QByteArray("\"Ana\xc3\xafs\"") << -1 << QStringList();
    QTest::newRow("empty") << QByteArray("\"\"") << -1 << QStringList();
    QTest::newRow("50 characters") << QByteArray(50, 'x') << -1 << QStringList();
    QTest::newRow("51 characters") << QByteArray(51, 'x') << int(RecordErrorCode::TooLong)
                                   << QStringList{QStringLiteral("names"), QString(40, QLatin1Char('x')) + QStringLiteral("..."),
                                                  QStringLiteral("51"), QStringLiteral("50")};
    QTest::newRow("1 MiB") << QByteArray(1 << 20, 'y') << int(RecordErrorCode::TooLong)
                           << QStringList{QStringLiteral("names"), QString(40, QLatin1Char('y')) + QStringLiteral("..."),
                                          QStringLiteral("1048576"), QStringLiteral("50")};
    QTest::newRow("escaped NUL") << QByteArray("\"Han\\0Solo\"") << int(RecordErrorCode::BadText)
                                 << QStringList{QStringLiteral("names"), QStringLiteral("control")};
    QTest::newRow("escaped line break") << QByteArray("\"Han\\nSolo\"") << int(RecordErrorCode::BadText)
                                        << QStringList{QStringLiteral("names"), QStringLiteral("control")};
    QTest::newRow("raw NUL") << QByteArray("Han\0Solo", 8) << int(RecordErrorCode::ControlCharacter)
                             << QStringList{QStringLiteral("U+0000")};
    QTest::newRow("Latin-1") << QByteArray("Ren\xe9") << int(RecordErrorCode::NotUtf8) << QStringList();
}

void TestRecords::names()
{
    QFETCH(QByteArray, name);
    QFETCH(int, code);
    QFETCH(QStringList, args);
    const std::string text = kHead + "names: [" + name.toStdString() + ", Chewie]\n";
    std::vector<RecordError> errors;
    const auto rec = parseRecord(text, "names.yaml", "", errors);
    if (code < 0) {
        QVERIFY(rec);
        QCOMPARE(rec->names.size(), std::size_t(2));
        QCOMPARE(rec->names[1], std::string("Chewie"));
        return;
    }
    QVERIFY(!rec);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(int(errors[0].code), code);
    QStringList got;
    for (const std::string& a : errors[0].args) got << QString::fromStdString(a);
    QCOMPARE(got, args);
    // Line 3 "names: [": the name starts at column 9 (a raw byte is reported where it is).
    QCOMPARE(errors[0].pos.line, 3);
    QVERIFY(errors[0].describe().size() < 200);
}

// Names that a YAML 1.1 reader (PyYAML) or a YAML 1.2 one reads as booleans, nulls or numbers
// are written in double quotes, so that every reader gets the names back (issue 40, item 5: they
// were written plain, and ~ and null came back empty here too).
void TestRecords::namesWrittenForEveryReader()
{
    const std::vector<std::vector<std::string>> groups{{"yes", "No", "ON", "off", "y"},
                                                       {"n", "null", "~", "0x1F", "1e3"},
                                                       {".inf", "010", "-1", "+1", "True"},
                                                       {"<<", "=", "", "Leia", "Han Solo"}};
    const char* const written[] = {"names: [\"yes\", \"No\", \"ON\", \"off\", \"y\"]\n",
                                   "names: [\"n\", \"null\", \"~\", \"0x1F\", \"1e3\"]\n",
                                   "names: [\".inf\", \"010\", \"-1\", \"+1\", \"True\"]\n",
                                   "names: [\"<<\", \"=\", \"\", Leia, Han Solo]\n"};
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<RecordError> errors;
        auto rec = parseRecord("tileset: standard\nplayers: [red, green, black, white, orange]\n", "names.yaml", "",
                               errors);
        QVERIFY(rec);
        rec->names = groups[g];
        const std::string text = writeRecord(*rec);
        QVERIFY2(text.find(written[g]) != std::string::npos, text.c_str());
        const auto again = parseRecord(text, "names.yaml", "", errors);
        QVERIFY(errors.empty());
        QVERIFY(again);
        QCOMPARE(again->names, groups[g]);
    }
}

// Decimal integers only (issue 10, item 6), positions within ±1,000,000.
void TestRecords::strictNumbers_data()
{
    QTest::addColumn<QString>("tail");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("args");
    const auto wrong = [](const char* key, const char* expected) {
        return QStringList{QString::fromLatin1(key), QString::fromLatin1(expected)};
    };
    QTest::newRow("seed 0x10") << QStringLiteral("seed: 0x10") << int(RecordErrorCode::WrongType)
                               << wrong("seed", "a non-negative integer");
    QTest::newRow("seed 1.5") << QStringLiteral("seed: 1.5") << int(RecordErrorCode::WrongType)
                              << wrong("seed", "a non-negative integer");
    QTest::newRow("seed -1") << QStringLiteral("seed: -1") << int(RecordErrorCode::OutOfRange)
                             << QStringList{QStringLiteral("seed"), QStringLiteral("-1"), QStringLiteral("0"),
                                            QStringLiteral("18446744073709551615")};
    QTest::newRow("seed 2^64") << QStringLiteral("seed: 18446744073709551616") << int(RecordErrorCode::OutOfRange)
                               << QStringList{QStringLiteral("seed"), QStringLiteral("18446744073709551616"),
                                              QStringLiteral("0"), QStringLiteral("18446744073709551615")};
    QTest::newRow("rotation 0x5A") << QStringLiteral("turns: [{at: [1, 0], rotation: 0x5A}]")
                                   << int(RecordErrorCode::WrongType) << wrong("rotation", "an integer");
    // A whole number past the integers is named with the allowed rotations (issue 21: it was
    // refused with the integer range).
    QTest::newRow("rotation 10^20") << QStringLiteral("turns: [{at: [1, 0], rotation: 100000000000000000000}]")
                                    << int(RecordErrorCode::BadValue)
                                    << QStringList{QStringLiteral("rotation"), QStringLiteral("100000000000000000000"),
                                                   QStringLiteral("0, 90, 180 or 270")};
    QTest::newRow("die 0o6") << QStringLiteral("turns: [{at: [1, 0], dice: [0o6]}]") << int(RecordErrorCode::WrongType)
                             << wrong("dice", "an integer");
    QTest::newRow("far away") << QStringLiteral("turns: [{at: [1000001, 0]}]") << int(RecordErrorCode::OutOfRange)
                              << QStringList{QStringLiteral("at"), QStringLiteral("1000001"), QStringLiteral("-1000000"),
                                             QStringLiteral("1000000")};
    QTest::newRow("past int") << QStringLiteral("turns: [{at: [0, -99999999999]}]") << int(RecordErrorCode::OutOfRange)
                              << QStringList{QStringLiteral("at"), QStringLiteral("-99999999999"),
                                             QStringLiteral("-1000000"), QStringLiteral("1000000")};
}

// What was read loosely (issue 40, item 8): quoted numbers and booleans, a '+' or a leading zero
// (a YAML 1.1 reader takes 010 for octal 8), tags, characters that reorder or break the text
// around a name. Each is refused on line 3, at its column.
void TestRecords::looseValues_data()
{
    QTest::addColumn<QString>("tail");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("column");
    using C = RecordErrorCode;
    const QStringList rotation{"rotation", "an integer"};
    const QStringList seed{"seed", "a non-negative integer"};
    QTest::newRow("rotation \"90\"") << QStringLiteral("turns: [{at: [1, 0], rotation: \"90\"}]") << int(C::WrongType)
                                     << rotation << 32;
    QTest::newRow("rotation '90'") << QStringLiteral("turns: [{at: [1, 0], rotation: '90'}]") << int(C::WrongType)
                                   << rotation << 32;
    QTest::newRow("rotation 090") << QStringLiteral("turns: [{at: [1, 0], rotation: 090}]") << int(C::WrongType)
                                  << rotation << 32;
    QTest::newRow("seed +1") << QStringLiteral("seed: +1") << int(C::WrongType) << seed << 7;
    QTest::newRow("seed \"1\"") << QStringLiteral("seed: \"1\"") << int(C::WrongType) << seed << 7;
    QTest::newRow("seed 010") << QStringLiteral("seed: 010") << int(C::WrongType) << seed << 7;
    QTest::newRow("x +1") << QStringLiteral("turns: [{at: [+1, 0]}]") << int(C::WrongType) << QStringList{"at", "an integer"}
                          << 15;
    QTest::newRow("teams \"true\"") << QStringLiteral("teams: \"true\"") << int(C::WrongType)
                                    << QStringList{"teams", "true or false"} << 8;
    QTest::newRow("seed !!int 5") << QStringLiteral("seed: !!int 5") << int(C::TagNotSupported) << QStringList{"!!int"} << 7;
    QTest::newRow("names !!binary") << QStringLiteral("names: [!!binary SGFu]") << int(C::TagNotSupported)
                                    << QStringList{"!!binary"} << 9;
    QTest::newRow("turns !foo") << QStringLiteral("turns: !foo [{at: [1, 0]}]") << int(C::TagNotSupported)
                                << QStringList{"!foo"} << 8;
    QTest::newRow("a bare tag") << QStringLiteral("seed: ! 5") << int(C::TagNotSupported) << QStringList{"!"} << 7;
    QTest::newRow("right-to-left override") << QStringLiteral("names: [\"Han\\u202eoloS\", Chewie]") << int(C::BadText)
                                            << QStringList{"names", "format", "U+202E"} << 9;
    QTest::newRow("line separator") << QStringLiteral("names: [Han, \"Chew\\u2028ie\"]") << int(C::BadText)
                                    << QStringList{"names", "format", "U+2028"} << 14;
}

void TestRecords::looseValues()
{
    QFETCH(QString, tail);
    QFETCH(int, code);
    QFETCH(QStringList, args);
    QFETCH(int, column);
    const RecordError e = onlyError(kHead + tail.toStdString() + "\n");
    QCOMPARE(int(e.code), code);
    QStringList got;
    for (const std::string& a : e.args) got << QString::fromStdString(a);
    QCOMPARE(got, args);
    QCOMPARE(e.pos, (SourcePos{3, column}));
}

void TestRecords::strictNumbers()
{
    QFETCH(QString, tail);
    QFETCH(int, code);
    QFETCH(QStringList, args);
    const RecordError e = onlyError(kHead + tail.toStdString() + "\n");
    QCOMPARE(int(e.code), code);
    QStringList got;
    for (const std::string& a : e.args) got << QString::fromStdString(a);
    QCOMPARE(got, args);
    QCOMPARE(e.pos.line, 3);

    // The largest seed and the farthest position read.
    std::vector<RecordError> errors;
    const auto rec = parseRecord(kHead + "seed: 18446744073709551615\nturns: [{at: [-1000000, 1000000]}]\n", "ok.yaml",
                                 "", errors);
    QVERIFY(rec);
    QCOMPARE(rec->seed, std::uint64_t(18446744073709551615ULL));
    QCOMPARE(rec->turns[0].placement.at, (Pos{-1000000, 1000000}));
}

// Whether a set-up names its seed is the parser's answer (a game server draws a secret one
// otherwise): a seed in JSON style counts, a name that contains "seed:" does not (issue 20, item 4:
// a text search for "seed:" got both wrong).
void TestRecords::seedGiven_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("given");
    QTest::addColumn<qulonglong>("seed");
    QTest::newRow("block style") << QStringLiteral("tileset: standard\nplayers: [red, black]\nseed: 42\n") << true
                                 << qulonglong(42);
    QTest::newRow("JSON style") << QStringLiteral("{\"tileset\": \"standard\", \"players\": [\"red\", \"black\"], \"seed\": 42}")
                                << true << qulonglong(42);
    QTest::newRow("seed 0") << QStringLiteral("{tileset: standard, players: [red, black], seed: 0}") << true << qulonglong(0);
    QTest::newRow("a name with seed:") << QStringLiteral("tileset: standard\nplayers: [red, black]\nnames: [\"Ann, seed: 1\", \"seed: 2\"]\n")
                                       << false << qulonglong(1);
    QTest::newRow("none") << QStringLiteral("tileset: standard\nplayers: [red, black]\n") << false << qulonglong(1);
}

void TestRecords::seedGiven()
{
    QFETCH(QString, text);
    QFETCH(bool, given);
    QFETCH(qulonglong, seed);
    std::vector<RecordError> errors;
    const auto rec = parseRecord(text.toStdString(), "setup.yaml", "", errors);
    QVERIFY2(rec, errors.empty() ? "" : errors.front().describe().c_str());
    QCOMPARE(rec->seedGiven, given);
    QCOMPARE(qulonglong(rec->seed), seed);
}

// A record written with a set from a file holds the set itself, so that it opens anywhere
// (issue 10, item 7: resume and Save As elsewhere lost relative paths); a built-in set stays a name.
void TestRecords::customSetWrittenInline()
{
    const QString path = QStringLiteral(SWC_TEST_DATA_DIR "/records/set-aside-tile-fits-nowhere.yaml");
    std::vector<RecordError> errors;
    const auto rec = loadRecord(path.toStdString(), errors);
    QVERIFY(rec);
    QCOMPARE(rec->tilesetRef, std::string("../tilesets/tiny.yaml"));
    const std::string text = writeRecord(*rec);
    QVERIFY2(text.find("tiny.yaml") == std::string::npos, text.c_str());
    QVERIFY2(text.find("name: Tiny") != std::string::npos, text.c_str());

    // Read from a folder where no tiny.yaml is: it replays as the original (expect-final: red=5 black=4).
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString copy = elsewhere.filePath(QStringLiteral("moved.yaml"));
    QFile f(copy);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(text));
    f.close();
    const auto again = loadRecord(QFile::encodeName(copy).toStdString(), errors);
    QVERIFY2(again, errors.empty() ? "" : errors.front().describe().c_str());
    QVERIFY(again->tilesetRef.empty());
    QCOMPARE(*again->tileset, *rec->tileset);
    const ReplayResult r = replay(*again);
    QVERIFY(!r.error);
    QCOMPARE(r.turnsPlayed, 3);
    QCOMPARE(scoresOf(r.game, true), (QMap<QString, int>{{QStringLiteral("red"), 5}, {QStringLiteral("black"), 4}}));

    // A set that is named like a built-in one but is not it is written inline too.
    GameRecord named = *rec;
    named.tilesetRef = "standard";
    QVERIFY(writeRecord(named).find("name: Tiny") != std::string::npos);
    named.tileset = builtinTileset("standard");
    QVERIFY(writeRecord(named).find("tileset: standard\n") != std::string::npos);
}

// A record of many bad turns: 100 errors and one that says more follow.
void TestRecords::errorsCapped()
{
    std::string text = kHead + "turns:\n";
    for (int i = 0; i < 300; ++i) text += "  - {at: [1, 0], rotation: 45}\n";
    std::vector<RecordError> errors;
    QVERIFY(!parseRecord(text, "many.yaml", "", errors));
    QCOMPARE(errors.size(), std::size_t(101));
    QCOMPARE(errors[0].code, RecordErrorCode::BadValue);
    QCOMPARE(errors[0].turn, 1);
    QCOMPARE(errors[99].turn, 100);
    QCOMPARE(errors[100].code, RecordErrorCode::TooManyErrors);
    QCOMPARE(errors[100].describe(), std::string("many.yaml: more errors follow (only the first 100 are listed)"));
}

// What a record may hold is capped (docs/record-format.md, "Limits"), so that a hostile record
// (200,000 dice in one turn took 636 MB and 4 s in the program) is refused at once, at the first
// entry too many; one at the cap is read.
void TestRecords::recordCaps_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("limit");
    QTest::newRow("dice") << QStringLiteral("dice") << kMaxRecordDice;
    QTest::newRow("traders") << QStringLiteral("traders") << kMaxRecordTraders;
    QTest::newRow("turns") << QStringLiteral("turns") << kMaxRecordTurns;
}

void TestRecords::recordCaps()
{
    QFETCH(QString, key);
    QFETCH(int, limit);
    // One entry a line: entry k (from 0) is on line 5 + k.
    const auto text = [&](int entries) {
        std::string out = kHead + "turns:\n";
        const bool turns = key == QLatin1String("turns");
        if (!turns) out += "  - at: [1, 0]\n    " + key.toStdString() + ":\n";
        const std::string entry = key == QLatin1String("dice")      ? "      - 6\n"
                                  : key == QLatin1String("traders") ? "      - keep\n"
                                                                    : "  - {at: [1, 0]}\n";
        for (int k = 0; k < entries; ++k) out += entry;
        return out;
    };
    std::vector<RecordError> errors;
    QVERIFY(!parseRecord(text(limit + 1), "big.yaml", "", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, RecordErrorCode::TooManyEntries);
    const int firstLine = key == QLatin1String("turns") ? 4 : 6;
    QCOMPARE(errors[0].pos.line, firstLine + limit);
    QCOMPARE(errors[0].describe(), "big.yaml:" + std::to_string(firstLine + limit) + ":" +
                                       (key == QLatin1String("turns") ? "5" : "9") + ": " +
                                       (key == QLatin1String("turns") ? "" : "turn 1: ") + "'" + key.toStdString() + "' lists " +
                                       std::to_string(limit + 1) + " entries; a record holds at most " +
                                       std::to_string(limit));
    errors.clear();
    const auto rec = parseRecord(text(limit), "full.yaml", "", errors);
    QVERIFY2(rec, errors.empty() ? "" : errors[0].describe().c_str());
    const std::size_t read = key == QLatin1String("dice")      ? rec->turns[0].dice.size()
                             : key == QLatin1String("traders") ? rec->turns[0].replacements.size()
                                                               : rec->turns.size();
    QCOMPARE(read, std::size_t(limit));
}

// A missing file says so (issue 21: it said "cannot read").
void TestRecords::missingFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("gone.yaml")).toStdString();
    std::vector<RecordError> errors;
    QVERIFY(!loadRecord(path, errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, RecordErrorCode::FileNotFound);
    QCOMPARE(errors[0].describe(), path + ": no such file " + path);
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
