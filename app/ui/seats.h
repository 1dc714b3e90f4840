// Who plays each seat, and the one place that decides who may act now.
//
// Every seat has a controller: a person at this screen, a computer player, and (next) a remote
// player. When the session asks for a decision, the acting seat's controller is told; the
// person's actions (board clicks, rotation, meeple, confirm, undo, redo, hint) all go through
// Seats, which refuses them unless it is the turn of a seat played at this screen. A computer's
// moves go to the session directly, re-checked for legality first.
#pragma once

#include "ai.h"
#include "airunner.h"
#include "gamesession.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace swc::ui {

class SeatController : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    // A person at this screen plays the seat: the window's controls act for it.
    virtual bool isLocalPerson() const { return false; }
    // What a saved game records for the seat: -1 a person, else an AiLevel.
    virtual int level() const { return -1; }
    // The seat must decide (the session's decision() names which decision).
    virtual void decide(GameSession* session) = 0;
    // Drop any work on a decision (an undo, a new game, the window closing).
    virtual void stop() {}
    virtual bool isBusy() const { return false; }
    // Searching for its decision at this computer, and for how long.
    virtual bool isThinking() const { return false; }
    virtual qint64 thinkingMs() const { return 0; }
    // Stop searching and play the best move found so far; false when not thinking.
    virtual bool moveNow() { return false; }

signals:
    void busyChanged();
};

class LocalPerson final : public SeatController
{
    Q_OBJECT

public:
    using SeatController::SeatController;
    bool isLocalPerson() const override { return true; }
    void decide(GameSession*) override {}
};

// A seat of a network game played elsewhere: by a person at another screen, or by a computer
// the server runs. It decides nothing here: the server tells the session what the seat did.
// It knows the seat's connection (from the server's seat list), shown in the Players panel.
class RemotePlayer final : public SeatController
{
    Q_OBJECT

public:
    using SeatController::SeatController;
    // kRemoteSeat for a person elsewhere; the level of the server's computer player.
    int level() const override { return level_; }
    void decide(GameSession*) override {}
    bool taken() const { return taken_; }
    bool connected() const { return connected_; }
    void setState(int level, bool taken, bool connected);

private:
    int level_ = kRemoteSeat;
    bool taken_ = false;
    bool connected_ = false;
};

// A computer player: searches off the interface thread, then shows its move step by step
// (the tile turned, placed, the meeple, the end of the turn) with a pause between steps. Each
// step first checks that the decision is still the one it was asked for and that the move is
// legal; an illegal move is replaced by a legal one, so the game never stalls.
class ComputerPlayer final : public SeatController
{
    Q_OBJECT

public:
    ComputerPlayer(AiLevel level, QObject* parent = nullptr);
    ~ComputerPlayer() override;
    int level() const override { return static_cast<int>(level_); }
    void decide(GameSession* session) override;
    void stop() override;
    bool isBusy() const override { return busy_; }
    bool isThinking() const override { return search_.running(); }
    qint64 thinkingMs() const override { return search_.elapsedMs(); }
    bool moveNow() override { return search_.hurry(); }
    void setPause(int ms) { pauseMs_ = ms; }
    // For tests: the search's budget in place of the level's.
    void setConfig(const std::optional<AiConfig>& config) { config_ = config; }
    // For tests: every move found passes through this before it is checked and played.
    void setMoveFilter(std::function<AiMove(const AiMove&)> filter) { filter_ = std::move(filter); }

private:
    // Step `step` of showing the decision: 0 the tile turned, 1 placed, 2 the meeple, 3 the end of
    // the turn (a re-placement: 0 shown, 1 made; a tile to choose: at once).
    void play(const net::Decision& d, int step);
    void playLater(const net::Decision& d, int step, int ms);
    void replaceMeeple(const net::Decision& d, int step);
    void chooseTile(int tile);
    void turnTile(const net::Decision& d);
    void placeTile(const net::Decision& d);
    void chooseMeeple(const net::Decision& d);
    void later(int ms, std::function<void()> f);
    bool current() const;
    void setBusy(bool busy);

    AiLevel level_;
    net::AiRunner search_;
    QPointer<GameSession> session_;
    int decision_ = -1;
    int pauseMs_ = 450;
    bool busy_ = false;
    int generation_ = 0;
    std::function<AiMove(const AiMove&)> filter_;
    std::optional<AiConfig> config_;
};

class Seats : public QObject
{
    Q_OBJECT

public:
    explicit Seats(GameSession* session, QObject* parent = nullptr);

    GameSession* session() const { return session_; }
    // Who plays each seat: -1 a person at this screen, else an AiLevel. Missing seats: persons.
    void setLevels(const std::vector<int>& levels);
    // The controllers of a network game, one per seat (the seats take them over).
    void setControllers(const std::vector<SeatController*>& controllers);
    std::vector<int> levels() const;
    SeatController* controller(int seat) const;
    bool isComputer(int seat) const;
    bool hasLocalPerson() const;
    void setComputerPause(int ms);
    int computerPause() const { return pauseMs_; }
    // A computer is searching or showing its move.
    bool computerBusy() const;
    // The seat whose turn it is, when a computer of this program searches its decision; else -1
    // (a person's turn, a computer showing its move, a network game's computers: the server's).
    int thinkingSeat() const;
    qint64 thinkingMs() const;
    bool canMoveNow() const { return thinkingSeat() >= 0; }
    // Move now: the thinking computer plays its best move so far; false when none thinks.
    bool moveNow();
    // The seat whose turn it is is played at this screen: the person may act.
    bool localMayAct() const;

    // --- The person's actions: each does nothing (false) unless localMayAct() ------------
    bool rotate(int quarterTurns);
    bool place(Pos cell);
    bool chooseFromRow(int index);
    bool chooseFromPile();
    bool chooseMeeple(const MeepleMove& m);
    // A click on meeple spot `index` of the options shown: the small meeple if there is one,
    // clicking the chosen spot again switches small and large; while re-placing, selects it.
    bool clickOption(int index);
    bool chooseOption(int index);  // index into the options, -1: none / keep
    bool confirm();                // end the turn, or confirm the re-placement chosen
    bool canUndo() const;
    // Back to the last decision of a person at this screen; the turns of the computers in
    // between are taken back too: how many (the window says so).
    int undo();
    bool canRedo() const;
    void redo();  // forward to the next decision of a person at this screen
    // Hint: the medium player's move for the person, searched off the interface thread.
    bool canHint() const;
    void hint();
    void stopAll();

signals:
    void changed();  // who may act, or whether a computer is busy, changed
    // The hint found: a move for the drawn tile, or (Intel and Rumours) the face-up tile to
    // take (tile >= 0) or the pile (tile -1, move unused).
    void hintReady(const swc::net::Decision& hint, bool choosingTile);

private:
    void scheduleDecision();
    void stopControllers();
    void onDecisionNeeded();

    GameSession* session_;
    std::vector<SeatController*> controllers_;
    int pauseMs_ = 450;
    net::AiRunner hintSearch_;
    bool hintChoosingTile_ = false;
    int started_ = -1;  // the last decision handed to a controller
    int hintDecision_ = -1;
};

}  // namespace swc::ui
