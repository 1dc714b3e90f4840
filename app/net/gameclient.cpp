#include "gameclient.h"

#include "tls.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace swc::net {

namespace {

// Refusals at the door that another try would not change (a code unknown here among them).
bool final(std::optional<ErrorCode> code)
{
    return code != ErrorCode::ServerFull && code != ErrorCode::TooManyConnections && code != ErrorCode::HandshakeTimeout;
}

qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }

}  // namespace

GameClient::GameClient(QObject* parent) : QObject(parent)
{
    // Children, so that moving the client to another thread moves them too.
    socket_.setParent(this);
    retry_.setParent(this);
    connectTimer_.setParent(this);
    connectTimer_.setSingleShot(true);
    connect(&connectTimer_, &QTimer::timeout, this, [this] {
        if (socket_.state() == QAbstractSocket::ConnectedState) return;
        timedOut_ = true;
        socket_.abort();
    });
    socket_.setMaxAllowedIncomingMessageSize(static_cast<quint64>(kMaxServerMessageBytes));
    socket_.setMaxAllowedIncomingFrameSize(static_cast<quint64>(kMaxServerMessageBytes));
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &GameClient::open);
    connect(&socket_, &QWebSocket::connected, this, &GameClient::onConnected);
    connect(&socket_, &QWebSocket::stateChanged, this, [this](QAbstractSocket::SocketState s) {
        if (s == QAbstractSocket::UnconnectedState) onDisconnected();
    });
    connect(&socket_, &QWebSocket::textMessageReceived, this, &GameClient::onText);
    connect(&socket_, &QWebSocket::sslErrors, this, &GameClient::onSslErrors);
    connect(&socket_, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this, &GameClient::onSocketError);
}

GameClient::~GameClient()
{
    running_ = false;
    socket_.abort();
}

void GameClient::start(const QUrl& url, const Options& options)
{
    url_ = url;
    options_ = options;
    running_ = true;
    retryMs_ = options_.firstRetryMs;
    attempts_ = 0;
    failure_ = Failure::None;
    if (url.scheme() == QLatin1String("wss")) {
        // The system's authorities, loaded now (adding certificates turns off their loading on demand).
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(QSslConfiguration::systemCaCertificates() + options.caCertificates);
        socket_.setSslConfiguration(tls);
    }
    open();
}

void GameClient::stop()
{
    running_ = false;
    retry_.stop();
    connectTimer_.stop();
    socket_.close();
}

bool GameClient::isConnected() const { return socket_.state() == QAbstractSocket::ConnectedState; }

void GameClient::open()
{
    if (!running_ || socket_.state() != QAbstractSocket::UnconnectedState) return;
    errorSeen_ = false;
    timedOut_ = false;
    emit connecting(++attempts_);
    if (!running_) return;  // stopped by whoever was told
    connectTimer_.start(options_.connectTimeoutMs);
    socket_.open(url_);
}

void GameClient::onConnected()
{
    connectTimer_.stop();
    QJsonObject hello{{QLatin1String("type"), QLatin1String("hello")}, {QLatin1String("protocol"), kProtocolVersion}};
    if (!options_.name.isEmpty()) hello.insert(QLatin1String("name"), options_.name);
    if (!options_.password.isEmpty()) hello.insert(QLatin1String("password"), options_.password);
    const QString token = state_.token().isEmpty() ? options_.token : state_.token();
    if (!token.isEmpty()) hello.insert(QLatin1String("token"), token);
    if (options_.spectate) hello.insert(QLatin1String("spectate"), true);
    if (!options_.hostToken.isEmpty()) hello.insert(QLatin1String("host_token"), options_.hostToken);
    sendText(messageText(hello));
}

void GameClient::onDisconnected()
{
    const bool wasJoined = joined_;
    joined_ = false;
    connectTimer_.stop();
    if (wasJoined) emit connectionChanged(false);
    if (!running_) return;
    if (!everJoined_ && firstConnectionFailed()) return;
    if (downSince_ < 0) downSince_ = nowMs();
    if (nowMs() - downSince_ > options_.giveUpMs) {
        giveUp(Failure::Lost, QStringLiteral("no connection to %1 for %2 s").arg(url_.toString()).arg(options_.giveUpMs / 1000));
        return;
    }
    scheduleReconnect();
}

// Before the first welcome a server that cannot be reached is not waited for: an unknown host
// fails at once, an attempt that timed out too (it waited long enough), a refused or
// unreachable one after `firstAttempts`. A server that is there but closed the connection (a
// refusal at the door that another try may change, such as server_full) gets the usual retries.
bool GameClient::firstConnectionFailed()
{
    const QString where = QStringLiteral("%1:%2").arg(url_.host()).arg(url_.port(url_.scheme() == QLatin1String("wss") ? 443 : 80));
    if (timedOut_) {
        giveUp(Failure::TimedOut, QStringLiteral("no answer from %1 within %2 s (timed out)")
                                      .arg(where)
                                      .arg(options_.connectTimeoutMs / 1000.0));
        return true;
    }
    if (!errorSeen_ || lastError_ == QAbstractSocket::RemoteHostClosedError) return false;
    if (lastError_ == QAbstractSocket::HostNotFoundError) {
        giveUp(Failure::NoSuchHost, QStringLiteral("no such host: %1").arg(url_.host()));
        return true;
    }
    if (attempts_ < options_.firstAttempts) return false;
    if (lastError_ == QAbstractSocket::ConnectionRefusedError)
        giveUp(Failure::Refused, QStringLiteral("%1 refused the connection (%2 attempts): is the server running, on that port?")
                                     .arg(where)
                                     .arg(attempts_));
    else
        giveUp(Failure::Unreachable, QStringLiteral("cannot reach %1 (%2 attempts): %3").arg(where).arg(attempts_).arg(socket_.errorString()));
    return true;
}

void GameClient::giveUp(Failure failure, const QString& why)
{
    running_ = false;
    retry_.stop();
    connectTimer_.stop();
    // A connection being closed (a refusal) ends gracefully; any other is cut.
    if (socket_.state() != QAbstractSocket::ClosingState) socket_.abort();
    failure_ = failure;
    emit failed(why);
}

void GameClient::scheduleReconnect()
{
    // Exponential backoff with a random spread, so that clients cut together do not return together.
    const double spread = 0.75 + 0.5 * QRandomGenerator::global()->generateDouble();
    retry_.start(static_cast<int>(std::min(retryMs_, options_.maxRetryMs) * spread));
    retryMs_ = std::min(retryMs_ * 2, options_.maxRetryMs);
}

void GameClient::dropConnection() { socket_.abort(); }

void GameClient::onSslErrors(const QList<QSslError>& errors)
{
    QSslCertificate leaf = socket_.sslConfiguration().peerCertificate();
    if (leaf.isNull() && !errors.isEmpty()) leaf = errors.constFirst().certificate();
    if (!leaf.isNull() && !options_.trustedFingerprint.isEmpty() && fingerprint(leaf) == options_.trustedFingerprint) {
        socket_.ignoreSslErrors(errors);  // the certificate the player accepted
        return;
    }
    untrusted_ = leaf;
    untrustedWhy_ = describeSslErrors(errors);
}

void GameClient::onSocketError(QAbstractSocket::SocketError error)
{
    lastError_ = error;
    errorSeen_ = true;
    if (!running_) return;
    QUrl server = url_;
    server.setPort(url_.port(url_.scheme() == QLatin1String("wss") ? 443 : 80));
    if (!untrustedWhy_.isEmpty()) {
        const QString why = QStringLiteral("the certificate of %1 is not trusted: %2 (SHA-256 fingerprint %3)")
                                .arg(server.authority(), untrustedWhy_, fingerprintText(fingerprint(untrusted_)));
        const QSslCertificate certificate = untrusted_;
        untrusted_ = QSslCertificate();
        untrustedWhy_.clear();
        emit certificateRefused(certificate, why);
        giveUp(Failure::Tls, why);
    } else if (error == QAbstractSocket::SslHandshakeFailedError || error == QAbstractSocket::SslInternalError ||
               error == QAbstractSocket::SslInvalidUserDataError) {
        giveUp(Failure::Tls, QStringLiteral("no TLS connection with %1: %2 (a server without TLS is joined with ws://)")
                                 .arg(server.authority(), socket_.errorString()));
    } else if (error == QAbstractSocket::ConnectionRefusedError && socket_.errorString().contains(QLatin1String(kTlsOnlyReason))) {
        server.setScheme(QStringLiteral("wss"));
        giveUp(Failure::Tls, QStringLiteral("the server speaks TLS: use %1").arg(server.toString()));
    } else if (!everJoined_ && socket_.state() == QAbstractSocket::UnconnectedState) {
        // The socket may tell its error after its new state: the first connection is judged then.
        firstConnectionFailed();
    }
}


void GameClient::onText(const QString& text)
{
    emit textReceived(text);
    const ClientState::Result r = state_.handle(text.toUtf8());
    if (r.event == ClientState::Event::Welcome) {
        if (joined_) return;
        welcomed();
    }
    if (r.event == ClientState::Event::Error && !takeRefusal()) return;
    if (!r.problem.isEmpty()) {
        misfit(r);
        return;
    }
    if (r.event == ClientState::Event::State) resyncAsked_ = false;
    if (r.event == ClientState::Event::Chat) {
        emit chatReceived(r.message.value(QLatin1String("seat")).toInt(-1),
                          r.message.value(QLatin1String("name")).toString().left(kMaxNameLength),
                          r.message.value(QLatin1String("text")).toString().left(kMaxChatLength));
        return;
    }
    emit changed(r.event);
    if (r.event == ClientState::Event::Stopped && !state_.stopped().value(QLatin1String("kept")).toBool()) {
        // Over for the network: nothing to come back to (unless whoever was told stopped already).
        if (running_) giveUp(Failure::Stopped, QStringLiteral("the host stopped the game"));
        return;
    }
    if (r.event == ClientState::Event::GameOver) {
        running_ = false;
        socket_.close();
        emit gameOver();
        return;
    }
    // One decision per prompt of the server.
    if (state_.myDecision() && state_.prompts() != lastPrompt_) {
        lastPrompt_ = state_.prompts();
        emit decisionNeeded();
    }
}

// Joined (again): the retries start from the beginning.
void GameClient::welcomed()
{
    if (everJoined_) ++reconnections_;
    everJoined_ = true;
    joined_ = true;
    downSince_ = -1;
    attempts_ = 0;
    retryMs_ = options_.firstRetryMs;
    lastPrompt_ = -1;  // after a reconnection a decision still due is asked again
    emit connectionChanged(true);
}

// The server refused something: whoever listens is told. A refusal at the door that another try
// would not change, or another connection taking the seat, ends the client. False: the client
// stopped (then or by whoever was told).
bool GameClient::takeRefusal()
{
    const bool atTheDoor = !joined_;
    const auto code = parseErrorCode(state_.errorCode());
    emit refused(state_.errorCode(), state_.errorMessage());
    if (!running_) return false;  // stopped by whoever was told
    if ((atTheDoor && final(code)) || code == ErrorCode::Replaced) {
        running_ = false;
        socket_.close();
        giveUp(Failure::Refusal, QStringLiteral("%1: %2").arg(state_.errorCode(), state_.errorMessage()));
        return false;
    }
    return true;
}

// A message that does not fit this copy of the game: the whole state is asked for, once; a state
// that makes no sense, or a second misfit before the state came, ends the client.
void GameClient::misfit(const ClientState::Result& r)
{
    if (r.event == ClientState::Event::State || resyncAsked_) {
        running_ = false;
        socket_.close();
        giveUp(Failure::BadServer, QStringLiteral("the server's game makes no sense: %1").arg(r.problem));
        return;
    }
    resyncAsked_ = true;
    resync();
}

void GameClient::sendText(const QString& text)
{
    if (socket_.state() != QAbstractSocket::ConnectedState) return;
    socket_.sendTextMessage(text);
    emit textSent(text);
}

void GameClient::draw() { sendText(messageText({{QLatin1String("type"), QLatin1String("draw")}})); }

void GameClient::move(const RecordTurn& turn)
{
    sendText(messageText({{QLatin1String("type"), QLatin1String("move")}, {QLatin1String("turn"), entryJson(turn)}}));
}

void GameClient::replace(const RecordReplacement& replacement)
{
    sendText(messageText(
        {{QLatin1String("type"), QLatin1String("replace")}, {QLatin1String("trader"), replacementJson(replacement)}}));
}

void GameClient::startGame(const QString& hostToken, int fill)
{
    QJsonObject m{{QLatin1String("type"), QLatin1String("start")}, {QLatin1String("host_token"), hostToken}};
    if (fill >= 0) m.insert(QLatin1String("fill"), QString::fromLatin1(seatName(fill)));
    sendText(messageText(m));
}

void GameClient::chat(const QString& text)
{
    sendText(messageText({{QLatin1String("type"), QLatin1String("chat")}, {QLatin1String("text"), text}}));
}

void GameClient::resync() { sendText(messageText({{QLatin1String("type"), QLatin1String("resync")}})); }

void GameClient::assign(const QString& hostToken, int seat, int player)
{
    sendText(messageText({{QLatin1String("type"), QLatin1String("assign")},
                          {QLatin1String("host_token"), hostToken},
                          {QLatin1String("seat"), seat},
                          {QLatin1String("player"), QString::fromLatin1(seatName(player))}}));
}

}  // namespace swc::net
