#include "focusring.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QTextEdit>

namespace swc::ui {

namespace {
constexpr int kRingWidth = 3;
}

QColor focusColor()
{
    return QColor(0xff, 0xd5, 0x4f);
}

FocusRing::FocusRing(QWidget* window) : QWidget(window)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { follow(now); });
}

bool FocusRing::framed(const QWidget* w)
{
    // Lists, tables and text panels (the log, the turn's report); not the board, which frames
    // itself, nor line edits and buttons, whose styles mark their focus clearly.
    return qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QTextEdit*>(w);
}

void FocusRing::follow(QWidget* now)
{
    QWidget* const home = parentWidget();
    for (QWidget* w = target_; w && w != home; w = w->parentWidget()) w->removeEventFilter(this);
    target_ = now && framed(now) && now->window() == home ? now : nullptr;
    if (!target_) {
        hide();
        return;
    }
    // Moved or resized with any of its panels: placed again.
    for (QWidget* w = target_; w && w != home; w = w->parentWidget()) w->installEventFilter(this);
    place();
}

void FocusRing::place()
{
    if (!target_ || !target_->isVisible()) {
        hide();
        return;
    }
    QWidget* const home = parentWidget();
    setGeometry(QRect(target_->mapTo(home, QPoint(0, 0)), target_->size()).intersected(home->rect()));
    raise();
    show();
    update();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* e)
{
    switch (e->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::ParentChange: place(); break;
    default: break;
    }
    return QWidget::eventFilter(watched, e);
}

void FocusRing::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setPen(QPen(focusColor(), kRingWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    const double half = kRingWidth / 2.0;
    p.drawRect(QRectF(rect()).adjusted(half, half, -half, -half));
}

}  // namespace swc::ui
