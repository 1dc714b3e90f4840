// The process's record writer held busy: a write queued first that lasts until release() (or a
// minute at most), so that the writes queued after it (a game's autosave) wait in its queue. A
// test sees then what the interface does while the disk is slow, and what it waits for.
#pragma once

#include "recordwriter.h"

#include <QByteArray>
#include <QTemporaryDir>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

class BusyWriter
{
public:
    BusyWriter()
    {
        ticket_ = writer_->write(path(), [this] {
            const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(1);
            while (!released_ && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
            return QByteArray("busy\n");
        });
    }
    ~BusyWriter()
    {
        release();
        idle();
    }
    BusyWriter(const BusyWriter&) = delete;
    BusyWriter& operator=(const BusyWriter&) = delete;

    std::shared_ptr<swc::net::RecordWriter> writer() const { return writer_; }
    void release() { released_ = true; }
    // Released from another thread after `delay`: the interface thread may block meanwhile.
    void releaseAfter(std::chrono::milliseconds delay)
    {
        releaser_ = std::jthread([this, delay] {
            std::this_thread::sleep_for(delay);
            released_ = true;
        });
    }
    // Blocks until everything queued so far is written (the writer writes in the order queued).
    void idle() { writer_->wait(dir_.filePath(QStringLiteral("last")), writer_->write(dir_.filePath(QStringLiteral("last")), [] { return QByteArray("last\n"); })); }

private:
    QString path() const { return dir_.filePath(QStringLiteral("busy")); }

    QTemporaryDir dir_;
    std::shared_ptr<swc::net::RecordWriter> writer_ = swc::net::RecordWriter::shared();
    std::atomic<bool> released_{false};
    quint64 ticket_ = 0;
    std::jthread releaser_;  // last: joined before the flag goes
};
