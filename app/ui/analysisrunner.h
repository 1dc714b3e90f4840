// The analysis of a game under review (engine/gameanalysis.h), run in the background: every
// decision of a Timeline searched on a thread pool of its own, each result handed to the interface
// as it arrives, the whole kept so that reopening the review shows it at once.
//
// Design notes
// - Threads: a few worker tasks on the analysis pool (as many as there are cores, kDefaultThreads
//   by default) each take the next decision to analyse, in the order of the game, and post the
//   result to the interface thread (a queued call): the interface thread only stores results and
//   repaints, nothing heavy. The workers share the timeline (shared_ptr) and a state of their
//   own with the runner, so that a runner destroyed in the middle never waits for them: it
//   raises their cancel flag (analyseDecision checks it before every simulated turn), cuts them
//   off from itself, and they end on their own a moment later.
// - Cancel is at once for the interface: no result, progress or finished() is emitted after
//   cancel(), even if a worker had already posted one. start() after cancel() goes on with the
//   decisions not analysed yet.
// - Kept with the review: an in-memory cache (the last few analyses of this run of the program,
//   complete or not) keyed by the record's text and the level, and a file cache, one file per
//   analysis in the program's data folder (analyses/<sha256>.jsonl, one analysisJson line per
//   decision), written once the analysis is complete. The file is read on a worker, every line
//   parsed against the timeline (parseAnalysisJson: the step, the moves' legality), and used only
//   if it holds exactly the decisions of the game: otherwise it is ignored, the decisions are
//   analysed again and the file is replaced. A failed write loses nothing but the cache: the
//   runner reports it (cacheWriteFailed) and goes on.
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace swc::ui {

class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    // Threads by default, at most: two keep the window and the rest of the machine responsive.
    static constexpr int kDefaultThreads = 2;
    // Analyses kept in memory (this run of the program), the least recently opened dropped first.
    static constexpr int kMemoryCacheSize = 8;

    // What analyses one decision: swc::analyseDecision (tests count the calls through their own).
    using AnalyseFunction = std::function<std::optional<DecisionAnalysis>(
        const Timeline&, int step, const AnalysisOptions&, const std::atomic<bool>* cancel)>;

    // The analysis of `timeline`'s decisions at options.level. What the memory cache holds for
    // the same record and level is there at once (results(), isComplete()); start() does the rest.
    AnalysisRunner(std::shared_ptr<const Timeline> timeline, AnalysisOptions options, QObject* parent = nullptr);
    ~AnalysisRunner() override;  // cancels; never waits for the workers

    // Before start(): how many decisions are analysed at once (1 or more), the folder of the file
    // cache (empty: no file cache; default: defaultCacheFolder()) and the function that analyses.
    void setThreads(int threads);
    void setCacheFolder(const QString& folder);
    void setAnalyseFunction(AnalyseFunction analyse);

    // Analyses what is not known yet: from the cache file if it holds the whole analysis, by
    // search otherwise. Nothing happens while running; once complete, emits progress and finished().
    void start();
    // Stops at once: nothing more is emitted; the results so far are kept (and in memory).
    void cancel();

    bool isRunning() const { return running_; }
    bool isComplete() const { return !steps_.empty() && done() == total(); }
    int done() const { return static_cast<int>(results_.size()); }
    int total() const { return static_cast<int>(steps_.size()); }
    const Timeline& timeline() const { return *timeline_; }
    const AnalysisOptions& options() const { return options_; }
    // The steps analysed (swc::analysedSteps), in order.
    const std::vector<int>& steps() const { return steps_; }
    // The analysis of timeline step `step`, or nullptr (not analysed yet, or not a decision).
    const DecisionAnalysis* result(int step) const;
    // The analysis of the decision `step` is part of: result(step), or for a Placement step the
    // tile and meeple decision it begins (the Meeple step after it); nullptr if none (yet).
    const DecisionAnalysis* resultFor(int step) const;
    // The decisions analysed so far, in the order of the game.
    std::vector<DecisionAnalysis> results() const;
    // The cache file of this analysis (empty without a cache folder).
    QString cachePath() const;

    static int defaultThreads();
    static QString defaultCacheFolder();  // <app data>/analyses
    // The key of an analysis: the record's text and the level (and a seed given on purpose);
    // empty for a search of its own (options.config), which is not kept.
    static QByteArray cacheKey(const Timeline& timeline, const AnalysisOptions& options);
    static void clearMemoryCache();

signals:
    // Each decision analysed, in any order (from the cache: all of them at once).
    void resultReady(const swc::DecisionAnalysis& analysis);
    void progress(int done, int total);
    // The run is over, not cancelled: every decision is analysed (isComplete(); the cache file
    // is being written), unless the engine could not analyse one (then it is missing).
    void finished();
    // The cache file could not be written (a message in the user's language); the analysis stands.
    void cacheWriteFailed(const QString& message);
    // A cache file was there but not used (why, in English, for the log and the tests).
    void cacheIgnored(const QString& reason);

private:
    struct Shared;  // the workers' state, shared with them
    void startWorkers();
    void loadCacheFile();
    void takeResult(const DecisionAnalysis& analysis);
    void takeCacheFile(const std::vector<DecisionAnalysis>& analyses, const QString& problem);
    void workerEnded();
    void writeCacheFile();
    void remember();

    std::shared_ptr<const Timeline> timeline_;
    AnalysisOptions options_;
    std::vector<int> steps_;
    std::map<int, DecisionAnalysis> results_;  // by step
    QByteArray key_;
    QString cacheFolder_;
    AnalyseFunction analyse_;
    int threads_ = 1;
    bool running_ = false;
    int workers_ = 0;  // still running, of this run
    std::shared_ptr<Shared> shared_;
};

}  // namespace swc::ui

Q_DECLARE_METATYPE(swc::DecisionAnalysis)
