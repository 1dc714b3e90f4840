// The balance lab: many games of one tile set and its rules between computer players, and the
// figures a designer needs to judge the set (docs/tileset-format.md, "Balance"). Plain C++, no
// Qt: a front end runs runBalance() off its interface thread, shows the progress it reports and
// may stop it at any time with the cancel flag.
#pragma once

#include "ai.h"
#include "boardfacts.h"
#include "game.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace swc {

// A mean and its spread, gathered one value at a time (Welford's method).
class Spread
{
public:
    void add(double x)
    {
        ++n_;
        const double d = x - mean_;
        mean_ += d / static_cast<double>(n_);
        m2_ += d * (x - mean_);
    }
    long count() const { return n_; }
    double mean() const { return mean_; }
    // The sample standard deviation (n - 1 in the denominator); 0 for fewer than 2 values.
    double sd() const;

private:
    long n_ = 0;
    double mean_ = 0;
    double m2_ = 0;
};

// The Wilson score interval of a proportion: `successes` out of `n` trials (successes may be
// fractional: a shared win counts as a share), at the normal quantile z (1.96: 95 %).
struct Interval
{
    double low = 0;
    double high = 0;
};
Interval wilsonInterval(double successes, double n, double z = 1.96);

struct BalanceOptions
{
    std::shared_ptr<const Tileset> set;
    Rules rules;                  // the house rules played (defaultRules(*set): the set's own) and team play
    std::vector<Color> players;   // the seats, in turn order (balanceSeats gives the usual ones)
    AiLevel level = AiLevel::Easy;  // every seat
    int games = 100;
    std::uint64_t seed = 1;       // game g (0-based) is dealt with seed + g
    int threads = 0;              // games played at once, each on a thread of its own; 0: one per core
};

// The threads a run with options.threads = `asked` uses: `asked`, or one per core for 0.
int balanceThreads(int asked);

// The colours of `count` seats (2 to 5) for a balance run: each faction as evenly as possible,
// and for four, the seats team play needs: red, black; + orange; red, black, green, white; + orange.
std::vector<Color> balanceSeats(int count);

struct BalanceReport
{
    int games = 0;          // games played to the end (fewer than asked when cancelled)
    bool cancelled = false;
    double seconds = 0;     // wall-clock time of the run

    // Tiles set aside (fit nowhere when drawn, or left face up fitting nowhere at the end), per
    // face: copies dealt over all games (the start tile: none) and how many of them were set aside.
    struct Face
    {
        std::string id;
        long dealt = 0;
        long setAside = 0;
    };
    std::vector<Face> faces;

    Spread turns;              // turns per game (a set-aside tile is not a turn)
    Spread unfillable;         // unfillable cells at the end of a game (unfillableCells, per game)
    int gamesWithUnfillable = 0;

    // Points per seat and game by where they came from, and the final scores (team-mates each
    // count their team's figures, as they share its score).
    IndexedArray<ScoreCategory, Spread, kScoreCategories> points;
    Spread total;
    std::vector<int> scores;  // every seat's final score in every game, for a distribution

    // Per seat: wins (a win shared by m seats counts 1/m) and mean final score.
    struct Seat
    {
        Color color = Color::Red;
        double wins = 0;
        Spread score;
    };
    std::vector<Seat> seats;

    // Battles: per game, by feature kind (all games together), and by faction: battles a side of
    // that faction fought in, and won.
    Spread battles;
    IndexedArray<FeatureKind, long, kFeatureKinds> battlesByKind{};
    FactionArray<long> factionBattles{};
    FactionArray<long> factionWins{};

    // A seat's win rate and its 95 % Wilson interval.
    double winRate(int seat) const;
    Interval winInterval(int seat) const;
};

// How far a run is, after a finished game.
struct BalanceStatus
{
    int done = 0;        // games finished
    int total = 0;       // games asked for
    double seconds = 0;  // wall-clock time since the run began
    double gamesPerSecond() const;
    double secondsLeft() const;  // at the pace so far; -1 before the first game
};
// Called after every finished game, on the thread that played it (one call at a time).
using BalanceProgress = std::function<void(const BalanceStatus&)>;

// Plays options.games games (options.set, options.rules and options.players must make a valid
// game: Game::checkPlayers) on options.threads threads. Game g is dealt with seed + g and its
// computer players are seeded from that, and the games are added to the report in the order of
// g, so that the report is the same for any number of threads. Safe to run on any thread;
// `cancel` (may be null) is checked before every turn: a game it interrupts is left out, the games
// finished are in the report (`cancelled` set).
BalanceReport runBalance(const BalanceOptions& options, const BalanceProgress& progress = {},
                         const std::atomic<bool>* cancel = nullptr);

// The report as CSV (comma-separated, one figure a line, a header line first; words in English).
std::string balanceCsv(const BalanceReport& report);

}  // namespace swc
