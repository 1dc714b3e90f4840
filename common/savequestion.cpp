#include "savequestion.h"

#include <QCoreApplication>
#include <QPushButton>

namespace swc::ui {

namespace {
class SaveQuestion
{
    Q_DECLARE_TR_FUNCTIONS(SaveQuestion)

public:
    static QString dontSave() { return tr("Do&n't save"); }
};
}  // namespace

QMessageBox::StandardButton askToSave(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                    parent);
    box.button(QMessageBox::Discard)->setText(SaveQuestion::dontSave());
    box.setDefaultButton(QMessageBox::Save);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

}  // namespace swc::ui
