// The game server: a WebSocket listener that hosts one game or several (tables), each a
// GameRoom, and keeps connections within their limits. The headless sw-carcassonne-server and the
// desktop program (when a player hosts) both run it; it needs only Qt Core, Qt WebSockets and
// the engine. Everything runs on the thread that owns it, except the computer players' thinking.
//
// Connections: a WebSocket at ws://HOST:PORT/ (the one game) or ws://HOST:PORT/N (table N), or
// wss:// with a certificate (setTls). The first message must be a hello (docs/protocol.md); the
// room takes it from there. The limits count TCP connections from the moment they are accepted
// (one address cannot fill the server with connections that never finish their handshake), and
// bound the output waiting for clients that do not read (each one's, and the server's total).
//
// With a lobby (enableLobby: sw-carcassonne-server --lobby), ws://HOST:PORT/lobby lists the tables
// and creates them (serverlobby.h); each table is a room at its own path, with its own host token.
#pragma once

#include "gameroom.h"
#include "tls.h"

#include <QHash>
#include <QHostAddress>
#include <QMap>
#include <QSet>
#include <QObject>
#include <QWebSocketServer>

#include <memory>

namespace swc::net {

class Peer;
class Lobby;
struct LobbyLimits;

struct ServerLimits
{
    int maxConnections = 256;           // open TCP connections in all, counted when accepted
    int maxConnectionsPerAddress = 32;  // from one address, counted when accepted
    int maxMessageBytes = kMaxClientMessageBytes;
    int upgradeTimeoutMs = 5000;        // the WebSocket handshake, from the TCP connection
    int helloTimeoutMs = 10000;         // connected but no hello yet
    int allowance = 20;                 // messages that are not accepted moves, in a burst...
    double allowancePerSecond = 5;      // ...and refilled at this rate; past it: closed (flood)
    qint64 maxQueuedBytes = 1 << 20;    // unsent output to one client: cut (kCloseTooSlow)
    qint64 maxQueuedTotalBytes = 32ll << 20;  // to every client: the one with the most is cut
    int closeGraceMs = 2000;            // a connection closed that does not take the close: cut off
    // Reverse proxies (--trusted-proxy): a connection from one of them counts, for the limits per
    // address (connections, a lobby's tables), under the last address of its X-Forwarded-For, the
    // one the proxy added; the header of any other peer is ignored (a client could forge it).
    QList<QHostAddress> trustedProxies;
};

class GameServer : public QObject
{
    Q_OBJECT
public:
    explicit GameServer(const ServerLimits& limits = {}, QObject* parent = nullptr);
    ~GameServer() override;

    // Serves wss:// with this certificate and key (loadServerTls), before listen(); a null
    // configuration: ws://.
    void setTls(const QSslConfiguration& configuration)
    {
        if (!configuration.isNull()) tcp_.setTls(configuration);
    }
    bool isSecure() const { return tcp_.isSecure(); }
    QSslCertificate certificate() const { return tcp_.certificate(); }  // the one served (null: ws://)
    bool listen(const QHostAddress& address, quint16 port, QString* why);
    quint16 port() const;
    void close();
    // The host stops every game on purpose (GameRoom::stop): the players are told, then every
    // connection is closed (1001, going away) and its output handed to the system before the
    // server goes, so that the message arrives although the server is deleted right after.
    void stop(bool kept);

    // Adds a game at `path` ("/" for the only one); the server owns it.
    GameRoom* addRoom(const QString& path, std::unique_ptr<GameRoom> room);
    GameRoom* room(const QString& path) const;
    // A room whose host is whoever gives the token of this digest (a lobby's table), not the
    // server's host token.
    void setRoomHost(const GameRoom* room, const QByteArray& tokenDigest) { roomHosts_.insert(room, tokenDigest); }
    // Deletes the room at `path` once its files are written; nobody may be connected to it.
    void removeRoom(const QString& path);
    // Connections open to `path`, joined or not.
    int connectionsAt(const QString& path) const { return perPath_.value(path); }
    // Serves a lobby at kLobbyPath (before listen()); the server owns it.
    Lobby* enableLobby(const LobbyLimits& limits);
    Lobby* lobby() const { return lobby_; }
    QList<GameRoom*> rooms() const { return rooms_.values(); }
    // The host's secret: a client that gives it may hand seats to computer players (assign).
    QString hostToken() const { return hostToken_; }
    // A game is over and one of its players has not been told (GameRoom::resultOwed).
    bool resultsOwed() const;
    int connectionCount() const { return static_cast<int>(peers_.size()); }
    // TCP connections open, WebSocket or not yet (each counts from its acceptance to its end).
    int openConnections() const { return open_; }
    // Bytes waiting to be sent to every client.
    qint64 queuedBytes() const { return *queuedTotal_; }
    // Clients cut because they did not read (kCloseTooSlow), since the server started.
    int clientsCut() const { return clientsCut_; }
    const ServerLimits& limits() const { return limits_; }

    // A connection and its messages, as the WebSocket server hands them over (the fuzz target
    // gives connections without a socket).
    void addPeer(Peer* peer);
    void receive(Peer* peer, const QString& text);

signals:
    void allGamesOver();
    void connectionsChanged();
    // A connection joined a room or left it (a player or a spectator).
    void roomConnectionsChanged(swc::net::GameRoom* room);

private:
    void onTcpConnection();
    void onNewConnection();
    void onGone(Peer* peer);
    void hello(Peer* peer, GameRoom* room, const ClientMessage& m);
    void assign(Peer* peer, const ClientMessage& m);
    void handOver(QTcpSocket* socket);  // to the WebSocket server (encrypted first on a TLS port)
    void trimOutput();
    bool isTrustedProxy(const QHostAddress& address) const;
    QString clientAddress(const QWebSocket* socket) const;
    bool countAs(const std::shared_ptr<QString>& counted, const QString& address);
    void uncount(const QString& address);
    QByteArray hostDigestOf(const GameRoom* room) const { return roomHosts_.value(room, hostDigest_); }

    ServerLimits limits_;
    // Declared before the servers: destroying them closes their connections, which updates these.
    // TCP connections not yet upgraded (address, port): the address each counts under (a proxy's
    // connection counts under the proxy until its upgrade request names the client).
    QHash<QPair<QString, quint16>, std::shared_ptr<QString>> upgrading_;
    // Open TCP connections in all and per address.
    int open_ = 0;
    QHash<QString, int> perAddress_;
    std::shared_ptr<qint64> queuedTotal_ = std::make_shared<qint64>(0);
    int clientsCut_ = 0;
    // Connections are accepted here, with Nagle's algorithm off (a turn is several small messages
    // that must not wait for acknowledgements), then upgraded by the WebSocket server; on a TLS
    // port they are encrypted first (the handshake within the same time limit).
    Listener tcp_;
    QWebSocketServer server_;
    QMap<QString, GameRoom*> rooms_;
    QList<Peer*> peers_;
    QString hostToken_;
    QByteArray hostDigest_;
    QHash<const GameRoom*, QByteArray> roomHosts_;
    QHash<QString, int> perPath_;
    Lobby* lobby_ = nullptr;
};

}  // namespace swc::net
