// The chart of every player's chance of winning over a reviewed game, from the analysis of its
// decisions (gameanalysis.h): one line per player in the player's colour (per team in team
// play), a point after each decision analysed, the decisions that lost much marked "?" or "??"
// on the line of the player who made them, a cursor at the review's step. A click jumps the
// review to the decision under it (stepClicked); the tooltip gives the figures there.
//
// The x axis counts the timeline's steps (setTimeline), so that the chart lines up with a
// timeline bar over the same steps; the turn numbers are written under it.
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <map>
#include <vector>

namespace swc::ui {

class WinChanceChart : public QWidget
{
    Q_OBJECT

public:
    explicit WinChanceChart(QWidget* parent = nullptr);

    // The steps of the x axis and their turns, and the players as the record names them
    // (GameText::seatNames, the colours, the teams). Clears the results.
    void setTimeline(const Timeline& timeline);
    // The players, one name and colour per seat; `teams`: two lines, seats 0, 2, 4 and 1, 3.
    void setPlayers(const QStringList& seatNames, const std::vector<Color>& colours, bool teams);
    void setResults(const std::vector<DecisionAnalysis>& results);
    void addResult(const DecisionAnalysis& result);
    void clearResults();
    // The review's step (-1: none): the cursor, and the figures of the legend.
    void setCurrentStep(int step);
    int currentStep() const { return current_; }
    int resultCount() const { return static_cast<int>(results_.size()); }

    // Where things are drawn (the tests click there): a step's x, the point of a decision on the
    // line of `seat`'s side, and the decision drawn nearest to x (-1: none).
    double stepX(int step) const;
    QPointF pointOf(int step, int seat) const;
    int decisionAt(double x) const;
    // The tooltip's text at a decision.
    QString figuresText(int step) const;
    // The legend's line of a side as drawn, with its chance at the cursor (for tests: never cut
    // when there is room).
    QString legendText(int side) const;
    int legendLines(int side) const;  // the lines it takes (a long name wraps)

    QSize sizeHint() const override { return {520, 220}; }
    QSize minimumSizeHint() const override { return {260, 140}; }

signals:
    void stepClicked(int step);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    bool event(QEvent* e) override;

private:
    struct Line
    {
        QString name;
        Color colour;
    };
    QRectF plotRect() const;
    double legendRoom() const;  // the legend's width at the right
    int sideOf(int seat) const { return teams_ ? seat % 2 : seat; }
    double chanceY(double chance) const;
    QColor lineColour(int side) const;
    // The result shown at the cursor: the last one at or before it.
    const DecisionAnalysis* resultAtCursor() const;
    void drawAxes(QPainter& p, const QRectF& plot) const;
    void drawTurnTicks(QPainter& p, const QRectF& plot) const;
    void drawLines(QPainter& p) const;
    void drawMarks(QPainter& p) const;
    void drawCursor(QPainter& p, const QRectF& plot) const;
    void drawLegend(QPainter& p) const;

    std::map<int, DecisionAnalysis> results_;  // by step
    std::vector<int> stepTurns_;               // the record turn of each step
    QStringList seatNames_;
    std::vector<Line> lines_;
    bool teams_ = false;
    int current_ = -1;
};

}  // namespace swc::ui
