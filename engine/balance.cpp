#include "balance.h"

#include "random_play.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>

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

// What one finished game adds to the report, worked out on the thread that played it; the
// report adds the games in the order of their index, so that it is the same for any number of
// threads.
struct GameFigures
{
    int index = 0;
    SeatArray<int> final{};
    SeatArray<ScoreBreakdown> breakdown{};
    int turns = 0;
    std::vector<int> setAside;
    std::size_t unfillable = 0;
    int battles = 0;
    IndexedArray<FeatureKind, long, kFeatureKinds> battlesByKind{};
    FactionArray<long> factionBattles{};
    FactionArray<long> factionWins{};
};

GameFigures figuresOf(const Game& game, const std::vector<TurnReport>& turns, std::vector<ScoreReport>& finals)
{
    GameFigures f;
    finals.clear();
    f.final = game.finalScores(&finals);
    f.breakdown = scoreBreakdown(game, turns, &finals);
    f.turns = game.turnNumber();
    f.setAside = game.setAside();
    f.unfillable = unfillableCells(game).size();
    for (const TurnReport& t : turns)
        for (const BattleReport& b : t.battles) {
            ++f.battles;
            ++f.battlesByKind[b.kind];
            // Each faction once per battle it took part in (two Rebel players may fight each other).
            FactionArray<bool> in{};
            for (const BattleSide& s : b.sides) in[game.faction(s.seat)] = true;
            for (const Faction k : kAllFactions) f.factionBattles[k] += in[k];
            if (b.winner >= 0) ++f.factionWins[game.faction(b.sides[static_cast<std::size_t>(b.winner)].seat)];
        }
    return f;
}

void addGame(BalanceReport& r, const Tileset& set, const GameFigures& g)
{
    const int players = static_cast<int>(r.seats.size());
    int best = g.final[0];
    for (int p = 1; p < players; ++p) best = std::max(best, g.final[p]);
    int winners = 0;
    for (int p = 0; p < players; ++p) winners += g.final[p] == best;
    for (int p = 0; p < players; ++p) {
        for (int c = 0; c < kScoreCategories; ++c) r.points[c].add(g.breakdown[p][c]);
        r.total.add(g.final[p]);
        r.scores.push_back(g.final[p]);
        BalanceReport::Seat& seat = r.seats[static_cast<std::size_t>(p)];
        seat.score.add(g.final[p]);
        if (g.final[p] == best) seat.wins += 1.0 / winners;
    }
    r.turns.add(g.turns);
    const int start = set.startFace();
    for (std::size_t f = 0; f < r.faces.size(); ++f)
        if (static_cast<int>(f) != start) r.faces[f].dealt += set.faces[f].count;
    for (int f : g.setAside) ++r.faces[static_cast<std::size_t>(f)].setAside;
    r.unfillable.add(static_cast<double>(g.unfillable));
    if (g.unfillable > 0) ++r.gamesWithUnfillable;
    r.battles.add(g.battles);
    for (int k = 0; k < kFeatureKinds; ++k) r.battlesByKind[k] += g.battlesByKind[k];
    for (const Faction k : kAllFactions) {
        r.factionBattles[k] += g.factionBattles[k];
        r.factionWins[k] += g.factionWins[k];
    }
    ++r.games;
}

bool stopped(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Plays game `index` of the run to its end; nothing when `cancel` stops it first.
std::optional<GameFigures> playGame(const BalanceOptions& o, int index, const std::atomic<bool>* cancel)
{
    const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(index);
    Game game(o.set, o.players, o.rules, seed);
    // The random level plays as `simulate` does; the others are computer players, one a seat.
    Rng policy(seed * 0x9e3779b97f4a7c15ULL + 17);
    RandomPlayScratch scratch;
    std::vector<AiPlayer> ais;
    if (o.level != AiLevel::Random)
        for (std::size_t p = 0; p < o.players.size(); ++p) ais.emplace_back(o.level, seed * 7 + 1 + p);
    std::vector<TurnReport> turns;
    for (;;) {
        if (stopped(cancel)) return std::nullopt;
        TurnReport& t = turns.emplace_back();
        const bool played = o.level == AiLevel::Random
                                ? playRandomTurn(game, policy, scratch, nullptr, nullptr, &t)
                                : playAiTurn(game, ais[static_cast<std::size_t>(game.currentPlayer())], cancel, &t);
        if (!played) break;
    }
    if (stopped(cancel)) return std::nullopt;  // the last move may have been cut short
    turns.pop_back();
    std::vector<ScoreReport> finals;
    GameFigures f = figuresOf(game, turns, finals);
    f.index = index;
    return f;
}

// The games of a run shared out between threads: each takes the next game not yet started;
// finished games are added to the report in the order of their index.
class BalanceRun
{
public:
    BalanceRun(const BalanceOptions& o, const BalanceProgress& progress, const std::atomic<bool>* cancel)
        : o_(o), progress_(progress), cancel_(cancel), started_(std::chrono::steady_clock::now())
    {
        for (const TileFace& f : o.set->faces) report_.faces.push_back({f.id, 0, 0});
        for (Color c : o.players) report_.seats.push_back({c, 0, {}});
    }

    void work()
    {
        for (;;) {
            const int index = next_.fetch_add(1);
            if (index >= o_.games || stopped(cancel_)) return;
            auto figures = playGame(o_, index, cancel_);
            if (!figures) return;
            finished(std::move(*figures));
        }
    }

    BalanceReport finish()
    {
        // Cancelled: the games finished after one that was not are added too, still in order.
        for (const GameFigures& g : waiting_) addGame(report_, *o_.set, g);
        report_.cancelled = report_.games < o_.games;
        report_.seconds = elapsed();
        return std::move(report_);
    }

private:
    double elapsed() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

    void finished(GameFigures figures)
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        const auto at = std::lower_bound(waiting_.begin(), waiting_.end(), figures.index,
                                         [](const GameFigures& g, int i) { return g.index < i; });
        waiting_.insert(at, std::move(figures));
        while (!waiting_.empty() && waiting_.front().index == report_.games) {
            addGame(report_, *o_.set, waiting_.front());
            waiting_.erase(waiting_.begin());
        }
        ++done_;
        if (progress_) progress_(BalanceStatus{done_, o_.games, elapsed()});
    }

    const BalanceOptions& o_;
    const BalanceProgress& progress_;
    const std::atomic<bool>* cancel_;
    const std::chrono::steady_clock::time_point started_;
    std::atomic<int> next_{0};
    std::mutex mutex_;
    BalanceReport report_;
    std::vector<GameFigures> waiting_;  // finished before an earlier game, by index
    int done_ = 0;
};

}  // namespace

double BalanceStatus::gamesPerSecond() const
{
    return seconds > 0 ? done / seconds : 0.0;
}

double BalanceStatus::secondsLeft() const
{
    return done > 0 ? seconds * (total - done) / done : -1.0;
}

int balanceThreads(int asked)
{
    if (asked > 0) return asked;
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

BalanceReport runBalance(const BalanceOptions& o, const BalanceProgress& progress, const std::atomic<bool>* cancel)
{
    BalanceRun run(o, progress, cancel);
    const int threads = std::min(balanceThreads(o.threads), std::max(1, o.games));
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) helpers.emplace_back([&run] { run.work(); });
    run.work();
    for (std::thread& h : helpers) h.join();
    return run.finish();
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
constexpr const char* kKindNames[kFeatureKinds] = {"routes", "fields", "planets"};

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
    for (int c = 0; c < kScoreCategories; ++c) spread("points", kCategoryNames[c], r.points[c]);
    spread("points", "total", r.total);
    for (std::size_t s = 0; s < r.seats.size(); ++s) {
        const Interval ci = r.winInterval(static_cast<int>(s));
        line("seat", std::to_string(s + 1) + " " + colorName(r.seats[s].color), number(r.seats[s].wins),
             std::to_string(r.games), number(r.seats[s].score.mean()), number(r.seats[s].score.sd()),
             number(r.winRate(static_cast<int>(s))), number(ci.low), number(ci.high));
    }
    spread("battles", "all", r.battles);
    for (int k = 0; k < kFeatureKinds; ++k)
        line("battles", kKindNames[k], std::to_string(r.battlesByKind[k]), std::to_string(r.games), "", "", "", "", "");
    for (const Faction f : kAllFactions) {
        const long fought = r.factionBattles[f];
        const long won = r.factionWins[f];
        const Interval ci = wilsonInterval(static_cast<double>(won), static_cast<double>(fought));
        line("faction-wins", factionName(f), std::to_string(won), std::to_string(fought), "", "",
             fought ? number(static_cast<double>(won) / static_cast<double>(fought)) : "", fought ? number(ci.low) : "",
             fought ? number(ci.high) : "");
    }
    return out;
}

}  // namespace swc
