#include "clientstate.h"
#include "recordmoves.h"

#include <QJsonDocument>

#include <algorithm>

namespace swc::net {

namespace {

QString recordProblem(const char* what, const RecordError& err)
{
    return QStringLiteral("%1: %2").arg(QString::fromLatin1(what), QString::fromStdString(err.message()));
}

}  // namespace

bool ClientState::myDecision() const
{
    return seat_ >= 0 && game_ && !over_ && stopped_.isEmpty() && toAct_ == seat_ && !timedOut_ &&
           (step_ == Step::Choose || step_ == Step::Place || step_ == Step::Replace);
}

QDeadlineTimer ClientState::turnDeadline() const
{
    // Between a move and the next prompt nobody is timed, nor in a stopped game.
    return toAct_ < 0 || !stopped_.isEmpty() ? QDeadlineTimer(QDeadlineTimer::Forever) : deadline_;
}

qint64 ClientState::timeLeftMs() const
{
    const QDeadlineTimer d = turnDeadline();
    return d.isForever() ? -1 : d.remainingTime();
}

Game ClientState::decisionGame() const
{
    Game g = *game_;
    if (step_ == Step::Place && drawn_ >= 0 && g.drawnTile() < 0) g.draw(drawn_);
    return g;
}

QString ClientState::decisionKey() const
{
    return QStringLiteral("%1/%2/%3/%4").arg(entries_).arg(replacements_).arg(QString::fromLatin1(stepName(step_))).arg(drawn_);
}

// The server's messages (docs/protocol.md, "Server to client"): the event each one is, whether it
// needs the game's state first, and what it changes.
ClientState::Result ClientState::handle(const QByteArray& utf8)
{
    struct Kind
    {
        const char* type;
        Event event;
        bool needsGame;
        QString (ClientState::*apply)(const QJsonObject&);
    };
    static const Kind kinds[] = {
        {"welcome", Event::Welcome, false, &ClientState::applyWelcome},
        {"state", Event::State, false, &ClientState::rebuild},
        {"seats", Event::Seats, false, &ClientState::applySeats},
        {"chat", Event::Chat, false, nullptr},
        {"save_failed", Event::Saving, false, nullptr},
        {"save_ok", Event::Saving, false, nullptr},
        {"drawn", Event::Drawn, true, &ClientState::applyDrawn},
        {"played", Event::Played, true, &ClientState::applyPlayed},
        {"replaced", Event::Replaced, true, &ClientState::applyReplaced},
        {"turn", Event::Prompt, true, &ClientState::prompt},
        {"timeout", Event::Timeout, true, &ClientState::applyTimeout},
        {"game_over", Event::GameOver, false, &ClientState::applyGameOver},
        {"error", Event::Error, false, &ClientState::applyError},
        {"stopped", Event::Stopped, false, &ClientState::applyStopped},
    };
    Result r;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        r.problem = QStringLiteral("the server sent a message that is not a JSON object");
        return r;
    }
    r.message = doc.object();
    const QString type = r.message.value(QLatin1String("type")).toString();
    const auto kind = std::find_if(std::begin(kinds), std::end(kinds), [&type](const Kind& k) { return type == QLatin1String(k.type); });
    if (kind == std::end(kinds)) {
        r.problem = QStringLiteral("unknown message type '%1' from the server").arg(type.left(20));
    } else if (kind->needsGame && !game_) {
        r.problem = QStringLiteral("a %1 message before the game's state").arg(type.left(20));
    } else {
        r.event = kind->event;
        if (kind->apply) r.problem = (this->*kind->apply)(r.message);
    }
    return r;
}

QString ClientState::applyWelcome(const QJsonObject& m)
{
    seat_ = m.value(QLatin1String("seat")).toInt(-1);
    token_ = m.value(QLatin1String("token")).toString();
    name_ = m.value(QLatin1String("name")).toString().left(kMaxNameLength);
    // A server that gives no identity (or a malformed one) is known by its address only.
    gameId_ = m.value(QLatin1String("game")).toString();
    if (!isGameId(gameId_)) gameId_.clear();
    if (seat_ < -1 || seat_ >= kMaxPlayers) return QStringLiteral("the server gave an impossible seat");
    return {};
}

QString ClientState::applyGameOver(const QJsonObject& m)
{
    over_ = true;
    step_ = Step::Over;
    toAct_ = -1;
    deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    gameOver_ = m;
    return {};
}

QString ClientState::applyStopped(const QJsonObject& m)
{
    if (!m.value(QLatin1String("kept")).isBool()) return QStringLiteral("a stopped message without kept");
    stopped_ = m;
    QJsonArray seats;
    for (const QJsonValue v : std::as_const(seats_)) {
        QJsonObject s = v.toObject();
        s.insert(QLatin1String("connected"), false);
        seats.append(s);
    }
    seats_ = seats;
    return {};
}

QString ClientState::applyError(const QJsonObject& m)
{
    errorCode_ = m.value(QLatin1String("code")).toString();
    errorMessage_ = m.value(QLatin1String("message")).toString();
    return {};
}

QString ClientState::applyRow(const QJsonValue& row)
{
    if (!game_->rules().has(Variant::IntelAndRumours)) return {};
    QString why;
    const auto faces = tilesFromJson(row, game_->tileset(), &why);
    if (!faces) return why;
    if (!game_->setRow(*faces)) return QStringLiteral("the face-up tiles do not fit the game");
    return {};
}

QString ClientState::prompt(const QJsonObject& turn)
{
    const auto step = parseStep(turn.value(QLatin1String("step")).toString());
    if (!step) return QStringLiteral("unknown step");
    const QJsonValue left = turn.value(QLatin1String("time_left_ms"));
    if (!left.isUndefined() && (!left.isDouble() || left.toDouble() < 0 || left.toDouble() > kMaxTurnTimeMs))
        return QStringLiteral("the time left is not a number of milliseconds up to a day");
    ++prompts_;
    step_ = *step;
    toAct_ = turn.value(QLatin1String("seat")).toInt(-1);
    drawn_ = -1;
    timedOut_ = turn.value(QLatin1String("timed_out")).toBool();
    deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    if (left.isDouble()) deadline_.setRemainingTime(static_cast<qint64>(left.toDouble()));
    if (step_ == Step::Place) {
        drawn_ = game_->tileset().findFace(turn.value(QLatin1String("tile")).toString().toStdString());
        if (drawn_ < 0 || game_->remaining(drawn_) <= 0) {
            drawn_ = -1;
            return QStringLiteral("the drawn tile is not in the pile");
        }
    }
    if (turn.contains(QLatin1String("row"))) return applyRow(turn.value(QLatin1String("row")));
    return {};
}

QString ClientState::applyReplaced(const QJsonObject& m)
{
    toAct_ = -1;  // until the server's next prompt
    QString why;
    const auto rp = replacementFromJson(m.value(QLatin1String("trader")), &why);
    RecordError err;
    if (!rp) return why;
    if (history_.empty() || history_.back().complete) return QStringLiteral("a re-placement with no turn waiting for it");
    if (!applyReplacement(*game_, *rp, &err, &history_.back().report))
        return recordProblem("the re-placement does not fit the game", err);
    history_.back().turn.replacements.push_back(*rp);
    if (game_->inReplacementStep()) {
        ++replacements_;
    } else {
        history_.back().complete = true;
        ++entries_;
        replacements_ = 0;
    }
    return {};
}

QString ClientState::applyTimeout(const QJsonObject& m)
{
    const int seat = m.value(QLatin1String("seat")).toInt(-1);
    if (seat < 0 || seat >= game_->playerCount()) return QStringLiteral("a timeout for an impossible seat");
    timeout_ = m;
    if (seat == toAct_) {
        timedOut_ = true;
        deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    }
    return {};
}

// Who sits where; a seat played by a computer is never timed.
QString ClientState::applySeats(const QJsonObject& m)
{
    seats_ = m.value(QLatin1String("seats")).toArray();
    for (const QJsonValue v : std::as_const(seats_)) {
        const QJsonObject s = v.toObject();
        if (s.value(QLatin1String("seat")).toInt(-1) == toAct_ && s.value(QLatin1String("player")).toString() != QLatin1String("remote"))
            deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    }
    started_ = m.value(QLatin1String("started")).toBool();
    hostStarts_ = m.value(QLatin1String("host_starts")).toBool();
    return {};
}

QString ClientState::applyDrawn(const QJsonObject& m)
{
    toAct_ = -1;  // until the server's next prompt
    QString why;
    const auto aside = tilesFromJson(m.value(QLatin1String("set_aside")), game_->tileset(), &why);
    if (!aside) return why;
    for (int f : *aside) {
        RecordError err;
        const RecordTurn entry = setAsideTurn(game_->tileset(), f);
        if (!applyTurn(*game_, entry, nullptr, nullptr, &err))
            return recordProblem("the set-aside tile does not fit the game", err);
        history_.push_back({entry, {}, true});
        ++entries_;
    }
    drawn_ = -1;
    if (m.contains(QLatin1String("tile"))) {
        drawn_ = game_->tileset().findFace(m.value(QLatin1String("tile")).toString().toStdString());
        if (drawn_ < 0 || game_->remaining(drawn_) <= 0) {
            drawn_ = -1;
            return QStringLiteral("the drawn tile is not in the pile");
        }
    }
    return {};
}

QString ClientState::applyPlayed(const QJsonObject& m)
{
    QString why;
    const auto turn = entryFromJson(m.value(QLatin1String("turn")), game_->tileset(), &why);
    if (!turn) return why;
    if (turn->tile.empty() || turn->setAside) return QStringLiteral("a move must name its tile");
    RecordError err;
    TurnReport report;
    if (!drawTurnTile(*game_, *turn, nullptr, &err) || !playDrawnTile(*game_, *turn, &report, &err))
        return recordProblem("the move does not fit the game", err);
    drawn_ = -1;
    toAct_ = -1;  // until the server's next prompt
    history_.push_back({*turn, report, !game_->inReplacementStep()});
    if (!game_->inReplacementStep()) ++entries_;
    replacements_ = 0;
    if (m.contains(QLatin1String("row"))) {
        const QString bad = applyRow(m.value(QLatin1String("row")));
        if (!bad.isEmpty()) return bad;
    }
    if (m.value(QLatin1String("scores")).toObject() != scoresJson(*game_, currentScores(*game_)))
        return QStringLiteral("the scores told differ from the game's");
    return {};
}

// The whole game, built anew from the record's entries; on a problem the game is dropped (but
// for face-up rows that do not match the turns: the new game is kept, with nothing played).
QString ClientState::rebuild(const QJsonObject& s)
{
    stopped_ = {};
    game_.reset();
    header_.reset();
    QString why;
    auto header = headerFromJson(s.value(QLatin1String("game")).toObject(), &why);
    if (!header) return why;
    header_ = std::move(header);
    game_.emplace(newGame(*header_));
    const QJsonArray turns = s.value(QLatin1String("turns")).toArray();
    const QJsonArray rows = s.value(QLatin1String("rows")).toArray();
    if (header_->rules.has(Variant::IntelAndRumours) && rows.size() != turns.size() + 1)
        return QStringLiteral("the face-up rows do not match the turns");
    QString bad = replayTurns(turns, rows);
    if (bad.isEmpty() && s.contains(QLatin1String("partial"))) bad = replayPartial(s.value(QLatin1String("partial")));
    if (bad.isEmpty()) bad = readState(s);
    if (!bad.isEmpty()) game_.reset();
    return bad;
}

// The record's entries, and with Intel and Rumours the face-up row before the first and after each.
QString ClientState::replayTurns(const QJsonArray& turns, const QJsonArray& rows)
{
    if (const QString bad = applyRow(rows.at(0)); !bad.isEmpty()) return bad;
    entries_ = 0;
    replacements_ = 0;
    history_.clear();
    for (qsizetype i = 0; i < turns.size(); ++i) {
        QString why;
        const auto turn = entryFromJson(turns.at(i), game_->tileset(), &why);
        if (!turn) return why;
        RecordError err;
        TurnReport report;
        if (!applyTurn(*game_, *turn, turn->setAside ? nullptr : &report, nullptr, &err))
            return recordProblem("a turn does not fit the game", err);
        history_.push_back({*turn, report, true});
        ++entries_;
        if (const QString bad = applyRow(rows.at(i + 1)); !bad.isEmpty()) return bad;
    }
    return {};
}

// The turn being played, with the re-placements made so far.
QString ClientState::replayPartial(const QJsonValue& entry)
{
    QString why;
    const auto turn = entryFromJson(entry, game_->tileset(), &why);
    if (!turn) return why;
    RecordError err;
    TurnReport report;
    if (!drawTurnTile(*game_, *turn, nullptr, &err) || !playDrawnTile(*game_, *turn, &report, &err))
        return recordProblem("the turn being played does not fit the game", err);
    for (const RecordReplacement& rp : turn->replacements) {
        if (!applyReplacement(*game_, rp, &err, &report)) return recordProblem("a re-placement does not fit the game", err);
        ++replacements_;
    }
    if (!game_->inReplacementStep()) return QStringLiteral("the turn being played is complete");
    history_.push_back({*turn, report, false});
    return {};
}

// The rest of a state: the seats, the lobby, the timer, the scores (the game's own) and the step
// at hand.
QString ClientState::readState(const QJsonObject& s)
{
    seats_ = s.value(QLatin1String("seats")).toArray();
    started_ = s.value(QLatin1String("started")).toBool();
    hostStarts_ = s.value(QLatin1String("host_starts")).toBool();
    over_ = s.value(QLatin1String("over")).toBool();
    turnTimeMs_ = std::clamp(s.value(QLatin1String("turn_time_ms")).toInt(), 0, kMaxTurnTimeMs);
    if (s.value(QLatin1String("scores")).toObject() != scoresJson(*game_, currentScores(*game_)))
        return QStringLiteral("the scores told differ from the game's");
    step_ = Step::Lobby;
    toAct_ = -1;
    drawn_ = -1;
    timedOut_ = false;
    deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    if (s.contains(QLatin1String("turn"))) {
        const QString bad = prompt(s.value(QLatin1String("turn")).toObject());
        if (!bad.isEmpty()) return bad;
    }
    if (over_) step_ = Step::Over;
    return {};
}

}  // namespace swc::net
