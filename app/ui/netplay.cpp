#include "netplay.h"
#include "localperson.h"
#include "recordmoves.h"

#include "autosave.h"
#include "boardview.h"
#include "certtrust.h"
#include "chatdock.h"
#include "gamesession.h"
#include "gametext.h"
#include "lobby.h"
#include "netdialogs.h"
#include "netplayhost.h"
#include "onlinedialog.h"
#include "remoteplayer.h"
#include "seats.h"
#include "texts.h"
#include "tls.h"
#include "turnclock.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>

namespace swc::ui {

using net::ClientState;
using net::GameClient;

namespace {
// The hosted server as this computer reaches it: ws://127.0.0.1:PORT/ (wss:// with a certificate).
QUrl loopbackUrl(const net::GameServer& server)
{
    return QUrl(QStringLiteral("%1://127.0.0.1:%2/").arg(QLatin1String(server.isSecure() ? "wss" : "ws")).arg(server.port()));
}

// What is wrong with the server's record, in the interface's language; where in its text is of
// no use to the player.
QString recordProblem(RecordError e)
{
    e.pos = {};
    return Texts::recordError(e);
}
}  // namespace

NetPlay::NetPlay(NetPlayHost* host)
    : QObject(host->hostWindow()), host_(host), window_(host->hostWindow()), session_(host->session()), seats_(host->seats())
{
    hostAct_ = new QAction(this);
    hostAct_->setObjectName(QStringLiteral("hostNetworkGame"));
    hostAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(hostAct_, &QAction::triggered, this, &NetPlay::hostFromDialog);
    joinAct_ = new QAction(this);
    joinAct_->setObjectName(QStringLiteral("joinNetworkGame"));
    joinAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
    connect(joinAct_, &QAction::triggered, this, &NetPlay::joinFromDialog);
    onlineAct_ = new QAction(this);
    onlineAct_->setObjectName(QStringLiteral("playOnline"));
    onlineAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(onlineAct_, &QAction::triggered, this, &NetPlay::playOnline);

    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("networkNotice"));
    notice_->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    window_->statusBar()->addPermanentWidget(notice_);
    notice_->hide();
    // A timed game: the seconds left to whoever must act.
    auto* clock = new TurnClock(true);
    clock->setSession(session_);
    window_->statusBar()->addPermanentWidget(clock);

    menu_ = new QMenu(window_);
    menu_->setObjectName(QStringLiteral("networkMenu"));
    lobbyAct_ = menu_->addAction(QString(), this, [this] {
        if (!lobby_) return;
        lobby_->show();
        lobby_->raise();
    });
    backMenu_ = menu_->addMenu(QString());
    backMenu_->setObjectName(QStringLiteral("letBackInMenu"));
    giveMenu_ = menu_->addMenu(QString());
    giveMenu_->setObjectName(QStringLiteral("giveSeatMenu"));
    menu_->addSeparator();
    leaveAct_ = menu_->addAction(QString(), this, &NetPlay::leaveAsked);
    leaveAct_->setObjectName(QStringLiteral("leaveNetworkGame"));
    leaveAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    QMenuBar* bar = window_->menuBar();
    menuAct_ = bar->actions().isEmpty() ? bar->addMenu(menu_) : bar->insertMenu(bar->actions().last(), menu_);
    showMenu(false);
    // The host's actions on a seat, by a right click on the Players panel too.
    QTableWidget* players = host_->playersTable();
    players->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(players, &QWidget::customContextMenuRequested, this, &NetPlay::showSeatMenu);

    // The person's decisions, handed on by the session, go to the server.
    connect(session_, &GameSession::remoteMove, this, [this](const RecordTurn& turn) {
        sendDecision([turn](GameClient* c) { c->move(turn); });
    });
    connect(session_, &GameSession::remoteDraw, this, [this] { sendDecision([](GameClient* c) { c->draw(); }); });
    connect(session_, &GameSession::remoteReplace, this, [this](const RecordReplacement& r) {
        sendDecision([r](GameClient* c) { c->replace(r); });
    });
    // Another game started in this window (New game, Open): this one is left.
    connect(session_, &GameSession::started, this, [this] {
        if (!ownStart_ && isActive()) end(keepOnEnd_);
    });
    retranslate();
}

// The window's widgets may be gone already: only the network ends here. Its files stay unless
// the person discarded them (as after a crash: the next start offers them).
NetPlay::~NetPlay()
{
    stopNetwork(keepOnEnd_);
    releaseFiles(keepOnEnd_);
}

QList<QAction*> NetPlay::actions() const { return {hostAct_, joinAct_, onlineAct_}; }

void NetPlay::retranslate()
{
    hostAct_->setText(tr("&Host a network game..."));
    joinAct_->setText(tr("&Join a network game..."));
    onlineAct_->setText(tr("Play o&nline..."));
    menu_->setTitle(tr("&Network"));
    lobbyAct_->setText(tr("Show the &lobby"));
    if (chatDock_) chatDock_->toggleViewAction()->setText(tr("&Chat"));
    giveMenu_->setTitle(tr("&Give a seat to a computer"));
    backMenu_->setTitle(tr("Let a player &back in"));
    leaveAct_->setText(tr("L&eave the network game"));
    refreshMenu();
}

quint16 NetPlay::port() const { return server_ ? server_->port() : 0; }

QStringList NetPlay::addresses() const
{
    if (!server_) return {};
    // Listening on this computer's loopback only: nobody else can join.
    if (loopbackOnly_) return {loopbackUrl(*server_).toString()};
    return hostAddresses(port(), server_->isSecure());
}

QSet<int> NetPlay::localSeats() const
{
    QSet<int> out;
    for (const GameClient* c : clients_)
        if (c->state().seat() >= 0 && !reassigned_.contains(c->state().seat())) out.insert(c->state().seat());
    return out;
}

// --- Hosting and joining ---------------------------------------------------------------------

void NetPlay::hostFromDialog()
{
    if (!host_->maybeSaveGame()) return;
    // A game hosted here before and left unfinished comes first.
    if (const auto offer = askNetworkOffers(window_, false, true)) {
        QString error;
        if (!take(*offer, &error)) QMessageBox::warning(window_, tr("Cannot host the game"), error);
        return;
    }
    HostDialog d(window_);
    if (d.exec() != QDialog::Accepted) return;
    HostSettings s;
    s.setup = d.record();
    s.names = d.names();
    s.seats = d.seatLevels();
    s.port = static_cast<quint16>(d.port());
    s.password = d.password();
    s.savedGame = d.savedGame();
    s.turnTimeMs = d.turnTimeSeconds() * 1000;
    s.tlsCertificate = d.tlsCertificate();
    s.tlsKey = d.tlsKey();
    QString error;
    if (!host(s, &error)) QMessageBox::warning(window_, tr("Cannot host the game"), error);
}

void NetPlay::joinFromDialog()
{
    if (!host_->maybeSaveGame()) return;
    // A seat this program left in a game comes first.
    if (const auto offer = askNetworkOffers(window_, true, false)) {
        QString error;
        if (!take(*offer, &error)) QMessageBox::warning(window_, tr("Cannot rejoin the game"), error);
        return;
    }
    JoinDialog d(window_);
    if (d.exec() != QDialog::Accepted) return;
    joinUrl(d.url(), d.name(), d.password());
}

namespace {

// The server's game: a new one from the set-up, a saved game continued (its copy at the record's
// path), or a game hosted here before (its record and the file beside it, where they are).
std::unique_ptr<net::GameRoom> createRoom(const NetPlay::HostSettings& s, const net::RoomOptions& options, QString* why)
{
    if (!s.kept.isEmpty()) return net::GameRoom::resume(options, why);
    if (!s.savedGame.isEmpty()) {
        QFile::remove(options.recordPath);
        if (!QFile::copy(s.savedGame, options.recordPath)) {
            *why = NetPlay::tr("Cannot copy %1 to %2.").arg(s.savedGame, options.recordPath);
            return nullptr;
        }
        return net::GameRoom::resume(options, why);
    }
    const int n = static_cast<int>(s.setup.players.size());
    GameRecord setup = s.setup;
    setup.turns.clear();
    setup.names.assign(static_cast<std::size_t>(n), std::string());
    setup.seats.assign(static_cast<std::size_t>(n), kRemoteSeat);
    for (int i = 0; i < n; ++i) {
        const int who = i < static_cast<int>(s.seats.size()) ? s.seats[static_cast<std::size_t>(i)] : kPersonSeat;
        if (who >= 0) setup.seats[static_cast<std::size_t>(i)] = who;
        if (who != kRemoteSeat && i < s.names.size()) setup.names[static_cast<std::size_t>(i)] = s.names[i].toStdString();
    }
    return net::GameRoom::create(std::move(setup), true, options, why);
}

}  // namespace

bool NetPlay::host(const HostSettings& s, QString* error)
{
    end(keepOnEnd_);
    QSslConfiguration tls;  // with a certificate: wss://, and this program's clients trust it
    if (!loadTls(s, &tls, error)) return false;
    net::RoomOptions options;
    options.password = s.password;
    options.hostStarts = true;
    options.turnTimeMs = s.turnTimeMs;
    // The server writes the record after every change; Save writes a copy where the host likes.
    options.recordPath = s.kept.isEmpty() ? HostedGame::newRecordPath() : s.kept;
    // Held while the game is hosted here: another program does not offer it meanwhile.
    auto lock = ownerLock(options.recordPath);
    if (!lock->tryLock(0)) {
        *error = tr("This game is hosted by another window or program already.");
        return false;
    }
    QString why;
    std::unique_ptr<net::GameRoom> room = createRoom(s, options, &why);
    if (!room) {
        *error = tr("The game cannot be hosted: %1").arg(why);
        if (s.kept.isEmpty()) HostedGame::remove(options.recordPath);
        return false;
    }
    hostedFile_ = options.recordPath;
    lock_ = std::move(lock);
    loopbackOnly_ = s.loopbackOnly;
    server_ = std::make_unique<net::GameServer>();
    server_->setTls(tls);
    room_ = server_->addRoom(QStringLiteral("/"), std::move(room));
    watchSaves();
    if (!server_->listen(s.loopbackOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any), s.port, &why)) {
        *error = tr("Cannot receive players on port %1: %2").arg(s.port).arg(why);
        // A game hosted before stays for another try.
        end(!s.kept.isEmpty());
        return false;
    }
    // A continued game: the seats as the host chose them now.
    const int seatsInGame = static_cast<int>(room_->record().players.size());
    if (!s.savedGame.isEmpty()) {
        for (int i = 0; i < seatsInGame && i < static_cast<int>(s.seats.size()); ++i) {
            const int who = s.seats[static_cast<std::size_t>(i)] >= 0 ? s.seats[static_cast<std::size_t>(i)] : kRemoteSeat;
            if (room_->seatPlayer(i) != who) room_->assignSeat(i, who, &why);
        }
    }
    reserveLocalSeats(s, !s.kept.isEmpty());
    keepHosting(s);
    showLobby();
    return true;
}

// The host's own seats, each played by a client of its own with a reserved token. A game hosted
// here before: their old tokens were not kept, so the seats are freed first.
void NetPlay::reserveLocalSeats(const HostSettings& s, bool takeBack)
{
    const QUrl url = loopbackUrl(*server_);
    const QByteArray own = net::fingerprint(server_->certificate());
    const int seatsInGame = static_cast<int>(room_->record().players.size());
    QString why;
    for (int i = 0; i < seatsInGame && i < static_cast<int>(s.seats.size()); ++i) {
        if (s.seats[static_cast<std::size_t>(i)] != kPersonSeat) continue;
        if (takeBack && room_->seatPlayer(i) == kRemoteSeat) room_->assignSeat(i, kRemoteSeat, &why);
        GameClient::Options o;
        o.trustedFingerprint = own;
        o.name = i < s.names.size() ? s.names[i] : QString();
        o.token = room_->reserveSeat(i, o.name);
        o.password = s.password;
        if (!o.token.isEmpty()) addClient(url, o);
    }
    if (clients_.empty()) {
        // Nobody plays here: the host watches.
        GameClient::Options o;
        o.trustedFingerprint = own;
        o.spectate = true;
        o.password = s.password;
        addClient(url, o);
    }
}

// How the game is hosted, beside its record: after a crash, or when the host keeps the game,
// the next start offers to host it again as it was.
void NetPlay::keepHosting(const HostSettings& s)
{
    HostedGame h;
    h.record = hostedFile_;
    h.port = port();
    h.password = s.password;
    h.loopbackOnly = s.loopbackOnly;
    h.turnTimeMs = s.turnTimeMs;
    h.tlsCertificate = s.tlsCertificate;
    h.tlsKey = s.tlsKey;
    const int seatsInGame = static_cast<int>(room_->record().players.size());
    for (int i = 0; i < seatsInGame && i < static_cast<int>(s.seats.size()); ++i) {
        if (s.seats[static_cast<std::size_t>(i)] != kPersonSeat) continue;
        h.here.push_back(i);
        h.names << (i < s.names.size() ? s.names[i] : QString());
    }
    QString error;
    if (!h.write(&error))
        window_->statusBar()->showMessage(tr("This game cannot be offered again if the program stops: %1").arg(error), 10000);
}

bool NetPlay::loadTls(const HostSettings& s, QSslConfiguration* tls, QString* error) const
{
    QString why;
    if (s.tlsCertificate.isEmpty() || net::loadServerTls(s.tlsCertificate, s.tlsKey, tls, &why)) return true;
    *error = tr("The certificate cannot be used: %1").arg(why);
    return false;
}

void NetPlay::join(const QString& address, int port, const QString& name, const QString& password)
{
    joinUrl(QUrl(QStringLiteral("ws://%1:%2/").arg(address).arg(port)), name, password);
}

void NetPlay::joinUrl(const QUrl& url, const QString& name, const QString& password, const SeatTicket* ticket,
                      const QString& hostToken, bool watch)
{
    end(keepOnEnd_);
    url_ = url;
    joinName_ = name;
    password_ = password;
    tableHostToken_ = hostToken;
    GameClient::Options o;
    o.name = name;
    o.password = password;
    o.hostToken = hostToken;
    o.spectate = watch;
    if (url.scheme() == QLatin1String("wss")) o.trustedFingerprint = CertificateTrust::fingerprint(url);
    if (ticket) {
        // The seat kept from last time, held while this program plays it.
        auto lock = ownerLock(ticket->path());
        if (lock->tryLock(0)) {
            lock_ = std::move(lock);
            ticketPath_ = ticket->path();
            ticketToken_ = ticket->token;
            keptGame_ = ticket->game;
            o.token = ticket->token;
            rejoining_ = true;
        }
    }
    addClient(url, o);
    // The player decides about a certificate no authority vouches for, once this client has failed.
    connect(clients_.back(), &GameClient::certificateRefused, this,
            [this, url, name, password, hostToken, watch, kept = ticket ? std::optional<SeatTicket>(*ticket) : std::nullopt](
                const QSslCertificate& c) {
                refusal_ = tr("Not joined: the certificate of %1 was not accepted.").arg(CertificateTrust::serverKey(url));
                QTimer::singleShot(0, this, [this, url, name, password, hostToken, watch, kept, c] {
                    if (CertificateTrust::decide(window_, url, c))
                        joinUrl(url, name, password, kept ? &*kept : nullptr, hostToken, watch);
                });
            });
    showLobby();
}

bool NetPlay::take(const NetworkOffer& offer, QString* error)
{
    if (offer.kind == NetworkOffer::Kind::Host) {
        const auto h = HostedGame::read(offer.path, error);
        if (!h) return false;
        HostSettings s;
        s.kept = h->record;
        s.port = h->port;
        s.password = h->password;
        s.loopbackOnly = h->loopbackOnly;
        s.turnTimeMs = h->turnTimeMs;
        s.tlsCertificate = h->tlsCertificate;
        s.tlsKey = h->tlsKey;
        s.seats.assign(kMaxPlayers, kRemoteSeat);
        for (int i = 0; i < kMaxPlayers; ++i) s.names << QString();
        for (std::size_t i = 0; i < h->here.size(); ++i) {
            s.seats[static_cast<std::size_t>(h->here[i])] = kPersonSeat;
            s.names[h->here[i]] = h->names.value(static_cast<qsizetype>(i));
        }
        return host(s, error);
    }
    const auto t = SeatTicket::read(offer.path, error);
    if (!t) return false;
    joinUrl(QUrl(t->url), t->name, t->password, &*t, t->hostToken);
    return true;
}

void NetPlay::addClient(const QUrl& url, const GameClient::Options& options)
{
    auto* c = new GameClient(this);
    connect(c, &GameClient::refused, this, &NetPlay::onRefused);
    connect(c, &GameClient::failed, this, &NetPlay::onFailed);
    if (clients_.empty()) {
        connect(c, &GameClient::changed, this, &NetPlay::onChanged);
        connect(c, &GameClient::connectionChanged, this, &NetPlay::onConnection);
        connect(c, &GameClient::chatReceived, this, &NetPlay::onChat);
        // Until the game starts, nobody acts on whatever the window showed before.
        std::vector<SeatController*> none;
        for (int seat = 0; seat < kMaxPlayers; ++seat) none.push_back(new RemotePlayer);
        seats_->setControllers(none);
    }
    clients_.push_back(c);
    c->start(url, options);
    showMenu(true);
}

// The Network menu and the Chat panel exist in the window only during a network game: hidden,
// they would still be in a screen reader's tree (its bridge lists hidden children too).
void NetPlay::showMenu(bool shown)
{
    QMenuBar* bar = window_->menuBar();
    menuAct_->setVisible(shown);
    if (bar->actions().contains(menuAct_) == shown) return;
    if (!shown) bar->removeAction(menuAct_);
    else bar->insertAction(bar->actions().value(bar->actions().size() - 1), menuAct_);  // before Help
}

void NetPlay::openChat()
{
    if (chatDock_) return;
    chatDock_ = new ChatDock(host_->playPage());
    host_->playPage()->addDockWidget(Qt::RightDockWidgetArea, chatDock_);
    connect(chatDock_->chat(), &ChatView::sendRequested, this, &NetPlay::sendChat);
    QAction* shown = chatDock_->toggleViewAction();
    shown->setText(tr("&Chat"));
    menu_->insertAction(backMenu_->menuAction(), shown);
}

void NetPlay::closeChat()
{
    if (!chatDock_) return;
    host_->playPage()->removeDockWidget(chatDock_);
    delete chatDock_;  // its action leaves the menu with it
    chatDock_ = nullptr;
}

void NetPlay::stopNetwork(bool kept)
{
    for (GameClient* c : clients_) {
        c->disconnect(this);
        c->stop();
        c->deleteLater();
    }
    clients_.clear();
    if (server_) {
        server_->stop(kept);
        if (room_) room_->flushSaves();
        server_.reset();
        room_ = nullptr;
    }
}

void NetPlay::releaseFiles(bool keep)
{
    if (!keep) {
        // The server's last writes first: none may bring the record back once it is removed.
        if (room_) room_->flushSaves();
        if (!hostedFile_.isEmpty()) HostedGame::remove(hostedFile_);
        if (!ticketPath_.isEmpty()) QFile::remove(ticketPath_);
    }
    hostedFile_.clear();
    ticketPath_.clear();
    ticketToken_.clear();
    lock_.reset();
}

void NetPlay::leave() { end(false); }

void NetPlay::end(bool keep)
{
    stopNetwork(keep && !finished_);
    releaseFiles(keep && !finished_);
    keepOnEnd_ = true;
    inGame_ = false;
    finished_ = false;
    failed_ = false;
    stopped_ = false;
    rejoining_ = false;
    lost_ = false;
    keptGame_.clear();
    formerGame_.clear();
    refusal_.clear();
    reassigned_.clear();
    chat_.clear();
    tableHostToken_.clear();
    if (lobby_) {
        lobby_->disconnect(this);
        lobby_->hide();
        lobby_->deleteLater();
        lobby_ = nullptr;
    }
    closeChat();
    notice_->hide();
    showMenu(false);
    refreshMenu();
}

bool NetPlay::gameBegun() const
{
    if (room_) return room_->isStarted() || !room_->record().turns.empty();
    const GameClient* c = primary();
    return c && (c->state().started() || c->state().entries() > 0);
}

bool NetPlay::maybeEnd()
{
    if (!isActive() || finished_ || failed_) return true;
    if (!gameBegun()) {
        keepOnEnd_ = false;  // a lobby: nothing to come back to
        return true;
    }
    if (isHost()) {
        QMessageBox box(QMessageBox::Question, tr("Keep the network game?"), tr("Keep this network game to continue it later?"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setInformativeText(tr("The game stops for everyone now. Kept, it is offered again at the next start and by "
                                  "Game > Host a network game: the players take their seats back when they rejoin."));
        box.button(QMessageBox::Save)->setText(tr("&Keep"));
        box.setDefaultButton(QMessageBox::Save);
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel) return false;
        keepOnEnd_ = answer == QMessageBox::Save;
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Leave the network game?"), tr("Leave the network game?"),
                    QMessageBox::Yes | QMessageBox::Cancel, window_);
    box.setInformativeText(tr("Your seat is kept: you can rejoin the game later (at the next start, or by Game > Join a "
                              "network game), unless the host gives your seat to a computer."));
    box.button(QMessageBox::Yes)->setText(tr("&Leave"));
    if (box.exec() != QMessageBox::Yes) return false;
    keepOnEnd_ = true;
    return true;
}

// Leaving on purpose: a game that has begun is asked about first.
void NetPlay::leaveAsked()
{
    if (!isActive()) return;
    if (finished_ || failed_ || !gameBegun()) {
        leave();
        return;
    }
    bool ended = false;
    if (isHost()) {
        ended = maybeEnd();
        if (ended) end(keepOnEnd_);
    } else {
        const auto answer = QMessageBox::question(
            window_, tr("Give up your seat?"),
            tr("Give up your seat in the network game? The host can then give it to a computer; to come back, ask the "
               "host to let you back in."),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        ended = answer == QMessageBox::Yes;
        if (ended) leave();
    }
    // The lobby closed by its Leave button comes back when the person changes their mind.
    if (!ended && lobby_ && !inGame_) lobby_->show();
}

// A joining program's seat, kept on disk once the server gave its token, so that the program
// (or the next one, after a crash) can take it back.
void NetPlay::keepTicket()
{
    const GameClient* c = primary();
    if (isHost() || !c || finished_) return;
    const ClientState& st = c->state();
    if (st.seat() < 0 || st.token().isEmpty() || reassigned_.contains(st.seat()) || st.token() == ticketToken_) return;
    SeatTicket t;
    t.url = url_.toString();
    t.game = st.gameId();
    t.seat = st.seat();
    t.color = seatInfo(st.seat()).value(QLatin1String("color")).toString();
    if (t.color.isEmpty()) return;  // the seats come with the state, right after the welcome
    t.name = st.name().isEmpty() ? joinName_ : st.name();
    t.password = password_;
    t.token = st.token();
    t.hostToken = tableHostToken_;
    t.saved = QDateTime::currentDateTime();
    if (t.path() != ticketPath_) {
        // A new seat (the first welcome, or a seat taken by name after the kept token was refused).
        releaseFiles(false);
        auto lock = ownerLock(t.path());
        if (QDir().mkpath(SeatTicket::directory()) && lock->tryLock(0)) lock_ = std::move(lock);
        ticketPath_ = t.path();
    }
    QString error;
    if (!t.write(&error)) {
        window_->statusBar()->showMessage(tr("Your seat cannot be kept for a rejoin after a crash: %1").arg(error), 10000);
        return;
    }
    ticketToken_ = t.token;
}

void NetPlay::showLobby()
{
    lobby_ = new Lobby(window_);
    lobby_->setAttribute(Qt::WA_DeleteOnClose, false);
    connect(lobby_, &Lobby::startRequested, this, [this](int fill) {
        if (hosts() && primary()) primary()->startGame(hostToken(), fill);
    });
    connect(lobby_, &QDialog::rejected, this, [this] {
        if (!inGame_) leaveAsked();
    });
    connect(lobby_, &Lobby::letBackInRequested, this, &NetPlay::letBackIn);
    connect(lobby_, &Lobby::giveToComputerRequested, this,
            [this](int seat) { giveSeatToComputer(seat, static_cast<int>(AiLevel::Medium)); });
    connect(lobby_->chat(), &ChatView::sendRequested, this, &NetPlay::sendChat);
    lobby_->update(primary()->state(), localSeats(), hosts(), addresses());
    lobby_->show();
}

// --- What the server says ----------------------------------------------------------------------

void NetPlay::onChanged(ClientState::Event event)
{
    GameClient* c = primary();
    if (!c) return;
    const ClientState& st = c->state();
    if (event == ClientState::Event::GameOver) {
        syncSeats();
        finish();
        return;
    }
    if (event == ClientState::Event::Stopped) {
        hostStopped();
        return;
    }
    if (event == ClientState::Event::Timeout) onTimeout();
    keepTicket();
    tellIfAnotherGame(st.gameId());
    // A new state (after a reconnection): a decision handed on may not have reached the server.
    if (event == ClientState::Event::State) session_->remoteRefused();
    if (!st.started()) {
        syncSeats();
        return;
    }
    if (!inGame_) {
        inGame_ = true;
        std::vector<SeatController*> controllers;
        const QSet<int> mine = localSeats();
        for (int seat = 0; seat < kMaxPlayers; ++seat)
            controllers.push_back(mine.contains(seat) ? static_cast<SeatController*>(new LocalPerson) : new RemotePlayer);
        seats_->setControllers(controllers);
        // The keys play at once, as in a local game: the board has the focus, and the window
        // is active if the lobby was.
        const bool lobbyActive = lobby_ && lobby_->isActiveWindow();
        if (lobby_) lobby_->hide();
        const bool newChat = !chatDock_;
        openChat();
        chatDock_->show();
        if (newChat) host_->panelAdded(chatDock_);
        chatDock_->chat()->setLines(chat_);
        if (lobbyActive) window_->activateWindow();
        host_->board()->setFocus();
    }
    syncSession();
    syncSeats();
}

void NetPlay::syncSeats()
{
    GameClient* c = primary();
    if (!c) return;
    const ClientState& st = c->state();
    QStringList names;
    for (const QJsonValue v : st.seats()) {
        const QJsonObject s = v.toObject();
        const int seat = s.value(QLatin1String("seat")).toInt(-1);
        names << s.value(QLatin1String("name")).toString();
        const auto who = parseSeat(s.value(QLatin1String("player")).toString().toStdString());
        if (auto* remote = qobject_cast<RemotePlayer*>(seats_->controller(seat)))
            remote->setState(who ? *who : kRemoteSeat, s.value(QLatin1String("taken")).toBool(),
                             s.value(QLatin1String("connected")).toBool());
    }
    if (session_->isRemote()) session_->setPlayerNames(names);
    if (lobby_) lobby_->update(st, localSeats(), hosts(), addresses());
    refreshMenu();
}

void NetPlay::syncSession()
{
    const ClientState& st = primary()->state();
    const auto step = st.step();
    if (!st.hasGame() || (step != net::Step::Choose && step != net::Step::Place && step != net::Step::Replace)) return;
    GameRecord header = st.header();
    for (const QJsonValue v : st.seats()) {
        const QJsonObject s = v.toObject();
        const auto seat = static_cast<std::size_t>(s.value(QLatin1String("seat")).toInt(-1));
        if (seat < header.names.size()) header.names[seat] = s.value(QLatin1String("name")).toString().toStdString();
    }
    std::vector<GameSession::Entry> history;
    for (const ClientState::Entry& e : st.history()) history.push_back({e.turn, e.report, e.complete});
    std::optional<GameRecord> record;
    if (room_) record = room_->record();
    session_->showRemote({header, st.decisionGame(), history, QStringLiteral("%1/%2").arg(st.decisionKey()).arg(st.seatToAct()),
                          record, st.turnDeadline(), st.timedOut(), !st.stopped().isEmpty()});
}

void NetPlay::finish()
{
    const QJsonObject over = primary()->state().gameOver();
    std::vector<RecordError> errors;
    const auto rec = parseRecord(over.value(QLatin1String("record")).toString().toStdString(), std::string(), std::string(), errors);
    finished_ = true;
    // Nothing to come back to: the seat's token and the server's files go.
    releaseFiles(false);
    notice_->hide();
    if (!rec) {
        notice_->setText(tr("The server's record of the game cannot be read: %1")
                             .arg(errors.empty() ? QString() : recordProblem(errors.front())));
        notice_->show();
        return;
    }
    // The whole game, seed included, replayed here: the final scoring, the file to save.
    std::optional<RecordError> error;
    bool ok = false;
    {
        const QScopedValueRollback<bool> own(ownStart_, true);
        ok = session_->start(*rec, &error);
    }
    if (!ok) {
        notice_->setText(tr("The server's record of the game does not replay: %1")
                             .arg(error ? recordProblem(*error) : QString()));
        notice_->show();
        return;
    }
    refreshMenu();
    emit gameFinished();
}

void NetPlay::onConnection(bool connected)
{
    if (finished_) return;
    if (!connected) {
        lost_ = true;
        // A game the host stopped says so, not that the connection is lost.
        if (!stopped_) notice_->setText(tr("The connection to the game is lost: trying again..."));
        notice_->show();
    } else if (lost_) {
        lost_ = false;
        stopped_ = false;
        notice_->setText(tr("Connected again: the game goes on."));
        QTimer::singleShot(5000, notice_, [this] {
            if (!lost_ && refusal_.isEmpty()) notice_->hide();
        });
    }
    if (lobby_) lobby_->setNotice(lost_ ? notice_->text() : QString());
    refreshMenu();
}

void NetPlay::onRefused(const QString& code, const QString& message)
{
    auto* client = qobject_cast<GameClient*>(sender());
    const auto known = net::parseErrorCode(code);
    if (known == net::ErrorCode::BadToken && rejoining_) {
        // The kept token no longer works (the host freed the seat, or this is another game at the
        // same address): the seat is asked for again by the player's name, and the player told if
        // the game there is not the one they left.
        rejoining_ = false;
        if (client) client->stop();
        releaseFiles(false);
        QTimer::singleShot(0, this, [this, url = url_, name = joinName_, password = password_, game = keptGame_] {
            joinUrl(url, name, password);
            formerGame_ = game;
        });
        return;
    }
    QString text = errorText(known, message);
    if (known == net::ErrorCode::SeatReassigned) {
        const QJsonObject t = client ? client->state().lastTimeout() : QJsonObject();
        if (t.value(QLatin1String("handed_over")).toBool() && t.value(QLatin1String("seat")).toInt(-1) == client->state().seat())
            text = tr("You ran out of time three turns in a row: a computer plays your seat, and you are watching the game.");
        seatReassigned(client);
    }
    session_->remoteRefused();
    showNotice(text);
}

// A seat of this program is a computer's now (or freed): its client watches, and a joining
// program's token for it is dead.
void NetPlay::seatReassigned(GameClient* c)
{
    if (!isHost()) releaseFiles(false);
    if (!c || c->state().seat() < 0) return;
    reassigned_.insert(c->state().seat());
    if (!inGame_) return;
    std::vector<SeatController*> controllers;
    const QSet<int> mine = localSeats();
    for (int seat = 0; seat < kMaxPlayers; ++seat)
        controllers.push_back(mine.contains(seat) ? static_cast<SeatController*>(new LocalPerson) : new RemotePlayer);
    seats_->setControllers(controllers);
    syncSeats();
}

void NetPlay::onFailed(const QString& why)
{
    if (finished_) return;
    failed_ = true;
    // The seat stays on disk, and is offered by Game > Join.
    if (!isHost()) lock_.reset();
    const auto* client = qobject_cast<GameClient*>(sender());
    if (client && client->failure() == GameClient::Failure::Stopped) return;  // hostStopped() said why
    const QString text = failureText(client,
                                     refusal_.isEmpty() ? tr("The network game is over for this program: %1").arg(why) : refusal_);
    notice_->setText(text);
    notice_->show();
    if (lobby_) lobby_->setNotice(text);
}

// The host stopped the game on purpose: nobody plays on here, and every seat shows disconnected.
// Kept by the host, the game goes on when it is hosted again (the client waits for it, the seat
// stays on disk); otherwise it is over for the network and the player may keep it here.
void NetPlay::hostStopped()
{
    const QJsonObject stopped = primary()->state().stopped();
    const bool kept = stopped.value(QLatin1String("kept")).toBool();
    stopped_ = true;
    inGame_ = false;  // the seats' controllers are set again when the game comes back
    std::vector<SeatController*> none;
    for (int seat = 0; seat < kMaxPlayers; ++seat) none.push_back(new RemotePlayer);
    seats_->setControllers(none);
    session_->remoteRefused();
    syncSession();
    syncSeats();
    const QString text = kept ? tr("The host stopped the game and keeps it: it goes on when they host it again.")
                              : tr("The host stopped the game.");
    notice_->setText(text);
    notice_->show();
    if (lobby_) lobby_->setNotice(text);
    if (!kept) {
        releaseFiles(false);  // no seat to come back to
        offerToKeep(stopped.value(QLatin1String("record")).toString());
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Information, tr("The host stopped the game"),
                                tr("The host stopped the network game and keeps it to continue it later."),
                                QMessageBox::Ok, stoppedBoxParent());
    box->setObjectName(QStringLiteral("hostStoppedBox"));
    box->setInformativeText(tr("Your seat is kept: this window takes it back when the host hosts the game "
                               "again, and later Game > Join a network game offers it."));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// Over the lobby while it shows (a game not started yet), else over the window.
QWidget* NetPlay::stoppedBoxParent() const
{
    return lobby_ && lobby_->isVisible() ? static_cast<QWidget*>(lobby_) : window_;
}

void NetPlay::offerToKeep(const QString& record)
{
    std::vector<RecordError> errors;
    auto rec = parseRecord(record.toStdString(), std::string(), std::string(), errors);
    const bool begun = rec && !rec->turns.empty() && !replay(*rec).error;
    auto* box = new QMessageBox(QMessageBox::Information, tr("The host stopped the game"),
                                tr("The host stopped the network game for everyone."), QMessageBox::Ok,
                                stoppedBoxParent());
    box->setObjectName(QStringLiteral("hostStoppedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (begun) {
        // Playing it on here is what keeping it means: the position, and a file once saved.
        box->setIcon(QMessageBox::Question);
        box->setStandardButtons(QMessageBox::Save | QMessageBox::Discard);
        box->button(QMessageBox::Save)->setText(tr("&Keep the game"));
        box->setDefaultButton(QMessageBox::Save);
        box->setInformativeText(tr("Keep the game here to play it on, with computers in the other players' "
                                   "seats, and save it when you like? Otherwise it is not kept anywhere."));
        connect(box, &QMessageBox::finished, this, [this, game = *rec, mine = localSeats()](int answer) {
            if (answer == QMessageBox::Save) keepHere(game, mine);
        });
    }
    box->open();
}

void NetPlay::keepHere(GameRecord record, const QSet<int>& mine)
{
    std::vector<int> levels;
    for (std::size_t i = 0; i < record.players.size(); ++i) {
        const int was = i < record.seats.size() ? record.seats[i] : kRemoteSeat;
        const int computer = was >= 0 ? was : static_cast<int>(AiLevel::Medium);  // the server's level, if any
        levels.push_back(mine.contains(static_cast<int>(i)) ? kPersonSeat : computer);
    }
    end(false);
    // A new game of this window, in no file yet: unsaved, as Play from here.
    if (host_->startLocalGame(record, levels)) session_->markUnsaved();
}

// A first connection that could not reach the host, worded; else `otherwise`.
QString NetPlay::failureText(const GameClient* c, const QString& otherwise) const
{
    const QString host = c ? c->url().host() : QString();
    switch (c ? c->failure() : GameClient::Failure::None) {
    case GameClient::Failure::NoSuchHost: return tr("No computer is called %1: check the address.").arg(host);
    case GameClient::Failure::Refused:
        return tr("%1 refused the connection: no game is hosted on that port (is the host's game open?).").arg(host);
    case GameClient::Failure::TimedOut:
        return tr("%1 does not answer: check the address, and that the host's firewall lets the port in.").arg(host);
    default: return otherwise;
    }
}

// Every code is here (no default: the compiler tells of a new one); those a player can do
// something about are worded, the others (and a code unknown here) show the server's explanation.
QString NetPlay::errorText(std::optional<net::ErrorCode> code, const QString& message) const
{
    using net::ErrorCode;
    if (code) {
        switch (*code) {
        case ErrorCode::BadPassword: return tr("This game needs a password, and it was missing or wrong.");
        case ErrorCode::NoFreeSeat:
            return tr("Every seat of this game is taken. If you had a seat in it, ask the host to let you back in "
                      "(Network > Let a player back in), then join again with the same name.");
        case ErrorCode::ProtocolMismatch: return tr("The host runs another version of the program (%1).").arg(message);
        case ErrorCode::BadToken: return tr("This game has no seat for you any more.");
        case ErrorCode::ServerFull:
        case ErrorCode::TooManyConnections: return tr("The host has too many connections now: try again later.");
        case ErrorCode::NotReady: return tr("Some seats are still open: wait for the players, or start with computers.");
        case ErrorCode::SeatReassigned: return tr("The host gave your seat to a computer: you are watching the game.");
        case ErrorCode::Replaced: return tr("Your seat was taken by another connection with your token.");
        case ErrorCode::Flood: return tr("Too many messages: the host closed the connection.");
        case ErrorCode::BadJson:
        case ErrorCode::TooLarge:
        case ErrorCode::UnknownType:
        case ErrorCode::BadField:
        case ErrorCode::BadMove:
        case ErrorCode::HelloFirst:
        case ErrorCode::NoSuchGame:
        case ErrorCode::AlreadyJoined:
        case ErrorCode::NotAPlayer:
        case ErrorCode::NotStarted:
        case ErrorCode::NotYourTurn:
        case ErrorCode::WrongStep:
        case ErrorCode::IllegalMove:
        case ErrorCode::GameOver:
        case ErrorCode::NotHost:
        case ErrorCode::AlreadyStarted:
        case ErrorCode::NameTaken:  // the lobby's: its own messages say so (onlinedialog.h)
        case ErrorCode::TooManyTables:
        case ErrorCode::BadTileset:
        case ErrorCode::HandshakeTimeout:
        case ErrorCode::TooSlow: break;
        }
    }
    return tr("The host refused: %1").arg(message);
}

// A seat's time ran out: the server's computer plays its turn (or, the third time in a row, the seat).
void NetPlay::onTimeout()
{
    const QJsonObject t = primary()->state().lastTimeout();
    const int seat = t.value(QLatin1String("seat")).toInt(-1);
    const QString who = GameText::seatName(*session_, seat);
    showNotice(t.value(QLatin1String("handed_over")).toBool()
                   ? tr("%1 ran out of time three turns in a row: a computer plays the seat from now on.").arg(who)
                   : tr("Time is up for %1: a computer plays this turn.").arg(who));
}

// The record of the hosted game cannot be written (a full disk): the host is told, and stays told
// until a save works again (the server tries again at every change and every few seconds).
void NetPlay::watchSaves()
{
    connect(room_, &net::GameRoom::saveFailed, this, [this](const QString& why) {
        // The status bar has one line: the reason there (the writer says "cannot write PATH: REASON"),
        // the whole message with the file in the tooltip.
        refusal_ = tr("The game cannot be saved (%1). The last whole save is kept; saving is tried again at every move.")
                       .arg(why.section(QStringLiteral(": "), -1));
        notice_->setText(refusal_);
        notice_->setToolTip(why);
        notice_->show();
        if (lobby_) lobby_->setNotice(refusal_);
    });
    connect(room_, &net::GameRoom::saveRecovered, this, [this] {
        refusal_.clear();
        notice_->setToolTip(QString());
        showNotice(tr("The game is saved again."));
    });
}

// A kept seat refused, then a seat taken by name: in another game than the one left (that game
// over, a new one hosted at its address), the player is told rather than finding themselves
// among strangers.
void NetPlay::tellIfAnotherGame(const QString& game)
{
    if (formerGame_.isEmpty() || game.isEmpty()) return;
    if (game != formerGame_)
        showNotice(tr("The game you left at this address is over or no longer hosted there: this is another game."));
    formerGame_.clear();
}

void NetPlay::showNotice(const QString& text)
{
    refusal_ = text;
    notice_->setText(text);
    notice_->show();
    QTimer::singleShot(8000, notice_, [this, text] {
        if (refusal_ == text) refusal_.clear();
        if (refusal_.isEmpty() && !lost_) notice_->hide();
    });
    if (lobby_) lobby_->setNotice(text);
}

void NetPlay::onChat(int seat, const QString& name, const QString& text)
{
    // A player without a name goes by their colour, as in a local game.
    const auto color = parseColor(seatInfo(seat).value(QLatin1String("color")).toString().toStdString());
    QString who = name.isEmpty() ? tr("a spectator") : name;
    if (seat >= 0 && color) who = GameText::playerName(name, *color);
    const QString line = tr("<b>%1</b>: %2").arg(who.toHtmlEscaped(), text.toHtmlEscaped());
    chat_ << line;
    if (lobby_) lobby_->chat()->addLine(line);
    if (chatDock_) chatDock_->chat()->addLine(line);
    emit chatReceived(line);
}

void NetPlay::sendChat(const QString& text)
{
    if (primary()) primary()->chat(text.left(net::kMaxChatLength));
}

void NetPlay::sendDecision(const std::function<void(GameClient*)>& send)
{
    const int seat = session_->actingSeat();
    for (GameClient* c : clients_) {
        if (c->state().seat() == seat && !reassigned_.contains(seat)) {
            send(c);
            return;
        }
    }
    session_->remoteRefused();
}

bool NetPlay::giveSeatToComputer(int seat, int level)
{
    QString why;
    if (room_) return room_->assignSeat(seat, level, &why);
    if (tableHostToken_.isEmpty() || !primary()) return false;
    primary()->assign(tableHostToken_, seat, level);  // a table created online: its server decides
    return true;
}

bool NetPlay::letBackIn(int seat)
{
    QString why;
    if (!isAway(seat)) return false;
    if (room_) return room_->assignSeat(seat, kRemoteSeat, &why);
    return giveSeatToComputer(seat, kRemoteSeat);
}

OnlineDialog* NetPlay::onlineDialog() const { return online_; }

QString NetPlay::hostToken() const { return server_ ? server_->hostToken() : tableHostToken_; }

// Game > Play online...: the dialog stays (the server and the name typed) between two uses.
void NetPlay::playOnline()
{
    if (!online_) {
        online_ = new OnlineDialog(window_);
        connect(online_, &OnlineDialog::tableChosen, this,
                [this](const QUrl& url, const QString& name, const QString& password, const QString& hostToken, bool watch) {
                    if (!host_->maybeSaveGame()) return;  // the game in this window first, as joining asks
                    online_->client()->stop();  // its name is free for the table's hello
                    joinUrl(url, name, password, nullptr, hostToken, watch);
                });
    }
    online_->show();
    online_->raise();
    online_->activateWindow();
    if (!online_->client()->isInLobby() && !online_->addressBox()->currentText().isEmpty()) online_->connectToServer();
}

QJsonObject NetPlay::seatInfo(int seat) const
{
    if (!primary()) return {};
    for (const QJsonValue v : primary()->state().seats())
        if (v.toObject().value(QLatin1String("seat")).toInt(-1) == seat) return v.toObject();
    return {};
}

bool NetPlay::isAway(int seat) const
{
    const QJsonObject s = seatInfo(seat);
    return s.value(QLatin1String("player")).toString() == QLatin1String("remote") && s.value(QLatin1String("taken")).toBool() &&
           !s.value(QLatin1String("connected")).toBool() && !localSeats().contains(seat);
}

void NetPlay::showSeatMenu(const QPoint& pos)
{
    QTableWidget* players = host_->playersTable();
    const int seat = players->rowAt(pos.y());
    if (!hosts() || finished_ || !isAway(seat)) return;
    auto* m = new QMenu(players);
    m->setObjectName(QStringLiteral("seatMenu"));
    m->setAttribute(Qt::WA_DeleteOnClose);
    const QString name = seatInfo(seat).value(QLatin1String("name")).toString();
    m->addAction(tr("Let %1 back in").arg(name), this, [this, seat] { letBackIn(seat); })->setObjectName(QStringLiteral("letBackIn"));
    m->addAction(tr("Give %1's seat to a computer").arg(name), this, [this, seat] {
        giveSeatToComputer(seat, static_cast<int>(AiLevel::Medium));
    })->setObjectName(QStringLiteral("giveToComputer"));
    m->popup(players->viewport()->mapToGlobal(pos));
}

void NetPlay::refreshMenu()
{
    lobbyAct_->setEnabled(lobby_ && !inGame_);
    giveMenu_->clear();
    giveMenu_->setEnabled(false);
    backMenu_->clear();
    backMenu_->setEnabled(false);
    if (!hosts() || !primary() || finished_) return;
    const QSet<int> mine = localSeats();
    for (const QJsonValue v : primary()->state().seats()) {
        const QJsonObject s = v.toObject();
        const int seat = s.value(QLatin1String("seat")).toInt(-1);
        if (mine.contains(seat) || s.value(QLatin1String("player")).toString() != QLatin1String("remote")) continue;
        const QString name = s.value(QLatin1String("name")).toString();
        QString text = name.isEmpty() ? tr("Seat %1").arg(seat + 1) : name;
        if (!s.value(QLatin1String("connected")).toBool()) text = tr("%1 (disconnected)").arg(text);
        QAction* a = giveMenu_->addAction(text, this, [this, seat] { giveSeatToComputer(seat, static_cast<int>(AiLevel::Medium)); });
        a->setObjectName(QStringLiteral("giveSeat%1").arg(seat));
        giveMenu_->setEnabled(true);
        if (!isAway(seat)) continue;
        QAction* back = backMenu_->addAction(name.isEmpty() ? tr("Seat %1").arg(seat + 1) : name, this, [this, seat] { letBackIn(seat); });
        back->setObjectName(QStringLiteral("letBackIn%1").arg(seat));
        backMenu_->setEnabled(true);
    }
}

}  // namespace swc::ui
