// The analysis of a reviewed game in the desktop program: the runner that analyses every decision
// in the background, its caches, and the win-chance chart.
// - The results are those of a direct analyseDecision of each step; the progress reaches the total.
// - Cancel stops the workers within moments, and nothing arrives after it; start() then finishes
//   the rest without analysing again what was done.
// - A runner destroyed in the middle returns at once.
// - Reopening: from memory, and from the cache file with the memory cleared, with no decision
//   analysed again; a corrupt or mismatching file is ignored and rewritten; a folder that cannot
//   be written is reported, and the analysis stands.
// - The interface thread keeps answering while an analysis runs.
// - The chart: its cursor follows the step; a click at a decision's x gives that step.
// - The analysis in words names the player and the loss; French writes "45 %" and "4,5".

#include "analysisrunner.h"
#include "analysistext.h"
#include "gametext.h"
#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "winchancechart.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTranslator>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace swc;
using swc::ui::AnalysisRunner;
using swc::ui::WinChanceChart;

namespace {

// A real game's first `turns` turns: random moves on the standard set, two players, with the
// house rules given (Intel and Rumours and Galaxy Traders bring their own decisions).
std::shared_ptr<const Timeline> randomGame(int turns, Rules rules, std::uint64_t seed)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Green};
    rec.names = {"Leia", ""};
    rec.rules = rules;
    rec.seed = seed;
    Rng rng(seed * 17 + 3);
    appendRandomTurns(rec, rng, turns);
    auto t = std::make_shared<const Timeline>(rec);
    if (t->error()) qWarning("%s", t->error()->describe().c_str());
    return t;
}

Rules allDecisions()
{
    Rules r;
    r.set(Variant::IntelAndRumours);
    r.set(Variant::GalaxyTraders);
    return r;
}

void compare(const DecisionAnalysis& a, const DecisionAnalysis& b)
{
    QCOMPARE(a.step, b.step);
    QCOMPARE(a.turn, b.turn);
    QCOMPARE(a.seat, b.seat);
    QCOMPARE(a.kind, b.kind);
    QVERIFY(a.played.placement == b.played.placement && a.played.meeple == b.played.meeple);
    QVERIFY(a.best.placement == b.best.placement && a.best.meeple == b.best.meeple);
    QCOMPARE(a.playedTile, b.playedTile);
    QCOMPARE(a.bestTile, b.bestTile);
    QVERIFY(a.playedReplacement == b.playedReplacement && a.bestReplacement == b.bestReplacement);
    QCOMPARE(a.playedValue, b.playedValue);
    QCOMPARE(a.bestValue, b.bestValue);
    QCOMPARE(a.loss, b.loss);
    QCOMPARE(a.mark, b.mark);
    for (int p = 0; p < kMaxPlayers; ++p) QCOMPARE(a.winChance[p], b.winChance[p]);
    QCOMPARE(a.futures, b.futures);
}

// The cache file's values come back through JSON: equal to the printed precision.
void compareFromFile(const Timeline& t, const DecisionAnalysis& a, const DecisionAnalysis& b)
{
    QCOMPARE(QString::fromStdString(analysisJson(t, a)), QString::fromStdString(analysisJson(t, b)));
}

// Counts the decisions analysed, and those being analysed now.
struct Counter
{
    std::atomic<int> calls{0};
    std::atomic<int> running{0};
    AnalysisRunner::AnalyseFunction function()
    {
        return [this](const Timeline& t, int step, const AnalysisOptions& o, const std::atomic<bool>* cancel) {
            ++calls;
            ++running;
            auto a = analyseDecision(t, step, o, cancel);
            --running;
            return a;
        };
    }
};

AnalysisOptions level(AiLevel l)
{
    AnalysisOptions o;
    o.level = l;
    return o;
}

// A search far longer than any level's: a decision lasts long enough to be cancelled in the middle.
AnalysisOptions endless()
{
    AnalysisOptions o = level(AiLevel::Medium);
    AiConfig c = analysisConfig(AiLevel::Medium);
    c.simulations = 10000000;
    c.maxEvaluations = 0;
    o.config = c;
    return o;
}

bool runToEnd(AnalysisRunner& r, int seconds = 300)
{
    QSignalSpy done(&r, &AnalysisRunner::finished);
    r.start();
    return !done.isEmpty() || done.wait(seconds * 1000);
}

QByteArray fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestAnalysisRunner : public QObject
{
    Q_OBJECT

private slots:
    void init() { AnalysisRunner::clearMemoryCache(); }
    void resultsAreTheDirectAnalysis();
    void cancelStopsAtOnce();
    void cancelDropsWhatWasOnItsWay();
    void destroyedWhileRunning();
    void reopensFromMemory();
    void reopensFromTheFile();
    void badCacheFileIsReplaced_data();
    void badCacheFileIsReplaced();
    void unwritableCacheIsReported();
    void windowStaysResponsive();
    void chartCursorAndClick();
    void chartTeams();
    void summaryText();
    void frenchFigures();
};

void TestAnalysisRunner::resultsAreTheDirectAnalysis()
{
    const auto t = randomGame(10, allDecisions(), 5);
    const AnalysisOptions o = level(AiLevel::Easy);
    QTemporaryDir dir;
    AnalysisRunner r(t, o);
    r.setCacheFolder(dir.path());
    r.setThreads(2);
    QSignalSpy results(&r, &AnalysisRunner::resultReady);
    QSignalSpy progress(&r, &AnalysisRunner::progress);
    QVERIFY(runToEnd(r));
    QCOMPARE(r.steps(), analysedSteps(*t));
    QVERIFY(r.total() >= 10);  // a decision or more per turn
    QCOMPARE(r.done(), r.total());
    QVERIFY(r.isComplete());
    QVERIFY(!r.isRunning());
    QCOMPARE(results.size(), r.total());
    QCOMPARE(progress.size(), r.total());
    QCOMPARE(progress.last().at(0).toInt(), r.total());
    QCOMPARE(progress.last().at(1).toInt(), r.total());
    const auto all = r.results();
    QCOMPARE(static_cast<int>(all.size()), r.total());
    for (std::size_t i = 0; i < all.size(); ++i) {
        QCOMPARE(all[i].step, r.steps()[i]);
        const auto direct = analyseDecision(*t, r.steps()[i], o);
        QVERIFY(direct);
        compare(all[i], *direct);
        QVERIFY(r.result(all[i].step));
        compare(*r.result(all[i].step), *direct);
    }
    QVERIFY(!r.result(-1));
    // A Placement step belongs to the decision of its Meeple step; other steps are their own.
    for (int step = -1; step <= t->size(); ++step) {
        const DecisionAnalysis* a = r.resultFor(step);
        if (step < 0 || step >= t->size()) {
            QVERIFY(!a);
            continue;
        }
        const StepKind kind = t->step(step).kind;
        if (kind == StepKind::Placement) {
            QVERIFY(a);
            QCOMPARE(a->step, step + 1);
            QCOMPARE(a->kind, StepKind::Meeple);
        } else {
            QCOMPARE(a, r.result(step));
        }
    }
}

void TestAnalysisRunner::cancelStopsAtOnce()
{
    const auto t = randomGame(6, Rules{}, 11);
    Counter counter;
    AnalysisRunner r(t, endless());
    r.setCacheFolder(QString());
    r.setAnalyseFunction(counter.function());
    QSignalSpy results(&r, &AnalysisRunner::resultReady);
    QSignalSpy finished(&r, &AnalysisRunner::finished);
    r.start();
    QTRY_VERIFY_WITH_TIMEOUT(counter.running > 0, 10000);
    QTest::qWait(50);  // well into the search
    QElapsedTimer clock;
    clock.start();
    r.cancel();
    QVERIFY(clock.elapsed() < 20);  // the interface never waits
    QVERIFY(!r.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(counter.running == 0, 5000);
    const qint64 stopped = clock.elapsed();
    qInfo("the workers stopped %lld ms after cancel", static_cast<long long>(stopped));
    QVERIFY(stopped < 2000);
    const int calls = counter.calls;
    const int before = static_cast<int>(results.size());
    QTest::qWait(300);
    QCOMPARE(counter.calls.load(), calls);  // no decision started after it
    QCOMPARE(static_cast<int>(results.size()), before);
    QVERIFY(finished.isEmpty());
}

void TestAnalysisRunner::cancelDropsWhatWasOnItsWay()
{
    const auto t = randomGame(12, Rules{}, 12);
    Counter counter;
    AnalysisRunner r(t, level(AiLevel::Easy));
    r.setCacheFolder(QString());
    r.setThreads(2);
    r.setAnalyseFunction(counter.function());
    int received = 0, afterCancel = 0;
    bool cancelled = false;
    QSignalSpy progress(&r, &AnalysisRunner::progress);
    connect(&r, &AnalysisRunner::resultReady, this, [&](const DecisionAnalysis&) {
        ++received;
        if (cancelled) ++afterCancel;
        if (received == 1) {
            // The other worker's results may be posted already: they must not show.
            QThread::msleep(100);
            r.cancel();
            cancelled = true;
        }
    });
    r.start();
    QTRY_VERIFY_WITH_TIMEOUT(cancelled, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(counter.running == 0, 5000);
    QTest::qWait(200);
    QCOMPARE(afterCancel, 0);
    QCOMPARE(received, 1);
    QCOMPARE(r.done(), 1);
    QCOMPARE(progress.size(), 1);
    // Started again, it analyses only what is missing.
    counter.calls = 0;
    QVERIFY(runToEnd(r));
    QCOMPARE(r.done(), r.total());
    QCOMPARE(counter.calls.load(), r.total() - 1);
}

void TestAnalysisRunner::destroyedWhileRunning()
{
    const auto t = randomGame(6, Rules{}, 13);
    Counter counter;
    auto r = std::make_unique<AnalysisRunner>(t, endless());
    r->setCacheFolder(QString());
    r->setAnalyseFunction(counter.function());
    r->start();
    QTRY_VERIFY_WITH_TIMEOUT(counter.running > 0, 10000);
    QElapsedTimer clock;
    clock.start();
    r.reset();
    QVERIFY(clock.elapsed() < 20);
    QTRY_VERIFY_WITH_TIMEOUT(counter.running == 0, 5000);
    QTest::qWait(100);  // a result posted to the runner gone is dropped
}

void TestAnalysisRunner::reopensFromMemory()
{
    const auto t = randomGame(6, Rules{}, 14);
    std::vector<DecisionAnalysis> first;
    {
        AnalysisRunner r(t, level(AiLevel::Easy));
        r.setCacheFolder(QString());
        QVERIFY(runToEnd(r));
        first = r.results();
    }
    Counter counter;
    AnalysisRunner again(t, level(AiLevel::Easy));
    again.setCacheFolder(QString());
    again.setAnalyseFunction(counter.function());
    QVERIFY(again.isComplete());  // at once, before start()
    QSignalSpy finished(&again, &AnalysisRunner::finished);
    again.start();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(counter.calls.load(), 0);
    const auto second = again.results();
    QCOMPARE(second.size(), first.size());
    for (std::size_t i = 0; i < first.size(); ++i) compare(second[i], first[i]);
    // Another level is another analysis.
    AnalysisRunner medium(t, level(AiLevel::Medium));
    QCOMPARE(medium.done(), 0);
    QVERIFY(medium.cachePath() != again.cachePath());
}

void TestAnalysisRunner::reopensFromTheFile()
{
    const auto t = randomGame(8, allDecisions(), 15);
    QTemporaryDir dir;
    std::vector<DecisionAnalysis> first;
    QString path;
    {
        AnalysisRunner r(t, level(AiLevel::Easy));
        r.setCacheFolder(dir.path() + QStringLiteral("/analyses"));  // made when written
        QVERIFY(runToEnd(r));
        first = r.results();
        path = r.cachePath();
    }
    QVERIFY(path.startsWith(dir.path() + QStringLiteral("/analyses/")));
    QCOMPARE(AnalysisRunner::defaultCacheFolder(),
             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/analyses"));
    QVERIFY(path.endsWith(QStringLiteral(".jsonl")));
    QTRY_VERIFY(QFile::exists(path));  // written on a worker
    const QByteArray text = fileText(path);
    QCOMPARE(text.count('\n'), static_cast<qsizetype>(first.size()));
    AnalysisRunner::clearMemoryCache();
    Counter counter;
    AnalysisRunner again(t, level(AiLevel::Easy));
    again.setCacheFolder(dir.path() + QStringLiteral("/analyses"));
    again.setAnalyseFunction(counter.function());
    QCOMPARE(again.done(), 0);
    QSignalSpy ignored(&again, &AnalysisRunner::cacheIgnored);
    QSignalSpy results(&again, &AnalysisRunner::resultReady);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(runToEnd(again, 10));
    qInfo("reopened from the file in %lld ms", static_cast<long long>(clock.elapsed()));
    QCOMPARE(counter.calls.load(), 0);
    QVERIFY(ignored.isEmpty());
    QCOMPARE(static_cast<int>(results.size()), again.total());
    const auto second = again.results();
    QCOMPARE(second.size(), first.size());
    for (std::size_t i = 0; i < first.size(); ++i) compareFromFile(*t, second[i], first[i]);
    QCOMPARE(fileText(path), text);  // not written again
}

void TestAnalysisRunner::badCacheFileIsReplaced_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("not json") << QStringLiteral("garbage");
    QTest::newRow("empty") << QStringLiteral("empty");
    QTest::newRow("last line missing") << QStringLiteral("truncate");
    QTest::newRow("two lines swapped") << QStringLiteral("swap");
    QTest::newRow("a line twice") << QStringLiteral("duplicate");
    QTest::newRow("another game's") << QStringLiteral("other");
}

void TestAnalysisRunner::badCacheFileIsReplaced()
{
    QFETCH(QString, damage);
    const auto t = randomGame(6, Rules{}, 16);
    QTemporaryDir dir;
    QString path;
    QByteArray good;
    {
        AnalysisRunner r(t, level(AiLevel::Easy));
        r.setCacheFolder(dir.path());
        QVERIFY(runToEnd(r));
        path = r.cachePath();
        QTRY_VERIFY(QFile::exists(path));
        good = fileText(path);
    }
    QList<QByteArray> lines = good.split('\n');
    lines.removeLast();  // after the last newline
    QVERIFY(lines.size() >= 4);
    QByteArray bad;
    if (damage == QStringLiteral("garbage")) bad = "{\"step\": oops\n" + good;
    if (damage == QStringLiteral("truncate")) bad = good.left(good.lastIndexOf('\n', good.size() - 2) + 1);
    if (damage == QStringLiteral("swap")) {
        std::swap(lines[1], lines[2]);
        bad = lines.join('\n') + '\n';
    }
    if (damage == QStringLiteral("duplicate")) {
        lines[2] = lines[1];
        bad = lines.join('\n') + '\n';
    }
    if (damage == QStringLiteral("other")) {
        // Another game's analysis under this game's name: its moves do not fit this game.
        const auto other = randomGame(6, Rules{}, 99);
        AnalysisRunner r(other, level(AiLevel::Easy));
        QTemporaryDir otherDir;
        r.setCacheFolder(otherDir.path());
        QVERIFY(runToEnd(r));
        QTRY_VERIFY(QFile::exists(r.cachePath()));
        bad = fileText(r.cachePath());
        QVERIFY(bad != good);
    }
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bad), bad.size());
    }
    AnalysisRunner::clearMemoryCache();
    Counter counter;
    AnalysisRunner again(t, level(AiLevel::Easy));
    again.setCacheFolder(dir.path());
    again.setAnalyseFunction(counter.function());
    QSignalSpy ignored(&again, &AnalysisRunner::cacheIgnored);
    QVERIFY(runToEnd(again));
    QCOMPARE(ignored.size(), 1);
    qInfo("%s", qPrintable(ignored.first().first().toString()));
    QVERIFY(ignored.first().first().toString().contains(path));
    QCOMPARE(counter.calls.load(), again.total());  // analysed again
    QTRY_COMPARE(fileText(path), good);             // and the file replaced
}

void TestAnalysisRunner::unwritableCacheIsReported()
{
    const auto t = randomGame(5, Rules{}, 17);
    QTemporaryDir dir;
    // A folder that cannot be made, even by root: a file stands where its parent should be.
    const QString blocker = dir.path() + QStringLiteral("/file");
    {
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    AnalysisRunner r(t, level(AiLevel::Easy));
    r.setCacheFolder(blocker + QStringLiteral("/analyses"));
    QSignalSpy failed(&r, &AnalysisRunner::cacheWriteFailed);
    QVERIFY(runToEnd(r));
    QVERIFY(failed.wait(5000) || !failed.isEmpty());
    qInfo("%s", qPrintable(failed.first().first().toString()));
    QVERIFY(failed.first().first().toString().contains(blocker));
    QVERIFY(r.isComplete());  // the analysis stands
    QCOMPARE(r.done(), r.total());
    // A read-only folder (unless the user writes anywhere, as root does).
    const QString locked = dir.path() + QStringLiteral("/locked");
    QVERIFY(QDir().mkpath(locked));
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
    if (QFile probe(locked + QStringLiteral("/probe")); !probe.open(QIODevice::WriteOnly)) {
        AnalysisRunner::clearMemoryCache();
        AnalysisRunner readOnly(t, level(AiLevel::Easy));
        readOnly.setCacheFolder(locked);
        QSignalSpy refused(&readOnly, &AnalysisRunner::cacheWriteFailed);
        QVERIFY(runToEnd(readOnly));
        QVERIFY(refused.wait(5000) || !refused.isEmpty());
        QVERIFY(refused.first().first().toString().contains(locked));
    }
    QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    // A cache file that is a folder: read and written as nothing, reported, no crash.
    AnalysisRunner::clearMemoryCache();
    AnalysisRunner folderAsFile(t, level(AiLevel::Easy));
    folderAsFile.setCacheFolder(dir.path());
    QVERIFY(QDir().mkpath(folderAsFile.cachePath()));
    QSignalSpy ignored(&folderAsFile, &AnalysisRunner::cacheIgnored);
    QSignalSpy failed2(&folderAsFile, &AnalysisRunner::cacheWriteFailed);
    QVERIFY(runToEnd(folderAsFile));
    QCOMPARE(ignored.size(), 1);
    QVERIFY(failed2.wait(5000) || !failed2.isEmpty());
    QCOMPARE(folderAsFile.done(), folderAsFile.total());
}

void TestAnalysisRunner::windowStaysResponsive()
{
    // The interface thread only stores results: a timer every 10 ms keeps ticking while decisions
    // that take a good part of a second each are analysed (the figure for a whole game at the default
    // level: sw-carcassonne-shots --analysis).
    const auto t = randomGame(4, Rules{}, 18);
    AnalysisOptions o = level(AiLevel::Medium);
    AiConfig c = analysisConfig(AiLevel::Medium);
    c.simulations = 6000;  // 25 times the level's
    c.maxEvaluations = 0;
    o.config = c;
    AnalysisRunner r(t, o);
    r.setThreads(2);
    WinChanceChart chart;
    chart.setTimeline(*t);
    chart.resize(600, 220);
    chart.show();
    connect(&r, &AnalysisRunner::resultReady, &chart, &WinChanceChart::addResult);
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    QTimer tick;
    tick.setInterval(10);
    connect(&tick, &QTimer::timeout, this, [&] {
        longest = std::max(longest, clock.elapsed() - last);
        last = clock.elapsed();
    });
    clock.start();
    tick.start();
    QVERIFY(runToEnd(r));
    const qint64 total = clock.elapsed();
    qInfo("longest gap between two 10 ms ticks: %lld ms (%d decisions in %lld ms)", static_cast<long long>(longest), r.total(),
          static_cast<long long>(total));
    QVERIFY(total > 500);           // the decisions took their time
    QVERIFY(longest < 300);         // the goal is 100 ms; the margin is for a loaded machine
    QCOMPARE(chart.resultCount(), r.total());
}

void TestAnalysisRunner::chartCursorAndClick()
{
    const auto t = randomGame(12, Rules{}, 19);
    AnalysisRunner r(t, level(AiLevel::Easy));
    r.setCacheFolder(QString());
    QVERIFY(runToEnd(r));
    WinChanceChart chart;
    chart.setTimeline(*t);
    chart.setResults(r.results());
    chart.resize(640, 240);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(chart.resultCount(), r.total());
    // The cursor: a column of the highlight colour at the step's x, that moves with the step.
    const QColor highlight = chart.palette().color(QPalette::Highlight);
    const auto cursorAt = [&](double x) {
        const QImage image = chart.grab().toImage();
        const int y = static_cast<int>(chart.height() * 0.3);  // inside the plot
        for (int dx = -1; dx <= 1; ++dx)
            if (image.pixelColor(static_cast<int>(std::lround(x)) + dx, y) == highlight) return true;
        return false;
    };
    const int a = r.steps()[2], b = r.steps()[8];
    QVERIFY(!cursorAt(chart.stepX(a)));
    chart.setCurrentStep(a);
    QCOMPARE(chart.currentStep(), a);
    QVERIFY(cursorAt(chart.stepX(a)));
    QVERIFY(!cursorAt(chart.stepX(b)));
    chart.setCurrentStep(b);
    QVERIFY(cursorAt(chart.stepX(b)));
    QVERIFY(!cursorAt(chart.stepX(a)));
    QVERIFY(chart.stepX(a) < chart.stepX(b));
    // A click at a decision's x (on its line or anywhere above the axis) gives its step.
    QSignalSpy clicked(&chart, &WinChanceChart::stepClicked);
    for (int step : {r.steps().front(), a, b, r.steps().back()}) {
        const QPointF at = chart.pointOf(step, 0);
        QTest::mouseClick(&chart, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.takeFirst().at(0).toInt(), step);
        QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(static_cast<int>(std::lround(chart.stepX(step))), chart.height() / 2));
        QCOMPARE(clicked.takeFirst().at(0).toInt(), step);
    }
    // Outside the plot (in the legend) nothing happens.
    QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(chart.width() - 5, chart.height() / 2));
    QVERIFY(clicked.isEmpty());
    // The tooltip's figures: the turn, every player's chance, the loss.
    const DecisionAnalysis& d = *r.result(a);
    const QString tip = chart.figuresText(a);
    QVERIFY(tip.contains(QStringLiteral("Leia (red)")));
    QVERIFY(tip.contains(QStringLiteral("Green")));
    QVERIFY(tip.contains(ui::AnalysisText::percent(d.winChance[0])));
    QVERIFY(tip.contains(QStringLiteral("Turn %1").arg(d.turn + 1)));
    // Shown when the mouse rests on the decision.
    const QPoint over = chart.pointOf(a, 0).toPoint();
    QHelpEvent help(QEvent::ToolTip, over, chart.mapToGlobal(over));
    QApplication::sendEvent(&chart, &help);
    QTRY_COMPARE(QToolTip::text(), tip);
}

void TestAnalysisRunner::chartTeams()
{
    WinChanceChart chart;
    chart.setPlayers({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")},
                     {Color::Red, Color::Green, Color::Black, Color::White}, true);
    DecisionAnalysis d;
    d.step = 3;
    d.turn = 1;
    d.seat = 2;
    d.winChance = {0.7, 0.3, 0.7, 0.3, 0.0};
    chart.addResult(d);
    chart.resize(500, 200);
    const QString tip = chart.figuresText(3);
    QVERIFY(tip.contains(QStringLiteral("A and C: 70%")));
    QVERIFY(tip.contains(QStringLiteral("B and D: 30%")));
    QCOMPARE(tip.count(QLatin1Char('%')), 2);  // one line per team
}

void TestAnalysisRunner::summaryText()
{
    const auto t = randomGame(12, allDecisions(), 20);
    AnalysisRunner r(t, level(AiLevel::Easy));
    r.setCacheFolder(QString());
    QVERIFY(runToEnd(r));
    const QStringList names = ui::GameText::seatNames(t->record());
    QCOMPARE(names, QStringList({QStringLiteral("Leia (red)"), QStringLiteral("Green")}));
    int lossy = 0, kinds = 0;
    for (const DecisionAnalysis& a : r.results()) {
        const QString text = ui::AnalysisText::summary(*t, a, names);
        QVERIFY2(text.startsWith(names[a.seat] + QLatin1Char(' ')), qPrintable(text));
        if (a.loss >= 0.05) {
            ++lossy;
            QVERIFY2(text.contains(ui::AnalysisText::points(a.loss) + QStringLiteral(" points less than the best move found (")),
                     qPrintable(text));
            QCOMPARE(text.endsWith(QStringLiteral("??")), a.mark == LossMark::Blunder);
        }
        if (a.kind == StepKind::Meeple) QVERIFY2(text.contains(QStringLiteral(" placed the tile ")), qPrintable(text));
        if (a.kind == StepKind::TileChoice) {
            ++kinds;
            QVERIFY2(text.contains(QStringLiteral("pile")) || text.contains(QStringLiteral("face-up row")), qPrintable(text));
        }
    }
    QVERIFY(lossy > 0);  // random moves lose
    QVERIFY(kinds > 0);  // Intel and Rumours: tile choices
    // The words for a decision written by hand.
    DecisionAnalysis d = r.results().front();
    d.loss = 4.46;
    d.mark = LossMark::Blunder;
    QCOMPARE(ui::AnalysisText::lossLine(d, names), names[d.seat] + QStringLiteral(": 4.5 points less than the best move found ??"));
    d.loss = 0.0;
    QCOMPARE(ui::AnalysisText::lossLine(d, names), names[d.seat] + QStringLiteral(": the best move found"));
}

void TestAnalysisRunner::frenchFigures()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
    QVERIFY(QCoreApplication::installTranslator(&french));
    // The numbers follow QLocale's default, which the window sets with the language.
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    QCOMPARE(ui::AnalysisText::percent(0.45), QStringLiteral("45\u00a0%"));
    QCOMPARE(ui::AnalysisText::points(4.46), QStringLiteral("4,5"));
    DecisionAnalysis d;
    d.seat = 0;
    d.loss = 1.5;
    d.mark = LossMark::Dubious;
    QCOMPARE(ui::AnalysisText::lossLine(d, {QStringLiteral("Rouge")}),
             QStringLiteral("Rouge\u00a0: 1,5 point de moins que le meilleur coup trouvé\u202f?"));
    d.loss = 2.0;
    QVERIFY(ui::AnalysisText::lossLine(d, {QStringLiteral("Rouge")}).contains(QStringLiteral("2,0 points de moins")));
    QCoreApplication::removeTranslator(&french);
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestAnalysisRunner)
#include "tst_analysisrunner.moc"
