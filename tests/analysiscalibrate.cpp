// The measurements behind the analysis' figures (docs/analysis.md), run by hand:
//
//   analysiscalibrate spread --a LEVEL --b LEVEL --games N [--seed S]
//       2-player standard games between two computer players; after every turn, each side's
//       evaluation (evaluateSides, the leaves' weights) against its final score: the spread of the
//       final margin about the estimated one, by tiles left, and the fitted kSpreadPerTurn.
//   analysiscalibrate analyse --a LEVEL --b LEVEL --games N [--seed S] [--level L] [--threads T]
//       the same games analysed: each side's losses per decision (mean, quantiles, share over the
//       marks' thresholds) and how well the chances of winning foretold the winner (by tenths).
//   analysiscalibrate record --a LEVEL --b LEVEL --out FILE [--seed S] [--variants V,...]
//       one game as a record (the benchmark's input).
#include "gameanalysis.h"
#include "record.h"
#include "recordmoves.h"
#include "textfile.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace swc;

namespace {

struct Options
{
    AiLevel a = AiLevel::Easy, b = AiLevel::Easy, level = AiLevel::Medium;
    int games = 10;
    std::uint64_t seed = 1;
    int threads = 2;
    std::string out;
    Rules rules;
};

// Game g of a run: a against b, a in seat g % 2 == 0 ? 0 : 1.
GameRecord playGame(const Options& o, int g)
{
    const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
    const bool aFirst = g % 2 == 0;
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    rec.rules = o.rules;
    rec.seed = seed;
    Game game = newGame(rec);
    std::vector<AiPlayer> ais = {AiPlayer(aFirst ? o.a : o.b, seed * 7 + 1), AiPlayer(aFirst ? o.b : o.a, seed * 7 + 2)};
    for (;;) {
        RecordTurn turn;
        std::vector<int> aside;
        const bool played = playAiTurn(game, ais[static_cast<std::size_t>(game.currentPlayer())], nullptr, nullptr,
                                       &turn, &aside);
        for (int f : aside) rec.turns.push_back(setAsideTurn(game.tileset(), f));
        if (!played) break;
        rec.turns.push_back(turn);
    }
    return rec;
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

// spread: the final margin against the estimated one after every turn, by tiles left.
int spread(const Options& o)
{
    std::map<int, std::vector<double>> residuals;  // tiles left / 10 -> final - estimated margin
    std::vector<std::pair<int, double>> all;        // tiles left (> 0), residual
    for (int g = 0; g < o.games; ++g) {
        const GameRecord rec = playGame(o, g);
        Game game = newGame(rec);
        std::vector<std::pair<int, double>> estimates;  // tiles left, estimated margin red - black
        for (const RecordTurn& t : rec.turns) {
            applyTurn(game, t, nullptr, nullptr, nullptr);
            const SeatArray<double> v = evaluateSides(game, AiConfig::forLevel(o.level).leaf);
            estimates.emplace_back(game.pileSize() + game.rowSize(), v[0] - v[1]);
        }
        const SeatArray<int> final = game.finalScores();
        for (const auto& [n, est] : estimates) {
            const double r = final[0] - final[1] - est;
            residuals[n / 10].push_back(r);
            if (n > 0) all.emplace_back(n, r);
        }
        std::fprintf(stderr, "\rgame %d of %d", g + 1, o.games);
    }
    std::printf("\ntiles left  positions  mean residual  sd of residual  sd / sqrt(mid tiles left)\n");
    for (const auto& [bucket, r] : residuals) {
        double mean = 0, sq = 0;
        for (double x : r) mean += x;
        mean /= static_cast<double>(r.size());
        for (double x : r) sq += (x - mean) * (x - mean);
        const double sd = r.size() > 1 ? std::sqrt(sq / static_cast<double>(r.size() - 1)) : 0.0;
        const double mid = bucket * 10 + 4.5;
        std::printf("%3d-%-3d     %9zu  %13.2f  %14.2f  %10.2f\n", bucket * 10, bucket * 10 + 9, r.size(), mean, sd,
                    sd / std::sqrt(mid));
    }
    // The spread of the margin as a * n^p (n tiles left), fitted by maximum likelihood of a normal
    // error: for each p, a^2 is the mean of r^2 / n^(2p); the p of the highest likelihood.
    double bestP = 0, bestA = 0, bestLog = -1e300;
    for (double p = 0.20; p <= 0.701; p += 0.01) {
        double a2 = 0, logs = 0;
        for (const auto& [n, r] : all) a2 += r * r / std::pow(n, 2 * p);
        a2 /= static_cast<double>(all.size());
        for (const auto& [n, r] : all) logs += std::log(std::sqrt(a2) * std::pow(n, p));
        const double likelihood = -logs - 0.5 * static_cast<double>(all.size());
        if (likelihood > bestLog) {
            bestLog = likelihood;
            bestP = p;
            bestA = std::sqrt(a2);
        }
    }
    std::printf("margin spread a * n^p by maximum likelihood: a = %.3f, p = %.2f (%zu positions)\n", bestA, bestP,
                all.size());
    return 0;
}

// analyse: losses per side and the chances' calibration.
int analyse(const Options& o)
{
    std::vector<double> losses[2];  // a's, b's
    std::vector<double> chanceSum(10, 0.0), won(10, 0.0);
    std::vector<int> count(10, 0);
    double brier = 0;
    int predictions = 0;
    for (int g = 0; g < o.games; ++g) {
        const GameRecord rec = playGame(o, g);
        const Timeline timeline(rec);
        const Game end = timeline.gameAfter(timeline.size() - 1);
        const SeatArray<int> final = end.finalScores();
        const double redWins = final[0] > final[1] ? 1.0 : final[0] == final[1] ? 0.5 : 0.0;
        AnalysisOptions ao;
        ao.level = o.level;
        analyseDecisions(timeline, analysedSteps(timeline), ao, o.threads, [&](const DecisionAnalysis& d) {
            const bool isA = (d.seat == 0) == (g % 2 == 0);
            losses[isA ? 0 : 1].push_back(d.loss);
            const double c = d.winChance[0];
            const int bucket = std::min(9, static_cast<int>(c * 10));
            chanceSum[static_cast<std::size_t>(bucket)] += c;
            won[static_cast<std::size_t>(bucket)] += redWins;
            ++count[static_cast<std::size_t>(bucket)];
            brier += (c - redWins) * (c - redWins);
            ++predictions;
        });
        std::fprintf(stderr, "\rgame %d of %d", g + 1, o.games);
    }
    std::printf("\nside   decisions  mean loss  median   p75    p90    p95    p99   >=%.0f   >=%.0f\n", kDubiousLoss,
                kBlunderLoss);
    for (int s = 0; s < 2; ++s) {
        const auto& l = losses[s];
        double mean = 0;
        int dubious = 0, blunder = 0;
        for (double x : l) {
            mean += x;
            dubious += x >= kDubiousLoss;
            blunder += x >= kBlunderLoss;
        }
        const double n = std::max<double>(1, static_cast<double>(l.size()));
        std::printf("%-6s %9zu  %9.2f  %6.2f %6.2f %6.2f %6.2f %6.2f  %5.1f%% %5.1f%%\n", aiLevelName(s ? o.b : o.a),
                    l.size(), mean / n, quantile(l, 0.5), quantile(l, 0.75), quantile(l, 0.9), quantile(l, 0.95),
                    quantile(l, 0.99), 100.0 * dubious / n, 100.0 * blunder / n);
    }
    std::printf("red's chance  decisions  mean chance  red won\n");
    for (int b = 0; b < 10; ++b)
        if (count[static_cast<std::size_t>(b)] > 0)
            std::printf("%.1f-%.1f      %9d  %11.3f  %7.3f\n", b / 10.0, (b + 1) / 10.0, count[static_cast<std::size_t>(b)],
                        chanceSum[static_cast<std::size_t>(b)] / count[static_cast<std::size_t>(b)],
                        won[static_cast<std::size_t>(b)] / count[static_cast<std::size_t>(b)]);
    std::printf("Brier score: %.4f over %d decisions\n", predictions ? brier / predictions : 0.0, predictions);
    return 0;
}

int record(const Options& o)
{
    const std::string text = writeRecord(playGame(o, 0));
    FileWriteError why;
    if (!writeTextFile(o.out, text, &why)) {
        std::fprintf(stderr, "%s: %s\n", o.out.c_str(), why.describe().c_str());
        return 2;
    }
    return 0;
}

bool readOption(Options& o, const std::string& name, const std::string& value)
{
    const auto level = [&value](AiLevel& l) {
        const auto parsed = parseAiLevel(value);
        if (parsed) l = *parsed;
        return parsed.has_value();
    };
    if (name == "--a") return level(o.a);
    if (name == "--b") return level(o.b);
    if (name == "--level") return level(o.level);
    if (name == "--games") return (o.games = std::atoi(value.c_str())) > 0;
    if (name == "--threads") return (o.threads = std::atoi(value.c_str())) > 0;
    if (name == "--seed") return (o.seed = std::strtoull(value.c_str(), nullptr, 10)), true;
    if (name == "--out") return !(o.out = value).empty();
    if (name == "--variants") {
        for (std::size_t at = 0; at <= value.size();) {
            const std::size_t comma = std::min(value.find(',', at), value.size());
            const auto v = parseVariant(value.substr(at, comma - at));
            if (!v) return false;
            o.rules.set(*v);
            at = comma + 1;
        }
        return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv)
{
    Options o;
    const std::string command = argc > 1 ? argv[1] : "";
    for (int i = 2; i + 1 < argc; i += 2)
        if (!readOption(o, argv[i], argv[i + 1])) {
            std::fprintf(stderr, "bad option %s %s\n", argv[i], argv[i + 1]);
            return 1;
        }
    if (command == "spread") return spread(o);
    if (command == "analyse") return analyse(o);
    if (command == "record" && !o.out.empty()) return record(o);
    std::fprintf(stderr, "usage: %s spread|analyse|record --a LEVEL --b LEVEL [--games N] [--seed S] [--level L] "
                         "[--threads T] [--out FILE] [--variants V,...]\n", argv[0]);
    return 1;
}
