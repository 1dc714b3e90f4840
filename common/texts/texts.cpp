#include "texts.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>
#include <bit>

namespace swc::ui {

QString Texts::color(Color c)
{
    switch (c) {
    case Color::Red: return tr("red");
    case Color::Green: return tr("green");
    case Color::Black: return tr("black");
    case Color::White: return tr("white");
    case Color::Orange: return tr("orange");
    }
    return {};
}

QString Texts::faction(Faction f)
{
    switch (f) {
    case Faction::Rebel: return tr("Rebel Alliance");
    case Faction::Empire: return tr("Empire");
    case Faction::Bounty: return tr("Bounty Hunters");
    }
    return {};
}

QString Texts::feature(FeatureKind k)
{
    switch (k) {
    case FeatureKind::Route: return tr("trading route");
    case FeatureKind::Asteroid: return tr("asteroid field");
    case FeatureKind::Planet: return tr("planet");
    }
    return {};
}

QString Texts::theFeature(FeatureKind k)
{
    switch (k) {
    case FeatureKind::Route: return tr("the trading route");
    case FeatureKind::Asteroid: return tr("the asteroid field");
    case FeatureKind::Planet: return tr("the planet");
    }
    return {};
}

QString Texts::side(int s)
{
    switch (s) {
    case 0: return tr("north");
    case 1: return tr("east");
    case 2: return tr("south");
    case 3: return tr("west");
    }
    return {};
}

QString Texts::edge(Edge e)
{
    switch (e) {
    case Edge::Space: return tr("space");
    case Edge::Route: return tr("route");
    case Edge::Asteroid: return tr("asteroid");
    }
    return {};
}

QString Texts::size(MeepleSize s)
{
    return s == MeepleSize::Large ? tr("large meeple") : tr("small meeple");
}

QString Texts::number(double value, int decimals) { return QLocale().toString(value, 'f', decimals); }

QString Texts::percentPattern() { return tr("%1%", "a percentage"); }

QString Texts::percent(double value, int decimals) { return percentPattern().arg(number(value, decimals)); }

QString Texts::seconds(double value, int decimals) { return tr("%1 s", "a duration in seconds").arg(number(value, decimals)); }

QString Texts::list(const QStringList& items)
{
    if (items.size() < 2) return items.value(0);
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

namespace {

// What Texts::tile names on a face: its routes and its asteroid fields by shape, its symbols.
struct TileShapes
{
    int ends = 0;  // routes that end on the tile (at one side)
    int straight = 0, curved = 0, branching = 0;
    // Asteroid fields on one edge, across a corner, across the tile (from one edge to the
    // opposite one), on three edges, on all four.
    std::array<int, 5> fields{};
    SymbolCounts symbols{};
};

int sideCount(std::uint8_t sides) { return std::popcount(static_cast<unsigned>(sides)); }
bool oppositeSides(std::uint8_t sides) { return sides == 0b0101 || sides == 0b1010; }

int fieldShape(std::uint8_t sides)
{
    const int n = sideCount(sides);
    if (n <= 1) return 0;
    if (n == 2) return oppositeSides(sides) ? 2 : 1;
    return n == 3 ? 3 : 4;
}

SymbolCounts symbolsOn(const TileFace& face)
{
    SymbolCounts symbols = face.planetSymbols;
    for (const auto* segs : {&face.routes, &face.asteroids})
        for (const Segment& seg : *segs)
            for (int f = 0; f < kFactions; ++f) symbols[static_cast<std::size_t>(f)] += seg.symbols[static_cast<std::size_t>(f)];
    return symbols;
}

TileShapes shapesOf(const TileFace& face)
{
    TileShapes s;
    for (const Segment& seg : face.routes) {
        const int sides = sideCount(seg.sides);
        if (sides == 1) ++s.ends;
        else if (sides == 2) ++(oppositeSides(seg.sides) ? s.straight : s.curved);
        else ++s.branching;
    }
    for (const Segment& seg : face.asteroids) ++s.fields[static_cast<std::size_t>(fieldShape(seg.sides))];
    s.symbols = symbolsOn(face);
    return s;
}

// `one` for one, `many` for more, nothing for none.
void addCount(QStringList& parts, int n, const QString& one, const QString& many)
{
    if (n == 1) parts << one;
    else if (n > 1) parts << many;
}

void addRoutes(QStringList& parts, const TileShapes& s, bool crossroads)
{
    if (!crossroads) addCount(parts, s.ends, Texts::tr("a route"), Texts::tr("%n route(s)", nullptr, s.ends));
    addCount(parts, s.straight, Texts::tr("a straight route"), Texts::tr("%n straight route(s)", nullptr, s.straight));
    addCount(parts, s.curved, Texts::tr("a curved route"), Texts::tr("%n curved route(s)", nullptr, s.curved));
    addCount(parts, s.branching, Texts::tr("a branching route"), Texts::tr("%n branching route(s)", nullptr, s.branching));
}

void addFields(QStringList& parts, const std::array<int, 5>& fields)
{
    addCount(parts, fields[0], Texts::tr("an asteroid field"), Texts::tr("%n asteroid field(s)", nullptr, fields[0]));
    addCount(parts, fields[1], Texts::tr("an asteroid field across a corner"),
             Texts::tr("%n asteroid field(s) across corners", nullptr, fields[1]));
    addCount(parts, fields[2], Texts::tr("an asteroid field across the tile"),
             Texts::tr("%n asteroid field(s) across the tile", nullptr, fields[2]));
    if (fields[3]) parts << Texts::tr("a large asteroid field");  // a tile has room for one only
    if (fields[4]) parts << Texts::tr("an asteroid field on all four edges");
}

void addSymbols(QStringList& parts, const SymbolCounts& symbols)
{
    const int rebel = symbols[static_cast<std::size_t>(Faction::Rebel)];
    const int empire = symbols[static_cast<std::size_t>(Faction::Empire)];
    const int bounty = symbols[static_cast<std::size_t>(Faction::Bounty)];
    addCount(parts, rebel, Texts::tr("a rebel symbol"), Texts::tr("%n rebel symbol(s)", nullptr, rebel));
    addCount(parts, empire, Texts::tr("an imperial symbol"), Texts::tr("%n imperial symbol(s)", nullptr, empire));
    addCount(parts, bounty, Texts::tr("a bounty hunter symbol"), Texts::tr("%n bounty hunter symbol(s)", nullptr, bounty));
}

}  // namespace

QString Texts::tile(const TileFace& face)
{
    const TileShapes s = shapesOf(face);
    // The routes that end on the tile meet at a crossroads when there is no planet for them to
    // end at (the art draws them so).
    const bool crossroads = !face.planet && s.ends >= 2;
    QStringList parts;
    addRoutes(parts, s, crossroads);
    addFields(parts, s.fields);
    addSymbols(parts, s.symbols);
    const QString head = face.planet ? tr("a planet tile")
                         : crossroads ? tr("a crossroads of %n route(s)", nullptr, s.ends)
                                      : tr("a tile");
    if (parts.isEmpty()) return face.planet || crossroads ? head : tr("a tile of empty space");
    return tr("%1 with %2").arg(head, list(parts));
}

namespace {
// Adds `detail(i)` to each name that another name reads the same as.
template <typename Detail>
void tellApart(QStringList& names, Detail detail)
{
    QStringList told = names;
    for (int i = 0; i < names.size(); ++i)
        if (names.count(names[i]) > 1) told[i] = Texts::tr("%1, %2", "a tile, then what tells it apart").arg(names[i], detail(i));
    names = told;
}
}  // namespace

QStringList Texts::distinctTileNames(const std::vector<const TileFace*>& faces)
{
    QStringList names;
    for (const TileFace* f : faces) names << tile(*f);
    tellApart(names, [&faces](int i) {
        QStringList edges;
        for (const Edge e : faces[static_cast<std::size_t>(i)]->edges) edges << edge(e);
        return tr("edges from the north: %1").arg(edges.join(tr(", ", "between the edges of a tile")));
    });
    tellApart(names, [&faces](int i) { return tr("tile %1").arg(QString::fromStdString(faces[static_cast<std::size_t>(i)]->id)); });
    return names;
}

QString Texts::variant(Variant v)
{
    switch (v) {
    case Variant::ExplorersGuild: return tr("Explorers' Guild");
    case Variant::Hyperspace: return tr("Hyperspace");
    case Variant::GalaxyTraders: return tr("Galaxy Traders");
    case Variant::Endgame: return tr("Endgame");
    case Variant::IntelAndRumours: return tr("Intel and Rumours");
    }
    return {};
}

QString Texts::variantSummary(Variant v)
{
    switch (v) {
    case Variant::ExplorersGuild: return tr("No battles on asteroid fields; everyone present scores.");
    case Variant::Hyperspace: return tr("Extending your route lets you jump to a planet or field on it.");
    case Variant::GalaxyTraders: return tr("Merchants re-deploy after a route scores; allies share routes.");
    case Variant::Endgame: return tr("Unfinished planets and fields score per meeple only.");
    case Variant::IntelAndRumours: return tr("Three tiles lie face up: take one of them or draw.");
    }
    return {};
}

QString Texts::dice(int n) { return tr("%n die(s)", nullptr, n); }

QString Texts::points(int n) { return tr("%n point(s)", nullptr, n); }

// One paragraph per house rule, as docs/rules.md section 7 states it, with the numbers of
// `scoring` (the New game dialog's tool tips, the Rules page and the rules summary).
QString Texts::variantDetails(Variant v, const Scoring& scoring)
{
    const Scoring& s = scoring;
    switch (v) {
    case Variant::ExplorersGuild:
        return tr("There are no battles on asteroid fields: meeples of different players may end up on one field by "
                  "merging (placing a meeple on an occupied field stays forbidden). A completed field scores for each "
                  "player present: %1 per tile and %2 per symbol of that player's own faction. A completed planet "
                  "scores %3, plus %4 if its symbol is its holder's faction. At the end a shared field scores its "
                  "usual value for each player on it.")
            .arg(s.asteroidTile)
            .arg(s.asteroidSymbol)
            .arg(s.planet)
            .arg(s.planetSymbol);
    case Variant::Hyperspace:
        return tr("When your tile extends a trading route that you (or your team-mate) already hold, you may instead "
                  "place your meeple at any distance on an unfinished planet (a battle if another side holds it) or on "
                  "an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.");
    case Variant::GalaxyTraders:
        return tr("A meeple that comes back from a route completed this turn may be placed again at once, for free, on "
                  "any unoccupied unfinished route; the meeples are offered in seat order from the current player, "
                  "small ones before the large one. Players of the same faction never fight on a route: there they "
                  "form one side (at most %1), and when the route is completed each of them scores its full value.")
            .arg(dice(s.diceMax));
    case Variant::Endgame:
        return tr("At the end, an unfinished planet or asteroid field scores only, for each meeple on it, %1 plus %2 if "
                  "the tile it stands on shows a symbol of its faction on that feature; the rest is lost. An unfinished "
                  "route still scores its full value: %3 per tile and %4 per symbol.")
            .arg(s.endgameMeeple)
            .arg(s.endgameSymbol)
            .arg(s.endRouteTile)
            .arg(s.endSymbol);
    case Variant::IntelAndRumours:
        return tr("Three tiles lie face up beside the pile. On your turn take one of them, if it fits somewhere, or the "
                  "top of the pile; a taken tile is replaced from the pile. A face-up tile that fits nowhere stays face "
                  "up; a tile drawn from the pile that fits nowhere is set aside and you choose again. When the pile "
                  "is empty and no face-up tile fits, the game ends.");
    }
    return {};
}

QString Texts::moveError(const MoveError& e)
{
    const QString pos = QStringLiteral("[%1, %2]").arg(e.at.x).arg(e.at.y);
    const QString face = QString::fromStdString(e.faceId);
    switch (e.code) {
    case MoveErrorCode::GameOver: return tr("the game is over: no tile is left to place");
    case MoveErrorCode::WrongStep: return tr("this move does not belong to this step of the turn");
    case MoveErrorCode::BadRotation: return tr("rotation must be 0, 90, 180 or 270");
    case MoveErrorCode::CellOccupied: return tr("a tile is already placed at %1").arg(pos);
    case MoveErrorCode::NoNeighbour: return tr("the tile at %1 touches no placed tile on any side").arg(pos);
    case MoveErrorCode::EdgeMismatch:
        return tr("the tile's %1 edge is %2 but the neighbouring tile's edge there is %3")
            .arg(side(e.side), edge(e.mine), edge(e.theirs));
    case MoveErrorCode::TileNotInPile: return tr("no tile '%1' is left in the pile").arg(face);
    case MoveErrorCode::TileFits: return tr("tile '%1' fits on the board, so it cannot be set aside").arg(face);
    case MoveErrorCode::TileFitsNowhere: return tr("tile '%1' fits nowhere on the board; it must be set aside").arg(face);
    case MoveErrorCode::NoSuchFeature:
        if (e.otherTile)
            return e.side >= 0 ? tr("the tile at %1 has no %2 on its %3 edge").arg(pos, feature(e.kind), side(e.side))
                               : tr("the tile at %1 has no %2").arg(pos, feature(e.kind));
        return e.side >= 0 ? tr("the placed tile has no %1 on its %2 edge").arg(feature(e.kind), side(e.side))
                           : tr("there is no such %1 there").arg(feature(e.kind));
    case MoveErrorCode::FeatureOccupied: return tr("that %1 already holds a meeple").arg(feature(e.kind));
    case MoveErrorCode::NoMeepleLeft: return tr("no %1 is left in the player's reserve").arg(size(e.size));
    case MoveErrorCode::NoPlanet: return tr("there is no planet at %1").arg(pos);
    case MoveErrorCode::PlanetTooFar:
        return tr("the planet at %1 is not on the placed tile nor one of its 8 neighbours").arg(pos);
    case MoveErrorCode::NotOnHeldRoute:
        return tr("the tile at %1 is not on a route that the placed tile extends and the player holds").arg(pos);
    case MoveErrorCode::FeatureComplete:
        switch (e.kind) {
        case FeatureKind::Route: return tr("the trading route at %1 is already complete").arg(pos);
        case FeatureKind::Asteroid: return tr("the asteroid field at %1 is already complete").arg(pos);
        case FeatureKind::Planet: return tr("the planet at %1 is already complete").arg(pos);
        }
        break;
    case MoveErrorCode::TileNotInRow: return tr("no face-up tile '%1'").arg(face);
    case MoveErrorCode::PileEmpty: return tr("the pile is empty: take a face-up tile");
    case MoveErrorCode::RowTileFitsNowhere:
        return tr("the face-up tile '%1' fits nowhere on the board; it stays face up").arg(face);
    case MoveErrorCode::RowTileSetAside:
        return tr("the face-up tile '%1' cannot be set aside: face-up tiles stay face up").arg(face);
    }
    return tr("illegal move");
}

QString Texts::players(const PlayersError& e)
{
    switch (e.code) {
    case PlayersErrorCode::None: break;
    case PlayersErrorCode::TeamSeats:
        return tr("team play needs exactly the players red, black, green, white in that seat order");
    case PlayersErrorCode::PlayerCount: return tr("a game needs 2 to 5 players");
    case PlayersErrorCode::ColourTwice: return tr("the colour %1 is taken twice").arg(color(e.colour));
    }
    return {};
}

QString Texts::fileWriteError(const FileWriteError& e)
{
    switch (e.code) {
    case FileWriteErrorCode::None: break;
    case FileWriteErrorCode::TooManyLinks: return tr("too many symbolic links");
    case FileWriteErrorCode::NotRegularFile:
        return tr("not a regular file (a folder, a device or a pipe is never replaced)");
    case FileWriteErrorCode::System: return QString::fromLocal8Bit(e.describe());  // the system's own words
    }
    return {};
}

namespace {
// The engine names things and what it expected in English, the words of its own messages: the
// phrases it passes as arguments, worded by Texts::engineWords.
const char* const kEngineWords[] = {
    QT_TRANSLATE_NOOP("Texts", "a game record"),
    QT_TRANSLATE_NOOP("Texts", "a turn"),
    QT_TRANSLATE_NOOP("Texts", "meeple"),
    QT_TRANSLATE_NOOP("Texts", "the document"),
    QT_TRANSLATE_NOOP("Texts", "an integer"),
    QT_TRANSLATE_NOOP("Texts", "a non-negative integer"),
    QT_TRANSLATE_NOOP("Texts", "a string"),
    QT_TRANSLATE_NOOP("Texts", "a list"),
    QT_TRANSLATE_NOOP("Texts", "a mapping"),
    QT_TRANSLATE_NOOP("Texts", "a boolean (true or false)"),
    QT_TRANSLATE_NOOP("Texts", "a list of two integers [x, y]"),
    QT_TRANSLATE_NOOP("Texts", "a list of die faces"),
    QT_TRANSLATE_NOOP("Texts", "a list of re-placements"),
    QT_TRANSLATE_NOOP("Texts", "keep or {at: [x, y], edge: side}"),
    QT_TRANSLATE_NOOP("Texts", "a list of player names"),
    QT_TRANSLATE_NOOP("Texts", "a list of colours"),
    QT_TRANSLATE_NOOP("Texts", "a list: person or a computer level per seat"),
    QT_TRANSLATE_NOOP("Texts", "a list of variant names"),
    QT_TRANSLATE_NOOP("Texts", "a list of turns"),
    QT_TRANSLATE_NOOP("Texts", "a list of edge types (space, route, asteroid)"),
    QT_TRANSLATE_NOOP("Texts", "a list of factions (rebel, empire, bounty)"),
    QT_TRANSLATE_NOOP("Texts", "a list of sides (N, E, S, W)"),
    QT_TRANSLATE_NOOP("Texts", "a list of segments, each a list of sides such as [E, W] or a mapping with edges and symbols"),
    QT_TRANSLATE_NOOP("Texts", "row or pile"),
    QT_TRANSLATE_NOOP("Texts", "0, 90, 180 or 270"),
    QT_TRANSLATE_NOOP("Texts", "small or large"),
    QT_TRANSLATE_NOOP("Texts", "route, asteroid or planet"),
    QT_TRANSLATE_NOOP("Texts", "N, E, S or W"),
    QT_TRANSLATE_NOOP("Texts", "1 to 6"),
    QT_TRANSLATE_NOOP("Texts", "person, remote, random, easy, medium, hard or expert"),
    QT_TRANSLATE_NOOP("Texts", "a set-aside tile is not placed"),
    QT_TRANSLATE_NOOP("Texts", "nothing for a planet (use at)"),
    QT_TRANSLATE_NOOP("Texts", "a route is named by the placed tile's edge"),
    QT_TRANSLATE_NOOP("Texts", "at most one per player"),
    QT_TRANSLATE_NOOP("Texts", "one per player"),
};
// yaml-cpp's parser messages (its ErrorMsg texts), worded here; those ending in ": " are
// followed by the text they are about.
const char* const kYamlMessages[] = {
    QT_TRANSLATE_NOOP("Texts", "YAML directives must have exactly one argument"),
    QT_TRANSLATE_NOOP("Texts", "bad YAML version: "),
    QT_TRANSLATE_NOOP("Texts", "YAML major version too large"),
    QT_TRANSLATE_NOOP("Texts", "repeated YAML directive"),
    QT_TRANSLATE_NOOP("Texts", "TAG directives must have exactly two arguments"),
    QT_TRANSLATE_NOOP("Texts", "repeated TAG directive"),
    QT_TRANSLATE_NOOP("Texts", "illegal character found while scanning tag handle"),
    QT_TRANSLATE_NOOP("Texts", "tag handle with no suffix"),
    QT_TRANSLATE_NOOP("Texts", "end of verbatim tag not found"),
    QT_TRANSLATE_NOOP("Texts", "end of map not found"),
    QT_TRANSLATE_NOOP("Texts", "end of map flow not found"),
    QT_TRANSLATE_NOOP("Texts", "end of sequence not found"),
    QT_TRANSLATE_NOOP("Texts", "end of sequence flow not found"),
    QT_TRANSLATE_NOOP("Texts", "cannot assign multiple tags to the same node"),
    QT_TRANSLATE_NOOP("Texts", "cannot assign multiple anchors to the same node"),
    QT_TRANSLATE_NOOP("Texts", "cannot assign multiple aliases to the same node"),
    QT_TRANSLATE_NOOP("Texts", "aliases can't have any content, *including* tags"),
    QT_TRANSLATE_NOOP("Texts", "bad character found while scanning hex number"),
    QT_TRANSLATE_NOOP("Texts", "invalid unicode: "),
    QT_TRANSLATE_NOOP("Texts", "unknown escape character: "),
    QT_TRANSLATE_NOOP("Texts", "unknown token"),
    QT_TRANSLATE_NOOP("Texts", "illegal document indicator in scalar"),
    QT_TRANSLATE_NOOP("Texts", "illegal EOF in scalar"),
    QT_TRANSLATE_NOOP("Texts", "illegal character in scalar"),
    QT_TRANSLATE_NOOP("Texts", "illegal tab when looking for indentation"),
    QT_TRANSLATE_NOOP("Texts", "illegal flow end"),
    QT_TRANSLATE_NOOP("Texts", "illegal block entry"),
    QT_TRANSLATE_NOOP("Texts", "illegal map key"),
    QT_TRANSLATE_NOOP("Texts", "illegal map value"),
    QT_TRANSLATE_NOOP("Texts", "alias not found after *"),
    QT_TRANSLATE_NOOP("Texts", "anchor not found after &"),
    QT_TRANSLATE_NOOP("Texts", "illegal character found while scanning alias"),
    QT_TRANSLATE_NOOP("Texts", "illegal character found while scanning anchor"),
    QT_TRANSLATE_NOOP("Texts", "cannot set zero indentation for a block scalar"),
    QT_TRANSLATE_NOOP("Texts", "unexpected character in block scalar"),
    QT_TRANSLATE_NOOP("Texts", "the referenced anchor is not defined"),
    QT_TRANSLATE_NOOP("Texts", "unexpected end sequence token"),
    QT_TRANSLATE_NOOP("Texts", "unexpected end map token"),
    QT_TRANSLATE_NOOP("Texts", "invalid character in single-quoted string"),
};
}  // namespace

QString Texts::yamlMessage(const QString& english)
{
    for (const char* w : kYamlMessages) {
        const QLatin1String known(w);
        if (english == known) return tr(w);
        if (known.endsWith(QLatin1String(": ")) && english.startsWith(known)) return tr(w) + english.mid(known.size());
    }
    return english;  // a message of a newer yaml-cpp: shown as it comes
}

QString Texts::engineWords(const QString& english)
{
    static const QRegularExpression counted(QStringLiteral("^(\\d+) (names|seats)$"));
    static const QRegularExpression tile(QStringLiteral("^tile (\\d+)$"));
    if (const auto m = counted.match(english); m.hasMatch()) {
        const int n = m.captured(1).toInt();
        return m.captured(2) == QLatin1String("names") ? tr("%n name(s)", nullptr, n) : tr("%n seat(s)", nullptr, n);
    }
    if (const auto m = tile.match(english); m.hasMatch()) return tr("tile %1").arg(m.captured(1));
    for (const char* w : kEngineWords)
        if (english == QLatin1String(w)) return tr(w);
    return english;  // a word of the file itself (a key, a value): shown as written
}

namespace {
// One wording for every reader (game records, saved games, tile sets).
QString emptyFile() { return Texts::tr("the file is empty"); }
QString tagNotSupported(const QString& tag)
{
    return Texts::tr("YAML tags such as '%1' are not supported (the formats have none)").arg(tag);
}
QString tooMuchAtOnce(const QString& limit)
{
    return Texts::tr("a list or mapping in brackets ([...] or {...}) is too large to read at once (more than %1 "
                     "brackets, commas, colons, quotes and other YAML marks): write long lists one item a line")
        .arg(limit);
}
}  // namespace

QString Texts::recordError(const RecordError& e)
{
    const auto arg = [&e](std::size_t i) { return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString(); };
    QString text;
    switch (e.code) {
    case RecordErrorCode::FileNotReadable: text = tr("cannot read the file %1").arg(arg(0)); break;
    case RecordErrorCode::YamlSyntax: text = tr("YAML syntax error: %1").arg(yamlMessage(arg(0))); break;
    case RecordErrorCode::NotAMapping: text = tr("%1 must be a mapping of keys to values").arg(engineWords(arg(0))); break;
    case RecordErrorCode::EmptyFile: text = emptyFile(); break;
    case RecordErrorCode::UnknownKey: text = tr("unknown key '%1'").arg(arg(0)); break;
    case RecordErrorCode::MissingKey: text = tr("the key '%1' is missing").arg(arg(0)); break;
    case RecordErrorCode::WrongType: text = tr("'%1' has the wrong type (expected: %2)").arg(arg(0), engineWords(arg(1))); break;
    case RecordErrorCode::BadValue:
        text = arg(1).isEmpty() ? tr("'%1' is not allowed here: %2").arg(arg(0), engineWords(arg(2)))
                                : tr("'%1' is %2; allowed: %3").arg(arg(0), engineWords(arg(1)), engineWords(arg(2)));
        break;
    case RecordErrorCode::UnknownTileset: text = tr("no built-in tile set or file named '%1'").arg(arg(0)); break;
    case RecordErrorCode::TilesetInvalid:
        if (e.tilesetError) {
            // Inline in this record: the record's place is already given; a file: its own place.
            const bool inlineSet = e.tilesetError->file == e.file;
            text = tr("the tile set is invalid: %1")
                       .arg(inlineSet ? tilesetErrorMessage(*e.tilesetError) : tilesetError(*e.tilesetError));
        } else {
            text = tr("the tile set is invalid: %1").arg(arg(0));
        }
        break;
    case RecordErrorCode::BadPlayers: text = tr("players: %1").arg(players(e.players)); break;
    case RecordErrorCode::UnknownVariant: text = tr("unknown variant '%1'").arg(arg(0)); break;
    case RecordErrorCode::UnsupportedVariant: text = tr("the variant '%1' is not supported").arg(arg(0)); break;
    case RecordErrorCode::UnknownTile: text = tr("the tile set has no tile '%1'").arg(arg(0)); break;
    case RecordErrorCode::IllegalMove: text = moveError(e.move); break;
    case RecordErrorCode::NotRegularFile:
        text = tr("'%1' is not a regular file: a folder, a device or a pipe cannot be opened").arg(arg(0));
        break;
    case RecordErrorCode::FileTooLarge: text = tr("the file '%1' is too large (more than %2 MiB)").arg(arg(0), arg(1)); break;
    case RecordErrorCode::NotUtf8: text = tr("the text is not UTF-8"); break;
    case RecordErrorCode::ControlCharacter: text = tr("the text holds the control character %1").arg(arg(0)); break;
    case RecordErrorCode::UnexpectedText: text = tr("YAML syntax error: unexpected '%1'").arg(arg(0)); break;
    case RecordErrorCode::SeveralDocuments: text = tr("the file holds %n YAML document(s); it must hold one", nullptr, arg(0).toInt()); break;
    case RecordErrorCode::TooManyNodes: text = tr("the file holds too many YAML values (more than %1)").arg(arg(0)); break;
    case RecordErrorCode::TooDeep: text = tr("lists and mappings are nested too deep (more than %n level(s))", nullptr, arg(0).toInt()); break;
    case RecordErrorCode::AliasNotSupported: text = tr("YAML aliases (*name) are not supported"); break;
    case RecordErrorCode::TooMuchAtOnce: text = tooMuchAtOnce(arg(0)); break;
    case RecordErrorCode::TagNotSupported: text = tagNotSupported(arg(0)); break;
    case RecordErrorCode::TooManyErrors: text = tr("more errors follow (only the first %1 are listed)").arg(arg(0)); break;
    case RecordErrorCode::IsATileset:
        text = tr("this file is a tile set, not a game record: open it in the tile-set editor (Tile sets > Edit)");
        break;
    case RecordErrorCode::DuplicateKey: text = tr("the key '%1' appears twice").arg(arg(0)); break;
    case RecordErrorCode::UnsupportedFormat:
        text = tr("unsupported game record format %1 (this program reads format %2)").arg(arg(0)).arg(kRecordFormat);
        break;
    case RecordErrorCode::TooLong:
        text = tr("the name '%1' is too long (%n character(s); at most %2)", nullptr, arg(2).toInt()).arg(arg(1), arg(3));
        break;
    case RecordErrorCode::BadText:
        if (arg(1) == QLatin1String("format"))
            text = tr("a name holds %1, a character that reorders or breaks the text around it").arg(arg(2));
        else
            text = arg(1) == QLatin1String("control") ? tr("a name holds a control character") : tr("a name is not UTF-8 text");
        break;
    case RecordErrorCode::OutOfRange: text = tr("'%1' is %2; allowed: %3 to %4").arg(arg(0), arg(1), arg(2), arg(3)); break;
    case RecordErrorCode::TooManyEntries:
        text = tr("'%1' lists %2 entries; a record holds at most %3").arg(arg(0), arg(1), arg(2));
        break;
    case RecordErrorCode::FileNotFound: text = tr("no such file %1").arg(arg(0)); break;
    }
    if (e.turn > 0) text = tr("turn %1: %2").arg(e.turn).arg(text);
    QString where;
    if (!e.file.empty()) where = QString::fromStdString(e.file);
    if (e.pos.line > 0) where += QStringLiteral(":%1:%2").arg(e.pos.line).arg(e.pos.column);
    return where.isEmpty() ? text : where + QStringLiteral(": ") + text;
}

// The words of a face's own art that could not be read or is too large (not ArtRefused).
QString Texts::artError(const TilesetError& e, const QString& face)
{
    const auto arg = [&e](std::size_t i) { return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString(); };
    switch (e.code) {
    case TilesetErrorCode::ArtFileNotAllowed:
        return tr("%1: the art file '%2' cannot be read here: a set inside a game record or a message carries its "
                  "art embedded").arg(face, arg(1));
    case TilesetErrorCode::ArtPathNotAllowed:
        return tr("%1: the art file '%2' must be an .svg file in the set's folder or below it (no absolute path, "
                  "no '..')").arg(face, arg(1));
    case TilesetErrorCode::ArtFileNotReadable:
        if (arg(2) == QLatin1String("not-found")) return tr("%1: no such art file '%2'").arg(face, arg(1));
        if (arg(2) == QLatin1String("not-regular")) return tr("%1: the art file '%2' is not a regular file").arg(face, arg(1));
        return tr("%1: cannot read the art file '%2'").arg(face, arg(1));
    case TilesetErrorCode::ArtTooLarge:
        if (arg(1) == QLatin1String("more")) return tr("%1: the art is too large (at most %2 KiB)").arg(face, arg(2));
        return tr("%1: the art is too large (%2 bytes; at most %3 KiB)").arg(face, arg(1), arg(2));
    case TilesetErrorCode::ArtBadText:
        if (arg(1) == QLatin1String("utf8")) return tr("%1: the art is not UTF-8 text").arg(face);
        return tr("%1: the art holds the control character %2").arg(face, arg(2));
    default: break;
    }
    return tr("the faces' art is too large all together (%1 bytes; at most %2 MiB)").arg(arg(0), arg(1));
}

// Why a face's own art was refused by the art checker (TilesetErrorCode::ArtRefused).
QString Texts::artRefused(const QString& face, const QString& why, const QString& detail, const QString& line)
{
    QString reason;
    if (why == QLatin1String("parse")) reason = tr("it is not well-formed XML (%1)").arg(detail);
    else if (why == QLatin1String("not-svg")) reason = tr("it is not an SVG picture");
    else if (why == QLatin1String("elements")) reason = tr("it has too many elements (at most %1)").arg(detail);
    else if (why == QLatin1String("depth")) reason = tr("its elements are nested too deep (at most %n level(s))", nullptr, detail.toInt());
    else if (why == QLatin1String("doctype")) reason = tr("it has a DOCTYPE or entities, which are not allowed");
    else if (why == QLatin1String("external")) reason = tr("it refers to something outside itself ('%1')").arg(detail);
    else if (why == QLatin1String("script")) reason = tr("it holds a <%1> element, which is not allowed").arg(detail);
    else reason = tr("it holds the event attribute '%1', which is not allowed").arg(detail);
    if (line.isEmpty() || line == QLatin1String("0")) return tr("%1: the art is refused: %2").arg(face, reason);
    return tr("%1: the art is refused (line %2 of the SVG): %3").arg(face, line, reason);
}

QString Texts::tilesetErrorMessage(const TilesetError& e)
{
    const auto arg = [&e](std::size_t i) { return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString(); };
    const QString face = !arg(0).isEmpty() ? arg(0) : e.face >= 0 ? tr("tile %1").arg(e.face + 1) : tr("a tile");
    const auto kind = [&](std::size_t i) {
        return arg(i) == QStringLiteral("asteroid") ? feature(FeatureKind::Asteroid) : feature(FeatureKind::Route);
    };
    switch (e.code) {
    case TilesetErrorCode::FileNotReadable: return tr("cannot read the file '%1'").arg(arg(0));
    case TilesetErrorCode::FileNotFound: return tr("no such file '%1'").arg(arg(0));
    case TilesetErrorCode::YamlSyntax: return tr("YAML syntax error: %1").arg(yamlMessage(arg(0)));
    case TilesetErrorCode::NotAMapping: return tr("%1 must be a mapping (key: value lines)").arg(engineWords(arg(0)));
    case TilesetErrorCode::EmptyFile: return emptyFile();
    case TilesetErrorCode::UnknownKey: return tr("unknown key '%1'").arg(arg(0));
    case TilesetErrorCode::MissingKey: return tr("the key '%1' is missing").arg(arg(0));
    case TilesetErrorCode::WrongType: return tr("'%1' has the wrong type (expected: %2)").arg(arg(0), engineWords(arg(1)));
    case TilesetErrorCode::UnsupportedFormat: return tr("unsupported format %1 (this program reads format 1)").arg(arg(0));
    case TilesetErrorCode::EmptyName: return tr("the tile set's name is empty");
    case TilesetErrorCode::NoFaces: return tr("the tile set has no tiles");
    case TilesetErrorCode::EmptyId: return tr("%1 has an empty id").arg(face);
    case TilesetErrorCode::DuplicateId: return tr("the id '%1' is used twice").arg(arg(0));
    case TilesetErrorCode::BadCount: return tr("%1: count %2 is out of range (1 to 999)").arg(face, arg(1));
    case TilesetErrorCode::WrongEdgeCount: return tr("%1: edges must list 4 edge types (N, E, S, W), not %2").arg(face, arg(1));
    case TilesetErrorCode::BadEdgeType: return tr("%1: unknown edge type '%2' (space, route or asteroid)").arg(face, arg(1));
    case TilesetErrorCode::BadSide: return tr("%1: unknown side '%2' (N, E, S or W)").arg(face, arg(1));
    case TilesetErrorCode::BadFaction: return tr("%1: unknown faction '%2' (rebel, empire or bounty)").arg(face, arg(1));
    case TilesetErrorCode::EmptySegment: return tr("%1: a segment of %2 joins no edge").arg(face, kind(1));
    case TilesetErrorCode::SegmentOnWrongEdge:
        return tr("%1: edge %2 is not of the kind %3 but a segment of it covers it").arg(face, arg(2), kind(1));
    case TilesetErrorCode::SideInTwoSegments: return tr("%1: edge %2 is covered by two segments of %3").arg(face, arg(2), kind(1));
    case TilesetErrorCode::SideInNoSegment: return tr("%1: edge %2 is %3 but no segment covers it").arg(face, arg(2), kind(1));
    case TilesetErrorCode::PlanetWithoutSpace: return tr("%1: the planet must be surrounded by space").arg(face);
    case TilesetErrorCode::NoStartFace: return tr("no tile is the start tile (exactly one needs 'start: true')");
    case TilesetErrorCode::SecondStartFace: return tr("%1: a second start tile (the start tile is already '%2')").arg(face, arg(1));
    case TilesetErrorCode::StartCountNotOne: return tr("%1: the start tile must have count 1, not %2").arg(face, arg(1));
    case TilesetErrorCode::DuplicateKey: return tr("the key '%1' appears twice").arg(arg(0));
    case TilesetErrorCode::TooManySymbols: return tr("%1: too many symbols of one faction on one feature").arg(face);
    case TilesetErrorCode::NotRegularFile:
        return tr("'%1' is not a regular file: a folder, a device or a pipe cannot be opened").arg(arg(0));
    case TilesetErrorCode::ArtFileNotAllowed:
    case TilesetErrorCode::ArtPathNotAllowed:
    case TilesetErrorCode::ArtFileNotReadable:
    case TilesetErrorCode::ArtTooLarge:
    case TilesetErrorCode::ArtBadText:
    case TilesetErrorCode::SetArtTooLarge: return artError(e, face);
    case TilesetErrorCode::ArtRefused: return artRefused(face, arg(1), arg(2), arg(3));
    case TilesetErrorCode::FileTooLarge: return tr("the file '%1' is too large (more than %2 MiB)").arg(arg(0), arg(1));
    case TilesetErrorCode::NotUtf8: return tr("the text is not UTF-8");
    case TilesetErrorCode::ControlCharacter: return tr("the text holds the control character %1").arg(arg(0));
    case TilesetErrorCode::UnexpectedText: return tr("YAML syntax error: unexpected '%1'").arg(arg(0));
    case TilesetErrorCode::SeveralDocuments: return tr("the file holds %n YAML document(s); it must hold one", nullptr, arg(0).toInt());
    case TilesetErrorCode::TooManyNodes: return tr("the file holds too many YAML values (more than %1)").arg(arg(0));
    case TilesetErrorCode::TooDeep: return tr("lists and mappings are nested too deep (more than %n level(s))", nullptr, arg(0).toInt());
    case TilesetErrorCode::AliasNotSupported: return tr("YAML aliases (*name) are not supported");
    case TilesetErrorCode::TooMuchAtOnce: return tooMuchAtOnce(arg(0));
    case TilesetErrorCode::TagNotSupported: return tagNotSupported(arg(0));
    case TilesetErrorCode::DuplicateSide: return tr("%1: a segment of %2 lists edge %3 twice").arg(face, kind(1), arg(2));
    case TilesetErrorCode::TooManyErrors: return tr("more errors follow (only the first %1 are listed)").arg(arg(0));
    case TilesetErrorCode::IsAGameRecord: return tr("this file is a game record, not a tile set: open it with Game > Open");
    case TilesetErrorCode::TooLong:
        return arg(0) == QLatin1String("name")
                   ? tr("the tile set's name is too long (%n character(s); at most %1)", nullptr, arg(2).toInt()).arg(arg(3))
                   : tr("the id '%1' is too long (%n character(s); at most %2)", nullptr, arg(2).toInt()).arg(arg(1), arg(3));
    case TilesetErrorCode::BadText:
        if (arg(1) == QLatin1String("format"))
            return arg(0) == QLatin1String("name")
                       ? tr("the tile set's name holds %1, a character that reorders or breaks the text around it").arg(arg(2))
                       : tr("an id holds %1, an invisible formatting character").arg(arg(2));
        if (arg(0) == QLatin1String("name"))
            return arg(1) == QLatin1String("control") ? tr("the tile set's name holds a control character")
                                                      : tr("the tile set's name is not UTF-8 text");
        return arg(1) == QLatin1String("control") ? tr("an id holds a control character") : tr("an id is not UTF-8 text");
    case TilesetErrorCode::TooManyFaces: return tr("too many faces (%1; at most %2)").arg(arg(0), arg(1));
    case TilesetErrorCode::TooManyTiles: return tr("too many tiles (%1 with the copies; at most %2)").arg(arg(0), arg(1));
    case TilesetErrorCode::TooManySymbolsInSet: {
        const auto f = parseFaction(arg(0).toStdString());
        return tr("too many symbols of the %1 on all the tiles together (%2 with the copies; at most %3)")
            .arg(f ? faction(*f) : arg(0), arg(1), arg(2));
    }
    case TilesetErrorCode::UnknownVariant:
        return tr("unknown house rule '%1' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)")
            .arg(arg(0));
    case TilesetErrorCode::RuleOutOfRange:
        return tr("rules: %1 must be a whole number from %2 to %3, not %4").arg(arg(0), arg(2), arg(3), arg(1));
    case TilesetErrorCode::DuplicateVariant: return tr("rules: the house rule '%1' is listed twice").arg(arg(0));
    }
    return QString::fromStdString(e.message());
}

QString Texts::tilesetError(const TilesetError& e)
{
    QString where = QString::fromStdString(e.file);
    if (e.pos.line > 0) where += QStringLiteral(":%1:%2").arg(e.pos.line).arg(e.pos.column);
    return where.isEmpty() ? tilesetErrorMessage(e) : where + QStringLiteral(": ") + tilesetErrorMessage(e);
}

// The rules in brief (Help > Rules summary), consistent with docs/rules.md: the turn, battles,
// scoring, team play and every house rule, with the numbers of `scoring`.
QString Texts::rulesSummaryHtml(const Scoring& scoring, const RulesArt& art)
{
    const Scoring& s = scoring;
    const auto para = [](const QString& text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); };
    QString html = QStringLiteral("<h2>") + tr("Carcassonne: Star Wars in brief") + QStringLiteral("</h2>");
    html += para(tr("<b>Each turn</b> place the drawn tile so that it touches the board edge to edge and every shared "
                    "edge matches (route to route, asteroid to asteroid, space to space). A tile that fits nowhere is "
                    "set aside and you draw again."));
    html += rulesIconsHtml(art, {RulesIcon::Route, RulesIcon::Asteroid, RulesIcon::Planet, RulesIcon::Space});
    html += para(tr("<b>Then you may place one meeple</b> from your reserve (4 small, 1 large) on a trading route, an "
                    "asteroid field or the planet of that tile if nobody, you included, is on that whole feature yet; "
                    "or on the planet of one of the 8 tiles around it, even an occupied one: a planet attack."));
    html += rulesIconsHtml(art, {RulesIcon::SmallMeeple, RulesIcon::LargeMeeple});
    html += para(tr("<b>Battles</b>: when meeples of different players (in team play, of both teams) meet on a "
                    "feature, each side rolls %1 per small meeple, %2 for the large one, plus %3 if a symbol of its "
                    "faction belongs to the feature (to a planet only its own symbol belongs), at most %4. The highest "
                    "die wins. Tied sides score %5 each and roll again; the sides below them lose. A loser takes its "
                    "meeples back and scores %6 per die it rolled. Sides roll in seat order from the current player.")
                     .arg(dice(s.diceSmall), dice(s.diceLarge), dice(s.diceSymbol), dice(s.diceMax),
                          points(s.battleTie), points(s.battleLossPerDie)));
    html += rulesIconsHtml(art, {RulesIcon::Rebel, RulesIcon::Empire, RulesIcon::Bounty});
    html += rulesExampleHtml(art, "battle") + rulesExampleHtml(art, "planet-attack");
    html += para(tr("<b>Scoring</b>: a completed trading route scores %1 per tile and %2 per symbol, an asteroid field "
                    "%3 per tile and %4 per symbol, a planet surrounded by 8 tiles %5 plus %6 per symbol, whatever the "
                    "symbol's faction. The meeples then come back. At the end of the game, each unfinished feature that "
                    "holds meeples scores %7 per symbol, and per tile %8 for a route, %9 for an asteroid field, and "
                    "for a planet %10 for its own tile and for each tile around it.")
                     .arg(points(s.routeTile))
                     .arg(s.routeSymbol)
                     .arg(s.asteroidTile)
                     .arg(s.asteroidSymbol)
                     .arg(s.planet)
                     .arg(s.planetSymbol)
                     .arg(s.endSymbol)
                     .arg(s.endRouteTile)
                     .arg(s.endAsteroidTile)
                     .arg(s.endPlanetTile));
    html += rulesExampleHtml(art, "route-scores") + rulesExampleHtml(art, "field-scores") +
            rulesExampleHtml(art, "planet-scores");
    html += para(tr("<b>Teams</b> (4 players): red and green (Rebel Alliance) against black and white (Empire), with "
                    "one shared score. Team-mates never fight; in a battle a team rolls once, at most %1.")
                     .arg(dice(s.diceMax)));
    html += QStringLiteral("<h3>") + tr("House rules") + QStringLiteral("</h3>");
    html += para(tr("Each can be switched on by itself when a new game is set up."));
    html += QStringLiteral("<ul>");
    for (int v = 0; v < kVariants; ++v) {
        const auto var = static_cast<Variant>(v);
        html += QStringLiteral("<li>") + tr("<b>%1</b>: %2").arg(variant(var), variantDetails(var, s)) +
                QStringLiteral("</li>");
    }
    html += QStringLiteral("</ul>");
    html += para(tr("The complete rules, with the rulebook's examples and every case the rulebook leaves open, are in "
                    "docs/rules.md in the program's sources."));
    return html;
}

namespace {

// A set's counts for Texts::tilesetTotals, each tile counted as many times as it is in the set.
struct SetTotals
{
    int tiles = 0, planets = 0, routeEdges = 0, asteroidEdges = 0;
    std::array<int, 3> symbols{};  // by faction
};

// The symbols of one faction on a face.
int factionSymbols(const TileFace& f, std::size_t faction)
{
    int n = f.planet ? f.planetSymbols[faction] : 0;
    for (const Segment& s : f.routes) n += s.symbols[faction];
    for (const Segment& s : f.asteroids) n += s.symbols[faction];
    return n;
}

SetTotals totalsOf(const Tileset& set)
{
    SetTotals t;
    for (const TileFace& f : set.faces) {
        t.tiles += f.count;
        t.planets += f.planet ? f.count : 0;
        t.routeEdges += static_cast<int>(std::count(f.edges.begin(), f.edges.end(), Edge::Route)) * f.count;
        t.asteroidEdges += static_cast<int>(std::count(f.edges.begin(), f.edges.end(), Edge::Asteroid)) * f.count;
        for (std::size_t k = 0; k < t.symbols.size(); ++k) t.symbols[k] += factionSymbols(f, k) * f.count;
    }
    return t;
}

}  // namespace

QString Texts::tilesetTotals(const Tileset& set)
{
    const SetTotals t = totalsOf(set);
    return tr("%1 (%2), %3; symbols: %4, %5, %6; %7, %8")
        .arg(QStringLiteral("<b>%1</b>").arg(tr("%n tile(s)", nullptr, t.tiles)),
             tr("%n kind(s)", nullptr, static_cast<int>(set.faces.size())), tr("%n planet(s)", nullptr, t.planets),
             tr("%n rebel", nullptr, t.symbols[0]), tr("%n imperial", nullptr, t.symbols[1]),
             tr("%n bounty", nullptr, t.symbols[2]), tr("%n route edge(s)", nullptr, t.routeEdges),
             tr("%n asteroid edge(s)", nullptr, t.asteroidEdges));
}

}  // namespace swc::ui
