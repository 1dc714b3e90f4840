#pragma once

#include "seatcontroller.h"

namespace swc::ui {

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

}  // namespace swc::ui
