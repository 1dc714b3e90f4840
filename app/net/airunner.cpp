#include "airunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace swc::net {

AiRunner::AiRunner(QObject* parent) : QObject(parent) {}

AiRunner::~AiRunner()
{
    stop();
    future_.waitForFinished();
}

void AiRunner::go(std::shared_ptr<AiPlayer> ai, const Game& game, Step step, DecisionFor what)
{
    stop();
    future_.waitForFinished();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    clock_.start();
    auto* watcher = new QFutureWatcher<Decision>(this);
    watcher_ = watcher;
    connect(watcher, &QFutureWatcher<Decision>::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher_ != watcher) return;  // stopped meanwhile
        watcher_ = nullptr;
        emit decided(watcher->result());
    });
    QThreadPool* pool = pool_ ? pool_.get() : QThreadPool::globalInstance();
    future_ = QtConcurrent::run(pool, [ai = std::move(ai), copy = game, step, what, stop = stop_] {
        return decide(*ai, copy, step, what, stop.get());
    });
    watcher->setFuture(future_);
}

void AiRunner::go(AiLevel level, std::uint64_t seed, const Game& game, const std::optional<AiConfig>& config)
{
    auto ai = config ? std::make_shared<AiPlayer>(level, seed, *config) : std::make_shared<AiPlayer>(level, seed);
    go(std::move(ai), game, stepOf(game), DecisionFor::Step);
}

void AiRunner::useOwnThread()
{
    if (pool_) return;
    pool_ = std::make_unique<QThreadPool>();
    pool_->setMaxThreadCount(1);
}

void AiRunner::stop()
{
    if (stop_) stop_->store(true);
    if (!watcher_) return;
    QFutureWatcher<Decision>* w = watcher_;
    watcher_ = nullptr;
    w->disconnect(this);
    w->deleteLater();
}

bool AiRunner::hurry()
{
    if (!watcher_) return false;
    stop_->store(true);  // the watcher stays connected: its result is delivered
    return true;
}

}  // namespace swc::net
