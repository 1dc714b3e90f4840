// A network game's client end: a WebSocket to the server, the hello, and ClientState kept up to
// date. A dropped connection is reopened on its own, waiting longer each time (with a random
// spread), and the seat is taken back with its token; the server then sends the game so far.
// A wss:// server's certificate must be trusted (the system's authorities, the CA certificates
// given, or the fingerprint the player accepted); an untrusted one, or a failed TLS handshake,
// ends the client at once (another try would meet the same certificate).
// The first connection gives up soon, with the reason: an unknown host at once, a refused
// connection after a few attempts, an attempt that does not connect within the connect timeout.
#pragma once

#include "clientstate.h"

#include <QObject>
#include <QSslCertificate>
#include <QSslError>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

namespace swc::net {

class GameClient : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString name;
        QString password;
        QString token;         // take back this seat
        bool spectate = false;
        QString hostToken;     // the host's secret: the server then tells this client about its saves
        int firstRetryMs = 200;  // the wait before the first reconnection, doubled each time
        int maxRetryMs = 4000;
        int giveUpMs = 300000;   // without a connection for this long: failed()
        int connectTimeoutMs = 10000;  // an attempt not connected by then is abandoned
        int firstAttempts = 3;   // before the first welcome: refused attempts before failed()
        QList<QSslCertificate> caCertificates;  // wss://: trusted besides the system's authorities
        QByteArray trustedFingerprint;          // wss://: SHA-256 of a certificate the player accepted
    };
    // Why the client stopped (failed()).
    enum class Failure {
        None, NoSuchHost, Refused, TimedOut, Unreachable, Lost, Refusal, BadServer, Tls,
        Stopped,  // the host stopped the game without keeping it (`stopped`)
    };

    explicit GameClient(QObject* parent = nullptr);
    ~GameClient() override;

    void start(const QUrl& url, const Options& options);
    void stop();
    const ClientState& state() const { return state_; }
    bool isConnected() const;
    int reconnections() const { return reconnections_; }
    Failure failure() const { return failure_; }
    QUrl url() const { return url_; }

    void draw();
    void move(const RecordTurn& turn);
    void replace(const RecordReplacement& replacement);
    void resync();
    void assign(const QString& hostToken, int seat, int player);
    // The host starts the game; the free seats go to computers of level `fill` (kRemoteSeat: none).
    void startGame(const QString& hostToken, int fill);
    void chat(const QString& text);
    void sendText(const QString& text);  // as it is (tests)
    // Drops the connection as a network failure would (tests); the client then reconnects.
    void dropConnection();

signals:
    void changed(swc::net::ClientState::Event event);
    void decisionNeeded();  // this seat must act now
    // The server refused something: its code as sent (parseErrorCode; a newer server's may be
    // unknown here) and its English explanation.
    void refused(const QString& code, const QString& message);
    void gameOver();
    void failed(const QString& why);  // refused at the door, or the server stayed away
    // Before failed(): the wss:// server's certificate is not trusted (its SHA-256: fingerprint()).
    void certificateRefused(const QSslCertificate& certificate, const QString& why);
    void textReceived(const QString& text);
    void textSent(const QString& text);  // a message handed to the connection (a debug log)
    void chatReceived(int seat, const QString& name, const QString& text);
    void connectionChanged(bool connected);
    void connecting(int attempt);  // an attempt to connect begins (1, 2, ... since the last welcome)

private:
    void open();
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void welcomed();
    bool takeRefusal();
    void misfit(const ClientState::Result& r);
    void scheduleReconnect();
    bool firstConnectionFailed();
    void onSslErrors(const QList<QSslError>& errors);
    void onSocketError(QAbstractSocket::SocketError error);
    void giveUp(Failure failure, const QString& why);

    QWebSocket socket_;
    QTimer retry_;
    QTimer connectTimer_;
    QUrl url_;
    Options options_;
    ClientState state_;
    bool running_ = false;
    bool joined_ = false;
    bool everJoined_ = false;
    int retryMs_ = 0;
    int reconnections_ = 0;
    int attempts_ = 0;
    QAbstractSocket::SocketError lastError_ = QAbstractSocket::UnknownSocketError;
    bool errorSeen_ = false;
    bool timedOut_ = false;
    Failure failure_ = Failure::None;
    qint64 downSince_ = -1;  // ms since epoch when the connection was lost
    int lastPrompt_ = -1;
    bool resyncAsked_ = false;
    QSslCertificate untrusted_;  // the certificate refused in this handshake
    QString untrustedWhy_;
};

}  // namespace swc::net
