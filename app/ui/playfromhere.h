// Play from here (the Review mode): who plays each seat of the new game (a person at this screen
// or a computer, and the names), and whether the tiles still to come keep the record's order.
// Where the new game starts is said at the top (the review words it).
#pragma once

#include "record.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace swc::ui {

class PlayFromHereDialog final : public QDialog
{
    Q_OBJECT

public:
    // `record`: the game reviewed (its seats, colours and names are the defaults; when a computer
    // played every seat, the seat to act first, `toAct`, is a person's); `where`: where the new
    // game starts; `canReseed`: false when the record's seed must be kept (Intel and Rumours).
    PlayFromHereDialog(const GameRecord& record, int toAct, const QString& where, bool canReseed, QWidget* parent = nullptr);

    QStringList names() const;
    // Per seat: -1 for a person at this screen, else the computer's AiLevel.
    std::vector<int> seatLevels() const;
    bool keepSeed() const;
    // Proposes to keep the record's seed (the tiles in the record's order), or not; without a
    // choice (canReseed false) the seed stays kept.
    void proposeKeepSeed(bool keep);

    // For tests.
    QLabel* whereLabel() const { return where_; }
    QLineEdit* nameEdit(int seat) const { return names_[static_cast<std::size_t>(seat)]; }
    QComboBox* seatTypeBox(int seat) const { return types_[static_cast<std::size_t>(seat)]; }
    QCheckBox* keepSeedBox() const { return keepSeed_; }
    QLabel* seedLabel() const { return seedNote_; }

private:
    void showSeedNote();

    QLabel* where_ = nullptr;
    std::vector<QLineEdit*> names_;
    std::vector<QComboBox*> types_;
    QCheckBox* keepSeed_ = nullptr;
    QLabel* seedNote_ = nullptr;
    bool canReseed_ = true;
};

}  // namespace swc::ui
