// sw-carcassonne-cli: the headless front end (validate, replay, simulate).
// Output is JSON on stdout; errors go to stderr as "FILE:LINE:COL: message" with exit code 2.

#include "random_play.h"
#include "record.h"
#include "tileset.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace swc;

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
                 "                                          play N random games, print statistics as JSON\n";
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

// A file is a record if it has players or turns at the top level; otherwise a tile set.
bool looksLikeRecord(const std::string& text)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("players:", 0) == 0 || line.rfind("turns:", 0) == 0 || line.rfind("tileset:", 0) == 0)
            return true;
    return false;
}

bool readAll(const std::string& path, std::string& text)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    text = s.str();
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

int validate(const std::string& path)
{
    std::string text;
    if (!readAll(path, text)) {
        std::cerr << path << ": cannot read the file\n";
        return kExitInvalid;
    }
    if (!looksLikeRecord(text)) {
        std::vector<TilesetError> errors;
        const auto set = loadTileset(path, errors);
        if (!set) {
            for (const TilesetError& e : errors) std::cerr << e.describe() << "\n";
            return kExitInvalid;
        }
        std::cout << path << ": valid tile set '" << set->name << "': " << set->faces.size() << " faces, "
                  << set->totalTiles() << " tiles\n";
        return kExitOk;
    }
    std::vector<RecordError> errors;
    const auto rec = loadRecord(path, errors);
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
    long games = 0;
    std::vector<Color> players;
    std::uint64_t seed = 1;
    bool teams = false;
};

bool parseSimulateArgs(int argc, char** argv, Options& o, std::string& why)
{
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        const auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : std::string(); };
        try {
            if (a == "--games") {
                o.games = std::stol(value());
            } else if (a == "--seed") {
                o.seed = std::stoull(value());
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
        } catch (const std::exception&) {
            why = "option " + a + " needs a number";
            return false;
        }
    }
    if (o.games <= 0) {
        why = "--games must be a positive number";
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
    for (long g = 0; g < o.games; ++g) {
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
                  "{\"games\": %ld, \"seconds\": %.4f, \"games_per_second\": %.1f, \"mean_turns\": %.2f, ", o.games,
                  seconds, seconds > 0 ? static_cast<double>(o.games) / seconds : 0.0,
                  static_cast<double>(turns) / static_cast<double>(o.games));
    std::cout << head << "\"mean_scores\": " << means << "}\n";
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
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        usage();
        return kExitOk;
    }
    return usage();
}
