// What a screen reader finds: the accessibility tree of the main window (Play mode in a game,
// the Tile sets mode) and of the main dialogs walked through QAccessible, every control named;
// the board's description in words (the tile drawn, the last move, the cell under the pointer),
// and each turn announced in the status region.
#include "boardview.h"
#include "docks.h"
#include "gametext.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "newgamedialog.h"
#include "texts.h"
#include "tileseteditor.h"
#include "testpaths.h"
#include "widgettest.h"

#include <QAccessible>
#include <QLabel>
#include <QTabWidget>
#include <QStandardPaths>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

GameRecord loadTestRecord(const char* name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(std::string(SWC_TEST_DATA_DIR "/records/") + name, errors);
    return rec ? *rec : GameRecord{};
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
// no accessible name.
void collectUnnamed(QAccessibleInterface* iface, QStringList* out, int depth = 0)
{
    if (!iface || depth > 40 || iface->state().invisible) return;
    const QAccessible::State st = iface->state();
    const bool acts = interactive(iface->role()) || (st.focusable && iface->object());
    if (acts && iface->text(QAccessible::Name).trimmed().isEmpty()) *out << describe(iface);
    // The rows of big lists and tables are named by their text: the first ones stand for the rest.
    const int children = std::min(iface->childCount(), 60);
    for (int i = 0; i < children; ++i) collectUnnamed(iface->child(i), out, depth + 1);
}

QStringList unnamedIn(QWidget* w)
{
    QStringList out;
    collectUnnamed(QAccessible::queryAccessibleInterface(w), &out);
    for (const QString& u : out) qWarning("unnamed: %s", qPrintable(u));  // the whole list (a failure's message is cut)
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
};

void TestAccessibility::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestAccessibility::everyControlIsNamed_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

// The Play mode before and during a game and the Tile sets mode, walked from the main window.
void TestAccessibility::everyControlIsNamed()
{
    QFETCH(QString, language);
    MainWindow w;
    w.setLanguage(language, false);
    w.resize(1400, 900);
    showActive(w);
    QStringList missing = unnamedIn(&w);  // before a game
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    QVERIFY(rec.tileset);
    QVERIFY(w.startGame(rec));
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
