// sw-carcassonne: the desktop program. A thin main: everything is in the libraries (app/ui and
// below); the screenshots of the docs and the tests' hooks are in app/tools.
//
//   sw-carcassonne [FILE]          open a saved game (a game record)
//   --lang en|fr                   the interface language for this run (default: the one picked
//                                  in the Language menu, else the system's)
//   --edit SET                     open a tile set in the Tile sets mode
//   --help, --version              answered without a display, in French if --lang or the system says so
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <csignal>

using namespace swc;

namespace {

// The command line's options, worded in the interface language (QCoreApplication::translate, so
// that --help can be answered before any window system is opened).
struct Options {
    // Its own help option: the one of addHelpOption() has no French description.
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")},
                            QCoreApplication::translate("main", "Show this help and quit.")};
    QCommandLineOption lang{QStringLiteral("lang"), QCoreApplication::translate("main", "Interface language (en or fr)."),
                            QStringLiteral("code")};
    QCommandLineOption edit{QStringLiteral("edit"), QCoreApplication::translate("main", "Open a tile set in the Tile sets mode."),
                            QStringLiteral("set")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate("main", "Carcassonne: Star Wars"));
        parser.addOption(help);
        parser.addVersionOption();
        parser.addOptions({lang, edit});
        parser.addPositionalArgument(QCoreApplication::translate("main", "file"), QCoreApplication::translate("main", "A saved game to open (a finished game opens in the Review mode)."));
    }
};

// --help and --version need no display: they are answered by a QCoreApplication, in French
// when --lang fr is given or, without --lang, when the system speaks French.
bool asksHelpOrVersion(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "-?" || a == "--help" || a == "-v" || a == "--version") return true;
    }
    return false;
}

int answerHelpOrVersion(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    ui::setProgramIdentity();
    QString language = QLocale::system().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QStringLiteral("--lang") && i + 1 < args.size()) language = args[i + 1];
        if (args[i].startsWith(QStringLiteral("--lang="))) language = args[i].mid(7);
    }
    QTranslator appTranslator, qtTranslator;
    if (language == QStringLiteral("fr")) {
        if (appTranslator.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm"))) QCoreApplication::installTranslator(&appTranslator);
        if (qtTranslator.load(QStringLiteral("qtbase_fr"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
    }
    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.process(app);  // prints the version, or an unknown option, and exits
    parser.showHelp(0);
}

}  // namespace

int main(int argc, char* argv[])
{
    if (asksHelpOrVersion(argc, argv)) return answerHelpOrVersion(argc, argv);
    QApplication app(argc, argv);
#ifdef SIGXFSZ
    // Past a file size limit (RLIMIT_FSIZE) a save fails with an error, like a full disk, and is
    // said (the old file kept), instead of the signal's default, ending the game unsaved.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    ui::setProgramIdentity();
    QApplication::setDesktopFileName(QStringLiteral("io.github.swcarcassonne.SwCarcassonne"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.swcarcassonne.SwCarcassonne.svg")));

    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.process(app);

    ui::MainWindow w;
    if (parser.isSet(o.lang)) w.setLanguage(parser.value(o.lang), false);  // for this run only
    w.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) w.openFileOrWarn(files.first());
    if (parser.isSet(o.edit)) w.editTileset(parser.value(o.edit));
    // Games a crash left unfinished are offered even when a file was given (each in a window).
    QTimer::singleShot(0, &w, [&w] { w.offerResume(); });
    return QApplication::exec();
}
