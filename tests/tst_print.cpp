// Print and play (common/printsheets.h) and the board's pictures (common/boardpicture.h), through
// the layout and through the CLI's print and picture, whose files poppler's pdfinfo and
// pdftotext read (packaging/debian-deps.sh installs them). The standard set's numbers are the
// rulebook's: 76 tiles. The sheets are drawn in the Plain theme where the look does not matter,
// so that the tests stay quick.
#include "boardpicture.h"
#include "cli_runner.h"
#include "printsheets.h"
#include "record.h"
#include "timeline.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include <set>
#include <sys/resource.h>
#include <unistd.h>

using namespace swc;
using namespace swc::ui;

namespace {

QStringList args(const char* text) { return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts); }

// What a poppler tool prints about a file (empty when the tool is missing).
QString poppler(const QString& tool, const QStringList& arguments)
{
    if (QStandardPaths::findExecutable(tool).isEmpty()) return {};
    const CliResult r = runProgram(tool, arguments);
    return QString::fromUtf8(r.out);
}

// pdfinfo's "Pages:" and "Page size:" of a PDF.
std::pair<int, QString> pdfPages(const QString& path)
{
    const QString info = poppler(QStringLiteral("pdfinfo"), {path});
    const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    const auto size = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+ x [\\d.]+) pts")).match(info);
    return {pages.hasMatch() ? pages.captured(1).toInt() : -1, size.hasMatch() ? size.captured(1) : QString()};
}

void needPoppler()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
        QSKIP("pdfinfo (poppler-utils) is not installed: packaging/debian-deps.sh installs it");
}

}  // namespace

class TestPrint : public QObject
{
    Q_OBJECT

private slots:
    void standardSetFillsItsSheets();
    void standardSetOnA4();
    void letterWithBacks();
    void frenchCover();
    void unwritableOutputLeavesNoFile();
    void fileSizeLimitKeepsTheOldFile();
    void setWithProblemsRefused();
    void onePicturePerFace_data();
    void onePicturePerFace();
    void boardPictureOfAStep_data();
    void boardPictureOfAStep();
};

// Every copy of every face has a place of its own on the sheets: 76 at 45 mm on A4, 3 by 5 a
// sheet (210 mm less 2 x 10 mm of margin holds 3 cells of 45 + 2 x 3 mm; 297 mm, 5), so 6 sheets.
void TestPrint::standardSetFillsItsSheets()
{
    const auto set = builtinTileset("standard");
    const PrintOptions o;
    const std::vector<PlacedPrint> placed = PrintSheets::placements(*set, o);
    QCOMPARE(static_cast<int>(placed.size()), 76);
    std::set<std::tuple<int, double, double>> spots;
    std::vector<int> copies(set->faces.size(), 0);
    const QRectF paper(0, 0, 210, 297);
    for (const PlacedPrint& t : placed) {
        spots.insert({t.sheet, t.cutMm.x(), t.cutMm.y()});
        ++copies[static_cast<std::size_t>(t.face)];
        QCOMPARE(t.cutMm.size(), QSizeF(45, 45));
        // The bleed within the paper's margins, where the cut marks are.
        QVERIFY(paper.adjusted(10, 10, -10, -10).contains(t.cutMm.adjusted(-3, -3, 3, 3)));
    }
    QCOMPARE(static_cast<int>(spots.size()), 76);  // no two on one spot
    for (std::size_t f = 0; f < set->faces.size(); ++f) QCOMPARE(copies[f], set->faces[f].count);
    const SheetLayout l = PrintSheets::layout(*set, o);
    QCOMPARE(l.columns, 3);
    QCOMPARE(l.rows, 5);
    QCOMPARE(l.sheets, 6);
    QCOMPARE(l.pages(false), 7);
    QCOMPARE(l.pages(true), 14);
}

// The PDF: one cover and the 6 sheets, A4 (595 x 842 points), its words as text.
void TestPrint::standardSetOnA4()
{
    needPoppler();
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("standard.pdf"));
    // Without XDG_RUNTIME_DIR (a cron job, a container), nothing but the result is said.
    const CliResult r = runCli(args("print standard --theme plain --out") << out,
                               {QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("XDG_RUNTIME_DIR=")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\"pages\": 7") && r.out.contains("\"tiles\": 76"), r.out.constData());
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(pdfPages(out), std::make_pair(7, QStringLiteral("595 x 842")));
    const QString cover = poppler(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                                QStringLiteral("1"), out, QStringLiteral("-")});
    QVERIFY2(cover.contains(QStringLiteral("Standard")) && cover.contains(QStringLiteral("76 tiles to cut out")),
             qPrintable(cover));
    QVERIFY2(cover.contains(QStringLiteral("House rules of this set: none.")), qPrintable(cover));
}

// Letter paper (612 x 792 points) with backs: every page, the cover too, has its back.
void TestPrint::letterWithBacks()
{
    needPoppler();
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("letter.pdf"));
    const CliResult r = runCli(args("print standard --theme plain --paper letter --backs --tile-size 45 --bleed 3 --out") << out);
    QCOMPARE(r.exitCode, 0);
    // 215.9 mm less the margins holds 3 cells of 51 mm, 279.4 mm 5: 6 sheets, (1 + 6) x 2 pages.
    QCOMPARE(pdfPages(out), std::make_pair(14, QStringLiteral("612 x 792")));
}

void TestPrint::frenchCover()
{
    needPoppler();
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fr.pdf"));
    const CliResult r = runCli(args("print standard --theme plain --tile-size 60 --bleed 0 --out") << out,
                               {QStringLiteral("LANG=fr_FR.UTF-8")});
    QCOMPARE(r.exitCode, 0);
    const QString cover = poppler(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), out, QStringLiteral("-")});
    QVERIFY2(cover.contains(QStringLiteral("76 tuiles à découper")), qPrintable(cover));
    QVERIFY2(cover.contains(QStringLiteral("60,0 mm")), qPrintable(cover));
}

// A folder, a folder that does not exist, a folder without the right to write: exit 2 with why,
// and no file left behind.
void TestPrint::unwritableOutputLeavesNoFile()
{
    QTemporaryDir dir;
    const CliResult folder = runCli(args("print tests-no-such-set-is-needed --out") << dir.path());
    QCOMPARE(folder.exitCode, 2);
    const CliResult asFolder = runCli(args("print standard --theme plain --out") << dir.path());
    QCOMPARE(asFolder.exitCode, 2);
    QVERIFY2(asFolder.err.contains(dir.path().toUtf8()), asFolder.err.constData());
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/sheets.pdf"));
    const CliResult nowhere = runCli(args("print standard --theme plain --out") << missing);
    QCOMPARE(nowhere.exitCode, 2);
    QVERIFY(!nowhere.err.isEmpty());
    const CliResult picture = runCli(QStringList{QStringLiteral("picture"), QStringLiteral(SWC_TEST_DATA_DIR "/records/battle-at-completion.yaml"),
                                                 QStringLiteral("--out"), dir.filePath(QStringLiteral("board.gif"))});
    QCOMPARE(picture.exitCode, 2);
    QVERIFY2(picture.err.contains(".png, .svg or .pdf"), picture.err.constData());
    if (geteuid() != 0) {  // root writes anywhere
        const QString locked = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkdir(locked));
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner);
        const CliResult denied = runCli(args("print standard --theme plain --out") << locked + QStringLiteral("/s.pdf"));
        QCOMPARE(denied.exitCode, 2);
        QVERIFY(!denied.err.isEmpty());
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());
}

// The PDF goes to the disk as it is made (a thousand tiles' is not held in memory): a write that
// fails half way, here past a file size limit of 256 KiB (the Plain standard set's PDF is about
// 700 KB), exits 2 with the system's words, and the sheets printed before are as they were, with
// no temporary file beside them.
void TestPrint::fileSizeLimitKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sheets.pdf"));
    {
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        QCOMPARE(old.write("the sheets printed before"), qint64(25));
    }
    const CliResult r = runCli(args("print standard --theme plain --out") << out, {}, [] {
        const rlimit limit{256 * 1024, 256 * 1024};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("File too large"), r.err.constData());
    QVERIFY2(r.err.contains(out.toUtf8()), r.err.constData());
    QFile old(out);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the sheets printed before"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("sheets.pdf")});
    // Without the limit, the same command replaces them.
    QCOMPARE(runCli(args("print standard --theme plain --out") << out).exitCode, 0);
    QVERIFY(QFileInfo(out).size() > 256 * 1024);
}

void TestPrint::setWithProblemsRefused()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("problems.pdf"));
    const CliResult r = runCli(QStringList{QStringLiteral("print"), QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/problems.yaml"),
                                           QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("problems.yaml:"), r.err.constData());  // its problems, each with its place
    QVERIFY(!QFile::exists(out));
    // A tile too large for the paper is refused too.
    Tileset set = *builtinTileset("standard");
    PrintOptions huge;
    huge.tileMm = 200;
    QCOMPARE(PrintSheets::problems(set, huge).size(), 1);
    QVERIFY(PrintSheets::problems(set, PrintOptions()).isEmpty());
}

void TestPrint::onePicturePerFace_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("png") << QStringLiteral("png");
}

// One file per face, named after it, at the tile's size: 45 mm (531 pixels at 300 dpi).
void TestPrint::onePicturePerFace()
{
    QFETCH(QString, format);
    QTemporaryDir dir;
    const QString prefix = dir.filePath(QStringLiteral("tile-"));
    const CliResult r = runCli(args("print standard --theme plain --format") << format << QStringLiteral("--out") << prefix);
    QCOMPARE(r.exitCode, 0);
    const auto set = builtinTileset("standard");
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), static_cast<int>(set->faces.size()));
    QVERIFY2(r.out.contains(QStringLiteral("\"faces\": %1").arg(set->faces.size()).toUtf8()), r.out.constData());
    const QString first = dir.filePath(QStringLiteral("tile-%1.%2").arg(QString::fromStdString(set->faces[0].id), format));
    QVERIFY2(files.contains(QFileInfo(first).fileName()), qPrintable(files.join(QLatin1Char(' '))));
    if (format == QLatin1String("png")) {
        QCOMPARE(QImage(first).size(), QSize(531, 531));
    } else {
        QSvgRenderer svg(first);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox().size(), QSize(531, 531));
    }
}

void TestPrint::boardPictureOfAStep_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

// The board after a step: its tiles' cells and a quarter cell around, 100 pixels (points) a cell.
void TestPrint::boardPictureOfAStep()
{
    QFETCH(QString, suffix);
    const QString record = QStringLiteral(SWC_TEST_DATA_DIR "/records/large-meeple-and-symbol-three-dice.yaml");
    std::vector<RecordError> errors;
    const auto rec = loadRecord(record.toStdString(), errors);
    QVERIFY(rec);
    const Timeline timeline(*rec);
    const int step = 3;  // the start tile and two tiles placed, a meeple on the second
    QVERIFY(timeline.size() > step);
    int minX = INT32_MAX, maxX = INT32_MIN, minY = INT32_MAX, maxY = INT32_MIN;
    const Game board = timeline.gameAfter(step - 1);
    for (const auto& t : board.placedTiles()) {
        minX = std::min(minX, t.at.x), maxX = std::max(maxX, t.at.x);
        minY = std::min(minY, t.at.y), maxY = std::max(maxY, t.at.y);
    }
    const QSize expected((maxX - minX + 1) * 100 + 50, (maxY - minY + 1) * 100 + 50);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("board.") + suffix);
    const CliResult r = runCli({QStringLiteral("picture"), record, QStringLiteral("--step"), QString::number(step),
                                QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    if (suffix == QLatin1String("png")) {
        QCOMPARE(QImage(out).size(), expected);
    } else if (suffix == QLatin1String("svg")) {
        QSvgRenderer svg(out);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox().size(), expected);
    } else {
        needPoppler();
        QCOMPARE(pdfPages(out), std::make_pair(1, QStringLiteral("%1 x %2").arg(expected.width()).arg(expected.height())));
    }
    // A step past the record's is refused.
    const CliResult past = runCli({QStringLiteral("picture"), record, QStringLiteral("--step"), QString::number(timeline.size() + 1),
                                   QStringLiteral("--out"), out});
    QCOMPARE(past.exitCode, 2);
}

QTEST_MAIN(TestPrint)
#include "tst_print.moc"
