#include "safefile.h"

#include <QSaveFile>

namespace swc::ui {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, QFileDevice::Permissions permissions)
{
    QSaveFile f(path);
    const auto fail = [&] {
        if (error) *error = f.errorString();
        f.cancelWriting();
        return false;
    };
    if (!f.open(QIODevice::WriteOnly)) return fail();
    // Set on the temporary file: the new file is never readable by others, not even for a moment.
    if (permissions && !f.setPermissions(permissions)) return fail();
    // A short write or a failed flush (a full disk, a file size limit) must not be committed:
    // QSaveFile buffers, so the error may only show at the flush.
    if (f.write(data) != data.size() || !f.flush()) return fail();
    if (!f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

}  // namespace swc::ui
