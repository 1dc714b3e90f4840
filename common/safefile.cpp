#include "safefile.h"

#include "texts.h"

#include <QFile>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, FileAccess access)
{
    FileWriteError why;
    if (writeTextFile(QFile::encodeName(path).toStdString(), data.toStdString(), &why, access)) return true;
    if (error) *error = ui::Texts::fileWriteError(why);
    return false;
}

}  // namespace swc
