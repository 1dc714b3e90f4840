// The board: a QGraphicsView of the engine's position. It draws; it decides nothing. Clicks
// on cells and on meeple spots are reported as signals; the window asks the session.
// Wheel zooms around the mouse, dragging pans, as in Tiled's MapView.
//
// The keyboard plays too: a cursor frames one of the legal cells the session offers (the arrows
// move it to the nearest one that way, Page Down and Page Up go through them all, Home back to
// the last tile placed), Enter places the tile there; at the meeple step the arrows go through
// the options and 1-9 pick the numbered spots; in the face-up row 1-3 take a tile. The view
// keeps the cursor, the legal cells and the spots in sight. The keys only say what the person
// asks, as the clicks do: Seats and the session decide.
//
// Two layers: the placed tiles, one item per tile kept from change to change (a turn adds its
// tile, an undo takes tiles away, a game on another tile set draws them all again), and above
// them the overlay, rebuilt on every change: the marks of the last tiles, the meeples, the
// legal cells, the tile in hand, the meeple spots, the hint and the highlighted feature. The
// score flashes and a battle's dice are items of their own above both, gone after a moment.
// What moves, and how (a tile sliding in, a meeple dropping...), is BoardMotion's: only the
// items' look, never what the board shows (boardmotion.h).
#pragma once

#include "ai.h"
#include "game.h"
#include "gamesession.h"
#include "seats.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include <QGraphicsView>
#include <QPointer>

class QGraphicsItem;
class QGraphicsPixmapItem;
class QGraphicsRectItem;

namespace swc::ui {

class BoardMotion;

class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    static constexpr int kTile = 100;  // scene units per tile

    explicit BoardView(QWidget* parent = nullptr);

    // The board shows the legal cells and meeple spots only when the person at this screen
    // may act (Seats decides). Without seats the board only shows the session's position (a
    // review's step, GameSession::showPosition): nobody acts on it.
    void setSession(GameSession* session, Seats* seats);
    // The hinted move, drawn as a ghost tile and a marked meeple spot until the decision moves on.
    // The tile drawn is the ghost; on a board without seats the hint is drawn in any position,
    // as the tile `face` (-1: the tile drawn, else the one placed last), until the position changes.
    void setHint(const std::optional<AiMove>& move, int face = -1);
    bool hasHint() const { return hint_.has_value(); }
    // Shows the session's position: the tiles placed since the last call are added, those taken
    // back removed, and the overlay is rebuilt (cheap enough to call on every change).
    void refresh();
    // Draws every tile again in the tile art's theme of now (artTheme()).
    void restyle();
    // The whole board centred, filling the view (never zoomed in beyond a comfortable size)
    // less the room of the widgets over it.
    void fitBoard();
    // Widgets over the board (Board only's overlays, the view's children): fitBoard leaves
    // their room free, each taken as a band along its nearer side, across or down, whichever
    // lets the board be largest.
    void setCoverings(const QList<QWidget*>& widgets);
    void zoomBy(double factor);
    // Flash the features a turn scored, with their points, after its battles' dice.
    void flashScores(const TurnReport& report);
    // Every animation brought to its end at once (the board at rest: a screenshot, a click);
    // whether one runs (motion.h: the program's, the board's among them).
    void finishAnimations();
    bool isAnimating() const;

    // Scene centre of a board cell, for tests and for the window.
    static QPointF cellCenter(Pos p) { return QPointF((p.x + 0.5) * kTile, (p.y + 0.5) * kTile); }
    static Pos cellAt(QPointF scenePos);
    // Scene position of a meeple option's spot.
    QPointF optionPoint(const MeepleMove& m) const;
    int itemCountForTests() const;
    // Items drawn for one purpose: "tile", "legalCell", "meepleSpot", "lastTile", "hintTile",
    // "hintFrame", "hintSpot".
    int itemCountForTests(const QString& role) const;
    std::vector<QPointF> itemPositionsForTests(const QString& role) const;  // "meeple", "chosenMeeple"...
    std::vector<QRectF> itemRectsForTests(const QString& role) const;       // in scene units
    // The feature under the mouse (its root node, -1 none) and what its tooltip says.
    int hoveredFeature() const { return hoverFeature_; }
    QString hoverText() const;
    // The keyboard cursor's cell while the person at this screen places a tile, else none.
    std::optional<Pos> cursorCell() const;
    // The cell of `cells` the cursor goes to from `from` with an arrow (dx, dy): the nearest one
    // ahead, a step aside counting twice a step ahead (ties: the first in reading order);
    // `from` when none is ahead.
    static Pos stepCursor(const std::vector<Pos>& cells, Pos from, int dx, int dy);
    // The cell a screen reader hears about (BoardWords::cell) in the board's accessible
    // description, beside the tile to place and the last move: the cell under the mouse, or
    // the keyboard's cursor (none: std::nullopt).
    void setSpokenCell(std::optional<Pos> cell);

signals:
    void cellClicked(swc::Pos cell);
    void optionClicked(int index);
    void rotateRequested(int quarterTurns);
    void optionChosen(int index);   // the meeple step's arrows: an index into the options, -1 none
    void rowTileChosen(int index);  // Intel and Rumours: face-up tile `index` (keys 1-3)
    // A completed feature's points shown at the scene point `from`, for the seats of the bit set
    // `players`, their flash starting after `delayMs` (ScoreFlight takes them to the scores).
    void pointsShown(QPointF from, int points, unsigned players, int delayMs);

protected:
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;
    bool event(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void changeEvent(QEvent* e) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    // A placed tile as its item draws it.
    struct DrawnTile
    {
        Game::PlacedTile tile;
        QGraphicsPixmapItem* item = nullptr;
        bool shows(const Game::PlacedTile& t) const { return t.at == tile.at && t.face == tile.face && t.rotation == tile.rotation; }
    };
    // Meeples on each (tile, feature node), to set the next one beside them.
    using Crowds = std::map<std::pair<int, int>, int>;

    // The tile layer made to show `g`'s placed tiles (nullptr: no game, none).
    void syncTiles(const Game* g);
    QGraphicsPixmapItem* addTile(const Tileset& set, const Game::PlacedTile& t);
    void drawOverlay(const Game& g, bool mine);
    void drawStartTile(const Game& g);
    void drawLastTiles(const Game& g);
    void outlinePlacedTile(const Game& g);
    Crowds drawMeeples(const Game& g);
    // The faction symbols of the feature a meeple stands on, drawn over the meeple's item.
    void drawSymbolsOver(const QGraphicsItem* meeple, const TileFace& face, FeatureKind kind, int segment);
    // The person's tile to place: the legal cells, the tile in hand, the hint.
    void drawPlacing(const Game& g);
    void drawDeadCells(const Game& g);
    void drawMeepleSpots();
    void drawChosenMeeple(const Game& g, const Crowds& crowds);
    // What the layers hold, in scene units.
    QRectF drawnRect() const;
    void updateGhost();
    void drawHint(const Game& g);
    // The face the hint shows: the tile drawn, else (a review's position) the one placed last.
    int hintFace(const Game& g) const;
    // centerOn that holds where the scene is smaller than the view.
    void showCentredOn(QPointF centre);
    // The margins of the view the coverings take, chosen for the largest `fitWithin` them.
    QMargins coveredMargins(const std::function<double(const QMargins&)>& fitWithin) const;
    // Keep the play in sight: the newest tile, and the legal cells when the person is to place.
    void followPlay(bool mine);
    // The feature nearest to a scene point on a placed tile (its root node), or -1.
    int featureAt(QPointF scenePos) const;
    void drawHover();
    int optionAt(QPointF scenePos) const;
    // Motion (boardmotion.h): the effects started for what changed since the last refresh.
    void moveTiles(std::size_t same, std::size_t removed);
    void moveMeeple(const QString& key, QGraphicsItem* item);
    // The dice of the turn's battles; how long they roll before the scores flash.
    int rollDice(const TurnReport& report);
    // The keyboard: what a key does in each step; false when it does nothing there.
    bool playKey(int key);
    bool placingKey(int key);
    bool spotKey(int key);
    void stepOption(int step);  // the next (1) or previous (-1) meeple option, "none" included
    bool rowKey(int key);
    // The cells where the drawn tile fits (in some rotation), in reading order.
    std::vector<Pos> legalCells() const;
    // The cursor on a legal cell: kept where it is if it may, else the legal cell nearest the
    // last tile placed; false when the person does not place a tile now.
    bool placeCursor();
    void moveCursor(Pos to);
    void drawCursor();
    // The first option at each spot drawn, in the order of their numbers.
    std::vector<int> spotOptions() const;
    // Scrolls `r` (scene units) into view: zoomed out if it does not fit, as far as stays
    // readable (down to `smallest`), else centred on `anchor`.
    void keepInSight(const QRectF& r, QPointF anchor, double smallest);
    void zoomTo(double scale);
    void followSpots();
    // The accessible name and description (BoardWords::describe), with a DescriptionChanged event.
    void updateDescription();

    QPointer<GameSession> session_;
    QList<QPointer<QWidget>> coverings_;
    QRectF fitView_;  // what the last fit showed: the scene reaches over it
    QPointer<Seats> seats_;
    std::optional<AiMove> hint_;
    int hintFace_ = -1;
    int hintDecision_ = -1;
    QGraphicsRectItem* tileLayer_ = nullptr;  // parent of the placed tiles' items
    std::vector<DrawnTile> tiles_;            // tiles_[i] draws placedTiles()[i]
    std::shared_ptr<const Tileset> tileset_;  // their set, held: no other set can take its address
    QGraphicsRectItem* overlay_ = nullptr;    // parent of every other item drawn from the position
    QGraphicsPixmapItem* ghost_ = nullptr;
    QPoint pressPos_;
    QPoint lastDrag_;
    bool dragging_ = false;
    bool pressed_ = false;
    Pos hover_{INT32_MIN, INT32_MIN};
    std::vector<QPointF> optionPoints_;
    bool fitted_ = false;
    int followedTiles_ = 0;
    int hoverFeature_ = -1;
    QPointF hoverPos_;
    std::pair<int, GameSession::Phase> followedStep_{-1, GameSession::Phase::NoGame};  // decision and phase
    std::optional<Pos> cursor_;
    int cursorDecision_ = -1;  // the decision the cursor was placed for
    bool keysLead_ = true;     // the last the person did on the board was a key, not a mouse move
    std::optional<Pos> spokenCell_;
    bool spotsShown_ = false;     // the meeple spots of the person's choice are drawn
    double zoomBeforeSpots_ = 0;  // the zoom the spots' step raised to read them (0: none)
    BoardMotion* motion_ = nullptr;
    // What the last refresh drew, to move only what is new: the change was one step of play (a
    // tile added, a meeple), not a game opened or taken back; the meeples' and the chosen one's
    // names; the newest turn marked.
    bool stepByStep_ = false;
    bool sessionShown_ = false;
    std::set<QString> meeplesDrawn_;
    QString chosenDrawn_;
    std::size_t newestMarked_ = 0;
};

}  // namespace swc::ui
