// What a client knows of a network game, kept from the server's messages: its seat, the public
// game (a copy of the engine's Game rebuilt from the record the server sends, minus the seed:
// the pile's order is unknown to it, the tiles drawn and the face-up row are told), whose step it
// is, the seats. No sockets here: GameClient feeds it, tests and the fuzz target too.
//
// A server is not trusted either: a message that does not fit the game so far is reported as an
// error (the client then asks for the whole state again), never a crash.
#pragma once

#include "protocol.h"

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace swc::net {

class ClientState
{
public:
    enum class Event {
        None,
        Welcome,   // joined: seat and token known
        State,     // the whole game (re)built
        Seats,     // who sits where, who is connected
        Drawn,     // tiles drawn (and set aside)
        Played,    // a move, with its battles and scores
        Replaced,  // a Galaxy Traders re-placement
        Prompt,    // whose step it is
        GameOver,
        Error,     // the server refused something (code, message in errorCode(), errorMessage())
        Chat,      // a chat line (in the message: seat, name, text)
        Saving,    // to the host: the server's record could not be saved, or can again (save_failed, save_ok)
        Timeout,   // a seat's time ran out (lastTimeout()): the server's computer plays its turn
        Stopped,   // the host stopped the game on purpose (stopped())
    };
    // One record entry so far and what it did (the public game replayed: the same battles and
    // scores as the server's); `complete` false: played, its re-placements still to come.
    struct Entry
    {
        RecordTurn turn;
        TurnReport report;  // a set-aside tile: empty (face -1)
        bool complete = true;
    };
    struct Result
    {
        Event event = Event::None;
        QString problem;      // non-empty: the message does not fit the game (ask for a resync)
        QJsonObject message;  // the message read
    };

    Result handle(const QByteArray& utf8);

    int seat() const { return seat_; }  // -1: spectator or not joined
    QString token() const { return token_; }
    QString name() const { return name_; }      // the seat's name, as the server recorded it
    QString gameId() const { return gameId_; }  // the game's identity; empty if the server gave none
    bool hasGame() const { return game_.has_value(); }
    const Game& game() const { return *game_; }  // the public game (hasGame())
    const GameRecord& header() const { return *header_; }
    Step step() const { return step_; }
    int seatToAct() const { return toAct_; }
    int drawnFace() const { return drawn_; }  // place step: the tile to place
    bool myDecision() const;
    // The position the player to act sees: the public game with the drawn tile drawn.
    Game decisionGame() const;
    // What decision is due: the entries, the re-placements, the step, the drawn tile.
    QString decisionKey() const;
    // Counts the server's prompts (`turn` messages and states): each asks for one decision.
    int prompts() const { return prompts_; }
    QJsonArray seats() const { return seats_; }
    bool over() const { return over_; }
    const QJsonObject& gameOver() const { return gameOver_; }
    QString errorCode() const { return errorCode_; }
    QString errorMessage() const { return errorMessage_; }
    int entries() const { return entries_; }
    const std::vector<Entry>& history() const { return history_; }
    // Before the game: the server waits for the host to start it (a desktop program's lobby).
    bool started() const { return started_; }
    bool waitingForHost() const { return hostStarts_; }
    // The turn timer: the time each step of a remote seat has (0: none), the deadline of the step
    // at hand (QDeadlineTimer::Forever: not timed) and the milliseconds left (-1: not timed);
    // timedOut(): the acting seat's time ran out and the server's computer plays this step.
    int turnTimeMs() const { return turnTimeMs_; }
    QDeadlineTimer turnDeadline() const;
    qint64 timeLeftMs() const;
    bool timedOut() const { return timedOut_; }
    const QJsonObject& lastTimeout() const { return timeout_; }
    // The host stopped the game (the `stopped` message: `kept`, and `record` when not kept);
    // empty until then, and again once the server sends the game anew (it was hosted again).
    // Nobody acts in a stopped game, and every seat counts as disconnected: the server is gone.
    const QJsonObject& stopped() const { return stopped_; }

private:
    // Each answers the problem it found (empty: none).
    QString applyWelcome(const QJsonObject& m);
    QString rebuild(const QJsonObject& state);
    QString replayTurns(const QJsonArray& turns, const QJsonArray& rows);
    QString replayPartial(const QJsonValue& entry);
    QString readState(const QJsonObject& state);
    QString applySeats(const QJsonObject& m);
    QString prompt(const QJsonObject& turn);
    QString applyDrawn(const QJsonObject& m);
    QString applyPlayed(const QJsonObject& m);
    QString applyRow(const QJsonValue& row);
    QString applyReplaced(const QJsonObject& m);
    QString applyTimeout(const QJsonObject& m);
    QString applyGameOver(const QJsonObject& m);
    QString applyError(const QJsonObject& m);
    QString applyStopped(const QJsonObject& m);

    int seat_ = -1;
    QString token_, name_, gameId_;
    std::optional<GameRecord> header_;
    std::optional<Game> game_;
    Step step_ = Step::Lobby;
    int toAct_ = -1;
    int drawn_ = -1;
    int entries_ = 0;       // record entries applied (set-aside ones included)
    int replacements_ = 0;  // re-placements applied in the turn being played
    int prompts_ = 0;
    QJsonArray seats_;
    std::vector<Entry> history_;
    bool started_ = false;
    bool hostStarts_ = false;
    bool over_ = false;
    int turnTimeMs_ = 0;
    QDeadlineTimer deadline_{QDeadlineTimer::Forever};
    bool timedOut_ = false;
    QJsonObject timeout_;
    QJsonObject gameOver_;
    QJsonObject stopped_;
    QString errorCode_, errorMessage_;
};

}  // namespace swc::net
