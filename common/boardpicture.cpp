#include "boardpicture.h"

#include "galaxyart.h"
#include "safefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <map>

namespace swc::ui {

QRectF startMarkRect(Pos at) { return {at.x * kBoardCell + 5, at.y * kBoardCell + 5, 14, 14}; }

double meepleSide(MeepleSize size) { return size == MeepleSize::Large ? 48 : 36; }

const SymbolCounts* symbolsUnder(const TileFace& face, FeatureKind kind, int segment)
{
    if (kind == FeatureKind::Planet) return face.planet ? &face.planetSymbols : nullptr;
    const auto& segments = kind == FeatureKind::Route ? face.routes : face.asteroids;
    if (segment < 0 || segment >= static_cast<int>(segments.size())) return nullptr;
    return &segments[static_cast<std::size_t>(segment)].symbols;
}

QRectF meepleRect(const Game& g, const Game::MeepleOnBoard& m, int beside)
{
    const auto& t = g.placedTiles()[static_cast<std::size_t>(g.nodeTile(m.node))];
    const QPointF a = featureAnchor(g.tileset().faces[t.face], g.nodeKind(m.node), g.nodeSegment(m.node), t.rotation);
    const double side = meepleSide(m.size);
    return {(t.at.x + a.x()) * kBoardCell - side / 2 + beside * 16, (t.at.y + a.y()) * kBoardCell - side / 2, side, side};
}

QRectF boardPictureArea(const Game& g)
{
    QRectF cells;
    for (const auto& t : g.placedTiles()) cells |= QRectF(t.at.x * kBoardCell, t.at.y * kBoardCell, kBoardCell, kBoardCell);
    if (cells.isEmpty()) cells = QRectF(0, 0, kBoardCell, kBoardCell);
    return cells.adjusted(-kBoardCell / 4, -kBoardCell / 4, kBoardCell / 4, kBoardCell / 4);
}

namespace {

QRectF cellRect(Pos at) { return {at.x * kBoardCell, at.y * kBoardCell, kBoardCell, kBoardCell}; }

// The background: the Galaxy sky, dimmer around the tiles as on the board (paintBoardSky's look,
// painted in vector), or the Plain theme's night.
void paintBackground(QPainter& p, const Game& g, ArtTheme theme, const QRectF& area, double deviceScale)
{
    if (theme == ArtTheme::Plain) {
        p.fillRect(area, QColor(0x05, 0x07, 0x12));
        return;
    }
    paintSky(p, area, deviceScale);
    QPainterPath around;
    around.addRect(area);
    QPainterPath played;
    for (const auto& t : g.placedTiles()) played.addRect(cellRect(t.at));
    p.fillPath(around.subtracted(played), QColor(1, 2, 6, 190));
}

void paintMeeples(QPainter& p, const Game& g)
{
    std::map<std::pair<int, int>, int> crowds;  // meeples on each (tile, feature node), set side by side
    for (const auto& m : g.meeplesOnBoard()) {
        const int tile = g.nodeTile(m.node);
        const QRectF at = meepleRect(g, m, crowds[{tile, m.node}]++);
        paintMeeple(p, g.color(m.player), m.size, at);
        // The symbols it stands on, small, on its lower right: the meeple hides the tile's own.
        const TileFace& face = g.tileset().faces[g.placedTiles()[static_cast<std::size_t>(tile)].face];
        const SymbolCounts* symbols = symbolsUnder(face, g.nodeKind(m.node), g.nodeSegment(m.node));
        if (!symbols) continue;
        constexpr double side = 17;
        int drawn = 0;
        for (Faction f : kAllFactions)
            for (int k = 0; k < (*symbols)[f]; ++k, ++drawn)
                TileRenderer::paintSymbol(p, f, QRectF(at.right() - side * 0.8 - drawn * side * 0.7, at.bottom() - side * 0.9, side, side));
    }
}

}  // namespace

void paintBoard(QPainter& p, const Game& g, ArtTheme theme, double deviceScale)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = boardPictureArea(g);
    p.setClipRect(area, Qt::IntersectClip);
    paintBackground(p, g, theme, area, deviceScale);
    const Backdrop backdrop = theme == ArtTheme::Galaxy ? Backdrop::BoardSky : Backdrop::OwnSky;
    for (const auto& t : g.placedTiles())
        TileRenderer::paintFace(p, g.tileset().faces[t.face], t.rotation, cellRect(t.at), theme, deviceScale, backdrop);
    if (!g.placedTiles().empty()) {
        p.setPen(QPen(QColor(0x21, 0x21, 0x21), 2));
        p.setBrush(startTileOrange());
        p.drawEllipse(startMarkRect(g.placedTiles().front().at));
    }
    paintMeeples(p, g);
    p.restore();
}

std::optional<PictureFormat> pictureFormatOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) return PictureFormat::Png;
    if (suffix == QLatin1String("svg")) return PictureFormat::Svg;
    if (suffix == QLatin1String("pdf")) return PictureFormat::Pdf;
    return std::nullopt;
}

QSize boardPictureSize(const Game& g)
{
    const QRectF area = boardPictureArea(g);
    const double perUnit = std::min(kPicturePerCell / kBoardCell, kPictureMaxSide / std::max(area.width(), area.height()));
    return {static_cast<int>(std::lround(area.width() * perUnit)), static_cast<int>(std::lround(area.height() * perUnit))};
}

namespace {

// Paints the board over the device's `size` (pixels or points).
void paintPicture(QPainter& p, const Game& g, ArtTheme theme, QSizeF size, double deviceRatio)
{
    const QRectF area = boardPictureArea(g);
    const double scale = size.width() / area.width();
    p.scale(scale, scale);
    p.translate(-area.topLeft());
    paintBoard(p, g, theme, scale * deviceRatio);
}

}  // namespace

QByteArray boardPicture(const Game& g, PictureFormat format, ArtTheme theme)
{
    const QSize size = boardPictureSize(g);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case PictureFormat::Png: {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            paintPicture(p, g, theme, size, 1);
        }
        image.save(&buffer, "PNG");
        break;
    }
    case PictureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QString::fromStdString(g.tileset().name));
        QPainter p(&svg);
        paintPicture(p, g, theme, size, 1);
        break;
    }
    case PictureFormat::Pdf: {
        // One page the size of the picture, a point a pixel of the PNG.
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QCoreApplication::applicationName());
        pdf.setTitle(QString::fromStdString(g.tileset().name));
        pdf.setResolution(72);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p(&pdf);
        paintPicture(p, g, theme, size, 4);  // stars as a 288 dpi printer shows them
        break;
    }
    }
    return bytes;
}

bool writeBoardPicture(const Game& g, const QString& path, ArtTheme theme, QString* error)
{
    const auto format = pictureFormatOf(path);
    if (!format) {
        if (error)
            *error = QCoreApplication::translate("BoardPicture", "a picture of the board is a .png, .svg or .pdf file");
        return false;
    }
    return writeFileSafely(path, boardPicture(g, *format, theme), error);
}

}  // namespace swc::ui
