// Game records (YAML): the save file, the bug report and the test case. See docs/record-format.md.
//
// A record holds the set-up (tile set, seats, teams, variants, seed) and the list of turns.
// Replaying it through Game gives back exactly the same game: the seed fixes the draw order
// and the dice, and a turn may also name its tile and force its dice.
#pragma once

#include "game.h"
#include "tileset.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace swc {

// Galaxy Traders: what became of one meeple back from a completed route (in the order the
// game offers them: Game::pendingMeeple()).
struct RecordReplacement
{
    SourcePos pos;
    bool place = false;  // false: kept in the reserve
    Pos at;              // the tile of the route
    int edge = -1;       // the board side of that tile where the route segment meets the edge
};

struct RecordTurn
{
    SourcePos pos;
    std::string tile;       // face id; empty: the top of the seeded pile
    bool fromRow = false;   // Intel and Rumours: the tile is the face-up one with this id
    bool setAside = false;  // the drawn tile fits nowhere and is set aside (no placement)
    Placement placement;    // rotation in quarter turns
    MeepleMove meeple;      // meeple.segment is resolved from `edge` when replaying
    int meepleEdge = -1;    // route/asteroid: the board side named in the file
    bool meepleAtGiven = false;
    std::vector<int> dice;  // forced die faces for this turn's battles
    std::vector<RecordReplacement> replacements;  // Galaxy Traders
};

// The record format this program reads and writes (`format:`; a record without it is format 1).
constexpr int kRecordFormat = 1;
// Limits of a record beyond those of the file (textfile.h) and of its tile set (tileset.h).
constexpr int kMaxPlayerNameLength = 50;     // characters of a display name
constexpr int kMaxCoordinate = 1000000;      // |x| and |y| of a position

constexpr int kPersonSeat = -1;
constexpr int kRemoteSeat = -2;
// A seat's player as a record names it: "person", "remote" or a computer level.
const char* seatName(int seat);
std::optional<int> parseSeat(const std::string& name);

struct GameRecord
{
    // "standard" (a built-in set), a path relative to the record, or empty if inline. A record
    // is written with the set inline unless it is a built-in one, so that it opens anywhere.
    std::string tilesetRef;
    std::shared_ptr<const Tileset> tileset;  // resolved when parsed
    std::vector<Color> players;
    std::vector<std::string> names;  // optional display names, one per seat (may be empty)
    // Optional: who plays each seat: kPersonSeat, kRemoteSeat (a person playing over the network)
    // or an AiLevel value (a computer player of that level). Empty: every seat is a person. Not
    // part of the rules: a replay ignores it.
    std::vector<int> seats;
    Rules rules;
    std::uint64_t seed = 1;
    // Whether the text read named a seed (set by the parser; `seed` keeps its default otherwise):
    // a game server draws a secret random seed for a set-up without one.
    bool seedGiven = false;
    // How a named tile comes to the top of the pile (`pile:`). A record without the key was
    // written before it existed: parseRecord reads it in the documented order, or in the older
    // one (Swapped) when only that one plays it to its end.
    PileOrder pileOrder = PileOrder::Ordered;
    std::vector<RecordTurn> turns;
};

enum class RecordErrorCode {
    FileNotReadable,  // args: path (it exists but cannot be opened or read)
    YamlSyntax,       // args: yaml-cpp's message
    NotAMapping,      // args: what
    UnknownKey,       // args: key
    MissingKey,       // args: key
    WrongType,        // args: key, expected
    BadValue,         // args: key, value, what is allowed
    UnknownTileset,   // args: reference
    TilesetInvalid,   // args: the tile set's error, described (also in RecordError::tilesetError)
    BadPlayers,       // () why is in RecordError::players
    UnknownVariant,   // args: name
    UnsupportedVariant,  // args: name (a known variant this version does not play yet)
    UnknownTile,      // args: id
    IllegalMove,      // the move error is in RecordError::move
    // The file and its text (the same problems as TilesetErrorCode's of the same names):
    NotRegularFile,     // args: path
    FileTooLarge,       // args: path, the limit in MiB
    NotUtf8,            // ()
    ControlCharacter,   // args: code "U+0000"
    UnexpectedText,     // args: the character
    SeveralDocuments,   // args: how many
    TooManyNodes,       // args: the limit
    TooDeep,            // args: the limit
    AliasNotSupported,  // ()
    TooManyErrors,      // args: the limit
    IsATileset,         // () the file is a tile set, not a game record
    DuplicateKey,       // args: key
    UnsupportedFormat,  // args: the format given (this program reads kRecordFormat)
    TooLong,            // args: key, the value shortened, its length, the limit (characters)
    BadText,            // args: key, "utf8" or "control"
    OutOfRange,         // args: key, the value, the smallest allowed, the largest allowed
    TooManyEntries,     // args: key ("turns", "dice", "traders"), how many, the limit (kMaxRecord...)
    FileNotFound,       // args: path
    EmptyFile,          // () the file holds nothing (no YAML document, or an empty one)
    TooMuchAtOnce,      // args: the limit; a list or mapping in brackets too large for the parser to hold
    TagNotSupported,    // args: the tag (!!binary, !foo)
};

// What a record may hold (docs/record-format.md, "Limits"), so that reading and replaying any
// record takes bounded time and memory. A record over one is refused at the first entry too many.
constexpr int kMaxRecordTurns = kMaxTiles;  // every turn draws a tile, and a set has at most kMaxTiles
constexpr int kMaxRecordDice = 1000;        // dice of one turn: its battles' rounds, tied ones included
constexpr int kMaxRecordTraders = 25;       // Galaxy Traders re-placements of one turn: every meeple in play

struct RecordError
{
    RecordErrorCode code = RecordErrorCode::YamlSyntax;
    std::vector<std::string> args;
    std::string file;
    SourcePos pos;
    int turn = 0;  // 1-based turn of the record, 0 if the error is not in a turn
    MoveError move;
    PlayersError players;  // BadPlayers: why the seats cannot play
    // TilesetInvalid: the tile set's own error (args[0] is its English text), so that a front end
    // can word it.
    std::optional<TilesetError> tilesetError;

    std::string message() const;   // English; illegal moves begin "turn N: "
    std::string describe() const;  // "FILE:LINE:COL: " + message()
};

// Parse a record. `baseDir` resolves a relative tile-set path (empty: the current directory).
// A record without `pile` is replayed here to find its order (GameRecord::pileOrder).
std::optional<GameRecord> parseRecord(const std::string& yaml, const std::string& file, const std::string& baseDir,
                                      std::vector<RecordError>& errors);
std::optional<GameRecord> loadRecord(const std::string& path, std::vector<RecordError>& errors);
// The YAML text of a record. The tile set is written by name when it is a built-in set (tilesetRef
// names it and the set is that one), inline otherwise: a saved game never depends on a file
// beside it. Without the seed (`withSeed` false) the record still replays when every turn names
// its tile and its dice: network play sends records so, the seed being secret.
std::string writeRecord(const GameRecord& record, bool withSeed = true);

// One turn entry, or one Galaxy Traders re-placement (`{at: [x, y], edge: E}` or `keep`), on its
// own: network play sends moves as these entries, written as JSON (which is YAML too). Reading
// checks them as a record's turn is checked (errors without a file; turn 0).
std::optional<RecordTurn> parseRecordTurn(const std::string& text, const Tileset& tileset,
                                          std::vector<RecordError>& errors);
std::optional<RecordReplacement> parseRecordReplacement(const std::string& text, std::vector<RecordError>& errors);
// The entry as one line of JSON: the same keys and values as in a record.
std::string recordTurnJson(const RecordTurn& turn);
std::string recordReplacementJson(const RecordReplacement& replacement);

// What a text holds, from its top-level keys: a tile set (`tiles`, `name`), a game record
// (`tileset`, `players`, `turns`), or Unknown (not YAML, not a mapping, or neither).
enum class FileKind { Tileset, GameRecord, Unknown };
FileKind detectFileKind(const std::string& text);

// Find a tile set by reference: a built-in name or a path relative to baseDir. Every place a
// set is named (a record's tileset:, the command line) resolves it here.
std::shared_ptr<const Tileset> resolveTileset(const std::string& ref, const std::string& baseDir,
                                              std::vector<TilesetError>& errors);
std::shared_ptr<const Tileset> builtinTileset(const std::string& name);  // nullptr if unknown
// The built-in set a reference names, as resolveTileset reads it (a name with no '/' or '.'),
// or nullptr when it names a file.
std::shared_ptr<const Tileset> builtinTilesetNamed(const std::string& ref);

}  // namespace swc
