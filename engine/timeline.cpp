#include "timeline.h"
#include "recordmoves.h"

#include <climits>
#include <utility>

namespace swc {

namespace {

// playTo's `upTo` for a turn of which nothing is played, or only the draw.
constexpr int kNothing = -2;
constexpr int kDrawOnly = -1;

SeatArray<int> scoresOf(const Game& game)
{
    SeatArray<int> scores{};
    for (int p = 0; p < game.playerCount(); ++p) scores[p] = game.score(p);
    return scores;
}

// A Placement step's report: who placed which tile where (the meeple step adds the rest).
TurnReport placementReport(const Game& game, int seat)
{
    TurnReport report;
    report.player = seat;
    const Game::PlacedTile& tile = game.placedTiles().back();
    report.face = tile.face;
    report.placement = {tile.at, tile.rotation};
    return report;
}

}  // namespace

Timeline::Timeline(GameRecord record) : record_(std::move(record))
{
    build();
}

void Timeline::build()
{
    Game game = newGame(record_);
    snapshots_.push_back({0, game});
    const int turns = static_cast<int>(record_.turns.size());
    for (int t = 0; t < turns; ++t) {
        if (t > 0 && t % kSnapshotTurns == 0) snapshots_.push_back({t, game});
        const int before = size();
        RecordError err;
        if (!playTurn(game, t, INT_MAX, &steps_, &err)) {
            err.turn = t + 1;
            error_ = err;
            steps_.resize(static_cast<std::size_t>(before));
            return;
        }
        firstStep_.push_back(before);
    }
    if (!game.isOver()) return;
    finished_ = true;
    TimelineStep last;
    last.kind = StepKind::FinalScoring;
    last.turn = turns;
    last.scores = game.finalScores(&last.report.scores);
    steps_.push_back(std::move(last));
}

bool Timeline::playTurn(Game& game, int turn, int upTo, std::vector<TimelineStep>* steps, RecordError* err) const
{
    int k = 0;
    int replacement = 0;
    const auto observe = [&](StepKind kind, int seat, const TurnReport& report) {
        if (steps) {
            TimelineStep s;
            s.kind = kind;
            s.turn = turn;
            s.replacement = kind == StepKind::Replacement ? replacement++ : -1;
            s.seat = seat;
            s.scores = scoresOf(game);
            s.report = kind == StepKind::Placement ? placementReport(game, seat) : report;
            steps->push_back(std::move(s));
        }
        return k++ != upTo;
    };
    return applyTurnSteps(game, record_.turns[static_cast<std::size_t>(turn)], nullptr, nullptr, err, observe);
}

const Timeline::Snapshot& Timeline::snapshotFor(int turn) const
{
    std::size_t i = snapshots_.size() - 1;
    while (i > 0 && snapshots_[i].turn > turn) --i;
    return snapshots_[i];
}

Game Timeline::playTo(int turn, int upTo) const
{
    const Snapshot& snap = snapshotFor(turn);
    Game game = snap.game;
    for (int t = snap.turn; t < turn; ++t) playTurn(game, t, INT_MAX, nullptr, nullptr);
    if (upTo == kDrawOnly)
        drawTurnTile(game, record_.turns[static_cast<std::size_t>(turn)], nullptr, nullptr);
    else if (upTo >= 0)
        playTurn(game, turn, upTo, nullptr, nullptr);
    return game;
}

Game Timeline::gameAfter(int i) const
{
    if (i < 0) return snapshots_.front().game;
    const TimelineStep& s = step(i);
    if (s.kind == StepKind::FinalScoring) return playTo(s.turn, kNothing);
    return playTo(s.turn, i - firstStepOf(s.turn));
}

Game Timeline::gameBefore(int i) const
{
    const TimelineStep& s = step(i);
    if (s.kind == StepKind::FinalScoring) return gameAfter(i);
    if (i > firstStepOf(s.turn)) return gameAfter(i - 1);
    return playTo(s.turn, s.kind == StepKind::Placement ? kDrawOnly : kNothing);
}

int Timeline::firstStepOf(int turn) const
{
    return firstStep_[static_cast<std::size_t>(turn)];
}

int Timeline::lastStepOf(int turn) const
{
    const std::size_t next = static_cast<std::size_t>(turn) + 1;
    return (next < firstStep_.size() ? firstStep_[next] : size() - (finished_ ? 1 : 0)) - 1;
}

TurnReport Timeline::turnReportAt(int i) const
{
    const TimelineStep& s = step(i);
    if (s.kind == StepKind::FinalScoring) return s.report;
    TurnReport whole;
    for (int j = firstStepOf(s.turn); j <= i; ++j) {
        const TimelineStep& part = step(j);
        if (part.kind == StepKind::Placement || part.kind == StepKind::Meeple) {
            whole = part.report;
        } else if (part.kind == StepKind::Replacement) {
            whole.addReplacementStep(part.report);
        }
    }
    return whole;
}

}  // namespace swc
