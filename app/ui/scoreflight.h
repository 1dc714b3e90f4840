// The points of a completed feature fly from the board to their scorer's score in the Players
// panel (motion.h): after the board's "+N" has shown where they come from, a label of the same
// points travels from the feature to the score cell, which then counts up. Nothing flies with
// reduced motion, nor to a panel that is not in sight (folded, closed, or behind another tab).
#pragma once

#include <QObject>
#include <QPointF>

class QWidget;

namespace swc::ui {

class BoardView;
class PlayersDock;

class ScoreFlight : public QObject
{
    Q_OBJECT

public:
    ScoreFlight(QWidget* window, BoardView* board, PlayersDock* players);
    // `points` to each seat of the bit set `players`, from the scene point `from`, leaving after
    // `delayMs` (the board's own flash first).
    void fly(QPointF from, int points, unsigned players, int delayMs);

private:
    void flyTo(QPoint start, int seat, int points, int delayMs);

    QWidget* window_;
    BoardView* board_;
    PlayersDock* players_;
};

}  // namespace swc::ui
