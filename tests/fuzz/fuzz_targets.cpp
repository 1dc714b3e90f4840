#include "fuzz_targets.h"

#include "artcheck.h"

#include "lesson.h"

#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "tileset.h"

#include <algorithm>
#include <exception>
#include <vector>

namespace swc::fuzz {

namespace {

// A message names a place and shortens what it quotes from the file (at most 40 characters a
// value), so even the longest is short; a 1 MB name must never come back whole.
constexpr std::size_t kLongestMessage = 600;
// One read lists at most 100 errors, then one that says more follow.
constexpr std::size_t kMostErrors = 101;
// Random turns played with a set that was read (the set may have 5,000 tiles).
constexpr int kTurns = 100;

template <typename Error>
std::string checkErrors(const std::vector<Error>& errors, bool accepted)
{
    if (accepted && !errors.empty())
        return "accepted with errors: " + errors.front().describe();
    if (!accepted && errors.empty())
        return "rejected without an error";
    if (errors.size() > kMostErrors)
        return std::to_string(errors.size()) + " errors (at most " + std::to_string(kMostErrors) + ")";
    for (const Error& e : errors) {
        const std::string text = e.describe();
        if (e.message().empty())
            return "an error without a message";
        if (text.size() > kLongestMessage)
            return "a message of " + std::to_string(text.size()) + " bytes: " + text.substr(0, 200);
    }
    return {};
}

std::string playSome(std::shared_ptr<const Tileset> set)
{
    if (set->startFace() < 0)
        return "a valid set without a start face";
    Game game(std::move(set), {Color::Red, Color::Black}, Rules{}, 7);
    Rng rng(11);
    RandomPlayScratch scratch;
    for (int turn = 0; turn < kTurns && playRandomTurn(game, rng, scratch); ++turn) {
    }
    game.finalScores();
    return {};
}

}  // namespace

std::string tileset(const std::uint8_t* data, std::size_t size)
{
    try {
        const std::string text(reinterpret_cast<const char*>(data), size);
        std::vector<TilesetError> errors;
        const std::optional<Tileset> set = parseTileset(text, "fuzz.yaml", errors);
        if (std::string why = checkErrors(errors, set.has_value()); !why.empty())
            return why;
        if (!set)
            return {};
        if (!validateTileset(*set).empty())
            return "read but invalid: " + validateTileset(*set).front().describe();
        const std::string written = writeTileset(*set);
        std::vector<TilesetError> again;
        const std::optional<Tileset> reread = parseTileset(written, "written.yaml", again);
        if (!reread)
            return "the written set does not read back: " + (again.empty() ? std::string() : again.front().describe());
        if (!(*reread == *set))
            return "the written set reads back different";
        return playSome(std::make_shared<const Tileset>(*set));
    } catch (const std::exception& e) {
        return std::string("exception: ") + e.what();
    }
}

std::string record(const std::uint8_t* data, std::size_t size, const std::string& baseDir)
{
    try {
        const std::string text(reinterpret_cast<const char*>(data), size);
        std::vector<RecordError> errors;
        const std::optional<GameRecord> rec = parseRecord(text, "fuzz.yaml", baseDir, errors);
        if (std::string why = checkErrors(errors, rec.has_value()); !why.empty())
            return why;
        if (!rec)
            return {};
        const ReplayResult first = replay(*rec);
        const std::string written = writeRecord(*rec);
        std::vector<RecordError> again;
        const std::optional<GameRecord> reread = parseRecord(written, "written.yaml", baseDir, again);
        if (!reread)
            return "the written record does not read back: " +
                   (again.empty() ? std::string() : again.front().describe());
        const ReplayResult second = replay(*reread);
        if (second.turnsPlayed != first.turnsPlayed || second.error.has_value() != first.error.has_value())
            return "the written record replays differently";
        for (int p = 0; p < first.game.playerCount(); ++p)
            if (first.game.score(p) != second.game.score(p))
                return "the written record scores differently";
        if (first.game.finalScores() != second.game.finalScores())
            return "the written record's final scores differ";
        return {};
    } catch (const std::exception& e) {
        return std::string("exception: ") + e.what();
    }
}

std::string art(const std::uint8_t* data, std::size_t size)
{
    try {
        const std::string text(reinterpret_cast<const char*>(data), size);
        const std::optional<TilesetError> e = checkArt(text, "face", 0);
        if (!e) {
            // Passed: its first element is an svg one (namespace URIs, comments and CDATA may
            // hold any words, so nothing else is looked for in the text).
            if (text.find("svg") == std::string::npos)
                return "passed without an svg element";
            return {};
        }
        if (e->code != TilesetErrorCode::ArtRefused && e->code != TilesetErrorCode::ArtTooLarge)
            return "refused with another code";
        const std::string message = e->message();
        if (message.empty() || message.size() > kLongestMessage)
            return "a message of " + std::to_string(message.size()) + " bytes";
        if (e->code == TilesetErrorCode::ArtRefused) {
            const long long line = std::stoll(e->args.at(3));
            // A line ends at LF, CR or CR LF (XML's rule): at most one line a break character.
            const auto lines = 1 + std::count(text.begin(), text.end(), '\n') + std::count(text.begin(), text.end(), '\r');
            if (line < 0 || line > lines)
                return "a refusal at line " + std::to_string(line) + " of " + std::to_string(lines);
        }
        return {};
    } catch (const std::exception& e) {
        return std::string("exception: ") + e.what();
    }
}

namespace {

// The answer played from the lesson's position, step by step as the tutorial's board plays a
// learner's move: it must meet every goal of its own lesson.
std::string answerMeetsItsGoals(const Lesson& l)
{
    Game game = replay(l.position).game;
    const int before = game.score(l.learner);
    RecordError err;
    std::vector<int> setAside;
    if (!drawTurnTile(game, l.answerTurn, &setAside, &err) || !placeTurnTile(game, l.answerTurn, &err))
        return "the answer does not place from the position: " + err.describe();
    const Game placed = game;
    TurnReport report;
    if (!finishTurnMeeple(game, l.answerTurn, &report, &err))
        return "the answer's meeple does not go from the position: " + err.describe();
    for (const RecordReplacement& r : l.answerTurn.replacements)
        if (!applyReplacement(game, r, &err, &report))
            return "the answer's re-placement does not go: " + err.describe();
    if (const std::optional<LessonMiss> miss = checkLessonTurn(l, placed, report, game, game.score(l.learner) - before))
        return "the answer misses its own goal " + std::to_string(static_cast<int>(miss->goal));
    return {};
}

}  // namespace

std::string lesson(const std::uint8_t* data, std::size_t size)
{
    try {
        const std::string text(reinterpret_cast<const char*>(data), size);
        std::vector<RecordError> errors;
        const std::optional<Lesson> l = parseLesson(text, "fuzz.yaml", errors);
        if (std::string why = checkErrors(errors, l.has_value()); !why.empty())
            return why;
        if (!l)
            return {};
        if (const ReplayResult start = replay(l->position); start.error)
            return "the position does not replay: " + start.error->describe();
        if (std::string why = answerMeetsItsGoals(*l); !why.empty())
            return why;
        // Any legal turn from the position is judged (a miss or not) without an exception.
        Game game = replay(l->position).game;
        const int before = game.score(l->learner);
        Rng rng(5);
        RandomPlayScratch scratch;
        TurnReport report;
        if (playRandomTurn(game, rng, scratch, nullptr, nullptr, &report)) {
            checkLessonTurn(*l, game, report, game, game.score(l->learner) - before);
            answerMeepleFor(*l, report.placement);
        }
        return {};
    } catch (const std::exception& e) {
        return std::string("exception: ") + e.what();
    }
}

}  // namespace swc::fuzz
