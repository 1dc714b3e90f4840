// Writing a file so that a failure never destroys what was there: the data goes to a temporary
// file beside it (QSaveFile), every write and the flush are checked, and only a complete file
// replaces the old one. On any failure the old file is left untouched and `error` says why.
#pragma once

#include <QByteArray>
#include <QString>

namespace swc::ui {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error);

}  // namespace swc::ui
