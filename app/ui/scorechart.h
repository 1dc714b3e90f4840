// The chart of every player's score over the turns (a team's shared score once), from the
// session's history, ending with the final scoring.
#pragma once

#include "gamesession.h"

#include <QWidget>

#include <vector>

namespace swc::ui {

class ScoreChart : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreChart(QWidget* parent = nullptr);
    void setSession(const GameSession* session);
    QSize sizeHint() const override { return {520, 260}; }
    QSize minimumSizeHint() const override { return {260, 160}; }
    // Per seat, the score after each placed turn (index 0: before the first), then the final.
    const std::vector<std::vector<int>>& series() const { return series_; }

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    std::vector<std::vector<int>> series_;
    std::vector<QColor> colours_;
    std::vector<QString> names_;
};

}  // namespace swc::ui
