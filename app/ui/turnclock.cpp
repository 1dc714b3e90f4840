#include "turnclock.h"

#include "gametext.h"

#include <QEvent>

#include <algorithm>

namespace swc::ui {

TurnClock::TurnClock(bool withName, QWidget* parent) : QLabel(parent), withName_(withName)
{
    setObjectName(QStringLiteral("turnClock"));
    tick_.setParent(this);
    tick_.setInterval(200);  // a fifth of a second: the seconds change on time
    connect(&tick_, &QTimer::timeout, this, &TurnClock::refresh);
    setVisible(false);
}

void TurnClock::setSession(GameSession* session)
{
    if (session_ != session) {
        session_ = session;
        connect(session, &GameSession::changed, this, &TurnClock::refresh);
    }
    refresh();
}

QString TurnClock::clockText(qint64 ms)
{
    const qint64 seconds = (std::max<qint64>(ms, 0) + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void TurnClock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) refresh();
    QLabel::changeEvent(e);
}

void TurnClock::refresh()
{
    const QDeadlineTimer deadline = session_ && session_->hasGame() ? session_->turnDeadline() : QDeadlineTimer(QDeadlineTimer::Forever);
    if (deadline.isForever() || session_->remoteTimedOut() || session_->phase() == GameSession::Phase::Over) {
        tick_.stop();
        setVisible(false);
        return;
    }
    const qint64 left = deadline.remainingTime();
    const QString time = clockText(left);
    setText(withName_ ? tr("%1: %2 left").arg(GameText::seatName(*session_, session_->actingSeat()), time)
                      : tr("Time left: %1").arg(time));
    setStyleSheet(left < 10000 ? QStringLiteral("color: #c62828; font-weight: bold") : QStringLiteral("font-weight: bold"));
    setVisible(true);
    if (!tick_.isActive()) tick_.start();
}

}  // namespace swc::ui
