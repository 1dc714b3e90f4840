#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace swc::ui {

namespace {
const QString kKey = QStringLiteral("tilesets/recent");
constexpr int kMaxRecent = 8;
}  // namespace

QStringList recentTilesets()
{
    QStringList out;
    for (const QString& path : QSettings().value(kKey).toStringList())
        if (QFileInfo(path).isFile() && !out.contains(path)) out << path;
    return out;
}

void rememberTileset(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentTilesets();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(kKey, list);
}

}  // namespace swc::ui
