#include "tls.h"

#include "textfile.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFile>
#include <QSslKey>
#include <QSslSocket>
#include <QTimer>

#include <cerrno>
#include <memory>
#include <string>

namespace swc::net {

namespace {

// A TLS record starts with its content type; a connection's first one is a handshake (22).
constexpr char kTlsHandshakeByte = 0x16;
constexpr int kSelfCheckMs = 5000;

constexpr std::size_t kMaxPemBytes = 1 << 20;  // a certificate chain is a few KB

// A PEM file, read as the program reads every file it is given (textfile.h): a named pipe, a
// device or a folder is refused at once instead of blocking the program for ever.
bool readFile(const QString& path, const char* what, QByteArray* out, QString* why)
{
    std::string text;
    const FileReadResult result = readTextFile(QFile::encodeName(path).toStdString(), text, kMaxPemBytes);
    const int error = errno;  // why the file could not be opened (CannotOpen)
    const QString where = QStringLiteral("%1 %2: ").arg(QLatin1String(what), path);
    switch (result) {
    case FileReadResult::Ok:
        *out = QByteArray::fromStdString(text);
        return true;
    case FileReadResult::NotFound:
        *why = where + QStringLiteral("cannot read it (%1)").arg(qt_error_string(ENOENT));
        break;
    case FileReadResult::CannotOpen:
        *why = where + QStringLiteral("cannot read it (%1)").arg(qt_error_string(error));
        break;
    case FileReadResult::ReadFailed:
        *why = where + QStringLiteral("cannot read it (%1)").arg(qt_error_string(EIO));
        break;
    case FileReadResult::NotRegularFile:
        *why = where + QStringLiteral("not a regular file (a folder, a device or a pipe cannot be read)");
        break;
    case FileReadResult::TooLarge:
        *why = where + QStringLiteral("too large (more than %1 KiB)").arg(kMaxPemBytes / 1024);
        break;
    }
    return false;
}

QSslKey readKey(const QByteArray& pem)
{
    for (const QSsl::KeyAlgorithm a : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, a, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull()) return key;
    }
    return {};
}

// The configuration serves a TLS handshake: a client on the loopback connects to a listener
// with it (a key that does not go with the certificate fails here, not at the first player).
bool handshakeWithItself(const QSslConfiguration& configuration, QString* why)
{
    Listener server;
    server.setTls(configuration);
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        *why = QStringLiteral("cannot check the certificate and key on 127.0.0.1: %1").arg(server.errorString());
        return false;
    }
    QEventLoop loop;
    QString serverError;
    QObject::connect(&server, &QTcpServer::newConnection, &loop, [&] {
        auto* s = qobject_cast<QSslSocket*>(server.nextPendingConnection());
        if (!s) return;
        QObject::connect(s, &QAbstractSocket::errorOccurred, &loop, [&serverError, &loop, s] {
            if (serverError.isEmpty()) serverError = s->errorString();
            loop.quit();
        });
        admit(s, [] {});
    });
    QSslSocket client;
    client.setPeerVerifyMode(QSslSocket::VerifyNone);
    QObject::connect(&client, &QSslSocket::encrypted, &loop, &QEventLoop::quit);
    QObject::connect(&client, &QAbstractSocket::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(kSelfCheckMs, &loop, &QEventLoop::quit);
    client.connectToHostEncrypted(QStringLiteral("127.0.0.1"), server.serverPort());
    loop.exec();
    if (client.isEncrypted()) return true;
    *why = !serverError.isEmpty() ? serverError
           : client.error() != QAbstractSocket::UnknownSocketError ? client.errorString()
                                                                    : QStringLiteral("no TLS handshake within %1 s").arg(kSelfCheckMs / 1000);
    return false;
}

// A plain client (ws://, http://) on a TLS port: told in plain HTTP, then closed.
void refusePlain(QTcpSocket* socket)
{
    const QByteArray body = QByteArrayLiteral("This server speaks TLS: connect with wss:// instead of ws://.\n");
    socket->write(QByteArrayLiteral("HTTP/1.1 426 ") + kTlsOnlyReason +
                  QByteArrayLiteral("\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: ") +
                  QByteArray::number(body.size()) + QByteArrayLiteral("\r\n\r\n") + body);
    socket->disconnectFromHost();
}

// A TLS client (wss://) on a plain port: a fatal TLS alert (protocol_version), then closed, so
// that the client fails its handshake at once instead of waiting.
void refuseTls(QTcpSocket* socket)
{
    static constexpr char alert[] = {0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x46};
    socket->write(alert, sizeof alert);
    socket->disconnectFromHost();
}

}  // namespace

bool loadServerTls(const QString& certFile, const QString& keyFile, QSslConfiguration* out, QString* why)
{
    if (!QSslSocket::supportsSsl()) {
        *why = QStringLiteral("this build of Qt has no TLS library (%1)").arg(QSslSocket::sslLibraryBuildVersionString());
        return false;
    }
    QByteArray certPem, keyPem;
    if (!readFile(certFile, "certificate", &certPem, why) || !readFile(keyFile, "key", &keyPem, why)) return false;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certPem, QSsl::Pem);
    if (chain.isEmpty() || chain.constFirst().isNull()) {
        *why = QStringLiteral("certificate %1: no PEM certificate in it").arg(certFile);
        return false;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (chain.constFirst().expiryDate() < now || chain.constFirst().effectiveDate() > now) {
        *why = QStringLiteral("certificate %1: valid only from %2 to %3 (UTC)")
                   .arg(certFile, chain.constFirst().effectiveDate().toUTC().toString(Qt::ISODate),
                        chain.constFirst().expiryDate().toUTC().toString(Qt::ISODate));
        return false;
    }
    const QSslKey key = readKey(keyPem);
    if (key.isNull()) {
        *why = QStringLiteral("key %1: not a PEM private key (RSA, EC or DSA, without a passphrase)").arg(keyFile);
        return false;
    }
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setLocalCertificateChain(chain);
    c.setPrivateKey(key);
    c.setPeerVerifyMode(QSslSocket::VerifyNone);  // clients have no certificates
    c.setProtocol(QSsl::TlsV1_2OrLater);
    QString problem;
    if (!handshakeWithItself(c, &problem)) {
        *why = QStringLiteral("certificate %1 and key %2 do not make a TLS server: %3").arg(certFile, keyFile, problem);
        return false;
    }
    *out = c;
    return true;
}

bool loadCaFile(const QString& path, QList<QSslCertificate>* out, QString* why)
{
    QByteArray pem;
    if (!readFile(path, "CA file", &pem, why)) return false;
    const QList<QSslCertificate> certificates = QSslCertificate::fromData(pem, QSsl::Pem);
    if (certificates.isEmpty() || certificates.constFirst().isNull()) {
        *why = QStringLiteral("CA file %1: no PEM certificate in it").arg(path);
        return false;
    }
    *out = certificates;
    return true;
}

QString fingerprintText(const QByteArray& sha256) { return QString::fromLatin1(sha256.toHex(':').toUpper()); }

QByteArray fingerprint(const QSslCertificate& certificate)
{
    return certificate.isNull() ? QByteArray() : certificate.digest(QCryptographicHash::Sha256);
}

QString describeSslErrors(const QList<QSslError>& errors)
{
    QStringList out;
    for (const QSslError& e : errors)
        if (!out.contains(e.errorString())) out << e.errorString();
    return out.join(QLatin1String("; "));
}

void Listener::setTls(const QSslConfiguration& configuration)
{
    tls_ = configuration;
    secure_ = true;
}

void Listener::incomingConnection(qintptr descriptor)
{
    if (!secure_) {
        QTcpServer::incomingConnection(descriptor);
        return;
    }
    auto* socket = new QSslSocket(this);
    socket->setSslConfiguration(tls_);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    addPendingConnection(socket);
}

void admit(QTcpSocket* socket, const std::function<void()>& upgrade)
{
    auto sniff = std::make_shared<QMetaObject::Connection>();
    auto handed = std::make_shared<bool>(false);
    // A connection that ends before it is handed to the WebSocket server (cut at the handshake's
    // time limit, or refused here) has nobody else to delete it.
    QObject::connect(socket, &QAbstractSocket::disconnected, socket, [socket, handed] {
        if (!*handed) socket->deleteLater();
    });
    *sniff = QObject::connect(socket, &QIODevice::readyRead, socket, [socket, sniff, handed, upgrade] {
        char first = 0;
        if (socket->peek(&first, 1) < 1) return;
        QObject::disconnect(*sniff);
        auto* secure = qobject_cast<QSslSocket*>(socket);
        if (!secure && first == kTlsHandshakeByte) {
            refuseTls(socket);
        } else if (secure && first != kTlsHandshakeByte) {
            refusePlain(socket);
        } else if (!secure) {
            *handed = true;
            upgrade();
        } else {
            QObject::connect(secure, &QAbstractSocket::errorOccurred, secure, [secure] {
                if (!secure->isEncrypted()) QMetaObject::invokeMethod(secure, &QAbstractSocket::abort, Qt::QueuedConnection);
            });
            secure->startServerEncryption();
            *handed = true;
            upgrade();
        }
    });
    if (socket->bytesAvailable() > 0) emit socket->readyRead();
}

}  // namespace swc::net
