// Room to play (issue 42): the "Board only" view (F11; Esc or F11 leaves). The window goes full
// screen with nothing but the board: its menus, toolbars, status bar and panels hidden, the drawn
// tile, the scores and the turn's buttons as small overlays on the board's corners
// (boardoverlay.h). Keyboard play goes on as before (the window's actions keep their keys).
// Remembered (QSettings) as the colour-blind palette is.
#pragma once

#include "boardoverlay.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;

namespace swc::ui {

class BoardOnlyView : public QObject
{
    Q_OBJECT

public:
    // `window`: the main window (full screen, its menus and toolbars); `page`: the play page
    // (its panels and toolbars); the overlays on `board`, their buttons `actions` (`leave` made here).
    BoardOnlyView(QMainWindow* window, QMainWindow* page, BoardView* board, GameSession* session, Seats* seats,
                  BoardOverlays::Actions actions);
    // "boardOnly" (F11, checkable): enters or leaves; "leaveBoardOnly" (Esc): leaves, enabled in the view only.
    QAction* action() const { return action_; }
    QAction* leaveAction() const { return leave_; }
    bool isOn() const { return on_; }
    // Made at the first use (the view entered): a window that never enters it starts quicker.
    BoardOverlays* overlays();
    // `remember`: the person's choice, kept for the next starts.
    void enter(bool remember = true);
    void leave(bool remember = true);
    // The view remembered at the last change (called once the window's geometry is restored).
    void restore();
    void retranslate();

private:
    void remember(bool on) const;

    QMainWindow* window_;
    QMainWindow* page_;
    BoardView* board_;
    GameSession* session_;
    Seats* seats_;
    BoardOverlays::Actions actions_;
    QAction* action_;
    QAction* leave_;
    BoardOverlays* overlays_ = nullptr;
    bool on_ = false;
    Qt::WindowStates before_;            // the window's state before (maximized or not)
    QList<QPointer<QWidget>> hidden_;  // what the view hid, shown again when it is left
};

}  // namespace swc::ui
