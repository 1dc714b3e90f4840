// Why a move is better, in words: one or two short sentences from the terms of its worth
// (explain.h: the points scored at once, the features closed or grown, the meeple's feature and
// its chance, the meeples back, the battle's odds, the opponents' points), for the hint (H) and for
// the review's analysis of a decision. Every number comes from the terms (docs/analysis.md, "Why").
#pragma once

#include "explain.h"
#include "gameanalysis.h"
#include "timeline.h"

#include <QCoreApplication>
#include <QString>

namespace swc::ui {

class WhyText
{
    Q_DECLARE_TR_FUNCTIONS(WhyText)

public:
    // The hint's reason: "This move completes the trading route for 3 points and brings 1 meeple back."
    static QString hint(const MoveTerms& move);
    // The better move against another, the terms that differ most first: "The best move completes
    // the trading route for 3 points and brings 1 meeple back; the move played puts a small meeple
    // on the trading route (3 open edges, about 25% to be completed, 0.8 points expected)."
    static QString comparison(const MoveTerms& best, const MoveTerms& played);
    // The hint's reason for `move` in `game` (its tile drawn, nothing placed); empty when the move
    // is not legal there.
    static QString hint(const Game& game, const AiMove& move);
    // The review's reason for a tile-and-meeple decision that lost points; empty for the others.
    static QString decision(const Timeline& timeline, const DecisionAnalysis& a);
};

} // namespace swc::ui
