// A position's board painted with QPainter, vector all through: the one drawing of a board for a
// picture of it (PNG, SVG or PDF), the review's Export the board… and the CLI's `picture`. The
// board on screen (BoardView) places the same pieces as items and takes their places from here:
// the size and spot of a meeple, the symbols it stands on, the start tile's mark.
#pragma once

#include "game.h"
#include "tileart.h"

#include <QByteArray>
#include <QColor>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;

namespace swc::ui {

constexpr double kBoardCell = 100;  // scene units a cell (BoardView::kTile, kSkyCell)

// The orange of the start tile's back: its mark on the board, its back on the printed sheets.
inline QColor startTileOrange() { return QColor(0xfb, 0x8c, 0x00); }
// The start tile's mark on the board, in its top left corner (scene units).
QRectF startMarkRect(Pos at);
// A meeple's side on the board, in scene units: the large one is larger.
double meepleSide(MeepleSize size);
// The symbols of the feature a meeple stands on, on its tile (nullptr: none there).
const SymbolCounts* symbolsUnder(const TileFace& face, FeatureKind kind, int segment);
// The square of a meeple on the board (scene units); `beside`: the meeples before it on the same
// feature of that tile, set side by side.
QRectF meepleRect(const Game& g, const Game::MeepleOnBoard& m, int beside);

// The part of the scene a picture of the board shows: its tiles and a quarter cell around.
QRectF boardPictureArea(const Game& g);
// Paints the position's board (its sky or plain background, tiles, start mark, meeples and the
// symbols they stand on) in scene units; `deviceScale`: the device's pixels a scene unit.
void paintBoard(QPainter& p, const Game& g, ArtTheme theme, double deviceScale);

enum class PictureFormat { Png, Svg, Pdf };
// The format a file name asks for by its suffix (.png, .svg, .pdf), or none.
std::optional<PictureFormat> pictureFormatOf(const QString& path);
// A picture's size in pixels (PDF: in points): kPicturePerCell a cell, smaller for a board
// that would pass kPictureMaxSide.
constexpr int kPicturePerCell = 100;
constexpr int kPictureMaxSide = 8000;
QSize boardPictureSize(const Game& g);
// The picture's file in `format`.
QByteArray boardPicture(const Game& g, PictureFormat format, ArtTheme theme);
// Writes the picture to `path` in the format of its suffix through writeFileSafely: nothing is
// left half written, and `error` says why it could not be (a bad suffix, a directory, no room).
bool writeBoardPicture(const Game& g, const QString& path, ArtTheme theme, QString* error);

}  // namespace swc::ui
