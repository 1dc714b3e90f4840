#include "boardmotion.h"

#include "motion.h"

#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QPauseAnimation>
#include <QSequentialAnimationGroup>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace swc::ui {

namespace {
// A die: its face's pips, dark on ivory, legible at a glance at any zoom the board allows.
class DieItem final : public QGraphicsItem
{
public:
    static constexpr double kSide = 30;
    DieItem(int face, QGraphicsItem* parent) : QGraphicsItem(parent), real_(face) { setFace(face); }
    void land() { setFace(real_); }  // the face rolled
    // The face shown (data 1: what a test reads), changing while the die rolls.
    void setFace(int face)
    {
        face_ = std::clamp(face, 1, 6);
        setData(1, face_);
        update();
    }
    QRectF boundingRect() const override { return {-kSide / 2 - 1, -kSide / 2 - 1, kSide + 2, kSide + 2}; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(0x21, 0x21, 0x21), 1.5));
        p->setBrush(QColor(0xfa, 0xf6, 0xe8));
        p->drawRoundedRect(QRectF(-kSide / 2, -kSide / 2, kSide, kSide), 6, 6);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x1a, 0x1a, 0x2e));
        // The pips at the corners, the middles and the centre of a 3x3 grid.
        static const char* const layouts[] = {"....x....", "x.......x", "x...x...x", "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x"};
        const char* pips = layouts[face_ - 1];
        for (int i = 0; i < 9; ++i)
            if (pips[i] == 'x') p->drawEllipse(QPointF((i % 3 - 1) * 8.5, (i / 3 - 1) * 8.5), 3.2, 3.2);
    }

private:
    int real_;
    int face_ = 1;
};

// The face a rolling die shows at a step of its roll: any but the same twice in a row.
int tumbleFace(int die, int step) { return 1 + static_cast<int>((static_cast<unsigned>(die * 7 + step * 13 + step * step) % 6u)); }

QVariantAnimation* tween(QObject* parent, int ms, double from, double to, const QEasingCurve& curve = QEasingCurve::Linear)
{
    auto* a = new QVariantAnimation(parent);
    a->setDuration(ms);
    a->setStartValue(from);
    a->setEndValue(to);
    a->setEasingCurve(curve);
    return a;
}

// "+N" in bold light letters with a dark outline, centred on `centre`: read on the night sky and
// on every tile.
QGraphicsPathItem* pointsLabel(QGraphicsScene* scene, int points, QPointF centre)
{
    QFont f;
    f.setPixelSize(46);
    f.setBold(true);
    QPainterPath text;
    text.addText(0, 0, f, QStringLiteral("+%1").arg(points));
    text.translate(-text.boundingRect().center());
    auto* outline = scene->addPath(text, QPen(QColor(0x0b, 0x0d, 0x18), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin),
                                   QColor(0x0b, 0x0d, 0x18));
    auto* fill = new QGraphicsPathItem(text, outline);
    fill->setPen(Qt::NoPen);
    fill->setBrush(QColor(0xff, 0xf4, 0xc2));
    outline->setPos(centre);
    outline->setZValue(9);
    outline->setData(0, QStringLiteral("scoreLabel"));
    return outline;
}
}  // namespace

BoardMotion::Look BoardMotion::tileSlide()
{
    // From a little above, a little large and see-through: set down into the cell, settling.
    return {QPointF(0, -28), 0.35, 1.08, false, 320, QEasingCurve::OutBack};
}

BoardMotion::Look BoardMotion::meepleDrop()
{
    return {QPointF(0, -34), 0.2, 1.25, false, 300, QEasingCurve::OutBounce};
}

BoardMotion::Look BoardMotion::markerPulse() { return {QPointF(), 1, 1.14, true, 380, QEasingCurve::InOutSine}; }

BoardMotion::BoardMotion(QGraphicsScene* scene, QObject* parent) : QObject(parent), scene_(scene) {}

void BoardMotion::show(const Effect& e, const Rest& r, double progress)
{
    // k: how far from rest (1 at the start of a settling, 0 at rest; a settling's easing may go
    // a little beyond rest and back).
    const double k = e.look.pulse ? std::sin(std::numbers::pi * std::clamp(progress, 0.0, 1.0)) : 1.0 - progress;
    const double s = r.scale * (1 + (e.look.scale - 1) * k);
    // Scaled about its centre: the item's origin moves so that the centre stays.
    const QPointF centre = r.item->boundingRect().center();
    r.item->setScale(s);
    r.item->setPos(r.pos + e.look.offset * k + (r.scale - s) * centre);
    r.item->setOpacity(std::clamp(r.opacity * (1 + (e.look.opacity - 1) * k), 0.0, 1.0));
}

void BoardMotion::start(const QString& key, const Look& look)
{
    if (runs(key)) end(key);
    auto* a = tween(this, look.ms, 0.0, 1.0, look.curve);
    effects_[key] = Effect{look, a, {}};
    connect(a, &QVariantAnimation::valueChanged, this, [this, key, a](const QVariant& v) {
        const auto it = effects_.find(key);
        if (it == effects_.end() || it->second.animation != a) return;
        for (const Rest& r : it->second.items) show(it->second, r, v.toDouble());
    });
    connect(a, &QAbstractAnimation::finished, this, [this, key, a] {
        const auto it = effects_.find(key);
        if (it != effects_.end() && it->second.animation == a) end(key);
    });
    motion::play(a);
}

void BoardMotion::end(const QString& key)
{
    const auto it = effects_.find(key);
    if (it == effects_.end()) return;
    const Effect e = it->second;
    effects_.erase(it);
    for (const Rest& r : e.items) {
        r.item->setScale(r.scale);
        r.item->setPos(r.pos);
        r.item->setOpacity(r.opacity);
    }
    if (e.animation) e.animation->stop();
}

void BoardMotion::attach(const QString& key, QGraphicsItem* item)
{
    const auto it = effects_.find(key);
    if (it == effects_.end() || !item) return;
    Rest r{item, item->pos(), item->opacity(), item->scale()};
    it->second.items.push_back(r);
    const double progress = it->second.animation ? it->second.animation->currentValue().toDouble() : 1.0;
    show(it->second, r, progress);
}

void BoardMotion::forget(const QGraphicsItem* item)
{
    for (auto& [key, e] : effects_)
        std::erase_if(e.items, [item](const Rest& r) { return r.item == item; });
}

void BoardMotion::forgetUnder(const QGraphicsItem* layer)
{
    for (auto& [key, e] : effects_)
        std::erase_if(e.items, [layer](const Rest& r) { return r.item == layer || layer->isAncestorOf(r.item); });
}

void BoardMotion::playForTurn(QAbstractAnimation* animation)
{
    turnAnimations_.emplace_back(animation);
    motion::play(animation);
}

void BoardMotion::clearTurn()
{
    ++turn_;
    // Stopped, not finished: what they would do at their end concerns items gone now.
    for (const QPointer<QAbstractAnimation>& a : turnAnimations_)
        if (a) a->stop();
    turnAnimations_.clear();
    for (QGraphicsItem* item : turnItems_) delete item;
    turnItems_.clear();
}

void BoardMotion::holdThenRemove(QGraphicsItem* item, int holdMs)
{
    turnItems_.push_back(item);
    QTimer::singleShot(holdMs, this, [this, item, turn = turn_] {
        if (turn != turn_) return;  // cleared with its turn
        const auto remove = [this, item, turn] {
            if (turn != turn_) return;
            std::erase(turnItems_, item);
            delete item;
        };
        if (motion::reduced()) return remove();
        auto* fade = tween(this, 250, item->opacity(), 0.0);
        connect(fade, &QVariantAnimation::valueChanged, this, [this, item, turn](const QVariant& v) {
            if (turn == turn_) item->setOpacity(v.toDouble());
        });
        connect(fade, &QAbstractAnimation::finished, this, remove);
        motion::play(fade);
    });
}

std::vector<QGraphicsItem*> BoardMotion::glowCells(const std::vector<QRectF>& cells, const QColor& c, QRectF* box)
{
    std::vector<QGraphicsItem*> items;
    for (const QRectF& r : cells) {
        *box = box->isNull() ? r : box->united(r);
        auto* glow = scene_->addRect(r.adjusted(3, 3, -3, -3), QPen(c, 5), QBrush(QColor(c.red(), c.green(), c.blue(), 110)));
        glow->setZValue(4);
        glow->setData(0, QStringLiteral("completedFeature"));
        glow->setOpacity(0.9);
        auto* stripes = new QGraphicsRectItem(r.adjusted(3, 3, -3, -3), glow);
        stripes->setPen(Qt::NoPen);
        stripes->setBrush(QBrush(c, Qt::BDiagPattern));
        items.push_back(glow);
    }
    return items;
}

void BoardMotion::flashFeature(const std::vector<QRectF>& cells, const QColor& c, int points, int delayMs)
{
    // The feature's cells framed and striped, and its points above them.
    QRectF box;
    std::vector<QGraphicsItem*> items = glowCells(cells, c, &box);
    QGraphicsPathItem* label = pointsLabel(scene_, points, box.center());
    items.push_back(label);
    if (motion::reduced()) {
        // Still: shown for a moment, then gone.
        for (QGraphicsItem* item : items) holdThenRemove(item, 1200);
        return;
    }
    for (QGraphicsItem* item : items) turnItems_.push_back(item);
    for (QGraphicsItem* item : items) item->setOpacity(0);
    riseAndFade(items, label, delayMs);
}

void BoardMotion::riseAndFade(const std::vector<QGraphicsItem*>& items, QGraphicsItem* label, int delayMs)
{
    // The glow comes up, the points pop in, stay to be read, then float up and fade.
    auto* group = new QSequentialAnimationGroup(this);
    if (delayMs > 0) group->addPause(delayMs);
    auto* pop = tween(group, 160, 0.0, 1.0, QEasingCurve::OutBack);
    group->addAnimation(pop);
    group->addPause(650);
    auto* rise = tween(group, motion::kLongestMs, 0.0, 1.0, QEasingCurve::InQuad);
    group->addAnimation(rise);
    const QPointF at = label->pos();
    const int turn = turn_;
    connect(pop, &QVariantAnimation::valueChanged, this, [this, items, label, turn](const QVariant& v) {
        if (turn != turn_) return;
        const double t = v.toDouble();
        for (QGraphicsItem* item : items) item->setOpacity(item == label ? std::min(1.0, t) : 0.9 * std::min(1.0, t));
        label->setScale(1.5 - 0.5 * t);
    });
    connect(rise, &QVariantAnimation::valueChanged, this, [this, items, label, at, turn](const QVariant& v) {
        if (turn != turn_) return;
        const double t = v.toDouble();
        for (QGraphicsItem* item : items) item->setOpacity((item == label ? 1.0 : 0.9) * (1 - t));
        label->setPos(at - QPointF(0, 70 * t));
    });
    connect(group, &QAbstractAnimation::finished, this, [this, items, turn] {
        if (turn != turn_) return;
        for (QGraphicsItem* item : items) {
            std::erase(turnItems_, item);
            delete item;
        }
    });
    playForTurn(group);
}

namespace {
// Each side's last roll (a side out in an earlier round keeps the roll it lost with).
std::vector<std::vector<int>> lastRolls(const BattleReport& battle)
{
    std::vector<std::vector<int>> rolls(battle.sides.size());
    for (const auto& round : battle.rounds)
        for (std::size_t i = 0; i < rolls.size() && i < round.size(); ++i)
            if (!round[i].empty()) rolls[i] = round[i];
    return rolls;
}

QGraphicsSimpleTextItem* battlePoints(int points, QGraphicsItem* panel)
{
    auto* label = new QGraphicsSimpleTextItem(QStringLiteral("+%1").arg(points), panel);
    QFont f;
    f.setPixelSize(20);
    f.setBold(true);
    label->setFont(f);
    label->setBrush(QColor(0xff, 0xf4, 0xc2));
    label->setData(0, QStringLiteral("battlePoints"));
    return label;
}
}  // namespace

BoardMotion::DicePanel BoardMotion::dicePanel(const BattleReport& battle, const std::vector<QColor>& colours, const QRectF& box)
{
    const auto rolls = lastRolls(battle);
    std::size_t most = 1;
    for (const auto& r : rolls) most = std::max(most, r.size());
    constexpr double row = 40, pad = 8, chip = 22, gain = 44;
    bool gains = false;  // a side scored (a tie, a loss): its points at the end of its row
    for (const BattleSide& side : battle.sides) gains = gains || side.points > 0;
    const double diceEnd = pad + chip + pad + static_cast<double>(most) * (DieItem::kSide + 6);
    const double width = diceEnd + (gains ? gain : 0) + pad;
    const double height = pad + static_cast<double>(rolls.size()) * row + pad;
    DicePanel out;
    out.panel = scene_->addRect(0, 0, width, height, QPen(QColor(0xcf, 0xd8, 0xdc), 2), QColor(0x0b, 0x0d, 0x18, 235));
    out.panel->setPos(box.center().x() - width / 2, box.top() - height - 6);
    out.panel->setZValue(10);
    out.panel->setData(0, QStringLiteral("dicePanel"));
    for (std::size_t i = 0; i < rolls.size(); ++i) {
        const double y = pad + static_cast<double>(i) * row;
        if (static_cast<int>(i) == battle.winner) {
            // The winner's side lit: a gold frame and a warm glow behind its dice.
            auto* lit = new QGraphicsRectItem(3, y - 2, width - 6, row, out.panel);
            lit->setPen(QPen(QColor(0xff, 0xd5, 0x4f), 3));
            lit->setBrush(QColor(0xff, 0xd5, 0x4f, 70));
            lit->setData(0, QStringLiteral("diceWinner"));
            lit->setData(1, static_cast<int>(i));
            out.lit = lit;
        }
        auto* dot = new QGraphicsEllipseItem(pad, y + (row - chip) / 2 - 2, chip, chip, out.panel);
        dot->setPen(QPen(QColor(0x10, 0x10, 0x10), 2));
        dot->setBrush(i < colours.size() ? colours[i] : QColor(Qt::gray));
        for (std::size_t d = 0; d < rolls[i].size(); ++d) {
            auto* die = new DieItem(rolls[i][d], out.panel);
            die->setPos(pad + chip + pad + DieItem::kSide / 2 + static_cast<double>(d) * (DieItem::kSide + 6),
                        y + row / 2 - 2);
            die->setData(0, QStringLiteral("die"));
            die->setData(2, static_cast<int>(i));
            out.dice.push_back(die);
        }
        if (battle.sides[i].points > 0) {
            QGraphicsSimpleTextItem* points = battlePoints(battle.sides[i].points, out.panel);
            points->setPos(diceEnd + 4, y + (row - points->boundingRect().height()) / 2 - 2);
        }
    }
    return out;
}

int BoardMotion::rollDice(const BattleReport& battle, const std::vector<QColor>& colours, const QRectF& box)
{
    const DicePanel p = dicePanel(battle, colours, box);
    holdThenRemove(p.panel, 2600);
    if (motion::reduced()) return 0;
    // The dice tumble (other faces, a wobble, a bounce), then land on their values; the winner lights up.
    std::vector<QPointF> rest;
    for (QGraphicsItem* die : p.dice) rest.push_back(die->pos());
    const auto tumble = [dice = p.dice, rest](double t) {
        const int step = static_cast<int>(t * 7);
        const double left = 1 - t;
        for (std::size_t k = 0; k < dice.size(); ++k) {
            auto* die = static_cast<DieItem*>(dice[k]);
            if (t >= 1) die->land();
            else die->setFace(tumbleFace(static_cast<int>(k), step));
            die->setRotation(left * 40 * std::sin(t * 9 + static_cast<double>(k)));
            die->setPos(rest[k] - QPointF(0, left * 14 * std::abs(std::sin(t * 3 * std::numbers::pi))));
        }
    };
    tumble(0);  // rolling from the first moment
    if (p.lit) p.lit->setOpacity(0);
    auto* group = new QSequentialAnimationGroup(this);
    auto* roll = tween(group, 300, 0.0, 1.0);
    group->addAnimation(roll);
    auto* light = tween(group, 100, 0.0, 1.0);
    group->addAnimation(light);
    const int turn = turn_;
    connect(roll, &QVariantAnimation::valueChanged, this, [this, tumble, turn](const QVariant& v) {
        if (turn == turn_) tumble(v.toDouble());
    });
    connect(light, &QVariantAnimation::valueChanged, this, [this, lit = p.lit, turn](const QVariant& v) {
        if (turn == turn_ && lit) lit->setOpacity(v.toDouble());
    });
    playForTurn(group);
    return static_cast<int>(group->totalDuration());
}

}  // namespace swc::ui
