#include "netplay.h"

#include "docks.h"
#include "gamesession.h"
#include "gametext.h"
#include "lobby.h"
#include "mainwindow.h"
#include "netdialogs.h"
#include "seats.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace swc::ui {

using net::ClientState;
using net::GameClient;

NetPlay::NetPlay(MainWindow* window) : QObject(window), window_(window), session_(window->session()), seats_(window->seats())
{
    hostAct_ = new QAction(this);
    hostAct_->setObjectName(QStringLiteral("hostNetworkGame"));
    hostAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(hostAct_, &QAction::triggered, this, &NetPlay::hostFromDialog);
    joinAct_ = new QAction(this);
    joinAct_->setObjectName(QStringLiteral("joinNetworkGame"));
    joinAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
    connect(joinAct_, &QAction::triggered, this, &NetPlay::joinFromDialog);

    chatDock_ = new ChatDock(window->playPage());
    window->playPage()->addDockWidget(Qt::RightDockWidgetArea, chatDock_);
    chatDock_->hide();
    connect(chatDock_->chat(), &ChatView::sendRequested, this, &NetPlay::sendChat);

    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("networkNotice"));
    notice_->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    window->statusBar()->addPermanentWidget(notice_);
    notice_->hide();
    // A timed game: the seconds left to whoever must act.
    auto* clock = new TurnClock(true);
    clock->setSession(session_);
    window->statusBar()->addPermanentWidget(clock);

    menu_ = new QMenu(window);
    menu_->setObjectName(QStringLiteral("networkMenu"));
    lobbyAct_ = menu_->addAction(QString(), this, [this] {
        if (!lobby_) return;
        lobby_->show();
        lobby_->raise();
    });
    chatAct_ = chatDock_->toggleViewAction();
    menu_->addAction(chatAct_);
    giveMenu_ = menu_->addMenu(QString());
    giveMenu_->setObjectName(QStringLiteral("giveSeatMenu"));
    menu_->addSeparator();
    leaveAct_ = menu_->addAction(QString(), this, &NetPlay::leave);
    leaveAct_->setObjectName(QStringLiteral("leaveNetworkGame"));
    leaveAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    QMenuBar* bar = window->menuBar();
    menuAct_ = bar->actions().isEmpty() ? bar->addMenu(menu_) : bar->insertMenu(bar->actions().last(), menu_);
    menuAct_->setVisible(false);

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
        if (!ownStart_ && isActive()) leave();
    });
    retranslate();
}

// The window's widgets may be gone already: only the network ends here.
NetPlay::~NetPlay() { stopNetwork(); }

QList<QAction*> NetPlay::actions() const { return {hostAct_, joinAct_}; }

void NetPlay::retranslate()
{
    hostAct_->setText(tr("&Host a network game..."));
    joinAct_->setText(tr("&Join a network game..."));
    menu_->setTitle(tr("&Network"));
    lobbyAct_->setText(tr("Show the &lobby"));
    chatAct_->setText(tr("&Chat"));
    giveMenu_->setTitle(tr("&Give a seat to a computer"));
    leaveAct_->setText(tr("L&eave the network game"));
    refreshMenu();
}

quint16 NetPlay::port() const { return server_ ? server_->port() : 0; }

QStringList NetPlay::addresses() const
{
    if (!server_) return {};
    // Listening on this computer's loopback only: nobody else can join.
    if (loopbackOnly_) return {QStringLiteral("ws://127.0.0.1:%1/").arg(port())};
    return hostAddresses(port());
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
    if (!window_->maybeSaveGame()) return;
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
    QString error;
    if (!host(s, &error)) QMessageBox::warning(window_, tr("Cannot host the game"), error);
}

void NetPlay::joinFromDialog()
{
    if (!window_->maybeSaveGame()) return;
    JoinDialog d(window_);
    if (d.exec() != QDialog::Accepted) return;
    join(d.address(), d.port(), d.name(), d.password());
}

bool NetPlay::host(const HostSettings& s, QString* error)
{
    leave();
    net::RoomOptions options;
    options.password = s.password;
    options.hostStarts = true;
    options.turnTimeMs = s.turnTimeMs;
    // The server writes the record after every change; Save writes a copy where the host likes.
    const QDir dir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/network"));
    QDir().mkpath(dir.path());
    options.recordPath = dir.filePath(
        QStringLiteral("hosted-%1-%2.yaml").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"))).arg(reinterpret_cast<quintptr>(this), 0, 16));
    QString why;
    std::unique_ptr<net::GameRoom> room;
    const int n = s.savedGame.isEmpty() ? static_cast<int>(s.setup.players.size()) : 0;
    if (s.savedGame.isEmpty()) {
        GameRecord setup = s.setup;
        setup.turns.clear();
        setup.names.assign(static_cast<std::size_t>(n), std::string());
        setup.seats.assign(static_cast<std::size_t>(n), kRemoteSeat);
        for (int i = 0; i < n; ++i) {
            const int who = i < static_cast<int>(s.seats.size()) ? s.seats[static_cast<std::size_t>(i)] : kPersonSeat;
            if (who >= 0) setup.seats[static_cast<std::size_t>(i)] = who;
            if (who != kRemoteSeat && i < s.names.size()) setup.names[static_cast<std::size_t>(i)] = s.names[i].toStdString();
        }
        room = net::GameRoom::create(std::move(setup), true, options, &why);
    } else {
        QFile::remove(options.recordPath);
        if (!QFile::copy(s.savedGame, options.recordPath)) {
            *error = tr("Cannot copy %1 to %2.").arg(s.savedGame, options.recordPath);
            return false;
        }
        room = net::GameRoom::resume(options, &why);
    }
    if (!room) {
        *error = tr("The game cannot be hosted: %1").arg(why);
        QFile::remove(options.recordPath);
        return false;
    }
    hostedFile_ = options.recordPath;
    loopbackOnly_ = s.loopbackOnly;
    server_ = std::make_unique<net::GameServer>();
    room_ = server_->addRoom(QStringLiteral("/"), std::move(room));
    if (!server_->listen(s.loopbackOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any), s.port, &why)) {
        *error = tr("Cannot receive players on port %1: %2").arg(s.port).arg(why);
        leave();
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
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(port()));
    for (int i = 0; i < seatsInGame && i < static_cast<int>(s.seats.size()); ++i) {
        if (s.seats[static_cast<std::size_t>(i)] != kPersonSeat) continue;
        GameClient::Options o;
        o.name = i < s.names.size() ? s.names[i] : QString();
        o.token = room_->reserveSeat(i, o.name);
        o.password = s.password;
        if (!o.token.isEmpty()) addClient(url, o);
    }
    if (clients_.empty()) {
        // Nobody plays here: the host watches.
        GameClient::Options o;
        o.spectate = true;
        o.password = s.password;
        addClient(url, o);
    }
    showLobby();
    return true;
}

void NetPlay::join(const QString& address, int port, const QString& name, const QString& password)
{
    leave();
    GameClient::Options o;
    o.name = name;
    o.password = password;
    addClient(QUrl(QStringLiteral("ws://%1:%2/").arg(address).arg(port)), o);
    showLobby();
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
    menuAct_->setVisible(true);
}

void NetPlay::stopNetwork()
{
    for (GameClient* c : clients_) {
        c->disconnect(this);
        c->stop();
        c->deleteLater();
    }
    clients_.clear();
    if (server_) {
        server_->close();
        if (room_) room_->flushSaves();
        server_.reset();
        room_ = nullptr;
        // Save keeps the game where the host likes; the server's own copy goes.
        QFile::remove(hostedFile_);
        QFile::remove(hostedFile_ + QStringLiteral(".net.json"));
        hostedFile_.clear();
    }
}

void NetPlay::leave()
{
    stopNetwork();
    inGame_ = false;
    finished_ = false;
    lost_ = false;
    refusal_.clear();
    reassigned_.clear();
    chat_.clear();
    if (lobby_) {
        lobby_->disconnect(this);
        lobby_->hide();
        lobby_->deleteLater();
        lobby_ = nullptr;
    }
    chatDock_->chat()->setLines({});
    chatDock_->hide();
    notice_->hide();
    menuAct_->setVisible(false);
    refreshMenu();
}

void NetPlay::showLobby()
{
    lobby_ = new Lobby(window_);
    lobby_->setAttribute(Qt::WA_DeleteOnClose, false);
    connect(lobby_, &Lobby::startRequested, this, [this](int fill) {
        if (server_ && primary()) primary()->startGame(server_->hostToken(), fill);
    });
    connect(lobby_, &QDialog::rejected, this, [this] {
        if (!inGame_) leave();
    });
    connect(lobby_->chat(), &ChatView::sendRequested, this, &NetPlay::sendChat);
    lobby_->update(primary()->state(), localSeats(), isHost(), addresses());
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
    if (event == ClientState::Event::Timeout) onTimeout();
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
        if (lobby_) lobby_->hide();
        chatDock_->show();
        chatDock_->chat()->setLines(chat_);
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
    if (lobby_) lobby_->update(st, localSeats(), isHost(), addresses());
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
                          record, st.turnDeadline(), st.timedOut()});
}

void NetPlay::finish()
{
    const QJsonObject over = primary()->state().gameOver();
    std::vector<RecordError> errors;
    const auto rec = parseRecord(over.value(QLatin1String("record")).toString().toStdString(), std::string(), std::string(), errors);
    finished_ = true;
    notice_->hide();
    if (!rec) {
        notice_->setText(tr("The server's record of the game cannot be read: %1")
                             .arg(errors.empty() ? QString() : QString::fromStdString(errors.front().message())));
        notice_->show();
        return;
    }
    // The whole game, seed included, replayed here: the final scoring, the file to save.
    ownStart_ = true;
    std::optional<RecordError> error;
    const bool ok = session_->start(*rec, &error);
    ownStart_ = false;
    if (!ok) {
        notice_->setText(tr("The server's record of the game does not replay: %1")
                             .arg(error ? QString::fromStdString(error->message()) : QString()));
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
        notice_->setText(tr("The connection to the game is lost: trying again..."));
        notice_->show();
    } else if (lost_) {
        lost_ = false;
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
    QString text = errorText(code, message);
    if (code == QLatin1String("seat_reassigned")) {
        // This seat is a computer's now: its client watches.
        if (auto* c = qobject_cast<GameClient*>(sender()); c && c->state().seat() >= 0) {
            const QJsonObject t = c->state().lastTimeout();
            if (t.value(QLatin1String("handed_over")).toBool() && t.value(QLatin1String("seat")).toInt(-1) == c->state().seat())
                text = tr("You ran out of time three turns in a row: a computer plays your seat, and you are watching the game.");
            reassigned_.insert(c->state().seat());
            if (inGame_) {
                std::vector<SeatController*> controllers;
                const QSet<int> mine = localSeats();
                for (int seat = 0; seat < kMaxPlayers; ++seat)
                    controllers.push_back(mine.contains(seat) ? static_cast<SeatController*>(new LocalPerson) : new RemotePlayer);
                seats_->setControllers(controllers);
                syncSeats();
            }
        }
    }
    session_->remoteRefused();
    showNotice(text);
}

void NetPlay::onFailed(const QString& why)
{
    if (finished_) return;
    QString text = refusal_.isEmpty() ? tr("The network game is over for this program: %1").arg(why) : refusal_;
    const auto* c = qobject_cast<GameClient*>(sender());
    const QString host = c ? c->url().host() : QString();
    switch (c ? c->failure() : GameClient::Failure::None) {
    case GameClient::Failure::NoSuchHost: text = tr("No computer is called %1: check the address.").arg(host); break;
    case GameClient::Failure::Refused:
        text = tr("%1 refused the connection: no game is hosted on that port (is the host's game open?).").arg(host);
        break;
    case GameClient::Failure::TimedOut:
        text = tr("%1 does not answer: check the address, and that the host's firewall lets the port in.").arg(host);
        break;
    default: break;
    }
    notice_->setText(text);
    notice_->show();
    if (lobby_) lobby_->setNotice(text);
}

QString NetPlay::errorText(const QString& code, const QString& message) const
{
    if (code == QLatin1String("bad_password")) return tr("This game needs a password, and it was missing or wrong.");
    if (code == QLatin1String("no_free_seat")) return tr("Every seat of this game is taken.");
    if (code == QLatin1String("protocol_mismatch")) return tr("The host runs another version of the program (%1).").arg(message);
    if (code == QLatin1String("bad_token")) return tr("This game has no seat for you any more.");
    if (code == QLatin1String("server_full") || code == QLatin1String("too_many_connections"))
        return tr("The host has too many connections now: try again later.");
    if (code == QLatin1String("not_ready")) return tr("Some seats are still open: wait for the players, or start with computers.");
    if (code == QLatin1String("seat_reassigned")) return tr("The host gave your seat to a computer: you are watching the game.");
    if (code == QLatin1String("replaced")) return tr("Your seat was taken by another connection with your token.");
    if (code == QLatin1String("flood")) return tr("Too many messages: the host closed the connection.");
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
    Q_UNUSED(seat)
    const QString who = name.isEmpty() ? tr("a spectator") : name;
    const QString line = tr("<b>%1</b>: %2").arg(who.toHtmlEscaped(), text.toHtmlEscaped());
    chat_ << line;
    if (lobby_) lobby_->chat()->addLine(line);
    chatDock_->chat()->addLine(line);
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
    return room_ && room_->assignSeat(seat, level, &why);
}

void NetPlay::refreshMenu()
{
    lobbyAct_->setEnabled(lobby_ && !inGame_);
    giveMenu_->clear();
    giveMenu_->setEnabled(false);
    if (!room_ || !primary() || finished_) return;
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
    }
}

}  // namespace swc::ui
