#include "lesson.h"

#include "record_p.h"
#include "recordmoves.h"
#include "yaml_input.h"

namespace swc {

namespace {

using detail::YamlNode;

RecordError lessonError(RecordErrorCode code, const std::string& file, SourcePos pos, std::vector<std::string> args)
{
    RecordError e;
    e.code = code;
    e.file = file;
    e.pos = pos;
    e.args = std::move(args);
    return e;
}

std::optional<LessonGoal> goalNamed(const std::string& s)
{
    if (s == "place") return LessonGoal::Place;
    if (s == "meeple") return LessonGoal::Meeple;
    if (s == "score") return LessonGoal::Score;
    if (s == "battle") return LessonGoal::Battle;
    if (s == "final") return LessonGoal::Final;
    return std::nullopt;
}

// The lesson's keys: each one known, none missing.
void checkKeys(const YamlNode& doc, const std::string& file, std::vector<RecordError>& errors)
{
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const std::string key = doc.key(i).isScalar() ? doc.key(i).scalar() : std::string("(not a plain key)");
        if (key != "lesson" && key != "goal" && key != "record")
            errors.push_back(lessonError(RecordErrorCode::UnknownKey, file, doc.key(i).pos(), {detail::shown(key)}));
    }
    for (const char* key : {"lesson", "goal", "record"})
        if (!doc[key]) errors.push_back(lessonError(RecordErrorCode::MissingKey, file, {1, 1}, {key}));
}

void readGoals(const YamlNode& goal, const std::string& file, Lesson& lesson, std::vector<RecordError>& errors)
{
    if (!goal.isSequence() || goal.size() == 0)
        errors.push_back(lessonError(RecordErrorCode::WrongType, file, goal.pos(), {"goal", "a list of goals"}));
    for (const YamlNode& g : goal) {
        const auto named = g.isScalar() ? goalNamed(g.scalar()) : std::nullopt;
        if (named) lesson.goals.push_back(*named);
        else
            errors.push_back(lessonError(RecordErrorCode::BadValue, file, g.pos(),
                                         {"goal", detail::shown(g.scalar()), "place, meeple, score, battle, final"}));
    }
}

bool readHead(const YamlNode& doc, const std::string& file, Lesson& lesson, std::vector<RecordError>& errors)
{
    const std::size_t before = errors.size();
    checkKeys(doc, file, errors);
    if (const YamlNode& id = doc["lesson"]) {
        if (id.isScalar() && !id.scalar().empty()) lesson.id = id.scalar();
        else errors.push_back(lessonError(RecordErrorCode::WrongType, file, id.pos(), {"lesson", "a name"}));
    }
    if (const YamlNode& goal = doc["goal"]) readGoals(goal, file, lesson, errors);
    return errors.size() == before;
}

// The head's errors and the record's, at most kMaxErrors of them as one file's read lists, and
// then the line that says more were left out.
void keepFirstErrors(std::vector<RecordError>& found, const std::string& file, std::vector<RecordError>& errors)
{
    const bool recordDropped =
        std::erase_if(found, [](const RecordError& e) { return e.code == RecordErrorCode::TooManyErrors; }) > 0;
    const bool dropped = recordDropped || found.size() > detail::kMaxErrors;
    if (dropped) found.resize(detail::kMaxErrors);
    errors.insert(errors.end(), found.begin(), found.end());
    if (dropped) errors.push_back(lessonError(RecordErrorCode::TooManyErrors, file, {}, {std::to_string(detail::kMaxErrors)}));
}

}  // namespace

std::optional<Lesson> parseLesson(const std::string& yaml, const std::string& file, std::vector<RecordError>& errors)
{
    detail::YamlFailure failure;
    const std::optional<YamlNode> root = detail::loadYamlDocument(yaml, failure);
    if (!root) {
        errors.push_back(lessonError(RecordErrorCode::YamlSyntax, file, failure.pos, {failure.detail}));
        return std::nullopt;
    }
    if (!root->isMap()) {
        errors.push_back(lessonError(RecordErrorCode::NotAMapping, file, {1, 1}, {"a lesson"}));
        return std::nullopt;
    }
    Lesson lesson;
    std::vector<RecordError> found;
    const bool headOk = readHead(*root, file, lesson, found);
    std::optional<GameRecord> rec;
    if ((*root)["record"]) rec = detail::parseRecordNode((*root)["record"], file, {}, found);
    keepFirstErrors(found, file, errors);
    if (!headOk || !rec) return std::nullopt;
    if (rec->turns.empty()) {
        errors.push_back(lessonError(RecordErrorCode::MissingKey, file, (*root)["record"].pos(), {"turns"}));
        return std::nullopt;
    }
    std::vector<TurnReport> reports;
    ReplayResult played = replay(*rec, &reports);
    if (played.error) {
        played.error->file = file;
        errors.push_back(*played.error);
        return std::nullopt;
    }
    lesson.answerTurn = rec->turns.back();
    lesson.answer = reports.back();
    rec->turns.pop_back();
    lesson.position = *rec;
    lesson.learner = lesson.answer.player;
    const ReplayResult start = replay(lesson.position);
    lesson.answerGain = played.game.score(lesson.learner) - start.game.score(lesson.learner);
    lesson.answerFinal = played.game.finalScores()[lesson.learner];
    return lesson;
}

MeepleMove answerMeepleFor(const Lesson& lesson, const Placement& learnerPlacement)
{
    MeepleMove m = lesson.answer.meeple;
    if (m.place && m.at == lesson.answer.placement.at) m.at = learnerPlacement.at;
    return m;
}

namespace {

bool sameMeepleGoal(const Lesson& lesson, const TurnReport& learner)
{
    const MeepleMove& want = lesson.answer.meeple;
    const MeepleMove& got = learner.meeple;
    if (!want.place) return true;
    if (!got.place || got.kind != want.kind || got.size != want.size) return false;
    // A planet attack: the very planet the answer attacks.
    const bool attack = want.kind == FeatureKind::Planet && !(want.at == lesson.answer.placement.at);
    return !attack || got.at == want.at;
}

}  // namespace

std::optional<LessonMiss> checkLessonTurn(const Lesson& lesson, const Game& placed, const TurnReport& learner,
                                          const Game& after, int gain)
{
    for (const LessonGoal goal : lesson.goals) {
        LessonMiss miss;
        miss.goal = goal;
        switch (goal) {
        case LessonGoal::Place: continue;  // the session placed it: the engine found it legal
        case LessonGoal::Meeple: {
            if (sameMeepleGoal(lesson, learner)) continue;
            const MeepleMove& want = lesson.answer.meeple;
            if (learner.meeple.place && learner.meeple.kind == want.kind && learner.meeple.size != want.size)
                miss.size = want.size;
            MoveError err;
            if (!placed.checkMeeple(answerMeepleFor(lesson, learner.placement), &err)) miss.why = err;
            return miss;
        }
        case LessonGoal::Score:
            miss.got = gain;
            miss.wanted = lesson.answerGain;
            if (gain >= lesson.answerGain) continue;
            return miss;
        case LessonGoal::Battle:
            if (!learner.battles.empty()) continue;
            return miss;
        case LessonGoal::Final:
            miss.got = after.finalScores()[lesson.learner];
            miss.wanted = lesson.answerFinal;
            if (miss.got >= miss.wanted) continue;
            return miss;
        }
    }
    return std::nullopt;
}

}  // namespace swc
