// Room to play (issue 42): the panels around the board fold to a slim strip at the window's side
// and come back, all with one key (F9) or the View menu, each with a click on its name in the
// strip. Folded, the board takes their room. Remembered (QSettings) as the colour-blind palette is.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QToolButton>

class QAction;
class QDockWidget;
class QMainWindow;
class QToolBar;

namespace swc::ui {

// A strip's button: its text written upwards-down, as the slim strip stands.
class StripButton : public QToolButton
{
    Q_OBJECT

public:
    using QToolButton::QToolButton;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* e) override;
};

class PanelFold : public QObject
{
    Q_OBJECT

public:
    // The panels of `page` (its docks, those added later too); the action's shortcut acts in `window`.
    PanelFold(QMainWindow* page, QWidget* window);
    // "foldPanels" (F9): folds every panel shown, or (any folded) brings every folded one back.
    QAction* action() const { return action_; }
    QToolBar* strip() const { return strip_; }
    bool isFolded() const { return !folded_.isEmpty(); }
    QList<QDockWidget*> folded() const;
    // `remember`: the person's choice, kept for the next starts (not a tool's picture).
    void fold(bool remember = true);
    void unfold(bool remember = true);
    // One panel back from the strip (its button's click).
    void unfoldOne(QDockWidget* dock, bool remember = true);
    // A panel the program adds while the panels are folded (the Chat of a network game): it
    // joins them in the strip rather than taking the board's room.
    void adopt(QDockWidget* dock);
    // The state remembered at the last change (after the page's own layout is restored).
    void restore();
    void retranslate();

private:
    void foldOne(QDockWidget* dock);
    void dockShown(QDockWidget* dock);
    void rebuildStrip();
    void remember() const;

    QMainWindow* page_;
    QAction* action_;
    QToolBar* strip_;
    QList<QPointer<QDockWidget>> folded_;
    QSet<QDockWidget*> watched_;  // the panels whose showing is followed
};

}  // namespace swc::ui
