#include "tileart.h"
#include "artcheck.h"
#include "tileshapes.h"
#include "galaxyart.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>

namespace swc::ui {

namespace {

const std::array<QPointF, 4> kEdgeMid = {QPointF(50, 0), QPointF(100, 50), QPointF(50, 100), QPointF(0, 50)};
const std::array<QPointF, 4> kInward = {QPointF(0, 1), QPointF(-1, 0), QPointF(0, -1), QPointF(1, 0)};

QString num(double v) { return QString::number(v, 'f', 1); }
QString pt(QPointF p) { return num(p.x()) + QLatin1Char(',') + num(p.y()); }

}  // namespace

namespace shapes {

std::vector<int> sidesOf(std::uint8_t mask)
{
    std::vector<int> out;
    for (int s = 0; s < kSides; ++s)
        if (mask >> s & 1) out.push_back(s);
    return out;
}

// A small stable number from a string (star positions must not move between runs).
quint32 stableHash(const std::string& s)
{
    quint32 h = 2166136261u;
    for (unsigned char c : s) h = (h ^ c) * 16777619u;
    return h;
}

QString symbolFragment(Faction f, QPointF c, double r)
{
    const QString cx = num(c.x()), cy = num(c.y());
    // A dark ring first, so that a symbol stands out on rock, lanes and planets alike.
    QString out = QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#0b0f1e' fill-opacity='0.85'/>").arg(cx, cy, num(r * 1.2));
    switch (f) {
    case Faction::Rebel: {
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#c62828' stroke='#ffffff' stroke-width='%4'/>")
                   .arg(cx, cy, num(r), num(r * 0.12));
        const QPointF a = c + QPointF(0, -0.62 * r), b = c + QPointF(0.55 * r, 0.5 * r), m = c + QPointF(0, 0.18 * r),
                      d = c + QPointF(-0.55 * r, 0.5 * r);
        out += QStringLiteral("<path d='M%1 L%2 L%3 L%4 Z' fill='#ffffff'/>").arg(pt(a), pt(b), pt(m), pt(d));
        break;
    }
    case Faction::Empire: {
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#455a64' stroke='#ffffff' stroke-width='%4'/>")
                   .arg(cx, cy, num(r), num(r * 0.12));
        QString spokes;
        for (int i = 0; i < 6; ++i) {
            const double a = i * M_PI / 3;
            spokes += QStringLiteral("M%1 L%2 ").arg(pt(c), pt(c + QPointF(std::cos(a), std::sin(a)) * 0.62 * r));
        }
        out += QStringLiteral("<path d='%1' stroke='#ffffff' stroke-width='%2'/>").arg(spokes, num(r * 0.16));
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='none' stroke='#ffffff' stroke-width='%4'/>")
                   .arg(cx, cy, num(r * 0.62), num(r * 0.14));
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#ffffff'/>").arg(cx, cy, num(r * 0.2));
        break;
    }
    case Faction::Bounty: {
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#f9a825' stroke='#ffffff' stroke-width='%4'/>")
                   .arg(cx, cy, num(r), num(r * 0.12));
        out += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='none' stroke='#3e2723' stroke-width='%4'/>")
                   .arg(cx, cy, num(r * 0.5), num(r * 0.14));
        QString ticks;
        for (int i = 0; i < 4; ++i) {
            const QPointF dir = kInward[static_cast<std::size_t>(i)];
            ticks += QStringLiteral("M%1 L%2 ").arg(pt(c - dir * 0.85 * r), pt(c - dir * 0.25 * r));
        }
        out += QStringLiteral("<path d='%1' stroke='#3e2723' stroke-width='%2'/>").arg(ticks, num(r * 0.14));
        break;
    }
    }
    return out;
}


AsteroidShape asteroidShape(const std::vector<int>& sides)
{
    const QString cap = QStringLiteral("M0,0 L100,0 L100,8 Q50,44 0,8 Z");
    if (sides.size() == 4) return {};
    if (sides.size() == 3) {
        int missing = 0;
        while (std::find(sides.begin(), sides.end(), missing) != sides.end()) ++missing;
        return {QStringLiteral("M0,0 L100,0 L100,100 Q50,56 0,100 Z"), (missing + 2) % 4};
    }
    if (sides.size() == 2) {
        const int a = sides[0], b = sides[1];
        if ((a + 2) % 4 == b)  // one field from the west edge to the east edge, narrowing in the middle
            return {QStringLiteral("M0,0 L8,0 Q22,30 50,30 Q78,30 92,0 L100,0 L100,100 L92,100 Q78,70 50,70 "
                                   "Q22,70 8,100 L0,100 Z"),
                    a == 0 ? 1 : 0};
        // Adjacent: a corner region. The corner between sides s and s+1 (mod 4).
        const int first = (b == (a + 1) % 4) ? a : b;
        return {QStringLiteral("M0,0 L100,0 L100,8 Q48,52 8,100 L0,100 Z"), (first + 1) % 4};
    }
    return {cap, sides.empty() ? 0 : sides[0]};
}

QPainterPath pathFromSvg(const QString& d)
{
    QPainterPath path;
    static const QRegularExpression token(QStringLiteral("[MLQZ]|-?[0-9.]+"));
    QChar command;
    std::vector<double> v;
    for (auto it = token.globalMatch(d); it.hasNext();) {
        const QString t = it.next().captured();
        if (t.front().isLetter()) {
            command = t.front();
            v.clear();
            if (command == QLatin1Char('Z')) path.closeSubpath();
            continue;
        }
        v.push_back(t.toDouble());
        if (command == QLatin1Char('M') && v.size() == 2) path.moveTo(v[0], v[1]);
        else if (command == QLatin1Char('L') && v.size() == 2) path.lineTo(v[0], v[1]);
        else if (command == QLatin1Char('Q') && v.size() == 4) path.quadTo(v[0], v[1], v[2], v[3]);
        else continue;
        v.clear();
    }
    return path;
}

QPainterPath asteroidRegion(const std::vector<int>& sides)
{
    const AsteroidShape shape = asteroidShape(sides);
    QPainterPath whole;
    whole.addRect(0, 0, 100, 100);
    if (shape.d.isEmpty()) return whole;
    QTransform t;
    t.translate(50, 50);
    t.rotate(90.0 * shape.quarter);
    t.translate(-50, -50);
    return t.map(pathFromSvg(shape.d));
}

}  // namespace shapes

namespace {

using namespace shapes;

// The region of an asteroid segment (rotation 0).
QString asteroidPath(const std::vector<int>& sides)
{
    const AsteroidShape shape = asteroidShape(sides);
    if (shape.d.isEmpty()) return QStringLiteral("<rect width='100' height='100'/>");
    return QStringLiteral("<path d='%1' transform='rotate(%2 50 50)'/>").arg(shape.d).arg(90 * shape.quarter);
}

}  // namespace

namespace shapes {

QPointF asteroidAnchor(const std::vector<int>& sides)
{
    if (sides.size() >= 3) return {50, 42};
    QPointF sum;
    for (int s : sides) sum += kEdgeMid[static_cast<std::size_t>(s)] + kInward[static_cast<std::size_t>(s)] * 16;
    return sides.empty() ? QPointF(50, 50) : sum / static_cast<double>(sides.size());
}

// Where a route segment ends when it joins one edge.
QPointF routeEnd(const TileFace& face, int side)
{
    const double depth = face.planet ? 32 : 46;
    return kEdgeMid[static_cast<std::size_t>(side)] + kInward[static_cast<std::size_t>(side)] * depth;
}

}  // namespace shapes

namespace {

QPointF routeAnchor(const std::vector<int>& sides)
{
    if (sides.empty()) return {50, 50};
    const QPointF a = kEdgeMid[static_cast<std::size_t>(sides[0])];
    // A route that ends on the tile: near its edge, clear of the planet, the hub and the other ends.
    if (sides.size() == 1) return a + kInward[static_cast<std::size_t>(sides[0])] * 18;
    if (sides.size() == 2 && (sides[0] + 2) % 4 != sides[1]) {
        const QPointF b = kEdgeMid[static_cast<std::size_t>(sides[1])];
        return a * 0.25 + QPointF(50, 50) * 0.5 + b * 0.25;  // the curve's midpoint
    }
    return a + (QPointF(50, 50) - a) * 0.5;
}

}  // namespace

namespace shapes {

bool routesMeetAtHub(const TileFace& face)
{
    int singleEnds = 0;
    for (const Segment& seg : face.routes) singleEnds += std::popcount(static_cast<unsigned>(seg.sides)) == 1;
    return !face.planet && singleEnds >= 2;
}

// The path of a route segment: from its edge to its end (at the hub when the face has one), a
// curve between two adjacent edges, else straight lines from each edge to the centre.
QString routePath(const TileFace& face, const std::vector<int>& sides, bool hub)
{
    if (sides.size() == 1)
        return QStringLiteral("M%1 L%2").arg(pt(kEdgeMid[static_cast<std::size_t>(sides[0])]),
                                             pt(hub ? QPointF(50, 50) : routeEnd(face, sides[0])));
    if (sides.size() == 2 && (sides[0] + 2) % 4 != sides[1])
        return QStringLiteral("M%1 Q50,50 %2").arg(pt(kEdgeMid[static_cast<std::size_t>(sides[0])]),
                                                   pt(kEdgeMid[static_cast<std::size_t>(sides[1])]));
    QString d;
    for (int s : sides) d += QStringLiteral("M%1 L50,50 ").arg(pt(kEdgeMid[static_cast<std::size_t>(s)]));
    return d;
}

void forEachSymbol(const TileFace& face, const std::function<void(FeatureKind, Faction, QPointF, double)>& draw)
{
    const auto row = [&draw](FeatureKind kind, const SymbolCounts& symbols, QPointF at, double r, QPointF step) {
        int i = 0;
        for (int f = 0; f < kFactions; ++f)
            for (int k = 0; k < symbols[static_cast<std::size_t>(f)]; ++k) draw(kind, static_cast<Faction>(f), at + step * (i++), r);
    };
    for (const Segment& seg : face.routes) row(FeatureKind::Route, seg.symbols, routeAnchor(sidesOf(seg.sides)), 10, QPointF(12, 12));
    for (const Segment& seg : face.asteroids)
        row(FeatureKind::Asteroid, seg.symbols, asteroidAnchor(sidesOf(seg.sides)), 10, QPointF(22, 0));
    if (face.planet) row(FeatureKind::Planet, face.planetSymbols, QPointF(50, 50), 11, QPointF(8, 8));
}

}  // namespace shapes

namespace {

// Two meeple spots overlap when they are closer than this in x and in y (0..100 units).
constexpr double kSpotsApart = 2 * kSpotRadius * 100;

bool spotsOverlap(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < kSpotsApart && std::abs(a.y() - b.y()) < kSpotsApart;
}

// The planet's spot: below the planet's symbol first, then beside and above it, its centre, the
// corners; the first that overlaps none of `spots` (else the first).
QPointF planetSpot(const std::vector<QPointF>& spots)
{
    static const QPointF kPlanet[] = {{50, 62}, {64, 50}, {36, 50}, {50, 38}, {50, 50},
                                      {80, 80}, {20, 80}, {80, 20}, {20, 20}};
    for (const QPointF& c : kPlanet)
        if (std::none_of(spots.begin(), spots.end(), [&](QPointF q) { return spotsOverlap(c, q); })) return c;
    return kPlanet[0];
}

// Two overlapping spots moved apart along the axis that needs the shorter move, half each way,
// staying on the tile.
void pushApart(QPointF& a, QPointF& b)
{
    const double lo = kSpotRadius * 100, hi = 100 - lo;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const bool alongX = kSpotsApart - std::abs(dx) <= kSpotsApart - std::abs(dy);
    const double need = (kSpotsApart - std::abs(alongX ? dx : dy)) / 2 + 0.5;
    const double sign = (alongX ? dx : dy) >= 0 ? 1 : -1;
    const QPointF step = alongX ? QPointF(need * sign, 0) : QPointF(0, need * sign);
    a = QPointF(std::clamp(a.x() - step.x(), lo, hi), std::clamp(a.y() - step.y(), lo, hi));
    b = QPointF(std::clamp(b.x() + step.x(), lo, hi), std::clamp(b.y() + step.y(), lo, hi));
}

// One pass over every pair of spots; false when none overlapped.
bool separateSpots(std::vector<QPointF>& spots)
{
    bool moved = false;
    for (std::size_t i = 0; i < spots.size(); ++i)
        for (std::size_t j = i + 1; j < spots.size(); ++j) {
            if (!spotsOverlap(spots[i], spots[j])) continue;
            pushApart(spots[i], spots[j]);
            moved = true;
        }
    return moved;
}

// The meeple spots of a face (rotation 0, in 0..100 units): its routes, then its asteroid
// fields, then its planet. The planet's spot goes where it overlaps no other spot, on the planet
// when it can; whatever still overlaps (a layout of a custom set) is pushed apart.
std::vector<QPointF> spotLayout(const TileFace& face)
{
    std::vector<QPointF> spots;
    for (const Segment& seg : face.routes) spots.push_back(routeAnchor(sidesOf(seg.sides)));
    for (const Segment& seg : face.asteroids) spots.push_back(asteroidAnchor(sidesOf(seg.sides)));
    if (face.planet) spots.push_back(planetSpot(spots));
    for (int pass = 0; pass < 50; ++pass)
        if (!separateSpots(spots)) break;
    return spots;
}

// A few stars, always at the same places for one face id.
QString starsSvg(const TileFace& face)
{
    QString svg;
    quint32 h = stableHash(face.id);
    for (int i = 0; i < 9; ++i) {
        h = h * 1103515245u + 12345u;
        const double x = 4 + (h >> 8) % 92, y = 4 + (h >> 16) % 92;
        svg += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#ffffff' opacity='%4'/>")
                   .arg(num(x), num(y), num(0.5 + (h % 3) * 0.35), num(0.45 + (h % 5) * 0.1));
    }
    return svg;
}

// Asteroid fields: rocky grey regions along their edges, with a few rocks.
QString asteroidsSvg(const TileFace& face)
{
    QString svg;
    for (const Segment& seg : face.asteroids) {
        const auto sides = sidesOf(seg.sides);
        svg += QStringLiteral("<g fill='#7a6f66' stroke='#4a413a' stroke-width='1.2'>") + asteroidPath(sides) +
               QStringLiteral("</g>");
        const QPointF c = asteroidAnchor(sides);
        quint32 r = stableHash(face.id) ^ seg.sides;
        for (int i = 0; i < 5; ++i) {
            r = r * 1103515245u + 12345u;
            const QPointF p = c + QPointF(static_cast<double>((r >> 8) % 21) - 10, static_cast<double>((r >> 16) % 13) - 6);
            svg += QStringLiteral("<circle cx='%1' cy='%2' r='%3' fill='#5b524b' stroke='#9a8f85' stroke-width='0.6'/>")
                       .arg(num(p.x()), num(p.y()), num(2 + (r % 3)));
        }
    }
    return svg;
}

// The planet, in the colour of its symbol's faction (blue without one); empty without a planet.
QString planetSvg(const TileFace& face)
{
    if (!face.planet) return {};
    const SymbolCounts& ps = face.planetSymbols;
    QString colour = QStringLiteral("#3f7fbf");
    if (ps[static_cast<std::size_t>(Faction::Rebel)]) colour = QStringLiteral("#b5533c");
    else if (ps[static_cast<std::size_t>(Faction::Empire)]) colour = QStringLiteral("#6d7f95");
    else if (ps[static_cast<std::size_t>(Faction::Bounty)]) colour = QStringLiteral("#c8963e");
    return QStringLiteral("<circle cx='50' cy='50' r='21' fill='%1' stroke='#dfe8ff' stroke-width='1.5'/>"
                          "<path d='M31,46 Q50,38 69,46' stroke='#ffffff' stroke-opacity='0.35' stroke-width='3' fill='none'/>")
        .arg(colour);
}

// Routes: bright lanes with a dashed centre line. Those that end on a tile without a planet end
// in a dot, or, two or more of them, meet at a hub in the centre.
QString routesSvg(const TileFace& face)
{
    QString lanes;
    const bool hub = routesMeetAtHub(face);
    for (const Segment& seg : face.routes) {
        const auto sides = sidesOf(seg.sides);
        lanes += QStringLiteral("<path d='%1' fill='none' stroke='#0e4f6b' stroke-width='11' stroke-linecap='round'/>"
                                "<path d='%1' fill='none' stroke='#38c9f5' stroke-width='7' stroke-linecap='round'/>"
                                "<path d='%1' fill='none' stroke='#e9fbff' stroke-width='1.4' stroke-dasharray='4 4'/>")
                     .arg(routePath(face, sides, hub));
        if (sides.size() == 1 && !hub && !face.planet) {
            const QPointF e = routeEnd(face, sides[0]);
            lanes += QStringLiteral("<circle cx='%1' cy='%2' r='5' fill='#e9fbff' stroke='#0e4f6b' stroke-width='2'/>")
                         .arg(num(e.x()), num(e.y()));
        }
    }
    if (hub) lanes += QStringLiteral("<circle cx='50' cy='50' r='9' fill='#e9fbff' stroke='#0e4f6b' stroke-width='3'/>");
    return lanes;
}

// The symbols of the routes, then of the asteroid fields, then of the planet.
QString symbolsSvg(const TileFace& face)
{
    QString svg;
    forEachSymbol(face, [&svg](FeatureKind, Faction f, QPointF c, double r) { svg += symbolFragment(f, c, r); });
    return svg;
}

}  // namespace

QString faceSvg(const TileFace& face)
{
    QString svg = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' width='100' height='100'>"
                                 "<defs><radialGradient id='sky' cx='50%' cy='45%' r='75%'>"
                                 "<stop offset='0' stop-color='#1b2450'/><stop offset='1' stop-color='#070b1c'/>"
                                 "</radialGradient></defs><rect width='100' height='100' fill='url(#sky)'/>");
    // Bottom to top: the sky, the fields, the routes, the planet over the routes that end at it,
    // the symbols, the tile's edge.
    svg += starsSvg(face) + asteroidsSvg(face) + routesSvg(face) + planetSvg(face) + symbolsSvg(face);
    svg += QStringLiteral("<rect x='0.5' y='0.5' width='99' height='99' fill='none' stroke='#000000' stroke-opacity='0.55'/></svg>");
    return svg;
}

QPointF featureAnchor(const TileFace& face, FeatureKind kind, int segment, int rotation)
{
    QPointF p(50, 50);
    const int routes = static_cast<int>(face.routes.size()), fields = static_cast<int>(face.asteroids.size());
    int index = -1;
    if (kind == FeatureKind::Route && segment >= 0 && segment < routes) index = segment;
    else if (kind == FeatureKind::Asteroid && segment >= 0 && segment < fields) index = routes + segment;
    else if (kind == FeatureKind::Planet && face.planet) index = routes + fields;
    if (index >= 0) p = spotLayout(face)[static_cast<std::size_t>(index)];
    QTransform t;
    t.translate(50, 50);
    t.rotate(90.0 * rotation);
    t.translate(-50, -50);
    return t.map(p) / 100.0;
}

namespace {
ColourScheme gScheme = ColourScheme::Standard;
ArtTheme gTheme = ArtTheme::Galaxy;
}  // namespace

void setArtTheme(ArtTheme theme)
{
    if (theme == gTheme) return;
    gTheme = theme;
    TileRenderer::instance().clear();
}

ArtTheme artTheme() { return gTheme; }

void setColourScheme(ColourScheme scheme)
{
    if (scheme == gScheme) return;
    gScheme = scheme;
    TileRenderer::instance().clear();
}

ColourScheme colourScheme() { return gScheme; }

QColor playerColor(Color c) { return playerColor(c, gScheme); }

QColor playerColor(Color c, ColourScheme scheme)
{
    const bool safe = scheme == ColourScheme::ColourBlind;
    switch (c) {
    case Color::Red: return safe ? QColor(0xc3, 0x3d, 0x00) : QColor(0xe5, 0x39, 0x35);
    case Color::Green: return safe ? QColor(0x00, 0x9e, 0x73) : QColor(0x43, 0xa0, 0x47);
    case Color::Black: return QColor(0x26, 0x26, 0x26);
    case Color::White: return QColor(0xf5, 0xf5, 0xf5);
    case Color::Orange: return safe ? QColor(0xf0, 0xb4, 0x00) : QColor(0xfb, 0x8c, 0x00);
    }
    return Qt::gray;
}

QColor playerInk(Color c)
{
    return (c == Color::White || c == Color::Orange) ? QColor(0x21, 0x21, 0x21) : QColor(Qt::white);
}

QPainterPath playerGlyph(Color c, QPointF g, double size)
{
    // Drawn for a size of 24, then scaled.
    const double k = size / 24;
    QPainterPath path;
    switch (c) {
    case Color::Red: path.addEllipse(g, 9 * k, 9 * k); break;
    case Color::Green: path.addPolygon(QPolygonF({g + QPointF(0, -11) * k, g + QPointF(11, 9) * k, g + QPointF(-11, 9) * k})); break;
    case Color::Black: path.addRect(QRectF(g - QPointF(8.5, 8.5) * k, QSizeF(17, 17) * k)); break;
    case Color::White: path.addPolygon(QPolygonF({g + QPointF(0, -12) * k, g + QPointF(11, 0) * k, g + QPointF(0, 12) * k, g + QPointF(-11, 0) * k})); break;
    case Color::Orange: {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const double a = -M_PI / 2 + i * M_PI / 5;
            const double r = ((i % 2) ? 5.5 : 12.5) * k;
            star << g + QPointF(std::cos(a) * r, std::sin(a) * r);
        }
        path.addPolygon(star);
        break;
    }
    }
    path.closeSubpath();
    return path;
}

QString playerGlyphText(Color c)
{
    switch (c) {
    case Color::Red: return QStringLiteral("\u25CF");
    case Color::Green: return QStringLiteral("\u25B2");
    case Color::Black: return QStringLiteral("\u25A0");
    case Color::White: return QStringLiteral("\u25C6");
    case Color::Orange: return QStringLiteral("\u2605");
    }
    return {};
}

QVector<qreal> playerDashes(Color c)
{
    switch (c) {
    case Color::Red: return {};
    case Color::Green: return {4, 2};
    case Color::Black: return {1, 1.6};
    case Color::White: return {5, 1.6, 1, 1.6};
    case Color::Orange: return {2.4, 1.6};
    }
    return {};
}

QPixmap symbolPixmap(Faction f, int px)
{
    return TileRenderer::instance().symbol(f, px);
}

// A meeple of the colour's own glyph; the large one wears a crown. The dark ones (black) are a
// dark figure with a light outline and halo, the light ones a light figure with a dark outline
// and halo, so that black and white never look alike.
void paintMeeple(QPainter& p, Color c, MeepleSize size, const QRectF& target)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // Drawn in a 100-unit box, in a 110-unit frame that leaves room for the crown and the halo.
    p.translate(target.topLeft());
    p.scale(target.width() / 110.0, target.height() / 110.0);
    p.translate(5, 12);
    QPainterPath body;
    body.addEllipse(QPointF(50, 24), 16, 16);
    QPainterPath torso;
    torso.moveTo(30, 92);
    torso.cubicTo(26, 70, 38, 52, 50, 44);
    torso.cubicTo(62, 52, 74, 70, 70, 92);
    torso.closeSubpath();
    QPainterPath arms;  // a path of its own: within one path, its overlap with the torso would be a hole
    arms.addRoundedRect(QRectF(18, 50, 64, 14), 7, 7);
    body = body.united(torso).united(arms);
    const QColor fill = playerColor(c);
    const bool dark = c == Color::Black;
    // A halo keeps every colour visible on rock, lanes and space: light around the black meeple.
    // On the Galaxy board's rocks and dust too: the black one's halo wide and nearly opaque.
    p.setPen(QPen(dark ? QColor(0xe8, 0xe8, 0xe8, 235) : QColor(0, 0, 0, 150), dark ? 14 : 11, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(body);
    QColor outline = QColor(0x21, 0x21, 0x21);
    if (c == Color::Red || c == Color::Green) outline = Qt::white;
    if (dark) outline = QColor(0x0b, 0x0b, 0x0b);
    p.setPen(QPen(outline, 5));
    p.setBrush(fill);
    p.drawPath(body);
    // The colour's own glyph, so that colours differ by shape too: large, to read at every zoom.
    p.setPen(Qt::NoPen);
    p.setBrush(playerInk(c));
    p.drawPath(playerGlyph(c, QPointF(50, 74), 28));
    if (size == MeepleSize::Large) {
        // The large meeple wears a crown of three points.
        p.setBrush(QColor(0xff, 0xd5, 0x4f));
        p.setPen(QPen(QColor(0x21, 0x21, 0x21), 2));
        p.drawPolygon(QPolygonF({QPointF(34, 12), QPointF(40, 0), QPointF(46, 8), QPointF(50, -2), QPointF(54, 8),
                                 QPointF(60, 0), QPointF(66, 12)}));
    }
    p.restore();
}

QPixmap meeplePixmap(Color c, MeepleSize size, int px)
{
    return TileRenderer::instance().meeple(c, size, px);
}

QPixmap presencePixmap(Presence presence, int px)
{
    QPixmap pm = TileRenderer::canvas(px);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const double r = px * 0.5;
    const QPointF c(r, r);
    switch (presence) {
    case Presence::Connected:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2e, 0x7d, 0x32));
        p.drawEllipse(c, r * 0.45, r * 0.45);
        break;
    case Presence::Disconnected: {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xc6, 0x28, 0x28));
        p.drawEllipse(c, r * 0.92, r * 0.92);
        QPen cross(Qt::white, std::max(1.5, px * 0.13), Qt::SolidLine, Qt::RoundCap);
        p.setPen(cross);
        const double d = r * 0.4;
        p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
        p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
        break;
    }
    case Presence::Free:
        p.setPen(QPen(QColor(0x75, 0x75, 0x75), std::max(1.5, px * 0.1)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r * 0.6, r * 0.6);
        break;
    }
    return pm;
}

TileRenderer& TileRenderer::instance()
{
    static TileRenderer r;
    return r;
}

// Everything the drawing of a face depends on, in a few bytes: the cache key. Cheaper than
// building the SVG text, which the board would otherwise do for every tile on every refresh.
static QByteArray drawingKey(const TileFace& face, int rotation, int px)
{
    QByteArray key("f");  // f: a face (m: a meeple, s: a symbol)
    key.append(face.id.data(), static_cast<qsizetype>(face.id.size()));
    key.reserve(key.size() + 48);
    const auto put = [&key](int v) { key.append(static_cast<char>(v & 0xff)); };
    put(0);
    for (Edge e : face.edges) put(static_cast<int>(e));
    for (const auto* segs : {&face.routes, &face.asteroids}) {
        put(static_cast<int>(segs->size()));
        for (const Segment& s : *segs) {
            put(s.sides);
            for (int n : s.symbols) put(n);
        }
    }
    put(face.planet);
    for (int n : face.planetSymbols) put(n);
    put(rotation & 3);
    key.append(reinterpret_cast<const char*>(&px), sizeof px);
    if (!face.art.empty()) {
        // The art by its size and hash: the text itself may be 256 KiB.
        const std::size_t size = face.art.size();
        const std::size_t hash = qHash(QByteArrayView(face.art.data(), static_cast<qsizetype>(size)));
        key.append('a');
        key.append(reinterpret_cast<const char*>(&size), sizeof size);
        key.append(reinterpret_cast<const char*>(&hash), sizeof hash);
    }
    return key;
}

qreal TileRenderer::ratio()
{
    return qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
}

QPixmap TileRenderer::canvas(int px)
{
    const qreal r = ratio();
    const int side = static_cast<int>(std::ceil(px * r));
    QPixmap pm(side, side);
    pm.setDevicePixelRatio(r);
    pm.fill(Qt::transparent);
    return pm;
}

QPixmap TileRenderer::cached(const QByteArray& key, int px, const std::function<void(QPixmap&)>& paint)
{
    // The ratio is part of the key: a window moved to a sharper screen gets its own pictures.
    const qreal r = ratio();
    const QByteArray at = key + '@' + QByteArray::number(r);
    if (const QPixmap* hit = cache_.object(at)) return *hit;
    QPixmap pm = canvas(px);
    paint(pm);
    // The pictures given out share their pixels with the cache's: one dropped from it lives on
    // in the items that show it.
    const qint64 bytes = qint64(pm.width()) * pm.height() * std::max(1, pm.depth() / 8);
    cache_.insert(at, new QPixmap(pm), bytes);
    return pm;
}

// A face's own art, turned with the tile and cut to its square; false (nothing drawn) when the
// checker refuses it, so that only art that passed ever reaches QSvgRenderer.
static bool paintOwnArt(QPainter& p, const TileFace& face, int rotation, int px)
{
    if (face.art.empty() || checkArt(face.art)) return false;
    QSvgRenderer renderer(QByteArray::fromRawData(face.art.data(), static_cast<qsizetype>(face.art.size())));
    if (!renderer.isValid()) return false;
    renderer.setAspectRatioMode(Qt::IgnoreAspectRatio);
    p.setClipRect(QRectF(0, 0, px, px));
    p.translate(px / 2.0, px / 2.0);
    p.rotate(90.0 * (rotation & 3));
    p.translate(-px / 2.0, -px / 2.0);
    renderer.render(&p, QRectF(0, 0, px, px));
    return true;
}

QPixmap TileRenderer::face(const TileFace& face, int rotation, int px, Backdrop backdrop)
{
    const bool galaxy = gTheme == ArtTheme::Galaxy;
    const bool ownSky = backdrop == Backdrop::OwnSky || !galaxy;
    QByteArray key = drawingKey(face, rotation, px);
    key += galaxy ? (ownSky ? "g" : "b") : "p";
    key += static_cast<char>('0' + static_cast<int>(gScheme));
    return cached(key, px, [&](QPixmap& pm) {
        QPainter p(&pm);
        paintFace(p, face, rotation, QRectF(0, 0, px, px), gTheme, px * ratio() / 100.0, backdrop);
    });
}

void TileRenderer::paintFace(QPainter& p, const TileFace& face, int rotation, const QRectF& target, ArtTheme theme,
                             double deviceScale, Backdrop backdrop)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(target.topLeft());
    p.scale(target.width() / 100.0, target.height() / 100.0);
    if (paintOwnArt(p, face, rotation, 100)) {  // the board, the print and the pictures alike
        p.restore();
        return;
    }
    if (theme == ArtTheme::Galaxy) {
        paintGalaxyFace(p, face, rotation & 3, backdrop == Backdrop::OwnSky, deviceScale);
    } else {
        QSvgRenderer renderer(faceSvg(face).toUtf8());
        p.translate(50, 50);
        p.rotate(90.0 * (rotation & 3));
        p.translate(-50, -50);
        renderer.render(&p, QRectF(0, 0, 100, 100));
    }
    p.restore();
}

void TileRenderer::paintSymbol(QPainter& p, Faction f, const QRectF& target)
{
    const QString svg = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'>") +
                        symbolFragment(f, QPointF(10, 10), 9) + QStringLiteral("</svg>");
    QSvgRenderer r(svg.toUtf8());
    r.render(&p, target);
}

QPixmap TileRenderer::sky(double scale, bool dim)
{
    const int px = static_cast<int>(std::lround(kSkyCells * kSkyCell * scale));
    return cached(QByteArray(dim ? "d" : "k") + QByteArray::number(px), px, [&](QPixmap& pm) {
        QPainter p(&pm);
        p.scale(px / (kSkyCells * kSkyCell), px / (kSkyCells * kSkyCell));
        paintSky(p, QRectF(0, 0, kSkyCells * kSkyCell, kSkyCells * kSkyCell), px * ratio() / (kSkyCells * kSkyCell));
        if (dim) p.fillRect(QRectF(0, 0, kSkyCells * kSkyCell, kSkyCells * kSkyCell), QColor(1, 2, 6, 190));
    });
}

QPixmap TileRenderer::meeple(Color c, MeepleSize size, int px)
{
    const QByteArray key = QByteArray("m") + QByteArray::number(static_cast<int>(gScheme)) + '/' + QByteArray::number(static_cast<int>(c)) + '/' +
                           QByteArray::number(static_cast<int>(size)) + '/' + QByteArray::number(px);
    return cached(key, px, [&](QPixmap& pm) {
        QPainter p(&pm);
        paintMeeple(p, c, size, QRectF(0, 0, px, px));
    });
}

QPixmap TileRenderer::symbol(Faction f, int px)
{
    const QByteArray key = QByteArray("s") + QByteArray::number(static_cast<int>(f)) + '/' + QByteArray::number(px);
    return cached(key, px, [&](QPixmap& pm) {
        QPainter p(&pm);
        paintSymbol(p, f, QRectF(0, 0, px, px));
    });
}

}  // namespace swc::ui
