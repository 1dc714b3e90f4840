#include "lobbyclient.h"

#include "protocol.h"
#include "tls.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace swc::net {

LobbyClient::LobbyClient(QObject* parent) : QObject(parent)
{
    socket_.setMaxAllowedIncomingMessageSize(kMaxServerMessageBytes);
    connectTimer_.setSingleShot(true);
    connect(&connectTimer_, &QTimer::timeout, this, [this] {
        giveUp(Failure::TimedOut, QStringLiteral("%1 does not answer").arg(url_.authority()));
    });
    connect(&socket_, &QWebSocket::connected, this, &LobbyClient::onConnected);
    connect(&socket_, &QWebSocket::disconnected, this, &LobbyClient::onDisconnected);
    connect(&socket_, &QWebSocket::textMessageReceived, this, &LobbyClient::onText);
    connect(&socket_, &QWebSocket::sslErrors, this, &LobbyClient::onSslErrors);
    connect(&socket_, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this, &LobbyClient::onSocketError);
}

LobbyClient::~LobbyClient()
{
    running_ = false;
    socket_.abort();
}

QUrl LobbyClient::lobbyUrl(const QString& address)
{
    QString text = address.trimmed();
    if (text.isEmpty()) return {};
    if (!text.contains(QLatin1String("://"))) text.prepend(QLatin1String("ws://"));
    QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")))
        return {};
    url.setPath(QStringLiteral("/lobby"));  // docs/protocol.md, "Lobby"
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QUrl LobbyClient::tableUrl(const QUrl& lobby, const QString& path)
{
    QUrl url = lobby;
    url.setPath(path);
    return url;
}

void LobbyClient::start(const QUrl& url, const QString& name, const QByteArray& trustedFingerprint)
{
    stop();
    url_ = url;
    name_ = name;
    trusted_ = trustedFingerprint;
    failure_ = Failure::None;
    refusal_.clear();
    tables_.clear();
    running_ = true;
    if (!url.isValid() || url.host().isEmpty()) {
        // Told once the caller has connected its signals.
        QTimer::singleShot(0, this, [this] { giveUp(Failure::BadAddress, QStringLiteral("not a server address")); });
        return;
    }
    if (url.scheme() == QLatin1String("wss")) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(QSslConfiguration::systemCaCertificates());
        socket_.setSslConfiguration(tls);
    }
    connectTimer_.start(connectTimeoutMs_);
    socket_.open(url);
}

void LobbyClient::stop()
{
    running_ = false;
    inLobby_ = false;
    connectTimer_.stop();
    socket_.abort();
}

void LobbyClient::create(const QJsonObject& request)
{
    QJsonObject m = request;
    m.insert(QLatin1String("type"), QLatin1String("create"));
    send(m);
}

void LobbyClient::chat(const QString& text)
{
    send({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), text}});
}

void LobbyClient::send(const QJsonObject& message)
{
    if (socket_.state() != QAbstractSocket::ConnectedState) return;
    socket_.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void LobbyClient::onConnected()
{
    send({{QLatin1String("type"), QLatin1String("hello")},
          {QLatin1String("protocol"), kProtocolVersion},
          {QLatin1String("name"), name_}});
}

void LobbyClient::onText(const QString& text)
{
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = m.value(QLatin1String("type")).toString();
    if (type == QLatin1String("lobby")) {
        connectTimer_.stop();
        inLobby_ = true;
        name_ = m.value(QLatin1String("name")).toString(name_);
        limits_ = m.value(QLatin1String("limits")).toObject();
        tables_.clear();
        for (const QJsonValue v : m.value(QLatin1String("tables")).toArray()) {
            const QJsonObject t = v.toObject();
            tables_.insert(t.value(QLatin1String("table")).toInt(), t);
        }
        emit entered();
    } else if (type == QLatin1String("tables")) {
        for (const QJsonValue v : m.value(QLatin1String("tables")).toArray())
            takeTable(v.toObject());
        for (const QJsonValue v : m.value(QLatin1String("removed")).toArray())
            if (const int id = v.toInt(-1); tables_.remove(id) > 0) emit tableRemoved(id);
    } else if (type == QLatin1String("chat")) {
        emit chatReceived(m.value(QLatin1String("name")).toString().left(kMaxNameLength),
                          m.value(QLatin1String("text")).toString().left(kMaxChatLength));
    } else if (type == QLatin1String("created")) {
        emit created(m.value(QLatin1String("table")).toInt(-1), m.value(QLatin1String("path")).toString(),
                     m.value(QLatin1String("host_token")).toString());
    } else if (type == QLatin1String("error")) {
        const QString code = m.value(QLatin1String("code")).toString();
        const QString message = m.value(QLatin1String("message")).toString();
        if (!inLobby_) refusal_ = message;  // the hello refused: the server closes the connection
        emit refused(code, message);
    } else if (!inLobby_) {
        giveUp(Failure::BadServer, QStringLiteral("%1 has no lobby").arg(url_.authority()));
    }
}

void LobbyClient::takeTable(const QJsonObject& table)
{
    const int id = table.value(QLatin1String("table")).toInt(-1);
    if (id < 0) return;
    tables_.insert(id, table);
    emit tableChanged(id);
}

void LobbyClient::onDisconnected()
{
    if (!running_) return;
    if (!refusal_.isEmpty()) giveUp(Failure::Refusal, refusal_);
    else if (inLobby_) giveUp(Failure::Lost, QStringLiteral("the connection with %1 was lost").arg(url_.authority()));
    else onSocketError(socket_.error());
}

void LobbyClient::onSslErrors(const QList<QSslError>& errors)
{
    QSslCertificate leaf = socket_.sslConfiguration().peerCertificate();
    if (leaf.isNull() && !errors.isEmpty()) leaf = errors.constFirst().certificate();
    if (!leaf.isNull() && !trusted_.isEmpty() && fingerprint(leaf) == trusted_) {
        socket_.ignoreSslErrors(errors);  // the certificate the player accepted
        return;
    }
    untrusted_ = leaf;
    untrustedWhy_ = describeSslErrors(errors);
}

void LobbyClient::onSocketError(QAbstractSocket::SocketError error)
{
    if (!running_ || inLobby_) return;
    if (!untrustedWhy_.isEmpty()) {
        const QString why = QStringLiteral("the certificate of %1 is not trusted: %2 (SHA-256 fingerprint %3)")
                                .arg(url_.authority(), untrustedWhy_, fingerprintText(fingerprint(untrusted_)));
        const QSslCertificate certificate = untrusted_;
        untrusted_ = QSslCertificate();
        untrustedWhy_.clear();
        emit certificateRefused(certificate, why);
        giveUp(Failure::Tls, why);
    } else if (error == QAbstractSocket::HostNotFoundError) {
        giveUp(Failure::NoSuchHost, QStringLiteral("no computer is called %1").arg(url_.host()));
    } else if (error == QAbstractSocket::ConnectionRefusedError) {
        giveUp(Failure::Refused, QStringLiteral("%1 refused the connection").arg(url_.authority()));
    } else if (error == QAbstractSocket::SslHandshakeFailedError) {
        giveUp(Failure::Tls, QStringLiteral("no TLS connection with %1: %2").arg(url_.authority(), socket_.errorString()));
    } else if (socket_.state() == QAbstractSocket::UnconnectedState) {
        giveUp(Failure::BadServer, QStringLiteral("%1: %2").arg(url_.authority(), socket_.errorString()));
    }
}

void LobbyClient::giveUp(Failure failure, const QString& why)
{
    if (!running_) return;
    running_ = false;
    inLobby_ = false;
    failure_ = failure;
    connectTimer_.stop();
    socket_.abort();
    emit failed(why);
}

}  // namespace swc::net
