// sw-carcassonne-shots: the pictures of the docs (README.md, docs/screenshots), the start-up time
// and the tests' hooks, on the desktop program's libraries. Built with the program, never
// installed. Its options are the developers': in English, not translated.
//
//   sw-carcassonne-shots --screenshot PNG [--view VIEW] [--turns N] [--seed N] [--variants LIST]
//                        [--teams] [--players N] [--colour-blind] [--zoom F] [--size WxH] [--lang en|fr]
//                        [--edit SET] [--theme galaxy|plain]
//       start a game (of N players, 3 to 5; --colour-blind: in the colour-blind palette), play
//       --turns random turns, save a picture of VIEW (its board fitted, then zoomed by F), quit. VIEW is play
//       (default), tilesets (the editor with a copy of the standard set, or the set of --edit),
//       rules or balance (the editor's pages, with --turns times 10 games), final (the final
//       scoring after a whole game of computer players), review (that game in the Review mode, at
//       the meeple step of the first turn from the --turns-th on that has a battle), analysis (that
//       review analysed, at the tile decision that lost most from the --turns-th turn on), lobby or
//       network (a game hosted here, two computer players joined over 127.0.0.1: its lobby, or the
//       game after --turns turns), recovery (the start-up offer of the work that killed programs
//       left), recent (the Game menu open on Open recent), keyboard (the play view with the
//       board's keyboard cursor moved by the arrow keys), meeple (the same, the tile then placed
//       by Enter: the meeple step), folded (the panels folded to their strip), boardonly (the Board
//       only view), welcome (the welcome page of a window with no game), summary (the game of
//       final, its first seat taken for a person's, analysed: the review's Summary panel),
//       rules-summary (Help > Rules summary with its pictures, as tall as its text) or online
//       (Game > Play online... in the lobby of a server in this process, with two tables).
//   sw-carcassonne-shots --frame-times [--turns N] [--size WxH] [--seed N] [--colour-blind] [--theme T]
//       play N turns (default 150; the standard set with its copies multiplied when N asks more
//       tiles) through the window's session with the board's motion on; while each turn's
//       pictures move, paint the board every 16 ms, panning and zooming it a little between
//       frames; print one JSON line: the tiles, the frames, the paint times' median and 95th
//       percentile in ms (elapsed, and this thread's processor time: the paint's own work on a busy
//       machine), and the megabytes of the tile pictures cached.
//   sw-carcassonne-shots --capture DIR [--turns N] [--seed N] [--size WxH] [--lang en|fr]
//       the first turn from the N-th on that fights a battle, played again with the board's motion
//       on, the window grabbed every 40 ms into DIR/frame-NNN.png (docs/screenshots/make-capture
//       makes the animated picture of the README from them).
//   sw-carcassonne-shots --startup-time
//       print the milliseconds from main() to a shown, painted window, and quit.
//   sw-carcassonne-shots --analysis [--level LEVEL] [--threads N] [--seed N] [--screenshot PNG]
//                        [--size WxH] [--lang en|fr] [--dark]
//       a whole two-player game of easy computer players on the standard set (--seed), then its
//       analysis at LEVEL (default medium) in the background while the window and the win-chance
//       chart show; prints the decisions, the seconds and the longest gap between two ticks of a
//       10 ms timer (the interface thread's longest freeze); with --screenshot, a picture of the
//       chart (--size, default 640x240; --dark: on a dark palette).
//   sw-carcassonne-shots --edit SET --type-in-editor TEXT
//       the program with SET open in the Tile sets mode and TEXT typed at the end of its YAML,
//       left unsaved (the tests kill it to check the recovery copy).
#include "analysisrunner.h"
#include "recordmoves.h"
#include "autosave.h"
#include "balancepage.h"
#include "boardonly.h"
#include "boardview.h"
#include "panelfold.h"
#include "finalscoring.h"
#include "lobby.h"
#include "mainwindow.h"
#include "tutorial.h"
#include "netbot.h"
#include "netdialogs.h"
#include "netplay.h"
#include "onlinedialog.h"
#include "../net/gameserver.h"
#include "serverlobby.h"
#include "random_play.h"
#include "recentfiles.h"
#include "remoteplayer.h"
#include "resumedialog.h"
#include "movelist.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "rulespage.h"
#include "timelinebar.h"
#include "tileart.h"
#include "tileseteditor.h"
#include "winchancechart.h"

#include <QAbstractAnimation>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QStatusBar>
#include <QCommandLineParser>
#include <QComboBox>
#include <QDialog>
#include <QTableView>
#include <QLineEdit>
#include <QDir>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <functional>
#include <memory>

using namespace swc;

namespace {

// One random turn of the person at the screen through the window's session, as clicks would play
// it: the tile placed, its meeple chosen (or none), the turn ended; `pause` runs between the
// steps (the animated capture lets each step's motion play). False when no tile fits.
bool playRandomTurn(ui::GameSession* s, Rng& rng, const std::function<void()>& pause = {})
{
    if (s->needsTileChoice() && !s->chooseFromPile()) {
        // Intel and Rumours with an empty pile: the first face-up tile that fits.
        for (int k = 0; k < s->game().rowSize(); ++k)
            if (s->game().fitsAnywhere(s->game().rowTile(k)) && s->chooseFromRow(k)) break;
    }
    const auto& legal = s->legalPlacements();
    if (legal.empty()) return false;
    const Placement p = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    while (s->rotation() != p.rotation) s->rotate(1);
    s->place(p.at);
    if (pause) pause();
    const auto& options = s->meepleOptions();
    const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(options.size() + 2));
    if (pick < options.size()) {
        s->chooseMeeple(options[pick]);
        if (pause) pause();
    }
    s->confirm();
    return true;
}

// Plays `turns` random turns through the window's session, as a person clicking would; with
// `stopToReplace`, stops at the first Galaxy Traders re-placement step instead of keeping the meeple.
void playRandomTurns(ui::GameSession* s, int turns, std::uint64_t seed, bool stopToReplace = false)
{
    Rng rng(seed * 31 + 7);
    for (int i = 0; i < turns && s->phase() != ui::GameSession::Phase::Over; ++i) {
        if (s->phase() == ui::GameSession::Phase::Replacing) {
            if (stopToReplace) return;
            s->replace({});
            continue;
        }
        if (!playRandomTurn(s, rng)) break;
    }
}

// The lobby and network screenshots: this program hosts (on the default port) with the first
// seat played here; two computer players join over the network as the next two and say hello in
// the chat. Lobby: the picture of the lobby once they have joined. Network: the game started and
// played `turns` turns (this seat's turns at random), then the third player's connection dropped,
// the picture of the window on this seat's turn.
class NetworkShot : public QObject {
public:
    NetworkShot(ui::MainWindow& w, std::uint64_t seed, bool lobby, int turns, QString path)
        : QObject(&w), w_(w), seed_(seed), lobby_(lobby), turns_(turns), path_(std::move(path))
    {
    }

    bool host(const GameRecord& rec, const QStringList& names)
    {
        ui::NetPlay::HostSettings settings;
        settings.setup = rec;
        settings.names = {names.at(0)};
        settings.seats = {kPersonSeat, kRemoteSeat, kRemoteSeat};
        settings.port = ui::kDefaultPort;  // the addresses shown as a player would see them
        QString error;
        if (!w_.netPlay()->host(settings, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return false;
        }
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(w_.netPlay()->port()));
        for (int i = 1; i <= 2; ++i) join(url, names.at(i), words(i - 1));
        auto* tick = new QTimer(this);
        connect(tick, &QTimer::timeout, this, [this, tick] {
            if (step()) tick->stop();
        });
        tick->start(50);
        return true;
    }

private:
    // The players' own words (not part of the interface): in the picture's language. 0 and 1 are
    // the computers' hellos, 2 the host's welcome.
    QString words(int which) const
    {
        const bool fr = w_.language() == QStringLiteral("fr");
        const QStringList en{QStringLiteral("Hi all! Ready when you are."), QStringLiteral("May the Force be with you."),
                             QStringLiteral("Welcome! Standard set, no house rules.")};
        const QStringList french{QStringLiteral("Salut\u00a0! Prêt quand vous voulez."), QStringLiteral("Que la Force soit avec vous."),
                                 QStringLiteral("Bienvenue\u00a0! Jeu standard, sans règle maison.")};
        return (fr ? french : en).at(which);
    }

    void join(const QUrl& url, const QString& name, const QString& hello)
    {
        auto* bot = new net::NetBot(AiLevel::Medium, static_cast<std::uint64_t>(bots_.size() + 1), &w_);
        bot->setDelay(150);
        net::GameClient::Options o;
        o.name = name;
        connect(&bot->client(), &net::GameClient::changed, bot, [bot, hello](net::ClientState::Event e) {
            if (e == net::ClientState::Event::Welcome) bot->client().chat(hello);
        });
        bot->start(url, o);
        bots_.push_back(bot);
    }

    int chatLines() const
    {
        const QString text = w_.netPlay()->lobby()->chat()->view()->toPlainText();
        return text.isEmpty() ? 0 : static_cast<int>(text.count(QLatin1Char('\n'))) + 1;
    }

    // One look at the game every 50 ms; true once the picture is on its way.
    bool step()
    {
        ui::Lobby* l = w_.netPlay()->lobby();
        switch (stage_) {
        case Stage::Joining:  // both joined, and their hellos read
            if (!l || !l->startButton()->isEnabled() || chatLines() < 2) return false;
            w_.netPlay()->sendChat(words(2));
            stage_ = Stage::Welcomed;
            return false;
        case Stage::Welcomed:
            if (chatLines() < 3) return false;
            if (lobby_) return save(l);
            l->startButton()->click();
            stage_ = Stage::Playing;
            return false;
        case Stage::Playing:
            return play();
        case Stage::Dropped:
            return dropSeen();
        }
        return false;
    }

    bool play()
    {
        ui::GameSession* s = w_.session();
        if (!s->isRemote() || !w_.seats()->localMayAct() || s->phase() != ui::GameSession::Phase::Placing) return false;
        if (static_cast<int>(s->game().placedTiles().size()) <= turns_) {
            playRandomTurns(s, 1, seed_ + s->game().placedTiles().size());
            return false;
        }
        // The third player's connection drops: the host sees it in the Players panel.
        bots_.back()->client().stop();
        stage_ = Stage::Dropped;
        return false;
    }

    bool dropSeen()
    {
        const auto* remote = qobject_cast<const ui::RemotePlayer*>(w_.seats()->controller(2));
        if (!remote || remote->connected()) return false;
        w_.board()->fitBoard();
        return save(&w_);
    }

    bool save(QWidget* target)
    {
        QTimer::singleShot(400, target, [this, target] {
            target->grab().save(path_);
            w_.netPlay()->leave();  // nothing to offer at the next start
            QCoreApplication::exit(0);
        });
        return true;
    }

    enum class Stage { Joining, Welcomed, Playing, Dropped };
    ui::MainWindow& w_;
    std::uint64_t seed_;
    bool lobby_;
    int turns_;
    QString path_;
    std::vector<net::NetBot*> bots_;
    Stage stage_ = Stage::Joining;
};

// --view recovery: the start-up offer of the work that killed programs left, in a picture.
int recoveryScreenshot(ui::MainWindow& w, const QString& path)
{
    std::vector<ui::LeftWork> work;
    for (const QString& f : ui::Autosave::orphans()) work.push_back(ui::LeftWork::read(f));
    auto* offer = new ui::ResumeDialog(work, &w);
    offer->show();
    QTimer::singleShot(600, offer, [offer, path] {
        offer->grab().save(path);
        QCoreApplication::exit(0);
    });
    return QApplication::exec();
}


struct Options {
    QCommandLineOption lang{QStringLiteral("lang"), QStringLiteral("Interface language (en or fr)."), QStringLiteral("code")};
    QCommandLineOption shot{QStringLiteral("screenshot"), QStringLiteral("Save a picture and quit."), QStringLiteral("png")};
    QCommandLineOption turns{QStringLiteral("turns"), QStringLiteral("Random turns before the screenshot."), QStringLiteral("n"),
                             QStringLiteral("30")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Seed of the screenshot game."), QStringLiteral("n"),
                            QStringLiteral("7")};
    QCommandLineOption variants{QStringLiteral("variants"), QStringLiteral("House rules of the screenshot game."),
                                QStringLiteral("list")};
    QCommandLineOption teams{QStringLiteral("teams"), QStringLiteral("Make the screenshot game a team game of four.")};
    QCommandLineOption view{QStringLiteral("view"),
                            QStringLiteral("What the screenshot shows: play, tilesets, rules, balance, final, review, analysis, moves (the Moves panel of the analysis, mistakes only), hint (the hint asked at the turn reached), lobby, network, recovery, recent, keyboard, meeple, folded (the panels folded), boardonly (the Board only view), welcome (the page of a window with no game), replace (with --variants galaxy-traders: the first re-placement step), tutorial (the lesson --turns), lesson-shown (that lesson after Show me), rules-summary (Help > Rules summary with its pictures) or online (Game > Play online... in a lobby in this process)."),
                            QStringLiteral("view"), QStringLiteral("play")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size of the screenshot, e.g. 1000x700."),
                            QStringLiteral("WxH")};
    QCommandLineOption frameTimes{QStringLiteral("frame-times"),
                                  QStringLiteral("Play --turns turns with motion on, print the board's frame times.")};
    QCommandLineOption capture{QStringLiteral("capture"),
                               QStringLiteral("Grab the frames of the first turn with a battle from --turns on."),
                               QStringLiteral("dir")};
    QCommandLineOption startup{QStringLiteral("startup-time"),
                               QStringLiteral("Print the time from start to a shown, painted window, and quit.")};
    QCommandLineOption edit{QStringLiteral("edit"), QStringLiteral("Open a tile set in the Tile sets mode."), QStringLiteral("set")};
    QCommandLineOption typeText{QStringLiteral("type-in-editor"),
                                QStringLiteral("With --edit: type this text at the end of the set's YAML, leave it unsaved."),
                                QStringLiteral("text")};
    QCommandLineOption analysis{QStringLiteral("analysis"),
                                QStringLiteral("Analyse a whole game of computers, print the time and the longest freeze.")};
    QCommandLineOption level{QStringLiteral("level"), QStringLiteral("With --analysis: the level (default medium)."),
                             QStringLiteral("level"), QStringLiteral("medium")};
    QCommandLineOption threads{QStringLiteral("threads"), QStringLiteral("With --analysis: the threads (default: up to 2)."),
                               QStringLiteral("n")};
    QCommandLineOption dark{QStringLiteral("dark"), QStringLiteral("With --analysis: the chart on a dark palette.")};
    QCommandLineOption players{QStringLiteral("players"), QStringLiteral("Players of the screenshot game (3 to 5)."),
                               QStringLiteral("n"), QStringLiteral("3")};
    QCommandLineOption colourBlind{QStringLiteral("colour-blind"), QStringLiteral("The colour-blind palette.")};
    QCommandLineOption theme{QStringLiteral("theme"), QStringLiteral("The tile art: galaxy (default) or plain."),
                             QStringLiteral("name")};
    QCommandLineOption zoom{QStringLiteral("zoom"),
                            QStringLiteral("The board's zoom, from the whole board fitted (e.g. 1.5)."),
                            QStringLiteral("factor"), QStringLiteral("1")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(QStringLiteral("The desktop program's pictures, start-up time and test hooks."));
        parser.addHelpOption();
        parser.addOptions({lang, shot, turns, seed, variants, teams, view, size, frameTimes, capture, startup, edit, typeText, analysis, level,
                           threads, dark, players, colourBlind, theme, zoom});
    }
};

// The game of the pictures: three players (four in teams), the standard set, --seed and --variants.
GameRecord screenshotGame(const QCommandLineParser& parser, const Options& o, QStringList* names)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    *names = {QStringLiteral("Leia"), QStringLiteral("Vader"), QStringLiteral("Chewie")};
    rec.players = {Color::Red, Color::Black, Color::Green};
    if (parser.isSet(o.teams)) {
        rec.players.push_back(Color::White);
        rec.rules.teams = true;
        *names << QStringLiteral("Tarkin");
    }
    // Team play keeps its four players.
    const int more = rec.rules.teams ? 0 : std::clamp(parser.value(o.players).toInt(), 3, 5) - 3;
    for (int i = 0; i < more; ++i) {
        rec.players.push_back(rec.players.size() == 3 ? Color::White : Color::Orange);
        *names << (rec.players.size() == 4 ? QStringLiteral("Tarkin") : QStringLiteral("Boba"));
    }
    rec.seed = parser.value(o.seed).toULongLong();
    for (const QString& v : parser.value(o.variants).split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const auto var = parseVariant(v.toStdString())) rec.rules.set(*var);
    return rec;
}

// --edit: the set opened in the Tile sets mode, then `typed` typed at the end of its YAML text;
// `opened` runs once it is shown.
void editSet(ui::MainWindow& w, const QString& path, const QString& typed, const std::function<void()>& opened = {})
{
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
    w.editTileset(path);
}

// The picture of the window (or of the final scoring) once the board is fitted, then quit.
void grabSoon(ui::MainWindow& w, const QString& path, bool finalScoring, double zoom = 1)
{
    QTimer::singleShot(300, &w, [&w, path, finalScoring, zoom] {
        w.board()->fitBoard();  // as Fit board does (in Board only, clear of the overlays)
        if (zoom != 1) {
            w.board()->zoomBy(zoom);
            w.board()->centerOn(w.board()->scene()->itemsBoundingRect().center());
        }
        QTimer::singleShot(300, &w, [&w, path, finalScoring] {
            w.board()->finishAnimations();  // the pictures at rest
            QWidget* target = finalScoring && w.finalDialog() ? static_cast<QWidget*>(w.finalDialog()) : &w;
            target->grab().save(path);
            QCoreApplication::exit(0);  // not quit(): it would ask to save the game
        });
    });
}

// --view rules-summary: Help > Rules summary (F1) as the window opens it, with its pictures in the
// theme and palette asked (--theme, --colour-blind); the dialog 640 pixels wide and as tall as its
// whole text (at most 2400), for the README to crop.
int rulesSummaryShot(ui::MainWindow& w, const QString& path)
{
    w.findChild<QAction*>(QStringLiteral("rules"))->trigger();
    auto* d = w.findChild<QDialog*>(QStringLiteral("rulesDialog"));
    auto* text = d->findChild<QTextBrowser*>(QStringLiteral("rulesDialogText"));
    QTimer::singleShot(400, d, [d, text, path] {
        text->document()->setTextWidth(text->viewport()->width());
        const int extra = d->height() - text->viewport()->height();
        d->resize(640, std::min(2400, int(text->document()->size().height()) + extra + 8));
        QTimer::singleShot(300, d, [d, path] {
            d->grab().save(path);
            QCoreApplication::exit(0);
        });
    });
    return QApplication::exec();
}

// --view keyboard: the board with the focus, its cursor moved right and down by key presses;
// --view meeple: then Enter places the tile.
void keyboardShot(ui::MainWindow& w, bool place, const std::function<void()>& grab)
{
    w.activateWindow();  // the keys go to the active window's focus
    QTimer::singleShot(200, &w, [&w, place, grab] {
        w.board()->setFocus();
        std::vector<Qt::Key> keys{Qt::Key_Right, Qt::Key_Down};
        if (place) keys.push_back(Qt::Key_Return);
        for (const Qt::Key key : keys) {
            QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
            QCoreApplication::sendEvent(w.board(), &press);
        }
        grab();
    });
}

// --view tilesets, rules or balance: the editor with a copy of the standard set (or the set of
// --edit); on the Rules and Balance pages a designer's change: completed planets worth 12,
// Endgame on by default; the Balance page after --turns times 10 games of easy computers.
void editorShot(ui::MainWindow& w, const QString& shown, const QString& edited, int turns, const std::function<void()>& grab)
{
    w.setMode(ui::MainWindow::Mode::Tilesets);
    editor::TilesetEditor* e = w.tilesetEditor();
    if (shown == QStringLiteral("tilesets") && !edited.isEmpty()) return editSet(w, edited, QString(), grab);
    e->action(QStringLiteral("copyStandardSet"))->trigger();
    e->selectFace(turns % e->document()->faceCount());
    if (shown == QStringLiteral("tilesets")) return grab();
    e->rulesPage()->numberBox(4)->setValue(12);
    e->rulesPage()->variantBox(static_cast<int>(Variant::Endgame))->setChecked(true);
    if (shown == QStringLiteral("rules")) {
        e->pages()->setCurrentWidget(e->rulesPage());
        return grab();
    }
    e->pages()->setCurrentWidget(e->balancePage());
    e->balancePage()->gamesBox()->setValue(turns * 10);
    e->balancePage()->levelBox()->setCurrentIndex(1);  // easy
    QObject::connect(e->balancePage(), &editor::BalancePage::finished, &w, grab);
    e->balancePage()->start();
}

// The meeple step of the first turn from `turn` on (0-based) that fought a battle, else of `turn`.
int battleStep(const Timeline& t, int turn)
{
    int fallback = -1;
    for (int i = 0; i < t.size(); ++i) {
        const TimelineStep& s = t.step(i);
        if (s.kind != StepKind::Meeple || s.turn < turn) continue;
        if (!s.report.battles.empty()) return i;
        if (fallback < 0) fallback = i;
    }
    return fallback;
}

// The tile decision that lost most from record turn `turn` on (else `fallback`).
int markedStep(const ui::AnalysisRunner& runner, int turn, int fallback)
{
    int step = fallback;
    double worst = -1;
    for (const DecisionAnalysis& a : runner.results())
        if (a.kind == StepKind::Meeple && a.turn >= turn && a.loss > worst) {
            worst = a.loss;
            step = a.step;
        }
    return step;
}

// Shows `step` of the review, then grabs the window once the board is laid out (or only the
// widget `part`).
void grabReviewAt(ui::MainWindow& w, int step, const QString& path, QWidget* part = nullptr)
{
    ui::ReviewPage* r = w.reviewPage();
    r->setStep(step);
    QTimer::singleShot(300, &w, [&w, r, step, path, part] {
        r->board()->fitBoard();
        r->setStep(step);  // the ghost of the best move drawn on the fitted board
        QTimer::singleShot(300, &w, [&w, path, part] {
            w.board()->finishAnimations();
            (part ? part->grab() : w.grab()).save(path);
            QCoreApplication::exit(0);
        });
    });
}

// --view moves: the Moves panel of the analysed game alone, "Mistakes only" ticked, at the worst
// decision from the turn asked.
QWidget* showMistakes(ui::MainWindow& w, ui::ReviewAnalysis* ra)
{
    ra->moveList()->mistakesOnlyBox()->setChecked(true);
    auto* dock = w.reviewPage()->findChild<QDockWidget*>(QStringLiteral("reviewMovesDock"));
    dock->raise();
    return dock;
}

// --view online: Game > Play online... in the lobby of a server in this process, on 127.0.0.1,
// where two other players have made a table each (one timed, with a password) and one chats.
int onlineShot(ui::MainWindow& w, const QString& path)
{
    const auto server = std::make_unique<net::GameServer>();  // until the picture is taken
    server->enableLobby(net::LobbyLimits{});
    QString why;
    if (!server->listen(QHostAddress::LocalHost, 0, &why)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    const QString address = QStringLiteral("127.0.0.1:%1").arg(server->port());
    const bool fr = w.language() == QStringLiteral("fr");
    const QJsonObject tables[] = {
        {{QLatin1String("name"), fr ? QStringLiteral("Vendredi soir") : QStringLiteral("Friday night")},
         {QLatin1String("tileset"), QLatin1String("standard")},
         {QLatin1String("players"), QJsonArray{QStringLiteral("red"), QStringLiteral("black"), QStringLiteral("green")}},
         {QLatin1String("seats"), QJsonArray{QStringLiteral("remote"), QStringLiteral("remote"), QStringLiteral("medium")}}},
        {{QLatin1String("name"), QStringLiteral("Bespin")},
         {QLatin1String("tileset"), QLatin1String("standard")},
         {QLatin1String("players"), QJsonArray{QStringLiteral("red"), QStringLiteral("white")}},
         {QLatin1String("variants"), QJsonArray{QStringLiteral("intel-and-rumours")}},
         {QLatin1String("turn_time_ms"), 60000},
         {QLatin1String("password"), QStringLiteral("cloud")}}};
    const QString names[] = {QStringLiteral("Leia"), QStringLiteral("Lando")};
    for (int i = 0; i < 2; ++i) {
        auto* c = new net::LobbyClient(&w);
        QObject::connect(c, &net::LobbyClient::entered, c, [c, t = tables[i], i, fr] {
            c->create(t);
            if (i != 0) return;
            QTimer::singleShot(1000, c, [c, fr] {  // once the window's player is in the lobby
                c->chat(fr ? QStringLiteral("Quelqu’un pour une partie rapide ?") : QStringLiteral("Anyone for a quick game?"));
            });
        });
        c->start(net::LobbyClient::lobbyUrl(address), names[i]);
    }
    QTimer::singleShot(500, &w, [&w, address, path] {
        w.netPlay()->playOnline();
        ui::OnlineDialog* d = w.netPlay()->onlineDialog();
        d->addressBox()->setEditText(address);
        d->nameEdit()->setText(QStringLiteral("Luke"));
        d->connectToServer();
        QTimer::singleShot(1200, d, [d, path] {
            d->tableView()->selectRow(0);
            d->grab().save(path);
            QCoreApplication::exit(0);
        });
    });
    return QApplication::exec();
}

// --view review: a whole game of easy computer players, reviewed from its final scoring's button;
// --view analysis: the same game analysed, at its worst decision from the turn asked.
enum class ReviewShot { Review, Analysis, Moves };
int reviewShot(ui::MainWindow& w, const GameRecord& rec, const QStringList& names, int turns, const QString& path,
               ReviewShot analyse)
{
    w.setComputerPause(0);
    QObject::connect(w.session(), &ui::GameSession::gameOver, &w, [&w] {
        QTimer::singleShot(0, &w, [&w] {
            if (auto* d = qobject_cast<ui::FinalScoringDialog*>(w.finalDialog())) d->reviewButton()->click();
        });
    });
    QObject::connect(&w, &ui::MainWindow::reviewOpened, &w, [&w, turns, path, analyse] {
        ui::ReviewPage* r = w.reviewPage();
        const int step = battleStep(*r->timeline(), turns);
        if (analyse == ReviewShot::Review) return grabReviewAt(w, step, path);
        ui::ReviewAnalysis* ra = w.reviewAnalysis();
        QObject::connect(ra->runner(), &ui::AnalysisRunner::finished, &w, [&w, ra, turns, step, path, analyse] {
            QWidget* part = analyse == ReviewShot::Moves ? showMistakes(w, ra) : nullptr;
            grabReviewAt(w, markedStep(*ra->runner(), turns, step), path, part);
        });
        ra->start();
    });
    w.startGame(rec, names, std::vector<int>(rec.players.size(), static_cast<int>(AiLevel::Easy)));
    return QApplication::exec();
}

// --view summary: a whole game of easy computer players, reviewed as if its first seat had been a
// person's, analysed, at its summary (brought to the front as "Analyse my game" brings it).
int summaryShot(ui::MainWindow& w, const GameRecord& rec, const QStringList& names, const QString& path)
{
    w.setComputerPause(0);
    QObject::connect(w.session(), &ui::GameSession::gameOver, &w, [&w, path] {
        GameRecord played = w.session()->record();
        played.seats[0] = kPersonSeat;
        w.reviewPage()->setTimeline(ui::ReviewPage::build(played));
        w.setMode(ui::MainWindow::Mode::Review);
        ui::ReviewAnalysis* ra = w.reviewAnalysis();
        QObject::connect(ra->runner(), &ui::AnalysisRunner::finished, &w, [&w, path] {
            QTimer::singleShot(300, &w, [&w, path] {
                w.grab().save(path);
                QCoreApplication::exit(0);
            });
        });
        ra->analyseWithSummary();
    });
    w.startGame(rec, names, std::vector<int>(rec.players.size(), static_cast<int>(AiLevel::Easy)));
    return QApplication::exec();
}

// --view recent: the Game menu open on Open recent, the game saved under a few names (in a
// folder removed at the end); the menus drawn over the window where they are.
void recentShot(ui::MainWindow& w, const QString& path)
{
    static QTemporaryDir dir;
    for (const char* name : {"last-night.yaml", "against-the-expert.yaml", "teams.yaml"}) {
        const QString file = dir.filePath(QString::fromLatin1(name));
        if (w.saveFile(file)) ui::rememberGame(file);
    }
    QMenu* game = w.menuBar()->actions().front()->menu();
    auto* recent = w.findChild<QMenu*>(QStringLiteral("recentGamesMenu"));
    QTimer::singleShot(400, &w, [&w, game, recent, path] {
        game->popup(w.mapToGlobal(w.menuBar()->actionGeometry(game->menuAction()).bottomLeft()));
        game->setActiveAction(recent->menuAction());
        recent->popup(game->mapToGlobal(game->actionGeometry(recent->menuAction()).topRight()));
        QTimer::singleShot(600, &w, [&w, game, recent, path] {
            QPixmap shot = w.grab();
            QPainter p(&shot);
            for (QMenu* m : {game, recent}) p.drawPixmap(w.mapFromGlobal(m->pos()), m->grab());
            p.end();
            shot.save(path);
            QCoreApplication::exit(0);
        });
    });
}

// --view tutorial: the lesson `lesson` (0-based; by default the second: the merchant) as it
// opens, the lesson panel beside the board; --view lesson-shown (`showMe`): the same after Show me,
// the panel saying what the move did.
int tutorialShot(ui::MainWindow& w, int lesson, bool showMe, const std::function<void()>& grab)
{
    w.openTutorial();
    w.tutorial()->startLesson(lesson);
    if (!showMe) {
        grab();
        return QApplication::exec();
    }
    QObject::connect(w.tutorial(), &ui::Tutorial::lessonFinished, &w, [&grab] { grab(); });
    w.tutorial()->showMe();
    return QApplication::exec();
}

// --view final: a whole game of easy computer players, as a real game ends.
int finalShot(ui::MainWindow& w, const GameRecord& rec, const QStringList& names, const std::function<void()>& grab)
{
    w.setComputerPause(0);
    QObject::connect(w.session(), &ui::GameSession::gameOver, &w, grab);
    w.startGame(rec, names, std::vector<int>(rec.players.size(), static_cast<int>(AiLevel::Easy)));
    return QApplication::exec();
}

// --view folded or boardonly: the panels folded, or the Board only view (not remembered: the
// person's choice stays).
void roomShot(ui::MainWindow& w, bool folded, const std::function<void()>& grab)
{
    if (folded) w.findChild<ui::PanelFold*>()->fold(false);
    else w.findChild<ui::BoardOnlyView*>()->enter(false);
    grab();
}

// The views of a game played `turns` random turns: play, replace, folded, boardonly, keyboard,
// meeple, recent, and the editor's (tilesets, rules, balance; `edited`: --edit).
// --view hint: the hint (H) asked at the turn reached, its move drawn as a ghost and its words,
// with why the move is good, in the status bar.
void hintShot(ui::MainWindow& w, const std::function<void()>& grab)
{
    QObject::connect(
        w.statusBar(), &QStatusBar::messageChanged, &w, [grab](const QString& m) {
            if (!m.isEmpty()) grab();
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(200, &w, [&w] { w.action(QStringLiteral("hint"))->trigger(); });
}

int playedShot(ui::MainWindow& w, const QString& shown, const QString& edited, int turns, const QString& path,
               const std::function<void()>& grab)
{
    if (shown == QStringLiteral("play") || shown == QStringLiteral("replace")) grab();
    else if (shown == QStringLiteral("folded") || shown == QStringLiteral("boardonly"))
        roomShot(w, shown == QStringLiteral("folded"), grab);
    else if (shown == QStringLiteral("keyboard") || shown == QStringLiteral("meeple"))
        keyboardShot(w, shown == QStringLiteral("meeple"), grab);
    else if (shown == QStringLiteral("recent")) recentShot(w, path);
    else if (shown == QStringLiteral("hint")) hintShot(w, grab);
    else editorShot(w, shown, edited, turns, grab);
    return QApplication::exec();
}

int screenshot(ui::MainWindow& w, const QCommandLineParser& parser, const Options& o)
{
    const QString shown = parser.value(o.view), path = parser.value(o.shot);
    const int turns = parser.value(o.turns).toInt();
    if (shown == QStringLiteral("recovery")) return recoveryScreenshot(w, path);
    if (const QStringList wh = parser.value(o.size).split(QLatin1Char('x')); wh.size() == 2)
        w.resize(wh[0].toInt(), wh[1].toInt());  // never below the window's minimum size
    if (shown == QStringLiteral("rules-summary")) return rulesSummaryShot(w, path);
    if (shown == QStringLiteral("online")) return onlineShot(w, path);
    if (shown == QStringLiteral("welcome")) {  // no game started
        grabSoon(w, path, false, 1);
        return QApplication::exec();
    }
    QStringList names;
    const GameRecord rec = screenshotGame(parser, o, &names);
    const double zoom = parser.value(o.zoom).toDouble();
    const auto grab = [&w, path, shown, zoom] {
        grabSoon(w, path, shown == QStringLiteral("final"), zoom > 0 ? zoom : 1);
    };
    if (shown == QStringLiteral("lobby") || shown == QStringLiteral("network")) {
        auto* shot = new NetworkShot(w, rec.seed, shown == QStringLiteral("lobby"), turns, path);
        return shot->host(rec, names) ? QApplication::exec() : 1;
    }
    if (shown == QStringLiteral("review")) return reviewShot(w, rec, names, turns, path, ReviewShot::Review);
    if (shown == QStringLiteral("analysis")) return reviewShot(w, rec, names, turns, path, ReviewShot::Analysis);
    if (shown == QStringLiteral("moves")) return reviewShot(w, rec, names, turns, path, ReviewShot::Moves);
    if (shown == QStringLiteral("summary")) return summaryShot(w, rec, names, path);
    if (shown == QStringLiteral("final")) return finalShot(w, rec, names, grab);
    if (shown == QStringLiteral("tutorial") || shown == QStringLiteral("lesson-shown"))
        return tutorialShot(w, parser.isSet(o.turns) ? turns - 1 : 1, shown == QStringLiteral("lesson-shown"), grab);
    w.startGame(rec, names);
    playRandomTurns(w.session(), turns, rec.seed, shown == QStringLiteral("replace"));
    return playedShot(w, shown, parser.value(o.edit), turns, path, grab);
}

// --dark: a dark palette of the kind desktop themes give.
QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x30));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd8));
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    return p;
}

// --analysis, once the game of computers is over: its analysis with the chart shown, a 10 ms
// timer measuring the interface thread's longest gap; the figures printed, the chart saved.
void analyseGame(const GameRecord& record, const QCommandLineParser& parser, const Options& o)
{
    AnalysisOptions options;
    options.level = parseAiLevel(parser.value(o.level).toStdString()).value_or(AiLevel::Medium);
    auto* runner = new ui::AnalysisRunner(std::make_shared<const Timeline>(record), options, qApp);
    runner->setCacheFolder(QString());  // measured, not cached
    if (parser.isSet(o.threads)) runner->setThreads(parser.value(o.threads).toInt());  // at least 1
    auto* chart = new ui::WinChanceChart;
    if (parser.isSet(o.dark)) chart->setPalette(darkPalette());
    chart->setTimeline(runner->timeline());
    const QStringList wh = parser.value(o.size).split(QLatin1Char('x'));
    chart->resize(wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize(640, 240));
    chart->show();
    QObject::connect(runner, &ui::AnalysisRunner::resultReady, chart, &ui::WinChanceChart::addResult);
    QObject::connect(runner, &ui::AnalysisRunner::resultReady, chart, [chart](const DecisionAnalysis& a) { chart->setCurrentStep(a.step); });
    struct Gaps
    {
        QElapsedTimer clock;
        qint64 last = 0, longest = 0;
    };
    auto gaps = std::make_shared<Gaps>();
    auto* tick = new QTimer(qApp);
    tick->setInterval(10);
    QObject::connect(tick, &QTimer::timeout, [gaps] {
        gaps->longest = std::max(gaps->longest, gaps->clock.elapsed() - gaps->last);
        gaps->last = gaps->clock.elapsed();
    });
    const int threads = parser.isSet(o.threads) ? std::max(1, parser.value(o.threads).toInt()) : ui::AnalysisRunner::defaultThreads();
    QObject::connect(runner, &ui::AnalysisRunner::finished, chart, [runner, chart, gaps, tick, options, threads, path = parser.value(o.shot)] {
        tick->stop();
        std::printf("{\"decisions\": %d, \"level\": \"%s\", \"threads\": %d, \"seconds\": %.1f, \"longest_gap_ms\": %lld}\n",
                    runner->total(), aiLevelName(options.level), threads,
                    static_cast<double>(gaps->clock.elapsed()) / 1000.0, static_cast<long long>(gaps->longest));
        chart->setCurrentStep(runner->steps()[runner->steps().size() / 2]);
        if (!path.isEmpty()) chart->grab().save(path);
        QCoreApplication::exit(0);
    });
    gaps->clock.start();
    tick->start();
    runner->start();
}

int analysisRun(ui::MainWindow& w, const QCommandLineParser& parser, const Options& o)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    rec.seed = parser.value(o.seed).toULongLong();
    w.setComputerPause(0);
    QObject::connect(w.session(), &ui::GameSession::gameOver, &w, [&w, &parser, &o] {
        // Once the final scoring has shown: only the analysis is measured.
        QTimer::singleShot(1000, &w, [&w, &parser, &o] { analyseGame(w.session()->record(), parser, o); });
    });
    w.startGame(rec, {QStringLiteral("Leia"), QStringLiteral("Vader")}, std::vector<int>(2, static_cast<int>(AiLevel::Easy)));
    return QApplication::exec();
}

// The game of --frame-times: the standard set's copies multiplied until `turns` tiles fit.
GameRecord frameTimesGame(const QCommandLineParser& parser, const Options& o, int turns, QStringList* names)
{
    GameRecord rec = screenshotGame(parser, o, names);
    const int times = std::clamp((turns + 1) / std::max(1, rec.tileset->totalTiles() - 1) + 1, 1, 9);
    if (times > 1) {
        auto set = std::make_shared<Tileset>(*rec.tileset);
        for (TileFace& f : set->faces)
            if (!f.start) f.count *= times;
        rec.tileset = set;
        rec.tilesetRef.clear();  // inline
    }
    return rec;
}

// Runs the event loop for `ms` milliseconds (the animations' timers included).
void runFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// This thread's processor time in milliseconds: a paint's own work, whatever else the machine runs.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

struct FrameTimes
{
    std::vector<double> wall, cpu;  // milliseconds a frame: elapsed, and this thread's processor time
};

// The frames of one turn: every 16 ms the board panned (once zoomed in: the turn's next fit zooms
// out again), then painted at once; the paint's milliseconds added to `times`.
void timeFrames(ui::BoardView* board, FrameTimes& times)
{
    constexpr int kFrames = 26;  // 416 ms: the longest of the board's animations
    for (int f = 0; f < kFrames; ++f) {
        runFor(16);
        QScrollBar* bar = board->horizontalScrollBar();
        bar->setValue(bar->value() + (f % 2 ? -4 : 4));
        if (f == kFrames / 2) board->zoomBy(1.05);
        QElapsedTimer paint;
        const double cpu = threadCpuMs();
        paint.start();
        board->viewport()->repaint();
        times.wall.push_back(static_cast<double>(paint.nsecsElapsed()) / 1e6);
        times.cpu.push_back(threadCpuMs() - cpu);
    }
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto k = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    return v[std::clamp<std::size_t>(k, 1, v.size()) - 1];
}

int frameTimes(ui::MainWindow& w, const QCommandLineParser& parser, const Options& o)
{
    const int turns = parser.isSet(o.turns) ? parser.value(o.turns).toInt() : 150;
    if (const QStringList wh = parser.value(o.size).split(QLatin1Char('x')); wh.size() == 2)
        w.resize(wh[0].toInt(), wh[1].toInt());
    QStringList names;
    const GameRecord rec = frameTimesGame(parser, o, turns, &names);
    w.startGame(rec, names);
    runFor(300);  // shown and laid out
    FrameTimes times;
    ui::GameSession* s = w.session();
    for (int i = 0; i < turns && s->phase() != ui::GameSession::Phase::Over; ++i) {
        playRandomTurns(s, 1, rec.seed + static_cast<std::uint64_t>(i));
        w.board()->fitBoard();
        timeFrames(w.board(), times);
    }
    std::printf("{\"tiles\": %zu, \"frames\": %zu, \"p50_ms\": %.2f, \"p95_ms\": %.2f, \"p50_cpu_ms\": %.2f, "
                "\"p95_cpu_ms\": %.2f, \"art_cache_mb\": %.1f, \"ratio\": %.2f}\n",
                s->game().placedTiles().size(), times.wall.size(), percentile(times.wall, 0.5), percentile(times.wall, 0.95),
                percentile(times.cpu, 0.5), percentile(times.cpu, 0.95),
                static_cast<double>(ui::TileRenderer::instance().cacheBytes()) / (1024.0 * 1024.0),
                ui::TileRenderer::ratio());
    return 0;
}

// The animations' clock of --capture: time moves only when a frame is taken.
class SteppedClock : public QAnimationDriver
{
public:
    using QAnimationDriver::QAnimationDriver;
    qint64 elapsed() const override { return now_; }
    void step(int ms)
    {
        now_ += ms;
        advance();
    }

private:
    qint64 now_ = 0;
};

// Turn `turn` of the captured game (a re-placement step first, if one waits), with its own seed.
bool playTurnNumber(ui::GameSession* s, std::uint64_t seed, int turn, const std::function<void()>& pause = {})
{
    if (s->phase() == ui::GameSession::Phase::Replacing) s->replace({});
    if (s->phase() == ui::GameSession::Phase::Over) return false;
    Rng rng((seed + static_cast<std::uint64_t>(turn)) * 31 + 7);
    return playRandomTurn(s, rng, pause);
}

// The first turn from `from` on of the game `rec` that fights a battle (-1: none), played through.
int firstBattleTurn(ui::MainWindow& w, const GameRecord& rec, const QStringList& names, int from)
{
    int turn = 0, found = -1;
    const auto watch = QObject::connect(w.session(), &ui::GameSession::turnScored, &w, [&](const TurnReport& r) {
        if (found < 0 && turn >= from && !r.battles.empty()) found = turn;
    });
    w.startGame(rec, names);
    for (; found < 0 && playTurnNumber(w.session(), rec.seed, turn); ++turn) {}
    QObject::disconnect(watch);
    return found;
}

int capture(ui::MainWindow& w, const QCommandLineParser& parser, const Options& o)
{
    if (const QStringList wh = parser.value(o.size).split(QLatin1Char('x')); wh.size() == 2)
        w.resize(wh[0].toInt(), wh[1].toInt());
    QStringList names;
    const GameRecord rec = screenshotGame(parser, o, &names);
    const int battle = firstBattleTurn(w, rec, names, parser.value(o.turns).toInt());
    if (battle < 0) {
        std::fprintf(stderr, "No battle from turn %d on with this seed.\n", parser.value(o.turns).toInt());
        return 1;
    }
    w.startGame(rec, names);
    for (int turn = 0; turn < battle; ++turn) playTurnNumber(w.session(), rec.seed, turn);
    w.board()->fitBoard();
    runFor(600);  // at rest
    // The animations' clock steps 40 ms a frame, however long a grab takes.
    auto* clock = new SteppedClock(&w);
    clock->install();
    const QDir dir(parser.value(o.capture));
    int frame = 0;
    const auto frames = [&](int count) {
        for (int i = 0; i < count; ++i) {
            clock->step(40);
            QCoreApplication::processEvents();
            w.grab().save(dir.filePath(QStringLiteral("frame-%1.png").arg(frame++, 3, 10, QLatin1Char('0'))));
        }
    };
    frames(8);
    playTurnNumber(w.session(), rec.seed, battle, [&] { frames(14); });
    frames(36);
    std::printf("turn %d: %d frames\n", battle + 1, frame);
    return 0;
}

int startupTime(ui::MainWindow& w, const QElapsedTimer& sinceStart)
{
    while (!(w.windowHandle() && w.windowHandle()->isExposed()) && sinceStart.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QCoreApplication::processEvents();  // the first paint
    std::printf("startup_ms: %lld\n", static_cast<long long>(sinceStart.elapsed()));
    return 0;
}

}  // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    ui::setProgramIdentity();  // the desktop program's settings, autosave folder, recovery copies
    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.process(app);

    ui::MainWindow w;
    if (parser.isSet(o.lang)) w.setLanguage(parser.value(o.lang), false);  // the user's choice stays
    if (parser.isSet(o.colourBlind)) w.setColourBlindPalette(true, false);
    if (parser.isSet(o.theme))
        w.setArtTheme(parser.value(o.theme) == QStringLiteral("plain") ? ui::ArtTheme::Plain : ui::ArtTheme::Galaxy, false);
    // The benchmark and the animated capture show the motion whatever the setting says.
    if (parser.isSet(o.frameTimes) || parser.isSet(o.capture)) w.setReduceMotion(false, false);
    w.show();
    if (parser.isSet(o.startup)) return startupTime(w, sinceStart);
    if (parser.isSet(o.frameTimes)) return frameTimes(w, parser, o);
    if (parser.isSet(o.capture)) return capture(w, parser, o);
    if (parser.isSet(o.analysis)) return analysisRun(w, parser, o);
    if (parser.isSet(o.shot)) return screenshot(w, parser, o);
    if (parser.isSet(o.edit)) editSet(w, parser.value(o.edit), parser.value(o.typeText));
    return QApplication::exec();
}
