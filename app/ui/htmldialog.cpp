#include "htmldialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace swc::ui {

QDialog* showHtmlDialog(QWidget* parent, const QString& name, const QString& title, const QString& html, QSize size,
                        QWidget* above, const std::function<void(QTextDocument&)>& resources)
{
    auto* d = new QDialog(parent);
    d->setObjectName(name);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowTitle(title);
    auto* l = new QVBoxLayout(d);
    if (above) l->addWidget(above, 1);
    auto* text = new QTextBrowser;
    text->setObjectName(name + QStringLiteral("Text"));
    if (resources) resources(*text->document());
    text->setHtml(html);
    l->addWidget(text, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::close);
    l->addWidget(buttons);
    d->resize(size);
    d->show();
    return d;
}

}  // namespace swc::ui
