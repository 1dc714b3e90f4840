// The game being played at the table: the model that owns the engine's Game, its record, its
// history, its file and its autosave (as Pentobi's GameModel). The autosave is written after
// every turn by the record writer's thread (net::RecordWriter, as the server's records): the
// interface never waits for the disk, only the newest record of a burst of turns is written, and
// the session waits for the pending write only where the file must be whole: before discarding
// it, when it ends and when the program quits. A program killed between two writes loses at most
// the last turn, the previous autosave stays whole. Every rule question goes to the
// engine; this class sequences the steps of a turn, keeps the history, saves and loads.
//
// History is the game record: undoing a whole turn replays the record without it, so the draw
// order and the dice stay those of the seed (undo never re-rolls luck); redo plays the undone
// turns again while no new move was made. Undo within a turn restores the copy of the game
// taken when the tile was drawn. The log and the Last turn panel are views of history().
//
// The session decides nothing about who acts: the seat controllers (seats.h) do.
#pragma once

#include "boardfacts.h"
#include "autosave.h"
#include "game.h"
#include "record.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace swc::net {
class RecordWriter;
}

namespace swc::ui {

class GameSession : public QObject
{
    Q_OBJECT

public:
    enum class Phase { NoGame, Placing, Meeple, Replacing, Over };

    // One line of the game's story: a record turn and what it did. Set-aside tiles have an
    // empty report (face -1); the tile is turn.tile.
    struct Entry
    {
        RecordTurn turn;
        TurnReport report;
        bool committed = true;  // false: shown, but not in the record yet (this turn's)
    };

    // The final scoring, part of the state once the game is over.
    struct FinalScoring
    {
        std::array<int, kMaxPlayers> scores{};
        std::vector<ScoreReport> reports;
        std::array<ScoreBreakdown, kMaxPlayers> breakdown{};
    };

    // A game record read and replayed, ready to be shown: the slow part of opening a large
    // record (the engine replays every turn), done apart from the session so that it can run on
    // a worker thread (load()).
    struct LoadedGame
    {
        std::optional<GameRecord> record;
        std::optional<Game> game;
        std::vector<TurnReport> reports;
        std::optional<RecordError> error;  // why the file cannot be opened (read or replayed)
    };

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;  // waits for the autosave being written

    // Start a game as the record says (its turns are replayed once). Returns false and fills
    // `error` when the record has an illegal turn; the session is then unchanged.
    bool start(const GameRecord& record, std::optional<RecordError>* error = nullptr);

    Phase phase() const { return phase_; }
    bool hasGame() const { return game_.has_value(); }
    const Game& game() const { return *game_; }
    const GameRecord& record() const { return record_; }
    const QStringList& playerNames() const { return names_; }
    void setPlayerNames(const QStringList& names);
    QString playerName(int seat) const;
    // The seat whose decision it is now (the pending meeple's owner while re-placing), -1 when
    // no game is going on.
    int actingSeat() const;
    // Counts the decisions asked for: it changes whenever a seat must decide afresh (a tile to
    // choose, a drawn tile to place, a meeple to re-place). A decision started under one value
    // is stale once it changes.
    int decision() const { return decision_; }

    // --- Placing -----------------------------------------------------------------------
    int rotation() const { return draft_.rotation; }
    void rotate(int quarterTurns);
    void setRotation(int rotation);
    // Legal placements of the drawn tile (all rotations).
    const std::vector<Placement>& legalPlacements() const { return draft_.legal; }
    bool isLegal(Pos at, int rotation) const;
    bool anyRotationLegal(Pos at) const;
    bool place(Pos at);  // with the current rotation (or the first other one that fits there)
    // Intel and Rumours: each turn starts with no tile; the player takes face-up tile `index`
    // (it must fit somewhere) or the top of the pile.
    bool needsTileChoice() const;
    bool chooseFromRow(int index);
    bool chooseFromPile();
    bool tileFromRow() const { return draft_.fromRow; }

    // --- The meeple step ---------------------------------------------------------------
    const std::vector<MeepleMove>& meepleOptions() const { return draft_.options; }
    const MeepleMove& chosenMeeple() const { return draft_.meeple; }
    bool chooseMeeple(const MeepleMove& m);  // {} for no meeple
    std::vector<BattlePreview> battlePreview() const;
    bool confirm();

    // --- Galaxy Traders re-placements --------------------------------------------------
    const std::vector<MeepleMove>& replacementOptions() const { return draft_.options; }
    // The re-placement being considered (shown on the board) until replace() decides it.
    void chooseReplacement(const MeepleMove& m);
    bool replace(const MeepleMove& m);  // {} keeps the meeple in the reserve

    // --- History -----------------------------------------------------------------------
    const std::vector<Entry>& history() const { return history_; }
    // The last placed turn's entry (battles, scores), or nullptr.
    const Entry* lastTurn() const;
    bool canUndo() const;
    void undo();
    bool canRedo() const { return !redo_.empty(); }
    void redo();
    QString recordText() const;
    // Scores per seat and category so far (the final scoring included once the game is over).
    std::array<ScoreBreakdown, kMaxPlayers> breakdown() const;
    const std::optional<FinalScoring>& finalScoring() const { return final_; }

    // --- Files -------------------------------------------------------------------------
    // Confirmed turns not in any file the player saved (nothing to lose: false).
    bool isModified() const;
    QString filePath() const { return filePath_; }
    // Open a game record; false with a message in the user's language. The game is replayed once.
    bool open(const QString& path, QString* error);
    // Read and replay a record without a session (thread-safe), then show it as `path`'s game.
    static LoadedGame load(const QString& path);
    bool open(LoadedGame loaded, const QString& path, QString* error);
    // Resume a game from an orphaned autosave (Autosave::orphans()): opened, and its file
    // becomes this session's autosave; the game counts as unsaved.
    bool resume(const QString& autosavePath, QString* error);
    // The same with the autosave already read and replayed (load(), off the interface thread).
    bool resume(LoadedGame loaded, const QString& autosavePath, QString* error);
    // Save the confirmed turns; the old file stays intact when anything fails (`error` says why).
    bool save(const QString& path, QString* error);
    const Autosave& autosave() const { return autosave_; }
    // Why the last autosave could not be written, in the user's language; empty once one is
    // written again (or nothing is left to write: a finished game, no game).
    QString autosaveError() const { return autosaveError_; }
    // Blocks until the autosave handed to the writer is on disk (or its write failed).
    void flushAutosave();
    // Nothing to resume any more (a clean exit): the pending write is waited for, then the file goes.
    void discardAutosave();
    // The game came from an autosave: its turns are in no file the player saved.
    void markUnsaved();

    // --- Network play ------------------------------------------------------------------
    // In a network game the server holds the game. The session shows what it was told (the
    // public game: no seed, the pile's order unknown) and lets a person at this screen prepare
    // a move; what ends a decision (the pile, the end of the turn, a re-placement) is not played
    // here but handed on (remoteDraw, remoteMove, remoteReplace), and the server's answer comes
    // back as the next view. No undo, no redo, no autosave: the host's server keeps the record.
    struct RemoteView
    {
        GameRecord header;              // the set-up and names, no seed
        Game game;                      // the position: the tile to place drawn, if any
        std::vector<Entry> history;
        QString decisionKey;            // changes with every new decision
        std::optional<GameRecord> record;  // the host's record (with its seed): what Save writes
        // A timed game: when the acting seat's time for this step runs out (Forever: not timed),
        // and whether it ran out already (the server's computer then plays the step for it).
        QDeadlineTimer deadline{QDeadlineTimer::Forever};
        bool timedOut = false;
        bool stopped = false;  // the host stopped the game: nobody plays on until it is hosted again
    };
    void showRemote(const RemoteView& view);
    bool isRemote() const { return remote_; }
    // A decision was handed on and the server's answer is awaited.
    bool awaitingServer() const { return remote_ && draft_.awaiting; }
    // The server refused what was handed on: the person decides again.
    void remoteRefused();
    // A timed network game: the acting seat's deadline (Forever: not timed), and whether its time
    // ran out (nobody here acts then: the server's computer plays the step).
    QDeadlineTimer turnDeadline() const { return remote_ ? draft_.deadline : QDeadlineTimer(QDeadlineTimer::Forever); }
    bool remoteTimedOut() const { return remote_ && draft_.timedOut; }
    bool remoteStopped() const { return remote_ && remoteStopped_; }

    // --- A position shown (a review's step) ----------------------------------------------
    // The session shows `game` as it stands, with the story that led to it (`history`: an
    // uncommitted last entry is a turn not finished in that position) and, when the game is
    // over, its final scoring. Nothing is played from it: no seat acts (no Seats follows this
    // session), and there is no undo, autosave or file; `record` gives the set-up and names.
    // Every call is a new decision (a hint shown on the board goes).
    void showPosition(const GameRecord& record, Game game, std::vector<Entry> history);

signals:
    void changed();         // anything shown may have changed
    void historyChanged();  // history() changed (appended, rewound or replaced)
    void decisionNeeded();  // a seat must decide afresh (see decision())
    void gameOver();
    void turnScored(const swc::TurnReport& report);  // a turn was just played (not redone)
    void fileChanged();     // filePath() or isModified() may have changed
    void autosaveChanged();  // autosaveError() changed
    void started();  // start() replaced the game (a new game, a file opened)
    void remoteDraw();
    void remoteMove(const swc::RecordTurn& turn);
    void remoteReplace(const swc::RecordReplacement& replacement);

private:
    // The decision being made: what the acting seat has prepared so far (the tile chosen, its
    // rotation, the meeple) and what the engine offers it, all of it forgotten together when a
    // new turn begins (resetDraft).
    struct Draft
    {
        bool fromRow = false;  // Intel and Rumours: the tile was taken from the face-up row
        int rotation = 0;
        std::vector<Placement> legal;      // of the drawn tile, every rotation
        std::vector<MeepleMove> options;   // the meeple's places, or the re-placements
        MeepleMove meeple;                 // the one chosen ({}: none)
        std::optional<Game> turnStart;     // after the draw, before the placement
        std::optional<Game> choiceStart;   // Intel and Rumours: before the tile was chosen
        std::size_t choiceHistory = 0;     // history_'s length then
        RecordTurn pendingTurn;            // the turn being finished (re-placements)
        TurnReport pendingReport;
        // A network game: the step was handed on and the server's answer is awaited; the
        // acting seat's deadline for it, and whether that ran out.
        bool awaiting = false;
        QDeadlineTimer deadline{QDeadlineTimer::Forever};
        bool timedOut = false;
        bool stopped = false;  // the host stopped the game: nobody plays on until it is hosted again
    };

    void resetDraft();
    void prepareDrawnTile();
    void beginTurn();
    void drawFromPile();
    void tileDrawn();
    void enterPhase(Phase p);
    void newDecision();
    void refreshOptions();
    void commitTurn(const RecordTurn& turn, const TurnReport& report);
    void rebuildFromRecord();
    void forgetGame();
    void scoreFinal();  // final_ from the game over
    void finishGame();
    void writeAutosave();
    void setAutosaveError(const QString& error);
    // Show a replayed game (start() and open()).
    void show(const GameRecord& record, Game game, const std::vector<TurnReport>& reports);

    GameRecord record_;
    std::optional<Game> game_;
    QStringList names_;
    Phase phase_ = Phase::NoGame;
    int decision_ = 0;
    Draft draft_;
    std::vector<Entry> history_;  // committed entries, then this turn's uncommitted ones
    std::vector<RecordTurn> redo_;  // undone turns, the next one last
    std::optional<FinalScoring> final_;

    // Each confirmed turn gets a serial number; the saved state is the record's length and last
    // serial at the time of the save, so undo and redo back to it count as unmodified.
    std::vector<int> serials_;
    std::vector<int> redoSerials_;
    int nextSerial_ = 1;
    int savedLength_ = 0;
    int savedSerial_ = 0;
    QString filePath_;
    Autosave autosave_;
    std::shared_ptr<net::RecordWriter> writer_;  // made at the first autosave
    QString autosaveQueued_;                      // the file of the last write handed to it
    quint64 autosaveTicket_ = 0;                  // and its ticket (0: none to wait for)
    QString autosaveError_;
    bool remote_ = false;
    bool remoteRecord_ = false;  // the host's record (Save writes it)
    bool remoteStopped_ = false;
    QString remoteKey_;
};

}  // namespace swc::ui
