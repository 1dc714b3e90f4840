// What a computer player does at one step of a network game. NetBot (a client) and the server's
// own computer seats both decide with it, and send or apply the result as a client's message.
#pragma once

#include "ai.h"
#include "protocol.h"

#include <atomic>

namespace swc::net {

struct Decision
{
    ClientMessageType type = ClientMessageType::Draw;  // Draw, Move or Replace
    RecordTurn turn;                                   // Move
    RecordReplacement replacement;                     // Replace
};

// What `ai` does at `step` in `game`, the position its player sees (in the place step, with the
// tile drawn; in the choose step, before drawing). `cancel` cuts a search short.
Decision decide(AiPlayer& ai, const Game& game, Step step, const std::atomic<bool>* cancel = nullptr);

}  // namespace swc::net
