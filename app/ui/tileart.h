// Tile and piece art drawn from the tile set's definitions, never from hand-made pictures, so
// that any tile set from the editor draws correctly. Faces become SVG (viewBox 0 0 100 100,
// rotation 0), rendered by Qt Svg into pixmaps cached per (face drawing, rotation, size), as
// KGameRenderer does for themes.
//
// Faction symbols and player colours differ by shape, not only by colour, for colour-blind
// players: Rebel = an arrowhead crest on red, Empire = a six-spoked wheel on grey, Bounty
// hunters = a crosshair on gold; each player colour carries its own glyph on the meeple.
#pragma once

#include "game.h"
#include "tileset.h"

#include <QColor>
#include <QByteArray>
#include <QHash>
#include <QPixmap>
#include <QPointF>
#include <QString>

namespace swc::ui {

QString faceSvg(const TileFace& face);
// Where a feature's meeple stands, in tile units (0..1, y down) with the tile turned.
QPointF featureAnchor(const TileFace& face, FeatureKind kind, int segment, int rotation);

QColor playerColor(Color c);
QPixmap symbolPixmap(Faction f, int px);
QPixmap meeplePixmap(Color c, MeepleSize size, int px);

class TileRenderer
{
public:
    static TileRenderer& instance();
    QPixmap face(const TileFace& face, int rotation, int px);
    void clear() { cache_.clear(); }

private:
    QHash<QByteArray, QPixmap> cache_;  // keyed by the face's definition, rotation and size
};

}  // namespace swc::ui
