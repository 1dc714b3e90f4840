// The tile-set editor: every edit and its undo on the model, YAML round trips, and a set built
// from nothing in the real window, saved, reopened and played to the end.
#include "autosave.h"
#include "random_play.h"
#include "record.h"
#include "testpaths.h"
#include "problemsdock.h"
#include "tilesetdocument.h"
#include "printdialog.h"
#include "tileseteditor.h"
#include "artpanel.h"
#include "balancepage.h"
#include "rulespage.h"
#include "texts.h"
#include "widgettest.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressDialog>

#include <QCheckBox>
#include <QHeaderView>
#include <QTranslator>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::editor;

namespace {
std::string text(const TilesetDocument& d) { return writeTileset(d.set()); }

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QStringList problemTexts(const TilesetEditor& w)
{
    QStringList out;
    for (int i = 0; i < w.errorList()->count(); ++i) out << w.errorList()->item(i)->text();
    return out;
}

// The recovery copies in the autosave folder (the editor's kind).
QStringList recoveryFiles()
{
    QStringList out;
    for (const QFileInfo& f : QDir(ui::Autosave::directory()).entryInfoList({QStringLiteral("*.tileset.json")}, QDir::Files))
        out << f.absoluteFilePath();
    return out;
}

// A face with 12 rebel symbols on its planet (the form's box once stopped at 9).
const QByteArray kTwelveSymbols = "format: 1\nname: Twelve\ntiles:\n  - id: start\n    start: true\n"
                                  "    edges: [space, space, space, space]\n  - id: rich\n    count: 2\n"
                                  "    edges: [space, space, space, space]\n"
                                  "    planet: {symbols: [rebel, rebel, rebel, rebel, rebel, rebel, rebel, rebel, rebel, "
                                  "rebel, rebel, rebel]}\n";
// Starts 20 games of random players on 2 seats on the Balance page (with the standard set beside
// them when `compare`).
void runRandomGames(BalancePage* page, bool compare)
{
    page->gamesBox()->setValue(20);
    page->playersBox()->setValue(2);
    page->levelBox()->setCurrentIndex(0);  // random
    page->compareBox()->setChecked(compare);
    page->runButton()->click();
}

}  // namespace

class TestEditor : public QObject
{
    Q_OBJECT

private slots:
    // The program always installs its translation (English holds the plural forms, "%n tile(s)"
    // giving "1 tile" and "9 tiles"): the editor is shown in the main window, which does it.
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // recovery copies and settings in a test folder
        QVERIFY(english_.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
        QCoreApplication::installTranslator(&english_);
    }
    void init() { QDir(ui::Autosave::directory()).removeRecursively(); }
    void everyEditUndoes_data();
    void everyEditUndoes();
    void edgeChangesKeepSegmentsConsistent();
    void yamlRoundTripStandard();
    void yamlRoundTripWritten();
    void rulesKeptThroughEdits();
    void rulesPageEditsTheRules();
    void balancePageRunsOffThread();
    void balancePageCancels();
    void balancePageKeepsAPartialComparison();
    void balancePageInFrench();
    void setWithProblemsIsSavedAsItIs();
    void buildSaveReopenPlay();
    void yamlTextEditsTheSet();
    void textWithAProblemShowsNoStaleTile();
    void longTileIdsShowWhole();
    void symbolHeadersReadWhole();
    void formNeverOverlapsWhenShort();
    void unparsableTextIsKeptAndMarked();
    void brokenSetsOpenToBeFixed_data();
    void brokenSetsOpenToBeFixed();
    void playingABrokenSetIsRefused();
    void printingABrokenSetIsRefused();
    void printingWritesTheSheets();
    void formShowsNumbersAsTheyAre();
    void spinStepsAreOneUndo();
    void recoveryCopyFollowsTheWork();
    void largeSetOpensOffThread();
    void saveAsStartsInTheSetsFolder();
    void faceArtImportedPreviewedRemoved();

private:
    QTranslator english_;
};

void TestEditor::everyEditUndoes_data()
{
    QTest::addColumn<int>("edit");
    const char* names[] = {"edge", "join", "separate", "planet", "symbols", "count", "id", "start", "add", "duplicate", "remove", "name"};
    for (int i = 0; i < 12; ++i) QTest::newRow(names[i]) << i;
}

void TestEditor::everyEditUndoes()
{
    QFETCH(int, edit);
    TilesetDocument d;
    d.replaceSet(*builtinTileset("standard"), QStringLiteral("load"));
    d.undoStack()->clear();
    const std::string before = text(d);
    const int straight = d.set().findFace("route-straight");
    const int corner = d.set().findFace("asteroid-corner");  // one field N-W
    const int opposite = d.set().findFace("asteroid-opposite");  // fields E and W apart
    switch (edit) {
    case 0: d.setEdge(straight, 1, Edge::Asteroid); QCOMPARE(d.face(straight).edges[1], Edge::Asteroid); break;
    case 1: d.setJoined(opposite, FeatureKind::Asteroid, 1, 3, true); QCOMPARE(d.face(opposite).asteroids.size(), std::size_t(1)); break;
    case 2: d.setJoined(corner, FeatureKind::Asteroid, 0, 3, false); QCOMPARE(d.face(corner).asteroids.size(), std::size_t(2)); break;
    case 3: d.setPlanet(straight, true); QVERIFY(d.face(straight).planet); break;
    case 4: d.setSymbols(straight, FeatureKind::Route, 0, Faction::Empire, 2); QCOMPARE(d.face(straight).routes[0].symbols[1], 2); break;
    case 5: d.setCount(straight, 12); QCOMPARE(d.face(straight).count, 12); break;
    case 6: QVERIFY(d.setId(straight, QStringLiteral("lane"))); QCOMPARE(d.face(straight).id, std::string("lane")); break;
    case 7: d.setStart(straight); QCOMPARE(d.set().startFace(), straight); QCOMPARE(d.face(straight).count, 1); break;
    case 8: QCOMPARE(d.addFace(), 43); QCOMPARE(d.faceCount(), 44); break;
    case 9: QCOMPARE(d.duplicateFace(straight), straight + 1); QCOMPARE(d.face(straight + 1).id, std::string("route-straight-2")); break;
    case 10: d.removeFace(straight); QCOMPARE(d.set().findFace("route-straight"), -1); break;
    case 11: d.setName(QStringLiteral("Outer Rim")); QCOMPARE(d.set().name, std::string("Outer Rim")); break;
    }
    const std::string after = text(d);
    QVERIFY(after != before);
    QVERIFY(d.isModified());
    d.undoStack()->undo();
    QCOMPARE(text(d), before);
    d.undoStack()->redo();
    QCOMPARE(text(d), after);
}

void TestEditor::edgeChangesKeepSegmentsConsistent()
{
    TilesetDocument d;
    const int f = d.addFace();
    d.setEdge(f, 0, Edge::Route);
    d.setEdge(f, 1, Edge::Route);
    d.setJoined(f, FeatureKind::Route, 0, 1, true);
    QCOMPARE(d.face(f).routes.size(), std::size_t(1));
    QCOMPARE(int(d.face(f).routes[0].sides), 0b0011);
    // Turning E into an asteroid edge takes it out of the route and gives it a field.
    d.setEdge(f, 1, Edge::Asteroid);
    QCOMPARE(int(d.face(f).routes[0].sides), 0b0001);
    QCOMPARE(d.face(f).asteroids.size(), std::size_t(1));
    QCOMPARE(int(d.face(f).asteroids[0].sides), 0b0010);
    // Back to space: the field goes.
    d.setEdge(f, 1, Edge::Space);
    QVERIFY(d.face(f).asteroids.empty());
    QVERIFY(validateTileset(d.set()).empty());
    // An id taken by another face is refused.
    QVERIFY(!d.setId(f, QStringLiteral("start")));
}

void TestEditor::yamlRoundTripStandard()
{
    const auto set = builtinTileset("standard");
    std::vector<TilesetError> errors;
    const auto again = parseTileset(writeTileset(*set), "w.yaml", errors);
    QVERIFY(again);
    QVERIFY(*again == *set);
}

void TestEditor::yamlRoundTripWritten()
{
    QTemporaryDir dir;
    TilesetDocument d;
    const int f = d.addFace();
    d.setEdge(f, 0, Edge::Asteroid);
    d.setEdge(f, 1, Edge::Asteroid);
    d.setJoined(f, FeatureKind::Asteroid, 0, 1, true);
    d.setSymbols(f, FeatureKind::Asteroid, 0, Faction::Bounty, 2);
    d.setPlanet(f, true);
    d.setSymbols(f, FeatureKind::Planet, -1, Faction::Rebel, 1);
    d.setCount(f, 4);
    QString error;
    const QString path = dir.filePath(QStringLiteral("set.yaml"));
    QVERIFY2(d.save(path, &error), qPrintable(error));
    QVERIFY(!d.isModified());
    TilesetDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.set() == d.set());
}

// A set's rules: section survives the editor's edits, their undo, saving and reopening.
void TestEditor::rulesKeptThroughEdits()
{
    QTemporaryDir dir;
    TilesetDocument d;
    QString error;
    QVERIFY2(d.load(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/house-rules.yaml"), &error), qPrintable(error));
    const SetRules rules = d.set().rules;
    QCOMPARE(rules.scoring.planet, 6);  // the file's
    QVERIFY(rules.has(Variant::IntelAndRumours));
    d.setCount(1, 5);
    d.setName(QStringLiteral("Renamed"));
    QVERIFY(d.set().rules == rules);
    QVERIFY(text(d).find("  planet: 6\n") != std::string::npos);
    d.undoStack()->undo();
    d.undoStack()->undo();
    QVERIFY(d.set().rules == rules);
    const QString path = dir.filePath(QStringLiteral("house.yaml"));
    QVERIFY2(d.save(path, &error), qPrintable(error));
    TilesetDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.set() == d.set());
    QVERIFY(other.set().rules == rules);
}

// A set that breaks a rule is saved as it is (only playing it is refused): it reads back with
// the same problem.
void TestEditor::setWithProblemsIsSavedAsItIs()
{
    QTemporaryDir dir;
    TilesetDocument d;
    Tileset broken = d.set();
    broken.faces[0].start = false;  // no start tile
    d.assignSet(broken);
    QString error;
    const QString path = dir.filePath(QStringLiteral("broken.yaml"));
    QVERIFY2(d.save(path, &error), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray::fromStdString(writeTileset(broken)));
    const SetText back = SetText::readFile(path);
    QVERIFY(back.complete);
    QVERIFY(*back.set == broken);
    QCOMPARE(static_cast<int>(back.problems.size()), 1);
    QCOMPARE(back.problems[0].code, TilesetErrorCode::NoStartFace);
}

void TestEditor::buildSaveReopenPlay()
{
    QTemporaryDir dir;
    TilesetEditor w;
    w.show();
    w.action(QStringLiteral("newSet"))->trigger();
    // A straight route: add a tile, click its N and S edges (space -> route), join them.
    w.action(QStringLiteral("addFace"))->trigger();
    QCOMPARE(w.currentFace(), 1);
    EdgePreview* p = w.preview();
    const QPoint c(p->width() / 2, p->height() / 2);
    const int reach = std::min(p->width(), p->height()) / 2 - 10;
    QTest::mouseClick(p, Qt::LeftButton, {}, c - QPoint(0, reach));
    QTest::mouseClick(p, Qt::LeftButton, {}, c + QPoint(0, reach));
    QCOMPARE(w.document()->face(1).edges[0], Edge::Route);
    QCOMPARE(w.document()->face(1).edges[2], Edge::Route);
    w.joinBox(FeatureKind::Route, 4)->setChecked(true);  // N-S
    QCOMPARE(int(w.document()->face(1).routes[0].sides), 0b0101);
    w.countBox()->setValue(5);
    // The edges from the lists: E becomes an asteroid field and back to space.
    w.edgeBox(1)->setCurrentIndex(2);
    QCOMPARE(w.document()->face(1).edges[1], Edge::Asteroid);
    QCOMPARE(w.document()->face(1).asteroids.size(), std::size_t(1));
    w.edgeBox(1)->setCurrentIndex(0);
    QVERIFY(w.document()->face(1).asteroids.empty());
    // A planet with a rebel symbol, three copies.
    w.action(QStringLiteral("addFace"))->trigger();
    w.planetBox()->setChecked(true);
    auto* rebel = qobject_cast<QSpinBox*>(w.symbolTable()->cellWidget(0, 0));
    QVERIFY(rebel);
    rebel->setValue(1);
    w.countBox()->setValue(3);
    QCOMPARE(w.document()->set().totalTiles(), 9);
    QVERIFY(w.totalsLabel()->text().contains(QStringLiteral("9 tiles")));
    QVERIFY(w.totalsLabel()->text().contains(QStringLiteral("3 planets")));
    QVERIFY(w.totalsLabel()->text().contains(QStringLiteral("3 rebel")));
    QCOMPARE(w.errorList()->count(), 0);
    if (qEnvironmentVariableIsSet("SWC_EDITOR_SHOT")) w.grab().save(qEnvironmentVariable("SWC_EDITOR_SHOT"));

    const QString path = dir.filePath(QStringLiteral("small.yaml"));
    QString error;
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    TilesetEditor again;
    QVERIFY2(again.openFile(path, &error), qPrintable(error));
    QVERIFY(again.document()->set() == w.document()->set());

    // Play a whole game with it.
    const auto set = std::make_shared<const Tileset>(again.document()->set());
    Game g(set, {Color::Red, Color::Black}, {}, 3);
    Rng rng(4);
    RandomPlayScratch scratch;
    int turns = 0;
    while (playRandomTurn(g, rng, scratch)) ++turns;
    QVERIFY(g.isOver());
    QCOMPARE(static_cast<int>(g.placedTiles().size() + g.setAside().size()), 9);
    QVERIFY(turns >= 1);
}

void TestEditor::yamlTextEditsTheSet()
{
    TilesetEditor w;
    w.show();
    QString yaml = w.yamlEdit()->toPlainText();
    QVERIFY(yaml.contains(QStringLiteral("id: start")));
    yaml.replace(QStringLiteral("name: "), QStringLiteral("name: Renamed "));
    w.yamlEdit()->setPlainText(yaml);
    QTRY_VERIFY(QString::fromStdString(w.document()->set().name).startsWith(QStringLiteral("Renamed")));
    // One undo brings the text edit back.
    w.document()->undoStack()->undo();
    QVERIFY(!QString::fromStdString(w.document()->set().name).startsWith(QStringLiteral("Renamed")));
    // A broken text lists the error with its line and does not change the set.
    const Tileset before = w.document()->set();
    w.yamlEdit()->setPlainText(QStringLiteral("format: 1\nname: X\ntiles:\n  - {id: a, edges: [route]}\n"));
    QTRY_VERIFY(w.errorList()->count() > 0);
    QVERIFY2(w.errorList()->item(0)->text().startsWith(QStringLiteral("line 4")), qPrintable(w.errorList()->item(0)->text()));
    QVERIFY(w.document()->set() == before);
    // A message longer than the list is wide wraps, whole, within it (it was cut off).
    QListWidget* list = w.errorList();
    list->resize(200, list->height());
    QCoreApplication::processEvents();
    const QFontMetrics fm(list->font());
    QVERIFY(fm.horizontalAdvance(list->item(0)->text()) > list->viewport()->width());
    const QRect r = list->visualItemRect(list->item(0));
    QVERIFY2(r.right() <= list->viewport()->width() && r.height() >= 2 * fm.height(),
             qPrintable(QStringLiteral("%1x%2 in %3").arg(r.width()).arg(r.height()).arg(list->viewport()->width())));
}

// While the text has a problem the set cannot hold, the form and the list of tiles show nothing
// of the set's last valid state (issue 39: a tile deleted in the text stayed in the greyed
// form), and a notice says why; the text fixed, they show the set as the text says, the tile
// chosen before chosen again.
void TestEditor::textWithAProblemShowsNoStaleTile()
{
    TilesetEditor w;
    swc::test::showActive(w);
    w.document()->open(*SetText::read(QString::fromUtf8(kTwelveSymbols), QString()).set, QString());
    w.selectFace(1);
    QCOMPARE(w.idEdit()->text(), QStringLiteral("rich"));
    QVERIFY(!w.textNotice()->isVisible());
    // The face "rich" deleted in the text, and a bracket left open: not YAML any more.
    QString yaml = w.yamlEdit()->toPlainText();
    const qsizetype rich = yaml.indexOf(QStringLiteral("  - id: rich"));
    QVERIFY(rich > 0);
    yaml.truncate(rich);
    yaml += QStringLiteral("  - id: other\n    count: [1\n");
    w.yamlEdit()->setFocus();
    w.yamlEdit()->setPlainText(yaml);
    QTRY_VERIFY(w.isTextOnly());
    QCOMPARE(w.faceList()->count(), 0);
    QVERIFY(!w.idEdit()->isVisible());
    QVERIFY(!w.preview()->isVisible());
    QVERIFY(w.textNotice()->isVisible());
    QVERIFY(w.textNotice()->text().contains(QStringLiteral("see Problems")));
    QVERIFY(w.totalsLabel()->text().isEmpty());
    // Fixed: the two faces the text now has, the second one chosen as before.
    yaml.replace(QStringLiteral("count: [1"), QStringLiteral("count: 1\n    edges: [space, space, space, route]"));
    w.yamlEdit()->setPlainText(yaml);
    QTRY_VERIFY(!w.isTextOnly());
    QCOMPARE(w.faceList()->count(), 2);
    QVERIFY(!w.textNotice()->isVisible());
    QVERIFY(w.idEdit()->isVisible());
    QCOMPARE(w.currentFace(), 1);
    QCOMPARE(w.idEdit()->text(), QStringLiteral("other"));
    QVERIFY(!w.totalsLabel()->text().isEmpty());
}

// A long tile id is cut in its middle in the list (its copies stay in view) and is whole in
// the tooltip, which names the tile too.
void TestEditor::longTileIdsShowWhole()
{
    TilesetEditor w;
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    w.show();
    const QString id = QStringLiteral("planet-with-a-rebel-symbol-and-an-identifier-far-too-long-for-the-list");
    w.yamlEdit()->setPlainText(w.yamlEdit()->toPlainText().replace(QStringLiteral("id: planet"), QStringLiteral("id: ") + id));
    QListWidget* list = w.faceList();
    QTRY_COMPARE(list->count(), 3);
    QTRY_VERIFY(list->item(2)->text().startsWith(id));
    QCOMPARE(list->textElideMode(), Qt::ElideMiddle);
    QCOMPARE(list->item(2)->toolTip(), id + QStringLiteral(": a planet tile with a rebel symbol (2 in the set)"));
    QCOMPARE(list->item(0)->toolTip(), QStringLiteral("start: a tile of empty space, the start tile"));
}

// The symbols table's headers read whole in the window's usual size, in French too, where
// "Chasseurs de primes" was cut to "hasseurs de prime" between columns of equal widths.
void TestEditor::symbolHeadersReadWhole()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
    QCoreApplication::installTranslator(&french);
    const auto restore = qScopeGuard([&french] { QCoreApplication::removeTranslator(&french); });
    TilesetEditor w;
    w.document()->newCopy(*builtinTileset("standard"));
    w.selectFace(1);
    w.resize(1300, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTableWidget* table = w.symbolTable();
    QHeaderView* header = table->horizontalHeader();
    QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Chasseurs de primes"));
    for (int c = 0; c < table->columnCount(); ++c) {
        const QString text = table->horizontalHeaderItem(c)->text();
        QVERIFY2(header->sectionSize(c) > header->fontMetrics().horizontalAdvance(text), qPrintable(text));
    }
    // Whole in view: the last column ends within the table's viewport.
    QVERIFY(header->sectionViewportPosition(2) + header->sectionSize(2) <= table->viewport()->width());
}

// In a short window (a small screen, large text) the tile's form scrolls: its picture, fields and
// labels never overlap (the picture was drawn over the hint and the Id field), and the list of
// tiles keeps every row within its width.
void TestEditor::formNeverOverlapsWhenShort()
{
    TilesetEditor w;
    w.document()->newCopy(*builtinTileset("standard"));
    w.resize(860, 480);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QWidget* preview = w.findChild<EdgePreview*>();
    QVERIFY(preview);
    const QRect picture(preview->mapTo(&w, QPoint()), preview->size());
    QVERIFY2(picture.height() >= preview->minimumHeight(), qPrintable(QString::number(picture.height())));
    for (QWidget* other : preview->parentWidget()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (other == preview || !other->isVisible()) continue;
        const QRect r(other->mapTo(&w, QPoint()), other->size());
        QVERIFY2(!picture.intersects(r), qPrintable(QStringLiteral("%1 overlaps the picture").arg(QString::fromLatin1(other->metaObject()->className()))));
    }
    QListWidget* list = w.faceList();
    for (int i = 0; i < list->count(); ++i)
        QVERIFY2(list->visualItemRect(list->item(i)).right() < list->viewport()->width(), qPrintable(list->item(i)->text()));
}

void TestEditor::unparsableTextIsKeptAndMarked()
{
    // A saved set, then text that does not parse typed into the YAML pane: it is kept as
    // unsaved work, marked, never replaced by the last valid version, and never lost: Save asks
    // whether to save text that is not YAML, and writes it as typed.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("set.yaml"));
    TilesetEditor w;
    swc::test::showActive(w);
    QString error;
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    const QByteArray saved = readAll(path);
    QVERIFY(!w.isWindowModified());
    QString yaml = w.yamlEdit()->toPlainText();
    QVERIFY(yaml.contains(QStringLiteral("count: 1")));
    yaml.replace(QStringLiteral("count: 1"), QStringLiteral("count: [1"));  // not YAML any more
    w.yamlEdit()->setFocus();
    w.yamlEdit()->setPlainText(yaml);
    QTRY_VERIFY(w.isTextOnly());
    QVERIFY(w.errorList()->count() > 0);
    QVERIFY2(w.problemsDock()->windowTitle().startsWith(QStringLiteral("Problems (")), qPrintable(w.problemsDock()->windowTitle()));
    QVERIFY(w.isWindowModified());
    QVERIFY(w.windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(w.hasUnsavedChanges());
    QVERIFY(!w.faceList()->isEnabled());
    // Save warns that the text is not YAML; Cancel: the file and the text stay as they were.
    auto warned = swc::test::whenShown<QMessageBox>([](QMessageBox* box) {
        QCOMPARE(box->text(), QStringLiteral("This text is not valid YAML; save it anyway?"));
        box->button(QMessageBox::Cancel)->click();
    });
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(*warned);
    QCOMPARE(readAll(path), saved);
    QCOMPARE(w.yamlEdit()->toPlainText(), yaml);
    QVERIFY(w.isWindowModified());
    // Closing asks; Cancel keeps the window and the text.
    auto asked = swc::test::answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QTRY_VERIFY(*asked);
    QVERIFY(w.isVisible());
    QCOMPARE(w.yamlEdit()->toPlainText(), yaml);
    // Save anyway: the file on disk is the typed text, and nothing is unsaved any more.
    auto saveAnyway = swc::test::answerNextMessageBox(QMessageBox::Save);
    w.action(QStringLiteral("saveSet"))->trigger();
    QTRY_VERIFY(*saveAnyway);
    QCOMPARE(QString::fromUtf8(readAll(path)), yaml);
    QVERIFY(!w.hasUnsavedChanges());
    QVERIFY(!w.isWindowModified());
    QCOMPARE(w.document()->filePath(), path);
    // Reopened, the text comes back as it was written, with its problems.
    TilesetEditor again;
    QVERIFY2(again.openFile(path, &error), qPrintable(error));
    QVERIFY(again.isTextOnly());
    QCOMPARE(again.yamlEdit()->toPlainText(), yaml);
    QVERIFY(!again.hasUnsavedChanges());
    // Fixed: the set follows the text again and is saved as a set.
    yaml.replace(QStringLiteral("count: [1"), QStringLiteral("count: 1"));
    w.yamlEdit()->setPlainText(yaml);
    QTRY_COMPARE(w.errorList()->count(), 0);
    QVERIFY(!w.isTextOnly());
    QVERIFY(w.faceList()->isEnabled());
    QVERIFY(w.hasUnsavedChanges());  // the file still holds the broken text
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    QVERIFY(!w.hasUnsavedChanges());
    QCOMPARE(readAll(path), saved);
}

// The Rules page: the house-rule boxes and the numbers edit the set's rules, each edit undoable,
// the YAML text follows (only what differs from the rulebook), and it reads back the same.
void TestEditor::rulesPageEditsTheRules()
{
    TilesetEditor w;
    w.document()->newCopy(*builtinTileset("standard"));
    RulesPage* page = w.rulesPage();
    QCOMPARE(w.pages()->tabText(1), QStringLiteral("Rules"));
    // The rulebook's numbers shown for the standard set: a completed planet 9, dice cap 3.
    QCOMPARE(page->findChild<QSpinBox*>(QStringLiteral("rule-planet"))->value(), 9);
    QCOMPARE(page->findChild<QSpinBox*>(QStringLiteral("rule-dice-max"))->value(), 3);
    QVERIFY(!page->resetButton()->isEnabled());
    QVERIFY(w.yamlEdit()->toPlainText().indexOf(QStringLiteral("rules:")) < 0);

    page->variantBox(static_cast<int>(Variant::Endgame))->click();
    QSpinBox* planet = page->findChild<QSpinBox*>(QStringLiteral("rule-planet"));
    planet->setValue(12);
    QVERIFY(w.document()->set().rules.has(Variant::Endgame));
    QCOMPARE(w.document()->set().rules.scoring.planet, 12);
    QVERIFY(page->resetButton()->isEnabled());
    const QString yaml = w.yamlEdit()->toPlainText();
    QVERIFY2(yaml.contains(QStringLiteral("rules:")) && yaml.contains(QStringLiteral("planet: 12")) &&
                 yaml.contains(QStringLiteral("endgame")),
             qPrintable(yaml));
    QVERIFY2(!yaml.contains(QStringLiteral("route-tile")), qPrintable(yaml));  // unchanged numbers are not written
    // The text reads back to the same rules.
    std::vector<TilesetError> errors;
    const auto back = parseTileset(yaml.toStdString(), "yaml", errors);
    QVERIFY(back);
    QVERIFY(back->rules == w.document()->set().rules);

    // Undo: the number, then the house rule; redo brings them back; the page follows.
    QUndoStack* stack = w.document()->undoStack();
    stack->undo();
    QCOMPARE(w.document()->set().rules.scoring.planet, 9);
    QCOMPARE(planet->value(), 9);
    stack->undo();
    QVERIFY(!w.document()->set().rules.has(Variant::Endgame));
    QVERIFY(!page->variantBox(static_cast<int>(Variant::Endgame))->isChecked());
    stack->redo();
    stack->redo();
    QCOMPARE(planet->value(), 12);
    // Restore the rulebook's numbers: one edit, the house rule stays.
    page->resetButton()->click();
    QCOMPARE(w.document()->set().rules.scoring, Scoring{});
    QVERIFY(w.document()->set().rules.has(Variant::Endgame));
    // YAML typed with a number out of range: the error has its line and column.
    w.yamlEdit()->setPlainText(yaml + QStringLiteral("  dice-max: 0\n"));
    QTRY_VERIFY(w.errorList()->count() > 0);
    const QString error = w.errorList()->item(0)->text();
    QVERIFY2(error.startsWith(QStringLiteral("line ")) && error.contains(QStringLiteral("dice-max")), qPrintable(error));
}

// The Balance page on a set where one face can never be placed (the crossing of the tiny set:
// no route edge is ever on the board): that face is set aside every time it is dealt, each game
// places the 2 planets (2 turns), and random players on 2 seats play 20 games.
void TestEditor::balancePageRunsOffThread()
{
    TilesetEditor w;
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    BalancePage* page = w.balancePage();
    QSignalSpy done(page, &BalancePage::finished);
    runRandomGames(page, true);
    // The click returns at once, the games running on other threads: the page has not seen their
    // end yet, and its Run button waits for it. (Its future itself may be done already on a busy
    // machine, before the end reaches the page through the event loop: asking it failed once.)
    QCOMPARE(done.count(), 0);
    QVERIFY(!page->runButton()->isEnabled());
    QVERIFY(done.wait(60000) || done.count() == 1);
    QVERIFY(page->runButton()->isEnabled());
    const BalanceReport& r = *page->report();
    QCOMPARE(r.games, 20);
    QCOMPARE(r.turns.mean(), 2.0);
    QCOMPARE(r.turns.sd(), 0.0);
    bool sawCross = false;
    for (const auto& f : r.faces)
        if (f.id == "cross") {
            sawCross = true;
            QCOMPARE(f.dealt, 20L);
            QCOMPARE(f.setAside, 20L);
        } else if (f.id == "planet") {
            QCOMPARE(f.dealt, 40L);
            QCOMPARE(f.setAside, 0L);
        }
    QVERIFY(sawCross);
    // The chart: one bar per face set aside at least once: the crossing only, at 100 %.
    const BarChart* chart = page->setAsideChart();
    QCOMPARE(chart->labels(), QStringList{QStringLiteral("cross")});
    QCOMPARE(chart->series()[0], std::vector<double>{100.0});
    // Side by side with the standard set, 76 tiles: its games have 2 turns or more.
    QVERIFY(page->standardReport());
    QCOMPARE(page->standardReport()->games, 20);
    QVERIFY(page->standardReport()->turns.mean() > 60);
    const QString summary = page->summaryView()->toPlainText();
    QVERIFY2(summary.contains(QStringLiteral("Standard set")) && summary.contains(QStringLiteral("Turns per game")),
             qPrintable(summary));
    // The score distribution: each series adds up to 100 % of the players.
    for (const auto& series : page->scoreChart()->series()) {
        double sum = 0;
        for (double v : series) sum += v;
        QVERIFY(std::abs(sum - 100.0) < 1e-6);
    }
    // CSV export: this set's figures, then the standard set's.
    QTemporaryDir dir;
    QString error;
    QVERIFY(page->exportCsv(dir.filePath(QStringLiteral("b.csv")), &error));
    QFile csv(dir.filePath(QStringLiteral("b.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray text = csv.readAll();
    QVERIFY(text.startsWith("set,figure,item,count,"));
    QVERIFY(text.contains("\nthis,games,,20,"));
    QVERIFY(text.contains("\nstandard,games,,20,"));
    QVERIFY(text.contains("\nthis,set-aside,cross,20,20,"));
    QVERIFY(!page->exportCsv(dir.filePath(QStringLiteral("missing/b.csv")), &error));
    QVERIFY(!error.isEmpty());
}

// In French the figures read as French: a decimal comma, "100,0 %" with a no-break space, the
// seconds "4,9 s"; the stop button is not "Annuler" beside the editor's Undo (Annuler).
void TestEditor::balancePageInFrench()
{
    QTranslator french;
    QVERIFY(french.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    const auto restore = qScopeGuard([&french] {
        QCoreApplication::removeTranslator(&french);
        QLocale::setDefault(QLocale::c());
    });
    TilesetEditor w;
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    BalancePage* page = w.balancePage();
    QSignalSpy done(page, &BalancePage::finished);
    runRandomGames(page, false);
    QVERIFY(done.wait(60000) || done.count() == 1);
    const QString nbsp(QChar(0x00a0));
    QCOMPARE(page->setAsideChart()->valueText(100.0), QStringLiteral("100,0") + nbsp + QStringLiteral("%"));
    QCOMPARE(page->setAsideChart()->valueText(75.0), QStringLiteral("75,0") + nbsp + QStringLiteral("%"));
    const QString summary = page->summaryView()->toPlainText();
    // Each game sets the crossing aside once: 1,00 a game; two turns a game, to the tenth.
    QVERIFY2(summary.contains(QStringLiteral("1,00")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("2,0 ± 0,0")), qPrintable(summary));
    QVERIFY2(!summary.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))), qPrintable(summary));
    // (the plain text shows the no-break spaces as spaces)
    static const QRegularExpression seconds(QStringLiteral("\\d+,\\d s\\.$"));
    QVERIFY2(seconds.match(summary.trimmed()).hasMatch(), qPrintable(summary));
    static const QRegularExpression wins(QStringLiteral("\\d+,\\d % \\(\\d+,\\d–\\d+,\\d\\)"));
    QVERIFY2(wins.match(summary).hasMatch(), qPrintable(summary));
    QVERIFY(page->summaryView()->toHtml().contains(QStringLiteral("0,0\u00a0%")));
    QCOMPARE(ui::Texts::seconds(4.9, 1), QStringLiteral("4,9") + nbsp + QStringLiteral("s"));
    QCOMPARE(ui::Texts::number(0.52, 2), QStringLiteral("0,52"));
    QVERIFY(!page->cancelButton()->text().contains(QStringLiteral("Annuler")));
    // The progress bar's own figure too: "100 %", not "100%".
    QCOMPARE(page->findChild<QProgressBar*>(QStringLiteral("balanceProgress"))->text(), QStringLiteral("100") + nbsp + QStringLiteral("%"));
}

// Cancel stops a long run at once and keeps the games finished; the page can run again.
void TestEditor::balancePageCancels()
{
    TilesetEditor w;
    w.document()->newCopy(*builtinTileset("standard"));
    BalancePage* page = w.balancePage();
    page->gamesBox()->setValue(100000);
    page->levelBox()->setCurrentIndex(1);  // easy: about 50 games a second
    QSignalSpy done(page, &BalancePage::finished);
    page->runButton()->click();
    // While it runs on every core: the games done, their pace and the time left (issue 21) ...
    // The count is of the games asked, 100,000 of this set (the standard set's come next), not
    // of both runs together (issue 39).
    const QRegularExpression status(QStringLiteral("^This set \\(the standard set next\\): (\\d+) of %1 games, \\d+\\.\\d a second, "
                                                   "about .+ left$")
                                        .arg(QLocale().toString(100000)));
    QTRY_VERIFY_WITH_TIMEOUT(status.match(page->statusLabel()->text()).hasMatch(), 20000);
    QVERIFY(page->progressBar()->value() >= status.match(page->statusLabel()->text()).captured(1).toInt());
    // ... and the window answers: a queued event is handled at once.
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer clock;
        clock.start();
        bool fired = false;
        QTimer::singleShot(0, page, [&fired] { fired = true; });
        QTRY_VERIFY_WITH_TIMEOUT(fired, 2000);
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    }
    QVERIFY(page->isRunning());
    QVERIFY(page->cancelButton()->isEnabled());
    page->cancelButton()->click();
    QVERIFY(done.wait(20000));
    // The games finished are kept, shown and labelled as a partial report.
    QVERIFY(page->report()->cancelled);
    QVERIFY(page->report()->games > 0);
    QVERIFY(page->report()->games < 100000);
    QVERIFY(!page->standardReport());
    const QString summary = page->summaryView()->toPlainText();
    QVERIFY2(summary.startsWith(QStringLiteral("Cancelled: the figures are those of the %1 game").arg(page->report()->games)),
             qPrintable(summary));
    // The comparison asked for is not dropped without a word.
    QVERIFY2(summary.contains(QStringLiteral("The standard set was not played, so there is nothing to compare with.")),
             qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("Games played")));
}

// Stopped during the standard set's games: this set's figures whole, the standard set's games
// so far kept beside them in a column marked partial and said so; the progress counted the
// standard set's games against the games asked (issue 39: "454 of 10000" for 5,000 games).
void TestEditor::balancePageKeepsAPartialComparison()
{
    TilesetEditor w;
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    BalancePage* page = w.balancePage();
    page->gamesBox()->setValue(20000);
    page->playersBox()->setValue(2);
    page->levelBox()->setCurrentIndex(0);  // random: the tiny set's 20,000 games in a moment
    page->compareBox()->setChecked(true);
    QSignalSpy done(page, &BalancePage::finished);
    page->runButton()->click();
    const QRegularExpression standard(QStringLiteral("^Standard set: (\\d+) of %1 games, ").arg(QLocale().toString(20000)));
    QTRY_VERIFY_WITH_TIMEOUT(standard.match(page->statusLabel()->text()).hasMatch(), 60000);
    QVERIFY(page->isRunning());
    page->cancelButton()->click();
    QVERIFY(done.wait(20000) || done.count() == 1);
    QVERIFY(!page->report()->cancelled);
    QCOMPARE(page->report()->games, 20000);
    QVERIFY(page->standardReport());
    QVERIFY(page->standardReport()->cancelled);
    QVERIFY(page->standardReport()->games > 0);
    QVERIFY(page->standardReport()->games < 20000);
    const QString summary = page->summaryView()->toPlainText();
    QVERIFY2(summary.startsWith(QStringLiteral("Cancelled during the standard set's games: its column (partial) covers the %1 game")
                                    .arg(page->standardReport()->games)),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("Standard set (partial)")), qPrintable(summary));
}

// The three kinds of broken sets of the issue open in the editor with their problems listed
// (each with its place), are fixed (in the form where the set can hold the text, in the text
// otherwise), saved and reopened clean. Before, the editor refused all three.
void TestEditor::brokenSetsOpenToBeFixed_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("textOnly");
    QTest::addColumn<int>("face");  // the face of the problem, -1 for the whole set
    QTest::addColumn<int>("line");  // in the text shown: the set's own text once the form can edit it
    QTest::addColumn<QString>("problem");
    QTest::newRow("no start tile") << readAll(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/no_start_face.yaml")) << false << -1
                                   << 4 << QStringLiteral("line 4, column 3: no tile is the start tile");
    QTest::newRow("unknown symbol") << readAll(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/bad_faction.yaml")) << true << 0
                                    << 8 << QStringLiteral("line 8, column 24: start: unknown faction 'jedi'");
    QTest::newRow("count over the limit")
        << QByteArray("format: 1\nname: Many\ntiles:\n  - id: start\n    start: true\n    edges: [space, space, space, space]\n"
                      "  - id: lots\n    count: 1200\n    edges: [space, space, space, space]\n")
        << false << 1 << 9 << QStringLiteral("line 9, column 12: lots: count 1200 is out of range");
}

void TestEditor::brokenSetsOpenToBeFixed()
{
    QFETCH(QByteArray, file);
    QFETCH(bool, textOnly);
    QFETCH(int, face);
    QFETCH(int, line);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.yaml"));
    writeFile(path, file);
    TilesetEditor w;
    swc::test::showActive(w);
    QString error;
    QVERIFY2(w.openFile(path, &error), qPrintable(error));
    QCOMPARE(w.isTextOnly(), textOnly);
    QCOMPARE(w.document()->filePath(), path);
    QVERIFY(!w.hasUnsavedChanges());
    // The Problems panel, visible, its count in the title.
    QVERIFY(w.problemsDock()->isVisible());
    QCOMPARE(w.problemsDock()->windowTitle(), QStringLiteral("Problems (1)"));
    QVERIFY2(problemTexts(w).value(0).startsWith(problem), qPrintable(problemTexts(w).join(QLatin1Char('\n'))));
    // Activating it shows its place: the face in the form, the cursor on its YAML line.
    w.selectFace(0);
    emit w.errorList()->itemActivated(w.errorList()->item(0));
    QCOMPARE(w.yamlEdit()->textCursor().blockNumber() + 1, line);
    if (face >= 0 && !textOnly) QCOMPARE(w.currentFace(), face);
    // Saved as it is, before any fix: the file is unchanged in meaning (the text as written
    // when the set cannot hold it).
    const QString asIs = dir.filePath(QStringLiteral("as-is.yaml"));
    QVERIFY2(w.saveTo(asIs, &error), qPrintable(error));
    if (textOnly) QCOMPARE(readAll(asIs), file);
    else QVERIFY(*SetText::readFile(asIs).set == *SetText::read(QString::fromUtf8(file), path).set);
    // Fixed: in the form when the set holds the text, else in the text.
    if (textOnly) {
        w.yamlEdit()->setPlainText(w.yamlEdit()->toPlainText().replace(QStringLiteral("jedi"), QStringLiteral("empire")));
        QTRY_VERIFY(!w.isTextOnly());
    } else if (face < 0) {
        QVERIFY(w.startBox()->isEnabled());
        w.startBox()->click();
    } else {
        QCOMPARE(w.countBox()->value(), 1200);  // shown as it is, not clipped to 999
        w.countBox()->setValue(999);
    }
    QTRY_VERIFY2(w.errorList()->count() == 0, qPrintable(problemTexts(w).join(QLatin1Char('\n'))));
    QCOMPARE(w.problemsDock()->windowTitle(), QStringLiteral("Problems (0)"));
    QVERIFY(w.hasUnsavedChanges());
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    const SetText back = SetText::readFile(path);
    QVERIFY(back.complete);
    QVERIFY(back.problems.empty());
    QVERIFY(*back.set == w.document()->set());
}

// "Play with this set" on a set with problems is refused with the reasons; the set stays.
void TestEditor::playingABrokenSetIsRefused()
{
    TilesetEditor w;
    swc::test::showActive(w);
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/no_start_face.yaml")));
    QSignalSpy played(&w, &TilesetEditor::playRequested);
    auto refused = swc::test::whenShown<QMessageBox>([](QMessageBox* box) {
        QCOMPARE(box->windowTitle(), QStringLiteral("This set cannot be played yet"));
        QVERIFY2(box->text().contains(QStringLiteral("line 4, column 3: no tile is the start tile")), qPrintable(box->text()));
        box->button(QMessageBox::Ok)->click();
    });
    w.action(QStringLiteral("playWithSet"))->trigger();
    QTRY_VERIFY(*refused);
    QCOMPARE(played.count(), 0);
    // Fixed, it plays.
    w.document()->setStart(0);
    w.action(QStringLiteral("playWithSet"))->trigger();
    QCOMPARE(played.count(), 1);
}

// Tile set > Print tile sheets… is refused with the problems of a broken set, as playing it is.
void TestEditor::printingABrokenSetIsRefused()
{
    TilesetEditor w;
    swc::test::showActive(w);
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/no_start_face.yaml")));
    auto refused = swc::test::whenShown<QMessageBox>([](QMessageBox* box) {
        QCOMPARE(box->windowTitle(), QStringLiteral("This set cannot be printed yet"));
        QVERIFY2(box->text().contains(QStringLiteral("no tile is the start tile")), qPrintable(box->text()));
        box->button(QMessageBox::Ok)->click();
    });
    w.action(QStringLiteral("printTileSheets"))->trigger();
    QTRY_VERIFY(*refused);
    QVERIFY(!w.findChild<PrintDialog*>());
}

// The dialog writes the PDF it names with the options chosen, and remembers them.
void TestEditor::printingWritesTheSheets()
{
    TilesetEditor w;
    swc::test::showActive(w);
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiny.pdf"));
    auto printed = swc::test::whenShown<PrintDialog>([&path](PrintDialog* d) {
        d->findChildren<QComboBox*>().first()->setCurrentIndex(1);  // letter
        d->setFile(path);
        d->accept();
    });
    w.action(QStringLiteral("printTileSheets"))->trigger();
    QTRY_VERIFY(*printed);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    PrintDialog again(w.document()->set(), QStringLiteral("x.pdf"));
    QCOMPARE(again.options().paper, swc::ui::Paper::Letter);
    QCOMPARE(QFileInfo(again.file()).absolutePath(), QFileInfo(path).absolutePath());
    QVERIFY(!w.action(QStringLiteral("printTileSheets"))->shortcut().isEmpty());
}

// Every field shows the set's numbers as they are, within the format's limits: 12 symbols show
// as 12 (the box once stopped at 9 and one step down stored 8), and survive an edit elsewhere.
void TestEditor::formShowsNumbersAsTheyAre()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("twelve.yaml"));
    writeFile(path, kTwelveSymbols);
    TilesetEditor w;
    swc::test::showActive(w);
    QString error;
    QVERIFY2(w.openFile(path, &error), qPrintable(error));
    QCOMPARE(w.errorList()->count(), 0);
    w.selectFace(1);
    auto* rebel = qobject_cast<QSpinBox*>(w.symbolTable()->cellWidget(0, 0));
    QVERIFY(rebel);
    QCOMPARE(rebel->maximum(), kMaxSymbols);
    QCOMPARE(rebel->value(), 12);
    QCOMPARE(w.countBox()->maximum(), kMaxCount);
    QCOMPARE(w.idEdit()->maxLength(), kMaxIdLength);
    rebel->stepDown();
    QCOMPARE(int(w.document()->face(1).planetSymbols[0]), 11);
    w.document()->undoStack()->undo();
    QCOMPARE(int(w.document()->face(1).planetSymbols[0]), 12);
    // Another field edited, saved: the 12 symbols are in the file.
    w.countBox()->setValue(3);
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    const SetText back = SetText::readFile(path);
    QVERIFY(back.set);
    QCOMPARE(int(back.set->faces[1].planetSymbols[0]), 12);
    QCOMPARE(back.set->faces[1].count, 3);
    QCOMPARE(readAll(path).count("rebel"), 12);
    // The Rules page's numbers have the format's ranges too.
    for (int k = 0; k < kScoringKeys; ++k) {
        QCOMPARE(w.rulesPage()->numberBox(k)->minimum(), scoringKeys()[static_cast<std::size_t>(k)].min);
        QCOMPARE(w.rulesPage()->numberBox(k)->maximum(), scoringKeys()[static_cast<std::size_t>(k)].max);
    }
}

// Nine steps of a spin box are one undo step (as Tiled's ChangeValue::mergeWith); an edit of
// another field or another face is a step of its own.
void TestEditor::spinStepsAreOneUndo()
{
    TilesetEditor w;
    swc::test::showActive(w);
    w.document()->newCopy(*builtinTileset("standard"));
    const int straight = w.document()->set().findFace("route-straight");
    QUndoStack* stack = w.document()->undoStack();
    w.selectFace(straight);
    const int start = w.countBox()->value();
    for (int i = 0; i < 9; ++i) w.countBox()->stepUp();
    QCOMPARE(w.document()->face(straight).count, start + 9);
    QCOMPARE(stack->count(), 1);
    stack->undo();
    QCOMPARE(w.document()->face(straight).count, start);
    QCOMPARE(w.countBox()->value(), start);
    stack->redo();
    QCOMPARE(w.document()->face(straight).count, start + 9);
    // Another field of the same face: a step of its own, and its own steps merge.
    auto* empire = qobject_cast<QSpinBox*>(w.symbolTable()->cellWidget(0, 1));
    QVERIFY(empire);
    for (int i = 0; i < 4; ++i) empire->stepUp();
    QCOMPARE(stack->count(), 2);
    // The same field of another face: its own step.
    w.selectFace(straight + 1);
    w.countBox()->stepUp();
    w.countBox()->stepUp();
    QCOMPARE(stack->count(), 3);
    // Back to the first face's count: not merged across the other edits.
    w.selectFace(straight);
    w.countBox()->stepDown();
    QCOMPARE(stack->count(), 4);
    // Steps that come back to where they started leave no step at all.
    w.countBox()->stepUp();
    QCOMPARE(stack->count(), 3);
    // A Rules page number: its steps merge too.
    for (int i = 0; i < 5; ++i) w.rulesPage()->numberBox(4)->stepUp();
    QCOMPARE(stack->count(), 4);
    QCOMPARE(w.document()->set().rules.scoring.planet, 14);
    stack->undo();
    QCOMPARE(w.document()->set().rules.scoring.planet, 9);
    // Saving starts a new step: the next edit does not merge into the saved one.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(w.saveTo(dir.filePath(QStringLiteral("s.yaml")), &error), qPrintable(error));
    const int saved = stack->index();
    w.countBox()->stepUp();
    QCOMPARE(stack->index(), saved + 1);
    QVERIFY(!stack->isClean());
}

// The recovery copy: written a couple of seconds after a change, with the text as typed (valid or
// not) and the file; one per editor (two editors never share one); a save removes it, and so
// does a clean close. What a crash leaves is an orphan that recover() takes up.
void TestEditor::recoveryCopyFollowsTheWork()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiny.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml"), path));
    auto* a = new TilesetEditor;
    TilesetEditor b;
    QVERIFY(a->openFile(path));
    QVERIFY(b.openFile(path));
    QTest::qWait(2500);
    QVERIFY(recoveryFiles().isEmpty());  // nothing unsaved, nothing written
    a->document()->setCount(2, 5);
    QTRY_COMPARE_WITH_TIMEOUT(recoveryFiles().size(), 1, 8000);
    const QString copyA = a->recovery().path();
    QCOMPARE(recoveryFiles(), QStringList{copyA});
    auto recovered = SetRecovery::read(copyA);
    QVERIFY(recovered);
    QCOMPARE(recovered->path, path);
    QCOMPARE(recovered->text, a->currentText());
    QVERIFY(recovered->text.contains(QStringLiteral("count: 5")));
    // The other editor: a copy of its own, with text that is not YAML, as typed.
    const QString typed = b.yamlEdit()->toPlainText() + QStringLiteral("  - {id: half, edges: [route");
    b.yamlEdit()->setPlainText(typed);
    QTRY_COMPARE_WITH_TIMEOUT(recoveryFiles().size(), 2, 8000);
    QVERIFY(b.recovery().path() != copyA);
    QTRY_COMPARE(SetRecovery::read(b.recovery().path())->text, typed);
    QVERIFY(ui::Autosave::orphans().isEmpty());  // both editors live: neither copy is offered
    // A save removes the copy.
    QString error;
    QVERIFY2(b.saveTo(dir.filePath(QStringLiteral("b.yaml")), &error), qPrintable(error));
    QCOMPARE(recoveryFiles(), QStringList{copyA});
    // The first editor goes away without closing (as in a crash): its copy is an orphan, and
    // another editor takes it up as unsaved work with its file.
    delete a;
    QCOMPARE(ui::Autosave::orphans(), QStringList{copyA});
    QCOMPARE(ui::Autosave::kindOf(copyA), ui::Autosave::Kind::Tileset);
    TilesetEditor c;
    QVERIFY2(c.recover(copyA, &error), qPrintable(error));
    QCOMPARE(c.document()->filePath(), path);
    QCOMPARE(c.document()->face(2).count, 5);
    QVERIFY(c.hasUnsavedChanges());
    QVERIFY(ui::Autosave::orphans().isEmpty());  // c holds it now
    // Save writes the recovered set to its own file, and the copy goes.
    QVERIFY2(c.saveTo(path, &error), qPrintable(error));
    QCOMPARE(SetText::readFile(path).set->faces[2].count, 5);
    QVERIFY(recoveryFiles().isEmpty());
    // A clean close leaves nothing either.
    c.document()->setCount(2, 6);
    QTRY_COMPARE_WITH_TIMEOUT(recoveryFiles().size(), 1, 8000);
    auto discard = swc::test::answerNextMessageBox(QMessageBox::Discard);
    c.show();
    QVERIFY(c.close());
    QVERIFY(*discard);
    QVERIFY(recoveryFiles().isEmpty());
}

// A large set (1,000 faces) opens off the interface thread: the call returns at once, the window
// keeps answering, and the set is shown when it is read.
void TestEditor::largeSetOpensOffThread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.yaml"));
    Tileset large = *builtinTileset("standard");
    while (large.faces.size() < static_cast<std::size_t>(kMaxFaces)) {
        TileFace f = large.faces[large.faces.size() % 43];
        f.start = false;
        f.count = 1;
        f.id = "face-" + std::to_string(large.faces.size());
        large.faces.push_back(f);
    }
    large.faces.resize(static_cast<std::size_t>(kMaxFaces));
    writeFile(path, QByteArray::fromStdString(writeTileset(large)));
    TilesetEditor w;
    swc::test::showActive(w);
    QSignalSpy opened(&w, &TilesetEditor::fileOpened);
    QElapsedTimer clock;
    clock.start();
    w.openFileInBackground(path);
    QVERIFY(clock.elapsed() < 200);
    QCOMPARE(opened.count(), 0);  // not read yet: the call did not wait
    QCOMPARE(w.document()->faceCount(), 1);
    QVERIFY(w.findChild<QProgressDialog*>(QStringLiteral("backgroundProgress")));
    QVERIFY(opened.wait(30000));
    QCOMPARE(opened.at(0).at(0).toBool(), true);
    QCOMPARE(w.document()->faceCount(), kMaxFaces);
    QCOMPARE(w.document()->filePath(), path);
    QTRY_VERIFY(!w.findChild<QProgressDialog*>(QStringLiteral("backgroundProgress")));
    // A file that cannot be read: said, and the set in the editor stays.
    auto warned = swc::test::answerNextMessageBox(QMessageBox::Ok);
    w.openFileInBackground(dir.filePath(QStringLiteral("missing.yaml")));
    QVERIFY(opened.wait(30000));
    QCOMPARE(opened.at(1).at(0).toBool(), false);
    QTRY_VERIFY(*warned);
    QCOMPARE(w.document()->faceCount(), kMaxFaces);
}

// Save As starts in the set's own folder (before: the working folder).
void TestEditor::saveAsStartsInTheSetsFolder()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sets")));
    const QString path = dir.filePath(QStringLiteral("sets/tiny.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml"), path));
    TilesetEditor w;
    swc::test::showActive(w);
    QVERIFY(w.openFile(path));
    QString shownIn;
    auto shown = swc::test::whenShown<QFileDialog>([&shownIn](QFileDialog* d) {
        shownIn = d->directory().absolutePath();
        d->reject();
    });
    w.action(QStringLiteral("saveSetAs"))->trigger();
    QTRY_VERIFY(*shown);
    QCOMPARE(shownIn, QFileInfo(path).absolutePath());
}

// A face's own art: imported from an SVG file when the checker passes it (refused with its words
// otherwise, nothing changed), shown in four rotations, removed; each an edit that undoes; saved
// embedded, and read back the same.
void TestEditor::faceArtImportedPreviewedRemoved()
{
    TilesetEditor w;
    w.resize(1300, 900);
    QVERIFY(w.openFile(QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/tiny.yaml")));
    w.selectFace(1);
    ArtPanel* art = w.artPanel();
    QVERIFY(art);
    QVERIFY(!art->removeAction()->isEnabled());
    QVERIFY(!art->importAction()->shortcut().isEmpty());
    QVERIFY(!art->removeAction()->shortcut().isEmpty());
    // Refused: the words name the face and why.
    QCOMPARE(art->importFile(QStringLiteral(SWC_TEST_DATA_DIR "/art/passwd.svg")),
             QStringLiteral("cross: the art is refused (line 2 of the SVG): it refers to something outside itself ('/etc/passwd')"));
    QCOMPARE(art->importFile(QStringLiteral(SWC_TEST_DATA_DIR "/art/none.svg")).left(25), QStringLiteral("cross: no such art file '"));
    QVERIFY(w.document()->face(1).art.empty());
    // Imported.
    const QString svg = QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/art/red-corner.svg");
    QCOMPARE(art->importFile(svg), QString());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    QCOMPARE(w.document()->face(1).art, text);
    QVERIFY(art->removeAction()->isEnabled());
    QVERIFY(art->rotations()->isVisibleTo(&w));
    QVERIFY(!art->rotations()->accessibleName().isEmpty());
    if (qEnvironmentVariableIsSet("SWC_ART_GRAB")) {
        w.show();
        QTest::qWait(200);
        w.grab().save(qEnvironmentVariable("SWC_ART_GRAB"));
    }
    // Undone and redone like the other edits.
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->face(1).art.empty());
    w.document()->undoStack()->redo();
    QCOMPARE(w.document()->face(1).art, text);
    // Saved embedded: read back the same.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("with-art.yaml"));
    QString error;
    QVERIFY2(w.saveTo(saved, &error), qPrintable(error));
    const SetText back = SetText::readFile(saved);
    QVERIFY(back.set);
    QVERIFY(back.problems.empty());
    QCOMPARE(back.set->faces[1].art, text);
    // Removed.
    art->removeAction()->trigger();
    QVERIFY(w.document()->face(1).art.empty());
    QVERIFY(!art->removeAction()->isEnabled());
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->face(1).art, text);
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
