#include "printsheets.h"

#include "boardpicture.h"
#include "safefile.h"
#include "texts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace swc::ui {

namespace {

constexpr int kPdfDpi = 600;           // the PDF's coordinates: fine enough for a hairline's place
constexpr double kPrintDpi = 300;      // the printer the stars are drawn for, and the PNGs' resolution
constexpr double kMarkGapMm = 1;       // between the bleed and a cut mark
constexpr double kMarkLengthMm = 6;
constexpr double kMmPerInch = 25.4;
constexpr double kBleedDpi = 150;      // the bleed's picture, cut away but for a sliver

QSizeF paperMm(Paper paper) { return paper == Paper::Letter ? QSizeF(215.9, 279.4) : QSizeF(210, 297); }

double cellMm(const PrintOptions& o) { return o.tileMm + 2 * o.bleedMm; }

// The top left corner of the grid of cells (mm), centred on the paper.
QPointF gridOrigin(const SheetLayout& l, const PrintOptions& o)
{
    return {(l.paperMm.width() - l.columns * cellMm(o)) / 2, (l.paperMm.height() - l.rows * cellMm(o)) / 2};
}

// The face units (a 100th of a tile) in printer dots, for the finest stars.
double faceScale(const PrintOptions& o) { return o.tileMm / kMmPerInch * kPrintDpi / 100; }

// The cut marks in the margins around the grid, each tile's edges carried out past the bleed:
// lines that never enter the art.
void paintCutMarks(QPainter& p, const SheetLayout& l, const PrintOptions& o)
{
    const QPointF origin = gridOrigin(l, o);
    const double cell = cellMm(o), top = origin.y(), bottom = top + l.rows * cell, left = origin.x(),
                 right = left + l.columns * cell;
    const double reach = std::min(kMarkLengthMm, kPrintMarginMm - 2 * kMarkGapMm);
    p.setPen(QPen(Qt::black, 0.15));
    for (int c = 0; c < l.columns; ++c)
        for (const double x : {left + c * cell + o.bleedMm, left + c * cell + o.bleedMm + o.tileMm}) {
            p.drawLine(QPointF(x, top - kMarkGapMm - reach), QPointF(x, top - kMarkGapMm));
            p.drawLine(QPointF(x, bottom + kMarkGapMm), QPointF(x, bottom + kMarkGapMm + reach));
        }
    for (int r = 0; r < l.rows; ++r)
        for (const double y : {top + r * cell + o.bleedMm, top + r * cell + o.bleedMm + o.tileMm}) {
            p.drawLine(QPointF(left - kMarkGapMm - reach, y), QPointF(left - kMarkGapMm, y));
            p.drawLine(QPointF(right + kMarkGapMm, y), QPointF(right + kMarkGapMm + reach, y));
        }
}

// The bleed of a face: the face a little larger, so that the lanes, rocks and sky run on past
// the cut. A picture (the cut takes it away; one picture a face, which the PDF holds once
// however many copies show it): painted in vector under every copy, it doubled the file.
QImage bleedPicture(const TileFace& face, const PrintOptions& o)
{
    const int px = static_cast<int>(std::lround(cellMm(o) / kMmPerInch * kBleedDpi));
    QImage image(px, px, QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter p(&image);
    TileRenderer::paintFace(p, face, 0, QRectF(0, 0, px, px), o.theme, px / 100.0);
    return image;
}

// A tile's front: the face over its cut, in vector, over its bleed.
void paintFront(QPainter& p, const TileFace& face, const QImage& bleed, const QRectF& cut, const PrintOptions& o)
{
    if (o.bleedMm > 0) p.drawImage(cut.adjusted(-o.bleedMm, -o.bleedMm, o.bleedMm, o.bleedMm), bleed);
    TileRenderer::paintFace(p, face, 0, cut, o.theme, faceScale(o));
}

// A tile's back over its cut and bleed: the night blue of the pile with a gold ring, the start
// tile's orange with a dark one (as the rulebook's start tile has its own back).
void paintBack(QPainter& p, const TileFace& face, const QRectF& cut, const PrintOptions& o)
{
    const QRectF bleed = cut.adjusted(-o.bleedMm, -o.bleedMm, o.bleedMm, o.bleedMm);
    p.fillRect(bleed, face.start ? startTileOrange() : QColor(0x14, 0x1c, 0x3c));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(face.start ? QColor(0x21, 0x21, 0x21) : QColor(0xff, 0xd5, 0x4f), o.tileMm / 60));
    p.drawEllipse(cut.center(), cut.width() * 0.3, cut.width() * 0.3);
    p.drawEllipse(cut.center(), cut.width() * 0.18, cut.width() * 0.18);
}

QString coverHtml(const Tileset& set, const PrintOptions& o, const SheetLayout& l)
{
    const auto para = [](const QString& text) { return QStringLiteral("<p>") + text + QStringLiteral("</p>"); };
    int edges[3] = {};
    for (const TileFace& f : set.faces)
        for (Edge e : f.edges) edges[static_cast<int>(e)] += f.count;
    QStringList rules;
    for (int v = 0; v < kVariants; ++v)
        if (set.rules.has(static_cast<Variant>(v))) rules << Texts::variant(static_cast<Variant>(v));
    QString html = QStringLiteral("<h1>") + QString::fromStdString(set.name).toHtmlEscaped() + QStringLiteral("</h1>");
    html += para(PrintSheets::tr("%n tile(s) to cut out", nullptr, l.tiles) + QStringLiteral(" ") +
                 PrintSheets::tr("on %n sheet(s), each tile %1 mm a side with %2 mm of bleed.", nullptr, l.sheets)
                     .arg(Texts::number(o.tileMm, 1), Texts::number(o.bleedMm, 1)));
    html += para(Texts::sentence(Texts::tilesetTotals(set)) + QStringLiteral("."));
    html += para(PrintSheets::tr("Edges: %1 space, %2 route, %3 asteroid.").arg(edges[0]).arg(edges[1]).arg(edges[2]));
    html += para(rules.isEmpty() ? PrintSheets::tr("House rules of this set: none.")
                                 : PrintSheets::tr("House rules of this set: %1.").arg(Texts::list(rules)));
    return html + Texts::rulesSummaryHtml(set.rules.scoring);
}

void paintCover(QPainter& p, QPdfWriter& writer, const Tileset& set, const PrintOptions& o, const SheetLayout& l)
{
    const double dpmm = kPdfDpi / kMmPerInch;
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    QFont font = doc.defaultFont();
    font.setPointSizeF(9);
    doc.setDefaultFont(font);
    doc.setHtml(coverHtml(set, o, l));
    doc.setTextWidth((l.paperMm.width() - 4 * kPrintMarginMm) * dpmm);
    p.save();
    p.resetTransform();
    p.translate(2 * kPrintMarginMm * dpmm, 2 * kPrintMarginMm * dpmm);
    doc.drawContents(&p);
    p.restore();
}

}  // namespace

SheetLayout PrintSheets::layout(const Tileset& set, const PrintOptions& o)
{
    SheetLayout l;
    l.paperMm = paperMm(o.paper);
    const double cell = cellMm(o);
    l.columns = std::max(0, static_cast<int>(std::floor((l.paperMm.width() - 2 * kPrintMarginMm) / cell + 1e-9)));
    l.rows = std::max(0, static_cast<int>(std::floor((l.paperMm.height() - 2 * kPrintMarginMm) / cell + 1e-9)));
    l.tiles = set.totalTiles();
    l.sheets = l.perSheet() > 0 ? (l.tiles + l.perSheet() - 1) / l.perSheet() : 0;
    return l;
}

std::vector<PlacedPrint> PrintSheets::placements(const Tileset& set, const PrintOptions& o)
{
    const SheetLayout l = layout(set, o);
    std::vector<PlacedPrint> out;
    if (l.perSheet() == 0) return out;
    const QPointF origin = gridOrigin(l, o);
    const double cell = cellMm(o);
    for (std::size_t f = 0; f < set.faces.size(); ++f)
        for (int k = 0; k < set.faces[f].count; ++k) {
            const int i = static_cast<int>(out.size()), at = i % l.perSheet();
            const QPointF corner = origin + QPointF((at % l.columns) * cell + o.bleedMm, (at / l.columns) * cell + o.bleedMm);
            out.push_back({static_cast<int>(f), i / l.perSheet(), QRectF(corner, QSizeF(o.tileMm, o.tileMm))});
        }
    return out;
}

QStringList PrintSheets::problems(const Tileset& set, const PrintOptions& o)
{
    QStringList out;
    for (const TilesetError& e : validateTileset(set)) out << Texts::tilesetError(e);
    if (layout(set, o).perSheet() == 0)
        out << tr("A tile of %1 mm with %2 mm of bleed does not fit on the paper within its margins of %3 mm.")
                   .arg(Texts::number(o.tileMm, 1), Texts::number(o.bleedMm, 1), Texts::number(kPrintMarginMm, 0));
    return out;
}

void PrintSheets::paintPdf(const Tileset& set, const PrintOptions& o, QIODevice* device)
{
    const SheetLayout l = layout(set, o);
    QPdfWriter writer(device);
    writer.setCreator(QCoreApplication::applicationName());
    writer.setTitle(QString::fromStdString(set.name));
    writer.setResolution(kPdfDpi);
    writer.setPageSize(QPageSize(o.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter p(&writer);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(kPdfDpi / kMmPerInch, kPdfDpi / kMmPerInch);  // millimetres from here on
    paintCover(p, writer, set, o, l);
    if (o.backs) writer.newPage();  // the cover's back, blank
    const std::vector<PlacedPrint> tiles = placements(set, o);
    // A face's copies follow each other: its bleed's picture is made at the first and let go
    // after the last (the PDF holds it once for all of them).
    QImage bleed;
    int bleedFace = -1;
    for (int sheet = 0; sheet < l.sheets; ++sheet) {
        writer.newPage();
        for (const PlacedPrint& t : tiles) {
            if (t.sheet != sheet) continue;
            const TileFace& face = set.faces[static_cast<std::size_t>(t.face)];
            if (t.face != bleedFace && o.bleedMm > 0) bleed = bleedPicture(face, o);
            bleedFace = t.face;
            paintFront(p, face, bleed, t.cutMm, o);
        }
        paintCutMarks(p, l, o);
        if (!o.backs) continue;
        // The back of this page, mirrored left to right: each tile's back behind its front.
        writer.newPage();
        for (const PlacedPrint& t : tiles) {
            if (t.sheet != sheet) continue;
            const QRectF behind(l.paperMm.width() - t.cutMm.right(), t.cutMm.top(), t.cutMm.width(), t.cutMm.height());
            paintBack(p, set.faces[static_cast<std::size_t>(t.face)], behind, o);
        }
        paintCutMarks(p, l, o);
    }
    p.end();
}

bool PrintSheets::writePdf(const Tileset& set, const PrintOptions& o, const QString& path, QString* error)
{
    if (const QStringList why = problems(set, o); !why.isEmpty()) {
        if (error) *error = why.join(QLatin1Char('\n'));
        return false;
    }
    // Streamed into the file's temporary twin: a thousand tiles' PDF is never held in memory.
    // Where the file cannot be made (no such folder, no permission), said at once, before a
    // thousand tiles are drawn for nothing.
    SafeFileDevice file(path);
    if (!file.hasFailed()) paintPdf(set, o, &file);
    return file.commit(error);
}

QByteArray PrintSheets::facePicture(const TileFace& face, const PrintOptions& o, Format format)
{
    const int px = static_cast<int>(std::lround(o.tileMm / kMmPerInch * kPrintDpi));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == Format::Png) {
        QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        image.setDotsPerMeterX(static_cast<int>(std::lround(kPrintDpi / 0.0254)));
        image.setDotsPerMeterY(image.dotsPerMeterX());
        {
            QPainter p(&image);
            TileRenderer::paintFace(p, face, 0, QRectF(0, 0, px, px), o.theme, px / 100.0);
        }
        image.save(&buffer, "PNG");
        return bytes;
    }
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(static_cast<int>(kPrintDpi));  // so that its width and height are the tile's in mm
    svg.setSize(QSize(px, px));
    svg.setViewBox(QRect(0, 0, px, px));
    svg.setTitle(QString::fromStdString(face.id));
    QPainter p(&svg);
    TileRenderer::paintFace(p, face, 0, QRectF(0, 0, px, px), o.theme, px / 100.0);
    p.end();
    return bytes;
}

QString PrintSheets::facePicturePath(const QString& out, const TileFace& face, Format format)
{
    QString id = QString::fromStdString(face.id);
    for (QChar& c : id)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))) c = QLatin1Char('_');
    const QString name = id + (format == Format::Png ? QStringLiteral(".png") : QStringLiteral(".svg"));
    if (QFileInfo(out).isDir()) return QDir(out).filePath(name);
    return out + name;
}

bool PrintSheets::writeFacePictures(const Tileset& set, const PrintOptions& o, Format format, const QString& out,
                                    QStringList* written, QString* error)
{
    QStringList done, created;  // created: the files that were not there before
    for (const TileFace& face : set.faces) {
        const QString first = facePicturePath(out, face, format);
        QString path = first;
        // Two ids alike once kept to safe characters get a number each.
        for (int n = 2; done.contains(path); ++n) path = first.chopped(4) + QStringLiteral("-%1").arg(n) + first.right(4);
        const bool existed = QFileInfo::exists(path);
        QString why;
        if (!writeFileSafely(path, facePicture(face, o, format), &why)) {
            // Nothing of a half-done set of pictures stays; the files that were there before keep their new picture.
            for (const QString& f : created) QFile::remove(f);
            if (error) *error = QStringLiteral("%1: %2").arg(path, why);
            return false;
        }
        done << path;
        if (!existed) created << path;
    }
    if (written) *written = done;
    return true;
}

}  // namespace swc::ui
