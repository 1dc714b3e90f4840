// What a colour-blind player sees. The board (with every kind of mark) and the Players dock are
// rendered to images; their colours are sampled from the pixels, passed through the simulations
// of protanopia, deuteranopia and tritanopia of Machado, Oliveira and Fernandes (2009: their
// matrices for severity 1.0, applied to linear RGB), and every pair of player colours and every
// pair of board marks must stay apart by a minimum difference.
//
// The difference is CIEDE2000 (CIE 2001), checked here against the 34 published pairs of Sharma,
// Wu and Dalal (2005). Not CIE76: its Euclidean distance in L*a*b* overstates differences of
// saturated colours (a yellow and an orange 20 apart in CIE76 are about 10 apart in CIEDE2000),
// which is where a simulated dichromat's colours crowd.
//
// The minimums: kPlayers (15) between player colours, which a player must tell apart at a glance
// and from afar; kMarks (10) between board marks, which also differ by shape and stand side by
// side. The colour-blind palette passes both under every simulation. The standard palette passes
// in normal vision; under the simulations the pairs its rows list fall short (red and green under
// deuteranopia, green and orange under protanopia, red and orange under deuteranopia and
// tritanopia; a dead cell and a cell legal after turning under protanopia): the test asserts that
// exactly those do, so that a change either way is seen. That is what the colour-blind palette is
// for, and why every player colour also carries a glyph and every mark a shape.
#include "boardfacts.h"
#include "boardview.h"
#include "mainwindow.h"
#include "random_play.h"
#include "tileart.h"

#include <QActionGroup>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QHeaderView>
#include <QPainter>
#include <QScopeGuard>
#include <QSettings>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QtTest>

#include <array>
#include <cmath>
#include <map>
#include <set>

using namespace swc;
using namespace swc::ui;

namespace {

using Lab = std::array<double, 3>;
using Matrix = std::array<std::array<double, 3>, 3>;

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
const char* visionName(Vision v)
{
    switch (v) {
    case Vision::Normal: return "normal";
    case Vision::Protanopia: return "protanopia";
    case Vision::Deuteranopia: return "deuteranopia";
    case Vision::Tritanopia: return "tritanopia";
    }
    return "?";
}

// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
Matrix simulation(Vision v)
{
    switch (v) {
    case Vision::Protanopia:
        return {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    case Vision::Deuteranopia:
        return {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    case Vision::Tritanopia:
        return {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
    case Vision::Normal: break;
    }
    return {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
}

double toLinear(int c)
{
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

// An sRGB colour as seen with `vision`, in CIE L*a*b* (D65).
Lab seenAs(const QColor& c, Vision vision)
{
    const std::array<double, 3> rgb = {toLinear(c.red()), toLinear(c.green()), toLinear(c.blue())};
    const Matrix m = simulation(vision);
    std::array<double, 3> s{};
    for (std::size_t i = 0; i < 3; ++i) s[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    const double x = (0.4124564 * s[0] + 0.3575761 * s[1] + 0.1804375 * s[2]) / 0.95047;
    const double y = 0.2126729 * s[0] + 0.7151522 * s[1] + 0.0721750 * s[2];
    const double z = (0.0193339 * s[0] + 0.1191920 * s[1] + 0.9503041 * s[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double degrees(double radians) { return radians * 180 / M_PI; }
double radians(double degrees) { return degrees * M_PI / 180; }

// The hue angle of (a', b'), in degrees 0..360 (0 for a neutral colour).
double hueAngle(double a, double b)
{
    if (a == 0 && b == 0) return 0;
    const double h = degrees(std::atan2(b, a));
    return h < 0 ? h + 360 : h;
}

// The mean hue of two, as Sharma et al. write it (the sum when one is neutral).
double meanHue(double h1, double h2, bool neutral)
{
    if (neutral) return h1 + h2;
    if (std::abs(h1 - h2) <= 180) return (h1 + h2) / 2;
    return h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
}

// CIEDE2000, kL = kC = kH = 1, following Sharma, Wu and Dalal (2005), equations 1 to 23.
double ciede2000(const Lab& p, const Lab& q)
{
    const double cMean = (std::hypot(p[1], p[2]) + std::hypot(q[1], q[2])) / 2;
    const double pow7 = std::pow(cMean, 7);
    const double g = 0.5 * (1 - std::sqrt(pow7 / (pow7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
    const double c1 = std::hypot(a1, p[2]), c2 = std::hypot(a2, q[2]);
    const double h1 = hueAngle(a1, p[2]), h2 = hueAngle(a2, q[2]);
    const bool neutral = c1 * c2 == 0;
    double dh = neutral ? 0 : h2 - h1;
    if (dh > 180) dh -= 360;
    if (dh < -180) dh += 360;
    const double dL = q[0] - p[0], dC = c2 - c1;
    const double dH = 2 * std::sqrt(c1 * c2) * std::sin(radians(dh / 2));
    const double lMean = (p[0] + q[0]) / 2, cpMean = (c1 + c2) / 2;
    const double h = meanHue(h1, h2, neutral);
    const double t = 1 - 0.17 * std::cos(radians(h - 30)) + 0.24 * std::cos(radians(2 * h)) +
                     0.32 * std::cos(radians(3 * h + 6)) - 0.20 * std::cos(radians(4 * h - 63));
    const double dTheta = 30 * std::exp(-std::pow((h - 275) / 25, 2));
    const double cp7 = std::pow(cpMean, 7);
    const double rC = 2 * std::sqrt(cp7 / (cp7 + std::pow(25.0, 7)));
    const double sL = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sC = 1 + 0.045 * cpMean, sH = 1 + 0.015 * cpMean * t;
    const double rT = -std::sin(radians(2 * dTheta)) * rC;
    return std::sqrt(std::pow(dL / sL, 2) + std::pow(dC / sC, 2) + std::pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH));
}

constexpr double kPlayers = 15;
constexpr double kMarks = 10;

// The per-channel median of the pixels within `radius` of `at`.
QColor patchColour(const QImage& img, QPoint at, int radius = 2)
{
    std::vector<int> r, g, b;
    for (int y = at.y() - radius; y <= at.y() + radius; ++y)
        for (int x = at.x() - radius; x <= at.x() + radius; ++x) {
            const QColor c = img.pixelColor(std::clamp(x, 0, img.width() - 1), std::clamp(y, 0, img.height() - 1));
            r.push_back(c.red());
            g.push_back(c.green());
            b.push_back(c.blue());
        }
    const auto median = [](std::vector<int>& v) {
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        return v[v.size() / 2];
    };
    return QColor(median(r), median(g), median(b));
}

// The colour most pixels of `rect` have, those near `background` left out.
QColor mainColour(const QImage& img, const QRect& rect, const QColor& background)
{
    std::map<QRgb, int> counts;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = img.pixelColor(x, y);
            const int off = std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                            std::abs(c.blue() - background.blue());
            if (off > 24) ++counts[c.rgb()];
        }
    const auto best =
        std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    return best == counts.end() ? background : QColor::fromRgb(best->first);
}

constexpr double kPixelsPerUnit = 3;

// The part `source` of a board's scene, rendered at kPixelsPerUnit.
QImage renderScene(const BoardView& board, const QRectF& source)
{
    QImage img((source.size() * kPixelsPerUnit).toSize(), QImage::Format_RGB32);
    img.fill(QColor(0x05, 0x07, 0x12));  // the board's background
    QPainter p(&img);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    board.scene()->render(&p, QRectF(QPointF(), source.size() * kPixelsPerUnit), source);
    return img;
}

// A mark's colour: at `inCell` (in scene units from the cell's corner) of `cell`.
QColor markColourAt(const BoardView& board, Pos cell, QPointF inCell)
{
    constexpr int tile = BoardView::kTile;
    const QRectF source(cell.x * tile - 10, cell.y * tile - 10, tile + 20, tile + 20);
    const QImage img = renderScene(board, source);
    return patchColour(img, ((inCell + QPointF(10, 10)) * kPixelsPerUnit).toPoint());
}

// The pairs of `colours` closer than `minimum`, as "vision a/b" (under normal vision, then each
// simulation); prints every pair's difference.
QStringList closePairs(const std::map<QString, QColor>& colours, double minimum)
{
    QStringList out;
    for (Vision v : {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia}) {
        QStringList line;
        for (auto a = colours.begin(); a != colours.end(); ++a)
            for (auto b = std::next(a); b != colours.end(); ++b) {
                const double d = ciede2000(seenAs(a->second, v), seenAs(b->second, v));
                line << QStringLiteral("%1/%2 %3").arg(a->first, b->first).arg(d, 0, 'f', 1);
                if (d < minimum) out << QStringLiteral("%1 %2/%3").arg(QString::fromLatin1(visionName(v)), a->first, b->first);
            }
        qInfo().noquote() << visionName(v) << line.join(QStringLiteral(", "));
    }
    return out;
}

QString colourName(Color c)
{
    static const char* names[] = {"red", "green", "black", "white", "orange"};
    return QString::fromLatin1(names[static_cast<int>(c)]);
}

// A five-player game of the standard set, played at random up to a position that shows every
// kind of mark: legal cells for the tile's rotation and for another, a dead cell, a feature
// completed by the last turn, and a meeple of every player on the board.
GameRecord positionWithEveryMark()
{
    GameRecord full;
    full.players = {Color::Red, Color::Green, Color::Black, Color::White, Color::Orange};
    full.tileset = builtinTileset("standard");
    full.tilesetRef = "standard";
    full.seed = 11;
    Rng rng(3);
    appendRandomTurns(full, rng);
    for (std::size_t turns = 10; turns < full.turns.size(); ++turns) {
        GameRecord rec = full;
        rec.turns.resize(turns);
        GameSession s;
        if (!s.start(rec) || s.phase() != GameSession::Phase::Placing || s.history().empty()) continue;
        const Game& g = s.game();
        std::set<int> players;
        for (const auto& m : g.meeplesOnBoard()) players.insert(m.player);
        const auto& legal = s.legalPlacements();
        const auto nowLegal = [&](const Placement& p) { return p.rotation == s.rotation(); };
        const auto turnedLegal = [&](const Placement& p) { return !s.isLegal(p.at, s.rotation()); };
        const bool marks = std::any_of(legal.begin(), legal.end(), nowLegal) &&
                           std::any_of(legal.begin(), legal.end(), turnedLegal) && !deadCells(g).empty();
        if (marks && !s.history().back().report.scores.empty() && players.size() == 5) return rec;
    }
    return {};
}

}  // namespace

class TestColourBlind : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        rec_ = positionWithEveryMark();
        QVERIFY(!rec_.players.empty());
    }
    void init() { setColourScheme(ColourScheme::Standard); }
    void cleanupTestCase() { setColourScheme(ColourScheme::Standard); }
    void ciede2000MatchesPublishedPairs();
    void simulationsKeepGreys();
    void playerColoursStayApart_data();
    void playerColoursStayApart();
    void boardMarksStayApart_data();
    void boardMarksStayApart();
    void paletteIsKeptAndAppliedAtOnce();
    void blackAndWhiteMeeplesDiffer();
    void meeplesLeaveTheirSymbolsInSight();
    void featuresStayApartAt30px_data();
    void featuresStayApartAt30px();
    void meeplesStandOutOnEveryGround();
    void themeIsKeptAndAppliedAtOnce();

private:
    // The window on rec_'s position, in the palette asked for (not kept in the settings).
    void start(MainWindow& w, bool colourBlind)
    {
        w.setColourBlindPalette(colourBlind, false);
        w.resize(1400, 900);
        QVERIFY(w.startGame(rec_));
    }

    GameRecord rec_;
};

void TestColourBlind::ciede2000MatchesPublishedPairs()
{
    // Sharma, Wu and Dalal (2005), table 1: L*a*b* of two colours and their CIEDE2000 difference.
    static const double pairs[34][7] = {
        {50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425},
        {50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615},
        {50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412},
        {50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000},
        {50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000},
        {50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000},
        {50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669},
        {50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669},
        {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792},
        {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792},
        {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195},
        {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195},
        {50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045},
        {50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045},
        {50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461},
        {50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065},
        {50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492},
        {50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977},
        {50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030},
        {50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535},
        {50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000},
        {50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000},
        {50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000},
        {50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000},
        {60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
        {63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630},
        {61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731},
        {35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645},
        {22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373},
        {36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146},
        {90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441},
        {90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381},
        {6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377},
        {2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082},
    };
    for (const auto& row : pairs) {
        const Lab p = {row[0], row[1], row[2]}, q = {row[3], row[4], row[5]};
        QVERIFY2(std::abs(ciede2000(p, q) - row[6]) < 1e-4, qPrintable(QString::number(ciede2000(p, q), 'f', 4)));
        QVERIFY2(std::abs(ciede2000(q, p) - row[6]) < 1e-4, qPrintable(QString::number(ciede2000(q, p), 'f', 4)));
    }
}

void TestColourBlind::simulationsKeepGreys()
{
    // Every simulation keeps white white and a grey grey (its rows sum to 1), as Machado's do.
    for (Vision v : {Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia})
        for (const QColor& c : {QColor(Qt::white), QColor(0x80, 0x80, 0x80)})
            QVERIFY2(ciede2000(seenAs(c, v), seenAs(c, Vision::Normal)) < 0.01, visionName(v));
    // And it changes what it should: red and green meet under deuteranopia.
    const QColor red(0xe5, 0x39, 0x35), green(0x43, 0xa0, 0x47);
    QVERIFY(ciede2000(seenAs(red, Vision::Normal), seenAs(green, Vision::Normal)) > 50);
    QVERIFY(ciede2000(seenAs(red, Vision::Deuteranopia), seenAs(green, Vision::Deuteranopia)) < 10);
}

void TestColourBlind::playerColoursStayApart_data()
{
    QTest::addColumn<bool>("colourBlind");
    QTest::addColumn<QStringList>("expectedFails");  // "vision a/b", the pairs short of kPlayers
    QTest::newRow("standard") << false
                              << QStringList{QStringLiteral("protanopia green/orange"), QStringLiteral("deuteranopia green/red"),
                                             QStringLiteral("deuteranopia orange/red"), QStringLiteral("tritanopia orange/red")};
    QTest::newRow("colour-blind") << true << QStringList{};
}

void TestColourBlind::playerColoursStayApart()
{
    QFETCH(bool, colourBlind);
    QFETCH(QStringList, expectedFails);
    MainWindow w;
    start(w, colourBlind);
    w.show();
    QCoreApplication::processEvents();
    // The Players dock: the main colour of each row's meeple.
    QTableWidget* table = w.playersTable();
    table->setMinimumHeight(table->horizontalHeader()->height() + table->verticalHeader()->length() +
                            2 * table->frameWidth() + 4);
    QCoreApplication::processEvents();
    const QImage dock = table->viewport()->grab().toImage();
    if (qEnvironmentVariableIsSet("SWC_COLOUR_IMAGES")) {
        dock.save(qEnvironmentVariable("SWC_COLOUR_IMAGES") + QStringLiteral("/dock-%1.png").arg(colourBlind));
        renderScene(*w.board(), w.board()->scene()->itemsBoundingRect())
            .save(qEnvironmentVariable("SWC_COLOUR_IMAGES") + QStringLiteral("/board-%1.png").arg(colourBlind));
    }
    std::map<QString, QColor> rows;
    for (int p = 0; p < w.session()->game().playerCount(); ++p) {
        QStyleOptionViewItem opt;
        opt.initFrom(table->viewport());
        opt.rect = table->visualItemRect(table->item(p, 0));
        opt.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration;
        opt.decorationSize = table->iconSize();
        opt.decorationPosition = QStyleOptionViewItem::Left;
        opt.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
        opt.text = table->item(p, 0)->text();
        opt.icon = table->item(p, 0)->icon();
        const QRect icon = table->style()->subElementRect(QStyle::SE_ItemViewItemDecoration, &opt, table);
        const QColor background = dock.pixelColor(opt.rect.right() - 1, opt.rect.bottom() - 1);
        rows[colourName(w.session()->game().color(p))] = mainColour(dock, icon, background);
    }
    // The board: the head of every meeple (no glyph, no crown on it), named by the row of the
    // same colour.
    std::map<QString, QColor> board;
    const QRectF all = w.board()->scene()->itemsBoundingRect();
    const QImage img = renderScene(*w.board(), all);
    for (const QRectF& r : w.board()->itemRectsForTests(QStringLiteral("meeple"))) {
        const QPointF head = r.topLeft() + QPointF(r.width() * 0.5, r.height() * 36 / 110);
        const QColor c = patchColour(img, ((head - all.topLeft()) * kPixelsPerUnit).toPoint(), 1);
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const auto& kv) { return kv.second == c; });
        QVERIFY2(row != rows.end(), qPrintable(c.name()));
        board[row->first] = c;
    }
    QCOMPARE(board.size(), std::size_t(5));  // five colours on the board
    QCOMPARE(closePairs(rows, kPlayers), expectedFails);
    QCOMPARE(closePairs(board, kPlayers), expectedFails);
}

void TestColourBlind::boardMarksStayApart_data()
{
    QTest::addColumn<bool>("colourBlind");
    QTest::addColumn<QStringList>("expectedFails");
    QTest::newRow("standard") << false << QStringList{QStringLiteral("protanopia dead/legal-turned")};
    QTest::newRow("colour-blind") << true << QStringList{};
}

void TestColourBlind::boardMarksStayApart()
{
    QFETCH(bool, colourBlind);
    QFETCH(QStringList, expectedFails);
    MainWindow w;
    start(w, colourBlind);
    GameSession& s = *w.session();
    BoardView& board = *w.board();
    std::map<QString, QColor> marks;
    // Legal for the tile's rotation: the dot; for another: the turning arrow; dead: the cross.
    const auto& legal = s.legalPlacements();
    const auto now = std::find_if(legal.begin(), legal.end(), [&](const Placement& p) { return p.rotation == s.rotation(); });
    const auto turned = std::find_if(legal.begin(), legal.end(), [&](const Placement& p) { return !s.isLegal(p.at, s.rotation()); });
    QVERIFY(now != legal.end() && turned != legal.end());
    QCOMPARE(board.itemCountForTests(QStringLiteral("legalDot")) > 0, true);
    QCOMPARE(board.itemCountForTests(QStringLiteral("turnArrow")) > 0, true);
    marks[QStringLiteral("legal")] = markColourAt(board, now->at, {50, 50});
    marks[QStringLiteral("legal-turned")] = markColourAt(board, turned->at, {35, 50});
    marks[QStringLiteral("dead")] = markColourAt(board, deadCells(s.game()).front(), {50, 50});
    // A completed feature, as the last turn's scoring flashes it: the frame of one of its tiles.
    board.flashScores(s.history().back().report);
    const auto completed = board.itemRectsForTests(QStringLiteral("completedFeature"));
    QVERIFY(!completed.empty());
    const Pos flashed = BoardView::cellAt(completed.front().center());
    marks[QStringLiteral("completed")] = markColourAt(board, flashed, {50, 3});
    // The tile just placed, waiting for its meeple: its frame.
    s.setRotation(now->rotation);
    QVERIFY(s.place(now->at));
    QCOMPARE(s.phase(), GameSession::Phase::Meeple);
    board.refresh();
    marks[QStringLiteral("placed")] = markColourAt(board, now->at, {50, 0.5});
    QCOMPARE(closePairs(marks, kMarks), expectedFails);
}

void TestColourBlind::paletteIsKeptAndAppliedAtOnce()
{
    MainWindow(nullptr).setColourBlindPalette(false);  // the standard palette chosen
    {
        MainWindow w;
        QVERIFY(w.startGame(rec_));
        QAction* toggle = w.action(QStringLiteral("colourBlindPalette"));
        QVERIFY(toggle && toggle->isCheckable() && !toggle->isChecked());
        const QColor before = playerColor(Color::Green);
        const qint64 icon = w.playersTable()->item(1, 0)->icon().cacheKey();
        toggle->trigger();
        QVERIFY(toggle->isChecked());
        QCOMPARE(colourScheme(), ColourScheme::ColourBlind);
        QVERIFY(playerColor(Color::Green) != before);
        // The docks drew their rows again, with the new meeples.
        QVERIFY(w.playersTable()->item(1, 0)->icon().cacheKey() != icon);
    }
    setColourScheme(ColourScheme::Standard);
    {
        MainWindow w;  // the next start keeps it
        QCOMPARE(colourScheme(), ColourScheme::ColourBlind);
        QVERIFY(w.action(QStringLiteral("colourBlindPalette"))->isChecked());
        w.setColourBlindPalette(false);
    }
    MainWindow w;
    QCOMPARE(colourScheme(), ColourScheme::Standard);
}

void TestColourBlind::blackAndWhiteMeeplesDiffer()
{
    // The white meeple is a light figure with a dark outline, the black one a dark figure with a
    // light edge: in grey levels, one is dark and the other light, and the black one's edge is
    // light where the white one's is dark.
    if (qEnvironmentVariableIsSet("SWC_COLOUR_IMAGES")) {
        // A sheet of every meeple on the night sky, large and small, in both palettes.
        QImage sheet(5 * 120, 2 * 160, QImage::Format_RGB32);
        sheet.fill(QColor(0x0b, 0x10, 0x2a));
        QPainter p(&sheet);
        for (int scheme = 0; scheme < 2; ++scheme) {
            setColourScheme(static_cast<ColourScheme>(scheme));
            for (int c = 0; c < 5; ++c) {
                p.drawPixmap(c * 120, scheme * 160, meeplePixmap(static_cast<Color>(c), MeepleSize::Large, 110));
                p.drawPixmap(c * 120 + 20, scheme * 160 + 115, meeplePixmap(static_cast<Color>(c), MeepleSize::Small, 36));
                p.drawPixmap(c * 120 + 70, scheme * 160 + 125, meeplePixmap(static_cast<Color>(c), MeepleSize::Small, 22));
            }
        }
        p.end();
        sheet.save(qEnvironmentVariable("SWC_COLOUR_IMAGES") + QStringLiteral("/meeples.png"));
    }
    for (ColourScheme scheme : {ColourScheme::Standard, ColourScheme::ColourBlind}) {
        setColourScheme(scheme);
        const QImage black = meeplePixmap(Color::Black, MeepleSize::Small, 110).toImage();
        const QImage white = meeplePixmap(Color::White, MeepleSize::Small, 110).toImage();
        // The mean grey level of the figure (its opaque pixels, outline and glyph included).
        const auto meanGrey = [](const QImage& img) {
            double sum = 0;
            int n = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    if (qAlpha(img.pixel(x, y)) >= 250) {
                        sum += qGray(img.pixel(x, y));
                        ++n;
                    }
            return sum / std::max(1, n);
        };
        QVERIFY2(meanGrey(black) < 70, qPrintable(QString::number(meanGrey(black))));
        QVERIFY2(meanGrey(white) > meanGrey(black) + 80, qPrintable(QString::number(meanGrey(white))));
        // The edge left of the arms (x 18 - 4 + 5, y 57 + 12 in the 110-unit frame): light for
        // black, dark for white.
        QVERIFY2(qGray(black.pixelColor(19, 69).rgb()) > 150, qPrintable(black.pixelColor(19, 69).name()));
        QVERIFY2(qGray(white.pixelColor(19, 69).rgb()) < 90, qPrintable(white.pixelColor(19, 69).name()));
    }
}

void TestColourBlind::meeplesLeaveTheirSymbolsInSight()
{
    // A meeple on a feature with a faction symbol gets the symbol drawn over it, small, in its
    // lower right corner; a meeple on a feature without a symbol gets none.
    MainWindow w;
    start(w, false);
    const Game& g = w.session()->game();
    int withSymbols = 0;
    for (const auto& m : g.meeplesOnBoard()) {
        const auto& t = g.placedTiles()[static_cast<std::size_t>(g.nodeTile(m.node))];
        const TileFace& face = g.tileset().faces[t.face];
        const int seg = g.nodeSegment(m.node);
        const SymbolCounts* s = g.nodeKind(m.node) == FeatureKind::Planet ? &face.planetSymbols
                              : g.nodeKind(m.node) == FeatureKind::Route ? &face.routes[static_cast<std::size_t>(seg)].symbols
                                                                        : &face.asteroids[static_cast<std::size_t>(seg)].symbols;
        for (int f = 0; f < kFactions; ++f) withSymbols += (*s)[static_cast<std::size_t>(f)];
    }
    const auto badges = w.board()->itemRectsForTests(QStringLiteral("meepleSymbol"));
    QCOMPARE(static_cast<int>(badges.size()), withSymbols);
    const auto meeples = w.board()->itemRectsForTests(QStringLiteral("meeple"));
    // The meeple chosen on a tile just placed, before the turn ends, too: the first tile drawn
    // with a symbol, at its first legal placement.
    GameSession& s = *w.session();
    bool chosen = false;
    for (int turn = 0; turn < 30 && !chosen && s.phase() == GameSession::Phase::Placing; ++turn) {
        const Placement p = s.legalPlacements().front();
        s.setRotation(p.rotation);
        QVERIFY(s.place(p.at));
        const TileFace& face = g.tileset().faces[g.placedTiles().back().face];
        const int before = w.board()->itemCountForTests(QStringLiteral("meepleSymbol"));
        for (int i = 0; i < static_cast<int>(s.meepleOptions().size()) && !chosen; ++i) {
            const MeepleMove& m = s.meepleOptions()[static_cast<std::size_t>(i)];
            const SymbolCounts* on = m.kind == FeatureKind::Planet ? &face.planetSymbols
                                   : m.kind == FeatureKind::Route  ? &face.routes[static_cast<std::size_t>(m.segment)].symbols
                                                                   : &face.asteroids[static_cast<std::size_t>(m.segment)].symbols;
            const int symbols = (*on)[0] + (*on)[1] + (*on)[2];
            if (!(m.at == p.at) || symbols == 0) continue;
            QVERIFY(w.seats()->chooseOption(i));
            QCOMPARE(w.board()->itemCountForTests(QStringLiteral("meepleSymbol")), before + symbols);
            chosen = true;
        }
        if (chosen) break;
        QVERIFY(w.seats()->chooseOption(-1));
        QVERIFY(w.seats()->confirm());
    }
    QVERIFY2(chosen, "a tile with a symbol to stand on");
    for (const QRectF& b : badges)
        QVERIFY(std::any_of(meeples.begin(), meeples.end(),
                            [&](const QRectF& m) { return m.intersects(b) && b.center().x() > m.center().x(); }));
}

void TestColourBlind::featuresStayApartAt30px_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<int>("scheme");
    for (ArtTheme theme : {ArtTheme::Galaxy, ArtTheme::Plain})
        for (ColourScheme scheme : {ColourScheme::Standard, ColourScheme::ColourBlind})
            QTest::addRow("%s, %s", theme == ArtTheme::Galaxy ? "galaxy" : "plain",
                          scheme == ColourScheme::Standard ? "standard" : "colour-blind")
                << static_cast<int>(theme) << static_cast<int>(scheme);
}

// Zoomed out to 30 pixels a tile, a route, an asteroid field, a planet and empty space still
// differ by kMarks under every simulation, in both themes and both palettes: sampled on the
// faces as the board draws them (their space over the board's sky in the Galaxy theme).
void TestColourBlind::featuresStayApartAt30px()
{
    QFETCH(int, theme);
    QFETCH(int, scheme);
    setArtTheme(static_cast<ArtTheme>(theme));
    setColourScheme(static_cast<ColourScheme>(scheme));
    const auto restore = qScopeGuard([] { setArtTheme(ArtTheme::Galaxy); });
    const auto set = builtinTileset("standard");
    constexpr int px = 30;
    // The face as the board shows it: over its piece of sky (the Galaxy's own-sky picture is
    // that piece), at 30 pixels.
    const auto shown = [&](const char* id) {
        QImage img = TileRenderer::instance().face(set->faces[static_cast<std::size_t>(set->findFace(id))], 0, px).toImage();
        img.setDevicePixelRatio(1);
        return img.scaled(px, px, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    };
    const QImage road = shown("asteroid-route-straight"), planet = shown("planet-bounty");
    // Points of the face in tile units (0..100), sampled over 3x3 pixels.
    const auto at = [&](const QImage& img, QPointF unit) { return patchColour(img, (unit * px / 100).toPoint(), 1); };
    const std::map<QString, QColor> features = {{QStringLiteral("route"), at(road, {20, 50})},
                                                {QStringLiteral("field"), at(road, {50, 5})},
                                                {QStringLiteral("space"), at(road, {50, 85})},
                                                {QStringLiteral("planet"), at(planet, {33, 50})}};
    QCOMPARE(closePairs(features, kMarks), QStringList{});
}

// Every player's meeple stands out on the Galaxy board's grounds (deep space, a lane, rocks, a
// planet) in both palettes: the band along its outline differs from the ground beside it by
// kPlayers under normal vision, and by kMarks under every simulation.
void TestColourBlind::meeplesStandOutOnEveryGround()
{
    const auto set = builtinTileset("standard");
    constexpr int tile = 120, meeple = 40;
    const auto face = [&](const char* id) {
        QImage img = TileRenderer::instance().face(set->faces[static_cast<std::size_t>(set->findFace(id))], 0, tile).toImage();
        img.setDevicePixelRatio(1);
        return img.scaled(tile, tile, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).convertToFormat(QImage::Format_RGB32);
    };
    const QImage road = face("asteroid-route-straight"), world = face("planet-rebel");
    const std::pair<const char*, std::pair<const QImage*, QPointF>> grounds[] = {
        {"space", {&road, {0.5, 0.82}}}, {"lane", {&road, {0.2, 0.5}}}, {"rocks", {&road, {0.5, 0.1}}}, {"planet", {&world, {0.34, 0.66}}}};
    for (ColourScheme scheme : {ColourScheme::Standard, ColourScheme::ColourBlind}) {
        setColourScheme(scheme);
        for (int c = 0; c < 5; ++c) {
            QImage figure = meeplePixmap(static_cast<Color>(c), MeepleSize::Small, meeple).toImage();
            figure.setDevicePixelRatio(1);
            figure = figure.scaled(meeple, meeple, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
            for (const auto& [name, where] : grounds) {
                const QPoint corner = (where.second * tile).toPoint() - QPoint(meeple / 2, meeple / 2);
                QImage shot = where.first->copy(QRect(corner, QSize(meeple, meeple)));
                QPainter(&shot).drawImage(0, 0, figure);
                // Two bands along the outline: its outer layer (opaque pixels, the halo
                // included, with a clear pixel three pixels away) and the next one inside (six
                // pixels away); the ground: the clear pixels beside the outer band. The figure
                // stands out when either band differs from the ground (a white figure's dark
                // halo may melt into the night, the white inside it does not).
                std::vector<QColor> outer, inner, beside;
                const auto clearAt = [&](QPoint p, int d, QPoint* found) {
                    for (const QPoint dir : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
                        const QPoint out = p + dir * d;
                        if (QRect(0, 0, meeple, meeple).contains(out) && qAlpha(figure.pixel(out)) <= 10) {
                            if (found) *found = out;
                            return true;
                        }
                    }
                    return false;
                };
                for (int y = 0; y < meeple; ++y)
                    for (int x = 0; x < meeple; ++x) {
                        if (qAlpha(figure.pixel(x, y)) < 200) continue;  // the halo is part of the outline
                        QPoint out;
                        if (clearAt({x, y}, 3, &out)) {
                            outer.push_back(shot.pixelColor(x, y));
                            beside.push_back(shot.pixelColor(out));
                        } else if (clearAt({x, y}, 6, nullptr)) {
                            inner.push_back(shot.pixelColor(x, y));
                        }
                    }
                QVERIFY(outer.size() > 20 && inner.size() > 20);
                const auto median = [](std::vector<QColor> v) {
                    std::sort(v.begin(), v.end(), [](const QColor& a, const QColor& b) { return qGray(a.rgb()) < qGray(b.rgb()); });
                    return v[v.size() / 2];
                };
                const QString ground = QString::fromLatin1(name);
                const QString what = colourName(static_cast<Color>(c)) + QLatin1Char(' ') + ground;
                const auto standsOut = [&](double minimum, bool normalOnly) {
                    for (const auto* band : {&outer, &inner}) {
                        QStringList close = closePairs({{QStringLiteral("meeple"), median(*band)}, {ground, median(beside)}}, minimum);
                        if (normalOnly) close = close.filter(QStringLiteral("normal"));
                        if (close.isEmpty()) return true;
                    }
                    return false;
                };
                QVERIFY2(standsOut(kPlayers, true), qPrintable(what));
                QVERIFY2(standsOut(kMarks, false), qPrintable(what));
            }
        }
    }
}

// View > Theme: a radio choice of two, the Galaxy first; the one chosen applies at once to
// the board's tiles and is kept for the next start.
void TestColourBlind::themeIsKeptAndAppliedAtOnce()
{
    QSettings().remove(QStringLiteral("view/artTheme"));
    const auto restore = qScopeGuard([] {
        QSettings().remove(QStringLiteral("view/artTheme"));
        setArtTheme(ArtTheme::Galaxy);
    });
    {
        MainWindow w;
        w.resize(1400, 900);
        QVERIFY(w.startGame(rec_));
        QCOMPARE(artTheme(), ArtTheme::Galaxy);
        QAction* galaxy = w.action(QStringLiteral("artThemeGalaxy"));
        QAction* plain = w.action(QStringLiteral("artThemePlain"));
        QVERIFY(galaxy && plain && galaxy->isChecked() && !plain->isChecked());
        QVERIFY(galaxy->actionGroup() && galaxy->actionGroup() == plain->actionGroup() && galaxy->actionGroup()->isExclusive());
        const Game& g = w.session()->game();
        const auto& t = g.placedTiles().front();
        const auto tileKey = [&] {
            for (QGraphicsItem* i : w.board()->scene()->items())
                if (i->data(0).toString() == QLatin1String("tile") && i->scenePos() == BoardView::cellCenter(t.at) - QPointF(50, 50))
                    return qgraphicsitem_cast<QGraphicsPixmapItem*>(i)->pixmap().cacheKey();
            return qint64(0);
        };
        const qint64 before = tileKey();
        QVERIFY(before != 0);
        plain->trigger();
        QCOMPARE(artTheme(), ArtTheme::Plain);
        QVERIFY(plain->isChecked() && !galaxy->isChecked());
        QCOMPARE(tileKey(), TileRenderer::instance().face(g.tileset().faces[t.face], t.rotation, 160).cacheKey());
        QVERIFY(tileKey() != before);
    }
    setArtTheme(ArtTheme::Galaxy);
    {
        MainWindow w;  // the next start keeps it
        QCOMPARE(artTheme(), ArtTheme::Plain);
        QVERIFY(w.action(QStringLiteral("artThemePlain"))->isChecked());
        w.action(QStringLiteral("artThemeGalaxy"))->trigger();
    }
    MainWindow w;
    QCOMPARE(artTheme(), ArtTheme::Galaxy);
}

QTEST_MAIN(TestColourBlind)
#include "tst_colourblind.moc"
