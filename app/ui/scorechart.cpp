#include "scorechart.h"

#include "chartkeys.h"
#include "gametext.h"
#include "tileart.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace swc::ui {

int roundStep(double span, int most)
{
    most = std::max(1, most);
    for (int power = 1;; power *= 10)
        for (int m : {1, 2, 5})
            if (span / (m * power) <= most || power > 100000000) return m * power;
}

std::vector<int> ScoreChart::scoreTicks(int highest, int most)
{
    const int step = roundStep(std::max(1, highest), most);
    std::vector<int> ticks{0};
    while (ticks.back() < std::max(1, highest)) ticks.push_back(ticks.back() + step);
    return ticks;
}

std::vector<int> ScoreChart::turnTicks(int most) const
{
    std::vector<int> ticks;
    const int turns = this->turns();
    if (turns < 0) return ticks;
    const int labels = std::max(1, most - (withFinal_ ? 1 : 0));
    const int step = roundStep(std::max(1, turns), labels);
    for (int t = 0; t <= turns; t += step) ticks.push_back(t);
    if (withFinal_) {
        // The end's label as far from the last turn's as two labels need (a step is at least that).
        const int gap = static_cast<int>(std::ceil(static_cast<double>(turns + 1) / labels));
        if (ticks.size() > 1 && turns + 1 - ticks.back() < gap) ticks.pop_back();
        ticks.push_back(turns + 1);
    }
    return ticks;
}

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
    const auto& f = s->finalScoring();
    if (f)
        for (int i = 0; i < lines; ++i) series[static_cast<std::size_t>(i)].push_back(f->scores[static_cast<std::size_t>(i)]);
    std::vector<Color> colours;
    std::vector<QString> names;
    linesOf(*s, &colours, &names);
    setSeries(std::move(series), std::move(colours), std::move(names), f.has_value());
}

void ScoreChart::setSeries(std::vector<std::vector<int>> series, std::vector<Color> colours, std::vector<QString> names,
                           bool withFinal)
{
    series_ = std::move(series);
    withFinal_ = withFinal;
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
    return scoreTicks(top).back();
}

int ScoreChart::legendRoom() const
{
    // As wide as the longest name with the highest score needs ("Red and Green 165"), up to
    // half the chart; the score never moves it (the top of the axis is the widest figure).
    const QStringList names(names_.begin(), names_.end());
    return legendWidth(QFontMetrics(font()), QStringLiteral("%1 %2"), names, QLocale().toString(top()), width() / 2);
}

QRectF ScoreChart::plotRect() const
{
    const QFontMetrics fm(font());
    // Under the plot: the turn numbers, then the axis' name.
    const double left = fm.horizontalAdvance(QLocale().toString(top())) + 12;
    return {left, 10.0, std::max(10.0, width() - legendRoom() - left - 16), static_cast<double>(height() - 2 * fm.height() - 24)};
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

QString ScoreChart::legendText(std::size_t s) const
{
    if (s >= series_.size() || series_[s].empty() || s >= names_.size()) return {};
    const int value = s < legendValues_.size() ? legendValues_[s] : series_[s].back();
    return legendLine(QFontMetrics(font()), QStringLiteral("%1 %2"), names_[s], QLocale().toString(value),
                      legendRoom() - kLineKeyWidth - 4);
}

void ScoreChart::drawLegend(QPainter& p, std::size_t s)
{
    // The line's sample and glyph, the name, and the score at the marker (the last one without a marker).
    const QFontMetrics fm(font());
    const int legend = legendRoom();
    const int textWidth = legend - kLineKeyWidth - 4;
    // Each entry under the one before, as high as its lines.
    double y = 12;
    for (std::size_t above = 0; above < s; ++above) y += legendHeight(fm, legendText(above), textWidth) + 6;
    drawLineKey(p, QRectF(width() - legend, y, kLineKeyWidth, fm.height()), colours_[s], palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::Text));
    const QString text = legendText(s);
    p.drawText(QRectF(width() - textWidth, y, textWidth, legendHeight(fm, text, textWidth)), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               text);
}

int ScoreChart::legendLines(std::size_t line) const
{
    return legendLineCount(QFontMetrics(font()), legendText(line), legendRoom() - kLineKeyWidth - 4);
}

// The score lines at round steps, the turn numbers under the plot, the axis' name under them.
void ScoreChart::drawAxes(QPainter& p, const QRectF& plot)
{
    const QFontMetrics fm(font());
    const int top = this->top();
    for (int score : scoreTicks(top)) {
        const double y = plot.bottom() - plot.height() * score / top;
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QLocale().toString(score));
    }
    const QString end = tr("End", "the final scoring, on the score chart's turn axis");
    const double room = std::max(fm.horizontalAdvance(QStringLiteral("000")), fm.horizontalAdvance(end)) + 12;
    for (int point : turnTicks(static_cast<int>(plot.width() / room))) {
        const double x = pointX(point);
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3));
        p.setPen(palette().color(QPalette::Text));
        const QString label = withFinal_ && point == points() - 1 ? end : QLocale().toString(point);
        p.drawText(QRectF(x - room / 2, plot.bottom() + 3, room, fm.height()), Qt::AlignCenter, label);
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 6 + fm.height(), plot.width(), fm.height()), Qt::AlignCenter, tr("Turns"));
}

void ScoreChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    if (series_.empty() || points() == 0) return;
    const int n = points();
    const int top = this->top();
    const QRectF plot = plotRect();
    drawAxes(p, plot);
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
