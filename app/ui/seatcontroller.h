// What plays a seat (Seats holds one for each): a person at this screen, a computer, a player
// elsewhere. Seats asks the acting seat's controller for each decision.
#pragma once

#include "gamesession.h"

#include <QObject>

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

}  // namespace swc::ui
