// sw-carcassonne-cli: the headless front end (validate, replay, simulate).
// Output is JSON on stdout; errors go to stderr as "FILE:LINE:COL: message" with exit code 2.

#include "ai.h"
#include "balance.h"
#include "bench.h"
#include "random_play.h"
#include "record.h"
#include "textfile.h"
#include "tileset.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <csignal>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
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

#ifdef SWC_WITH_NET
int joinCommand(int argc, char** argv);    // join.cpp: a computer player in a network game
int assignCommand(int argc, char** argv);  // join.cpp: the host hands a seat to a computer
#endif

namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitInvalid = 2;
constexpr int kExitInterrupted = 130;  // balance stopped by SIGINT (Ctrl+C): 128 + the signal, as shells do

int usage()
{
    std::cerr << "usage:\n"
                 "  sw-carcassonne-cli validate FILE|SET    check a tile set (a file or a built-in set) or a game record\n"
                 "  sw-carcassonne-cli replay FILE          play a game record, print the scores as JSON\n"
                 "  sw-carcassonne-cli simulate --games N --players red,black[,...] --seed S [--teams]\n"
                 "                             [--tileset SET] [--variants v1,v2|none]\n"
                 "                                          play N random games, print statistics as JSON\n"
                 "  sw-carcassonne-cli arena --a LEVEL --b LEVEL --games N --seed S [--tileset SET] [--variants v1,v2|none]\n"
                 "                                          computer against computer (random, easy, medium, hard)\n"
                 "  sw-carcassonne-cli balance SET [--games N] [--level LEVEL] [--players K|c1,c2,...] [--seed S]\n"
                 "                             [--variants v1,v2|none] [--teams] [--csv FILE] [--threads N] [--progress]\n"
                 "                                          play N games of a tile set and its rules, report its balance;\n"
                 "                                          Ctrl+C reports the games finished and exits with 130\n"
                 "  sw-carcassonne-cli bench [--games N] [--seed S]\n"
                 "                                          play the bench: N seeded games (default 16) and computer decisions\n"
                 "                                          with every house rule; print its signature and speed as JSON (the\n"
                 "                                          defaults, seed 1, give the signature the tests pin)\n"
                 "  SET: a tile-set file or a built-in set (standard). A set's own house rules are played unless\n"
                 "  --variants names others.\n"
#ifdef SWC_WITH_NET
                 "  sw-carcassonne-cli join ws://HOST:PORT [--name N] [--level LEVEL] [--password P] [--token T] [--delay MS]\n"
                 "                         [--connect-timeout SECONDS]\n"
                 "                                          play a seat of a network game, print the scores as JSON;\n"
                 "                                          exit 3: the game could not be joined or was lost (why on stderr)\n"
                 "  sw-carcassonne-cli assign ws://HOST:PORT --host-token T --seat N --player LEVEL|remote\n"
                 "                                          the host hands a seat to a computer level\n"
#endif
        ;
    return kExitUsage;
}

std::string jsonString(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
            continue;
        }
        out += c;
    }
    return out + "\"";
}

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

// A whole decimal number from `min` to `max`: digits only (no sign, no 1e3, 1.5, 0x10 or spaces).
bool parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max, std::uint64_t& out)
{
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= min && out <= max;
}

constexpr std::uint64_t kMaxGames = 1000000000;
constexpr const char* kGamesRange = "a whole number from 1 to 1000000000";
constexpr const char* kSeedRange = "a whole number from 0 to 18446744073709551615";

// A tile set named on the command line: a built-in name or a file. Its errors go to stderr.
std::shared_ptr<const Tileset> commandTileset(const std::string& ref)
{
    std::vector<TilesetError> errors;
    auto set = resolveTileset(ref, std::string(), errors);
    if (!set) {
        if (errors.empty()) std::cerr << ref << ": no such tile set\n";
        for (const TilesetError& e : errors) std::cerr << e.describe() << "\n";
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
            why = "unknown variant '" + name +
                  "' (explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours, or none)";
            return false;
        }
        rules.set(*v);
    }
    return true;
}

int reportErrors(const std::vector<RecordError>& errors)
{
    for (const RecordError& e : errors) std::cerr << e.describe() << "\n";
    return kExitInvalid;
}

// An illegal move: the message begins "turn N:" and says what is wrong; where it is written follows.
int reportIllegalTurn(const std::string& path, const RecordError& e)
{
    std::cerr << e.message() << "\n";
    if (e.pos.line > 0) std::cerr << "  at " << path << ":" << e.pos.line << ":" << e.pos.column << "\n";
    return kExitInvalid;
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
        for (const TilesetError& e : errors) std::cerr << e.describe() << "\n";
        return kExitInvalid;
    }
    // What the file holds decides the reader; text that is neither (or not YAML) gets the tile-set
    // reader's messages.
    if (detectFileKind(text) != FileKind::GameRecord) {
        std::vector<TilesetError> errors;
        const auto set = parseTileset(text, path, errors);
        if (!set) {
            for (const TilesetError& e : errors) std::cerr << e.describe() << "\n";
            return kExitInvalid;
        }
        printValidSet(path, *set);
        return kExitOk;
    }
    std::vector<RecordError> errors;
    const auto rec = parseRecord(text, path, std::filesystem::path(path).parent_path().string(), errors);
    if (!rec) return reportErrors(errors);
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
bool colourList(const std::string& text, std::vector<Color>& players, std::string& why)
{
    std::istringstream in(text);
    std::string name;
    while (std::getline(in, name, ',')) {
        const auto c = parseColor(name);
        if (!c) {
            why = "unknown colour '" + name + "' (red, green, black, white, orange)";
            return false;
        }
        players.push_back(*c);
    }
    return true;
}

struct Options
{
    std::uint64_t games = 0;
    std::vector<Color> players;
    std::uint64_t seed = 1;
    bool teams = false;
    std::string tileset = "standard";
    std::optional<std::string> variants;  // --variants, else the set's own
};

bool parseSimulateArgs(int argc, char** argv, Options& o, std::string& why)
{
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        const auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : std::string(); };
        if (a == "--games") {
            const std::string v = value();
            if (!parseNumber(v, 1, kMaxGames, o.games)) {
                why = "--games must be " + std::string(kGamesRange) + ", not '" + v + "'";
                return false;
            }
        } else if (a == "--seed") {
            const std::string v = value();
            if (!parseNumber(v, 0, UINT64_MAX, o.seed)) {
                why = "--seed must be " + std::string(kSeedRange) + ", not '" + v + "'";
                return false;
            }
        } else if (a == "--teams") {
            o.teams = true;
        } else if (a == "--tileset") {
            o.tileset = value();
        } else if (a == "--variants") {
            o.variants = value();
        } else if (a == "--players") {
            if (!colourList(value(), o.players, why)) return false;
        } else {
            why = "unknown option '" + a + "'";
            return false;
        }
    }
    if (o.games == 0) {
        why = "--games is required (" + std::string(kGamesRange) + ")";
        return false;
    }
    Rules rules;
    rules.teams = o.teams;
    why = Game::checkPlayers(o.players, rules);
    return why.empty();
}

int simulate(int argc, char** argv)
{
    Options o;
    std::string why;
    if (!parseSimulateArgs(argc, argv, o, why)) {
        std::cerr << "simulate: " << why << "\n";
        return kExitInvalid;
    }
    const auto set = commandTileset(o.tileset);
    if (!set) return kExitInvalid;
    Rules rules = defaultRules(*set, o.teams);
    if (o.variants && !parseVariants(*o.variants, rules, why)) {
        std::cerr << "simulate: " << why << "\n";
        return kExitInvalid;
    }
    std::vector<double> sum(o.players.size(), 0.0);
    long turns = 0;
    RandomPlayScratch scratch;
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t g = 0; g < o.games; ++g) {
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
        Game game(set, o.players, rules, seed);
        Rng policy(seed * 0x9e3779b97f4a7c15ULL + 17);
        while (playRandomTurn(game, policy, scratch)) ++turns;
        const auto final = game.finalScores();
        for (std::size_t p = 0; p < o.players.size(); ++p) sum[p] += final[p];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string means = "{";
    for (std::size_t p = 0; p < o.players.size(); ++p) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.3f", sum[p] / static_cast<double>(o.games));
        means += (p ? ", " : "") + jsonString(colorName(o.players[p])) + ": " + buf;
    }
    means += "}";
    char head[256];
    std::snprintf(head, sizeof head,
                  "{\"games\": %llu, \"seconds\": %.4f, \"games_per_second\": %.1f, \"mean_turns\": %.2f, ",
                  static_cast<unsigned long long>(o.games),
                  seconds, seconds > 0 ? static_cast<double>(o.games) / seconds : 0.0,
                  static_cast<double>(turns) / static_cast<double>(o.games));
    std::cout << head << "\"mean_scores\": " << means << "}\n";
    return kExitOk;
}

// arena: two computer players, 2-player games, alternating seats (a first in even games).
int arena(int argc, char** argv)
{
    AiLevel a = AiLevel::Easy, b = AiLevel::Easy;
    std::uint64_t games = 0;
    std::uint64_t seed = 1;
    std::string tileset = "standard";
    std::optional<std::string> variants;
    for (int i = 2; i < argc; ++i) {
        const std::string opt = argv[i];
        const std::string value = i + 1 < argc ? argv[++i] : std::string();
        if (opt == "--a" || opt == "--b") {
            const auto level = parseAiLevel(value);
            if (!level) {
                std::cerr << "arena: unknown level '" << value << "' (random, easy, medium, hard)\n";
                return kExitInvalid;
            }
            (opt == "--a" ? a : b) = *level;
        } else if (opt == "--games") {
            if (!parseNumber(value, 1, kMaxGames, games)) {
                std::cerr << "arena: --games must be " << kGamesRange << ", not '" << value << "'\n";
                return kExitInvalid;
            }
        } else if (opt == "--seed") {
            if (!parseNumber(value, 0, UINT64_MAX, seed)) {
                std::cerr << "arena: --seed must be " << kSeedRange << ", not '" << value << "'\n";
                return kExitInvalid;
            }
        } else if (opt == "--variants") {
            variants = value;
        } else if (opt == "--tileset") {
            tileset = value;
        } else {
            std::cerr << "arena: unknown option '" << opt << "'\n";
            return kExitInvalid;
        }
    }
    if (games == 0) {
        std::cerr << "arena: --games is required (" << kGamesRange << ")\n";
        return kExitInvalid;
    }
    const auto set = commandTileset(tileset);
    if (!set) return kExitInvalid;
    Rules rules = defaultRules(*set);
    if (std::string why; variants && !parseVariants(*variants, rules, why)) {
        std::cerr << "arena: " << why << "\n";
        return kExitInvalid;
    }
    long aWins = 0, bWins = 0, draws = 0;
    // Per side (0: a, 1: b): wall-clock and processor seconds of its moves, moves, final scores.
    // The processor time is what one core spends whatever else runs on the machine.
    double seconds[2] = {0, 0}, cpuSeconds[2] = {0, 0}, maxSeconds[2] = {0, 0}, maxCpu[2] = {0, 0};
    long moves[2] = {0, 0};
    double points[2] = {0, 0};
    for (std::uint64_t n = 0; n < games; ++n) {
        const std::uint64_t s = seed + n;
        const bool aFirst = n % 2 == 0;
        Game game(set, {Color::Red, Color::Black}, rules, s);
        AiPlayer players[2] = {AiPlayer(aFirst ? a : b, s * 7 + 1), AiPlayer(aFirst ? b : a, s * 7 + 2)};
        for (;;) {
            const int seat = game.currentPlayer();
            const auto t0 = std::chrono::steady_clock::now();
            const std::clock_t c0 = std::clock();
            const bool played = playAiTurn(game, players[seat]);
            const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
            const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            if (!played) break;
            const int side = (seat == 0) == aFirst ? 0 : 1;
            seconds[side] += dt;
            cpuSeconds[side] += cpu;
            maxSeconds[side] = std::max(maxSeconds[side], dt);
            maxCpu[side] = std::max(maxCpu[side], cpu);
            ++moves[side];
        }
        const auto final = game.finalScores();
        const int aScore = final[aFirst ? 0 : 1], bScore = final[aFirst ? 1 : 0];
        points[0] += aScore;
        points[1] += bScore;
        if (aScore > bScore) ++aWins;
        else if (bScore > aScore) ++bWins;
        else ++draws;
    }
    // Wilson score interval for a's win rate (a draw counts half).
    const double nGames = static_cast<double>(games);
    const double p = (static_cast<double>(aWins) + 0.5 * static_cast<double>(draws)) / nGames;
    const Interval ci = wilsonInterval(static_cast<double>(aWins) + 0.5 * static_cast<double>(draws), nGames);
    const auto perMove = [&](const double* total, int side) {
        return moves[side] ? total[side] / static_cast<double>(moves[side]) : 0.0;
    };
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  "{\"a\": \"%s\", \"b\": \"%s\", \"games\": %llu, \"a_wins\": %ld, \"b_wins\": %ld, \"draws\": %ld, "
                  "\"a_win_rate\": %.4f, \"a_win_rate_ci95\": [%.4f, %.4f], \"a_mean_score\": %.2f, "
                  "\"b_mean_score\": %.2f, \"a_seconds_per_move\": %.5f, \"b_seconds_per_move\": %.5f, "
                  "\"a_cpu_seconds_per_move\": %.5f, \"b_cpu_seconds_per_move\": %.5f, "
                  "\"a_max_seconds_per_move\": %.4f, \"b_max_seconds_per_move\": %.4f, "
                  "\"a_max_cpu_seconds_per_move\": %.4f, \"b_max_cpu_seconds_per_move\": %.4f}\n",
                  aiLevelName(a), aiLevelName(b), static_cast<unsigned long long>(games), aWins, bWins, draws, p, ci.low, ci.high,
                  points[0] / nGames, points[1] / nGames, perMove(seconds, 0), perMove(seconds, 1),
                  perMove(cpuSeconds, 0), perMove(cpuSeconds, 1), maxSeconds[0], maxSeconds[1], maxCpu[0], maxCpu[1]);
    std::cout << buf;
    return kExitOk;
}

// balance: many games of a tile set and its rules between computer players; a text report on
// stdout (docs/tileset-format.md, "Balance"), and with --csv every figure in a CSV file.
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

void printBalance(const BalanceOptions& o, const BalanceReport& r)
{
    std::ostringstream out;
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
    char buf[48];
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%ld h %02ld min", s / 3600, s / 60 % 60);
    else if (s >= 60) std::snprintf(buf, sizeof buf, "%ld min %02ld s", s / 60, s % 60);
    else std::snprintf(buf, sizeof buf, "%ld s", s);
    return buf;
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
        std::string line = std::to_string(s.done) + " of " + std::to_string(s.total) + " games, " +
                           fixed(s.gamesPerSecond(), 1) + " games per second";
        if (s.done < s.total) line += ", about " + duration(s.secondsLeft()) + " left";
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
    if (opt == "--games") {
        if (!parseNumber(value, 1, 1000000, a.games)) why = "--games must be a whole number from 1 to 1000000, not '" + value + "'";
    } else if (opt == "--seed") {
        if (!parseNumber(value, 0, UINT64_MAX, o.seed)) why = "--seed must be " + std::string(kSeedRange) + ", not '" + value + "'";
    } else if (opt == "--level") {
        const auto level = parseAiLevel(value);
        if (level) o.level = *level;
        else why = "unknown level '" + value + "' (random, easy, medium, hard)";
    } else if (opt == "--players" || opt == "--variants" || opt == "--csv") {
        (opt == "--players" ? a.players : opt == "--csv" ? a.csv : a.variants.emplace()) = value;
    } else if (opt == "--threads") {
        if (parseNumber(value, 1, 256, n)) o.threads = static_cast<int>(n);
        else why = "--threads must be a whole number from 1 to 256, not '" + value + "'";
    } else {
        why = "unknown option '" + opt + "'";
    }
    return why.empty();
}

// --players: a number of seats (balanceSeats) or the colours.
bool balancePlayers(const std::string& text, std::vector<Color>& players, std::string& why)
{
    if (std::uint64_t k = 0; parseNumber(text, 0, 99, k)) {
        players = balanceSeats(static_cast<int>(k));
        if (players.empty()) why = "--players must be 2 to 5, or a list of colours, not '" + text + "'";
        return why.empty();
    }
    return colourList(text, players, why);
}

int balanceCommand(int argc, char** argv)
{
    if (argc < 3 || argv[2][0] == '-') {
        std::cerr << "balance: name a tile set (a file or standard)\n";
        return kExitInvalid;
    }
    const auto fail = [](const std::string& why) {
        std::cerr << "balance: " << why << "\n";
        return kExitInvalid;
    };
    BalanceArgs args;
    std::string why;
    for (int i = 3; i < argc; ++i) {
        const std::string opt = argv[i];
        if (opt == "--teams" || opt == "--progress") {
            (opt == "--teams" ? args.teams : args.progress) = true;
            continue;
        }
        if (i + 1 >= argc) return fail("'" + opt + "' needs a value");
        if (!balanceOption(opt, argv[++i], args, why)) return fail(why);
    }
    BalanceOptions& o = args.options;
    if (!balancePlayers(args.players, o.players, why)) return fail(why);
    const bool teams = args.teams, progress = args.progress;
    const auto& variants = args.variants;
    const std::string& csv = args.csv;
    const std::uint64_t games = args.games;
    o.set = commandTileset(argv[2]);
    if (!o.set) return kExitInvalid;
    o.rules = defaultRules(*o.set, teams);
    if (variants && !parseVariants(*variants, o.rules, why)) return fail(why);
    why = Game::checkPlayers(o.players, o.rules);
    if (!why.empty()) return fail(why);
    o.games = static_cast<int>(games);

    std::signal(SIGINT, onInterrupt);
    const BalanceReport r = runBalance(o, balanceProgress(progress), &gInterrupted);
    std::signal(SIGINT, SIG_DFL);
    if (r.cancelled && isatty(fileno(stderr))) std::cerr << "\n";  // ends the progress line
    printBalance(o, r);
    if (!csv.empty()) {
        std::string why;
        if (!writeTextFile(csv, balanceCsv(r), &why)) return fail("cannot write '" + csv + "': " + why);
    }
    return r.cancelled ? kExitInterrupted : kExitOk;
}

// An option of `bench` with its value; false with the reason.
bool benchOption(const std::string& opt, const std::string& value, BenchOptions& o, std::string& why)
{
    std::uint64_t games = 0;
    if (opt == "--games") {
        if (parseNumber(value, 1, kMaxBenchGames, games)) o.games = static_cast<int>(games);
        else why = "--games must be a whole number from 1 to " + std::to_string(kMaxBenchGames) + ", not '" + value + "'";
    } else if (!parseNumber(value, 0, UINT64_MAX, o.seed)) {
        why = "--seed must be " + std::string(kSeedRange) + ", not '" + value + "'";
    }
    return why.empty();
}

// bench: the signature of the rules and of computer play (engine/bench.h), and the speed.
int runBench(int argc, char** argv)
{
    BenchOptions o;
    for (int i = 2; i < argc; ++i) {
        const std::string opt = argv[i];
        std::string why;
        if (opt != "--games" && opt != "--seed") why = "unknown option '" + opt + "'";
        else if (i + 1 >= argc) why = "'" + opt + "' needs a value";
        if (!why.empty() || !benchOption(opt, argv[++i], o, why)) {
            std::cerr << "bench: " << why << "\n";
            return kExitInvalid;
        }
    }
    const BenchResult r = runBenchmark(o);
    const auto perSecond = [&r](long n) { return r.seconds > 0 ? static_cast<double>(n) / r.seconds : 0.0; };
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "{\"signature\": \"%s\", \"games\": %ld, \"turns\": %ld, \"decisions\": %ld, \"positions\": %ld, "
                  "\"seconds\": %.3f, \"games_per_second\": %.1f, \"decisions_per_second\": %.1f, "
                  "\"positions_per_second\": %.0f}\n",
                  signatureText(r.signature).c_str(), r.games, r.turns, r.decisions, r.positions, r.seconds,
                  perSecond(r.games), perSecond(r.decisions), perSecond(r.positions));
    if (!(std::cout << buf << std::flush)) {
        std::cerr << "bench: cannot write the result to the standard output\n";
        return kExitInvalid;
    }
    return kExitOk;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 2) return usage();
    const std::string cmd = argv[1];
    if ((cmd == "validate" || cmd == "replay") && argc == 3)
        return cmd == "validate" ? validate(argv[2]) : replayCommand(argv[2]);
    if (cmd == "simulate") return simulate(argc, argv);
    if (cmd == "arena") return arena(argc, argv);
    if (cmd == "balance") return balanceCommand(argc, argv);
    if (cmd == "bench") return runBench(argc, argv);
#ifdef SWC_WITH_NET
    if (cmd == "join") return joinCommand(argc, argv);
    if (cmd == "assign") return assignCommand(argc, argv);
#endif
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        usage();
        return kExitOk;
    }
    return usage();
}
