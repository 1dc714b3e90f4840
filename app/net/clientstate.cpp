#include "clientstate.h"

#include <QJsonDocument>

namespace swc::net {

namespace {

QString recordProblem(const char* what, const RecordError& err)
{
    return QStringLiteral("%1: %2").arg(QString::fromLatin1(what), QString::fromStdString(err.message()));
}

}  // namespace

bool ClientState::myDecision() const
{
    return seat_ >= 0 && game_ && !over_ && toAct_ == seat_ &&
           (step_ == Step::Choose || step_ == Step::Place || step_ == Step::Replace);
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

ClientState::Result ClientState::handle(const QByteArray& utf8)
{
    Result r;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        r.problem = QStringLiteral("the server sent a message that is not a JSON object");
        return r;
    }
    const QJsonObject m = doc.object();
    r.message = m;
    const QString type = m.value(QLatin1String("type")).toString();
    const bool needGame = type == QLatin1String("drawn") || type == QLatin1String("played") ||
                          type == QLatin1String("replaced") || type == QLatin1String("turn");
    if (needGame && !game_) {
        r.problem = QStringLiteral("a %1 message before the game's state").arg(type.left(20));
        return r;
    }
    if (type == QLatin1String("welcome")) {
        r.event = Event::Welcome;
        seat_ = m.value(QLatin1String("seat")).toInt(-1);
        token_ = m.value(QLatin1String("token")).toString();
        name_ = m.value(QLatin1String("name")).toString().left(kMaxNameLength);
        // A server that gives no identity (or a malformed one) is known by its address only.
        gameId_ = m.value(QLatin1String("game")).toString();
        if (!isGameId(gameId_)) gameId_.clear();
        if (seat_ < -1 || seat_ >= kMaxPlayers) r.problem = QStringLiteral("the server gave an impossible seat");
    } else if (type == QLatin1String("state")) {
        r.event = Event::State;
        r.problem = rebuild(m);
    } else if (type == QLatin1String("seats")) {
        r.event = Event::Seats;
        seats_ = m.value(QLatin1String("seats")).toArray();
        started_ = m.value(QLatin1String("started")).toBool();
        hostStarts_ = m.value(QLatin1String("host_starts")).toBool();
    } else if (type == QLatin1String("chat")) {
        r.event = Event::Chat;
    } else if (type == QLatin1String("drawn")) {
        r.event = Event::Drawn;
        r.problem = applyDrawn(m);
    } else if (type == QLatin1String("played")) {
        r.event = Event::Played;
        r.problem = applyPlayed(m);
    } else if (type == QLatin1String("replaced")) {
        r.event = Event::Replaced;
        QString why;
        const auto rp = replacementFromJson(m.value(QLatin1String("trader")), &why);
        RecordError err;
        if (!rp) {
            r.problem = why;
        } else if (history_.empty() || history_.back().complete) {
            r.problem = QStringLiteral("a re-placement with no turn waiting for it");
        } else if (!applyReplacement(*game_, *rp, &err, &history_.back().report)) {
            r.problem = recordProblem("the re-placement does not fit the game", err);
        } else {
            history_.back().turn.replacements.push_back(*rp);
            if (game_->inReplacementStep()) {
                ++replacements_;
            } else {
                history_.back().complete = true;
                ++entries_;
                replacements_ = 0;
            }
        }
        toAct_ = -1;  // until the server's next prompt
    } else if (type == QLatin1String("turn")) {
        r.event = Event::Prompt;
        r.problem = prompt(m);
    } else if (type == QLatin1String("game_over")) {
        r.event = Event::GameOver;
        over_ = true;
        step_ = Step::Over;
        toAct_ = -1;
        gameOver_ = m;
    } else if (type == QLatin1String("error")) {
        r.event = Event::Error;
        errorCode_ = m.value(QLatin1String("code")).toString();
        errorMessage_ = m.value(QLatin1String("message")).toString();
    } else {
        r.problem = QStringLiteral("unknown message type '%1' from the server").arg(type.left(20));
    }
    return r;
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
    ++prompts_;
    step_ = *step;
    toAct_ = turn.value(QLatin1String("seat")).toInt(-1);
    drawn_ = -1;
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

QString ClientState::rebuild(const QJsonObject& s)
{
    game_.reset();
    header_.reset();
    QString why;
    auto header = headerFromJson(s.value(QLatin1String("game")).toObject(), &why);
    if (!header) return why;
    header_ = std::move(header);
    game_.emplace(newGame(*header_));
    const bool intel = header_->rules.has(Variant::IntelAndRumours);
    const QJsonArray turns = s.value(QLatin1String("turns")).toArray();
    const QJsonArray rows = s.value(QLatin1String("rows")).toArray();
    if (intel && rows.size() != turns.size() + 1) return QStringLiteral("the face-up rows do not match the turns");
    const auto fail = [this](const QString& text) {
        game_.reset();
        return text;
    };
    if (intel) {
        const QString bad = applyRow(rows.at(0));
        if (!bad.isEmpty()) return fail(bad);
    }
    entries_ = 0;
    replacements_ = 0;
    history_.clear();
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const auto turn = entryFromJson(turns.at(i), game_->tileset(), &why);
        if (!turn) return fail(why);
        RecordError err;
        TurnReport report;
        if (!applyTurn(*game_, *turn, turn->setAside ? nullptr : &report, nullptr, &err))
            return fail(recordProblem("a turn does not fit the game", err));
        history_.push_back({*turn, report, true});
        ++entries_;
        if (intel) {
            const QString bad = applyRow(rows.at(i + 1));
            if (!bad.isEmpty()) return fail(bad);
        }
    }
    if (s.contains(QLatin1String("partial"))) {
        const auto turn = entryFromJson(s.value(QLatin1String("partial")), game_->tileset(), &why);
        if (!turn) return fail(why);
        RecordError err;
        TurnReport report;
        if (!drawTurnTile(*game_, *turn, nullptr, &err) || !playDrawnTile(*game_, *turn, &report, &err))
            return fail(recordProblem("the turn being played does not fit the game", err));
        for (const RecordReplacement& rp : turn->replacements) {
            if (!applyReplacement(*game_, rp, &err, &report)) return fail(recordProblem("a re-placement does not fit the game", err));
            ++replacements_;
        }
        if (!game_->inReplacementStep()) return fail(QStringLiteral("the turn being played is complete"));
        history_.push_back({*turn, report, false});
    }
    seats_ = s.value(QLatin1String("seats")).toArray();
    started_ = s.value(QLatin1String("started")).toBool();
    hostStarts_ = s.value(QLatin1String("host_starts")).toBool();
    over_ = s.value(QLatin1String("over")).toBool();
    if (s.value(QLatin1String("scores")).toObject() != scoresJson(*game_, currentScores(*game_)))
        return fail(QStringLiteral("the scores told differ from the game's"));
    step_ = Step::Lobby;
    toAct_ = -1;
    drawn_ = -1;
    if (s.contains(QLatin1String("turn"))) {
        const QString bad = prompt(s.value(QLatin1String("turn")).toObject());
        if (!bad.isEmpty()) return fail(bad);
    }
    if (over_) step_ = Step::Over;
    return {};
}

}  // namespace swc::net
