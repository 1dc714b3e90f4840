#include "safefile.h"

#include <QFile>
#include <QSaveFile>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, bool ownerOnly)
{
    const bool replacing = QFile::exists(path);
    QSaveFile f(path);
    const auto fail = [&] {
        if (error)
            *error = f.error() != QFileDevice::NoError ? f.errorString()
                                                       : QStringLiteral("only part of the file could be written (is the disk full?)");
        f.cancelWriting();
        return false;
    };
    // Unbuffered: a write that fails says why (a buffered one fails at the flush with no reason).
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail();
    // The temporary file becomes the file: restricted before anything is written to it.
    if (ownerOnly && !replacing && !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) return fail();
    // A short write or a failed flush (a full disk, a file size limit) must not be committed:
    // QSaveFile's commit does not check them. A short write is followed by another, which fails
    // with the reason.
    for (qint64 done = 0; done < data.size();) {
        const qint64 n = f.write(data.constData() + done, data.size() - done);
        if (n <= 0) return fail();
        done += n;
    }
    if (!f.flush()) return fail();
    if (!f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

}  // namespace swc
