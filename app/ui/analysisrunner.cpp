#include "analysisrunner.h"

#include "record.h"
#include "recordmoves.h"
#include "safefile.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <list>
#include <utility>

#ifndef SWC_VERSION
#define SWC_VERSION "dev"
#endif

namespace swc::ui {

// The workers' side: what they analyse, the flag that stops them, and the way back to the
// runner, cut when the runner cancels or goes (the mutex makes a post and the cut exclusive: a
// worker never posts to a runner being destroyed).
struct AnalysisRunner::Shared
{
    std::shared_ptr<const Timeline> timeline;
    AnalysisOptions options;
    AnalyseFunction analyse;
    std::vector<int> todo;  // the steps to analyse, in order
    std::atomic<std::size_t> next{0};
    std::atomic<bool> cancel{false};
    QMutex mutex;
    AnalysisRunner* runner = nullptr;

    // Runs `f` on the runner's thread, unless it was cut off (then `f` is dropped).
    template <typename F>
    void post(F f)
    {
        const QMutexLocker lock(&mutex);
        if (runner) QMetaObject::invokeMethod(runner, std::move(f), Qt::QueuedConnection);
    }
    void cutOff()
    {
        cancel = true;
        const QMutexLocker lock(&mutex);
        runner = nullptr;
    }
    // A worker: the next decision not taken yet, until none is left or the run is cancelled.
    static void work(const std::shared_ptr<Shared>& s)
    {
        while (!s->cancel) {
            const std::size_t i = s->next++;
            if (i >= s->todo.size()) break;
            std::optional<DecisionAnalysis> a = s->analyse(*s->timeline, s->todo[i], s->options, &s->cancel);
            if (s->cancel) break;
            if (!a) continue;  // not analysed (the engine found no decision there): the others go on
            s->post([s, a = std::move(*a)] {
                if (s->runner) s->runner->takeResult(a);
            });
        }
        s->post([s] {
            if (s->runner) s->runner->workerEnded();
        });
    }
};

namespace {

// The pool of the analyses, apart from the global one that the computer players think on, so
// that an analysis never delays a move. It goes with the application (after every runner).
QThreadPool* analysisPool(int threads)
{
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(std::max(QThread::idealThreadCount(), AnalysisRunner::kDefaultThreads));
        return p;
    }();
    if (pool->maxThreadCount() < threads) pool->setMaxThreadCount(threads);
    return pool;
}

// The analyses of this run of the program, the most recently opened first.
using MemoryEntry = std::pair<QByteArray, std::map<int, DecisionAnalysis>>;
std::list<MemoryEntry>& memoryCache()
{
    static std::list<MemoryEntry> cache;
    return cache;
}

// The analysis kept under `key`, or nullptr.
const std::map<int, DecisionAnalysis>* memoryFind(const QByteArray& key)
{
    for (const MemoryEntry& e : memoryCache())
        if (e.first == key) return &e.second;
    return nullptr;
}

// The analysis kept under `key` (a new one if none), made the most recent.
std::map<int, DecisionAnalysis>& memoryEntry(const QByteArray& key)
{
    auto& cache = memoryCache();
    auto it = std::find_if(cache.begin(), cache.end(), [&](const MemoryEntry& e) { return e.first == key; });
    if (it == cache.end()) {
        cache.emplace_front(key, std::map<int, DecisionAnalysis>{});
        while (static_cast<int>(cache.size()) > AnalysisRunner::kMemoryCacheSize) cache.pop_back();
    } else if (it != cache.begin()) {
        cache.splice(cache.begin(), cache, it);
    }
    return cache.front().second;
}

// A cache file read back: every decision of `steps`, in order, or why not (`problem`, English).
// No file is no problem (and no analyses).
struct CacheFile
{
    std::vector<DecisionAnalysis> analyses;
    QString problem;
};

// A line read back is about the decision the timeline has at its step: the same kind, turn and
// player, and for a tile and meeple the move the record played (a file of another game whose
// moves happen to be legal here is not this game's).
bool fitsTimeline(const DecisionAnalysis& a, const Timeline& t)
{
    if (a.step < 0 || a.step >= t.size()) return false;
    const TimelineStep& s = t.step(a.step);
    if (s.kind != a.kind || s.turn != a.turn || s.seat != a.seat) return false;
    const MeepleMove& m = s.report.meeple;
    const bool sameMeeple = a.played.meeple.place == m.place && (!m.place || a.played.meeple == m);
    return a.kind != StepKind::Meeple || (a.played.placement == s.report.placement && sameMeeple);
}

CacheFile readCacheFile(const QString& path, const Timeline& timeline, const std::vector<int>& steps)
{
    CacheFile file;
    std::string text;
    const FileReadResult read = readTextFile(QFile::encodeName(path).toStdString(), text);
    if (read == FileReadResult::NotFound) return file;
    if (read != FileReadResult::Ok) {
        file.problem = QStringLiteral("%1: cannot be read").arg(path);
        return file;
    }
    std::size_t begin = 0;
    for (int line = 1; begin < text.size(); ++line) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        std::string error;
        auto a = parseAnalysisJson(text.substr(begin, end - begin), timeline, &error);
        const std::size_t i = file.analyses.size();
        if (a && (i >= steps.size() || a->step != steps[i] || !fitsTimeline(*a, timeline)))
            error = "not the decision of this game expected there";
        if (!a || !error.empty()) {
            file.problem = QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(QString::fromStdString(error));
            file.analyses.clear();
            return file;
        }
        file.analyses.push_back(std::move(*a));
        begin = end + 1;
    }
    if (file.analyses.size() != steps.size()) {
        file.problem = QStringLiteral("%1: %2 decisions instead of %3").arg(path).arg(file.analyses.size()).arg(steps.size());
        file.analyses.clear();
    }
    return file;
}

// Writes the analyses as the cache file (the folder made first); false with the system's
// reason in `error`.
bool writeAnalysisFile(const QString& path, const Timeline& timeline, const std::vector<DecisionAnalysis>& analyses,
                    QString* error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        *error = AnalysisRunner::tr("cannot create the folder %1").arg(folder);
        return false;
    }
    std::string text;
    for (const DecisionAnalysis& a : analyses) text += analysisJson(timeline, a) + '\n';
    return writeFileSafely(path, QByteArray::fromStdString(text), error);
}

}  // namespace

AnalysisRunner::AnalysisRunner(std::shared_ptr<const Timeline> timeline, AnalysisOptions options, QObject* parent)
    : QObject(parent),
      timeline_(std::move(timeline)),
      options_(options),
      steps_(analysedSteps(*timeline_)),
      key_(cacheKey(*timeline_, options_)),
      cacheFolder_(defaultCacheFolder()),
      analyse_([](const Timeline& t, int step, const AnalysisOptions& o, const std::atomic<bool>* cancel) {
          return analyseDecision(t, step, o, cancel);
      }),
      threads_(defaultThreads())
{
    qRegisterMetaType<swc::DecisionAnalysis>();
    if (key_.isEmpty()) cacheFolder_.clear();
    else if (const auto* known = memoryFind(key_)) results_ = *known;
}

AnalysisRunner::~AnalysisRunner()
{
    if (shared_) shared_->cutOff();
}

void AnalysisRunner::setThreads(int threads) { threads_ = std::max(1, threads); }
void AnalysisRunner::setCacheFolder(const QString& folder) { cacheFolder_ = key_.isEmpty() ? QString() : folder; }
void AnalysisRunner::setAnalyseFunction(AnalyseFunction analyse) { analyse_ = std::move(analyse); }

int AnalysisRunner::defaultThreads() { return std::clamp(QThread::idealThreadCount(), 1, kDefaultThreads); }

QString AnalysisRunner::defaultCacheFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/analyses");
}

QByteArray AnalysisRunner::cacheKey(const Timeline& timeline, const AnalysisOptions& options)
{
    if (options.config) return {};  // a search of its own (the tests'): not kept
    // The program's version too: another version may analyse differently.
    std::string text = writeRecord(timeline.record()) + "\nlevel: " + aiLevelName(options.level) +
                       "\nversion: " SWC_VERSION "\n";
    if (options.seed != 0) text += "seed: " + std::to_string(options.seed) + '\n';
    return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256);
}

void AnalysisRunner::clearMemoryCache() { memoryCache().clear(); }

QString AnalysisRunner::cachePath() const
{
    if (cacheFolder_.isEmpty()) return {};
    return cacheFolder_ + QLatin1Char('/') + QString::fromLatin1(key_.toHex()) + QStringLiteral(".jsonl");
}

const DecisionAnalysis* AnalysisRunner::result(int step) const
{
    const auto it = results_.find(step);
    return it == results_.end() ? nullptr : &it->second;
}

const DecisionAnalysis* AnalysisRunner::resultFor(int step) const
{
    if (step < 0 || step >= timeline_->size()) return nullptr;
    if (timeline_->step(step).kind == StepKind::Placement) ++step;  // a Meeple step follows it
    return result(step);
}

std::vector<DecisionAnalysis> AnalysisRunner::results() const
{
    std::vector<DecisionAnalysis> out;
    out.reserve(results_.size());
    for (const auto& [step, a] : results_) out.push_back(a);
    return out;
}

void AnalysisRunner::start()
{
    if (running_) return;
    if (steps_.empty() || isComplete()) {
        emit progress(done(), total());
        emit finished();
        return;
    }
    // Every Shared is this run's or cut off: nothing of an earlier run reaches this one.
    if (shared_) shared_->cutOff();
    shared_ = std::make_shared<Shared>();
    shared_->timeline = timeline_;
    shared_->options = options_;
    shared_->analyse = analyse_;
    shared_->runner = this;
    running_ = true;
    if (cacheFolder_.isEmpty())
        startWorkers();
    else
        loadCacheFile();
}

void AnalysisRunner::cancel()
{
    if (!running_) return;
    shared_->cutOff();
    shared_.reset();
    running_ = false;
    workers_ = 0;
}

void AnalysisRunner::loadCacheFile()
{
    analysisPool(threads_)->start([s = shared_, path = cachePath(), steps = steps_] {
        CacheFile file = readCacheFile(path, *s->timeline, steps);
        s->post([s, file = std::move(file)] {
            if (s->runner) s->runner->takeCacheFile(file.analyses, file.problem);
        });
    });
}

void AnalysisRunner::takeCacheFile(const std::vector<DecisionAnalysis>& analyses, const QString& problem)
{
    if (!problem.isEmpty()) emit cacheIgnored(problem);
    if (analyses.empty()) return startWorkers();
    for (const DecisionAnalysis& a : analyses) {
        const bool known = results_.count(a.step) != 0;
        results_[a.step] = a;
        memoryEntry(key_)[a.step] = a;
        if (!known) emit resultReady(a);
    }
    emit progress(done(), total());
    running_ = false;
    emit finished();
}

void AnalysisRunner::startWorkers()
{
    for (int step : steps_)
        if (!results_.count(step)) shared_->todo.push_back(step);
    workers_ = std::clamp(static_cast<int>(shared_->todo.size()), 1, threads_);
    for (int w = 0; w < workers_; ++w) {
        analysisPool(threads_)->start([s = shared_] { Shared::work(s); });
    }
}

void AnalysisRunner::takeResult(const DecisionAnalysis& analysis)
{
    results_[analysis.step] = analysis;
    if (!key_.isEmpty()) memoryEntry(key_)[analysis.step] = analysis;
    emit resultReady(analysis);
    emit progress(done(), total());
}

void AnalysisRunner::workerEnded()
{
    if (--workers_ > 0) return;
    running_ = false;
    if (isComplete() && !cacheFolder_.isEmpty()) writeCacheFile();
    emit finished();
}

void AnalysisRunner::writeCacheFile()
{
    // On a worker: the lines name the moves from the positions (replayed), and the disk may be slow.
    analysisPool(threads_)->start([s = shared_, path = cachePath(), analyses = results()] {
        QString error;
        if (writeAnalysisFile(path, *s->timeline, analyses, &error)) return;
        s->post([s, path, error] {
            if (s->runner)
                emit s->runner->cacheWriteFailed(tr("The analysis could not be kept in %1: %2").arg(path, error));
        });
    });
}

}  // namespace swc::ui
