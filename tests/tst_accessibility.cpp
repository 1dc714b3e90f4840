// What a screen reader finds: the accessibility tree of the main window (the Play mode before and
// in a game, the Review mode, the Tile sets mode's pages) and of the main dialogs walked through
// QAccessible, every control named; the board's description in words (the tile drawn, the last
// move, the cell under the pointer), and each turn announced in the status region.
#include "boardview.h"
#include "boardwords.h"
#include "gametext.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "onlinedialog.h"
#include "newgamedialog.h"
#include "reviewpage.h"
#include "testrecords.h"
#include "texts.h"
#include "tileart.h"
#include "tileseteditor.h"
#include "testpaths.h"
#include "widgettest.h"

#include <QAccessible>
#include <QLabel>
#include <QListWidget>
#include <QTabWidget>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// The rulebook's three-tile route game, from its first turn, every seat at this screen.
GameRecord newRouteGame()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    return rec;
}

// The window shown and active at the size the tests are written for, in `language` (not remembered).
void showInLanguage(MainWindow& w, const QString& language)
{
    w.setLanguage(language, false);
    w.resize(1400, 900);
    showActive(w);
}

// The roles a person acts on: each needs a name a screen reader can say.
bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
    case QAccessible::MenuItem:
    case QAccessible::Link:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::ListItem:
        return true;
    default:
        return false;
    }
}

// What an interface is, for the failure message: its role, class and object name.
QString describe(QAccessibleInterface* iface)
{
    QString where;
    for (const QObject* o = iface->object(); o; o = o->parent())
        where += QStringLiteral(" < %1 \"%2\"").arg(QString::fromLatin1(o->metaObject()->className()), o->objectName());
    return QStringLiteral("role %1%2").arg(static_cast<int>(iface->role())).arg(where.isEmpty() ? QStringLiteral(" (item)") : where);
}

// Every shown control under `iface` that a person can act on or give the focus to, and that has
// no accessible name; and every view (a list, a table, a text, the board) without a description.
void collectUnnamed(QAccessibleInterface* iface, QStringList* out, int depth = 0, bool hiddenToo = false)
{
    if (!iface || depth > 40 || (iface->state().invisible && !hiddenToo)) return;
    const QAccessible::State st = iface->state();
    const bool acts = interactive(iface->role()) || (st.focusable && iface->object());
    if (acts && iface->text(QAccessible::Name).trimmed().isEmpty()) *out << describe(iface);
    // The panels' big views (lists, tables, texts, the board) say what they hold too (a tab
    // bar's tabs are its names).
    const bool view = iface->role() != QAccessible::PageTabList &&
                      ((st.focusable && !interactive(iface->role())) || iface->role() == QAccessible::List ||
                       iface->role() == QAccessible::Table);
    if (view && iface->object() && iface->text(QAccessible::Description).trimmed().isEmpty())
        *out << QStringLiteral("no description: ") + describe(iface);
    // The rows of big lists and tables are named by their text: the first ones stand for the rest.
    const int children = std::min(iface->childCount(), 60);
    for (int i = 0; i < children; ++i) collectUnnamed(iface->child(i), out, depth + 1, hiddenToo);
}

// `hiddenToo`: the hidden parts of the tree as well, as a screen reader's tree holds them (the
// platform's bridge lists every child, shown or not).
QStringList unnamedIn(QWidget* w, bool hiddenToo = false)
{
    QStringList out;
    collectUnnamed(QAccessible::queryAccessibleInterface(w), &out, 0, hiddenToo);
    for (const QString& u : out) qWarning("missing: %s", qPrintable(u));  // the whole list (a failure's message is cut)
    return out;
}

// Every interface of the tree under `iface`, hidden ones too, whose object (or an ancestor of it)
// is named `name`.
void collectNamed(QAccessibleInterface* iface, const QString& name, QStringList* out, int depth = 0)
{
    if (!iface || depth > 40) return;
    for (const QObject* o = iface->object(); o; o = o->parent())
        if (o->objectName() == name) {
            *out << describe(iface);
            return;
        }
    for (int i = 0; i < iface->childCount(); ++i) collectNamed(iface->child(i), name, out, depth + 1);
}

}  // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyControlIsNamed_data();
    void everyControlIsNamed();
    void localGameTreeHoldsNoHiddenStrangers();
    void tilesToComeAreToldApart();
    void dialogsNameTheirControls_data();
    void dialogsNameTheirControls();
    void boardSaysTheTileAndTheLastMove_data();
    void boardSaysTheTileAndTheLastMove();
    void announcerSaysThePositionShown();
};

void TestAccessibility::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestAccessibility::everyControlIsNamed_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

// The Play mode before and during a game, the Review mode and the Tile sets mode's pages, walked
// from the main window.
void TestAccessibility::everyControlIsNamed()
{
    QFETCH(QString, language);
    MainWindow w;
    showInLanguage(w, language);
    QStringList missing = unnamedIn(&w);  // before a game
    GameRecord rec = newRouteGame();
    QVERIFY(rec.tileset);
    rec.rules.set(Variant::IntelAndRumours);  // the face-up row's buttons too
    QVERIFY(w.startGame(rec));
    missing << unnamedIn(&w);
    // The Review mode on that game after a turn: its board, timeline and charts.
    GameSession* s = w.session();
    QVERIFY(s->chooseFromPile());  // Intel and Rumours: the pile rather than a face-up tile
    QVERIFY(!s->legalPlacements().empty());
    s->setRotation(s->legalPlacements().front().rotation);
    QVERIFY(s->place(s->legalPlacements().front().at));
    QVERIFY(s->chooseMeeple({}));
    QVERIFY(s->confirm());
    w.reviewCurrentGame();
    QTRY_COMPARE(w.mode(), MainWindow::Mode::Review);
    missing << unnamedIn(&w);
    w.setMode(MainWindow::Mode::Tilesets);
    QTRY_VERIFY(w.tilesetEditor()->isVisible());
    auto* pages = w.tilesetEditor()->findChild<QTabWidget*>(QStringLiteral("editorPages"));
    QVERIFY(pages);
    for (int page = 0; page < pages->count(); ++page) {  // the tiles, the rules, the balance lab
        pages->setCurrentIndex(page);
        missing << unnamedIn(&w);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    w.setMode(MainWindow::Mode::Play);
}

// The tree as a screen reader walks it, the hidden parts included: in a local game every control
// has a name (the face-up tiles' buttons of Intel and Rumours, hidden, and the toolbars' extension
// buttons too), and the network's Chat panel and menu are not there at all.
void TestAccessibility::localGameTreeHoldsNoHiddenStrangers()
{
    MainWindow w;
    showInLanguage(w, QStringLiteral("en"));
    QVERIFY(w.startGame(newRouteGame()));
    QAccessibleInterface* root = QAccessible::queryAccessibleInterface(&w);
    const QStringList missing = unnamedIn(&w, true);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    QStringList network;
    for (const char* name : {"chatDock", "networkMenu"}) collectNamed(root, QString::fromLatin1(name), &network);
    QVERIFY2(network.isEmpty(), qPrintable(network.join(QStringLiteral("; "))));
}

// The Tiles to come panel names every face so that no two read the same, even where the tiles
// show the same features (the standard set has faces with the same fields on other edges).
void TestAccessibility::tilesToComeAreToldApart()
{
    // The case the names must meet: faces of the standard set that Texts::tile names alike.
    const auto standard = builtinTileset("standard");
    QVERIFY(standard);
    QStringList plainNames;
    for (const TileFace& f : standard->faces) plainNames << Texts::tile(f);
    QVERIFY(plainNames.removeDuplicates() > 0);
    for (const char* language : {"en", "fr"}) {
        MainWindow w;
        w.setLanguage(QString::fromLatin1(language), false);
        GameRecord rec;
        rec.tilesetRef = "standard";
        rec.tileset = builtinTileset("standard");
        QVERIFY(rec.tileset);
        rec.players = {Color::Red, Color::Black};
        rec.seed = 7;
        rec.seedGiven = true;
        QVERIFY(w.startGame(rec));
        auto* tiles = w.findChild<QListWidget*>(QStringLiteral("tilesLeft"));
        QVERIFY(tiles);
        QVERIFY(tiles->count() > 20);
        QStringList names;
        for (int i = 0; i < tiles->count(); ++i) names << tiles->item(i)->data(Qt::AccessibleTextRole).toString();
        for (const QString& n : names) QVERIFY2(names.count(n) == 1, qPrintable(n));
    }
}

void TestAccessibility::dialogsNameTheirControls_data()
{
    QTest::addColumn<QString>("dialog");
    for (const char* d : {"new game", "host", "join", "online", "create table"}) QTest::newRow(d) << QString::fromLatin1(d);
}

void TestAccessibility::dialogsNameTheirControls()
{
    QFETCH(QString, dialog);
    std::unique_ptr<QDialog> d;
    if (dialog == QStringLiteral("new game")) d = std::make_unique<NewGameDialog>();
    else if (dialog == QStringLiteral("host")) d = std::make_unique<HostDialog>();
    else if (dialog == QStringLiteral("online")) d = std::make_unique<OnlineDialog>();
    else if (dialog == QStringLiteral("create table")) d = std::make_unique<CreateTableDialog>();
    else d = std::make_unique<JoinDialog>();
    d->show();
    QVERIFY(QTest::qWaitForWindowExposed(d.get()));
    const QStringList missing = unnamedIn(d.get());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
}

void TestAccessibility::boardSaysTheTileAndTheLastMove_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tileToPlace");
    QTest::addColumn<QString>("lastMove");
    QTest::addColumn<QString>("turnOne");
    QTest::addColumn<QString>("fits");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Tile to place: ") << QStringLiteral("Last move – ")
                        << QStringLiteral("Turn 1: ") << QStringLiteral("The tile fits here as it is turned.");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Tuile à poser\u00a0: ") << QStringLiteral("Dernier coup – ")
                        << QStringLiteral("Tour 1\u00a0: ") << QStringLiteral("La tuile se pose ici telle qu’elle est tournée.");
}

// After a turn the board's description names the tile drawn and the last move as the log does,
// the cell under the pointer says whether the tile fits there, and the status region says the
// turn's log line (with a NameChanged event for screen readers).
void TestAccessibility::boardSaysTheTileAndTheLastMove()
{
    QFETCH(QString, language);
    QFETCH(QString, tileToPlace);
    QFETCH(QString, lastMove);
    QFETCH(QString, turnOne);
    QFETCH(QString, fits);
    MainWindow w;
    showInLanguage(w, language);
    QVERIFY(w.startGame(newRouteGame()));
    GameSession* s = w.session();
    BoardView* board = w.board();
    const Game& g = s->game();
    QVERIFY(g.drawnTile() >= 0);
    QVERIFY2(board->accessibleDescription().contains(tileToPlace + Texts::tile(g.tileset().faces[g.drawnTile()])),
             qPrintable(board->accessibleDescription()));
    QVERIFY(!board->accessibleDescription().contains(lastMove));

    auto* announcer = w.findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    // The events themselves go only to a screen reader: the offscreen platform has none to listen.
    QSignalSpy announced(announcer, &Announcer::announced);
    const Placement p = s->legalPlacements().front();
    s->setRotation(p.rotation);
    QVERIFY(s->place(p.at));
    QVERIFY(s->chooseMeeple({}));
    QVERIFY(s->confirm());
    // The log line as the log shows it, less the glyph before the player's name (a screen reader
    // would read it out as "black circle").
    QString logLine = QTextDocumentFragment::fromHtml(GameText::entryHtml(*s, s->history().back(), 1)).toRawText();
    const QString glyph = playerGlyphText(g.color(0)) + QChar(0x00a0);
    QVERIFY2(logLine.contains(glyph), qPrintable(logLine));
    logLine.remove(glyph);
    QVERIFY2(logLine.startsWith(turnOne), qPrintable(logLine));
    QCOMPARE(announcer->toolTip(), logLine);  // shown elided to the status bar's width, whole in its tooltip
    QVERIFY2(logLine.startsWith(QString(announcer->text()).remove(QChar(0x2026))), qPrintable(announcer->text()));
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), logLine);
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.front().front().toString(), logLine);

    const QString said = board->accessibleDescription();
    QVERIFY2(said.contains(lastMove + logLine), qPrintable(said));
    QVERIFY2(said.contains(tileToPlace + Texts::tile(g.tileset().faces[g.drawnTile()])), qPrintable(said));
    QCOMPARE(QAccessible::queryAccessibleInterface(board)->text(QAccessible::Description), said);

    // The cell under the pointer: a legal one says the tile fits as it is turned.
    const Placement next = s->legalPlacements().front();
    s->setRotation(next.rotation);
    board->setSpokenCell(next.at);
    QVERIFY2(board->accessibleDescription().contains(Texts::sentence(GameText::cellName(g, next.at))), qPrintable(board->accessibleDescription()));
    QVERIFY2(board->accessibleDescription().contains(fits), qPrintable(board->accessibleDescription()));
}

namespace {
// Plays the session's turn at its first legal placement, no meeple.
void playFirstPlacement(GameSession* s)
{
    const Placement p = s->legalPlacements().front();
    s->setRotation(p.rotation);
    QVERIFY(s->place(p.at));
    QVERIFY(s->chooseMeeple({}));
    QVERIFY(s->confirm());
}

// The log's line of history entry `i` (turn i + 1), as the announcer says it (no glyphs).
QString logLineOf(const GameSession& s, std::size_t i)
{
    QString line = QTextDocumentFragment::fromHtml(GameText::entryHtml(s, s.history()[i], static_cast<int>(i) + 1)).toRawText();
    for (int c = 0; c < kColors; ++c) line.remove(playerGlyphText(static_cast<Color>(c)) + QChar(0x00a0));
    return line;
}
}  // namespace

// The status region describes the position shown, in the language shown, for the mode shown: an
// undo says the turn it goes back to, a redo the turn played again, a new language says the same
// line in that language, and the Tile sets and Review modes say what they show, not the game's
// last turn.
void TestAccessibility::announcerSaysThePositionShown()
{
    MainWindow w;
    showInLanguage(w, QStringLiteral("en"));
    QVERIFY(w.startGame(newRouteGame()));
    GameSession* s = w.session();
    auto* announcer = w.findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    playFirstPlacement(s);
    playFirstPlacement(s);
    QCOMPARE(s->history().size(), std::size_t{2});
    const QString turnOne = logLineOf(*s, 0), turnTwo = logLineOf(*s, 1);
    QVERIFY2(turnTwo.startsWith(QStringLiteral("Turn 2: ")), qPrintable(turnTwo));
    QCOMPARE(announcer->toolTip(), turnTwo);

    auto* undo = w.findChild<QAction*>(QStringLiteral("undo"));
    auto* redo = w.findChild<QAction*>(QStringLiteral("redo"));
    QVERIFY(undo && redo);
    QSignalSpy announced(announcer, &Announcer::announced);
    undo->trigger();
    QCOMPARE(s->history().size(), std::size_t{1});
    // The rulebook's route game seats red first: after turn 1 it is the second seat's turn again.
    const QString second = GameText::seatName(*s, 1);
    const QString back = QStringLiteral("Taken back. %1 to play. Last move – %2").arg(second, turnOne);
    QCOMPARE(announcer->toolTip(), back);
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), back);
    QCOMPARE(announced.size(), 1);
    undo->trigger();
    QVERIFY(s->history().empty());
    QCOMPARE(announcer->toolTip(), QStringLiteral("Taken back. %1 to play. No turn has been played yet.")
                                       .arg(GameText::seatName(*s, 0)));
    redo->trigger();
    redo->trigger();
    QCOMPARE(s->history().size(), std::size_t{2});
    QCOMPARE(announcer->toolTip(), turnTwo);

    // The Tile sets mode says the set edited; the Review mode the step shown; Play the game again.
    w.setMode(MainWindow::Mode::Tilesets);
    // A new window's editor holds the one-tile set it starts with.
    QVERIFY2(announcer->toolTip().startsWith(QStringLiteral("Tile set “New tile set”: 1 tile (1 kind), 0 planets;")),
             qPrintable(announcer->toolTip()));
    QVERIFY(!announcer->toolTip().contains(QStringLiteral("Turn 2")));
    w.reviewCurrentGame();
    QTRY_COMPARE(w.mode(), MainWindow::Mode::Review);
    QTRY_VERIFY2(announcer->toolTip().startsWith(QStringLiteral("Review – ")), qPrintable(announcer->toolTip()));
    w.reviewPage()->setStep(-1);
    QCOMPARE(announcer->toolTip(), QStringLiteral("Review – Start of the game"));
    w.setMode(MainWindow::Mode::Play);
    QCOMPARE(announcer->toolTip(), turnTwo);

    // A new language: the same turn, said in French.
    w.setLanguage(QStringLiteral("fr"), false);
    QTRY_VERIFY2(announcer->toolTip().startsWith(QStringLiteral("Tour 2\u00a0: ")), qPrintable(announcer->toolTip()));
    QCOMPARE(announcer->toolTip(), logLineOf(*s, 1));
    undo->trigger();
    QVERIFY2(announcer->toolTip().startsWith(QStringLiteral("Coup repris. ")), qPrintable(announcer->toolTip()));
    w.setLanguage(QStringLiteral("en"), false);
    QTRY_VERIFY2(announcer->toolTip().startsWith(QStringLiteral("Taken back. ")), qPrintable(announcer->toolTip()));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
