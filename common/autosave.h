// The autosave of one game session, or the recovery copy of one tile set being edited. Each
// writes a file of its own in the autosave folder and holds a lock on it while it lives, so two
// windows or two running programs never share or delete each other's autosave; after a crash the
// lock is stale, and the next start finds that work among the orphans and offers it.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace swc::ui {

// A lock on the file `path` (PATH.lock) that only a dead process leaves stale, however long its
// owner lives: a file whose lock is free was left by a program that is gone (an orphan).
std::unique_ptr<QLockFile> ownerLock(const QString& path);

class Autosave
{
public:
    // What the file holds: a game record (NAME.yaml) or a tile set's text and file
    // (NAME.tileset.json, editor::SetRecovery).
    enum class Kind { Game, Tileset };

    explicit Autosave(Kind kind = Kind::Game);
    ~Autosave();  // releases the lock, keeps the file (a session that ends without discard())
    Autosave(const Autosave&) = delete;
    Autosave& operator=(const Autosave&) = delete;

    static QString directory();
    QString path() const { return path_; }
    bool exists() const;
    // Make the file this session's (its folder made, its lock taken, once): false, with `error`
    // saying why, when it cannot be (the folder cannot be made, another window holds the lock,
    // the lock file cannot be written: a full disk, no permission). Then whoever writes path() owns it; the game's autosave is
    // written off the interface thread that way (GameSession), the tile set's by write().
    bool claim(QString* error = nullptr);
    // Claim the file and write it here, now (atomically; the previous autosave stays on failure).
    bool write(const QByteArray& data, QString* error = nullptr);
    // Nothing to resume any more (a clean exit, a finished game, a new game).
    void discard();
    // Take over an orphan's file: this session's own file is discarded and `orphan` becomes it.
    bool adopt(const QString& orphan);

    // Autosaves of both kinds whose session is gone (no live lock), newest first.
    static QStringList orphans();
    // Remove an orphan's file (discarded, or done with), unless another session took it meanwhile.
    static bool removeOrphan(const QString& orphan);
    static Kind kindOf(const QString& file);

private:
    bool lock(QString* error);

    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

}  // namespace swc::ui
