#include "tileset.h"
#include "tileset_check.h"
#include "yaml_input.h"

#include <climits>
#include <map>

namespace swc {

// ---- Tileset ---------------------------------------------------------------------------------

int Tileset::startFace() const
{
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (faces[i].start)
            return static_cast<int>(i);
    return -1;
}

int Tileset::totalTiles() const
{
    // A set being edited may hold any counts: the sum saturates instead of overflowing.
    long long total = 0;
    for (const TileFace& f : faces)
        total = std::min<long long>(total + f.count, INT_MAX);
    return static_cast<int>(total);
}

int Tileset::findFace(const std::string& id) const
{
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (faces[i].id == id)
            return static_cast<int>(i);
    return -1;
}

// ---- Rules -----------------------------------------------------------------------------------

const std::array<ScoringKey, kScoringKeys>& scoringKeys()
{
    static const std::array<ScoringKey, kScoringKeys> keys = {{
        {"route-tile", &Scoring::routeTile, 0, kMaxRulePoints},
        {"route-symbol", &Scoring::routeSymbol, 0, kMaxRulePoints},
        {"asteroid-tile", &Scoring::asteroidTile, 0, kMaxRulePoints},
        {"asteroid-symbol", &Scoring::asteroidSymbol, 0, kMaxRulePoints},
        {"planet", &Scoring::planet, 0, kMaxRulePoints},
        {"planet-symbol", &Scoring::planetSymbol, 0, kMaxRulePoints},
        {"dice-small-meeple", &Scoring::diceSmall, 1, kMaxRuleDice},
        {"dice-large-meeple", &Scoring::diceLarge, 1, kMaxRuleDice},
        {"dice-symbol", &Scoring::diceSymbol, 0, kMaxRuleDice},
        {"dice-max", &Scoring::diceMax, 1, kMaxRuleDice},
        {"battle-tie", &Scoring::battleTie, 0, kMaxRulePoints},
        {"battle-loss-per-die", &Scoring::battleLossPerDie, 0, kMaxRulePoints},
        {"end-route-tile", &Scoring::endRouteTile, 0, kMaxRulePoints},
        {"end-asteroid-tile", &Scoring::endAsteroidTile, 0, kMaxRulePoints},
        {"end-planet-tile", &Scoring::endPlanetTile, 0, kMaxRulePoints},
        {"end-symbol", &Scoring::endSymbol, 0, kMaxRulePoints},
        {"endgame-meeple", &Scoring::endgameMeeple, 0, kMaxRulePoints},
        {"endgame-symbol", &Scoring::endgameSymbol, 0, kMaxRulePoints},
    }};
    return keys;
}

// ---- Names -----------------------------------------------------------------------------------

namespace {

constexpr const char* kEdgeNames[] = {"space", "route", "asteroid"};
constexpr const char* kSideNames[] = {"N", "E", "S", "W"};
constexpr const char* kFactionNames[] = {"rebel", "empire", "bounty"};
constexpr const char* kFeatureKindNames[] = {"route", "asteroid", "planet"};

template <std::size_t N>
const char* nameOf(const char* const (&names)[N], int i)
{
    return i >= 0 && i < static_cast<int>(N) ? names[i] : "?";
}

template <std::size_t N>
std::optional<int> indexOf(const char* const (&names)[N], const std::string& s)
{
    for (std::size_t i = 0; i < N; ++i)
        if (s == names[i])
            return static_cast<int>(i);
    return std::nullopt;
}

}  // namespace

const char* edgeName(Edge e) { return nameOf(kEdgeNames, static_cast<int>(e)); }
const char* sideName(int side) { return nameOf(kSideNames, side); }
const char* factionName(Faction f) { return nameOf(kFactionNames, static_cast<int>(f)); }
const char* featureKindName(FeatureKind k) { return nameOf(kFeatureKindNames, static_cast<int>(k)); }

std::optional<Edge> parseEdge(const std::string& s)
{
    auto i = indexOf(kEdgeNames, s);
    return i ? std::optional<Edge>(static_cast<Edge>(*i)) : std::nullopt;
}

std::optional<int> parseSide(const std::string& s) { return indexOf(kSideNames, s); }

std::optional<Faction> parseFaction(const std::string& s)
{
    auto i = indexOf(kFactionNames, s);
    return i ? std::optional<Faction>(static_cast<Faction>(*i)) : std::nullopt;
}

std::optional<FeatureKind> parseFeatureKind(const std::string& s)
{
    auto i = indexOf(kFeatureKindNames, s);
    return i ? std::optional<FeatureKind>(static_cast<FeatureKind>(*i)) : std::nullopt;
}

// ---- Messages --------------------------------------------------------------------------------

namespace {

// Why the art checker refused a face's art (TilesetErrorCode::ArtRefused), with its detail.
std::string artProblem(const std::string& why, const std::string& detail)
{
    if (why == "parse") return "it is not well-formed XML (" + detail + ")";
    if (why == "not-svg")
        return detail.empty() ? "it is not an SVG picture (it holds no element)"
                              : "it is not an SVG picture (its first element is <" + detail + ">)";
    if (why == "elements") return "it has too many elements (at most " + detail + ")";
    if (why == "depth") return "its elements are nested too deep (at most " + detail + " levels)";
    if (why == "doctype") return "it has a DOCTYPE or entities, which are not allowed";
    if (why == "external") return "it refers to something outside itself ('" + detail + "')";
    if (why == "script") return "it holds a <" + detail + "> element, which is not allowed";
    return "it holds the event attribute '" + detail + "', which is not allowed";  // "event"
}

// The messages about a face's own art, after "ID: " (SetArtTooLarge: the whole message).
std::string artMessage(TilesetErrorCode code, const std::vector<std::string>& args)
{
    auto arg = [&args](std::size_t i) { return i < args.size() ? args[i] : std::string(); };
    switch (code) {
    case TilesetErrorCode::ArtFileNotAllowed:
        return "the art file '" + arg(1) + "' cannot be read here: a set inside a game record or a message carries its art embedded";
    case TilesetErrorCode::ArtPathNotAllowed:
        return "the art file '" + arg(1) + "' must be an .svg file in the set's folder or below it (no absolute path, no '..')";
    case TilesetErrorCode::ArtFileNotReadable:
        if (arg(2) == "not-found") return "no such art file '" + arg(1) + "'";
        if (arg(2) == "not-regular") return "the art file '" + arg(1) + "' is not a regular file";
        return "cannot read the art file '" + arg(1) + "'";
    case TilesetErrorCode::ArtTooLarge:
        return "the art is too large (" + (arg(1) == "more" ? "more than " + arg(2) + " KiB" : arg(1) + " bytes") +
               "; at most " + arg(2) + " KiB)";
    case TilesetErrorCode::ArtBadText:
        return arg(1) == "utf8" ? std::string("the art is not UTF-8 text") : "the art holds the control character " + arg(2);
    case TilesetErrorCode::ArtRefused:
        return "the art is refused" + (arg(3).empty() || arg(3) == "0" ? std::string() : " (line " + arg(3) + " of the SVG)") +
               ": " + artProblem(arg(1), arg(2));
    default: break;
    }
    return "the faces' art is too large all together (" + arg(0) + " bytes; at most " + arg(1) + " MiB)";
}

}  // namespace

std::string TilesetError::message() const
{
    auto arg = [this](std::size_t i) { return i < args.size() ? args[i] : std::string(); };
    // Messages about one face start with its id ("asteroid-1: ..."), or its number without one.
    auto face_ = [&] {
        if (!arg(0).empty())
            return arg(0);
        return face >= 0 ? "tile " + std::to_string(face + 1) : std::string("a tile");
    };
    // "a route" / "an asteroid field", "route segment" / "asteroid segment".
    auto feature = [&](std::size_t i) {
        return arg(i) == "asteroid" ? std::string("an asteroid field") : "a " + arg(i);
    };
    auto segment = [&](std::size_t i) { return arg(i) + " segment"; };

    switch (code) {
    case TilesetErrorCode::FileNotReadable:
        return "cannot read the file '" + arg(0) + "'";
    case TilesetErrorCode::FileNotFound:
        return "no such file '" + arg(0) + "'";
    case TilesetErrorCode::YamlSyntax:
        return "YAML syntax error: " + arg(0);
    case TilesetErrorCode::NotAMapping:
        return arg(0) + " must be a mapping (key: value lines)";
    case TilesetErrorCode::EmptyFile:
        return "the file is empty";
    case TilesetErrorCode::UnknownKey:
        return "unknown key '" + arg(0) + "'" + (arg(1).empty() ? "" : " (allowed here: " + arg(1) + ")");
    case TilesetErrorCode::MissingKey:
        return "the key '" + arg(0) + "' is missing";
    case TilesetErrorCode::WrongType:
        return "'" + arg(0) + "' must be " + arg(1);
    case TilesetErrorCode::UnsupportedFormat:
        return "unsupported format " + arg(0) + " (this program reads format 1)";
    case TilesetErrorCode::EmptyName:
        return "the tile set's name is empty";
    case TilesetErrorCode::NoFaces:
        return "the tile set has no tiles";
    case TilesetErrorCode::EmptyId:
        return face_() + " has an empty id";
    case TilesetErrorCode::DuplicateId:
        return "the id '" + arg(0) + "' is used twice" +
               (arg(1).empty() || arg(1) == "0" ? "" : " (first on line " + arg(1) + ")");
    case TilesetErrorCode::BadCount:
        return face_() + ": count " + arg(1) + " is out of range (1 to " + std::to_string(kMaxCount) + ")";
    case TilesetErrorCode::WrongEdgeCount:
        return face_() + ": edges must list 4 edge types (N, E, S, W), not " + arg(1);
    case TilesetErrorCode::BadEdgeType:
        return face_() + ": unknown edge type '" + arg(1) + "' (space, route or asteroid)";
    case TilesetErrorCode::BadSide:
        return face_() + ": unknown side '" + arg(1) + "' (N, E, S or W)";
    case TilesetErrorCode::BadFaction:
        return face_() + ": unknown faction '" + arg(1) + "' (rebel, empire or bounty)";
    case TilesetErrorCode::EmptySegment:
        return face_() + ": " + (arg(1) == "asteroid" ? "an " : "a ") + segment(1) + " joins no edge";
    case TilesetErrorCode::SegmentOnWrongEdge:
        return face_() + ": edge " + arg(2) + " is not " + feature(1) + " but " +
               (arg(1) == "asteroid" ? "an " : "a ") + segment(1) + " covers it";
    case TilesetErrorCode::SideInTwoSegments:
        return face_() + ": edge " + arg(2) + " is covered by two " + segment(1) + "s";
    case TilesetErrorCode::SideInNoSegment:
        return face_() + ": edge " + arg(2) + " is " + feature(1) + " but no " + segment(1) + " covers it";
    case TilesetErrorCode::PlanetWithoutSpace:
        return face_() + ": the planet must be surrounded by space";
    case TilesetErrorCode::NoStartFace:
        return "no tile is the start tile (exactly one needs 'start: true')";
    case TilesetErrorCode::SecondStartFace:
        return face_() + ": a second start tile (the start tile is already '" + arg(1) + "')";
    case TilesetErrorCode::StartCountNotOne:
        return face_() + ": the start tile must have count 1, not " + arg(1);
    case TilesetErrorCode::DuplicateKey:
        return "the key '" + arg(0) + "' appears twice";
    case TilesetErrorCode::TooManySymbols:
        return face_() + ": too many symbols of one faction on one feature (" + arg(1) + "; at most " +
               std::to_string(kMaxSymbols) + ")";
    case TilesetErrorCode::NotRegularFile:
        return "'" + arg(0) + "' is not a regular file (a folder, a device or a pipe cannot be read)";
    case TilesetErrorCode::FileTooLarge:
        return "the file '" + arg(0) + "' is too large (more than " + arg(1) + " MiB)";
    case TilesetErrorCode::NotUtf8:
        return "the text is not UTF-8";
    case TilesetErrorCode::ControlCharacter:
        return "the text holds the control character " + arg(0);
    case TilesetErrorCode::UnexpectedText:
        return "YAML syntax error: unexpected '" + arg(0) + "'";
    case TilesetErrorCode::SeveralDocuments:
        return "a tile set file holds one YAML document, this one holds " + arg(0);
    case TilesetErrorCode::TooManyNodes:
        return "the file holds too many YAML values (more than " + arg(0) + ")";
    case TilesetErrorCode::TooDeep:
        return "lists and mappings are nested too deep (more than " + arg(0) + " levels)";
    case TilesetErrorCode::AliasNotSupported:
        return "YAML aliases (*name) are not supported";
    case TilesetErrorCode::TagNotSupported:
        return "YAML tags such as '" + arg(0) + "' are not supported (the formats have none)";
    case TilesetErrorCode::DuplicateSide:
        return face_() + ": " + (arg(1) == "asteroid" ? "an " : "a ") + segment(1) + " lists edge " + arg(2) + " twice";
    case TilesetErrorCode::TooMuchAtOnce:
        return "a list or mapping in brackets ([...] or {...}) is too large to read at once (more than " + arg(0) +
               " brackets, commas, colons, quotes and other YAML marks): write long lists one item a line";
    case TilesetErrorCode::TooManyErrors:
        return "more errors follow (only the first " + arg(0) + " are listed)";
    case TilesetErrorCode::IsAGameRecord:
        return "this file is a game record, not a tile set (open it as a game)";
    case TilesetErrorCode::TooLong:
        return (arg(0) == "name" ? std::string("the tile set's name") : "the id '" + arg(1) + "'") + " is too long (" +
               arg(2) + " characters; at most " + arg(3) + ")";
    case TilesetErrorCode::BadText:
        if (arg(1) == "format")
            return arg(0) == "name" ? "the tile set's name holds " + arg(2) + ", a character that reorders or breaks the text around it"
                                    : "an id holds " + arg(2) + ", an invisible formatting character";
        return (arg(0) == "name" ? std::string("the tile set's name") : std::string("an id")) +
               (arg(1) == "control" ? " holds a control character" : " is not UTF-8 text");
    case TilesetErrorCode::TooManyFaces:
        return "too many faces (" + arg(0) + "; at most " + arg(1) + ")";
    case TilesetErrorCode::TooManyTiles:
        return "too many tiles (" + arg(0) + " with the copies; at most " + arg(1) + ")";
    case TilesetErrorCode::TooManySymbolsInSet:
        return "too many " + arg(0) + " symbols on all the tiles together (" + arg(1) + " with the copies; at most " +
               arg(2) + ")";
    case TilesetErrorCode::UnknownVariant:
        return "unknown house rule '" + arg(0) +
               "' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)";
    case TilesetErrorCode::RuleOutOfRange:
        return "rules: " + arg(0) + " must be a whole number from " + arg(2) + " to " + arg(3) + ", not " + arg(1);
    case TilesetErrorCode::DuplicateVariant:
        return "rules: the house rule '" + arg(0) + "' is listed twice";
    case TilesetErrorCode::ArtFileNotAllowed:
    case TilesetErrorCode::ArtPathNotAllowed:
    case TilesetErrorCode::ArtFileNotReadable:
    case TilesetErrorCode::ArtTooLarge:
    case TilesetErrorCode::ArtBadText:
    case TilesetErrorCode::ArtRefused: return face_() + ": " + artMessage(code, args);
    case TilesetErrorCode::SetArtTooLarge: return artMessage(code, args);
    }
    return "unknown error";
}

std::string TilesetError::describe() const
{
    std::string where = file;
    if (pos.line > 0) {
        where += (where.empty() ? "" : ":") + std::to_string(pos.line);
        if (pos.column > 0)
            where += ":" + std::to_string(pos.column);
    }
    return where.empty() ? message() : where + ": " + message();
}

// ---- Checks ----------------------------------------------------------------------------------

namespace detail {

namespace {

class Checker
{
public:
    Checker(const Tileset& set, const SetLocation* where) : set_(set), where_(where) {}

    std::vector<TilesetError> run()
    {
        const SetLocation noSet;
        const SetLocation& loc = where_ ? *where_ : noSet;
        checkHeader(loc);
        checkSize(loc);
        for (std::size_t i = 0; i < set_.faces.size(); ++i) checkFace(i);
        face_ = -1;
        facePos_ = {};
        if (!loc.tilesBad && !set_.faces.empty() && firstStart_ < 0 && !startUnknown_)
            add(TilesetErrorCode::NoStartFace, {}, loc.tiles);
        checkRules(loc);
        return std::move(errors_);
    }

private:
    // The format, the name, and whether there are tiles at all.
    void checkHeader(const SetLocation& loc)
    {
        if (!loc.formatBad && set_.format != 1)
            add(TilesetErrorCode::UnsupportedFormat, {std::to_string(set_.format)}, loc.format);
        if (!loc.nameBad) {
            if (set_.name.empty())
                add(TilesetErrorCode::EmptyName, {}, loc.name);
            else
                checkText("name", set_.name, kMaxNameLength, loc.name);
        }
        if (!loc.tilesBad && set_.faces.empty())
            add(TilesetErrorCode::NoFaces, {}, loc.tiles);
    }

    // One face: its id, its count, whether it is the start tile, its edges and segments.
    void checkFace(std::size_t i)
    {
        const TileFace& f = set_.faces[i];
        const FaceLocation noFace;
        const FaceLocation& fl = where_ && i < where_->faces.size() ? where_->faces[i] : noFace;
        face_ = static_cast<int>(i);
        facePos_ = f.pos;
        startUnknown_ = startUnknown_ || fl.startBad;
        const std::string id = shown(f.id);  // as messages show it
        if (!fl.idBad)
            checkId(f, fl);
        if (!fl.countBad && (f.count < 1 || f.count > kMaxCount))
            add(TilesetErrorCode::BadCount, {id, std::to_string(f.count)}, fl.count);
        if (f.start)
            checkStart(f, fl, id);
        if (!fl.artBad && !f.art.empty())
            checkArt(f, fl, id);
        if (!fl.shapeBad) {
            for (int s = 0; s < kSides; ++s)
                if (static_cast<int>(f.edges[s]) > static_cast<int>(Edge::Asteroid))
                    add(TilesetErrorCode::BadEdgeType, {id, std::to_string(static_cast<int>(f.edges[s]))},
                        fl.edge[s]);
            checkSegments(f, FeatureKind::Route, f.routes, fl.routes, fl);
            checkSegments(f, FeatureKind::Asteroid, f.asteroids, fl.asteroids, fl);
        }
    }

    // An id: not empty, a valid text, and not the id of an earlier face.
    void checkId(const TileFace& f, const FaceLocation& fl)
    {
        if (f.id.empty()) {
            add(TilesetErrorCode::EmptyId, {}, fl.id);
            return;
        }
        if (!checkText("id", f.id, kMaxIdLength, fl.id))
            return;
        if (auto [it, isNew] = firstById_.try_emplace(f.id, face_); !isNew) {
            const TileFace& first = set_.faces[it->second];
            SourcePos firstPos = where_ ? pick(where_->faces[it->second].id, first.pos) : first.pos;
            add(TilesetErrorCode::DuplicateId, {shown(f.id), std::to_string(firstPos.line)}, fl.id);
        }
    }

    // The start tile: one only, with count 1.
    void checkStart(const TileFace& f, const FaceLocation& fl, const std::string& id)
    {
        if (firstStart_ >= 0)
            add(TilesetErrorCode::SecondStartFace, {id, shown(set_.faces[firstStart_].id)}, fl.start);
        else
            firstStart_ = face_;
        if (!fl.countBad && f.count != 1)
            add(TilesetErrorCode::StartCountNotOne, {id, std::to_string(f.count)}, pick(fl.count, fl.start));
    }

    // A face's art: within its limit, UTF-8 text without control characters (its safety is the
    // art checker's, above the engine).
    void checkArt(const TileFace& f, const FaceLocation& fl, const std::string& id)
    {
        if (f.art.size() > kMaxArtBytes) {
            add(TilesetErrorCode::ArtTooLarge, {id, std::to_string(f.art.size()), std::to_string(kMaxArtBytes / 1024)},
                fl.art);
            return;
        }
        char32_t bad = 0;
        switch (detail::checkText(f.art, detail::TextKind::Document, &bad)) {
        case TextCheck::NotUtf8: add(TilesetErrorCode::ArtBadText, {id, "utf8"}, fl.art); break;
        case TextCheck::ControlCharacter:
            add(TilesetErrorCode::ArtBadText, {id, "control", detail::codePointName(bad)}, fl.art);
            break;
        case TextCheck::FormatCharacter:
        case TextCheck::Ok: break;
        }
    }

    void add(TilesetErrorCode code, std::vector<std::string> args, SourcePos pos)
    {
        TilesetError e{code, std::move(args), {}, pick(pos, facePos_), face_};
        errors_.push_back(std::move(e));
    }

    // A name or an id: UTF-8 without control characters, at most `limit` characters.
    bool checkText(const char* key, const std::string& text, int limit, SourcePos pos)
    {
        char32_t bad = 0;
        switch (detail::checkText(text, std::string_view(key) == "id" ? detail::TextKind::Id : detail::TextKind::Name, &bad)) {
        case TextCheck::NotUtf8:
            add(TilesetErrorCode::BadText, {key, "utf8"}, pos);
            return false;
        case TextCheck::ControlCharacter:
            add(TilesetErrorCode::BadText, {key, "control"}, pos);
            return false;
        case TextCheck::FormatCharacter:
            add(TilesetErrorCode::BadText, {key, "format", detail::codePointName(bad)}, pos);
            return false;
        case TextCheck::Ok:
            break;
        }
        const std::size_t length = characterCount(text);
        if (length > static_cast<std::size_t>(limit)) {
            add(TilesetErrorCode::TooLong, {key, shown(text), std::to_string(length), std::to_string(limit)}, pos);
            return false;
        }
        return true;
    }

    // The limits on the whole set: faces, tiles and symbols (the copies counted).
    void checkSize(const SetLocation& loc)
    {
        if (set_.faces.size() > static_cast<std::size_t>(kMaxFaces))
            add(TilesetErrorCode::TooManyFaces, {std::to_string(set_.faces.size()), std::to_string(kMaxFaces)},
                loc.tiles);
        long long tiles = 0;
        FactionArray<long long> symbols{};
        for (const TileFace& f : set_.faces) {
            if (f.count < 1 || f.count > kMaxCount)
                continue;  // reported with the face
            tiles += f.count;
            const auto addSymbols = [&](const SymbolCounts& s) {
                for (const Faction k : kAllFactions)
                    symbols[k] += static_cast<long long>(s[k]) * f.count;
            };
            for (const Segment& seg : f.routes)
                addSymbols(seg.symbols);
            for (const Segment& seg : f.asteroids)
                addSymbols(seg.symbols);
            addSymbols(f.planetSymbols);
        }
        std::size_t art = 0;
        for (const TileFace& f : set_.faces)
            art += f.art.size();
        if (art > kMaxSetArtBytes)
            add(TilesetErrorCode::SetArtTooLarge, {std::to_string(art), std::to_string(kMaxSetArtBytes >> 20)},
                loc.tiles);
        if (tiles > kMaxTiles)
            add(TilesetErrorCode::TooManyTiles, {std::to_string(tiles), std::to_string(kMaxTiles)}, loc.tiles);
        for (const Faction k : kAllFactions)
            if (symbols[k] > kMaxSymbols)
                add(TilesetErrorCode::TooManySymbolsInSet,
                    {factionName(k), std::to_string(symbols[k]),
                     std::to_string(kMaxSymbols)},
                    loc.tiles);
    }

    // The numbers of `rules:`, each in its range (the house rules are checked by name when read).
    void checkRules(const SetLocation& loc)
    {
        const auto& keys = scoringKeys();
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const int v = set_.rules.scoring.*keys[i].field;
            if (loc.ruleBad[i] || (v >= keys[i].min && v <= keys[i].max))
                continue;
            add(TilesetErrorCode::RuleOutOfRange,
                {keys[i].key, std::to_string(v), std::to_string(keys[i].min), std::to_string(keys[i].max)},
                pick(loc.rule[i], loc.rules));
        }
        if (set_.rules.variants >> kVariants)
            add(TilesetErrorCode::UnknownVariant, {std::to_string(set_.rules.variants)}, loc.rules);
    }

    void checkSegments(const TileFace& f, FeatureKind kind, const std::vector<Segment>& segments,
                       const std::vector<SegmentLocation>& locs, const FaceLocation& fl)
    {
        const Edge edge = kind == FeatureKind::Route ? Edge::Route : Edge::Asteroid;
        const std::string kindName = featureKindName(kind);
        const std::string id = shown(f.id);
        unsigned covered = 0;
        for (std::size_t i = 0; i < segments.size(); ++i) {
            const Segment& seg = segments[i];
            const SegmentLocation noSeg;
            const SegmentLocation& sl = i < locs.size() ? locs[i] : noSeg;
            if (seg.sides & ~0xFu)
                add(TilesetErrorCode::BadSide, {id, std::to_string(seg.sides)}, sl.node);
            if ((seg.sides & 0xFu) == 0)
                add(TilesetErrorCode::EmptySegment, {id, kindName}, sl.node);
            for (int s = 0; s < kSides; ++s) {
                const unsigned bit = 1u << s;
                if (!(seg.sides & bit))
                    continue;
                SourcePos at = pick(sl.side[s], sl.node);
                if (f.edges[s] != edge)
                    add(TilesetErrorCode::SegmentOnWrongEdge, {id, kindName, sideName(s)}, at);
                else if (covered & bit)
                    add(TilesetErrorCode::SideInTwoSegments, {id, kindName, sideName(s)}, at);
                else
                    covered |= bit;
            }
        }
        for (int s = 0; s < kSides; ++s)
            if (f.edges[s] == edge && !(covered & (1u << s)))
                add(TilesetErrorCode::SideInNoSegment, {id, kindName, sideName(s)}, fl.edge[s]);
    }

    const Tileset& set_;
    const SetLocation* where_;
    std::vector<TilesetError> errors_;
    int face_ = -1;
    SourcePos facePos_;
    std::map<std::string, int> firstById_;  // the face each id was first given to
    int firstStart_ = -1;                   // the first start face
    bool startUnknown_ = false;  // a face's start could not be read: "no start face" may be wrong
};

}  // namespace

std::vector<TilesetError> checkTileset(const Tileset& set, const SetLocation* where)
{
    return Checker(set, where).run();
}

}  // namespace detail

std::vector<TilesetError> validateTileset(const Tileset& set) { return detail::checkTileset(set, nullptr); }

}  // namespace swc
