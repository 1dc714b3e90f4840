#include "balance.h"

#include "random_play.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace swc {

double Spread::sd() const
{
    return n_ < 2 ? 0.0 : std::sqrt(m2_ / static_cast<double>(n_ - 1));
}

Interval wilsonInterval(double successes, double n, double z)
{
    if (n <= 0) return {0.0, 0.0};
    const double p = successes / n;
    const double z2 = z * z;
    const double denom = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::vector<Color> balanceSeats(int count)
{
    static const std::vector<std::vector<Color>> seats = {
        {Color::Red, Color::Black},
        {Color::Red, Color::Black, Color::Orange},
        {Color::Red, Color::Black, Color::Green, Color::White},
        {Color::Red, Color::Black, Color::Green, Color::White, Color::Orange},
    };
    if (count < 2 || count > kMaxPlayers) return {};
    return seats[static_cast<std::size_t>(count - 2)];
}

double BalanceReport::winRate(int seat) const
{
    return games > 0 ? seats[static_cast<std::size_t>(seat)].wins / games : 0.0;
}

Interval BalanceReport::winInterval(int seat) const
{
    return wilsonInterval(seats[static_cast<std::size_t>(seat)].wins, games);
}

namespace {

// A turn report emptied for the next turn, its lists keeping their room.
void clearReport(TurnReport& t)
{
    t.battles.clear();
    t.scores.clear();
    t.replacements.clear();
}

// What one finished game adds to the report.
void addGame(BalanceReport& r, const Game& game, const std::vector<TurnReport>& turns,
             std::vector<ScoreReport>& finals)
{
    finals.clear();
    const auto final = game.finalScores(&finals);
    const auto breakdown = scoreBreakdown(game, turns, &finals);
    const int players = game.playerCount();
    int best = final[0];
    for (int p = 1; p < players; ++p) best = std::max(best, final[static_cast<std::size_t>(p)]);
    int winners = 0;
    for (int p = 0; p < players; ++p) winners += final[static_cast<std::size_t>(p)] == best;
    for (int p = 0; p < players; ++p) {
        const auto seat = static_cast<std::size_t>(p);
        for (int c = 0; c < kScoreCategories; ++c)
            r.points[static_cast<std::size_t>(c)].add(breakdown[seat][static_cast<std::size_t>(c)]);
        r.total.add(final[seat]);
        r.scores.push_back(final[seat]);
        r.seats[seat].score.add(final[seat]);
        if (final[seat] == best) r.seats[seat].wins += 1.0 / winners;
    }

    r.turns.add(game.turnNumber());
    const int start = game.tileset().startFace();
    for (std::size_t f = 0; f < r.faces.size(); ++f)
        if (static_cast<int>(f) != start) r.faces[f].dealt += game.tileset().faces[f].count;
    for (int f : game.setAside()) ++r.faces[static_cast<std::size_t>(f)].setAside;

    const auto unfillable = unfillableCells(game).size();
    r.unfillable.add(static_cast<double>(unfillable));
    if (unfillable > 0) ++r.gamesWithUnfillable;

    int battles = 0;
    for (const TurnReport& t : turns)
        for (const BattleReport& b : t.battles) {
            ++battles;
            ++r.battlesByKind[static_cast<std::size_t>(b.kind)];
            // Each faction once per battle it took part in (two Rebel players may fight each other).
            std::array<bool, kFactions> in{};
            for (const BattleSide& s : b.sides) in[static_cast<std::size_t>(game.faction(s.seat))] = true;
            for (int f = 0; f < kFactions; ++f) r.factionBattles[static_cast<std::size_t>(f)] += in[static_cast<std::size_t>(f)];
            if (b.winner >= 0)
                ++r.factionWins[static_cast<std::size_t>(game.faction(b.sides[static_cast<std::size_t>(b.winner)].seat))];
        }
    r.battles.add(battles);
    ++r.games;
}

}  // namespace

BalanceReport runBalance(const BalanceOptions& o, const BalanceProgress& progress, const std::atomic<bool>* cancel)
{
    const auto started = std::chrono::steady_clock::now();
    BalanceReport r;
    for (const TileFace& f : o.set->faces) r.faces.push_back({f.id, 0, 0});
    for (Color c : o.players) r.seats.push_back({c, 0, {}});
    const auto stop = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    RandomPlayScratch scratch;
    std::vector<TurnReport> turns;
    std::vector<ScoreReport> finals;
    std::vector<AiPlayer> ais;
    for (int g = 0; g < o.games && !r.cancelled; ++g) {
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
        Game game(o.set, o.players, o.rules, seed);
        // The random level plays as `simulate` does; the others are computer players, one a seat.
        Rng policy(seed * 0x9e3779b97f4a7c15ULL + 17);
        ais.clear();
        if (o.level != AiLevel::Random)
            for (std::size_t p = 0; p < o.players.size(); ++p) ais.emplace_back(o.level, seed * 7 + 1 + p);
        std::size_t n = 0;
        for (;;) {
            if (stop()) {
                r.cancelled = true;
                break;
            }
            if (n == turns.size()) turns.emplace_back();
            TurnReport& t = turns[n];
            clearReport(t);
            const bool played = o.level == AiLevel::Random
                                    ? playRandomTurn(game, policy, scratch, nullptr, nullptr, &t)
                                    : playAiTurn(game, ais[static_cast<std::size_t>(game.currentPlayer())], cancel, &t);
            if (!played) break;
            ++n;
        }
        if (r.cancelled) break;
        turns.resize(n);
        addGame(r, game, turns, finals);
        if (progress) progress(r.games, o.games);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return r;
}

namespace {

// A CSV field: quoted when it holds a comma, a quote or a line break (a face id may).
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string number(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", x);
    return buf;
}

constexpr const char* kCategoryNames[kScoreCategories] = {"routes", "fields", "planets", "battles", "final"};
constexpr const char* kKindNames[3] = {"routes", "fields", "planets"};

}  // namespace

std::string balanceCsv(const BalanceReport& r)
{
    std::string out = "figure,item,count,total,mean,sd,rate,low95,high95\n";
    // figure, item, count, total, mean, sd, rate, low, high; empty strings are empty cells.
    const auto line = [&out](const std::string& figure, const std::string& item, const std::string& count,
                             const std::string& total, const std::string& mean, const std::string& sd,
                             const std::string& rate, const std::string& low, const std::string& high) {
        out += csvField(figure) + "," + csvField(item) + "," + count + "," + total + "," + mean + "," + sd + "," +
               rate + "," + low + "," + high + "\n";
    };
    const auto spread = [&](const std::string& figure, const std::string& item, const Spread& s) {
        line(figure, item, "", std::to_string(s.count()), number(s.mean()), number(s.sd()), "", "", "");
    };
    line("games", "", std::to_string(r.games), "", "", "", "", "", "");
    spread("turns", "", r.turns);
    for (const BalanceReport::Face& f : r.faces) {
        if (f.dealt == 0) continue;
        line("set-aside", f.id, std::to_string(f.setAside), std::to_string(f.dealt), "", "",
             number(static_cast<double>(f.setAside) / static_cast<double>(f.dealt)), "", "");
    }
    line("unfillable-cells", "", std::to_string(r.gamesWithUnfillable), std::to_string(r.games),
         number(r.unfillable.mean()), number(r.unfillable.sd()),
         number(r.games ? static_cast<double>(r.gamesWithUnfillable) / r.games : 0.0), "", "");
    for (int c = 0; c < kScoreCategories; ++c) spread("points", kCategoryNames[c], r.points[static_cast<std::size_t>(c)]);
    spread("points", "total", r.total);
    for (std::size_t s = 0; s < r.seats.size(); ++s) {
        const Interval ci = r.winInterval(static_cast<int>(s));
        line("seat", std::to_string(s + 1) + " " + colorName(r.seats[s].color), number(r.seats[s].wins),
             std::to_string(r.games), number(r.seats[s].score.mean()), number(r.seats[s].score.sd()),
             number(r.winRate(static_cast<int>(s))), number(ci.low), number(ci.high));
    }
    spread("battles", "all", r.battles);
    for (int k = 0; k < 3; ++k)
        line("battles", kKindNames[k], std::to_string(r.battlesByKind[static_cast<std::size_t>(k)]),
             std::to_string(r.games), "", "", "", "", "");
    for (int f = 0; f < kFactions; ++f) {
        const long fought = r.factionBattles[static_cast<std::size_t>(f)];
        const long won = r.factionWins[static_cast<std::size_t>(f)];
        const Interval ci = wilsonInterval(static_cast<double>(won), static_cast<double>(fought));
        line("faction-wins", factionName(static_cast<Faction>(f)), std::to_string(won), std::to_string(fought), "", "",
             fought ? number(static_cast<double>(won) / static_cast<double>(fought)) : "", fought ? number(ci.low) : "",
             fought ? number(ci.high) : "");
    }
    return out;
}

}  // namespace swc
