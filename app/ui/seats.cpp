#include "seats.h"

#include "computerplayer.h"
#include "localperson.h"

#include <QTimer>

#include <algorithm>

namespace swc::ui {

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
