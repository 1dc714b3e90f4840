// How a player's line is drawn in the charts (the score chart, the chance of winning): in the
// player's colour, with the player colour's own dash pattern and glyph (tileart.h), so that the
// lines differ without colour too. One drawing for both charts.
#pragma once

#include "game.h"

#include <QColor>
#include <QPen>
#include <QPointF>
#include <QRectF>

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

}  // namespace swc::ui
