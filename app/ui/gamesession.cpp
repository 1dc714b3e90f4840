#include "gamesession.h"

namespace swc::ui {

GameSession::GameSession(QObject* parent) : QObject(parent) {}

bool GameSession::start(const GameRecord& record, std::optional<RecordError>* error)
{
    ReplayResult r = replay(record);
    if (r.error) {
        if (error) *error = r.error;
        return false;
    }
    record_ = record;
    game_.emplace(std::move(r.game));
    lastReport_ = {};
    lastSetAside_.clear();
    if (names_.size() != game_->playerCount()) names_.clear();
    beginTurn();
    return true;
}

void GameSession::setPlayerNames(const QStringList& names)
{
    names_ = names;
    emit changed();
}

QString GameSession::playerName(int seat) const
{
    if (seat >= 0 && seat < names_.size() && !names_[seat].isEmpty()) return names_[seat];
    return {};
}

void GameSession::enterPhase(Phase p)
{
    phase_ = p;
    emit changed();
}

void GameSession::beginTurn()
{
    Game& g = *game_;
    pendingSetAside_.clear();
    fromRow_ = false;
    meeple_ = {};
    options_.clear();
    legal_.clear();
    rotation_ = 0;
    turnStart_.reset();
    if (g.inReplacementStep()) {
        refreshOptions();
        enterPhase(Phase::Replacing);
        return;
    }
    if (g.isOver()) {
        enterPhase(Phase::Over);
        emit gameOver();
        return;
    }
    if (g.rules().has(Variant::IntelAndRumours)) {
        // The player first chooses a face-up tile or the pile (chooseFromRow / chooseFromPile).
        enterPhase(Phase::Placing);
        return;
    }
    drawFromPile();
}

void GameSession::drawFromPile()
{
    Game& g = *game_;
    std::vector<int> aside;
    const int face = g.drawPlaceable(&aside);
    for (int f : aside) pendingSetAside_.push_back(setAsideTurn(g.tileset(), f));
    if (!aside.empty()) emit tilesSetAside(aside);
    if (face < 0) {
        if (g.rules().has(Variant::IntelAndRumours) && !g.isOver()) {
            // The pile ran out while drawing: the face-up tiles remain to choose from.
            enterPhase(Phase::Placing);
            return;
        }
        // Nothing left: the set-aside tiles are part of the record too.
        for (const RecordTurn& t : pendingSetAside_) record_.turns.push_back(t);
        pendingSetAside_.clear();
        enterPhase(Phase::Over);
        emit gameOver();
        return;
    }
    tileDrawn();
}

void GameSession::tileDrawn()
{
    Game& g = *game_;
    g.legalPlacements(g.drawnTile(), legal_);
    turnStart_ = g;
    // Start in the first rotation that fits somewhere, so a legal spot is always highlighted.
    rotation_ = legal_.empty() ? 0 : legal_.front().rotation;
    enterPhase(Phase::Placing);
}

void GameSession::rotate(int quarterTurns)
{
    if (phase_ != Phase::Placing) return;
    rotation_ = ((rotation_ + quarterTurns) % 4 + 4) % 4;
    emit changed();
}

bool GameSession::isLegal(Pos at, int rotation) const
{
    return std::any_of(legal_.begin(), legal_.end(), [&](const Placement& p) { return p.at == at && p.rotation == rotation; });
}

bool GameSession::anyRotationLegal(Pos at) const
{
    return std::any_of(legal_.begin(), legal_.end(), [&](const Placement& p) { return p.at == at; });
}

bool GameSession::place(Pos at)
{
    if (phase_ != Phase::Placing) return false;
    int rotation = rotation_;
    if (!isLegal(at, rotation)) {
        // A click on a cell where only another rotation fits takes the first such rotation.
        rotation = -1;
        for (int k = 1; k < 4 && rotation < 0; ++k)
            if (isLegal(at, (rotation_ + k) % 4)) rotation = (rotation_ + k) % 4;
        if (rotation < 0) return false;
        rotation_ = rotation;
    }
    if (!game_->placeTile({at, rotation})) return false;
    meeple_ = {};
    refreshOptions();
    enterPhase(Phase::Meeple);
    return true;
}

bool GameSession::needsTileChoice() const
{
    return phase_ == Phase::Placing && game_->drawnTile() < 0;
}

bool GameSession::chooseFromRow(int index)
{
    if (!needsTileChoice() || !game_->takeFromRow(index)) return false;
    fromRow_ = true;
    tileDrawn();
    return true;
}

bool GameSession::chooseFromPile()
{
    if (!needsTileChoice() || game_->pileEmpty()) return false;
    drawFromPile();
    return true;
}

void GameSession::refreshOptions()
{
    if (game_->inReplacementStep()) game_->replacementOptions(options_);
    else game_->meepleOptions(options_);
}

void GameSession::chooseMeeple(const MeepleMove& m)
{
    if (phase_ != Phase::Meeple) return;
    if (m.place && !game_->checkMeeple(m)) return;
    meeple_ = m;
    emit changed();
}

std::vector<BattlePreview> GameSession::battlePreview() const
{
    if (phase_ != Phase::Meeple) return {};
    return previewBattles(*game_, meeple_);
}

void GameSession::confirm()
{
    if (phase_ != Phase::Meeple) return;
    Game& g = *game_;
    pendingTurn_ = describeTurn(g, meeple_, fromRow_);
    TurnReport report;
    if (!g.finishTurn(meeple_, nullptr, &report)) return;
    lastReport_ = report;
    lastSetAside_.clear();
    for (const RecordTurn& t : pendingSetAside_) {
        record_.turns.push_back(t);
        lastSetAside_.push_back(g.tileset().findFace(t.tile));
    }
    pendingSetAside_.clear();
    if (g.inReplacementStep()) {
        // Galaxy Traders: the turn is recorded once the re-placements are decided.
        meeple_ = {};
        refreshOptions();
        emit turnFinished(lastReport_);
        enterPhase(Phase::Replacing);
        return;
    }
    record_.turns.push_back(pendingTurn_);
    emit turnFinished(lastReport_);
    beginTurn();
}

void GameSession::replace(const MeepleMove& m)
{
    if (phase_ != Phase::Replacing) return;
    pendingTurn_.replacements.push_back(describeReplacement(*game_, m));
    if (!game_->replaceMeeple(m)) {
        pendingTurn_.replacements.pop_back();
        return;
    }
    if (game_->inReplacementStep()) {
        refreshOptions();
        emit changed();
        return;
    }
    record_.turns.push_back(pendingTurn_);
    beginTurn();
}

bool GameSession::canUndo() const
{
    if (!game_) return false;
    if (phase_ == Phase::Meeple) return true;
    for (const RecordTurn& t : record_.turns)
        if (!t.setAside) return true;
    return false;
}

void GameSession::undo()
{
    if (!canUndo()) return;
    if (phase_ == Phase::Meeple) {
        // Within the turn: back to the drawn tile, nothing placed.
        game_ = *turnStart_;
        meeple_ = {};
        options_.clear();
        enterPhase(Phase::Placing);
        return;
    }
    // A whole turn: drop the last placed turn (and the tiles set aside before it) and replay.
    while (!record_.turns.empty() && record_.turns.back().setAside) record_.turns.pop_back();
    if (!record_.turns.empty()) record_.turns.pop_back();
    while (!record_.turns.empty() && record_.turns.back().setAside) record_.turns.pop_back();
    ReplayResult r = replay(record_);
    game_.emplace(std::move(r.game));
    lastReport_ = {};
    lastSetAside_.clear();
    beginTurn();
}

QString GameSession::recordText() const
{
    // A turn in progress is not saved: the file holds the confirmed turns.
    return QString::fromStdString(writeRecord(record_));
}

}  // namespace swc::ui
