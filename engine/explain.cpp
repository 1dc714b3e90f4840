#include "explain.h"

#include "boardfacts.h"

#include <algorithm>
#include <cmath>

namespace swc {

namespace {

bool sameMeeple(const Game::MeepleOnBoard& a, const Game::MeepleOnBoard& b)
{
    return a.player == b.player && a.node == b.node && a.size == b.size;
}

bool onBoard(const std::vector<Game::MeepleOnBoard>& all, const Game::MeepleOnBoard& m)
{
    return std::any_of(all.begin(), all.end(), [&](const auto& o) { return sameMeeple(o, m); });
}

// The best side's value among the sides other than `team`.
double bestOther(const Game& g, const SeatArray<double>& sides, int team)
{
    double best = -1e18;
    for (int p = 0; p < g.playerCount(); ++p)
        if (g.team(p) != team) best = std::max(best, sides[g.team(p)]);
    return best;
}

double heldSum(const EvaluationTerms& t, const Game& g, int team)
{
    double sum = 0;
    for (const HeldFeatureTerm& h : t.held)
        if (g.team(h.meeple.player) == team) sum += h.value;
    return sum;
}

// One dice outcome of the move: the position after it and its report.
struct Outcome
{
    Game after;
    TurnReport report;
};

Outcome playOut(const Game& placed, const MeepleMove& m, std::uint64_t dice)
{
    Outcome o{placed, {}};
    o.after.reseedDice(dice);
    o.after.finishTurn(m, nullptr, &o.report);
    // Galaxy Traders' re-placements stay in the reserve, as the computer players value a move.
    while (o.after.inReplacementStep())
        o.after.replaceMeeple({});
    return o;
}

// The features of the mover's side that the move made larger: each held feature after, with the
// features its meeples stood on before.
std::vector<GrownFeature> grownFeatures(const Game& g, const EvaluationTerms& before,
                                        const EvaluationTerms& after, int team)
{
    std::vector<GrownFeature> out;
    std::vector<int> seen; // the features after already looked at (a side's meeples on one share it)
    for (const HeldFeatureTerm& h : after.held) {
        if (g.team(h.meeple.player) != team || std::find(seen.begin(), seen.end(), h.key) != seen.end())
            continue;
        seen.push_back(h.key);
        std::vector<int> keys; // the features before that are now part of this one
        int tilesBefore = 0;
        for (const HeldFeatureTerm& a : after.held) {
            if (a.key != h.key || g.team(a.meeple.player) != team) continue;
            for (const HeldFeatureTerm& b : before.held)
                if (sameMeeple(a.meeple, b.meeple) &&
                    std::find(keys.begin(), keys.end(), b.key) == keys.end()) {
                    keys.push_back(b.key);
                    tilesBefore = std::max(tilesBefore, b.tiles);
                }
        }
        if (!keys.empty() && h.tiles > tilesBefore)
            out.push_back({h.kind, tilesBefore, h.tiles, h.open, static_cast<int>(keys.size()), h.chance});
    }
    return out;
}

std::vector<ClosedFeature> closedFeatures(const Game& g, const TurnReport& report, int team)
{
    std::vector<ClosedFeature> out;
    for (const ScoreReport& s : report.scores) {
        if (!s.complete) continue;
        ClosedFeature c{s.kind, s.tiles, s.points, s.players, false};
        for (int p = 0; p < g.playerCount(); ++p)
            if ((s.players >> p & 1) && g.team(p) == team) c.mine = true;
        out.push_back(c);
    }
    return out;
}

// The mover's points and the most any other side got this turn, from the scores before and after.
void addPointsNow(MoveTerms& t, const Game& before, const Game& after, int team)
{
    double others = 0;
    for (int p = 0; p < before.playerCount(); ++p) {
        const int gained = after.score(p) - before.score(p);
        if (before.team(p) == team)
            t.pointsNow = gained;
        else
            others = std::max(others, static_cast<double>(gained));
    }
    t.opponentPoints = others;
}

// The terms of one outcome; the first outcome also gives the lists (features closed and grown,
// the meeple's feature).
MoveTerms outcomeTerms(const Game& position, const Outcome& o, const EvaluationTerms& before,
                       const EvalWeights& w, bool lists)
{
    const int me = position.currentPlayer();
    const int team = position.team(me);
    const EvaluationTerms after = evaluationTerms(o.after, w);
    MoveTerms t;
    t.player = me;
    addPointsNow(t, position, o.after, team);
    t.valueAfter = after.sides[team] - bestOther(position, after.sides, team);
    t.scoreDelta = after.score[team] - before.score[team];
    t.heldDelta = heldSum(after, position, team) - heldSum(before, position, team);
    t.reserveDelta = after.reserve[team] - before.reserve[team];
    t.opponentsDelta = bestOther(position, after.sides, team) - bestOther(position, before.sides, team);
    t.reserveAfter = after.reserveMeeples[team];
    if (!lists) return t;
    t.closed = closedFeatures(position, o.report, team);
    t.grown = grownFeatures(position, before, after, team);
    const auto was = position.meeplesOnBoard();
    const auto now = o.after.meeplesOnBoard();
    for (const auto& m : was)
        if (position.team(m.player) == team && !onBoard(now, m)) ++t.meeplesBack;
    for (const HeldFeatureTerm& h : after.held)
        if (h.meeple.player == me && !onBoard(was, h.meeple)) t.meepleFeature = h;
    return t;
}

// Adds the figures of `o` to `sum` (the lists stay the first outcome's).
void accumulate(MoveTerms& sum, const MoveTerms& o)
{
    sum.pointsNow += o.pointsNow;
    sum.opponentPoints += o.opponentPoints;
    sum.valueAfter += o.valueAfter;
    sum.scoreDelta += o.scoreDelta;
    sum.heldDelta += o.heldDelta;
    sum.reserveDelta += o.reserveDelta;
    sum.opponentsDelta += o.opponentsDelta;
}

void divide(MoveTerms& t, int n)
{
    const double k = 1.0 / n;
    t.pointsNow *= k;
    t.opponentPoints *= k;
    t.valueAfter *= k;
    t.scoreDelta *= k;
    t.heldDelta *= k;
    t.reserveDelta *= k;
    t.opponentsDelta *= k;
}

} // namespace

std::optional<MoveTerms> explainMove(const Game& position, const AiMove& move, const EvalWeights& w,
                                     int battleSamples)
{
    if (position.drawnTile() < 0 || position.inMeepleStep()) return std::nullopt;
    Game placed = position;
    if (!placed.placeTile(move.placement) || (move.meeple.place && !placed.checkMeeple(move.meeple)))
        return std::nullopt;
    const int me = position.currentPlayer();
    const int team = position.team(me);
    const EvaluationTerms before = evaluationTerms(position, w);
    const std::vector<BattlePreview> battles = previewBattles(placed, move.meeple);
    const int samples = battles.empty() ? 1 : std::max(1, battleSamples);
    MoveTerms t;
    for (int k = 0; k < samples; ++k) {
        const Outcome o =
            playOut(placed, move.meeple, 0x5eedULL + static_cast<std::uint64_t>(k) * 0x9e3779b97f4a7c15ULL);
        const MoveTerms one = outcomeTerms(position, o, before, w, k == 0);
        if (k == 0)
            t = one;
        else
            accumulate(t, one);
    }
    divide(t, samples);
    t.move = move;
    t.valueBefore = before.sides[team] - bestOther(position, before.sides, team);
    t.reserveBefore = before.reserveMeeples[team];
    for (const BattlePreview& b : battles)
        if (b.mySide >= 0) {
            t.battle = true;
            t.battleKind = b.kind;
            t.battleChance = b.myChance;
            break;
        }
    return t;
}

double termValue(const MoveTerms& m, WhyTerm term)
{
    switch (term) {
    case WhyTerm::PointsNow:
        return m.pointsNow;
    case WhyTerm::EndValue:
        return m.scoreDelta - m.pointsNow;
    case WhyTerm::Expected:
        return m.heldDelta;
    case WhyTerm::Reserve:
        return m.reserveDelta;
    case WhyTerm::Opponents:
        return -m.opponentsDelta;
    }
    return 0;
}

std::vector<TermDifference> compareTerms(const MoveTerms& better, const MoveTerms& other)
{
    std::vector<TermDifference> out;
    for (const WhyTerm term :
         {WhyTerm::PointsNow, WhyTerm::EndValue, WhyTerm::Expected, WhyTerm::Reserve, WhyTerm::Opponents}) {
        const double d = termValue(better, term) - termValue(other, term);
        if (std::abs(d) >= 0.05) out.push_back({term, d});
    }
    std::stable_sort(out.begin(), out.end(), [](const TermDifference& a, const TermDifference& b) {
        return std::abs(a.difference) > std::abs(b.difference);
    });
    return out;
}

} // namespace swc
