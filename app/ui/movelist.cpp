#include "movelist.h"

#include "analysistext.h"
#include "gametext.h"
#include "texts.h"
#include "tileart.h"
#include "whytext.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace swc::ui {

MoveList::MoveList(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("moveList"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    mistakesOnly_ = new QCheckBox;
    mistakesOnly_->setObjectName(QStringLiteral("mistakesOnly"));
    connect(mistakesOnly_, &QCheckBox::toggled, this, &MoveList::filter);
    layout->addWidget(mistakesOnly_);
    table_ = new QTableWidget(0, Columns);
    table_->setObjectName(QStringLiteral("moveTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setTabKeyNavigation(false);  // Tab leaves the list; the arrows move in it
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(MoveColumn, QHeaderView::Stretch);
    table_->setMinimumWidth(320);
    layout->addWidget(table_, 1);
    // The arrows and a click make a row the current one; Enter on the current one goes there too.
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) { rowChosen(row); });
    connect(table_, &QTableWidget::itemActivated, this, [this](QTableWidgetItem* item) { rowChosen(item->row()); });
    retranslate();
}

void MoveList::setTimeline(std::shared_ptr<const Timeline> timeline, std::function<int(int)> turnNumber)
{
    timeline_ = std::move(timeline);
    turnNumber_ = std::move(turnNumber);
    steps_ = timeline_ ? analysedSteps(*timeline_) : std::vector<int>{};
    results_.assign(steps_.size(), std::nullopt);
    fill();
}

int MoveList::stepOfRow(int row) const
{
    return row >= 0 && row < static_cast<int>(steps_.size()) ? steps_[static_cast<std::size_t>(row)] : -1;
}

int MoveList::rowOfStep(int step) const
{
    const auto it = std::lower_bound(steps_.begin(), steps_.end(), step);
    return it != steps_.end() && *it == step ? static_cast<int>(it - steps_.begin()) : -1;
}

// Every row written again: the decisions' words (in the language shown) and what is judged.
void MoveList::fill()
{
    const QSignalBlocker block(table_);
    table_->setRowCount(static_cast<int>(steps_.size()));
    if (!timeline_) return;
    const GameRecord& record = timeline_->record();
    const QStringList names = GameText::seatNames(record);
    for (int row = 0; row < table_->rowCount(); ++row) {
        const int step = stepOfRow(row);
        const TimelineStep& s = timeline_->step(step);
        const auto& judged = results_[static_cast<std::size_t>(row)];
        const DecisionAnalysis played = judged ? *judged : playedDecision(*timeline_, step);
        // The points the decision brought its player: the score after it less the score before
        // its turn's tile was placed (a tile and its meeple score at the Meeple step).
        const int before = step > 0 ? timeline_->step(step - 1).scores[static_cast<std::size_t>(s.seat)] : 0;
        const int points = s.scores[static_cast<std::size_t>(s.seat)] - before;
        const Color colour = record.players[static_cast<std::size_t>(s.seat)];
        const QString cells[Columns] = {
            QString::number(turnNumber_ ? turnNumber_(s.turn) : s.turn + 1),
            tr("%1 %2", "a player's glyph, then their name").arg(playerGlyphText(colour), names.value(s.seat)),
            AnalysisText::move(*timeline_, played),
            points > 0 ? tr("+%1", "points scored").arg(points) : QString(),
            QString(),
            QString()};
        for (int c = 0; c < Columns; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == PointsColumn || c == LossColumn) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == MarkColumn) item->setTextAlignment(Qt::AlignCenter);
            table_->setItem(row, c, item);
        }
        table_->item(row, PlayerColumn)->setForeground(playerColor(colour).lightness() < 70 ? palette().text().color() : playerColor(colour));
        table_->item(row, PlayerColumn)->setToolTip(names.value(s.seat));
        table_->item(row, MoveColumn)->setToolTip(cells[MoveColumn]);
        if (judged) addResult(*judged);
    }
    filter();
}

void MoveList::addResult(const DecisionAnalysis& a)
{
    const int row = rowOfStep(a.step);
    if (row < 0 || !table_->item(row, MarkColumn)) return;
    results_[static_cast<std::size_t>(row)] = a;
    QTableWidgetItem* mark = table_->item(row, MarkColumn);
    mark->setText(AnalysisText::mark(a.mark));
    mark->setForeground(a.mark == LossMark::Blunder ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xef, 0x6c, 0x00));
    QFont bold = mark->font();
    bold.setBold(true);
    mark->setFont(bold);
    table_->item(row, LossColumn)->setText(AnalysisText::points(a.loss));
    const QString why = WhyText::decision(*timeline_, a);
    const QString summary = AnalysisText::summary(*timeline_, a, GameText::seatNames(timeline_->record()));
    const QString line = why.isEmpty() ? summary : summary + QLatin1Char('\n') + why;
    for (int c = 0; c < Columns; ++c) table_->item(row, c)->setToolTip(line);
    if (mistakesOnly_->isChecked()) table_->setRowHidden(row, a.mark == LossMark::None);
}

void MoveList::filter()
{
    const bool only = mistakesOnly_->isChecked();
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto& r = results_[static_cast<std::size_t>(row)];
        table_->setRowHidden(row, only && !(r && r->mark != LossMark::None));
    }
}

void MoveList::showStep(int step)
{
    if (!timeline_) return;
    // The decision the step belongs to: a tile's Placement step is decided with its Meeple step;
    // between decisions, the last one made.
    int row = rowOfStep(step);
    if (row < 0 && step >= 0 && step + 1 < timeline_->size() && timeline_->step(step).kind == StepKind::Placement)
        row = rowOfStep(step + 1);
    if (row < 0) {
        const auto it = std::upper_bound(steps_.begin(), steps_.end(), step);
        row = static_cast<int>(it - steps_.begin()) - 1;
    }
    showing_ = true;
    if (row < 0) table_->setCurrentCell(-1, -1);
    else table_->setCurrentCell(row, table_->currentColumn() < 0 ? MoveColumn : table_->currentColumn());
    showing_ = false;
}

void MoveList::rowChosen(int row)
{
    if (showing_ || row < 0) return;
    emit stepChosen(stepOfRow(row));
}

void MoveList::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void MoveList::retranslate()
{
    mistakesOnly_->setText(tr("Mistakes only (? and ?\?)"));
    mistakesOnly_->setToolTip(tr("Show only the decisions the analysis marked ? or ??"));
    table_->setHorizontalHeaderLabels({tr("Turn"), tr("Player"), tr("Move"), tr("Points"), tr("Mark"), tr("Lost")});
    table_->horizontalHeaderItem(LossColumn)->setToolTip(tr("Points lost against the best move found"));
    table_->setAccessibleName(tr("Moves of the game"));
    table_->setAccessibleDescription(tr("Every decision in order; Enter or the arrows go to it in the review"));
    fill();
}

}  // namespace swc::ui
