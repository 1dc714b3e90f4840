#include "decide.h"
#include "recordmoves.h"

namespace swc::net {

namespace {

// The move of the tile in hand; as a message, the turn written as the protocol writes it
// (`fromRow`: the tile was taken from the face-up row).
void decideMove(AiPlayer& ai, const Game& game, DecisionFor what, bool fromRow, const std::atomic<bool>* cancel,
                Decision& d)
{
    d.move = ai.choose(game, cancel);
    if (what == DecisionFor::Step) return;
    Game g = game;
    g.placeTile(d.move.placement);
    d.type = ClientMessageType::Move;
    d.turn = describeTurn(g, d.move.meeple, fromRow);
}

}  // namespace

Step stepOf(const Game& game)
{
    if (game.inReplacementStep()) return Step::Replace;
    return game.drawnTile() < 0 ? Step::Choose : Step::Place;
}

Decision decide(AiPlayer& ai, const Game& game, Step step, DecisionFor what, const std::atomic<bool>* cancel)
{
    Decision d;
    switch (step) {
    case Step::Choose: {
        d.tile = ai.chooseTile(game);
        if (d.tile < 0 || what == DecisionFor::Step) return d;  // the pile, or the tile alone
        Game g = game;
        g.takeFromRow(d.tile);
        decideMove(ai, g, what, true, cancel, d);
        return d;
    }
    case Step::Place: decideMove(ai, game, what, false, cancel, d); return d;
    case Step::Replace:
        d.replacement = ai.chooseReplacement(game);
        if (what == DecisionFor::Step) return d;
        d.type = ClientMessageType::Replace;
        d.replacementEntry = describeReplacement(game, d.replacement);
        return d;
    case Step::Lobby:
    case Step::Over:
        break;
    }
    return d;
}

}  // namespace swc::net
