#include "onlinedialog.h"

#include "certtrust.h"
#include "chatview.h"
#include "protocol.h"
#include "texts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
const QString kServersKey = QStringLiteral("online/servers");
const QString kNameKey = QStringLiteral("online/name");
constexpr int kServersKept = 8;

QString plain(const QString& label) { return QString(label).remove(QLatin1Char('&')); }

QString seconds(int ms)
{
    const int s = ms / 1000;
    return s % 60 == 0 ? TableListModel::tr("%n minute(s)", nullptr, s / 60) : TableListModel::tr("%n second(s)", nullptr, s);
}
}  // namespace

// --- TableListModel ----------------------------------------------------------------------------

TableListModel::TableListModel(const net::LobbyClient* client, QObject* parent) : QAbstractTableModel(parent), client_(client)
{
    connect(client, &net::LobbyClient::entered, this, &TableListModel::reset);
    connect(client, &net::LobbyClient::failed, this, &TableListModel::reset);
    connect(client, &net::LobbyClient::tableChanged, this, [this](int id) {
        const int row = rowOf(id);
        if (row >= 0) {
            emit dataChanged(index(row, 0), index(row, Columns - 1));
            return;
        }
        const auto at = std::lower_bound(ids_.begin(), ids_.end(), id);
        const int r = static_cast<int>(at - ids_.begin());
        beginInsertRows({}, r, r);
        ids_.insert(at, id);
        endInsertRows();
    });
    connect(client, &net::LobbyClient::tableRemoved, this, [this](int id) {
        const int row = rowOf(id);
        if (row < 0) return;
        beginRemoveRows({}, row, row);
        ids_.removeAt(row);
        endRemoveRows();
    });
}

void TableListModel::reset()
{
    beginResetModel();
    ids_ = client_->isInLobby() ? client_->tables().keys() : QList<int>();
    endResetModel();
}

int TableListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(ids_.size()); }
int TableListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }
int TableListModel::rowOf(int table) const { return static_cast<int>(ids_.indexOf(table)); }
QJsonObject TableListModel::table(int row) const { return client_->tables().value(ids_.value(row, -1)); }

QVariant TableListModel::data(const QModelIndex& index, int role) const
{
    // The tooltip: a name or house rules cut short in a narrow window, whole.
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::AccessibleTextRole && role != Qt::ToolTipRole)) return {};
    return text(table(index.row()), index.column());
}

// The table's house rules (and teams) in words.
QString TableListModel::rulesText(const QJsonObject& t)
{
    QStringList rules;
    if (t.value(QLatin1String("teams")).toBool()) rules << tr("teams");
    for (const QJsonValue v : t.value(QLatin1String("variants")).toArray())
        if (const auto var = parseVariant(v.toString().toStdString())) rules << Texts::variant(*var);
    return rules.isEmpty() ? tr("none", "no house rule") : rules.join(QStringLiteral(", "));
}

// The seats open to remote players and not taken, of all the seats.
QString TableListModel::seatsText(const QJsonObject& t)
{
    const QJsonArray seats = t.value(QLatin1String("seats")).toArray();
    int free = 0;
    for (const QJsonValue v : seats) {
        const QJsonObject seat = v.toObject();
        if (seat.value(QLatin1String("player")).toString() == QLatin1String("remote") && !seat.value(QLatin1String("taken")).toBool())
            ++free;
    }
    return tr("%n free of %1", nullptr, free).arg(seats.size());
}

QString TableListModel::text(const QJsonObject& t, int column) const
{
    switch (column) {
    case Name: return t.value(QLatin1String("name")).toString();
    case Tileset: {
        const QString set = t.value(QLatin1String("tileset")).toString();
        return t.value(QLatin1String("uploaded")).toBool() ? tr("%1 (uploaded)").arg(set) : set;
    }
    case Rules: return rulesText(t);
    case Seats: return seatsText(t);
    case Timed: {
        const int ms = t.value(QLatin1String("turn_time_ms")).toInt();
        return ms > 0 ? seconds(ms) : tr("no limit");
    }
    case Started:
        if (t.value(QLatin1String("over")).toBool()) return tr("over");
        return t.value(QLatin1String("started")).toBool() ? tr("yes") : tr("no");
    case Spectators: return QString::number(t.value(QLatin1String("spectators")).toInt());
    case Password: return t.value(QLatin1String("password")).toBool() ? tr("yes") : tr("no");
    default: return {};
    }
}

QVariant TableListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name: return tr("Table");
    case Tileset: return tr("Tile set");
    case Rules: return tr("House rules");
    case Seats: return tr("Seats");
    case Timed: return tr("Time per turn");
    case Started: return tr("Started");
    case Spectators: return tr("Watching");
    case Password: return tr("Password");
    default: return {};
    }
}

// --- CreateTableDialog -------------------------------------------------------------------------

CreateTableDialog::CreateTableDialog(QWidget* parent) : NewGameDialog(parent, Mode::Host)
{
    // The server draws the seed, secretly.
    seedEdit()->hide();
    for (auto* label : findChildren<QLabel*>())
        if (label->buddy() == seedEdit()) label->hide();
    auto* box = new QWidget;
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    tableName_ = new QLineEdit;
    tableName_->setObjectName(QStringLiteral("tableName"));
    tableName_->setMaxLength(net::kMaxNameLength);  // a table's name is as long at most; the server checks it
    tableNameLabel_ = new QLabel;
    tableNameLabel_->setBuddy(tableName_);
    form->addRow(tableNameLabel_, tableName_);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("tablePassword"));
    password_->setMaxLength(net::kMaxPasswordLength);
    passwordLabel_ = new QLabel;
    passwordLabel_->setBuddy(password_);
    form->addRow(passwordLabel_, password_);
    turnTime_ = new QComboBox;
    turnTime_->setObjectName(QStringLiteral("tableTurnTime"));
    for (int s : {0, 30, 60, 120, 300}) turnTime_->addItem(QString(), s);
    turnTimeLabel_ = new QLabel;
    turnTimeLabel_->setBuddy(turnTime_);
    form->addRow(turnTimeLabel_, turnTime_);
    auto* main = static_cast<QVBoxLayout*>(layout());
    main->insertWidget(main->count() - 2, box);
    QSettings s;
    tableName_->setText(s.value(QStringLiteral("online/tableName")).toString());
    turnTime_->setCurrentIndex(std::max(0, turnTime_->findData(s.value(QStringLiteral("online/turnTime"), 0).toInt())));
    retranslateTable();
    resize(sizeHint());
}

QString CreateTableDialog::password() const { return password_->text(); }

QJsonObject CreateTableDialog::request() const
{
    QJsonObject m = net::headerJson(record());
    m.remove(QLatin1String("names"));
    QJsonArray seats;
    for (int level : seatLevels())  // a seat played "here" is open: the creator takes one
        seats.append(QLatin1String(seatName(level == kPersonSeat ? kRemoteSeat : level)));
    while (seats.size() > m.value(QLatin1String("players")).toArray().size()) seats.removeLast();
    m.insert(QLatin1String("seats"), seats);
    m.insert(QLatin1String("name"), tableName_->text().trimmed());
    m.insert(QLatin1String("turn_time_ms"), turnTime_->currentData().toInt() * 1000);
    if (!password_->text().isEmpty()) m.insert(QLatin1String("password"), password_->text());
    return m;
}

void CreateTableDialog::accept()
{
    const QString name = tableName_->text().trimmed();
    if (name.isEmpty() || !net::printableText(name)) {
        problemLabel()->setText(tr("Give the table a name (printable characters)."));
        tableName_->setFocus();
        return;
    }
    QSettings s;
    s.setValue(QStringLiteral("online/tableName"), name);
    s.setValue(QStringLiteral("online/turnTime"), turnTime_->currentData().toInt());
    NewGameDialog::accept();
}

void CreateTableDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange && tableName_) retranslateTable();
    NewGameDialog::changeEvent(e);
}

void CreateTableDialog::retranslateTable()
{
    setWindowTitle(tr("Create a table"));
    tableNameLabel_->setText(tr("&Table's name:"));
    passwordLabel_->setText(tr("Pass&word:"));
    password_->setPlaceholderText(tr("none: anyone may join"));
    turnTimeLabel_->setText(tr("Time per t&urn:"));
    turnTime_->setItemText(0, tr("Off (friends)"));
    for (int i = 1; i < turnTime_->count(); ++i) turnTime_->setItemText(i, seconds(turnTime_->itemData(i).toInt() * 1000));
}

// --- OnlineDialog ------------------------------------------------------------------------------

OnlineDialog::OnlineDialog(QWidget* parent) : QDialog(parent), client_(new net::LobbyClient(this)), model_(new TableListModel(client_, this))
{
    setObjectName(QStringLiteral("onlineDialog"));
    new QVBoxLayout(this);
    buildForm();
    buildButtons();
    connect(client_, &net::LobbyClient::entered, this, &OnlineDialog::onEntered);
    connect(client_, &net::LobbyClient::failed, this, &OnlineDialog::onFailed);
    connect(client_, &net::LobbyClient::created, this, &OnlineDialog::onCreated);
    connect(client_, &net::LobbyClient::refused, this, [this](const QString&, const QString& message) {
        if (client_->isInLobby()) status_->setText(tr("The server refused: %1").arg(message));
    });
    connect(client_, &net::LobbyClient::chatReceived, this, [this](const QString& name, const QString& text) {
        chat_->addLine(tr("<b>%1</b>: %2").arg(name.toHtmlEscaped(), text.toHtmlEscaped()));
    });
    connect(client_, &net::LobbyClient::certificateRefused, this, [this](const QSslCertificate& c) {
        const QUrl url = client_->url();
        QTimer::singleShot(0, this, [this, url, c] {
            if (CertificateTrust::decide(this, url, c)) connectToServer();
        });
    });
    connect(chat_, &ChatView::sendRequested, client_, &net::LobbyClient::chat);
    QSettings s;
    address_->addItems(s.value(kServersKey).toStringList());
    name_->setText(s.value(kNameKey, s.value(QStringLiteral("join/name"))).toString());
    retranslate();
    refreshButtons();
    resize(900, 620);
}

void OnlineDialog::buildForm()
{
    auto* form = new QFormLayout;
    auto* row = new QHBoxLayout;
    address_ = new QComboBox;
    address_->setObjectName(QStringLiteral("onlineServer"));
    address_->setEditable(true);
    address_->setInsertPolicy(QComboBox::NoInsert);
    address_->setMinimumContentsLength(30);
    connect_ = new QPushButton;
    connect_->setObjectName(QStringLiteral("onlineConnect"));
    connect(connect_, &QPushButton::clicked, this, &OnlineDialog::connectToServer);
    connect(address_->lineEdit(), &QLineEdit::returnPressed, this, &OnlineDialog::connectToServer);
    row->addWidget(address_, 1);
    row->addWidget(connect_);
    addressLabel_ = new QLabel;
    addressLabel_->setBuddy(address_);
    form->addRow(addressLabel_, row);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("onlineName"));
    name_->setMaxLength(net::kMaxNameLength);
    nameLabel_ = new QLabel;
    nameLabel_->setBuddy(name_);
    form->addRow(nameLabel_, name_);
    auto* main = static_cast<QVBoxLayout*>(layout());
    main->addLayout(form);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("onlineStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    main->addWidget(status_);
    tablesLabel_ = new QLabel;
    view_ = new QTableView;
    view_->setObjectName(QStringLiteral("onlineTables"));
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The short columns as wide as their words; the name and the house rules share the rest
    // (fitColumns), cut short with "…" in a narrow window (their tooltips say them whole):
    // every column stays in sight without scrolling.
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(TableListModel::Name, QHeaderView::Fixed);
    view_->horizontalHeader()->setSectionResizeMode(TableListModel::Rules, QHeaderView::Fixed);
    view_->horizontalHeader()->setStretchLastSection(false);
    view_->setTextElideMode(Qt::ElideRight);
    view_->setWordWrap(false);
    view_->viewport()->installEventFilter(this);
    const auto refit = [this] { QTimer::singleShot(0, this, &OnlineDialog::fitColumns); };
    connect(model_, &QAbstractItemModel::modelReset, this, refit);
    connect(model_, &QAbstractItemModel::rowsInserted, this, refit);
    connect(model_, &QAbstractItemModel::dataChanged, this, refit);
    connect(model_, &QAbstractItemModel::headerDataChanged, this, refit);
    view_->verticalHeader()->hide();
    tablesLabel_->setBuddy(view_);
    main->addWidget(tablesLabel_);
    main->addWidget(view_, 3);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OnlineDialog::refreshButtons);
    connect(model_, &QAbstractItemModel::modelReset, this, &OnlineDialog::refreshButtons);
    connect(model_, &QAbstractItemModel::dataChanged, this, &OnlineDialog::refreshButtons);
    connect(view_, &QTableView::activated, this, [this](const QModelIndex& i) { enterTable(i.row(), false); });
    chatLabel_ = new QLabel;
    chat_ = new ChatView;
    chat_->setObjectName(QStringLiteral("onlineChat"));
    chatLabel_->setBuddy(chat_->input());
    main->addWidget(chatLabel_);
    main->addWidget(chat_, 2);
}

bool OnlineDialog::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == view_->viewport() && e->type() == QEvent::Resize) fitColumns();
    return QDialog::eventFilter(watched, e);
}

// The name and the house rules: each as wide as its words when the room left by the other
// columns allows, else the room shared between them as their words need it (the name at least
// a third of it, or its words).
void OnlineDialog::fitColumns()
{
    QHeaderView* header = view_->horizontalHeader();
    int room = view_->viewport()->width();
    for (int c = 0; c < TableListModel::Columns; ++c)
        if (c != TableListModel::Name && c != TableListModel::Rules) room -= header->sectionSize(c);
    QStyleOptionViewItem option;
    option.initFrom(view_->viewport());
    option.widget = view_;
    const auto need = [&](int c) {
        int most = header->sectionSizeHint(c);
        for (int r = 0; r < model_->rowCount(); ++r) {
            const QModelIndex i = model_->index(r, c);
            most = std::max(most, view_->itemDelegateForIndex(i)->sizeHint(option, i).width());
        }
        return most + (view_->showGrid() ? 1 : 0);  // the grid's line takes a pixel of the cell
    };
    const int name = need(TableListModel::Name), rules = need(TableListModel::Rules);
    room = std::max(room, 2 * header->minimumSectionSize());
    int nameWidth = name;
    if (name + rules > room) nameWidth = std::min(name, std::max(room / 3, room * name / (name + rules)));
    header->resizeSection(TableListModel::Name, nameWidth);
    header->resizeSection(TableListModel::Rules, std::max(room - nameWidth, header->minimumSectionSize()));
}

void OnlineDialog::buildButtons()
{
    auto* row = new QHBoxLayout;
    create_ = new QPushButton;
    create_->setObjectName(QStringLiteral("onlineCreate"));
    connect(create_, &QPushButton::clicked, this, &OnlineDialog::createTable);
    join_ = new QPushButton;
    join_->setObjectName(QStringLiteral("onlineJoin"));
    connect(join_, &QPushButton::clicked, this, [this] { enterTable(view_->currentIndex().row(), false); });
    watch_ = new QPushButton;
    watch_->setObjectName(QStringLiteral("onlineWatch"));
    connect(watch_, &QPushButton::clicked, this, [this] { enterTable(view_->currentIndex().row(), true); });
    close_ = new QPushButton;
    close_->setObjectName(QStringLiteral("onlineClose"));
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
    row->addWidget(create_);
    row->addWidget(join_);
    row->addWidget(watch_);
    row->addStretch();
    row->addWidget(close_);
    static_cast<QVBoxLayout*>(layout())->addLayout(row);
    for (QPushButton* b : {create_, join_, watch_, close_}) b->setAutoDefault(false);
}

void OnlineDialog::connectToServer()
{
    const QUrl url = net::LobbyClient::lobbyUrl(address_->currentText());
    const QString name = name_->text().trimmed();
    if (url.isEmpty()) {
        status_->setText(tr("Type the address of a server with a lobby, e.g. wss://games.example.org or "
                            "192.168.1.20:7777."));
        return;
    }
    if (name.isEmpty() || !net::printableText(name)) {
        status_->setText(tr("Type your name: the others see it in the lobby and at the tables."));
        name_->setFocus();
        return;
    }
    status_->setText(tr("Connecting to %1…").arg(url.authority()));
    chat_->setLines({});
    client_->start(url, name, url.scheme() == QLatin1String("wss") ? CertificateTrust::fingerprint(url) : QByteArray());
    refreshButtons();
}

void OnlineDialog::onEntered()
{
    rememberServer();
    status_->setText(tr("In the lobby of %1 as %2: %n table(s).", nullptr, static_cast<int>(client_->tables().size()))
                         .arg(client_->url().authority(), client_->name().toHtmlEscaped()));
    refreshButtons();
    view_->setFocus();
}

void OnlineDialog::rememberServer()
{
    QSettings s;
    QStringList servers = s.value(kServersKey).toStringList();
    const QString server = address_->currentText().trimmed();
    servers.removeAll(server);
    servers.prepend(server);
    while (servers.size() > kServersKept) servers.removeLast();
    s.setValue(kServersKey, servers);
    s.setValue(kNameKey, client_->name());
    address_->clear();
    address_->addItems(servers);
    address_->setCurrentIndex(0);
}

QString OnlineDialog::failureText(const QString& why) const
{
    const QUrl url = client_->url();
    using F = net::LobbyClient::Failure;
    switch (client_->failure()) {
    case F::NoSuchHost: return tr("No computer is called %1: check the address.").arg(url.host());
    case F::Refused: return tr("%1 refused the connection: no server listens on that port.").arg(url.authority());
    case F::TimedOut: return tr("%1 does not answer: check the address, or try again later.").arg(url.authority());
    case F::Lost: return tr("The connection with %1 was lost: connect again.").arg(url.authority());
    case F::Refusal: return tr("The server refused: %1").arg(why);
    case F::BadServer: return tr("%1 has no lobby (is it a server started with --lobby?): %2").arg(url.authority(), why);
    case F::Tls: return tr("No secure connection with %1: %2").arg(url.authority(), why);
    default: return tr("Not connected: %1").arg(why);
    }
}

void OnlineDialog::onFailed(const QString& why)
{
    status_->setText(failureText(why));
    refreshButtons();
}

void OnlineDialog::refreshButtons()
{
    const bool in = client_->isInLobby();
    const QJsonObject t = model_->table(view_->currentIndex().row());
    bool free = false;
    for (const QJsonValue v : t.value(QLatin1String("seats")).toArray())
        free |= v.toObject().value(QLatin1String("player")).toString() == QLatin1String("remote") && !v.toObject().value(QLatin1String("taken")).toBool();
    create_->setEnabled(in);
    join_->setEnabled(in && free);
    watch_->setEnabled(in && !t.isEmpty());
    chat_->setEnabled(in);
}

void OnlineDialog::createTable()
{
    if (!client_->isInLobby()) return;
    CreateTableDialog d(this);
    const bool ok = createAnswer_ ? createAnswer_(&d) : d.exec() == QDialog::Accepted;
    if (!ok) return;
    const QJsonObject request = d.request();
    createPassword_ = d.password();
    status_->setText(tr("Creating the table %1…").arg(request.value(QLatin1String("name")).toString()));
    client_->create(request);
}

void OnlineDialog::onCreated(int, const QString& path, const QString& hostToken)
{
    emit tableChosen(net::LobbyClient::tableUrl(client_->url(), path), client_->name(), createPassword_, hostToken, false);
    accept();
}

void OnlineDialog::enterTable(int row, bool watch)
{
    const QJsonObject t = model_->table(row);
    if (t.isEmpty() || !client_->isInLobby()) return;
    QString password;
    if (t.value(QLatin1String("password")).toBool()) {
        bool ok = true;
        password = passwordAnswer_ ? passwordAnswer_()
                                   : QInputDialog::getText(this, tr("Table's password"),
                                                           tr("The table %1 needs a password:").arg(t.value(QLatin1String("name")).toString()),
                                                           QLineEdit::Password, QString(), &ok);
        if (!ok) return;
    }
    emit tableChosen(net::LobbyClient::tableUrl(client_->url(), t.value(QLatin1String("path")).toString()), client_->name(),
                     password, QString(), watch);
    accept();
}

void OnlineDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(e);
}

void OnlineDialog::retranslate()
{
    setWindowTitle(tr("Play online"));
    addressLabel_->setText(tr("&Server:"));
    address_->lineEdit()->setPlaceholderText(tr("a server with a lobby, e.g. wss://games.example.org"));
    address_->lineEdit()->setAccessibleName(plain(addressLabel_->text()));
    connect_->setText(tr("C&onnect"));
    nameLabel_->setText(tr("Your &name:"));
    tablesLabel_->setText(tr("&Tables:"));
    view_->setAccessibleName(plain(tablesLabel_->text()));
    view_->setAccessibleDescription(tr("The server's tables, live: choose one to join or watch it, Enter joins."));
    status_->setAccessibleDescription(tr("The connection to the server, and what it answered."));
    chat_->view()->setAccessibleDescription(tr("The chat of everyone in the lobby."));
    chatLabel_->setText(tr("C&hat in the lobby:"));
    create_->setText(tr("&Create a table…"));
    join_->setText(tr("&Join"));
    watch_->setText(tr("&Watch"));
    close_->setText(tr("Close"));
    if (!client_->isInLobby() && status_->text().isEmpty())
        status_->setText(tr("Type the address of a server with a lobby (sw-carcassonne-server --lobby), then Connect."));
}

}  // namespace swc::ui
