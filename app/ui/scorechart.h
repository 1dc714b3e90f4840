// The chart of every player's score over the turns (a team's shared score once): from the
// session's history, ending with the final scoring (the final-scoring view), or from lines given
// directly (a review, with a marker at the step shown; a click names the point nearest to it).
#pragma once

#include "gamesession.h"

#include <QWidget>

#include <vector>

namespace swc::ui {

// A round step for an axis over `span`: 1, 2 or 5 times a power of ten, the smallest that
// marks at most `most` steps (at least 1).
int roundStep(double span, int most);

class ScoreChart : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreChart(QWidget* parent = nullptr);
    // Per seat (per team in team play), the score after each placed turn, then the final.
    void setSession(const GameSession* session);
    // The lines drawn: series[line][point], every line with as many points, x from 0 to points - 1:
    // point 0 before the first turn, point t after turn t, then the final scoring if `withFinal`.
    // Each line drawn in its player colour (in the palette of the moment), dash pattern and glyph.
    void setSeries(std::vector<std::vector<int>> series, std::vector<Color> colours, std::vector<QString> names,
                   bool withFinal = false);
    // The names and colours of a session's lines: one per seat, or one per team in team play.
    static void linesOf(const GameSession& session, std::vector<Color>* colours, std::vector<QString>* names);
    QSize sizeHint() const override { return {520, 260}; }
    QSize minimumSizeHint() const override { return {260, 160}; }
    // Per line, the score at each point (index 0: before the first turn).
    const std::vector<std::vector<int>>& series() const { return series_; }
    // A vertical marker at x (in points; between two points for a step within a turn; negative:
    // none), and the scores the legend gives beside the names there (empty: the last ones).
    void setMarker(double x, std::vector<int> legendValues = {});
    double marker() const { return marker_; }
    // Where point `index` lies across the widget (for tests: a click there names it).
    int pointX(int index) const;
    // The legend's line of `line` as drawn, its score at the marker (for tests: never cut when
    // there is room).
    QString legendText(std::size_t line) const;
    int legendLines(std::size_t line) const;  // the lines it takes (a long name wraps)
    // The scores marked on the vertical axis: 0 to the highest score in round steps, at most
    // `most` of them after 0, the last at or above it (95 → 0, 20, … 100).
    static std::vector<int> scoreTicks(int highest, int most = 5);
    // The points labelled on the turn axis: every `step`-th turn from 0 (round steps, at most
    // `most` labels), the final scoring's point labelled on its own.
    std::vector<int> turnTicks(int most) const;

signals:
    // A click on the chart: the point nearest to it across.
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;

private:
    QRectF plotRect() const;
    int legendRoom() const;  // the legend's width at the right
    int top() const;  // the top of the score axis: the highest score rounded up to a tick (at least 1)
    int points() const { return series_.empty() ? 0 : static_cast<int>(series_.front().size()); }
    void drawLegend(QPainter& p, std::size_t line);
    void drawAxes(QPainter& p, const QRectF& plot);
    int turns() const { return points() - 1 - (withFinal_ ? 1 : 0); }

    std::vector<std::vector<int>> series_;
    std::vector<Color> colours_;
    std::vector<QString> names_;
    double marker_ = -1;
    bool withFinal_ = false;
    std::vector<int> legendValues_;
};

}  // namespace swc::ui
