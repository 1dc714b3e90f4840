#include "reviewanalysis.h"
#include "recordmoves.h"

#include "actions.h"
#include "analysisrunner.h"
#include "analysistext.h"
#include "boardview.h"
#include "gamesummary.h"
#include "gametext.h"
#include "movelist.h"
#include "reviewpage.h"
#include "texts.h"
#include "timelinebar.h"
#include "whytext.h"
#include "winchancechart.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace swc::ui {

ReviewAnalysis::ReviewAnalysis(ReviewPage* page) : QObject(page), page_(page)
{
    analyse_ = makeAction(page, "analyseGame", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { start(); });
    stop_ = makeAction(page, "stopAnalysis", QKeySequence(), [this] { stop(); });
    page->addAnalysisAction(analyse_);
    page->addAnalysisAction(stop_);

    auto* area = new QWidget;
    area->setObjectName(QStringLiteral("analysisPanel"));
    auto* layout = new QVBoxLayout(area);
    layout->setContentsMargins(4, 4, 4, 0);
    auto* row = new QHBoxLayout;
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("analysisStatus"));
    status_->setWordWrap(true);
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("analysisProgress"));
    progress_->setMaximumWidth(160);
    progress_->hide();
    row->addWidget(status_, 1);
    row->addWidget(progress_);
    layout->addLayout(row);
    decision_ = new QLabel;
    decision_->setObjectName(QStringLiteral("analysisDecision"));
    decision_->setWordWrap(true);
    decision_->setTextFormat(Qt::PlainText);
    layout->addWidget(decision_);
    chart_ = new WinChanceChart;
    chart_->setObjectName(QStringLiteral("winChanceChart"));
    chart_->hide();
    layout->addWidget(chart_, 1);
    page->analysisArea()->addWidget(area, 1);
    area->installEventFilter(this);

    createMoveList();
    createSummary();
    connect(chart_, &WinChanceChart::stepClicked, page, &ReviewPage::setStep);
    connect(page, &ReviewPage::timelineChanged, this, &ReviewAnalysis::reviewChanged);
    connect(page, &ReviewPage::stepChanged, this, &ReviewAnalysis::showStep);
    retranslate();
    reviewChanged();
}

ReviewAnalysis::~ReviewAnalysis() = default;

// The move list as a panel of its own, a tab beside the whole log (its place on a small screen too).
void ReviewAnalysis::createMoveList()
{
    moveList_ = new MoveList;
    moveDock_ = new QDockWidget(page_);
    moveDock_->setObjectName(QStringLiteral("reviewMovesDock"));
    moveDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    moveDock_->setWidget(moveList_);
    page_->addDockWidget(Qt::RightDockWidgetArea, moveDock_);
    if (auto* log = page_->findChild<QDockWidget*>(QStringLiteral("reviewLogDock"))) page_->tabifyDockWidget(log, moveDock_);
    moveDock_->raise();
    connect(moveList_, &MoveList::stepChosen, page_, &ReviewPage::setStep);
}

// The summary as a panel of its own, a tab beside the move list.
void ReviewAnalysis::createSummary()
{
    summary_ = new GameSummary;
    summaryDock_ = new QDockWidget(page_);
    summaryDock_->setObjectName(QStringLiteral("reviewSummaryDock"));
    summaryDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    summaryDock_->setWidget(summary_);
    page_->addDockWidget(Qt::RightDockWidgetArea, summaryDock_);
    page_->tabifyDockWidget(moveDock_, summaryDock_);
    moveDock_->raise();
    connect(summary_, &GameSummary::stepChosen, page_, &ReviewPage::setStep);
}

void ReviewAnalysis::analyseWithSummary()
{
    summaryWanted_ = true;
    start();
    refreshSummary();
}

// The summary of the results so far; once complete, to the front if it was asked for.
void ReviewAnalysis::refreshSummary()
{
    if (!runner_ || runner_->isRunning()) return;
    summary_->setResults(runner_->results(), runner_->total());
    if (summaryWanted_ && runner_->isComplete()) {
        summaryWanted_ = false;
        summaryDock_->show();
        summaryDock_->raise();
    }
}

void ReviewAnalysis::setCacheFolder(const QString& folder)
{
    cacheFolder_ = folder;
    cacheFolderSet_ = true;
    reviewChanged();
}

bool ReviewAnalysis::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, e);
}

void ReviewAnalysis::retranslate()
{
    analyse_->setText(tr("&Analyse the game"));
    analyse_->setToolTip(tr("Let the computer judge every decision of the game and estimate each player's "
                            "chance of winning (%1)")
                             .arg(analyse_->shortcut().toString(QKeySequence::NativeText)));
    stop_->setText(tr("&Stop the analysis"));
    stop_->setToolTip(tr("Stop the analysis; the decisions analysed so far are kept"));
    moveDock_->setWindowTitle(tr("Moves"));
    summaryDock_->setWindowTitle(tr("Summary"));
    progress_->setFormat(Texts::progressFormat());
    if (runner_) showProgress(runner_->done(), runner_->total());
    showStep(page_->step());
}

// A new review (or none): its analysis if one is known, else nothing until asked.
void ReviewAnalysis::reviewChanged()
{
    runner_.reset();
    summaryWanted_ = false;
    marks_.clear();
    notes_.clear();
    page_->timelineBar()->setMarks(marks_, notes_);
    chart_->clearResults();
    chart_->hide();
    decision_->clear();
    progress_->hide();
    status_->clear();
    moveList_->setTimeline(page_->timeline(), [page = page_](int turn) { return page->turnNumber(turn); });
    summary_->setTimeline(page_->timeline(), [page = page_](int turn) { return page->turnNumber(turn); });
    if (page_->hasReview()) {
        runner_ = std::make_unique<AnalysisRunner>(page_->timeline(), AnalysisOptions{});
        if (cacheFolderSet_) runner_->setCacheFolder(cacheFolder_);
        chart_->setTimeline(*page_->timeline());
        connect(runner_.get(), &AnalysisRunner::resultReady, this, &ReviewAnalysis::takeResult);
        connect(runner_.get(), &AnalysisRunner::progress, this, &ReviewAnalysis::showProgress);
        connect(runner_.get(), &AnalysisRunner::finished, this, &ReviewAnalysis::runEnded);
        connect(runner_.get(), &AnalysisRunner::cacheWriteFailed, this, [this](const QString& why) {
            status_->setText(tr("The analysis could not be kept for next time: %1").arg(why));
        });
        for (const DecisionAnalysis& a : runner_->results()) takeResult(a);
        // Known from an earlier run: shown at once, read from its file off the interface thread.
        const QString cache = runner_->cachePath();
        if (!runner_->isComplete() && !cache.isEmpty() && QFile::exists(cache)) start();
        refreshSummary();
    }
    refreshActions();
    showProgress(runner_ ? runner_->done() : 0, runner_ ? runner_->total() : 0);
}

void ReviewAnalysis::start()
{
    if (!runner_ || runner_->isRunning() || runner_->isComplete()) return;
    runner_->start();
    refreshActions();
    showProgress(runner_->done(), runner_->total());
}

void ReviewAnalysis::stop()
{
    if (!runner_ || !runner_->isRunning()) return;
    runner_->cancel();
    refreshActions();
    refreshSummary();
    showProgress(runner_->done(), runner_->total());
}

void ReviewAnalysis::takeResult(const DecisionAnalysis& a)
{
    chart_->addResult(a);
    chart_->show();
    moveList_->addResult(a);
    const QStringList names = GameText::seatNames(page_->timeline()->record());
    if (a.mark != LossMark::None) {
        marks_[a.step] = a.mark == LossMark::Blunder ? 2 : 1;
        notes_[a.step] = AnalysisText::lossLine(a, names);
        page_->timelineBar()->setMarks(marks_, notes_);
    }
    if (runner_ && runner_->resultFor(page_->step()) == runner_->result(a.step)) showStep(page_->step());
}

// The decision the step is part of, in words, and its best move as a ghost when it was not played.
void ReviewAnalysis::showStep(int step)
{
    chart_->setCurrentStep(step);
    moveList_->showStep(step);
    const DecisionAnalysis* a = runner_ && step >= 0 ? runner_->resultFor(step) : nullptr;
    if (!a) {
        decision_->setText(runner_ && runner_->done() > 0 && step >= 0 ? tr("No decision to judge at this step") : QString());
        return;
    }
    const QString summary = AnalysisText::summary(*page_->timeline(), *a, GameText::seatNames(page_->timeline()->record()));
    const QString why = WhyText::decision(*page_->timeline(), *a);  // the terms the moves differ in
    decision_->setText(why.isEmpty() ? summary : summary + QLatin1Char('\n') + why);
    const bool ghost = a->kind == StepKind::Meeple && !(a->best.placement == a->played.placement && a->best.meeple == a->played.meeple);
    if (ghost) page_->board()->setHint(a->best, page_->timeline()->step(a->step).report.face);
}

void ReviewAnalysis::showProgress(int done, int total)
{
    const bool running = runner_ && runner_->isRunning();
    progress_->setVisible(running);
    progress_->setRange(0, std::max(total, 1));
    progress_->setValue(done);
    if (!runner_) {
        status_->clear();
    } else if (running) {
        status_->setText(tr("Analysing the game: %1 of %n decisions", nullptr, total).arg(done));
    } else if (runner_->isComplete()) {
        status_->setText(tr("Analysis of %n decisions: click the chart to go to one", nullptr, total));
    } else if (done > 0) {
        status_->setText(tr("Analysis stopped after %1 of %n decisions", nullptr, total).arg(done));
    } else {
        status_->setText(tr("Review > Analyse the game: the computer judges every decision"));
    }
}

void ReviewAnalysis::runEnded()
{
    refreshActions();
    refreshSummary();
    showProgress(runner_->done(), runner_->total());
}

void ReviewAnalysis::refreshActions()
{
    const bool running = runner_ && runner_->isRunning();
    analyse_->setEnabled(runner_ && !running && !runner_->isComplete());
    stop_->setEnabled(running);
}

}  // namespace swc::ui
