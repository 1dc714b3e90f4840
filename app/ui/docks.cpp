#include "docks.h"

#include "gametext.h"
#include "screenfit.h"
#include "texts.h"
#include "tileart.h"
#include "tilepreview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
}  // namespace

// --- GameDock ------------------------------------------------------------------------------

GameDock::GameDock(const char* name, QWidget* parent, Follows follows) : QDockWidget(parent), follows_(follows)
{
    setObjectName(QString::fromLatin1(name));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
}

void GameDock::setSession(GameSession* session, Seats* seats)
{
    session_ = session;
    seats_ = seats;
    if (follows_ == Follows::History) {
        connect(session, &GameSession::historyChanged, this, &GameDock::refresh);
        connect(session, &GameSession::gameOver, this, &GameDock::refresh);
    } else {
        connect(session, &GameSession::changed, this, &GameDock::refresh);
        if (seats) connect(seats, &Seats::changed, this, &GameDock::refresh);
    }
    retranslate();
    refresh();
}

void GameDock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange && session_) {
        retranslate();
        refresh();
    }
    QDockWidget::changeEvent(e);
}

void GameDock::nameForReaders(QWidget* w, const QString& description) const
{
    w->setAccessibleName(windowTitle());
    w->setAccessibleDescription(description);
}

// --- TurnDock ------------------------------------------------------------------------------

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
}

// --- TurnClock -----------------------------------------------------------------------------

TurnClock::TurnClock(bool withName, QWidget* parent) : QLabel(parent), withName_(withName)
{
    setObjectName(QStringLiteral("turnClock"));
    tick_.setParent(this);
    tick_.setInterval(200);  // a fifth of a second: the seconds change on time
    connect(&tick_, &QTimer::timeout, this, &TurnClock::refresh);
    setVisible(false);
}

void TurnClock::setSession(GameSession* session)
{
    if (session_ != session) {
        session_ = session;
        connect(session, &GameSession::changed, this, &TurnClock::refresh);
    }
    refresh();
}

QString TurnClock::clockText(qint64 ms)
{
    const qint64 seconds = (std::max<qint64>(ms, 0) + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void TurnClock::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) refresh();
    QLabel::changeEvent(e);
}

void TurnClock::refresh()
{
    const QDeadlineTimer deadline = session_ && session_->hasGame() ? session_->turnDeadline() : QDeadlineTimer(QDeadlineTimer::Forever);
    if (deadline.isForever() || session_->remoteTimedOut() || session_->phase() == GameSession::Phase::Over) {
        tick_.stop();
        setVisible(false);
        return;
    }
    const qint64 left = deadline.remainingTime();
    const QString time = clockText(left);
    setText(withName_ ? tr("%1: %2 left").arg(GameText::seatName(*session_, session_->actingSeat()), time)
                      : tr("Time left: %1").arg(time));
    setStyleSheet(left < 10000 ? QStringLiteral("color: #c62828; font-weight: bold") : QStringLiteral("font-weight: bold"));
    setVisible(true);
    if (!tick_.isActive()) tick_.start();
}

// --- TurnDock (continued) ------------------------------------------------------------------

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

void TurnDock::resizeEvent(QResizeEvent* e)
{
    GameDock::resizeEvent(e);
    fitRotateRow();
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
    if (!session_->hasGame()) {
        turnLabel_->setText(tr("No game yet: choose Game > New game (Ctrl+N)."));
        clearPreview();
        tileHint_->clear();
        variantsLabel_->clear();
        return;
    }
    const Game& g = session_->game();
    showVariants(g);
    if (phase == GameSession::Phase::Over) {
        turnLabel_->setText(tr("The game is over: Game > Final scoring (F8) shows the scores."));
        clearPreview();
        tileHint_->clear();
        return;
    }
    const QString who = esc(GameText::seatName(*session_, session_->actingSeat()));
    showWhoPlays(g, who, mine);
    showTile(g);
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

// The tile in hand as it is turned, else (the meeple step, a re-placement) the tile just placed.
void TurnDock::showTile(const Game& g)
{
    const auto phase = session_->phase();
    const int face = g.drawnTile();
    if (face >= 0) {
        const int rotation = phase == GameSession::Phase::Placing ? session_->rotation() : g.lastPlacement().rotation;
        previewTile(g.tileset().faces[static_cast<std::size_t>(face)], rotation);
    } else if (phase != GameSession::Phase::Placing && !g.placedTiles().empty()) {
        const auto& t = g.placedTiles().back();
        previewTile(g.tileset().faces[t.face], t.rotation);
    } else {
        clearPreview();
    }
}

void TurnDock::previewTile(const TileFace& face, int rotation)
{
    preview_->setPixmap(TileRenderer::instance().face(face, rotation, 140));
    preview_->setToolTip(Texts::sentence(Texts::tile(face)));
    preview_->show();
}

// No tile to show (a choice among the face-up tiles, no game): no empty square above the rest.
void TurnDock::clearPreview()
{
    preview_->clear();
    preview_->setToolTip({});
    preview_->hide();
}

// Intel and Rumours: the face-up tiles (those that fit nowhere disabled) and the pile.
void TurnDock::showRow(const Game& g, bool mine)
{
    for (int i = 0; i < 3; ++i) {
        rowButtons_[i]->setVisible(i < g.rowSize());
        if (i >= g.rowSize()) continue;
        const TileFace& f = g.tileset().faces[static_cast<std::size_t>(g.rowTile(i))];
        rowButtons_[i]->setIcon(QIcon(TileRenderer::instance().face(f, 0, 64)));
        rowButtons_[i]->setEnabled(mine && g.fitsAnywhere(g.rowTile(i)));
        rowButtons_[i]->setChecked(i == hintedTile_);
        rowButtons_[i]->setToolTip(Texts::sentence(Texts::tile(f)));
        rowButtons_[i]->setAccessibleName(tr("Face-up tile %1: %2").arg(i + 1).arg(Texts::tile(f)));
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

// --- MeepleDock ----------------------------------------------------------------------------

MeepleDock::MeepleDock(QWidget* parent) : GameDock("meepleDock", parent)
{
    auto* w = new QWidget;
    auto* l = new QVBoxLayout(w);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("meepleList"));
    list_->setIconSize(QSize(24, 24));
    // Long choices (a Hyperspace jump, a re-placement) wrap to the list's width, never cut off.
    list_->setWordWrap(true);
    list_->setTextElideMode(Qt::ElideNone);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setResizeMode(QListView::Adjust);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!filling_ && row >= 0) seats_->chooseOption(row - 1);
    });
    // A double click (or Enter on the list) chooses and confirms at once.
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (seats_->chooseOption(list_->row(item) - 1)) seats_->confirm();
    });
    l->addWidget(list_);
    odds_ = new QLabel;
    odds_->setObjectName(QStringLiteral("battleOdds"));
    odds_->setWordWrap(true);
    l->addWidget(odds_);
    confirm_ = new QPushButton;
    confirm_->setObjectName(QStringLiteral("confirmButton"));
    connect(confirm_, &QPushButton::clicked, this, [this] { seats_->confirm(); });
    l->addWidget(confirm_);
    setWidget(w);
}

void MeepleDock::retranslate()
{
    setWindowTitle(tr("Meeple"));
    nameForReaders(list_, tr("Where to set a meeple on the tile just placed, or none"));
}

void MeepleDock::refresh()
{
    filling_ = true;
    list_->clear();
    odds_->clear();
    const auto phase = session_->phase();
    const bool replacing = phase == GameSession::Phase::Replacing;
    const bool active = seats_->localMayAct() && (phase == GameSession::Phase::Meeple || replacing);
    list_->setEnabled(active);
    confirm_->setEnabled(active);
    confirm_->setText(replacing ? tr("Confirm (Enter)") : tr("End turn (Enter)"));
    if (!active) {
        filling_ = false;
        return;
    }
    const Game& g = session_->game();
    const int seat = session_->actingSeat();
    list_->addItem(replacing ? tr("Keep it in the reserve") : tr("No meeple"));
    const auto& options = session_->meepleOptions();
    const Pos here = g.lastPlacement().at;
    for (const MeepleMove& m : options) {
        // A re-placement moves the pending meeple (its size); a meeple step option names its own.
        const MeepleSize size = replacing ? g.pendingMeeple().size : m.size;
        const QString text = replacing ? GameText::replacementChoice(*session_, m, size, here)
                                       : GameText::meepleChoice(*session_, m, here);
        auto* item = new QListWidgetItem(QIcon(meeplePixmap(g.color(seat), size, 48)), text);
        item->setToolTip(text);
        list_->addItem(item);
    }
    const MeepleMove& chosen = session_->chosenMeeple();
    int row = 0;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (chosen.place && options[i] == chosen) row = static_cast<int>(i) + 1;
    list_->setCurrentRow(row);
    filling_ = false;
    // Before a meeple choice that starts a battle: the sides' dice and the chance of winning.
    QStringList lines;
    for (const BattlePreview& b : session_->battlePreview()) {
        lines << tr("<b>Battle on %1!</b>").arg(Texts::theFeature(b.kind)) + QStringLiteral("<br>") +
                     GameText::battleSidesHtml(*session_, b.sides);
        if (b.mySide >= 0)
            lines << tr("Your chance of winning: <b>%1</b>").arg(Texts::percent(b.myChance * 100.0, 0));
    }
    odds_->setText(lines.join(QStringLiteral("<br>")));
}

// --- PlayersDock ---------------------------------------------------------------------------

PlayersDock::PlayersDock(QWidget* parent) : GameDock("playersDock", parent)
{
    table_ = new QTableWidget(0, 5);
    table_->setTabKeyNavigation(false);  // Tab goes on to the next panel; the arrows go through the cells
    table_->setObjectName(QStringLiteral("playersTable"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // Every column stays in view (fitColumns): the numbers take what they need, the names and
    // the faction the rest (elided).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    table_->setTextElideMode(Qt::ElideRight);
    table_->setWordWrap(false);  // one line per player, a long name elided
    table_->setIconSize(QSize(22, 22));
    table_->setMinimumWidth(330);  // the numbers whole, a few letters of each name and faction
    // Three players in view with any font size (a large system font made the third a sliver),
    // above the scroll bar that a narrow panel shows.
    table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() + 3 * table_->verticalHeader()->defaultSectionSize() +
                             table_->horizontalScrollBar()->sizeHint().height() + 2 * table_->frameWidth());
    table_->viewport()->installEventFilter(this);
    setWidget(table_);
}

bool PlayersDock::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == table_->viewport() && e->type() == QEvent::Resize) fitColumns();
    return GameDock::eventFilter(watched, e);
}

namespace {
// The width of a cell's longest word (its text can wrap no narrower), with the cell's icon and
// margins: what a one-line cell needs less what its text takes on one line. A space more: a
// wrapped line is laid out in fractions of a pixel, and one a pixel over is elided ("Allian…").
int widestWordCell(const QTableWidgetItem* item, int oneLine)
{
    const QFontMetrics fm(item->font());
    return oneLine - fm.horizontalAdvance(item->text()) + widestWord(fm, item->text()) + fm.horizontalAdvance(QLatin1Char(' '));
}
}  // namespace

void PlayersDock::setWrapWords(bool wrap)
{
    wrapWords_ = wrap;
    fitColumns();
}

PlayersDock::ColumnNeeds PlayersDock::measureColumns() const
{
    // Measured on one line (a wrapping table measures a cell at its present width).
    const bool wrapping = table_->wordWrap();
    table_->setWordWrap(false);
    const int columns = table_->columnCount();
    ColumnNeeds needs{std::vector<int>(static_cast<std::size_t>(columns)), std::vector<int>(static_cast<std::size_t>(columns)),
                      std::vector<int>(static_cast<std::size_t>(columns))};
    const auto* view = static_cast<const QAbstractItemView*>(table_);  // public there
    for (int c = 0; c < columns; ++c) {
        const auto i = static_cast<std::size_t>(c);
        needs.cells[i] = view->sizeHintForColumn(c);
        needs.full[i] = std::max(needs.cells[i], table_->horizontalHeader()->sectionSizeHint(c));
        for (int r = 0; r < table_->rowCount(); ++r)
            if (const QTableWidgetItem* item = table_->item(r, c))
                needs.word[i] = std::max(needs.word[i], widestWordCell(item, view->sizeHintForIndex(table_->model()->index(r, c)).width()));
    }
    table_->setWordWrap(wrapping);
    return needs;
}

void PlayersDock::fitColumns()
{
    const int columns = table_->columnCount();
    if (columns == 0) return;
    const ColumnNeeds needs = measureColumns();
    const auto at = [](const std::vector<int>& v, int c) { return v[static_cast<std::size_t>(c)]; };
    const int room = table_->viewport()->width();
    // The text columns: the names (0) and, during the game, the faction (1).
    const int texts = session_ && session_->finalScoring() ? 1 : std::min(2, columns);
    // A text column keeps its icon and a few letters; in a panel that wraps (setWrapWords), its
    // longest word whole too (its words go on two lines rather than being cut: "Rebel /
    // Alliance") unless the columns would then run out of the panel (every column stays in view).
    const int letters = table_->iconSize().width() + 12 + 6 * table_->fontMetrics().averageCharWidth();
    int numbers = 0, numbersTight = 0, wordsLeast = 0;
    for (int c = 0; c < columns; ++c) {
        if (c < texts) wordsLeast += std::min(at(needs.full, c), std::max(letters, at(needs.word, c)));
        else numbers += at(needs.full, c), numbersTight += at(needs.cells, c);
    }
    const bool wholeWords = wrapWords_ && numbersTight + wordsLeast <= room;
    const auto least = [&](int c) { return std::min(at(needs.full, c), wholeWords ? std::max(letters, at(needs.word, c)) : letters); };
    int textsLeast = 0;
    for (int c = 0; c < texts; ++c) textsLeast += least(c);
    // Short of room, the numbers' headers are elided (their tooltips name them).
    const bool tight = numbers + textsLeast > room;
    int left = room - (tight ? numbersTight : numbers);
    std::vector<int> width(static_cast<std::size_t>(columns));
    for (int c = texts; c < columns; ++c) width[static_cast<std::size_t>(c)] = tight ? at(needs.cells, c) : at(needs.full, c);
    // Each text column from its least width up: the names to a comfortable width first, then
    // the faction (short) to all it needs, then the names to all they need; what is left over
    // widens the names.
    for (int c = 0; c < texts; ++c) width[static_cast<std::size_t>(c)] = least(c);
    left -= textsLeast;
    const auto widen = [&](int c, int upTo) {
        const int more = std::max(0, std::min(left, upTo - width[static_cast<std::size_t>(c)]));
        width[static_cast<std::size_t>(c)] += more;
        left -= more;
    };
    widen(0, std::min(at(needs.full, 0), 2 * letters));
    if (texts > 1) widen(1, at(needs.full, 1));
    widen(0, at(needs.full, 0));
    if (left > 0) width[0] += left;
    bool wrap = false;
    for (int c = 0; c < columns; ++c) {
        table_->horizontalHeader()->resizeSection(c, width[static_cast<std::size_t>(c)]);
        wrap = wrap || (wholeWords && c < texts && width[static_cast<std::size_t>(c)] < at(needs.full, c));
    }
    wrapRows(wrap);
}

void PlayersDock::wrapRows(bool wrap)
{
    // One line a player while the names and factions fit; otherwise their words on as many lines
    // as they need, every row as high as its cells, as long as every player stays in view: taller
    // rows that brought a scroll bar would narrow the columns, which would unwrap them, and so on.
    const auto* view = static_cast<const QAbstractItemView*>(table_);  // public there
    const int oneLine = table_->verticalHeader()->defaultSectionSize();
    table_->setWordWrap(wrap);
    std::vector<int> heights(static_cast<std::size_t>(table_->rowCount()), oneLine);
    int total = 0;
    for (int r = 0; r < table_->rowCount(); ++r) {
        if (wrap) heights[static_cast<std::size_t>(r)] = std::max(oneLine, view->sizeHintForRow(r));
        total += heights[static_cast<std::size_t>(r)];
    }
    if (wrap && total > table_->viewport()->height()) {
        table_->setWordWrap(false);
        std::fill(heights.begin(), heights.end(), oneLine);
    }
    for (int r = 0; r < table_->rowCount(); ++r)
        if (table_->rowHeight(r) != heights[static_cast<std::size_t>(r)]) table_->setRowHeight(r, heights[static_cast<std::size_t>(r)]);
}

int PlayersDock::wholeWidth() const
{
    int width = 2 * table_->frameWidth() + table_->verticalScrollBar()->sizeHint().width();
    for (int full : measureColumns().full) width += full;
    // The dock's own margins around its table.
    return width + (this->width() - table_->width() > 0 ? this->width() - table_->width() : 8);
}

void PlayersDock::retranslate()
{
    setWindowTitle(tr("Players"));
    nameForReaders(table_, tr("Each player's faction, score and meeples left; at the end, the final scores by kind"));
}

void PlayersDock::refresh()
{
    if (!session_->hasGame()) {
        // Before a game: the columns' names of a game, not the numbers 1 to 5.
        setHeaders(false, false, false);
        table_->setRowCount(0);
        return;
    }
    const Game& g = session_->game();
    const bool final = session_->finalScoring().has_value();
    // A network game: the connection of each player at another computer, in a column of its own
    // that is never cut off (a long name is elided, not the mark).
    const bool network = !final && hasRemotePlayers();
    setHeaders(final, g.rules().teams, network);
    table_->setRowCount(g.playerCount());
    for (int p = 0; p < g.playerCount(); ++p) {
        fillRow(p);
        if (network) table_->setItem(p, 5, presenceItem(p));
    }
    fitColumns();
}

// During the game: faction, score and meeples left (and the connection mark). At the end: the
// final scores by category (the faction then named in the name's tooltip).
void PlayersDock::setHeaders(bool final, bool teams, bool network)
{
    QStringList headers = {tr("Player")};
    QStringList tips = {QString()};
    if (final) {
        const QString shortNames[] = {tr("Routes"), tr("Fields"), tr("Planets"), tr("Battles"), tr("End", "final scoring, short")};
        for (int c = 0; c < kScoreCategories; ++c) {
            headers << shortNames[c];
            tips << GameText::category(static_cast<ScoreCategory>(c));
        }
        headers << (teams ? tr("Team total") : tr("Total"));
        tips << QString();
    } else {
        headers << tr("Faction") << (teams ? tr("Team score") : tr("Score")) << tr("Small") << tr("Large");
        tips << QString() << QString() << tr("Small meeples left") << tr("Large meeple left");
    }
    if (network) {
        headers << QString();
        tips << tr("Connection of the players at other computers");
    }
    table_->setColumnCount(static_cast<int>(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < headers.size(); ++c) table_->horizontalHeaderItem(c)->setToolTip(tips[c]);
}

void PlayersDock::fillRow(int p)
{
    const Game& g = session_->game();
    const auto& final = session_->finalScoring();
    const int current = session_->actingSeat();
    const auto cell = [&](int col, const QString& text, bool bold = false) {
        auto* item = new QTableWidgetItem(text);
        QFont f = item->font();
        f.setBold(bold || p == current);
        item->setFont(f);
        if (col >= 1 && !(col == 1 && !final)) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(p, col, item);
        return item;
    };
    QString who = GameText::seatName(*session_, p);
    // A network game: a person at another screen who is not connected now.
    const auto* remote = seats_ ? qobject_cast<const RemotePlayer*>(seats_->controller(p)) : nullptr;
    const bool away = remote && remote->level() < 0 && !final && !remote->connected();
    if (away) who = remote->taken() ? tr("%1 (disconnected)").arg(who) : tr("%1 (free seat)").arg(who);
    auto* name = cell(0, (p == current ? QStringLiteral("▶ ") : QString()) + who);
    // The player's meeple throughout: at the end too (its faction stays in the tooltip).
    name->setIcon(QIcon(meeplePixmap(g.color(p), MeepleSize::Small, 44)));
    name->setToolTip(Texts::faction(g.faction(p)));
    if (away) name->setForeground(QColor(0xc6, 0x28, 0x28));
    if (final) {
        const auto& b = final->breakdown[static_cast<std::size_t>(p)];
        for (int c = 0; c < kScoreCategories; ++c) cell(1 + c, QString::number(b[static_cast<std::size_t>(c)]));
        cell(1 + kScoreCategories, QString::number(final->scores[static_cast<std::size_t>(p)]), true);
    } else {
        // In a narrow panel (a large font, 200 %) the faction's name is elided: whole in its tooltip.
        QTableWidgetItem* faction = cell(1, Texts::faction(g.faction(p)));
        faction->setIcon(QIcon(symbolPixmap(g.faction(p), 32)));
        faction->setToolTip(Texts::faction(g.faction(p)));
        cell(2, QString::number(g.score(p)));
        cell(3, QString::number(g.reserve(p, MeepleSize::Small)));
        cell(4, QString::number(g.reserve(p, MeepleSize::Large)));
    }
}

bool PlayersDock::hasRemotePlayers() const
{
    if (!seats_) return false;
    for (int p = 0; p < session_->game().playerCount(); ++p)
        if (const auto* remote = qobject_cast<const RemotePlayer*>(seats_->controller(p)); remote && remote->level() < 0) return true;
    return false;
}

// The mark of a player at another computer: connected, disconnected or a free seat; its name in
// Qt::UserRole ("connected", "disconnected", "free"; empty for the others).
QTableWidgetItem* PlayersDock::presenceItem(int seat) const
{
    auto* item = new QTableWidgetItem;
    const auto* remote = qobject_cast<const RemotePlayer*>(seats_->controller(seat));
    if (!remote || remote->level() >= 0) return item;
    const QString who = GameText::seatName(*session_, seat);
    Presence presence = Presence::Connected;
    if (!remote->taken()) presence = Presence::Free;
    else if (!remote->connected()) presence = Presence::Disconnected;
    const char* names[] = {"connected", "disconnected", "free"};
    item->setData(Qt::UserRole, QString::fromLatin1(names[static_cast<int>(presence)]));
    item->setIcon(QIcon(presencePixmap(presence, 44)));
    item->setToolTip(presence == Presence::Connected      ? tr("%1 is connected.").arg(who)
                     : presence == Presence::Disconnected ? tr("%1 is disconnected: the game waits for them to come back.").arg(who)
                                                          : tr("%1's seat is free: the game waits for its player to join again.").arg(who));
    item->setData(Qt::AccessibleTextRole, item->toolTip());
    return item;
}

// --- TilesDock -----------------------------------------------------------------------------

TilesDock::TilesDock(QWidget* parent) : GameDock("tilesDock", parent)
{
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("tilesLeft"));
    list_->setViewMode(QListView::IconMode);
    list_->setIconSize(QSize(44, 44));
    list_->setResizeMode(QListView::Adjust);
    list_->setMovement(QListView::Static);
    list_->setSpacing(2);
    setWidget(list_);
}

void TilesDock::retranslate()
{
    setWindowTitle(tr("Tiles to come"));
    nameForReaders(list_, tr("The tiles still in the pile and the face-up row, with how many of each"));
}

void TilesDock::refresh()
{
    list_->clear();
    if (!session_->hasGame()) return;
    const Game& g = session_->game();
    const Tileset& set = g.tileset();
    std::vector<const TileFace*> faces;
    std::vector<int> counts;
    for (std::size_t f = 0; f < set.faces.size(); ++f) {
        int n = g.remaining(static_cast<int>(f));
        for (int i = 0; i < g.rowSize(); ++i) n += g.rowTile(i) == static_cast<int>(f);
        if (n == 0) continue;
        faces.push_back(&set.faces[f]);
        counts.push_back(n);
    }
    // Each named so that a screen reader tells every face from the others.
    const QStringList names = Texts::distinctTileNames(faces);
    for (std::size_t k = 0; k < faces.size(); ++k) {
        const int n = counts[k];
        auto* item = new QListWidgetItem(QIcon(TileRenderer::instance().face(*faces[k], 0, 44)), QStringLiteral("×%1").arg(n));
        item->setToolTip(tr("%1: %n to come", nullptr, n).arg(Texts::sentence(names[static_cast<int>(k)])));
        item->setData(Qt::AccessibleTextRole, item->toolTip());  // the tile in words, not "×2"
        list_->addItem(item);
    }
}

// --- LastTurnDock --------------------------------------------------------------------------

LastTurnDock::LastTurnDock(QWidget* parent) : GameDock("battleDock", parent, Follows::History)
{
    view_ = new QTextBrowser;
    view_->setTabChangesFocus(true);  // Tab goes on to the next panel
    view_->setMinimumWidth(300);
    view_->setObjectName(QStringLiteral("battleView"));
    setWidget(view_);
}

void LastTurnDock::retranslate()
{
    setWindowTitle(tr("Last turn"));
    nameForReaders(view_, tr("The battles and scores of the last turn"));
}

void LastTurnDock::refresh()
{
    const GameSession::Entry* last = session_->hasGame() ? session_->lastTurn() : nullptr;
    if (!last) {
        view_->clear();
        return;
    }
    view_->setHtml(GameText::turnResultHtml(*session_, last->report));
}

// --- LogDock -------------------------------------------------------------------------------

LogDock::LogDock(QWidget* parent) : GameDock("logDock", parent, Follows::History)
{
    view_ = new QTextBrowser;
    view_->setTabChangesFocus(true);  // Tab goes on to the next panel
    view_->setObjectName(QStringLiteral("gameLog"));
    setWidget(view_);
}

void LogDock::retranslate()
{
    setWindowTitle(tr("Game log"));
    nameForReaders(view_, tr("Every turn of the game so far, in words"));
}

void LogDock::refresh()
{
    if (!session_->hasGame()) {
        view_->clear();
        return;
    }
    QString html = QStringLiteral("<p>") + tr("<b>A new game begins.</b>") + QStringLiteral("</p>");
    int turn = 0;
    for (const GameSession::Entry& e : session_->history())
        html += QStringLiteral("<p>") + GameText::entryHtml(*session_, e, e.report.face >= 0 ? ++turn : turn) +
                QStringLiteral("</p>");
    if (session_->finalScoring()) html += GameText::finalScoringHtml(*session_);
    view_->setHtml(html);
    view_->verticalScrollBar()->setValue(view_->verticalScrollBar()->maximum());
}

}  // namespace swc::ui
