// Who plays each seat, and the one place that decides who may act now.
//
// Every seat has a controller: a person at this screen, a computer player, and (next) a remote
// player. When the session asks for a decision, the acting seat's controller is told; the
// person's actions (board clicks, rotation, meeple, confirm, undo, redo, hint) all go through
// Seats, which refuses them unless it is the turn of a seat played at this screen. A computer's
// moves go to the session directly, re-checked for legality first.
#pragma once

#include "airunner.h"
#include "gamesession.h"
#include "seatcontroller.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace swc::ui {

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
