// What network play asks of the window that owns it. MainWindow owns NetPlay and implements this;
// NetPlay knows the window only through it (netplay.cpp does not include mainwindow.h): the
// dependency goes one way, from the window to network play.
#pragma once

#include <vector>

class QDockWidget;
class QMainWindow;
class QTableWidget;

namespace swc {
struct GameRecord;
}

namespace swc::ui {

class BoardView;
class GameSession;
class Seats;

class NetPlayHost
{
public:
    NetPlayHost() = default;
    NetPlayHost(const NetPlayHost&) = delete;
    NetPlayHost& operator=(const NetPlayHost&) = delete;

    // The window itself: the parent of network play's dialogs, with the menu bar that holds the
    // Network menu and the status bar that holds the connection notice and the turn's clock.
    virtual QMainWindow* hostWindow() = 0;
    // The Play mode's page, where the Chat panel docks.
    virtual QMainWindow* playPage() const = 0;
    virtual GameSession* session() const = 0;
    virtual Seats* seats() const = 0;
    // Takes the focus when a network game begins, so that the keys play at once.
    virtual BoardView* board() const = 0;
    // The Players panel's table: the host's seat menu opens on a right click there.
    virtual QTableWidget* playersTable() const = 0;
    // Before hosting or joining: asks to save the local game in progress; false: cancelled.
    virtual bool maybeSaveGame() = 0;
    // The host stopped a network game and the player keeps it here: `record` starts as a game
    // of this window, each seat played by a person here (kPersonSeat) or a computer of the
    // level given. False when it could not start (the window told the person why).
    virtual bool startLocalGame(const GameRecord& record, const std::vector<int>& levels) = 0;
    // A panel network play just showed on the Play page for the first time (the Chat): while
    // the panels are folded it joins them in the strip.
    virtual void panelAdded(QDockWidget* dock) = 0;

protected:
    ~NetPlayHost() = default;
};

}  // namespace swc::ui
