#include "lastturndock.h"

#include "gametext.h"

#include <QTextBrowser>

namespace swc::ui {

LastTurnDock::LastTurnDock(QWidget* parent) : GameDock("battleDock", parent, Follows::History)
{
    view_ = new QTextBrowser;
    view_->setTabChangesFocus(true);  // Tab goes on to the next panel
    view_->setMinimumWidth(300);
    view_->setObjectName(QStringLiteral("battleView"));
    setWidget(view_);
}

void LastTurnDock::retranslate()
{
    setWindowTitle(tr("Last turn"));
    nameForReaders(view_, tr("The battles and scores of the last turn"));
}

void LastTurnDock::refresh()
{
    const GameSession::Entry* last = session_->hasGame() ? session_->lastTurn() : nullptr;
    if (!last) {
        view_->clear();
        return;
    }
    view_->setHtml(GameText::turnResultHtml(*session_, last->report));
}

}  // namespace swc::ui
