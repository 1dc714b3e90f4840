// The analysis in the Review mode: the Analyse action of the review page, the analysis of the
// game under review run in the background (AnalysisRunner), and what it shows: a progress bar
// while it runs, the marks of large losses on the timeline, the win-chance chart under the score
// chart (a click on it goes to that decision), the current decision in words, and the best move
// found drawn as a ghost tile and meeple on the board at the steps of that decision.
//
// A review whose analysis is known (kept in memory in this run, or in its cache file) shows it
// at once; another starts only when asked (Analyse), as it takes the processor for a while.
#pragma once

#include "gameanalysis.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QProgressBar;
class QToolButton;

namespace swc::ui {

class AnalysisRunner;
class GameSummary;
class MoveList;
class ReviewPage;
class WinChanceChart;

class ReviewAnalysis final : public QObject
{
    Q_OBJECT

public:
    explicit ReviewAnalysis(ReviewPage* page);
    ~ReviewAnalysis() override;

    // The analysis of the review shown (nullptr: no review).
    AnalysisRunner* runner() const { return runner_.get(); }
    QAction* analyseAction() const { return analyse_; }
    QAction* stopAction() const { return stop_; }
    WinChanceChart* chart() const { return chart_; }
    QLabel* decisionLabel() const { return decision_; }
    QProgressBar* progressBar() const { return progress_; }
    // The move list, a panel of the review page (movelist.h).
    MoveList* moveList() const { return moveList_; }
    // The summary, a panel of the review page (gamesummary.h), and its dock.
    GameSummary* summary() const { return summary_; }
    QDockWidget* summaryDock() const { return summaryDock_; }
    // Analyse the review's game and bring the summary to the front once the analysis is complete
    // (at once when it is known): the final scoring's "Analyse my game".
    void analyseWithSummary();
    // The folder of the cache files (tests: a folder of their own; empty: none).
    void setCacheFolder(const QString& folder);
    // Analyse the review's game (what is not known yet).
    void start();
    void stop();

private:
    bool eventFilter(QObject* watched, QEvent* e) override;
    void retranslate();
    void reviewChanged();
    void takeResult(const DecisionAnalysis& a);
    void showStep(int step);
    void showProgress(int done, int total);
    void runEnded();
    void refreshActions();
    void createMoveList();
    void createSummary();
    void refreshSummary();

    ReviewPage* page_;
    std::unique_ptr<AnalysisRunner> runner_;
    QString cacheFolder_;
    bool cacheFolderSet_ = false;
    QAction* analyse_ = nullptr;
    QAction* stop_ = nullptr;
    WinChanceChart* chart_ = nullptr;
    QLabel* decision_ = nullptr;
    QLabel* status_ = nullptr;
    QProgressBar* progress_ = nullptr;
    MoveList* moveList_ = nullptr;
    QDockWidget* moveDock_ = nullptr;
    GameSummary* summary_ = nullptr;
    QDockWidget* summaryDock_ = nullptr;
    bool summaryWanted_ = false;  // analyseWithSummary: show the summary when the analysis is complete
    QHash<int, int> marks_;      // step -> 1 "?", 2 "??"
    QHash<int, QString> notes_;  // step -> the loss in words
};

}  // namespace swc::ui
