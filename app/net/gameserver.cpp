#include "gameserver.h"

#include "peer.h"

namespace swc::net {

// ---------------------------------------------------------------------------------------
// Peer

Peer::Peer(QWebSocket* socket, const ServerLimits& limits, QObject* parent)
    : QObject(parent), socket_(socket), limits_(limits), allowance_(limits.allowance)
{
    socket_->setParent(this);
    address_ = socket_->peerAddress().toString();
    path_ = socket_->requestUrl().path();
    if (path_.isEmpty()) path_ = QStringLiteral("/");
    refill_.start();
    helloDeadline_.setSingleShot(true);
    connect(&helloDeadline_, &QTimer::timeout, this, [this] {
        if (!joined)
            refuse({QStringLiteral("handshake_timeout"),
                    QStringLiteral("no hello within %1 s").arg(limits_.helloTimeoutMs / 1000.0)},
                   QString(), true);
    });
    helloDeadline_.start(limits_.helloTimeoutMs);
    connect(socket_, &QWebSocket::disconnected, this, [this] {
        helloDeadline_.stop();
        emit gone(this);
    });
}

Peer::~Peer() = default;

void Peer::send(const QString& text)
{
    if (socket_->state() != QAbstractSocket::ConnectedState) return;
    socket_->sendTextMessage(text);
    // A peer that does not read would make the server hold its output without end.
    if (socket_->bytesToWrite() > limits_.maxQueuedBytes) {
        closing = true;
        socket_->abort();
    }
}

void Peer::refuse(const ProtocolError& error, const QString& refused, bool closeAfter)
{
    QJsonObject m{{QLatin1String("type"), QLatin1String("error")},
                  {QLatin1String("code"), error.code},
                  {QLatin1String("message"), error.message}};
    if (!refused.isEmpty()) m.insert(QLatin1String("refused"), refused);
    send(m);
    if (closeAfter) close(QWebSocketProtocol::CloseCodePolicyViolated, error.code);
}

void Peer::close(QWebSocketProtocol::CloseCode code, const QString& reason)
{
    if (closing) return;
    closing = true;
    helloDeadline_.stop();
    socket_->close(code, reason);
    // A peer that ignores the closing handshake is cut off.
    QTimer::singleShot(2000, socket_, [s = socket_] { s->abort(); });
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
    connect(&tcp_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = tcp_.nextPendingConnection()) {
            if (static_cast<int>(peers_.size() + upgrading_.size()) >= limits_.maxConnections) {
                socket->abort();  // full: not even the handshake
                socket->deleteLater();
                continue;
            }
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            // The WebSocket handshake must come in time (a connection that says nothing is cut).
            const auto key = qMakePair(socket->peerAddress().toString(), socket->peerPort());
            upgrading_.insert(key);
            QTimer::singleShot(limits_.upgradeTimeoutMs, socket, [this, socket, key] {
                if (upgrading_.remove(key)) socket->abort();
            });
            connect(socket, &QAbstractSocket::disconnected, this, [this, key] { upgrading_.remove(key); });
            handOver(socket);
        }
    });
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

bool GameServer::listen(const QHostAddress& address, quint16 port, QString* why)
{
    if (tcp_.listen(address, port)) return true;
    *why = tcp_.errorString();
    return false;
}

quint16 GameServer::port() const { return tcp_.serverPort(); }

void GameServer::close() { tcp_.close(); }

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

void GameServer::onNewConnection()
{
    while (server_.hasPendingConnections()) {
        QWebSocket* socket = server_.nextPendingConnection();
        if (!socket) break;
        upgrading_.remove(qMakePair(socket->peerAddress().toString(), socket->peerPort()));
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(limits_.maxMessageBytes));
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(limits_.maxMessageBytes));
        auto* peer = new Peer(socket, limits_, this);
        int sameAddress = 0;
        for (const Peer* p : std::as_const(peers_)) sameAddress += p->address() == peer->address() ? 1 : 0;
        peers_.append(peer);
        connect(peer, &Peer::gone, this, &GameServer::onGone);
        connect(socket, &QWebSocket::textMessageReceived, peer, [this, peer](const QString& text) { onText(peer, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, peer, [peer] {
            peer->refuse({QStringLiteral("bad_json"), QStringLiteral("messages are JSON text, not binary")}, QString(), true);
        });
        if (peers_.size() > limits_.maxConnections)
            peer->refuse({QStringLiteral("server_full"), QStringLiteral("the server has all the connections it takes")},
                         QString(), true);
        else if (sameAddress >= limits_.maxConnectionsPerAddress)
            peer->refuse({QStringLiteral("too_many_connections"), QStringLiteral("too many connections from your address")},
                         QString(), true);
        else if (!room(peer->path()))
            peer->refuse({QStringLiteral("no_such_game"), QStringLiteral("no game at %1").arg(peer->path().left(40))},
                         QString(), true);
        emit connectionsChanged();
    }
}

void GameServer::onText(Peer* peer, const QString& text)
{
    if (peer->closing) return;
    if (!peer->spend()) {
        peer->refuse({QStringLiteral("flood"), QStringLiteral("too many messages: the connection is closed")}, QString(), true);
        return;
    }
    GameRoom* r = peer->room ? peer->room : room(peer->path());
    if (!r) return;
    ProtocolError error;
    const auto m = readClientMessage(text.toUtf8(), r->game().tileset(), &error);
    if (!m) {
        peer->refuse(error, QString(), !peer->joined && error.code != QLatin1String("bad_move"));
        return;
    }
    if (!peer->joined) {
        if (m->type != ClientMessageType::Hello) {
            peer->refuse({QStringLiteral("hello_first"), QStringLiteral("the first message must be a hello")}, QString(), true);
            return;
        }
        r->join(peer, *m);
        return;
    }
    if (m->type == ClientMessageType::Assign || m->type == ClientMessageType::Start) {
        assign(peer, *m);
        return;
    }
    if (r->handle(peer, *m)) peer->refund();
}

void GameServer::assign(Peer* peer, const ClientMessage& m)
{
    if (!sameSecret(tokenDigest(m.hostToken), hostDigest_)) {
        peer->refuse({QStringLiteral("not_host"), QStringLiteral("only the host may assign seats or start the game")},
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
        peer->refuse({QStringLiteral("bad_field"), why}, QStringLiteral("assign"));
}

void GameServer::onGone(Peer* peer)
{
    peers_.removeAll(peer);
    if (peer->room) peer->room->leave(peer);
    peer->room = nullptr;
    peer->deleteLater();
    emit connectionsChanged();
}

}  // namespace swc::net
