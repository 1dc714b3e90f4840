// Writes the game servers' files off their thread: a server hosting many games must not wait
// for the disk (a synchronous write with its fsync takes milliseconds) nor for the YAML writer
// between two moves.
// Each file is written atomically (writeTextFile: every write, the flush and the rename
// checked, so that a full disk leaves the previous file whole). A file's newest contents win:
// contents still queued when newer ones come are never written. Writes happen in the order they
// were queued, one file after the other.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <unordered_map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace swc::net {

class RecordWriter : public QObject
{
    Q_OBJECT
public:
    // The writer shared by every game of the process (made on first use, ended with the last
    // user); it belongs to the thread that made it, where it calls the `done` functions.
    static std::shared_ptr<RecordWriter> shared();
    RecordWriter();
    ~RecordWriter() override;  // writes what is queued, then stops
    RecordWriter(const RecordWriter&) = delete;
    RecordWriter& operator=(const RecordWriter&) = delete;

    // Queues the contents that `produce` makes, on the writer's thread (a whole record takes a
    // while to write out), for `path` (ownerOnly: a new file is readable by its owner only).
    // Returns a ticket for wait().
    quint64 write(const QString& path, std::function<QByteArray()> produce, bool ownerOnly = false);
    // Calls `done` (with the write's error, empty if none) on the writer's owning thread once the
    // ticket's contents (or newer ones) are written, unless `context` is gone by then.
    void whenWritten(const QString& path, quint64 ticket, QObject* context, std::function<void(const QString&)> done);
    // Blocks until the contents of that ticket (or newer ones) are written; returns the error of
    // the last write of `path`, empty if it succeeded.
    QString wait(const QString& path, quint64 ticket);
    // The error of the last write of `path`, empty if it succeeded (or none was made yet).
    QString error(const QString& path);
    // A failed write's error reads "cannot write PATH: REASON", REASON in the system's words (as
    // the server logs and sends it); this is REASON alone, for a message in the user's language.
    static QString reason(const QString& path, const QString& error);

private:
    struct Item
    {
        std::function<QByteArray()> produce;
        quint64 ticket = 0;
        bool ownerOnly = false;
    };
    void run();
    void deliver(const QString& path);
    struct Waiter
    {
        quint64 ticket;
        QPointer<QObject> context;
        std::function<void(const QString&)> done;
    };
    std::unordered_map<QString, std::vector<Waiter>> waiters_;  // by path; only touched on the owning thread

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::deque<QString> order_;
    // Hashed by path: a server hosting many games keeps thousands of paths here, and every move
    // looks them up.
    std::unordered_map<QString, Item> pending_;
    std::unordered_map<QString, quint64> written_;
    std::unordered_map<QString, QString> errors_;
    quint64 next_ = 0;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace swc::net
