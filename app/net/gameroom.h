// One game on a server, the authority over it. It draws the tiles, rolls the dice (from the
// system's random source, so that nobody can foresee them, not even after a restart), checks
// every move with the engine and tells everyone what happened. Nothing secret leaves it: the
// seed and the order of the pile stay here until the game is over.
//
// Seats: each is `remote` (a person over the network) or a computer level (played here, off the
// event loop's thread). A remote seat is taken by the first client that asks, which receives a
// secret token (256 random bits; the room keeps only its SHA-256) to take it back after a
// dropped connection. The game starts when every remote seat is taken and then waits for whoever
// must act, connected or not; the host may hand a seat to a computer level.
//
// Turn timer (RoomOptions::turnTimeMs): a remote seat that has not acted within the time, connected
// or not, is played for the rest of that turn by a computer of the timeout level, after everyone
// is told (`timeout`); after kTimeoutsToHandOver timeouts in a row the seat is that computer's for
// good, as if the host had assigned it. The timer starts anew at every step (a prompt), runs only
// for remote seats, never in the lobby or after the end; a resumed room starts it in full.
//
// The record is the room's log: every turn entry names its tile and its dice. It is written
// atomically (QSaveFile, by RecordWriter off this thread) after every change, with a file beside
// it (RECORD.net.json) holding the seats' token digests and a turn in progress, so that a server
// killed and restarted continues where it was and the clients come back with their tokens. Those
// rewrites come a moment after the change: before any client hears of a change, its entries and
// the turn in progress are appended to a journal (RECORD.journal, a write-ahead log), which a
// restart folds into the record, so that nothing a client saw is lost when the process is killed.
#pragma once

#include "ai.h"
#include "recordmoves.h"
#include "airunner.h"
#include "protocol.h"

#include <QList>
#include <QObject>
#include <QDeadlineTimer>
#include <QRandomGenerator64>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace swc::net {

class Peer;
class Journal;
class RecordWriter;

struct RoomOptions
{
    QString password;    // empty: none
    QByteArray passwordDigest;  // or the password's digest (tokenDigest): a lobby's table resumed
    QString recordPath;  // where the record is written; empty: not saved
    // The game starts when the host says so (start), not as soon as every remote seat is taken:
    // the desktop program's lobby.
    bool hostStarts = false;
    // A failed save is tried again at the next change, and after this long if none comes.
    int saveRetryMs = 10000;
    // A move is in the journal at once; the whole record and the file beside it are written
    // again this long after (one rewrite for all the moves meanwhile), and at every other change.
    int rewriteMs = 5000;
    // Non-zero: the dice and the computer players' seeds come from this seed instead of the
    // system's random source (the fuzz target, which must replay its inputs; never a real game).
    quint64 randomSeed = 0;
    // The time a remote seat has for each step, in milliseconds (0: no limit), and the computer
    // level that plays a turn whose time ran out.
    int turnTimeMs = 0;
    int timeoutLevel = static_cast<int>(AiLevel::Easy);
};

// Timeouts in a row after which a seat is handed to the timeout level for good.
constexpr int kTimeoutsToHandOver = 3;

class GameRoom : public QObject
{
    Q_OBJECT
public:
    // A new game from a set-up record without turns: tile set, players, names, teams, variants,
    // seed (secret; a random one when the setup has none: `seedGiven` false) and seats (`remote`
    // or `person`: a network player; a level: a computer player).
    // `waitForDisk` false (a lobby's tables, created while a thousand games are being saved):
    // the first files are queued for the disk and not waited for; a write that fails then is
    // told to the host (save_failed) and tried again, as any later one. The journal is opened
    // here, which an unusable folder refuses at once.
    static std::unique_ptr<GameRoom> create(GameRecord setup, bool seedGiven, const RoomOptions& options, QString* why,
                                            bool waitForDisk = true);
    // A saved game continued: the record at `options.recordPath` and the file beside it.
    static std::unique_ptr<GameRoom> resume(const RoomOptions& options, QString* why);
    ~GameRoom() override;

    const Game& game() const { return game_; }
    const GameRecord& record() const { return record_; }
    Step step() const { return step_; }
    int seatToAct() const;
    bool isOver() const { return step_ == Step::Over; }
    // The game is over and a remote seat has not been told (its player was not connected at the
    // end and has not come back with its token since): the server waits for it.
    bool resultOwed() const;
    int seatPlayer(int seat) const { return seats_[static_cast<std::size_t>(seat)].who; }
    bool seatTaken(int seat) const;
    bool seatConnected(int seat) const;
    // Hands a seat to a computer level or back to remote players (free, for a new token).
    bool assignSeat(int seat, int player, QString* why);
    // The host starts the game (hostStarts): the free remote seats go to computers of level
    // `fill` (kRemoteSeat: none; then every seat must be taken). False with the reason's code
    // (not_ready, already_started, game_over) and an English explanation.
    bool startGame(int fill, ProtocolError* why);
    bool waitingForHost() const { return options_.hostStarts && !hostStarted_ && !started_; }
    bool isStarted() const { return started_; }
    bool isThinking() const { return thinker_.running(); }  // a computer seat decides
    // What the lobby's table list shows: the seats as in `seats`, the spectators watching.
    QJsonArray seatList() const;
    int spectatorCount() const;
    bool hasPassword() const { return !passwordDigest_.isEmpty(); }
    int turnTimeMs() const { return options_.turnTimeMs; }
    // The host's own seats (a program that hosts and plays): a token for free remote seat `seat`,
    // named `name`, that its client then presents in its hello. Empty if the seat is not free.
    QString reserveSeat(int seat, const QString& name);
    QString recordPath() const { return options_.recordPath; }
    // The journal beside a record (RECORD.journal): the changes announced, each appended before it
    // is announced, which a restart folds into the record.
    static QString journalPath(const QString& recordPath);
    // The last save's error (path and reason), empty once a save succeeds.
    QString saveError() const { return saveError_; }
    // The time left to the seat that must act (-1: it is not timed).
    qint64 timeLeftMs() const;
    // This game's identity (32 random hex digits, in `welcome`), kept across a restart: a client
    // keeps its seat token per server and game.
    QString gameId() const { return gameId_; }
    // Waits until the files of the last change are written (they are written off this thread).
    void flushSaves();
    // Deleted (deleteLater) once the files of the last change are written, without waiting here.
    void deleteWhenSaved();
    // The host stops the game on purpose: everyone joined is told (`stopped`). `kept`: the host
    // keeps it to host it again (the tokens still take their seats); otherwise the game is over
    // for the network and its record, seed included, goes with the message for whoever keeps it.
    void stop(bool kept);

    // The server's side: a connection's hello, its later messages, its end.
    void join(Peer* peer, const ClientMessage& hello);
    bool handle(Peer* peer, const ClientMessage& message);  // true: an accepted move
    void leave(Peer* peer);

signals:
    void seatsChanged();
    void advanced();  // a tile drawn, a move or a re-placement
    void finished();
    // A save failed (the files on disk are the last whole ones), or succeeded again after that.
    void saveFailed(const QString& why);
    void saveRecovered();

private:
    struct Seat
    {
        int who = kRemoteSeat;
        QByteArray tokenDigest;  // empty: free
        Peer* peer = nullptr;
        std::shared_ptr<AiPlayer> ai;
        std::shared_ptr<AiPlayer> standIn;  // a remote seat's time ran out: plays the rest of this turn
        int timeouts = 0;                   // in a row, without a move of the seat's own between them
        bool toldEnd = false;               // its connection was sent game_over
    };

    GameRoom(GameRecord record, const RoomOptions& options);
    // Resuming a saved game.
    bool replay(const std::vector<RecordTurn>& turns, QString* why);
    bool restoreSidecar(const QJsonObject& net, QString* why);
    bool restorePartial(const QJsonValue& entry);
    void goOn();
    void setSeatPlayer(int seat, int who);
    void handOver(int seat, int who, const QString& why, const QString& refused);
    std::shared_ptr<AiPlayer> computerFor(int seat) const;
    void armTimer();
    void timeUp();
    void turnComplete();
    void maybeStart();
    void beginTurn();
    void drawFromPile();
    std::optional<ProtocolError> doDraw(int seat);
    std::optional<ProtocolError> doMove(int seat, RecordTurn turn);
    std::optional<ProtocolError> doReplace(int seat, const RecordReplacement& rp);
    std::optional<ProtocolError> mayAct(int seat, bool allowed) const;
    void appendEntry(const RecordTurn& entry);
    void finish();
    void prompt();
    void think();
    void thought(const Decision& d);
    // A move: in the journal now, in the record and the file beside it within rewriteMs.
    void saveProgress();
    // Queues the record and the file beside it (`written` is called once both are on disk); with
    // `wait` returns once they are written. False: the last write known failed.
    bool save(bool wait = false, std::function<void()> written = {});
    bool openJournal(QString* why);
    void journalChange();  // appends the change to the journal, before anyone hears of it
    void checkSaved();  // a write ended: the hosts are told when saving fails or works again
    QJsonObject saveStatusJson() const;
    // A hello's steps.
    bool letIn(Peer* peer, const ClientMessage& hello);
    void rejoin(Peer* peer, const QString& token);
    int seatOfToken(const QString& token) const;
    int freeSeatFor(const QString& name) const;
    void takeFreeSeat(Peer* peer, const QString& name);
    void admit(Peer* peer, int seat, const QString& token);
    QJsonObject stateJson(const Peer* peer) const;
    QJsonObject promptJson() const;
    // The `turn` to everyone; the connection that must act and asked for its legal moves gets
    // them in it.
    void broadcastPrompt();
    const Peer* legalAsker() const;
    QJsonObject withLegal(QJsonObject prompt) const;
    QJsonObject seatsJson() const;
    QJsonObject gameOverJson() const;
    void broadcast(const QJsonObject& message);
    void chat(Peer* peer, const QString& text);
    void send(Peer* peer, const QJsonObject& message);

    GameRecord record_;  // the complete entries; the seed is secret
    Game game_;
    RoomOptions options_;
    QByteArray passwordDigest_;
    std::vector<Seat> seats_;
    std::optional<RecordTurn> partial_;  // played, waiting for re-placements
    std::vector<std::vector<int>> rows_; // Intel and Rumours: the row at the start and after each entry
    Step step_ = Step::Lobby;
    bool drewFromPile_ = false;          // Intel and Rumours: this turn's tile came from the pile
    bool started_ = false;
    bool hostStarted_ = false;
    QList<Peer*> peers_;
    QRandomGenerator64 random_;          // dice streams and computer players' seeds
    quint64 generation_ = 0;             // changes with every step; stale computer moves are dropped
    AiRunner thinker_;                   // a computer seat's decision
    int thinkingSeat_ = -1;              // whose, at which generation
    quint64 thinkingGeneration_ = 0;
    QString saveError_;
    QTimer saveRetry_;
    QTimer rewrite_;
    QTimer turnTimer_;
    QDeadlineTimer turnDeadline_{QDeadlineTimer::Forever};
    QString gameId_;
    std::shared_ptr<RecordWriter> writer_;
    quint64 recordTicket_ = 0, sidecarTicket_ = 0;
    std::unique_ptr<Journal> journal_;  // none until the record is written whole (create, resume)
    std::size_t journaled_ = 0;         // entries of record_ in the journal
    QByteArray journalLast_;            // the last line appended
    QString journalError_;              // the last append's error
};

}  // namespace swc::net
