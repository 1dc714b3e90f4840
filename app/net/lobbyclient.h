// A client of a public server's lobby (docs/protocol.md, "Lobby"): the WebSocket to
// ws://HOST:PORT/lobby, the hello with the player's name, the list of tables kept up to date
// from `lobby` and `tables`, the lobby's chat, and `create`. The tables are
// played at their own paths with GameClient; this client only finds them.
// A wss:// server's certificate is trusted as GameClient trusts one (the system's authorities,
// or the fingerprint the player accepted); an untrusted one ends the client with
// certificateRefused() first. An address that does not answer gives up after the connect timeout.
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QSslCertificate>
#include <QSslError>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

namespace swc::net {

class LobbyClient : public QObject
{
    Q_OBJECT
public:
    // Why the client stopped (failed()).
    enum class Failure { None, BadAddress, NoSuchHost, Refused, TimedOut, Lost, Refusal, BadServer, Tls };

    explicit LobbyClient(QObject* parent = nullptr);
    ~LobbyClient() override;

    // The lobby of a server address: "HOST:PORT", "ws://HOST:PORT" or "wss://HOST" (any path is
    // replaced by /lobby); empty when the address is not one.
    static QUrl lobbyUrl(const QString& address);
    // The address of a table's path on the server of `lobby` (its /N).
    static QUrl tableUrl(const QUrl& lobby, const QString& path);

    void start(const QUrl& url, const QString& name, const QByteArray& trustedFingerprint = {});
    void stop();
    void setConnectTimeout(int ms) { connectTimeoutMs_ = ms; }

    bool isInLobby() const { return inLobby_; }
    QUrl url() const { return url_; }
    QString name() const { return name_; }  // as the server took it
    QJsonObject limits() const { return limits_; }
    // Every table, by number, as the last `tables` said it.
    const QMap<int, QJsonObject>& tables() const { return tables_; }
    Failure failure() const { return failure_; }

    // A `create` without its type (docs/protocol.md): the answer is created() or refused().
    void create(const QJsonObject& request);
    void chat(const QString& text);

signals:
    void entered();                 // the `lobby` answer came: the list is there
    void tableChanged(int table);   // added or changed
    void tableRemoved(int table);
    void chatReceived(const QString& name, const QString& text);
    void created(int table, const QString& path, const QString& hostToken);
    // The server refused a message: its code and its English words.
    void refused(const QString& code, const QString& message);
    // The client stopped: refused at the door, the server unreachable or gone (English).
    void failed(const QString& why);
    // Before failed(): the wss:// server's certificate is not trusted.
    void certificateRefused(const QSslCertificate& certificate, const QString& why);

private:
    void onConnected();
    void onText(const QString& text);
    void onDisconnected();
    void onSslErrors(const QList<QSslError>& errors);
    void onSocketError(QAbstractSocket::SocketError error);
    void takeTable(const QJsonObject& table);
    void send(const QJsonObject& message);
    void giveUp(Failure failure, const QString& why);

    QWebSocket socket_;
    QTimer connectTimer_;
    QUrl url_;
    QString name_;
    QByteArray trusted_;
    QJsonObject limits_;
    QMap<int, QJsonObject> tables_;
    Failure failure_ = Failure::None;
    QString refusal_;  // the error that ended the hello
    QSslCertificate untrusted_;
    QString untrustedWhy_;
    int connectTimeoutMs_ = 10000;
    bool running_ = false;
    bool inLobby_ = false;
};

}  // namespace swc::net
