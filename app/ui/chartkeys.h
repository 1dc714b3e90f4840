// How a player's line is drawn in the charts (the score chart, the chance of winning): in the
// player's colour, with the player colour's own dash pattern and glyph (tileart.h), so that the
// lines differ without colour too. One drawing for both charts.
#pragma once

#include "game.h"

#include <QColor>
#include <QFontMetrics>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace swc::ui {

// The width of a legend's key: a piece of the line with the glyph on it.
constexpr int kLineKeyWidth = 34;

// The colour of a player's line on a background: a colour too close to it (black on a dark
// background, white on a light one) is drawn grey.
QColor chartColour(Color c, const QColor& background);
QPen chartPen(Color c, const QColor& background);
// The player's glyph at a point of the line, outlined in the background's colour.
void drawChartGlyph(QPainter& p, QPointF at, Color c, const QColor& background);
// A legend's key: a piece of the line across `box`, the glyph in its middle.
void drawLineKey(QPainter& p, const QRectF& box, Color c, const QColor& background);
// A legend's entry, `pattern` filled with a name (%1) and its figure (%2), within `width`: whole,
// its words on as many lines as they need ("Leia and / Chewbacca 165"); only a single word wider
// than the legend cuts the name at its end, the figure whole ("Chewbac… 165").
QString legendLine(const QFontMetrics& fm, const QString& pattern, const QString& name, const QString& figure, int width);
// The height of a legend's entry of `text` at `width` (one line high at least) and its number of lines.
int legendHeight(const QFontMetrics& fm, const QString& text, int width);
int legendLineCount(const QFontMetrics& fm, const QString& text, int width);
// The width a legend takes: its key and widest line (each name with `widestFigure`), at most `most`.
int legendWidth(const QFontMetrics& fm, const QString& pattern, const QStringList& names, const QString& widestFigure, int most);

}  // namespace swc::ui
