#include "boardoverlay.h"

#include "boardview.h"
#include "gamesession.h"
#include "gametext.h"
#include "seats.h"
#include "tileart.h"
#include "tilepreview.h"
#include "turndock.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace swc::ui {

namespace {

// Light text on a dark glass, readable over the board's space and tiles, which show through.
const char* const kOverlayStyle =
    "QFrame[boardOverlay=\"true\"] { background-color: rgba(10, 14, 24, 196); border: 1px solid rgba(255, 255, 255, 48);"
    " border-radius: 8px; }"
    "QFrame[boardOverlay=\"true\"] QLabel { color: #e8ecf4; background: transparent; border: none; }"
    "QFrame[boardOverlay=\"true\"] QToolButton { color: #e8ecf4; background-color: rgba(255, 255, 255, 30);"
    " border: 1px solid rgba(255, 255, 255, 80); border-radius: 5px; padding: 4px 9px; }"
    "QFrame[boardOverlay=\"true\"] QToolButton:hover { background-color: rgba(255, 255, 255, 70); }"
    "QFrame[boardOverlay=\"true\"] QToolButton:checked { background-color: rgba(255, 213, 79, 90); }"
    "QFrame[boardOverlay=\"true\"] QToolButton:disabled { color: rgba(232, 236, 244, 90); border-color: rgba(255, 255, 255, 30); }";

// A turning arrow: three quarters of a circle and its head, clockwise or not.
QIcon turnIcon(bool clockwise)
{
    QPixmap pm(48, 48);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (!clockwise) p.setTransform(QTransform(-1, 0, 0, 1, 48, 0));  // mirrored
    p.setPen(QPen(QColor(0xe8, 0xec, 0xf4), 5, Qt::SolidLine, Qt::RoundCap));
    p.drawArc(QRectF(9, 9, 30, 30), 90 * 16, -270 * 16);
    QPainterPath head;
    head.moveTo(24, 1);
    head.lineTo(33, 9);
    head.lineTo(24, 17);
    head.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xe8, 0xec, 0xf4));
    p.drawPath(head);
    return QIcon(pm);
}

}  // namespace

BoardOverlays::BoardOverlays(BoardView* board, GameSession* session, Seats* seats, const Actions& actions)
    : QObject(board), board_(board), session_(session), seats_(seats)
{
    tile_ = makeFrame("tileOverlay");
    auto* tl = new QVBoxLayout(tile_);
    pileLeft_ = new QLabel;
    pileLeft_->setObjectName(QStringLiteral("overlayPileLeft"));
    // As wide as the tile: the overlay stays small in any language (the French line is long).
    pileLeft_->setWordWrap(true);
    pileLeft_->setAlignment(Qt::AlignCenter);
    pileLeft_->setFixedWidth(120);
    tl->addWidget(pileLeft_);
    preview_ = new TilePreview;
    preview_->setObjectName(QStringLiteral("overlayTilePreview"));
    preview_->setAlignment(Qt::AlignCenter);
    connect(preview_, &TilePreview::rotateRequested, seats_, &Seats::rotate);
    tl->addWidget(preview_, 0, Qt::AlignHCenter);
    auto* turns = new QHBoxLayout;
    turns->addWidget(actionButton(actions.rotateBack, false, turnIcon(false)));
    turns->addWidget(actionButton(actions.rotate, false, turnIcon(true)));
    tl->addLayout(turns);
    auto* row = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        row_[i] = new QToolButton;
        row_[i]->setObjectName(QStringLiteral("overlayFaceUp%1").arg(i));
        row_[i]->setFocusPolicy(Qt::NoFocus);
        row_[i]->setIconSize(QSize(48, 48));
        row_[i]->hide();
        connect(row_[i], &QToolButton::clicked, seats_, [this, i] { seats_->chooseFromRow(i); });
        row->addWidget(row_[i]);
    }
    tl->addLayout(row);
    tl->addWidget(actionButton(actions.pile, true));

    scores_ = makeFrame("scoresOverlay");
    scoreGrid_ = new QGridLayout(scores_);
    scoreGrid_->setHorizontalSpacing(10);
    scoreGrid_->setVerticalSpacing(2);

    buttons_ = makeFrame("turnButtonsOverlay");
    auto* bl = new QHBoxLayout(buttons_);
    for (QAction* a : {actions.noMeeple, actions.confirm, actions.hint, actions.undo}) bl->addWidget(actionButton(a, false));
    bl->addWidget(actionButton(actions.moveNow, true));
    bl->addSpacing(8);
    bl->addWidget(actionButton(actions.leave, false));

    board_->installEventFilter(this);
    for (QFrame* f : {tile_, scores_, buttons_}) f->installEventFilter(this);
    connect(session_, &GameSession::changed, this, &BoardOverlays::refresh);
    connect(seats_, &Seats::changed, this, &BoardOverlays::refresh);
}

QFrame* BoardOverlays::makeFrame(const char* name)
{
    auto* f = new QFrame(board_);
    f->setObjectName(QString::fromLatin1(name));
    f->setProperty("boardOverlay", true);
    f->setStyleSheet(QString::fromLatin1(kOverlayStyle));
    f->setAttribute(Qt::WA_StyledBackground);
    f->hide();
    return f;
}

// A button that triggers `a` and follows its state: enabled with it (shown only while it is
// enabled when `onlyWhenEnabled`: Move now, the pile), named and with its key in its tooltip.
QToolButton* BoardOverlays::actionButton(QAction* a, bool onlyWhenEnabled, const QIcon& icon)
{
    auto* b = new QToolButton;
    b->setObjectName(QStringLiteral("overlay_") + a->objectName());
    b->setFocusPolicy(Qt::NoFocus);  // the board keeps the keyboard
    if (!icon.isNull()) {
        b->setIcon(icon);
        b->setIconSize(QSize(26, 26));
    }
    const auto follow = [a, b, onlyWhenEnabled, withIcon = !icon.isNull()] {
        b->setEnabled(a->isEnabled());
        if (onlyWhenEnabled) b->setVisible(a->isEnabled() && a->isVisible());
        if (!withIcon) b->setText(a->iconText());
        const QString key = a->shortcut().toString(QKeySequence::NativeText);
        b->setToolTip(key.isEmpty() ? a->iconText() : QStringLiteral("%1 (%2)").arg(a->iconText(), key));
        b->setAccessibleName(a->iconText());
    };
    connect(a, &QAction::changed, b, follow);
    connect(b, &QToolButton::clicked, a, &QAction::trigger);
    follow();
    return b;
}

void BoardOverlays::setShown(bool shown)
{
    shown_ = shown;
    for (QFrame* f : {tile_, scores_, buttons_}) f->setVisible(shown);
    // Fitting the board leaves the overlays' room free.
    board_->setCoverings(shown ? QList<QWidget*>{tile_, scores_, buttons_} : QList<QWidget*>{});
    if (!shown) return;
    refresh();
    for (QFrame* f : {tile_, scores_, buttons_}) f->raise();
}

void BoardOverlays::refresh()
{
    if (!shown_) return;
    const bool game = session_->hasGame();
    const bool over = game && session_->phase() == GameSession::Phase::Over;
    if (game && !over) preview_->showSessionTile(*session_, 110);
    else preview_->clearTile();
    pileLeft_->setText(game ? tr("%n tile(s) left in the pile", nullptr, session_->game().pileSize()) : tr("No game yet"));
    const bool choosing = game && !over && session_->needsTileChoice();
    for (int i = 0; i < 3; ++i) {
        if (choosing) TurnDock::showFaceUpTile(row_[i], session_->game(), i, seats_->localMayAct());
        else row_[i]->hide();
    }
    fillScores();
    place();
}

// A row a player: their meeple and name (the acting one marked and bold), score, small and large
// meeples left: the Players panel's figures, in short.
void BoardOverlays::fillScores()
{
    while (QLayoutItem* item = scoreGrid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!session_->hasGame()) return;
    const Game& g = session_->game();
    const int side = 20;
    const auto label = [this](int row, int col, const QString& text, Qt::Alignment align = Qt::AlignRight) {
        auto* l = new QLabel(text);
        l->setAlignment(align | Qt::AlignVCenter);
        scoreGrid_->addWidget(l, row, col);
        return l;
    };
    const auto icon = [&](int row, int col, const QPixmap& pm, const QString& tip) {
        QLabel* l = label(row, col, QString(), Qt::AlignCenter);
        l->setPixmap(QIcon(pm).pixmap(side, side));
        l->setToolTip(tip);
    };
    label(0, 2, tr("Score"));
    icon(0, 3, meeplePixmap(Color::White, MeepleSize::Small, 2 * side), tr("Small meeples left"));
    icon(0, 4, meeplePixmap(Color::White, MeepleSize::Large, 2 * side), tr("Large meeple left"));
    const int acting = session_->phase() == GameSession::Phase::Over ? -1 : session_->actingSeat();
    for (int p = 0; p < g.playerCount(); ++p) {
        const int row = p + 1;
        icon(row, 0, meeplePixmap(g.color(p), MeepleSize::Small, 2 * side), QString());
        QLabel* name = label(row, 1, (p == acting ? QStringLiteral("▶ ") : QString()) + GameText::seatName(*session_, p), Qt::AlignLeft);
        name->setTextFormat(Qt::PlainText);
        QFont bold = name->font();
        bold.setBold(p == acting);
        name->setFont(bold);
        QLabel* score = label(row, 2, QString::number(g.score(p)));
        score->setObjectName(QStringLiteral("overlayScore%1").arg(p));
        score->setFont(bold);
        label(row, 3, QString::number(g.reserve(p, MeepleSize::Small)));
        label(row, 4, QString::number(g.reserve(p, MeepleSize::Large)));
    }
}

bool BoardOverlays::eventFilter(QObject* watched, QEvent* e)
{
    if (shown_ && ((watched == board_ && e->type() == QEvent::Resize) || e->type() == QEvent::LayoutRequest))
        QMetaObject::invokeMethod(this, &BoardOverlays::place, Qt::QueuedConnection);
    return QObject::eventFilter(watched, e);
}

// On the board's corners, inside its scroll bars: the tile at the top left, the scores at the top
// right, the turn's buttons at the bottom right.
void BoardOverlays::place()
{
    if (!shown_) return;
    const QRect area = board_->viewport()->geometry().adjusted(10, 10, -10, -10);
    for (QFrame* f : {tile_, scores_, buttons_}) f->adjustSize();
    tile_->move(area.topLeft());
    scores_->move(area.right() + 1 - scores_->width(), area.top());
    buttons_->move(area.right() + 1 - buttons_->width(), area.bottom() + 1 - buttons_->height());
    scores_->setVisible(session_->hasGame());
}

}  // namespace swc::ui
