// The command-line programs' catalogue and help layout (helptext.h).

#include "helptext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include <algorithm>

namespace swc::cli {

QTranslator* installCatalogue(const QString& program)
{
    static QTranslator translator;
    if (translator.load(QLocale(), program, QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        QCoreApplication::installTranslator(&translator))
        return &translator;
    return nullptr;
}

QString wrap(const QString& words, int column, int indent)
{
    QString out;
    int at = column;
    bool lineStarted = false;
    for (const QString& word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (lineStarted && at + 1 + word.size() > kHelpWidth) {
            out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            at = indent;
            lineStarted = false;
        }
        if (lineStarted) {
            out += QLatin1Char(' ');
            ++at;
        }
        out += word;
        at += static_cast<int>(word.size());
        lineStarted = true;
    }
    return out;
}

int descriptionColumn(const QStringList& names, int least)
{
    int column = least;
    for (const QString& n : names) column = std::max(column, static_cast<int>(n.size()) + 4);
    return std::min(column, kOptionColumn);
}

QString optionLine(const QString& names, const QString& help, int column)
{
    QString line = QStringLiteral("  ") + names;
    if (line.size() + 2 > column) {
        line += QLatin1Char('\n') + QString(column, QLatin1Char(' '));
    } else {
        line += QString(column - static_cast<int>(line.size()), QLatin1Char(' '));
    }
    return line + wrap(help, column, column) + QLatin1Char('\n');
}

}  // namespace swc::cli
