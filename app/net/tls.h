// Encrypted play (wss://): the server's certificate and key, the listener that makes each
// connection a TLS one, the refusal of a plain ws:// client on a TLS port, and the client's
// trust (the system's authorities, the CA files given, a fingerprint the player accepted).
// docs/protocol.md, "Transport".
#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QString>
#include <QTcpServer>

#include <functional>

class QSslSocket;

namespace swc::net {

// The reason phrase of the HTTP answer to a plain ws:// client on a TLS port; the client
// recognises it in its handshake error.
inline constexpr char kTlsOnlyReason[] = "This server speaks TLS: use wss://";

// Reads a PEM certificate (the server's first, then its chain, as in a Let's Encrypt
// fullchain.pem) and its PEM private key (RSA, EC or DSA, not encrypted), and checks that they
// make a working TLS server. False with the reason, naming the file.
bool loadServerTls(const QString& certFile, const QString& keyFile, QSslConfiguration* out, QString* why);

// The certificates of a PEM file (a CA the client trusts besides the system's); false with the
// reason when there is none.
bool loadCaFile(const QString& path, QList<QSslCertificate>* out, QString* why);

// A SHA-256 fingerprint as hex pairs: "DA:9E:A0:…".
QString fingerprintText(const QByteArray& sha256);
QByteArray fingerprint(const QSslCertificate& certificate);  // SHA-256 of the DER form (none: empty)

// One line for the certificate errors of a handshake, in English.
QString describeSslErrors(const QList<QSslError>& errors);

// Accepts TCP connections; with a TLS configuration each one is a QSslSocket, not yet encrypted
// (startServerTls does that once the first byte shows a TLS handshake).
class Listener : public QTcpServer
{
    Q_OBJECT
public:
    using QTcpServer::QTcpServer;
    void setTls(const QSslConfiguration& configuration);
    bool isSecure() const { return secure_; }
    QSslCertificate certificate() const { return tls_.localCertificate(); }  // null: none

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    QSslConfiguration tls_;
    bool secure_ = false;
};

// Waits for a connection's first byte, then: on a TLS port (a QSslSocket of a Listener with a
// certificate) a TLS handshake starts the server's encryption and `upgrade` is called (the
// WebSocket handshake follows, encrypted); anything else (a plain ws:// client) is answered with
// an HTTP 426 naming wss:// and closed. On a plain port a TLS handshake (a wss:// client) is
// answered with a TLS alert and closed; anything else is passed to `upgrade`. A TLS handshake
// that fails closes the connection.
void admit(QTcpSocket* socket, const std::function<void()>& upgrade);

}  // namespace swc::net
