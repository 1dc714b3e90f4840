// Uniformly random play: the simulate command, the invariant tests and the computer
// players' baseline all use this one piece of code.
#pragma once

#include "game.h"
#include "record.h"

#include <vector>

namespace swc {

// Reusable buffers, so that a random game allocates nothing per move.
struct RandomPlayScratch
{
    std::vector<MeepleMove> meeples;
};

// Plays one turn: draws (setting aside tiles that fit nowhere, appended to setAside if
// given; with Intel and Rumours, chooses uniformly among the face-up tiles that fit and the
// pile), places the tile at a uniformly chosen legal placement, then chooses uniformly among
// the legal meeple placements and "no meeple", and (Galaxy Traders) among the re-placements
// and "keep". Returns false when the game is over. `meeple` receives the meeple move and
// `turn` the record entry of the turn (set-aside tiles excepted: see setAside).
bool playRandomTurn(Game& game, Rng& rng, RandomPlayScratch& scratch, std::vector<int>* setAside = nullptr,
                    MeepleMove* meeple = nullptr, TurnReport* report = nullptr, RecordTurn* turn = nullptr);

// Appends uniformly random turns to `record`, played on the game it sets up after its own turns,
// until the game is over or the record holds `maxTurns` entries (-1: no limit; a tile set aside
// is an entry of its own, so the last turn may pass the limit by those). Every entry names its
// tile, and with `withDice` every die its battles rolled, so that it replays under any seed.
void appendRandomTurns(GameRecord& record, Rng& rng, int maxTurns = -1, bool withDice = false);

}  // namespace swc
