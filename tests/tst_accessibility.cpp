// What a screen reader finds: the accessibility tree of the main window (the Play mode before and
// in a game, the Review mode, the Tile sets mode's pages) and of the main dialogs walked through
// QAccessible, every control named; the board's description in words (the tile drawn, the last
// move, the cell under the pointer), and each turn announced in the status region.
#include "boardview.h"
#include "boardwords.h"
#include "docks.h"
#include "gametext.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "newgamedialog.h"
#include "testrecords.h"
#include "texts.h"
#include "tileart.h"
#include "tileseteditor.h"
#include "testpaths.h"
#include "widgettest.h"

#include <QAccessible>
#include <QLabel>
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
void collectUnnamed(QAccessibleInterface* iface, QStringList* out, int depth = 0)
{
    if (!iface || depth > 40 || iface->state().invisible) return;
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
    for (int i = 0; i < children; ++i) collectUnnamed(iface->child(i), out, depth + 1);
}

QStringList unnamedIn(QWidget* w)
{
    QStringList out;
    collectUnnamed(QAccessible::queryAccessibleInterface(w), &out);
    for (const QString& u : out) qWarning("missing: %s", qPrintable(u));  // the whole list (a failure's message is cut)
    return out;
}

}  // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyControlIsNamed_data();
    void everyControlIsNamed();
    void dialogsNameTheirControls_data();
    void dialogsNameTheirControls();
    void boardSaysTheTileAndTheLastMove_data();
    void boardSaysTheTileAndTheLastMove();
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
    w.setLanguage(language, false);
    w.resize(1400, 900);
    showActive(w);
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

void TestAccessibility::dialogsNameTheirControls_data()
{
    QTest::addColumn<QString>("dialog");
    for (const char* d : {"new game", "host", "join"}) QTest::newRow(d) << QString::fromLatin1(d);
}

void TestAccessibility::dialogsNameTheirControls()
{
    QFETCH(QString, dialog);
    std::unique_ptr<QDialog> d;
    if (dialog == QStringLiteral("new game")) d = std::make_unique<NewGameDialog>();
    else if (dialog == QStringLiteral("host")) d = std::make_unique<HostDialog>();
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
    w.setLanguage(language, false);
    w.resize(1400, 900);
    showActive(w);
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
