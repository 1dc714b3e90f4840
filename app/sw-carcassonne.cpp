// sw-carcassonne: the desktop program. A thin main: everything is in the swc_gui library.
//
//   sw-carcassonne [FILE]          open a saved game (a game record)
//   --lang en|fr                   the interface language (default: the system's, then the last used)
//   --help, --version              answered without a display, in French if --lang or the system says so
//   --screenshot PNG               start a game, play --turns random turns, save a picture, quit
//                                  (--seed, --variants, --teams shape that game; --view tilesets
//                                  shows the editor, --view final the final scoring of a whole game,
//                                  --view lobby / network a hosted network game with two computer
//                                  players joined over 127.0.0.1: its lobby, or --turns turns in);
//                                  --size WxH the window's size
//   --startup-time                 print the milliseconds from main() to a shown, painted window; quit
//   --edit SET                     open a tile set in the Tile sets mode (with --screenshot --view
//                                  tilesets: that set rather than a copy of the standard one)
//   --screenshot PNG --view recovery   the start-up offer of the work left by programs that were
//                                  killed (the autosave folder's orphans), in a picture
#include "balancepage.h"
#include "boardview.h"
#include "lobby.h"
#include "autosave.h"
#include "mainwindow.h"
#include "netbot.h"
#include "netdialogs.h"
#include "netplay.h"
#include "random_play.h"
#include "resumedialog.h"
#include "rulespage.h"
#include "tileseteditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTranslator>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <functional>

using namespace swc;

namespace {

// Plays `turns` random turns through the window's session, as a person clicking would.
void playRandomTurns(ui::GameSession* s, int turns, std::uint64_t seed)
{
    Rng rng(seed * 31 + 7);
    for (int i = 0; i < turns && s->phase() != ui::GameSession::Phase::Over; ++i) {
        if (s->phase() == ui::GameSession::Phase::Replacing) {
            s->replace({});
            continue;
        }
        if (s->needsTileChoice() && !s->chooseFromPile()) {
            // Intel and Rumours with an empty pile: the first face-up tile that fits.
            for (int k = 0; k < s->game().rowSize(); ++k)
                if (s->game().fitsAnywhere(s->game().rowTile(k)) && s->chooseFromRow(k)) break;
        }
        const auto& legal = s->legalPlacements();
        if (legal.empty()) break;
        const Placement p = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        while (s->rotation() != p.rotation) s->rotate(1);
        s->place(p.at);
        const auto& options = s->meepleOptions();
        const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(options.size() + 2));
        if (pick < options.size()) s->chooseMeeple(options[pick]);
        s->confirm();
    }
}

// The lobby and network screenshots: this program hosts (on the default port) with the first
// seat played here; two computer players join over the network as the next two and say hello in
// the chat. Lobby: the picture of the lobby once they have joined. Network: the game started and
// played `turns` turns (this seat's turns at random), then the third player's connection dropped,
// the picture of the window on this seat's turn.
void networkScreenshot(ui::MainWindow& w, const GameRecord& rec, const QStringList& names, bool lobby, int turns,
                       const QString& path)
{
    ui::NetPlay::HostSettings settings;
    settings.setup = rec;
    settings.names = {names.at(0)};
    settings.seats = {kPersonSeat, kRemoteSeat, kRemoteSeat};
    settings.port = ui::kDefaultPort;  // the addresses shown as a player would see them
    QString error;
    if (!w.netPlay()->host(settings, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        QTimer::singleShot(0, [] { QCoreApplication::exit(1); });
        return;
    }
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(w.netPlay()->port()));
    // The players' own words (not part of the interface): in the picture's language.
    const bool fr = w.language() == QStringLiteral("fr");
    const QStringList hello = fr ? QStringList{QStringLiteral("Salut\u00a0! Prêt quand vous voulez."),
                                               QStringLiteral("Que la Force soit avec vous.")}
                                 : QStringList{QStringLiteral("Hi all! Ready when you are."), QStringLiteral("May the Force be with you.")};
    const QString welcome = fr ? QStringLiteral("Bienvenue\u00a0! Jeu standard, sans règle maison.")
                               : QStringLiteral("Welcome! Standard set, no house rules.");
    std::vector<net::NetBot*> bots;
    for (int i = 1; i <= 2; ++i) {
        auto* bot = new net::NetBot(AiLevel::Medium, static_cast<std::uint64_t>(i), &w);
        bot->setDelay(150);
        net::GameClient::Options o;
        o.name = names.at(i);
        QObject::connect(&bot->client(), &net::GameClient::changed, bot, [bot, line = hello.at(i - 1)](net::ClientState::Event e) {
            if (e == net::ClientState::Event::Welcome) bot->client().chat(line);
        });
        bot->start(url, o);
        bots.push_back(bot);
    }
    auto* tick = new QTimer(&w);
    auto step = std::make_shared<int>(0);
    QObject::connect(tick, &QTimer::timeout, &w, [&w, tick, step, bots, lobby, turns, path, welcome, seed = rec.seed] {
        ui::GameSession* s = w.session();
        ui::Lobby* l = w.netPlay()->lobby();
        const auto save = [&w, tick, path](QWidget* target) {
            tick->stop();
            QTimer::singleShot(400, target, [&w, target, path] {
                target->grab().save(path);
                w.netPlay()->leave();  // nothing to offer at the next start
                QCoreApplication::exit(0);
            });
        };
        const auto chatLines = [l] {
            const QString text = l->chat()->view()->toPlainText();
            return text.isEmpty() ? 0 : text.count(QLatin1Char('\n')) + 1;
        };
        if (*step == 0) {
            // Both joined, and their hellos read.
            if (!l || !l->startButton()->isEnabled() || chatLines() < 2) return;
            w.netPlay()->sendChat(welcome);
            *step = 1;
            return;
        }
        if (*step == 1) {
            if (chatLines() < 3) return;
            if (lobby) {
                save(l);
                return;
            }
            l->startButton()->click();
            *step = 2;
            return;
        }
        if (*step == 2) {
            if (!s->isRemote() || !w.seats()->localMayAct() || s->phase() != ui::GameSession::Phase::Placing) return;
            if (static_cast<int>(s->game().placedTiles().size()) <= turns) {
                playRandomTurns(s, 1, seed + s->game().placedTiles().size());
                return;
            }
            // The third player's connection drops: the host sees it in the Players panel.
            bots.back()->client().stop();
            *step = 3;
            return;
        }
        if (const auto* remote = qobject_cast<const ui::RemotePlayer*>(w.seats()->controller(2)); remote && !remote->connected()) {
            w.board()->fitBoard();
            save(&w);
        }
    });
    tick->start(50);
}

// The command line's options, worded in the interface language (QCoreApplication::translate, so
// that --help can be answered before any window system is opened).
struct Options {
    // Its own help option: the one of addHelpOption() has no French description.
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")},
                            QCoreApplication::translate("main", "Show this help and quit.")};
    QCommandLineOption lang{QStringLiteral("lang"), QCoreApplication::translate("main", "Interface language (en or fr)."),
                            QStringLiteral("code")};
    QCommandLineOption shot{QStringLiteral("screenshot"),
                            QCoreApplication::translate("main", "Save a picture of a game in progress and quit."),
                            QStringLiteral("png")};
    QCommandLineOption turns{QStringLiteral("turns"), QCoreApplication::translate("main", "Random turns before the screenshot."),
                             QStringLiteral("n"), QStringLiteral("30")};
    QCommandLineOption seed{QStringLiteral("seed"), QCoreApplication::translate("main", "Seed of the screenshot game."),
                            QStringLiteral("n"), QStringLiteral("7")};
    QCommandLineOption variants{QStringLiteral("variants"),
                                QCoreApplication::translate("main", "House rules of the screenshot game."),
                                QStringLiteral("list")};
    QCommandLineOption teams{QStringLiteral("teams"),
                             QCoreApplication::translate("main", "Make the screenshot game a team game of four.")};
    QCommandLineOption view{QStringLiteral("view"),
                            QCoreApplication::translate("main", "What the screenshot shows: play, tilesets (the editor with a copy of the standard set), rules or balance (its Rules and Balance pages, with --turns times 10 games), final (the final scoring after a whole game), lobby or network (a network game hosted here, two computer players joined over 127.0.0.1: its lobby, or the game after --turns turns), recovery (the offer at start of the work that killed programs left)."),
                            QStringLiteral("view"), QStringLiteral("play")};
    QCommandLineOption size{QStringLiteral("size"), QCoreApplication::translate("main", "Window size of the screenshot, e.g. 1000x700."),
                            QStringLiteral("WxH")};
    QCommandLineOption startup{QStringLiteral("startup-time"),
                               QCoreApplication::translate("main", "Print the time from start to a shown, painted window, and quit.")};
    QCommandLineOption edit{QStringLiteral("edit"), QCoreApplication::translate("main", "Open a tile set in the Tile sets mode."),
                            QStringLiteral("set")};
    // For the tests (hidden): once the set of --edit is open, type this text at the end of its
    // YAML, as a designer would, and leave it unsaved (the recovery copy of a killed program).
    QCommandLineOption typeText{QStringLiteral("type-in-editor"), QStringLiteral("Type text into the editor (tests)."),
                                QStringLiteral("text")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate("main", "Carcassonne: Star Wars"));
        parser.addOption(help);
        parser.addVersionOption();
        parser.addOptions({lang, shot, turns, seed, variants, teams, view, size, startup, edit});
        QCommandLineOption hidden = typeText;
        hidden.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(hidden);
        parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("main", "A saved game to open."));
    }
};

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("sw-carcassonne"));
    QCoreApplication::setOrganizationName(QStringLiteral("sw-carcassonne"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SWC_VERSION));
}

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
    setIdentity();
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

// --edit: the set opened in the Tile sets mode (off the interface thread), then `typed` typed at
// the end of its YAML text; `opened` runs once it is shown.
void editSet(ui::MainWindow& w, const QString& path, const QString& typed, const std::function<void()>& opened = {})
{
    w.setMode(ui::MainWindow::Mode::Tilesets);
    editor::TilesetEditor* e = w.tilesetEditor();
    QObject::connect(e, &editor::TilesetEditor::fileOpened, &w, [e, typed, opened](bool ok) {
        if (ok && !typed.isEmpty()) {
            QTextCursor end = e->yamlEdit()->textCursor();
            end.movePosition(QTextCursor::End);
            e->yamlEdit()->setTextCursor(end);
            e->yamlEdit()->insertPlainText(typed);
        }
        if (opened) opened();
    });
    e->openFileInBackground(path);
}

// --view recovery: the start-up offer of the work that killed programs left, in a picture.
int recoveryScreenshot(ui::MainWindow& w, const QString& path)
{
    auto* offer = new ui::ResumeDialog(ui::Autosave::orphans(), &w);
    offer->show();
    QTimer::singleShot(600, offer, [offer, path] {
        offer->grab().save(path);
        QCoreApplication::exit(0);
    });
    return QApplication::exec();
}

}  // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (asksHelpOrVersion(argc, argv)) return answerHelpOrVersion(argc, argv);
    QApplication app(argc, argv);
    setIdentity();
    QApplication::setDesktopFileName(QStringLiteral("io.github.swcarcassonne.SwCarcassonne"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.swcarcassonne.SwCarcassonne.svg")));

    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.process(app);
    const QCommandLineOption &lang = o.lang, &shot = o.shot, &turns = o.turns, &seed = o.seed, &variants = o.variants,
                             &teams = o.teams, &startup = o.startup;
    const QString shown = parser.value(o.view);

    ui::MainWindow w;
    if (parser.isSet(lang)) w.setLanguage(parser.value(lang));
    w.show();

    if (parser.isSet(startup)) {
        while (!(w.windowHandle() && w.windowHandle()->isExposed()) && sinceStart.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QCoreApplication::processEvents();  // the first paint
        std::printf("startup_ms: %lld\n", static_cast<long long>(sinceStart.elapsed()));
        return 0;
    }

    if (parser.isSet(shot) && shown == QStringLiteral("recovery")) return recoveryScreenshot(w, parser.value(shot));
    if (parser.isSet(shot)) {
        if (const QStringList wh = parser.value(o.size).split(QLatin1Char('x')); wh.size() == 2)
            w.resize(wh[0].toInt(), wh[1].toInt());  // never below the window's minimum size
        GameRecord rec;
        rec.tilesetRef = "standard";
        rec.tileset = builtinTileset("standard");
        QStringList names = {QStringLiteral("Leia"), QStringLiteral("Vader"), QStringLiteral("Chewie")};
        rec.players = {Color::Red, Color::Black, Color::Green};
        if (parser.isSet(teams)) {
            rec.players.push_back(Color::White);
            rec.rules.teams = true;
            names << QStringLiteral("Tarkin");
        }
        rec.seed = parser.value(seed).toULongLong();
        for (const QString& v : parser.value(variants).split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (const auto var = parseVariant(v.toStdString())) rec.rules.set(*var);
        const auto grab = [&w, &parser, &shot, shown] {
            QTimer::singleShot(300, &w, [&w, &parser, &shot, shown] {
                w.board()->fitBoard();
                QTimer::singleShot(300, &w, [&w, &parser, &shot, shown] {
                    QWidget* target = shown == QStringLiteral("final") && w.finalDialog() ? static_cast<QWidget*>(w.finalDialog()) : &w;
                    target->grab().save(parser.value(shot));
                    QCoreApplication::exit(0);  // not quit(): it would ask to save the game
                });
            });
        };
        if (shown == QStringLiteral("lobby") || shown == QStringLiteral("network")) {
            networkScreenshot(w, rec, names, shown == QStringLiteral("lobby"), parser.value(turns).toInt(), parser.value(shot));
            return QApplication::exec();
        }
        if (shown == QStringLiteral("final")) {
            // A whole game of easy computer players, as a real game ends.
            w.setComputerPause(0);
            QObject::connect(w.session(), &ui::GameSession::gameOver, &w, grab);
            w.startGame(rec, names, std::vector<int>(rec.players.size(), static_cast<int>(AiLevel::Easy)));
            return QApplication::exec();
        }
        w.startGame(rec, names);
        playRandomTurns(w.session(), parser.value(turns).toInt(), rec.seed);
        if (shown == QStringLiteral("tilesets") || shown == QStringLiteral("rules") || shown == QStringLiteral("balance")) {
            w.setMode(ui::MainWindow::Mode::Tilesets);
            editor::TilesetEditor* e = w.tilesetEditor();
            if (shown == QStringLiteral("tilesets") && parser.isSet(o.edit)) {
                editSet(w, parser.value(o.edit), QString(), grab);
                return QApplication::exec();
            }
            e->action(QStringLiteral("copyStandardSet"))->trigger();
            e->selectFace(parser.value(turns).toInt() % e->document()->faceCount());
            if (shown != QStringLiteral("tilesets")) {
                // A designer's change: completed planets worth 12, Endgame on by default.
                e->rulesPage()->numberBox(4)->setValue(12);
                e->rulesPage()->variantBox(static_cast<int>(Variant::Endgame))->setChecked(true);
                e->pages()->setCurrentWidget(shown == QStringLiteral("rules") ? static_cast<QWidget*>(e->rulesPage()) : e->balancePage());
            }
            if (shown == QStringLiteral("balance")) {
                e->balancePage()->gamesBox()->setValue(parser.value(turns).toInt() * 10);
                e->balancePage()->levelBox()->setCurrentIndex(1);  // easy
                QObject::connect(e->balancePage(), &editor::BalancePage::finished, &w, grab);
                e->balancePage()->start();
                return QApplication::exec();
            }
        }
        grab();
        return QApplication::exec();
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) w.openFileOrWarn(files.first());
    if (parser.isSet(o.edit)) editSet(w, parser.value(o.edit), parser.value(o.typeText));
    // Games a crash left unfinished are offered even when a file was given (each in a window).
    QTimer::singleShot(0, &w, [&w] { w.offerResume(); });
    return QApplication::exec();
}
