// Runs the command-line program for the tests that check it (tst_records, tst_cli).
#pragma once

#include "programlanguage.h"
#include "testpaths.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

#include <functional>

struct CliResult
{
    int exitCode = -1;  // -1: it did not finish within a minute (killed); -2: it crashed
    QByteArray out, err;
};

// `childSetup` runs in the child before the program starts (a limit to set: setrlimit).
inline CliResult runProgram(const QString& program, const QStringList& args, const QStringList& language = {},
                            const std::function<void()>& childSetup = {})
{
    QProcess p;
    p.setProcessEnvironment(programEnvironment(language));
    if (childSetup) p.setChildProcessModifier(childSetup);
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

inline CliResult runCli(const QStringList& args, const QStringList& language = {},
                        const std::function<void()>& childSetup = {})
{
    return runProgram(QStringLiteral(SWC_CLI_PATH), args, language, childSetup);
}
