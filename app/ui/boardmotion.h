// The board's motion (issue 42, motion.h): a placed tile slides in and settles into its cell, a
// meeple drops onto its spot, the last tile's marker pulses once, a completed feature glows and
// its points float up, a battle's dice roll and land on the real values and the winner's side
// lights up. Only the look moves (an offset from the item's place, its opacity, its scale): every
// item is where the position puts it from the first moment, and its look comes back to that
// place exactly at the end, so that the board's logic and its tests see the final state at once.
//
// The overlay's items are drawn afresh on every change of the board: an effect is kept by name,
// and an item drawn for that name takes the effect's look at its current time (attach()).
#pragma once

#include "game.h"

#include <QAbstractAnimation>
#include <QColor>
#include <QEasingCurve>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QVariantAnimation>

#include <map>
#include <vector>

class QGraphicsItem;
class QGraphicsScene;

namespace swc::ui {

class BoardMotion final : public QObject
{
    Q_OBJECT

public:
    // How an effect starts (Settle: from this look to the item's own; Pulse: out to it and back).
    struct Look
    {
        QPointF offset;        // scene units from the item's place
        double opacity = 1;    // times the item's own
        double scale = 1;      // times the item's own, about its centre
        bool pulse = false;
        int ms = 300;
        QEasingCurve curve = QEasingCurve::OutCubic;
    };
    // The effects of a board: a tile sliding in, a meeple dropping, a marker pulsing.
    static Look tileSlide();
    static Look meepleDrop();
    static Look markerPulse();

    explicit BoardMotion(QGraphicsScene* scene, QObject* parent = nullptr);

    // Starts the effect `key` (one of that name running is finished first).
    void start(const QString& key, const Look& look);
    bool runs(const QString& key) const { return effects_.count(key) > 0; }
    // `item`, drawn for `key`, takes the running effect's look (none running: nothing).
    void attach(const QString& key, QGraphicsItem* item);
    // The items going to be deleted: the effects forget them.
    void forget(const QGraphicsItem* item);
    void forgetUnder(const QGraphicsItem* layer);

    // A completed feature's cells glow, and its points float up from them (after `delayMs`).
    void flashFeature(const std::vector<QRectF>& cells, const QColor& colour, int points, int delayMs);
    // The dice of a battle by `box` (scene units): each side's last roll, rolling then landing on
    // their values, the winner's side lit. `colours`: each side's colour. Its length in
    // milliseconds before the scores.
    int rollDice(const BattleReport& battle, const std::vector<QColor>& colours, const QRectF& box);
    // The previous turn's flashes and dice taken away (a new turn's come).
    void clearTurn();

private:
    // A completed feature's cells framed and striped (`box`: grown to hold them).
    std::vector<QGraphicsItem*> glowCells(const std::vector<QRectF>& cells, const QColor& colour, QRectF* box);
    // The glow and the points come up, stay to be read, then the points float up and all fade.
    void riseAndFade(const std::vector<QGraphicsItem*>& items, QGraphicsItem* label, int delayMs);
    struct Rest
    {
        QGraphicsItem* item = nullptr;
        QPointF pos;
        double opacity = 1;
        double scale = 1;
    };
    struct Effect
    {
        Look look;
        QPointer<QVariantAnimation> animation;
        std::vector<Rest> items;
    };
    static void show(const Effect& e, const Rest& r, double progress);
    void end(const QString& key);
    // A turn's item of its own (a flash, a dice panel), removed by clearTurn() or after `holdMs`
    // (faded out with motion).
    void holdThenRemove(QGraphicsItem* item, int holdMs);
    void playForTurn(QAbstractAnimation* animation);  // stopped by clearTurn()
    // A battle's panel at rest: each side's colour, last roll and points, the winner's row lit.
    struct DicePanel
    {
        QGraphicsItem* panel = nullptr;
        std::vector<QGraphicsItem*> dice;
        QGraphicsItem* lit = nullptr;
    };
    DicePanel dicePanel(const BattleReport& battle, const std::vector<QColor>& colours, const QRectF& box);

    QGraphicsScene* scene_;
    std::map<QString, Effect> effects_;
    std::vector<QGraphicsItem*> turnItems_;
    std::vector<QPointer<QAbstractAnimation>> turnAnimations_;
    int turn_ = 0;  // clearTurn()'s count: a hold of a turn cleared since does nothing
};

}  // namespace swc::ui
