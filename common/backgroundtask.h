// Reading a large file off the interface thread (a game record replayed in the engine, a tile set
// parsed): the work runs on a worker thread (QtConcurrent, as the computer players think), a busy
// indicator shows over the window once it takes more than a moment, and the window keeps painting
// and answering. Cancel drops the result: the work ends unseen.
#pragma once

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace swc::ui {

// Runs `work()` on a worker thread, then `done(result)` on the interface thread unless the person
// cancelled. The indicator is a child of `parent` named "backgroundProgress" (tests find it).
template <typename Work, typename Done>
void runInBackground(QWidget* parent, const QString& label, Work work, Done done)
{
    using Result = decltype(work());
    auto* progress = new QProgressDialog(parent);  // its Cancel button worded by Qt's translation
    progress->setLabelText(label);
    progress->setRange(0, 0);  // busy: the engine gives no fraction
    progress->setObjectName(QStringLiteral("backgroundProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoReset(false);
    progress->setValue(0);
    // The watcher lives beside the indicator, not in it, so that the indicator can go at once.
    auto* watcher = new QFutureWatcher<Result>(parent);
    QObject::connect(progress, &QObject::destroyed, watcher, [watcher] { watcher->deleteLater(); });
    QObject::connect(watcher, &QFutureWatcher<Result>::finished, progress, [progress, watcher, done = std::move(done)] {
        const bool cancelled = progress->wasCanceled();
        // Gone for good before the result is handed on: hidden, its minimum-duration timer would
        // show it again, window-modal, over a message box that `done` opens (deleteLater waits
        // for that box's nested event loop to end).
        delete progress;
        if (!cancelled) done(watcher->future().takeResult());  // moved: a replayed game may be large
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

}  // namespace swc::ui
