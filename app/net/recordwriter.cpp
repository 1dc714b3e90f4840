#include "recordwriter.h"

#include "textfile.h"

#include <QFile>

#include <utility>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#endif
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace swc::net {

namespace {

constexpr int kWriterNice = 10;  // a lower priority than the thread that plays the games
constexpr int kJournalSyncMs = 1000;  // a journal's lines reach the disk at most this late

int duplicate(int fd)
{
#ifdef _WIN32
    return ::_dup(fd);
#else
    return ::dup(fd);
#endif
}

void flushAndClose(int fd)
{
#ifdef _WIN32
    ::_commit(fd);
    ::_close(fd);
#else
    ::fsync(fd);
    ::close(fd);
#endif
}

QString failurePrefix(const QString& path) { return QStringLiteral("cannot write %1: ").arg(path); }

FileWriteError writeAtomically(const QString& path, const QByteArray& data, bool ownerOnly)
{
    // A new file is its owner's only; later saves keep the permissions of the file they replace.
    const FileAccess access = ownerOnly && !QFile::exists(path) ? FileAccess::OwnerOnly : FileAccess::AsBefore;
    FileWriteError why;
    writeTextFile(QFile::encodeName(path).toStdString(), data.toStdString(), &why, access);
    return why;
}

}  // namespace

std::shared_ptr<RecordWriter> RecordWriter::shared()
{
    static std::mutex mutex;
    static std::weak_ptr<RecordWriter> current;
    const std::lock_guard<std::mutex> lock(mutex);
    auto w = current.lock();
    if (!w) {
        w = std::make_shared<RecordWriter>();
        current = w;
    }
    return w;
}

RecordWriter::RecordWriter() : thread_([this] { run(); })
{
    journalTick_.setSingleShot(true);
    journalTick_.setInterval(kJournalSyncMs);
    connect(&journalTick_, &QTimer::timeout, this, &RecordWriter::syncJournals);
}

RecordWriter::~RecordWriter()
{
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

quint64 RecordWriter::write(const QString& path, std::function<QByteArray()> produce, bool ownerOnly)
{
    quint64 ticket;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        ticket = ++next_;
        auto it = pending_.find(path);
        if (it == pending_.end()) {
            pending_.emplace(path, Item{std::move(produce), ticket, ownerOnly});
            order_.push_back(path);
        } else {
            it->second = Item{std::move(produce), ticket, ownerOnly};
        }
    }
    wake_.notify_one();
    return ticket;
}

QString RecordWriter::wait(const QString& path, quint64 ticket)
{
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return written_[path] >= ticket; });
    return errors_[path];
}

void RecordWriter::whenWritten(const QString& path, quint64 ticket, QObject* context,
                               std::function<void(const QString&)> done)
{
    waiters_[path].push_back(Waiter{ticket, context, std::move(done)});
    deliver(path);  // perhaps written already
}

void RecordWriter::deliver(const QString& path)
{
    quint64 written;
    QString why;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        written = written_[path];
        why = errors_[path];
    }
    const auto waiting = waiters_.find(path);
    if (waiting == waiters_.end()) return;
    std::vector<Waiter> ready;
    std::vector<Waiter>& all = waiting->second;
    for (auto it = all.begin(); it != all.end();) {
        if (it->ticket <= written) {
            ready.push_back(std::move(*it));
            it = all.erase(it);
        } else {
            ++it;
        }
    }
    if (all.empty()) waiters_.erase(waiting);
    for (Waiter& w : ready)
        if (w.context) w.done(why);
}

QString RecordWriter::error(const QString& path)
{
    const std::lock_guard<std::mutex> lock(mutex_);
    return errors_[path];
}

FileWriteError RecordWriter::failure(const QString& path)
{
    const std::lock_guard<std::mutex> lock(mutex_);
    return failures_[path];
}

void RecordWriter::journalWritten(Journal* journal)
{
    unsynced_.insert(journal);
    if (!journalTick_.isActive()) journalTick_.start();
}

void RecordWriter::journalGone(Journal* journal)
{
    if (unsynced_.erase(journal) > 0) journal->sync();
}

void RecordWriter::syncJournals()
{
    for (Journal* j : std::exchange(unsynced_, {}))
        j->sync();
}

void RecordWriter::syncLater(int fd)
{
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        syncs_.push_back(fd);
    }
    wake_.notify_one();
}

void RecordWriter::run()
{
#ifdef __linux__
    // Writing yields to the games: on a busy machine the event loop's thread (moves, broadcasts)
    // goes first, and the writer catches up later, writing only each file's newest contents.
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kWriterNice);
#endif
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stop_ || !order_.empty() || !syncs_.empty(); });
        if (!syncs_.empty()) {
            std::vector<int> flush;
            flush.swap(syncs_);
            lock.unlock();
            for (int fd : flush) flushAndClose(fd);
            lock.lock();
            continue;
        }
        if (order_.empty()) return;  // stopping, everything written
        const QString path = order_.front();
        order_.pop_front();
        const Item item = std::move(pending_[path]);
        pending_.erase(path);
        lock.unlock();
        const FileWriteError why = writeAtomically(path, item.produce(), item.ownerOnly);
        lock.lock();
        written_[path] = item.ticket;
        errors_[path] = why ? failurePrefix(path) + QString::fromLocal8Bit(why.describe()) : QString();
        failures_[path] = why;
        done_.notify_all();
        // The `done` functions run on the owning thread; this object outlives the worker.
        QMetaObject::invokeMethod(this, [this, path] { deliver(path); }, Qt::QueuedConnection);
    }
}

// ---------------------------------------------------------------------------------------
// Journal

Journal::Journal(std::shared_ptr<RecordWriter> writer) : writer_(std::move(writer)) {}

Journal::~Journal() { writer_->journalGone(this); }

bool Journal::open(const QString& path, QString* why)
{
    writer_->journalGone(this);  // the lines of the file open before
    file_.close();
    file_.setFileName(path);
    // A new file, so that it is its owner's only from its first byte whatever was there before.
    QFile::remove(path);
    if (file_.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return true;
    *why = failurePrefix(path) + file_.errorString();
    return false;
}

bool Journal::append(const QByteArray& line, QString* why)
{
    const qint64 size = file_.size();
    const QByteArray bytes = line + '\n';
    // Unbuffered: write(2) is done when write() returns. A short write (the disk full, the file
    // size limit reached) is tried on once, so that the failure names its reason (not "Unknown
    // error").
    qint64 done = file_.isOpen() ? file_.write(bytes) : -1;
    if (done >= 0 && done < bytes.size()) {
        const qint64 more = file_.write(bytes.constData() + done, bytes.size() - done);
        if (more > 0) done += more;
    }
    if (done == bytes.size()) {
        writer_->journalWritten(this);
        return true;
    }
    const QString reason = file_.isOpen() ? file_.errorString() : QStringLiteral("not open");
    *why = failurePrefix(file_.fileName()) + reason;
    if (file_.isOpen()) file_.resize(size);  // a line cut short would hide the lines after it
    return false;
}

void Journal::sync()
{
    const int fd = file_.isOpen() ? duplicate(file_.handle()) : -1;
    if (fd >= 0) writer_->syncLater(fd);
}

std::optional<QList<QByteArray>> Journal::read(const QString& path, QString* why)
{
    std::string text;
    switch (readTextFile(QFile::encodeName(path).toStdString(), text)) {
    case FileReadResult::Ok: break;
    case FileReadResult::NotFound: return QList<QByteArray>();
    default: *why = QStringLiteral("cannot read %1").arg(path); return std::nullopt;
    }
    QList<QByteArray> lines = QByteArray::fromStdString(text).split('\n');
    lines.removeLast();  // what follows the last newline: nothing, or a line a crash cut short
    return lines;
}

}  // namespace swc::net
