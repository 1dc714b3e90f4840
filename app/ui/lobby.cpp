#include "lobby.h"

#include "ai.h"
#include "gametext.h"
#include "texts.h"
#include "tileart.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTableWidget>
#include <QVBoxLayout>

namespace swc::ui {

Lobby::Lobby(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("lobby"));
    auto* l = new QVBoxLayout(this);
    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("lobbyNotice"));
    notice_->setWordWrap(true);
    notice_->setStyleSheet(QStringLiteral("color: #c62828"));
    l->addWidget(notice_);
    settings_ = new QLabel;
    settings_->setObjectName(QStringLiteral("lobbySettings"));
    settings_->setWordWrap(true);
    l->addWidget(settings_);
    addressesLabel_ = new QLabel;
    addressesLabel_->setWordWrap(true);
    l->addWidget(addressesLabel_);
    auto* row = new QHBoxLayout;
    addresses_ = new QPlainTextEdit;
    addresses_->setObjectName(QStringLiteral("lobbyAddresses"));
    addresses_->setReadOnly(true);
    addresses_->setMaximumHeight(70);
    copy_ = new QPushButton;
    connect(copy_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(addresses_->toPlainText()); });
    row->addWidget(addresses_);
    row->addWidget(copy_, 0, Qt::AlignTop);
    l->addLayout(row);
    seats_ = new QTableWidget(0, 3);
    seats_->setObjectName(QStringLiteral("lobbySeats"));
    seats_->verticalHeader()->hide();
    seats_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The host chooses a seat to act on (a disconnected player's).
    seats_->setSelectionMode(QAbstractItemView::SingleSelection);
    seats_->setSelectionBehavior(QAbstractItemView::SelectRows);
    seats_->setFocusPolicy(Qt::NoFocus);  // a row is chosen by a click, never by the focus alone
    seats_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    seats_->setIconSize(QSize(22, 22));
    seats_->setMinimumHeight(150);
    connect(seats_, &QTableWidget::itemSelectionChanged, this, [this] {
        if (filling_) return;
        const auto rows = seats_->selectionModel()->selectedRows();
        selected_ = rows.isEmpty() ? -1 : seats_->item(rows.first().row(), 0)->data(Qt::UserRole).toInt();
        refreshSeatActions();
    });
    l->addWidget(seats_);
    auto* seatButtons = new QHBoxLayout;
    letBackIn_ = new QPushButton;
    letBackIn_->setObjectName(QStringLiteral("lobbyLetBackIn"));
    connect(letBackIn_, &QPushButton::clicked, this, [this] { emit letBackInRequested(selected_); });
    give_ = new QPushButton;
    give_->setObjectName(QStringLiteral("lobbyGiveSeat"));
    connect(give_, &QPushButton::clicked, this, [this] { emit giveToComputerRequested(selected_); });
    seatButtons->addWidget(letBackIn_);
    seatButtons->addWidget(give_);
    seatButtons->addStretch();
    l->addLayout(seatButtons);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("lobbyStatus"));
    status_->setWordWrap(true);
    l->addWidget(status_);
    auto* buttons = new QHBoxLayout;
    start_ = new QPushButton;
    start_->setObjectName(QStringLiteral("lobbyStart"));
    connect(start_, &QPushButton::clicked, this, [this] { emit startRequested(kRemoteSeat); });
    fill_ = new QPushButton;
    fill_->setObjectName(QStringLiteral("lobbyFill"));
    fillLevel_ = new QComboBox;
    fillLevel_->setObjectName(QStringLiteral("lobbyFillLevel"));
    for (AiLevel level : GameText::offeredLevels()) fillLevel_->addItem(QString(), static_cast<int>(level));
    fillLevel_->setCurrentIndex(fillLevel_->findData(static_cast<int>(AiLevel::Medium)));
    connect(fill_, &QPushButton::clicked, this, [this] { emit startRequested(fillLevel_->currentData().toInt()); });
    leave_ = new QPushButton;
    leave_->setObjectName(QStringLiteral("lobbyLeave"));
    connect(leave_, &QPushButton::clicked, this, &Lobby::reject);
    buttons->addWidget(start_);
    buttons->addWidget(fill_);
    buttons->addWidget(fillLevel_);
    buttons->addStretch();
    buttons->addWidget(leave_);
    l->addLayout(buttons);
    // Enter starts the game when it can (else does nothing), never leaves it: the other buttons
    // are not pressed by Enter, whatever has the focus.
    for (QPushButton* b : {copy_, letBackIn_, give_, fill_, leave_}) b->setAutoDefault(false);
    start_->setDefault(true);
    chat_ = new ChatView;
    l->addWidget(chat_, 1);
    resize(620, 640);
    retranslate();
}

void Lobby::update(const net::ClientState& state, const QSet<int>& mine, bool host, const QStringList& addresses)
{
    if (state.hasGame()) header_ = state.header();
    turnTimeMs_ = state.turnTimeMs();
    seatList_ = state.seats();
    mine_ = mine;
    host_ = host;
    started_ = state.started();
    addressList_ = addresses;
    refresh();
}

void Lobby::setNotice(const QString& text) { notice_->setText(text); }

void Lobby::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(e);
}

void Lobby::retranslate()
{
    setWindowTitle(tr("Network game: lobby"));
    copy_->setText(tr("&Copy"));
    start_->setText(tr("&Start the game"));
    fill_->setText(tr("Start with &computers in the free seats:"));
    for (int i = 0; i < fillLevel_->count(); ++i)
        fillLevel_->setItemText(i, GameText::levelName(static_cast<AiLevel>(fillLevel_->itemData(i).toInt())));
    leave_->setText(tr("&Leave"));
    seats_->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("Status")});
    letBackIn_->setText(tr("Let the player &back in"));
    letBackIn_->setToolTip(tr("Frees the seat of a disconnected player: they take it back by joining again with the same name."));
    give_->setText(tr("&Give the seat to a computer"));
    give_->setToolTip(tr("A computer (medium) plays the seat of a disconnected player from now on."));
    refresh();
}

void Lobby::selectSeat(int seat)
{
    for (int r = 0; r < seats_->rowCount(); ++r)
        if (seats_->item(r, 0)->data(Qt::UserRole).toInt() == seat) seats_->selectRow(r);
}

bool Lobby::isAway(int seat) const
{
    for (const QJsonValue v : seatList_) {
        const QJsonObject s = v.toObject();
        if (s.value(QLatin1String("seat")).toInt(-1) != seat) continue;
        return s.value(QLatin1String("player")).toString() == QLatin1String("remote") && s.value(QLatin1String("taken")).toBool() &&
               !s.value(QLatin1String("connected")).toBool() && !mine_.contains(seat);
    }
    return false;
}

// The host's actions, on the seat chosen if its player is disconnected.
void Lobby::refreshSeatActions()
{
    seats_->setSelectionMode(host_ ? QAbstractItemView::SingleSelection : QAbstractItemView::NoSelection);
    letBackIn_->setVisible(host_);
    give_->setVisible(host_);
    const bool away = host_ && isAway(selected_);
    letBackIn_->setEnabled(away);
    give_->setEnabled(away);
}

void Lobby::refresh()
{
    if (!header_) {
        settings_->setText(tr("Connecting to the host..."));
        seats_->setRowCount(0);
        start_->setEnabled(false);
        fill_->setEnabled(false);
        start_->setVisible(false);
        fill_->setVisible(false);
        fillLevel_->setVisible(false);
        addresses_->setVisible(false);
        addressesLabel_->setVisible(false);
        copy_->setVisible(false);
        status_->clear();
        refreshSeatActions();
        return;
    }
    const GameRecord& h = *header_;
    QStringList rules;
    for (int v = 0; v < kVariants; ++v)
        if (h.rules.has(static_cast<Variant>(v))) rules << Texts::variant(static_cast<Variant>(v));
    const QString set = h.tilesetRef.empty() ? QString::fromStdString(h.tileset->name).toHtmlEscaped()
                                             : QString::fromStdString(h.tilesetRef).toHtmlEscaped();
    settings_->setText(tr("<b>%n player(s)</b>%1, tile set: %2 (%3 tiles). House rules: %4.", nullptr,
                          static_cast<int>(h.players.size()))
                           .arg(h.rules.teams ? tr(", in teams") : QString(), set)
                           .arg(h.tileset->totalTiles())
                           .arg(rules.isEmpty() ? tr("none", "no house rule") : rules.join(QStringLiteral(", "))));
    if (turnTimeMs_ > 0) {
        const int seconds = turnTimeMs_ / 1000;
        const QString time = seconds % 60 == 0 ? tr("%n minute(s)", nullptr, seconds / 60) : tr("%n second(s)", nullptr, seconds);
        settings_->setText(settings_->text() + QLatin1Char(' ') + tr("Time per turn: %1, then a computer plays the turn.").arg(time));
    }
    // A table created online has no addresses of its own: the others find it in the lobby.
    const bool addresses = host_ && !addressList_.isEmpty();
    addresses_->setVisible(addresses);
    addressesLabel_->setVisible(addresses);
    copy_->setVisible(addresses);
    addressesLabel_->setText(tr("The others join at one of these addresses (Game > Join a network game):"));
    addresses_->setPlainText(addressList_.join(QLatin1Char('\n')));

    int free = 0;
    fillSeats(&free);
    start_->setVisible(host_);
    fill_->setVisible(host_);
    fillLevel_->setVisible(host_);
    start_->setEnabled(host_ && free == 0 && !started_);
    fill_->setEnabled(host_ && free > 0 && !started_);
    fillLevel_->setEnabled(fill_->isEnabled());
    if (started_) status_->setText(tr("The game has started."));
    else if (host_)
        status_->setText(free == 0 ? tr("Every seat is taken: start the game when you are ready.")
                                   : tr("%n seat(s) still open: wait for the others, or start with computers in them.", nullptr, free));
    else status_->setText(tr("Waiting for the host to start the game..."));
}

void Lobby::fillSeats(int* free)
{
    int firstAway = -1;
    {
        const QScopedValueRollback<bool> filling(filling_, true);
        seats_->clearSelection();
        seats_->setRowCount(static_cast<int>(seatList_.size()));
        for (qsizetype i = 0; i < seatList_.size(); ++i) {
            const QJsonObject s = seatList_.at(i).toObject();
            const int seat = s.value(QLatin1String("seat")).toInt();
            const auto color = parseColor(s.value(QLatin1String("color")).toString().toStdString());
            auto* colorItem = new QTableWidgetItem(color ? Texts::color(*color) : QString());
            colorItem->setData(Qt::UserRole, seat);
            if (color) colorItem->setIcon(QIcon(meeplePixmap(*color, MeepleSize::Small, 32)));
            seats_->setItem(static_cast<int>(i), 0, colorItem);
            fillSeat(static_cast<int>(i), s, free);
            if (firstAway < 0 && isAway(seat)) firstAway = seat;
        }
    }
    // A disconnected player's seat chosen stays chosen; else the first one is (none: no choice).
    if (!isAway(selected_)) selected_ = host_ ? firstAway : -1;
    selectSeat(selected_);
    refreshSeatActions();
}

// Who plays a seat and how they are: a computer, an open seat, a player joined or disconnected
// (a red mark and words, never cut off).
void Lobby::fillSeat(int row, const QJsonObject& s, int* free)
{
    const auto who = parseSeat(s.value(QLatin1String("player")).toString().toStdString());
    QString name = s.value(QLatin1String("name")).toString();
    auto* status = new QTableWidgetItem;
    if (who && *who >= 0) {
        name = tr("Computer (%1)").arg(GameText::levelName(static_cast<AiLevel>(*who)));
        status->setText(tr("ready"));
    } else if (!s.value(QLatin1String("taken")).toBool()) {
        name = tr("(open)");
        status->setText(tr("waiting for a player"));
        status->setIcon(QIcon(presencePixmap(Presence::Free, 32)));
        ++*free;
    } else {
        // A player without a name goes by their colour, as in a local game.
        const auto color = parseColor(s.value(QLatin1String("color")).toString().toStdString());
        if (color) name = GameText::playerName(name, *color);
        if (mine_.contains(s.value(QLatin1String("seat")).toInt())) name = tr("%1 (this computer)").arg(name);
        showPresence(status, s.value(QLatin1String("connected")).toBool());
    }
    seats_->setItem(row, 1, new QTableWidgetItem(name));
    seats_->setItem(row, 2, status);
}

// A player's seat: joined, or disconnected in bold red.
void Lobby::showPresence(QTableWidgetItem* status, bool connected) const
{
    status->setText(connected ? tr("joined") : tr("disconnected"));
    status->setIcon(QIcon(presencePixmap(connected ? Presence::Connected : Presence::Disconnected, 32)));
    if (connected) return;
    status->setForeground(QColor(0xc6, 0x28, 0x28));
    QFont f = status->font();
    f.setBold(true);
    status->setFont(f);
}

}  // namespace swc::ui
