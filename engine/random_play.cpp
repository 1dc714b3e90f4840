#include "random_play.h"

namespace swc {

bool playRandomTurn(Game& game, Rng& rng, RandomPlayScratch& scratch, std::vector<int>* setAside,
                    MeepleMove* meeple, TurnReport* report)
{
    const int face = game.drawPlaceable(setAside);
    if (face < 0) return false;
    game.legalPlacements(face, scratch.placements);
    const Placement p = scratch.placements[rng.below(static_cast<std::uint32_t>(scratch.placements.size()))];
    game.placeTile(p);
    game.meepleOptions(scratch.meeples);
    const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(scratch.meeples.size() + 1));
    const MeepleMove m = pick < scratch.meeples.size() ? scratch.meeples[pick] : MeepleMove{};
    if (meeple) *meeple = m;
    game.finishTurn(m, nullptr, report);
    return true;
}

}  // namespace swc
