#include "autosave.h"

#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
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

bool Autosave::lock()
{
    if (lock_) return true;
    if (!QDir().mkpath(directory())) return false;
    auto l = ownerLock(path_);
    if (!l->tryLock(0)) return false;
    lock_ = std::move(l);
    return true;
}

bool Autosave::claim(QString* error)
{
    if (lock()) return true;
    if (error) *error = QCoreApplication::translate("Autosave", "%1 is used by another window").arg(path_);
    return false;
}

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
