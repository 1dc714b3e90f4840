// The language of the programs the tests start (the CLI, the server): English whatever the
// machine's, unless a test gives the variables of another ("LANG=fr_FR.UTF-8").
#pragma once

#include <QProcessEnvironment>
#include <QStringList>
#include <QtGlobal>

inline constexpr const char* kLanguageVariables[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};

// The tests' environment without its language; English (LC_ALL=C.UTF-8), or `language`.
inline QProcessEnvironment programEnvironment(const QStringList& language = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : kLanguageVariables) env.remove(QLatin1String(name));
    if (language.isEmpty()) env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (const QString& setting : language) env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    return env;
}

// For a test that starts many programs: its own environment in English, which they inherit.
inline void startProgramsInEnglish()
{
    for (const char* name : kLanguageVariables) qunsetenv(name);
    qputenv("LC_ALL", "C.UTF-8");
}
