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

// A new game set up as the record says (its pile order included).
Game newGame(const GameRecord& record);
// The record entry of a drawn tile that fits nowhere and is set aside.
RecordTurn setAsideTurn(const Tileset& tileset, int face);

// Play one record turn on a game (drawing the tile first). On an illegal move returns false
// and fills err (err->turn is left to the caller). Re-placements the entry does not list are kept
// in the reserve.
bool applyTurn(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside,
               RecordError* err);

// The steps of a turn, as a review shows them (timeline.h): the decisions a player made and a
// tile set aside.
enum class StepKind {
    TileChoice,   // Intel and Rumours: a face-up tile or the pile (turn.fromRow says which)
    Placement,    // the drawn tile placed (the game is in its meeple step after it)
    Meeple,       // a meeple placed, or none; the battles and scoring of the turn
    SetAside,     // a drawn tile that fits nowhere, set aside (nobody decided)
    Replacement,  // Galaxy Traders: one meeple back from a completed route, re-placed or kept
    FinalScoring  // the game is over: the unfinished features scored (a review's last step)
};
// Called after each step of applyTurnSteps with the seat that decided it (-1: nobody) and what
// the step did (a Meeple step: the turn's placement, meeple, battles and scores; a Replacement:
// the re-placement and the points of what it completes). Returning false stops the turn there.
using TurnStepObserver = std::function<bool(StepKind kind, int seat, const TurnReport& step)>;
// applyTurn a step at a time. An Intel and Rumours turn has a TileChoice step when the row held
// a tile at its start (a set-aside tile excepted: that is the turn's one step).
bool applyTurnSteps(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside,
                    RecordError* err, const TurnStepObserver& observer);
// applyTurn in its steps, for a game played a step at a time (network play):
// - drawTurnTile: the entry's tile is drawn (a set-aside entry: drawn and set aside);
// - playDrawnTile: the drawn tile is placed as the entry says, with its meeple, battles (dice
//   from the entry first) and scoring; it stops at a Galaxy Traders re-placement step;
// - applyReplacement: one re-placement of the meeple pending (`pos` is where it was read); the
//   points it scores go into `report` when one is given.
bool drawTurnTile(Game& game, const RecordTurn& turn, std::vector<int>* setAside, RecordError* err);
bool playDrawnTile(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err);
// playDrawnTile in its two steps: the tile placed, then the meeple with the battles and scoring.
bool placeTurnTile(Game& game, const RecordTurn& turn, RecordError* err);
bool finishTurnMeeple(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err);
bool applyReplacement(Game& game, const RecordReplacement& replacement, RecordError* err,
                      TurnReport* report = nullptr);
// Every die rolled in a turn, in the order rolled (a turn entry's `dice`: replayed without the
// seed, the turn's battles come out the same).
std::vector<int> rolledDice(const TurnReport& report);

struct ReplayResult
{
    Game game;
    int turnsPlayed = 0;
    std::optional<RecordError> error;  // the first illegal turn; the game stops before it
};
// Plays every turn of the record (reports: one per turn played, if given).
ReplayResult replay(const GameRecord& record, std::vector<TurnReport>* reports = nullptr);

// The record cut after its first `turns` turns, every turn written out in full: it names its tile
// and the dice its battles rolled, and each tile set aside while drawing is an entry of its own.
// It replays to the same position with any seed, so that a game continued from it with a new seed
// changes only what is still to come (Intel and Rumours excepted: its face-up tiles are drawn from
// the seeded pile, so that set-up keeps the record's seed and pile order; any other is written in
// the documented order, PileOrder::Ordered). A turn that does not replay: nullopt,
// and `err` says why (err->turn 1-based).
std::optional<GameRecord> explicitRecord(const GameRecord& record, int turns, RecordError* err = nullptr);

// The record turn describing a move just made: tile drawn, placement and meeple (the meeple
// written with the edge it touches). For set-aside tiles use a turn with setAside = true.
// `fromRow`: the tile was a face-up one (Intel and Rumours).
RecordTurn describeTurn(const Game& afterPlacement, const MeepleMove& meeple, bool fromRow = false);
// A Galaxy Traders re-placement (call before Game::replaceMeeple), to append to the turn.
RecordReplacement describeReplacement(const Game& game, const MeepleMove& move);

// Every legal way to play a turn's tile, as record entries (network play sends them to a client
// that asks: docs/protocol.md, "Legal moves on request"). One per placement, in legalPlacements'
// order: `turn` is the entry without a meeple (always legal), `meeples` the same entry with each
// legal meeple (meepleOptions' order), written as describeTurn writes them.
struct LegalPlacement
{
    RecordTurn turn;
    std::vector<RecordTurn> meeples;
};
// The drawn tile's placements; with Intel and Rumours before a tile is drawn, those of each
// face-up tile that may be taken (each face once, `fromRow` set). Empty when the game is over.
std::vector<LegalPlacement> legalMoves(const Game& game);
// The pending Galaxy Traders meeple's choices: keep it (first), then each route it may go to.
std::vector<RecordReplacement> legalReplacements(const Game& game);

}  // namespace swc
