#include "gameroom.h"
#include "recordmoves.h"

#include "peer.h"
#include "recordwriter.h"

#include <QFile>
#include <QJsonDocument>
#include <QPointer>

#include <algorithm>

namespace swc::net {

namespace {

QString latin(const char* s) { return QString::fromLatin1(s); }

ProtocolError illegal(const RecordError& err)
{
    return {ErrorCode::IllegalMove, QString::fromStdString(err.message())};
}

QString colorOf(const Game& g, int seat) { return latin(colorName(g.color(seat))); }

std::vector<int> rowOf(const Game& g)
{
    std::vector<int> row;
    for (int i = 0; i < g.rowSize(); ++i) row.push_back(g.rowTile(i));
    return row;
}

QString sidecarPath(const QString& recordPath) { return recordPath + QStringLiteral(".net.json"); }

QString latinKey(const char* key) { return QLatin1String(key); }

// The journal's lines after the record's entries: `turns` gains the entries the record lacks, and
// `net` (the file beside the record) the newest turn in progress. Each line holds the entries
// appended since the line before (`from`: how many came before them), the turn waiting for
// re-placements and whether the tile came from the pile.
bool foldJournal(const QString& recordPath, const Tileset& tileset, std::vector<RecordTurn>& turns,
                 QJsonObject& net, QString* why)
{
    const QString path = GameRoom::journalPath(recordPath);
    const auto lines = Journal::read(path, why);
    if (!lines) return false;
    const std::size_t inRecord = turns.size();
    for (qsizetype n = 0; n < lines->size(); ++n) {
        const auto bad = [&](const QString& what) {
            *why = QStringLiteral("%1:%2: %3").arg(path).arg(n + 1).arg(what);
            return false;
        };
        QJsonParseError pe{};
        const QJsonObject line = QJsonDocument::fromJson(lines->at(n), &pe).object();
        if (pe.error != QJsonParseError::NoError)
            return bad(QStringLiteral("not JSON: %1").arg(pe.errorString()));
        const int from = line.value(latinKey("from")).toInt(-1);
        const QJsonArray entries = line.value(latinKey("turns")).toArray();
        if (from < 0 || static_cast<std::size_t>(from) > turns.size())
            return bad(QStringLiteral("the journal does not follow the record (an entry is missing before entry %1)")
                           .arg(from + 1));
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (static_cast<std::size_t>(from + i) < turns.size()) continue;  // in the record already
            QString wrong;
            auto turn = entryFromJson(entries.at(i), tileset, &wrong);
            if (!turn) return bad(QStringLiteral("entry %1: %2").arg(from + i + 1).arg(wrong));
            turns.push_back(std::move(*turn));
        }
        // The newest line's turn in progress, unless the record has moved on past it.
        const auto upTo = static_cast<std::size_t>(from + entries.size());
        if (n + 1 < lines->size() || upTo < inRecord) continue;
        net.insert(latinKey("entries"), static_cast<int>(upTo));
        net.insert(latinKey("drew_from_pile"), line.value(latinKey("drew_from_pile")).toBool());
        if (line.value(latinKey("started")).toBool()) net.insert(latinKey("started"), true);
        const QJsonValue partial = line.value(latinKey("partial"));
        if (partial.isUndefined()) net.remove(latinKey("partial"));
        else net.insert(latinKey("partial"), partial);
    }
    return true;
}

// Every tile id must travel as JSON and come back the same.
bool sendable(const Tileset& set, QString* why)
{
    for (const TileFace& f : set.faces) {
        RecordTurn t;
        t.tile = f.id;
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(recordTurnJson(t)));
        if (doc.object().value(QLatin1String("tile")).toString().toStdString() != f.id) {
            *why = QStringLiteral("the tile id '%1' cannot be sent over the network").arg(QString::fromStdString(f.id));
            return false;
        }
    }
    return true;
}

// A saved game to continue: its record, whose tiles can travel.
std::optional<GameRecord> loadResumable(const QString& path, QString* why)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(path.toStdString(), errors);
    if (!rec) {
        *why = errors.empty() ? QStringLiteral("cannot read %1").arg(path) : QString::fromStdString(errors.front().describe());
        return std::nullopt;
    }
    if (!sendable(*rec->tileset, why)) return std::nullopt;
    return rec;
}

// The file beside a saved record (none: an empty object).
std::optional<QJsonObject> readSidecar(const QString& recordPath, QString* why)
{
    QFile side(sidecarPath(recordPath));
    if (!side.exists()) return QJsonObject();
    if (!side.open(QIODevice::ReadOnly) || side.size() > (1 << 20)) {
        *why = QStringLiteral("cannot read %1").arg(side.fileName());
        return std::nullopt;
    }
    QJsonParseError pe{};
    const QJsonObject net = QJsonDocument::fromJson(side.readAll(), &pe).object();
    if (pe.error != QJsonParseError::NoError) {
        *why = QStringLiteral("%1: not JSON: %2").arg(side.fileName(), pe.errorString());
        return std::nullopt;
    }
    return net;
}

}  // namespace

GameRoom::GameRoom(GameRecord record, const RoomOptions& options)
    : record_(std::move(record)), game_(newGame(record_)), options_(options), writer_(RecordWriter::shared())
{
    quint32 seed[8];
    QRandomGenerator::system()->fillRange(seed);
    if (options_.randomSeed) {
        seed[0] = static_cast<quint32>(options_.randomSeed);
        seed[1] = static_cast<quint32>(options_.randomSeed >> 32);
    }
    random_ = QRandomGenerator64(seed, options_.randomSeed ? 2 : 8);
    gameId_ = newGameId();
    thinker_.setParent(this);
    connect(&thinker_, &AiRunner::decided, this, &GameRoom::thought);
    turnTimer_.setParent(this);
    turnTimer_.setSingleShot(true);
    turnTimer_.setTimerType(Qt::PreciseTimer);
    connect(&turnTimer_, &QTimer::timeout, this, &GameRoom::timeUp);
    if (!options_.password.isEmpty()) passwordDigest_ = tokenDigest(options_.password);
    else if (options_.passwordDigest.size() == 32) passwordDigest_ = options_.passwordDigest;
    const std::size_t n = record_.players.size();
    std::vector<int> who = record_.seats;
    who.resize(n, kRemoteSeat);
    record_.seats.assign(n, kRemoteSeat);
    record_.names.resize(n);
    seats_.resize(n);
    for (std::size_t s = 0; s < n; ++s) setSeatPlayer(static_cast<int>(s), who[s] == kPersonSeat ? kRemoteSeat : who[s]);
    if (record_.rules.has(Variant::IntelAndRumours)) rows_.push_back(rowOf(game_));
    saveRetry_.setSingleShot(true);
    connect(&saveRetry_, &QTimer::timeout, this, [this] { save(); });
    rewrite_.setSingleShot(true);
    connect(&rewrite_, &QTimer::timeout, this, [this] { save(); });
}

GameRoom::~GameRoom()
{
    if (rewrite_.isActive()) save();  // the moves since the last rewrite, in the record too
}

std::unique_ptr<GameRoom> GameRoom::create(GameRecord setup, bool seedGiven, const RoomOptions& options, QString* why,
                                           bool waitForDisk)
{
    if (!setup.turns.empty()) {
        *why = QStringLiteral("the set-up has turns: to continue a saved game, use --resume");
        return nullptr;
    }
    if (!sendable(*setup.tileset, why)) return nullptr;
    // The seed is the order of the pile: a secret. Without one in the set-up, nobody knows it.
    if (!seedGiven) setup.seed = QRandomGenerator::system()->generate64();
    std::unique_ptr<GameRoom> room(new GameRoom(std::move(setup), options));
    if (!room->save(waitForDisk)) {
        *why = room->saveError_;
        return nullptr;
    }
    if (!room->openJournal(why)) return nullptr;
    room->maybeStart();
    return room;
}

std::unique_ptr<GameRoom> GameRoom::resume(const RoomOptions& options, QString* why)
{
    auto rec = loadResumable(options.recordPath, why);
    if (!rec) return nullptr;
    std::vector<RecordTurn> turns = std::move(rec->turns);
    rec->turns.clear();
    // The file beside the record: the seats' tokens and a turn in progress; the journal: the
    // changes announced after the record's last rewrite.
    auto net = readSidecar(options.recordPath, why);
    if (!net || !foldJournal(options.recordPath, *rec->tileset, turns, *net, why)) return nullptr;
    std::unique_ptr<GameRoom> room(new GameRoom(std::move(*rec), options));
    if (!room->replay(turns, why) || !room->restoreSidecar(*net, why)) return nullptr;
    room->started_ = net->value(QLatin1String("started")).toBool() || !turns.empty();
    // A saved game loaded into a new network game waits in the lobby like a new one.
    if (options.hostStarts) room->started_ = false;
    if (!room->save(true)) {
        *why = room->saveError_;
        return nullptr;
    }
    if (!room->openJournal(why)) return nullptr;
    room->goOn();
    return room;
}

// The saved record's entries, played again.
bool GameRoom::replay(const std::vector<RecordTurn>& turns, QString* why)
{
    for (std::size_t i = 0; i < turns.size(); ++i) {
        RecordError err;
        if (!applyTurn(game_, turns[i], nullptr, nullptr, &err)) {
            err.turn = static_cast<int>(i) + 1;
            *why = QStringLiteral("%1: %2").arg(options_.recordPath, QString::fromStdString(err.message()));
            return false;
        }
        appendEntry(turns[i]);
    }
    return true;
}

// What the file beside the record kept: the game's identity, the seats' tokens and, if the record
// has not moved on since it was written, a turn in progress.
bool GameRoom::restoreSidecar(const QJsonObject& net, QString* why)
{
    // The same game as before the restart: the same identity.
    if (const QString id = net.value(QLatin1String("game")).toString(); isGameId(id)) gameId_ = id;
    const QJsonArray tokens = net.value(QLatin1String("tokens")).toArray();
    for (std::size_t s = 0; s < seats_.size(); ++s) {
        const QByteArray digest = QByteArray::fromHex(tokens.at(static_cast<qsizetype>(s)).toString().toLatin1());
        if (seats_[s].who == kRemoteSeat && digest.size() == 32) seats_[s].tokenDigest = digest;
    }
    if (net.value(QLatin1String("entries")).toInt(-1) != static_cast<int>(record_.turns.size())) return true;
    if (net.contains(QLatin1String("partial")) && !restorePartial(net.value(QLatin1String("partial")))) {
        *why = QStringLiteral("%1: the turn in progress does not fit the record").arg(sidecarPath(options_.recordPath));
        return false;
    }
    drewFromPile_ = net.value(QLatin1String("drew_from_pile")).toBool();
    return true;
}

// A turn played and waiting for re-placements, with those made so far.
bool GameRoom::restorePartial(const QJsonValue& entry)
{
    QString bad;
    const auto turn = entryFromJson(entry, game_.tileset(), &bad);
    RecordError err;
    bool ok = turn && drawTurnTile(game_, *turn, nullptr, &err) && playDrawnTile(game_, *turn, nullptr, &err);
    for (std::size_t i = 0; ok && i < turn->replacements.size(); ++i) ok = applyReplacement(game_, turn->replacements[i], &err);
    if (!ok || !game_.inReplacementStep()) return false;
    partial_ = *turn;
    return true;
}

// A resumed game goes on where it was: in the lobby, at the tile drawn before the restart (the
// pile's order is the seed's, so it comes again), or at the turn's next step.
void GameRoom::goOn()
{
    if (!started_) {
        maybeStart();
    } else if (drewFromPile_) {
        drewFromPile_ = false;
        drawFromPile();
    } else {
        beginTurn();
    }
}

void GameRoom::setSeatPlayer(int s, int who)
{
    Seat& seat = seats_[static_cast<std::size_t>(s)];
    seat.who = who;
    seat.tokenDigest.clear();
    seat.ai.reset();
    seat.standIn.reset();
    seat.timeouts = 0;
    if (who >= 0) {
        // No name is made up for a computer: an English "computer (easy)" read "computer (easy)
        // (green)" in a French window; the players' windows name the seat by its colour.
        seat.ai = std::make_shared<AiPlayer>(static_cast<AiLevel>(who), random_.generate());
    }
    record_.seats[static_cast<std::size_t>(s)] = who;
}

int GameRoom::seatToAct() const
{
    switch (step_) {
    case Step::Replace: return game_.pendingMeeple().player;
    case Step::Choose:
    case Step::Place: return game_.currentPlayer();
    case Step::Lobby:
    case Step::Over: break;
    }
    return -1;
}

bool GameRoom::seatTaken(int s) const
{
    const Seat& seat = seats_[static_cast<std::size_t>(s)];
    return seat.who >= 0 || !seat.tokenDigest.isEmpty();
}

bool GameRoom::seatConnected(int s) const
{
    const Seat& seat = seats_[static_cast<std::size_t>(s)];
    return seat.who >= 0 || seat.peer != nullptr;
}

void GameRoom::maybeStart()
{
    if (started_ || (options_.hostStarts && !hostStarted_)) return;
    for (std::size_t s = 0; s < seats_.size(); ++s)
        if (!seatTaken(static_cast<int>(s))) return;
    started_ = true;
    save();
    broadcast(seatsJson());
    beginTurn();
}

// ---------------------------------------------------------------------------------------
// The order of a game

bool GameRoom::startGame(int fill, ProtocolError* why)
{
    if (step_ == Step::Over) {
        *why = {ErrorCode::GameOver, QStringLiteral("the game is over")};
        return false;
    }
    if (started_ || hostStarted_) {
        *why = {ErrorCode::AlreadyStarted, QStringLiteral("the game has started already")};
        return false;
    }
    QStringList free;
    for (std::size_t s = 0; s < seats_.size(); ++s)
        if (!seatTaken(static_cast<int>(s))) free << QString::number(s);
    if (!free.isEmpty() && fill < 0) {
        *why = {ErrorCode::NotReady, QStringLiteral("seats %1 are free: wait for players, or fill them with computers")
                                                  .arg(free.join(QLatin1String(", ")))};
        return false;
    }
    for (std::size_t s = 0; s < seats_.size(); ++s)
        if (!seatTaken(static_cast<int>(s))) setSeatPlayer(static_cast<int>(s), fill);
    hostStarted_ = true;
    ++generation_;
    emit seatsChanged();
    maybeStart();
    return true;
}

QString GameRoom::reserveSeat(int s, const QString& name)
{
    if (s < 0 || s >= static_cast<int>(seats_.size()) || seatTaken(s) || seats_[static_cast<std::size_t>(s)].who != kRemoteSeat)
        return {};
    const QString token = newToken();
    seats_[static_cast<std::size_t>(s)].tokenDigest = tokenDigest(token);
    const QString trimmed = name.trimmed().left(kMaxNameLength);
    // No name is made up for a player without one (as for a computer, setSeatPlayer): the
    // players' windows name the seat by its colour, in their language.
    if (!trimmed.isEmpty() && printableText(trimmed)) record_.names[static_cast<std::size_t>(s)] = trimmed.toStdString();
    save(true);
    broadcast(seatsJson());
    emit seatsChanged();
    return token;
}

void GameRoom::beginTurn()
{
    ++generation_;
    if (game_.inReplacementStep()) {
        step_ = Step::Replace;
        prompt();
        return;
    }
    if (game_.isOver()) {
        finish();
        return;
    }
    if (game_.rules().has(Variant::IntelAndRumours) && game_.rowSize() > 0) {
        step_ = Step::Choose;
        prompt();
        return;
    }
    drawFromPile();
}

void GameRoom::drawFromPile()
{
    const bool intel = game_.rules().has(Variant::IntelAndRumours);
    std::vector<int> aside;
    int face = -1;
    if (!intel) {
        face = game_.drawPlaceable(&aside);
    } else if (game_.draw()) {
        // Intel and Rumours: one tile from the pile; if it fits nowhere the player chooses again.
        face = game_.drawnTile();
        if (!game_.fitsAnywhere(face)) {
            aside.push_back(face);
            game_.setAsideDrawn();
            face = -1;
        }
    }
    for (int f : aside) appendEntry(setAsideTurn(game_.tileset(), f));
    ++generation_;
    if (face >= 0) {
        step_ = Step::Place;
        drewFromPile_ = intel;
    }
    if (!aside.empty() || drewFromPile_) saveProgress();
    QJsonObject drawn{{QLatin1String("type"), QLatin1String("drawn")},
                      {QLatin1String("seat"), game_.currentPlayer()},
                      {QLatin1String("set_aside"), tilesJson(game_.tileset(), aside)}};
    if (face >= 0) drawn.insert(QLatin1String("tile"), QString::fromStdString(game_.tileset().faces[static_cast<std::size_t>(face)].id));
    broadcast(drawn);
    emit advanced();
    if (face >= 0) prompt();
    else beginTurn();
}

std::optional<ProtocolError> GameRoom::mayAct(int seat, bool allowed) const
{
    if (step_ == Step::Lobby)
        return ProtocolError{ErrorCode::NotStarted, QStringLiteral("the game starts when every seat is taken")};
    if (step_ == Step::Over) return ProtocolError{ErrorCode::GameOver, QStringLiteral("the game is over")};
    if (seat != seatToAct()) {
        const QString who = colorOf(game_, seatToAct());
        return ProtocolError{ErrorCode::NotYourTurn,
                             step_ == Step::Replace ? QStringLiteral("%1 decides about a meeple back from a route").arg(who)
                                                    : QStringLiteral("it is %1's turn").arg(who)};
    }
    if (allowed) return std::nullopt;
    switch (step_) {
    case Step::Choose:
        return ProtocolError{ErrorCode::WrongStep,
                             QStringLiteral("take a face-up tile (a move with from: row) or draw from the pile (draw)")};
    case Step::Place:
        return ProtocolError{ErrorCode::WrongStep, QStringLiteral("the tile is drawn: place it (move)")};
    default:
        return ProtocolError{ErrorCode::WrongStep,
                             QStringLiteral("a meeple back from a route waits: re-place it or keep it (replace)")};
    }
}

std::optional<ProtocolError> GameRoom::doDraw(int seat)
{
    if (auto e = mayAct(seat, step_ == Step::Choose)) return e;
    if (game_.pileEmpty())
        return ProtocolError{ErrorCode::WrongStep, QStringLiteral("the pile is empty: take a face-up tile")};
    drawFromPile();
    return std::nullopt;
}

std::optional<ProtocolError> GameRoom::doMove(int seat, RecordTurn turn)
{
    if (auto e = mayAct(seat, step_ == Step::Choose || step_ == Step::Place)) return e;
    Game trial = game_;
    RecordError err;
    if (step_ == Step::Choose) {
        if (!turn.fromRow)
            return ProtocolError{ErrorCode::WrongStep,
                                 QStringLiteral("take a face-up tile (from: row) or draw from the pile (draw)")};
        if (!drawTurnTile(trial, turn, nullptr, &err)) return illegal(err);
    } else {
        if (turn.fromRow)
            return ProtocolError{ErrorCode::WrongStep, QStringLiteral("the tile is drawn from the pile: place it")};
        const std::string& drawn = game_.tileset().faces[static_cast<std::size_t>(game_.drawnTile())].id;
        if (!turn.tile.empty() && turn.tile != drawn)
            return ProtocolError{ErrorCode::IllegalMove,
                                 QStringLiteral("the tile drawn is %1, not %2")
                                     .arg(QString::fromStdString(drawn), QString::fromStdString(turn.tile))};
        turn.tile = drawn;
    }
    // The dice: a fresh stream from the system's source for every turn, recorded in the entry.
    trial.reseedDice(random_.generate());
    TurnReport report;
    if (!playDrawnTile(trial, turn, &report, &err)) return illegal(err);
    game_ = std::move(trial);
    turn.dice = rolledDice(report);
    turn.pos = {};
    drewFromPile_ = false;
    ++generation_;
    QJsonObject played{{QLatin1String("type"), QLatin1String("played")},
                       {QLatin1String("seat"), seat},
                       {QLatin1String("turn"), entryJson(turn)},
                       {QLatin1String("report"), turnReportJson(game_, report)},
                       {QLatin1String("scores"), scoresJson(game_, currentScores(game_))}};
    if (game_.rules().has(Variant::IntelAndRumours)) played.insert(QLatin1String("row"), rowJson(game_));
    if (game_.inReplacementStep()) {
        partial_ = turn;
        step_ = Step::Replace;
        saveProgress();
        broadcast(played);
        emit advanced();
        prompt();
    } else {
        appendEntry(turn);
        turnComplete();
        saveProgress();
        broadcast(played);
        emit advanced();
        beginTurn();
    }
    return std::nullopt;
}

std::optional<ProtocolError> GameRoom::doReplace(int seat, const RecordReplacement& rp)
{
    if (auto e = mayAct(seat, step_ == Step::Replace)) return e;
    Game trial = game_;
    RecordError err;
    if (!applyReplacement(trial, rp, &err)) return illegal(err);
    game_ = std::move(trial);
    ++generation_;
    partial_->replacements.push_back(rp);
    partial_->replacements.back().pos = {};
    const QJsonObject replaced{{QLatin1String("type"), QLatin1String("replaced")},
                               {QLatin1String("seat"), seat},
                               {QLatin1String("trader"), replacementJson(rp)}};
    if (game_.inReplacementStep()) {
        saveProgress();
        broadcast(replaced);
        emit advanced();
        prompt();
    } else {
        appendEntry(*partial_);
        partial_.reset();
        turnComplete();
        saveProgress();
        broadcast(replaced);
        emit advanced();
        beginTurn();
    }
    return std::nullopt;
}

void GameRoom::appendEntry(const RecordTurn& entry)
{
    record_.turns.push_back(entry);
    record_.turns.back().pos = {};
    if (game_.rules().has(Variant::IntelAndRumours)) rows_.push_back(rowOf(game_));
}

void GameRoom::finish()
{
    step_ = Step::Over;
    armTimer();  // stops it
    ++generation_;
    save();
    for (Seat& seat : seats_) seat.toldEnd = seat.peer != nullptr;
    broadcast(gameOverJson());
    emit finished();
}

bool GameRoom::resultOwed() const
{
    return isOver() && std::any_of(seats_.begin(), seats_.end(), [](const Seat& seat) {
               return seat.who == kRemoteSeat && !seat.tokenDigest.isEmpty() && !seat.toldEnd;
           });
}

void GameRoom::stop(bool kept)
{
    if (step_ == Step::Over) return;  // game_over said it all
    turnTimer_.stop();
    ++generation_;  // a computer's move still being thought is dropped
    QJsonObject m{{QLatin1String("type"), QLatin1String("stopped")}, {QLatin1String("kept"), kept}};
    if (!kept) m.insert(QLatin1String("record"), QString::fromStdString(writeRecord(record_)));
    broadcast(m);
}

void GameRoom::prompt()
{
    armTimer();
    broadcastPrompt();
    think();
}

// ---------------------------------------------------------------------------------------
// The turn timer

qint64 GameRoom::timeLeftMs() const
{
    return turnTimer_.isActive() ? std::max<qint64>(0, turnDeadline_.remainingTime()) : -1;
}

void GameRoom::armTimer()
{
    turnTimer_.stop();
    turnDeadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    const int s = seatToAct();
    if (options_.turnTimeMs <= 0 || s < 0 || step_ == Step::Over || step_ == Step::Lobby) return;
    const Seat& seat = seats_[static_cast<std::size_t>(s)];
    if (seat.who >= 0 || seat.standIn) return;  // a computer: never timed
    turnDeadline_.setRemainingTime(options_.turnTimeMs);
    turnTimer_.start(options_.turnTimeMs);
}

void GameRoom::timeUp()
{
    const int s = seatToAct();
    if (s < 0) return;
    Seat& seat = seats_[static_cast<std::size_t>(s)];
    if (seat.who >= 0 || seat.standIn) return;
    ++seat.timeouts;
    const bool forGood = seat.timeouts >= kTimeoutsToHandOver;
    const QString level = latin(seatName(options_.timeoutLevel));
    broadcast({{QLatin1String("type"), QLatin1String("timeout")},
               {QLatin1String("seat"), s},
               {QLatin1String("step"), latin(stepName(step_))},
               {QLatin1String("player"), level},
               {QLatin1String("in_a_row"), seat.timeouts},
               {QLatin1String("handed_over"), forGood}});
    if (forGood) {
        handOver(s, options_.timeoutLevel,
                 QStringLiteral("your time ran out %1 turns in a row: the computer (%2) plays your seat; you are watching")
                     .arg(seat.timeouts)
                     .arg(level),
                 QString());
        return;
    }
    seat.standIn = std::make_shared<AiPlayer>(static_cast<AiLevel>(options_.timeoutLevel), random_.generate());
    turnDeadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    think();
}

// A turn's entry is complete: the computers that stood in for timed-out seats are done.
void GameRoom::turnComplete()
{
    for (Seat& seat : seats_) seat.standIn.reset();
}

// ---------------------------------------------------------------------------------------
// Computer seats

std::shared_ptr<AiPlayer> GameRoom::computerFor(int s) const
{
    const Seat& seat = seats_[static_cast<std::size_t>(s)];
    return seat.who >= 0 ? seat.ai : seat.standIn;
}

void GameRoom::think()
{
    const int s = seatToAct();
    if (s < 0 || thinker_.running()) return;
    const std::shared_ptr<AiPlayer> ai = computerFor(s);
    if (!ai) return;
    // The computer sees what a person sees: its copy's pile is shuffled and its dice are its own.
    Game copy = game_;
    Rng shuffle(random_.generate());
    copy.shufflePile(shuffle);
    copy.reseedDice(random_.generate());
    thinkingSeat_ = s;
    thinkingGeneration_ = generation_;
    thinker_.go(ai, copy, step_, DecisionFor::Message);
}

void GameRoom::thought(const Decision& d)
{
    const int s = thinkingSeat_;
    const quint64 generation = thinkingGeneration_;
    Seat& seat = seats_[static_cast<std::size_t>(s)];
    if (generation != generation_ || seatToAct() != s || !computerFor(s)) {
        think();  // the game moved on (the host reassigned the seat): decide again if still due
        return;
    }
    std::optional<ProtocolError> e;
    switch (d.type) {
    case ClientMessageType::Draw: e = doDraw(s); break;
    case ClientMessageType::Move: e = doMove(s, d.turn); break;
    default: e = doReplace(s, d.replacementEntry); break;
    }
    if (e) {
        // The engine's players only make legal moves; should one not, the seat plays on at random.
        qWarning("computer player at seat %d: %s: %s", s, errorCodeName(e->code), qPrintable(e->message));
        (seat.who >= 0 ? seat.ai : seat.standIn) = std::make_shared<AiPlayer>(AiLevel::Random, random_.generate());
        think();
    }
}

bool GameRoom::assignSeat(int s, int player, QString* why)
{
    if (s < 0 || s >= static_cast<int>(seats_.size())) {
        *why = QStringLiteral("there is no seat %1").arg(s);
        return false;
    }
    if (step_ == Step::Over) {
        *why = QStringLiteral("the game is over");
        return false;
    }
    handOver(s, player, QStringLiteral("the host gave your seat to %1; you are watching").arg(latin(seatName(player))),
             QStringLiteral("assign"));
    return true;
}

void GameRoom::handOver(int s, int player, const QString& why, const QString& refused)
{
    Seat& seat = seats_[static_cast<std::size_t>(s)];
    if (Peer* old = seat.peer) {
        old->seat = -1;
        old->refuse({ErrorCode::SeatReassigned, why}, refused);
    }
    seat.peer = nullptr;
    setSeatPlayer(s, player);
    ++generation_;
    save();
    broadcast(seatsJson());
    emit seatsChanged();
    if (!started_) {
        maybeStart();
    } else if (seatToAct() == s) {
        // A computer is never timed; a remote seat starts its time anew, and everyone is told.
        armTimer();
        if (turnTimer_.isActive()) broadcastPrompt();
        think();
    }
}

// ---------------------------------------------------------------------------------------
// Connections

void GameRoom::join(Peer* peer, const ClientMessage& hello)
{
    if (!letIn(peer, hello)) return;
    peer->name = hello.name;
    peer->legal = hello.legal;
    if (!hello.token.isEmpty()) rejoin(peer, hello.token);
    else if (!hello.spectate) takeFreeSeat(peer, hello.name);
    else admit(peer, -1, QString());
}

// The door: the protocol's version, the game's password.
bool GameRoom::letIn(Peer* peer, const ClientMessage& hello)
{
    if (hello.protocol != kProtocolVersion) {
        peer->refuse({ErrorCode::ProtocolMismatch,
                      QStringLiteral("this server speaks protocol %1, not %2").arg(kProtocolVersion).arg(hello.protocol)},
                     QStringLiteral("hello"), true);
        return false;
    }
    if (!passwordDigest_.isEmpty() && !sameSecret(tokenDigest(hello.password), passwordDigest_)) {
        peer->refuse({ErrorCode::BadPassword,
                      hello.password.isEmpty() ? QStringLiteral("this game needs a password")
                                               : QStringLiteral("wrong password")},
                     QStringLiteral("hello"), true);
        return false;
    }
    return true;
}

// A seat taken back with its token; a connection still on it is replaced.
void GameRoom::rejoin(Peer* peer, const QString& token)
{
    const int s = seatOfToken(token);
    if (s < 0) {
        // Most often the token of a game that is over: the server stopped after it, and the one
        // at this address now (a service restarted) hosts a new game.
        peer->refuse({ErrorCode::BadToken, QStringLiteral("no seat of this game has this token: the game it was given for is "
                                                          "over or is not hosted here, or its seat was given away")},
                     QStringLiteral("hello"), true);
        return;
    }
    if (Peer* old = seats_[static_cast<std::size_t>(s)].peer; old && old != peer) {
        old->seat = -1;
        old->refuse({ErrorCode::Replaced, QStringLiteral("another connection took this seat with its token")},
                    QStringLiteral("hello"), true);
    }
    admit(peer, s, token);
}

// The seat whose token this is (every seat compared); -1: none.
int GameRoom::seatOfToken(const QString& token) const
{
    const QByteArray digest = tokenDigest(token);
    int s = -1;
    for (std::size_t i = 0; i < seats_.size(); ++i)
        if (!seats_[i].tokenDigest.isEmpty() && sameSecret(digest, seats_[i].tokenDigest)) s = static_cast<int>(i);
    return s;
}

// A free seat that bears the player's name first (a saved game continued: everyone takes their
// old seat back), else the first free one; -1: none.
int GameRoom::freeSeatFor(const QString& name) const
{
    const auto isFree = [this](std::size_t i) { return !seatTaken(static_cast<int>(i)); };
    if (!name.isEmpty())
        for (std::size_t i = 0; i < seats_.size(); ++i)
            if (isFree(i) && record_.names[i] == name.toStdString()) return static_cast<int>(i);
    for (std::size_t i = 0; i < seats_.size(); ++i)
        if (isFree(i)) return static_cast<int>(i);
    return -1;
}

// A new player: a free seat and a new token for it, which the client receives once the token's
// digest is on disk.
void GameRoom::takeFreeSeat(Peer* peer, const QString& name)
{
    const int s = freeSeatFor(name);
    if (s < 0) {
        peer->refuse({ErrorCode::NoFreeSeat,
                      QStringLiteral("every seat is taken; join with spectate to watch, or with your token")},
                     QStringLiteral("hello"), true);
        return;
    }
    const QString token = newToken();
    seats_[static_cast<std::size_t>(s)].tokenDigest = tokenDigest(token);
    if (!name.isEmpty()) record_.names[static_cast<std::size_t>(s)] = name.toStdString();  // else none made up
    peer->joined = true;
    peer->room = this;
    save(false, [this, p = QPointer<Peer>(peer), s, token] {
        if (!p || p->closing) return;
        if (sameSecret(seats_[static_cast<std::size_t>(s)].tokenDigest, tokenDigest(token))) {
            admit(p, s, token);
            return;
        }
        // The host gave the seat away meanwhile.
        p->refuse({ErrorCode::SeatReassigned, QStringLiteral("the host gave this seat away; you are watching")},
                  QStringLiteral("hello"));
        admit(p, -1, QString());
    });
}

// The connection joins at seat `s` (-1: it watches).
void GameRoom::admit(Peer* peer, int s, const QString& token)
{
    peer->joined = true;
    peer->room = this;
    peer->seat = s;
    peers_.append(peer);
    if (s >= 0) seats_[static_cast<std::size_t>(s)].peer = peer;
    QJsonObject welcome{{QLatin1String("type"), QLatin1String("welcome")},
                        {QLatin1String("protocol"), kProtocolVersion},
                        {QLatin1String("game"), gameId_},
                        {QLatin1String("seat"), s}};
    if (s >= 0) {
        welcome.insert(QLatin1String("color"), colorOf(game_, s));
        welcome.insert(QLatin1String("token"), token);
        welcome.insert(QLatin1String("name"), QString::fromStdString(record_.names[static_cast<std::size_t>(s)]));
    }
    send(peer, welcome);
    send(peer, stateJson(peer));
    if (step_ == Step::Over) {
        send(peer, gameOverJson());
        if (s >= 0) seats_[static_cast<std::size_t>(s)].toldEnd = true;
    }
    if (peer->host && !saveError_.isEmpty()) send(peer, saveStatusJson());
    if (s >= 0) {
        broadcast(seatsJson());
        emit seatsChanged();
        maybeStart();
    }
}

bool GameRoom::handle(Peer* peer, const ClientMessage& m)
{
    std::optional<ProtocolError> e;
    QString type;
    switch (m.type) {
    case ClientMessageType::Hello:
        peer->refuse({ErrorCode::AlreadyJoined, QStringLiteral("this connection has joined already")},
                     QStringLiteral("hello"));
        return false;
    case ClientMessageType::Resync:
        send(peer, stateJson(peer));
        return false;
    case ClientMessageType::Assign:
    case ClientMessageType::Start:
        return false;  // the server checks the host's token
    case ClientMessageType::Chat:
        chat(peer, m.text);
        return false;
    case ClientMessageType::Draw: type = QStringLiteral("draw"); break;
    case ClientMessageType::Move: type = QStringLiteral("move"); break;
    case ClientMessageType::Replace: type = QStringLiteral("replace"); break;
    }
    if (peer->seat < 0) {
        e = ProtocolError{ErrorCode::NotAPlayer, QStringLiteral("spectators watch; they do not play")};
    } else if (seatToAct() == peer->seat && seats_[static_cast<std::size_t>(peer->seat)].standIn) {
        e = ProtocolError{ErrorCode::NotYourTurn,
                          QStringLiteral("your time for this turn ran out: the computer (%1) plays it")
                              .arg(latin(seatName(options_.timeoutLevel)))};
    } else if (m.type == ClientMessageType::Draw) {
        e = doDraw(peer->seat);
    } else if (m.type == ClientMessageType::Move) {
        e = doMove(peer->seat, m.turn);
    } else {
        e = doReplace(peer->seat, m.replacement);
    }
    if (e) peer->refuse(*e, type);
    // Only a move starts the count of timeouts again: a seat that draws (Intel and Rumours) or
    // re-places and never places its tile would otherwise dodge the timer for the whole game.
    else if (m.type == ClientMessageType::Move) seats_[static_cast<std::size_t>(peer->seat)].timeouts = 0;
    return !e;
}

void GameRoom::leave(Peer* peer)
{
    peers_.removeAll(peer);
    for (Seat& seat : seats_)
        if (seat.peer == peer) {
            seat.peer = nullptr;
            broadcast(seatsJson());
            emit seatsChanged();
        }
}

void GameRoom::send(Peer* peer, const QJsonObject& message) { peer->send(message); }

void GameRoom::broadcast(const QJsonObject& message)
{
    if (peers_.isEmpty()) return;
    const QString text = messageText(message);
    for (Peer* p : std::as_const(peers_)) p->send(text);
}

// ---------------------------------------------------------------------------------------
// Messages and files

void GameRoom::chat(Peer* peer, const QString& text)
{
    const QString name = peer->seat >= 0 ? QString::fromStdString(record_.names[static_cast<std::size_t>(peer->seat)]) : peer->name;
    broadcast({{QLatin1String("type"), QLatin1String("chat")},
               {QLatin1String("seat"), peer->seat},
               {QLatin1String("name"), name},
               {QLatin1String("text"), text}});
}

QJsonObject GameRoom::promptJson() const
{
    QJsonObject p{{QLatin1String("type"), QLatin1String("turn")},
                  {QLatin1String("seat"), seatToAct()},
                  {QLatin1String("step"), latin(stepName(step_))}};
    if (step_ == Step::Place)
        p.insert(QLatin1String("tile"), QString::fromStdString(game_.tileset().faces[static_cast<std::size_t>(game_.drawnTile())].id));
    if (step_ == Step::Replace)
        p.insert(QLatin1String("size"), game_.pendingMeeple().size == MeepleSize::Large ? QLatin1String("large") : QLatin1String("small"));
    if (game_.rules().has(Variant::IntelAndRumours)) p.insert(QLatin1String("row"), rowJson(game_));
    const int s = seatToAct();
    if (s >= 0 && seats_[static_cast<std::size_t>(s)].who < 0 && seats_[static_cast<std::size_t>(s)].standIn)
        p.insert(QLatin1String("timed_out"), true);
    else if (const qint64 left = timeLeftMs(); left >= 0)
        p.insert(QLatin1String("time_left_ms"), left);
    return p;
}

const Peer* GameRoom::legalAsker() const
{
    const int s = seatToAct();
    if (s < 0) return nullptr;
    const Seat& seat = seats_[static_cast<std::size_t>(s)];
    // A seat played by a computer, or whose time ran out, has no move to make.
    if (!seat.peer || !seat.peer->legal || seat.who >= 0 || seat.standIn) return nullptr;
    return seat.peer;
}

QJsonObject GameRoom::withLegal(QJsonObject prompt) const
{
    prompt.insert(QLatin1String("legal"), legalJson(game_, step_));
    return prompt;
}

void GameRoom::broadcastPrompt()
{
    const QJsonObject prompt = promptJson();
    const Peer* asker = legalAsker();
    if (!asker) {
        broadcast(prompt);
        return;
    }
    const QString text = messageText(prompt);
    const QString legal = messageText(withLegal(prompt));
    for (Peer* p : std::as_const(peers_)) p->send(p == asker ? legal : text);
}

QJsonArray GameRoom::seatList() const { return seatsJson().value(QLatin1String("seats")).toArray(); }

int GameRoom::spectatorCount() const
{
    return static_cast<int>(std::count_if(peers_.begin(), peers_.end(), [](const Peer* p) { return p->seat < 0; }));
}

QJsonObject GameRoom::seatsJson() const
{
    QJsonArray seats;
    for (std::size_t s = 0; s < seats_.size(); ++s) {
        const int i = static_cast<int>(s);
        seats.append(QJsonObject{{QLatin1String("seat"), i},
                                 {QLatin1String("color"), colorOf(game_, i)},
                                 {QLatin1String("name"), QString::fromStdString(record_.names[s])},
                                 {QLatin1String("player"), latin(seatName(seats_[s].who))},
                                 {QLatin1String("taken"), seatTaken(i)},
                                 {QLatin1String("connected"), seatConnected(i)}});
    }
    return {{QLatin1String("type"), QLatin1String("seats")},
            {QLatin1String("started"), started_},
            {QLatin1String("host_starts"), waitingForHost()},
            {QLatin1String("seats"), seats}};
}

QJsonObject GameRoom::stateJson(const Peer* peer) const
{
    QJsonArray turns, rows;
    for (const RecordTurn& t : record_.turns) turns.append(entryJson(t));
    for (const auto& row : rows_) rows.append(tilesJson(game_.tileset(), row));
    QJsonObject s{{QLatin1String("type"), QLatin1String("state")},
                  {QLatin1String("game"), headerJson(record_)},
                  {QLatin1String("turns"), turns},
                  {QLatin1String("scores"), scoresJson(game_, currentScores(game_))},
                  {QLatin1String("seats"), seatsJson().value(QLatin1String("seats"))},
                  {QLatin1String("started"), started_},
                  {QLatin1String("host_starts"), waitingForHost()},
                  {QLatin1String("over"), step_ == Step::Over}};
    if (game_.rules().has(Variant::IntelAndRumours)) s.insert(QLatin1String("rows"), rows);
    if (partial_) s.insert(QLatin1String("partial"), entryJson(*partial_));
    if (options_.turnTimeMs > 0) s.insert(QLatin1String("turn_time_ms"), options_.turnTimeMs);
    if (step_ == Step::Choose || step_ == Step::Place || step_ == Step::Replace)
        s.insert(QLatin1String("turn"), peer && peer == legalAsker() ? withLegal(promptJson()) : promptJson());
    return s;
}

QJsonObject GameRoom::gameOverJson() const
{
    std::vector<ScoreReport> report;
    const auto final = game_.finalScores(&report);
    // The game is over: its record, seed included, is no longer a secret.
    return {{QLatin1String("type"), QLatin1String("game_over")},
            {QLatin1String("scores"), scoresJson(game_, currentScores(game_))},
            {QLatin1String("final_scores"), scoresJson(game_, final)},
            {QLatin1String("final_report"), scoreReportsJson(game_, report)},
            {QLatin1String("record"), QString::fromStdString(writeRecord(record_))}};
}

QString GameRoom::journalPath(const QString& recordPath) { return recordPath + QStringLiteral(".journal"); }

// Once the record is written whole: a journal of its own from there (what an older one held is in
// the record now).
bool GameRoom::openJournal(QString* why)
{
    if (options_.recordPath.isEmpty()) return true;
    auto journal = std::make_unique<Journal>(writer_);
    if (!journal->open(journalPath(options_.recordPath), why)) return false;
    journal_ = std::move(journal);
    journaled_ = record_.turns.size();
    journalLast_.clear();
    return true;
}

void GameRoom::journalChange()
{
    if (!journal_) return;
    QJsonArray turns;
    for (std::size_t i = journaled_; i < record_.turns.size(); ++i) turns.append(entryJson(record_.turns[i]));
    QJsonObject change{{latinKey("from"), static_cast<int>(journaled_)},
                       {latinKey("turns"), turns},
                       {latinKey("started"), started_},
                       {latinKey("drew_from_pile"), drewFromPile_}};
    if (partial_) change.insert(latinKey("partial"), entryJson(*partial_));
    const QByteArray line = QJsonDocument(change).toJson(QJsonDocument::Compact);
    if (line == journalLast_) return;  // a seat taken, a save tried again: nothing of the game changed
    QString why;
    if (!journal_->append(line, &why)) {
        journalError_ = why;  // tried again with every entry since at the next change
        return;
    }
    journalError_.clear();
    journaled_ = record_.turns.size();
    journalLast_ = line;
}

// A move: the journal has it at once (a line); the record and the file beside it, rewritten whole,
// follow within options_.rewriteMs, once for all the moves meanwhile: a thousand games rewriting
// their whole record at every move kept the writer's thread busy for most of a core, and a new
// table's first files waited seconds behind theirs. A journal that cannot be written has
// everything written now (and the host told).
void GameRoom::saveProgress()
{
    if (options_.recordPath.isEmpty() || !journal_) {
        save();
        return;
    }
    journalChange();
    if (!journalError_.isEmpty()) save();
    else if (!rewrite_.isActive()) rewrite_.start(options_.rewriteMs);
}

bool GameRoom::save(bool wait, std::function<void()> written)
{
    rewrite_.stop();
    if (options_.recordPath.isEmpty()) {
        if (written) written();
        return true;
    }
    journalChange();
    QJsonArray tokens;
    for (const Seat& seat : seats_)
        tokens.append(seat.tokenDigest.isEmpty() ? QJsonValue() : QJsonValue(QString::fromLatin1(seat.tokenDigest.toHex())));
    QJsonObject net{{QLatin1String("format"), 1},
                    {QLatin1String("game"), gameId_},
                    {QLatin1String("entries"), static_cast<int>(record_.turns.size())},
                    {QLatin1String("started"), started_},
                    {QLatin1String("tokens"), tokens},
                    {QLatin1String("drew_from_pile"), drewFromPile_}};
    if (partial_) net.insert(QLatin1String("partial"), entryJson(*partial_));
    const QString side = sidecarPath(options_.recordPath);
    // The record holds the seed, the file beside it the seats' token digests: only their owner
    // reads them. The record is written out on the writer's thread.
    recordTicket_ = writer_->write(options_.recordPath, [record = record_] { return QByteArray::fromStdString(writeRecord(record)); },
                                   true);
    sidecarTicket_ = writer_->write(side, [bytes = QJsonDocument(net).toJson()] { return bytes; }, true);
    if (written) writer_->whenWritten(side, sidecarTicket_, this, [written](const QString&) { written(); });
    writer_->whenWritten(options_.recordPath, recordTicket_, this, [this](const QString&) { checkSaved(); });
    writer_->whenWritten(side, sidecarTicket_, this, [this](const QString&) { checkSaved(); });
    if (wait) {
        writer_->wait(options_.recordPath, recordTicket_);
        writer_->wait(side, sidecarTicket_);
        checkSaved();
    }
    return saveError_.isEmpty();
}

void GameRoom::checkSaved()
{
    QString why = writer_->error(options_.recordPath);
    if (why.isEmpty()) why = journalError_;
    if (why.isEmpty()) why = writer_->error(sidecarPath(options_.recordPath));
    // While saving fails the game goes on; the files are written again at the next change, or
    // after a while if none comes (a game that waits for a player is saved once space frees up).
    if (!why.isEmpty()) saveRetry_.start(options_.saveRetryMs);
    if (why == saveError_) return;
    saveError_ = why;
    const QJsonObject status = saveStatusJson();
    for (Peer* p : std::as_const(peers_))
        if (p->host) send(p, status);
    if (why.isEmpty()) emit saveRecovered();
    else emit saveFailed(why);
}

QJsonObject GameRoom::saveStatusJson() const
{
    QJsonObject m{{QLatin1String("type"), saveError_.isEmpty() ? QLatin1String("save_ok") : QLatin1String("save_failed")},
                  {QLatin1String("record"), options_.recordPath}};
    if (!saveError_.isEmpty()) m.insert(QLatin1String("message"), saveError_);
    return m;
}

void GameRoom::flushSaves()
{
    if (options_.recordPath.isEmpty()) return;
    writer_->wait(options_.recordPath, recordTicket_);
    writer_->wait(sidecarPath(options_.recordPath), sidecarTicket_);
}

// The record is queued before the file beside it, and the writer writes in order: the file
// beside it written, both are.
void GameRoom::deleteWhenSaved()
{
    if (rewrite_.isActive()) save();
    saveRetry_.stop();
    if (options_.recordPath.isEmpty()) {
        deleteLater();
        return;
    }
    writer_->whenWritten(sidecarPath(options_.recordPath), sidecarTicket_, this, [this](const QString&) { deleteLater(); });
}

}  // namespace swc::net
