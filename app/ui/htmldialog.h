// A dialog that shows a page of text (the final scoring, the rules summary) with a Close button.
#pragma once

#include <QDialog>
#include <QString>

namespace swc::ui {

// Named `name` (tests find it, and its browser as `name` + "Text"); deleted when closed.
QDialog* showHtmlDialog(QWidget* parent, const QString& name, const QString& title, const QString& html, QSize size);

}  // namespace swc::ui
