// What the command-line programs (sw-carcassonne-cli, sw-carcassonne-server) share: the catalogue
// of the user's language, and the layout of their help: lines of at most kHelpWidth characters,
// each option beside its description. Words are cut at plain spaces only, so that a non-breaking
// space keeps French typography whole ("Options :", "défaut ; 0").
#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

namespace swc::cli {

// Installs the program's catalogue `program`_LANG.qm compiled in under :/i18n for the system's
// language (LANG, or LANGUAGE as GNU programs read it), if there is one; the translator, or
// nullptr. The program's QCoreApplication must exist.
QTranslator* installCatalogue(const QString& program);

constexpr int kHelpWidth = 79;     // the help's lines, at most
constexpr int kOptionColumn = 30;  // where an option's description starts, at most

// `words` in lines of at most kHelpWidth characters: the first one goes on from `column`, the
// others start at `indent`.
QString wrap(const QString& words, int column, int indent);

// The column of the descriptions: after the longest of `names` ("--games N") and 2 spaces, at
// least `least`, at most kOptionColumn.
int descriptionColumn(const QStringList& names, int least);

// "  --games N" followed by its description, wrapped in the description column (on the next line
// when the names reach it).
QString optionLine(const QString& names, const QString& help, int column);

}  // namespace swc::cli
