// The desktop program's and the editor's way to write a file (a game record, an autosave, a tile
// set, a balance table): the engine's safe write (engine/textfile.h, SafeFileWriter) for Qt
// strings. A failure never destroys what was there, and `error` says why, in the user's language
// (Texts::fileWriteError).
#pragma once

#include "textfile.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, FileAccess access = FileAccess::AsBefore);

// writeFileSafely for a writer that streams into a device (QPdfWriter): the engine's
// SafeFileWriter as a QIODevice, open for writing once made. Nothing reaches `path` before
// commit(); destroyed without one, nothing of it stays.
class SafeFileDevice : public QIODevice
{
public:
    explicit SafeFileDevice(const QString& path, FileAccess access = FileAccess::AsBefore);
    // Closes the device and puts the file in place; false with why, in the user's language.
    bool commit(QString* error);
    // A write already failed (or the file could not be made): nothing more need be made for it.
    bool hasFailed() const { return static_cast<bool>(file_.error()); }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    SafeFileWriter file_;
};

}  // namespace swc
