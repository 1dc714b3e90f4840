// Windows and dialogs within the available area of their screen at any scale (issue 39: at 200 %
// on a 1600x1000 screen the main window was larger than the screen, its board and panels out of
// reach). As each window shows, its frame is kept within the area: its size bounded by it (a
// window whose content needs more scrolls or stacks its panels itself), then moved into it.
#pragma once

#include <QObject>
#include <QScrollArea>

class QFontMetrics;
class QString;
class QWidget;

namespace swc::ui {

// The window's frame within its screen's available area: the window made smaller if it is larger,
// then moved in. Nothing for a widget that is not a window, nor for a popup, menu or tooltip.
void fitToScreen(QWidget* window);

// The width of a text's widest word: the narrowest it can wrap to without a word cut.
int widestWord(const QFontMetrics& fm, const QString& text);

// A dialog's content that scrolls when the screen is too small for it (at 200 % on a small
// screen) and otherwise takes all the room it asks for: unlike a plain QScrollArea, whose size
// hint stops at 36 by 24 lines of text, its size hint is its content's whole.
class ContentScroll : public QScrollArea
{
    Q_OBJECT

public:
    explicit ContentScroll(QWidget* content, QWidget* parent = nullptr);
    QSize sizeHint() const override;
};

// Installed on the application (by the main window): fits every window and dialog as it shows
// (Qt's own message boxes and file dialogs too).
class ScreenFit : public QObject
{
    Q_OBJECT

public:
    explicit ScreenFit(QObject* parent = nullptr);
    // Once per application, however many main windows there are.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;
};

}  // namespace swc::ui
