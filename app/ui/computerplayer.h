#pragma once

#include "ai.h"
#include "airunner.h"
#include "seatcontroller.h"

#include <QPointer>

#include <functional>
#include <optional>

namespace swc::ui {

// A computer player: searches off the interface thread, then shows its move step by step
// (the tile turned, placed, the meeple, the end of the turn) with a pause between steps. Each
// step first checks that the decision is still the one it was asked for and that the move is
// legal; an illegal move is replaced by a legal one, so the game never stalls.
class ComputerPlayer final : public SeatController
{
    Q_OBJECT

public:
    ComputerPlayer(AiLevel level, QObject* parent = nullptr);
    ~ComputerPlayer() override;
    int level() const override { return static_cast<int>(level_); }
    void decide(GameSession* session) override;
    void stop() override;
    bool isBusy() const override { return busy_; }
    bool isThinking() const override { return search_.running(); }
    qint64 thinkingMs() const override { return search_.elapsedMs(); }
    bool moveNow() override { return search_.hurry(); }
    void setPause(int ms) { pauseMs_ = ms; }
    // For tests: the search's budget in place of the level's.
    void setConfig(const std::optional<AiConfig>& config) { config_ = config; }
    // For tests: every move found passes through this before it is checked and played.
    void setMoveFilter(std::function<AiMove(const AiMove&)> filter) { filter_ = std::move(filter); }

private:
    // Step `step` of showing the decision: 0 the tile turned, 1 placed, 2 the meeple, 3 the end of
    // the turn (a re-placement: 0 shown, 1 made; a tile to choose: at once).
    void play(const net::Decision& d, int step);
    void playLater(const net::Decision& d, int step, int ms);
    void replaceMeeple(const net::Decision& d, int step);
    void chooseTile(int tile);
    void turnTile(const net::Decision& d);
    void placeTile(const net::Decision& d);
    void chooseMeeple(const net::Decision& d);
    void later(int ms, std::function<void()> f);
    bool current() const;
    void setBusy(bool busy);

    AiLevel level_;
    net::AiRunner search_;
    QPointer<GameSession> session_;
    int decision_ = -1;
    int pauseMs_ = 450;
    bool busy_ = false;
    int generation_ = 0;
    std::function<AiMove(const AiMove&)> filter_;
    std::optional<AiConfig> config_;
};

}  // namespace swc::ui
