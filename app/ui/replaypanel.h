// Play this decision again (the Review mode's Ctrl+Shift+D): the new game knows the decision it
// replays, and once the person confirms a move at that decision (its turn, the same tile), the
// engine values the move in the background (analyseAlternative: the decision's analysis at the
// review's level, on the same futures) and this panel of the Play mode shows it beside the move
// the game played and the best one found; the Announcer says it.
//
// - Undo back before the decision takes the comparison away (a valuing still running is
//   stopped); the next confirmation there is compared afresh (redo compares again).
// - A face-up tile choice or a Galaxy Traders re-placement played again is not compared (the
//   panel says so): only a tile and its meeple are. A turn whose tile is not the record's (the
//   tiles shuffled anew, another face-up tile taken) has nothing to compare either.
// - Another game started (a new game, a file opened, the tutorial) ends it: the valuing stops,
//   the panel hides. Nothing here waits for the engine: a stopped valuing ends on its own.
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QDockWidget>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QScrollArea;
template <typename T>
class QFutureWatcher;

namespace swc::ui {

class GameSession;

class ReplayPanel final : public QDockWidget
{
    Q_OBJECT

public:
    explicit ReplayPanel(GameSession* session, QWidget* parent = nullptr);
    ~ReplayPanel() override;

    // The game just started in the session replays decision `step` of `timeline` (a step of the
    // decision: its Placement step stands for its Meeple step); `options`: the analysis's.
    void follow(std::shared_ptr<const Timeline> timeline, int step, const AnalysisOptions& options);
    // Stops following (another game): the valuing stops, the panel hides.
    void leave();

    bool following() const { return timeline_ != nullptr; }
    bool valuing() const { return watcher_ != nullptr; }
    // The last comparison shown (nullopt: none yet, or taken back).
    const std::optional<AlternativeAnalysis>& comparison() const { return comparison_; }
    QLabel* textLabel() const { return text_; }

    // The comparison in words: the new move and its points behind the best found, the move the
    // game played and its own, the best found, and the three values.
    static QString comparisonText(const Timeline& timeline, const AlternativeAnalysis& c);

signals:
    // A line for the screen readers (the Announcer's note).
    void said(const QString& text);

protected:
    void changeEvent(QEvent* e) override;

private:
    void sessionChanged();
    void startValuing(const AiMove& move);
    void stopValuing();
    void valued(const std::optional<AlternativeAnalysis>& result);
    void showText(bool say);
    void retranslate();

    enum class State { Waiting, Unsupported, OtherTile, Valuing, Shown, Failed };
    GameSession* session_;
    QLabel* text_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    std::shared_ptr<const Timeline> timeline_;
    int step_ = -1;     // the decision's step (a Meeple step when it is a tile and meeple)
    int turn_ = -1;     // its record turn: the new game's history holds the turns before it
    AnalysisOptions options_;
    State state_ = State::Waiting;
    std::optional<AiMove> move_;  // the new move valued or being valued
    std::optional<AlternativeAnalysis> comparison_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFutureWatcher<std::optional<AlternativeAnalysis>>* watcher_ = nullptr;
};

}  // namespace swc::ui
