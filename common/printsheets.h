// A tile set on paper, to print and play (Tile sets > Print tile sheets… and the CLI's `print`):
// a PDF whose first page names the set with its totals, house rules and scoring numbers, then
// sheets with every copy of every face at the size asked, each with its bleed (the art runs on
// past the cut), cut marks in the margins outside the bleed, and with backs a back page after
// each page, mirrored for printing on both sides (flipped on the long edge; the cover's back is
// left blank so that every sheet's back falls behind it). The tiles are painted as vector
// through the tile art (TileRenderer::paintFace), the words are text. Also one picture per face,
// SVG or PNG. Every file goes through writeFileSafely: none is left half written.
#pragma once

#include "tileart.h"
#include "tileset.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <vector>

class QIODevice;

namespace swc::ui {

enum class Paper { A4, Letter };

struct PrintOptions
{
    Paper paper = Paper::A4;
    double tileMm = 45;  // a tile's side, as cut
    double bleedMm = 3;  // the art past the cut on every side
    bool backs = false;
    ArtTheme theme = ArtTheme::Galaxy;
};
// The sizes an option may take.
constexpr double kMinTileMm = 10, kMaxTileMm = 200, kMaxBleedMm = 10;
constexpr double kPrintMarginMm = 10;  // the paper's margin: the cut marks are drawn in it

// Where the tiles go: a grid of cells (a tile and its bleed) centred on each sheet.
struct SheetLayout
{
    QSizeF paperMm;
    int columns = 0, rows = 0;
    int tiles = 0;   // every copy of every face
    int sheets = 0;  // pages of tiles (the cover and the backs besides)
    int perSheet() const { return columns * rows; }
    int pages(bool backs) const { return (1 + sheets) * (backs ? 2 : 1); }
};

// One tile on a sheet: its face, its sheet (from 0) and where it is cut (mm from the top left).
struct PlacedPrint
{
    int face = 0;
    int sheet = 0;
    QRectF cutMm;
};

class PrintSheets
{
    Q_DECLARE_TR_FUNCTIONS(PrintSheets)

public:
    // The layout of `set` on paper with `options`; no columns when a tile does not fit the paper.
    static SheetLayout layout(const Tileset& set, const PrintOptions& options);
    // Every copy of every face in the set's order, with its place.
    static std::vector<PlacedPrint> placements(const Tileset& set, const PrintOptions& options);
    // Why the set cannot be printed with these options (empty: it can): its problems
    // (validateTileset), or a tile that does not fit the paper.
    static QStringList problems(const Tileset& set, const PrintOptions& options);
    // The PDF, painted into `device` a page at a time (the set must have no problems).
    static void paintPdf(const Tileset& set, const PrintOptions& options, QIODevice* device);
    static bool writePdf(const Tileset& set, const PrintOptions& options, const QString& path, QString* error);
    // One picture of a face at the tile's size (SVG in mm, PNG at 300 dpi), without bleed.
    enum class Format { Svg, Png };
    static QByteArray facePicture(const TileFace& face, const PrintOptions& options, Format format);
    // Writes one picture per face: into `out` when it is a folder, else to files whose names
    // begin with `out` ("cards/tile-" gives cards/tile-ID.svg). `written`: the files, in face
    // order. On a failure the files written before are removed and `error` says why.
    static bool writeFacePictures(const Tileset& set, const PrintOptions& options, Format format, const QString& out,
                                  QStringList* written, QString* error);
    // The file a face's picture goes to (its id kept to letters, digits, '-' and '_').
    static QString facePicturePath(const QString& out, const TileFace& face, Format format);
};

}  // namespace swc::ui
