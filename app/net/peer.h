// One connection to the game server (internal to app/net): its socket, its seat once joined,
// its allowance of messages, the deadline of its hello.
#pragma once

#include "protocol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QWebSocket>

namespace swc::net {

class GameRoom;
struct ServerLimits;

class Peer : public QObject
{
    Q_OBJECT
public:
    Peer(QWebSocket* socket, const ServerLimits& limits, QObject* parent);
    ~Peer() override;

    void send(const QString& text);
    void send(const QJsonObject& message) { send(messageText(message)); }
    // An error message; with `close` the connection is closed after it.
    void refuse(const ProtocolError& error, const QString& refused, bool close = false);
    void close(QWebSocketProtocol::CloseCode code, const QString& reason);
    // Takes one message from the allowance; false when none is left (a flood).
    bool spend();
    void refund();

    QWebSocket* socket() const { return socket_; }
    QString address() const { return address_; }
    QString path() const { return path_; }

    GameRoom* room = nullptr;  // set once joined
    int seat = -1;             // -1: a spectator
    QString name;              // the name in its hello (a spectator's, in the chat)
    bool joined = false;
    bool host = false;         // its hello gave the host's token
    bool closing = false;

signals:
    void gone(swc::net::Peer* peer);

private:
    QWebSocket* socket_;
    QString address_;
    QString path_;
    const ServerLimits& limits_;
    QTimer helloDeadline_;
    double allowance_;
    QElapsedTimer refill_;
};

}  // namespace swc::net
