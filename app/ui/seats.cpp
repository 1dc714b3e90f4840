#include "seats.h"

#include <QTimer>

#include <algorithm>

namespace swc::ui {

// --- ComputerPlayer ------------------------------------------------------------------------

ComputerPlayer::ComputerPlayer(AiLevel level, QObject* parent) : SeatController(parent), level_(level)
{
    // A search stopped (stop(), a new decision) never answers: what comes is this decision's.
    connect(&search_, &net::AiRunner::decided, this, [this](const net::Decision& d) {
        emit busyChanged();  // no longer thinking
        if (current()) play(d, 0);
    });
}

ComputerPlayer::~ComputerPlayer() { stop(); }

void ComputerPlayer::setBusy(bool busy)
{
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged();
}

bool ComputerPlayer::current() const { return session_ && session_->decision() == decision_; }

void ComputerPlayer::stop()
{
    ++generation_;
    search_.stop();
    setBusy(false);
}

void ComputerPlayer::later(int ms, std::function<void()> f)
{
    QTimer::singleShot(ms, this, [this, generation = generation_, f = std::move(f)] {
        if (generation == generation_ && current()) f();
    });
}

void ComputerPlayer::decide(GameSession* session)
{
    stop();
    session_ = session;
    decision_ = session->decision();
    const auto phase = session->phase();
    if (phase != GameSession::Phase::Placing && phase != GameSession::Phase::Replacing) return;
    const Game& g = session->game();
    const int seat = session->actingSeat();
    // The same position always gets the same answer (a replayed or undone game plays alike).
    const std::uint64_t seed = g.seed() * 1000003u + static_cast<std::uint64_t>(g.turnNumber()) * 7919u +
                               static_cast<std::uint64_t>(seat) * 31u + static_cast<std::uint64_t>(g.pendingCount());
    search_.go(level_, seed, g, config_);
    setBusy(true);  // thinking now
}

// The decision shown step by step. Every step re-checks the move against the session: an
// illegal answer is replaced by a legal one rather than stalling the game.
void ComputerPlayer::play(const net::Decision& decision, int step)
{
    if (session_->phase() == GameSession::Phase::Replacing) {
        replaceMeeple(decision, step);
        return;
    }
    if (session_->needsTileChoice()) {
        chooseTile(decision.tile);
        return;
    }
    switch (step) {
    case 0: turnTile(decision); break;
    case 1: placeTile(decision); break;
    case 2: chooseMeeple(decision); break;
    default:
        setBusy(false);
        session_->confirm();
        break;
    }
}

void ComputerPlayer::playLater(const net::Decision& decision, int step, int ms)
{
    later(ms, [this, decision, step] { play(decision, step); });
}

// Galaxy Traders: the re-placement shown (step 0), then made.
void ComputerPlayer::replaceMeeple(const net::Decision& decision, int step)
{
    MeepleMove m = decision.replacement;
    if (m.place && !session_->game().checkReplacement(m)) m = {};  // keeping it is always legal
    if (step == 0) {
        session_->chooseReplacement(m);
        playLater({decision.tile, decision.move, m}, 1, pauseMs_);
        return;
    }
    setBusy(false);
    session_->replace(m);
}

// Intel and Rumours: the face-up tile chosen, else the pile, else the first face-up tile taken.
void ComputerPlayer::chooseTile(int tile)
{
    setBusy(false);
    if (tile >= 0 && session_->chooseFromRow(tile)) return;
    if (session_->chooseFromPile()) return;
    for (int k = 0; k < session_->game().rowSize(); ++k)
        if (session_->chooseFromRow(k)) return;
}

// Step 0: the tile turned as it will be placed (a placement that is not legal is replaced).
void ComputerPlayer::turnTile(const net::Decision& decision)
{
    net::Decision d = decision;
    if (filter_) d.move = filter_(d.move);
    const Placement p = d.move.placement;
    if (!session_->isLegal(p.at, p.rotation)) {
        if (session_->legalPlacements().empty()) return;  // cannot happen: a drawn tile always fits
        qWarning("computer player: illegal placement (%d, %d) r%d replaced by a legal one", p.at.x, p.at.y, p.rotation);
        d.move = {session_->legalPlacements().front(), {}};
    }
    session_->setRotation(d.move.placement.rotation);
    playLater(d, 1, pauseMs_);
}

// Step 1: the tile placed; then the meeple (step 2), or the end of the turn at once (step 3).
void ComputerPlayer::placeTile(const net::Decision& d)
{
    if (session_->phase() == GameSession::Phase::Placing) session_->place(d.move.placement.at);
    const bool meeple = d.move.meeple.place;
    playLater(d, meeple ? 2 : 3, meeple ? pauseMs_ : 0);
}

// Step 2: the meeple placed (no meeple if that is not legal); then the end of the turn.
void ComputerPlayer::chooseMeeple(const net::Decision& d)
{
    if (!session_->chooseMeeple(d.move.meeple)) {
        qWarning("computer player: illegal meeple move replaced by no meeple");
        session_->chooseMeeple({});
    }
    playLater(d, 3, pauseMs_);
}

// --- RemotePlayer --------------------------------------------------------------------------

void RemotePlayer::setState(int level, bool taken, bool connected)
{
    if (level == level_ && taken == taken_ && connected == connected_) return;
    level_ = level;
    taken_ = taken;
    connected_ = connected;
    emit busyChanged();  // Seats passes it on as changed()
}

// --- Seats -------------------------------------------------------------------------------

Seats::Seats(GameSession* session, QObject* parent) : QObject(parent), session_(session)
{
    connect(session_, &GameSession::decisionNeeded, this, &Seats::scheduleDecision);
    connect(&hintSearch_, &net::AiRunner::decided, this, [this](const net::Decision& d) {
        emit changed();
        if (session_->decision() != hintDecision_ || !localMayAct()) return;
        emit hintReady(d, hintChoosingTile_);
    });
}

void Seats::scheduleDecision()
{
    // Decisions are handed out once the session's own work is done (never inside its calls),
    // and only the latest: a decision that moved on meanwhile is not started.
    const int d = session_->decision();
    QMetaObject::invokeMethod(
        this, [this, d] {
            if (session_->decision() == d) onDecisionNeeded();
        },
        Qt::QueuedConnection);
}

void Seats::setLevels(const std::vector<int>& levels)
{
    std::vector<SeatController*> controllers;
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const int level = seat < static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(seat)] : -1;
        if (level >= 0) {
            auto* computer = new ComputerPlayer(static_cast<AiLevel>(level), this);
            computer->setPause(pauseMs_);
            controllers.push_back(computer);
        } else {
            controllers.push_back(new LocalPerson(this));
        }
    }
    setControllers(controllers);
}

void Seats::setControllers(const std::vector<SeatController*>& controllers)
{
    stopAll();
    for (SeatController* c : controllers_) c->deleteLater();
    controllers_ = controllers;
    for (SeatController* c : controllers_) {
        c->setParent(this);
        connect(c, &SeatController::busyChanged, this, &Seats::changed);
    }
    started_ = -1;  // the new controllers are told of the decision at hand
    if (session_->hasGame()) scheduleDecision();
    emit changed();
}

std::vector<int> Seats::levels() const
{
    std::vector<int> out;
    const int n = session_->hasGame() ? session_->game().playerCount() : 0;
    for (int seat = 0; seat < n; ++seat) out.push_back(controller(seat) ? controller(seat)->level() : -1);
    return out;
}

SeatController* Seats::controller(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(controllers_.size()) ? controllers_[static_cast<std::size_t>(seat)] : nullptr;
}

bool Seats::isComputer(int seat) const
{
    const SeatController* c = controller(seat);
    return c && c->level() >= 0;
}

bool Seats::hasLocalPerson() const
{
    if (!session_->hasGame()) return false;
    for (int seat = 0; seat < session_->game().playerCount(); ++seat)
        if (controller(seat) && controller(seat)->isLocalPerson()) return true;
    return false;
}

void Seats::setComputerPause(int ms)
{
    pauseMs_ = ms;
    for (SeatController* c : controllers_)
        if (auto* computer = qobject_cast<ComputerPlayer*>(c)) computer->setPause(ms);
}

bool Seats::computerBusy() const
{
    return std::any_of(controllers_.begin(), controllers_.end(), [](const SeatController* c) { return c->isBusy(); });
}

int Seats::thinkingSeat() const
{
    if (!session_->hasGame()) return -1;
    const int seat = session_->actingSeat();
    const SeatController* c = controller(seat);
    return c && c->isThinking() ? seat : -1;
}

qint64 Seats::thinkingMs() const
{
    const SeatController* c = controller(thinkingSeat());
    return c ? c->thinkingMs() : 0;
}

bool Seats::moveNow()
{
    SeatController* c = controller(thinkingSeat());
    return c && c->moveNow();
}

bool Seats::localMayAct() const
{
    const SeatController* c = controller(session_->actingSeat());
    return c && c->isLocalPerson() && !session_->awaitingServer();
}

void Seats::onDecisionNeeded()
{
    if (session_->decision() == started_) return;  // already handed out
    started_ = session_->decision();
    // A hint asked for this very decision (before it was handed out) is still good.
    if (hintDecision_ != started_) hintSearch_.stop();
    stopControllers();
    if (SeatController* c = controller(session_->actingSeat())) c->decide(session_);
    emit changed();
}

void Seats::stopAll()
{
    hintSearch_.stop();
    stopControllers();
}

void Seats::stopControllers()
{
    for (SeatController* c : controllers_) c->stop();
}

bool Seats::rotate(int quarterTurns)
{
    if (!localMayAct() || session_->phase() != GameSession::Phase::Placing) return false;
    session_->rotate(quarterTurns);
    return true;
}

bool Seats::place(Pos cell) { return localMayAct() && session_->place(cell); }
bool Seats::chooseFromRow(int index) { return localMayAct() && session_->chooseFromRow(index); }
bool Seats::chooseFromPile() { return localMayAct() && session_->chooseFromPile(); }
bool Seats::chooseMeeple(const MeepleMove& m) { return localMayAct() && session_->chooseMeeple(m); }

bool Seats::chooseOption(int index)
{
    if (!localMayAct()) return false;
    const auto phase = session_->phase();
    const auto& options = session_->meepleOptions();
    if (index >= static_cast<int>(options.size())) return false;
    const MeepleMove m = index < 0 ? MeepleMove{} : options[static_cast<std::size_t>(index)];
    if (phase == GameSession::Phase::Replacing) {
        session_->chooseReplacement(m);
        return true;
    }
    return session_->chooseMeeple(m);
}

bool Seats::clickOption(int index)
{
    if (!localMayAct() || index < 0 || index >= static_cast<int>(session_->meepleOptions().size())) return false;
    if (session_->phase() != GameSession::Phase::Meeple) return chooseOption(index);
    // A click on a spot takes the small meeple if there is one, else the large; clicking the
    // chosen spot again switches between small and large.
    const MeepleMove picked = session_->meepleOptions()[static_cast<std::size_t>(index)];
    const MeepleMove& cur = session_->chosenMeeple();
    MeepleMove m = picked;
    const Game& g = session_->game();
    if (cur.place && cur.at == m.at && cur.kind == m.kind && cur.segment == m.segment) {
        m.size = cur.size == MeepleSize::Small ? MeepleSize::Large : MeepleSize::Small;
        if (!g.checkMeeple(m)) m = picked;
    } else {
        m.size = MeepleSize::Small;
        if (!g.checkMeeple(m)) m.size = MeepleSize::Large;
    }
    return session_->chooseMeeple(m);
}

bool Seats::confirm()
{
    if (!localMayAct()) return false;
    if (session_->phase() == GameSession::Phase::Replacing) return session_->replace(session_->chosenMeeple());
    return session_->confirm();
}

bool Seats::canUndo() const
{
    if (!hasLocalPerson() || !session_->canUndo()) return false;
    // Something of this turn to take back, or an earlier turn of a person at this screen.
    const auto phase = session_->phase();
    if (localMayAct() && (phase == GameSession::Phase::Meeple || phase == GameSession::Phase::Replacing)) return true;
    if (localMayAct() && phase == GameSession::Phase::Placing && session_->game().drawnTile() >= 0 &&
        session_->game().rules().has(Variant::IntelAndRumours))
        return true;
    for (const GameSession::Entry& e : session_->history()) {
        const SeatController* c = controller(e.report.player);
        if (e.committed && e.report.face >= 0 && c && c->isLocalPerson()) return true;
    }
    return false;
}

int Seats::undo()
{
    if (!canUndo()) return 0;
    stopAll();
    // Back to a decision of a person at this screen: the computers' turns in between are undone
    // too (they would play them again by themselves).
    const std::vector<GameSession::Entry> before = session_->history();
    do {
        session_->undo();
    } while (session_->canUndo() && !(localMayAct() && session_->phase() == GameSession::Phase::Placing));
    int computers = 0;
    for (std::size_t i = session_->history().size(); i < before.size(); ++i)
        if (isComputer(before[i].report.player)) ++computers;
    emit changed();
    return computers;
}

bool Seats::canRedo() const { return hasLocalPerson() && !session_->isRemote() && session_->canRedo(); }

void Seats::redo()
{
    if (!canRedo()) return;
    stopAll();
    do {
        session_->redo();
    } while (session_->canRedo() && !localMayAct());
    emit changed();
}

bool Seats::canHint() const
{
    return localMayAct() && session_->phase() == GameSession::Phase::Placing && !hintSearch_.running();
}

void Seats::hint()
{
    if (!canHint()) return;
    const Game& g = session_->game();
    hintChoosingTile_ = session_->needsTileChoice();
    hintDecision_ = session_->decision();
    hintSearch_.go(AiLevel::Medium, g.seed() ^ 0x5eedu, g);
    emit changed();
}

}  // namespace swc::ui
