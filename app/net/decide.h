// What a computer player decides at one step of a game: for the desktop program's seats, which
// show it step by step, and for a network seat (NetBot, the server's computer seats), which sends
// or applies it as a client's message. AiRunner (airunner.h) runs it off the caller's thread.
#pragma once

#include "ai.h"
#include "protocol.h"

#include <atomic>

namespace swc::net {

// What a decision is for: the step at hand in the engine's terms (the desktop program shows a
// face-up tile taken, then searches its move), or a client's message (a face-up tile comes with
// its move: the protocol's `move` takes both).
enum class DecisionFor { Step, Message };

struct Decision
{
    // In the engine's terms.
    int tile = -1;           // the choose step: the face-up tile's index, -1 the pile
    AiMove move;             // the place step (a message's choose step: the move of the tile taken)
    MeepleMove replacement;  // Galaxy Traders: where the pending meeple goes
    // As a client's message (DecisionFor::Message only).
    ClientMessageType type = ClientMessageType::Draw;  // Draw, Move or Replace
    RecordTurn turn;                                   // Move
    RecordReplacement replacementEntry;                // Replace
};

// The step a game is at, for a decision in the engine's terms: re-placing, choosing (no tile
// drawn) or placing.
Step stepOf(const Game& game);

// What `ai` does at `step` in `game`, the position its player sees (in the place step, with the
// tile drawn; in the choose step, before drawing). `cancel` cuts a search short.
Decision decide(AiPlayer& ai, const Game& game, Step step, DecisionFor what,
                const std::atomic<bool>* cancel = nullptr);

}  // namespace swc::net
