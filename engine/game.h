// The rules of Carcassonne: Star Wars, as docs/rules.md states them (sections 1 to 6 and 8;
// the house rules of section 7 are the Variant values below).
//
// Design notes
// - A Game is a value: copying it is cheap (a few flat vectors and a shared pointer to the
//   immutable tile-set tables), because the computer players copy it thousands of times a second.
//   Undo is done by keeping copies or by replaying the record, never by reversing moves.
// - The tile-set tables (per face: nodes, sides, rotated edge codes) are built once for a run of
//   games on one set in a thread and shared by every game of the run (game.cpp, faceTablesOf).
// - The board is a hash table of the cells in play (placed tiles and open cells), keyed by
//   position: its memory grows with the tiles placed, whatever the size of the set, and a cell is
//   found with one multiplication and, mostly, one probe.
// - Open positions (empty cells beside placed tiles) are maintained with the edge types they
//   require, packed two bits per side; a face's four rotated edge codes are packed in one word,
//   so testing all four rotations against a cell is one AND and one compare of that word, with
//   no branch. Legal placements need no allocation beyond the caller's reused vector, and random
//   play counts them and walks to the one it picks without listing them (placementCount/At).
// - Faces with the same four edges fit the same cells (an edge class, at most 81). The game keeps
//   per class the number of legal placements on the open cells, updated only for the cells a
//   placement opens, changes or closes, so a count is one read, fitsAnywhere() too, and the walk
//   to a chosen placement starts from the nearer end of the open cells.
// - Features are union-find nodes, one per route segment, asteroid segment and planet of each
//   placed tile; roots hold the open-edge count, symbols and meeple count. Members form a
//   circular list so a feature's tiles can be walked when it scores.
// - Randomness: one seed. The draw pile is shuffled once at the start from it, and battle dice
//   come from a second stream derived from it, so replaying a record (or undoing a turn)
//   gives the same tiles and the same dice. A named tile (a record's `tile`) is brought to the
//   top and the rest of the pile keeps the seed's order (PileOrder::Ordered, docs/rules.md 8.4).
// - A turn has two steps: placeTile() then finishTurn() (meeple, battles, scoring). Between
//   them the board already shows the tile, so meepleOptions() sees the merged features.
#pragma once

#include "indexed_array.h"
#include "rng.h"
#include "tileset.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace swc {

enum class Color : std::uint8_t { Red = 0, Green = 1, Black = 2, White = 3, Orange = 4 };
constexpr int kColors = 5;
constexpr int kMaxPlayers = 5;
constexpr int kSmallMeeples = 4;
constexpr int kMeeplesPerPlayer = 5;  // 4 small + 1 large (index 4)

// A value per seat, indexed by the seat number (indexed_array.h). Per-team figures use it too:
// a team is numbered as its first seat (Game::team).
template <class T>
using SeatArray = IndexedArray<int, T, kMaxPlayers>;

Faction factionOf(Color c);
const char* colorName(Color c);  // "red", ...
std::optional<Color> parseColor(const std::string& s);

struct Rules
{
    bool teams = false;  // 4 players: red + green against black + white
    std::uint8_t variants = 0;  // bit (1 << Variant)
    bool has(Variant v) const { return (variants >> static_cast<int>(v)) & 1; }
    void set(Variant v, bool on = true)
    {
        const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(v));
        variants = on ? (variants | bit) : (variants & ~bit);
    }
};

// The rules a new game of `set` starts with unless its players choose otherwise: the house rules
// the set switches on by default (its `rules:` section), and team play as given.
inline Rules defaultRules(const Tileset& set, bool teams = false)
{
    Rules r;
    r.teams = teams;
    r.variants = set.rules.variants;
    return r;
}

// How a named tile comes to the top of the pile (Game::draw with a face, docs/record-format.md
// `pile`): Ordered moves the first copy of that face left to the top, the rest of the pile keeping
// the seed's order, as the rules say; Swapped exchanges it with the top, the old top taking its
// place, as this program did before: only to play again records written then.
enum class PileOrder : std::uint8_t { Ordered, Swapped };

struct Pos
{
    int x = 0;
    int y = 0;
    friend bool operator==(const Pos&, const Pos&) = default;
};

// Where the drawn tile goes: position and clockwise quarter turns (0..3).
struct Placement
{
    Pos at;
    int rotation = 0;
    friend bool operator==(const Placement&, const Placement&) = default;
};

enum class MeepleSize : std::uint8_t { Small = 0, Large = 1 };

// The meeple step of a turn. `segment` indexes the face's routes or asteroids (rotation
// independent) of the tile at `at`. `at` is the placed tile for an ordinary placement; for a
// planet it may be one of its 8 neighbours (a planet attack); with Hyperspace, a planet or an
// asteroid field on any tile of a route the player holds; with Galaxy Traders, a re-placed
// meeple names a route on any tile.
struct MeepleMove
{
    bool place = false;
    MeepleSize size = MeepleSize::Small;
    FeatureKind kind = FeatureKind::Route;
    int segment = -1;
    Pos at;
    friend bool operator==(const MeepleMove&, const MeepleMove&) = default;
};

// Why a move is illegal. The English text is describe(); front ends may word it from the fields.
enum class MoveErrorCode {
    GameOver,          // no tile left to place
    WrongStep,         // placeTile during the meeple step, or the reverse
    BadRotation,       // rotation not 0, 90, 180 or 270
    CellOccupied,      // at: a tile is already there
    NoNeighbour,       // at: no placed tile on any side
    EdgeMismatch,      // side: the placed tile's side; mine/theirs: the two edge types
    TileNotInPile,     // face: the record asks for a face none of which is left
    TileFits,          // face: the record sets a tile aside that fits somewhere
    TileFitsNowhere,   // face: the record places a drawn tile that fits nowhere (it must be set aside)
    NoSuchFeature,     // kind, side: the placed tile (or, if otherTile, the tile at `at`) has no such
                       // feature on that side
    FeatureOccupied,   // kind: the connected feature already holds a meeple
    NoMeepleLeft,      // size: none of that kind in the reserve
    NoPlanet,          // at: no planet on that tile
    PlanetTooFar,      // at: the planet is not the placed tile's nor one of its 8 neighbours
    NotOnHeldRoute,    // at: Hyperspace: the tile is on no route that this tile extends and you hold
    FeatureComplete,   // kind, at: the feature on that tile is already complete (Hyperspace, Galaxy Traders)
    TileNotInRow,      // face: Intel and Rumours: no such face-up tile
    PileEmpty,         // Intel and Rumours: the pile is empty, take a face-up tile
    RowTileFitsNowhere,  // face: Intel and Rumours: that face-up tile fits nowhere (it stays face up)
    RowTileSetAside,     // face: Intel and Rumours: a face-up tile is never set aside
};

struct MoveError
{
    MoveErrorCode code = MoveErrorCode::GameOver;
    int side = -1;
    Edge mine = Edge::Space;
    Edge theirs = Edge::Space;
    int face = -1;
    FeatureKind kind = FeatureKind::Route;
    MeepleSize size = MeepleSize::Small;
    Pos at;
    bool otherTile = false;  // NoSuchFeature: the feature was looked for on the tile at `at`, not the placed one
    std::string faceId;      // filled for codes with a face

    std::string describe() const;  // English
};

// Why a list of seats cannot play a game, as a code the front ends word (the English text is
// describe(), as MoveError's).
enum class PlayersErrorCode {
    None,         // the seats can play
    TeamSeats,    // team play: not exactly red, black, green, white in that seat order
    PlayerCount,  // fewer than 2 or more than kMaxPlayers seats
    ColourTwice,  // colour: a colour taken by two seats
};

struct PlayersError
{
    PlayersErrorCode code = PlayersErrorCode::None;
    Color colour = Color::Red;  // ColourTwice: the colour taken twice

    explicit operator bool() const { return code != PlayersErrorCode::None; }
    std::string describe() const;  // English
};

// One side of a battle: a player, a team, or (Galaxy Traders) allies of one faction.
struct BattleSide
{
    std::uint8_t players = 0;  // bit per seat
    int seat = 0;              // the seat it rolls at
    int small = 0;
    int large = 0;
    bool symbol = false;
    int dice = 0;
    int points = 0;       // tie and loss points it earned
    int outInRound = -1;  // round (0-based) it lost in, -1 for the winner
};

struct BattleReport
{
    FeatureKind kind = FeatureKind::Route;
    int node = -1;  // a node of the feature (its root at the time)
    std::vector<BattleSide> sides;
    // rounds[r][i]: the dice side i rolled in round r (empty if it was out).
    std::vector<std::vector<std::vector<int>>> rounds;
    int winner = -1;  // index into sides
};

struct ScoreReport
{
    FeatureKind kind = FeatureKind::Route;
    int node = -1;
    bool complete = true;
    int tiles = 0;      // tiles (planet: placed neighbours + 1 at the end, 9 when complete)
    int symbols = 0;
    std::uint8_t players = 0;  // who scored
    int points = 0;            // per scoring player (or team)
};

// Galaxy Traders: what became of one meeple back from a completed route.
struct ReplacementReport
{
    int player = 0;
    MeepleSize size = MeepleSize::Small;
    MeepleMove move;  // move.place false: kept in the reserve
};

struct TurnReport
{
    int player = 0;
    int face = -1;
    Placement placement;
    MeepleMove meeple;
    std::vector<BattleReport> battles;
    std::vector<ScoreReport> scores;
    std::vector<ReplacementReport> replacements;  // Galaxy Traders, in the order decided

    // Adds a Galaxy Traders re-placement step's report (its scores and its re-placement) to this
    // turn's.
    void addReplacementStep(const TurnReport& step)
    {
        scores.insert(scores.end(), step.scores.begin(), step.scores.end());
        replacements.insert(replacements.end(), step.replacements.begin(), step.replacements.end());
    }
};

// The dice a record forces for a turn, used in order before the random source.
struct ForcedDice
{
    std::vector<int> faces;
    std::size_t used = 0;
};

// Faces with the same four edges form an edge class: at most 3^4.
constexpr int kEdgeClasses = 81;

// Static tables derived from a tile set, shared by every copy of a game: one FaceTable a face.
struct FaceTables;
struct FaceTable;

class Game
{
public:
    // players: seat order, 2..5 distinct colours (teams: exactly red, black, green, white).
    // The caller checks the players with checkPlayers() first; the constructor asserts.
    Game(std::shared_ptr<const Tileset> set, std::vector<Color> players, Rules rules, std::uint64_t seed,
         PileOrder pileOrder = PileOrder::Ordered);

    // Why the seats cannot play with `rules` (code None: they can).
    static PlayersError checkPlayers(const std::vector<Color>& players, const Rules& rules);

    const Tileset& tileset() const { return *set_; }
    const std::shared_ptr<const Tileset>& tilesetPtr() const { return set_; }
    const Rules& rules() const { return rules_; }
    // The numbers of the rules this game is played with (its tile set's `rules:`).
    const Scoring& scoring() const;
    std::uint64_t seed() const { return seed_; }

    int playerCount() const { return static_cast<int>(players_.size()); }
    Color color(int player) const { return players_[static_cast<std::size_t>(player)]; }
    Faction faction(int player) const { return factionOf(color(player)); }
    int team(int player) const { return rules_.teams ? player % 2 : player; }
    int currentPlayer() const { return current_; }
    int score(int player) const { return score_[team(player)]; }
    int reserve(int player, MeepleSize size) const;
    int turnNumber() const { return turns_; }  // turns completed

    // --- Drawing ---------------------------------------------------------------------
    // The face to place this turn, or -1 when none is drawn yet / the game is over.
    int drawnTile() const { return drawn_; }
    int pileSize() const { return static_cast<int>(pile_.size() - pileTop_); }  // not drawn yet
    int remaining(int face) const { return remaining_[static_cast<std::size_t>(face)]; }  // in the pile
    const std::vector<int>& setAside() const { return setAside_; }
    // Draw the top of the pile; with face >= 0, that face is brought to the top first (a record
    // naming its tile; pileOrder() says how). Returns false (and fills err) if the pile has none.
    bool draw(int face = -1, MoveError* err = nullptr);
    // Set the drawn tile aside; only allowed when it fits nowhere.
    bool setAsideDrawn(MoveError* err = nullptr);
    // Draw until a tile fits somewhere, setting aside the ones that fit nowhere (appended
    // to `setAsideOut` if given). Returns the face drawn, or -1 when the pile is empty.
    int drawPlaceable(std::vector<int>* setAsideOut = nullptr);
    bool isOver() const
    {
        return drawn_ < 0 && pileTop_ >= pile_.size() && row_.empty() && !inMeepleStep_ && pending_.empty();
    }
    // Shuffle what is left of the pile (the computer players' sampling of hidden tiles).
    void shufflePile(Rng& rng);
    bool pileEmpty() const { return pileTop_ >= pile_.size(); }
    PileOrder pileOrder() const { return pileOrder_; }

    // --- Intel and Rumours: three face-up tiles beside the pile -------------------------
    int rowSize() const { return static_cast<int>(row_.size()); }
    int rowTile(int i) const { return row_[static_cast<std::size_t>(i)]; }
    // Take face-up tile `index` as this turn's tile (it must fit somewhere); the row is refilled
    // from the pile into the same place.
    bool takeFromRow(int index, MoveError* err = nullptr);
    // A copy of a game whose pile order is hidden (a network client's) is told the face-up tiles:
    // the row becomes `faces`, in order, and the tiles it held go back into the pile. False (and
    // nothing changes) when the pile and the row do not hold those tiles.
    bool setRow(const std::vector<int>& faces);
    // Give the dice a new random stream (a computer player's copy must not know the real dice).
    void reseedDice(std::uint64_t seed) { diceRng_.reseed(seed); }

    // --- Placing ----------------------------------------------------------------------
    bool fits(int face, Placement p, MoveError* err = nullptr) const;
    bool fitsAnywhere(int face) const;
    // Every legal placement of `face` (clears `out`): the open cells in their order, each with
    // its fitting rotations from 0 to 3.
    void legalPlacements(int face, std::vector<Placement>& out) const;
    // How many legal placements `face` has, and the one at `index` (0 <= index < the count) in
    // legalPlacements()' order, without listing them (random play picks one).
    int placementCount(int face) const;
    Placement placementAt(int face, int index) const;
    // Faces with the same four edges form an edge class (0 to kEdgeClasses - 1) and fit the same
    // cells. Whether a face of one of `classes` (bit k: class k) fits the empty cell `cell` in
    // some rotation: one look-up of the cell's row of the set's table per class (false when no
    // tile touches the cell).
    int edgeClassOf(int face) const;
    bool someClassFits(Pos cell, const std::bitset<kEdgeClasses>& classes) const;
    bool placeTile(Placement p, MoveError* err = nullptr);
    bool inMeepleStep() const { return inMeepleStep_; }
    const Placement& lastPlacement() const { return lastPlacement_; }

    // --- The meeple step --------------------------------------------------------------
    // Every legal meeple placement after placeTile (clears `out`; "no meeple" is not listed).
    void meepleOptions(std::vector<MeepleMove>& out) const;
    bool checkMeeple(const MeepleMove& m, MoveError* err = nullptr) const;
    // Place the meeple (if any), fight the battles, score, pass to the next player (or, with
    // Galaxy Traders, to the re-placement step first).
    bool finishTurn(const MeepleMove& m, ForcedDice* dice = nullptr, TurnReport* report = nullptr,
                    MoveError* err = nullptr);

    // --- Galaxy Traders: meeples back from routes completed this turn may be re-placed ---
    struct PendingMeeple
    {
        int player;
        MeepleSize size;
    };
    bool inReplacementStep() const { return !pending_.empty(); }
    // The meeple to decide about now (its owner decides), the first of those still pending.
    const PendingMeeple& pendingMeeple() const { return pending_.front(); }
    int pendingCount() const { return static_cast<int>(pending_.size()); }
    // Every unoccupied incomplete route, once each (clears `out`; "keep it" is not listed).
    void replacementOptions(std::vector<MeepleMove>& out) const;
    bool checkReplacement(const MeepleMove& m, MoveError* err = nullptr) const;
    // Re-place the pending meeple on a route (m.place) or keep it in the reserve (!m.place).
    // After the last one the turn passes to the next player. `report` (the turn's) gets the
    // re-placement appended.
    bool replaceMeeple(const MeepleMove& m, MoveError* err = nullptr, TurnReport* report = nullptr);

    // --- End of game ------------------------------------------------------------------
    // The scores if the game ended now (this state plus end-of-game scoring), per seat.
    SeatArray<int> finalScores(std::vector<ScoreReport>* report = nullptr) const;

    // --- Board queries (for front ends, records and computer players) -----------------
    struct PlacedTile
    {
        Pos at;
        std::uint16_t face = 0;
        std::uint8_t rotation = 0;
        std::uint8_t neighbours = 0;  // placed tiles among the 8 around
        int firstNode = 0;            // nodes: routes, then asteroids, then the planet
    };
    const std::vector<PlacedTile>& placedTiles() const { return placed_; }
    int tileIndexAt(Pos p) const;  // index into placedTiles() or -1
    // The open cells: empty cells with a placed tile on at least one side.
    std::vector<Pos> openCells() const;
    // Feature node of a placed tile's segment (segment -1 with kind Planet: its planet); -1 if none.
    int nodeOf(int tileIndex, FeatureKind kind, int segment) const;
    int root(int node) const;
    FeatureKind nodeKind(int node) const { return static_cast<FeatureKind>(nodeAt(node).kind); }
    int nodeTile(int node) const { return nodeAt(node).tile; }
    // The face segment index of a node (-1 for a planet).
    int nodeSegment(int node) const;
    bool featureComplete(int node) const;
    int featureTiles(int node) const;  // distinct tiles; planet: 1 + placed neighbours
    // The placed tiles (indices) a feature lies on, each once (clears `out`); a planet: its tile.
    void featureTileIndices(int node, std::vector<int>& out) const;
    int featureSymbols(int node, int faction = -1) const;  // all factions when -1
    // Calls f(placed tile index, board sides) for each segment of the route or asteroid field of
    // `node`, in the feature's own order, until f returns true; returns whether it did.
    template <class F>
    bool anyFeatureSegment(int node, F&& f) const
    {
        const int r = root(node);
        int m = r;
        do {
            const Node& n = nodeAt(m);
            if (f(static_cast<int>(n.tile), static_cast<int>(n.sides))) return true;
            m = n.next;
        } while (m != r);
        return false;
    }
    int featureMeeples(int node) const { return nodeAt(root(node)).meeples; }
    // Route or asteroid field: edges still open (0 when complete). Planet: empty neighbour cells.
    int featureOpenEdges(int node) const;
    // The face segment touching board side `side` of a placed tile, or -1.
    int segmentAtSide(int tileIndex, FeatureKind kind, int side) const;
    // Board sides (after rotation) touched by a segment of a placed tile.
    int segmentSides(int tileIndex, FeatureKind kind, int segment) const;

    struct MeepleOnBoard
    {
        int player;
        MeepleSize size;
        int node;
    };
    std::vector<MeepleOnBoard> meeplesOnBoard() const;
    // What a feature (its root node) scores under the base rules: completed now (route: 1 per
    // tile, field: 2 per tile, planet: 9; + 2 per symbol), or left unfinished at the end (1 per
    // tile, a planet 1 + its placed neighbours; + 2 per symbol), with the set's numbers in place of
    // these (scoring()). The house rules Explorers' Guild and Endgame change these per player
    // (see finishTurn and finalScores).
    int completedValue(int rootNode, int* tiles = nullptr, int* symbols = nullptr) const;
    int endValue(int rootNode, int* tiles, int* symbols) const;

    // The edge at board side `side` of a face placed with `rotation`.
    Edge edgeAt(int face, int rotation, int side) const;

private:
    struct Node
    {
        std::int32_t parent = 0;
        std::int32_t next = 0;     // circular list of the feature's members
        std::uint16_t tile = 0;    // placed index
        std::uint8_t kind = 0;     // FeatureKind
        std::uint8_t sides = 0;    // board sides of this node's segment
        std::int16_t open = 0;     // root: open edges
        std::int16_t size = 1;     // root: nodes in the feature
        SymbolCounts symbols{};    // root: symbols of the feature
        std::uint8_t meeples = 0;  // root: meeples on the feature
        // Root: the distinct tiles, counted by featureTiles() and kept until the next union (0:
        // not counted since).
        mutable std::uint16_t tiles = 0;
    };
    struct OpenCell
    {
        Pos at;
        std::uint8_t mask = 0;   // 2 bits per side: 11 where a neighbour constrains the side
        std::uint8_t value = 0;  // the edge types required there
    };
    struct Meeple
    {
        std::int32_t node = -1;  // -1: in the reserve
    };
    // A player's meeples: the small ones, then the large one (index kSmallMeeples).
    using PlayerMeeples = IndexedArray<int, Meeple, kMeeplesPerPlayer>;
    static MeepleSize meepleSize(int index) { return index == kSmallMeeples ? MeepleSize::Large : MeepleSize::Small; }

    Node& nodeAt(int index) { return nodes_[static_cast<std::size_t>(index)]; }
    const Node& nodeAt(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
    PlacedTile& placedAt(int index) { return placed_[static_cast<std::size_t>(index)]; }
    const PlacedTile& placedAt(int index) const { return placed_[static_cast<std::size_t>(index)]; }
    const TileFace& tileFace(int face) const { return set_->faces[static_cast<std::size_t>(face)]; }
    const FaceTable& faceTable(int face) const;
    int lastTile() const { return static_cast<int>(placed_.size()) - 1; }  // the tile placed last

    // --- The board -----------------------------------------------------------------------
    // A cell of the board table. `value`: >= 0 the placed index, <= -2 an open cell (-2 - its
    // index in open_), -1 an unused slot.
    struct BoardCell
    {
        std::int32_t x = 0;
        std::int32_t y = 0;
        std::int32_t value = -1;
    };
    // The value of the cell at p, or -1 when no tile is there and none beside it.
    int cellValue(Pos p) const;
    // The value of the cell at p, added as -1 when it is not in the table yet; the reference holds
    // until the next cell is added.
    std::int32_t& cellSlot(Pos p);
    std::size_t slotOf(Pos p) const;

    // --- Features -----------------------------------------------------------------------
    int unite(int a, int b);
    const SymbolCounts& localSymbols(int node) const;
    std::uint8_t playersOn(int rootNode, SeatArray<int>* small, SeatArray<int>* large) const;
    bool holdsRoute(int rootNode) const;  // the current player or a team-mate has a meeple on it
    // Hyperspace: whether tile `tileIndex` lies on a route that the placed tile extends and the
    // current side holds.
    bool onHeldRoute(int tileIndex) const;
    void putMeeple(int player, MeepleSize size, int node);
    void returnMeeples(int rootNode);
    // Adds points once per side (a team scores once) to `slots` (indexed by team()).
    void addPoints(SeatArray<int>& slots, std::uint8_t playersMask, int points) const;
    void addPoints(std::uint8_t playersMask, int points) { addPoints(score_, playersMask, points); }

    // --- Drawing ------------------------------------------------------------------------
    bool bringToTop(int face, MoveError* err);
    void moveToTop(int face);
    bool faceError(MoveError* err, MoveErrorCode code, int face) const;
    void settleRow();

    // --- Placing: the steps of placeTile --------------------------------------------------
    // A Ring holds the 8 cells around a position, clockwise from north (the sides N, E, S, W are
    // ring cells 0, 2, 4, 6): >= 0 a placed tile, <= -2 an open cell, -1 neither.
    using Ring = IndexedArray<int, int, 8>;
    bool placeTile(Placement p, MoveError* err, bool startTile);
    bool canPlace(Placement p, MoveError* err, bool startTile) const;
    PlacedTile putTile(Placement p);
    void addNodes(const FaceTable& face, int tileIndex, int rotation);
    void closeOpenCell(Pos at);
    // Adds (sign 1) or takes away (-1) the placements an open cell offers each edge class.
    void countFits(std::uint8_t mask, std::uint8_t value, int sign);
    Ring ringAround(Pos at) const;
    void joinFeatures(const PlacedTile& tile, const Ring& ring);
    void countNeighbours(int tileIndex, const Ring& ring);
    void openCellsAround(const PlacedTile& tile, const Ring& ring);

    // --- The meeple step ------------------------------------------------------------------
    bool checkMeepleTarget(const MeepleMove& m, int* node, MoveError* err) const;
    bool checkSegmentTarget(const MeepleMove& m, int tileIndex, bool onPlaced, int* node, MoveError* err) const;
    bool checkPlanetTarget(const MeepleMove& m, int tileIndex, int* node, MoveError* err) const;
    void placedTileOptions(MeepleSize size, std::vector<MeepleMove>& out) const;
    std::vector<MeepleMove> hyperspaceTargets() const;
    void addJumpTargets(const PlacedTile& tile, Pos placed, std::vector<MeepleMove>& targets,
                        std::vector<int>& fieldRoots) const;

    // --- The rest of a turn: the steps of finishTurn --------------------------------------
    struct Touched  // a feature the placed tile touched
    {
        int kind;
        int key;  // the first side of the placed tile it touches
        int root;
    };
    struct TouchedFeatures
    {
        // In battle order; only the first `count` are set (a plain array: not zeroed every turn).
        std::array<Touched, 12> list;
        int count = 0;
    };
    int placeTurnMeeple(const MeepleMove& m, Pos placed);
    TouchedFeatures touchedFeatures(const PlacedTile& tile, int attacked) const;
    void scoreCompletedPlanets(TurnReport* report);
    void orderPending();
    void endTurn();

    // --- Battles --------------------------------------------------------------------------
    // A battle on a feature (fight): its sides in the order they roll, at most one a seat.
    struct Battle
    {
        IndexedArray<int, BattleSide, kMaxPlayers> sides{};
        int count = 0;           // sides in the battle
        std::uint8_t alive = 0;  // bit per side still rolling
        int winner = -1;         // index into sides, once there is one
    };
    void fight(int rootNode, ForcedDice* dice, TurnReport* report);
    Battle battleSides(int rootNode, FeatureKind kind) const;
    int battleKey(int player, FeatureKind kind) const;
    int sideOf(Battle& battle, int player, FeatureKind kind) const;
    void armSides(Battle& battle, const SymbolCounts& symbols) const;
    void playRound(Battle& battle, int round, ForcedDice* dice, BattleReport* report);
    std::uint8_t rollRound(const Battle& battle, ForcedDice* dice, BattleReport* report);
    int rollDie(ForcedDice* dice);
    void retreat(int rootNode, std::uint8_t players);

    // --- Scoring --------------------------------------------------------------------------
    void scoreCompleted(int rootNode, TurnReport* report);
    void scoreForGuild(int rootNode, FeatureKind kind, int tiles, std::uint8_t players, TurnReport* report);
    void offerReplacements(int rootNode);
    // The features under a meeple (finalScores): their roots, each once, in node order.
    struct HeldFeatures
    {
        IndexedArray<int, int, kMaxPlayers * kMeeplesPerPlayer> roots{};
        int count = 0;
    };
    HeldFeatures heldFeatures() const;
    void scoreUnfinished(int rootNode, FeatureKind kind, SeatArray<int>& slots, std::vector<ScoreReport>* report) const;
    void scoreEndgame(int rootNode, FeatureKind kind, SeatArray<int>& slots, std::vector<ScoreReport>* report) const;

    std::shared_ptr<const Tileset> set_;
    std::shared_ptr<const FaceTables> tables_;
    std::vector<Color> players_;
    Rules rules_;
    std::uint64_t seed_ = 0;
    Rng diceRng_;

    // Open addressing with linear probing; cells are never removed (an open cell only becomes a
    // placed one), and the table doubles when it is half full.
    std::vector<BoardCell> board_;
    std::size_t boardCells_ = 0;  // slots in use
    int boardShift_ = 0;          // 64 - log2(board_.size())
    std::vector<PlacedTile> placed_;
    std::vector<OpenCell> open_;
    // Per edge class of faces (game.cpp, FaceTables): the legal placements on the open cells.
    IndexedArray<int, std::int32_t, kEdgeClasses> fitCount_{};
    std::vector<Node> nodes_;
    std::vector<std::uint16_t> pile_;
    std::size_t pileTop_ = 0;
    PileOrder pileOrder_ = PileOrder::Ordered;
    std::vector<std::uint16_t> remaining_;
    std::vector<int> setAside_;
    std::vector<std::uint16_t> row_;      // Intel and Rumours: the face-up tiles
    std::vector<PendingMeeple> pending_;  // Galaxy Traders: meeples that may be re-placed
    SeatArray<PlayerMeeples> meeples_{};
    SeatArray<int> score_{};  // per team()
    int current_ = 0;
    int drawn_ = -1;
    int turns_ = 0;
    bool inMeepleStep_ = false;
    Placement lastPlacement_;
    Ring lastRing_{};  // the cells around the tile placed last, as placeTile found them
    std::uint16_t lastSurrounded_ = 0;  // bit k: ring cell k has 8 neighbours now; bit 8: the tile itself
    mutable std::vector<std::uint32_t> stamp_;  // scratch for counting distinct tiles
    mutable std::uint32_t stampValue_ = 0;
};

}  // namespace swc
