// The real main window driven as a person does: clicks on the board, the meeple list, the
// confirm button, the actions. A full game with a battle to the end, undo, save and load,
// and the switch to French.
#include "boardview.h"
#include "mainwindow.h"
#include "testpaths.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace swc;
using namespace swc::ui;

namespace {

GameRecord loadTestRecord(const char* name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(std::string(SWC_TEST_DATA_DIR "/records/") + name, errors);
    return rec ? *rec : GameRecord{};
}

// Click the board cell as a person would (scrolling it into view first).
void clickCell(MainWindow& w, Pos cell)
{
    BoardView* v = w.board();
    const QPointF c = BoardView::cellCenter(cell);
    v->centerOn(c);
    QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->mapFromScene(c));
}

// Place the drawn tile at the first legal cell for the shown rotation (turning it with R when
// no cell fits that way), by clicking.
void placeSomewhere(MainWindow& w)
{
    GameSession* s = w.session();
    if (s->needsTileChoice()) w.action(QStringLiteral("drawFromPile"))->trigger();
    for (int turn = 0; turn < 4; ++turn) {
        for (const Placement& p : s->legalPlacements())
            if (p.rotation == s->rotation()) {
                clickCell(w, p.at);
                return;
            }
        QTest::keyClick(&w, Qt::Key_R);
    }
}

// One whole turn by clicks: the tile placed somewhere, the first meeple choice after "none"
// (or none when there is no other), the turn confirmed.
void playTurnByClicks(MainWindow& w)
{
    placeSomewhere(w);
    QCOMPARE(w.session()->phase(), GameSession::Phase::Meeple);
    w.meepleList()->setCurrentRow(w.meepleList()->count() > 1 ? 1 : 0);
    QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
}

}  // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void battleThenWholeGame();
    void undoKeepsTheDrawAndTheDice();
    void saveAndLoad();
    void computerSeatsAreSaved();
    void frenchAtRunTime();
    void badFileIsReported();
    void computersPlayAWholeGame();
    void hintSuggestsALegalMove();
    void teamGameNamesTheWinningTeam();
    void everyActionHasAShortcut();
    void resumeAfterACrash();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestMainWindow::init()
{
    QFile::remove(MainWindow::autosavePath());
}

void TestMainWindow::battleThenWholeGame()
{
    // The rulebook planet attack position: white's large meeple holds planet-rebel at (0,1).
    GameRecord rec = loadTestRecord("rulebook-planet-attack.yaml");
    QVERIFY(rec.tileset);
    rec.turns.pop_back();
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    w.resize(1400, 900);
    w.show();
    QVERIFY(w.startGame(rec));
    GameSession* s = w.session();
    QCOMPARE(s->phase(), GameSession::Phase::Placing);
    QCOMPARE(s->game().currentPlayer(), 0);  // red

    // Red places its tile on a cell around the planet, by clicking, and attacks the planet.
    Pos target{INT32_MIN, 0};
    int rotation = -1;
    for (const Placement& p : s->legalPlacements())
        if (std::abs(p.at.x) <= 1 && std::abs(p.at.y - 1) <= 1 && target.x == INT32_MIN) {
            target = p.at;
            rotation = p.rotation;
        }
    QVERIFY2(target.x != INT32_MIN, "no cell beside the planet");
    while (s->rotation() != rotation) QTest::keyClick(&w, Qt::Key_R);
    clickCell(w, target);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    int attackRow = -1;
    for (int i = 0; i < w.meepleList()->count(); ++i)
        if (w.meepleList()->item(i)->text() == QStringLiteral("small meeple on the planet at (0, 1)")) attackRow = i;
    QVERIFY2(attackRow > 0, "the planet attack is not offered");
    w.meepleList()->setCurrentRow(attackRow);
    QCOMPARE(s->chosenMeeple().kind, FeatureKind::Planet);
    // Before confirming: each side's dice and red's chance (2 dice against 2: one half).
    const QString odds = w.findChild<QLabel*>(QStringLiteral("battleOdds"))->text();
    QVERIFY2(odds.contains(QStringLiteral("Battle on the planet")), qPrintable(odds));
    QVERIFY2(odds.contains(QStringLiteral("Your chance of winning: <b>50%</b>")), qPrintable(odds));
    QTest::mouseClick(w.confirmButton(), Qt::LeftButton);

    // The battle is shown: sides, dice, rounds, the winner, and the points match the scores.
    const TurnReport& report = s->lastReport();
    QCOMPARE(report.battles.size(), std::size_t(1));
    const BattleReport& b = report.battles.front();
    QCOMPARE(b.sides.size(), std::size_t(2));
    QCOMPARE(b.sides[0].dice, 2);
    QCOMPARE(b.sides[1].dice, 2);
    const int rounds = static_cast<int>(b.rounds.size());
    const int loser = 1 - b.winner;
    // Each tie round gives both 1; the loser adds its 2 dice.
    QCOMPARE(b.sides[static_cast<std::size_t>(loser)].points, (rounds - 1) + 2);
    QCOMPARE(b.sides[static_cast<std::size_t>(b.winner)].points, rounds - 1);
    QCOMPARE(s->game().score(0), b.sides[0].points);
    QCOMPARE(s->game().score(1), b.sides[1].points);
    const QString battleText = w.battleView()->toPlainText();
    QVERIFY2(battleText.contains(QStringLiteral("Battle on the planet")), qPrintable(battleText));
    QVERIFY2(battleText.contains(QStringLiteral("Round %1").arg(rounds)), qPrintable(battleText));
    QVERIFY2(battleText.contains(QStringLiteral(" wins.")), qPrintable(battleText));
    QVERIFY(w.logView()->toPlainText().contains(QStringLiteral("Turn 3: Red places")));
    QVERIFY(QFile::exists(MainWindow::autosavePath()));

    // The rest of the game, click by click, with a meeple whenever one can be placed.
    int turns = 0;
    while (s->phase() != GameSession::Phase::Over && turns < 100) {
        ++turns;
        playTurnByClicks(w);
        // The players panel shows the engine's scores and reserves.
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(w.playersTable()->item(p, 2)->text(), QString::number(s->game().score(p)));
            QCOMPARE(w.playersTable()->item(p, 3)->text(), QString::number(s->game().reserve(p, MeepleSize::Small)));
        }
    }
    QCOMPARE(s->phase(), GameSession::Phase::Over);
    QCOMPARE(static_cast<int>(s->game().placedTiles().size() + s->game().setAside().size()), 76);
    QVERIFY(w.finalDialog());
    const QString final = w.finalDialog()->findChild<QTextBrowser*>(QStringLiteral("finalText"))->toPlainText();
    QVERIFY2(final.contains(QStringLiteral("Final scoring")), qPrintable(final));
    QVERIFY2(final.contains(QStringLiteral("wins!")) || final.contains(QStringLiteral("Shared victory")), qPrintable(final));
    const auto finals = s->game().finalScores();
    QVERIFY(final.contains(QString::number(finals[0])) && final.contains(QString::number(finals[1])));
    QVERIFY(!QFile::exists(MainWindow::autosavePath()));  // a finished game leaves nothing to resume
}

void TestMainWindow::undoKeepsTheDrawAndTheDice()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    MainWindow w;
    w.show();
    QVERIFY(w.startGame(rec));
    GameSession* s = w.session();
    const int first = s->game().drawnTile();
    placeSomewhere(w);
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    // Undo within the turn: the same tile, nothing placed.
    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(s->phase(), GameSession::Phase::Placing);
    QCOMPARE(s->game().drawnTile(), first);
    QCOMPARE(static_cast<int>(s->game().placedTiles().size()), 1);
    // A whole turn: confirm, note the next tile, undo, replay the same way: same next tile.
    placeSomewhere(w);
    QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
    const int second = s->game().drawnTile();
    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(s->game().drawnTile(), first);
    QCOMPARE(s->game().currentPlayer(), 0);
    placeSomewhere(w);
    QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
    QCOMPARE(s->game().drawnTile(), second);
}

void TestMainWindow::saveAndLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.yaml"));
    GameRecord rec = loadTestRecord("rulebook-asteroid-battle.yaml");
    MainWindow w;
    w.show();
    QVERIFY(w.startGame(rec, {QStringLiteral("Leia"), QStringLiteral("Thrawn"), QStringLiteral("Vader")}));
    for (int i = 0; i < 5; ++i) {
        playTurnByClicks(w);
    }
    QString error;
    QVERIFY2(w.saveFile(path, &error), qPrintable(error));

    MainWindow other;
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    const Game& a = w.session()->game();
    const Game& b = other.session()->game();
    QCOMPARE(b.placedTiles().size(), a.placedTiles().size());
    for (int p = 0; p < a.playerCount(); ++p) QCOMPARE(b.score(p), a.score(p));
    QCOMPARE(b.finalScores(), a.finalScores());
    QCOMPARE(b.drawnTile(), a.drawnTile());
    QCOMPARE(other.session()->recordText(), w.session()->recordText());
    QCOMPARE(other.session()->playerName(0), QStringLiteral("Leia"));
    QVERIFY(other.playersTable()->item(0, 0)->text().contains(QStringLiteral("Leia")));
}

void TestMainWindow::computerSeatsAreSaved()
{
    // A person (red) against the easy computer (black): saved after red's first turn, the game
    // reopens with black still a computer, which then plays its turn by itself.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vs-computer.yaml"));
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    QString error;
    {
        MainWindow w;
        w.setComputerPause(0);
        w.show();
        QVERIFY(w.startGame(rec, {}, {-1, static_cast<int>(AiLevel::Easy)}));
        QVERIFY(!w.isComputer(0));
        QVERIFY(w.isComputer(1));
        QVERIFY2(w.saveFile(path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.readAll().contains("seats: [person, easy]"), "the seats are not in the saved game");
    }
    MainWindow other;
    other.setComputerPause(0);
    other.show();
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    QVERIFY(!other.isComputer(0));
    QVERIFY(other.isComputer(1));
    playTurnByClicks(other);  // red, the person
    QTRY_COMPARE_WITH_TIMEOUT(other.session()->game().currentPlayer(), 0, 20000);  // black played
    QCOMPARE(static_cast<int>(other.session()->game().placedTiles().size()), 3);
}

void TestMainWindow::frenchAtRunTime()
{
    MainWindow w;
    w.show();
    w.setLanguage(QStringLiteral("en"));
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    QVERIFY(w.startGame(rec));
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Game"));
    w.action(QStringLiteral("languageFrench"))->trigger();
    QCOMPARE(w.language(), QStringLiteral("fr"));
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Partie"));
    QCOMPARE(w.action(QStringLiteral("newGame"))->text(), QStringLiteral("&Nouvelle partie..."));
    QCOMPARE(w.confirmButton()->text(), QStringLiteral("Finir le tour (Entrée)"));
    QCOMPARE(w.playersTable()->horizontalHeaderItem(0)->text(), QStringLiteral("Joueur"));
    QVERIFY(w.turnLabel()->text().contains(QStringLiteral("de jouer")));
    QVERIFY(w.playersTable()->item(0, 1)->text() == QStringLiteral("Alliance rebelle"));
    // The log is rewritten in French too.
    QVERIFY(w.logView()->toPlainText().contains(QStringLiteral("Tour 2 : ")));
    w.action(QStringLiteral("languageEnglish"))->trigger();
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Game"));
    QVERIFY(w.logView()->toPlainText().contains(QStringLiteral("Turn 2: ")));
}

void TestMainWindow::badFileIsReported()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("fr"));
    QString error;
    QVERIFY(!w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/records/illegal-edge-mismatch.yaml"), &error));
    QVERIFY2(error.contains(QStringLiteral("tour 1 : le bord ouest de la tuile est espace")), qPrintable(error));
    QVERIFY(!w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/records/malformed-unknown-key.yaml"), &error));
    QVERIFY2(error.contains(QStringLiteral(":7:1: clé inconnue « sead »")), qPrintable(error));
    w.setLanguage(QStringLiteral("en"));
}

void TestMainWindow::computersPlayAWholeGame()
{
    // Two computer seats (easy and medium) play to the end off the GUI thread; the window
    // stays responsive (the event loop runs all along).
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    MainWindow w;
    w.setComputerPause(0);
    w.show();
    QVERIFY(w.startGame(rec, {}, {static_cast<int>(AiLevel::Easy), static_cast<int>(AiLevel::Medium)}));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->phase(), GameSession::Phase::Over, 120000);
    QCOMPARE(static_cast<int>(w.session()->game().placedTiles().size() + w.session()->game().setAside().size()), 76);
    QVERIFY(w.finalDialog());
}

void TestMainWindow::hintSuggestsALegalMove()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    MainWindow w;
    w.show();
    QVERIFY(w.startGame(rec));
    w.action(QStringLiteral("hint"))->trigger();
    QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Hint: place the tile at")));
    // The tile is turned as the hint says, and that rotation fits somewhere.
    GameSession* s = w.session();
    bool fits = false;
    for (const Placement& p : s->legalPlacements()) fits = fits || p.rotation == s->rotation();
    QVERIFY(fits);
}

void TestMainWindow::teamGameNamesTheWinningTeam()
{
    // Four players in two teams (docs/rules.md 6): red and green (Rebel Alliance) against black
    // and white (Empire), seats alternating. Played to the end by clicks.
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    rec.players = {Color::Red, Color::Black, Color::Green, Color::White};
    rec.rules.teams = true;
    rec.seed = 11;
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    w.show();
    QVERIFY(w.startGame(rec, {QStringLiteral("Leia"), QStringLiteral("Vader"), QStringLiteral("Han"), QStringLiteral("Tarkin")}));
    QCOMPARE(w.playersTable()->horizontalHeaderItem(2)->text(), QStringLiteral("Team score"));
    GameSession* s = w.session();
    int turns = 0;
    while (s->phase() != GameSession::Phase::Over && turns < 100) {
        ++turns;
        playTurnByClicks(w);
        // Team-mates show one shared score.
        QCOMPARE(w.playersTable()->item(0, 2)->text(), w.playersTable()->item(2, 2)->text());
        QCOMPARE(w.playersTable()->item(1, 2)->text(), w.playersTable()->item(3, 2)->text());
    }
    QCOMPARE(s->phase(), GameSession::Phase::Over);
    const auto finals = s->game().finalScores();
    QCOMPARE(finals[0], finals[2]);
    QCOMPARE(finals[1], finals[3]);
    QVERIFY(w.finalDialog());
    const QString final = w.finalDialog()->findChild<QTextBrowser*>(QStringLiteral("finalText"))->toPlainText();
    QVERIFY2(final.contains(QStringLiteral("Rebel Alliance team (Leia (red) and Han (green))")), qPrintable(final));
    QVERIFY2(final.contains(QStringLiteral("Empire team (Vader (black) and Tarkin (white))")), qPrintable(final));
    const QString verdict = finals[0] > finals[1]   ? QStringLiteral("The Rebel Alliance team wins!")
                            : finals[1] > finals[0] ? QStringLiteral("The Empire team wins!")
                                                    : QStringLiteral("Shared victory: the two teams are level!");
    QVERIFY2(final.contains(verdict), qPrintable(final));
    w.setLanguage(QStringLiteral("fr"));
    QVERIFY(w.playersTable()->horizontalHeaderItem(2)->text() == QStringLiteral("Score d'équipe"));
    w.setLanguage(QStringLiteral("en"));
}

void TestMainWindow::everyActionHasAShortcut()
{
    MainWindow w;
    const auto actions = w.findChildren<QAction*>();
    int named = 0;
    for (QAction* a : actions) {
        if (a->menu() || a->isSeparator() || a->objectName().isEmpty()) continue;
        if (a->objectName().startsWith(QLatin1String("qt_")) || a->objectName().startsWith(QLatin1String("_q_"))) continue;
        ++named;
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));
    }
    QVERIFY(named >= 15);
    QCOMPARE(w.action(QStringLiteral("newGame"))->shortcut(), QKeySequence(QKeySequence::New));
    QCOMPARE(w.action(QStringLiteral("openGame"))->shortcut(), QKeySequence(QKeySequence::Open));
    QCOMPARE(w.action(QStringLiteral("saveGame"))->shortcut(), QKeySequence(QKeySequence::Save));
    QCOMPARE(w.action(QStringLiteral("undo"))->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(w.action(QStringLiteral("quit"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
    QCOMPARE(w.action(QStringLiteral("zoomIn"))->shortcut(), QKeySequence(QKeySequence::ZoomIn));
    QCOMPARE(w.action(QStringLiteral("zoomOut"))->shortcut(), QKeySequence(QKeySequence::ZoomOut));
}

void TestMainWindow::resumeAfterACrash()
{
    // A game left without a clean exit: its autosave (written after every turn) is offered.
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    QString recordText;
    {
        auto* crashed = new MainWindow;
        crashed->show();
        QVERIFY(crashed->startGame(rec));
        for (int i = 0; i < 3; ++i) {
            placeSomewhere(*crashed);
            QTest::mouseClick(crashed->confirmButton(), Qt::LeftButton);
        }
        QVERIFY(QFile::exists(MainWindow::autosavePath()));
        recordText = crashed->session()->recordText();
        // No close event: as if the program had died here.
        crashed->hide();
        crashed->setAttribute(Qt::WA_DeleteOnClose, false);
        QFile saved(MainWindow::autosavePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), recordText);
        delete crashed;  // the destructor does not remove the autosave
        QVERIFY(QFile::exists(MainWindow::autosavePath()));
    }
    MainWindow w;
    w.show();
    // The question is answered Yes as soon as it shows.
    QTimer::singleShot(0, &w, [] {
        const auto answer = [] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible()) {
                    box->button(QMessageBox::Yes)->click();
                    return true;
                }
            return false;
        };
        if (!answer()) QTimer::singleShot(50, [answer] { answer(); });
    });
    w.offerResume();
    QVERIFY(w.session()->hasGame());
    QCOMPARE(w.session()->recordText(), recordText);
    QCOMPARE(static_cast<int>(w.session()->game().placedTiles().size()), 4);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
