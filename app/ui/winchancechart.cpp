#include "winchancechart.h"

#include "analysistext.h"
#include "chartkeys.h"
#include "gametext.h"
#include "scorechart.h"
#include "tileart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace swc::ui {

namespace {
constexpr double kMarkRadius = 4.5;
}  // namespace

WinChanceChart::WinChanceChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("winChanceChart"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
}

void WinChanceChart::setTimeline(const Timeline& timeline)
{
    stepTurns_.clear();
    for (const TimelineStep& s : timeline.steps()) stepTurns_.push_back(s.turn);
    const GameRecord& r = timeline.record();
    results_.clear();
    setPlayers(GameText::seatNames(r), r.players, r.rules.teams);
}

void WinChanceChart::setPlayers(const QStringList& seatNames, const std::vector<Color>& colours, bool teams)
{
    seatNames_ = seatNames;
    teams_ = teams;
    lines_.clear();
    const int seats = std::min(static_cast<int>(seatNames.size()), static_cast<int>(colours.size()));
    const int sides = teams ? std::min(seats, 2) : seats;
    for (int side = 0; side < sides; ++side) {
        std::uint8_t members = 0;
        for (int p = side; p < seats; p += teams ? 2 : seats) members |= static_cast<std::uint8_t>(1u << p);
        lines_.push_back({GameText::sideName(seatNames, members), colours[static_cast<std::size_t>(side)]});
    }
    update();
}

void WinChanceChart::setResults(const std::vector<DecisionAnalysis>& results)
{
    results_.clear();
    for (const DecisionAnalysis& a : results) results_[a.step] = a;
    update();
}

void WinChanceChart::addResult(const DecisionAnalysis& result)
{
    results_[result.step] = result;
    update();
}

void WinChanceChart::clearResults()
{
    results_.clear();
    update();
}

void WinChanceChart::setCurrentStep(int step)
{
    if (step == current_) return;
    current_ = step;
    update();
}

QRectF WinChanceChart::plotRect() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(AnalysisText::percent(1.0)) + 12;
    return {left, fm.height() + 4.0, std::max(10.0, width() - legendRoom() - left - 16), std::max(10.0, height() - 3.0 * fm.height() - 8)};
}

double WinChanceChart::legendRoom() const
{
    // As wide as its title and the longest name with the widest chance need ("Red and Green:
    // 100 %"), up to half the chart; the chances never move it.
    const QFontMetrics fm(font());
    QFont bold = font();
    bold.setBold(true);
    QStringList names;
    for (const Line& l : lines_) names << l.name;
    const int lines = legendWidth(fm, tr("%1: %2"), names, AnalysisText::percent(1.0), width() / 2);
    return std::min(std::max(lines, QFontMetrics(bold).horizontalAdvance(tr("Chance of winning")) + 8), width() / 2);
}

QString WinChanceChart::legendText(int side) const
{
    if (side < 0 || side >= static_cast<int>(lines_.size())) return {};
    const QString& name = lines_[static_cast<std::size_t>(side)].name;
    const DecisionAnalysis* at = resultAtCursor();
    const int width = static_cast<int>(legendRoom()) - kLineKeyWidth - 4;
    if (!at) return legendLine(QFontMetrics(font()), QStringLiteral("%1%2"), name, QString(), width);
    return legendLine(QFontMetrics(font()), tr("%1: %2"), name, AnalysisText::percent(at->winChance[side]), width);
}

int WinChanceChart::legendLines(int side) const
{
    return legendLineCount(QFontMetrics(font()), legendText(side), static_cast<int>(legendRoom()) - kLineKeyWidth - 4);
}

double WinChanceChart::stepX(int step) const
{
    int steps = static_cast<int>(stepTurns_.size());
    if (!results_.empty()) steps = std::max(steps, results_.rbegin()->first + 1);
    const QRectF plot = plotRect();
    return plot.left() + plot.width() * step / std::max(1, steps - 1);
}

double WinChanceChart::chanceY(double chance) const
{
    const QRectF plot = plotRect();
    return plot.bottom() - plot.height() * std::clamp(chance, 0.0, 1.0);
}

QPointF WinChanceChart::pointOf(int step, int seat) const
{
    const auto it = results_.find(step);
    if (it == results_.end() || seat < 0 || seat >= kMaxPlayers) return {};
    return {stepX(step), chanceY(it->second.winChance[seat])};
}

int WinChanceChart::decisionAt(double x) const
{
    int best = -1;
    double distance = 0;
    for (const auto& [step, a] : results_) {
        const double d = std::abs(stepX(step) - x);
        if (best < 0 || d < distance) {
            best = step;
            distance = d;
        }
    }
    return best;
}

const DecisionAnalysis* WinChanceChart::resultAtCursor() const
{
    if (current_ < 0 || results_.empty()) return nullptr;
    auto it = results_.upper_bound(current_);
    if (it == results_.begin()) return nullptr;
    return &std::prev(it)->second;
}

QColor WinChanceChart::lineColour(int side) const
{
    if (side < 0 || side >= static_cast<int>(lines_.size())) return palette().color(QPalette::Text);
    return chartColour(lines_[static_cast<std::size_t>(side)].colour, palette().color(QPalette::Base));
}

QString WinChanceChart::figuresText(int step) const
{
    const auto it = results_.find(step);
    if (it == results_.end()) return {};
    const DecisionAnalysis& a = it->second;
    QString html = QStringLiteral("<b>%1</b>").arg(tr("Turn %1").arg(a.turn + 1));
    for (std::size_t side = 0; side < lines_.size(); ++side)
        html += QStringLiteral("<br>") + tr("%1: %2").arg(lines_[side].name.toHtmlEscaped(),
                                                          AnalysisText::percent(a.winChance[static_cast<int>(side)]));
    return html + QStringLiteral("<br>") + AnalysisText::lossLine(a, seatNames_).toHtmlEscaped();
}

void WinChanceChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF plot = plotRect();
    drawAxes(p, plot);
    drawTurnTicks(p, plot);
    if (results_.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(plot, Qt::AlignCenter, tr("Not analysed yet"));
    }
    drawLines(p);
    drawMarks(p);
    drawCursor(p, plot);
    drawLegend(p);
}

void WinChanceChart::drawAxes(QPainter& p, const QRectF& plot) const
{
    const QFontMetrics fm(font());
    for (int k = 0; k <= 4; ++k) {
        const double y = plot.bottom() - plot.height() * k / 4.0;
        QPen grid(palette().color(QPalette::Mid), k == 2 ? 1.0 : 0.5, k == 2 ? Qt::DashLine : Qt::SolidLine);
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   AnalysisText::percent(k / 4.0));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 4 + fm.height(), plot.width(), fm.height()), Qt::AlignCenter, tr("Turns"));
}

void WinChanceChart::drawTurnTicks(QPainter& p, const QRectF& plot) const
{
    // The first step of every turn: the timeline's, or without one the decisions'.
    std::vector<std::pair<int, int>> firsts;  // step, record turn
    const auto add = [&firsts](int step, int turn) {
        if (firsts.empty() || firsts.back().second != turn) firsts.emplace_back(step, turn);
    };
    for (std::size_t step = 0; step < stepTurns_.size(); ++step) add(static_cast<int>(step), stepTurns_[step]);
    if (stepTurns_.empty())
        for (const auto& [step, a] : results_) add(step, a.turn);
    if (firsts.empty()) return;
    const QFontMetrics fm(font());
    const int turns = firsts.back().second + 1;
    const double room = fm.horizontalAdvance(QStringLiteral("000")) + 16;
    const int every = roundStep(turns, static_cast<int>(plot.width() / room));
    for (const auto& [step, recordTurn] : firsts) {
        const int turn = recordTurn + 1;  // counted from 1
        if (turn % every != 0 && turn != 1) continue;
        const double x = stepX(step);
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x - room / 2, plot.bottom() + 3, room, fm.height()), Qt::AlignCenter, QString::number(turn));
    }
}

void WinChanceChart::drawLines(QPainter& p) const
{
    for (std::size_t side = 0; side < lines_.size(); ++side) {
        QPainterPath path;
        for (const auto& [step, a] : results_) {
            const QPointF at = pointOf(step, static_cast<int>(side));
            if (path.elementCount() == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
        p.setPen(chartPen(lines_[side].colour, palette().color(QPalette::Base)));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        if (path.elementCount() > 0) drawChartGlyph(p, path.currentPosition(), lines_[side].colour, palette().color(QPalette::Base));
    }
}

void WinChanceChart::drawMarks(QPainter& p) const
{
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const QFontMetrics fm(bold);
    for (const auto& [step, a] : results_) {
        if (a.mark == LossMark::None || a.seat < 0) continue;
        const QPointF at = pointOf(step, a.seat);
        const double r = a.mark == LossMark::Blunder ? kMarkRadius + 1.0 : kMarkRadius;
        p.setPen(QPen(palette().color(QPalette::Text), 1.5));
        p.setBrush(lineColour(sideOf(a.seat)));
        p.drawEllipse(at, r, r);
        // The mark above the point, or below it near the top.
        const QString text = AnalysisText::mark(a.mark);
        const double above = at.y() - r - fm.height() < 0 ? at.y() + r + 1 : at.y() - r - fm.height();
        // On a patch of the background, so that the lines never hide it.
        const double w = fm.horizontalAdvance(text) + 4;
        QColor patch = palette().color(QPalette::Base);
        patch.setAlpha(200);
        p.fillRect(QRectF(at.x() - w / 2, above + 1, w, fm.height() - 2), patch);
        p.drawText(QRectF(at.x() - 20, above, 40, fm.height()), Qt::AlignCenter, text);
    }
    p.setFont(font());
}

void WinChanceChart::drawCursor(QPainter& p, const QRectF& plot) const
{
    if (current_ < 0) return;
    const double x = stepX(current_);
    if (x < plot.left() - 1 || x > plot.right() + 1) return;
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.drawLine(QPointF(x, plot.top() - 4), QPointF(x, plot.bottom()));
}

void WinChanceChart::drawLegend(QPainter& p) const
{
    const QFontMetrics fm(font());
    const double width = legendRoom();
    const double left = this->width() - width;
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(left, 4, width - 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetrics(bold).elidedText(tr("Chance of winning"), Qt::ElideRight, static_cast<int>(width) - 4));
    p.setFont(font());
    // Each entry under the one before, as high as its lines.
    const int textWidth = static_cast<int>(width) - kLineKeyWidth - 4;
    double y = 14 + fm.height();
    for (std::size_t side = 0; side < lines_.size(); ++side) {
        const QString text = legendText(static_cast<int>(side));
        const int height = legendHeight(fm, text, textWidth);
        drawLineKey(p, QRectF(left, y, kLineKeyWidth, fm.height()), lines_[side].colour, palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(left + kLineKeyWidth + 4, y, textWidth, height), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        y += height + 6;
    }
}

void WinChanceChart::mousePressEvent(QMouseEvent* e)
{
    const QRectF plot = plotRect().adjusted(-8, -8, 8, 8);
    const int step = decisionAt(e->position().x());
    if (e->button() != Qt::LeftButton || !plot.contains(e->position()) || step < 0) return QWidget::mousePressEvent(e);
    emit stepClicked(step);
}

bool WinChanceChart::event(QEvent* e)
{
    if (e->type() != QEvent::ToolTip) return QWidget::event(e);
    const auto* help = static_cast<QHelpEvent*>(e);
    const int step = plotRect().adjusted(-8, -8, 8, 8).contains(help->pos()) ? decisionAt(help->pos().x()) : -1;
    if (step < 0) {
        QToolTip::hideText();
        e->ignore();
    } else {
        QToolTip::showText(help->globalPos(), figuresText(step), this);
    }
    return true;
}

}  // namespace swc::ui
