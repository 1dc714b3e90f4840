// The editor's Rules page: the rules a tile set comes with. The five house rules a new game
// starts with (each with its rule text), and the scoring numbers the rulebook fixes, each shown
// with the rulebook's value. Every change is an undoable edit of the document, and the YAML text
// follows (its `rules:` section, written only where it differs from the rulebook).
#pragma once

#include "tilesetdocument.h"

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace swc::editor {

class RulesPage : public QWidget
{
    Q_OBJECT

public:
    explicit RulesPage(TilesetDocument* doc, QWidget* parent = nullptr);

    QCheckBox* variantBox(int v) const { return variants_[v]; }
    QSpinBox* numberBox(int key) const { return numbers_[key]; }
    QPushButton* resetButton() const { return reset_; }
    // What a scoring number stands for, in words ("Points per tile of a completed trading route").
    static QString numberLabel(int key);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void refresh();
    void showVariantTexts();

    TilesetDocument* doc_;
    bool updating_ = false;
    QGroupBox *variantsGroup_ = nullptr, *numbersGroup_ = nullptr;
    QCheckBox* variants_[kVariants] = {};
    QLabel* variantTexts_[kVariants] = {};
    QLabel* numberLabels_[kScoringKeys] = {};
    QSpinBox* numbers_[kScoringKeys] = {};
    QLabel* defaults_[kScoringKeys] = {};
    QLabel* sections_[4] = {};
    QPushButton* reset_ = nullptr;
    QScrollArea* scroll_ = nullptr;
};

}  // namespace swc::editor
