// sw-carcassonne-cli: the headless front end (validate, replay, analyse, simulate, arena, balance; with
// network play, join and assign). Output is JSON on stdout (balance: a text report); errors go to
// stderr, a file's as "FILE:LINE:COL: message", with exit code 2. The commands and their options
// are the table at the end (commandline.h reads the command line and writes the help).

#include "ai.h"
#include "artcheck.h"
#include "balance.h"
#include "bench.h"
#include "commandline.h"
#include "gameanalysis.h"
#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "textfile.h"
#include "tileset.h"
#include "timeline.h"

#include <QCoreApplication>

#ifdef SWC_WITH_RENDER
#include "render.h"  // print and picture
#endif

#include <algorithm>
#include <atomic>
#include <csignal>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#if defined(_WIN32)
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

using namespace swc;
using namespace swc::cli;

#ifdef SWC_WITH_NET
int joinCommand(const CommandLine& line);    // join.cpp: a computer player in a network game
int assignCommand(const CommandLine& line);  // join.cpp: the host hands a seat to a computer
#endif

namespace {

constexpr int kExitInterrupted = 130;  // balance stopped by SIGINT (Ctrl+C): 128 + the signal, as shells do

template <typename Scores>
std::string scoresJson(const Game& g, const Scores& scores)
{
    std::string out = "{";
    for (int p = 0; p < g.playerCount(); ++p) {
        if (p) out += ", ";
        out += jsonString(colorName(g.color(p))) + ": " + std::to_string(scores[static_cast<std::size_t>(p)]);
    }
    return out + "}";
}

constexpr std::uint64_t kMaxGames = 1000000000;

// A tile set named on the command line: a built-in name or a file. Its errors go to stderr.
std::shared_ptr<const Tileset> commandTileset(const std::string& ref)
{
    std::vector<TilesetError> errors;
    auto set = resolveTileset(ref, std::string(), errors);
    if (!set) {
        if (errors.empty()) std::cerr << ref << ": " << text(QT_TRANSLATE_NOOP("cli", "no such tile set")) << "\n";
        for (const TilesetError& e : errors) std::cerr << errorText(e) << "\n";
    }
    return set;
}

// --variants: a comma-separated list of house rules, or "none". The variants of `rules` become those.
bool parseVariants(const std::string& text, Rules& rules, std::string& why)
{
    rules.variants = 0;
    if (text == "none") return true;
    std::istringstream in(text);
    std::string name;
    while (std::getline(in, name, ',')) {
        const auto v = parseVariant(name);
        if (!v) {
            why = cli::text(QT_TRANSLATE_NOOP("cli", "unknown variant '%1' (explorers-guild, hyperspace, galaxy-traders, "
                                                "endgame, intel-and-rumours, or none)"),
                       {name});
            return false;
        }
        if (rules.has(*v)) {
            why = cli::text(QT_TRANSLATE_NOOP("cli", "--variants: the house rule '%1' is listed twice"), {name});
            return false;
        }
        rules.set(*v);
    }
    return true;
}

int reportErrors(const std::vector<RecordError>& errors)
{
    for (const RecordError& e : errors) std::cerr << errorText(e) << "\n";
    return kExitInvalid;
}

// An illegal move: the message begins "turn N:" and says what is wrong; where it is written follows.
int reportIllegalTurn(const std::string& path, const RecordError& e)
{
    std::cerr << errorMessage(e) << "\n";
    if (e.pos.line > 0)
        std::cerr << "  "
                  << text(QT_TRANSLATE_NOOP("cli", "at %1"),
                          {path + ":" + std::to_string(e.pos.line) + ":" + std::to_string(e.pos.column)})
                  << "\n";
    return kExitInvalid;
}

// A record written before records said how their pile is ordered, replayed as it was played then.
void noteOlderSave(const std::string& path, const GameRecord& rec)
{
    if (rec.pileOrder != PileOrder::Swapped) return;
    std::cerr << path << ": "
              << text(QT_TRANSLATE_NOOP("cli", "an older save: replayed with the draw pile of the version that saved it"))
              << "\n";
}

// What a valid set holds, and what its rules: section changes, if anything: its house rules, then
// its numbers.
void printValidSet(const std::string& path, const Tileset& set)
{
    std::string rules;
    for (int v = 0; v < kVariants; ++v)
        if (set.rules.has(static_cast<Variant>(v)))
            rules += (rules.empty() ? "" : ", ") + std::string(variantName(static_cast<Variant>(v)));
    for (const ScoringKey& k : scoringKeys())
        if (set.rules.scoring.*k.field != Scoring{}.*k.field)
            rules += (rules.empty() ? "" : ", ") + std::string(k.key) + " " + std::to_string(set.rules.scoring.*k.field);
    std::cout << path << ": valid tile set '" << set.name << "': " << set.faces.size() << " faces, "
              << set.totalTiles() << " tiles" << (rules.empty() ? "" : "; rules: " + rules) << "\n";
}

int validate(const std::string& path)
{
    // A built-in set's name, as everywhere a set is named (resolveTileset).
    if (const auto builtin = builtinTilesetNamed(path)) {
        printValidSet(path, *builtin);
        return kExitOk;
    }
    std::string text;
    if (readTextFile(path, text) != FileReadResult::Ok) {
        std::vector<TilesetError> errors;
        loadTileset(path, errors);  // fails the same way and words why
        for (const TilesetError& e : errors) std::cerr << errorText(e) << "\n";
        return kExitInvalid;
    }
    // What the file holds decides the reader; text that is neither (or not YAML) gets the tile-set
    // reader's messages.
    if (detectFileKind(text) != FileKind::GameRecord) {
        std::vector<TilesetError> errors;
        auto set = parseTileset(text, path, errors, artFolderOf(path));
        if (set) errors = checkTilesetArt(*set, path);  // a face's own art, checked as the screens check it
        if (!set || !errors.empty()) {
            for (const TilesetError& e : errors) std::cerr << errorText(e) << "\n";
            return kExitInvalid;
        }
        printValidSet(path, *set);
        return kExitOk;
    }
    std::vector<RecordError> errors;
    const auto rec = parseRecord(text, path, std::filesystem::path(path).parent_path().string(), errors);
    if (!rec) return reportErrors(errors);
    noteOlderSave(path, *rec);
    const ReplayResult r = replay(*rec);
    if (r.error) return reportIllegalTurn(path, *r.error);
    std::cout << path << ": valid game record: " << rec->players.size() << " players, " << r.turnsPlayed
              << " turns, all legal\n";
    return kExitOk;
}

int replayCommand(const std::string& path)
{
    std::vector<RecordError> errors;
    const auto rec = loadRecord(path, errors);
    if (!rec) return reportErrors(errors);
    noteOlderSave(path, *rec);
    const ReplayResult r = replay(*rec);
    if (r.error) return reportIllegalTurn(path, *r.error);
    const Game& g = r.game;
    std::array<int, kMaxPlayers> now{};
    for (int p = 0; p < g.playerCount(); ++p) now[static_cast<std::size_t>(p)] = g.score(p);
    std::cout << "{\"turns\": " << r.turnsPlayed << ", \"scores\": " << scoresJson(g, now)
              << ", \"final_scores\": " << scoresJson(g, g.finalScores()) << ", \"tiles_left\": " << g.pileSize()
              << ", \"set_aside\": " << g.setAside().size() << "}\n";
    return kExitOk;
}

// A list of colours, "red,black": appended to `players`; false with the reason at an unknown one.
bool colourList(const std::string& opt, const std::string& list, std::vector<Color>& players, std::string& why)
{
    if (std::string none; list.empty()) return readText(opt, list, none, why);
    std::istringstream in(list);
    std::string name;
    while (std::getline(in, name, ',')) {
        const auto c = parseColor(name);
        if (!c) {
            why = text(QT_TRANSLATE_NOOP("cli", "unknown colour '%1' (red, green, black, white, orange)"), {name});
            return false;
        }
        players.push_back(*c);
    }
    return true;
}

// Reads the options of `line` in the order given with `read(opt, value, why)`; false after the
// first it refuses, with its reason.
template <typename Read>
bool readOptions(const CommandLine& line, Read read, std::string& why)
{
    for (const auto& [opt, value] : line.options)
        if (!read(opt, value, why)) return false;
    return true;
}

// What simulate and arena share: how many games, from which seed, of which set and house rules.
struct Games
{
    std::uint64_t count = 0;
    std::uint64_t seed = 1;
    std::string tileset = "standard";
    std::optional<std::string> variants;  // --variants, else the set's own
    std::shared_ptr<const Tileset> set;   // once read
    Rules rules;
};

// --games, --seed, --tileset or --variants.
bool gamesOption(const std::string& opt, const std::string& value, Games& g, std::string& why)
{
    if (opt == "--games") return readNumber(opt, value, 1, kMaxGames, g.count, why);
    if (opt == "--seed") return readNumber(opt, value, 0, UINT64_MAX, g.seed, why);
    if (opt == "--tileset") return readText(opt, value, g.tileset, why);
    return readText(opt, value, g.variants.emplace(), why);
}

std::string gamesRequired()
{
    return text(QT_TRANSLATE_NOOP("cli", "--games is required (%1)"), {wholeNumbers(1, kMaxGames)});
}

// The set of `g` and its rules: its own house rules unless --variants names others. False after
// saying why on stderr.
bool readSet(const char* command, Games& g, bool teams)
{
    g.set = commandTileset(g.tileset);
    if (!g.set) return false;
    g.rules = defaultRules(*g.set, teams);
    std::string why;
    if (g.variants && !parseVariants(*g.variants, g.rules, why)) {
        fail(command, why);
        return false;
    }
    return true;
}

// analyse: every decision of a record judged by the computer's search (engine/gameanalysis.h,
// docs/analysis.md), one JSON line each on stdout in step order.
struct AnalyseArgs
{
    AnalysisOptions options;
    int threads = 0;  // 0: one per core
};

bool analyseOption(const std::string& opt, const std::string& value, AnalyseArgs& a, std::string& why)
{
    if (opt == "--level") {
        if (!readLevel(opt, value, a.options.level, why)) return false;
        // Random has no search to judge with (the engine would analyse as easy: asked for random,
        // the user gets told); the expert is not analysable (gameanalysis.h).
        if (a.options.level == AiLevel::Random || !analysable(a.options.level))
            why = text(QT_TRANSLATE_NOOP("cli", "%1 must be easy, medium or hard, not '%2'"), {opt, value});
        return why.empty();
    }
    if (opt == "--seed") return readNumber(opt, value, 0, UINT64_MAX, a.options.seed, why);
    std::uint64_t n = 0;  // --threads
    if (!readNumber(opt, value, 1, 256, n, why)) return false;
    a.threads = static_cast<int>(n);
    return true;
}

// Progress on stderr when it is a terminal: one line rewritten in place.
class AnalyseProgress
{
public:
    explicit AnalyseProgress(std::size_t total) : total_(total), on_(isatty(fileno(stderr)) != 0) { show(); }
    void step()
    {
        ++done_;
        show();
    }
    ~AnalyseProgress()
    {
        if (on_) std::cerr << "\r\x1b[K" << std::flush;
    }

private:
    void show() const
    {
        if (on_)
            std::cerr << "\r"
                      << countText(QT_TRANSLATE_N_NOOP("cli", "%n of %1 decisions analysed"), static_cast<int>(done_),
                                   {std::to_string(total_)})
                      << "\x1b[K" << std::flush;
    }
    std::size_t total_;
    std::size_t done_ = 0;
    bool on_;
};

int analyseCommand(const CommandLine& line)
{
    AnalyseArgs args;
    std::string why;
    const auto read = [&args](const std::string& o, const std::string& v, std::string& w) { return analyseOption(o, v, args, w); };
    if (!readOptions(line, read, why)) return fail("analyse", why);
    const std::string& path = line.arguments[0];
    std::vector<RecordError> errors;
    auto rec = loadRecord(path, errors);
    if (!rec) return reportErrors(errors);
    noteOlderSave(path, *rec);
    const Timeline timeline(std::move(*rec));
    if (timeline.error()) return reportIllegalTurn(path, *timeline.error());
    const std::vector<int> steps = analysedSteps(timeline);
    std::atomic<bool> stop{false};
    bool written = true;
    AnalyseProgress progress(steps.size());
    analyseDecisions(
        timeline, steps, args.options, balanceThreads(args.threads),
        [&](const DecisionAnalysis& a) {
            written = written && static_cast<bool>(std::cout << analysisJson(timeline, a) << "\n" << std::flush);
            if (!written) stop = true;
            progress.step();
        },
        &stop);
    if (!written) return fail("analyse", text(QT_TRANSLATE_NOOP("cli", "cannot write the result to the standard output")));
    return kExitOk;
}

// simulate: N random games, their mean length and scores.
struct Simulation
{
    Games games;
    std::vector<Color> players;
    bool teams = false;
};

bool simulateOption(const std::string& opt, const std::string& value, Simulation& s, std::string& why)
{
    if (opt == "--teams") {
        s.teams = true;
        return true;
    }
    if (opt == "--players") return colourList(opt, value, s.players, why);
    return gamesOption(opt, value, s.games, why);
}

void printSimulation(const Simulation& s, const std::vector<double>& sum, long turns, double seconds)
{
    const auto games = static_cast<double>(s.games.count);
    std::string means = "{";
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.3f", sum[p] / games);
        means += (p ? ", " : "") + jsonString(colorName(s.players[p])) + ": " + buf;
    }
    means += "}";
    char head[256];
    std::snprintf(head, sizeof head,
                  "{\"games\": %llu, \"seconds\": %.4f, \"games_per_second\": %.1f, \"mean_turns\": %.2f, ",
                  static_cast<unsigned long long>(s.games.count), seconds, seconds > 0 ? games / seconds : 0.0,
                  static_cast<double>(turns) / games);
    std::cout << head << "\"mean_scores\": " << means << "}\n";
}

int simulateCommand(const CommandLine& line)
{
    Simulation s;
    std::string why;
    if (!readOptions(line, [&s](const std::string& o, const std::string& v, std::string& w) { return simulateOption(o, v, s, w); },
                     why))
        return fail("simulate", why);
    if (s.games.count == 0) return fail("simulate", gamesRequired());
    Rules teams;
    teams.teams = s.teams;
    if (const PlayersError bad = Game::checkPlayers(s.players, teams))
        return fail("simulate", errorText(bad));
    if (!readSet("simulate", s.games, s.teams)) return kExitInvalid;
    std::vector<double> sum(s.players.size(), 0.0);
    long turns = 0;
    RandomPlayScratch scratch;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t g = 0; g < s.games.count; ++g) {
        const std::uint64_t seed = s.games.seed + g;
        Game game(s.games.set, s.players, s.games.rules, seed);
        Rng policy(seed * 0x9e3779b97f4a7c15ULL + 17);
        while (playRandomTurn(game, policy, scratch)) ++turns;
        const auto final = game.finalScores();
        for (std::size_t p = 0; p < s.players.size(); ++p) sum[p] += final[p];
    }
    printSimulation(s, sum, turns, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return kExitOk;
}

// arena: two computer players, 2-player games, alternating seats (a first in even games).
struct Arena
{
    Games games;
    AiLevel a = AiLevel::Easy, b = AiLevel::Easy;
};

bool arenaOption(const std::string& opt, const std::string& value, Arena& arena, std::string& why)
{
    if (opt == "--a" || opt == "--b") return readLevel(opt, value, opt == "--a" ? arena.a : arena.b, why);
    return gamesOption(opt, value, arena.games, why);
}

// What an arena run found: the wins, and per side (0: a, 1: b) the final scores and the wall-clock
// and processor seconds of the moves. The processor time is what one core spends whatever else
// runs on the machine.
struct ArenaResult
{
    long aWins = 0, bWins = 0, draws = 0;
    MatchGame total;
};

// Game n of the run (seed + n), a first in even games, its moves timed, added to `r`.
void playArenaGame(const Arena& arena, std::uint64_t n, ArenaResult& r)
{
    const std::uint64_t s = arena.games.seed + n;
    const MatchSide sides[2] = {{arena.a, AiConfig::forLevel(arena.a)}, {arena.b, AiConfig::forLevel(arena.b)}};
    const MatchGame g = playMatchGame(arena.games.set, arena.games.rules, s, s * 7 + 1, sides, n % 2 == 0);
    r.total.add(g);
    if (g.score[0] > g.score[1]) ++r.aWins;
    else if (g.score[1] > g.score[0]) ++r.bWins;
    else ++r.draws;
}

void printArena(const Arena& arena, const ArenaResult& r)
{
    // Wilson score interval for a's win rate (a draw counts half).
    const double nGames = static_cast<double>(arena.games.count);
    const double wins = static_cast<double>(r.aWins) + 0.5 * static_cast<double>(r.draws);
    const Interval ci = wilsonInterval(wins, nGames);
    const MatchGame& t = r.total;
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  "{\"a\": \"%s\", \"b\": \"%s\", \"games\": %llu, \"a_wins\": %ld, \"b_wins\": %ld, \"draws\": %ld, "
                  "\"a_win_rate\": %.4f, \"a_win_rate_ci95\": [%.4f, %.4f], \"a_mean_score\": %.2f, "
                  "\"b_mean_score\": %.2f, \"a_seconds_per_move\": %.5f, \"b_seconds_per_move\": %.5f, "
                  "\"a_cpu_seconds_per_move\": %.5f, \"b_cpu_seconds_per_move\": %.5f, "
                  "\"a_max_seconds_per_move\": %.4f, \"b_max_seconds_per_move\": %.4f, "
                  "\"a_max_cpu_seconds_per_move\": %.4f, \"b_max_cpu_seconds_per_move\": %.4f}\n",
                  aiLevelName(arena.a), aiLevelName(arena.b), static_cast<unsigned long long>(arena.games.count), r.aWins,
                  r.bWins, r.draws, wins / nGames, ci.low, ci.high, static_cast<double>(t.score[0]) / nGames,
                  static_cast<double>(t.score[1]) / nGames, t.perMove(t.seconds, 0), t.perMove(t.seconds, 1),
                  t.perMove(t.cpuSeconds, 0), t.perMove(t.cpuSeconds, 1), t.maxSeconds[0], t.maxSeconds[1], t.maxCpu[0],
                  t.maxCpu[1]);
    std::cout << buf;
}

int arenaCommand(const CommandLine& line)
{
    Arena arena;
    std::string why;
    if (!readOptions(line, [&arena](const std::string& o, const std::string& v, std::string& w) { return arenaOption(o, v, arena, w); },
                     why))
        return fail("arena", why);
    if (arena.games.count == 0) return fail("arena", gamesRequired());
    if (!readSet("arena", arena.games, false)) return kExitInvalid;
    ArenaResult r;
    for (std::uint64_t n = 0; n < arena.games.count; ++n) playArenaGame(arena, n, r);
    printArena(arena, r);
    return kExitOk;
}

// balance: many games of a tile set and its rules between computer players; a text report on
// stdout (docs/tileset-format.md, "Balance"), and with --csv every figure in a CSV file. The report
// is in English whatever the language: scripts and the documentation read it.
std::string percent(double share)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * share);
    return buf;
}

std::string fixed(double x, int decimals = 2)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    return buf;
}

// The run: its set, games, seats, level and house rules; its speed and length.
void printBalanceHead(const BalanceOptions& o, const BalanceReport& r, std::ostream& out)
{
    std::string seats, variants;
    for (Color c : o.players) seats += (seats.empty() ? "" : ", ") + std::string(colorName(c));
    for (int v = 0; v < kVariants; ++v)
        if (o.rules.has(static_cast<Variant>(v))) variants += (variants.empty() ? "" : ", ") + std::string(variantName(static_cast<Variant>(v)));
    out << "Balance of '" << o.set->name << "': " << r.games << " games"
        << (r.cancelled ? " (stopped: the games finished of " + std::to_string(o.games) + " asked)" : "") << ", "
        << o.players.size() << " players (" << seats << (o.rules.teams ? ", teams" : "") << "), level "
        << aiLevelName(o.level) << ", house rules: " << (variants.empty() ? "none" : variants) << "\n";
    out << "Speed: " << fixed(r.seconds > 0 ? r.games / r.seconds : 0.0, 1) << " games per second (" << fixed(r.seconds)
        << " s)\n";
    out << "Game length: " << fixed(r.turns.mean()) << " turns (sd " << fixed(r.turns.sd()) << ")\n";
}

// The tiles set aside, by face, and the cells no tile could fill.
void printSetAside(const BalanceReport& r, std::ostream& out)
{
    long setAside = 0;
    int never = 0;
    for (const auto& f : r.faces) {
        setAside += f.setAside;
        never += f.dealt > 0 && f.setAside == 0;
    }
    out << "Tiles set aside: " << fixed(r.games ? static_cast<double>(setAside) / r.games : 0.0) << " per game\n";
    for (const auto& f : r.faces)
        if (f.setAside > 0)
            out << "  " << f.id << ": " << f.setAside << " of " << f.dealt << " ("
                << percent(static_cast<double>(f.setAside) / static_cast<double>(f.dealt)) << ")\n";
    if (setAside > 0 && never > 0) out << "  " << never << " other face" << (never == 1 ? "" : "s") << ": never\n";
    out << "Unfillable cells at the end: " << fixed(r.unfillable.mean()) << " per game (sd " << fixed(r.unfillable.sd())
        << "); games with at least one: " << percent(r.games ? static_cast<double>(r.gamesWithUnfillable) / r.games : 0.0)
        << "\n";
}

// The points by kind, and each seat's win rate and score.
void printPointsAndSeats(const BalanceReport& r, std::ostream& out)
{
    static const char* const categories[kScoreCategories] = {"routes", "fields", "planets", "battles", "final scoring"};
    out << "Points per player and game, mean (sd):\n ";
    for (int c = 0; c < kScoreCategories; ++c) {
        const Spread& s = r.points[static_cast<std::size_t>(c)];
        out << (c == 0 ? " " : c == 3 ? "\n  " : ", ") << categories[c] << " " << fixed(s.mean()) << " (" << fixed(s.sd())
            << ")";
    }
    out << ", total " << fixed(r.total.mean()) << " (" << fixed(r.total.sd()) << ")\n";

    out << "Seats, win rate with its 95% Wilson interval (a shared win counts as a share):\n";
    for (std::size_t s = 0; s < r.seats.size(); ++s) {
        const Interval ci = r.winInterval(static_cast<int>(s));
        out << "  " << s + 1 << " " << colorName(r.seats[s].color) << ": " << fixed(r.winRate(static_cast<int>(s)), 3)
            << " (" << fixed(ci.low, 3) << "-" << fixed(ci.high, 3) << "), mean score " << fixed(r.seats[s].score.mean())
            << "\n";
    }
}

// The battles by kind, and each faction's.
void printBattles(const BalanceReport& r, std::ostream& out)
{
    const double games = r.games ? r.games : 1;
    out << "Battles: " << fixed(r.battles.mean()) << " per game (sd " << fixed(r.battles.sd()) << "): routes "
        << fixed(r.battlesByKind[0] / games) << ", fields " << fixed(r.battlesByKind[1] / games) << ", planets "
        << fixed(r.battlesByKind[2] / games) << "\n";
    for (int f = 0; f < kFactions; ++f) {
        const long fought = r.factionBattles[static_cast<std::size_t>(f)];
        if (fought == 0) continue;
        const long won = r.factionWins[static_cast<std::size_t>(f)];
        const Interval ci = wilsonInterval(static_cast<double>(won), static_cast<double>(fought));
        out << "  " << factionName(static_cast<Faction>(f)) << " won " << won << " of " << fought << " ("
            << percent(static_cast<double>(won) / static_cast<double>(fought)) << ", 95% " << percent(ci.low) << "-"
            << percent(ci.high) << ")\n";
    }
}

void printBalance(const BalanceOptions& o, const BalanceReport& r)
{
    std::ostringstream out;
    printBalanceHead(o, r, out);
    printSetAside(r, out);
    printPointsAndSeats(r, out);
    printBattles(r, out);
    std::cout << out.str();
}

// Ctrl+C during a balance run: the run stops and reports the games finished; a second Ctrl+C
// ends the program at once.
std::atomic<bool> gInterrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int)
{
    gInterrupted.store(true);
    std::signal(SIGINT, SIG_DFL);
}

std::string duration(double seconds)
{
    const long s = std::lround(seconds);
    const auto two = [](long n) {
        char buf[24];
        std::snprintf(buf, sizeof buf, "%02ld", n);
        return std::string(buf);
    };
    if (s >= 3600) return text(QT_TRANSLATE_NOOP("cli", "%1 h %2 min"), {std::to_string(s / 3600), two(s / 60 % 60)});
    if (s >= 60) return text(QT_TRANSLATE_NOOP("cli", "%1 min %2 s"), {std::to_string(s / 60), two(s % 60)});
    return text(QT_TRANSLATE_NOOP("cli", "%1 s"), {std::to_string(s)});
}

// "12 of 100 games, 40.2 games per second, about 2 s left".
std::string progressLine(const BalanceStatus& s)
{
    const double pace = s.gamesPerSecond();
    std::string line = countText(QT_TRANSLATE_N_NOOP("cli", "%n of %1 games"), s.done, {std::to_string(s.total)}) + ", " +
                       countText(QT_TRANSLATE_N_NOOP("cli", "%1 games per second"), static_cast<int>(std::min(pace, 1e9)),
                                 {decimal(pace, 1)});
    if (s.done < s.total) line += text(QT_TRANSLATE_NOOP("cli", ", about %1 left"), {duration(s.secondsLeft())});
    return line;
}

// Progress on stderr: one line rewritten in place on a terminal, else a line at a time; at most
// twice a second, and at the last game.
BalanceProgress balanceProgress(bool force)
{
    const bool terminal = isatty(fileno(stderr)) != 0;
    if (!terminal && !force) return {};
    return [terminal, last = -1.0](const BalanceStatus& s) mutable {
        if (s.done < s.total && s.seconds - last < 0.5) return;
        last = s.seconds;
        const std::string line = progressLine(s);
        std::cerr << (terminal ? "\r" + line + "\x1b[K" : line + "\n") << (terminal && s.done == s.total ? "\n" : "")
                  << std::flush;
    };
}

// The options of `balance` after its set.
struct BalanceArgs
{
    BalanceOptions options;
    std::uint64_t games = 100;
    std::optional<std::string> variants;
    std::string csv;
    bool teams = false;
    bool progress = false;
    std::string players = "2";
};

// The option `opt` with its value; false with the reason.
bool balanceOption(const std::string& opt, const std::string& value, BalanceArgs& a, std::string& why)
{
    BalanceOptions& o = a.options;
    std::uint64_t n = 0;
    if (opt == "--teams" || opt == "--progress") {
        (opt == "--teams" ? a.teams : a.progress) = true;
        return true;
    }
    if (opt == "--games") return readNumber(opt, value, 1, 1000000, a.games, why);
    if (opt == "--seed") return readNumber(opt, value, 0, UINT64_MAX, o.seed, why);
    if (opt == "--level") return readLevel(opt, value, o.level, why);
    if (opt == "--threads") {
        if (!readNumber(opt, value, 1, 256, n, why)) return false;
        o.threads = static_cast<int>(n);
        return true;
    }
    return readText(opt, value, opt == "--players" ? a.players : opt == "--csv" ? a.csv : a.variants.emplace(), why);
}

// --players: a number of seats (balanceSeats) or the colours.
bool balancePlayers(const std::string& text, std::vector<Color>& players, std::string& why)
{
    if (std::uint64_t k = 0; parseNumber(text, 0, 99, k)) {
        players = balanceSeats(static_cast<int>(k));
        if (players.empty())
            why = cli::text(QT_TRANSLATE_NOOP("cli", "--players must be 2 to 5, or a list of colours, not '%1'"), {text});
        return why.empty();
    }
    return colourList("--players", text, players, why);
}

// The options of a balance run from the command line; false after saying why on stderr.
bool readBalance(const CommandLine& line, BalanceArgs& args)
{
    const auto refuse = [](const std::string& why) {
        fail("balance", why);
        return false;
    };
    if (line.arguments.empty()) return refuse(text(QT_TRANSLATE_NOOP("cli", "name a tile set (a file or standard)")));
    const auto read = [&args](const std::string& o, const std::string& v, std::string& w) { return balanceOption(o, v, args, w); };
    BalanceOptions& o = args.options;
    std::string why;
    if (!readOptions(line, read, why) || !balancePlayers(args.players, o.players, why)) return refuse(why);
    o.set = commandTileset(line.arguments[0]);
    if (!o.set) return false;
    o.rules = defaultRules(*o.set, args.teams);
    if (args.variants && !parseVariants(*args.variants, o.rules, why)) return refuse(why);
    if (const PlayersError bad = Game::checkPlayers(o.players, o.rules)) return refuse(errorText(bad));
    o.games = static_cast<int>(args.games);
    return true;
}

int balanceCommand(const CommandLine& line)
{
    BalanceArgs args;
    if (!readBalance(line, args)) return kExitInvalid;
    const BalanceOptions& o = args.options;
    std::signal(SIGINT, onInterrupt);
    const BalanceReport r = runBalance(o, balanceProgress(args.progress), &gInterrupted);
    std::signal(SIGINT, SIG_DFL);
    if (r.cancelled && isatty(fileno(stderr))) std::cerr << "\n";  // ends the progress line
    printBalance(o, r);
    if (!args.csv.empty()) {
        FileWriteError why;
        if (!writeTextFile(args.csv, balanceCsv(r), &why))
            return fail("balance", text(QT_TRANSLATE_NOOP("cli", "cannot write '%1': %2"), {args.csv, errorText(why)}));
    }
    return r.cancelled ? kExitInterrupted : kExitOk;
}

// bench: the signature of the rules and of computer play (engine/bench.h), and the speed.
bool benchOption(const std::string& opt, const std::string& value, BenchOptions& o, std::string& why)
{
    if (opt == "--seed") return readNumber(opt, value, 0, UINT64_MAX, o.seed, why);
    std::uint64_t games = 0;  // --games
    if (!readNumber(opt, value, 1, kMaxBenchGames, games, why)) return false;
    o.games = static_cast<int>(games);
    return true;
}

int benchCommand(const CommandLine& line)
{
    BenchOptions o;
    std::string why;
    if (!readOptions(line, [&o](const std::string& opt, const std::string& v, std::string& w) { return benchOption(opt, v, o, w); },
                     why))
        return fail("bench", why);
    const BenchResult r = runBenchmark(o);
    const auto perSecond = [&r](long n) { return r.seconds > 0 ? static_cast<double>(n) / r.seconds : 0.0; };
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "{\"signature\": \"%s\", \"games\": %ld, \"turns\": %ld, \"decisions\": %ld, \"positions\": %ld, "
                  "\"seconds\": %.3f, \"games_per_second\": %.1f, \"decisions_per_second\": %.1f, "
                  "\"positions_per_second\": %.0f}\n",
                  signatureText(r.signature).c_str(), r.games, r.turns, r.decisions, r.positions, r.seconds,
                  perSecond(r.games), perSecond(r.decisions), perSecond(r.positions));
    if (!(std::cout << buf << std::flush))
        return fail("bench", text(QT_TRANSLATE_NOOP("cli", "cannot write the result to the standard output")));
    return kExitOk;
}

int validateCommand(const CommandLine& line) { return validate(line.arguments[0]); }

int replayFileCommand(const CommandLine& line) { return replayCommand(line.arguments[0]); }

// The commands: adding one is adding its entry here.
const std::vector<Command>& commands()
{
    static const std::vector<Command> table = {
        {"validate", "FILE|SET", 1, 1,
         QT_TRANSLATE_NOOP("cli", "Check a tile set (a file or a built-in set) or a game record."),
         QT_TRANSLATE_NOOP("cli", "Check a tile set (a file or a built-in set such as standard) or a game record: exit 0 "
                                  "with a one-line summary, or exit 2 with FILE:LINE:COL: message lines."),
         {}, validateCommand},
        {"replay", "FILE", 1, 1, QT_TRANSLATE_NOOP("cli", "Play a game record, print the scores as JSON."),
         QT_TRANSLATE_NOOP("cli", "Play a game record and print its turns, scores and final scores as JSON. An illegal "
                                  "move exits 2 with what is wrong and where."),
         {}, replayFileCommand},
        {"analyse", "RECORD", 1, 1,
         QT_TRANSLATE_NOOP("cli", "Judge every decision of a game record with the computer's search, as JSON lines."),
         QT_TRANSLATE_NOOP("cli", "Judge every decision of a game record with the computer's search, from what its "
                                  "player could know then, and print one JSON object per decision in the order played: "
                                  "the move played and its value, the best move found and its value, the loss, its mark "
                                  "and each player's chance of winning (docs/analysis.md). The same record, level and "
                                  "seed give the same output whatever the threads. An illegal move exits 2 with what is "
                                  "wrong and where."),
         {{"level", "LEVEL", QT_TRANSLATE_NOOP("cli", "The search: easy, medium or hard (default medium).")},
          {"threads", "N", QT_TRANSLATE_NOOP("cli", "The decisions analysed at once, 1 to 256 (default: one per core).")},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The seed of the search (default 0: the record's own).")}},
         analyseCommand},
        {"simulate", "", 0, 0, QT_TRANSLATE_NOOP("cli", "Play random games, print statistics as JSON."),
         QT_TRANSLATE_NOOP("cli", "Play N complete random games (seeds S, S+1, ...) and print their speed, mean length "
                                  "and mean scores as JSON."),
         {{"games", "N", QT_TRANSLATE_NOOP("cli", "The number of games, 1 to 1000000000."), true},
          {"players", "COLOURS", QT_TRANSLATE_NOOP("cli", "The seats in turn order: red,black[,...] (red, green, black, white, orange)."), true},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The seed of the first game (default 1).")},
          {"teams", nullptr, QT_TRANSLATE_NOOP("cli", "Team play (red, black, green, white).")},
          {"tileset", "SET", QT_TRANSLATE_NOOP("cli", "The tile set: a file or a built-in set (default standard).")},
          {"variants", "LIST", QT_TRANSLATE_NOOP("cli", "The house rules: v1,v2 or none (default: the set's own).")}},
         simulateCommand},
        {"arena", "", 0, 0, QT_TRANSLATE_NOOP("cli", "Computer against computer, print the results as JSON."),
         QT_TRANSLATE_NOOP("cli", "Play N 2-player games between two computer players, alternating seats, and print "
                                  "the wins, the first one's win rate with its 95% interval and the seconds per move "
                                  "of each as JSON."),
         {{"a", "LEVEL", QT_TRANSLATE_NOOP("cli", "The first computer: random, easy, medium, hard or expert (default easy).")},
          {"b", "LEVEL", QT_TRANSLATE_NOOP("cli", "The second computer (default easy).")},
          {"games", "N", QT_TRANSLATE_NOOP("cli", "The number of games, 1 to 1000000000."), true},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The seed of the first game (default 1).")},
          {"tileset", "SET", QT_TRANSLATE_NOOP("cli", "The tile set: a file or a built-in set (default standard).")},
          {"variants", "LIST", QT_TRANSLATE_NOOP("cli", "The house rules: v1,v2 or none (default: the set's own).")}},
         arenaCommand},
        {"balance", "SET", 0, 1, QT_TRANSLATE_NOOP("cli", "Play games of a tile set and its rules, report its balance."),
         QT_TRANSLATE_NOOP("cli", "Play N games of a tile set (a file or a built-in set) and its rules between computer "
                                  "players and report its balance: game length, tiles set aside, unfillable cells, "
                                  "points by kind, each seat's win rate, battles. Ctrl+C reports the games finished "
                                  "and exits with 130."),
         {{"games", "N", QT_TRANSLATE_NOOP("cli", "The number of games, 1 to 1000000 (default 100).")},
          {"level", "LEVEL", QT_TRANSLATE_NOOP("cli", "The computer players: random, easy, medium, hard or expert (default easy).")},
          {"players", "K|COLOURS", QT_TRANSLATE_NOOP("cli", "The number of seats, 2 to 5, or their colours red,black,... (default 2).")},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The seed of the first game (default 1).")},
          {"variants", "LIST", QT_TRANSLATE_NOOP("cli", "The house rules: v1,v2 or none (default: the set's own).")},
          {"teams", nullptr, QT_TRANSLATE_NOOP("cli", "Team play (red, black, green, white).")},
          {"csv", "FILE", QT_TRANSLATE_NOOP("cli", "Also write every figure to this CSV file.")},
          {"threads", "N", QT_TRANSLATE_NOOP("cli", "The games played at once, 1 to 256 (default: one per core); the "
                                                    "report is the same for any number.")},
          {"progress", nullptr, QT_TRANSLATE_NOOP("cli", "Show the games done, their pace and the time left on stderr "
                                                         "(always on a terminal).")}},
         balanceCommand},
        {"bench", "", 0, 0,
         QT_TRANSLATE_NOOP("cli", "Play the bench, print the signature of the rules and computer play, and the speed, "
                                  "as JSON."),
         QT_TRANSLATE_NOOP("cli", "Play the bench: N seeded games of the standard set, each with the next of 8 rule sets "
                                  "(every house rule), and computer decisions; print as JSON its signature, a hash of "
                                  "every move and score that depends only on the rules, computer play, N and S, and the "
                                  "speed. The defaults give the signature the tests pin."),
         {{"games", "N", QT_TRANSLATE_NOOP("cli", "The number of games, 1 to 100000 (default 16).")},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The seed of the first game (default 1).")}},
         benchCommand},
#ifdef SWC_WITH_NET
        {"join", "URL", 1, 1, QT_TRANSLATE_NOOP("cli", "Play a seat of a network game, print the scores as JSON."),
         QT_TRANSLATE_NOOP("cli", "Take the first free seat of the network game at URL (ws://HOST:PORT or "
                                  "wss://HOST:PORT, and /TABLE for one of a server's tables), or a seat back with "
                                  "--token, play it to the end with a computer level, reconnecting if the connection "
                                  "drops, and print the seat and the scores as JSON. Exit 3: the game could not be "
                                  "joined or was lost (the reason on stderr)."),
         {{"name", "NAME", QT_TRANSLATE_NOOP("cli", "The player's name.")},
          {"level", "LEVEL", QT_TRANSLATE_NOOP("cli", "The computer that plays: random, easy, medium, hard or expert (default easy).")},
          {"password", "P", QT_TRANSLATE_NOOP("cli", "The game's password.")},
          {"token", "T", QT_TRANSLATE_NOOP("cli", "Take back the seat of this token.")},
          {"seed", "S", QT_TRANSLATE_NOOP("cli", "The computer's seed (default: a random one).")},
          {"delay", "MS", QT_TRANSLATE_NOOP("cli", "Wait this many milliseconds before each move, 0 to 600000 (default 0).")},
          {"ca", "FILE", QT_TRANSLATE_NOOP("cli", "Trust the certificates of this PEM file (a wss:// server's authority, or its own); any number of times."), false, true},
          {"connect-timeout", "SECONDS", QT_TRANSLATE_NOOP("cli", "Give up an attempt to connect after this long, 0.1 to 600 (default 10).")},
          {"log-messages", "FILE", QT_TRANSLATE_NOOP("cli", "Write every message sent and received to FILE, one line of JSON each, marked sent or received.")}},
         joinCommand},
        {"assign", "URL", 1, 1, QT_TRANSLATE_NOOP("cli", "The host hands a seat to a computer level."),
         QT_TRANSLATE_NOOP("cli", "The host of the game at URL (ws://HOST:PORT or wss://HOST:PORT, and /TABLE for one "
                                  "of a server's tables) hands a seat to a computer level, or back to remote players, "
                                  "with the token the server printed when it started; prints the seat as JSON."),
         {{"host-token", "T", QT_TRANSLATE_NOOP("cli", "The host's token."), true},
          {"seat", "N", QT_TRANSLATE_NOOP("cli", "The seat, from 0."), true},
          {"player", "LEVEL|remote", QT_TRANSLATE_NOOP("cli", "Who plays it: remote, random, easy, medium, hard or expert."), true},
          {"password", "P", QT_TRANSLATE_NOOP("cli", "The game's password.")},
          {"ca", "FILE", QT_TRANSLATE_NOOP("cli", "Trust the certificates of this PEM file (a wss:// server's authority, or its own); any number of times."), false, true}},
         assignCommand},
#endif
#ifdef SWC_WITH_RENDER
        {"print", "SET", 1, 1, QT_TRANSLATE_NOOP("cli", "Print a tile set to play it on paper: a PDF of sheets, or one picture per face."),
         QT_TRANSLATE_NOOP("cli", "Lay every copy of every face of a tile set out on sheets to print and cut: a PDF whose "
                                  "first page gives the set's name, totals, house rules and scoring numbers, then the "
                                  "sheets, each tile with its bleed and cut marks in the margins; with --backs a back "
                                  "page after each page, mirrored for printing on both sides (flip on the long edge), "
                                  "the start tile's back orange. With --format svg or png, one picture per face at the "
                                  "tile's size instead. Prints as JSON where it wrote. A set with problems is refused "
                                  "with them; a file that cannot be written exits 2 with why, leaving none half "
                                  "written."),
         {{"out", "FILE", QT_TRANSLATE_NOOP("cli", "The PDF; for svg and png a folder, or the start of the files' names (cards/tile- gives cards/tile-ID.png)."), true},
          {"paper", "a4|letter", QT_TRANSLATE_NOOP("cli", "The paper (default a4).")},
          {"tile-size", "MM", QT_TRANSLATE_NOOP("cli", "A tile's side as cut, in millimetres, 10 to 200 (default 45).")},
          {"bleed", "MM", QT_TRANSLATE_NOOP("cli", "The art past the cut on every side, in millimetres, 0 to 10 (default 3).")},
          {"backs", nullptr, QT_TRANSLATE_NOOP("cli", "Add a back page after each page, for printing on both sides.")},
          {"theme", "galaxy|plain", QT_TRANSLATE_NOOP("cli", "The tile art's theme (default galaxy).")},
          {"format", "pdf|svg|png", QT_TRANSLATE_NOOP("cli", "The output: sheets as a PDF, or one SVG or PNG per face (default pdf).")}},
         printCommand},
        {"picture", "RECORD", 1, 1, QT_TRANSLATE_NOOP("cli", "Draw the board of a game record at a step as a PNG, SVG or PDF."),
         QT_TRANSLATE_NOOP("cli", "Draw the board of a game record (its tiles and meeples) after a step of its review, as "
                                  "a PNG, SVG or PDF picture by the suffix of --out, and print as JSON where it wrote "
                                  "and its size. A record with an illegal move, or a file that cannot be written, exits "
                                  "2 with why."),
         {{"out", "FILE", QT_TRANSLATE_NOOP("cli", "The picture: a .png, .svg or .pdf file."), true},
          {"step", "K", QT_TRANSLATE_NOOP("cli", "The board after step K, 0 (the start tile alone) to the record's steps (default: the last).")},
          {"theme", "galaxy|plain", QT_TRANSLATE_NOOP("cli", "The tile art's theme (default galaxy).")}},
         pictureCommand},
#endif
    };
    return table;
}

}  // namespace

int main(int argc, char** argv)
{
#ifdef SWC_WITH_RENDER
    const auto app = makeApplication(argc, argv);  // print and picture draw: a QGuiApplication
#else
    QCoreApplication app(argc, argv);
#endif
#ifdef SIGXFSZ
    // Past a file size limit (RLIMIT_FSIZE) a write fails with an error, like a full disk, and is
    // reported (exit 2, the old file kept), instead of the signal's default, ending the program.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    QCoreApplication::setApplicationName(QStringLiteral("sw-carcassonne-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SWC_VERSION));
    loadTranslation();
    const Program program{"sw-carcassonne-cli", SWC_VERSION,
                          QT_TRANSLATE_NOOP("cli", "The command-line front end of Carcassonne: Star Wars. It checks tile "
                                                   "sets and game records, analyses games, plays games between computer "
                                                   "players and plays a seat of a network game."),
                          QT_TRANSLATE_NOOP("cli", "sw-carcassonne-cli COMMAND --help describes the options of a command. "
                                                   "SET is a tile-set file or a built-in set (standard); a set's own "
                                                   "house rules are played unless --variants names others. Exit codes: "
                                                   "0 done, 1 usage, 2 a bad option, value or file, 3 a network game that "
                                                   "could not be played (join), 130 interrupted (balance).")};
    return runCommandLine(argc, argv, program, commands());
}
