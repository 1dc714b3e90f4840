// The Galaxy theme of the tile art (tileart.h's ArtTheme::Galaxy), drawn with QPainter from
// the tile's description, so that every tile set gets it: a deep sky of stars and faint
// nebulae, asteroid fields as shaded rocks on dust, routes as glowing hyperspace lanes, route
// ends and crossings as small stations, planets as spheres lit from the upper left with an
// atmosphere's rim (some with rings or a moon, chosen from the face's id), each faction symbol
// on a metal plate, upright whatever the tile's rotation; the start tile framed in gold.
//
// The sky is one picture in scene coordinates (100 units a cell), repeating every kSkyCells
// cells: the board draws it behind the tiles (paintBoardSky), whose faces leave their space
// transparent, so that stars and nebulae run on from tile to tile; a picture on its own draws
// its own piece of the same sky.
#pragma once

#include "tileset.h"

#include <QRectF>

#include <vector>

class QPainter;

namespace swc::ui {

constexpr int kSkyCells = 5;           // the sky repeats after this many cells each way
constexpr double kSkyCell = 100;       // sky units a cell (BoardView::kTile)

// Paints the sky over `area` (sky units; the painter maps them to its device), `scale` device
// pixels a sky unit (the smallest stars stay a pixel wide).
void paintSky(QPainter& p, const QRectF& area, double scale);
// Paints a face turned `rotation` quarter turns clockwise in the painter's 0..100 units:
// with its own sky, or with its space left transparent for the board's.
void paintGalaxyFace(QPainter& p, const TileFace& face, int rotation, bool ownSky, double scale);
// The board's background over `rect` (scene units; the painter is the view's, in scene
// coordinates): the sky, full under the `played` cells, dimmer around them so that the play
// reads at a glance. A tiled picture drawn at the view's scale: no sky is painted per frame.
void paintBoardSky(QPainter& painter, const QRectF& rect, const std::vector<QRectF>& played);

}  // namespace swc::ui
