// The work left by a program that stopped without closing it (a crash, a power cut, a killed
// process): the games left unfinished, each with its players, its turn and when it was saved, and
// the tile sets with changes not saved, each with its file and when the copy was made. The
// checked ones are resumed (each game in a window, a set in the Tile sets mode) or discarded;
// "Not now" keeps them for the next start. The files are Autosave::orphans().
#pragma once

#include <QDialog>
#include <QStringList>

class QListWidget;

namespace swc::ui {

class ResumeDialog : public QDialog
{
    Q_OBJECT

public:
    enum Answer { NotNow = QDialog::Rejected, Resume = 1, Discard = 2 };

    explicit ResumeDialog(const QStringList& files, QWidget* parent = nullptr);
    QStringList checkedFiles() const;
    // "Leia (red), Vader (black) — turn 12 — saved 23/11/2026 19:40", "Tile set my-set.yaml —
    // changes not saved, made 23/11/2026 19:40", or why it cannot be read.
    static QString describe(const QString& file);
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_ = nullptr;
};

}  // namespace swc::ui
