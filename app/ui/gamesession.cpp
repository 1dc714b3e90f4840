#include "gamesession.h"
#include "recordmoves.h"

#include "recordwriter.h"
#include "safefile.h"
#include "texts.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace swc::ui {

namespace {

int placedTurns(const std::vector<GameSession::Entry>& history)
{
    return static_cast<int>(std::count_if(history.begin(), history.end(), [](const GameSession::Entry& e) { return e.report.face >= 0; }));
}

QStringList namesOf(const GameRecord& record)
{
    QStringList names;
    for (const std::string& n : record.names) names << QString::fromStdString(n);
    return names;
}

// What a network game's player may know of its record: the set-up and the confirmed turns.
GameRecord publicRecord(const GameSession::RemoteView& view)
{
    GameRecord record = view.header;
    record.turns.clear();
    for (const GameSession::Entry& e : view.history)
        if (e.committed) record.turns.push_back(e.turn);
    return record;
}

}  // namespace

GameSession::GameSession(QObject* parent) : QObject(parent)
{
    // A window still open when the program quits is never closed: its last turn is written all the same.
    if (auto* app = QCoreApplication::instance()) connect(app, &QCoreApplication::aboutToQuit, this, &GameSession::flushAutosave);
}

GameSession::~GameSession() { flushAutosave(); }

bool GameSession::start(const GameRecord& record, std::optional<RecordError>* error)
{
    std::vector<TurnReport> reports;
    ReplayResult r = replay(record, &reports);
    if (r.error) {
        if (error) *error = r.error;
        return false;
    }
    show(record, std::move(r.game), reports);
    return true;
}

void GameSession::show(const GameRecord& record, Game game, const std::vector<TurnReport>& reports)
{
    forgetGame();
    record_ = record;
    names_ = namesOf(record);
    game_.emplace(std::move(game));
    history_.clear();
    for (std::size_t i = 0; i < record_.turns.size(); ++i) history_.push_back({record_.turns[i], reports[i], true});
    for (std::size_t i = 0; i < record_.turns.size(); ++i) serials_.push_back(nextSerial_++);
    savedLength_ = static_cast<int>(serials_.size());
    savedSerial_ = serials_.empty() ? 0 : serials_.back();
    remote_ = false;
    remoteKey_.clear();
    beginTurn();
    emit historyChanged();
    emit fileChanged();
    emit started();
}

void GameSession::forgetGame()
{
    // The game this session held before is replaced: nothing of it is left to resume, undo or redo.
    discardAutosave();
    filePath_.clear();
    serials_.clear();
    redo_.clear();
    redoSerials_.clear();
    savedLength_ = 0;
    savedSerial_ = 0;
    final_.reset();
}

void GameSession::showRemote(const RemoteView& view)
{
    const bool first = !remote_ || !game_;
    if (first) forgetGame();
    remote_ = true;
    const int placedBefore = first ? 0 : placedTurns(history_);
    names_ = namesOf(view.header);
    history_ = view.history;
    remoteRecord_ = view.record.has_value();
    remoteStopped_ = view.stopped;
    record_ = view.record ? *view.record : publicRecord(view);
    final_.reset();
    if (!first && view.decisionKey == remoteKey_) {
        // The same decision (the seats changed, or the state came again after a reconnection):
        // what the person has prepared stays; the person here no longer acts once the time ran out.
        draft_.deadline = view.deadline;
        draft_.timedOut = view.timedOut;
        draft_.awaiting = draft_.awaiting || view.timedOut;
        emit historyChanged();
        emit fileChanged();
        emit changed();
        return;
    }
    remoteKey_ = view.decisionKey;
    game_ = view.game;
    resetDraft();
    draft_.deadline = view.deadline;
    draft_.timedOut = view.timedOut;
    draft_.awaiting = view.timedOut;
    if (!first && placedTurns(history_) > placedBefore) emit turnScored(lastTurn()->report);
    if (game_->inReplacementStep()) {
        refreshOptions();
        phase_ = Phase::Replacing;
    } else {
        if (game_->drawnTile() >= 0) prepareDrawnTile();
        phase_ = Phase::Placing;
    }
    emit historyChanged();
    emit fileChanged();
    emit changed();
    newDecision();
}

void GameSession::showPosition(const GameRecord& record, Game game, std::vector<Entry> history)
{
    forgetGame();
    remote_ = false;
    remoteKey_.clear();
    record_ = record;
    names_ = namesOf(record);
    game_.emplace(std::move(game));
    history_ = std::move(history);
    resetDraft();
    if (game_->isOver()) {
        scoreFinal();
        phase_ = Phase::Over;
    } else if (game_->inReplacementStep() || game_->inMeepleStep()) {
        refreshOptions();
        phase_ = game_->inReplacementStep() ? Phase::Replacing : Phase::Meeple;
    } else {
        if (game_->drawnTile() >= 0) prepareDrawnTile();
        phase_ = Phase::Placing;
    }
    newDecision();  // first: what is drawn on the change below belongs to this position
    emit historyChanged();
    emit fileChanged();
    emit changed();
}

void GameSession::remoteRefused()
{
    if (!awaitingServer() || draft_.timedOut) return;
    draft_.awaiting = false;
    emit changed();
}

void GameSession::setPlayerNames(const QStringList& names)
{
    if (names == names_) return;
    names_ = names;
    emit changed();
    emit historyChanged();  // the log names the players
}

QString GameSession::playerName(int seat) const
{
    if (seat >= 0 && seat < names_.size() && !names_[seat].isEmpty()) return names_[seat];
    return {};
}

int GameSession::actingSeat() const
{
    if (!game_ || phase_ == Phase::NoGame || phase_ == Phase::Over) return -1;
    // After the last re-placement the committed turn's signals come before the next turn
    // begins: the phase still says Replacing, but nothing is pending and the engine's current
    // player (the next one) acts.
    const bool replacing = phase_ == Phase::Replacing && game_->inReplacementStep();
    return replacing ? game_->pendingMeeple().player : game_->currentPlayer();
}

void GameSession::enterPhase(Phase p)
{
    phase_ = p;
    emit changed();
}

void GameSession::newDecision()
{
    ++decision_;
    emit decisionNeeded();
}

void GameSession::resetDraft() { draft_ = Draft{}; }

void GameSession::beginTurn()
{
    Game& g = *game_;
    resetDraft();
    if (g.inReplacementStep()) {
        refreshOptions();
        enterPhase(Phase::Replacing);
        newDecision();
        return;
    }
    if (g.isOver()) {
        finishGame();
        return;
    }
    if (g.rules().has(Variant::IntelAndRumours)) {
        // The player first chooses a face-up tile or the pile (chooseFromRow / chooseFromPile).
        draft_.choiceStart = g;
        draft_.choiceHistory = history_.size();
        enterPhase(Phase::Placing);
        newDecision();
        return;
    }
    drawFromPile();
}

void GameSession::drawFromPile()
{
    Game& g = *game_;
    std::vector<int> aside;
    const int face = g.drawPlaceable(&aside);
    for (int f : aside) history_.push_back({setAsideTurn(g.tileset(), f), {}, false});
    if (!aside.empty()) emit historyChanged();
    if (face < 0) {
        if (g.rules().has(Variant::IntelAndRumours) && !g.isOver()) {
            // The pile ran out while drawing: the face-up tiles remain to choose from.
            enterPhase(Phase::Placing);
            newDecision();
            return;
        }
        // Nothing left: the tiles set aside last are part of the record too.
        commitTurn({}, {});
        finishGame();
        return;
    }
    tileDrawn();
}

void GameSession::prepareDrawnTile()
{
    Game& g = *game_;
    g.legalPlacements(g.drawnTile(), draft_.legal);
    draft_.turnStart = g;
    // Start in the first rotation that fits somewhere, so a legal spot is always highlighted.
    draft_.rotation = draft_.legal.empty() ? 0 : draft_.legal.front().rotation;
}

void GameSession::tileDrawn()
{
    prepareDrawnTile();
    enterPhase(Phase::Placing);
    newDecision();
}

void GameSession::scoreFinal()
{
    FinalScoring f;
    f.scores = game_->finalScores(&f.reports);
    final_ = std::move(f);
    final_->breakdown = breakdown();
}

void GameSession::finishGame()
{
    // A finished game has nothing left to resume: its autosave is done with (an undo brings it
    // back). The game itself is kept only by Save.
    discardAutosave();
    scoreFinal();
    enterPhase(Phase::Over);
    emit gameOver();
}

void GameSession::rotate(int quarterTurns)
{
    if (phase_ != Phase::Placing) return;
    draft_.rotation = ((draft_.rotation + quarterTurns) % 4 + 4) % 4;
    emit changed();
}

void GameSession::setRotation(int rotation)
{
    if (phase_ != Phase::Placing || rotation == draft_.rotation) return;
    draft_.rotation = ((rotation % 4) + 4) % 4;
    emit changed();
}

bool GameSession::isLegal(Pos at, int rotation) const
{
    return std::any_of(draft_.legal.begin(), draft_.legal.end(), [&](const Placement& p) { return p.at == at && p.rotation == rotation; });
}

bool GameSession::anyRotationLegal(Pos at) const
{
    return std::any_of(draft_.legal.begin(), draft_.legal.end(), [&](const Placement& p) { return p.at == at; });
}

bool GameSession::place(Pos at)
{
    if (phase_ != Phase::Placing || needsTileChoice()) return false;
    int rotation = draft_.rotation;
    if (!isLegal(at, rotation)) {
        // A click on a cell where only another rotation fits takes the first such rotation.
        rotation = -1;
        for (int k = 1; k < 4 && rotation < 0; ++k)
            if (isLegal(at, (draft_.rotation + k) % 4)) rotation = (draft_.rotation + k) % 4;
        if (rotation < 0) return false;
        draft_.rotation = rotation;
    }
    if (!game_->placeTile({at, rotation})) return false;
    draft_.meeple = {};
    refreshOptions();
    enterPhase(Phase::Meeple);
    return true;
}

bool GameSession::needsTileChoice() const
{
    return phase_ == Phase::Placing && game_->drawnTile() < 0;
}

bool GameSession::chooseFromRow(int index)
{
    if (!needsTileChoice() || !game_->takeFromRow(index)) return false;
    draft_.fromRow = true;
    tileDrawn();
    return true;
}

bool GameSession::chooseFromPile()
{
    if (!needsTileChoice() || game_->pileEmpty()) return false;
    if (remote_) {
        if (draft_.awaiting) return false;
        draft_.awaiting = true;
        emit changed();
        emit remoteDraw();
        return true;
    }
    drawFromPile();
    return true;
}

void GameSession::refreshOptions()
{
    if (game_->inReplacementStep()) game_->replacementOptions(draft_.options);
    else game_->meepleOptions(draft_.options);
}

bool GameSession::chooseMeeple(const MeepleMove& m)
{
    if (phase_ != Phase::Meeple) return false;
    if (m.place && !game_->checkMeeple(m)) return false;
    draft_.meeple = m;
    emit changed();
    return true;
}

void GameSession::chooseReplacement(const MeepleMove& m)
{
    if (phase_ != Phase::Replacing || (m.place && !game_->checkReplacement(m))) return;
    draft_.meeple = m;
    emit changed();
}

std::vector<BattlePreview> GameSession::battlePreview() const
{
    if (phase_ != Phase::Meeple) return {};
    return previewBattles(*game_, draft_.meeple);
}

bool GameSession::confirm()
{
    if (phase_ != Phase::Meeple) return false;
    Game& g = *game_;
    if (remote_) {
        if (draft_.awaiting) return false;
        draft_.awaiting = true;
        emit changed();
        emit remoteMove(describeTurn(g, draft_.meeple, draft_.fromRow));
        return true;
    }
    draft_.pendingTurn = describeTurn(g, draft_.meeple, draft_.fromRow);
    draft_.pendingReport = {};
    if (!g.finishTurn(draft_.meeple, nullptr, &draft_.pendingReport)) return false;
    emit turnScored(draft_.pendingReport);
    if (g.inReplacementStep()) {
        // Galaxy Traders: the turn is shown now and recorded once the re-placements are decided;
        // an undo meanwhile goes back to the start of this turn.
        history_.push_back({draft_.pendingTurn, draft_.pendingReport, false});
        draft_.meeple = {};
        refreshOptions();
        emit historyChanged();
        enterPhase(Phase::Replacing);
        newDecision();
        return true;
    }
    commitTurn(draft_.pendingTurn, draft_.pendingReport);
    beginTurn();
    return true;
}

bool GameSession::replace(const MeepleMove& m)
{
    if (phase_ != Phase::Replacing) return false;
    if (remote_) {
        if (draft_.awaiting || (m.place && !game_->checkReplacement(m))) return false;
        draft_.awaiting = true;
        emit changed();
        emit remoteReplace(describeReplacement(*game_, m));
        return true;
    }
    const RecordReplacement r = describeReplacement(*game_, m);
    if (!game_->replaceMeeple(m, nullptr, &draft_.pendingReport)) return false;
    draft_.pendingTurn.replacements.push_back(r);
    history_.back() = {draft_.pendingTurn, draft_.pendingReport, false};
    draft_.meeple = {};
    if (game_->inReplacementStep()) {
        refreshOptions();
        emit historyChanged();
        emit changed();
        newDecision();
        return true;
    }
    commitTurn(draft_.pendingTurn, draft_.pendingReport);
    beginTurn();
    return true;
}

void GameSession::commitTurn(const RecordTurn& turn, const TurnReport& report)
{
    // This turn's entries (set-aside tiles, and the turn itself if re-placements were pending)
    // join the record, in order.
    while (!history_.empty() && !history_.back().committed && history_.back().report.face >= 0) history_.pop_back();
    for (Entry& e : history_) {
        if (e.committed) continue;
        e.committed = true;
        record_.turns.push_back(e.turn);
        serials_.push_back(nextSerial_++);
    }
    if (report.face >= 0) {
        history_.push_back({turn, report, true});
        record_.turns.push_back(turn);
        serials_.push_back(nextSerial_++);
    }
    // A new move: the undone turns cannot be redone any more.
    redo_.clear();
    redoSerials_.clear();
    writeAutosave();
    emit historyChanged();
    emit fileChanged();
}

void GameSession::writeAutosave()
{
    QString error;
    if (!autosave_.claim(&error)) {
        setAutosaveError(error);
        return;
    }
    if (!writer_) writer_ = net::RecordWriter::shared();
    autosaveQueued_ = autosave_.path();
    // The record is written out as YAML on the writer's thread too, from a copy of this turn's.
    const quint64 ticket = writer_->write(autosaveQueued_, [record = record_] { return QByteArray::fromStdString(writeRecord(record)); });
    autosaveTicket_ = ticket;
    writer_->whenWritten(autosaveQueued_, ticket, this, [this, ticket, path = autosaveQueued_](const QString& why) {
        // Once per write: a newer turn handed on since reports its own write.
        if (ticket == autosaveTicket_)
            setAutosaveError(why.isEmpty() ? QString() : Texts::fileWriteError(writer_->failure(path)));
    });
}

void GameSession::setAutosaveError(const QString& error)
{
    if (error == autosaveError_) return;
    autosaveError_ = error;
    emit autosaveChanged();
}

void GameSession::flushAutosave()
{
    if (writer_ && autosaveTicket_ > 0) writer_->wait(autosaveQueued_, autosaveTicket_);
}

void GameSession::discardAutosave()
{
    flushAutosave();  // else the pending write would bring the file back
    autosaveTicket_ = 0;
    autosave_.discard();
    setAutosaveError(QString());  // nothing is left to write
}

const GameSession::Entry* GameSession::lastTurn() const
{
    for (auto it = history_.rbegin(); it != history_.rend(); ++it)
        if (it->report.face >= 0) return &*it;
    return nullptr;
}

bool GameSession::canUndo() const
{
    if (!game_ || remote_) return false;
    if (phase_ == Phase::Meeple || phase_ == Phase::Replacing) return true;
    if (phase_ == Phase::Placing && draft_.choiceStart && game_->drawnTile() >= 0) return true;
    return std::any_of(record_.turns.begin(), record_.turns.end(), [](const RecordTurn& t) { return !t.setAside; });
}

void GameSession::undo()
{
    if (!canUndo()) return;
    if ((phase_ == Phase::Meeple || phase_ == Phase::Replacing) && draft_.turnStart) {
        // Within the turn: back to the drawn tile, nothing placed (the re-placement step
        // included: the turn is not recorded before its re-placements).
        if (phase_ == Phase::Replacing) {
            history_.pop_back();
            emit historyChanged();
        }
        game_ = *draft_.turnStart;
        draft_.meeple = {};
        draft_.options.clear();
        enterPhase(Phase::Placing);
        newDecision();
        return;
    }
    if (phase_ == Phase::Placing && draft_.choiceStart && game_->drawnTile() >= 0) {
        // Intel and Rumours: back to the choice between the face-up tiles and the pile.
        game_ = *draft_.choiceStart;
        const bool drawn = history_.size() != draft_.choiceHistory;
        history_.resize(draft_.choiceHistory);
        if (drawn) emit historyChanged();
        draft_.turnStart.reset();
        draft_.legal.clear();
        draft_.fromRow = false;
        enterPhase(Phase::Placing);
        newDecision();
        return;
    }
    // A whole turn: the tiles set aside at the very end, the last placed turn and the tiles set
    // aside before it go to the redo list; the record is replayed without them.
    const auto takeBack = [this] {
        redo_.push_back(record_.turns.back());
        redoSerials_.push_back(serials_.back());
        record_.turns.pop_back();
        serials_.pop_back();
    };
    while (!record_.turns.empty() && record_.turns.back().setAside) takeBack();
    if (!record_.turns.empty()) takeBack();
    while (!record_.turns.empty() && record_.turns.back().setAside) takeBack();
    rebuildFromRecord();
}

void GameSession::redo()
{
    if (!canRedo() || remote_) return;
    const auto bringBack = [this] {
        record_.turns.push_back(redo_.back());
        serials_.push_back(redoSerials_.back());
        redo_.pop_back();
        redoSerials_.pop_back();
    };
    // The tiles set aside before the turn, the turn, and the last set-aside tiles of the game.
    while (!redo_.empty() && redo_.back().setAside) bringBack();
    if (!redo_.empty()) bringBack();
    if (std::all_of(redo_.begin(), redo_.end(), [](const RecordTurn& t) { return t.setAside; }))
        while (!redo_.empty()) bringBack();
    rebuildFromRecord();
}

void GameSession::rebuildFromRecord()
{
    std::vector<TurnReport> reports;
    ReplayResult r = replay(record_, &reports);
    game_.emplace(std::move(r.game));
    history_.clear();
    for (std::size_t i = 0; i < record_.turns.size() && i < reports.size(); ++i)
        history_.push_back({record_.turns[i], reports[i], true});
    final_.reset();
    if (!game_->isOver()) writeAutosave();
    beginTurn();
    emit historyChanged();
    emit fileChanged();
}

QString GameSession::recordText() const
{
    // A turn in progress is not saved: the file holds the confirmed turns.
    return QString::fromStdString(writeRecord(record_));
}

std::array<ScoreBreakdown, kMaxPlayers> GameSession::breakdown() const
{
    if (!game_) return {};
    std::vector<TurnReport> reports;
    reports.reserve(history_.size());
    for (const Entry& e : history_) reports.push_back(e.report);
    return scoreBreakdown(*game_, reports, final_ ? &final_->reports : nullptr);
}

bool GameSession::isModified() const
{
    // A network game: the host's server writes the record after every change.
    if (!game_ || serials_.empty() || remote_) return false;
    return static_cast<int>(serials_.size()) != savedLength_ || serials_.back() != savedSerial_;
}

void GameSession::markUnsaved()
{
    savedLength_ = -1;
    emit fileChanged();
}

bool GameSession::open(const QString& path, QString* error) { return open(load(path), path, error); }

GameSession::LoadedGame GameSession::load(const QString& path)
{
    const std::string file = QFile::encodeName(path).toStdString();
    LoadedGame out;
    std::vector<RecordError> errors;
    out.record = loadRecord(file, errors);
    if (!out.record) {
        if (!errors.empty()) out.error = errors.front();
        return out;
    }
    ReplayResult r = replay(*out.record, &out.reports);
    if (r.error) {
        out.error = r.error;
        out.error->file = file;
        return out;
    }
    out.game.emplace(std::move(r.game));
    return out;
}

bool GameSession::open(LoadedGame loaded, const QString& path, QString* error)
{
    if (!loaded.game) {
        if (error) *error = loaded.error ? Texts::recordError(*loaded.error) : QString();
        return false;
    }
    show(*loaded.record, std::move(*loaded.game), loaded.reports);
    filePath_ = path;
    emit fileChanged();
    return true;
}

bool GameSession::resume(const QString& autosavePath, QString* error) { return resume(load(autosavePath), autosavePath, error); }

bool GameSession::resume(LoadedGame loaded, const QString& autosavePath, QString* error)
{
    if (!open(std::move(loaded), autosavePath, error)) return false;
    filePath_.clear();
    if (!autosave_.adopt(autosavePath)) {
        if (error) *error = tr("%1 is already open in another window.").arg(autosavePath);
        return false;
    }
    if (phase_ == Phase::Over) discardAutosave();  // played to its end: nothing left to resume
    markUnsaved();
    return true;
}

bool GameSession::save(const QString& path, QString* error)
{
    if (!game_) return false;
    if (remote_ && !remoteRecord_) {
        if (error)
            *error = tr("Only the host can save a network game: its record holds the order of the tiles, which the "
                        "other players do not see.");
        return false;
    }
    QString why;
    if (!writeFileSafely(path, recordText().toUtf8(), &why)) {
        if (error) *error = tr("%1: %2").arg(path, why);
        return false;
    }
    filePath_ = path;
    savedLength_ = static_cast<int>(serials_.size());
    savedSerial_ = serials_.empty() ? 0 : serials_.back();
    emit fileChanged();
    return true;
}

}  // namespace swc::ui
