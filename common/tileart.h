// Tile and piece art drawn from the tile set's definitions, never from hand-made pictures, so
// that any tile set from the editor draws correctly. Faces become SVG (viewBox 0 0 100 100,
// rotation 0), rendered by Qt Svg into pixmaps cached per (face drawing, rotation, size and
// the screen's device pixel ratio), as KGameRenderer does for themes.
//
// Faction symbols and player colours differ by shape, not only by colour, for colour-blind
// players: Rebel = an arrowhead crest on red, Empire = a six-spoked wheel on grey, Bounty
// hunters = a crosshair on gold; each player colour carries its own glyph (playerGlyph), drawn
// on its meeples, beside its name in the charts and the log, and its own dash pattern in charts.
// Two palettes: the standard one and one for colour-blind players (ColourScheme). Two themes
// (ArtTheme): Galaxy, where the board is one deep sky behind the tiles, and Plain, the flat
// shapes of faceSvg.
#pragma once

#include "game.h"
#include "tileset.h"

#include <QColor>
#include <QByteArray>
#include <QCache>
#include <QPainterPath>
#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>

#include <functional>

class QPainter;

namespace swc::ui {

QString faceSvg(const TileFace& face);
// The outer radius of a meeple spot (its circle and outline) on the board, in tile units.
constexpr double kSpotRadius = 0.14;
// Where a feature's meeple stands and its spot is drawn, in tile units (0..1, y down) with the
// tile turned. The spots of one tile's features are laid out together, so that no two of them
// (squares of side 2 * kSpotRadius around these points) overlap.
QPointF featureAnchor(const TileFace& face, FeatureKind kind, int segment, int rotation);

// The palette of the player colours and of the board's marks. ColourBlind is based on Okabe and
// Ito's palette (vermillion, bluish green, orange, yellow, sky blue, reddish purple), the red
// darkened and the orange lightened so that every pair of player colours stays apart under
// protanopia, deuteranopia and tritanopia (tst_colourblind measures it).
enum class ColourScheme { Standard, ColourBlind };
// Sets the palette used from now on (the renderer's cached meeples are drawn again).
void setColourScheme(ColourScheme scheme);
ColourScheme colourScheme();
QColor playerColor(Color c);  // in the current palette
QColor playerColor(Color c, ColourScheme scheme);
// The glyph of a player colour, centred on `centre`, `size` across: red a disc, green a
// triangle, black a square, white a diamond, orange a star. The one drawing of the glyph: on the
// meeples, in the charts' legends and on their lines.
QPainterPath playerGlyph(Color c, QPointF centre, double size);
// The same glyph as a character, for text: ● ▲ ■ ◆ ★.
QString playerGlyphText(Color c);
// A player's line in a chart: its dash pattern (in pen widths; empty: a solid line), so that
// lines differ without colour too.
QVector<qreal> playerDashes(Color c);
// The ink that stands out on a player colour (the glyph's on the meeple, a legend's glyph).
QColor playerInk(Color c);
QPixmap symbolPixmap(Faction f, int px);

// The look of the tiles. Galaxy (the default): deep space with stars and nebulae that join
// across the tiles, shaded rocks, glowing lanes, stations, planets as shaded spheres, every
// symbol on a plate (galaxyart.h). Plain: faceSvg's flat shapes, for clarity and slow machines.
enum class ArtTheme { Galaxy, Plain };
// Sets the theme used from now on (the renderer's cached pictures are drawn again).
void setArtTheme(ArtTheme theme);
ArtTheme artTheme();
// Where a face's space comes from in the Galaxy theme: its own sky (a picture on its own: the
// tile in hand, the lists, the editor), or the board's, drawn behind the face in scene
// coordinates so that it joins across the tiles (the face leaves its space transparent).
// Plain faces are the same picture either way.
enum class Backdrop { OwnSky, BoardSky };
QPixmap meeplePixmap(Color c, MeepleSize size, int px);
// The meeple of meeplePixmap painted straight onto `p` over `target` (a square), in vector: the
// board's picture and its PDF or SVG.
void paintMeeple(QPainter& p, Color c, MeepleSize size, const QRectF& target);
// A network player's connection, a mark that shows at a glance: connected (a green dot),
// disconnected (a red disc crossed out in white) or a free seat waiting for its player (a grey ring).
enum class Presence { Connected, Disconnected, Free };
QPixmap presencePixmap(Presence presence, int px);

// A face with its own art (TileFace::art) is drawn from it in both themes, once the art checker
// (common/artcheck) passed it: turned with the tile and cut to its square; art it refuses is
// never drawn (the face's drawn art stands in).
class TileRenderer
{
public:
    static TileRenderer& instance();
    // Each picture is drawn once per definition, rotation, size, theme, palette and screen
    // ratio, then served from the cache while it stays there.
    QPixmap face(const TileFace& face, int rotation, int px, Backdrop backdrop = Backdrop::OwnSky);
    QPixmap meeple(Color c, MeepleSize size, int px);  // the large one wears a crown
    QPixmap symbol(Faction f, int px);
    // The Galaxy sky's repeating square (kSkyCells cells a side), `scale` pixels a scene unit;
    // `dim`: darker, for the board around the tiles played.
    QPixmap sky(double scale, bool dim = false);
    void clear() { cache_.clear(); }
    // The cache holds at most this many bytes of pictures (those drawn least recently go first).
    static constexpr qint64 kCacheBound = qint64(64) << 20;
    qint64 cacheBytes() const { return cache_.totalCost(); }
    // The pictures are drawn at the screens' highest device pixel ratio (QGuiApplication's), so
    // that they stay crisp at 150% and 200%: a picture of `px` is px times the ratio pixels wide,
    // with that ratio set (its size in the layout stays px).
    static qreal ratio();
    // A transparent picture of px by px at that ratio, to paint in px units.
    static QPixmap canvas(int px);
    // The one drawing of a face, painted straight onto `p` over `target` (a square) in the theme
    // `theme`, vector all through (a PDF keeps it so): the cached pictures above are made with it,
    // and so are the printed sheets and the board's pictures. `deviceScale`: the device's pixels
    // a 100th of the tile (the smallest stars stay a pixel wide).
    static void paintFace(QPainter& p, const TileFace& face, int rotation, const QRectF& target, ArtTheme theme,
                          double deviceScale, Backdrop backdrop = Backdrop::OwnSky);
    // A faction's symbol over `target`, in vector.
    static void paintSymbol(QPainter& p, Faction f, const QRectF& target);

private:
    QPixmap cached(const QByteArray& key, int px, const std::function<void(QPixmap&)>& paint);
    // Faces keyed by their definition, rotation, size and look; meeples and symbols by kind and
    // size; each costs its bytes.
    QCache<QByteArray, QPixmap> cache_{kCacheBound};
};

}  // namespace swc::ui
