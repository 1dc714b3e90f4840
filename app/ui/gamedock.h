// The base of the panels around the board (turndock.h, meepledock.h, playersdock.h, tilesdock.h,
// lastturndock.h, logdock.h): each a dock of its own that shows the session and forwards the
// person's choices to Seats (which refuses them when it is not that person's turn). Each
// rebuilds itself from the session when it changes and rewords itself when the language does.
#pragma once

#include "gamesession.h"
#include "seats.h"

#include <QDockWidget>
#include <QPointer>

namespace swc::ui {

class GameDock : public QDockWidget
{
    Q_OBJECT

public:
    // What a dock follows: the game's every change, or only its history (the log, the last turn).
    enum class Follows { State, History };
    GameDock(const char* name, QWidget* parent, Follows follows = Follows::State);
    // Called once, before the dock is shown. The players, the tiles to come, the last turn and the
    // log also show a position nobody plays (a review's): their seats may be null.
    void setSession(GameSession* session, Seats* seats);
    // Draws the dock again from its session (the palette changed).
    void redraw()
    {
        if (session_) refresh();
    }

protected:
    virtual void refresh() = 0;
    virtual void retranslate() = 0;
    void changeEvent(QEvent* e) override;
    // What a screen reader says of the dock's content `w`: the dock's title and `description`
    // (called from retranslate, after the title is set).
    void nameForReaders(QWidget* w, const QString& description) const;

    QPointer<GameSession> session_;
    QPointer<Seats> seats_;

private:
    Follows follows_;
};

}  // namespace swc::ui
