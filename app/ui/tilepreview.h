// The drawn tile beside the board; the mouse wheel over it turns it.
#pragma once

#include <QLabel>

namespace swc::ui {

class TilePreview : public QLabel
{
    Q_OBJECT

public:
    using QLabel::QLabel;

signals:
    void rotateRequested(int quarterTurns);

protected:
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
};

}  // namespace swc::ui
