#include "turndock.h"

#include "computerplayer.h"
#include "gametext.h"
#include "remoteplayer.h"
#include "texts.h"
#include "tileart.h"
#include "tilepreview.h"
#include "turnclock.h"

#include <QBoxLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
}  // namespace

TurnDock::TurnDock(QWidget* parent) : GameDock("tileDock", parent)
{
    auto* w = new QWidget;
    auto* l = new QVBoxLayout(w);
    turnLabel_ = new QLabel;
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    turnLabel_->setWordWrap(true);
    l->addWidget(turnLabel_);
    clock_ = new TurnClock(false);
    l->addWidget(clock_);
    busy_ = new QProgressBar;
    busy_->setObjectName(QStringLiteral("busyIndicator"));
    busy_->setRange(0, 0);  // a moving bar: working, for an unknown time
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(8);
    busy_->setVisible(false);
    l->addWidget(busy_);
    moveNow_ = new QToolButton;
    moveNow_->setObjectName(QStringLiteral("moveNowButton"));
    moveNow_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    moveNow_->setVisible(false);
    l->addWidget(moveNow_, 0, Qt::AlignLeft);
    thinkTick_.setParent(this);
    thinkTick_.setInterval(250);  // a quarter of a second: the seconds change on time
    connect(&thinkTick_, &QTimer::timeout, this, &TurnDock::showThinking);
    preview_ = new TilePreview;
    preview_->setObjectName(QStringLiteral("tilePreview"));
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setMinimumSize(150, 150);
    l->addWidget(preview_);
    connect(preview_, &TilePreview::rotateRequested, this, [this](int q) { seats_->rotate(q); });
    auto* rot = new QBoxLayout(QBoxLayout::LeftToRight);
    rotateRow_ = rot;
    rotateLeft_ = new QPushButton;
    rotateLeft_->setObjectName(QStringLiteral("rotateLeft"));
    rotateRight_ = new QPushButton;
    rotateRight_->setObjectName(QStringLiteral("rotateRight"));
    connect(rotateLeft_, &QPushButton::clicked, this, [this] { seats_->rotate(-1); });
    connect(rotateRight_, &QPushButton::clicked, this, [this] { seats_->rotate(1); });
    rot->addWidget(rotateLeft_);
    rot->addWidget(rotateRight_);
    l->addLayout(rot);
    auto* row = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        rowButtons_[i] = new QToolButton;
        rowButtons_[i]->setObjectName(QStringLiteral("faceUp%1").arg(i));
        rowButtons_[i]->setIconSize(QSize(64, 64));
        rowButtons_[i]->setCheckable(true);  // checked: the hint's choice
        connect(rowButtons_[i], &QToolButton::clicked, this, [this, i] {
            rowButtons_[i]->setChecked(hintedTile_ == i);
            seats_->chooseFromRow(i);
        });
        row->addWidget(rowButtons_[i]);
    }
    l->addLayout(row);
    pileButton_ = new QPushButton;
    pileButton_->setObjectName(QStringLiteral("pileButton"));
    connect(pileButton_, &QPushButton::clicked, this, [this] { seats_->chooseFromPile(); });
    l->addWidget(pileButton_);
    tileHint_ = new QLabel;
    tileHint_->setObjectName(QStringLiteral("tileHint"));
    tileHint_->setWordWrap(true);
    l->addWidget(tileHint_);
    hintWords_ = new QLabel;
    hintWords_->setObjectName(QStringLiteral("hintWords"));
    hintWords_->setWordWrap(true);
    hintWords_->setVisible(false);
    l->addWidget(hintWords_);
    variantsLabel_ = new QLabel;
    variantsLabel_->setWordWrap(true);
    l->addWidget(variantsLabel_);
    l->addStretch();
    // When the window is small the panel scrolls rather than letting its wrapped texts, the
    // tile and the buttons overlap.
    auto* scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidgetResizable(true);
    // Tab goes straight to the panel's buttons (the area scrolls to the one with the focus):
    // the area itself would take the focus without showing it.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(w);
    setWidget(scroll);
    scroll->viewport()->installEventFilter(this);
}

// Who the game waits for; a network player who is not connected is said to be, in red.
QString TurnDock::waitingFor(int seat, const QString& who) const
{
    const auto* remote = qobject_cast<const RemotePlayer*>(seats_->controller(seat));
    if (!remote || remote->level() >= 0 || remote->connected()) return tr("Waiting for <b>%1</b>…").arg(who);
    return remote->taken() ? tr("Waiting for <b>%1</b> <font color=\"#c62828\"><b>(disconnected)</b></font>…").arg(who)
                           : tr("Waiting for <b>%1</b> <font color=\"#c62828\"><b>(free seat)</b></font>…").arg(who);
}

// A computer's turn: thinking here (with the time), showing its move, or (a network game's
// computer) thinking at the server.
QString TurnDock::computerAtWork(int seat, const QString& who) const
{
    const QString level = GameText::levelName(static_cast<AiLevel>(seats_->controller(seat)->level()));
    if (seats_->thinkingSeat() == seat)
        return tr("<b>%1</b> (%2) is thinking… %3 s", "a computer player, its level, the seconds it has thought")
            .arg(who, level)
            .arg(seats_->thinkingMs() / 1000);
    if (qobject_cast<const ComputerPlayer*>(seats_->controller(seat))) return tr("<b>%1</b> (%2) is playing…").arg(who, level);
    return tr("<b>%1</b> (%2) is thinking…").arg(who, level);
}

void TurnDock::showThinking()
{
    const int seat = seats_ && session_ && session_->hasGame() ? seats_->thinkingSeat() : -1;
    moveNow_->setVisible(seat >= 0);
    if (seat < 0) {
        thinkTick_.stop();
        return;
    }
    turnLabel_->setText(computerAtWork(seat, esc(GameText::seatName(*session_, seat))));
    if (!thinkTick_.isActive()) thinkTick_.start();
}

void TurnDock::setMoveNowAction(QAction* action) { moveNow_->setDefaultAction(action); }

void TurnDock::setHintedTile(int index)
{
    hintedTile_ = index;
    for (int i = 0; i < 3; ++i) rowButtons_[i]->setChecked(i == index);
}

void TurnDock::setHintWords(const QString& words)
{
    hintDecision_ = session_->decision();
    hintWords_->setText(words);
    hintWords_->setVisible(!words.isEmpty());
}

void TurnDock::retranslate()
{
    setWindowTitle(tr("Turn"));
    rotateLeft_->setText(tr("Rotate left"));
    rotateRight_->setText(tr("Rotate right (R)"));
    pileButton_->setText(tr("Draw from the pile (P)"));
    nameForReaders(widget(), tr("Whose turn it is, the tile to place and what to do now"));
    fitRotateRow();
    preview_->setAccessibleName(tr("Tile to place"));
    nameHiddenRow();
}

// The face-up tiles' buttons, hidden outside Intel and Rumours, are still in a screen reader's
// tree: named by their place until they show a tile (showRow names the tile).
void TurnDock::nameHiddenRow()
{
    for (int i = 0; i < 3; ++i)
        if (rowButtons_[i]->isHidden()) rowButtons_[i]->setAccessibleName(tr("Face-up tile %1").arg(i + 1));
}

// The scroll area's viewport, not the panel: the viewport also narrows when the vertical scroll
// bar comes, with the panel's size unchanged.
bool TurnDock::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::Resize && watched == static_cast<const QScrollArea*>(widget())->viewport()) fitRotateRow();
    return GameDock::eventFilter(watched, e);
}

// The two turning buttons side by side when the panel has the room (their texts are long in
// French), else one above the other: never cut off at the panel's side.
void TurnDock::fitRotateRow()
{
    const auto* scroll = static_cast<const QScrollArea*>(widget());
    const QMargins margins = scroll->widget()->layout()->contentsMargins();
    const int room = scroll->viewport()->width() - margins.left() - margins.right();
    const int both = rotateLeft_->sizeHint().width() + rotateRight_->sizeHint().width() + rotateRow_->spacing();
    rotateRow_->setDirection(both <= room ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void TurnDock::refresh()
{
    clock_->setSession(session_);
    const auto phase = session_->phase();
    const bool mine = seats_->localMayAct();
    const bool choosing = session_->hasGame() && session_->needsTileChoice();
    for (auto* b : rowButtons_) b->setVisible(false);
    nameHiddenRow();  // showRow names those it shows
    pileButton_->setVisible(false);
    rotateLeft_->setEnabled(mine && phase == GameSession::Phase::Placing && !choosing);
    rotateRight_->setEnabled(rotateLeft_->isEnabled());
    busy_->setVisible(seats_->computerBusy());
    showThinking();
    if (!choosing || !mine) hintedTile_ = -1;
    if (session_->decision() != hintDecision_) setHintWords({});
    if (!session_->hasGame()) {
        turnLabel_->setText(tr("No game yet: choose Game > New game (Ctrl+N)."));
        preview_->clearTile();
        tileHint_->clear();
        variantsLabel_->clear();
        return;
    }
    const Game& g = session_->game();
    showVariants(g);
    if (phase == GameSession::Phase::Over) {
        turnLabel_->setText(tr("The game is over: Game > Final scoring (F8) shows the scores."));
        preview_->clearTile();
        tileHint_->clear();
        return;
    }
    const QString who = esc(GameText::seatName(*session_, session_->actingSeat()));
    showWhoPlays(g, who, mine);
    preview_->showSessionTile(*session_, 140);
    if (choosing) showRow(g, mine);
    showWhatToDo(g, who, mine, choosing);
}

void TurnDock::showVariants(const Game& g)
{
    QStringList variants;
    for (int v = 0; v < kVariants; ++v)
        if (g.rules().has(static_cast<Variant>(v))) variants << Texts::variant(static_cast<Variant>(v));
    variantsLabel_->setText(variants.isEmpty() ? QString() : tr("House rules: %1").arg(variants.join(QStringLiteral(", "))));
}

void TurnDock::showWhoPlays(const Game& g, const QString& who, bool mine)
{
    const int seat = session_->actingSeat();
    if (session_->remoteStopped()) turnLabel_->setText(tr("The host stopped the game."));
    else if (session_->remoteTimedOut())
        turnLabel_->setText(tr("Time is up for <b>%1</b>: the computer plays this turn.").arg(who));
    else if (mine) turnLabel_->setText(tr("<b>%1</b> to play. Tiles left in the pile: %2").arg(who).arg(g.pileSize()));
    else if (seats_->isComputer(seat)) turnLabel_->setText(computerAtWork(seat, who));
    else turnLabel_->setText(waitingFor(seat, who));
}

void TurnDock::showFaceUpTile(QToolButton* button, const Game& g, int i, bool mine)
{
    button->setVisible(i < g.rowSize());
    if (i >= g.rowSize()) return;
    const TileFace& f = g.tileset().faces[static_cast<std::size_t>(g.rowTile(i))];
    button->setIcon(QIcon(TileRenderer::instance().face(f, 0, button->iconSize().width())));
    button->setEnabled(mine && g.fitsAnywhere(g.rowTile(i)));
    button->setToolTip(Texts::sentence(Texts::tile(f)));
    button->setAccessibleName(tr("Face-up tile %1: %2").arg(i + 1).arg(Texts::tile(f)));
}

// Intel and Rumours: the face-up tiles (those that fit nowhere disabled) and the pile.
void TurnDock::showRow(const Game& g, bool mine)
{
    for (int i = 0; i < 3; ++i) {
        showFaceUpTile(rowButtons_[i], g, i, mine);
        rowButtons_[i]->setChecked(i == hintedTile_);
    }
    pileButton_->setVisible(true);
    pileButton_->setEnabled(mine && !g.pileEmpty());
}

// What the person at this screen does next; nothing when it is not their turn.
void TurnDock::showWhatToDo(const Game& g, const QString& who, bool mine, bool choosing)
{
    if (!mine) {
        tileHint_->clear();
        return;
    }
    switch (session_->phase()) {
    case GameSession::Phase::Placing:
        tileHint_->setText(choosing ? tr("Take one of the face-up tiles or draw from the pile.")
                                    : tr("Click a cell with a dot to place the tile (keyboard: the arrows, then Enter). R or "
                                         "the mouse wheel over the tile turns it; cells with a turning arrow fit after turning."));
        break;
    case GameSession::Phase::Meeple:
        tileHint_->setText(tr("Choose a meeple spot (a numbered circle: click it or press its number) or no meeple (N), then end the turn (Enter)."));
        break;
    case GameSession::Phase::Replacing:
        tileHint_->setText(tr("Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a numbered "
                              "circle or press its number, then confirm with Enter) or keep it (N).")
                               .arg(who, Texts::size(g.pendingMeeple().size)));
        break;
    default:
        tileHint_->clear();
        break;
    }
}

}  // namespace swc::ui
