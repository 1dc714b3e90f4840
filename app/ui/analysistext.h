// The analysis of a decision in words, for the review at its step and the win-chance chart's
// tooltip: what was played, what it cost against the best move found and that move, worded with
// GameText's phrases for cells and meeples (one wording for the play screens and the review).
#pragma once

#include "gameanalysis.h"
#include "timeline.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace swc::ui {

class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)

public:
    // A number of points with one decimal, in the interface language: "4.5", "4,5".
    static QString points(double value);
    // The count that chooses the plural of `value` shown by points(): the value shown, its decimal
    // dropped, whatever its sign (French puts a number below 2 in the singular: "1,5 point").
    static int pointsCount(double value);
    // A chance of winning (0 to 1) in per cent: "45%", "45 %".
    static QString percent(double chance);
    // "?", "??" or nothing.
    static QString mark(LossMark mark);
    // The whole sentence (no full stop: it stands alone): "Red placed the tile 2 east of the start tile, with a small meeple on
    // the planet of this tile: 4.5 points less than the best move found (the tile directly north
    // of the start tile, no meeple) ??". `seatNames`: every seat's (GameText::seatNames).
    static QString summary(const Timeline& timeline, const DecisionAnalysis& a, const QStringList& seatNames);
    // The move played alone, for a move list: "the tile 2 east of the start tile, with a small
    // meeple on the planet of this tile", "drawing from the pile", "keeping it in the reserve".
    static QString move(const Timeline& timeline, const DecisionAnalysis& a);
    // Any legal move of the tile and meeple decision `a`, worded as move() words the one played,
    // the tile placed where `m` puts it (Play this decision again: a new move, the best one).
    static QString tileMove(const Timeline& timeline, const DecisionAnalysis& a, const AiMove& m);
    // The loss alone, for the chart: "Red: 4.5 points less than the best move found ??".
    static QString lossLine(const DecisionAnalysis& a, const QStringList& seatNames);
};

}  // namespace swc::ui
