#include "netdialogs.h"

#include "ai.h"
#include "protocol.h"
#include "texts.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkInterface>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

QStringList hostAddresses(quint16 port, bool secure)
{
    const QString scheme = secure ? QStringLiteral("wss") : QStringLiteral("ws");
    QStringList network, loopback;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.isLinkLocal() || a.isMulticast() || a.isNull()) continue;
        const QString host = a.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(a.toString())
                                                                            : a.toString();
        const QString url = QStringLiteral("%1://%2:%3/").arg(scheme, host).arg(port);
        (a.isLoopback() ? loopback : network) << url;
    }
    return network + loopback;
}

// --- HostDialog ------------------------------------------------------------------------------

HostDialog::HostDialog(QWidget* parent) : NewGameDialog(parent, Mode::Host)
{
    auto* box = new QWidget;
    auto* l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    auto* files = new QHBoxLayout;
    savedButton_ = new QPushButton;
    savedButton_->setObjectName(QStringLiteral("hostSavedGameButton"));
    connect(savedButton_, &QPushButton::clicked, this, &HostDialog::chooseSavedGame);
    files->addWidget(savedButton_);
    files->addStretch();
    l->addLayout(files);
    savedLabel_ = new QLabel;
    savedLabel_->setWordWrap(true);
    l->addWidget(savedLabel_);
    networkLabel_ = new QLabel;
    l->addWidget(networkLabel_);
    auto* form = new QFormLayout;
    port_ = new QSpinBox;
    port_->setObjectName(QStringLiteral("hostPort"));
    port_->setRange(1024, 65535);
    portLabel_ = new QLabel;
    portLabel_->setBuddy(port_);
    form->addRow(portLabel_, port_);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("hostPassword"));
    password_->setMaxLength(net::kMaxPasswordLength);
    passwordLabel_ = new QLabel;
    passwordLabel_->setBuddy(password_);
    form->addRow(passwordLabel_, password_);
    // Off suits friends; a table of strangers keeps going with a limit.
    turnTime_ = new QComboBox;
    turnTime_->setObjectName(QStringLiteral("hostTurnTime"));
    for (int seconds : {0, 30, 60, 120, 300}) turnTime_->addItem(QString(), seconds);
    turnTimeLabel_ = new QLabel;
    turnTimeLabel_->setBuddy(turnTime_);
    form->addRow(turnTimeLabel_, turnTime_);
    // A certificate and its key: the players join with wss://.
    tlsCert_ = new QLineEdit;
    tlsCert_->setObjectName(QStringLiteral("hostTlsCertificate"));
    tlsCertButton_ = new QPushButton;
    tlsCertLabel_ = new QLabel;
    tlsCertLabel_->setBuddy(tlsCert_);
    form->addRow(tlsCertLabel_, fileRow(tlsCert_, tlsCertButton_, QStringLiteral("host/tlsCertificate"), false));
    tlsKey_ = new QLineEdit;
    tlsKey_->setObjectName(QStringLiteral("hostTlsKey"));
    tlsKeyButton_ = new QPushButton;
    tlsKeyLabel_ = new QLabel;
    tlsKeyLabel_->setBuddy(tlsKey_);
    form->addRow(tlsKeyLabel_, fileRow(tlsKey_, tlsKeyButton_, QStringLiteral("host/tlsKey"), true));
    l->addLayout(form);
    addressesLabel_ = new QLabel;
    addressesLabel_->setWordWrap(true);
    l->addWidget(addressesLabel_);
    auto* row = new QHBoxLayout;
    addresses_ = new QPlainTextEdit;
    addresses_->setObjectName(QStringLiteral("hostAddresses"));
    addresses_->setReadOnly(true);
    addresses_->setMaximumHeight(90);
    copy_ = new QPushButton;
    connect(copy_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(addresses_->toPlainText()); });
    row->addWidget(addresses_);
    row->addWidget(copy_, 0, Qt::AlignTop);
    l->addLayout(row);
    // Above the problem line and the buttons of the New game dialog.
    auto* main = static_cast<QVBoxLayout*>(layout());
    main->insertWidget(main->count() - 2, box);

    QSettings s;
    port_->setValue(s.value(QStringLiteral("host/port"), kDefaultPort).toInt());
    connect(port_, &QSpinBox::valueChanged, this, &HostDialog::refreshAddresses);
    retranslateHost();
    // Its whole height where the screen has room (a new window otherwise takes at most two
    // thirds of the screen's, and the network rows are squeezed).
    resize(sizeHint());
}

int HostDialog::port() const { return port_->value(); }
QString HostDialog::password() const { return password_->text(); }
int HostDialog::turnTimeSeconds() const { return turnTime_->currentData().toInt(); }
QString HostDialog::tlsCertificate() const { return tlsCert_->text().trimmed(); }
QString HostDialog::tlsKey() const { return tlsKey_->text().trimmed(); }

// A file's path, typed or chosen, remembered for the next time.
QWidget* HostDialog::fileRow(QLineEdit* edit, QPushButton* button, const QString& settingsKey, bool key)
{
    auto* row = new QWidget;
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(edit, 1);
    h->addWidget(button);
    edit->setText(QSettings().value(settingsKey).toString());
    connect(edit, &QLineEdit::textChanged, this, &HostDialog::refreshAddresses);
    connect(button, &QPushButton::clicked, this, [this, edit, key] {
        const QString path = QFileDialog::getOpenFileName(this, key ? tr("TLS key") : tr("TLS certificate"), edit->text(),
                                                          tr("PEM files (*.pem *.crt *.cer *.key)"));
        if (!path.isEmpty()) edit->setText(path);
    });
    return row;
}

void HostDialog::changeEvent(QEvent* e)
{
    NewGameDialog::changeEvent(e);
    if (e->type() == QEvent::LanguageChange && port_) retranslateHost();
}

void HostDialog::showEvent(QShowEvent* e)
{
    // Its whole height, within the screen (a window starts at two thirds of the screen at most,
    // which squeezes the network rows).
    if (screen()) resize(sizeHint().boundedTo(screen()->availableGeometry().size()));
    NewGameDialog::showEvent(e);
}

void HostDialog::retranslateHost()
{
    setWindowTitle(tr("Host a network game"));
    savedButton_->setText(tr("&Continue a saved game..."));
    networkLabel_->setText(tr("<b>Network</b>"));
    portLabel_->setText(tr("P&ort:"));
    passwordLabel_->setText(tr("Pass&word:"));
    password_->setPlaceholderText(tr("none"));
    turnTimeLabel_->setText(tr("Time per t&urn:"));
    turnTime_->setItemText(0, tr("Off (friends)"));
    turnTime_->setItemText(1, tr("30 seconds"));
    turnTime_->setItemText(2, tr("1 minute"));
    turnTime_->setItemText(3, tr("2 minutes"));
    turnTime_->setItemText(4, tr("5 minutes"));
    turnTime_->setToolTip(tr("A player who has not played in time has that turn played by an easy computer; after three "
                             "such turns in a row, the computer keeps the seat. Suggested for players you do not know."));
    tlsCertLabel_->setText(tr("TLS certificate:"));
    tlsCert_->setPlaceholderText(tr("none: the connections are not encrypted (ws://)"));
    tlsKeyLabel_->setText(tr("TLS key:"));
    tlsKey_->setPlaceholderText(tr("the certificate's private key (PEM)"));
    tlsCertButton_->setText(tr("Choose..."));
    tlsKeyButton_->setText(tr("Choose..."));
    copy_->setText(tr("&Copy"));
    // The fields beside a button: named from their labels (a label names only a field beside it).
    tlsCert_->setAccessibleName(tlsCertLabel_->text());
    tlsKey_->setAccessibleName(tlsKeyLabel_->text());
    addresses_->setAccessibleName(tr("Addresses to give the other players"));
    savedLabel_->setText(savedGame_.isEmpty()
                             ? QString()
                             : tr("Continuing %1: the players who join with their old names take their seats back.")
                                   .arg(QFileInfo(savedGame_).fileName()));
    refreshAddresses();
}

void HostDialog::refreshAddresses()
{
    addressesLabel_->setText(tr("The others join at one of these addresses (your firewall must let port %1 in):").arg(port()));
    const bool secure = !tlsCertificate().isEmpty() && !tlsKey().isEmpty();
    addresses_->setPlainText(hostAddresses(static_cast<quint16>(port()), secure).join(QLatin1Char('\n')));
}

void HostDialog::chooseSavedGame()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Continue a saved game"), QString(), tr("Game records (*.yaml *.yml)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadSavedGame(path, &error)) savedLabel_->setText(error);
}

bool HostDialog::loadSavedGame(const QString& path, QString* error)
{
    std::vector<RecordError> errors;
    const auto rec = loadRecord(QFile::encodeName(path).toStdString(), errors);
    if (!rec) {
        *error = errors.empty() ? path : Texts::recordError(errors.front());
        return false;
    }
    const int n = static_cast<int>(rec->players.size());
    playerCountBox()->setValue(n);
    teamsBox()->setChecked(rec->rules.teams);
    for (int v = 0; v < kVariants; ++v) variantBox(v)->setChecked(rec->rules.has(static_cast<Variant>(v)));
    bool mine = false;
    for (int i = 0; i < n; ++i) {
        colorBox(i)->setCurrentIndex(static_cast<int>(rec->players[static_cast<std::size_t>(i)]));
        const std::size_t s = static_cast<std::size_t>(i);
        const int who = s < rec->seats.size() ? rec->seats[s] : kPersonSeat;
        // A computer keeps its level (the random player is not offered: the easy one plays
        // instead); the first person plays here, the others come back over the network.
        int type = kRemoteSeat;
        if (who >= 0) {
            type = std::max(who, static_cast<int>(AiLevel::Easy));
        } else if (!mine) {
            type = kPersonSeat;
            mine = true;
        }
        seatTypeBox(i)->setCurrentIndex(std::max(0, seatTypeBox(i)->findData(type)));
        nameEdit(i)->setText(s < rec->names.size() ? QString::fromStdString(rec->names[s]) : QString());
    }
    setTileset(rec->tileset, rec->tilesetRef.empty() ? tr("the saved game's own") : QString::fromStdString(rec->tilesetRef));
    // The saved game decides these.
    playerCountBox()->setEnabled(false);
    teamsBox()->setEnabled(false);
    seedEdit()->setEnabled(false);
    tilesetBox()->setEnabled(false);
    for (int v = 0; v < kVariants; ++v) variantBox(v)->setEnabled(false);
    for (int i = 0; i < 5; ++i) colorBox(i)->setEnabled(false);
    savedGame_ = path;
    retranslateHost();
    return true;
}

void HostDialog::accept()
{
    if (tlsCertificate().isEmpty() != tlsKey().isEmpty()) {
        problemLabel()->setText(tr("Give both the TLS certificate and its key, or neither."));
        return;
    }
    QSettings s;
    s.setValue(QStringLiteral("host/port"), port());
    s.setValue(QStringLiteral("host/tlsCertificate"), tlsCertificate());
    s.setValue(QStringLiteral("host/tlsKey"), tlsKey());
    NewGameDialog::accept();
}

// --- JoinDialog ------------------------------------------------------------------------------

namespace {
const QString kRecentKey = QStringLiteral("join/recent");
constexpr int kRecentServers = 8;

// An address typed whole: ws://HOST:PORT/ (copied from the host's list) or wss://HOST[:PORT]/.
bool isWebSocketUrl(const QString& text)
{
    return text.startsWith(QLatin1String("ws://"), Qt::CaseInsensitive) || text.startsWith(QLatin1String("wss://"), Qt::CaseInsensitive);
}
}  // namespace

JoinDialog::JoinDialog(QWidget* parent) : QDialog(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    address_ = new QComboBox;
    address_->setObjectName(QStringLiteral("joinAddress"));
    address_->setEditable(true);
    address_->setMinimumContentsLength(28);
    addressLabel_ = new QLabel;
    addressLabel_->setBuddy(address_);
    form->addRow(addressLabel_, address_);
    port_ = new QSpinBox;
    port_->setObjectName(QStringLiteral("joinPort"));
    port_->setRange(1, 65535);
    portLabel_ = new QLabel;
    portLabel_->setBuddy(port_);
    form->addRow(portLabel_, port_);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("joinName"));
    name_->setMaxLength(net::kMaxNameLength);
    nameLabel_ = new QLabel;
    nameLabel_->setBuddy(name_);
    form->addRow(nameLabel_, name_);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("joinPassword"));
    password_->setMaxLength(net::kMaxPasswordLength);
    passwordLabel_ = new QLabel;
    passwordLabel_->setBuddy(password_);
    form->addRow(passwordLabel_, password_);
    layout->addLayout(form);
    problem_ = new QLabel;
    problem_->setStyleSheet(QStringLiteral("color: #c62828"));
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &JoinDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &JoinDialog::reject);
    layout->addWidget(buttons);

    // The recent servers, newest first, as "host:port" (choosing one sets the port too) or as a
    // whole address (its port box is off: the address has its port, or its scheme's).
    QSettings s;
    port_->setValue(kDefaultPort);
    for (const QString& server : s.value(kRecentKey).toStringList()) {
        const int colon = server.lastIndexOf(QLatin1Char(':'));
        if (isWebSocketUrl(server)) address_->addItem(server, 0);
        else if (colon > 0) address_->addItem(server, server.mid(colon + 1).toInt());
    }
    connect(address_, &QComboBox::activated, this, [this](int index) {
        const int port = address_->itemData(index).toInt();
        if (port <= 0) return;
        port_->setValue(port);
        address_->setEditText(address_->itemText(index).left(address_->itemText(index).lastIndexOf(QLatin1Char(':'))));
    });
    connect(address_, &QComboBox::editTextChanged, this,
            [this](const QString& text) { port_->setEnabled(!isWebSocketUrl(text.trimmed())); });
    if (address_->count() > 0) emit address_->activated(0);
    port_->setEnabled(!isWebSocketUrl(address_->currentText().trimmed()));
    name_->setText(s.value(QStringLiteral("join/name")).toString());
    retranslate();
}

QString JoinDialog::address() const
{
    QString text = address_->currentText().trimmed();
    if (isWebSocketUrl(text)) {
        const QUrl url(text);
        return url.host().contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(url.host()) : url.host();
    }
    return text;
}

int JoinDialog::port() const
{
    const QString text = address_->currentText().trimmed();
    if (!isWebSocketUrl(text)) return port_->value();
    const QUrl url(text);
    return url.port(url.scheme().compare(QLatin1String("wss"), Qt::CaseInsensitive) == 0 ? 443 : 80);
}

QUrl JoinDialog::url() const
{
    const QString text = address_->currentText().trimmed();
    if (!isWebSocketUrl(text)) return QUrl(QStringLiteral("ws://%1:%2/").arg(address()).arg(port()));
    QUrl url(text);
    url.setScheme(url.scheme().toLower());
    url.setPort(port());
    if (url.path().isEmpty()) url.setPath(QStringLiteral("/"));
    return url;
}

QString JoinDialog::name() const { return name_->text().trimmed(); }
QString JoinDialog::password() const { return password_->text(); }

void JoinDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(e);
}

void JoinDialog::retranslate()
{
    setWindowTitle(tr("Join a network game"));
    addressLabel_->setText(tr("&Address of the host:"));
    address_->lineEdit()->setPlaceholderText(tr("e.g. 192.168.1.20 or wss://games.example.org:7777"));
    address_->lineEdit()->setAccessibleName(QString(addressLabel_->text()).remove(QLatin1Char('&')));
    portLabel_->setText(tr("P&ort:"));
    nameLabel_->setText(tr("Your &name:"));
    passwordLabel_->setText(tr("Pass&word:"));
    password_->setPlaceholderText(tr("if the host set one"));
}

void JoinDialog::accept()
{
    if (address().isEmpty() || !url().isValid() || url().host().isEmpty()) {
        problem_->setText(tr("Type the address the host gave you, e.g. 192.168.1.20 or wss://games.example.org:7777."));
        return;
    }
    if (!net::printableText(name())) {
        problem_->setText(tr("The name may not hold control characters."));
        return;
    }
    QSettings s;
    QStringList recent = s.value(kRecentKey).toStringList();
    // A wss:// server, or a table of a server, is remembered as its whole address.
    QUrl whole = url();
    if (whole.path() == QLatin1String("/")) whole.setPath(QString());
    const QString server = whole.scheme() == QLatin1String("wss") || !whole.path().isEmpty()
                               ? whole.toString()
                               : QStringLiteral("%1:%2").arg(address()).arg(port());
    recent.removeAll(server);
    recent.prepend(server);
    while (recent.size() > kRecentServers) recent.removeLast();
    s.setValue(kRecentKey, recent);
    s.setValue(QStringLiteral("join/name"), name());
    QDialog::accept();
}

}  // namespace swc::ui
