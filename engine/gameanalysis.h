// The analysis of a game: every decision of a record judged by the computer players' search
// (docs/analysis.md). For each decision it gives the value of the move played, the best move the
// search finds with its value, the difference (the loss), a mark for a large loss, and every
// side's chance of winning after the move played.
//
// - What is judged: a tile and its meeple (one decision: the Meeple step of the timeline, which
//   covers the Placement step before it), an Intel and Rumours choice between the face-up tiles
//   and the pile, and each Galaxy Traders re-placement. A tile set aside decides nothing.
// - Only what the player knew: a decision is analysed in the position it was taken in
//   (Timeline::gameBefore), and the search, as the computer players', shuffles the pile and
//   reseeds the dice of every copy it plays on; the record's pile order and dice are never used.
// - A tile and meeple: the search of the level (ai.h: ranking, widening, sequential halving over
//   sampled futures with common random numbers) with the played move always among the moves
//   searched; then the played move meets every future the best one met, so that both values are
//   means over the same futures. The face-up choice and the re-placement are valued as the
//   computer players decide them (tileChoiceValue, replacementValue): they have no futures.
// - The chance of winning: each leaf of the played move's futures (each side's evaluation when
//   the future ends), with the rest of the game's spread, calibrated on self-play games, around
//   each side's value: the chance that a side ends first, averaged over the futures.
// - Deterministic: a decision's generator is seeded from the options' seed (the record's when
//   0), the step and the level, so that the same record and options give the same analysis on any
//   machine, whatever the order or the threads the decisions are analysed on.
#pragma once

#include "ai.h"
#include "recordmoves.h"
#include "timeline.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace swc {

// How bad a decision was, by its loss in points: Dubious ("?") from kDubiousLoss, Blunder ("??")
// from kBlunderLoss (chosen from measured losses of hard and random players, docs/analysis.md).
enum class LossMark { None, Dubious /* "?" */, Blunder /* "??" */ };
constexpr double kDubiousLoss = 3.0;
constexpr double kBlunderLoss = 8.0;
LossMark lossMark(double loss);
const char* lossMarkText(LossMark mark);  // "", "?", "??"

struct DecisionAnalysis
{
    int step = -1;          // the Timeline step analysed: the Meeple step of a tile and meeple
                            // decision (it covers the Placement step before it), a TileChoice, a Replacement
    int turn = 0;           // the record's turn (0-based)
    int seat = -1;          // who decided
    StepKind kind = StepKind::Meeple;
    // The move played and the best move found:
    AiMove played, best;                      // kind Meeple: placement + meeple
    int playedTile = -1, bestTile = -1;       // kind TileChoice: index in the face-up row, -1 the pile
    MeepleMove playedReplacement, bestReplacement;  // kind Replacement ({} keeps it)
    double playedValue = 0.0, bestValue = 0.0;  // in points (evaluate(): me minus the best other side)
    double loss = 0.0;                          // bestValue - playedValue, never negative
    LossMark mark = LossMark::None;
    // Every seat's chance of winning after the decision as played (a team's seats alike; sums to
    // 1 over the sides; a shared first place counts as a share).
    SeatArray<double> winChance{};
    int futures = 0;  // the sampled futures the values and chances come from (0: none, by evaluate())
};

struct AnalysisOptions
{
    AiLevel level = AiLevel::Medium;  // the search's budget (easy: no futures, values by evaluate())
    std::uint64_t seed = 0;           // 0: derived from the record's seed
    std::optional<AiConfig> config;   // a search of its own in place of the level's (tests: small budgets)
};

// The search an analysis at `level` runs: the computer players' own (AiConfig::forLevel; a 75-turn
// game takes seconds at medium, docs/analysis.md, "Budget"). Random analyses as easy.
AiConfig analysisConfig(AiLevel level);

// Whether an analysis can judge decisions at `level`: easy, medium, hard and random (as easy), not
// the expert. The expert's tree search keeps no value of the move played beside the best one; the
// analysis's search (ai.h, compareMoves) run with the expert's numbers would be neither the
// expert's judgement nor a level's, so analyseDecision and analyseDecisions refuse it, as they
// refuse an options.config with a tree search.
bool analysable(AiLevel level);

// The steps of the timeline that are analysed (decisions a player made), in order.
std::vector<int> analysedSteps(const Timeline& timeline);
// The decision made at `step` (one of analysedSteps()) as the record made it: its step, turn, seat
// and kind, the move played (and as the best, with no values): what a move list shows before the
// analysis.
DecisionAnalysis playedDecision(const Timeline& timeline, int step);
// One decision, from what its player could know then (the pile shuffled, the dice reseeded in
// every sampled future). The same timeline, step and options give the same result. nullopt when
// `cancel` became true first, or at a level that is not analysable() (nothing is searched).
// `step` must be one of analysedSteps().
std::optional<DecisionAnalysis> analyseDecision(const Timeline& timeline, int step, const AnalysisOptions& options,
                                                const std::atomic<bool>* cancel = nullptr);

// Play this decision again (the Review mode): a move made in place of the one a tile and meeple
// decision played, valued with the decision's analysis on the same futures (common random
// numbers), so that the three values compare like for like.
struct AlternativeAnalysis
{
    DecisionAnalysis decision;  // analyseDecision's own for the step (the same values, the same best)
    AiMove move;                // the new move
    double value = 0.0;         // its value, as decision.playedValue is the played move's
    // decision.bestValue - value: the points it is behind the best found (negative: the new move
    // is worth more than the best the search found), and the mark of that loss.
    double behindBest = 0.0;
    LossMark mark = LossMark::None;
};
// `move` valued at the tile and meeple decision `step` (one of analysedSteps(), of kind Meeple):
// the analysis of the step is analyseDecision's, with the same seed, then `move` meets the played
// move's futures. nullopt, with nothing searched, when `error` is given and filled with why: the
// step is not a tile and meeple decision (a face-up choice, a re-placement), the move is not legal
// there, or the level is not analysable(); nullopt too when `cancel` became true first.
std::optional<AlternativeAnalysis> analyseAlternative(const Timeline& timeline, int step, const AiMove& move,
                                                      const AnalysisOptions& options,
                                                      const std::atomic<bool>* cancel = nullptr,
                                                      std::string* error = nullptr);

// Every step of `steps` analysed on `threads` threads (at least 1), each result handed to `done`
// in the order of `steps` (one call at a time, on any of the threads), so that the output is the
// same for any number of threads. False when `cancel` stopped it (the results before the first
// decision not finished have been handed over), and at once, with none, at a level that is not
// analysable().
using DecisionDone = std::function<void(const DecisionAnalysis&)>;
bool analyseDecisions(const Timeline& timeline, const std::vector<int>& steps, const AnalysisOptions& options,
                      int threads, const DecisionDone& done, const std::atomic<bool>* cancel = nullptr);

// The chance of winning behind DecisionAnalysis::winChance. The spread (standard deviation, in
// points) of one side's final score about its evaluation when `tilesLeft` tiles are still to come
// among `sides` sides (docs/analysis.md, "The chance of winning": measured on self-play games;
// what counts is each side's share of the turns left).
double finalScoreSpread(int tilesLeft, int sides);
// Each side's chance (indexed by team, as evaluateSides) of ending first in `position`: its
// evaluation plus an independent normal error of finalScoreSpread for each side; a game over is
// decided by its final scores (a tie shares). Sums to 1 over the sides.
SeatArray<double> winChances(const Game& position, const EvalWeights& weights);

// The CLI's line for one decision (one JSON object, docs/analysis.md: its `turn` counts from 1 as
// players count, its moves are written as a record's entries), and back: the desktop program
// caches an analysis as these lines. parse fails (nullopt, `error` says where and why)
// on a line that does not fit the timeline (wrong step, illegal move).
std::string analysisJson(const Timeline& timeline, const DecisionAnalysis& analysis);
std::optional<DecisionAnalysis> parseAnalysisJson(const std::string& line, const Timeline& timeline, std::string* error);

}  // namespace swc
