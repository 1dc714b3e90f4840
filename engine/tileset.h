// Tile faces and tile sets: the data a game is played with.
//
// Plain C++ (no Qt); the YAML reader and writer live in tileset_yaml.cpp so that yaml-cpp stays
// out of this header. Errors are structured values (a code, its arguments and a source position)
// so that every front end can word them in its own language; describe() gives the English text.
#pragma once

#include "indexed_array.h"
#include "textfile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace swc {

enum class Edge : std::uint8_t { Space = 0, Route = 1, Asteroid = 2 };
enum class Faction : std::uint8_t { Rebel = 0, Empire = 1, Bounty = 2 };
enum class FeatureKind : std::uint8_t { Route = 0, Asteroid = 1, Planet = 2 };

// Sides of a tile, clockwise; a side mask has bit (1 << side).
enum Side : int { North = 0, East = 1, South = 2, West = 3 };
constexpr int kSides = 4;
constexpr int kFactions = 3;
constexpr int kFeatureKinds = 3;

// The factions in their order, for a walk over a FactionArray.
constexpr std::array<Faction, kFactions> kAllFactions = {Faction::Rebel, Faction::Empire, Faction::Bounty};
// A value per faction (indexed_array.h).
template <class T>
using FactionArray = IndexedArray<Faction, T, kFactions>;

// Number of symbols of each faction on one feature of one tile.
using SymbolCounts = FactionArray<std::uint8_t>;

inline int symbolTotal(const SymbolCounts& s) { return s[Faction::Rebel] + s[Faction::Empire] + s[Faction::Bounty]; }

// A route or asteroid segment of a face: the sides it touches (at rotation 0) and its symbols.
struct Segment
{
    std::uint8_t sides = 0;  // side mask
    SymbolCounts symbols{};
    friend bool operator==(const Segment&, const Segment&) = default;
};

// 1-based line and column in a source file; 0 when unknown.
struct SourcePos
{
    int line = 0;
    int column = 0;
    friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

struct TileFace
{
    std::string id;
    int count = 1;
    bool start = false;
    std::array<Edge, kSides> edges{};  // N, E, S, W at rotation 0
    std::vector<Segment> routes;
    std::vector<Segment> asteroids;
    bool planet = false;
    SymbolCounts planetSymbols{};
    // The face's own picture, SVG text (docs/tileset-format.md, "A face's own art"); empty: the
    // program draws the face. The engine only keeps it, bounded (kMaxArtBytes); the front ends
    // check it (common/artcheck) before anything draws it.
    std::string art;
    SourcePos pos;  // where the face starts in its file (not compared)

    bool operator==(const TileFace& o) const
    {
        return id == o.id && count == o.count && start == o.start && edges == o.edges &&
               routes == o.routes && asteroids == o.asteroids && planet == o.planet &&
               planetSymbols == o.planetSymbols && art == o.art;
    }
};

// The limits of a tile set (docs/tileset-format.md), checked by validateTileset and the reader.
// They keep a game's memory and time bounded whatever file is opened: the board and the feature
// tables grow with the tiles placed, and a feature's counts fit their fields.
constexpr int kMaxFaces = 1000;       // faces in a set
constexpr int kMaxTiles = 5000;       // tiles in a set, start tile included (the sum of the counts)
constexpr int kMaxCount = 999;        // copies of one face
constexpr int kMaxIdLength = 64;      // characters of a face id
constexpr int kMaxNameLength = 100;   // characters of a set's name
constexpr int kMaxSymbols = 255;      // symbols of one faction on one feature of a face, and on all tiles of a set
// A face's own art: its SVG text, and all the art of a set together. A set written out with its
// art embedded stays under kMaxFileBytes (the YAML escapes at most double it) and a server's
// state message under kMaxServerMessageBytes (docs/protocol.md).
constexpr std::size_t kMaxArtBytes = 256u * 1024u;
constexpr std::size_t kMaxSetArtBytes = 4u * 1024u * 1024u;

// The house-rule variants of docs/rules.md section 7, each switchable on its own. A game's
// Rules (game.h) say which are on; a tile set says which are on by default (SetRules).
enum class Variant : std::uint8_t {
    ExplorersGuild = 0,
    Hyperspace = 1,
    GalaxyTraders = 2,
    Endgame = 3,
    IntelAndRumours = 4,
};
constexpr int kVariants = 5;
const char* variantName(Variant v);  // "explorers-guild", ...
std::optional<Variant> parseVariant(const std::string& s);

// The numbers the rulebook fixes (docs/rules.md sections 4, 5 and 7.4), which a tile set may
// change in its `rules:` section (docs/tileset-format.md). The defaults are the rulebook's.
struct Scoring
{
    // A completed feature (5.1): a route 1 per tile, a field 2 per tile, a planet 9; + 2 per symbol.
    int routeTile = 1;
    int routeSymbol = 2;
    int asteroidTile = 2;
    int asteroidSymbol = 2;
    int planet = 9;
    int planetSymbol = 2;
    // Battles (4.2, 4.3): dice per small meeple, per large meeple, for a symbol of the side's
    // faction, at most diceMax; a tie scores battleTie, a loss battleLossPerDie per die rolled.
    int diceSmall = 1;
    int diceLarge = 2;
    int diceSymbol = 1;
    int diceMax = 3;
    int battleTie = 1;
    int battleLossPerDie = 1;
    // The end of the game (5.2): per tile of an unfinished route, field, planet (its own tile and
    // each placed around it), and per symbol on any of them.
    int endRouteTile = 1;
    int endAsteroidTile = 1;
    int endPlanetTile = 1;
    int endSymbol = 2;
    // The Endgame house rule (7.4): per meeple on an unfinished field or planet, and more when
    // its tile shows a symbol of its faction there.
    int endgameMeeple = 2;
    int endgameSymbol = 2;
    friend bool operator==(const Scoring&, const Scoring&) = default;

    // What a feature of `tiles` tiles (a planet: any) holding `symbols` symbols scores when
    // completed, and when left unfinished at the end (a planet's tiles: its own and the placed
    // ones around it).
    int completed(FeatureKind kind, int tiles, int symbols) const
    {
        switch (kind) {
        case FeatureKind::Route: return tiles * routeTile + symbols * routeSymbol;
        case FeatureKind::Asteroid: return tiles * asteroidTile + symbols * asteroidSymbol;
        case FeatureKind::Planet: break;
        }
        return planet + symbols * planetSymbol;
    }
    int unfinished(FeatureKind kind, int tiles, int symbols) const
    {
        const int perTile = kind == FeatureKind::Route      ? endRouteTile
                            : kind == FeatureKind::Asteroid ? endAsteroidTile
                                                            : endPlanetTile;
        return tiles * perTile + symbols * endSymbol;
    }
};

// The largest number a `rules:` entry may hold: points, and dice.
constexpr int kMaxRulePoints = 100;
constexpr int kMaxRuleDice = 10;

// One number of Scoring as a file names it, with its allowed range (the dice per meeple and
// the cap are at least 1, so that every side of a battle rolls).
struct ScoringKey
{
    const char* key;  // "route-tile", ...
    int Scoring::*field;
    int min;
    int max;
};
constexpr int kScoringKeys = 18;
// In the order of Scoring's members, the order in which files and messages list them.
const std::array<ScoringKey, kScoringKeys>& scoringKeys();

// The rules a tile set comes with: the house rules a new game starts with, and the numbers.
struct SetRules
{
    std::uint8_t variants = 0;  // bit (1 << Variant)
    Scoring scoring;
    bool has(Variant v) const { return (variants >> static_cast<int>(v)) & 1; }
    friend bool operator==(const SetRules&, const SetRules&) = default;
};

struct Tileset
{
    int format = 1;
    std::string name;
    std::vector<TileFace> faces;
    SetRules rules;  // `rules:`; the rulebook's when the file has none

    int startFace() const;    // index of the face with start: true, or -1
    int totalTiles() const;   // sum of counts
    int findFace(const std::string& id) const;  // index or -1
    bool operator==(const Tileset& o) const
    {
        return format == o.format && name == o.name && faces == o.faces && rules == o.rules;
    }
};

// What can be wrong with a tile set. Arguments (TilesetError::args) are listed per code.
enum class TilesetErrorCode {
    FileNotReadable,      // (path) it exists but cannot be opened or read
    FileNotFound,         // (path) no such file
    YamlSyntax,           // (yaml-cpp's message)
    NotAMapping,          // (what) : the document or an entry is not a mapping
    UnknownKey,           // (key, the keys allowed there, comma-separated)
    MissingKey,           // (key)
    WrongType,            // (key, expected: "a string" / "an integer" / "a boolean" / "a list" / "a mapping")
    UnsupportedFormat,    // (format number)
    EmptyName,            // ()
    NoFaces,              // ()
    EmptyId,              // ()
    DuplicateId,          // (id, line of the first one)
    BadCount,             // (id, count) count must be 1..kMaxCount
    WrongEdgeCount,       // (id, count given) edges must list exactly 4
    BadEdgeType,          // (id, value) not space|route|asteroid
    BadSide,              // (id, value) not N|E|S|W
    BadFaction,           // (id, value) not rebel|empire|bounty
    EmptySegment,         // (id, kind "route"/"asteroid")
    SegmentOnWrongEdge,   // (id, kind, side) a route segment names a side whose edge is not a route (same for asteroid)
    SideInTwoSegments,    // (id, kind, side)
    SideInNoSegment,      // (id, kind, side) a route edge that no route segment covers (same for asteroid)
    PlanetWithoutSpace,   // (id) reserved; a planet is in the centre, nothing to check about edges
    NoStartFace,          // ()
    SecondStartFace,      // (id, id of the first)
    StartCountNotOne,     // (id, count)
    DuplicateKey,         // (key) a mapping names the same key twice (yaml-cpp would keep the first silently)
    TooManySymbols,       // (id, count) more than 255 symbols of one faction on one feature
    // The file and its text (checked before the set is read):
    NotRegularFile,       // (path) a directory, a device, a named pipe...
    FileTooLarge,         // (path, the limit in MiB)
    NotUtf8,              // () the text is not UTF-8; pos: the first bad byte
    ControlCharacter,     // (code "U+0000") a control character in the text
    UnexpectedText,       // (the character) YAML that yaml-cpp cannot read past (a ',' at the top level)
    SeveralDocuments,     // (how many) the file holds several YAML documents; pos: the second
    TooManyNodes,         // (the limit) too many YAML values
    TooDeep,              // (the limit) lists and mappings nested too deep
    AliasNotSupported,    // () a YAML alias (*name)
    TooManyErrors,        // (the limit) only the first errors are listed
    IsAGameRecord,        // () the file is a game record, not a tile set
    // The limits:
    TooLong,              // (key "name"/"id", the value shortened, its length, the limit) in characters
    BadText,              // (key "name"/"id", what: "utf8"/"control"/"format", for "format" the character "U+202E")
    TooManyFaces,         // (count, the limit)
    TooManyTiles,         // (count, the limit)
    TooManySymbolsInSet,  // (faction, count, the limit) all tiles of the set together
    // The `rules:` section:
    UnknownVariant,       // (name) not one of the five house rules
    RuleOutOfRange,       // (key "route-tile"..., the value, the smallest allowed, the largest allowed)
    DuplicateVariant,     // (name) a house rule listed twice in variants
    EmptyFile,            // () the file holds nothing (no YAML document, or an empty one)
    TooMuchAtOnce,        // (the limit) a list or mapping in brackets too large for the parser to hold
    TagNotSupported,      // (the tag) a YAML tag (!!binary, !foo)
    DuplicateSide,        // (id, kind "route"/"asteroid", side) a segment lists the same side twice
    // A face's own art (`art:`):
    ArtFileNotAllowed,    // (id, the file's name) a file named by a set that is not read from a folder (a record's, a message's)
    ArtPathNotAllowed,    // (id, the file's name) an absolute path, a `..`, or not a .svg file
    ArtFileNotReadable,   // (id, the path, why: "not-found"/"not-regular"/"unreadable")
    ArtTooLarge,          // (id, its bytes or "more", the limit in KiB)
    ArtBadText,           // (id, "utf8"/"control", for "control" the character "U+0000")
    SetArtTooLarge,       // (its bytes, the limit in MiB) all the faces' art together
    // Found by the art checker (common/artcheck), not by the engine; the line is the SVG's:
    ArtRefused,           // (id, why: "parse"/"not-svg"/"elements"/"depth"/"doctype"/"external"/"script"/"event", detail, line); "script": <script> or <foreignObject>
};

struct TilesetError
{
    TilesetErrorCode code;
    std::vector<std::string> args;
    std::string file;   // as given to the loader; may be empty
    SourcePos pos;
    int face = -1;      // index of the face concerned, or -1

    // "FILE:LINE:COL: message" (parts that are unknown are left out), English.
    std::string describe() const;
    // The message alone, English.
    std::string message() const;
};

// Semantic checks of a tile set built in memory (the editor's model, or after parsing).
// Returns every problem found, in face order; empty when the set is valid.
std::vector<TilesetError> validateTileset(const Tileset& set);

// Parse YAML text. On failure returns nullopt and fills errors (at least one); `file` is only
// used to label errors. Also runs validateTileset.
// `artFolder`: the folder an `art: FILE.svg` is read from (the set file's); empty: the text is
// not a file of its own (a record's set, a message's) and may carry its art embedded only.
std::optional<Tileset> parseTileset(const std::string& yaml, const std::string& file,
                                    std::vector<TilesetError>& errors, const std::string& artFolder = {});
// Reads the art files of the set from the file's folder.
std::optional<Tileset> loadTileset(const std::string& path, std::vector<TilesetError>& errors);
// The error of a tile-set file that could not be read (readTextFile's answer other than Ok):
// no such file, not a regular file, too large, unreadable. One wording for every reader.
TilesetError tilesetFileError(FileReadResult result, const std::string& path);

// The set as far as the text could be read, for an editor that opens a broken set to fix it.
// Every problem goes to `errors` as with parseTileset, but the set comes back with them: nullopt
// only when the text is not YAML, not a mapping, or a game record. `complete` says that the set
// holds everything the text says (its problems are rule checks, such as no start tile or a count
// over the limit, that validateTileset finds again in it), so that an editor may edit the set and
// write it without losing anything but layout and comments; false when some value could not be
// read into it (an unknown key or faction, a value of the wrong type, a number that fits no field).
std::optional<Tileset> readTilesetDraft(const std::string& yaml, const std::string& file,
                                        std::vector<TilesetError>& errors, bool& complete,
                                        const std::string& artFolder = {});
// The folder of a set file, where its `art:` files are read from.
std::string artFolderOf(const std::string& setPath);

// The canonical YAML text of a set (the format of docs/tileset-format.md); parseTileset of the
// result gives an equal Tileset. A face's art is written embedded, so that the text carries it
// (a record, a message, a set saved by the editor).
std::string writeTileset(const Tileset& set);

// Names used in files and messages.
const char* edgeName(Edge e);          // "space", "route", "asteroid"
const char* sideName(int side);        // "N", "E", "S", "W"
const char* factionName(Faction f);    // "rebel", "empire", "bounty"
const char* featureKindName(FeatureKind k);  // "route", "asteroid", "planet"
std::optional<Edge> parseEdge(const std::string& s);
std::optional<int> parseSide(const std::string& s);
std::optional<Faction> parseFaction(const std::string& s);
std::optional<FeatureKind> parseFeatureKind(const std::string& s);

}  // namespace swc
