// Writes the game servers' files off their thread: a server hosting many games must not wait
// for the disk (a synchronous write with its fsync takes milliseconds) nor for the YAML writer
// between two moves.
// Each file is written atomically (writeTextFile: every write, the flush and the rename
// checked, so that a full disk leaves the previous file whole). A file's newest contents win:
// contents still queued when newer ones come are never written. Writes happen in the order they
// were queued, one file after the other.
#pragma once

#include "textfile.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <condition_variable>
#include <deque>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace swc::net {

class Journal;

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
    // A failed write's error reads "cannot write PATH: REASON", REASON in English or the system's
    // words (as the server logs and sends it); this is the last write's REASON as a code, for a
    // message in the user's language (Texts::fileWriteError).
    FileWriteError failure(const QString& path);
    // Flushes the file open as `fd` to the disk (fsync) on the writer's thread, then closes `fd`
    // (a duplicate the caller gave away).
    void syncLater(int fd);
    // A journal with lines not yet flushed to the disk: flushed with all the others at the next
    // tick of one timer (at most a second later), so that a thousand games' journals wake this
    // thread once a second, not a thousand times. journalGone flushes one now, if it waits.
    void journalWritten(Journal* journal);
    void journalGone(Journal* journal);

private:
    void syncJournals();
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
    std::unordered_set<Journal*> unsynced_;                      // only touched on the owning thread
    QTimer journalTick_;

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::deque<QString> order_;
    std::vector<int> syncs_;  // descriptors to flush, then close
    // Hashed by path: a server hosting many games keeps thousands of paths here, and every move
    // looks them up.
    std::unordered_map<QString, Item> pending_;
    std::unordered_map<QString, quint64> written_;
    std::unordered_map<QString, QString> errors_;
    std::unordered_map<QString, FileWriteError> failures_;
    quint64 next_ = 0;
    bool stop_ = false;
    std::thread thread_;
};

// A game's journal (a write-ahead log): each change appended as one line, handed to the operating
// system (write(2) done) before the change is announced, so that a process killed at any moment
// leaves every announced change on disk; the record's atomic rewrites follow a moment later. The
// flushes to the disk are grouped: at most one a second, on the writer's thread, so the game never
// waits for the disk.
class Journal
{
public:
    explicit Journal(std::shared_ptr<RecordWriter> writer);
    ~Journal();  // its last lines flushed
    Journal(const Journal&) = delete;
    Journal& operator=(const Journal&) = delete;

    // Opens `path` to append to it (a new file readable by its owner only), emptied first.
    bool open(const QString& path, QString* why);
    // Appends `line` (a newline is added). On failure nothing of it stays and `why` reads
    // "cannot write PATH: REASON" as RecordWriter's errors do.
    bool append(const QByteArray& line, QString* why);
    // The complete lines of the journal at `path` (none if there is no file): a last line cut
    // short by a crash was never announced and is left out.
    static std::optional<QList<QByteArray>> read(const QString& path, QString* why);
    // Flushes its lines to the disk, on the writer's thread (RecordWriter's timer calls it).
    void sync();

private:
    std::shared_ptr<RecordWriter> writer_;
    QFile file_;
};

}  // namespace swc::net
