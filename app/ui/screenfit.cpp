#include "screenfit.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QScreen>
#include <QStyle>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace swc::ui {

int widestWord(const QFontMetrics& fm, const QString& text)
{
    int widest = 0;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) widest = std::max(widest, fm.horizontalAdvance(word));
    return widest;
}

void fitToScreen(QWidget* window)
{
    if (!window || !window->isWindow()) return;
    const Qt::WindowType type = window->windowType();
    if (type == Qt::Popup || type == Qt::ToolTip || type == Qt::SplashScreen || type == Qt::Desktop) return;
    QScreen* screen = window->screen();
    if (!screen) return;
    const QRect area = screen->availableGeometry();
    // The frame's margins once the window system gives them (the frame is 0 before the window
    // exists, as on some systems until it is first mapped).
    const QMargins frame = window->windowHandle() ? window->windowHandle()->frameMargins() : QMargins();
    const QSize room = area.size() - QSize(frame.left() + frame.right(), frame.top() + frame.bottom());
    if (window->width() > room.width() || window->height() > room.height())
        window->resize(window->size().boundedTo(room).expandedTo(window->minimumSize()));
    // Moved in: the frame's top left no further than its size allows, and never above or left of
    // the area (the title bar reachable).
    QRect outer(window->pos(), window->size().grownBy(frame));
    const int x = std::max(area.left(), std::min(outer.left(), area.right() + 1 - outer.width()));
    const int y = std::max(area.top(), std::min(outer.top(), area.bottom() + 1 - outer.height()));
    if (x != outer.left() || y != outer.top()) window->move(x, y);
}

ContentScroll::ContentScroll(QWidget* content, QWidget* parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    // Tab goes through the content's fields (the area scrolls to each), never stops on the area.
    setFocusPolicy(Qt::NoFocus);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setWidget(content);
}

QSize ContentScroll::sizeHint() const
{
    if (!widget()) return QScrollArea::sizeHint();
    // The content whole, and room for the vertical bar should the window be cut to the screen.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return widget()->sizeHint() + QSize(2 * frameWidth() + bar, 2 * frameWidth());
}

ScreenFit::ScreenFit(QObject* parent) : QObject(parent) {}

void ScreenFit::install()
{
    static ScreenFit* fit = nullptr;
    if (fit || !qApp) return;
    fit = new ScreenFit(qApp);
    qApp->installEventFilter(fit);
}

bool ScreenFit::eventFilter(QObject* watched, QEvent* e)
{
    // Show comes before the window is mapped: fitted, it never shows beyond the screen.
    if (e->type() == QEvent::Show && watched->isWidgetType()) {
        auto* w = static_cast<QWidget*>(watched);
        if (w->isWindow()) fitToScreen(w);
    }
    return QObject::eventFilter(watched, e);
}

}  // namespace swc::ui
