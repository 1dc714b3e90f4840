// The desktop program's and the editor's way to write a file (a game record, an autosave, a tile
// set, a balance table): the engine's writeTextFile (engine/textfile.h) for Qt strings. A failure
// never destroys what was there, and `error` says why, in the user's language (Texts::fileWriteError).
#pragma once

#include "textfile.h"

#include <QByteArray>
#include <QString>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, FileAccess access = FileAccess::AsBefore);

}  // namespace swc
