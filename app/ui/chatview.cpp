#include "chatview.h"

#include "protocol.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace swc::ui {

ChatView::ChatView(QWidget* parent) : QWidget(parent)
{
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    view_ = new QTextBrowser;
    view_->setObjectName(QStringLiteral("chatView"));
    view_->setMinimumHeight(80);
    l->addWidget(view_);
    auto* row = new QHBoxLayout;
    input_ = new QLineEdit;
    input_->setObjectName(QStringLiteral("chatInput"));
    input_->setMaxLength(net::kMaxChatLength);
    connect(input_, &QLineEdit::returnPressed, this, &ChatView::send);
    send_ = new QPushButton;
    send_->setObjectName(QStringLiteral("chatSend"));
    connect(send_, &QPushButton::clicked, this, &ChatView::send);
    row->addWidget(input_);
    row->addWidget(send_);
    l->addLayout(row);
    retranslate();
}

void ChatView::send()
{
    const QString text = input_->text().trimmed();
    if (text.isEmpty()) return;
    input_->clear();
    emit sendRequested(text);
}

void ChatView::setLines(const QStringList& html)
{
    view_->setHtml(html.join(QStringLiteral("<br>")));
    view_->verticalScrollBar()->setValue(view_->verticalScrollBar()->maximum());
}

void ChatView::addLine(const QString& html)
{
    view_->append(html);
    view_->verticalScrollBar()->setValue(view_->verticalScrollBar()->maximum());
}

void ChatView::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

// Enter in the line sends it (returnPressed) and goes no further: in the lobby it would press
// the default button, and start the game.
void ChatView::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
        e->accept();
        return;
    }
    QWidget::keyPressEvent(e);
}

void ChatView::retranslate()
{
    // A short placeholder, whole in a narrow dock; the longer help in the tooltip.
    input_->setPlaceholderText(tr("Message to the players"));
    input_->setToolTip(tr("Say something to the other players: Enter sends it"));
    input_->setAccessibleName(tr("Chat message"));
    view_->setAccessibleName(tr("Chat"));
    send_->setText(tr("Send"));
}

}  // namespace swc::ui
