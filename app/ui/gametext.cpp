#include "gametext.h"

#include "texts.h"
#include "tileart.h"
#include "yaml_input.h"

#include <QStringList>

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace swc::ui {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
}  // namespace

QString GameText::seatName(const GameSession& s, int seat) { return seatName(s.playerName(seat), s.game().color(seat)); }

QString GameText::seatName(const QString& name, Color colour)
{
    return name.isEmpty() ? playerName(name, colour) : tr("%1 (%2)").arg(name, Texts::color(colour));
}

QString GameText::typedName(const QString& text)
{
    QString out;
    for (const char32_t c : text.toUcs4()) {
        if (c == U'\t' || c == U'\n' || c == U'\r' || c == 0x2028 || c == 0x2029) out += QLatin1Char(' ');
        else if (!detail::refusedInName(c)) out += QString::fromUcs4(&c, 1);
    }
    return out.trimmed();
}

QString GameText::playerName(const QString& name, Color colour)
{
    return name.isEmpty() ? Texts::sentence(Texts::color(colour)) : name;
}

QString GameText::seatHtml(const GameSession& s, int seat)
{
    // The glyph of the seat's meeples first: the name matches them without colour.
    return playerGlyphText(s.game().color(seat)) + QChar(0x00a0) + esc(seatName(s, seat));
}

QString GameText::levelName(AiLevel level)
{
    switch (level) {
    case AiLevel::Random: return tr("random");
    case AiLevel::Easy: return tr("easy");
    case AiLevel::Medium: return tr("medium");
    case AiLevel::Hard: return tr("hard");
    case AiLevel::Expert: return tr("expert");
    }
    return tr("easy");
}

const std::vector<AiLevel>& GameText::offeredLevels()
{
    static const std::vector<AiLevel> levels{AiLevel::Easy, AiLevel::Medium, AiLevel::Hard, AiLevel::Expert};
    return levels;
}

QStringList GameText::seatNames(const GameRecord& record)
{
    QStringList names;
    for (std::size_t p = 0; p < record.players.size(); ++p)
        names << seatName(p < record.names.size() ? QString::fromStdString(record.names[p]) : QString(), record.players[p]);
    return names;
}

QString GameText::sideName(const GameSession& s, std::uint8_t players)
{
    QStringList names;
    for (int p = 0; p < s.game().playerCount(); ++p) names << seatName(s, p);
    return sideName(names, players);
}

QString GameText::sideName(const QStringList& seatNames, std::uint8_t players)
{
    QStringList names;
    for (int p = 0; p < seatNames.size(); ++p)
        if (players >> p & 1) names << seatNames[p];
    return names.join(tr(" and "));
}

QString GameText::direction(Pos from, Pos at)
{
    const int dx = at.x - from.x, dy = at.y - from.y;  // y grows southwards
    if (std::abs(dx) <= 1 && std::abs(dy) <= 1) {
        static const char* const kCompass[3][3] = {
            {QT_TR_NOOP("north-west"), QT_TR_NOOP("directly north"), QT_TR_NOOP("north-east")},
            {QT_TR_NOOP("directly west"), QT_TR_NOOP("here"), QT_TR_NOOP("directly east")},
            {QT_TR_NOOP("south-west"), QT_TR_NOOP("directly south"), QT_TR_NOOP("south-east")},
        };
        return tr(kCompass[dy + 1][dx + 1]);
    }
    QStringList parts;
    if (dx > 0) parts << tr("%n east", nullptr, dx);
    if (dx < 0) parts << tr("%n west", nullptr, -dx);
    if (dy < 0) parts << tr("%n north", nullptr, -dy);
    if (dy > 0) parts << tr("%n south", nullptr, dy);
    return Texts::list(parts);
}

QString GameText::cellName(const Game& g, Pos at)
{
    const Pos start = g.placedTiles().empty() ? Pos{} : g.placedTiles().front().at;
    return at == start ? tr("on the start tile") : tr("%1 of the start tile").arg(direction(start, at));
}

bool GameText::isHyperspaceJump(const MeepleMove& m, Pos here)
{
    if (!m.place || m.at == here) return false;
    const bool neighbour = std::abs(m.at.x - here.x) <= 1 && std::abs(m.at.y - here.y) <= 1;
    return !(m.kind == FeatureKind::Planet && neighbour);
}

namespace {
// The feature a meeple move names, seen from the placed tile: "the trading route (north, south)"
// on that tile, "the planet of this tile", "the planet north-east of this tile", "the trading
// route (south) 2 east of this tile".
QString target(const Game& g, const MeepleMove& m, Pos here)
{
    QString feature = Texts::theFeature(m.kind);
    if (m.kind != FeatureKind::Planet) {
        const int j = g.tileIndexAt(m.at);
        const int sides = j >= 0 ? g.segmentSides(j, m.kind, m.segment) : 0;
        QStringList names;
        for (int k = 0; k < kSides; ++k)
            if (sides >> k & 1) names << Texts::side(k);
        feature = GameText::tr("%1 (%2)").arg(feature, names.join(QStringLiteral(", ")));
    }
    if (m.at == here) return m.kind == FeatureKind::Planet ? GameText::tr("the planet of this tile") : feature;
    return GameText::tr("%1 %2 of this tile").arg(feature, GameText::direction(here, m.at));
}
}  // namespace

QString GameText::meepleChoice(const GameSession& s, const MeepleMove& m, Pos here) { return meepleChoice(s.game(), m, here); }

QString GameText::meepleChoice(const Game& g, const MeepleMove& m, Pos here)
{
    if (isHyperspaceJump(m, here))
        return tr("Hyperspace jump: %1 to %2").arg(Texts::size(m.size), target(g, m, here));
    return tr("%1 on %2").arg(Texts::size(m.size), target(g, m, here));
}

QString GameText::meepleTarget(const Game& g, const MeepleMove& m, Pos here) { return target(g, m, here); }

QString GameText::replacementChoice(const GameSession& s, const MeepleMove& m, MeepleSize size, Pos here)
{
    return tr("Re-place (Galaxy Traders): %1 on %2").arg(Texts::size(size), target(s.game(), m, here));
}

QString GameText::placementHtml(const GameSession& s, const TurnReport& r, bool meepleChosen)
{
    const Game& g = s.game();
    const TileFace& face = g.tileset().faces[static_cast<std::size_t>(r.face)];
    const Pos at = r.placement.at;
    QString text = tr("%1 places %2, %3").arg(seatHtml(s, r.player), esc(Texts::tile(face)), cellName(g, at));
    if (!meepleChosen) return text + QStringLiteral(".");
    if (!r.meeple.place) return text + tr(", no meeple.");
    if (isHyperspaceJump(r.meeple, at)) return text + QStringLiteral(". ") + meepleChoice(s, r.meeple, at) + QStringLiteral(".");
    return text + tr(", with a %1.").arg(meepleChoice(s, r.meeple, at));
}

QString GameText::battleSidesHtml(const GameSession& s, const std::vector<BattleSide>& sides)
{
    QStringList lines;
    for (const BattleSide& side : sides) {
        QStringList why;
        if (side.small) why << tr("%n small meeple(s)", nullptr, side.small);
        if (side.large) why << tr("large meeple");
        if (side.symbol) why << tr("faction symbol");
        lines << tr("%1 - dice: %2 (%3)").arg(esc(sideName(s, side.players))).arg(side.dice).arg(why.join(QStringLiteral(", ")));
    }
    return lines.join(QStringLiteral("<br>"));
}

QString GameText::battleHtml(const GameSession& s, const BattleReport& b)
{
    QString html = tr("<p><b>Battle on %1</b></p>").arg(Texts::theFeature(b.kind));
    html += QStringLiteral("<p>") + battleSidesHtml(s, b.sides) + QStringLiteral("</p>");
    for (std::size_t r = 0; r < b.rounds.size(); ++r) {
        QStringList rolls;
        for (std::size_t i = 0; i < b.sides.size(); ++i) {
            if (b.rounds[r][i].empty()) continue;
            QStringList faces;
            for (int d : b.rounds[r][i]) faces << QString::number(d);
            rolls << tr("%1 rolls %2").arg(esc(sideName(s, b.sides[i].players)), faces.join(QStringLiteral(", ")));
        }
        const bool last = r + 1 == b.rounds.size();
        html += tr("Round %1: %2.").arg(r + 1).arg(rolls.join(tr("; ", "between the sides' rolls of a battle round"))) +
                (last ? QString() : QStringLiteral(" ") + tr("Tie for the highest die: the tied sides score 1 and roll again.")) +
                QStringLiteral("<br>");
    }
    if (b.winner >= 0)
        html += tr("<b>%1 wins.</b>").arg(esc(sideName(s, b.sides[static_cast<std::size_t>(b.winner)].players))) +
                QStringLiteral(" ");
    QStringList points;
    for (const BattleSide& side : b.sides)
        if (side.points > 0) points << tr("%1 +%2").arg(esc(sideName(s, side.players))).arg(side.points);
    if (!points.isEmpty()) html += tr("Points: %1.").arg(points.join(QStringLiteral(", ")));
    return html;
}

QString GameText::scoreHtml(const GameSession& s, const ScoreReport& r)
{
    QString completed;
    switch (r.kind) {
    case FeatureKind::Route: completed = tr("the completed trading route"); break;
    case FeatureKind::Asteroid: completed = tr("the completed asteroid field"); break;
    case FeatureKind::Planet: completed = tr("the completed planet"); break;
    }
    // The verb agrees with the side: "Red scores", "Red and Green score" (team-mates, or the
    // players of a shared field with Explorers' Guild).
    const bool several = std::popcount(static_cast<unsigned>(r.players)) > 1;
    return (several ? tr("%1 score %2 for %3 (%4, %5).", "several players") : tr("%1 scores %2 for %3 (%4, %5)."))
        .arg(esc(sideName(s, r.players)), tr("%n point(s)", nullptr, r.points), completed,
             tr("%n tile(s)", nullptr, r.tiles), tr("%n symbol(s)", nullptr, r.symbols));
}

QString GameText::turnResultHtml(const GameSession& s, const TurnReport& r)
{
    QString html;
    for (const BattleReport& b : r.battles) html += battleHtml(s, b);
    for (const ScoreReport& sr : r.scores) html += QStringLiteral("<p>") + scoreHtml(s, sr) + QStringLiteral("</p>");
    if (html.isEmpty()) html = QStringLiteral("<p>") + tr("No battle and no feature completed this turn.") + QStringLiteral("</p>");
    return QStringLiteral("<p>") + placementHtml(s, r) + QStringLiteral("</p>") + html;
}

QString GameText::entryHtml(const GameSession& s, const GameSession::Entry& e, int turn, bool meepleChosen)
{
    const Game& g = s.game();
    if (e.report.face < 0) {
        const int face = g.tileset().findFace(e.turn.tile);
        const QString tile = face >= 0 ? Texts::tile(g.tileset().faces[static_cast<std::size_t>(face)])
                                       : QString::fromStdString(e.turn.tile);
        return tr("The tile drawn, %1, fits nowhere: it is set aside and another is drawn.").arg(esc(tile));
    }
    const TurnReport& r = e.report;
    const Pos at = r.placement.at;
    QString text = tr("Turn %1: %2").arg(turn).arg(placementHtml(s, r, meepleChosen));
    for (const BattleReport& b : r.battles) text += QStringLiteral("<br>") + battleHtml(s, b);
    for (const ScoreReport& sr : r.scores) text += QStringLiteral("<br>") + scoreHtml(s, sr);
    for (const ReplacementReport& rp : r.replacements) {
        const QString who = seatHtml(s, rp.player);
        text += QStringLiteral("<br>") +
                (rp.move.place ? tr("Galaxy Traders re-placement: %1 puts its %2 back on %3.")
                                     .arg(who, Texts::size(rp.size), target(g, rp.move, at))
                               : tr("Galaxy Traders: %1 keeps its %2 in the reserve.").arg(who, Texts::size(rp.size)));
    }
    return text;
}

QString GameText::category(ScoreCategory c)
{
    switch (c) {
    case ScoreCategory::Routes: return tr("Routes");
    case ScoreCategory::Fields: return tr("Fields");
    case ScoreCategory::Planets: return tr("Planets");
    case ScoreCategory::Battles: return tr("Battles");
    case ScoreCategory::Final: return tr("Final scoring");
    }
    return {};
}

QString GameText::finalReportsHtml(const GameSession& s)
{
    const auto& fs = s.finalScoring();
    if (!fs) return {};
    if (fs->reports.empty()) return QStringLiteral("<p>") + tr("No unfinished feature holds a meeple.") + QStringLiteral("</p>");
    QString html = QStringLiteral("<table cellspacing='4'>");
    for (const ScoreReport& r : fs->reports) {
        QString unfinished;
        switch (r.kind) {
        case FeatureKind::Route: unfinished = tr("unfinished trading route"); break;
        case FeatureKind::Asteroid: unfinished = tr("unfinished asteroid field"); break;
        case FeatureKind::Planet: unfinished = tr("unfinished planet"); break;
        }
        // One sentence per line: who, a dash, what, then the points.
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>")
                    .arg(tr("%1 — %2 (%3, %4)")
                             .arg(esc(sideName(s, r.players)), unfinished, tr("%n tile(s)", nullptr, r.tiles),
                                  tr("%n symbol(s)", nullptr, r.symbols)),
                         tr("+%n point(s)", nullptr, r.points));
    }
    return html + QStringLiteral("</table>");
}

std::vector<GameText::FinalRow> GameText::finalRanking(const GameSession& s)
{
    const auto& fs = s.finalScoring();
    std::vector<FinalRow> rows;
    if (!fs) return rows;
    const Game& g = s.game();
    if (g.rules().teams) {
        // One row per team, under its faction, with its members.
        for (int team = 0; team < 2; ++team) {
            std::uint8_t members = 0;
            for (int p = team; p < g.playerCount(); p += 2) members |= static_cast<std::uint8_t>(1u << p);
            rows.push_back({1, team, members, tr("%1 team (%2)").arg(Texts::faction(g.faction(team)), sideName(s, members))});
        }
    } else {
        for (int p = 0; p < g.playerCount(); ++p) rows.push_back({1, p, static_cast<std::uint8_t>(1u << p), seatName(s, p)});
    }
    const auto total = [&](const FinalRow& r) { return fs->scores[static_cast<std::size_t>(r.row)]; };
    std::stable_sort(rows.begin(), rows.end(), [&](const FinalRow& a, const FinalRow& b) { return total(a) > total(b); });
    for (std::size_t i = 1; i < rows.size(); ++i)
        rows[i].rank = total(rows[i]) == total(rows[i - 1]) ? rows[i - 1].rank : static_cast<int>(i) + 1;
    return rows;
}

QString GameText::finalVerdict(const GameSession& s)
{
    const auto rows = finalRanking(s);
    if (rows.empty()) return {};
    std::uint8_t winners = 0;
    int tied = 0;
    for (const FinalRow& r : rows)
        if (r.rank == 1) {
            winners |= r.members;
            ++tied;
        }
    if (s.game().rules().teams)
        return tied > 1 ? tr("Shared victory: the two teams are level!")
                        : tr("The %1 team wins!").arg(Texts::faction(s.game().faction(rows.front().row)));
    return tied > 1 ? tr("Shared victory: %1!").arg(sideName(s, winners)) : tr("%1 wins!").arg(sideName(s, winners));
}

QString GameText::finalScoringHtml(const GameSession& s)
{
    const auto& fs = s.finalScoring();
    if (!fs) return {};
    QString html = tr("<h3>Final scoring</h3>") + finalReportsHtml(s);
    html += QStringLiteral("<h3>") + tr("Scores") + QStringLiteral("</h3><table cellspacing='4'><tr><th></th>");
    for (int c = 0; c < kScoreCategories; ++c) html += QStringLiteral("<th>%1</th>").arg(category(static_cast<ScoreCategory>(c)));
    html += QStringLiteral("<th>%1</th></tr>").arg(tr("Total"));
    for (const FinalRow& r : finalRanking(s)) {
        html += QStringLiteral("<tr><td>%1</td>").arg(esc(r.who));
        for (int c = 0; c < kScoreCategories; ++c)
            html += QStringLiteral("<td align='right'>%1</td>").arg(fs->breakdown[static_cast<std::size_t>(r.row)][static_cast<std::size_t>(c)]);
        html += QStringLiteral("<td align='right'><b>%1</b></td></tr>").arg(fs->scores[static_cast<std::size_t>(r.row)]);
    }
    return html + QStringLiteral("</table><p><b>") + esc(finalVerdict(s)) + QStringLiteral("</b></p>");
}

QString GameText::featureSummary(const GameSession& s, int root)
{
    const Game& g = s.game();
    const FeatureKind kind = g.nodeKind(root);
    std::uint8_t holders = 0;
    for (const Game::MeepleOnBoard& m : g.meeplesOnBoard())
        if (g.root(m.node) == root) holders |= static_cast<std::uint8_t>(1u << m.player);
    int tiles = 0, symbols = 0;
    const int complete = g.completedValue(root, nullptr, &symbols);
    const int end = g.endValue(root, &tiles, &symbols);
    QString text = QStringLiteral("<b>%1</b><br>").arg(Texts::feature(kind));
    text += (kind == FeatureKind::Planet ? tr("Tiles around it: %1 of 8").arg(tiles - 1) : tr("Tiles: %1").arg(tiles)) +
            QStringLiteral("<br>") + tr("Symbols: %1").arg(symbols) + QStringLiteral("<br>");
    text += holders ? tr("Held by %1.").arg(esc(sideName(s, holders))) : tr("Nobody holds it.");
    text += QStringLiteral("<br>");
    if (g.featureComplete(root)) return text + tr("Completed: it has scored.");
    // The house rules that score per player are not summed up in one number.
    const bool guild = g.rules().has(Variant::ExplorersGuild) && kind != FeatureKind::Route;
    const bool endgame = g.rules().has(Variant::Endgame) && kind != FeatureKind::Route;
    text += guild ? tr("If completed: scored per side present (Explorers' Guild).")
                  : tr("If completed: %n point(s).", nullptr, complete);
    text += QStringLiteral("<br>");
    text += endgame ? tr("Unfinished at the end: 2 per meeple's tile (Endgame).")
                    : tr("Unfinished at the end: %n point(s).", nullptr, end);
    return text;
}

}  // namespace swc::ui
