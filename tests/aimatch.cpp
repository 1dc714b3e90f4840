// Two configurations of the computer players against each other, run by hand: the tuning of the
// evaluation's weights and the search's knobs (docs/ai.md, "Tuning").
//
//   aimatch --a LEVEL --b LEVEL --games N [--seed S] [--threads T] [--all-house-rules]
//           [a.KEY=VALUE ...] [b.KEY=VALUE ...]
//
// 2-player games of the standard set on paired seeds: games 2k and 2k+1 share the seed S + k
// (the same pile and dice) with the seats swapped, so that the luck of the draw cancels out of
// the comparison. KEY is a knob of AiConfig (simulations, width, depth, maxEvaluations,
// exploration, priorVisits, widenBase, widenPower, threads, battleSamples) or a weight of
// EvalWeights for the policy, the leaves or both (policy.meeple, leaf.lookups, both.routeChance
// ...). Prints each game on stderr with each side's processor seconds per move so far (the
// process's time: each side's own with --threads 1), then a's win share with its 95% interval and
// a's mean margin.
// The games run on T threads at once (each computer's own threads besides).
#include "ai.h"
#include "balance.h"
#include "record.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace swc;

namespace {

bool setWeight(EvalWeights& w, const std::string& key, double v)
{
    const std::map<std::string, double*> weights = {
        {"meeple", &w.meeple},           {"large", &w.large},
        {"routeChance", &w.routeChance}, {"routeDecay", &w.routeDecay},
        {"fieldChance", &w.fieldChance}, {"fieldDecay", &w.fieldDecay},
        {"planetChance", &w.planetChance}, {"planetDecay", &w.planetDecay},
        {"planetLeftPower", &w.planetLeftPower}, {"meeplePower", &w.meeplePower},
        {"attackRisk", &w.attackRisk}};
    if (key == "lookups") {
        w.lookups = v != 0;
        return true;
    }
    const auto it = weights.find(key);
    if (it == weights.end()) return false;
    *it->second = v;
    return true;
}

bool setKnob(AiConfig& c, const std::string& key, double v)
{
    const std::map<std::string, double*> real = {{"exploration", &c.exploration}, {"priorVisits", &c.priorVisits},
                                                 {"widenBase", &c.widenBase},     {"widenPower", &c.widenPower}};
    const std::map<std::string, int*> counts = {{"simulations", &c.simulations}, {"width", &c.width},
                                                {"depth", &c.depth},             {"threads", &c.threads},
                                                {"battleSamples", &c.battleSamples}};
    if (key == "maxEvaluations") {
        c.maxEvaluations = static_cast<long>(v);
        return true;
    }
    if (const auto it = real.find(key); it != real.end()) {
        *it->second = v;
        return true;
    }
    if (const auto it = counts.find(key); it != counts.end()) {
        *it->second = static_cast<int>(v);
        return true;
    }
    return false;
}

// KEY=VALUE for one side's configuration (KEY without its "a." or "b.").
bool setKey(AiConfig& c, const std::string& key, double v)
{
    const auto dot = key.find('.');
    if (dot == std::string::npos) return setKnob(c, key, v);
    const std::string part = key.substr(0, dot), weight = key.substr(dot + 1);
    if (part == "policy") return setWeight(c.policy, weight, v);
    if (part == "leaf") return setWeight(c.leaf, weight, v);
    return part == "both" && setWeight(c.policy, weight, v) && setWeight(c.leaf, weight, v);
}

struct Match
{
    AiLevel level[2] = {AiLevel::Easy, AiLevel::Easy};
    AiConfig config[2];
    long games = 0;
    std::uint64_t seed = 1;
    int threads = 1;
    bool allHouseRules = false;
};

// One option at argv[i] (its value too, i moved past it); anything else is a key, kept for later.
// Returns an error message, empty when it is good.
std::string option(int argc, char** argv, int& i, Match& m, std::vector<std::string>& keys)
{
    const std::string arg = argv[i];
    const bool value = i + 1 < argc;
    if (arg == "--a" || arg == "--b") {
        const auto l = value ? parseAiLevel(argv[++i]) : std::nullopt;
        if (!l) return arg + " needs random, easy, medium, hard or expert";
        m.level[arg == "--a" ? 0 : 1] = *l;
    } else if (arg == "--games" && value) {
        m.games = std::atol(argv[++i]);
    } else if (arg == "--seed" && value) {
        m.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--threads" && value) {
        m.threads = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--all-house-rules") {
        m.allHouseRules = true;
    } else {
        keys.push_back(arg);
    }
    return {};
}

// a.KEY=VALUE or b.KEY=VALUE on the levels' configurations. Returns an error message or empty.
std::string applyKeys(const std::vector<std::string>& keys, Match& m)
{
    for (int s = 0; s < 2; ++s) m.config[s] = AiConfig::forLevel(m.level[s]);
    for (const std::string& k : keys) {
        const auto eq = k.find('=');
        const int side = k.rfind("a.", 0) == 0 ? 0 : k.rfind("b.", 0) == 0 ? 1 : -1;
        if (eq == std::string::npos || side < 0 || !setKey(m.config[side], k.substr(2, eq - 2), std::atof(k.c_str() + eq + 1)))
            return "not an option nor a.KEY=VALUE / b.KEY=VALUE: " + k;
    }
    return {};
}

// Returns an error message, empty when the command line is good.
std::string parse(int argc, char** argv, Match& m)
{
    std::vector<std::string> keys;
    for (int i = 1; i < argc; ++i)
        if (std::string why = option(argc, argv, i, m, keys); !why.empty()) return why;
    if (m.games <= 0) return "--games N is needed";
    return applyKeys(keys, m);
}

// Game n: the seed S + n / 2, a first in even games.
MatchGame play(const Match& m, const std::shared_ptr<const Tileset>& set, const Rules& rules, long n)
{
    const std::uint64_t seed = m.seed + static_cast<std::uint64_t>(n / 2);
    const MatchSide sides[2] = {{m.level[0], m.config[0]}, {m.level[1], m.config[1]}};
    return playMatchGame(set, rules, seed, seed * 7 + 1, sides, n % 2 == 0);
}

}  // namespace

int main(int argc, char** argv)
{
    Match m;
    if (const std::string why = parse(argc, argv, m); !why.empty()) {
        std::fprintf(stderr, "aimatch: %s\nusage: aimatch --a LEVEL --b LEVEL --games N [--seed S] [--threads T] "
                             "[--all-house-rules] [a.KEY=VALUE ...] [b.KEY=VALUE ...]\n",
                     why.c_str());
        return 2;
    }
    const auto set = builtinTileset("standard");
    Rules rules = defaultRules(*set);
    if (m.allHouseRules)
        for (int v = 0; v < kVariants; ++v) rules.set(static_cast<Variant>(v));
    std::atomic<long> next{0};
    std::mutex mutex;
    double wins = 0, margin = 0;
    long done = 0;
    MatchGame all;
    const auto work = [&] {
        for (long n; (n = next++) < m.games;) {
            const MatchGame g = play(m, set, rules, n);
            const long d = g.score[0] - g.score[1];
            const std::lock_guard lock(mutex);
            wins += d > 0 ? 1 : d == 0 ? 0.5 : 0;
            margin += static_cast<double>(d);
            ++done;
            all.add(g);
            std::fprintf(stderr, "game %ld: a %+ld | a %.1f of %ld, mean margin %+.2f | a %.3f s/move (max %.2f), b %.3f\n",
                         n, d, wins, done, margin / static_cast<double>(done), all.perMove(all.cpuSeconds, 0), all.maxCpu[0],
                         all.perMove(all.cpuSeconds, 1));
        }
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < m.threads; ++t) workers.emplace_back(work);
    work();
    for (std::thread& w : workers) w.join();
    const Interval ci = wilsonInterval(wins, static_cast<double>(done));
    std::printf("{\"games\": %ld, \"a_win_share\": %.4f, \"a_win_share_ci95\": [%.4f, %.4f], \"a_mean_margin\": %.3f}\n",
                done, wins / static_cast<double>(done), ci.low, ci.high, margin / static_cast<double>(done));
}
