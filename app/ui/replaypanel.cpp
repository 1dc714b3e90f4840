#include "replaypanel.h"

#include "analysistext.h"
#include "gamesession.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>

namespace swc::ui {

namespace {

// Below this the new move is as good as the best found (AnalysisText shows losses so).
constexpr double kSame = 0.05;

bool sameMove(const AiMove& a, const AiMove& b) { return a.placement == b.placement && a.meeple == b.meeple; }

// "2.1 points less than the best move found", "as good as …", "1.5 points more than …"
// (AnalysisText::pointsCount chooses the form).
QString behindPhrase(double behind)
{
    if (std::abs(behind) < kSame) return ReplayPanel::tr("as good as the best move found");
    const QString shown = AnalysisText::points(std::abs(behind));
    const int count = AnalysisText::pointsCount(behind);
    return behind > 0 ? ReplayPanel::tr("%1 points less than the best move found", nullptr, count).arg(shown)
                      : ReplayPanel::tr("%1 points more than the best move found", nullptr, count).arg(shown);
}

}  // namespace

ReplayPanel::ReplayPanel(GameSession* session, QWidget* parent) : QDockWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("replayDock"));
    auto* words = new QWidget;
    auto* box = new QVBoxLayout(words);
    text_ = new QLabel;
    text_->setObjectName(QStringLiteral("replayComparison"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    // Reachable with Tab, so that a screen reader reads it again.
    text_->setFocusPolicy(Qt::TabFocus);
    text_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    box->addWidget(text_);
    box->addStretch();
    // The comparison reads whole in a short panel too, scrolled.
    scroll_ = new QScrollArea;
    scroll_->setObjectName(QStringLiteral("replayWords"));
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->setWidget(words);
    setWidget(scroll_);
    connect(session_, &GameSession::historyChanged, this, &ReplayPanel::sessionChanged);
    connect(session_, &GameSession::started, this, &ReplayPanel::leave);
    retranslate();
    hide();
}

ReplayPanel::~ReplayPanel() { stopValuing(); }

void ReplayPanel::follow(std::shared_ptr<const Timeline> timeline, int step, const AnalysisOptions& options)
{
    leave();
    if (!timeline || step < 0 || step >= timeline->size()) return;
    // The Placement step of a tile and meeple decision stands for the decision: its Meeple step.
    if (timeline->step(step).kind == StepKind::Placement && step + 1 < timeline->size()) ++step;
    timeline_ = std::move(timeline);
    step_ = step;
    turn_ = timeline_->step(step).turn;
    options_ = options;
    state_ = timeline_->step(step).kind == StepKind::Meeple ? State::Waiting : State::Unsupported;
    showText(false);
    show();
    raise();
}

void ReplayPanel::leave()
{
    stopValuing();
    timeline_.reset();
    move_.reset();
    comparison_.reset();
    hide();
}

void ReplayPanel::sessionChanged()
{
    if (!timeline_ || state_ == State::Unsupported) return;
    // The turn played again: the first placed tile from the decision's turn on (the new game
    // holds the record's turns before it).
    const auto& history = session_->history();
    const GameSession::Entry* turn = nullptr;
    for (auto i = static_cast<std::size_t>(turn_); i < history.size() && !turn; ++i)
        if (history[i].committed && history[i].report.face >= 0) turn = &history[i];
    if (!turn) {  // not played yet, or taken back
        if (state_ == State::Waiting) return;
        stopValuing();
        move_.reset();
        comparison_.reset();
        state_ = State::Waiting;
        showText(false);
        return;
    }
    const AiMove move{turn->report.placement, turn->report.meeple};
    if (move_ && sameMove(*move_, move) && state_ != State::Waiting) return;  // later turns
    stopValuing();
    comparison_.reset();
    move_ = move;
    if (turn->report.face != timeline_->step(step_).report.face) {
        state_ = State::OtherTile;
        showText(true);
        return;
    }
    startValuing(move);
}

void ReplayPanel::startValuing(const AiMove& move)
{
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    watcher_ = new QFutureWatcher<std::optional<AlternativeAnalysis>>(this);
    connect(watcher_, &QFutureWatcherBase::finished, this, [this, w = watcher_] {
        if (w != watcher_) return;
        watcher_ = nullptr;
        w->deleteLater();
        valued(w->result());
    });
    // The worker holds what it needs (the timeline, the cancel flag): a panel gone or a game left
    // never waits for it.
    watcher_->setFuture(QtConcurrent::run([t = timeline_, step = step_, move, o = options_, c = cancel_] {
        return analyseAlternative(*t, step, move, o, c.get());
    }));
    state_ = State::Valuing;
    showText(false);
}

void ReplayPanel::stopValuing()
{
    if (cancel_) *cancel_ = true;
    cancel_.reset();
    if (!watcher_) return;
    watcher_->disconnect(this);
    watcher_->deleteLater();
    watcher_ = nullptr;
}

void ReplayPanel::valued(const std::optional<AlternativeAnalysis>& result)
{
    cancel_.reset();
    comparison_ = result;
    state_ = result ? State::Shown : State::Failed;
    showText(true);
}

QString ReplayPanel::comparisonText(const Timeline& timeline, const AlternativeAnalysis& c)
{
    const DecisionAnalysis& d = c.decision;
    const QStringList lines{
        tr("Your new move, %1: %2.").arg(AnalysisText::tileMove(timeline, d, c.move), behindPhrase(c.behindBest)),
        tr("In the game, %1: %2.").arg(AnalysisText::move(timeline, d), behindPhrase(d.loss)),
        tr("Best found: %1.").arg(AnalysisText::tileMove(timeline, d, d.best)),
        tr("Values, in points ahead of the best other side: your move %1, the game's %2, the best %3.")
            .arg(AnalysisText::points(c.value), AnalysisText::points(d.playedValue), AnalysisText::points(d.bestValue))};
    return lines.join(QLatin1Char('\n'));
}

void ReplayPanel::showText(bool say)
{
    QString text;
    switch (state_) {
    case State::Waiting:
        text = tr("Turn %1 again: once you confirm your move, the computer values it beside the move played in the "
                  "game and the best one it finds.")
                   .arg(turn_ + 1);
        break;
    case State::Unsupported:
        text = tr("This decision is a face-up tile choice or a re-placement: only a tile and its meeple are compared, "
                  "so it is played again without a comparison.");
        break;
    case State::OtherTile:
        text = tr("Your turn had another tile than the game's: there is no move to compare.");
        break;
    case State::Valuing: text = tr("Valuing your move…"); break;
    case State::Shown: text = comparisonText(*timeline_, *comparison_); break;
    case State::Failed: text = tr("Your move could not be valued."); break;
    }
    text_->setText(text);
    text_->setAccessibleDescription(text);
    if (say) emit said(text);
}

void ReplayPanel::retranslate()
{
    setWindowTitle(tr("Decision again"));
    text_->setAccessibleName(tr("The decision played again"));
    scroll_->setAccessibleName(windowTitle());
    if (timeline_) showText(false);
}

void ReplayPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDockWidget::changeEvent(e);
}

}  // namespace swc::ui
