#include "netbot.h"

#include <QRandomGenerator>
#include <QTimer>

namespace swc::net {

NetBot::NetBot(AiLevel level, std::uint64_t seed, QObject* parent)
    : QObject(parent), ai_(std::make_shared<AiPlayer>(level, seed))
{
    client_.setParent(this);  // both move with the bot to another thread
    runner_.setParent(this);
    runner_.useOwnThread();
    connect(&runner_, &AiRunner::decided, this, &NetBot::send);
    connect(&client_, &GameClient::textReceived, this, [this] { ++messages_; });
    connect(&client_, &GameClient::decisionNeeded, this, [this] {
        if (scheduled_) return;
        scheduled_ = true;
        const int wait = delayMs_ > 0 ? delayMs_ / 2 + static_cast<int>(QRandomGenerator::global()->bounded(delayMs_ + 1)) : 0;
        QTimer::singleShot(wait, this, &NetBot::play);
    });
    connect(&client_, &GameClient::changed, this, [this](ClientState::Event e) {
        const bool answer = e == ClientState::Event::Drawn || e == ClientState::Event::Played ||
                            e == ClientState::Event::Replaced || e == ClientState::Event::Error;
        if (!waiting_ || !answer) return;
        waiting_ = false;
        if (e != ClientState::Event::Error) latencies_.push_back(static_cast<double>(sent_.nsecsElapsed()) / 1e6);
    });
    // A refused move means this copy of the game differs from the server's: ask for the whole
    // state, whose prompt asks for the decision again.
    connect(&client_, &GameClient::refused, this, [this](const QString& code) {
        const auto c = parseErrorCode(code);
        if (c == ErrorCode::IllegalMove || c == ErrorCode::WrongStep || c == ErrorCode::NotYourTurn || c == ErrorCode::BadMove)
            client_.resync();
    });
    connect(&client_, &GameClient::gameOver, this, &NetBot::finished);
    connect(&client_, &GameClient::failed, this, &NetBot::failed);
}

void NetBot::start(const QUrl& url, const GameClient::Options& options) { client_.start(url, options); }

void NetBot::play()
{
    scheduled_ = false;
    const ClientState& st = client_.state();
    if (!st.myDecision()) return;
    if (runner_.running() && searched_ == st.decisionKey()) return;  // asked again (a reconnection)
    searched_ = st.decisionKey();
    runner_.go(ai_, st.decisionGame(), st.step(), DecisionFor::Message);
}

void NetBot::send(const Decision& d)
{
    const ClientState& st = client_.state();
    // The game moved on while the bot thought (its time ran out): its next prompt asks again.
    if (!st.myDecision() || st.decisionKey() != searched_) return;
    waiting_ = true;
    sent_.start();
    switch (d.type) {
    case ClientMessageType::Draw: client_.draw(); break;
    case ClientMessageType::Move: client_.move(d.turn); break;
    case ClientMessageType::Replace: client_.replace(d.replacementEntry); break;
    default: break;
    }
}

QJsonObject NetBot::result() const
{
    const ClientState& st = client_.state();
    QJsonObject out{{QLatin1String("seat"), st.seat()}, {QLatin1String("reconnections"), client_.reconnections()}};
    if (st.hasGame() && st.seat() >= 0) {
        out.insert(QLatin1String("color"), QString::fromLatin1(colorName(st.game().color(st.seat()))));
        const auto& names = st.header().names;
        if (static_cast<std::size_t>(st.seat()) < names.size())
            out.insert(QLatin1String("name"), QString::fromStdString(names[static_cast<std::size_t>(st.seat())]));
    }
    out.insert(QLatin1String("scores"), st.gameOver().value(QLatin1String("scores")));
    out.insert(QLatin1String("final_scores"), st.gameOver().value(QLatin1String("final_scores")));
    return out;
}

}  // namespace swc::net
