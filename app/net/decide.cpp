#include "decide.h"

namespace swc::net {

Decision decide(AiPlayer& ai, const Game& game, Step step, const std::atomic<bool>* cancel)
{
    Decision d;
    switch (step) {
    case Step::Choose: {
        const int index = ai.chooseTile(game);
        if (index < 0) return d;  // the pile
        Game g = game;
        g.takeFromRow(index);
        const AiMove m = ai.choose(g, cancel);
        g.placeTile(m.placement);
        d.type = ClientMessageType::Move;
        d.turn = describeTurn(g, m.meeple, true);
        return d;
    }
    case Step::Place: {
        const AiMove m = ai.choose(game, cancel);
        Game g = game;
        g.placeTile(m.placement);
        d.type = ClientMessageType::Move;
        d.turn = describeTurn(g, m.meeple);
        return d;
    }
    case Step::Replace:
        d.type = ClientMessageType::Replace;
        d.replacement = describeReplacement(game, ai.chooseReplacement(game));
        return d;
    case Step::Lobby:
    case Step::Over:
        break;
    }
    return d;
}

}  // namespace swc::net
