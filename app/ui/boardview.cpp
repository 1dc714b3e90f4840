#include "boardview.h"

#include "boardfacts.h"
#include "boardmotion.h"
#include "boardpicture.h"
#include "boardwords.h"
#include "focusring.h"
#include "galaxyart.h"
#include "gametext.h"
#include "motion.h"
#include "texts.h"
#include "tileart.h"

#include <QAccessible>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyle>
#include <QToolTip>
#include <QWheelEvent>

#include <climits>
#include <cmath>

namespace swc::ui {

namespace {
QGraphicsPixmapItem* addPixmap(QGraphicsItem* parent, const QPixmap& pm) { return new QGraphicsPixmapItem(pm, parent); }
QGraphicsRectItem* addRect(QGraphicsItem* parent, double x, double y, double w, double h, const QPen& pen,
                           const QBrush& brush = {})
{
    auto* r = new QGraphicsRectItem(x, y, w, h, parent);
    r->setPen(pen);
    r->setBrush(brush);
    return r;
}
QGraphicsEllipseItem* addEllipse(QGraphicsItem* parent, double x, double y, double w, double h, const QPen& pen,
                                 const QBrush& brush)
{
    auto* e = new QGraphicsEllipseItem(x, y, w, h, parent);
    e->setPen(pen);
    e->setBrush(brush);
    return e;
}
// Takes a tile's item off the board. Out of its layer first: deleting a child leaves the
// layer's childrenBoundingRect() as it was, whereas taking it out makes the layer measure again.
void removeTile(QGraphicsItem* item)
{
    item->setParentItem(nullptr);
    delete item;
}
// A layer: an item that only holds others (drawn above the layers added before it at its z).
QGraphicsRectItem* addLayer(QGraphicsScene* scene, double z)
{
    auto* layer = new QGraphicsRectItem();
    layer->setPen(Qt::NoPen);
    layer->setZValue(z);
    scene->addItem(layer);
    return layer;
}
// The board's marks, told apart by shape as well as by colour: a legal cell is a solid frame
// with a dot, a cell legal after turning the tile a dashed frame with a turning arrow, a dead
// cell a cross over a cross-hatching, a player's last tile corner brackets with the player's
// glyph, the tile just placed a solid frame, a completed feature stripes and a frame.
enum class Mark { Legal, LegalTurned, Dead, Placed, Completed };
QColor markColour(Mark mark)
{
    const bool safe = colourScheme() == ColourScheme::ColourBlind;
    switch (mark) {
    case Mark::Legal: return safe ? QColor(0x56, 0xb4, 0xe9) : QColor(0x69, 0xf0, 0xae);
    case Mark::LegalTurned: return safe ? QColor(0xcc, 0x79, 0xa7) : QColor(0x69, 0xf0, 0xae, 150);
    case Mark::Dead: return safe ? QColor(0xd5, 0x5e, 0x00) : QColor(0xef, 0x53, 0x50, 220);
    case Mark::Placed: return safe ? QColor(0xf0, 0xe4, 0x42) : QColor(0xff, 0xd5, 0x4f);
    case Mark::Completed: return QColor(0xff, 0xff, 0xff);
    }
    return Qt::white;
}
QGraphicsPathItem* addPath(QGraphicsItem* parent, const QPainterPath& path, const QPen& pen,
                           const QBrush& brush = {})
{
    auto* item = new QGraphicsPathItem(path, parent);
    item->setPen(pen);
    item->setBrush(brush);
    return item;
}
// A turning arrow: three quarters of a circle of radius r around c, with its head.
QPainterPath turnArrow(QPointF c, double r)
{
    QPainterPath path;
    path.arcMoveTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90);
    path.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90, 270);
    const QPointF end = c + QPointF(r, 0);
    path.moveTo(end + QPointF(-r * 0.45, -r * 0.25));
    path.lineTo(end + QPointF(0, -r * 0.55));
    path.lineTo(end + QPointF(r * 0.45, -r * 0.25));
    return path;
}
// The corner brackets of a cell's frame: four L shapes of `arm` units.
QPainterPath cornerBrackets(const QRectF& r, double arm)
{
    QPainterPath path;
    const QPointF corners[] = {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
    const QPointF along[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int i = 0; i < 4; ++i) {
        path.moveTo(corners[i] - along[(i + 3) % 4] * arm);
        path.lineTo(corners[i]);
        path.lineTo(corners[i] + along[i] * arm);
    }
    return path;
}
constexpr int kTilePx = 160;  // pixels a tile is rendered at (scaled to kTile scene units)
constexpr int kMeeplePx = 96;
// The view never zooms out below this by itself to keep the play in sight (a tile 30 pixels wide).
constexpr double kMinFollowScale = 0.3;
// While the person chooses a meeple spot, a tile is at least this large (70 pixels): the spots'
// numbers at least 12 pixels high, the circles apart and clear of the faction symbols beside
// them, which all scale with the tile (issue 39: at 40 pixels a tile the numbers could not be read).
constexpr double kLegibleSpotScale = 0.7;
// The cell of `cells` nearest to `to` (ties: the first in `cells`); `to` when there is none.
Pos nearestCell(const std::vector<Pos>& cells, Pos to)
{
    Pos best = to;
    long long bestD = LLONG_MAX;
    for (const Pos& c : cells) {
        const long long dx = c.x - to.x, dy = c.y - to.y;
        if (dx * dx + dy * dy < bestD) {
            bestD = dx * dx + dy * dy;
            best = c;
        }
    }
    return best;
}
}  // namespace

BoardView::BoardView(QWidget* parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    // The overlay is rebuilt on every change: no index to keep up to date (a few hundred items).
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    tileLayer_ = addLayer(scene(), 0);
    overlay_ = addLayer(scene(), 1);
    motion_ = new BoardMotion(scene(), this);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // A frame of its own, drawn in the focus colour while the keys act on the board.
    setFrameStyle(QFrame::Box | QFrame::Plain);
    setLineWidth(3);
    // Room to play at the window's smallest size, 300x300 inside the scroll bars: the docks
    // around give way before the board.
    const int around = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) + 2 * frameWidth();
    setMinimumSize(300 + around, 300 + around);
    scale(0.8, 0.8);
}

void BoardView::setSession(GameSession* session, Seats* seats)
{
    session_ = session;
    seats_ = seats;
    fitted_ = false;
    followedTiles_ = 0;
    followedStep_ = {-1, GameSession::Phase::NoGame};
    hint_.reset();
    sessionShown_ = false;  // nothing of the new session moves in
    refresh();
}

void BoardView::setHint(const std::optional<AiMove>& move, int face)
{
    hint_ = move;
    hintFace_ = face;
    hintDecision_ = session_ ? session_->decision() : -1;
    // The keyboard's cursor goes to the hinted cell: Enter plays the hint.
    if (move && seats_ && session_ && session_->hasGame() && session_->anyRotationLegal(move->placement.at)) {
        cursor_ = move->placement.at;
        cursorDecision_ = session_->decision();
    }
    refresh();
    if (move) ensureVisible(QRectF(move->placement.at.x * kTile, move->placement.at.y * kTile, kTile, kTile), 40, 40);
}

Pos BoardView::cellAt(QPointF p)
{
    return {static_cast<int>(std::floor(p.x() / kTile)), static_cast<int>(std::floor(p.y() / kTile))};
}

void BoardView::drawBackground(QPainter* painter, const QRectF& rect)
{
    if (artTheme() == ArtTheme::Plain) {
        painter->fillRect(rect, QColor(0x05, 0x07, 0x12));
        return;
    }
    // The sky behind the tiles (their space is transparent), full under the placed tiles and
    // the tile in hand.
    std::vector<QRectF> played;
    const auto cell = [](Pos at) { return QRectF(at.x * kTile, at.y * kTile, kTile, kTile); };
    for (const DrawnTile& t : tiles_)
        if (cell(t.tile.at).intersects(rect)) played.push_back(cell(t.tile.at));
    if (ghost_ && ghost_->isVisible()) played.push_back(ghost_->sceneBoundingRect());
    paintBoardSky(*painter, rect, played);
}

void BoardView::restyle()
{
    // Every tile drawn again in the new look, the overlay with them.
    for (const DrawnTile& t : tiles_) removeTile(t.item);
    tiles_.clear();
    resetCachedContent();
    refresh();
    viewport()->update();
}

QPointF BoardView::optionPoint(const MeepleMove& m) const
{
    const Game& g = session_->game();
    const int j = g.tileIndexAt(m.at);
    if (j < 0) return cellCenter(m.at);
    const auto& t = g.placedTiles()[static_cast<std::size_t>(j)];
    const QPointF a = featureAnchor(g.tileset().faces[t.face], m.kind, m.segment, t.rotation);
    return QPointF((m.at.x + a.x()) * kTile, (m.at.y + a.y()) * kTile);
}

void BoardView::refresh()
{
    motion_->forgetUnder(overlay_);
    delete overlay_;  // what changes within a turn; the tiles stay, the score flashes live on their own
    overlay_ = addLayer(scene(), 1);
    ghost_ = nullptr;
    optionPoints_.clear();
    const Game* g = session_ && session_->hasGame() ? &session_->game() : nullptr;
    syncTiles(g);
    updateDescription();
    if (!g) return;
    const bool mine = seats_ && seats_->localMayAct();
    // A review's board keeps its hint through the position's steps; play moves on with the placement.
    const bool placing = session_->phase() == GameSession::Phase::Placing;
    if (hint_ && (hintDecision_ != session_->decision() || (seats_ && !placing))) hint_.reset();
    drawOverlay(*g, mine);
    if (placeCursor() && hasFocus()) drawCursor();
    if (hint_ && !seats_ && hintFace(*g) >= 0) drawHint(*g);
    scene()->setSceneRect(drawnRect().adjusted(-3 * kTile, -3 * kTile, 3 * kTile, 3 * kTile) | fitView_);
    // The first fit once the view has its size (a game started before the window shows).
    if (!fitted_ && isVisible()) {
        fitted_ = true;
        fitBoard();
    }
    followPlay(mine);
    drawHover();
}

void BoardView::syncTiles(const Game* g)
{
    if (!g || g->tilesetPtr() != tileset_) {
        // No game, or another game on another tile set: no tile drawn is of it.
        sessionShown_ = false;
        for (const DrawnTile& t : tiles_) {
            motion_->forget(t.item);
            removeTile(t.item);
        }
        tiles_.clear();
        tileset_ = g ? g->tilesetPtr() : nullptr;
    }
    if (!g) {
        sessionShown_ = false;
        return;
    }
    // The tiles drawn that are still there as they were (all but the last after an undo, all of
    // them after a new turn) stay; the others go and the new ones come.
    const auto& placed = g->placedTiles();
    std::size_t same = 0;
    while (same < tiles_.size() && same < placed.size() && tiles_[same].shows(placed[same])) ++same;
    const std::size_t removed = tiles_.size() - same;
    for (std::size_t i = same; i < tiles_.size(); ++i) {
        motion_->forget(tiles_[i].item);
        removeTile(tiles_[i].item);
    }
    tiles_.resize(same);
    for (std::size_t i = same; i < placed.size(); ++i) tiles_.push_back({placed[i], addTile(g->tileset(), placed[i])});
    moveTiles(same, removed);
}

QGraphicsPixmapItem* BoardView::addTile(const Tileset& set, const Game::PlacedTile& t)
{
    auto* item = addPixmap(tileLayer_, TileRenderer::instance().face(set.faces[t.face], t.rotation, kTilePx, Backdrop::BoardSky));
    item->setTransformationMode(Qt::SmoothTransformation);
    item->setScale(double(kTile) / kTilePx);
    item->setPos(t.at.x * kTile, t.at.y * kTile);
    item->setData(0, QStringLiteral("tile"));
    return item;
}

void BoardView::drawOverlay(const Game& g, bool mine)
{
    // Stacked by their z values; among equal ones, in this order.
    drawStartTile(g);
    drawLastTiles(g);
    const auto phase = session_->phase();
    if (phase == GameSession::Phase::Meeple) outlinePlacedTile(g);
    const Crowds crowds = drawMeeples(g);
    if (mine && phase == GameSession::Phase::Placing && g.drawnTile() >= 0) drawPlacing(g);
    if (phase == GameSession::Phase::Placing || phase == GameSession::Phase::Meeple) drawDeadCells(g);
    const bool meepleStep = phase == GameSession::Phase::Meeple || phase == GameSession::Phase::Replacing;
    spotsShown_ = mine && meepleStep;
    if (spotsShown_) drawMeepleSpots();
    if (meepleStep && session_->chosenMeeple().place) drawChosenMeeple(g, crowds);
    else chosenDrawn_.clear();
}

void BoardView::drawStartTile(const Game& g)
{
    // The start tile, from which the log and the meeple list count the cells, is marked in the
    // orange of its back.
    if (g.placedTiles().empty()) return;
    const Pos at = g.placedTiles().front().at;
    const QRectF r = startMarkRect(at);  // the board's picture marks it there too
    auto* mark = addEllipse(overlay_, r.x(), r.y(), r.width(), r.height(), QPen(QColor(0x21, 0x21, 0x21), 2),
                            QBrush(startTileOrange()));
    mark->setZValue(2);
    mark->setData(0, QStringLiteral("startTile"));
    mark->setToolTip(tr("The start tile: the game log counts the cells from it."));
}

void BoardView::drawLastTiles(const Game& g)
{
    // Each player's last tile in the player's colour, the last turn's the thickest, so that the
    // other players' moves (the computers' too) are easy to follow.
    std::vector<const GameSession::Entry*> last(static_cast<std::size_t>(g.playerCount()), nullptr);
    const GameSession::Entry* newest = nullptr;
    for (const GameSession::Entry& e : session_->history())
        if (e.report.face >= 0) newest = last[static_cast<std::size_t>(e.report.player)] = &e;
    for (const GameSession::Entry* e : last) {
        // The tile placed this turn is outlined instead (outlinePlacedTile).
        if (!e || (session_->phase() == GameSession::Phase::Meeple && e == newest)) continue;
        const Pos at = e->report.placement.at;
        const Color colour = g.color(e->report.player);
        QColor c = playerColor(colour);
        if (c.lightness() < 70) c = QColor(0xb0, 0xb0, 0xb0);  // black on the night sky: grey
        const QRectF cell(at.x * kTile + 3, at.y * kTile + 3, kTile - 6, kTile - 6);
        auto* r = addPath(overlay_, cornerBrackets(cell, 26),
                          QPen(c, e == newest ? 6 : 4, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        r->setZValue(2);
        r->setData(0, QStringLiteral("lastTile"));
        if (e == newest) {
            // The newest turn's marker pulses once when it comes.
            const auto marked = static_cast<std::size_t>(e - session_->history().data()) + 1;
            if (marked != newestMarked_ && stepByStep_) motion_->start(QStringLiteral("lastTile"), BoardMotion::markerPulse());
            newestMarked_ = marked;
            motion_->attach(QStringLiteral("lastTile"), r);
        }
        // The player's glyph in the top left corner, as on the player's meeples.
        const QColor edge = colour == Color::Black ? c : QColor(0x10, 0x10, 0x10);  // black: a grey edge
        auto* glyph = addPath(r, playerGlyph(colour, cell.topLeft() + QPointF(14, 14), 16), QPen(edge, 1.5),
                              playerColor(colour));
        glyph->setData(0, QStringLiteral("lastTileGlyph"));
        r->setToolTip(tr("The last tile of %1: %2")
                          .arg(GameText::seatName(*session_, e->report.player),
                               Texts::tile(g.tileset().faces[static_cast<std::size_t>(e->report.face)])));
    }
}

void BoardView::outlinePlacedTile(const Game& g)
{
    const Pos at = g.lastPlacement().at;
    auto* r = addRect(overlay_, at.x * kTile, at.y * kTile, kTile, kTile, QPen(markColour(Mark::Placed), 5));
    r->setZValue(2);
    r->setData(0, QStringLiteral("placedTile"));
}

BoardView::Crowds BoardView::drawMeeples(const Game& g)
{
    // Several meeples on one feature are spread out.
    Crowds crowds;
    std::set<QString> drawn;
    for (const auto& m : g.meeplesOnBoard()) {
        const int tile = g.nodeTile(m.node);
        const auto& t = g.placedTiles()[static_cast<std::size_t>(tile)];
        const int k = crowds[{tile, m.node}]++;
        const QRectF at = meepleRect(g, m, k);  // the board's picture sets it there too
        auto* item = addPixmap(overlay_, meeplePixmap(g.color(m.player), m.size, kMeeplePx));
        item->setTransformationMode(Qt::SmoothTransformation);
        item->setScale(at.width() / kMeeplePx);
        item->setPos(at.topLeft());
        item->setZValue(5);
        item->setData(0, QStringLiteral("meeple"));
        drawSymbolsOver(item, g.tileset().faces[t.face], g.nodeKind(m.node), g.nodeSegment(m.node));
        const QString key = QStringLiteral("meeple %1 %2").arg(m.node).arg(k);
        // A meeple new on the board drops onto its spot, unless it is the one just chosen, which dropped then.
        if (!meeplesDrawn_.count(key) && chosenDrawn_.isEmpty()) moveMeeple(key, item);
        else motion_->attach(key, item);
        drawn.insert(key);
    }
    meeplesDrawn_ = std::move(drawn);
    return crowds;
}

void BoardView::drawSymbolsOver(const QGraphicsItem* meeple, const TileFace& face, FeatureKind kind, int segment)
{
    // The faction symbols the meeple stands on, small, on its lower right, above it: the meeple
    // hides the tile's own.
    const SymbolCounts* symbols = symbolsUnder(face, kind, segment);
    if (!symbols) return;
    const QRectF at = meeple->sceneBoundingRect();
    constexpr double side = 17;
    int drawn = 0;
    for (int f = 0; f < kFactions; ++f)
        for (int k = 0; k < (*symbols)[static_cast<std::size_t>(f)]; ++k) {
            auto* badge = addPixmap(overlay_, symbolPixmap(static_cast<Faction>(f), 40));
            badge->setTransformationMode(Qt::SmoothTransformation);
            badge->setScale(side / 40);
            badge->setPos(at.right() - side * 0.8 - drawn * side * 0.7, at.bottom() - side * 0.9);
            badge->setZValue(meeple->zValue() + 0.5);
            badge->setData(0, QStringLiteral("meepleSymbol"));
            ++drawn;
        }
}

void BoardView::drawPlacing(const Game& g)
{
    // Legal cells: a solid frame and a dot for the current rotation, a dashed frame and a turning
    // arrow where only another rotation fits.
    for (const Pos& cell : g.openCells()) {
        if (!session_->anyRotationLegal(cell)) continue;
        const bool now = session_->isLegal(cell, session_->rotation());
        const QColor c = markColour(now ? Mark::Legal : Mark::LegalTurned);
        QColor fill = c;
        fill.setAlpha(now ? 50 : 0);
        auto* r = addRect(overlay_, cell.x * kTile + 3, cell.y * kTile + 3, kTile - 6, kTile - 6,
                          QPen(c, now ? 4 : 3, now ? Qt::SolidLine : Qt::DashLine), QBrush(fill));
        r->setZValue(1);
        r->setData(0, QStringLiteral("legalCell"));
        const QPointF centre = cellCenter(cell);
        QGraphicsItem* sign = nullptr;
        if (now) sign = addEllipse(r, centre.x() - 9, centre.y() - 9, 18, 18, Qt::NoPen, c);
        else sign = addPath(r, turnArrow(centre, 15), QPen(c, 6, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        sign->setData(0, now ? QStringLiteral("legalDot") : QStringLiteral("turnArrow"));
    }
    // The tile in hand, shown under the mouse where it fits.
    const TileFace& face = g.tileset().faces[static_cast<std::size_t>(g.drawnTile())];
    ghost_ = addPixmap(overlay_, TileRenderer::instance().face(face, session_->rotation(), kTilePx, Backdrop::BoardSky));
    ghost_->setScale(double(kTile) / kTilePx);
    ghost_->setOpacity(0.65);
    ghost_->setZValue(3);
    ghost_->setVisible(false);
    updateGhost();
    if (hint_) drawHint(g);
}

void BoardView::drawDeadCells(const Game& g)
{
    // Cells that no tile still to come can fill: a cross over a cross-hatching.
    const QColor c = markColour(Mark::Dead);
    for (const Pos& cell : deadCells(g)) {
        const double x = cell.x * kTile, y = cell.y * kTile, m = 26;
        auto* hatch = addRect(overlay_, x + 6, y + 6, kTile - 12, kTile - 12, Qt::NoPen,
                              QBrush(c, Qt::DiagCrossPattern));
        hatch->setZValue(1);
        hatch->setData(0, QStringLiteral("deadCell"));
        QPainterPath cross;
        cross.moveTo(x + m, y + m);
        cross.lineTo(x + kTile - m, y + kTile - m);
        cross.moveTo(x + kTile - m, y + m);
        cross.lineTo(x + m, y + kTile - m);
        addPath(hatch, cross, QPen(c, 7, Qt::SolidLine, Qt::FlatCap));
    }
}

void BoardView::drawMeepleSpots()
{
    // The meeple spots of the current choice; options that share a spot share its circle, and
    // the first nine spots are numbered for the keys 1-9.
    const MeepleMove& chosen = session_->chosenMeeple();
    const auto& options = session_->meepleOptions();
    for (const MeepleMove& m : options) optionPoints_.push_back(optionPoint(m));
    const std::vector<int> spots = spotOptions();
    for (std::size_t k = 0; k < spots.size(); ++k) {
        const auto i = static_cast<std::size_t>(spots[k]);
        const MeepleMove& m = options[i];
        const bool isChosen = chosen.place && chosen.at == m.at && chosen.kind == m.kind && chosen.segment == m.segment;
        // The circle and its outline within kSpotRadius: the spots of one tile never overlap.
        constexpr double pen = 3, r = kSpotRadius * kTile - pen / 2;
        auto* c = addEllipse(overlay_, -r, -r, 2 * r, 2 * r, QPen(QColor(0xff, 0xd5, 0x4f), pen),
                             QBrush(isChosen ? QColor(0xff, 0xd5, 0x4f, 200) : QColor(0xff, 0xd5, 0x4f, 60)));
        c->setPos(optionPoints_[i]);
        c->setZValue(6);
        c->setData(0, QStringLiteral("meepleSpot"));
        if (k >= 9) continue;
        auto* number = new QGraphicsSimpleTextItem(QString::number(k + 1), c);
        QFont f = number->font();
        f.setPixelSize(17);
        f.setBold(true);
        number->setFont(f);
        number->setBrush(Qt::white);
        number->setPen(QPen(QColor(0x21, 0x21, 0x21), 1.2));
        number->setPos(-number->boundingRect().width() / 2, -number->boundingRect().height() / 2);
        number->setData(0, QStringLiteral("spotNumber"));
    }
}

std::vector<int> BoardView::spotOptions() const
{
    std::vector<int> first;
    std::vector<QPointF> seen;
    const auto& options = session_->meepleOptions();
    for (std::size_t i = 0; i < options.size(); ++i) {
        const QPointF p = optionPoint(options[i]);
        if (std::find(seen.begin(), seen.end(), p) != seen.end()) continue;
        seen.push_back(p);
        first.push_back(static_cast<int>(i));
    }
    return first;
}

void BoardView::drawChosenMeeple(const Game& g, const Crowds& crowds)
{
    // The meeple chosen (by the person or a computer showing its move), not placed yet: beside
    // the meeples already there (an attacked planet's defender stays in view).
    const MeepleMove& chosen = session_->chosenMeeple();
    const int tile = g.tileIndexAt(chosen.at);
    const int node = tile < 0 ? -1 : g.nodeOf(tile, chosen.kind, chosen.segment);
    const auto there = crowds.find({tile, node});
    const int beside = there == crowds.end() ? 0 : there->second;
    const QPointF p = optionPoint(chosen) + QPointF(beside * 16.0, 0);
    const double sizeUnits = meepleSide(chosen.size);
    auto* item = addPixmap(overlay_, meeplePixmap(g.color(session_->actingSeat()), chosen.size, kMeeplePx));
    item->setScale(sizeUnits / kMeeplePx);
    item->setPos(p.x() - sizeUnits / 2, p.y() - sizeUnits / 2 - 6);
    item->setOpacity(0.85);
    item->setZValue(7);
    item->setData(0, QStringLiteral("chosenMeeple"));
    const QString key = QStringLiteral("chosen %1 %2 %3 %4")
                            .arg(chosen.at.x)
                            .arg(chosen.at.y)
                            .arg(static_cast<int>(chosen.kind))
                            .arg(chosen.segment);
    if (key != chosenDrawn_) moveMeeple(key, item);
    else motion_->attach(key, item);
    chosenDrawn_ = key;
    if (tile >= 0) {
        const TileFace& face = g.tileset().faces[g.placedTiles()[static_cast<std::size_t>(tile)].face];
        drawSymbolsOver(item, face, chosen.kind, chosen.segment);
    }
}

QRectF BoardView::drawnRect() const
{
    return tileLayer_->childrenBoundingRect() | overlay_->childrenBoundingRect();
}

int BoardView::featureAt(QPointF p) const
{
    const Game& g = session_->game();
    const Pos cell = cellAt(p);
    const int j = g.tileIndexAt(cell);
    if (j < 0) return -1;
    const auto& t = g.placedTiles()[static_cast<std::size_t>(j)];
    const TileFace& face = g.tileset().faces[t.face];
    const QPointF inTile(p.x() / kTile - cell.x, p.y() / kTile - cell.y);
    int best = -1;
    double bestD = 0.3;  // in tile units: near a feature's meeple spot
    const auto consider = [&](FeatureKind kind, int segment) {
        const QPointF a = featureAnchor(face, kind, segment, t.rotation);
        const double d = std::hypot(a.x() - inTile.x(), a.y() - inTile.y());
        const int node = g.nodeOf(j, kind, segment);
        if (node >= 0 && d < bestD) {
            bestD = d;
            best = g.root(node);
        }
    };
    for (int i = 0; i < static_cast<int>(face.routes.size()); ++i) consider(FeatureKind::Route, i);
    for (int i = 0; i < static_cast<int>(face.asteroids.size()); ++i) consider(FeatureKind::Asteroid, i);
    if (face.planet) consider(FeatureKind::Planet, -1);
    return best;
}

void BoardView::drawHover()
{
    hoverFeature_ = -1;
    if (!session_ || !session_->hasGame() || hover_.x == INT32_MIN) return;
    hoverFeature_ = featureAt(hoverPos_);
    if (hoverFeature_ < 0) return;
    const Game& g = session_->game();
    std::vector<int> tiles;
    g.featureTileIndices(hoverFeature_, tiles);
    for (int t : tiles) {
        const Pos at = g.placedTiles()[static_cast<std::size_t>(t)].at;
        auto* r = addRect(overlay_, at.x * kTile, at.y * kTile, kTile, kTile, QPen(QColor(0xff, 0xf5, 0x9d, 200), 2),
                          QBrush(QColor(0xff, 0xf5, 0x9d, 45)));
        r->setZValue(4);
        r->setData(0, QStringLiteral("hoverFeature"));
        r->setAcceptHoverEvents(false);
    }
}

QString BoardView::hoverText() const
{
    return hoverFeature_ >= 0 && session_ ? GameText::featureSummary(*session_, hoverFeature_) : QString();
}

void BoardView::followPlay(bool mine)
{
    const Game& g = session_->game();
    // The spots gone, the zoom the person had before they came back.
    if (!spotsShown_ && zoomBeforeSpots_ > 0) {
        zoomTo(zoomBeforeSpots_);
        zoomBeforeSpots_ = 0;
    }
    // A tile just placed (by anyone) comes into view if it is off screen.
    const int placed = static_cast<int>(g.placedTiles().size());
    if (placed != followedTiles_) {
        if (placed > followedTiles_ && placed > 1) {
            const Pos at = g.placedTiles().back().at;
            ensureVisible(QRectF(at.x * kTile, at.y * kTile, kTile, kTile), 40, 40);
        }
        followedTiles_ = placed;
    }
    // When the person is to decide, the cells or spots to choose from come into view, once per decision.
    const auto phase = session_->phase();
    // The meeple step is part of the placing's decision: a step of its own to follow.
    const std::pair<int, GameSession::Phase> step{session_->decision(), phase};
    if (!mine || followedStep_ == step) return;
    if (phase == GameSession::Phase::Meeple || phase == GameSession::Phase::Replacing) {
        followedStep_ = step;
        followSpots();
        return;
    }
    if (phase != GameSession::Phase::Placing || !cursor_) return;
    followedStep_ = step;
    QRectF cells;
    for (const Pos& p : legalCells()) cells |= QRectF(p.x * kTile, p.y * kTile, kTile, kTile);
    keepInSight(cells, cellCenter(*cursor_), kMinFollowScale);
}

void BoardView::followSpots()
{
    QRectF spots;
    for (const MeepleMove& m : session_->meepleOptions()) spots |= QRectF(optionPoint(m), QSizeF(1, 1));
    if (spots.isNull()) return;
    const MeepleMove& chosen = session_->chosenMeeple();
    const QPointF anchor = chosen.place ? optionPoint(chosen) : spots.center();
    // Zoomed in, about the spots, until their numbers can be read; back as it was after the step.
    if (transform().m11() < kLegibleSpotScale) {
        if (zoomBeforeSpots_ <= 0) zoomBeforeSpots_ = transform().m11();
        zoomTo(kLegibleSpotScale);
        centerOn(anchor);
    }
    keepInSight(spots.adjusted(-kTile / 2.0, -kTile / 2.0, kTile / 2.0, kTile / 2.0), anchor, kLegibleSpotScale);
}

void BoardView::zoomTo(double next)
{
    const double current = transform().m11();
    scale(next / current, next / current);
}

void BoardView::keepInSight(const QRectF& r, QPointF anchor, double smallest)
{
    if (r.isNull()) return;
    QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(r)) return;
    const QRectF want = r.adjusted(-kTile / 4.0, -kTile / 4.0, kTile / 4.0, kTile / 4.0);
    const double current = transform().m11();
    // A few pixels to spare: ensureVisible() keeps a margin of its own.
    const double fit = 0.97 * std::min(viewport()->width() / want.width(), viewport()->height() / want.height());
    if (fit < current && current > smallest) {
        zoomTo(std::max(fit, smallest));
        visible = mapToScene(viewport()->rect()).boundingRect();
    }
    if (want.width() <= visible.width() && want.height() <= visible.height()) ensureVisible(want, 0, 0);
    else centerOn(anchor);
}

void BoardView::drawHint(const Game& g)
{
    // The tile where the hint puts it, outlined, and the meeple spot marked on it.
    const Placement p = hint_->placement;
    const TileFace& face = g.tileset().faces[static_cast<std::size_t>(hintFace(g))];
    auto* tile = addPixmap(overlay_, TileRenderer::instance().face(face, p.rotation, kTilePx));
    tile->setScale(double(kTile) / kTilePx);
    tile->setPos(p.at.x * kTile, p.at.y * kTile);
    tile->setOpacity(0.8);
    tile->setZValue(3);
    tile->setData(0, QStringLiteral("hintTile"));
    auto* frame = addRect(overlay_, p.at.x * kTile, p.at.y * kTile, kTile, kTile, QPen(QColor(0x40, 0xc4, 0xff), 5, Qt::DashLine));
    frame->setZValue(4);
    frame->setData(0, QStringLiteral("hintFrame"));
    const MeepleMove& m = hint_->meeple;
    if (!m.place) return;
    QPointF spot;
    if (m.at == p.at) {
        const QPointF a = featureAnchor(face, m.kind, m.segment, p.rotation);
        spot = QPointF((p.at.x + a.x()) * kTile, (p.at.y + a.y()) * kTile);
    } else {
        spot = optionPoint(m);  // a planet or a field on a tile already placed
    }
    auto* marker = addEllipse(overlay_, spot.x() - 16, spot.y() - 16, 32, 32, QPen(QColor(0x40, 0xc4, 0xff), 4),
                              QBrush(QColor(0x40, 0xc4, 0xff, 90)));
    marker->setZValue(8);
    marker->setData(0, QStringLiteral("hintSpot"));
}

int BoardView::hintFace(const Game& g) const
{
    if (hintFace_ >= 0 && hintFace_ < static_cast<int>(g.tileset().faces.size())) return hintFace_;
    if (g.drawnTile() >= 0) return g.drawnTile();
    return g.placedTiles().empty() ? -1 : g.placedTiles().back().face;
}

int BoardView::itemCountForTests() const { return static_cast<int>(scene()->items().size()); }

std::vector<QPointF> BoardView::itemPositionsForTests(const QString& role) const
{
    std::vector<QPointF> out;
    for (const QGraphicsItem* i : scene()->items())
        if (i->data(0).toString() == role) out.push_back(i->scenePos());
    return out;
}

std::vector<QRectF> BoardView::itemRectsForTests(const QString& role) const
{
    std::vector<QRectF> out;
    for (const QGraphicsItem* i : scene()->items())
        if (i->data(0).toString() == role) out.push_back(i->sceneBoundingRect());
    return out;
}

int BoardView::itemCountForTests(const QString& role) const
{
    const auto items = scene()->items();
    return static_cast<int>(std::count_if(items.begin(), items.end(), [&](const QGraphicsItem* i) { return i->data(0).toString() == role; }));
}

void BoardView::fitBoard()
{
    // The tiles and what is drawn around them (the legal cells, the spots), without the flashes.
    QRectF r = drawnRect();
    if (r.isEmpty()) return;
    r.adjust(-kTile / 2.0, -kTile / 2.0, kTile / 2.0, kTile / 2.0);
    // Never zoom in beyond a comfortable size on a small board.
    const double minSide = 5.0 * kTile;
    if (r.width() < minSide) r.adjust(-(minSide - r.width()) / 2, 0, (minSide - r.width()) / 2, 0);
    if (r.height() < minSide) r.adjust(0, -(minSide - r.height()) / 2, 0, (minSide - r.height()) / 2);
    // The scene reaches beyond the board (room to pan), so both scroll bars show at this scale:
    // the board fills the viewport they leave, in its middle.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const auto fitWithin = [&](const QMargins& m) {
        const QSize room = maximumViewportSize() - QSize(bar, bar) - QSize(m.left() + m.right(), m.top() + m.bottom());
        return std::max(0.01, std::min(room.width() / r.width(), room.height() / r.height()));
    };
    const QMargins covered = coveredMargins(fitWithin);
    const double fit = fitWithin(covered);
    // The middle of the room left free, from the viewport's, in pixels.
    const QPointF offCentre((covered.left() - covered.right()) / 2.0, (covered.top() - covered.bottom()) / 2.0);
    if (!spotsShown_ || fit >= kLegibleSpotScale || optionPoints_.empty()) {
        zoomTo(fit);
        showCentredOn(r.center() - offCentre / fit);
        return;
    }
    // The spots shown: as far out as their numbers stay readable, about them.
    QRectF spots;
    for (const QPointF& p : optionPoints_) spots |= QRectF(p, QSizeF(1, 1));
    zoomTo(kLegibleSpotScale);
    showCentredOn(spots.center() - offCentre / kLegibleSpotScale);
}

// centerOn, also where the scene is smaller than the view (which would show it in the middle):
// the scene reaches over all the view shows then.
void BoardView::showCentredOn(QPointF centre)
{
    const double scale = transform().m11();
    const QSizeF half = QSizeF(viewport()->size()) / (2 * scale);
    fitView_ = QRectF(centre - QPointF(half.width(), half.height()), half * 2);
    scene()->setSceneRect(scene()->sceneRect() | fitView_);
    centerOn(centre);
}

void BoardView::setCoverings(const QList<QWidget*>& widgets)
{
    coverings_.clear();
    for (QWidget* w : widgets) coverings_ << w;
}

QMargins BoardView::coveredMargins(const std::function<double(const QMargins&)>& fitWithin) const
{
    constexpr int gap = 6;
    const QSize view = viewport()->size();
    // Each covering's two ways to leave its room: a band across the view (at the top or the
    // bottom) or down it (at the left or the right).
    std::vector<std::pair<QMargins, QMargins>> bands;
    for (const QPointer<QWidget>& w : coverings_) {
        if (!w || !w->isVisible() || view.isEmpty()) continue;
        const QRect r = w->geometry().translated(-viewport()->pos());
        const bool upper = r.center().y() < view.height() / 2, left = r.center().x() < view.width() / 2;
        const int across = (upper ? r.bottom() + 1 : view.height() - r.top()) + gap;
        const int down = (left ? r.right() + 1 : view.width() - r.left()) + gap;
        bands.emplace_back(upper ? QMargins(0, across, 0, 0) : QMargins(0, 0, 0, across),
                           left ? QMargins(down, 0, 0, 0) : QMargins(0, 0, down, 0));
    }
    // The choice that lets the board be largest (at most 2^3 for Board only's three overlays).
    QMargins best;
    double bestFit = -1;
    for (unsigned choice = 0; choice < (1U << bands.size()); ++choice) {
        QMargins m;
        for (std::size_t i = 0; i < bands.size(); ++i) {
            const QMargins& b = (choice >> i) & 1U ? bands[i].second : bands[i].first;
            m = QMargins(std::max(m.left(), b.left()), std::max(m.top(), b.top()), std::max(m.right(), b.right()),
                         std::max(m.bottom(), b.bottom()));
        }
        if (const double fit = fitWithin(m); fit > bestFit) {
            bestFit = fit;
            best = m;
        }
    }
    return best;
}

void BoardView::zoomBy(double factor)
{
    // While the spots are shown, no smaller than their numbers can be read; a zoom chosen then
    // is the person's own, kept after the step.
    const double current = transform().m11();
    const double next = std::clamp(current * factor, spotsShown_ ? kLegibleSpotScale : 0.08, 4.0);
    if (spotsShown_ && next != current) zoomBeforeSpots_ = 0;
    zoomTo(next);
}

void BoardView::updateGhost()
{
    if (!ghost_ || !session_) return;
    // Under the mouse where the tile fits, else on the keyboard's cursor while the keys lead
    // (the board has the focus and the mouse has not moved since the last key).
    const Pos at = !session_->anyRotationLegal(hover_) && keysLead_ && hasFocus() && cursor_ ? *cursor_ : hover_;
    const bool show = session_->phase() == GameSession::Phase::Placing && session_->anyRotationLegal(at);
    ghost_->setVisible(show);
    ghost_->setData(0, show ? QStringLiteral("ghost") : QString());
    if (show) ghost_->setPos(at.x * kTile, at.y * kTile);
}

int BoardView::optionAt(QPointF p) const
{
    int best = -1;
    double bestD = 22.0;
    for (std::size_t i = 0; i < optionPoints_.size(); ++i) {
        const double d = std::hypot(optionPoints_[i].x() - p.x(), optionPoints_[i].y() - p.y());
        if (d < bestD) {
            bestD = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void BoardView::wheelEvent(QWheelEvent* e)
{
    const double steps = e->angleDelta().y() / 120.0;
    if (steps != 0) zoomBy(std::pow(1.2, steps));
    e->accept();
}

void BoardView::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton || e->button() == Qt::MiddleButton) {
        pressed_ = true;
        dragging_ = e->button() == Qt::MiddleButton;
        pressPos_ = lastDrag_ = e->position().toPoint();
        e->accept();
        return;
    }
    if (e->button() == Qt::RightButton) {
        emit rotateRequested(1);
        e->accept();
        return;
    }
    QGraphicsView::mousePressEvent(e);
}

void BoardView::mouseMoveEvent(QMouseEvent* e)
{
    keysLead_ = false;
    const QPoint p = e->position().toPoint();
    if (pressed_) {
        if (!dragging_ && (p - pressPos_).manhattanLength() > 6) dragging_ = true;
        if (dragging_) {
            const QPoint d = p - lastDrag_;
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
            verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
            lastDrag_ = p;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
    }
    const QPointF scene = mapToScene(p);
    const Pos cell = cellAt(scene);
    if (!(cell == hover_)) {
        hover_ = cell;
        updateGhost();
        setSpokenCell(cell);
    }
    hoverPos_ = scene;
    if (!pressed_ && session_ && session_->hasGame()) {
        const int feature = featureAt(scene);
        if (feature != hoverFeature_) {
            refresh();  // redraws the highlight of the feature now under the mouse
            if (hoverFeature_ >= 0) QToolTip::showText(e->globalPosition().toPoint(), hoverText(), viewport());
            else QToolTip::hideText();
        }
    }
    QGraphicsView::mouseMoveEvent(e);
}

void BoardView::mouseReleaseEvent(QMouseEvent* e)
{
    if (pressed_ && (e->button() == Qt::LeftButton || e->button() == Qt::MiddleButton)) {
        const bool wasDrag = dragging_;
        pressed_ = dragging_ = false;
        viewport()->unsetCursor();
        if (!wasDrag && e->button() == Qt::LeftButton) {
            const QPointF sp = mapToScene(e->position().toPoint());
            const int option = optionAt(sp);
            if (option >= 0) {
                emit optionClicked(option);
            } else {
                // The cursor goes where the mouse places, so that the keys carry on from there.
                const Pos cell = cellAt(sp);
                if (session_ && session_->hasGame() && session_->anyRotationLegal(cell)) cursor_ = cell;
                emit cellClicked(cell);
            }
        }
        e->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(e);
}

void BoardView::leaveEvent(QEvent* e)
{
    hover_ = {INT32_MIN, INT32_MIN};
    updateGhost();
    if (hoverFeature_ >= 0) refresh();
    QGraphicsView::leaveEvent(e);
}

// --- The keyboard ---------------------------------------------------------------------------

std::optional<Pos> BoardView::cursorCell() const
{
    const bool placing = session_ && seats_ && session_->hasGame() && seats_->localMayAct() &&
                         session_->phase() == GameSession::Phase::Placing && !session_->needsTileChoice();
    return placing ? cursor_ : std::nullopt;
}

Pos BoardView::stepCursor(const std::vector<Pos>& cells, Pos from, int dx, int dy)
{
    Pos best = from;
    long long bestCost = LLONG_MAX;
    for (const Pos& c : cells) {
        const long long ahead = static_cast<long long>(c.x - from.x) * dx + static_cast<long long>(c.y - from.y) * dy;
        const long long aside = std::llabs(static_cast<long long>(c.x - from.x) * dy) + std::llabs(static_cast<long long>(c.y - from.y) * dx);
        // `cells` are in reading order: the first of equal cost stays.
        if (ahead > 0 && ahead + 2 * aside < bestCost) {
            bestCost = ahead + 2 * aside;
            best = c;
        }
    }
    return best;
}

std::vector<Pos> BoardView::legalCells() const
{
    std::vector<Pos> cells;
    for (const Placement& p : session_->legalPlacements())
        if (std::find(cells.begin(), cells.end(), p.at) == cells.end()) cells.push_back(p.at);
    std::sort(cells.begin(), cells.end(), [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return cells;
}

bool BoardView::placeCursor()
{
    if (!session_ || !seats_ || !seats_->localMayAct() || session_->phase() != GameSession::Phase::Placing ||
        session_->game().drawnTile() < 0)
        return false;
    const std::vector<Pos> cells = legalCells();
    if (cells.empty()) return false;
    // A new decision starts beside the last tile placed (the view follows it there).
    if (cursor_ && cursorDecision_ == session_->decision() && std::find(cells.begin(), cells.end(), *cursor_) != cells.end())
        return true;
    cursorDecision_ = session_->decision();
    const auto& placed = session_->game().placedTiles();
    cursor_ = nearestCell(cells, placed.empty() ? Pos{0, 0} : placed.back().at);
    return true;
}

void BoardView::moveCursor(Pos to)
{
    cursor_ = to;
    hover_ = {INT32_MIN, INT32_MIN};  // the ghost leaves the mouse for the cursor
    refresh();
    ensureVisible(QRectF(to.x * kTile, to.y * kTile, kTile, kTile), 60, 60);
    setSpokenCell(to);  // a screen reader hears about the cursor's cell
}

void BoardView::drawCursor()
{
    // A white frame with a dark line inside: clear on the night sky and on every tile.
    const Pos c = *cursor_;
    auto* outer = addRect(overlay_, c.x * kTile - 3, c.y * kTile - 3, kTile + 6, kTile + 6, QPen(Qt::white, 6));
    outer->setZValue(4.5);
    outer->setData(0, QStringLiteral("cursor"));
    addRect(overlay_, c.x * kTile + 1.5, c.y * kTile + 1.5, kTile - 3, kTile - 3, QPen(QColor(0x21, 0x21, 0x21), 3))->setZValue(4.5);
}

void BoardView::keyPressEvent(QKeyEvent* e)
{
    // Keys with Ctrl or Alt belong to the menus.
    if (!(e->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) && playKey(e->key())) {
        keysLead_ = true;
        updateGhost();
        e->accept();
        return;
    }
    QGraphicsView::keyPressEvent(e);
}

bool BoardView::playKey(int key)
{
    // Nobody at this screen acts (a computer's turn, another player's, a review): the keys only
    // move the view.
    if (!session_ || !seats_ || !session_->hasGame() || !seats_->localMayAct()) return false;
    switch (session_->phase()) {
    case GameSession::Phase::Placing:
        return session_->needsTileChoice() ? rowKey(key) : placingKey(key);
    case GameSession::Phase::Meeple:
    case GameSession::Phase::Replacing:
        return spotKey(key);
    default:
        return false;
    }
}

bool BoardView::placingKey(int key)
{
    if (!placeCursor()) return false;
    const std::vector<Pos> cells = legalCells();
    const auto here = std::find(cells.begin(), cells.end(), *cursor_) - cells.begin();
    const auto size = static_cast<std::ptrdiff_t>(cells.size());
    switch (key) {
    case Qt::Key_Left: moveCursor(stepCursor(cells, *cursor_, -1, 0)); return true;
    case Qt::Key_Right: moveCursor(stepCursor(cells, *cursor_, 1, 0)); return true;
    case Qt::Key_Up: moveCursor(stepCursor(cells, *cursor_, 0, -1)); return true;
    case Qt::Key_Down: moveCursor(stepCursor(cells, *cursor_, 0, 1)); return true;
    case Qt::Key_PageDown: moveCursor(cells[static_cast<std::size_t>((here + 1) % size)]); return true;
    case Qt::Key_PageUp: moveCursor(cells[static_cast<std::size_t>((here + size - 1) % size)]); return true;
    case Qt::Key_Home: {
        const auto& placed = session_->game().placedTiles();
        moveCursor(nearestCell(cells, placed.empty() ? Pos{0, 0} : placed.back().at));
        return true;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit cellClicked(*cursor_); return true;
    default: return false;
    }
}

bool BoardView::spotKey(int key)
{
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        const std::vector<int> spots = spotOptions();
        const auto k = static_cast<std::size_t>(key - Qt::Key_1);
        if (k < spots.size()) emit optionClicked(spots[k]);
    } else {
        const int step = key == Qt::Key_Right || key == Qt::Key_Down ? 1 : key == Qt::Key_Left || key == Qt::Key_Up ? -1 : 0;
        if (step == 0) return false;
        stepOption(step);
    }
    const MeepleMove& now = session_->chosenMeeple();
    if (now.place) ensureVisible(QRectF(optionPoint(now), QSizeF(1, 1)), 80, 80);
    return true;
}

void BoardView::stepOption(int step)
{
    // Through the options as the Meeple list shows them, "none" first, round and round.
    const auto& options = session_->meepleOptions();
    const int n = static_cast<int>(options.size());
    const MeepleMove& chosen = session_->chosenMeeple();
    int current = -1;
    for (int i = 0; i < n; ++i)
        if (chosen.place && options[static_cast<std::size_t>(i)] == chosen) current = i;
    emit optionChosen((current + 1 + step + n + 1) % (n + 1) - 1);
}

bool BoardView::rowKey(int key)
{
    if (key < Qt::Key_1 || key > Qt::Key_3) return false;
    emit rowTileChosen(key - Qt::Key_1);
    return true;
}

void BoardView::showEvent(QShowEvent* e)
{
    QGraphicsView::showEvent(e);
    if (!fitted_) refresh();
}

void BoardView::focusInEvent(QFocusEvent* e)
{
    QGraphicsView::focusInEvent(e);
    update();   // the frame
    refresh();  // the cursor
}

void BoardView::focusOutEvent(QFocusEvent* e)
{
    QGraphicsView::focusOutEvent(e);
    update();
    refresh();
}

bool BoardView::event(QEvent* e)
{
    const bool done = QGraphicsView::event(e);
    if (e->type() == QEvent::Paint) {
        // The frame (the viewport covers the rest), in the focus colour while the keys act here.
        QPainter p(this);
        const int w = lineWidth();
        p.setPen(QPen(hasFocus() ? focusColor() : QColor(0x37, 0x47, 0x4f), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(QRectF(rect()).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0));
    }
    return done;
}

void BoardView::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) updateDescription();
    QGraphicsView::changeEvent(e);
}

void BoardView::setSpokenCell(std::optional<Pos> cell)
{
    spokenCell_ = cell;
    updateDescription();
}

void BoardView::updateDescription()
{
    setAccessibleName(tr("Board"));
    viewport()->setAccessibleName(accessibleName());
    const QString text = session_ ? BoardWords::describe(*session_, spokenCell_, seats_ && seats_->localMayAct())
                                  : BoardWords::noGame();
    if (text == accessibleDescription()) return;
    setAccessibleDescription(text);
    viewport()->setAccessibleDescription(text);
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

void BoardView::finishAnimations() { motion::finishAll(); }

bool BoardView::isAnimating() const { return motion::running(); }

void BoardView::moveTiles(std::size_t same, std::size_t removed)
{
    // One step of play on the board shown before moves: a tile added, or a meeple. A game opened,
    // a turn taken back, another set drawn... are shown as they are at once.
    const std::size_t added = tiles_.size() - same;
    stepByStep_ = sessionShown_ && removed == 0 && added <= 1;
    sessionShown_ = true;
    if (!stepByStep_ || added == 0) return;
    motion_->start(QStringLiteral("tile"), BoardMotion::tileSlide());
    motion_->attach(QStringLiteral("tile"), tiles_.back().item);
}

void BoardView::moveMeeple(const QString& key, QGraphicsItem* item)
{
    if (stepByStep_) motion_->start(key, BoardMotion::meepleDrop());
    motion_->attach(key, item);
}

int BoardView::rollDice(const TurnReport& report)
{
    // Above the cell of the meeple that started them; a second battle above the first.
    const Game& g = session_->game();
    const Pos at = report.meeple.place ? report.meeple.at : report.placement.at;
    QRectF box(at.x * kTile, at.y * kTile, kTile, kTile);
    int longest = 0;
    for (const BattleReport& b : report.battles) {
        std::vector<QColor> colours;
        for (const BattleSide& side : b.sides) colours.push_back(playerColor(g.color(side.seat)));
        longest = std::max(longest, motion_->rollDice(b, colours, box));
        box.translate(0, -(22.0 + 40.0 * static_cast<double>(b.sides.size())));
    }
    return longest;
}

void BoardView::flashScores(const TurnReport& report)
{
    if (!session_ || !session_->hasGame()) return;
    motion_->clearTurn();
    const int afterDice = rollDice(report);
    const Game& g = session_->game();
    std::vector<int> tiles;
    for (const ScoreReport& sr : report.scores) {
        g.featureTileIndices(sr.node, tiles);
        std::vector<QRectF> cells;
        for (int t : tiles) {
            const Pos at = g.placedTiles()[static_cast<std::size_t>(t)].at;
            cells.emplace_back(at.x * kTile, at.y * kTile, kTile, kTile);
        }
        motion_->flashFeature(cells, markColour(Mark::Completed), sr.points, afterDice);
        QRectF box;
        for (const QRectF& r : cells) box = box.isNull() ? r : box.united(r);
        emit pointsShown(box.center(), sr.points, sr.players, afterDice);
    }
}

}  // namespace swc::ui
