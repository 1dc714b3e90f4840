// sw-carcassonne-cli: the headless front end (validate, replay, simulate).
// Output is JSON on stdout; errors go to stderr as "FILE:LINE:COL: message" with exit code 2.

#include "ai.h"
#include "random_play.h"
#include "record.h"
#include "textfile.h"
#include "tileset.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace swc;

#ifdef SWC_WITH_NET
int joinCommand(int argc, char** argv);    // join.cpp: a computer player in a network game
int assignCommand(int argc, char** argv);  // join.cpp: the host hands a seat to a computer
#endif

namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitInvalid = 2;

int usage()
{
    std::cerr << "usage:\n"
                 "  sw-carcassonne-cli validate FILE        check a tile set or a game record\n"
                 "  sw-carcassonne-cli replay FILE          play a game record, print the scores as JSON\n"
                 "  sw-carcassonne-cli simulate --games N --players red,black[,...] --seed S [--teams]\n"
                 "                                          play N random games, print statistics as JSON\n"
                 "  sw-carcassonne-cli arena --a LEVEL --b LEVEL --games N --seed S [--variants v1,v2]\n"
                 "                                          computer against computer (random, easy, medium, hard)\n"
#ifdef SWC_WITH_NET
                 "  sw-carcassonne-cli join ws://HOST:PORT [--name N] [--level LEVEL] [--password P] [--token T] [--delay MS]\n"
                 "                                          play a seat of a network game, print the scores as JSON\n"
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

int validate(const std::string& path)
{
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
        std::cout << path << ": valid tile set '" << set->name << "': " << set->faces.size() << " faces, "
                  << set->totalTiles() << " tiles\n";
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

struct Options
{
    std::uint64_t games = 0;
    std::vector<Color> players;
    std::uint64_t seed = 1;
    bool teams = false;
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
        } else if (a == "--players") {
            std::istringstream in(value());
            std::string name;
            while (std::getline(in, name, ',')) {
                const auto c = parseColor(name);
                if (!c) {
                    why = "unknown colour '" + name + "' (red, green, black, white, orange)";
                    return false;
                }
                o.players.push_back(*c);
            }
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
    Rules rules;
    rules.teams = o.teams;
    const auto set = builtinTileset("standard");
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
    Rules rules;
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
            std::istringstream in(value);
            std::string name;
            while (std::getline(in, name, ',')) {
                const auto v = parseVariant(name);
                if (!v) {
                    std::cerr << "arena: unknown variant '" << name << "'\n";
                    return kExitInvalid;
                }
                rules.set(*v);
            }
        } else {
            std::cerr << "arena: unknown option '" << opt << "'\n";
            return kExitInvalid;
        }
    }
    if (games == 0) {
        std::cerr << "arena: --games is required (" << kGamesRange << ")\n";
        return kExitInvalid;
    }
    const auto set = builtinTileset("standard");
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
    const double z = 1.96;
    const double denom = 1 + z * z / nGames;
    const double centre = (p + z * z / (2 * nGames)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / nGames + z * z / (4 * nGames * nGames)) / denom;
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
                  aiLevelName(a), aiLevelName(b), static_cast<unsigned long long>(games), aWins, bWins, draws, p, centre - half, centre + half,
                  points[0] / nGames, points[1] / nGames, perMove(seconds, 0), perMove(seconds, 1),
                  perMove(cpuSeconds, 0), perMove(cpuSeconds, 1), maxSeconds[0], maxSeconds[1], maxCpu[0], maxCpu[1]);
    std::cout << buf;
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
