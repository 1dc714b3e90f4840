// View > Theme: the tile art's two themes (tileart.h's ArtTheme), one checked. The choice is
// the player's, kept in the settings (view/artTheme) for the next starts; the window applies it
// at once to every board and picture (MainWindow::setArtTheme).
#pragma once

#include "tileart.h"

#include <QMenu>

class QAction;

namespace swc::ui {

class ArtThemeMenu : public QMenu
{
    Q_OBJECT

public:
    explicit ArtThemeMenu(QWidget* parent = nullptr);
    // The theme checked (without a signal).
    void show(ArtTheme theme);
    void retranslate();
    // The theme kept in the settings (Galaxy when none is), and keeping one.
    static ArtTheme saved();
    static void save(ArtTheme theme);

signals:
    void chosen(swc::ui::ArtTheme theme);

private:
    QAction* galaxy_ = nullptr;
    QAction* plain_ = nullptr;
};

}  // namespace swc::ui
