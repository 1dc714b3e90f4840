// The tile-set files opened or saved lately, most recent first, for New game's tile-set list
// (kept in QSettings; files that no longer exist are dropped when read).
#pragma once

#include <QStringList>

namespace swc::ui {

QStringList recentTilesets();
void rememberTileset(const QString& path);

}  // namespace swc::ui
