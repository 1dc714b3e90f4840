#include "scorechart.h"

#include "gametext.h"
#include "tileart.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace swc::ui {

ScoreChart::ScoreChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreChart"));
}

void ScoreChart::setSession(const GameSession* s)
{
    series_.clear();
    colours_.clear();
    names_.clear();
    if (!s || !s->hasGame()) return update();
    const Game& g = s->game();
    const bool teams = g.rules().teams;
    const int lines = teams ? 2 : g.playerCount();
    series_.assign(static_cast<std::size_t>(lines), std::vector<int>{0});
    std::array<int, kMaxPlayers> total{};
    for (const GameSession::Entry& e : s->history()) {
        if (e.report.face < 0) continue;
        const auto step = scoreBreakdown(g, {e.report}, nullptr);
        for (int i = 0; i < lines; ++i) {
            for (int c = 0; c < kScoreCategories; ++c) total[static_cast<std::size_t>(i)] += step[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)];
            series_[static_cast<std::size_t>(i)].push_back(total[static_cast<std::size_t>(i)]);
        }
    }
    if (const auto& f = s->finalScoring())
        for (int i = 0; i < lines; ++i) series_[static_cast<std::size_t>(i)].push_back(f->scores[static_cast<std::size_t>(i)]);
    for (int i = 0; i < lines; ++i) {
        colours_.push_back(playerColor(g.color(i)));
        names_.push_back(teams ? GameText::sideName(*s, static_cast<std::uint8_t>(i == 0 ? 0b00101 : 0b01010)) : GameText::seatName(*s, i));
    }
    update();
}

void ScoreChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    if (series_.empty()) return;
    const int points = static_cast<int>(series_.front().size());
    int top = 1;
    for (const auto& s : series_) top = std::max(top, *std::max_element(s.begin(), s.end()));
    const QFontMetrics fm(font());
    const int legendWidth = 150;
    const QRectF plot(fm.horizontalAdvance(QString::number(top)) + 12, 10, width() - legendWidth - 40, height() - fm.height() - 24);
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
    const auto at = [&](int i, int v) {
        return QPointF(plot.left() + plot.width() * i / std::max(1, points - 1), plot.bottom() - plot.height() * v / top);
    };
    for (std::size_t s = 0; s < series_.size(); ++s) {
        QColor c = colours_[s];
        if (c.lightness() < 70) c = QColor(0x60, 0x60, 0x60);
        QPainterPath path(at(0, series_[s][0]));
        for (int i = 1; i < points; ++i) path.lineTo(at(i, series_[s][static_cast<std::size_t>(i)]));
        p.setPen(QPen(c, 2.5));
        p.drawPath(path);
        // The legend: colour, name, final score.
        const double y = 12 + static_cast<double>(s) * (fm.height() + 6);
        p.fillRect(QRectF(width() - legendWidth, y + 3, 14, fm.height() - 6), c);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(width() - legendWidth + 20, y, legendWidth - 20, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(QStringLiteral("%1 %2").arg(names_[s]).arg(series_[s].back()), Qt::ElideMiddle, legendWidth - 20));
    }
}

}  // namespace swc::ui
