#include "game.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <limits>
#include <utility>

namespace swc {

// ---------------------------------------------------------------------------------------
// Names

namespace {

constexpr const char* kColorNames[kColors] = {"red", "green", "black", "white", "orange"};
constexpr const char* kVariantNames[kVariants] = {"explorers-guild", "hyperspace", "galaxy-traders",
                                                  "endgame", "intel-and-rumours"};
constexpr int kDx[kSides] = {0, 1, 0, -1};
constexpr int kDy[kSides] = {-1, 0, 1, 0};
// The 8 neighbours, clockwise from north.
constexpr int kRingDx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kRingDy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

std::uint8_t rotateMask(std::uint8_t mask, int rotation)
{
    rotation &= 3;
    return static_cast<std::uint8_t>(((mask << rotation) | (mask >> (kSides - rotation))) & 15);
}

Pos step(Pos p, int side) { return {p.x + kDx[side], p.y + kDy[side]}; }

// The rotations at which a face fits an open cell, without a branch: `codes` holds the face's
// edge codes, rotation r in byte r; the result has bit 8r+7 set when rotation r fits, that is
// when (code & mask) == value.
std::uint32_t fittingRotations(std::uint32_t codes, std::uint8_t mask, std::uint8_t value)
{
    constexpr std::uint32_t kBytes = 0x01010101u;
    const std::uint32_t diff = (codes & (mask * kBytes)) ^ (value * kBytes);
    // High bit of each byte: set where the byte is not zero (exact, no carry between bytes).
    const std::uint32_t nonzero = (((diff & 0x7f7f7f7fu) + 0x7f7f7f7fu) | diff) & 0x80808080u;
    return ~nonzero & 0x80808080u;
}

// Sorts the first `count` items keeping equal ones in order: an insertion sort, for a dozen items
// at most, with no buffer to allocate (std::stable_sort allocates one).
template <class T, class Less>
void stableSortFew(T* first, int count, Less before)
{
    for (int i = 1; i < count; ++i) {
        const T x = first[i];
        int k = i;
        for (; k > 0 && before(x, first[k - 1]); --k) first[k] = first[k - 1];
        first[k] = x;
    }
}

// How many rotations a fittingRotations() result holds (a multiply adds its four bytes).
int rotationCount(std::uint32_t fit) { return static_cast<int>(((fit >> 7) * 0x01010101u) >> 24); }

// The n-th (from 0) of the rotations a fittingRotations() result holds.
int nthRotation(std::uint32_t fit, int n)
{
    for (; n > 0; --n) fit &= fit - 1;
    return std::countr_zero(fit) / 8;
}

// An open cell's requirements as one byte, 2 bits a side: 0 where no neighbour constrains the
// side, 1 + the edge type required there (the mask has 11 where the side is constrained, and the
// value at most 10, so the sum never carries into the next side).
int cellKey(std::uint8_t mask, std::uint8_t value) { return value + (mask & 0x55); }
constexpr int kCellKeys = 256;

}  // namespace

Faction factionOf(Color c)
{
    switch (c) {
    case Color::Red:
    case Color::Green:
        return Faction::Rebel;
    case Color::Black:
    case Color::White:
        return Faction::Empire;
    case Color::Orange:
        break;
    }
    return Faction::Bounty;
}

const char* colorName(Color c) { return kColorNames[static_cast<int>(c)]; }

std::optional<Color> parseColor(const std::string& s)
{
    for (int i = 0; i < kColors; ++i)
        if (s == kColorNames[i]) return static_cast<Color>(i);
    return std::nullopt;
}

const char* variantName(Variant v) { return kVariantNames[static_cast<int>(v)]; }

std::optional<Variant> parseVariant(const std::string& s)
{
    for (int i = 0; i < kVariants; ++i)
        if (s == kVariantNames[i]) return static_cast<Variant>(i);
    return std::nullopt;
}

namespace {
// A feature kind in an English sentence.
const char* featureWords(FeatureKind k)
{
    switch (k) {
    case FeatureKind::Route: return "route";
    case FeatureKind::Asteroid: return "asteroid field";
    case FeatureKind::Planet: return "planet";
    }
    return "feature";
}
}  // namespace

std::string PlayersError::describe() const
{
    switch (code) {
    case PlayersErrorCode::None: break;
    case PlayersErrorCode::TeamSeats:
        return "team play needs exactly the players red, black, green, white in that seat order";
    case PlayersErrorCode::PlayerCount: return "a game needs 2 to 5 players";
    case PlayersErrorCode::ColourTwice: return std::string("the colour ") + colorName(colour) + " is taken twice";
    }
    return {};
}

std::string MoveError::describe() const
{
    const std::string pos = "[" + std::to_string(at.x) + ", " + std::to_string(at.y) + "]";
    switch (code) {
    case MoveErrorCode::GameOver:
        return "the game is over: no tile is left to place";
    case MoveErrorCode::WrongStep:
        return "this move does not belong to this step of the turn";
    case MoveErrorCode::BadRotation:
        return "rotation must be 0, 90, 180 or 270";
    case MoveErrorCode::CellOccupied:
        return "a tile is already placed at " + pos;
    case MoveErrorCode::NoNeighbour:
        return "the tile at " + pos + " touches no placed tile on any side";
    case MoveErrorCode::EdgeMismatch:
        return std::string("the tile's ") + sideName(side) + " edge is " + edgeName(mine) +
               " but the neighbouring tile's edge there is " + edgeName(theirs);
    case MoveErrorCode::TileNotInPile:
        return "no tile '" + faceId + "' is left in the pile";
    case MoveErrorCode::TileFits:
        return "tile '" + faceId + "' fits on the board, so it cannot be set aside";
    case MoveErrorCode::TileFitsNowhere:
        return "tile '" + faceId + "' fits nowhere on the board; it must be set aside";
    case MoveErrorCode::NoSuchFeature:
        return (otherTile ? "the tile at " + pos : std::string("the placed tile")) + " has no " + featureWords(kind) +
               (side >= 0 ? std::string(" on its ") + sideName(side) + " edge" : std::string());
    case MoveErrorCode::FeatureOccupied:
        return std::string("that ") + featureWords(kind) + " already holds a meeple";
    case MoveErrorCode::NoMeepleLeft:
        return std::string("no ") + (size == MeepleSize::Large ? "large" : "small") +
               " meeple is left in the player's reserve";
    case MoveErrorCode::NoPlanet:
        return "there is no planet at " + pos;
    case MoveErrorCode::PlanetTooFar:
        return "the planet at " + pos + " is not on the placed tile nor one of its 8 neighbours";
    case MoveErrorCode::NotOnHeldRoute:
        return "the tile at " + pos + " is not on a route that the placed tile extends and the player holds";
    case MoveErrorCode::FeatureComplete:
        return std::string("the ") + featureWords(kind) + " at " + pos + " is already complete";
    case MoveErrorCode::TileNotInRow:
        return "no face-up tile '" + faceId + "'";
    case MoveErrorCode::PileEmpty:
        return "the pile is empty: take a face-up tile";
    case MoveErrorCode::RowTileFitsNowhere:
        return "the face-up tile '" + faceId + "' fits nowhere on the board; it stays face up";
    case MoveErrorCode::RowTileSetAside:
        return "the face-up tile '" + faceId + "' cannot be set aside: face-up tiles stay face up";
    }
    return "illegal move";
}

// ---------------------------------------------------------------------------------------
// Face tables

// The static table of one face: its local nodes, the node reaching each side, and per rotation
// the edge codes that fits() compares with an open cell's requirements.
struct FaceTable
{
    struct LocalNode
    {
        FeatureKind kind;
        std::uint8_t sides;  // at rotation 0
        SymbolCounts symbols;
        int segment;         // index among the face's routes / asteroids, -1 for the planet
        IndexedArray<int, std::uint8_t, 4> sidesAt{};  // the board sides at each rotation
        std::int16_t open = 0;                         // how many sides it reaches
    };
    IndexedArray<int, std::uint8_t, 4> code{};            // edge types at board sides, per rotation
    std::uint32_t codes = 0;                              // the four codes, rotation r in byte r
    int edgeClass = 0;                                    // FaceTables::classCodes[edgeClass] == codes
    IndexedArray<int, std::int8_t, kSides> nodeOnSide{};  // local node at each side at rotation 0, or -1
    std::vector<LocalNode> nodes;                  // routes, asteroids, planet
    int routes = 0;
    int asteroids = 0;
    bool planet = false;

    const LocalNode& local(int index) const { return nodes[static_cast<std::size_t>(index)]; }

    explicit FaceTable(const TileFace& f)
        : routes(static_cast<int>(f.routes.size())), asteroids(static_cast<int>(f.asteroids.size())), planet(f.planet)
    {
        listNodes(f);
        findSideNodes(f);
        encodeEdges(f);
    }

private:
    // Routes, then asteroid fields, then the planet: the order of a placed tile's nodes.
    void listNodes(const TileFace& f)
    {
        for (int i = 0; i < routes; ++i)
            nodes.push_back({FeatureKind::Route, f.routes[i].sides, f.routes[i].symbols, i});
        for (int i = 0; i < asteroids; ++i)
            nodes.push_back({FeatureKind::Asteroid, f.asteroids[i].sides, f.asteroids[i].symbols, i});
        if (f.planet) nodes.push_back({FeatureKind::Planet, 0, f.planetSymbols, -1});
        for (LocalNode& n : nodes) {
            for (int r = 0; r < 4; ++r) n.sidesAt[r] = rotateMask(n.sides, r);
            n.open = static_cast<std::int16_t>(std::popcount(static_cast<unsigned>(n.sides)));
        }
    }

    // The local node whose segment reaches each side that is not space.
    void findSideNodes(const TileFace& f)
    {
        nodeOnSide.fill(-1);
        for (int s = 0; s < kSides; ++s) {
            if (f.edges[s] == Edge::Space) continue;
            const FeatureKind want = f.edges[s] == Edge::Route ? FeatureKind::Route : FeatureKind::Asteroid;
            for (std::size_t n = 0; n < nodes.size(); ++n)
                if (nodes[n].kind == want && (nodes[n].sides >> s & 1)) nodeOnSide[s] = static_cast<std::int8_t>(n);
        }
    }

    // The edge types at the board sides, two bits a side (N lowest), for each rotation.
    void encodeEdges(const TileFace& f)
    {
        for (int r = 0; r < 4; ++r) {
            std::uint8_t c = 0;
            for (int b = 0; b < kSides; ++b)
                c |= static_cast<std::uint8_t>(static_cast<int>(f.edges[(b - r + 4) & 3]) << (2 * b));
            code[r] = c;
            codes |= static_cast<std::uint32_t>(c) << (8 * r);
        }
    }
};

// Faces with the same edges fit the same cells: they form an edge class (at most 3^4 of them).
// Each game keeps, per class, how many placements the open cells offer (Game::fitCount_); a cell
// that opens, changes or closes adds or takes away its row of fitsByKey.
struct FaceTables
{
    std::vector<FaceTable> faces;
    Scoring scoring;  // the set's numbers, read once
    std::vector<std::uint32_t> classCodes;  // the packed rotated codes of each edge class
    std::vector<std::uint8_t> fitsByKey;    // [key * classes + class]: rotations that fit a cell
    std::vector<std::uint8_t> fitsByClass;  // [class * kCellKeys + key]: the same, per class

    explicit FaceTables(const Tileset& set) : scoring(set.rules.scoring)
    {
        faces.reserve(set.faces.size());
        for (const TileFace& f : set.faces) faces.emplace_back(f);
        for (FaceTable& f : faces) f.edgeClass = classOf(f.codes);
        countFits();
    }

    int classes() const { return static_cast<int>(classCodes.size()); }
    const std::uint8_t* keyRow(int key) const { return fitsByKey.data() + static_cast<std::ptrdiff_t>(key) * classes(); }
    const std::uint8_t* classRow(int edgeClass) const
    {
        return fitsByClass.data() + static_cast<std::ptrdiff_t>(edgeClass) * kCellKeys;
    }

private:
    int classOf(std::uint32_t codes)
    {
        const auto it = std::find(classCodes.begin(), classCodes.end(), codes);
        if (it != classCodes.end()) return static_cast<int>(it - classCodes.begin());
        classCodes.push_back(codes);
        return classes() - 1;
    }

    void countFits()
    {
        const std::size_t n = classCodes.size();
        fitsByKey.assign(kCellKeys * n, 0);
        fitsByClass.assign(kCellKeys * n, 0);
        for (int key = 0; key < kCellKeys; ++key) {
            std::uint8_t mask = 0;
            std::uint8_t value = 0;
            for (int s = 0; s < kSides; ++s) {
                const int need = (key >> (2 * s)) & 3;
                if (need == 0) continue;
                mask = static_cast<std::uint8_t>(mask | (3 << (2 * s)));
                value = static_cast<std::uint8_t>(value | ((need - 1) << (2 * s)));
            }
            for (std::size_t c = 0; c < n; ++c) {
                const auto fit = static_cast<std::uint8_t>(rotationCount(fittingRotations(classCodes[c], mask, value)));
                fitsByKey[static_cast<std::size_t>(key) * n + c] = fit;
                fitsByClass[c * kCellKeys + static_cast<std::size_t>(key)] = fit;
            }
        }
    }
};

const FaceTable& Game::faceTable(int face) const { return tables_->faces[static_cast<std::size_t>(face)]; }

namespace {
// The face tables of `set`, built once for a run of games on one tile set in a thread (simulate
// and arena construct thousands of games): the last tables built are kept with a weak reference
// to their set, and a set shared as const never changes.
std::shared_ptr<const FaceTables> faceTablesOf(const std::shared_ptr<const Tileset>& set)
{
    thread_local std::weak_ptr<const Tileset> lastSet;
    thread_local std::shared_ptr<const FaceTables> lastTables;
    if (!lastTables || lastSet.lock() != set) {
        lastTables = std::make_shared<const FaceTables>(*set);
        lastSet = set;
    }
    return lastTables;
}
}  // namespace

// ---------------------------------------------------------------------------------------
// Construction

PlayersError Game::checkPlayers(const std::vector<Color>& players, const Rules& rules)
{
    if (rules.teams) {
        const std::vector<Color> want = {Color::Red, Color::Black, Color::Green, Color::White};
        return {players == want ? PlayersErrorCode::None : PlayersErrorCode::TeamSeats};
    }
    if (players.size() < 2 || players.size() > kMaxPlayers) return {PlayersErrorCode::PlayerCount};
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (players[i] == players[j]) return {PlayersErrorCode::ColourTwice, players[i]};
    return {};
}

Game::Game(std::shared_ptr<const Tileset> set, std::vector<Color> players, Rules rules, std::uint64_t seed,
           PileOrder pileOrder)
    : set_(std::move(set)), players_(std::move(players)), rules_(rules), seed_(seed),
      diceRng_(seed ^ 0xd1ce5eed0badc0deULL), pileOrder_(pileOrder)
{
    assert(!checkPlayers(players_, rules_));
    tables_ = faceTablesOf(set_);

    const int total = std::max(1, set_->totalTiles());
    // Room for a whole game of up to 128 tiles (about 2 cells in play a tile, half full) so that
    // an ordinary game never rehashes; beyond that the table grows with the tiles placed.
    int bits = 6;
    while (bits < 9 && (std::size_t{1} << bits) < static_cast<std::size_t>(total) * 4) ++bits;
    board_.assign(std::size_t{1} << bits, BoardCell{});
    boardShift_ = 64 - bits;
    placed_.reserve(static_cast<std::size_t>(total));
    nodes_.reserve(static_cast<std::size_t>(total) * 4);
    open_.reserve(static_cast<std::size_t>(total) * 2 + 4);
    stamp_.assign(static_cast<std::size_t>(total), 0);

    const int start = set_->startFace();
    remaining_.assign(set_->faces.size(), 0);
    pile_.reserve(static_cast<std::size_t>(total));
    for (std::size_t f = 0; f < set_->faces.size(); ++f) {
        if (static_cast<int>(f) == start) continue;
        remaining_[f] = static_cast<std::uint16_t>(set_->faces[f].count);
        for (int c = 0; c < set_->faces[f].count; ++c) pile_.push_back(static_cast<std::uint16_t>(f));
    }
    Rng drawRng(seed);
    for (std::size_t i = pile_.size(); i > 1; --i)
        std::swap(pile_[i - 1], pile_[drawRng.below(static_cast<std::uint32_t>(i))]);

    // The start tile, face up at (0, 0).
    drawn_ = start;
    placeTile({{0, 0}, 0}, nullptr, true);
    inMeepleStep_ = false;

    // Intel and Rumours: the first three tiles of the pile lie face up.
    if (rules_.has(Variant::IntelAndRumours)) {
        while (row_.size() < 3 && pileTop_ < pile_.size()) {
            row_.push_back(pile_[pileTop_++]);
            --remaining_[row_.back()];
        }
    }
}

const Scoring& Game::scoring() const { return tables_->scoring; }

int Game::reserve(int player, MeepleSize size) const
{
    const auto& m = meeples_[player];
    if (size == MeepleSize::Large) return m[kSmallMeeples].node < 0 ? 1 : 0;
    int n = 0;
    for (int i = 0; i < kSmallMeeples; ++i) n += m[i].node < 0;
    return n;
}

// ---------------------------------------------------------------------------------------
// The board

std::size_t Game::slotOf(Pos p) const
{
    // Fibonacci hashing of the packed position: the high bits of the product.
    const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) |
                              static_cast<std::uint32_t>(p.y);
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> boardShift_);
}

int Game::cellValue(Pos p) const
{
    const std::size_t mask = board_.size() - 1;
    for (std::size_t i = slotOf(p);; i = (i + 1) & mask) {
        const BoardCell& c = board_[i];
        if (c.value == -1) return -1;
        if (c.x == p.x && c.y == p.y) return c.value;
    }
}

std::int32_t& Game::cellSlot(Pos p)
{
    if (2 * (boardCells_ + 1) > board_.size()) {
        const std::vector<BoardCell> old = std::exchange(board_, std::vector<BoardCell>(board_.size() * 2));
        --boardShift_;
        const std::size_t mask = board_.size() - 1;
        for (const BoardCell& c : old) {
            if (c.value == -1) continue;
            std::size_t i = slotOf({c.x, c.y});
            while (board_[i].value != -1) i = (i + 1) & mask;
            board_[i] = c;
        }
    }
    const std::size_t mask = board_.size() - 1;
    std::size_t i = slotOf(p);
    for (;; i = (i + 1) & mask) {
        BoardCell& c = board_[i];
        if (c.value == -1) break;
        if (c.x == p.x && c.y == p.y) return c.value;
    }
    // A new cell: the slot is taken by marking it, then the caller sets its value.
    ++boardCells_;
    board_[i].x = p.x;
    board_[i].y = p.y;
    return board_[i].value;
}

int Game::tileIndexAt(Pos p) const
{
    const int v = cellValue(p);
    return v >= 0 ? v : -1;
}

std::vector<Pos> Game::openCells() const
{
    std::vector<Pos> out;
    out.reserve(open_.size());
    for (const OpenCell& c : open_) out.push_back(c.at);
    return out;
}

Edge Game::edgeAt(int face, int rotation, int side) const
{
    return tileFace(face).edges[static_cast<std::size_t>((side - rotation + 8) & 3)];
}

bool Game::fits(int face, Placement p, MoveError* err) const
{
    if (p.rotation < 0 || p.rotation > 3) {
        if (err) err->code = MoveErrorCode::BadRotation;
        return false;
    }
    const int g = cellValue(p.at);
    if (g <= -2) {
        const OpenCell& c = open_[static_cast<std::size_t>(-2 - g)];
        const std::uint8_t code = faceTable(face).code[p.rotation];
        if ((code & c.mask) == c.value) return true;
        if (err) {
            for (int b = 0; b < kSides; ++b) {
                const int shift = 2 * b;
                if (((c.mask >> shift) & 3) && ((code >> shift) & 3) != ((c.value >> shift) & 3)) {
                    err->code = MoveErrorCode::EdgeMismatch;
                    err->side = b;
                    err->mine = static_cast<Edge>((code >> shift) & 3);
                    err->theirs = static_cast<Edge>((c.value >> shift) & 3);
                    err->at = p.at;
                    break;
                }
            }
        }
        return false;
    }
    if (err) {
        err->code = tileIndexAt(p.at) >= 0 ? MoveErrorCode::CellOccupied : MoveErrorCode::NoNeighbour;
        err->at = p.at;
    }
    return false;
}

bool Game::fitsAnywhere(int face) const { return placementCount(face) > 0; }

void Game::legalPlacements(int face, std::vector<Placement>& out) const
{
    // Every rotation of every open cell is written, and kept (the count advanced) only when it
    // fits: no branch depends on the board, whose fits a branch predictor cannot guess.
    const std::uint32_t codes = faceTable(face).codes;
    out.resize(4 * open_.size());
    Placement* const dst = out.data();
    std::size_t n = 0;
    for (const OpenCell& c : open_) {
        const std::uint32_t fit = fittingRotations(codes, c.mask, c.value);
        for (int r = 0; r < 4; ++r) {
            dst[n] = {c.at, r};
            n += (fit >> (8 * r + 7)) & 1;
        }
    }
    out.resize(n);
}

int Game::placementCount(int face) const { return fitCount_[faceTable(face).edgeClass]; }

int Game::edgeClassOf(int face) const { return faceTable(face).edgeClass; }

bool Game::someClassFits(Pos cell, const std::bitset<kEdgeClasses>& classes) const
{
    const int g = cellValue(cell);
    if (g > -2) return false;
    const OpenCell& c = open_[static_cast<std::size_t>(-2 - g)];
    const std::uint8_t* row = tables_->keyRow(cellKey(c.mask, c.value));
    const int n = tables_->classes();
    for (int k = 0; k < n; ++k)
        if (row[k] != 0 && classes[static_cast<std::size_t>(k)]) return true;
    return false;
}

Placement Game::placementAt(int face, int index) const
{
    // The count is known, so the walk starts from the nearer end of the open cells: from the
    // last one, the placement is the (count - 1 - index)-th counting backwards.
    const FaceTable& f = faceTable(face);
    const std::uint8_t* fitsOf = tables_->classRow(f.edgeClass);
    const int count = fitCount_[f.edgeClass];
    if (2 * index < count) {
        for (const OpenCell& c : open_) {
            const int here = fitsOf[cellKey(c.mask, c.value)];
            if (index < here) return {c.at, nthRotation(fittingRotations(f.codes, c.mask, c.value), index)};
            index -= here;
        }
    } else {
        int back = count - 1 - index;
        for (auto c = open_.rbegin(); c != open_.rend(); ++c) {
            const int here = fitsOf[cellKey(c->mask, c->value)];
            if (back < here) return {c->at, nthRotation(fittingRotations(f.codes, c->mask, c->value), here - 1 - back)};
            back -= here;
        }
    }
    assert(false && "placementAt: index beyond placementCount");
    return {};
}

void Game::countFits(std::uint8_t mask, std::uint8_t value, int sign)
{
    const std::uint8_t* row = tables_->keyRow(cellKey(mask, value));
    const int classes = tables_->classes();
    for (int k = 0; k < classes; ++k) fitCount_[k] += sign * row[k];
}

// ---------------------------------------------------------------------------------------
// Features

int Game::root(int node) const
{
    while (nodeAt(node).parent != node) node = nodeAt(node).parent;
    return node;
}

int Game::unite(int a, int b)
{
    a = root(a);
    b = root(b);
    if (a == b) return a;
    Node* na = &nodeAt(a);
    Node* nb = &nodeAt(b);
    if (na->size < nb->size) {
        std::swap(a, b);
        std::swap(na, nb);
    }
    nb->parent = a;
    na->size = static_cast<std::int16_t>(na->size + nb->size);
    na->open = static_cast<std::int16_t>(na->open + nb->open);
    for (const Faction f : kAllFactions) na->symbols[f] = static_cast<std::uint8_t>(na->symbols[f] + nb->symbols[f]);
    na->meeples = static_cast<std::uint8_t>(na->meeples + nb->meeples);
    na->tiles = 0;  // to be counted again
    std::swap(na->next, nb->next);
    return a;
}

int Game::nodeOf(int tileIndex, FeatureKind kind, int segment) const
{
    const PlacedTile& t = placedAt(tileIndex);
    const FaceTable& f = faceTable(t.face);
    switch (kind) {
    case FeatureKind::Route:
        return segment >= 0 && segment < f.routes ? t.firstNode + segment : -1;
    case FeatureKind::Asteroid:
        return segment >= 0 && segment < f.asteroids ? t.firstNode + f.routes + segment : -1;
    case FeatureKind::Planet:
        return f.planet ? t.firstNode + f.routes + f.asteroids : -1;
    }
    return -1;
}

int Game::nodeSegment(int node) const
{
    const Node& n = nodeAt(node);
    const PlacedTile& t = placedAt(n.tile);
    return faceTable(t.face).local(node - t.firstNode).segment;
}

int Game::segmentAtSide(int tileIndex, FeatureKind kind, int side) const
{
    const PlacedTile& t = placedAt(tileIndex);
    const FaceTable& f = faceTable(t.face);
    const int local = f.nodeOnSide[(side - t.rotation + 8) & 3];
    if (local < 0 || f.local(local).kind != kind) return -1;
    return f.local(local).segment;
}

int Game::segmentSides(int tileIndex, FeatureKind kind, int segment) const
{
    const int n = nodeOf(tileIndex, kind, segment);
    return n < 0 ? 0 : nodeAt(n).sides;
}

bool Game::featureComplete(int node) const
{
    const Node& n = nodeAt(node);
    if (static_cast<FeatureKind>(n.kind) == FeatureKind::Planet) return placedAt(n.tile).neighbours == 8;
    return nodeAt(root(node)).open == 0;
}

// A route's or field's count is kept at its root until the feature grows (unite()). Like the
// stamps it counts with, that is a write in a const Game: two threads must not ask one Game at
// once (each search thread plays on its own copy).
int Game::featureTiles(int node) const
{
    const Node& n = nodeAt(node);
    if (static_cast<FeatureKind>(n.kind) == FeatureKind::Planet) return 1 + placedAt(n.tile).neighbours;
    const int r = root(node);
    const Node& rn = nodeAt(r);
    if (rn.tiles > 0) return rn.tiles;
    if (++stampValue_ == 0) {
        std::fill(stamp_.begin(), stamp_.end(), 0);
        stampValue_ = 1;
    }
    int count = 0;
    int m = r;
    do {
        const Node& mn = nodeAt(m);
        if (stamp_[mn.tile] != stampValue_) {
            stamp_[mn.tile] = stampValue_;
            ++count;
        }
        m = mn.next;
    } while (m != r);
    if (count <= std::numeric_limits<std::uint16_t>::max()) rn.tiles = static_cast<std::uint16_t>(count);
    return count;
}

int Game::featureOpenEdges(int node) const
{
    const Node& n = nodeAt(node);
    if (static_cast<FeatureKind>(n.kind) == FeatureKind::Planet) return 8 - placedAt(n.tile).neighbours;
    return nodeAt(root(node)).open;
}

void Game::featureTileIndices(int node, std::vector<int>& out) const
{
    out.clear();
    const int r = root(node);
    int m = r;
    do {
        const int t = nodeAt(m).tile;
        if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
        m = nodeAt(m).next;
    } while (m != r);
}

int Game::featureSymbols(int node, int faction) const
{
    const Node& r = nodeAt(root(node));
    return faction < 0 ? symbolTotal(r.symbols) : r.symbols[faction];
}

std::vector<Game::MeepleOnBoard> Game::meeplesOnBoard() const
{
    std::vector<MeepleOnBoard> out;
    out.reserve(static_cast<std::size_t>(playerCount() * kMeeplesPerPlayer));  // one allocation
    for (int p = 0; p < playerCount(); ++p)
        for (int k = 0; k < kMeeplesPerPlayer; ++k) {
            const int node = meeples_[p][k].node;
            if (node >= 0) out.push_back({p, meepleSize(k), node});
        }
    return out;
}

// ---------------------------------------------------------------------------------------
// Drawing

bool Game::draw(int face, MoveError* err)
{
    if (inMeepleStep_ || drawn_ >= 0) {
        if (err) err->code = MoveErrorCode::WrongStep;
        return false;
    }
    if (face >= 0 && !bringToTop(face, err)) return false;
    if (pileTop_ >= pile_.size()) {
        if (err) err->code = row_.empty() ? MoveErrorCode::GameOver : MoveErrorCode::PileEmpty;
        return false;
    }
    drawn_ = pile_[pileTop_++];
    --remaining_[static_cast<std::size_t>(drawn_)];
    return true;
}

// A record names its tile: a copy of that face comes to the top of the pile, if one is left.
bool Game::bringToTop(int face, MoveError* err)
{
    if (face >= static_cast<int>(remaining_.size()) || remaining_[static_cast<std::size_t>(face)] == 0)
        return faceError(err, MoveErrorCode::TileNotInPile, face);
    moveToTop(face);
    return true;
}

// The first copy of `face` left in the pile comes to the top: the tiles above it move down one
// place, so the rest of the pile keeps its order (docs/rules.md 8.4). The order of older records
// (PileOrder::Swapped) exchanges it with the top instead. Every named tile, drawn or face up,
// comes to the top here.
void Game::moveToTop(int face)
{
    const auto top = pile_.begin() + static_cast<std::ptrdiff_t>(pileTop_);
    const auto found = std::find(top, pile_.end(), face);
    if (found == pile_.end()) return;
    if (pileOrder_ == PileOrder::Swapped) std::iter_swap(found, top);
    else std::rotate(top, found, found + 1);
}

// An error about a face: the code, the face and its id (when the set has that face). Returns false.
bool Game::faceError(MoveError* err, MoveErrorCode code, int face) const
{
    if (err) {
        err->code = code;
        err->face = face;
        if (face < static_cast<int>(set_->faces.size())) err->faceId = tileFace(face).id;
    }
    return false;
}

bool Game::takeFromRow(int index, MoveError* err)
{
    if (inMeepleStep_ || drawn_ >= 0 || !pending_.empty()) {
        if (err) err->code = MoveErrorCode::WrongStep;
        return false;
    }
    if (index < 0 || index >= rowSize()) {
        if (err) err->code = MoveErrorCode::TileNotInRow;
        return false;
    }
    const int face = row_[static_cast<std::size_t>(index)];
    if (!fitsAnywhere(face)) return faceError(err, MoveErrorCode::RowTileFitsNowhere, face);
    drawn_ = face;
    if (pileTop_ < pile_.size()) {
        row_[static_cast<std::size_t>(index)] = pile_[pileTop_++];
        --remaining_[row_[static_cast<std::size_t>(index)]];
    } else {
        row_.erase(row_.begin() + index);
    }
    return true;
}

bool Game::setRow(const std::vector<int>& faces)
{
    if (!rules_.has(Variant::IntelAndRumours) || faces.size() > 3) return false;
    std::vector<int> available(remaining_.begin(), remaining_.end());
    for (const std::uint16_t f : row_) ++available[f];
    for (const int f : faces)
        if (f < 0 || f >= static_cast<int>(available.size()) || available[static_cast<std::size_t>(f)]-- == 0)
            return false;
    // Every row tile came from the pile, so the slots below pileTop_ can take them back.
    for (const std::uint16_t f : row_) {
        pile_[--pileTop_] = f;
        ++remaining_[f];
    }
    row_.clear();
    for (const int f : faces) {
        moveToTop(f);
        row_.push_back(pile_[pileTop_++]);
        --remaining_[static_cast<std::size_t>(f)];
    }
    return true;
}

void Game::settleRow()
{
    // Once the pile is empty the board only grows from the row; if no face-up tile fits now,
    // none ever will: they are set aside and the game is over.
    if (row_.empty() || pileTop_ < pile_.size() || drawn_ >= 0) return;
    for (const std::uint16_t f : row_)
        if (fitsAnywhere(f)) return;
    for (const std::uint16_t f : row_) setAside_.push_back(f);
    row_.clear();
}

bool Game::setAsideDrawn(MoveError* err)
{
    if (drawn_ < 0) {
        if (err) err->code = MoveErrorCode::WrongStep;
        return false;
    }
    if (fitsAnywhere(drawn_)) return faceError(err, MoveErrorCode::TileFits, drawn_);
    setAside_.push_back(drawn_);
    drawn_ = -1;
    settleRow();
    return true;
}

int Game::drawPlaceable(std::vector<int>* setAsideOut)
{
    if (inMeepleStep_) return -1;
    for (;;) {
        if (drawn_ < 0 && !draw()) return -1;
        if (fitsAnywhere(drawn_)) return drawn_;
        if (setAsideOut) setAsideOut->push_back(drawn_);
        setAside_.push_back(drawn_);
        drawn_ = -1;
        settleRow();
    }
}

void Game::shufflePile(Rng& rng)
{
    for (std::size_t i = pile_.size() - pileTop_; i > 1; --i)
        std::swap(pile_[pileTop_ + i - 1], pile_[pileTop_ + rng.below(static_cast<std::uint32_t>(i))]);
}

// ---------------------------------------------------------------------------------------
// Placing

bool Game::placeTile(Placement p, MoveError* err)
{
    return placeTile(p, err, false);
}

bool Game::placeTile(Placement p, MoveError* err, bool startTile)
{
    if (!canPlace(p, err, startTile)) return false;
    const PlacedTile t = putTile(p);
    const Ring ring = ringAround(p.at);
    lastRing_ = ring;
    joinFeatures(t, ring);
    countNeighbours(lastTile(), ring);
    openCellsAround(t, ring);
    drawn_ = -1;
    inMeepleStep_ = true;
    lastPlacement_ = p;
    return true;
}

// Whether the drawn tile may go to `p` (the start tile goes to the centre unchecked).
bool Game::canPlace(Placement p, MoveError* err, bool startTile) const
{
    if (inMeepleStep_ || drawn_ < 0) {
        if (err) err->code = isOver() ? MoveErrorCode::GameOver : MoveErrorCode::WrongStep;
        return false;
    }
    if (startTile || fits(drawn_, p, err)) return true;
    if (err && err->code != MoveErrorCode::BadRotation && !fitsAnywhere(drawn_))
        faceError(err, MoveErrorCode::TileFitsNowhere, drawn_);
    return false;
}

// The drawn tile on the board at `p`, with its nodes, on a cell no longer open.
Game::PlacedTile Game::putTile(Placement p)
{
    const int idx = static_cast<int>(placed_.size());
    PlacedTile t;
    t.at = p.at;
    t.face = static_cast<std::uint16_t>(drawn_);
    t.rotation = static_cast<std::uint8_t>(p.rotation);
    t.firstNode = static_cast<int>(nodes_.size());
    addNodes(faceTable(drawn_), idx, p.rotation);
    closeOpenCell(p.at);
    cellSlot(p.at) = static_cast<std::int32_t>(idx);
    placed_.push_back(t);
    return t;
}

// A node for each route, field and planet of the placed tile, each a feature of its own.
void Game::addNodes(const FaceTable& face, int tileIndex, int rotation)
{
    for (const FaceTable::LocalNode& ln : face.nodes) {
        const auto index = static_cast<std::int32_t>(nodes_.size());
        Node& n = nodes_.emplace_back();  // written in place: a copy of a Node built apart stalls
        n.parent = n.next = index;
        n.tile = static_cast<std::uint16_t>(tileIndex);
        n.kind = static_cast<std::uint8_t>(ln.kind);
        n.sides = ln.sidesAt[rotation];
        n.open = ln.open;
        n.symbols = ln.symbols;
    }
}

// Takes the cell at `at` out of the open list (the last open cell fills its place).
void Game::closeOpenCell(Pos at)
{
    const int old = cellValue(at);
    if (old > -2) return;
    const std::size_t o = static_cast<std::size_t>(-2 - old);
    countFits(open_[o].mask, open_[o].value, -1);
    if (o + 1 != open_.size()) {
        open_[o] = open_.back();
        cellSlot(open_[o].at) = static_cast<std::int32_t>(-2 - static_cast<std::ptrdiff_t>(o));
    }
    open_.pop_back();
}

// The 8 cells around `at`, looked up once.
Game::Ring Game::ringAround(Pos at) const
{
    Ring ring{};
    for (int k = 0; k < 8; ++k) ring[k] = cellValue({at.x + kRingDx[k], at.y + kRingDy[k]});
    return ring;
}

// Joins the features across each side of the placed tile to the neighbour's.
void Game::joinFeatures(const PlacedTile& tile, const Ring& ring)
{
    const FaceTable& f = faceTable(tile.face);
    for (int b = 0; b < kSides; ++b) {
        const int j = ring[2 * b];
        if (j < 0) continue;
        const int mine = f.nodeOnSide[(b - tile.rotation + 8) & 3];
        if (mine < 0) continue;
        const PlacedTile& o = placedAt(j);
        const int theirs = faceTable(o.face).nodeOnSide[(b + 2 - o.rotation + 8) & 3];
        const int r = unite(tile.firstNode + mine, o.firstNode + theirs);
        nodeAt(r).open = static_cast<std::int16_t>(nodeAt(r).open - 2);
    }
}

// Planet neighbourhoods: the placed tiles around the new one, and it around each of them. The
// tiles surrounded by this placement are noted in lastSurrounded_ (a tile beside an empty cell
// had fewer than 8 neighbours, so a tile with 8 now has just reached them).
void Game::countNeighbours(int tileIndex, const Ring& ring)
{
    int around = 0;
    unsigned surrounded = 0;
    for (int k = 0; k < 8; ++k) {
        const int j = ring[k];
        if (j < 0) continue;
        surrounded |= static_cast<unsigned>(++placedAt(j).neighbours == 8) << k;
        ++around;
    }
    placedAt(tileIndex).neighbours = static_cast<std::uint8_t>(around);
    surrounded |= static_cast<unsigned>(around == 8) << 8;
    lastSurrounded_ = static_cast<std::uint16_t>(surrounded);
}

// New and changed open cells: the empty cell beside side b now needs this tile's edge there on its
// own side facing it (an empty cell with no placed neighbour was not open, so a new open cell has
// no other requirement).
void Game::openCellsAround(const PlacedTile& tile, const Ring& ring)
{
    const std::uint8_t code = faceTable(tile.face).code[tile.rotation];
    for (int b = 0; b < kSides; ++b) {
        const int v = ring[2 * b];
        if (v >= 0) continue;
        const int shift = 2 * ((b + 2) & 3);
        const auto mask = static_cast<std::uint8_t>(3 << shift);
        const auto need = static_cast<std::uint8_t>(((code >> (2 * b)) & 3) << shift);
        if (v == -1) {
            const Pos q = step(tile.at, b);
            cellSlot(q) = static_cast<std::int32_t>(-2 - static_cast<std::ptrdiff_t>(open_.size()));
            open_.push_back({q, mask, need});
            countFits(mask, need, 1);
        } else {
            OpenCell& c = open_[static_cast<std::size_t>(-2 - v)];
            countFits(c.mask, c.value, -1);
            c.mask = static_cast<std::uint8_t>(c.mask | mask);
            c.value = static_cast<std::uint8_t>(c.value | need);
            countFits(c.mask, c.value, 1);
        }
    }
}

// ---------------------------------------------------------------------------------------
// The meeple step

bool Game::checkMeeple(const MeepleMove& m, MoveError* err) const
{
    if (!inMeepleStep_) {
        if (err) err->code = MoveErrorCode::WrongStep;
        return false;
    }
    if (!m.place) return true;
    int node = -1;
    return checkMeepleTarget(m, &node, err);
}

bool Game::holdsRoute(int rootNode) const
{
    const std::uint8_t mask = playersOn(rootNode, nullptr, nullptr);
    for (int p = 0; p < playerCount(); ++p)
        if ((mask >> p & 1) && team(p) == team(current_)) return true;
    return false;
}

bool Game::onHeldRoute(int tileIndex) const
{
    const int last = lastTile();
    const PlacedTile& t = placedAt(last);
    const FaceTable& f = faceTable(t.face);
    for (int seg = 0; seg < f.routes; ++seg) {
        const int r = root(t.firstNode + seg);
        if (!holdsRoute(r)) continue;
        int m = r;
        do {
            if (nodeAt(m).tile == tileIndex) return true;
            m = nodeAt(m).next;
        } while (m != r);
    }
    return false;
}

const SymbolCounts& Game::localSymbols(int node) const
{
    const Node& n = nodeAt(node);
    const PlacedTile& t = placedAt(n.tile);
    return faceTable(t.face).local(node - t.firstNode).symbols;
}

namespace {
// Why meeple move `m` may not go where it asks (into err, when given); returns false. `otherTile`:
// the feature was looked for on the tile at m.at, not on the placed one.
bool refuseMeeple(MoveError* err, MoveErrorCode code, const MeepleMove& m, bool otherTile = false)
{
    if (err) {
        err->code = code;
        err->kind = m.kind;
        err->at = m.at;
        err->side = -1;
        err->otherTile = otherTile;
    }
    return false;
}
}  // namespace

// Where meeple move `m` goes (the node), or why it may not. The reserve is checked here too.
bool Game::checkMeepleTarget(const MeepleMove& m, int* node, MoveError* err) const
{
    if (reserve(current_, m.size) == 0) {
        if (err) {
            err->code = MoveErrorCode::NoMeepleLeft;
            err->size = m.size;
        }
        return false;
    }
    const int last = lastTile();
    const bool onPlaced = m.at == placedAt(last).at;
    const int j = onPlaced ? last : tileIndexAt(m.at);
    if (m.kind == FeatureKind::Planet) return checkPlanetTarget(m, j, node, err);
    return checkSegmentTarget(m, j, onPlaced, node, err);
}

// A route or a field of the placed tile; with Hyperspace, also a field on a held route.
bool Game::checkSegmentTarget(const MeepleMove& m, int tileIndex, bool onPlaced, int* node, MoveError* err) const
{
    if (!onPlaced) {
        if (m.kind != FeatureKind::Asteroid || !rules_.has(Variant::Hyperspace) || tileIndex < 0)
            return refuseMeeple(err, MoveErrorCode::NoSuchFeature, m);
        if (!onHeldRoute(tileIndex)) return refuseMeeple(err, MoveErrorCode::NotOnHeldRoute, m);
    }
    *node = nodeOf(tileIndex, m.kind, m.segment);
    if (*node < 0) return refuseMeeple(err, MoveErrorCode::NoSuchFeature, m, !onPlaced);
    const Node& r = nodeAt(root(*node));
    if (r.meeples > 0) return refuseMeeple(err, MoveErrorCode::FeatureOccupied, m);
    if (!onPlaced && r.open == 0) return refuseMeeple(err, MoveErrorCode::FeatureComplete, m);
    return true;
}

// A planet: the placed tile's, or one of its 8 neighbours' (an attack); with Hyperspace, also an
// incomplete one on a held route.
bool Game::checkPlanetTarget(const MeepleMove& m, int tileIndex, int* node, MoveError* err) const
{
    *node = tileIndex < 0 ? -1 : nodeOf(tileIndex, FeatureKind::Planet, -1);
    if (*node < 0) return refuseMeeple(err, MoveErrorCode::NoPlanet, m);
    const Pos here = placedAt(lastTile()).at;
    const bool near = std::abs(m.at.x - here.x) <= 1 && std::abs(m.at.y - here.y) <= 1;
    if (!near) {
        if (!rules_.has(Variant::Hyperspace)) return refuseMeeple(err, MoveErrorCode::PlanetTooFar, m);
        if (!onHeldRoute(tileIndex)) return refuseMeeple(err, MoveErrorCode::NotOnHeldRoute, m);
        // A jump reaches only an incomplete planet, like an incomplete field (docs/rules.md 7.2).
        if (featureComplete(*node)) return refuseMeeple(err, MoveErrorCode::FeatureComplete, m);
    }
    // The placed tile's own planet is new, hence empty; another may be attacked even if held.
    return true;
}

void Game::meepleOptions(std::vector<MeepleMove>& out) const
{
    out.clear();
    if (!inMeepleStep_) return;
    for (const MeepleSize size : {MeepleSize::Small, MeepleSize::Large})
        if (reserve(current_, size) > 0) placedTileOptions(size, out);
    if (!rules_.has(Variant::Hyperspace)) return;
    const std::vector<MeepleMove> targets = hyperspaceTargets();
    for (const MeepleSize size : {MeepleSize::Small, MeepleSize::Large}) {
        if (reserve(current_, size) == 0) continue;
        for (MeepleMove mv : targets) {
            mv.size = size;
            out.push_back(mv);
        }
    }
}

// The ordinary choices for a meeple of `size`: the placed tile's unoccupied routes and fields, its
// planet, and the planets of the 8 tiles around it (an attack).
void Game::placedTileOptions(MeepleSize size, std::vector<MeepleMove>& out) const
{
    const int last = lastTile();
    const PlacedTile& t = placedAt(last);
    const FaceTable& f = faceTable(t.face);
    for (const FaceTable::LocalNode& ln : f.nodes) {
        if (ln.kind == FeatureKind::Planet) continue;
        if (featureMeeples(nodeOf(last, ln.kind, ln.segment)) == 0)
            out.push_back({true, size, ln.kind, ln.segment, t.at});
    }
    if (f.planet) out.push_back({true, size, FeatureKind::Planet, -1, t.at});
    for (int k = 0; k < 8; ++k) {
        const int j = lastRing_[k];
        if (j >= 0 && faceTable(placedAt(j).face).planet)
            out.push_back({true, size, FeatureKind::Planet, -1, {t.at.x + kRingDx[k], t.at.y + kRingDy[k]}});
    }
}

// Hyperspace: incomplete planets and unoccupied incomplete fields on the tiles of the routes the
// placed tile extends and the player holds, beyond the ordinary choices (one entry per feature).
std::vector<MeepleMove> Game::hyperspaceTargets() const
{
    const PlacedTile& t = placedAt(lastTile());
    const FaceTable& f = faceTable(t.face);
    std::vector<MeepleMove> targets;
    std::vector<int> fieldRoots;  // the fields listed, and the placed tile's own
    for (int a = 0; a < f.asteroids; ++a) fieldRoots.push_back(root(t.firstNode + f.routes + a));
    for (int seg = 0; seg < f.routes; ++seg) {
        const int r = root(t.firstNode + seg);
        if (!holdsRoute(r)) continue;
        int m = r;
        do {
            addJumpTargets(placedAt(nodeAt(m).tile), t.at, targets, fieldRoots);
            m = nodeAt(m).next;
        } while (m != r);
    }
    return targets;
}

// The targets on `tile`, a tile of a held route: its planet when incomplete and not around the
// placed tile at `placed` (that one is an ordinary choice), and its fields not listed yet that
// are unoccupied and incomplete.
void Game::addJumpTargets(const PlacedTile& tile, Pos placed, std::vector<MeepleMove>& targets,
                          std::vector<int>& fieldRoots) const
{
    const FaceTable& f = faceTable(tile.face);
    const bool near = std::abs(tile.at.x - placed.x) <= 1 && std::abs(tile.at.y - placed.y) <= 1;
    if (f.planet && !near && tile.neighbours < 8) {
        const MeepleMove mv{true, MeepleSize::Small, FeatureKind::Planet, -1, tile.at};
        if (std::find(targets.begin(), targets.end(), mv) == targets.end()) targets.push_back(mv);
    }
    for (int a = 0; a < f.asteroids; ++a) {
        const int fr = root(tile.firstNode + f.routes + a);
        const Node& rn = nodeAt(fr);
        if (rn.meeples > 0 || rn.open == 0) continue;
        if (std::find(fieldRoots.begin(), fieldRoots.end(), fr) != fieldRoots.end()) continue;
        fieldRoots.push_back(fr);
        targets.push_back({true, MeepleSize::Small, FeatureKind::Asteroid, a, tile.at});
    }
}

std::uint8_t Game::playersOn(int rootNode, SeatArray<int>* small, SeatArray<int>* large) const
{
    std::uint8_t mask = 0;
    if (small) small->fill(0);
    if (large) large->fill(0);
    if (nodeAt(rootNode).meeples == 0) return 0;
    for (int p = 0; p < playerCount(); ++p)
        for (int k = 0; k < kMeeplesPerPlayer; ++k) {
            const int node = meeples_[p][k].node;
            if (node < 0 || root(node) != rootNode) continue;
            mask |= static_cast<std::uint8_t>(1u << p);
            if (k == kSmallMeeples) {
                if (large) ++(*large)[p];
            } else if (small) {
                ++(*small)[p];
            }
        }
    return mask;
}

void Game::returnMeeples(int rootNode)
{
    for (int p = 0; p < playerCount(); ++p)
        for (auto& m : meeples_[p])
            if (m.node >= 0 && root(m.node) == rootNode) m.node = -1;
    nodeAt(rootNode).meeples = 0;
}

void Game::addPoints(SeatArray<int>& slots, std::uint8_t playersMask, int points) const
{
    std::uint8_t done = 0;  // sides already paid (a team scores once)
    for (int p = 0; p < playerCount(); ++p) {
        if (!(playersMask >> p & 1)) continue;
        const int s = team(p);
        if (done >> s & 1) continue;
        done |= static_cast<std::uint8_t>(1u << s);
        slots[s] += points;
    }
}

int Game::rollDie(ForcedDice* dice)
{
    if (dice && dice->used < dice->faces.size()) return dice->faces[dice->used++];
    return diceRng_.die();
}

// Who fights on one side: a team, or under Galaxy Traders on a route, a faction's allies.
int Game::battleKey(int player, FeatureKind kind) const
{
    if (rules_.teams) return team(player);
    if (kind == FeatureKind::Route && rules_.has(Variant::GalaxyTraders)) return kMaxPlayers + static_cast<int>(faction(player));
    return player;
}

void Game::fight(int rootNode, ForcedDice* dice, TurnReport* report)
{
    const FeatureKind kind = nodeKind(rootNode);
    if (kind == FeatureKind::Asteroid && rules_.has(Variant::ExplorersGuild)) return;  // explorers share
    Battle battle = battleSides(rootNode, kind);
    if (battle.count < 2) return;
    armSides(battle, nodeAt(rootNode).symbols);
    BattleReport* br = nullptr;
    if (report) {
        report->battles.emplace_back();
        br = &report->battles.back();
        br->kind = kind;
        br->node = rootNode;
    }
    for (int round = 0; battle.winner < 0; ++round) playRound(battle, round, dice, br);
    // Every side scores its tie and loss points; the losers' meeples go back to the reserves.
    for (int s = 0; s < battle.count; ++s) {
        const BattleSide& side = battle.sides[s];
        addPoints(side.players, side.points);
        if (s != battle.winner) retreat(rootNode, side.players);
    }
    if (br) {
        br->sides.assign(battle.sides.begin(), battle.sides.begin() + battle.count);
        br->winner = battle.winner;
    }
}

// Who fights on the feature of `rootNode`, with their meeples. Sides roll in seat order from
// the current player (docs/rules.md 8.2). A team rolls at the seat of its first member in that
// order, whether or not that member has a meeple here (team membership is fixed); Galaxy Traders
// allies are allies by being on the route, so they roll at the seat of the first ally present.
Game::Battle Game::battleSides(int rootNode, FeatureKind kind) const
{
    SeatArray<int> small{}, large{};
    const std::uint8_t present = playersOn(rootNode, &small, &large);
    std::uint8_t teamsPresent = 0;
    for (int p = 0; p < playerCount(); ++p)
        if (present >> p & 1) teamsPresent |= static_cast<std::uint8_t>(1u << team(p));
    Battle battle;
    for (int i = 0; i < playerCount(); ++i) {
        const int p = (current_ + i) % playerCount();
        const bool here = present >> p & 1;
        if (!here && !(rules_.teams && (teamsPresent >> team(p) & 1))) continue;
        BattleSide& side = battle.sides[sideOf(battle, p, kind)];
        if (!here) continue;
        side.players |= static_cast<std::uint8_t>(1u << p);
        side.small += small[p];
        side.large += large[p];
    }
    battle.alive = static_cast<std::uint8_t>((1u << battle.count) - 1);
    return battle;
}

// The side `player` fights on; a new side, rolling at the player's seat, when none is its yet.
int Game::sideOf(Battle& battle, int player, FeatureKind kind) const
{
    int s = 0;
    while (s < battle.count && battleKey(battle.sides[s].seat, kind) != battleKey(player, kind)) ++s;
    if (s == battle.count) battle.sides[battle.count++].seat = player;
    return s;
}

// The dice of each side: per small and large meeple, and for a symbol of its faction on the
// feature, at most the cap.
void Game::armSides(Battle& battle, const SymbolCounts& symbols) const
{
    const Scoring& sc = tables_->scoring;
    for (int s = 0; s < battle.count; ++s) {
        BattleSide& side = battle.sides[s];
        side.symbol = symbols[faction(side.seat)] > 0;
        side.dice = std::min(sc.diceMax, side.small * sc.diceSmall + side.large * sc.diceLarge +
                                             (side.symbol ? sc.diceSymbol : 0));
    }
}

// One round: every side still in rolls. The sides below the highest die are out and lose points
// per die rolled; a single highest side wins, several tie, score the tie and roll again.
void Game::playRound(Battle& battle, int round, ForcedDice* dice, BattleReport* report)
{
    const Scoring& sc = tables_->scoring;
    const std::uint8_t tied = rollRound(battle, dice, report);
    for (int s = 0; s < battle.count; ++s) {
        if (!(battle.alive >> s & 1) || (tied >> s & 1)) continue;
        BattleSide& side = battle.sides[s];
        side.points += side.dice * sc.battleLossPerDie;
        side.outInRound = round;
    }
    if (std::popcount(static_cast<unsigned>(tied)) == 1) {
        battle.winner = std::countr_zero(static_cast<unsigned>(tied));
    } else {
        for (int s = 0; s < battle.count; ++s)
            if (tied >> s & 1) battle.sides[s].points += sc.battleTie;
    }
    battle.alive = tied;
}

// Every side still in rolls its dice and keeps the highest: the sides whose die is the highest
// of all (a bit each).
std::uint8_t Game::rollRound(const Battle& battle, ForcedDice* dice, BattleReport* report)
{
    IndexedArray<int, int, kMaxPlayers> best{};
    if (report) report->rounds.emplace_back(static_cast<std::size_t>(battle.count));
    int top = 0;
    for (int s = 0; s < battle.count; ++s) {
        if (!(battle.alive >> s & 1)) continue;
        for (int d = 0; d < battle.sides[s].dice; ++d) {
            const int v = rollDie(dice);
            best[s] = std::max(best[s], v);
            if (report) report->rounds.back()[static_cast<std::size_t>(s)].push_back(v);
        }
        top = std::max(top, best[s]);
    }
    std::uint8_t tied = 0;
    for (int s = 0; s < battle.count; ++s)
        if ((battle.alive >> s & 1) && best[s] == top) tied |= static_cast<std::uint8_t>(1u << s);
    return tied;
}

// The meeples of `players` on the feature of `rootNode` go back to their reserves.
void Game::retreat(int rootNode, std::uint8_t players)
{
    for (int p = 0; p < playerCount(); ++p) {
        if (!(players >> p & 1)) continue;
        for (auto& m : meeples_[p])
            if (m.node >= 0 && root(m.node) == rootNode) {
                m.node = -1;
                --nodeAt(rootNode).meeples;
            }
    }
}

int Game::completedValue(int rootNode, int* tiles, int* symbols) const
{
    const Node& rn = nodeAt(rootNode);
    const int s = symbolTotal(rn.symbols);
    const FeatureKind kind = static_cast<FeatureKind>(rn.kind);
    const int t = kind == FeatureKind::Planet ? 9 : featureTiles(rootNode);
    if (tiles) *tiles = t;
    if (symbols) *symbols = s;
    return tables_->scoring.completed(kind, t, s);
}

void Game::scoreCompleted(int rootNode, TurnReport* report)
{
    const std::uint8_t players = playersOn(rootNode, nullptr, nullptr);
    if (!players) return;
    const FeatureKind kind = nodeKind(rootNode);
    int tiles = 0;
    int symbols = 0;
    const int points = completedValue(rootNode, &tiles, &symbols);
    if (rules_.has(Variant::ExplorersGuild) && kind != FeatureKind::Route) {
        scoreForGuild(rootNode, kind, tiles, players, report);
    } else {
        addPoints(players, points);
        if (report) report->scores.push_back({kind, rootNode, true, tiles, symbols, players, points});
    }
    if (kind == FeatureKind::Route && rules_.has(Variant::GalaxyTraders)) offerReplacements(rootNode);
    returnMeeples(rootNode);
}

// Explorers' Guild: symbols count only for their own faction, for each side present (a field may
// hold several; a planet, after its battle, one).
void Game::scoreForGuild(int rootNode, FeatureKind kind, int tiles, std::uint8_t players, TurnReport* report)
{
    const SymbolCounts& symbols = nodeAt(rootNode).symbols;
    std::uint8_t done = 0;
    for (int i = 0; i < playerCount(); ++i) {
        const int p = (current_ + i) % playerCount();
        if (!(players >> p & 1) || (done >> team(p) & 1)) continue;
        done |= static_cast<std::uint8_t>(1u << team(p));
        std::uint8_t side = 0;
        for (int q = 0; q < playerCount(); ++q)
            if ((players >> q & 1) && team(q) == team(p)) side |= static_cast<std::uint8_t>(1u << q);
        const int own = symbols[faction(p)];
        const int pts = tables_->scoring.completed(kind, tiles, own);
        addPoints(side, pts);
        if (report) report->scores.push_back({kind, rootNode, true, tiles, own, side, pts});
    }
}

// Galaxy Traders: the meeples on a completed route may be re-placed at once; finishTurn() puts
// them in the order offered.
void Game::offerReplacements(int rootNode)
{
    for (int p = 0; p < playerCount(); ++p)
        for (int k = 0; k < kMeeplesPerPlayer; ++k) {
            const int node = meeples_[p][k].node;
            if (node >= 0 && root(node) == rootNode) pending_.push_back({p, meepleSize(k)});
        }
}

bool Game::finishTurn(const MeepleMove& m, ForcedDice* dice, TurnReport* report, MoveError* err)
{
    if (!checkMeeple(m, err)) return false;
    const int last = lastTile();
    const PlacedTile t = placedAt(last);
    if (report) {
        report->player = current_;
        report->face = t.face;
        report->placement = {t.at, t.rotation};
        report->meeple = m;
    }
    const int attacked = placeTurnMeeple(m, t.at);
    const TouchedFeatures touched = touchedFeatures(t, attacked);
    for (int i = 0; i < touched.count; ++i) {
        const int r = touched.list[i].root;
        if (nodeAt(r).meeples >= 2) fight(r, dice, report);
    }
    for (int i = 0; i < touched.count; ++i) {
        const int r = touched.list[i].root;
        if (nodeKind(r) != FeatureKind::Planet && nodeAt(r).open == 0) scoreCompleted(r, report);
    }
    scoreCompletedPlanets(report);
    orderPending();
    inMeepleStep_ = false;
    if (pending_.empty()) endTurn();
    return true;
}

// The turn's meeple onto its feature. Returns the node of the planet it attacks (a neighbour's,
// or with Hyperspace any), or -1.
int Game::placeTurnMeeple(const MeepleMove& m, Pos placed)
{
    if (!m.place) return -1;
    int node = -1;
    checkMeepleTarget(m, &node, nullptr);
    putMeeple(current_, m.size, node);
    return m.kind == FeatureKind::Planet && !(m.at == placed) ? node : -1;
}

// The features this turn touched, in battle order: routes, asteroid fields, planets; within a kind
// by the first side (N, E, S, W) of the placed tile each touches; own planet first, then the one
// attacked.
Game::TouchedFeatures Game::touchedFeatures(const PlacedTile& tile, int attacked) const
{
    TouchedFeatures touched;
    const int nodes = static_cast<int>(faceTable(tile.face).nodes.size());
    for (int i = 0; i < nodes; ++i) {
        const Node& node = nodeAt(tile.firstNode + i);
        const int r = static_cast<FeatureKind>(node.kind) == FeatureKind::Planet ? tile.firstNode + i
                                                                               : root(tile.firstNode + i);
        const int key = node.sides ? std::countr_zero(static_cast<unsigned>(node.sides)) : 0;
        int k = 0;
        while (k < touched.count && touched.list[k].root != r) ++k;
        if (k == touched.count) touched.list[touched.count++] = {node.kind, key, r};
        else touched.list[k].key = std::min(touched.list[k].key, key);
    }
    if (attacked >= 0) touched.list[touched.count++] = {static_cast<int>(FeatureKind::Planet), 1, attacked};
    stableSortFew(&touched.list[0], touched.count, [](const Touched& a, const Touched& b) {
        return a.kind != b.kind ? a.kind < b.kind : a.key < b.key;
    });
    return touched;
}

// Planets completed by the tile just placed: its own, then the neighbours' clockwise from north.
void Game::scoreCompletedPlanets(TurnReport* report)
{
    if (lastSurrounded_ == 0) return;
    const int own = (lastSurrounded_ >> 8) ? nodeOf(lastTile(), FeatureKind::Planet, -1) : -1;
    if (own >= 0) scoreCompleted(own, report);
    for (unsigned ring = lastSurrounded_ & 0xffu; ring != 0; ring &= ring - 1) {
        const int planet = nodeOf(lastRing_[std::countr_zero(ring)], FeatureKind::Planet, -1);
        if (planet >= 0) scoreCompleted(planet, report);
    }
}

// Galaxy Traders: the meeples back from all the routes this tile completed are offered in seat
// order from the current player, each player's small meeples before its large one (docs/rules.md
// 7.3), whatever the order the routes were scored in.
void Game::orderPending()
{
    const auto offerKey = [this](const PendingMeeple& pm) {
        return 2 * ((pm.player - current_ + playerCount()) % playerCount()) + static_cast<int>(pm.size);
    };
    std::stable_sort(pending_.begin(), pending_.end(),
                     [&](const PendingMeeple& a, const PendingMeeple& b) { return offerKey(a) < offerKey(b); });
}

// A meeple of `size` from the player's reserve onto `node`.
void Game::putMeeple(int player, MeepleSize size, int node)
{
    auto& mine = meeples_[player];
    for (int k = 0; k < kMeeplesPerPlayer; ++k) {
        const bool large = k == kSmallMeeples;
        if (large != (size == MeepleSize::Large) || mine[k].node >= 0) continue;
        mine[k].node = node;
        break;
    }
    ++nodeAt(root(node)).meeples;
}

void Game::endTurn()
{
    ++turns_;
    if (++current_ == playerCount()) current_ = 0;
    settleRow();
}

// ---------------------------------------------------------------------------------------
// Galaxy Traders: the re-placement step

void Game::replacementOptions(std::vector<MeepleMove>& out) const
{
    out.clear();
    if (pending_.empty()) return;
    const MeepleSize size = pending_.front().size;
    for (int i = 0; i < static_cast<int>(nodes_.size()); ++i) {
        const Node& n = nodeAt(i);
        if (n.parent != i || static_cast<FeatureKind>(n.kind) != FeatureKind::Route || n.meeples > 0 || n.open == 0)
            continue;
        out.push_back({true, size, FeatureKind::Route, nodeSegment(i), placedAt(n.tile).at});
    }
}

bool Game::checkReplacement(const MeepleMove& m, MoveError* err) const
{
    if (pending_.empty()) {
        if (err) err->code = MoveErrorCode::WrongStep;
        return false;
    }
    if (!m.place) return true;
    const int j = tileIndexAt(m.at);
    const int node = j < 0 || m.kind != FeatureKind::Route ? -1 : nodeOf(j, FeatureKind::Route, m.segment);
    if (node < 0) return refuseMeeple(err, MoveErrorCode::NoSuchFeature, m, true);
    const Node& r = nodeAt(root(node));
    if (r.meeples > 0) return refuseMeeple(err, MoveErrorCode::FeatureOccupied, m, true);
    if (r.open == 0) return refuseMeeple(err, MoveErrorCode::FeatureComplete, m, true);
    return true;
}

bool Game::replaceMeeple(const MeepleMove& m, MoveError* err, TurnReport* report)
{
    if (!checkReplacement(m, err)) return false;
    const PendingMeeple p = pending_.front();
    pending_.erase(pending_.begin());
    if (report) report->replacements.push_back({p.player, p.size, m});
    if (m.place) {
        putMeeple(p.player, p.size, nodeOf(tileIndexAt(m.at), FeatureKind::Route, m.segment));
    }
    if (pending_.empty()) endTurn();
    return true;
}

// ---------------------------------------------------------------------------------------
// End of game

int Game::endValue(int rootNode, int* tiles, int* symbols) const
{
    const Node& rn = nodeAt(rootNode);
    *symbols = symbolTotal(rn.symbols);
    *tiles = featureTiles(rootNode);  // a planet: its tile and the placed neighbours
    return tables_->scoring.unfinished(static_cast<FeatureKind>(rn.kind), *tiles, *symbols);
}

SeatArray<int> Game::finalScores(std::vector<ScoreReport>* report) const
{
    SeatArray<int> slots = score_;
    const HeldFeatures held = heldFeatures();
    for (int h = 0; h < held.count; ++h) {
        const int i = held.roots[h];
        const Node& node = nodeAt(i);
        if (node.meeples == 0 || featureComplete(i)) continue;
        const FeatureKind kind = static_cast<FeatureKind>(node.kind);
        if (rules_.has(Variant::Endgame) && kind != FeatureKind::Route) scoreEndgame(i, kind, slots, report);
        else scoreUnfinished(i, kind, slots, report);
    }
    SeatArray<int> out{};
    for (int p = 0; p < playerCount(); ++p) out[p] = slots[team(p)];
    return out;
}

// Only the features under a meeple score at the end: their roots, in node order (as a walk over
// every node would meet them), so that the time does not grow with the board.
Game::HeldFeatures Game::heldFeatures() const
{
    HeldFeatures held;
    for (int p = 0; p < playerCount(); ++p)
        for (const Meeple& m : meeples_[p])
            if (m.node >= 0) held.roots[held.count++] = root(m.node);
    const auto first = held.roots.begin();
    std::sort(first, first + held.count);
    held.count = static_cast<int>(std::unique(first, first + held.count) - first);
    return held;
}

// An unfinished feature scores its end value for each side on it.
void Game::scoreUnfinished(int rootNode, FeatureKind kind, SeatArray<int>& slots,
                           std::vector<ScoreReport>* report) const
{
    const std::uint8_t players = playersOn(rootNode, nullptr, nullptr);
    int tiles = 0;
    int symbols = 0;
    const int points = endValue(rootNode, &tiles, &symbols);
    addPoints(slots, players, points);
    if (report) report->push_back({kind, rootNode, false, tiles, symbols, players, points});
}

// Endgame: each meeple on an unfinished field or planet scores 2 for its own tile, + 2 if that
// tile shows a symbol of its faction on this feature (the set's numbers); the rest of the feature
// is lost.
void Game::scoreEndgame(int rootNode, FeatureKind kind, SeatArray<int>& slots,
                        std::vector<ScoreReport>* report) const
{
    const Scoring& sc = tables_->scoring;
    for (int p = 0; p < playerCount(); ++p) {
        int pts = 0;
        int own = 0;
        bool here = false;
        for (const Meeple& m : meeples_[p]) {
            if (m.node < 0 || root(m.node) != rootNode) continue;
            const bool sym = localSymbols(m.node)[faction(p)] > 0;
            pts += sc.endgameMeeple + (sym ? sc.endgameSymbol : 0);
            own += sym ? 1 : 0;
            here = true;
        }
        if (!here) continue;
        slots[team(p)] += pts;
        if (report) report->push_back({kind, rootNode, false, 1, own, static_cast<std::uint8_t>(1u << p), pts});
    }
}

}  // namespace swc
