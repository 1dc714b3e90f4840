#include "safefile.h"

#include "textfile.h"

#include <QFile>
#include <QSaveFile>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, QFileDevice::Permissions permissions)
{
    // The rule every file the program writes follows: a symbolic link is followed to its file,
    // anything else that is not a regular file is refused (never replaced).
    std::string why;
    const std::string target = writeTarget(QFile::encodeName(path).toStdString(), &why);
    if (target.empty()) {
        if (error) *error = QString::fromStdString(why);
        return false;
    }
    QSaveFile f(QFile::decodeName(QByteArray::fromStdString(target)));
    const auto fail = [&] {
        if (error)
            *error = f.error() != QFileDevice::NoError ? f.errorString()
                                                       : QStringLiteral("only part of the file could be written (is the disk full?)");
        f.cancelWriting();
        return false;
    };
    // Unbuffered: a write that fails says why (a buffered one fails at the flush with no reason).
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail();
    // Set on the temporary file: the new file is never readable by others, not even for a moment.
    if (permissions && !f.setPermissions(permissions)) return fail();
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
