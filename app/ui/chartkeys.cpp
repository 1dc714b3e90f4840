#include "chartkeys.h"

#include "screenfit.h"
#include "tileart.h"

#include <QPainter>

#include <algorithm>
#include <cstdlib>

namespace swc::ui {

QColor chartColour(Color c, const QColor& background)
{
    const QColor colour = playerColor(c);
    const int base = background.lightness();
    if (std::abs(colour.lightness() - base) >= 70) return colour;
    return base < 128 ? QColor(0xa8, 0xa8, 0xa8) : QColor(0x70, 0x70, 0x70);
}

QPen chartPen(Color c, const QColor& background)
{
    QPen pen(chartColour(c, background), 2.5, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    const QVector<qreal> dashes = playerDashes(c);
    if (!dashes.isEmpty()) pen.setDashPattern(dashes);
    return pen;
}

void drawChartGlyph(QPainter& p, QPointF at, Color c, const QColor& background)
{
    p.save();
    p.setPen(QPen(background, 1.5));
    p.setBrush(chartColour(c, background));
    p.drawPath(playerGlyph(c, at, 13));
    p.restore();
}

void drawLineKey(QPainter& p, const QRectF& box, Color c, const QColor& background)
{
    p.save();
    p.setPen(chartPen(c, background));
    const double y = box.center().y();
    p.drawLine(QPointF(box.left() + 1, y), QPointF(box.right() - 3, y));
    p.restore();
    drawChartGlyph(p, QPointF(box.left() + (box.width() - 2) / 2, y), c, background);
}

namespace {
QRect wrapped(const QFontMetrics& fm, const QString& text, int width)
{
    return fm.boundingRect(QRect(0, 0, std::max(1, width), 1 << 20), Qt::TextWordWrap, text);
}
}  // namespace

QString legendLine(const QFontMetrics& fm, const QString& pattern, const QString& name, const QString& figure, int width)
{
    const QString whole = pattern.arg(name, figure);
    if (widestWord(fm, whole) <= width) return whole;
    const int rest = fm.horizontalAdvance(pattern.arg(QString(), figure));
    return pattern.arg(fm.elidedText(name, Qt::ElideRight, std::max(0, width - rest)), figure);
}

int legendHeight(const QFontMetrics& fm, const QString& text, int width)
{
    return std::max(fm.height(), wrapped(fm, text, width).height());
}

int legendLineCount(const QFontMetrics& fm, const QString& text, int width)
{
    return std::max(1, (wrapped(fm, text, width).height() + fm.lineSpacing() / 2) / fm.lineSpacing());
}

int legendWidth(const QFontMetrics& fm, const QString& pattern, const QStringList& names, const QString& widestFigure, int most)
{
    int widest = 0;
    for (const QString& name : names) widest = std::max(widest, fm.horizontalAdvance(pattern.arg(name, widestFigure)));
    // The key, the gap after it, the text and a little room at the edge.
    return std::min(most, kLineKeyWidth + 4 + widest + 6);
}

}  // namespace swc::ui
