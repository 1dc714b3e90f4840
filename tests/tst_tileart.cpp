// Tile art drawn from definitions: every face of the standard set renders, a turned tile is
// the same picture turned, feature spots turn with the tile, symbols differ in shape. (The
// full-board drawing benchmark is tst_boarddraw.)
#include "boardpicture.h"
#include "galaxyart.h"
#include "printsheets.h"
#include "record.h"
#include "testpaths.h"
#include "tileart.h"

#include <QPainter>
#include <QSvgRenderer>
#include <QtTest>

using namespace swc;
using namespace swc::ui;

class TestTileArt : public QObject
{
    Q_OBJECT

private slots:
    void everyFaceRenders();
    void rotationTurnsThePicture();
    void anchorsTurnWithTheTile();
    void symbolsDifferInShape();
    void artFollowsTheScreenRatio();
    void plainDrawsItsSvg();
    void galaxyLeavesSpaceToTheBoard();
    void nebulaeShowAndRepeatWithoutASeam();
    void planetsGroundStaysOnItsSphere();
    void cacheStaysWithinItsBound();
    void ownArtDrawnAndTurned();
    void refusedArtNeverDrawn();
    void ownArtPrintedAndPictured();
};

void TestTileArt::everyFaceRenders()
{
    const auto set = builtinTileset("standard");
    QImage sheet(8 * 110, ((static_cast<int>(set->faces.size()) + 7) / 8) * 110, QImage::Format_ARGB32);
    sheet.fill(Qt::black);
    QPainter p(&sheet);
    for (std::size_t f = 0; f < set->faces.size(); ++f) {
        const QPixmap pm = TileRenderer::instance().face(set->faces[f], 0, 100);
        QCOMPARE(pm.size(), QSize(100, 100));
        // Not blank: the space background is dark, features are bright.
        const QImage img = pm.toImage();
        int bright = 0;
        for (int y = 0; y < 100; y += 4)
            for (int x = 0; x < 100; x += 4) bright += qGray(img.pixel(x, y)) > 90;
        QVERIFY2(bright > 3, set->faces[f].id.c_str());
        p.drawPixmap(static_cast<int>(f % 8) * 110, static_cast<int>(f / 8) * 110, pm);
    }
    p.end();
    if (qEnvironmentVariableIsSet("SWC_TILE_SHEET")) sheet.save(qEnvironmentVariable("SWC_TILE_SHEET"));
}

void TestTileArt::rotationTurnsThePicture()
{
    // In the Plain theme the whole picture turns (the Galaxy one keeps its sky, its light and
    // its symbols upright).
    setArtTheme(ArtTheme::Plain);
    const auto restore = qScopeGuard([] { setArtTheme(ArtTheme::Galaxy); });
    const auto set = builtinTileset("standard");
    const TileFace& face = set->faces[static_cast<std::size_t>(set->findFace("asteroid-corner-route-bounty"))];
    const QImage r0 = TileRenderer::instance().face(face, 0, 80).toImage();
    const QImage r1 = TileRenderer::instance().face(face, 1, 80).toImage();
    const QImage turned = r0.transformed(QTransform().rotate(90));
    QCOMPARE(turned.size(), r1.size());
    int differ = 0;
    for (int y = 2; y < 78; ++y)
        for (int x = 2; x < 78; ++x) differ += std::abs(qGray(turned.pixel(x, y)) - qGray(r1.pixel(x, y))) > 40;
    QVERIFY2(differ < 80, qPrintable(QString::number(differ)));
}

void TestTileArt::anchorsTurnWithTheTile()
{
    const auto set = builtinTileset("standard");
    const TileFace& face = set->faces[static_cast<std::size_t>(set->findFace("asteroid-1"))];
    // The field is on N at rotation 0: its spot is in the top half; turned 90, in the right half.
    const QPointF a0 = featureAnchor(face, FeatureKind::Asteroid, 0, 0);
    const QPointF a1 = featureAnchor(face, FeatureKind::Asteroid, 0, 1);
    QVERIFY(a0.y() < 0.5);
    QVERIFY(a1.x() > 0.5);
    QVERIFY(std::abs(a1.x() - (1.0 - a0.y())) < 1e-9);
}

void TestTileArt::symbolsDifferInShape()
{
    // In grey levels alone (colour-blind view) the three symbols still differ.
    QImage imgs[3];
    for (int f = 0; f < 3; ++f) imgs[f] = symbolPixmap(static_cast<Faction>(f), 40).toImage().convertToFormat(QImage::Format_Grayscale8);
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            int differ = 0;
            for (int y = 0; y < 40; ++y)
                for (int x = 0; x < 40; ++x) differ += std::abs(qGray(imgs[a].pixel(x, y)) - qGray(imgs[b].pixel(x, y))) > 60;
            QVERIFY2(differ > 60, qPrintable(QStringLiteral("%1 %2: %3").arg(a).arg(b).arg(differ)));
        }
}

// The pictures are drawn at the screen's device pixel ratio: at 200% (QT_SCALE_FACTOR=2, the
// test tst_tileart_200) a 100-pixel tile is 200 pixels wide, laid out as 100; the same at 100%.
void TestTileArt::artFollowsTheScreenRatio()
{
    const qreal scale = qEnvironmentVariableIsSet("QT_SCALE_FACTOR") ? qEnvironmentVariable("QT_SCALE_FACTOR").toDouble() : 1.0;
    QCOMPARE(TileRenderer::ratio(), scale);
    const auto set = builtinTileset("standard");
    TileRenderer& art = TileRenderer::instance();
    const QPixmap pictures[] = {art.face(set->faces[0], 1, 100), meeplePixmap(Color::Red, MeepleSize::Large, 100),
                                symbolPixmap(Faction::Empire, 100), presencePixmap(Presence::Disconnected, 100)};
    for (const QPixmap& pm : pictures) {
        QCOMPARE(pm.devicePixelRatio(), scale);
        QCOMPARE(pm.size(), QSize(100, 100) * scale);
        QCOMPARE(pm.deviceIndependentSize(), QSizeF(100, 100));
    }
    if (scale < 2) return;
    // Drawn at that size, not scaled up: sharper than the same face drawn at 100 pixels and
    // enlarged (the sum of the steps between neighbouring pixels, the edges' contrast).
    QImage small(100, 100, QImage::Format_ARGB32_Premultiplied);
    small.fill(Qt::black);
    {
        QSvgRenderer svg(faceSvg(set->faces[0]).toUtf8());
        QPainter p(&small);
        p.translate(50, 50);
        p.rotate(90);
        p.translate(-50, -50);
        svg.render(&p, QRectF(0, 0, 100, 100));
    }
    const auto steps = [](const QImage& img) {
        qint64 sum = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 1; x < img.width(); ++x) sum += std::abs(qGray(img.pixel(x, y)) - qGray(img.pixel(x - 1, y)));
        return sum;
    };
    QImage drawnImage = pictures[0].toImage();
    drawnImage.setDevicePixelRatio(1);  // pixel for pixel
    QImage sharp(drawnImage.size(), QImage::Format_ARGB32_Premultiplied);
    sharp.fill(Qt::black);
    QPainter(&sharp).drawImage(0, 0, drawnImage);
    const qint64 drawn = steps(sharp), enlarged = steps(small.scaled(sharp.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
    QVERIFY2(drawn > enlarged * 11 / 10, qPrintable(QStringLiteral("%1 against %2 enlarged").arg(drawn).arg(enlarged)));
}

// The Plain theme is the flat look of faceSvg, pixel for pixel, whatever the backdrop asked.
void TestTileArt::plainDrawsItsSvg()
{
    setArtTheme(ArtTheme::Plain);
    const auto restore = qScopeGuard([] { setArtTheme(ArtTheme::Galaxy); });
    if (TileRenderer::ratio() != 1) QSKIP("at 100 % only");
    const auto set = builtinTileset("standard");
    for (const char* id : {"start", "planet-route-asteroid-rebel", "asteroid-junction"}) {
        const TileFace& face = set->faces[static_cast<std::size_t>(set->findFace(id))];
        QImage svg(90, 90, QImage::Format_ARGB32_Premultiplied);
        svg.fill(Qt::transparent);
        {
            QPainter p(&svg);
            p.setRenderHint(QPainter::Antialiasing);
            QSvgRenderer(faceSvg(face).toUtf8()).render(&p, QRectF(0, 0, 90, 90));
        }
        for (Backdrop backdrop : {Backdrop::OwnSky, Backdrop::BoardSky})
            QCOMPARE(TileRenderer::instance().face(face, 0, 90, backdrop).toImage().convertToFormat(svg.format()), svg);
    }
}

// The sky's nebulae are there (the sky's colour varies across it, beyond the stars' specks) and
// run on across the edge where the sky repeats (a cloud cut by it goes on in the next copy):
// the colour changes no more from the last column of one period to the first of the next than
// between neighbouring columns elsewhere. Both once failed: a cloud's copies after the first
// were transparent, and the first was mostly one outside the picture.
void TestTileArt::nebulaeShowAndRepeatWithoutASeam()
{
    const double period = kSkyCells * kSkyCell;
    // One pixel a sky unit, across the repeat at x = period (column 100 of the picture).
    QImage sky(200, static_cast<int>(period), QImage::Format_RGB32);
    {
        QPainter p(&sky);
        p.translate(100 - period, 0);
        paintSky(p, QRectF(period - 100, 0, 200, period), 1);
    }
    // A column's colour, its median over each band of 25 rows (a star is a speck in one band).
    const auto column = [&sky](int x) {
        std::vector<int> out;
        for (int top = 0; top + 25 <= sky.height(); top += 25) {
            std::vector<int> v;
            for (int y = top; y < top + 25; ++y) {
                const QRgb c = sky.pixel(x, y);
                v.push_back(qRed(c) + qGreen(c) + qBlue(c));
            }
            std::nth_element(v.begin(), v.begin() + 12, v.end());
            out.push_back(v[12]);
        }
        return out;
    };
    const auto change = [&](int x) {
        const std::vector<int> a = column(x), b = column(x + 1);
        int sum = 0;
        for (std::size_t i = 0; i < a.size(); ++i) sum += std::abs(a[i] - b[i]);
        return sum;
    };
    std::vector<int> elsewhere;
    for (int x = 0; x + 1 < sky.width(); ++x)
        if (x != 99) elsewhere.push_back(change(x));
    std::sort(elsewhere.begin(), elsewhere.end());
    const int seam = change(99), typical = elsewhere[elsewhere.size() / 2], most = elsewhere[elsewhere.size() * 9 / 10];
    QVERIFY2(seam <= std::max(2 * most, typical + 20), qPrintable(QStringLiteral("seam %1, typical %2, 90%: %3").arg(seam).arg(typical).arg(most)));
    // The nebulae tint the sky: its bands' colours (sums of the channels) spread over more than
    // 30 levels; a bare sky is one colour (the night blue, 0x0b + 0x11 + 0x2c = 72) with stars.
    std::vector<int> bands;
    for (int x = 0; x < sky.width(); x += 10) {
        const std::vector<int> c = column(x);
        bands.insert(bands.end(), c.begin(), c.end());
    }
    std::sort(bands.begin(), bands.end());
    const int low = bands[bands.size() / 20], high = bands[bands.size() * 19 / 20];
    QVERIFY2(high - low > 30, qPrintable(QStringLiteral("sky's bands from %1 to %2").arg(low).arg(high)));
}

// A world's bands, seas and streets stay on its sphere: around it (from 1.12 to 1.45 radii, past
// the atmosphere's rim) only the faint glow shows. A desert world's bands once ran straight
// across to a square's sides, their ends standing out of the sphere.
void TestTileArt::planetsGroundStaysOnItsSphere()
{
    const auto set = builtinTileset("standard");
    for (const char* id : {"planet-rebel", "planet-empire", "planet-bounty"}) {
        const TileFace& face = set->faces[static_cast<std::size_t>(set->findFace(id))];
        QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            p.scale(4, 4);
            paintGalaxyFace(p, face, 0, false, 4);
        }
        // The planet: centre (50, 50), radius 25 face units. Its rings, if any, are tilted
        // ellipses across it (reaching 16 units above and below its centre): only the rows
        // further out are looked at.
        int most = 0;
        for (int y = 0; y < 400; ++y)
            for (int x = 0; x < 400; ++x) {
                const double dx = x / 4.0 - 50, dy = y / 4.0 - 50, d = std::hypot(dx, dy);
                if (d < 25 * 1.12 || d > 25 * 1.45 || std::abs(dy) < 17) continue;
                most = std::max(most, qAlpha(image.pixel(x, y)));
            }
        QVERIFY2(most < 128, qPrintable(QStringLiteral("%1: alpha %2 beside its sphere").arg(QLatin1String(id)).arg(most)));
    }
}

// In the Galaxy theme a face on the board leaves its space clear for the board's sky, its
// features opaque; a picture on its own is opaque all over (its own piece of sky).
void TestTileArt::galaxyLeavesSpaceToTheBoard()
{
    QCOMPARE(artTheme(), ArtTheme::Galaxy);
    const auto set = builtinTileset("standard");
    const TileFace& face = set->faces[static_cast<std::size_t>(set->findFace("asteroid-route-straight"))];
    const QImage board = TileRenderer::instance().face(face, 0, 100, Backdrop::BoardSky).toImage();
    const QImage own = TileRenderer::instance().face(face, 0, 100, Backdrop::OwnSky).toImage();
    const qreal k = TileRenderer::ratio();
    const auto at = [k](const QImage& img, int x, int y) { return img.pixelColor(QPoint(x, y) * k); };
    QCOMPARE(at(board, 50, 85).alpha(), 0);    // space
    QCOMPARE(at(board, 20, 50).alpha(), 255);  // the lane
    QCOMPARE(at(board, 50, 5).alpha(), 255);   // the field
    for (int y = 2; y < 100; y += 7)
        for (int x = 2; x < 100; x += 7) QCOMPARE(at(own, x, y).alpha(), 255);
}

// Pictures of many sizes never make the cache hold more than its bound; it holds what it can.
void TestTileArt::cacheStaysWithinItsBound()
{
    const auto set = builtinTileset("standard");
    TileRenderer& art = TileRenderer::instance();
    art.clear();
    qint64 drawn = 0;
    // A face quick to draw (a lane, no rocks), in many sizes: twice the bound in all.
    const TileFace& lane = set->faces[static_cast<std::size_t>(set->findFace("route-straight"))];
    for (int px = 300; drawn < 2 * TileRenderer::kCacheBound; px += 29) {
        const QPixmap pm = art.face(lane, px % 4, px, Backdrop::BoardSky);
        drawn += qint64(pm.width()) * pm.height() * 4;
        QVERIFY2(art.cacheBytes() <= TileRenderer::kCacheBound, qPrintable(QString::number(art.cacheBytes())));
    }
    QVERIFY2(art.cacheBytes() > TileRenderer::kCacheBound / 2, qPrintable(QString::number(art.cacheBytes())));
    // The newest picture is still there: drawn again, the same pixels shared.
    const TileFace& f = set->faces[0];
    const qint64 key = art.face(f, 0, 140).cacheKey();
    QCOMPARE(art.face(f, 0, 140).cacheKey(), key);
    art.clear();
    QCOMPARE(art.cacheBytes(), 0);
}

namespace {
// The face "start" of tests/data/tilesets/art: white with a red square in its top-left quarter.
TileFace redCornerFace()
{
    std::vector<TilesetError> errors;
    const auto set = loadTileset(SWC_TEST_DATA_DIR "/tilesets/art/art.yaml", errors);
    return set ? set->faces[0] : TileFace{};
}
// The colour at (x, y) of a px picture, whatever the screen ratio.
QColor artPixel(const QPixmap& pm, int x, int y)
{
    const qreal r = pm.devicePixelRatio();
    return pm.toImage().pixelColor(static_cast<int>(x * r), static_cast<int>(y * r));
}
}  // namespace

// A face's own art is drawn in place of the generated one, in both themes, turned with the tile:
// the red quarter goes clockwise, top-left at 0, top-right at 90 degrees, bottom-right at 180.
void TestTileArt::ownArtDrawnAndTurned()
{
    const TileFace face = redCornerFace();
    QVERIFY(!face.art.empty());
    const auto restore = qScopeGuard([] { setArtTheme(ArtTheme::Galaxy); });
    for (const ArtTheme theme : {ArtTheme::Galaxy, ArtTheme::Plain}) {
        setArtTheme(theme);
        for (const Backdrop backdrop : {Backdrop::OwnSky, Backdrop::BoardSky}) {
            const QPixmap r0 = TileRenderer::instance().face(face, 0, 100, backdrop);
            QCOMPARE(artPixel(r0, 25, 25), QColor(255, 0, 0));
            QCOMPARE(artPixel(r0, 75, 25), QColor(255, 255, 255));
            QCOMPARE(artPixel(r0, 75, 75), QColor(255, 255, 255));
            const QPixmap r1 = TileRenderer::instance().face(face, 1, 100, backdrop);
            QCOMPARE(artPixel(r1, 75, 25), QColor(255, 0, 0));
            QCOMPARE(artPixel(r1, 25, 25), QColor(255, 255, 255));
            const QPixmap r2 = TileRenderer::instance().face(face, 2, 100, backdrop);
            QCOMPARE(artPixel(r2, 75, 75), QColor(255, 0, 0));
        }
    }
}

// Art the checker refuses is never given to QSvgRenderer: the face is drawn as if it had none.
void TestTileArt::refusedArtNeverDrawn()
{
    setArtTheme(ArtTheme::Plain);
    const auto restore = qScopeGuard([] { setArtTheme(ArtTheme::Galaxy); });
    TileFace face = redCornerFace();
    TileFace none = face;
    none.art.clear();
    // Red art with an event attribute: refused, so no red anywhere.
    face.art = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" onload=\"x()\">"
               "<rect width=\"100\" height=\"100\" fill=\"#ff0000\"/></svg>";
    const QImage refused = TileRenderer::instance().face(face, 0, 60).toImage();
    QCOMPARE(refused, TileRenderer::instance().face(none, 0, 60).toImage());
}

QTEST_MAIN(TestTileArt)
#include "tst_tileart.moc"

// The printed face and the board's picture are painted by the same TileRenderer::paintFace as
// the board, so a face's own art shows in them too: the red quarter of the start tile's art at
// its top left, in the face's picture at the printed size and on the board's picture, where the
// start tile is the one tile (at a quarter cell from the picture's edge).
void TestTileArt::ownArtPrintedAndPictured()
{
    PrintOptions options;
    options.theme = ArtTheme::Plain;
    const QImage printed = QImage::fromData(PrintSheets::facePicture(redCornerFace(), options, PrintSheets::Format::Png));
    QVERIFY(!printed.isNull());
    const int w = printed.width(), h = printed.height();
    QCOMPARE(printed.pixelColor(w / 4, h / 4), QColor(255, 0, 0));
    QCOMPARE(printed.pixelColor(3 * w / 4, h / 4), QColor(255, 255, 255));
    QCOMPARE(printed.pixelColor(w / 4, 3 * h / 4), QColor(255, 255, 255));

    std::vector<TilesetError> errors;
    const auto loaded = loadTileset(SWC_TEST_DATA_DIR "/tilesets/art/art.yaml", errors);
    QVERIFY(loaded);
    const Game game(std::make_shared<const Tileset>(*loaded), {Color::Red, Color::Black}, Rules{}, 1);
    for (const ArtTheme theme : {ArtTheme::Galaxy, ArtTheme::Plain}) {
        const QImage board = QImage::fromData(boardPicture(game, PictureFormat::Png, theme));
        QCOMPARE(board.size(), QSize(150, 150));  // one cell and a quarter cell around
        QCOMPARE(board.pixelColor(25 + 40, 25 + 40), QColor(255, 0, 0));
        QCOMPARE(board.pixelColor(25 + 75, 25 + 25), QColor(255, 255, 255));
        QCOMPARE(board.pixelColor(25 + 75, 25 + 75), QColor(255, 255, 255));
    }
}
