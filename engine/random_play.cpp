#include "random_play.h"
#include "recordmoves.h"

namespace swc {

namespace {

// Draws this turn's tile. Intel and Rumours: a uniform choice among the face-up tiles that fit
// and the pile; a pile tile that fits nowhere is set aside and the choice is made again.
int drawRandom(Game& game, Rng& rng, std::vector<int>* setAside, bool* fromRow)
{
    *fromRow = false;
    if (!game.rules().has(Variant::IntelAndRumours)) return game.drawPlaceable(setAside);
    for (;;) {
        int fitting[3];
        int n = 0;
        for (int i = 0; i < game.rowSize(); ++i)
            if (game.fitsAnywhere(game.rowTile(i))) fitting[n++] = i;
        const int choices = n + (game.pileEmpty() ? 0 : 1);
        if (choices == 0) return -1;
        const int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(choices)));
        if (pick < n) {
            game.takeFromRow(fitting[pick]);
            *fromRow = true;
            return game.drawnTile();
        }
        game.draw();
        if (game.fitsAnywhere(game.drawnTile())) return game.drawnTile();
        if (setAside) setAside->push_back(game.drawnTile());
        game.setAsideDrawn();
    }
}

}  // namespace

bool playRandomTurn(Game& game, Rng& rng, RandomPlayScratch& scratch, std::vector<int>* setAside,
                    MeepleMove* meeple, TurnReport* report, RecordTurn* turn)
{
    bool fromRow = false;
    const int face = drawRandom(game, rng, setAside, &fromRow);
    if (face < 0) return false;
    const int count = game.placementCount(face);
    const Placement p = game.placementAt(face, static_cast<int>(rng.below(static_cast<std::uint32_t>(count))));
    game.placeTile(p);
    game.meepleOptions(scratch.meeples);
    const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(scratch.meeples.size() + 1));
    const MeepleMove m = pick < scratch.meeples.size() ? scratch.meeples[pick] : MeepleMove{};
    if (meeple) *meeple = m;
    if (turn) *turn = describeTurn(game, m, fromRow);
    game.finishTurn(m, nullptr, report);
    while (game.inReplacementStep()) {
        game.replacementOptions(scratch.meeples);
        const std::uint32_t r = rng.below(static_cast<std::uint32_t>(scratch.meeples.size() + 1));
        const MeepleMove rm = r < scratch.meeples.size() ? scratch.meeples[r] : MeepleMove{};
        if (turn) turn->replacements.push_back(describeReplacement(game, rm));
        game.replaceMeeple(rm);
    }
    return true;
}

void appendRandomTurns(GameRecord& record, Rng& rng, int maxTurns, bool withDice)
{
    Game game = replay(record).game;
    RandomPlayScratch scratch;
    while (maxTurns < 0 || static_cast<int>(record.turns.size()) < maxTurns) {
        std::vector<int> aside;
        TurnReport report;
        RecordTurn turn;
        const bool played = playRandomTurn(game, rng, scratch, &aside, nullptr, &report, &turn);
        for (int f : aside) record.turns.push_back(setAsideTurn(game.tileset(), f));
        if (!played) break;
        if (withDice) turn.dice = rolledDice(report);
        record.turns.push_back(turn);
    }
}

}  // namespace swc
