// The drawn tile beside the board (the Turn panel, the Board only view's overlay); the mouse
// wheel over it turns it.
#pragma once

#include <QLabel>

namespace swc::ui {

class GameSession;

class TilePreview : public QLabel
{
    Q_OBJECT

public:
    using QLabel::QLabel;
    // The tile in hand as it is turned, else (the meeple step, a re-placement) the tile just
    // placed, `side` pixels wide; hidden when there is none (a choice among the face-up tiles).
    void showSessionTile(const GameSession& session, int side);
    // No tile to show: no empty square above the rest.
    void clearTile();

signals:
    void rotateRequested(int quarterTurns);

protected:
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
};

}  // namespace swc::ui
