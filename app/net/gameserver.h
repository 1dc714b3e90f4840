// The game server: a WebSocket listener that hosts one game or several (tables), each a
// GameRoom, and keeps connections within their limits. The headless sw-carcassonne-server and the
// desktop program (when a player hosts) both run it; it needs only Qt Core, Qt WebSockets and
// the engine. Everything runs on the thread that owns it, except the computer players' thinking.
//
// Connections: a WebSocket at ws://HOST:PORT/ (the one game) or ws://HOST:PORT/N (table N), or
// wss:// with a certificate (setTls). The first message must be a hello (docs/protocol.md); the
// room takes it from there.
#pragma once

#include "gameroom.h"
#include "tls.h"

#include <QHostAddress>
#include <QMap>
#include <QSet>
#include <QObject>
#include <QWebSocketServer>

#include <memory>

namespace swc::net {

class Peer;

struct ServerLimits
{
    int maxConnections = 256;           // open connections in all
    int maxConnectionsPerAddress = 32;  // from one address
    int maxMessageBytes = kMaxClientMessageBytes;
    int upgradeTimeoutMs = 5000;        // the WebSocket handshake
    int helloTimeoutMs = 10000;         // connected but no hello yet
    int allowance = 20;                 // messages that are not accepted moves, in a burst...
    double allowancePerSecond = 5;      // ...and refilled at this rate; past it: closed (flood)
    qint64 maxQueuedBytes = 8 << 20;    // unsent output to a peer that does not read: closed
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

    // Adds a game at `path` ("/" for the only one); the server owns it.
    GameRoom* addRoom(const QString& path, std::unique_ptr<GameRoom> room);
    GameRoom* room(const QString& path) const;
    QList<GameRoom*> rooms() const { return rooms_.values(); }
    // The host's secret: a client that gives it may hand seats to computer players (assign).
    QString hostToken() const { return hostToken_; }
    int connectionCount() const { return static_cast<int>(peers_.size()); }
    const ServerLimits& limits() const { return limits_; }

signals:
    void allGamesOver();
    void connectionsChanged();

private:
    void onNewConnection();
    void onText(Peer* peer, const QString& text);
    void onGone(Peer* peer);
    void assign(Peer* peer, const ClientMessage& m);
    void handOver(QTcpSocket* socket);  // to the WebSocket server (encrypted first on a TLS port)

    ServerLimits limits_;
    // TCP connections not yet upgraded (address, port). Declared before the servers: destroying
    // them closes those connections, which removes them from here.
    QSet<QPair<QString, quint16>> upgrading_;
    // Connections are accepted here, with Nagle's algorithm off (a turn is several small messages
    // that must not wait for acknowledgements), then upgraded by the WebSocket server; on a TLS
    // port they are encrypted first (the handshake within the same time limit).
    Listener tcp_;
    QWebSocketServer server_;
    QMap<QString, GameRoom*> rooms_;
    QList<Peer*> peers_;
    QString hostToken_;
    QByteArray hostDigest_;
};

}  // namespace swc::net
