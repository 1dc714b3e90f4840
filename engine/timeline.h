// A game record as the steps of its story, for a review to walk through: every decision a player
// made (an Intel and Rumours choice, a tile placed, a meeple placed or not, each Galaxy Traders
// re-placement), a tile set aside, and the final scoring once the game is over. For each step it
// gives the position after it, the position it was decided in, the scores and what it did.
//
// The positions are replayed from the record: every few turns a copy of the game is kept, and a
// step's position is that copy played forward, so that memory stays bounded on a long game with
// a large set (kSnapshotTurns) and a jump anywhere replays at most that many turns.
#pragma once

#include "game.h"
#include "record.h"
#include "recordmoves.h"

#include <optional>
#include <vector>

namespace swc {

// The kinds of steps: StepKind (record.h).

struct TimelineStep
{
    StepKind kind = StepKind::Placement;
    int turn = 0;            // the record's turn (0-based); FinalScoring: the number of turns
    int replacement = -1;    // Replacement: which re-placement of the turn (0-based)
    int seat = -1;           // who decided (the pending meeple's owner for a re-placement); -1: nobody
    SeatArray<int> scores{}; // every seat's score after the step (a team's seats alike)
    // What the step did: Meeple, the turn's battles and scores; Replacement, the re-placement
    // (and the points of a route it completes, if any); FinalScoring, the final scores.
    TurnReport report;
};

class Timeline
{
public:
    // Turns kept between two copies of the game.
    static constexpr int kSnapshotTurns = 8;

    // Replays the record. A record with an illegal turn stops before it (error() says which):
    // the steps are those of the turns before.
    explicit Timeline(GameRecord record);

    const GameRecord& record() const { return record_; }
    int size() const { return static_cast<int>(steps_.size()); }
    const TimelineStep& step(int i) const { return steps_[static_cast<std::size_t>(i)]; }
    const std::vector<TimelineStep>& steps() const { return steps_; }
    const std::optional<RecordError>& error() const { return error_; }
    // The game ended (the last step is the final scoring).
    bool finished() const { return finished_; }

    // The position after step i; i = -1: before the first step (the start tile only).
    Game gameAfter(int i) const;
    // The position in which step i was decided: for a Placement, the tile drawn and nothing
    // placed (what a computer player's choose() is given); for a TileChoice, the turn's start
    // with the face-up row; for a Meeple, the tile placed; for a Replacement, the meeple pending.
    Game gameBefore(int i) const;
    // The first and the last step of a record turn (turn < record().turns.size()).
    int firstStepOf(int turn) const;
    int lastStepOf(int turn) const;
    // Every step of the turn so far, up to step i, as one report (the log of the turn at step i).
    TurnReport turnReportAt(int i) const;

private:
    struct Snapshot
    {
        int turn = 0;  // turns played in `game`
        Game game;
    };
    void build();
    // Plays record turn `turn` on `game` up to and including its step `upTo` (relative to the
    // turn's first step; INT_MAX: the whole turn), appending its steps when `steps` is given.
    bool playTurn(Game& game, int turn, int upTo, std::vector<TimelineStep>* steps, RecordError* err) const;
    const Snapshot& snapshotFor(int turn) const;
    // The record's turns before `turn` played, then that turn up to its step `upTo` (relative to
    // its first step; kDrawOnly: its tile drawn; kNothing: not begun).
    Game playTo(int turn, int upTo) const;

    GameRecord record_;
    std::vector<TimelineStep> steps_;
    std::vector<int> firstStep_;  // per record turn played
    std::vector<Snapshot> snapshots_;
    std::optional<RecordError> error_;
    bool finished_ = false;
};

}  // namespace swc
