// The Review mode's page: a finished (or unfinished) game walked through step by step, on the
// record's timeline (engine/timeline.h). At each step: the board as it was after it (its tile
// marked, the meeples), a heading naming the step, the players' scores then, the log of the turn
// with its battles and dice, the whole log so far, and the score chart with a marker at the step
// (a click on the chart goes to that turn). Play from here starts a new game in the Play mode
// from the step.
//
// The position shown is a GameSession of the page's own (showPosition): the board, the players'
// table and the log show it as they show a game in play, and nobody acts on it. The timeline is
// built off the interface thread (load(), build()) and shared read-only with whatever works on
// it in the background (an analysis).
//
// Room is kept for an analysis of the game: actions go in the page's toolbar and menu at the
// place kept for them (addAnalysisAction), a chart under the score chart (analysisArea()), the
// timeline's marks (timelineBar()->setMarks) and a best move drawn on the board
// (board()->setHint). stepChanged() says when the step shown changes.
#pragma once

#include "gamesession.h"
#include "timeline.h"

#include <QMainWindow>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTableWidget;
class QTextBrowser;
class QToolBar;
class QVBoxLayout;

namespace swc::ui {

class BoardView;
class LogDock;
class PlayersDock;
class ScoreChart;
class TimelineBar;

class ReviewPage final : public QMainWindow
{
    Q_OBJECT

public:
    explicit ReviewPage(QWidget* parent = nullptr);

    // A record read and its timeline built, off the interface thread: the timeline, or why the
    // file cannot be reviewed (a record with an illegal turn is reviewed up to it).
    struct Loaded
    {
        std::shared_ptr<const Timeline> timeline;
        std::optional<RecordError> error;
    };
    static Loaded load(const QString& path);  // thread-safe
    static std::shared_ptr<const Timeline> build(GameRecord record);  // thread-safe

    // Review `timeline`, from its first step; `file`: the record's file (empty: the game of the
    // Play mode). Its marks (an analysis of another game) go.
    void setTimeline(std::shared_ptr<const Timeline> timeline, const QString& file = {});
    const std::shared_ptr<const Timeline>& timeline() const { return timeline_; }
    bool hasReview() const { return timeline_ != nullptr; }
    QString file() const { return file_; }
    // The step shown: -1 the start (the start tile alone), else a step of the timeline.
    int step() const;
    void setStep(int step);
    // A record turn's number as the review counts turns: among the placed turns, 1-based.
    int turnNumber(int recordTurn) const;
    // The heading of a step: "Turn 12 — Red places a tile", "Final scoring".
    QString stepHeading(int step) const;
    // Where a game continued from a step starts: after the step (Play from here), or before the
    // step's decision (Play this decision again: the step's turn from its beginning).
    enum class From { Step, Decision };
    // The record's turns a new game from `step` keeps (Play from here at a step within a turn: the
    // turns before it, the turn is played again); -1 when nothing is left to play, or (From::
    // Decision) when the step is no player's decision.
    int turnsKeptAt(int step, From from = From::Step) const;
    // The record of a game continued from `step` (turnsKeptAt): with the record's seed its turns
    // as they are; else every kept turn written out in full (explicitRecord) and a new seed, so
    // that only the tiles and dice still to come change. Intel and Rumours keep the seed.
    std::optional<GameRecord> continuedRecord(int step, bool keepSeed, From from = From::Step) const;
    // Whether a game continued from this record can have a new seed (not with Intel and Rumours).
    static bool canReseed(const GameRecord& record);

    // The page's parts (for the window, the analysis and tests).
    BoardView* board() const { return board_; }
    GameSession* position() const { return position_; }
    TimelineBar* timelineBar() const { return bar_; }
    ScoreChart* scoreChart() const { return chart_; }
    QLabel* headingLabel() const { return heading_; }
    QLabel* noticeLabel() const { return notice_; }
    QTextBrowser* turnView() const { return turnView_; }
    QTextBrowser* logView() const;
    QTableWidget* playersTable() const;
    // Empty: what the analysis shows under the score chart goes here (a win-chance chart).
    QVBoxLayout* analysisArea() const { return analysisArea_; }
    QMenu* menu() const { return menu_; }
    // The docks' layout saved by saveState() in an earlier run, applied when the page is first
    // shown instead of the default sizes (an empty or unreadable one keeps the defaults).
    void setSavedLayout(const QByteArray& state) { savedLayout_ = state; }
    // Whether the page has been shown and laid out: only then is its layout worth saving.
    bool laidOut() const { return sized_; }
    // The panels laid out for a small screen (800x500 at 200 %), before the page is first shown:
    // the players, this turn, the charts and the log share the right side as tabs, and the board
    // may be smaller, so that the page fits the screen (side by side they took 920x450); a
    // layout saved on a larger screen is not restored.
    void fitSmallScreen();
    QToolBar* toolBar() const { return toolBar_; }
    QAction* playFromHereAction() const { return playFromHere_; }
    QAction* playAgainAction() const { return playAgain_; }
    // The step of the decision the last Play this decision again replays (-1: the last game asked
    // for was Play from here).
    int replayedDecision() const { return replayed_; }
    // Adds an action to the toolbar and the menu, at the place kept for the analysis; it is shown
    // with the page's other actions.
    void addAnalysisAction(QAction* action);
    // The page is the one shown (true) or not: its actions (and their keys) work only while shown.
    void setActive(bool active);
    bool isActive() const { return active_; }

signals:
    void stepChanged(int step);
    void timelineChanged();
    // Play from here was accepted: the window starts this game in the Play mode.
    void playRequested(const swc::GameRecord& record, const QStringList& names, const std::vector<int>& levels);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void createDocks();
    void createActions();
    void retranslate();
    void showStep(int step);
    // The position's story at a step: the turns before it, and its own turn as the Play mode's
    // history holds it then.
    std::vector<GameSession::Entry> historyAt(int step) const;
    void buildEntries();
    void buildSeries();
    // The chart's x of a step, and the step of a chart point.
    double chartX(int step) const;
    int stepOfPoint(int point) const;
    // The log of the turn so far at the step shown, as the Play mode's log words it.
    QString stepLogHtml(int step) const;
    QString tileChoiceHtml(int step) const;
    QString whereItStarts(int step, From from) const;
    void showNotice();
    void playFromHere(From from);
    void refreshActions();

    std::shared_ptr<const Timeline> timeline_;
    QString file_;
    std::vector<GameSession::Entry> entries_;  // per record turn, whole
    std::vector<int> placedBefore_;            // per record turn: placed turns before it
    std::vector<int> placedTurns_;             // the record turns that placed a tile
    GameSession* position_ = nullptr;
    BoardView* board_ = nullptr;
    QLabel* heading_ = nullptr;
    QLabel* notice_ = nullptr;
    TimelineBar* bar_ = nullptr;
    PlayersDock* playersDock_ = nullptr;
    QDockWidget* turnDock_ = nullptr;
    QTextBrowser* turnView_ = nullptr;
    LogDock* logDock_ = nullptr;
    QDockWidget* chartDock_ = nullptr;
    ScoreChart* chart_ = nullptr;
    QVBoxLayout* analysisArea_ = nullptr;
    QMenu* menu_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QAction* playFromHere_ = nullptr;
    QAction* playAgain_ = nullptr;
    QAction* exportBoard_ = nullptr;  // Export the board… (boardpicture.h)
    void exportBoard();
    int replayed_ = -1;
    QAction* toolBarSlot_ = nullptr;  // the analysis's actions go before these separators
    QAction* menuSlot_ = nullptr;
    QList<QAction*> actions_;  // shown only while the page is
    bool active_ = true;
    bool sized_ = false;
    bool smallScreen_ = false;  // fitSmallScreen
    QByteArray savedLayout_;
};

}  // namespace swc::ui
