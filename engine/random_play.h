// Uniformly random play: the simulate command, the invariant tests and the computer
// players' baseline all use this one piece of code.
#pragma once

#include "game.h"

#include <vector>

namespace swc {

// Reusable buffers, so that a random game allocates nothing per move.
struct RandomPlayScratch
{
    std::vector<Placement> placements;
    std::vector<MeepleMove> meeples;
};

// Plays one turn: draws (setting aside tiles that fit nowhere, appended to setAside if
// given), places the tile at a uniformly chosen legal placement, then chooses uniformly
// among the legal meeple placements and "no meeple". Returns false when the game is over.
// `placed` and `meeple` (if given) receive the move made.
bool playRandomTurn(Game& game, Rng& rng, RandomPlayScratch& scratch, std::vector<int>* setAside = nullptr,
                    MeepleMove* meeple = nullptr, TurnReport* report = nullptr);

}  // namespace swc
