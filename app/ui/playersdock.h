#pragma once

#include "gamedock.h"
#include "remoteplayer.h"

#include <QPointer>
#include <QVariantAnimation>

#include <array>
#include <vector>

class QTableWidget;
class QTableWidgetItem;

namespace swc::ui {

// The players: faction, score, meeples left, and in a network game whether each player at
// another computer is connected; at the end, the final scores by category.
class PlayersDock final : public GameDock
{
    Q_OBJECT

public:
    explicit PlayersDock(QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    // The cell of a seat's score: Score during the game, Total once it is over (nullptr: none).
    QTableWidgetItem* scoreCell(int seat) const;
    // The width that shows every column whole (names, faction, numbers and their headers).
    int wholeWidth() const;
    // Names and factions on two lines rather than cut, where the panel has the height for it (the
    // review's Players tab on a small screen); off in the Play mode, whose panel is only as high
    // as its rows.
    void setWrapWords(bool wrap);

protected:
    void refresh() override;
    void retranslate() override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    // Every column in view at any width: the numbers keep their width (their headers elided when
    // room is short), the faction and the names share the rest, each keeping a few letters.
    void fitColumns();
    // Each column's widths: its cells' on one line, with its header's, and its longest word's.
    struct ColumnNeeds {
        std::vector<int> cells, full, word;
    };
    ColumnNeeds measureColumns() const;
    void wrapRows(bool wrap);
    void setHeaders(bool final, bool teams, bool network);
    void fillRow(int seat);
    bool hasRemotePlayers() const;
    QTableWidgetItem* presenceItem(int seat) const;
    // The scores that a turn raised count up to their new value (motion.h).
    void countScores();
    void countUp(int seat, int from, int to);

    QTableWidget* table_ = nullptr;
    bool wrapWords_ = false;  // setWrapWords
    std::vector<int> shownScores_;  // the scores and the turns of the last refresh
    std::size_t shownTurns_ = 0;
    std::array<QPointer<QVariantAnimation>, kMaxPlayers> counting_;  // each seat's count up
};

}  // namespace swc::ui
