// Playing a record's entries on a game: a turn drawn, placed and scored, a Galaxy Traders
// re-placement, a whole record replayed, checked at each step (an illegal entry is an error
// naming the rule it breaks); and the other way round, the entries describing moves made and every
// legal move of a position. The record's format (reading, writing, JSON) is record.cpp's.
#include "recordmoves.h"

#include <algorithm>

namespace swc {

namespace {
int firstSide(int sides)
{
    for (int s = 0; s < kSides; ++s)
        if (sides >> s & 1) return s;
    return -1;
}
}  // namespace

Game newGame(const GameRecord& rec) { return Game(rec.tileset, rec.players, rec.rules, rec.seed, rec.pileOrder); }

RecordTurn setAsideTurn(const Tileset& tileset, int face)
{
    RecordTurn t;
    t.tile = tileset.faces[static_cast<std::size_t>(face)].id;
    t.setAside = true;
    return t;
}

namespace {

bool illegalAt(RecordError* err, const MoveError& m, SourcePos pos)
{
    if (err) {
        err->code = RecordErrorCode::IllegalMove;
        err->move = m;
        err->pos = pos;
    }
    return false;
}

// A route or a field named by a board side of the tile at `at` (-1: none there).
int segmentAt(const Game& game, Pos at, FeatureKind kind, int edge)
{
    const int j = game.tileIndexAt(at);
    return j < 0 ? -1 : game.segmentAtSide(j, kind, edge);
}

// The feature named is missing; the message names its tile unless it is the placed one.
bool noFeature(RecordError* err, FeatureKind kind, int side, Pos at, SourcePos pos, bool otherTile)
{
    MoveError e;
    e.code = MoveErrorCode::NoSuchFeature;
    e.kind = kind;
    e.side = side;
    e.at = at;
    e.otherTile = otherTile;
    return illegalAt(err, e, pos);
}

// Intel and Rumours: the turn takes the face-up tile `face`.
bool takeFaceUpTile(Game& game, const RecordTurn& turn, int face, RecordError* err)
{
    MoveError m;
    int index = -1;
    for (int i = 0; i < game.rowSize(); ++i)
        if (game.rowTile(i) == face && index < 0) index = i;
    m.face = face;
    m.faceId = turn.tile;
    if (index < 0) {
        m.code = MoveErrorCode::TileNotInRow;
        return illegalAt(err, m, turn.pos);
    }
    // A face-up tile that fits nowhere stays face up (docs/rules.md 7.5).
    if (turn.setAside) {
        m.code = MoveErrorCode::RowTileSetAside;
        return illegalAt(err, m, turn.pos);
    }
    if (!game.takeFromRow(index, &m)) return illegalAt(err, m, turn.pos);
    return true;
}

}  // namespace

bool drawTurnTile(Game& game, const RecordTurn& turn, std::vector<int>* setAside, RecordError* err)
{
    MoveError m;
    const int face = turn.tile.empty() ? -1 : game.tileset().findFace(turn.tile);
    if (turn.fromRow) return takeFaceUpTile(game, turn, face, err);
    if (turn.setAside) {
        if (!game.draw(face, &m) || !game.setAsideDrawn(&m)) return illegalAt(err, m, turn.pos);
        if (setAside) setAside->push_back(game.setAside().back());
        return true;
    }
    if (face >= 0) {
        if (!game.draw(face, &m)) return illegalAt(err, m, turn.pos);
    } else if (game.drawPlaceable(setAside) < 0) {
        m.code = game.rowSize() > 0 ? MoveErrorCode::PileEmpty : MoveErrorCode::GameOver;
        return illegalAt(err, m, turn.pos);
    }
    return true;
}

bool placeTurnTile(Game& game, const RecordTurn& turn, RecordError* err)
{
    MoveError m;
    if (!game.placeTile(turn.placement, &m)) return illegalAt(err, m, turn.pos);
    return true;
}

bool finishTurnMeeple(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err)
{
    MoveError m;
    MeepleMove meeple = turn.meeple;
    if (meeple.place && !turn.meepleAtGiven) meeple.at = turn.placement.at;
    if (meeple.place && meeple.kind != FeatureKind::Planet) {
        meeple.segment = segmentAt(game, meeple.at, meeple.kind, turn.meepleEdge);
        if (meeple.segment < 0)
            return noFeature(err, meeple.kind, turn.meepleEdge, meeple.at, turn.pos, !(meeple.at == turn.placement.at));
    }
    ForcedDice dice{turn.dice, 0};
    if (!game.finishTurn(meeple, &dice, report, &m)) return illegalAt(err, m, turn.pos);
    return true;
}

bool playDrawnTile(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err)
{
    return placeTurnTile(game, turn, err) && finishTurnMeeple(game, turn, report, err);
}

bool applyReplacement(Game& game, const RecordReplacement& rp, RecordError* err, TurnReport* report)
{
    MoveError m;
    MeepleMove rm;
    if (!game.inReplacementStep()) {
        m.code = MoveErrorCode::WrongStep;
        return illegalAt(err, m, rp.pos);
    }
    if (rp.place) {
        rm = {true, game.pendingMeeple().size, FeatureKind::Route, segmentAt(game, rp.at, FeatureKind::Route, rp.edge),
              rp.at};
        if (rm.segment < 0) return noFeature(err, FeatureKind::Route, rp.edge, rp.at, rp.pos, true);
    }
    if (!game.replaceMeeple(rm, &m, report)) return illegalAt(err, m, rp.pos);
    return true;
}

bool applyTurn(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside, RecordError* err)
{
    return applyTurnSteps(game, turn, report, setAside, err, nullptr);
}

namespace {

// Galaxy Traders: the re-placements in the order the game offers them; meeples the record does
// not mention stay in the reserve. False on an illegal entry; `stopped` when the observer stopped.
bool replaceTurnMeeples(Game& game, const RecordTurn& turn, TurnReport& whole, RecordError* err,
                        const TurnStepObserver& observer, bool& stopped)
{
    std::size_t next = 0;
    while (game.inReplacementStep()) {
        RecordReplacement keep;
        keep.pos = turn.pos;
        TurnReport step;
        step.player = game.pendingMeeple().player;
        if (!applyReplacement(game, next < turn.replacements.size() ? turn.replacements[next++] : keep, err, &step))
            return false;
        whole.addReplacementStep(step);
        if (observer && !observer(StepKind::Replacement, step.player, step)) {
            stopped = true;
            return true;
        }
    }
    if (next < turn.replacements.size()) {
        MoveError m;
        m.code = MoveErrorCode::WrongStep;
        return illegalAt(err, m, turn.replacements[next].pos);
    }
    return true;
}

}  // namespace

bool applyTurnSteps(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside,
                    RecordError* err, const TurnStepObserver& observer)
{
    const int seat = game.currentPlayer();
    const bool choice = game.rules().has(Variant::IntelAndRumours) && game.rowSize() > 0 && !turn.setAside;
    const TurnReport none;
    if (!drawTurnTile(game, turn, setAside, err)) return false;
    if (turn.setAside) {
        if (observer) observer(StepKind::SetAside, -1, none);
        return true;
    }
    if (choice && observer && !observer(StepKind::TileChoice, seat, none)) return true;
    if (!placeTurnTile(game, turn, err)) return false;
    if (observer && !observer(StepKind::Placement, seat, none)) return true;
    TurnReport local;
    TurnReport& whole = report ? *report : local;
    if (!finishTurnMeeple(game, turn, &whole, err)) return false;
    if (observer && !observer(StepKind::Meeple, seat, whole)) return true;
    bool stopped = false;
    return replaceTurnMeeples(game, turn, whole, err, observer, stopped);
}

std::vector<int> rolledDice(const TurnReport& report)
{
    // Game::fight rolls round by round, side by side in the report's order, each side's dice in turn.
    std::vector<int> dice;
    for (const BattleReport& b : report.battles)
        for (const auto& round : b.rounds)
            for (const auto& side : round) dice.insert(dice.end(), side.begin(), side.end());
    return dice;
}

ReplayResult replay(const GameRecord& rec, std::vector<TurnReport>* reports)
{
    ReplayResult result{newGame(rec), 0, std::nullopt};
    for (const RecordTurn& turn : rec.turns) {
        TurnReport report;
        RecordError err;
        if (!applyTurn(result.game, turn, reports ? &report : nullptr, nullptr, &err)) {
            err.turn = result.turnsPlayed + 1;
            result.error = err;
            break;
        }
        ++result.turnsPlayed;
        if (reports) reports->push_back(std::move(report));
    }
    return result;
}

std::optional<GameRecord> explicitRecord(const GameRecord& record, int turns, RecordError* err)
{
    GameRecord out = record;
    out.turns.clear();
    // Every turn named, it replays the same in either pile order: the documented one from now on
    // (an Intel and Rumours row refills from the pile, so that game keeps its order as its seed).
    if (!record.rules.has(Variant::IntelAndRumours)) out.pileOrder = PileOrder::Ordered;
    Game game = newGame(record);
    const int count = std::min(turns, static_cast<int>(record.turns.size()));
    for (int t = 0; t < count; ++t) {
        const RecordTurn& turn = record.turns[static_cast<std::size_t>(t)];
        TurnReport report;
        std::vector<int> aside;
        RecordError local;
        if (!applyTurn(game, turn, &report, &aside, err ? err : &local)) {
            if (err) err->turn = t + 1;
            return std::nullopt;
        }
        if (turn.setAside) {
            out.turns.push_back(setAsideTurn(game.tileset(), aside.back()));
            continue;
        }
        // The tiles drawn before this one that fit nowhere, then the turn with its tile and dice.
        for (int face : aside) out.turns.push_back(setAsideTurn(game.tileset(), face));
        RecordTurn full = turn;
        full.tile = game.tileset().faces[static_cast<std::size_t>(report.face)].id;
        full.dice = rolledDice(report);
        out.turns.push_back(std::move(full));
    }
    return out;
}

RecordTurn describeTurn(const Game& game, const MeepleMove& meeple, bool fromRow)
{
    RecordTurn t;
    t.fromRow = fromRow;
    const int last = static_cast<int>(game.placedTiles().size()) - 1;
    const Game::PlacedTile& p = game.placedTiles()[static_cast<std::size_t>(last)];
    t.tile = game.tileset().faces[p.face].id;
    t.placement = {p.at, p.rotation};
    t.meeple = meeple;
    if (meeple.place) t.meepleAtGiven = !(meeple.at == p.at);
    if (meeple.place && meeple.kind != FeatureKind::Planet) {
        const int j = t.meepleAtGiven ? game.tileIndexAt(meeple.at) : last;
        t.meepleEdge = firstSide(game.segmentSides(j, meeple.kind, meeple.segment));
    }
    return t;
}

RecordReplacement describeReplacement(const Game& game, const MeepleMove& move)
{
    RecordReplacement r;
    r.place = move.place;
    if (!move.place) return r;
    r.at = move.at;
    r.edge = firstSide(game.segmentSides(game.tileIndexAt(move.at), FeatureKind::Route, move.segment));
    return r;
}

namespace {

// The placements of `game`'s drawn tile, appended to `out`. `placed` is the scratch game each
// placement is tried on (reassigned, so that its storage is reused).
void appendPlacements(const Game& game, bool fromRow, Game& placed, std::vector<LegalPlacement>& out)
{
    std::vector<Placement> placements;
    std::vector<MeepleMove> options;
    game.legalPlacements(game.drawnTile(), placements);
    for (const Placement& p : placements) {
        placed = game;
        placed.placeTile(p);
        placed.meepleOptions(options);
        LegalPlacement legal{describeTurn(placed, MeepleMove{}, fromRow), {}};
        for (const MeepleMove& m : options) legal.meeples.push_back(describeTurn(placed, m, fromRow));
        out.push_back(std::move(legal));
    }
}

}  // namespace

std::vector<LegalPlacement> legalMoves(const Game& game)
{
    std::vector<LegalPlacement> out;
    Game placed = game;
    if (game.drawnTile() >= 0) {
        appendPlacements(game, false, placed, out);
        return out;
    }
    if (!game.rules().has(Variant::IntelAndRumours)) return out;
    std::vector<int> seen;
    for (int i = 0; i < game.rowSize(); ++i) {
        const int face = game.rowTile(i);
        if (std::find(seen.begin(), seen.end(), face) != seen.end() || !game.fitsAnywhere(face)) continue;
        seen.push_back(face);
        Game taken = game;
        if (taken.takeFromRow(i)) appendPlacements(taken, true, placed, out);
    }
    return out;
}

std::vector<RecordReplacement> legalReplacements(const Game& game)
{
    std::vector<RecordReplacement> out;
    if (!game.inReplacementStep()) return out;
    out.emplace_back();  // keep it
    std::vector<MeepleMove> options;
    game.replacementOptions(options);
    for (const MeepleMove& m : options) out.push_back(describeReplacement(game, m));
    return out;
}

}  // namespace swc
