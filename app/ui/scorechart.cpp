#include "scorechart.h"

#include "chartkeys.h"
#include "gametext.h"
#include "tileart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace swc::ui {

namespace {
constexpr int kLegendWidth = 150;
}  // namespace

ScoreChart::ScoreChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreChart"));
}

void ScoreChart::linesOf(const GameSession& s, std::vector<Color>* colours, std::vector<QString>* names)
{
    const Game& g = s.game();
    const bool teams = g.rules().teams;
    const int lines = teams ? 2 : g.playerCount();
    for (int i = 0; i < lines; ++i) {
        colours->push_back(g.color(i));
        names->push_back(teams ? GameText::sideName(s, static_cast<std::uint8_t>(i == 0 ? 0b00101 : 0b01010)) : GameText::seatName(s, i));
    }
}

void ScoreChart::setSession(const GameSession* s)
{
    if (!s || !s->hasGame()) return setSeries({}, {}, {});
    const Game& g = s->game();
    const int lines = g.rules().teams ? 2 : g.playerCount();
    std::vector<std::vector<int>> series(static_cast<std::size_t>(lines), std::vector<int>{0});
    std::array<int, kMaxPlayers> total{};
    for (const GameSession::Entry& e : s->history()) {
        if (e.report.face < 0) continue;
        const auto step = scoreBreakdown(g, {e.report}, nullptr);
        for (int i = 0; i < lines; ++i) {
            for (int c = 0; c < kScoreCategories; ++c) total[static_cast<std::size_t>(i)] += step[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)];
            series[static_cast<std::size_t>(i)].push_back(total[static_cast<std::size_t>(i)]);
        }
    }
    if (const auto& f = s->finalScoring())
        for (int i = 0; i < lines; ++i) series[static_cast<std::size_t>(i)].push_back(f->scores[static_cast<std::size_t>(i)]);
    std::vector<Color> colours;
    std::vector<QString> names;
    linesOf(*s, &colours, &names);
    setSeries(std::move(series), std::move(colours), std::move(names));
}

void ScoreChart::setSeries(std::vector<std::vector<int>> series, std::vector<Color> colours, std::vector<QString> names)
{
    series_ = std::move(series);
    colours_ = std::move(colours);
    names_ = std::move(names);
    marker_ = -1;
    legendValues_.clear();
    update();
}

void ScoreChart::setMarker(double x, std::vector<int> legendValues)
{
    marker_ = x;
    legendValues_ = std::move(legendValues);
    update();
}

int ScoreChart::top() const
{
    int top = 1;
    for (const auto& s : series_)
        if (!s.empty()) top = std::max(top, *std::max_element(s.begin(), s.end()));
    return top;
}

QRectF ScoreChart::plotRect() const
{
    const QFontMetrics fm(font());
    return {static_cast<double>(fm.horizontalAdvance(QString::number(top())) + 12), 10.0,
            static_cast<double>(width() - kLegendWidth - 40), static_cast<double>(height() - fm.height() - 24)};
}

int ScoreChart::pointX(int index) const
{
    const QRectF plot = plotRect();
    return static_cast<int>(std::lround(plot.left() + plot.width() * index / std::max(1, points() - 1)));
}

void ScoreChart::mousePressEvent(QMouseEvent* e)
{
    if (points() == 0 || e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    const QRectF plot = plotRect();
    const double x = (e->position().x() - plot.left()) / plot.width() * std::max(1, points() - 1);
    emit pointClicked(std::clamp(static_cast<int>(std::lround(x)), 0, points() - 1));
    e->accept();
}

void ScoreChart::drawLegend(QPainter& p, std::size_t s)
{
    // The line's sample and glyph, the name, and the score at the marker (the last one without a marker).
    const QFontMetrics fm(font());
    const double y = 12 + static_cast<double>(s) * (fm.height() + 6);
    const int value = s < legendValues_.size() ? legendValues_[s] : series_[s].back();
    const int textWidth = kLegendWidth - kLineKeyWidth - 4;
    drawLineKey(p, QRectF(width() - kLegendWidth, y, kLineKeyWidth, fm.height()), colours_[s],
                palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(width() - textWidth, y, textWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(QStringLiteral("%1 %2").arg(names_[s]).arg(value), Qt::ElideMiddle, textWidth));
}

void ScoreChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    if (series_.empty() || points() == 0) return;
    const int n = points();
    const int top = this->top();
    const QFontMetrics fm(font());
    const QRectF plot = plotRect();
    // Axes and a few score lines.
    p.setPen(palette().color(QPalette::Mid));
    for (int k = 0; k <= 4; ++k) {
        const double y = plot.bottom() - plot.height() * k / 4.0;
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(top * k / 4));
        p.setPen(palette().color(QPalette::Mid));
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height()), Qt::AlignCenter, tr("Turns"));
    const auto at = [&](double i, int v) {
        return QPointF(plot.left() + plot.width() * i / std::max(1, n - 1), plot.bottom() - plot.height() * v / top);
    };
    if (marker_ >= 0) {
        const double x = at(std::min(marker_, static_cast<double>(n - 1)), 0).x();
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    for (std::size_t s = 0; s < series_.size(); ++s) {
        QPainterPath path(at(0, series_[s][0]));
        for (int i = 1; i < n; ++i) path.lineTo(at(i, series_[s][static_cast<std::size_t>(i)]));
        p.setPen(chartPen(colours_[s], palette().color(QPalette::Base)));
        p.drawPath(path);
        // The player's glyph at the line's end.
        drawChartGlyph(p, path.currentPosition(), colours_[s], palette().color(QPalette::Base));
        drawLegend(p, s);
    }
}

}  // namespace swc::ui
