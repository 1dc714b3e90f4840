#pragma once

#include "chatview.h"

#include <QDockWidget>

namespace swc::ui {

// The chat of a network game in play, a panel beside the board (NetPlay opens it when the game
// begins; before, the lobby shows the chat).
class ChatDock final : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChatDock(QWidget* parent = nullptr);
    ChatView* chat() const { return chat_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    ChatView* chat_ = nullptr;
};

}  // namespace swc::ui
