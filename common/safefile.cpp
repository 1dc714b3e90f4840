#include "safefile.h"

#include "texts.h"

#include <QFile>

namespace swc {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, FileAccess access)
{
    SafeFileDevice file(path, access);
    file.write(data);
    return file.commit(error);
}

SafeFileDevice::SafeFileDevice(const QString& path, FileAccess access)
    : file_(QFile::encodeName(path).toStdString(), access)
{
    QIODevice::open(QIODevice::WriteOnly);
}

qint64 SafeFileDevice::readData(char*, qint64) { return -1; }

qint64 SafeFileDevice::writeData(const char* data, qint64 size)
{
    return file_.write(data, static_cast<std::size_t>(size)) ? size : -1;
}

bool SafeFileDevice::commit(QString* error)
{
    close();
    FileWriteError why;
    if (file_.commit(&why)) return true;
    if (error) *error = ui::Texts::fileWriteError(why);
    return false;
}

}  // namespace swc
