// The work left by a program that stopped without closing it (a crash, a power cut, a killed
// process): the games left unfinished, each with its players, its turn and when it was saved, and
// the tile sets with changes not saved, each with its name, its file and when the copy was made.
// The checked ones are resumed (each game in a window, a set in the Tile sets mode) or discarded;
// "Not now" keeps them for the next start. The files are Autosave::orphans(), read off the
// interface thread (LeftWork::read) before the dialog shows.
#pragma once

#include "autosave.h"
#include "gamesession.h"
#include "tilesetdocument.h"

#include <QDateTime>
#include <QDialog>
#include <QStringList>

#include <optional>
#include <vector>

class QListWidget;

namespace swc::ui {

// One file of that work as read: a game's autosave replayed, or a tile set's recovery copy with
// its text read. Every file is read as any file the program is given (regular, size capped).
struct LeftWork
{
    QString file;
    QDateTime saved;  // when it was written
    Autosave::Kind kind = Autosave::Kind::Game;
    GameSession::LoadedGame game;          // a game: its record replayed, or why it cannot be
    std::optional<editor::SetText> set;    // a tile set: its text and file (none: the copy is unreadable)
    QString setError;                      // why the copy cannot be read

    // No widget, no session: for a worker thread.
    static LeftWork read(const QString& file);
    // A game played to its end: nothing is left to resume (its autosave is done with).
    bool finished() const { return game.game && game.game->isOver(); }
};

class ResumeDialog : public QDialog
{
    Q_OBJECT

public:
    enum Answer { NotNow = QDialog::Rejected, Resume = 1, Discard = 2 };

    explicit ResumeDialog(const std::vector<LeftWork>& work, QWidget* parent = nullptr);
    QStringList checkedFiles() const;
    // "Leia, Vader (hard) — turn 12 — saved 23/11/2026 19:40", "Tile set “Outer Rim”
    // (outer-rim.yaml) — changes not saved, made 23/11/2026 19:40", or why it cannot be read;
    // the date in the format of the language shown.
    static QString describe(const LeftWork& work);
    // A date and time as the language shown writes it, in its country's format ("28/11/2026
    // 16:56" in French): never the system's time format of another language (a French desktop
    // with LC_TIME=en_US wrote "11/28/26 4:56 PM" in a French sentence).
    static QString when(const QDateTime& time);
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_ = nullptr;
};

}  // namespace swc::ui
