// Writing a file so that a failure never destroys what was there: the data goes to a temporary
// file beside it (QSaveFile), every write and the flush are checked, and only a complete file
// replaces the old one. On any failure the old file is left untouched and `error` says why.
// `permissions`, if given, are the new file's from its first byte (e.g. owner-only for a file that
// holds a secret); otherwise those of the file it replaces, or the user's default.
#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

namespace swc::ui {

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error, QFileDevice::Permissions permissions = {});

}  // namespace swc::ui
