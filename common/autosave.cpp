#include "autosave.h"

#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUuid>

namespace swc::ui {

namespace {
const QString kTilesetSuffix = QStringLiteral(".tileset.json");
}  // namespace

std::unique_ptr<QLockFile> ownerLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    // A live owner keeps its lock however long the game lasts: only a dead process makes it stale.
    lock->setStaleLockTime(0);
    return lock;
}

Autosave::Autosave(Kind kind)
    : path_(directory() + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces) +
            (kind == Kind::Tileset ? kTilesetSuffix : QStringLiteral(".yaml")))
{
}

Autosave::Kind Autosave::kindOf(const QString& file) { return file.endsWith(kTilesetSuffix) ? Kind::Tileset : Kind::Game; }

Autosave::~Autosave() = default;

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

bool Autosave::exists() const { return QFileInfo(path_).isFile(); }

namespace {
// Why the lock could not be taken. QLockFile tells "held by another" from "no permission" and
// "anything else": a full disk is told by the room left on it.
QString lockFailure(const QString& path, QLockFile::LockError error)
{
    const QString lockFile = path + QStringLiteral(".lock");
    if (error == QLockFile::LockFailedError)
        return QCoreApplication::translate("Autosave", "%1 is used by another window").arg(path);
    if (error == QLockFile::PermissionError)
        return QCoreApplication::translate("Autosave", "%1 cannot be created: permission denied").arg(lockFile);
    if (QStorageInfo(QFileInfo(path).absolutePath()).bytesAvailable() == 0)
        return QCoreApplication::translate("Autosave", "%1 cannot be created: the disk is full").arg(lockFile);
    return QCoreApplication::translate("Autosave", "%1 cannot be created").arg(lockFile);
}
}  // namespace

bool Autosave::lock(QString* error)
{
    if (lock_) return true;
    if (!QDir().mkpath(directory())) {
        if (error) *error = QCoreApplication::translate("Autosave", "the folder %1 cannot be created").arg(directory());
        return false;
    }
    auto l = ownerLock(path_);
    if (!l->tryLock(0)) {
        if (error) *error = lockFailure(path_, l->error());
        return false;
    }
    lock_ = std::move(l);
    return true;
}

bool Autosave::claim(QString* error) { return lock(error); }

bool Autosave::write(const QByteArray& data, QString* error) { return claim(error) && writeFileSafely(path_, data, error); }

void Autosave::discard()
{
    QFile::remove(path_);
}

bool Autosave::adopt(const QString& orphan)
{
    auto l = ownerLock(orphan);
    if (!l->tryLock(0)) return false;  // another session took it meanwhile
    discard();
    lock_ = std::move(l);
    path_ = orphan;
    return true;
}

bool Autosave::removeOrphan(const QString& orphan)
{
    auto probe = ownerLock(orphan);
    if (!probe->tryLock(0)) return false;  // another session took it meanwhile: its file now
    return QFile::remove(orphan);
}

QStringList Autosave::orphans()
{
    QStringList out;
    const QDir dir(directory());
    for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("*.yaml"), QLatin1Char('*') + kTilesetSuffix}, QDir::Files, QDir::Time)) {
        auto probe = ownerLock(f.absoluteFilePath());
        if (probe->tryLock(0)) out << f.absoluteFilePath();  // unlocked again when the probe goes
    }
    return out;
}

}  // namespace swc::ui
