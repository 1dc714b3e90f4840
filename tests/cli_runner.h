// Runs the command-line program for the tests that check it (tst_records, tst_cli).
#pragma once

#include "programlanguage.h"
#include "testpaths.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CliResult
{
    int exitCode = -1;  // -1: it did not finish within a minute (killed); -2: it crashed
    QByteArray out, err;
};

inline CliResult runProgram(const QString& program, const QStringList& args, const QStringList& language = {})
{
    QProcess p;
    p.setProcessEnvironment(programEnvironment(language));
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
