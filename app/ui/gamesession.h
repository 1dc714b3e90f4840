// The game being played at the table: the engine's Game plus its record, and the steps of a
// turn as the window shows them. A thin QObject adapter (as Pentobi's GameModel): every rule
// question goes to the engine; this class only sequences the turn, keeps the history, saves.
//
// History is the game record: undoing a whole turn replays the record without it, so the
// draw order and the dice stay those of the seed (undo never re-rolls luck). Undo within a
// turn restores the copy of the game taken when the tile was drawn.
#pragma once

#include "analysis.h"
#include "game.h"
#include "record.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace swc::ui {

class GameSession : public QObject
{
    Q_OBJECT

public:
    enum class Phase { NoGame, Placing, Meeple, Replacing, Over };

    explicit GameSession(QObject* parent = nullptr);

    // Start a game as the record says (its turns are replayed). Returns false and fills
    // `error` (engine message, untranslated structure) when the record has an illegal turn.
    bool start(const GameRecord& record, std::optional<RecordError>* error = nullptr);

    Phase phase() const { return phase_; }
    bool hasGame() const { return game_.has_value(); }
    const Game& game() const { return *game_; }
    const GameRecord& record() const { return record_; }
    const QStringList& playerNames() const { return names_; }
    void setPlayerNames(const QStringList& names);
    QString playerName(int seat) const;

    // --- Placing -----------------------------------------------------------------------
    int rotation() const { return rotation_; }
    void rotate(int quarterTurns);
    // Legal placements of the drawn tile (all rotations).
    const std::vector<Placement>& legalPlacements() const { return legal_; }
    bool isLegal(Pos at, int rotation) const;
    bool anyRotationLegal(Pos at) const;
    bool place(Pos at);  // with the current rotation (or the only legal one if that fits)
    // Intel and Rumours: each turn starts with no tile; the player takes face-up tile `index`
    // (it must fit somewhere) or the top of the pile.
    bool needsTileChoice() const;
    bool chooseFromRow(int index);
    bool chooseFromPile();
    bool tileFromRow() const { return fromRow_; }

    // --- The meeple step ---------------------------------------------------------------
    const std::vector<MeepleMove>& meepleOptions() const { return options_; }
    const MeepleMove& chosenMeeple() const { return meeple_; }
    void chooseMeeple(const MeepleMove& m);  // {} for no meeple
    std::vector<BattlePreview> battlePreview() const;
    void confirm();

    // --- Galaxy Traders re-placements --------------------------------------------------
    const std::vector<MeepleMove>& replacementOptions() const { return options_; }
    void replace(const MeepleMove& m);  // {} keeps the meeple in the reserve

    // --- History -----------------------------------------------------------------------
    bool canUndo() const;
    void undo();
    const TurnReport& lastReport() const { return lastReport_; }
    const std::vector<int>& lastSetAside() const { return lastSetAside_; }
    QString recordText() const;

signals:
    void changed();                    // anything shown may have changed
    void turnFinished(const swc::TurnReport& report);
    void tilesSetAside(const std::vector<int>& faces);
    void gameOver();

private:
    void beginTurn();
    void drawFromPile();
    void tileDrawn();
    void enterPhase(Phase p);
    void refreshOptions();

    GameRecord record_;
    std::optional<Game> game_;
    std::optional<Game> turnStart_;  // after the draw, before the placement
    QStringList names_;
    Phase phase_ = Phase::NoGame;
    int rotation_ = 0;
    bool fromRow_ = false;
    std::vector<Placement> legal_;
    std::vector<MeepleMove> options_;
    MeepleMove meeple_;
    RecordTurn pendingTurn_;
    std::vector<RecordTurn> pendingSetAside_;
    std::vector<int> lastSetAside_;
    TurnReport lastReport_;
};

}  // namespace swc::ui
