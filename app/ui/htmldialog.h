// A dialog that shows a page of text (the final scoring, the rules summary) with a Close button.
#pragma once

#include <QDialog>
#include <QString>

#include <functional>

class QTextDocument;

namespace swc::ui {

// Named `name` (tests find it, and its browser as `name` + "Text"); deleted when closed.
// `above`, if given, is shown above the text (the dialog takes it). `resources`, if given, adds
// to the text's document what its HTML refers to (pictures), before the HTML is set.
QDialog* showHtmlDialog(QWidget* parent, const QString& name, const QString& title, const QString& html, QSize size,
                        QWidget* above = nullptr, const std::function<void(QTextDocument&)>& resources = {});

}  // namespace swc::ui
