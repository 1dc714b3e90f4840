// The Review mode's move list: every decision of the game under review in order (its turn, the
// player with the glyph their meeples wear, the move in words, the points it scored), and once
// the analysis has judged it, its mark (? or ??) and the points it lost against the best move
// found, filled in as the results come. A click, Enter or the arrow keys on a row go to that
// decision in the review; "Mistakes only" keeps the rows marked ? or ??.
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QTableWidget;

namespace swc::ui {

class MoveList final : public QWidget
{
    Q_OBJECT

public:
    enum Column { TurnColumn, PlayerColumn, MoveColumn, PointsColumn, MarkColumn, LossColumn, Columns };

    explicit MoveList(QWidget* parent = nullptr);

    // The decisions of `timeline` (nullptr: none), none of them judged yet. `turnNumber`: the
    // turn as the review counts it (its placed turns), from the record's turn.
    void setTimeline(std::shared_ptr<const Timeline> timeline, std::function<int(int)> turnNumber = {});
    // A decision judged: its row gets its mark and loss.
    void addResult(const DecisionAnalysis& a);
    // The review's step: the row of its decision becomes the current one (no stepChosen).
    void showStep(int step);

    QTableWidget* table() const { return table_; }
    QCheckBox* mistakesOnlyBox() const { return mistakesOnly_; }
    // The step of a row (-1: none), and the row of a decision's step (-1: none).
    int stepOfRow(int row) const;
    int rowOfStep(int step) const;

signals:
    void stepChosen(int step);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void fill();
    void filter();
    void rowChosen(int row);

    QTableWidget* table_ = nullptr;
    QCheckBox* mistakesOnly_ = nullptr;
    std::shared_ptr<const Timeline> timeline_;
    std::function<int(int)> turnNumber_;
    std::vector<int> steps_;                      // per row
    std::vector<std::optional<DecisionAnalysis>> results_;  // per row, once judged
    bool showing_ = false;  // showStep is moving the current row: not the person's choice
};

}  // namespace swc::ui
