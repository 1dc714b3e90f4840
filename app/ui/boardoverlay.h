// The Board only view's overlays (issue 42, room to play): small semi-transparent panels on the
// board's corners, children of the view. The drawn tile with its turning buttons (and the
// face-up row of Intel and Rumours), the scores, the turn's buttons. They show what the panels
// show with the panels' own code (TilePreview, TurnDock::showFaceUpTile) and act through the
// window's actions, as the menus and keys do: the UI decides no rule.
#pragma once

#include <QFrame>
#include <QObject>

class QAction;
class QGridLayout;
class QLabel;
class QToolButton;

namespace swc::ui {

class BoardView;
class GameSession;
class Seats;
class TilePreview;

class BoardOverlays : public QObject
{
    Q_OBJECT

public:
    // The actions the overlays' buttons trigger (the window's own).
    struct Actions
    {
        QAction *rotateBack, *rotate, *pile, *noMeeple, *confirm, *hint, *moveNow, *undo, *leave;
    };
    BoardOverlays(BoardView* board, GameSession* session, Seats* seats, const Actions& actions);
    void setShown(bool shown);
    QFrame* tileOverlay() const { return tile_; }
    QFrame* scoresOverlay() const { return scores_; }
    QFrame* buttonsOverlay() const { return buttons_; }
    TilePreview* tilePreview() const { return preview_; }
    // Redrawn from the session (and in the language shown).
    void refresh();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    QFrame* makeFrame(const char* name);
    QToolButton* actionButton(QAction* a, bool onlyWhenEnabled, const QIcon& icon = {});
    void fillScores();
    void place();

    BoardView* board_;
    GameSession* session_;
    Seats* seats_;
    QFrame *tile_ = nullptr, *scores_ = nullptr, *buttons_ = nullptr;
    TilePreview* preview_ = nullptr;
    QLabel* pileLeft_ = nullptr;
    QToolButton* row_[3] = {};
    QGridLayout* scoreGrid_ = nullptr;
    bool shown_ = false;
};

}  // namespace swc::ui
