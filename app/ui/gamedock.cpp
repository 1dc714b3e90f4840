#include "gamedock.h"

#include <QEvent>

namespace swc::ui {

GameDock::GameDock(const char* name, QWidget* parent, Follows follows) : QDockWidget(parent), follows_(follows)
{
    setObjectName(QString::fromLatin1(name));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
}

void GameDock::setSession(GameSession* session, Seats* seats)
{
    session_ = session;
    seats_ = seats;
    if (follows_ == Follows::History) {
        connect(session, &GameSession::historyChanged, this, &GameDock::refresh);
        connect(session, &GameSession::gameOver, this, &GameDock::refresh);
    } else {
        connect(session, &GameSession::changed, this, &GameDock::refresh);
        if (seats) connect(seats, &Seats::changed, this, &GameDock::refresh);
    }
    retranslate();
    refresh();
}

void GameDock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange && session_) {
        retranslate();
        refresh();
    }
    QDockWidget::changeEvent(e);
}

void GameDock::nameForReaders(QWidget* w, const QString& description) const
{
    w->setAccessibleName(windowTitle());
    w->setAccessibleDescription(description);
}

}  // namespace swc::ui
