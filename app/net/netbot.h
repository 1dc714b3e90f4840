// NetBot: a GameClient that plays its seat with a computer level to the end (the CLI's `join`,
// the tests, the load benchmark). It searches with an AiRunner: its thread stays free for the
// connection (pings, chat, the turn timer's messages) while it thinks.
#pragma once

#include "airunner.h"
#include "gameclient.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>
#include <vector>

namespace swc::net {

class NetBot : public QObject
{
    Q_OBJECT
public:
    NetBot(AiLevel level, std::uint64_t seed, QObject* parent = nullptr);

    void start(const QUrl& url, const GameClient::Options& options);
    // Waits about this long before each decision, from half to one and a half times it at random
    // (a person's pace, for tests and benchmarks; several bots do not move in step).
    void setDelay(int ms) { delayMs_ = ms; }
    GameClient& client() { return client_; }
    // The final result: seat, colour, name, scores, final_scores, reconnections (after finished()).
    QJsonObject result() const;
    // Milliseconds from each move sent to its broadcast received.
    const std::vector<double>& latencies() const { return latencies_; }
    long messagesReceived() const { return messages_; }

signals:
    void finished();
    void failed(const QString& why);

private:
    void play();
    void send(const Decision& d);
    std::shared_ptr<AiPlayer> ai_;  // kept from one decision to the next
    GameClient client_;
    AiRunner runner_;
    QString searched_;  // the decision the runner searches (ClientState::decisionKey)
    QElapsedTimer sent_;
    bool waiting_ = false;  // a move was sent and its broadcast is awaited
    bool scheduled_ = false;
    int delayMs_ = 0;
    std::vector<double> latencies_;
    long messages_ = 0;
};

}  // namespace swc::net
