// The shapes of a face's features (in tile units 0..100, rotation 0), one geometry for the
// two themes of the tile art (tileart.cpp draws the Plain one as SVG, galaxyart.cpp the
// Galaxy one with QPainter): where a field lies, where a route runs and ends, where the
// symbols stand. Internal to the tile art.
#pragma once

#include "tileset.h"

#include <QPainterPath>
#include <QPointF>
#include <QString>

#include <functional>
#include <vector>

namespace swc::ui::shapes {

// The sides (0 N, 1 E, 2 S, 3 W) in a segment's mask.
std::vector<int> sidesOf(std::uint8_t mask);
// A small stable number from a string (the stars and rocks must not move between runs).
quint32 stableHash(const std::string& s);
// A faction symbol as an SVG fragment, centred on c, of radius r, on its dark ring.
QString symbolFragment(Faction f, QPointF c, double r);

// An asteroid field's region: an SVG path turned by quarter * 90 degrees around the centre;
// an empty path: the whole tile.
struct AsteroidShape
{
    QString d;
    int quarter = 0;
};
AsteroidShape asteroidShape(const std::vector<int>& sides);
QPainterPath asteroidRegion(const std::vector<int>& sides);
QPointF asteroidAnchor(const std::vector<int>& sides);
// The few SVG path commands the shapes use (M, L, Q, Z, absolute) as a painter path.
QPainterPath pathFromSvg(const QString& d);

// Where a route segment ends when it joins one edge.
QPointF routeEnd(const TileFace& face, int side);
// Two or more routes end on a face without a planet: they meet at a hub in the centre.
bool routesMeetAtHub(const TileFace& face);
// A route segment's path as SVG: from its edge to its end (at the hub when the face has one),
// a curve between two adjacent edges, else straight lines from each edge to the centre.
QString routePath(const TileFace& face, const std::vector<int>& sides, bool hub);

// Every faction symbol of a face, where it is drawn: the routes', the fields', the planet's.
void forEachSymbol(const TileFace& face, const std::function<void(FeatureKind, Faction, QPointF, double)>& draw);

}  // namespace swc::ui::shapes
