#include "gameserver.h"

#include "serverlobby.h"
#include "peer.h"

#include <QJsonDocument>

#include <algorithm>

namespace swc::net {

namespace {

// Whether a connection's first message may be its hello: text that is not a JSON object is
// refused as such (bad_json), any object whose type is not `hello` (a known type, an unknown one,
// a server's such as `welcome`) is not a hello.
bool saysHello(const QString& text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    return !doc.isObject() || doc.object().value(QLatin1String("type")) == QJsonValue(QLatin1String("hello"));
}

// What the system may hold of a client's output in the server's socket (Linux doubles it): the
// unread output is counted where the server holds it, and on loopback the system's own send
// buffer grew to megabytes, so that a client that never read was never cut.
constexpr int kSendBufferBytes = 64 << 10;

}  // namespace

// ---------------------------------------------------------------------------------------
// Peer

Peer::Peer(QWebSocket* socket, const QString& address, const ServerLimits& limits,
           std::shared_ptr<qint64> queuedTotal, QObject* parent)
    : QObject(parent), socket_(socket), address_(address), limits_(limits), allowance_(limits.allowance),
      queuedTotal_(std::move(queuedTotal))
{
    socket_->setParent(this);
    path_ = socket_->requestUrl().path();
    if (path_.isEmpty()) path_ = QStringLiteral("/");
    startHelloDeadline();
    connect(socket_, &QWebSocket::bytesWritten, this, &Peer::countQueued);
    connect(socket_, &QWebSocket::disconnected, this, [this] {
        helloDeadline_.stop();
        closing = true;
        countQueued();
        emit gone(this);
    });
}

Peer::Peer(const QString& address, const QString& path, const ServerLimits& limits, QObject* parent)
    : QObject(parent), address_(address), path_(path), limits_(limits), allowance_(limits.allowance),
      queuedTotal_(std::make_shared<qint64>(0))
{
    startHelloDeadline();
}

Peer::~Peer()
{
    closing = true;
    countQueued();
}

void Peer::startHelloDeadline()
{
    refill_.start();
    helloDeadline_.setSingleShot(true);
    connect(&helloDeadline_, &QTimer::timeout, this, [this] {
        if (!joined)
            refuse({ErrorCode::HandshakeTimeout,
                    QStringLiteral("no hello within %1 s").arg(limits_.helloTimeoutMs / 1000.0)},
                   QString(), true);
    });
    helloDeadline_.start(limits_.helloTimeoutMs);
}

// What waits for this client counts in the server's total until the connection closes.
void Peer::countQueued()
{
    const qint64 now = closing || !socket_ ? 0 : socket_->bytesToWrite();
    *queuedTotal_ += now - queued_;
    queued_ = now;
}

void Peer::send(const QString& text)
{
    if (closing) return;
    if (!socket_) {
        sent_.append(text);
        return;
    }
    if (socket_->state() != QAbstractSocket::ConnectedState) return;
    socket_->sendTextMessage(text);
    countQueued();
    // A client that does not read would make the server hold its output without end.
    if (queued_ > limits_.maxQueuedBytes) cutSlow();
    else if (*queuedTotal_ > limits_.maxQueuedTotalBytes) emit overTotal();
}

void Peer::cutSlow()
{
    if (closing) return;
    close(static_cast<QWebSocketProtocol::CloseCode>(kCloseTooSlow),
          QStringLiteral("%1: %2 bytes wait unread").arg(QLatin1String(errorCodeName(ErrorCode::TooSlow))).arg(queued_));
    emit cut();
}

void Peer::refuse(const ProtocolError& error, const QString& refused, bool closeAfter)
{
    const QString code = QLatin1String(errorCodeName(error.code));
    QJsonObject m{{QLatin1String("type"), QLatin1String("error")},
                  {QLatin1String("code"), code},
                  {QLatin1String("message"), error.message}};
    if (!refused.isEmpty()) m.insert(QLatin1String("refused"), refused);
    send(m);
    if (closeAfter) close(QWebSocketProtocol::CloseCodePolicyViolated, code);
}

void Peer::close(QWebSocketProtocol::CloseCode code, const QString& reason)
{
    if (closing) return;
    closing = true;
    helloDeadline_.stop();
    // Nothing more is sent to it: what it has not read no longer counts (it is dropped soon).
    countQueued();
    if (!socket_) {
        emit gone(this);
        return;
    }
    socket_->close(code, reason);
    // A peer that ignores the closing handshake (or does not read up to it) is cut off.
    QTimer::singleShot(limits_.closeGraceMs, socket_, [s = socket_] { s->abort(); });
}

bool Peer::spend()
{
    allowance_ = std::min<double>(limits_.allowance,
                                  allowance_ + static_cast<double>(refill_.restart()) / 1000.0 * limits_.allowancePerSecond);
    if (allowance_ < 1) return false;
    allowance_ -= 1;
    return true;
}

void Peer::refund() { allowance_ = std::min<double>(limits_.allowance, allowance_ + 1); }

// ---------------------------------------------------------------------------------------
// GameServer

GameServer::GameServer(const ServerLimits& limits, QObject* parent)
    : QObject(parent), limits_(limits), server_(QStringLiteral("sw-carcassonne"), QWebSocketServer::NonSecureMode)
{
    server_.setHandshakeTimeout(limits_.upgradeTimeoutMs);
    connect(&tcp_, &QTcpServer::newConnection, this, &GameServer::onTcpConnection);
    hostToken_ = newToken();
    hostDigest_ = tokenDigest(hostToken_);
    connect(&server_, &QWebSocketServer::newConnection, this, &GameServer::onNewConnection);
}

void GameServer::handOver(QTcpSocket* socket)
{
    admit(socket, [this, socket] { server_.handleConnection(socket); });
}

GameServer::~GameServer()
{
    tcp_.close();
    server_.close();
    for (Peer* p : std::as_const(peers_)) p->disconnect(this);
}

void GameServer::onTcpConnection()
{
    while (QTcpSocket* socket = tcp_.nextPendingConnection()) {
        // Counted from now to the socket's end, whether it ever becomes a WebSocket or not: over
        // a limit it is closed at once, before any handshake.
        // A trusted proxy's connections are many clients': each is counted under its client's
        // address once its upgrade request names it (onNewConnection).
        const QString address = socket->peerAddress().toString();
        const bool proxy = isTrustedProxy(socket->peerAddress());
        if (open_ >= limits_.maxConnections ||
            (!proxy && perAddress_.value(address) >= limits_.maxConnectionsPerAddress)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++open_;
        ++perAddress_[address];
        auto counted = std::make_shared<QString>(address);
        connect(socket, &QObject::destroyed, this, [this, counted] {
            --open_;
            uncount(*counted);
        });
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        socket->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, kSendBufferBytes);
        // The WebSocket handshake must come in time: a connection that says nothing, or half a
        // handshake, is cut (the WebSocket server deletes a socket once it is disconnected).
        const auto key = qMakePair(address, socket->peerPort());
        upgrading_.insert(key, counted);
        // Precise: a coarse timer may fire up to 5 % early, and the documented time is a promise.
        QTimer::singleShot(limits_.upgradeTimeoutMs, Qt::PreciseTimer, socket, [this, socket, key] {
            if (upgrading_.remove(key)) socket->abort();
        });
        connect(socket, &QAbstractSocket::disconnected, this, [this, key] { upgrading_.remove(key); });
        handOver(socket);  // encrypted first on a TLS port
    }
}

bool GameServer::listen(const QHostAddress& address, quint16 port, QString* why)
{
    if (tcp_.listen(address, port)) return true;
    *why = tcp_.errorString();
    return false;
}

quint16 GameServer::port() const { return tcp_.serverPort(); }

void GameServer::close() { tcp_.close(); }

void GameServer::stop(bool kept)
{
    tcp_.close();
    for (GameRoom* r : std::as_const(rooms_)) r->stop(kept);
    for (Peer* p : std::as_const(peers_)) {
        p->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("stopped"));
        if (p->socket()) p->socket()->flush();
    }
}

GameRoom* GameServer::addRoom(const QString& path, std::unique_ptr<GameRoom> room)
{
    GameRoom* r = room.release();
    r->setParent(this);
    rooms_.insert(path, r);
    connect(r, &GameRoom::finished, this, [this] {
        for (GameRoom* x : std::as_const(rooms_))
            if (!x->isOver()) return;
        emit allGamesOver();
    });
    return r;
}

GameRoom* GameServer::room(const QString& path) const { return rooms_.value(path, nullptr); }

void GameServer::removeRoom(const QString& path)
{
    GameRoom* r = rooms_.take(path);
    if (!r) return;
    roomHosts_.remove(r);
    // Its last files may still be queued for the disk: the room goes once they are written,
    // without this thread waiting for them (a lobby removes tables while a thousand games play).
    r->disconnect();
    r->deleteWhenSaved();
}

Lobby* GameServer::enableLobby(const LobbyLimits& limits)
{
    if (!lobby_) lobby_ = new Lobby(this, limits);
    return lobby_;
}

bool GameServer::resultsOwed() const
{
    return std::any_of(rooms_.begin(), rooms_.end(), [](const GameRoom* r) { return r->resultOwed(); });
}

void GameServer::onNewConnection()
{
    while (server_.hasPendingConnections()) {
        QWebSocket* socket = server_.nextPendingConnection();
        if (!socket) break;
        const std::shared_ptr<QString> counted =
            upgrading_.take(qMakePair(socket->peerAddress().toString(), socket->peerPort()));
        const QString address = clientAddress(socket);
        if (counted && !countAs(counted, address)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        // The lobby takes a table's tile set in its `create`: a larger message.
        const bool lobby = lobby_ && socket->requestUrl().path() == QLatin1String(kLobbyPath);
        const auto most = static_cast<quint64>(lobby ? kMaxLobbyMessageBytes : limits_.maxMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(most);
        socket->setMaxAllowedIncomingFrameSize(most);
        auto* peer = new Peer(socket, address, limits_, queuedTotal_, this);
        connect(socket, &QWebSocket::textMessageReceived, peer, [this, peer](const QString& text) { receive(peer, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, peer, [peer] {
            peer->refuse({ErrorCode::BadJson, QStringLiteral("messages are JSON text, not binary")}, QString(), true);
        });
        addPeer(peer);
    }
}

bool GameServer::isTrustedProxy(const QHostAddress& address) const
{
    return std::any_of(
        limits_.trustedProxies.begin(), limits_.trustedProxies.end(),
        [&](const QHostAddress& proxy) { return proxy.isEqual(address, QHostAddress::TolerantConversion); });
}

// The client's address: its peer's, or from a trusted proxy the last entry of X-Forwarded-For,
// the one that proxy added (those before it came from the client, who may write anything there).
QString GameServer::clientAddress(const QWebSocket* socket) const
{
    const QHostAddress peer = socket->peerAddress();
    if (!isTrustedProxy(peer)) return peer.toString();
    const QByteArray header = socket->request().rawHeader("X-Forwarded-For");
    const QHostAddress forwarded(QString::fromLatin1(header.split(',').constLast().trimmed()));
    return forwarded.isNull() ? peer.toString() : forwarded.toString();
}

// Moves a connection's count from the address it was counted under to `address`; false when
// that address already has the most connections it may have.
bool GameServer::countAs(const std::shared_ptr<QString>& counted, const QString& address)
{
    if (*counted == address) return true;
    if (perAddress_.value(address) >= limits_.maxConnectionsPerAddress) return false;
    uncount(*counted);
    ++perAddress_[address];
    *counted = address;
    return true;
}

void GameServer::uncount(const QString& address)
{
    if (--perAddress_[address] <= 0) perAddress_.remove(address);
}

void GameServer::addPeer(Peer* peer)
{
    peer->setParent(this);
    peers_.append(peer);
    // Queued: a connection may end in the middle of a broadcast (a client cut for not reading).
    connect(peer, &Peer::gone, this, &GameServer::onGone, Qt::QueuedConnection);
    connect(peer, &Peer::overTotal, this, &GameServer::trimOutput);
    connect(peer, &Peer::cut, this, [this] { ++clientsCut_; });
    ++perPath_[peer->path()];
    if (lobby_ && peer->path() == QLatin1String(kLobbyPath)) {
        emit connectionsChanged();
        return;
    }
    if (!room(peer->path()))
        peer->refuse({ErrorCode::NoSuchGame, QStringLiteral("no game at %1").arg(peer->path().left(40))},
                     QString(), true);
    emit connectionsChanged();
}

// The server's output for clients that do not read is over its limit: the client with the most
// waiting is cut, until the total is within it.
void GameServer::trimOutput()
{
    while (*queuedTotal_ > limits_.maxQueuedTotalBytes) {
        Peer* most = nullptr;
        for (Peer* p : std::as_const(peers_))
            if (!p->closing && (!most || p->queued() > most->queued())) most = p;
        if (!most || most->queued() == 0) return;
        most->cutSlow();
    }
}

void GameServer::receive(Peer* peer, const QString& text)
{
    if (peer->closing) return;
    if (!peer->spend()) {
        peer->refuse({ErrorCode::Flood, QStringLiteral("too many messages: the connection is closed")}, QString(), true);
        return;
    }
    const bool inLobby = lobby_ && peer->path() == QLatin1String(kLobbyPath);
    GameRoom* r = peer->room ? peer->room : room(peer->path());
    if (!r && !inLobby) return;
    if (!peer->joined && !saysHello(text)) {
        peer->refuse({ErrorCode::HelloFirst, QStringLiteral("the first message must be a hello")}, QString(), true);
        return;
    }
    if (inLobby) {
        lobby_->receive(peer, text);
        return;
    }
    ProtocolError error;
    const auto m = readClientMessage(text.toUtf8(), r->game().tileset(), &error);
    if (!m) {
        peer->refuse(error, QString(), !peer->joined && error.code != ErrorCode::BadMove);
        return;
    }
    if (!peer->joined) {
        hello(peer, r, *m);
        return;
    }
    if (m->type == ClientMessageType::Assign || m->type == ClientMessageType::Start) {
        assign(peer, *m);
        return;
    }
    if (r->handle(peer, *m)) peer->refund();
}

void GameServer::hello(Peer* peer, GameRoom* room, const ClientMessage& m)
{
    if (!m.hostToken.isEmpty()) {
        if (!sameSecret(tokenDigest(m.hostToken), hostDigestOf(room))) {
            peer->refuse({ErrorCode::NotHost, QStringLiteral("this is not the host's token")}, QStringLiteral("hello"), true);
            return;
        }
        peer->host = true;
    }
    room->join(peer, m);
    emit roomConnectionsChanged(room);
}

void GameServer::assign(Peer* peer, const ClientMessage& m)
{
    if (!sameSecret(tokenDigest(m.hostToken), hostDigestOf(peer->room))) {
        peer->refuse({ErrorCode::NotHost, QStringLiteral("only the host may assign seats or start the game")},
                     QLatin1String(m.type == ClientMessageType::Start ? "start" : "assign"));
        return;
    }
    if (m.type == ClientMessageType::Start) {
        ProtocolError error;
        if (!peer->room->startGame(m.player, &error)) peer->refuse(error, QStringLiteral("start"));
        return;
    }
    QString why;
    if (!peer->room->assignSeat(m.seat, m.player, &why))
        peer->refuse({ErrorCode::BadField, why}, QStringLiteral("assign"));
}

void GameServer::onGone(Peer* peer)
{
    peers_.removeAll(peer);
    if (--perPath_[peer->path()] <= 0) perPath_.remove(peer->path());
    if (lobby_) lobby_->leave(peer);
    GameRoom* r = peer->room;
    if (r) r->leave(peer);
    peer->room = nullptr;
    if (r) emit roomConnectionsChanged(r);
    peer->deleteLater();
    emit connectionsChanged();
}

}  // namespace swc::net
