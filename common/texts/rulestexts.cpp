// The words of the rules summary's pictures (Texts::rulesSummaryHtml): the icons' names and
// alternative texts, the rulebook examples' captions with the numbers of the engine's own turn.
#include "texts.h"

#include <algorithm>

namespace swc::ui {

namespace {

constexpr const char* kIconKeys[kRulesIcons] = {"route", "asteroid", "planet", "space", "rebel",
                                                "empire", "bounty", "small-meeple", "large-meeple"};

const RulesExample* exampleOf(const RulesArt& art, const std::string& lesson)
{
    const auto it = std::find_if(art.examples.begin(), art.examples.end(),
                                 [&](const RulesExample& e) { return e.lesson == lesson; });
    return it == art.examples.end() ? nullptr : &*it;
}

// The turn's first completed feature of `kind` (an empty report when there is none).
ScoreReport scoreOf(const TurnReport& turn, FeatureKind kind)
{
    for (const ScoreReport& s : turn.scores)
        if (s.kind == kind && s.complete) return s;
    return {};
}

QString image(const QString& url, int width, int height, const QString& alt)
{
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\">")
        .arg(url)
        .arg(width)
        .arg(height)
        .arg(alt.toHtmlEscaped());
}

}  // namespace

QString Texts::rulesIconUrl(RulesIcon icon)
{
    return QStringLiteral("rules:icon-") + QLatin1String(kIconKeys[static_cast<int>(icon)]);
}

QString Texts::rulesExampleUrl(const std::string& lesson)
{
    return QStringLiteral("rules:example-") + QString::fromStdString(lesson);
}

QString Texts::rulesIconName(RulesIcon icon)
{
    switch (icon) {
    case RulesIcon::Route: return feature(FeatureKind::Route);
    case RulesIcon::Asteroid: return feature(FeatureKind::Asteroid);
    case RulesIcon::Planet: return feature(FeatureKind::Planet);
    case RulesIcon::Space: return tr("space");
    case RulesIcon::Rebel: return faction(Faction::Rebel);
    case RulesIcon::Empire: return faction(Faction::Empire);
    case RulesIcon::Bounty: return faction(Faction::Bounty);
    case RulesIcon::SmallMeeple: return size(MeepleSize::Small);
    case RulesIcon::LargeMeeple: return size(MeepleSize::Large);
    }
    return {};
}

// What the picture shows, for a screen reader (its name is read after it).
QString Texts::rulesIconAlt(RulesIcon icon)
{
    switch (icon) {
    case RulesIcon::Route: return tr("A tile crossed by a straight trading route");
    case RulesIcon::Asteroid: return tr("A tile with an asteroid field on two opposite edges");
    case RulesIcon::Planet: return tr("A tile with a planet in its middle and space all around");
    case RulesIcon::Space: return tr("A tile of empty space");
    case RulesIcon::Rebel: return tr("The Rebel Alliance's symbol: an arrowhead crest on red");
    case RulesIcon::Empire: return tr("The Empire's symbol: a six-spoked wheel on grey");
    case RulesIcon::Bounty: return tr("The Bounty Hunters' symbol: a crosshair on gold");
    case RulesIcon::SmallMeeple: return tr("A small meeple");
    case RulesIcon::LargeMeeple: return tr("A large meeple, which wears a crown");
    }
    return {};
}

QString Texts::rulesIconsHtml(const RulesArt& art, std::initializer_list<RulesIcon> icons)
{
    if (!art.icons) return {};
    QString row;
    for (const RulesIcon icon : icons)
        row += QStringLiteral("<td align=\"center\" style=\"padding: 4px 10px\">%1<br>%2</td>")
                   .arg(image(rulesIconUrl(icon), kRulesIconPx, kRulesIconPx, rulesIconAlt(icon)),
                        sentence(rulesIconName(icon)));
    return QStringLiteral("<table><tr>") + row + QStringLiteral("</tr></table>");
}

QString Texts::rulesExampleAlt(const std::string& lesson)
{
    if (lesson == "route-scores") return tr("A small board: a trading route from planet to planet, with a merchant");
    if (lesson == "field-scores") return tr("A small board: an asteroid field closed on every side, with an explorer");
    if (lesson == "planet-scores") return tr("A small board: a planet with a conqueror, surrounded by tiles");
    if (lesson == "battle")
        return tr("A small board: the tile placed last joins two trading routes, each held by another player's meeple");
    if (lesson == "planet-attack")
        return tr("A small board: a meeple on the planet beside the tile placed last, which it attacked");
    return {};
}

// The example's words with the numbers of the lesson's turn as the engine played it.
QString Texts::rulesExampleCaption(const RulesExample& example)
{
    const TurnReport& t = example.turn;
    if (example.lesson == "route-scores") {
        const ScoreReport s = scoreOf(t, FeatureKind::Route);
        return tr("The rulebook's example: a trading route of %n tile(s) closed at both ends scores %1 for its "
                  "merchant.",
                  nullptr, s.tiles)
            .arg(points(s.points));
    }
    if (example.lesson == "field-scores") {
        const ScoreReport s = scoreOf(t, FeatureKind::Asteroid);
        return tr("The rulebook's example: a completed asteroid field of %n tile(s) with %1 scores %2 for its "
                  "explorer.",
                  nullptr, s.tiles)
            .arg(tr("%n symbol(s)", nullptr, s.symbols), points(s.points));
    }
    if (example.lesson == "planet-scores") {
        const ScoreReport s = scoreOf(t, FeatureKind::Planet);
        return tr("The rulebook's example: a planet surrounded by %n tile(s), with %1, scores %2 for its conqueror.",
                  nullptr, s.tiles - 1)
            .arg(tr("%n symbol(s)", nullptr, s.symbols), points(s.points));
    }
    if (t.battles.empty() || t.battles.front().sides.size() < 2 || t.battles.front().winner < 0) return {};
    const BattleReport& b = t.battles.front();
    const BattleSide& winner = b.sides[static_cast<std::size_t>(b.winner)];
    const BattleSide& loser = b.sides[b.winner == 0 ? 1 : 0];
    if (example.lesson == "battle")
        return tr("A battle: the tile placed last joins two routes that hold meeples of two players. %1 against %2; "
                  "the winner scores the route's %3, the loser %4 and takes its meeple back.")
            .arg(dice(winner.dice), dice(loser.dice), points(scoreOf(t, b.kind).points), points(loser.points));
    return tr("A neighbouring planet attacked: the attacker's %1 (a small meeple and the planet's symbol) against the "
              "defender's %2 (the large meeple). The attacker wins; the defender scores %3 in the battle and takes its "
              "meeple back.")
        .arg(dice(winner.dice), dice(loser.dice), points(loser.points));
}

QString Texts::rulesExampleHtml(const RulesArt& art, const std::string& lesson)
{
    const RulesExample* e = exampleOf(art, lesson);
    if (!e) return {};
    return QStringLiteral("<p align=\"center\">%1<br><i>%2</i></p>")
        .arg(image(rulesExampleUrl(lesson), e->width, e->height, rulesExampleAlt(lesson)),
             rulesExampleCaption(*e).toHtmlEscaped());
}

}  // namespace swc::ui
