// The keyboard focus made plain for those who play by the keys: a frame in the focus colour
// around the list, table or text panel of the main window that has the focus. The style's own
// mark on those is a thin line, easily lost; the board draws its own frame in the same colour.
#pragma once

#include <QColor>
#include <QPointer>
#include <QWidget>

namespace swc::ui {

// The colour of the keyboard focus: the board's frame and the focus ring.
QColor focusColor();

class FocusRing final : public QWidget
{
    Q_OBJECT

public:
    // Follows the focus within `window` (a top-level window: a floating panel or a dialog is
    // another window, and keeps its style's mark).
    explicit FocusRing(QWidget* window);
    // The widget framed now, or null (the ring is then hidden).
    QWidget* target() const { return target_; }

protected:
    void paintEvent(QPaintEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void follow(QWidget* now);
    void place();
    static bool framed(const QWidget* w);

    QPointer<QWidget> target_;
};

}  // namespace swc::ui
