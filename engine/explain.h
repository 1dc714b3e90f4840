// Why a move is worth what it is: a move's worth taken apart by the terms of the position
// evaluation (ai.h, evaluationTerms), for the mover's side against the position before, so that
// the hint and the review can say in words what the better move joins or closes, the points it
// expects, the meeple it keeps or frees and the odds of its battle (docs/analysis.md, "Why").
// Nothing here runs in a search: the evaluation itself stays as fast as it was.
#pragma once

#include "ai.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace swc {

// A feature the move completes (scored at once in the turn).
struct ClosedFeature
{
    FeatureKind kind = FeatureKind::Route;
    int tiles = 0;
    int points = 0;           // each scorer's
    std::uint8_t players = 0; // who scored (bit per seat); 0: nobody held it
    bool mine = false;        // the mover's side scored it
};

// A feature the mover's side holds that the move extends, or joins to others it held.
struct GrownFeature
{
    FeatureKind kind = FeatureKind::Route;
    int tilesBefore = 0, tilesAfter = 0; // the largest of the joined features' before
    int openAfter = 0;                   // open edges (a planet: empty neighbour cells)
    int joined = 1;                      // the mover's features made one (1: extended only)
    double chanceAfter = 0;              // the evaluation's chance of completing it
};

struct MoveTerms
{
    AiMove move;
    int player = 0;
    // At once, this turn (means over the dice when the move starts a battle):
    double pointsNow = 0;              // the mover's side scores
    double opponentPoints = 0;         // the other sides score, the most any one of them does
    std::vector<ClosedFeature> closed; // in the order scored (the first dice outcome's)
    std::vector<GrownFeature> grown;
    // The placed meeple's feature if it is unfinished after the move: the evaluation's term of it
    // (its chance of completion, what completing adds, its expected share of the side's value).
    std::optional<HeldFeatureTerm> meepleFeature;
    int meeplesBack = 0;                     // the mover's side's meeples back to the reserve this turn
    int reserveBefore = 0, reserveAfter = 0; // the mover's side's reserve meeples
    // The battle the move starts, if any, and the mover's chance of winning it (the dice odds).
    bool battle = false;
    FeatureKind battleKind = FeatureKind::Route;
    double battleChance = 0;
    // The evaluation, before and after (evaluate(): the side's value minus the best other side's),
    // and the change of each of its parts; valueAfter - valueBefore = scoreDelta + heldDelta +
    // reserveDelta - opponentsDelta.
    double valueBefore = 0, valueAfter = 0;
    double scoreDelta = 0;     // the side's final score as if the game ended now
    double heldDelta = 0;      // the expected gains of its unfinished features
    double reserveDelta = 0;   // its reserve meeples' worth
    double opponentsDelta = 0; // the best other side's value
};

// `position` has its tile drawn and nothing placed; `move` is one of its legal moves (else
// nullopt). The move is played on copies; a move that starts a battle is played with
// `battleSamples` dice rolls and its figures are the means.
std::optional<MoveTerms> explainMove(const Game& position, const AiMove& move,
                                     const EvalWeights& weights = {}, int battleSamples = 64);

// The parts of a move's worth, for the mover: the points scored at once, the end value of its
// unfinished features (what they score if the game ends now), their expected gains, the reserve
// meeples' worth, and what the other sides gain (negated: more for them is less for the mover).
enum class WhyTerm
{
    PointsNow,
    EndValue,
    Expected,
    Reserve,
    Opponents
};
struct TermDifference
{
    WhyTerm term = WhyTerm::PointsNow;
    double difference = 0; // better minus other, in points for the mover
};
double termValue(const MoveTerms& m, WhyTerm term);
// The terms in which `better` and `other` (moves of the same position) differ, the largest
// difference (in size) first; terms that differ by less than 0.05 point are left out.
std::vector<TermDifference> compareTerms(const MoveTerms& better, const MoveTerms& other);

} // namespace swc
