// Setting up a game: seats (name and colour; the faction follows the colour), team play,
// seed, tile set, house rules. The last choices are remembered (QSettings).
#pragma once

#include "record.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSettings;
class QSpinBox;
class QGridLayout;

namespace swc::ui {

class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    // Host: the same settings for a network game (Game > Host a network game): each seat may
    // also be left open for a player at another computer; the choices are remembered apart.
    enum class Mode { Local, Host };
    explicit NewGameDialog(QWidget* parent = nullptr, Mode mode = Mode::Local);

    // Offer this tile set first and choose it (the editor's "Play with this set").
    void setTileset(std::shared_ptr<const Tileset> set, const QString& name);
    // Choose the tile set of a file (as "Other file..." does after its file dialog); false with
    // the reason shown in the dialog when the file is not a usable tile set.
    bool chooseTilesetFile(const QString& path);
    // The tile set chosen (nullptr while the choice is a file that cannot be used).
    std::shared_ptr<const Tileset> tileset() const { return tileset_; }
    // The record of the new game (no turns yet), valid after accept().
    GameRecord record() const;
    QStringList names() const;
    // Per seat: -1 for a person, else the computer's AiLevel (1 easy to 4 expert); when
    // hosting, kRemoteSeat (-2) for a seat open to a player at another computer.
    std::vector<int> seatLevels() const;
    QComboBox* seatTypeBox(int seat) const { return types_[seat]; }
    // For tests: the widgets.
    QSpinBox* playerCountBox() const { return count_; }
    QCheckBox* teamsBox() const { return teams_; }
    QLineEdit* seedEdit() const { return seed_; }
    QCheckBox* variantBox(int v) const { return variants_[v]; }
    QComboBox* colorBox(int seat) const { return colors_[seat]; }
    QLineEdit* nameEdit(int seat) const { return names_[seat]; }
    QComboBox* tilesetBox() const { return tilesetBox_; }
    QLabel* tilesetTotals() const { return tilesetTotals_; }
    QLabel* problemLabel() const { return problem_; }

    void accept() override;

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void updateSeats();
    // Fill the tile-set list: the editor's set (if any), the built-in sets, recent files, Other file.
    void fillTilesets();
    void tilesetChosen(int index);
    // The chosen set's house rules into the boxes (a new choice of set).
    void takeSetRules();
    // The chosen set's totals, and whether it changes the scoring.
    void showTotals();
    // The house rules' tool tips, with the chosen set's numbers.
    void showVariantDetails();
    QString seatTypeText(int type) const;
    int savedSeatType(const QSettings& s, int i) const;
    void load();
    void save() const;

    QLabel* countLabel_ = nullptr;
    QSpinBox* count_ = nullptr;
    QCheckBox* teams_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QLabel* tilesetLabel_ = nullptr;
    QComboBox* tilesetBox_ = nullptr;
    QLabel* tilesetTotals_ = nullptr;
    int tilesetIndex_ = 0;  // the choice before "Other file...", restored when its dialog is cancelled
    QLabel* variantsLabel_ = nullptr;
    QLabel* seatsLabel_ = nullptr;
    QLabel* problem_ = nullptr;
    QLabel* numbers_[5] = {};
    QLineEdit* names_[5] = {};
    QComboBox* colors_[5] = {};
    QComboBox* types_[5] = {};
    QLabel* factions_[5] = {};
    QCheckBox* variants_[5] = {};
    std::shared_ptr<const Tileset> tileset_;
    Mode mode_ = Mode::Local;
    std::shared_ptr<const Tileset> editorSet_;
    QString editorSetName_;
};

}  // namespace swc::ui
