// What the play panels say and how they fit (issue 12): tiles named by what they show in the
// log, the Last turn panel and the tooltips; Hyperspace jumps and Galaxy Traders re-placements
// named as such; meeple spots of one tile that never overlap; panels whose texts and columns
// stay whole and a board that stays usable at the window's smallest size. Every expected text is
// written here by hand from the tiles and the rules, never copied from the program's output;
// every size is checked against the real widgets' geometry and fonts.
#include "boardview.h"
#include "chatdock.h"
#include "gametext.h"
#include "lobby.h"
#include "logdock.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "record.h"
#include "scorechart.h"
#include "turndock.h"
#include "winchancechart.h"
#include "testrecords.h"
#include "texts.h"
#include "tileart.h"
#include "testpaths.h"
#include "widgettest.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

Q_DECLARE_METATYPE(swc::TileFace)

namespace {

const TileFace& standardFace(const char* id)
{
    static const auto set = builtinTileset("standard");
    const int f = set->findFace(id);
    Q_ASSERT(f >= 0);
    return set->faces[static_cast<std::size_t>(f)];
}

// A face turned clockwise by `quarter` quarter turns: side s goes to side s + quarter.
TileFace turned(const TileFace& f, int quarter)
{
    const auto mask = [quarter](std::uint8_t m) {
        std::uint8_t out = 0;
        for (int s = 0; s < kSides; ++s)
            if (m >> s & 1) out |= static_cast<std::uint8_t>(1u << ((s + quarter) % kSides));
        return out;
    };
    TileFace t = f;
    for (int s = 0; s < kSides; ++s) t.edges[static_cast<std::size_t>((s + quarter) % kSides)] = f.edges[static_cast<std::size_t>(s)];
    for (auto* segs : {&t.routes, &t.asteroids})
        for (Segment& seg : *segs) seg.sides = mask(seg.sides);
    return t;
}

// The text of a panel as shown (QTextDocument gives French non-breaking spaces as spaces).
QString plainLog(MainWindow& w) { return w.findChild<QTextBrowser*>(QStringLiteral("gameLog"))->toPlainText(); }
QString plainLastTurn(MainWindow& w) { return w.findChild<QTextBrowser*>(QStringLiteral("battleView"))->toPlainText(); }
QListWidget* meepleList(MainWindow& w) { return w.findChild<QListWidget*>(QStringLiteral("meepleList")); }

// The face ids of the standard set that a player would see if a text named tiles by id (those
// of one word, "start", are words of the texts themselves).
QStringList faceIds()
{
    QStringList ids;
    for (const TileFace& f : builtinTileset("standard")->faces)
        if (f.id.find('-') != std::string::npos) ids << QString::fromStdString(f.id);
    return ids;
}

void verifyNoFaceId(const QString& text)
{
    for (const QString& id : faceIds()) QVERIFY2(!text.contains(id), qPrintable(id + QStringLiteral(" in: ") + text));
}

// Every text of a list shows whole: no item reaches beyond the list's width (nor needs the
// horizontal scroll bar), and each is tall enough for its text wrapped to the room beside the icon.
void verifyListTextsWhole(QListWidget* list)
{
    const QFontMetrics fm(list->font());
    const int viewport = list->viewport()->width();
    QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem* item = list->item(i);
        const QRect r = list->visualItemRect(item);
        QVERIFY2(r.right() < viewport, qPrintable(QStringLiteral("%1: %2 px wide in %3").arg(item->text()).arg(r.right()).arg(viewport)));
        // The room for the text: where the style lays out the text of such an item, less the
        // margins it keeps inside that rectangle.
        QStyleOptionViewItem opt;
        opt.initFrom(list->viewport());
        opt.rect = r;
        opt.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::WrapText;
        opt.decorationSize = list->iconSize();
        opt.decorationPosition = QStyleOptionViewItem::Left;
        opt.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
        opt.text = item->text();
        opt.icon = item->icon();
        opt.font = list->font();
        const QRect textRect = list->style()->subElementRect(QStyle::SE_ItemViewItemText, &opt, list);
        const int room = textRect.width() - 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
        const QRect need = fm.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, item->text());
        QVERIFY2(need.width() <= room && need.height() <= r.height(),
                 qPrintable(QStringLiteral("%1: needs %2x%3, has %4x%5").arg(item->text()).arg(need.width()).arg(need.height()).arg(room).arg(r.height())));
    }
}

}  // namespace

class TestPlayPanels : public QObject
{
    Q_OBJECT

private slots:
    // A name pasted into the New game dialog with characters a saved game refuses in a name (a
    // right-to-left override, a line separator, a tab): they are left out (the breaks a space),
    // so that the game saved opens again (issue 40: the reader refuses them).
    void typedNamesOpenAgain()
    {
        NewGameDialog d;
        d.playerCountBox()->setValue(2);
        d.nameEdit(0)->setText(QStringLiteral(" Le\u202Eia\u2028Organa\tSolo "));
        d.nameEdit(1)->setText(QStringLiteral("\u2067Han\u2069"));
        QCOMPARE(d.names(), (QStringList{QStringLiteral("Leia Organa Solo"), QStringLiteral("Han")}));
        GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
        rec.names.clear();
        for (const QString& name : d.names()) rec.names.push_back(name.toStdString());
        rec.names.resize(rec.players.size());
        std::vector<RecordError> errors;
        const auto again = parseRecord(writeRecord(rec), "names.yaml", std::string(), errors);
        QVERIFY(again && errors.empty());
        QCOMPARE(again->names.front(), std::string("Leia Organa Solo"));
    }
    void initTestCase();
    void init();
    void tileNames_data();
    void tileNames();
    void logAndLastTurnNameTiles();
    void setAsideTileIsNamed();
    void tooltipsNameTiles();
    void hyperspaceJumpIsNamed();
    void galaxyTradersReplacementIsNamed();
    void spotsOfATileNeverOverlap();
    void meepleListIsNotCutOff();
    void playersTableKeepsItsColumns();
    void boardStaysUsableAtTheSmallestSize();
    void colourListShowsEveryColourWhole();
    void scoreChartHasRoundTicks();
    void chartLegendsReadWhole();
    void turnPanelWholeWithIntelAndRumours();
    void chatHelpIsWhole();
    void turnPanelNeverCutAtTheSide();
    void playersTableWholeWithALargeFont();

private:
    QTranslator english_;
    QTranslator french_;
};

void TestPlayPanels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(english_.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
    QVERIFY(french_.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
}

void TestPlayPanels::init() { QDir(Autosave::directory()).removeRecursively(); }

namespace {

// The names of standard faces, written from docs/rules.md 2.3 (English, French).
struct FaceName
{
    const char* id;
    const char* english;
    const char* french;
};
const FaceName kFaceNames[] = {
    {"start", "a tile with a straight route and an asteroid field", "une tuile avec une route droite et un champ d’astéroïdes"},
    {"planet-rebel", "a planet tile with a rebel symbol", "une tuile planète avec un symbole rebelle"},
    {"planet-route-asteroid-bounty", "a planet tile with a route, an asteroid field and a bounty hunter symbol",
     "une tuile planète avec une route, un champ d’astéroïdes et un symbole des chasseurs de primes"},
    {"asteroid-junction", "a crossroads of 3 routes with an asteroid field", "un carrefour de 3 routes avec un champ d’astéroïdes"},
    {"route-junction", "a crossroads of 3 routes", "un carrefour de 3 routes"},
    {"route-cross", "a crossroads of 4 routes", "un carrefour de 4 routes"},
    {"route-curve", "a tile with a curved route", "une tuile avec une route en virage"},
    {"route-straight", "a tile with a straight route", "une tuile avec une route droite"},
    {"asteroid-1", "a tile with an asteroid field", "une tuile avec un champ d’astéroïdes"},
    {"asteroid-opposite", "a tile with 2 asteroid fields", "une tuile avec 2 champs d’astéroïdes"},
    {"asteroid-corner-route-rebel", "a tile with a curved route, an asteroid field across a corner and a rebel symbol",
     "une tuile avec une route en virage, un champ d’astéroïdes en coin et un symbole rebelle"},
    {"asteroid-bridge-empire", "a tile with an asteroid field across the tile and an imperial symbol",
     "une tuile avec un champ d’astéroïdes qui traverse la tuile et un symbole impérial"},
    {"asteroid-3-route", "a tile with a route and a large asteroid field", "une tuile avec une route et un grand champ d’astéroïdes"},
    {"asteroid-4-rebel", "a tile with an asteroid field on all four edges and a rebel symbol",
     "une tuile avec un champ d’astéroïdes sur les quatre bords et un symbole rebelle"},
    {"route-curve-bounty", "a tile with a curved route and a bounty hunter symbol",
     "une tuile avec une route en virage et un symbole des chasseurs de primes"},
};

QString englishName(const std::string& id)
{
    for (const FaceName& n : kFaceNames)
        if (id == n.id) return QString::fromUtf8(n.english);
    return {};
}

}  // namespace

// A tile is named by what it shows: its routes and fields by their shape, its planet, its
// symbols by faction.
void TestPlayPanels::tileNames_data()
{
    QTest::addColumn<TileFace>("face");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    for (const FaceName& n : kFaceNames)
        QTest::newRow(n.id) << standardFace(n.id) << QString::fromUtf8(n.english) << QString::fromUtf8(n.french);
    // Faces of a set of one's own: a planet with two imperial symbols; a straight route over a
    // field that crosses the tile the other way, with two symbols.
    TileFace mine;
    mine.id = "my-planet";
    mine.planet = true;
    mine.planetSymbols = {0, 2, 0};
    QTest::newRow("custom planet") << mine << QStringLiteral("a planet tile with 2 imperial symbols")
                                   << QStringLiteral("une tuile planète avec 2 symboles impériaux");
    TileFace crossing;
    crossing.id = "crossing";
    crossing.routes = {Segment{0b0101, {1, 0, 1}}};
    crossing.asteroids = {Segment{0b1010, {}}};
    QTest::newRow("custom crossing")
        << crossing
        << QStringLiteral("a tile with a straight route, an asteroid field across the tile, a rebel symbol and a bounty hunter symbol")
        << QStringLiteral("une tuile avec une route droite, un champ d’astéroïdes qui traverse la tuile, un symbole rebelle et un symbole des chasseurs de primes");
}

void TestPlayPanels::tileNames()
{
    QFETCH(TileFace, face);
    QFETCH(QString, english);
    QFETCH(QString, french);
    QVERIFY(QCoreApplication::installTranslator(&english_));  // the English plural forms
    const QString en = Texts::tile(face);
    QCoreApplication::removeTranslator(&english_);
    QCOMPARE(en, english);
    QVERIFY(QCoreApplication::installTranslator(&french_));
    const QString fr = Texts::tile(face);
    QCoreApplication::removeTranslator(&french_);
    QCOMPARE(fr, french);
}

// rulebook-route-3-tiles.yaml: red's junction east of the start tile with a merchant on its W
// route, then black's junction west of it, which completes the route (3 tiles: red 3).
void TestPlayPanels::logAndLastTurnNameTiles()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    QVERIFY(w.startGame(loadTestRecord("rulebook-route-3-tiles.yaml")));
    const QString log = plainLog(w);
    QVERIFY2(log.contains(QStringLiteral("Turn 1: \u25CF Red places a crossroads of 3 routes, directly east of the start tile, "
                                         "with a small meeple on the trading route (west).")),
             qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("Turn 2: \u25A0 Black places a crossroads of 3 routes, directly west of the start tile, no meeple.")),
             qPrintable(log));
    const QString last = plainLastTurn(w);
    QVERIFY2(last.startsWith(QStringLiteral("\u25A0 Black places a crossroads of 3 routes, directly west of the start tile, no meeple.")),
             qPrintable(last));
    QVERIFY2(last.contains(QStringLiteral("Red scores 3 points")), qPrintable(last));
    verifyNoFaceId(log);
    verifyNoFaceId(last);

    w.setLanguage(QStringLiteral("fr"));
    const QString journal = plainLog(w);
    QVERIFY2(journal.contains(QStringLiteral("Tour 1 : \u25CF Rouge pose un carrefour de 3 routes, juste à l’est de la tuile de "
                                             "départ, avec un petit pion sur la route commerciale (ouest).")),
             qPrintable(journal));
    QVERIFY2(plainLastTurn(w).startsWith(QStringLiteral("\u25A0 Noir pose un carrefour de 3 routes, juste à l’ouest de la tuile de départ, sans pion.")),
             qPrintable(plainLastTurn(w)));
    verifyNoFaceId(journal);
}

// set-aside-tile-fits-nowhere.yaml (tests/data/tilesets/tiny.yaml): the crossing of four
// routes fits nowhere on a board of space and is set aside; red then places a planet (a rebel
// symbol) east of the start tile and takes it.
void TestPlayPanels::setAsideTileIsNamed()
{
    QVERIFY(QCoreApplication::installTranslator(&english_));
    GameSession s;
    Seats seats(&s);
    LogDock log;
    log.setSession(&s, &seats);
    QVERIFY(s.start(loadTestRecord("set-aside-tile-fits-nowhere.yaml")));
    const QString text = log.view()->toPlainText();
    QCoreApplication::removeTranslator(&english_);
    QVERIFY2(text.contains(QStringLiteral("The tile drawn, a crossroads of 4 routes, fits nowhere: it is set aside and another is drawn.")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Turn 1: \u25CF Red places a planet tile with a rebel symbol, directly east of the start tile, "
                                          "with a small meeple on the planet of this tile.")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("cross,")) && !text.contains(QStringLiteral("Tile cross")), qPrintable(text));
}

// The drawn tile, the face-up row and the tiles to come are named by what they show.
void TestPlayPanels::tooltipsNameTiles()
{
    // rulebook-route-3-tiles.yaml without its last turn: black's route-junction is drawn next.
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.pop_back();
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    QVERIFY(w.startGame(rec));
    const Game& first = w.session()->game();
    const std::string drawn = first.tileset().faces[static_cast<std::size_t>(first.drawnTile())].id;
    QVERIFY2(!englishName(drawn).isEmpty(), drawn.c_str());
    QCOMPARE(w.findChild<QWidget*>(QStringLiteral("tilePreview"))->toolTip(), Texts::sentence(englishName(drawn)));
    // The tiles to come: route-straight, 6 in the set, none placed; route-junction, 4 in the
    // set, one placed (red's); one fewer for the drawn tile.
    auto* tiles = w.findChild<QListWidget*>(QStringLiteral("tilesLeft"));
    QStringList tips;
    for (int i = 0; i < tiles->count(); ++i) tips << tiles->item(i)->toolTip();
    const int straights = drawn == "route-straight" ? 5 : 6, junctions = drawn == "route-junction" ? 2 : 3;
    QVERIFY2(tips.contains(QStringLiteral("A tile with a straight route: %1 to come").arg(straights)), qPrintable(tips.join(QLatin1Char('\n'))));
    QVERIFY2(tips.contains(QStringLiteral("A crossroads of 3 routes: %1 to come").arg(junctions)), qPrintable(tips.join(QLatin1Char('\n'))));
    for (const QString& tip : tips) verifyNoFaceId(tip);
    w.setLanguage(QStringLiteral("fr"));
    tips.clear();
    for (int i = 0; i < tiles->count(); ++i) tips << tiles->item(i)->toolTip();
    QVERIFY2(tips.contains(QStringLiteral("Une tuile avec une route droite\u00a0: encore %1 exemplaires à venir").arg(straights)),
             qPrintable(tips.join(QLatin1Char('\n'))));

    // Intel and Rumours: the face-up tiles too.
    GameRecord row = loadTestRecord("rulebook-route-3-tiles.yaml");
    row.turns.clear();
    row.rules.set(Variant::IntelAndRumours);
    w.setLanguage(QStringLiteral("en"));
    QVERIFY(w.startGame(row));
    const Game& g = w.session()->game();
    QVERIFY(g.rowSize() > 0);
    for (int i = 0; i < g.rowSize(); ++i) {
        const QString tip = w.findChild<QToolButton*>(QStringLiteral("faceUp%1").arg(i))->toolTip();
        QVERIFY2(tip.startsWith(QStringLiteral("A ")), qPrintable(tip));
        verifyNoFaceId(tip);
    }
}

// variant-hyperspace-planet.yaml: red's straight at (-1,0) extends its route, which ends at the
// planet of (1,1); the jump goes 2 east and 1 south of the placed tile (docs/rules.md 7.2).
void TestPlayPanels::hyperspaceJumpIsNamed()
{
    GameRecord rec = loadTestRecord("variant-hyperspace-planet.yaml");
    const RecordTurn last = rec.turns.back();
    rec.turns.pop_back();
    rec.seed = 7;  // a seed whose fourth tile is the route-straight of the record's last turn
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    QVERIFY(w.startGame(rec));
    GameSession* s = w.session();
    s->setRotation(last.placement.rotation);
    QVERIFY(w.seats()->place(last.placement.at));
    QCOMPARE(s->phase(), GameSession::Phase::Meeple);
    QListWidget* list = meepleList(w);
    QStringList texts;
    for (int i = 0; i < list->count(); ++i) texts << list->item(i)->text();
    const QString jump = QStringLiteral("Hyperspace jump: small meeple to the planet 2 east and 1 south of this tile");
    QVERIFY2(texts.contains(jump), qPrintable(texts.join(QLatin1Char('\n'))));
    // Red's route runs over the start tile too, directly east: its field (north) is reached only
    // by a jump. The placed straight's own route is red's already: no ordinary choice is left.
    const QStringList expected = {QStringLiteral("No meeple"), jump,
                                  QStringLiteral("Hyperspace jump: small meeple to the asteroid field (north) directly east of this tile"),
                                  QStringLiteral("Hyperspace jump: large meeple to the planet 2 east and 1 south of this tile"),
                                  QStringLiteral("Hyperspace jump: large meeple to the asteroid field (north) directly east of this tile")};
    QCOMPARE(texts, expected);
    list->setCurrentRow(static_cast<int>(texts.indexOf(jump)));
    QVERIFY(w.seats()->confirm());
    QVERIFY2(plainLog(w).contains(QStringLiteral("Turn 3: \u25CF Red places a tile with a straight route, directly west of the start tile. "
                                                 "Hyperspace jump: small meeple to the planet 2 east and 1 south of this tile.")),
             qPrintable(plainLog(w)));

    w.setLanguage(QStringLiteral("fr"));
    QVERIFY2(plainLog(w).contains(QStringLiteral("Tour 3 : \u25CF Rouge pose une tuile avec une route droite, juste à l’ouest de la "
                                                 "tuile de départ. Saut dans l’hyperespace : petit pion vers la planète "
                                                 "2 cases à l’est et 1 case au sud de cette tuile.")),
             qPrintable(plainLog(w)));
}

// variant-galaxy-traders-replace.yaml: red's curve at (-1,0) completes the route of red and
// green; red's meeple may go back on the route (0,1)-(-1,1), open at the S edge of (0,1).
void TestPlayPanels::galaxyTradersReplacementIsNamed()
{
    GameRecord rec = loadTestRecord("variant-galaxy-traders-replace.yaml");
    const RecordTurn last = rec.turns.back();
    rec.turns.pop_back();
    rec.seed = 155;  // a seed whose fifth tile is the route-curve of the record's last turn
    MainWindow w;
    w.setLanguage(QStringLiteral("en"));
    QVERIFY(w.startGame(rec));
    GameSession* s = w.session();
    s->setRotation(last.placement.rotation);
    QVERIFY(w.seats()->place(last.placement.at));
    QVERIFY(w.seats()->confirm());
    QCOMPARE(s->phase(), GameSession::Phase::Replacing);
    const Game& g = s->game();
    const auto root = [&g](Pos at, int segment) { return g.root(g.nodeOf(g.tileIndexAt(at), FeatureKind::Route, segment)); };
    const int wanted = root({0, 1}, g.segmentAtSide(g.tileIndexAt({0, 1}), FeatureKind::Route, South));
    int row = -1;
    MeepleMove target;
    for (std::size_t i = 0; i < s->replacementOptions().size(); ++i)
        if (root(s->replacementOptions()[i].at, s->replacementOptions()[i].segment) == wanted) {
            target = s->replacementOptions()[i];
            row = static_cast<int>(i) + 1;
        }
    QVERIFY(row > 0);
    // The route is named by the tile the option names: the curve at (0,1), south-east of the
    // placed tile, whose route joins its S and W edges; or the junction at (-1,1), directly
    // south, whose route there ends at its E edge.
    const QString expected = target.at == Pos{0, 1}
                                 ? QStringLiteral("Re-place (Galaxy Traders): small meeple on the trading route (south, west) south-east of this tile")
                                 : QStringLiteral("Re-place (Galaxy Traders): small meeple on the trading route (east) directly south of this tile");
    QVERIFY2((target.at == Pos{0, 1} || target.at == Pos{-1, 1}), "the route is named by another tile");
    QListWidget* list = meepleList(w);
    QCOMPARE(list->item(row)->text(), expected);
    for (int i = 1; i < list->count(); ++i)
        QVERIFY2(list->item(i)->text().startsWith(QStringLiteral("Re-place (Galaxy Traders): small meeple on the trading route")),
                 qPrintable(list->item(i)->text()));
    list->setCurrentRow(row);
    QVERIFY(w.seats()->confirm());
    QVERIFY(w.seats()->chooseOption(-1));  // green keeps its meeple
    QVERIFY(w.seats()->confirm());
    const QString logLine = QStringLiteral("Galaxy Traders re-placement: \u25CF Red puts its small meeple back on ") +
                            expected.mid(expected.indexOf(QLatin1String("the trading route"))) + QStringLiteral(".");
    QVERIFY2(plainLog(w).contains(logLine), qPrintable(plainLog(w)));
    w.setLanguage(QStringLiteral("fr"));
    const QString french = target.at == Pos{0, 1}
                               ? QStringLiteral("Commerçants galactiques, redéploiement : \u25CF Rouge repose son petit pion sur la route "
                                                "commerciale (sud, ouest) au sud-est de cette tuile.")
                               : QStringLiteral("Commerçants galactiques, redéploiement : \u25CF Rouge repose son petit pion sur la route "
                                                "commerciale (est) juste au sud de cette tuile.");
    QVERIFY2(plainLog(w).contains(french), qPrintable(plainLog(w)));
}

// For every face of the standard set and every rotation, the spots of the placed tile's
// features are all drawn and no two of them overlap. The face is placed east of a start tile
// that is the same face turned half round, so that it fits there turned as asked.
void TestPlayPanels::spotsOfATileNeverOverlap()
{
    const auto standard = builtinTileset("standard");
    int checked = 0;
    for (const TileFace& face : standard->faces) {
        for (int rotation = 0; rotation < 4; ++rotation) {
            Tileset set;
            set.name = "spots";
            TileFace start = turned(face, (rotation + 2) % 4);
            start.id = "start";
            start.start = true;
            start.count = 1;
            TileFace drawn = face;
            drawn.id = "drawn";
            drawn.start = false;
            drawn.count = 1;
            set.faces = {start, drawn};
            GameRecord rec;
            rec.tileset = std::make_shared<Tileset>(set);
            rec.players = {Color::Red, Color::Black};
            GameSession s;
            Seats seats(&s);
            seats.setLevels({-1, -1});  // two persons at this screen: the spots are shown
            BoardView view;
            view.setSession(&s, &seats);
            QVERIFY(s.start(rec));
            s.setRotation(rotation);
            QVERIFY2(s.place({1, 0}), face.id.c_str());
            QCOMPARE(s.phase(), GameSession::Phase::Meeple);
            view.refresh();
            std::vector<QRectF> spots;
            for (const QRectF& r : view.itemRectsForTests(QStringLiteral("meepleSpot")))
                if (BoardView::cellAt(r.center()) == Pos{1, 0}) spots.push_back(r);
            const std::size_t features = face.routes.size() + face.asteroids.size() + (face.planet ? 1 : 0);
            QVERIFY2(spots.size() == features, face.id.c_str());
            for (std::size_t i = 0; i < spots.size(); ++i) {
                QVERIFY2(QRectF(BoardView::kTile, 0, BoardView::kTile, BoardView::kTile).contains(spots[i]),
                         qPrintable(QStringLiteral("%1 turned %2: a spot leaves its tile").arg(QString::fromStdString(face.id)).arg(rotation)));
                for (std::size_t j = i + 1; j < spots.size(); ++j)
                    QVERIFY2(!spots[i].intersects(spots[j]),
                             qPrintable(QStringLiteral("%1 turned %2: spots at (%3, %4) and (%5, %6) overlap")
                                            .arg(QString::fromStdString(face.id))
                                            .arg(rotation)
                                            .arg(spots[i].center().x())
                                            .arg(spots[i].center().y())
                                            .arg(spots[j].center().x())
                                            .arg(spots[j].center().y())));
            }
            ++checked;
        }
    }
    QCOMPARE(checked, 4 * static_cast<int>(standard->faces.size()));
}

// At the default size (1400x900) the longest choices show whole, in English and in French: the
// Hyperspace jumps and the Galaxy Traders re-placements.
void TestPlayPanels::meepleListIsNotCutOff()
{
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        MainWindow w;
        w.setLanguage(lang);
        w.resize(1400, 900);
        showActive(w);
        GameRecord rec = loadTestRecord("variant-hyperspace-planet.yaml");
        const RecordTurn last = rec.turns.back();
        rec.turns.pop_back();
        rec.seed = 7;  // its fourth tile is the route-straight of the record's last turn
        QVERIFY(w.startGame(rec));
        w.session()->setRotation(last.placement.rotation);
        QVERIFY(w.seats()->place(last.placement.at));
        QListWidget* list = meepleList(w);
        QVERIFY(list->count() >= 5);
        QTest::qWait(50);
        verifyListTextsWhole(list);

        GameRecord gt = loadTestRecord("variant-galaxy-traders-replace.yaml");
        const RecordTurn gtLast = gt.turns.back();
        gt.turns.pop_back();
        gt.seed = 155;  // its fifth tile is the route-curve of the record's last turn
        QVERIFY(w.startGame(gt));
        w.session()->setRotation(gtLast.placement.rotation);
        QVERIFY(w.seats()->place(gtLast.placement.at));
        QVERIFY(w.seats()->confirm());
        QCOMPARE(w.session()->phase(), GameSession::Phase::Replacing);
        QTest::qWait(50);
        verifyListTextsWhole(list);
    }
}

// The Players table keeps every column in view and readable when its dock is narrowed: each
// column at least as wide as its numbers (or, for the names, a few letters), and the headers
// elided rather than cut.
void TestPlayPanels::playersTableKeepsItsColumns()
{
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        MainWindow w;
        w.setLanguage(lang);
        w.resize(1400, 900);
        showActive(w);
        GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
        QVERIFY(w.startGame(rec, {QStringLiteral("Leia Organa of Alderaan"), QStringLiteral("Darth Vader")}));
        auto* table = w.findChild<QTableWidget*>(QStringLiteral("playersTable"));
        auto* dock = qobject_cast<QDockWidget*>(table->parentWidget());
        QVERIFY(dock);
        for (const int width : {900, 200, 420}) {
            w.resizeDocks({dock}, {width}, Qt::Horizontal);
            QTest::qWait(50);
            const QFontMetrics fm(table->font());
            // Everything in view: no column beyond the table's width.
            const QHeaderView* header = table->horizontalHeader();
            QVERIFY2(header->length() <= table->viewport()->width(),
                     qPrintable(QStringLiteral("%1 px of columns in %2").arg(header->length()).arg(table->viewport()->width())));
            // The numbers whole (score, meeples left): columns 2 and on during the game.
            for (int c = 2; c < table->columnCount(); ++c) {
                int widest = 0;
                for (int r = 0; r < table->rowCount(); ++r) {
                    const QTableWidgetItem* item = table->item(r, c);
                    QFont f = item->font();
                    const int icon = item->icon().isNull() ? 0 : table->iconSize().width() + 6;
                    widest = std::max(widest, QFontMetrics(f).horizontalAdvance(item->text()) + icon);
                }
                QVERIFY2(table->columnWidth(c) >= widest,
                         qPrintable(QStringLiteral("column %1 (%2) is %3 px for %4 px of text at dock width %5")
                                        .arg(c)
                                        .arg(table->horizontalHeaderItem(c)->text())
                                        .arg(table->columnWidth(c))
                                        .arg(widest)
                                        .arg(width)));
            }
            // The names and the factions keep room for their icon and a few letters, and show
            // whole when the dock is wide.
            QVERIFY2(table->columnWidth(0) >= table->iconSize().width() + fm.horizontalAdvance(QStringLiteral("▶ Leia")),
                     qPrintable(QStringLiteral("names column %1 px at dock width %2").arg(table->columnWidth(0)).arg(width)));
            QVERIFY2(table->columnWidth(1) >= table->iconSize().width() + fm.horizontalAdvance(QStringLiteral("Empi")),
                     qPrintable(QStringLiteral("factions column %1 px at dock width %2").arg(table->columnWidth(1)).arg(width)));
            if (width >= 420) {
                QFont bold = table->font();
                bold.setBold(true);
                QVERIFY(table->columnWidth(1) >= table->iconSize().width() + QFontMetrics(bold).horizontalAdvance(table->item(0, 1)->text()));
            }
            QCOMPARE(table->textElideMode(), Qt::ElideRight);
        }
    }
}

// At its smallest size the window keeps a board of at least 300x300 to play on.
void TestPlayPanels::boardStaysUsableAtTheSmallestSize()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("fr"));  // the longer texts
    showActive(w);
    QVERIFY(w.startGame(loadTestRecord("rulebook-route-3-tiles.yaml")));
    w.resize(200, 200);
    QTest::qWait(100);
    QVERIFY2(w.width() <= 1280 && w.height() <= 800,
             qPrintable(QStringLiteral("the smallest window is %1x%2: too large for a laptop screen").arg(w.width()).arg(w.height())));
    // The panels around stay whole too: the drawn tile clear of the buttons and texts under it,
    // the meeple list a few rows high, the button that ends the turn in view.
    auto* preview = w.findChild<QWidget*>(QStringLiteral("tilePreview"));
    auto* rotate = w.findChild<QWidget*>(QStringLiteral("rotateLeft"));
    auto* hint = w.findChild<QWidget*>(QStringLiteral("tileHint"));
    const QRect previewRect(preview->mapTo(&w, QPoint()), preview->size());
    for (QWidget* below : {rotate, hint}) {
        const QRect r(below->mapTo(&w, QPoint()), below->size());
        QVERIFY2(!previewRect.intersects(r), qPrintable(below->objectName() + QStringLiteral(" overlaps the drawn tile")));
    }
    QListWidget* list = meepleList(w);
    QVERIFY2(list->viewport()->height() >= 3 * list->fontMetrics().height(), qPrintable(QString::number(list->viewport()->height())));
    auto* confirm = w.findChild<QWidget*>(QStringLiteral("confirmButton"));
    QVERIFY(QRect(QPoint(), w.size()).contains(QRect(confirm->mapTo(&w, QPoint()), confirm->size())));
    const QSize board = w.board()->viewport()->size();
    QVERIFY2(board.width() >= 300 && board.height() >= 300,
             qPrintable(QStringLiteral("board %1x%2 in a window of %3x%4").arg(board.width()).arg(board.height()).arg(w.width()).arg(w.height())));
}

// The colour lists of New game show every colour whole ("orange" was cut), in both languages.
void TestPlayPanels::colourListShowsEveryColourWhole()
{
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        MainWindow w;
        w.setLanguage(lang);
        NewGameDialog d(&w);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        d.findChild<QSpinBox*>()->setValue(5);  // every seat's list in view, the fifth on orange
        QTest::qWait(50);
        for (int seat = 0; seat < 5; ++seat) {
            QComboBox* box = d.colorBox(seat);
            if (!box->isVisible()) continue;
            for (int c = 0; c < box->count(); ++c) {
                // The room for the text: the edit field of the box as its style lays it out, less
                // the colour's icon.
                QStyleOptionComboBox opt;
                opt.initFrom(box);
                opt.editable = box->isEditable();
                opt.currentText = box->itemText(c);
                opt.currentIcon = box->itemIcon(c);
                opt.iconSize = box->iconSize();
                const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, box);
                const int room = field.width() - box->iconSize().width() - 4;
                const int need = box->fontMetrics().horizontalAdvance(box->itemText(c));
                QVERIFY2(need <= room, qPrintable(QStringLiteral("%1: '%2' needs %3 px, has %4").arg(lang, box->itemText(c)).arg(need).arg(room)));
            }
            // The open list too: as wide as its rows ask (their icon, text and margins, as the
            // list's delegate measures them), so that no colour is elided.
            box->showPopup();
            QAbstractItemView* view = box->view();
            QTRY_VERIFY(view->isVisible());
            QVERIFY2(view->width() >= view->sizeHintForColumn(0),
                     qPrintable(QStringLiteral("%1: the open list is %2 px, its rows need %3").arg(lang).arg(view->width()).arg(view->sizeHintForColumn(0))));
            box->hidePopup();
        }
    }
}

// The score chart marks round scores (1, 2 or 5 times a power of ten: 95 points read 0, 20 … 100,
// not 0/23/47/71/95) and numbers the turns, the final scoring's point on its own.
void TestPlayPanels::scoreChartHasRoundTicks()
{
    QCOMPARE(roundStep(95, 5), 20);
    QCOMPARE(roundStep(250, 5), 50);
    QCOMPARE(roundStep(7, 5), 2);
    QCOMPARE(roundStep(3, 5), 1);
    QCOMPARE(roundStep(1200, 4), 500);
    QCOMPARE(ScoreChart::scoreTicks(95), (std::vector<int>{0, 20, 40, 60, 80, 100}));
    QCOMPARE(ScoreChart::scoreTicks(7), (std::vector<int>{0, 2, 4, 6, 8}));
    QCOMPARE(ScoreChart::scoreTicks(1), (std::vector<int>{0, 1}));
    QCOMPARE(ScoreChart::scoreTicks(0), (std::vector<int>{0, 1}));
    // 72 turns and the final scoring: every 20th turn, the end's point labelled apart.
    std::vector<int> line(74);
    for (std::size_t i = 0; i < line.size(); ++i) line[i] = static_cast<int>(i) * 95 / 73;
    ScoreChart chart;
    chart.setSeries({line}, {Color::Red}, {QStringLiteral("Leia")}, true);
    QCOMPARE(chart.turnTicks(8), (std::vector<int>{0, 20, 40, 60, 73}));
    QCOMPARE(chart.turnTicks(20), (std::vector<int>{0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 73}));
    // A review's chart of 12 turns, unfinished: every 2nd turn up to 12.
    line.resize(13);
    chart.setSeries({line}, {Color::Red}, {QStringLiteral("Leia")});
    QCOMPARE(chart.turnTicks(8), (std::vector<int>{0, 2, 4, 6, 8, 10, 12}));
}

// A chart's legend says each name whole when the chart has room for it (issue 39: "Red and…een
// 165" in a wide chart), and else on two lines ("Red and / Green 165"), never cut; only a word
// wider than the whole legend is cut at its end, the figure whole.
void TestPlayPanels::chartLegendsReadWhole()
{
    const std::vector<QString> names = {QStringLiteral("Red and Green"), QStringLiteral("Black and White")};
    ScoreChart scores;
    scores.setSeries({{0, 80, 165}, {0, 40, 120}}, {Color::Red, Color::Black}, names);
    scores.resize(520, 260);
    QCOMPARE(scores.legendText(0), QStringLiteral("Red and Green 165"));
    QCOMPARE(scores.legendText(1), QStringLiteral("Black and White 120"));
    QCOMPARE(scores.legendLines(0), 1);
    scores.resize(260, 260);  // a legend of 130 pixels at most
    QCOMPARE(scores.legendText(0), QStringLiteral("Red and Green 165"));
    QCOMPARE(scores.legendLines(0), 2);
    QCOMPARE(scores.legendLines(1), 2);
    scores.setSeries({{0, 80, 165}}, {Color::Red}, {QStringLiteral("Chewbaccaaaaaaaaaaaaaaaaaaaa")});
    QVERIFY2(scores.legendText(0).startsWith(QStringLiteral("Ch")) && scores.legendText(0).endsWith(QStringLiteral("… 165")),
             qPrintable(scores.legendText(0)));
    WinChanceChart chances;
    chances.setPlayers({names[0], names[1]}, {Color::Red, Color::Black}, false);
    chances.resize(520, 220);
    QCOMPARE(chances.legendText(0), names[0]);
    QCOMPARE(chances.legendText(1), names[1]);
    QCOMPARE(chances.legendLines(1), 1);
    chances.resize(200, 220);
    QCOMPARE(chances.legendText(1), names[1]);
    QCOMPARE(chances.legendLines(1), 2);
}

// With Intel and Rumours the Turn panel shows all it holds without scrolling at the usual window
// size, in French too: no empty square for a tile while the player chooses one, and room enough.
void TestPlayPanels::turnPanelWholeWithIntelAndRumours()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("fr"));  // the longer texts
    w.resize(1400, 900);
    showActive(w);
    GameRecord row = loadTestRecord("rulebook-route-3-tiles.yaml");
    row.turns.clear();
    row.rules.set(Variant::IntelAndRumours);
    QVERIFY(w.startGame(row));
    QVERIFY(w.session()->needsTileChoice());
    auto* scroll = qobject_cast<QScrollArea*>(w.turnDock()->widget());
    QVERIFY(scroll);
    const auto whole = [&] {
        QCoreApplication::processEvents();
        return scroll->verticalScrollBar()->maximum() == 0;
    };
    QTRY_VERIFY2(whole(), qPrintable(QStringLiteral("choosing: %1 of %2 pixels in view").arg(scroll->viewport()->height()).arg(scroll->widget()->height())));
    QVERIFY(!w.findChild<QWidget*>(QStringLiteral("tilePreview"))->isVisible());
    QVERIFY(w.session()->chooseFromPile());
    QTRY_VERIFY2(whole(), qPrintable(QStringLiteral("placing: %1 of %2 pixels in view").arg(scroll->viewport()->height()).arg(scroll->widget()->height())));
    QVERIFY(w.findChild<QWidget*>(QStringLiteral("tilePreview"))->isVisible());
}

// The chat's input shows its whole help text in the dock beside the board, in French too (it was
// cut to "Écrivez quelque chose aux aut…").
void TestPlayPanels::chatHelpIsWhole()
{
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        MainWindow w;
        w.setLanguage(lang, false);
        w.resize(1400, 900);
        auto* dock = new ChatDock(w.playPage());
        w.playPage()->addDockWidget(Qt::RightDockWidgetArea, dock);
        showActive(w);
        QLineEdit* input = dock->chat()->input();
        QTRY_VERIFY(input->width() > 0);
        const int room = input->width() - 12;  // the frame and the text margins
        QVERIFY2(input->fontMetrics().horizontalAdvance(input->placeholderText()) <= room,
                 qPrintable(QStringLiteral("%1: \"%2\" in %3 pixels").arg(lang, input->placeholderText()).arg(room)));
    }
}

// At the smallest window in French the turning buttons stand one above the other rather than
// running out of the Turn panel's side ("Tourner à d" was cut).
void TestPlayPanels::turnPanelNeverCutAtTheSide()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("fr"));
    showActive(w);
    QVERIFY(w.startGame(loadTestRecord("rulebook-route-3-tiles.yaml")));
    auto* scroll = qobject_cast<QScrollArea*>(w.turnDock()->widget());
    QVERIFY(scroll);
    QPushButton* left = w.findChild<QPushButton*>(QStringLiteral("rotateLeft"));
    QPushButton* right = w.turnDock()->rotateButton();
    // The short window (as short as the window goes) brings the panel's vertical scroll bar,
    // which narrows the room with the panel's width unchanged. The buttons were once laid out
    // from the panel's size before its scroll area had taken its own: side by side in too little
    // room.
    for (const QSize size : {QSize(200, 900), QSize(200, 300), QSize(1900, 900)}) {
        w.resize(size);
        QTest::qWait(100);
        QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("%1 pixels of content in %2").arg(scroll->widget()->width()).arg(scroll->viewport()->width())));
        const QRect r(right->mapTo(scroll->viewport(), QPoint()), right->size());
        QVERIFY(r.right() < scroll->viewport()->width());
        if (right->y() == left->y()) QVERIFY(left->x() + left->width() <= right->x());  // side by side: whole
    }
}

// With a large system font (twice the size) three players stay whole in the Players table at
// the usual window size (the third was a sliver).
void TestPlayPanels::playersTableWholeWithALargeFont()
{
    const QFont normal = QApplication::font();
    QFont large = normal;
    large.setPointSizeF(normal.pointSizeF() * 2);
    QApplication::setFont(large);
    const auto restore = qScopeGuard([&normal] { QApplication::setFont(normal); });
    MainWindow w;
    w.setLanguage(QStringLiteral("fr"));
    w.resize(1400, 900);
    showActive(w);
    QVERIFY(w.startGame(loadTestRecord("rulebook-asteroid-battle.yaml")));
    QTableWidget* table = w.playersTable();
    QCOMPARE(table->rowCount(), 3);
    QTest::qWait(50);
    const QRect last = table->visualItemRect(table->item(2, 0));
    QVERIFY2(last.bottom() < table->viewport()->height(),
             qPrintable(QStringLiteral("row 3 ends at %1 in %2 pixels").arg(last.bottom()).arg(table->viewport()->height())));
    // The faction's name, elided in a narrow column, is whole in its tooltip (the rulebook
    // record's players: red, white, black).
    const QString factions[] = {QStringLiteral("Alliance rebelle"), QStringLiteral("Empire"), QStringLiteral("Empire")};
    for (int p = 0; p < 3; ++p) QCOMPARE(table->item(p, 1)->toolTip(), factions[p]);
}

QTEST_MAIN(TestPlayPanels)
#include "tst_playpanels.moc"
