// Runs the command-line program for the tests that check it (tst_records, tst_cli).
#pragma once

#include "testpaths.h"

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

struct CliResult
{
    int exitCode = -1;  // -1: it did not finish within a minute (killed); -2: it crashed
    QByteArray out, err;
};

// The tests' environment without its language; the programs speak English (LC_ALL=C.UTF-8),
// unless `language` gives the variables that choose another ("LANG=fr_FR.UTF-8").
inline QProcessEnvironment cliEnvironment(const QStringList& language = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) env.remove(QLatin1String(name));
    if (language.isEmpty()) env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (const QString& setting : language) env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    return env;
}

inline CliResult runProgram(const QString& program, const QStringList& args, const QStringList& language = {})
{
    QProcess p;
    p.setProcessEnvironment(cliEnvironment(language));
    p.start(program, args);
    CliResult r;
    // A file that made the program loop or block would never finish.
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline CliResult runCli(const QStringList& args, const QStringList& language = {})
{
    return runProgram(QStringLiteral(SWC_CLI_PATH), args, language);
}
