// The games left unfinished by a program that stopped without closing them (a crash, a power
// cut, a killed process): each with its players, its turn and when it was saved, checked to be
// resumed (each in a window) or discarded; "Not now" keeps them for the next start.
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
    // "Leia (red), Vader (black) — turn 12 — saved 23/11/2026 19:40", or why it cannot be read.
    static QString describe(const QString& file);
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_ = nullptr;
};

}  // namespace swc::ui
