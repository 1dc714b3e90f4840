#include "boardonly.h"

#include "actions.h"
#include "boardview.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace swc::ui {

namespace {
// Whether the person left the game in the Board only view (absent: not).
const QString kBoardOnly = QStringLiteral("view/boardOnly");
}  // namespace

BoardOnlyView::BoardOnlyView(QMainWindow* window, QMainWindow* page, BoardView* board, GameSession* session, Seats* seats,
                             BoardOverlays::Actions actions)
    : QObject(window), window_(window), page_(page), board_(board), session_(session), seats_(seats), actions_(actions)
{
    action_ = makeAction(window, "boardOnly", QKeySequence(Qt::Key_F11), [this] { on_ ? leave() : enter(); });
    action_->setCheckable(true);
    leave_ = makeAction(window, "leaveBoardOnly", QKeySequence(Qt::Key_Escape), [this] { leave(); });
    leave_->setEnabled(false);  // Esc is the dialogs' and menus' own elsewhere
    actions_.leave = leave_;
}

BoardOverlays* BoardOnlyView::overlays()
{
    if (!overlays_) overlays_ = new BoardOverlays(board_, session_, seats_, actions_);
    return overlays_;
}

void BoardOnlyView::enter(bool remember)
{
    if (on_) return;
    on_ = true;
    hidden_.clear();
    QList<QWidget*> chrome{window_->menuBar(), window_->statusBar()};
    for (QToolBar* t : window_->findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly)) chrome << t;
    for (QToolBar* t : page_->findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly)) chrome << t;
    for (QDockWidget* d : page_->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) chrome << d;
    for (QWidget* w : chrome)
        if (!w->isHidden()) {
            hidden_ << w;
            w->hide();
        }
    before_ = window_->windowState() & ~Qt::WindowMinimized;
    window_->setWindowState(before_ | Qt::WindowFullScreen);
    overlays()->setShown(true);
    // Nothing but the board: its scroll bars go too (dragging and the arrows still pan it).
    board_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    board_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    action_->setChecked(true);
    leave_->setEnabled(true);
    board_->setFocus();
    if (remember) this->remember(true);
}

void BoardOnlyView::leave(bool remember)
{
    if (!on_) return;
    on_ = false;
    if (overlays_) overlays_->setShown(false);
    board_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    board_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    for (const auto& w : hidden_)
        if (w) w->show();
    hidden_.clear();
    window_->setWindowState(before_);
    action_->setChecked(false);
    leave_->setEnabled(false);
    board_->setFocus();
    if (remember) this->remember(false);
}

void BoardOnlyView::restore()
{
    if (QSettings().value(kBoardOnly, false).toBool()) enter(false);
}

void BoardOnlyView::remember(bool on) const
{
    QSettings settings;
    if (settings.value(kBoardOnly, false).toBool() != on) settings.setValue(kBoardOnly, on);
}

void BoardOnlyView::retranslate()
{
    action_->setText(tr("&Board only"));
    action_->setToolTip(tr("The board on the whole screen, the tile, the scores and the turn's buttons over it (%1; Esc leaves)")
                            .arg(action_->shortcut().toString(QKeySequence::NativeText)));
    leave_->setText(tr("Leave Board only"));
    leave_->setIconText(tr("Exit full screen"));
    if (overlays_) overlays_->refresh();
}

}  // namespace swc::ui
