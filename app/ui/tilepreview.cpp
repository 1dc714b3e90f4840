#include "tilepreview.h"

#include <QMouseEvent>
#include <QWheelEvent>

namespace swc::ui {

void TilePreview::wheelEvent(QWheelEvent* e)
{
    if (e->angleDelta().y() != 0) emit rotateRequested(e->angleDelta().y() < 0 ? 1 : -1);
    e->accept();
}

void TilePreview::mousePressEvent(QMouseEvent* e)
{
    emit rotateRequested(e->button() == Qt::RightButton ? -1 : 1);
    e->accept();
}

}  // namespace swc::ui
