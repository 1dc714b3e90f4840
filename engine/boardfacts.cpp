#include "boardfacts.h"

#include <array>
#include <cmath>

namespace swc {

namespace {

// P(the highest of d dice is exactly k), k in 1..6.
double maxIs(int d, int k)
{
    return std::pow(k / 6.0, d) - std::pow((k - 1) / 6.0, d);
}
double maxBelow(int d, int k)  // P(highest < k)
{
    return std::pow((k - 1) / 6.0, d);
}

// The sides in `alive` other than `side`.
std::vector<int> othersAlive(const std::vector<int>& dice, unsigned alive, int side)
{
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(dice.size()); ++i)
        if (i != side && (alive >> i & 1)) others.push_back(i);
    return others;
}

// The chance `mine` that the winner's highest die is k, times the chance that of `others` exactly
// those in `subset` (a bit per entry) tie it at k and the rest roll lower; `tied` gets the tied
// sides added.
double tiedAt(const std::vector<int>& dice, const std::vector<int>& others, unsigned subset, int k, double mine,
              unsigned& tied)
{
    double p = mine;
    for (std::size_t j = 0; j < others.size(); ++j) {
        const int d = dice[static_cast<std::size_t>(others[j])];
        if (subset >> j & 1) {
            p *= maxIs(d, k);
            tied |= 1u << others[j];
        } else {
            p *= maxBelow(d, k);
        }
    }
    return p;
}

// Chance that `side` wins among the sides in `alive` (a bit mask; `side` is in it).
double winAmong(const std::vector<int>& dice, unsigned alive, int side)
{
    if (alive == (1u << side)) return 1.0;
    // Sum over the winner's highest die k and over which other sides tie it at k. The case
    // where every side ties again repeats this same battle: W = a + p * W.
    const std::vector<int> others = othersAlive(dice, alive, side);
    const unsigned subsets = 1u << others.size();
    double direct = 0.0;
    double again = 0.0;
    for (int k = 1; k <= 6; ++k) {
        const double mine = maxIs(dice[static_cast<std::size_t>(side)], k);
        if (mine == 0.0) continue;
        // Each other side either ties at k or rolls lower: every subset of them that may tie.
        for (unsigned t = 0; t < subsets; ++t) {
            unsigned tied = 1u << side;
            const double p = tiedAt(dice, others, t, k, mine, tied);
            if (p == 0.0) continue;
            if (tied == alive) again += p;
            else direct += p * winAmong(dice, tied, side);
        }
    }
    return direct / (1.0 - again);
}

}  // namespace

double battleWinChance(const std::vector<int>& dice, int side)
{
    if (side < 0 || side >= static_cast<int>(dice.size())) return 0.0;
    const unsigned all = (1u << dice.size()) - 1;
    return winAmong(dice, all, side);
}

double duelWinChance(int mine, int theirs)
{
    constexpr int n = kMaxRuleDice + 1;
    static const auto table = [] {
        std::array<std::array<double, n>, n> t{};
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) t[a][b] = battleWinChance({a, b}, 0);
        return t;
    }();
    if (mine < 0 || theirs < 0 || mine >= n || theirs >= n) return battleWinChance({mine, theirs}, 0);
    return table[static_cast<std::size_t>(mine)][static_cast<std::size_t>(theirs)];
}

std::vector<BattlePreview> previewBattles(const Game& game, const MeepleMove& move)
{
    std::vector<BattlePreview> out;
    if (!game.inMeepleStep() || !game.checkMeeple(move)) return out;
    Game copy = game;
    copy.reseedDice(0);  // any dice: only who fights with how many dice is wanted
    TurnReport report;
    copy.finishTurn(move, nullptr, &report);
    const int me = game.currentPlayer();
    for (const BattleReport& b : report.battles) {
        BattlePreview p;
        p.kind = b.kind;
        p.sides = b.sides;
        std::vector<int> dice;
        for (std::size_t i = 0; i < b.sides.size(); ++i) {
            dice.push_back(b.sides[i].dice);
            if (b.sides[i].players >> me & 1) p.mySide = static_cast<int>(i);
            p.sides[i].points = 0;
            p.sides[i].outInRound = -1;
        }
        if (p.mySide >= 0) p.myChance = battleWinChance(dice, p.mySide);
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

// The open cells that none of the faces marked in `coming` fits in any rotation.
std::vector<Pos> cellsNoneFits(const Game& game, const std::vector<char>& coming)
{
    const int faces = static_cast<int>(coming.size());
    std::vector<Pos> dead;
    for (const Pos& cell : game.openCells()) {
        bool fillable = false;
        for (int f = 0; f < faces && !fillable; ++f) {
            if (!coming[static_cast<std::size_t>(f)]) continue;
            for (int r = 0; r < 4 && !fillable; ++r) fillable = game.fits(f, {cell, r});
        }
        if (!fillable) dead.push_back(cell);
    }
    return dead;
}

}  // namespace

std::vector<Pos> deadCells(const Game& game)
{
    const int faces = static_cast<int>(game.tileset().faces.size());
    std::vector<char> coming(static_cast<std::size_t>(faces), 0);
    for (int f = 0; f < faces; ++f) coming[static_cast<std::size_t>(f)] = game.remaining(f) > 0;
    for (int i = 0; i < game.rowSize(); ++i) coming[static_cast<std::size_t>(game.rowTile(i))] = 1;
    if (game.drawnTile() >= 0) coming[static_cast<std::size_t>(game.drawnTile())] = 1;
    return cellsNoneFits(game, coming);
}

std::vector<Pos> unfillableCells(const Game& game)
{
    std::vector<char> pileFaces(game.tileset().faces.size(), 1);
    const int start = game.tileset().startFace();
    if (start >= 0) pileFaces[static_cast<std::size_t>(start)] = 0;  // its one copy is on the board
    return cellsNoneFits(game, pileFaces);
}

namespace {

ScoreCategory categoryOf(FeatureKind k)
{
    return k == FeatureKind::Route ? ScoreCategory::Routes
           : k == FeatureKind::Asteroid ? ScoreCategory::Fields
                                        : ScoreCategory::Planets;
}

// Points go to each side once (a team scores once), as Game adds them.
void addToSides(const Game& game, SeatArray<ScoreBreakdown>& sides, std::uint8_t players, ScoreCategory c,
                int points)
{
    std::uint8_t done = 0;
    for (int p = 0; p < game.playerCount(); ++p) {
        const int t = game.team(p);
        if (!(players >> p & 1) || (done >> t & 1)) continue;
        done |= static_cast<std::uint8_t>(1u << t);
        sides[t][c] += points;
    }
}

}  // namespace

SeatArray<ScoreBreakdown> scoreBreakdown(const Game& game, const std::vector<TurnReport>& turns,
                                         const std::vector<ScoreReport>* finals)
{
    SeatArray<ScoreBreakdown> sides{};
    for (const TurnReport& t : turns) {
        for (const BattleReport& b : t.battles)
            for (const BattleSide& s : b.sides) addToSides(game, sides, s.players, ScoreCategory::Battles, s.points);
        for (const ScoreReport& s : t.scores) addToSides(game, sides, s.players, categoryOf(s.kind), s.points);
    }
    if (finals)
        for (const ScoreReport& s : *finals) addToSides(game, sides, s.players, ScoreCategory::Final, s.points);
    // Every seat shows its side's figures.
    SeatArray<ScoreBreakdown> out{};
    for (int p = 0; p < game.playerCount(); ++p) out[p] = sides[game.team(p)];
    return out;
}

}  // namespace swc
