#include "analysistext.h"
#include "recordmoves.h"

#include "gametext.h"
#include "texts.h"

#include <cmath>
#include <optional>

namespace swc::ui {

namespace {

// Losses below this show as 0.0: the move is as good as the best one found.
constexpr double kNoLoss = 0.05;

QString seat(const QStringList& names, int s) { return s >= 0 && s < names.size() ? names[s] : QString(); }

// The position of a tile-and-meeple decision with the tile placed as `placement` instead: the
// turn's tile drawn (the Placement step before the Meeple step), then placed.
std::optional<Game> placedAs(const Timeline& t, int meepleStep, const Placement& placement)
{
    const int placementStep = meepleStep - 1;
    if (placementStep < 0 || t.step(placementStep).kind != StepKind::Placement) return std::nullopt;
    Game g = t.gameBefore(placementStep);
    if (!g.placeTile(placement)) return std::nullopt;
    return g;
}

// "the tile 2 east of the start tile, with a small meeple on the planet of this tile" in `g`,
// where the tile is placed as the move says.
QString tileMove(const Game& g, const AiMove& m, bool sayRotation)
{
    const Pos at = m.placement.at;
    QString text = AnalysisText::tr("the tile %1").arg(GameText::cellName(g, at));
    if (sayRotation) text = AnalysisText::tr("%1, rotated %2°").arg(text).arg(m.placement.rotation * 90);
    if (!m.meeple.place) return AnalysisText::tr("%1, no meeple").arg(text);
    if (GameText::isHyperspaceJump(m.meeple, at))
        return AnalysisText::tr("%1; %2").arg(text, GameText::meepleChoice(g, m.meeple, at));
    return AnalysisText::tr("%1, with a %2").arg(text, GameText::meepleChoice(g, m.meeple, at));
}

// What was played and what was best, worded: the clause with the player ("Red placed …") and
// the best move alone ("the tile …").
struct Worded
{
    QString played;
    QString best;
    bool same = false;  // the best move found is the one played
};

Worded tileDecision(const Timeline& t, const DecisionAnalysis& a, const QString& who)
{
    const Placement& p = a.played.placement;
    const Placement& b = a.best.placement;
    const bool rotationOnly = p.at == b.at && p.rotation != b.rotation;
    const Game played = t.gameBefore(a.step);
    const std::optional<Game> best = b == p ? played : placedAs(t, a.step, b);
    Worded w;
    w.same = b == p && a.best.meeple == a.played.meeple;
    w.played = AnalysisText::tr("%1 placed %2").arg(who, tileMove(played, a.played, rotationOnly));
    w.best = best ? tileMove(*best, a.best, rotationOnly) : AnalysisText::tr("the tile %1").arg(GameText::cellName(played, b.at));
    return w;
}

QString rowTileName(const Game& g, int index)
{
    if (index < 0 || index >= g.rowSize()) return {};
    return Texts::tile(g.tileset().faces[static_cast<std::size_t>(g.rowTile(index))]);
}

Worded tileChoice(const Timeline& t, const DecisionAnalysis& a, const QString& who)
{
    const Game g = t.gameBefore(a.step);
    Worded w;
    w.same = a.playedTile == a.bestTile;
    w.played = a.playedTile < 0 ? AnalysisText::tr("%1 drew from the pile").arg(who)
                                : AnalysisText::tr("%1 took %2 from the face-up row").arg(who, rowTileName(g, a.playedTile));
    w.best = a.bestTile < 0 ? AnalysisText::tr("drawing from the pile")
                            : AnalysisText::tr("taking %1 from the face-up row").arg(rowTileName(g, a.bestTile));
    return w;
}

Worded replacement(const Timeline& t, const DecisionAnalysis& a, const QString& who)
{
    const Game g = t.gameBefore(a.step);
    const QString size = g.inReplacementStep() ? Texts::size(g.pendingMeeple().size) : Texts::size(MeepleSize::Small);
    const Pos here = g.lastPlacement().at;
    const MeepleMove& p = a.playedReplacement;
    const MeepleMove& b = a.bestReplacement;
    Worded w;
    w.same = p == b;
    w.played = p.place ? AnalysisText::tr("%1 put the %2 back on %3").arg(who, size, GameText::meepleTarget(g, p, here))
                       : AnalysisText::tr("%1 kept the %2 in the reserve").arg(who, size);
    w.best = b.place ? AnalysisText::tr("the %1 on %2").arg(size, GameText::meepleTarget(g, b, here))
                     : AnalysisText::tr("keeping it in the reserve");
    return w;
}

// "4.5 points less than the best move found" (AnalysisText::pointsCount chooses the form).
QString lossPhrase(double loss)
{
    return AnalysisText::tr("%1 points less than the best move found", nullptr, AnalysisText::pointsCount(loss))
        .arg(AnalysisText::points(loss));
}

// The sentence, then its mark "?" or "??" if any.
QString withMark(const QString& text, LossMark m)
{
    return m == LossMark::None ? text : AnalysisText::tr("%1 %2", "a sentence, then its loss mark ? or ??").arg(text, AnalysisText::mark(m));
}

}  // namespace

QString AnalysisText::points(double value)
{
    return Texts::number(value, 1);
}

int AnalysisText::pointsCount(double value)
{
    return static_cast<int>(std::floor(std::round(std::abs(value) * 10.0) / 10.0));
}

QString AnalysisText::percent(double chance) { return Texts::percent(std::round(chance * 100.0), 0); }

QString AnalysisText::mark(LossMark mark) { return QString::fromLatin1(lossMarkText(mark)); }

QString AnalysisText::summary(const Timeline& t, const DecisionAnalysis& a, const QStringList& seatNames)
{
    if (a.step < 0 || a.step >= t.size()) return {};
    const QString who = seat(seatNames, a.seat);
    Worded w;
    switch (a.kind) {
    case StepKind::TileChoice: w = tileChoice(t, a, who); break;
    case StepKind::Replacement: w = replacement(t, a, who); break;
    default: w = tileDecision(t, a, who); break;
    }
    if (w.same) return tr("%1: the best move found").arg(w.played);
    if (a.loss < kNoLoss) return tr("%1: as good as the best move found (%2)").arg(w.played, w.best);
    return withMark(tr("%1: %2 (%3)").arg(w.played, lossPhrase(a.loss), w.best), a.mark);
}

QString AnalysisText::move(const Timeline& t, const DecisionAnalysis& a)
{
    if (a.step < 0 || a.step >= t.size()) return {};
    // The best move's wording, given the move played as the best.
    DecisionAnalysis played = a;
    played.best = a.played;
    played.bestTile = a.playedTile;
    played.bestReplacement = a.playedReplacement;
    switch (a.kind) {
    case StepKind::TileChoice: return tileChoice(t, played, QString()).best;
    case StepKind::Replacement: return replacement(t, played, QString()).best;
    default: return tileDecision(t, played, QString()).best;
    }
}

QString AnalysisText::tileMove(const Timeline& t, const DecisionAnalysis& a, const AiMove& m)
{
    if (a.step < 0 || a.step >= t.size() || a.kind != StepKind::Meeple) return {};
    DecisionAnalysis worded = a;  // `m` as the best move: placed where it says
    worded.best = m;
    return tileDecision(t, worded, QString()).best;
}

QString AnalysisText::lossLine(const DecisionAnalysis& a, const QStringList& seatNames)
{
    const QString who = seat(seatNames, a.seat);
    if (a.loss < kNoLoss) return tr("%1: the best move found").arg(who);
    return withMark(tr("%1: %2").arg(who, lossPhrase(a.loss)), a.mark);
}

}  // namespace swc::ui
