// The summary of a game's analysis, a panel of the Review mode: for each person who played, their
// three biggest mistakes (the turn, the move in words, the points lost; the turn is a button that
// goes to that decision in the review), and every player's accuracy, the mean points lost a
// decision, beside the same figure for each computer level, measured on games between the levels
// (docs/analysis.md, "Accuracy"). The figures are the analysis's losses (gameanalysis.h) as they
// are: the summary only sorts and averages them.
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace swc::ui {

// The `count` largest losses among `seat`'s decisions, largest first (the earlier decision first
// between equal losses). A decision that lost nothing is no mistake.
std::vector<DecisionAnalysis> biggestMistakes(const std::vector<DecisionAnalysis>& results, int seat,
                                              int count = 3);
// The mean loss of `seat`'s decisions, in points (nullopt: none of them analysed).
std::optional<double> meanLoss(const std::vector<DecisionAnalysis>& results, int seat);

// A computer level's accuracy: the mean loss of its decisions, as the desktop program's analysis
// (the default level) judged them on games between the levels.
struct LevelAccuracy
{
    AiLevel level;
    double meanLoss;
    int decisions;
};
const std::vector<LevelAccuracy>& levelAccuracies();  // easy, medium, hard

class GameSummary final : public QWidget
{
    Q_OBJECT

public:
    explicit GameSummary(QWidget* parent = nullptr);

    // The game summarised (nullptr: none); `turnNumber`: the turn as the review counts it, from
    // the record's turn. No results yet.
    void setTimeline(std::shared_ptr<const Timeline> timeline, std::function<int(int)> turnNumber = {});
    // The analysis's results so far (any order), of `total` decisions.
    void setResults(std::vector<DecisionAnalysis> results, int total);

    // The seats whose mistakes are listed: the persons (every seat when no seat is a person's).
    std::vector<int> summarisedSeats() const;
    // The buttons that go to `seat`'s mistakes, biggest first (tests).
    QList<QPushButton*> jumpButtons(int seat) const;
    QLabel* statusLabel() const { return status_; }
    // "Leia (red)", or "Black (computer, medium)" for a computer's seat.
    QString playerName(int seat) const;

signals:
    void stepChosen(int step);

protected:
    void changeEvent(QEvent* e) override;

private:
    void rebuild();
    void addPlayer(QVBoxLayout* layout, int seat);
    void addAccuracies(QVBoxLayout* layout);
    bool isComputer(int seat) const;

    std::shared_ptr<const Timeline> timeline_;
    std::function<int(int)> turnNumber_;
    std::vector<DecisionAnalysis> results_;
    int total_ = 0;
    QLabel* status_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QWidget* content_ = nullptr;  // rebuilt with the results and the language
    QVBoxLayout* contentLayout_ = nullptr;
};

}  // namespace swc::ui
