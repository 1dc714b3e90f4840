#pragma once

#include "gamesession.h"

#include <QLabel>
#include <QPointer>
#include <QTimer>

namespace swc::ui {

// The seconds left to the seat that must act in a timed network game, counted down ("Time left:
// 0:42", or with the seat's name for the status bar); red in the last ten seconds; hidden when
// nobody is timed.
class TurnClock final : public QLabel
{
    Q_OBJECT

public:
    explicit TurnClock(bool withName, QWidget* parent = nullptr);
    void setSession(GameSession* session);
    // "0:42": minutes and seconds, the seconds rounded up.
    static QString clockText(qint64 ms);

protected:
    void changeEvent(QEvent* e) override;

private:
    void refresh();

    QPointer<GameSession> session_;
    QTimer tick_;
    bool withName_ = false;
};

}  // namespace swc::ui
