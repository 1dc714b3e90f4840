// Writing a file so that a failure never destroys what was there: the data goes to a temporary
// file beside it (QSaveFile), every write and the flush are checked, and only a complete file
// replaces the old one. On any failure the old file is left untouched and `error` says why.
// Qt Core only: the desktop program's saves, the editor's and the game server's records share it.
#pragma once

#include <QByteArray>
#include <QString>

namespace swc {

// `ownerOnly`: a new file is readable and writable by its owner only, from its first byte (a file
// replaced keeps its permissions).
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, bool ownerOnly = false);

}  // namespace swc
