#include "whytext.h"

#include "analysistext.h"
#include "texts.h"

#include <algorithm>
#include <cmath>

namespace swc::ui {

namespace {

// Below this a term says nothing worth a word (points of the evaluation).
constexpr double kWorthSaying = 0.05;

// One thing a move does, worded, with the term of its worth it belongs to and its size there.
struct Clause
{
    WhyTerm term;
    double size;
    QString text;
    bool battle = false;
};

// "puts a small meeple on the trading route (3 open edges, about 25% to be completed, 0.8 points
// expected)": the evaluation's term of the meeple's feature.
QString meepleClause(const HeldFeatureTerm& f)
{
    const QString odds =
        WhyText::tr("about %1 to be completed, %2 points expected", nullptr, AnalysisText::pointsCount(f.value))
            .arg(AnalysisText::percent(f.chance), AnalysisText::points(f.value));
    const QString open = f.kind == FeatureKind::Planet
                             ? WhyText::tr("%n empty cell(s) around", nullptr, f.open)
                             : WhyText::tr("%n open edge(s)", nullptr, f.open);
    return WhyText::tr("puts a %1 on %2 (%3, %4)")
        .arg(Texts::size(f.meeple.size), Texts::theFeature(f.kind), open, odds);
}

void addClosed(const MoveTerms& m, std::vector<Clause>& out)
{
    for (const ClosedFeature& c : m.closed) {
        if (c.mine)
            out.push_back({WhyTerm::PointsNow, static_cast<double>(c.points),
                           WhyText::tr("completes %1 for %n point(s)", nullptr, c.points)
                               .arg(Texts::theFeature(c.kind))});
        else if (c.players)
            out.push_back(
                {WhyTerm::Opponents, -static_cast<double>(c.points),
                 WhyText::tr("completes %1 of another player, who scores %n point(s)", nullptr, c.points)
                     .arg(Texts::theFeature(c.kind))});
    }
}

void addGrown(const MoveTerms& m, std::vector<Clause>& out)
{
    for (const GrownFeature& g : m.grown) {
        const QString text =
            g.joined > 1
                ? WhyText::tr("joins %1 features it holds into %2, now of %n tile(s)", nullptr, g.tilesAfter)
                      .arg(g.joined)
                      .arg(Texts::theFeature(g.kind))
                : WhyText::tr("extends %1 it holds to %n tile(s)", nullptr, g.tilesAfter)
                      .arg(Texts::theFeature(g.kind));
        out.push_back({WhyTerm::EndValue, static_cast<double>(g.tilesAfter - g.tilesBefore), text});
    }
}

// Everything the move does worth saying, the largest first.
std::vector<Clause> clauses(const MoveTerms& m)
{
    std::vector<Clause> out;
    if (m.battle)
        out.push_back({WhyTerm::Expected, 100.0,
                       WhyText::tr("starts a battle for %1 with a %2 chance of winning")
                           .arg(Texts::theFeature(m.battleKind), AnalysisText::percent(m.battleChance)),
                       true});
    addClosed(m, out);
    if (m.meeplesBack > 0)
        out.push_back({WhyTerm::Reserve, m.reserveDelta,
                       WhyText::tr("brings %n meeple(s) back", nullptr, m.meeplesBack)});
    if (m.meepleFeature && !m.battle)
        out.push_back({WhyTerm::Expected, m.meepleFeature->value, meepleClause(*m.meepleFeature)});
    addGrown(m, out);
    if (!m.move.meeple.place && m.meeplesBack == 0 && m.reserveAfter > 0)
        out.push_back({WhyTerm::Reserve, 0.0, WhyText::tr("keeps its meeples in the reserve")});
    if (m.opponentPoints >= kWorthSaying &&
        std::none_of(out.begin(), out.end(), [](const Clause& c) { return c.term == WhyTerm::Opponents; }))
        out.push_back({WhyTerm::Opponents, -m.opponentPoints,
                       WhyText::tr("gives another player %1 points", nullptr, AnalysisText::pointsCount(m.opponentPoints))
                           .arg(AnalysisText::points(m.opponentPoints))});
    std::stable_sort(out.begin(), out.end(),
                     [](const Clause& a, const Clause& b) { return std::abs(a.size) > std::abs(b.size); });
    return out;
}

// The clauses of `m` ordered by where their term stands in `order` (the largest difference first).
std::vector<Clause> byDifference(const MoveTerms& m, const std::vector<TermDifference>& order)
{
    std::vector<Clause> out = clauses(m);
    const auto rank = [&](const Clause& c) {
        if (c.battle) return -1; // a battle's odds come first: the rest of its figures are means over them
        for (std::size_t i = 0; i < order.size(); ++i)
            if (order[i].term == c.term) return static_cast<int>(i);
        return static_cast<int>(order.size());
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const Clause& a, const Clause& b) { return rank(a) < rank(b); });
    return out;
}

// "closes … and brings …": the first `count` clauses.
QString joined(const std::vector<Clause>& c, std::size_t count)
{
    if (c.empty()) return {};
    if (count < 2 || c.size() < 2) return c.front().text;
    return WhyText::tr("%1 and %2").arg(c[0].text, c[1].text);
}

} // namespace

QString WhyText::hint(const MoveTerms& move)
{
    const std::vector<Clause> c = clauses(move);
    if (c.empty())
        return tr("This move is worth %1 points to you against the other players.", nullptr,
                  AnalysisText::pointsCount(move.valueAfter))
            .arg(AnalysisText::points(move.valueAfter));
    return tr("This move %1.").arg(joined(c, 2));
}

QString WhyText::comparison(const MoveTerms& best, const MoveTerms& played)
{
    const std::vector<TermDifference> order = compareTerms(best, played);
    const QString better = joined(byDifference(best, order), 2);
    const QString worse = joined(byDifference(played, order), 1);
    if (better.isEmpty() && worse.isEmpty()) return {};
    if (better.isEmpty()) return tr("The move played %1.").arg(worse);
    if (worse.isEmpty()) return tr("The best move %1.").arg(better);
    return tr("The best move %1; the move played %2.").arg(better, worse);
}

QString WhyText::hint(const Game& game, const AiMove& move)
{
    const std::optional<MoveTerms> t = explainMove(game, move);
    return t ? hint(*t) : QString();
}

QString WhyText::decision(const Timeline& t, const DecisionAnalysis& a)
{
    if (a.kind != StepKind::Meeple || a.loss < kWorthSaying || a.step < 1 || a.step >= t.size()) return {};
    if (t.step(a.step - 1).kind != StepKind::Placement) return {};
    const Game position = t.gameBefore(a.step - 1);
    const std::optional<MoveTerms> best = explainMove(position, a.best);
    const std::optional<MoveTerms> played = explainMove(position, a.played);
    return best && played ? comparison(*best, *played) : QString();
}

} // namespace swc::ui
