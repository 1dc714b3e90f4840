// A tutorial lesson (resources/tutorial/, docs/tutorial.md): a position to play from, what the
// learner's move must do there, and the move that does it.
//
// A lesson file is a YAML mapping:
//   lesson: route-merchant        # the lesson's id: the program's texts for it (title, text, goal)
//   goal: [meeple]                 # what the learner's turn must do as the answer does
//   record: {...}                  # a game record (record-format.md); its LAST turn is the answer
// The position is the record without its last turn; the learner plays the seat whose turn it is
// there. The answer is replayed when the lesson is read, so a lesson whose answer (or any turn)
// is illegal is refused with the engine's words, as a record is.
//
// The check compares the learner's turn with the answer's, by the engine's own figures: the kind
// of feature the meeple went on (and, when it is not the placed tile, the planet attacked), the
// points the turn earned, the battles fought, the final scores. Where the learner's move makes
// the answer's meeple impossible, the engine says why (checkMeeple's MoveError).
#pragma once

#include "game.h"
#include "record.h"

#include <optional>
#include <string>
#include <vector>

namespace swc {

enum class LessonGoal : std::uint8_t {
    Place,   // any legal placement of the tile
    Meeple,  // a meeple on the kind of feature the answer's is on (a planet attack: that planet)
    Score,   // at least the points the answer earns this turn
    Battle,  // a battle fought, as the answer's turn fights one
    Final,   // at least the answer's score once the game is over (the last tile: the final scoring)
};

struct Lesson
{
    std::string id;
    std::vector<LessonGoal> goals;
    GameRecord position;  // the record without the answer
    RecordTurn answerTurn;
    TurnReport answer;    // the answer as the engine played it
    int learner = 0;      // the seat the learner plays
    int answerGain = 0;   // the points the answer's turn earned the learner
    int answerFinal = 0;  // the learner's score at the end after the answer (Final)
};

// Reads a lesson; nullopt with `errors` (record errors, words of Texts::recordError) when the
// file is not a lesson or its record is broken or illegal.
std::optional<Lesson> parseLesson(const std::string& yaml, const std::string& file, std::vector<RecordError>& errors);

// What the learner's turn missed, the first goal not reached (nullopt: every goal reached).
struct LessonMiss
{
    LessonGoal goal = LessonGoal::Place;
    std::optional<MoveError> why;  // Meeple: the engine's reason the answer's meeple cannot go there
    std::optional<MeepleSize> size;  // Meeple: the right feature, but the answer's meeple is of this size
    int got = 0;                   // Score, Final: the learner's points
    int wanted = 0;                // and the answer's
};

// `placed`: the game after the learner's placement (the meeple step); `learner`: the turn's
// report; `after`: the game after the turn.
std::optional<LessonMiss> checkLessonTurn(const Lesson& lesson, const Game& placed, const TurnReport& learner,
                                          const Game& after, int gain);

// The answer's meeple as it would go with the learner's placement (its own tile's features
// follow the tile; a planet attack keeps its planet).
MeepleMove answerMeepleFor(const Lesson& lesson, const Placement& learnerPlacement);

}  // namespace swc
