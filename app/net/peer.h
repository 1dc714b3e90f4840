// One connection to the game server (internal to app/net): its socket, its seat once joined,
// its allowance of messages, the deadline of its hello, the output waiting for it.
#pragma once

#include "protocol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QWebSocket>

#include <memory>

namespace swc::net {

class GameRoom;
struct ServerLimits;

class Peer : public QObject
{
    Q_OBJECT
public:
    // A connection over a WebSocket, from the client at `address` (its peer's, or the one a trusted
    // proxy forwarded). `queuedTotal` counts the output waiting for every connection of the server
    // (this one's included while it is open).
    Peer(QWebSocket* socket, const QString& address, const ServerLimits& limits,
         std::shared_ptr<qint64> queuedTotal, QObject* parent);
    // A connection without a socket, from `address` to the game at `path` (the fuzz target, tests):
    // what it is sent is kept in sent(); closing it ends it (gone).
    Peer(const QString& address, const QString& path, const ServerLimits& limits, QObject* parent);
    ~Peer() override;

    void send(const QString& text);
    void send(const QJsonObject& message) { send(messageText(message)); }
    // An error message; with `close` the connection is closed after it.
    void refuse(const ProtocolError& error, const QString& refused, bool close = false);
    void close(QWebSocketProtocol::CloseCode code, const QString& reason);
    // Closes a connection whose unread output is over its limit (kCloseTooSlow).
    void cutSlow();
    // Takes one message from the allowance; false when none is left (a flood).
    bool spend();
    void refund();

    QWebSocket* socket() const { return socket_; }
    QString address() const { return address_; }
    QString path() const { return path_; }
    qint64 queued() const { return queued_; }  // bytes waiting to be sent to it
    const QStringList& sent() const { return sent_; }  // without a socket: every message sent

    GameRoom* room = nullptr;  // set once joined
    int seat = -1;             // -1: a spectator
    QString name;              // the name in its hello (a spectator's, in the chat)
    bool joined = false;
    bool host = false;         // its hello gave the host's token
    bool legal = false;        // its hello asked for its legal moves in each turn it plays
    bool closing = false;

signals:
    // The connection ended (the server's connection to it is queued: the peer stays valid until
    // the event loop runs again).
    void gone(swc::net::Peer* peer);
    // Its output pushed the server's total over its limit.
    void overTotal();
    void cut();  // cutSlow() closed it

private:
    void startHelloDeadline();
    void countQueued();

    QWebSocket* socket_ = nullptr;
    QString address_;
    QString path_;
    const ServerLimits& limits_;
    QTimer helloDeadline_;
    double allowance_;
    QElapsedTimer refill_;
    std::shared_ptr<qint64> queuedTotal_;
    qint64 queued_ = 0;
    QStringList sent_;
};

}  // namespace swc::net
