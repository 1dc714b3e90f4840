#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace swc::ui {

namespace {
const QString kKey = QStringLiteral("tilesets/recent");
constexpr int kMaxRecent = 8;
}  // namespace

namespace {
const QString kGamesKey = QStringLiteral("games/recent");

QStringList recent(const QString& key)
{
    QStringList out;
    for (const QString& path : QSettings().value(key).toStringList())
        if (QFileInfo(path).isFile() && !out.contains(path)) out << path;
    return out;
}

void remember(const QString& key, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recent(key);
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(key, list);
}
}  // namespace

QStringList recentTilesets() { return recent(kKey); }
void rememberTileset(const QString& path) { remember(kKey, path); }

QStringList recentGames() { return recent(kGamesKey); }
void rememberGame(const QString& path) { remember(kGamesKey, path); }

void forgetGame(const QString& path)
{
    QStringList list = QSettings().value(kGamesKey).toStringList();
    list.removeAll(QFileInfo(path).absoluteFilePath());
    list.removeAll(path);
    QSettings().setValue(kGamesKey, list);
}

void clearRecentGames() { QSettings().remove(kGamesKey); }

}  // namespace swc::ui
