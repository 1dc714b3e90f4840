#include "safefile.h"

#include <QFile>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, FileAccess access)
{
    std::string why;
    if (writeTextFile(QFile::encodeName(path).toStdString(), data.toStdString(), &why, access)) return true;
    if (error) *error = QString::fromLocal8Bit(why);
    return false;
}

}  // namespace swc
