// The tile-set editor: every edit and its undo on the model, YAML round trips, and a set built
// from nothing in the real window, saved, reopened and played to the end.
#include "random_play.h"
#include "record.h"
#include "testpaths.h"
#include "tilesetdocument.h"
#include "tileseteditor.h"
#include "widgettest.h"

#include <QCheckBox>
#include <QTranslator>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::editor;

namespace {
std::string text(const TilesetDocument& d) { return writeTileset(d.set()); }
}  // namespace

class TestEditor : public QObject
{
    Q_OBJECT

private slots:
    // The program always installs its translation (English holds the plural forms, "%n tile(s)"
    // giving "1 tile" and "9 tiles"): the editor is shown in the main window, which does it.
    void initTestCase()
    {
        QVERIFY(english_.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
        QCoreApplication::installTranslator(&english_);
    }
    void everyEditUndoes_data();
    void everyEditUndoes();
    void edgeChangesKeepSegmentsConsistent();
    void yamlRoundTripStandard();
    void yamlRoundTripWritten();
    void rulesKeptThroughEdits();
    void invalidSetIsNotSaved();
    void buildSaveReopenPlay();
    void yamlTextEditsTheSet();
    void unparsableTextIsKeptAndMarked();

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

void TestEditor::invalidSetIsNotSaved()
{
    QTemporaryDir dir;
    TilesetDocument d;
    Tileset broken = d.set();
    broken.faces[0].start = false;  // no start tile
    d.assignSet(broken);
    QString error;
    const QString path = dir.filePath(QStringLiteral("broken.yaml"));
    QVERIFY(!d.save(path, &error));
    QVERIFY2(error.contains(QStringLiteral("start tile")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
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
    QTRY_VERIFY(w.errorList()->count() > 1);
    QVERIFY2(w.errorList()->item(1)->text().startsWith(QStringLiteral("line 4")), qPrintable(w.errorList()->item(1)->text()));
    QVERIFY(w.document()->set() == before);
}

void TestEditor::unparsableTextIsKeptAndMarked()
{
    // A saved set, then text that does not parse typed into the YAML pane: it is kept as
    // unsaved work, marked, never replaced by the last valid version, and never lost silently.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("set.yaml"));
    TilesetEditor w;
    swc::test::showActive(w);
    QString error;
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    f.close();
    QVERIFY(!w.isWindowModified());
    QString yaml = w.yamlEdit()->toPlainText();
    QVERIFY(yaml.contains(QStringLiteral("count: 1")));
    yaml.replace(QStringLiteral("count: 1"), QStringLiteral("count: abc"));
    w.yamlEdit()->setFocus();
    w.yamlEdit()->setPlainText(yaml);
    QTRY_VERIFY(w.errorList()->count() > 1);
    QVERIFY(w.isWindowModified());
    QVERIFY(w.windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(w.hasUnsavedChanges());
    // Save refuses with the errors in view; the file and the text stay as they were.
    auto refused = swc::test::answerNextMessageBox(QMessageBox::Ok);
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(*refused);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    f.close();
    QCOMPARE(w.yamlEdit()->toPlainText(), yaml);
    QVERIFY(w.isWindowModified());
    QVERIFY(!w.saveTo(path, &error));
    // Closing asks; Cancel keeps the window and the text.
    auto asked = swc::test::answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QTRY_VERIFY(*asked);
    QVERIFY(w.isVisible());
    QCOMPARE(w.yamlEdit()->toPlainText(), yaml);
    // Fixed: the set follows the text again and can be saved.
    yaml.replace(QStringLiteral("count: abc"), QStringLiteral("count: 1"));
    w.yamlEdit()->setPlainText(yaml);
    QTRY_COMPARE(w.errorList()->count(), 0);
    QVERIFY2(w.saveTo(path, &error), qPrintable(error));
    QVERIFY(!w.hasUnsavedChanges());
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
