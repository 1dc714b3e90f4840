#include "logdock.h"

#include "gametext.h"

#include <QScrollBar>
#include <QTextBrowser>

namespace swc::ui {

LogDock::LogDock(QWidget* parent) : GameDock("logDock", parent, Follows::History)
{
    view_ = new QTextBrowser;
    view_->setTabChangesFocus(true);  // Tab goes on to the next panel
    view_->setObjectName(QStringLiteral("gameLog"));
    setWidget(view_);
}

void LogDock::retranslate()
{
    setWindowTitle(tr("Game log"));
    nameForReaders(view_, tr("Every turn of the game so far, in words"));
}

void LogDock::refresh()
{
    if (!session_->hasGame()) {
        view_->clear();
        return;
    }
    QString html = QStringLiteral("<p>") + tr("<b>A new game begins.</b>") + QStringLiteral("</p>");
    int turn = 0;
    for (const GameSession::Entry& e : session_->history())
        html += QStringLiteral("<p>") + GameText::entryHtml(*session_, e, e.report.face >= 0 ? ++turn : turn) +
                QStringLiteral("</p>");
    if (session_->finalScoring()) html += GameText::finalScoringHtml(*session_);
    view_->setHtml(html);
    view_->verticalScrollBar()->setValue(view_->verticalScrollBar()->maximum());
}

}  // namespace swc::ui
