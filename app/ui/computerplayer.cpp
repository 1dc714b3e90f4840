#include "computerplayer.h"

#include <QTimer>

namespace swc::ui {

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
        net::Decision shown;
        shown.tile = decision.tile;
        shown.move = decision.move;
        shown.replacement = m;
        playLater(shown, 1, pauseMs_);
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

}  // namespace swc::ui
