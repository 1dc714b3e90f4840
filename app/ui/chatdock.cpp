#include "chatdock.h"

#include <QEvent>

namespace swc::ui {

ChatDock::ChatDock(QWidget* parent) : QDockWidget(parent)
{
    setObjectName(QStringLiteral("chatDock"));
    chat_ = new ChatView;
    setWidget(chat_);
    setWindowTitle(tr("Chat"));
}

void ChatDock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) setWindowTitle(tr("Chat"));
    QDockWidget::changeEvent(e);
}

}  // namespace swc::ui
