// AiRunner: the one way to run a computer player's decision off the interface or network thread,
// in the spirit of a chess engine's go and stop. go() searches a copy of the game on the thread
// pool (the game may move on meanwhile); decided() brings the decision back to the runner's
// thread. stop() (or a new go()) drops the running search: its result is never delivered. Used by
// the desktop program's computer seats and hint (seats.h), the server's computer seats
// (GameRoom) and the network computer player (NetBot), whose thread stays free for its
// connection's messages while it thinks.
#pragma once

#include "decide.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace swc::net {

class AiRunner : public QObject
{
    Q_OBJECT

public:
    explicit AiRunner(QObject* parent = nullptr);
    ~AiRunner() override;  // stops the search and waits for it (it returns at once once told)

    // Searches `ai`'s decision at `step` of `game` (copied). A player kept from one decision to
    // the next (its random generator goes on) is used by one search at a time: a search still
    // running, stopped, is waited for first.
    void go(std::shared_ptr<AiPlayer> ai, const Game& game, Step step, DecisionFor what);
    // A new player of `level` and `seed` (with `config`'s search when given) decides the step
    // `game` is at, in the engine's terms.
    void go(AiLevel level, std::uint64_t seed, const Game& game, const std::optional<AiConfig>& config = std::nullopt);
    // The running search stops at once; its result is dropped.
    void stop();
    // The running search stops at once and decided() brings its best move so far (a tile or a
    // re-placement choice, quick and not interruptible, comes as it is). False when none runs.
    bool hurry();
    // A search runs, or has ended and its result is not yet delivered.
    bool running() const { return watcher_ != nullptr; }
    // Since the running search started.
    qint64 elapsedMs() const { return running() ? clock_.elapsed() : 0; }
    // Searches on a thread of this runner's own rather than the application's pool: a network
    // computer player, one per seat, each with a thread as a person has a computer (on the shared
    // pool, a machine's bots and its server's computers would wait for each other's searches).
    void useOwnThread();

signals:
    void decided(const swc::net::Decision& decision);

private:
    std::shared_ptr<std::atomic<bool>> stop_;
    QFutureWatcher<Decision>* watcher_ = nullptr;
    QFuture<Decision> future_;  // the last search started, stopped or not
    QElapsedTimer clock_;
    std::unique_ptr<QThreadPool> pool_;  // useOwnThread; declared last: destroyed first, after the wait
};

}  // namespace swc::net
