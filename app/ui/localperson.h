// A seat played at this screen: the window's controls act for it, through Seats.
#pragma once

#include "seatcontroller.h"

namespace swc::ui {

class LocalPerson final : public SeatController
{
    Q_OBJECT

public:
    using SeatController::SeatController;
    bool isLocalPerson() const override { return true; }
    void decide(GameSession*) override {}
};

}  // namespace swc::ui
