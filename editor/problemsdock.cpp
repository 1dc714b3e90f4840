#include "problemsdock.h"

#include "texts.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace swc::editor {

namespace {
enum Role { kFaceRole = Qt::UserRole, kLineRole, kColumnRole };
}  // namespace

ProblemsDock::ProblemsDock(QWidget* parent) : QDockWidget(parent)
{
    setObjectName(QStringLiteral("problemsDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);  // always there
    auto* inner = new QWidget;
    auto* l = new QVBoxLayout(inner);
    l->setContentsMargins(4, 2, 4, 4);
    note_ = new QLabel;
    note_->setObjectName(QStringLiteral("problemsNote"));
    note_->setWordWrap(true);
    l->addWidget(note_);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("problemList"));
    // A long message (a YAML error names its line, column and what was expected) wraps to the
    // list's width, never cut off.
    list_->setWordWrap(true);
    list_->setTextElideMode(Qt::ElideNone);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setResizeMode(QListView::Adjust);
    l->addWidget(list_, 1);
    setWidget(inner);
    connect(list_, &QListWidget::itemActivated, this, &ProblemsDock::activate);
    connect(list_, &QListWidget::itemClicked, this, &ProblemsDock::activate);
    retranslate();
}

QString ProblemsDock::describe(const TilesetError& e)
{
    const QString message = ui::Texts::tilesetErrorMessage(e);
    if (e.pos.line <= 0) return message;
    return tr("line %1, column %2: %3").arg(e.pos.line).arg(e.pos.column).arg(message);
}

int ProblemsDock::count() const { return static_cast<int>(problems_.size()); }

void ProblemsDock::setProblems(const std::vector<TilesetError>& problems, bool textOnly)
{
    problems_ = problems;
    textOnly_ = textOnly;
    retranslate();
    emit problemsChanged();
}

void ProblemsDock::activate(QListWidgetItem* item)
{
    emit problemActivated(item->data(kFaceRole).toInt(), item->data(kLineRole).toInt(), item->data(kColumnRole).toInt());
}

void ProblemsDock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDockWidget::changeEvent(e);
}

void ProblemsDock::retranslate()
{
    setWindowTitle(tr("Problems (%1)").arg(problems_.size()));
    list_->setAccessibleName(windowTitle());
    list_->setAccessibleDescription(tr("What keeps the set from being played; activate one to go to it"));
    const int row = list_->currentRow();
    list_->clear();
    for (const TilesetError& e : problems_) {
        auto* item = new QListWidgetItem(describe(e));
        item->setData(kFaceRole, e.face);
        item->setData(kLineRole, e.pos.line);
        item->setData(kColumnRole, e.pos.column);
        item->setForeground(QColor(0xc6, 0x28, 0x28));
        list_->addItem(item);
    }
    if (row >= 0 && row < list_->count()) list_->setCurrentRow(row);
    // An empty list is an empty box: the note says there is nothing to fix.
    list_->setVisible(!problems_.empty());
    if (textOnly_)
        note_->setText(tr("The text holds what the form cannot show: fix it in the YAML text (activate a problem to go to "
                          "its line). It is kept as typed and can be saved as it is."));
    else if (!problems_.empty())
        note_->setText(tr("The set can be edited and saved with these problems; it cannot be played until they are fixed. "
                          "Activate one to show its tile and its line."));
    else
        note_->setText(tr("No problems: the set can be played."));
}

}  // namespace swc::editor
