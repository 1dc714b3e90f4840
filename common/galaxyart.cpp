#include "galaxyart.h"

#include "tileart.h"
#include "tileshapes.h"

#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRegion>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace swc::ui {

namespace {

using namespace shapes;

constexpr double kPeriod = kSkyCells * kSkyCell;
constexpr double kTau = 2 * M_PI;
// Where the light comes from, on the screen: the upper left (the same for every tile, turned or not).
const QPointF kLight(-0.6, -0.8);

// A small generator of stable numbers (the same sky and the same rocks on every run).
struct Dice
{
    quint32 h;
    double next()
    {
        h = h * 1664525u + 1013904223u;
        return static_cast<double>(h >> 8) / static_cast<double>(1u << 24);
    }
    double in(double lo, double hi) { return lo + (hi - lo) * next(); }
};

// Calls `draw` with each copy of a thing of radius r at `at` (the sky repeats every kPeriod)
// that reaches into `area`.
template <typename Draw> void wrapped(QPointF at, double r, const QRectF& area, Draw draw)
{
    // The copies at + (i, j) * kPeriod with i from x0 to x1 are those whose reach [x - r, x + r]
    // meets the area's (ceil: a copy short of it is not drawn, even clipped away: a printed tile
    // held every star of the period).
    const double x0 = std::ceil((area.left() - at.x() - r) / kPeriod), x1 = std::floor((area.right() - at.x() + r) / kPeriod);
    const double y0 = std::ceil((area.top() - at.y() - r) / kPeriod), y1 = std::floor((area.bottom() - at.y() + r) / kPeriod);
    for (double i = x0; i <= x1 + 0.5; ++i)
        for (double j = y0; j <= y1 + 0.5; ++j) draw(at + QPointF(i * kPeriod, j * kPeriod));
}

// The nebulae: chains of soft clouds, and darker dust across them. Painted once, small (they
// have no detail to lose), and stretched over the sky.
const QImage& nebulae()
{
    static const QImage image = [] {
        constexpr int side = 250;
        QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
        img.fill(QColor(0x0b, 0x11, 0x2c));
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(side / kPeriod, side / kPeriod);
        p.setPen(Qt::NoPen);
        const QRectF all(0, 0, kPeriod, kPeriod);
        const std::array<QColor, 5> tints = {QColor(0x6a, 0x3d, 0xb8), QColor(0x1f, 0x8a, 0x9a), QColor(0xa8, 0x3a, 0x7a),
                                             QColor(0x2e, 0x52, 0xc0), QColor(0x3a, 0x9a, 0x7a)};
        Dice dice{0x5a17u};
        const auto cloud = [&](QPointF at, double r, QColor c) {
            QColor clear = c;
            clear.setAlpha(0);
            wrapped(at, r, all, [&](QPointF q) {
                QRadialGradient g(q, r);
                g.setColorAt(0, c);
                g.setColorAt(1, clear);
                p.setBrush(g);
                p.drawEllipse(q, r, r);
            });
        };
        for (int chain = 0; chain < 9; ++chain) {
            QPointF at(dice.in(0, kPeriod), dice.in(0, kPeriod));
            double heading = dice.in(0, kTau);
            QColor tint = tints[static_cast<std::size_t>(chain) % tints.size()];
            for (int k = 0; k < 14; ++k) {
                const double r = dice.in(25, 85);
                tint.setAlpha(static_cast<int>(dice.in(26, 58)));
                cloud(at, r, tint);
                heading += dice.in(-0.8, 0.8);
                at += QPointF(std::cos(heading), std::sin(heading)) * r * 0.55;
            }
        }
        for (int k = 0; k < 30; ++k) cloud(QPointF(dice.in(0, kPeriod), dice.in(0, kPeriod)), dice.in(20, 60), QColor(2, 3, 10, 90));
        return img;
    }();
    return image;
}

struct Star
{
    QPointF at;
    double r;
    QColor colour;
    bool bright;
};

// The stars of one period of the sky: many faint ones, a few bright ones with a glow and rays.
const std::vector<Star>& stars()
{
    static const std::vector<Star> all = [] {
        std::vector<Star> out;
        Dice dice{0x57a25u};
        const std::array<QColor, 4> tones = {QColor(0xff, 0xff, 0xff), QColor(0xc8, 0xdc, 0xff), QColor(0xff, 0xe8, 0xc4),
                                             QColor(0xff, 0xc0, 0xb0)};
        for (int i = 0; i < kSkyCells * kSkyCells * 22; ++i) {
            QColor c = tones[static_cast<std::size_t>(dice.next() * 3.99)];
            const double size = dice.next();
            c.setAlphaF(0.35 + 0.6 * dice.next());
            out.push_back({{dice.in(0, kPeriod), dice.in(0, kPeriod)}, 0.35 + size * size * 0.9, c, false});
        }
        for (int i = 0; i < kSkyCells * kSkyCells * 2 / 3; ++i)
            out.push_back({{dice.in(0, kPeriod), dice.in(0, kPeriod)}, dice.in(0.9, 1.4), tones[static_cast<std::size_t>(dice.next() * 2.99)], true});
        return out;
    }();
    return all;
}

void paintStar(QPainter& p, const Star& s, QPointF at, double scale)
{
    // No star smaller than about a pixel: a smaller one is drawn a pixel wide, fainter.
    const double least = 0.6 / scale;
    QColor c = s.colour;
    double r = s.r;
    if (r < least) {
        c.setAlphaF(std::min(1.0, c.alphaF() * (r / least) * (r / least) * 1.6));
        r = least;
    }
    // A bright star's glow and rays, where they are more than a speck (zoomed out, they would
    // make a lattice of the sky's repeats).
    if (s.bright && s.r * 5 * scale >= 4) {
        QColor glow = c;
        glow.setAlpha(90);
        QRadialGradient g(at, r * 5);
        g.setColorAt(0, glow);
        glow.setAlpha(0);
        g.setColorAt(1, glow);
        p.setBrush(g);
        p.drawEllipse(at, r * 5, r * 5);
        QColor ray = c;
        ray.setAlpha(110);
        p.setPen(QPen(ray, std::max(0.25, least * 0.6)));
        p.drawLine(at - QPointF(r * 5, 0), at + QPointF(r * 5, 0));
        p.drawLine(at - QPointF(0, r * 5), at + QPointF(0, r * 5));
        p.setPen(Qt::NoPen);
    }
    p.setBrush(c);
    p.drawEllipse(at, r, r);
}

// A path through `points`, smoothed: the midpoints of its sides joined by curves around them.
QPainterPath smoothLoop(const QPolygonF& points)
{
    QPainterPath path;
    const qsizetype n = points.size();
    path.moveTo((points[n - 1] + points[0]) / 2);
    for (qsizetype i = 0; i < n; ++i) path.quadTo(points[i], (points[i] + points[(i + 1) % n]) / 2);
    path.closeSubpath();
    return path;
}

// One rock, lit from `light` (a direction in the painter's coordinates).
void paintRock(QPainter& p, QPointF c, double r, QPointF light, Dice& dice)
{
    QPolygonF outline;
    const double start = dice.in(0, kTau);
    for (int i = 0; i < 7; ++i) {
        const double a = start + i * kTau / 7;
        outline << c + QPointF(std::cos(a), std::sin(a)) * r * dice.in(0.72, 1.08);
    }
    QRadialGradient g(c + light * r * 0.25, r * 1.45, c + light * r * 0.55);
    g.setColorAt(0, QColor(0xdc, 0xca, 0xb2));
    g.setColorAt(0.38, QColor(0x8e, 0x79, 0x65));
    g.setColorAt(1, QColor(0x22, 0x1a, 0x15));
    p.setBrush(g);
    p.setPen(QPen(QColor(0x12, 0x0d, 0x0a, 210), 0.45));
    p.drawPath(smoothLoop(outline));
    if (r > 3.6) {  // a crater on the larger ones, its rim catching the light
        const QPointF at = c - light * r * 0.15 + QPointF(dice.in(-0.2, 0.2), dice.in(-0.2, 0.2)) * r;
        p.setPen(QPen(QColor(0xe8, 0xd8, 0xc0, 90), 0.35));
        p.setBrush(QColor(0, 0, 0, 70));
        p.drawEllipse(at, r * 0.26, r * 0.22);
    }
}

// The asteroid fields: dust over their whole region (flat, so that a field joins its
// neighbour's over the edge), shaded rocks over it, none cut by the tile's edge.
void paintFields(QPainter& p, const TileFace& face, QPointF light)
{
    for (const Segment& seg : face.asteroids) {
        const auto sides = sidesOf(seg.sides);
        const QPainterPath region = asteroidRegion(sides);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0x9a, 0x84, 0x6c, 70), 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(region);  // a haze of dust where the field meets space
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x4a, 0x3e, 0x35));
        p.drawPath(region);
        p.save();
        p.setClipPath(region, Qt::IntersectClip);
        Dice dice{stableHash(face.id) ^ (static_cast<quint32>(seg.sides) * 0x9e3779b9u)};
        struct Rock
        {
            QPointF at;
            double r;
        };
        std::vector<Rock> rocks;
        for (double y = 4; y < 100; y += 7.5)
            for (double x = 4; x < 100; x += 7.5) {
                // Mostly small rocks, some larger, a few boulders.
                const double pick = dice.next();
                const double r = pick < 0.68 ? dice.in(1.4, 2.8) : pick < 0.93 ? dice.in(3, 4.6) : dice.in(5.2, 7.2);
                const QPointF at(x + dice.in(-2.5, 2.5), y + dice.in(-2.5, 2.5));
                const double room = std::min({at.x(), at.y(), 100 - at.x(), 100 - at.y()});
                if (room > r + 0.8 && region.contains(at)) rocks.push_back({at, r});
            }
        // The nearer rocks (lower on the screen) over the farther ones.
        std::sort(rocks.begin(), rocks.end(), [](const Rock& a, const Rock& b) { return a.at.y() < b.at.y(); });
        for (const Rock& rock : rocks) paintRock(p, rock.at, rock.r, light, dice);
        p.restore();
    }
}

QVector<QPainterPath> lanePaths(const TileFace& face)
{
    QVector<QPainterPath> lanes;
    const bool hub = routesMeetAtHub(face);
    for (const Segment& seg : face.routes) lanes.push_back(pathFromSvg(routePath(face, sidesOf(seg.sides), hub)));
    return lanes;
}

// The routes: a soft halo under every lane first, then the bright cores, so that where lanes
// meet no halo dims another's core. Flat ends at the tile's edges: a lane runs on into its
// neighbour's without a seam.
void paintLanes(QPainter& p, const QVector<QPainterPath>& lanes)
{
    struct Stroke
    {
        double width;
        QColor colour;
    };
    // The halo in many thin steps, so that it fades rather than shows bands.
    const Stroke strokes[] = {{26, QColor(0x2a, 0x80, 0xff, 12)},   {22.5, QColor(0x2a, 0x8c, 0xff, 16)},
                              {19, QColor(0x2a, 0x98, 0xff, 20)},   {16, QColor(0x30, 0xa4, 0xff, 26)},
                              {13.5, QColor(0x36, 0xb0, 0xff, 36)}, {11.5, QColor(0x40, 0xbc, 0xff, 52)},
                              {9.5, QColor(0x50, 0xc8, 0xff, 80)},  {7.5, QColor(0x6a, 0xd6, 0xff, 150)},
                              {6, QColor(0x86, 0xe4, 0xff)},        {2.4, QColor(0xf6, 0xfe, 0xff)}};
    p.setBrush(Qt::NoBrush);
    for (const Stroke& s : strokes)
        for (const QPainterPath& lane : lanes) p.strokePath(lane, QPen(s.colour, s.width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
}

// A station where lanes meet or end: a ring with its lit windows around a hub, in its glow.
void paintStation(QPainter& p, QPointF c, double r)
{
    p.setPen(Qt::NoPen);
    QRadialGradient glow(c, r * 2);
    glow.setColorAt(0, QColor(0x80, 0xdc, 0xff, 120));
    glow.setColorAt(1, QColor(0x80, 0xdc, 0xff, 0));
    p.setBrush(glow);
    p.drawEllipse(c, r * 2, r * 2);
    p.setBrush(QColor(0x17, 0x1e, 0x2e));
    p.setPen(QPen(QColor(0xd8, 0xe2, 0xee), r * 0.3));
    p.drawEllipse(c, r, r);
    p.setPen(QPen(QColor(0x9a, 0xa8, 0xba), r * 0.13));
    for (int i = 0; i < 4; ++i) {
        const double a = M_PI / 4 + i * M_PI / 2;
        const QPointF dir(std::cos(a), std::sin(a));
        p.drawLine(c + dir * r * 0.35, c + dir * r * 0.85);
    }
    QRadialGradient hub(c - QPointF(r, r) * 0.15, r * 0.5);
    hub.setColorAt(0, Qt::white);
    hub.setColorAt(1, QColor(0x7a, 0x88, 0x9c));
    p.setPen(Qt::NoPen);
    p.setBrush(hub);
    p.drawEllipse(c, r * 0.38, r * 0.38);
    p.setBrush(QColor(0xff, 0xd7, 0x6a));
    for (int i = 0; i < 8; ++i) {
        const double a = i * kTau / 8;
        p.drawEllipse(c + QPointF(std::cos(a), std::sin(a)) * r, r * 0.09, r * 0.09);
    }
}

// The stations of a face: a large one where routes meet at its centre, a small one at the end
// of a route that stops on the face (without a planet to stop at).
void paintStations(QPainter& p, const TileFace& face)
{
    if (face.planet) return;
    if (routesMeetAtHub(face)) {
        paintStation(p, QPointF(50, 50), 9.5);
        return;
    }
    for (const Segment& seg : face.routes) {
        const auto sides = sidesOf(seg.sides);
        if (sides.size() == 1) paintStation(p, routeEnd(face, sides[0]), 5.5);
    }
}

// The look of a planet, from its first faction: an ocean world without one, a red desert for
// the Rebels, a grey city world for the Empire, a golden gas giant for the bounty hunters.
enum class World { Ocean, Desert, City, Giant };
World worldOf(const TileFace& face)
{
    const SymbolCounts& s = face.planetSymbols;
    if (s[static_cast<std::size_t>(Faction::Rebel)]) return World::Desert;
    if (s[static_cast<std::size_t>(Faction::Empire)]) return World::City;
    if (s[static_cast<std::size_t>(Faction::Bounty)]) return World::Giant;
    return World::Ocean;
}

// The world's ground under its shading: its colour, then its seas, bands or streets.
// An ocean world: green and olive lands, white streaks of cloud.
void paintOcean(QPainter& p, QPointF c, double r, Dice& dice)
{
    for (int i = 0; i < 4; ++i) {
        QPolygonF land;
        const QPointF at = c + QPointF(dice.in(-0.6, 0.6), dice.in(-0.6, 0.6)) * r;
        for (int k = 0; k < 6; ++k)
            land << at + QPointF(std::cos(k * kTau / 6), std::sin(k * kTau / 6)) * r * dice.in(0.12, 0.34);
        p.setBrush(i % 2 ? QColor(0x4b, 0x8f, 0x4a) : QColor(0x8a, 0x8a, 0x52));
        p.drawPath(smoothLoop(land));
    }
    p.setPen(QPen(QColor(255, 255, 255, 90), r * 0.1, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < 3; ++i) {
        const double y = c.y() + dice.in(-0.7, 0.7) * r;
        p.drawLine(QPointF(c.x() + dice.in(-0.8, -0.2) * r, y), QPointF(c.x() + dice.in(0.1, 0.7) * r, y + dice.in(-2, 2)));
    }
}

// A desert world or a gas giant: bands of light and dark, the giant with its great storm.
void paintBands(QPainter& p, bool giant, QPointF c, double r, Dice& dice)
{
    const QColor light = giant ? QColor(0xf0, 0xcf, 0x86) : QColor(0xe0, 0x93, 0x5c);
    const QColor dark = giant ? QColor(0x9c, 0x66, 0x28) : QColor(0x86, 0x3a, 0x22);
    for (int i = 0; i < 6; ++i) {
        const double y = c.y() - r + (i + 0.5) * 2 * r / 6 + dice.in(-1.5, 1.5);
        p.setPen(QPen(i % 2 ? dark : light, r * dice.in(0.08, 0.18)));
        p.drawLine(QPointF(c.x() - r, y), QPointF(c.x() + r, y + dice.in(-1, 1)));
    }
    if (giant) {
        p.setPen(QPen(dark, r * 0.05));
        p.setBrush(QColor(0xd8, 0x7a, 0x3a));
        p.drawEllipse(c + QPointF(r * 0.3, r * 0.35), r * 0.22, r * 0.12);
    }
}

// A city world: a grid of meridians and parallels, its equatorial trench.
void paintCity(QPainter& p, QPointF c, double r)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0xb8, 0xc6, 0xd8, 110), r * 0.05));
    for (int i = 1; i < 4; ++i) p.drawEllipse(c, r * i / 4.0, r);  // meridians
    for (int i = -2; i <= 2; ++i) p.drawLine(QPointF(c.x() - r, c.y() + i * r / 3), QPointF(c.x() + r, c.y() + i * r / 3));
    p.setPen(QPen(QColor(0x3a, 0x44, 0x52), r * 0.14));
    p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()));
}

void paintGround(QPainter& p, World world, QPointF c, double r, Dice& dice)
{
    static const QColor base[] = {QColor(0x2a, 0x62, 0xb4), QColor(0xb8, 0x5e, 0x38), QColor(0x64, 0x74, 0x8a),
                                  QColor(0xcf, 0x98, 0x44)};
    p.setPen(Qt::NoPen);
    p.setBrush(base[static_cast<int>(world)]);
    p.drawEllipse(c, r, r);
    // The seas, bands and streets stay on the sphere (a band's ends, straight across, stood out).
    p.save();
    QPainterPath sphere;
    sphere.addEllipse(c, r, r);
    p.setClipPath(sphere, Qt::IntersectClip);
    switch (world) {
    case World::Ocean: paintOcean(p, c, r, dice); break;
    case World::Desert:
    case World::Giant: paintBands(p, world == World::Giant, c, r, dice); break;
    case World::City: paintCity(p, c, r); break;
    }
    p.restore();
}

// A sphere's light and shadow over its ground, its atmosphere's rim and glow.
void paintShading(QPainter& p, QPointF c, double r, QPointF light, QColor air)
{
    p.setPen(Qt::NoPen);
    QRadialGradient shade(c + light * r * 0.42, r * 1.5);
    shade.setColorAt(0, QColor(255, 255, 255, 70));
    shade.setColorAt(0.28, QColor(255, 255, 255, 0));
    shade.setColorAt(0.62, QColor(0, 0, 0, 90));
    shade.setColorAt(0.9, QColor(0, 0, 0, 215));
    shade.setColorAt(1, QColor(0, 0, 0, 240));
    p.setBrush(shade);
    p.drawEllipse(c, r, r);
    QRadialGradient glow(c, r + 6);
    air.setAlpha(0);
    glow.setColorAt(r / (r + 6) - 0.02, air);
    air.setAlpha(110);
    glow.setColorAt(r / (r + 6), air);
    air.setAlpha(0);
    glow.setColorAt(1, air);
    QPainterPath halo;
    halo.addEllipse(c, r + 6, r + 6);
    halo.addEllipse(c, r, r);
    p.setBrush(glow);
    p.drawPath(halo);
    QLinearGradient rim(c + light * r, c - light * r);
    air.setAlpha(240);
    rim.setColorAt(0, air);
    air.setAlpha(25);
    rim.setColorAt(1, air);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QBrush(rim), 1.8));
    p.drawEllipse(c, r - 0.6, r - 0.6);
}

void paintMoon(QPainter& p, QPointF c, double r, QPointF light)
{
    QRadialGradient g(c + light * r * 0.3, r * 1.4, c + light * r * 0.6);
    g.setColorAt(0, QColor(0xf0, 0xee, 0xe8));
    g.setColorAt(0.45, QColor(0x9a, 0x98, 0x94));
    g.setColorAt(1, QColor(0x18, 0x18, 0x1c));
    p.setPen(Qt::NoPen);
    p.setBrush(g);
    p.drawEllipse(c, r, r);
}

// A moon beside the planet, in the first of the four diagonal places (from `first`) that
// touches no lane and no field of the face (as drawn: `taken`, the face turned); none if all do.
std::optional<QPointF> moonPlace(QPointF c, double r, const QPainterPath& taken, int first)
{
    for (int k = 0; k < 4; ++k) {
        const double a = M_PI / 4 + (first + k) % 4 * M_PI / 2;
        const QPointF at = c + QPointF(std::cos(a), std::sin(a)) * 34;
        QPainterPath moon;
        moon.addEllipse(at, r + 2, r + 2);
        if (!taken.intersects(moon)) return at;
    }
    return std::nullopt;
}

// The planet, upright in the centre whatever the tile's turn (`taken`: its lanes and fields
// turned, which a moon keeps clear of). Its rings' far half passes behind it, the near half in front.
void paintPlanet(QPainter& p, const TileFace& face, const QPainterPath& taken)
{
    if (!face.planet) return;
    const QPointF c(50, 50);
    const double r = 25;
    const quint32 h = stableHash(face.id);
    const World world = worldOf(face);
    const QColor air = world == World::Desert ? QColor(0xff, 0xc0, 0x90) : QColor(0xa8, 0xdc, 0xff);
    const int extra = static_cast<int>(h % 3);  // 0: nothing more, 1: rings, 2: a moon
    QTransform ringTilt;
    ringTilt.translate(c.x(), c.y());
    ringTilt.rotate(-18);
    const auto rings = [&](bool nearHalf) {
        p.save();
        p.setTransform(ringTilt, true);
        if (nearHalf) p.setClipRect(QRectF(-45, 0, 90, 20), Qt::IntersectClip);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0xe8, 0xd8, 0xb0, 200), 2.6));
        p.drawEllipse(QPointF(0, 0), 38, 9.5);
        p.setPen(QPen(QColor(0xc0, 0xa8, 0x80, 150), 1.4));
        p.drawEllipse(QPointF(0, 0), 33, 8);
        p.restore();
    };
    if (extra == 1) rings(false);
    Dice dice{h};
    paintGround(p, world, c, r, dice);
    paintShading(p, c, r, kLight, air);
    if (extra == 1) rings(true);
    if (extra == 2)
        if (const auto at = moonPlace(c, 5, taken, static_cast<int>(h >> 4 & 3))) paintMoon(p, *at, 5, kLight);
}

// A faction symbol on a bevelled metal plate, upright, the symbol crisp at any size (drawn
// from its own SVG, the Plain theme's).
void paintPlate(QPainter& p, Faction f, QPointF c, double r)
{
    const double plate = r * 1.38;
    QLinearGradient metal(c - QPointF(0, plate), c + QPointF(0, plate));
    metal.setColorAt(0, QColor(0xee, 0xf2, 0xf6));
    metal.setColorAt(1, QColor(0x4a, 0x54, 0x60));
    p.setPen(QPen(QColor(0, 0, 0, 170), r * 0.12));
    p.setBrush(metal);
    p.drawEllipse(c, plate, plate);
    const double half = r * 1.2;
    const QString svg = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' viewBox='%1 %2 %3 %3'>")
                            .arg(c.x() - half)
                            .arg(c.y() - half)
                            .arg(2 * half) +
                        symbolFragment(f, c, r) + QStringLiteral("</svg>");
    QSvgRenderer(svg.toUtf8()).render(&p, QRectF(c - QPointF(half, half), QSizeF(2 * half, 2 * half)));
}

// The start tile: gold corner brackets, like a landing pad's, on a dark underline.
void paintStartMark(QPainter& p)
{
    QPainterPath brackets;
    const double in = 4, arm = 16;
    const QPointF corners[] = {{in, in}, {100 - in, in}, {100 - in, 100 - in}, {in, 100 - in}};
    for (const QPointF& k : corners) {
        const QPointF toward((k.x() < 50 ? 1 : -1) * arm, (k.y() < 50 ? 1 : -1) * arm);
        brackets.moveTo(k + QPointF(toward.x(), 0));
        brackets.lineTo(k);
        brackets.lineTo(k + QPointF(0, toward.y()));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 170), 5, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawPath(brackets);
    p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), 2.6, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawPath(brackets);
}

}  // namespace

void paintSky(QPainter& p, const QRectF& area, double scale)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setClipRect(area, Qt::IntersectClip);
    const double x0 = std::floor(area.left() / kPeriod) * kPeriod, y0 = std::floor(area.top() / kPeriod) * kPeriod;
    for (double y = y0; y < area.bottom(); y += kPeriod)
        for (double x = x0; x < area.right(); x += kPeriod) p.drawImage(QRectF(x, y, kPeriod, kPeriod), nebulae());
    p.setPen(Qt::NoPen);
    for (const Star& s : stars()) wrapped(s.at, s.bright ? s.r * 5 : s.r, area, [&](QPointF at) { paintStar(p, s, at, scale); });
    p.restore();
}

void paintGalaxyFace(QPainter& p, const TileFace& face, int rotation, bool ownSky, double scale)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    if (ownSky) {
        // A piece of the board's sky, the same piece for the same face.
        const quint32 h = stableHash(face.id);
        const QPointF origin(static_cast<double>(h % kSkyCells) * kSkyCell, static_cast<double>((h >> 8) % kSkyCells) * kSkyCell);
        p.save();
        p.translate(-origin);
        paintSky(p, QRectF(origin, QSizeF(kSkyCell, kSkyCell)), scale);
        p.restore();
    }
    // The features turn with the tile; the light, the planet and the symbols stay upright.
    QTransform turn;
    turn.translate(50, 50);
    turn.rotate(90.0 * rotation);
    turn.translate(-50, -50);
    const QPointF light = QTransform().rotate(-90.0 * rotation).map(kLight);
    const QVector<QPainterPath> lanes = lanePaths(face);
    p.save();
    p.setTransform(turn, true);
    paintFields(p, face, light);
    paintLanes(p, lanes);
    paintStations(p, face);
    p.restore();
    QPainterPath taken;
    for (const QPainterPath& lane : lanes) taken |= QPainterPathStroker(QPen(Qt::black, 12)).createStroke(lane);
    for (const Segment& seg : face.asteroids) taken |= asteroidRegion(sidesOf(seg.sides));
    paintPlanet(p, face, turn.map(taken));
    // A planet's symbols smaller than the others: the world shows around them.
    forEachSymbol(face, [&](FeatureKind kind, Faction f, QPointF c, double r) {
        paintPlate(p, f, turn.map(c), kind == FeatureKind::Planet ? r * 0.8 : r);
    });
    if (face.start) paintStartMark(p);
    if (ownSky) {
        p.setPen(QPen(QColor(0, 0, 0, 140), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0.5, 0.5, 99, 99));
    }
}

void paintBoardSky(QPainter& painter, const QRectF& rect, const std::vector<QRectF>& played)
{
    const QTransform world = painter.worldTransform();
    const double scale = std::hypot(world.m11(), world.m12());
    // The sky's pictures at the view's scale, so that they are laid out pixel for pixel (the
    // painter's fast path, no filtering: a picture a whole number of pixels wide is within a
    // pixel of the view's scale, and nothing needs the sky exact); closer than their largest
    // size, stretched.
    const double largest = 2048.0 / (kPeriod * TileRenderer::ratio());
    TileRenderer& art = TileRenderer::instance();
    const QPixmap bright = art.sky(std::min(scale, largest)), dim = art.sky(std::min(scale, largest), true);
    double stretch = scale / (bright.deviceIndependentSize().width() / kPeriod);
    QTransform at = QTransform::fromTranslate(std::round(world.dx()), std::round(world.dy()));
    if (std::abs(stretch - 1) < 0.02) stretch = 1;
    else at.scale(stretch, stretch);
    QBrush full(bright), around(dim);
    full.setTransform(at);
    around.setTransform(at);
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, stretch != 1);
    // Each pixel once: the dim sky around the play, the full one under it.
    const QRect device = world.mapRect(rect).toAlignedRect();
    QRegion rest(device);
    for (const QRectF& cell : played) {
        const QRectF r = world.mapRect(cell);
        const QRect pixels(QPoint(qRound(r.left()), qRound(r.top())), QPoint(qRound(r.right()) - 1, qRound(r.bottom()) - 1));
        painter.fillRect(pixels & device, full);
        rest -= pixels;
    }
    for (const QRect& r : rest) painter.fillRect(r, around);
    painter.restore();
}

}  // namespace swc::ui
