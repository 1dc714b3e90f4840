// The files opened or saved lately, most recent first (kept in QSettings; files that no longer
// exist are dropped when read): the tile sets for New game's tile-set list, the games for
// Game > Open recent.
#pragma once

#include <QStringList>

namespace swc::ui {

QStringList recentTilesets();
void rememberTileset(const QString& path);

QStringList recentGames();
void rememberGame(const QString& path);
void forgetGame(const QString& path);
void clearRecentGames();

}  // namespace swc::ui
