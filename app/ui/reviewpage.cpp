#include "reviewpage.h"
#include "recordmoves.h"

#include "actions.h"
#include "boardpicture.h"
#include "boardview.h"
#include "gametext.h"
#include "logdock.h"
#include "playersdock.h"
#include "playfromhere.h"
#include "scorechart.h"
#include "texts.h"
#include "timelinebar.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSettings>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
}  // namespace

ReviewPage::Loaded ReviewPage::load(const QString& path)
{
    Loaded out;
    std::vector<RecordError> errors;
    auto record = loadRecord(QFile::encodeName(path).toStdString(), errors);
    if (!record) {
        if (!errors.empty()) out.error = errors.front();
        return out;
    }
    out.timeline = build(std::move(*record));
    return out;
}

std::shared_ptr<const Timeline> ReviewPage::build(GameRecord record)
{
    return std::make_shared<const Timeline>(std::move(record));
}

ReviewPage::ReviewPage(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("reviewPage"));
    position_ = new GameSession(this);
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(2);
    heading_ = new QLabel;
    heading_->setObjectName(QStringLiteral("reviewHeading"));
    QFont big = heading_->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    heading_->setFont(big);
    heading_->setWordWrap(true);
    heading_->setContentsMargins(8, 0, 8, 0);
    layout->addWidget(heading_);
    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("reviewNotice"));
    notice_->setWordWrap(true);
    notice_->setContentsMargins(8, 0, 8, 0);
    notice_->hide();
    layout->addWidget(notice_);
    board_ = new BoardView;
    board_->setObjectName(QStringLiteral("reviewBoard"));
    board_->setSession(position_, nullptr);
    connect(position_, &GameSession::changed, board_, &BoardView::refresh);
    layout->addWidget(board_, 1);
    bar_ = new TimelineBar;
    layout->addWidget(bar_);
    setCentralWidget(central);
    createDocks();
    createActions();
    connect(bar_, &TimelineBar::stepChanged, this, &ReviewPage::showStep);
    connect(chart_, &ScoreChart::pointClicked, this, [this](int point) { setStep(stepOfPoint(point)); });
    bar_->setStepNames([this](int step) { return stepHeading(step); });
    retranslate();
}

void ReviewPage::createDocks()
{
    playersDock_ = new PlayersDock(this);
    playersDock_->setObjectName(QStringLiteral("reviewPlayersDock"));
    playersDock_->table()->setObjectName(QStringLiteral("reviewPlayersTable"));
    playersDock_->setSession(position_, nullptr);
    turnView_ = new QTextBrowser;
    turnView_->setObjectName(QStringLiteral("reviewTurnLog"));
    turnView_->setMinimumWidth(300);
    turnDock_ = new QDockWidget(this);
    turnDock_->setObjectName(QStringLiteral("reviewTurnDock"));
    turnDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    turnDock_->setWidget(turnView_);
    logDock_ = new LogDock(this);
    logDock_->setObjectName(QStringLiteral("reviewLogDock"));
    logDock_->view()->setObjectName(QStringLiteral("reviewLog"));
    logDock_->setSession(position_, nullptr);
    // The score chart, and under it the room kept for an analysis's charts.
    auto* charts = new QWidget;
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chart_ = new ScoreChart;
    chart_->setObjectName(QStringLiteral("reviewScoreChart"));
    chart_->setCursor(Qt::PointingHandCursor);
    chartsLayout->addWidget(chart_, 1);
    auto* analysis = new QWidget;
    analysis->setObjectName(QStringLiteral("analysisArea"));
    analysisArea_ = new QVBoxLayout(analysis);
    analysisArea_->setContentsMargins(0, 0, 0, 0);
    chartsLayout->addWidget(analysis);
    chartDock_ = new QDockWidget(this);
    chartDock_->setObjectName(QStringLiteral("reviewChartDock"));
    chartDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    chartDock_->setWidget(charts);
    addDockWidget(Qt::LeftDockWidgetArea, playersDock_);
    addDockWidget(Qt::LeftDockWidgetArea, turnDock_);
    addDockWidget(Qt::RightDockWidgetArea, chartDock_);
    addDockWidget(Qt::RightDockWidgetArea, logDock_);
}

void ReviewPage::fitSmallScreen()
{
    smallScreen_ = true;
    for (QDockWidget* d : std::initializer_list<QDockWidget*>{turnDock_, chartDock_, logDock_}) tabifyDockWidget(playersDock_, d);
    playersDock_->raise();
    board_->setMinimumSize(160, 160);
    bar_->setCompact();
    playersDock_->setWrapWords(true);  // the Players tab has the page's height
}

void ReviewPage::showEvent(QShowEvent* e)
{
    QMainWindow::showEvent(e);
    if (sized_) return;
    // The docks' first sizes, once the page has its own: as the player left them last time, or
    // the chart wide enough to read.
    sized_ = true;
    if (smallScreen_) {
        // The players' names and factions whole if half the page holds them.
        resizeDocks({playersDock_}, {std::min(playersDock_->wholeWidth(), width() / 2)}, Qt::Horizontal);
    } else if (savedLayout_.isEmpty() || !restoreState(savedLayout_)) {
        resizeDocks({playersDock_, turnDock_}, {170, 430}, Qt::Vertical);
        resizeDocks({chartDock_, logDock_}, {330, 270}, Qt::Vertical);
        // The players' names and factions whole when the window has room for them (a faction
        // read "Rebel …").
        resizeDocks({playersDock_, chartDock_}, {std::max(340, std::min(playersDock_->wholeWidth(), width() / 3)), 470}, Qt::Horizontal);
    }
    // The log laid out again at its new width: its end (the step shown) in view.
    QTimer::singleShot(0, this, [this] { logView()->verticalScrollBar()->setValue(logView()->verticalScrollBar()->maximum()); });
}

void ReviewPage::createActions()
{
    playFromHere_ = makeAction(this, "playFromHere", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                               [this] { playFromHere(From::Step); });
    playAgain_ = makeAction(this, "playDecisionAgain", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                            [this] { playFromHere(From::Decision); });
    menu_ = new QMenu(this);
    menu_->setObjectName(QStringLiteral("reviewMenu"));
    menu_->addActions(bar_->stepActions());
    menu_->addSeparator();
    menu_->addActions({playFromHere_, playAgain_});
    exportBoard_ = makeAction(this, "exportBoard", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X), [this] { exportBoard(); });
    menu_->addAction(exportBoard_);
    menuSlot_ = menu_->addSeparator();
    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("reviewToolBar"));
    toolBar_->addActions({playFromHere_, playAgain_});
    toolBarSlot_ = toolBar_->addSeparator();
    actions_ = bar_->stepActions();
    actions_ << playFromHere_ << playAgain_ << exportBoard_;
}

void ReviewPage::exportBoard()
{
    if (!position_->hasGame()) return;
    // The step shown, as the board shows it (its theme), to a file whose suffix says the format.
    const QString kFolder = QStringLiteral("review/exportFolder");
    QSettings settings;
    const QString start = QDir(settings.value(kFolder, QDir::homePath()).toString())
                              .filePath(tr("board-step-%1.png").arg(bar_->step() + 1));
    // The filters joined here: ";;" in a translation would get French typography's space.
    const QString filters = QStringList{tr("PNG pictures (*.png)"), tr("SVG pictures (*.svg)"), tr("PDF files (*.pdf)")}
                                .join(QStringLiteral(";;"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the board"), start, filters);
    if (path.isEmpty()) return;
    settings.setValue(kFolder, QFileInfo(path).absolutePath());
    QString error;
    if (!writeBoardPicture(position_->game(), path, artTheme(), &error))
        QMessageBox::warning(this, tr("The board could not be exported"),
                             tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), error));
}

void ReviewPage::addAnalysisAction(QAction* action)
{
    toolBar_->insertAction(toolBarSlot_, action);
    menu_->insertAction(menuSlot_, action);
    actions_ << action;
    action->setVisible(active_);
}

void ReviewPage::setActive(bool active)
{
    active_ = active;
    for (QAction* a : actions_) a->setVisible(active);
    menu_->menuAction()->setVisible(active);
    if (!active) bar_->pause();
}

QTextBrowser* ReviewPage::logView() const { return logDock_->view(); }
QTableWidget* ReviewPage::playersTable() const { return playersDock_->table(); }

void ReviewPage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(e);
}

void ReviewPage::retranslate()
{
    menu_->setTitle(tr("&Review"));
    toolBar_->setWindowTitle(tr("Review"));
    turnDock_->setWindowTitle(tr("This turn"));
    turnView_->setAccessibleName(turnDock_->windowTitle());
    turnView_->setAccessibleDescription(tr("The turn of the step shown, in words"));
    chartDock_->setWindowTitle(tr("Scores"));
    playFromHere_->setText(tr("Play from &here…"));
    playFromHere_->setToolTip(tr("Start a new game from this step, with players of your choice (%1)")
                                  .arg(playFromHere_->shortcut().toString(QKeySequence::NativeText)));
    exportBoard_->setText(tr("&Export the board…"));
    exportBoard_->setToolTip(tr("Save the board of this step as a PNG or SVG picture or a PDF (%1)")
                                 .arg(exportBoard_->shortcut().toString(QKeySequence::NativeText)));
    playAgain_->setText(tr("Play this &decision again…"));
    playAgain_->setToolTip(tr("Start a new game from before this step's decision: its player decides again (%1)")
                               .arg(playAgain_->shortcut().toString(QKeySequence::NativeText)));
    chart_->setToolTip(tr("Click a turn to go there"));
    if (!timeline_) {
        heading_->setText(tr("No game to review"));
        turnView_->setHtml(QStringLiteral("<p>") +
                           tr("Open a game record with Game > Review a game…, or review the game being played "
                              "with Game > Review this game.") +
                           QStringLiteral("</p>"));
        refreshActions();
        return;
    }
    buildSeries();
    showNotice();
    showStep(step());
}

void ReviewPage::setTimeline(std::shared_ptr<const Timeline> timeline, const QString& file)
{
    timeline_ = std::move(timeline);
    file_ = file;
    buildEntries();
    position_->showPosition(timeline_->record(), timeline_->gameAfter(-1), {});
    board_->fitBoard();
    bar_->setStepCount(timeline_->size(), -1);
    retranslate();
    emit timelineChanged();
}

int ReviewPage::step() const { return bar_->step(); }

void ReviewPage::setStep(int step) { bar_->setStep(step); }

void ReviewPage::buildEntries()
{
    entries_.clear();
    placedBefore_.clear();
    placedTurns_.clear();
    const GameRecord& rec = timeline_->record();
    // The turns played: a record with an illegal turn stops before it.
    const auto& error = timeline_->error();
    const int turns = error ? error->turn - 1 : static_cast<int>(rec.turns.size());
    for (int t = 0; t < turns; ++t) {
        const RecordTurn& turn = rec.turns[static_cast<std::size_t>(t)];
        placedBefore_.push_back(static_cast<int>(placedTurns_.size()));
        if (turn.setAside) {
            entries_.push_back({turn, {}, true});
            continue;
        }
        placedTurns_.push_back(t);
        entries_.push_back({turn, timeline_->turnReportAt(timeline_->lastStepOf(t)), true});
    }
}

void ReviewPage::buildSeries()
{
    const Game& g = position_->game();
    const int lines = g.rules().teams ? 2 : g.playerCount();
    std::vector<std::vector<int>> series(static_cast<std::size_t>(lines), std::vector<int>{0});
    const auto add = [&](const TimelineStep& s) {
        for (int i = 0; i < lines; ++i) series[static_cast<std::size_t>(i)].push_back(s.scores[i]);
    };
    for (int t : placedTurns_) add(timeline_->step(timeline_->lastStepOf(t)));
    if (timeline_->finished()) add(timeline_->step(timeline_->size() - 1));
    std::vector<Color> colours;
    std::vector<QString> names;
    ScoreChart::linesOf(*position_, &colours, &names);
    chart_->setSeries(std::move(series), std::move(colours), std::move(names), timeline_->finished());
}

int ReviewPage::turnNumber(int recordTurn) const
{
    return placedBefore_[static_cast<std::size_t>(recordTurn)] + 1;
}

double ReviewPage::chartX(int step) const
{
    if (step < 0) return 0;
    const TimelineStep& s = timeline_->step(step);
    if (s.kind == StepKind::FinalScoring) return static_cast<double>(placedTurns_.size()) + 1;
    const int before = placedBefore_[static_cast<std::size_t>(s.turn)];
    if (s.kind == StepKind::SetAside) return before;
    // Within a turn, its steps share the way to the turn's point.
    const int first = timeline_->firstStepOf(s.turn), last = timeline_->lastStepOf(s.turn);
    return before + static_cast<double>(step - first + 1) / (last - first + 1);
}

int ReviewPage::stepOfPoint(int point) const
{
    if (!timeline_ || point <= 0) return -1;
    if (point <= static_cast<int>(placedTurns_.size()))
        return timeline_->lastStepOf(placedTurns_[static_cast<std::size_t>(point - 1)]);
    return timeline_->size() - 1;  // the final scoring
}

std::vector<GameSession::Entry> ReviewPage::historyAt(int step) const
{
    if (step < 0) return {};
    const TimelineStep& s = timeline_->step(step);
    std::vector<GameSession::Entry> history(entries_.begin(), entries_.begin() + s.turn);
    if (s.kind == StepKind::SetAside) history.push_back(entries_[static_cast<std::size_t>(s.turn)]);
    // As in play: the turn joins the story with its meeple; re-placements still to decide leave
    // it uncommitted.
    if (s.kind == StepKind::Meeple || s.kind == StepKind::Replacement)
        history.push_back({timeline_->record().turns[static_cast<std::size_t>(s.turn)], timeline_->turnReportAt(step),
                           step == timeline_->lastStepOf(s.turn)});
    return history;
}

void ReviewPage::showStep(int step)
{
    if (!timeline_) return;
    position_->showPosition(timeline_->record(), timeline_->gameAfter(step), historyAt(step));
    heading_->setText(stepHeading(step));
    turnView_->setHtml(stepLogHtml(step));
    std::vector<int> scores;
    const int lines = static_cast<int>(chart_->series().size());
    for (int i = 0; i < lines; ++i) scores.push_back(step < 0 ? 0 : timeline_->step(step).scores[i]);
    chart_->setMarker(chartX(step), std::move(scores));
    refreshActions();
    emit stepChanged(step);
}

QString ReviewPage::stepHeading(int step) const
{
    if (!timeline_) return {};
    if (step < 0) return tr("Start of the game");
    const TimelineStep& s = timeline_->step(step);
    if (s.kind == StepKind::FinalScoring) return tr("Final scoring");
    if (s.kind == StepKind::SetAside) return tr("A tile that fits nowhere is set aside");
    const int n = turnNumber(s.turn);
    const QString who = GameText::seatName(*position_, s.seat);
    switch (s.kind) {
    case StepKind::TileChoice:
        return timeline_->record().turns[static_cast<std::size_t>(s.turn)].fromRow
                   ? tr("Turn %1 — %2 takes a face-up tile").arg(n).arg(who)
                   : tr("Turn %1 — %2 draws from the pile").arg(n).arg(who);
    case StepKind::Placement: return tr("Turn %1 — %2 places a tile").arg(n).arg(who);
    case StepKind::Meeple:
        return s.report.meeple.place ? tr("Turn %1 — %2 places a meeple").arg(n).arg(who)
                                     : tr("Turn %1 — %2 places no meeple").arg(n).arg(who);
    case StepKind::Replacement:
        return !s.report.replacements.empty() && s.report.replacements.front().move.place
                   ? tr("Turn %1 — Galaxy Traders: %2 re-places the meeple").arg(n).arg(who)
                   : tr("Turn %1 — Galaxy Traders: %2 keeps the meeple").arg(n).arg(who);
    default: return {};
    }
}

QString ReviewPage::tileChoiceHtml(int step) const
{
    const TimelineStep& s = timeline_->step(step);
    const Game& g = position_->game();
    const QString who = esc(GameText::seatName(*position_, s.seat));
    const QString tile = g.drawnTile() >= 0 ? esc(Texts::tile(g.tileset().faces[static_cast<std::size_t>(g.drawnTile())])) : QString();
    const QString text = timeline_->record().turns[static_cast<std::size_t>(s.turn)].fromRow
                             ? tr("%1 takes %2 from the face-up tiles.").arg(who, tile)
                             : tr("%1 draws %2 from the pile.").arg(who, tile);
    return tr("Turn %1: %2").arg(turnNumber(s.turn)).arg(text);
}

QString ReviewPage::stepLogHtml(int step) const
{
    if (!timeline_) return {};
    const auto para = [](const QString& html) { return QStringLiteral("<p>") + html + QStringLiteral("</p>"); };
    if (step < 0)
        return para(tr("The game begins: the start tile alone is on the board, and %1 plays first.")
                        .arg(esc(GameText::seatName(*position_, 0))));
    const TimelineStep& s = timeline_->step(step);
    switch (s.kind) {
    case StepKind::FinalScoring: return GameText::finalScoringHtml(*position_);
    case StepKind::TileChoice: return para(tileChoiceHtml(step));
    case StepKind::SetAside: return para(GameText::entryHtml(*position_, entries_[static_cast<std::size_t>(s.turn)], 0));
    default: break;
    }
    const GameSession::Entry entry{timeline_->record().turns[static_cast<std::size_t>(s.turn)], timeline_->turnReportAt(step), true};
    return para(GameText::entryHtml(*position_, entry, turnNumber(s.turn), s.kind != StepKind::Placement));
}

void ReviewPage::showNotice()
{
    const bool shown = timeline_ && (timeline_->error() || !timeline_->finished());
    notice_->setVisible(shown);
    if (!shown) return;
    if (const auto& error = timeline_->error()) {
        RecordError e = *error;
        if (e.file.empty()) e.file = QFile::encodeName(file_).toStdString();
        notice_->setText(tr("This record has an illegal turn, so the review stops before it: %1").arg(esc(Texts::recordError(e))));
        notice_->setStyleSheet(QStringLiteral("color: #c62828;"));
    } else {
        notice_->setText(tr("This game is not finished: the review ends at its last turn."));
        notice_->setStyleSheet(QString());
    }
}

int ReviewPage::turnsKeptAt(int step, From from) const
{
    if (!timeline_) return -1;
    if (from == From::Decision) {
        // A decision is a player's step; the new game starts at its turn's beginning, since a game
        // begins a turn with the draw.
        if (step < 0) return -1;
        const TimelineStep& s = timeline_->step(step);
        return s.kind == StepKind::FinalScoring || s.kind == StepKind::SetAside ? -1 : s.turn;
    }
    if (step < 0) return 0;
    const TimelineStep& s = timeline_->step(step);
    if (s.kind == StepKind::FinalScoring) return -1;
    if (step != timeline_->lastStepOf(s.turn)) return s.turn;  // within the turn: from its start
    return timeline_->gameAfter(step).isOver() ? -1 : s.turn + 1;
}

bool ReviewPage::canReseed(const GameRecord& record) { return !record.rules.has(Variant::IntelAndRumours); }

std::optional<GameRecord> ReviewPage::continuedRecord(int step, bool keepSeed, From from) const
{
    const int kept = turnsKeptAt(step, from);
    if (kept < 0) return std::nullopt;
    const GameRecord& rec = timeline_->record();
    if (keepSeed || !canReseed(rec)) {
        GameRecord out = rec;
        out.turns.resize(static_cast<std::size_t>(kept));
        return out;
    }
    auto out = explicitRecord(rec, kept);
    if (!out) return std::nullopt;
    out->seed = QRandomGenerator::global()->generate64() >> 1;
    out->seedGiven = true;
    return out;
}

QString ReviewPage::whereItStarts(int step, From from) const
{
    const int kept = turnsKeptAt(step, from);
    const int turns = static_cast<int>(placedBefore_.size());
    const int placed = kept < turns ? placedBefore_[static_cast<std::size_t>(kept)] : static_cast<int>(placedTurns_.size());
    // From the beginning of the step's turn (a decision again always is).
    if (step >= 0 && kept == timeline_->step(step).turn) {
        const TimelineStep& s = timeline_->step(step);
        const QString text =
            from == From::Decision
                ? tr("The new game starts before this decision, at the beginning of turn %1, with the board, the scores "
                     "and the tiles still to come as they were then. %2 plays the whole turn again; with the record's "
                     "seed kept, the same tile comes.")
                : tr("This step is in the middle of turn %1: the new game starts at the beginning of that turn, before "
                     "its tile is drawn, with the board, the scores and the tiles still to come as they were then. %2 "
                     "plays the whole turn again.");
        return text.arg(turnNumber(s.turn)).arg(GameText::seatName(*position_, s.seat));
    }
    if (placed == 0)
        return tr("The new game starts at the beginning: the start tile alone, with this game's tile set, seats and house rules.");
    return tr("The new game starts after turn %1, with the board, the scores and the tiles still to come as they are at this step.")
        .arg(placed);
}

void ReviewPage::playFromHere(From from)
{
    const int at = step();
    const int kept = turnsKeptAt(at, from);
    if (kept < 0) return;
    bar_->pause();
    // Who acts first in the new game: the step's player within a turn, else the next one.
    const int toAct = at >= 0 && kept == timeline_->step(at).turn ? timeline_->step(at).seat : timeline_->gameAfter(at).currentPlayer();
    PlayFromHereDialog d(timeline_->record(), toAct, whereItStarts(at, from), canReseed(timeline_->record()), this);
    // The decision again: the same tile by default, so that the choice is the one reviewed.
    if (from == From::Decision) d.proposeKeepSeed(true);
    if (d.exec() != QDialog::Accepted) return;
    const auto record = continuedRecord(at, d.keepSeed(), from);
    if (!record) return;  // the timeline replayed these turns: they replay again
    replayed_ = from == From::Decision ? at : -1;
    emit playRequested(*record, d.names(), d.seatLevels());
}

void ReviewPage::refreshActions()
{
    playFromHere_->setEnabled(turnsKeptAt(step()) >= 0);
    playAgain_->setEnabled(turnsKeptAt(step(), From::Decision) >= 0);
}

}  // namespace swc::ui
