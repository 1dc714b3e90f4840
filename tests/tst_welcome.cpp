// The welcome page driven as a new player meets it: shown at the first start with no game, its
// one-click game against the computer (a real game with the defaults it states), gone while a
// game is open and back when none is, every button reached and pressed by keys alone, and named
// for screen readers in both languages.
#include "boardview.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "recentfiles.h"
#include "reviewpage.h"
#include "tutorial.h"
#include "welcomepage.h"
#include "widgettest.h"

#include <QAction>
#include <QDialog>
#include <QFileDialog>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

class TestWelcome : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void shownAtStartWithNoGame();
    void playStartsAGameAgainstTheComputer();
    void leavesWithAGameComesBackWithNone();
    void keysAloneReachAndPressEveryButton();
    void learnOpensTheTutorial();
    void recentGameOpensByKeys();
    void namedForScreenReaders();
};

namespace {

QWidget* shownPage(const MainWindow& w) { return w.findChild<QStackedWidget*>(QStringLiteral("pages"))->currentWidget(); }

// Tab from the focused widget until `target` has the focus (at most `tabs` presses).
bool tabTo(QWidget* target, int tabs = 12)
{
    for (int i = 0; i < tabs && QApplication::focusWidget() && QApplication::focusWidget() != target; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    return QApplication::focusWidget() == target;
}

}  // namespace

void TestWelcome::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestWelcome::init()
{
    clearRecentGames();
    QSettings().remove(QStringLiteral("interface/language"));
}

void TestWelcome::shownAtStartWithNoGame()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    QVERIFY(!w.session()->hasGame());
    QCOMPARE(w.mode(), MainWindow::Mode::Play);
    QCOMPARE(shownPage(w), w.welcomePage());
    QVERIFY(w.welcomePage()->isVisible());
    QVERIFY(!w.board()->isVisible());
    // The first button has the focus: Enter starts a game at once.
    QCOMPARE(QApplication::focusWidget(), w.welcomePage()->playButton());
}

void TestWelcome::playStartsAGameAgainstTheComputer()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    w.setComputerPause(0);
    showActive(w);
    QTest::keyClick(w.welcomePage()->playButton(), Qt::Key_Return);
    QVERIFY(w.session()->hasGame());
    const GameRecord& rec = w.session()->record();
    // The defaults the page states: you (red) against one computer of the medium level (green),
    // the standard tile set, no house rule.
    QCOMPARE(rec.players, (std::vector<Color>{Color::Red, Color::Green}));
    QCOMPARE(rec.tilesetRef, std::string("standard"));
    QVERIFY(rec.tileset);
    QCOMPARE(rec.tileset->faces.size(), builtinTileset("standard")->faces.size());
    QCOMPARE(rec.rules.teams, false);
    for (int v = 0; v < kVariants; ++v) QVERIFY(!rec.rules.has(static_cast<Variant>(v)));
    QVERIFY(!w.isComputer(0));
    QVERIFY(w.isComputer(1));
    QCOMPARE(rec.seats, (std::vector<int>{kPersonSeat, static_cast<int>(AiLevel::Medium)}));
    QVERIFY(w.welcomePage()->playButton()->accessibleDescription().contains(QStringLiteral("medium")));
    // Red, the person, plays first: a real turn on the board.
    QCOMPARE(w.session()->game().currentPlayer(), 0);
    QVERIFY(!w.session()->legalPlacements().empty());
    QCOMPARE(shownPage(w), w.playPage());
    QVERIFY(w.board()->isVisible());
    QCOMPARE(QApplication::focusWidget(), w.board());
}

void TestWelcome::leavesWithAGameComesBackWithNone()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    // Another mode and back, with still no game: the welcome page again, the focus on it.
    w.setMode(MainWindow::Mode::Review);
    QCOMPARE(shownPage(w), static_cast<QWidget*>(w.reviewPage()));
    w.setMode(MainWindow::Mode::Play);
    QCOMPARE(shownPage(w), w.welcomePage());
    QCOMPARE(QApplication::focusWidget(), w.welcomePage()->playButton());
    // A game started another way (New game, a file): the board.
    std::vector<int> levels;
    QVERIFY(w.startGame(WelcomePage::quickGame(&levels), {}, {kPersonSeat, kPersonSeat}));
    QCOMPARE(shownPage(w), w.playPage());
    w.setMode(MainWindow::Mode::Review);
    w.setMode(MainWindow::Mode::Play);
    QCOMPARE(shownPage(w), w.playPage());
    // A new window opens with no game: the welcome page.
    MainWindow other;
    showActive(other);
    QCOMPARE(shownPage(other), other.welcomePage());
}

void TestWelcome::keysAloneReachAndPressEveryButton()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    WelcomePage* page = w.welcomePage();
    QCOMPARE(QApplication::focusWidget(), page->playButton());

    // Open a game…: the file dialog (cancelled).
    QVERIFY(tabTo(page->openButton()));
    auto fileDialog = whenShown<QFileDialog>([](QFileDialog* d) { d->reject(); });
    QTest::keyClick(page->openButton(), Qt::Key_Return);
    QTRY_VERIFY(*fileDialog);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QCOMPARE(QApplication::focusWidget(), page->openButton());

    // New game…: the dialog (cancelled); Space presses a button too.
    QVERIFY(tabTo(page->newGameButton()));
    auto newGame = whenShown<NewGameDialog>([](NewGameDialog* d) { d->reject(); });
    QTest::keyClick(page->newGameButton(), Qt::Key_Space);
    QTRY_VERIFY(*newGame);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(!w.session()->hasGame());

    // The languages, then back to the page's first button.
    QVERIFY(tabTo(page->frenchButton()));
    QTest::keyClick(page->frenchButton(), Qt::Key_Return);
    QCOMPARE(w.language(), QStringLiteral("fr"));
    QVERIFY(page->frenchButton()->isChecked());
    QCOMPARE(page->playButton()->accessibleName(), QStringLiteral("Jouer contre l’ordinateur"));
    QVERIFY(tabTo(page->englishButton()));
    QTest::keyClick(page->englishButton(), Qt::Key_Return);
    QCOMPARE(w.language(), QStringLiteral("en"));
    QVERIFY(page->englishButton()->isChecked() && !page->frenchButton()->isChecked());
    QVERIFY(tabTo(page->playButton()));
    QTest::keyClick(page->playButton(), Qt::Key_Enter);  // the keypad's Enter as well
    QVERIFY(w.session()->hasGame());
}

void TestWelcome::learnOpensTheTutorial()
{
    QSettings().remove(QStringLiteral("tutorial"));  // no lesson done yet: the first one opens
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    WelcomePage* page = w.welcomePage();
    QVERIFY(tabTo(page->learnButton()));
    QTest::keyClick(page->learnButton(), Qt::Key_Return);
    // The first lesson on the real board: its position is the session's game, the page gone.
    QVERIFY(w.tutorial() && w.tutorial()->isVisible());
    QVERIFY(w.session()->hasGame());
    QCOMPARE(shownPage(w), w.playPage());
}

void TestWelcome::recentGameOpensByKeys()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("first-game.yaml"));
    {
        MainWindow maker;
        std::vector<int> levels;
        QVERIFY(maker.startGame(WelcomePage::quickGame(&levels), {}, {kPersonSeat, kPersonSeat}));
        QVERIFY(maker.saveFile(path));
    }
    rememberGame(path);
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    QListWidget* recent = w.welcomePage()->recentList();
    QVERIFY(recent->isVisible());
    QCOMPARE(recent->count(), 1);
    QCOMPARE(recent->item(0)->text(), QStringLiteral("first-game.yaml"));
    QVERIFY(tabTo(recent));
    QSignalSpy opened(&w, &MainWindow::gameOpened);
    QTest::keyClick(recent, Qt::Key_Return);
    QTRY_COMPARE(opened.count(), 1);
    QCOMPARE(opened.at(0).at(0).toBool(), true);
    QCOMPARE(w.session()->filePath(), path);
    QCOMPARE(shownPage(w), w.playPage());
}

void TestWelcome::namedForScreenReaders()
{
    MainWindow w;
    showActive(w);
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        w.setLanguage(lang, false);
        WelcomePage* page = w.welcomePage();
        QVERIFY(!page->accessibleName().isEmpty());
        const auto buttons = page->findChildren<QPushButton*>();
        QCOMPARE(buttons.size(), 6);
        for (QPushButton* b : buttons) {
            QVERIFY2(!b->accessibleName().isEmpty(), qPrintable(b->objectName()));
            QVERIFY2(!b->accessibleDescription().isEmpty(), qPrintable(b->objectName()));
            QVERIFY2(b->focusPolicy() & Qt::TabFocus, qPrintable(b->objectName()));
            // The key is shown on the button.
            QVERIFY2(b->text().contains(QLatin1Char('(')), qPrintable(b->text()));
        }
        QVERIFY(!page->recentList()->accessibleName().isEmpty());
    }
    QCOMPARE(w.welcomePage()->openButton()->text(), QStringLiteral("Ouvrir une partie… (Ctrl+O)"));
}

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
