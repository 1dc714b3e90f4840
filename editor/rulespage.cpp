#include "rulespage.h"

#include "texts.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace swc::editor {

using ui::Texts;

namespace {
// The first key of each section of the numbers: completed features, battles, the end of the
// game, the Endgame house rule (in the order of scoringKeys()).
constexpr int kSectionStart[4] = {0, 6, 12, 16};
}  // namespace

RulesPage::RulesPage(TilesetDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
    setObjectName(QStringLiteral("rulesPage"));
    auto* inner = new QWidget;
    auto* layout = new QVBoxLayout(inner);

    variantsGroup_ = new QGroupBox;
    auto* vg = new QGridLayout(variantsGroup_);
    for (int v = 0; v < kVariants; ++v) {
        variants_[v] = new QCheckBox;
        variants_[v]->setObjectName(QStringLiteral("ruleVariant%1").arg(v));
        QFont bold = variants_[v]->font();
        bold.setBold(true);
        variants_[v]->setFont(bold);
        variantTexts_[v] = new QLabel;
        variantTexts_[v]->setWordWrap(true);
        variantTexts_[v]->setTextFormat(Qt::RichText);
        vg->addWidget(variants_[v], 2 * v, 0);
        vg->addWidget(variantTexts_[v], 2 * v + 1, 0);
        connect(variants_[v], &QCheckBox::toggled, this, [this, v](bool on) {
            if (updating_) return;
            SetRules r = doc_->set().rules;
            if (on) r.variants = static_cast<std::uint8_t>(r.variants | 1u << v);
            else r.variants = static_cast<std::uint8_t>(r.variants & ~(1u << v));
            doc_->setRules(r, on ? tr("Turn on %1 by default").arg(Texts::variant(static_cast<Variant>(v)))
                       : tr("Turn off %1 by default").arg(Texts::variant(static_cast<Variant>(v))));
        });
    }
    layout->addWidget(variantsGroup_);

    numbersGroup_ = new QGroupBox;
    auto* ng = new QGridLayout(numbersGroup_);
    ng->setColumnStretch(3, 1);  // the numbers stay beside their labels on a wide window
    const auto& keys = scoringKeys();
    const Scoring rulebook;
    int row = 0;
    for (int k = 0; k < kScoringKeys; ++k) {
        for (int sec = 0; sec < 4; ++sec)
            if (kSectionStart[sec] == k) {
                sections_[sec] = new QLabel;
                QFont bold = sections_[sec]->font();
                bold.setBold(true);
                sections_[sec]->setFont(bold);
                ng->addWidget(sections_[sec], row++, 0, 1, 3);
            }
        numberLabels_[k] = new QLabel;
        numbers_[k] = new QSpinBox;
        numbers_[k]->setObjectName(QStringLiteral("rule-%1").arg(QLatin1String(keys[static_cast<std::size_t>(k)].key)));
        numbers_[k]->setRange(keys[static_cast<std::size_t>(k)].min, keys[static_cast<std::size_t>(k)].max);
        numberLabels_[k]->setBuddy(numbers_[k]);
        defaults_[k] = new QLabel;
        defaults_[k]->setProperty("rulebook", rulebook.*keys[static_cast<std::size_t>(k)].field);
        ng->addWidget(numberLabels_[k], row, 0);
        ng->addWidget(numbers_[k], row, 1);
        ng->addWidget(defaults_[k], row++, 2);
        connect(numbers_[k], &QSpinBox::valueChanged, this, [this, k](int value) {
            if (updating_) return;
            SetRules r = doc_->set().rules;
            r.scoring.*scoringKeys()[static_cast<std::size_t>(k)].field = value;
            doc_->setRules(r, tr("Change a scoring number"));
        });
    }
    reset_ = new QPushButton;
    reset_->setObjectName(QStringLiteral("resetRules"));
    connect(reset_, &QPushButton::clicked, this, [this] {
        SetRules r = doc_->set().rules;
        r.scoring = Scoring{};
        doc_->setRules(r, tr("Restore the rulebook's numbers"));
    });
    ng->addWidget(reset_, row, 0, 1, 3, Qt::AlignLeft);
    layout->addWidget(numbersGroup_);
    layout->addStretch(1);

    scroll_ = new QScrollArea;
    scroll_->setWidget(inner);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll_);

    connect(doc_, &TilesetDocument::changed, this, &RulesPage::refresh);
    retranslate();
}

void RulesPage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

QString RulesPage::numberLabel(int key)
{
    switch (key) {
    case 0: return tr("Completed trading route, points per tile:");
    case 1: return tr("Completed trading route, points per symbol:");
    case 2: return tr("Completed asteroid field, points per tile:");
    case 3: return tr("Completed asteroid field, points per symbol:");
    case 4: return tr("Completed planet, points (its tile and the 8 around it):");
    case 5: return tr("Completed planet, points per symbol:");
    case 6: return tr("Dice per small meeple:");
    case 7: return tr("Dice per large meeple:");
    case 8: return tr("Dice per symbol of the side's faction:");
    case 9: return tr("Most dice a side rolls:");
    case 10: return tr("Points to each side in a tie:");
    case 11: return tr("Points to the loser per die rolled:");
    case 12: return tr("Unfinished trading route, points per tile:");
    case 13: return tr("Unfinished asteroid field, points per tile:");
    case 14: return tr("Unfinished planet, points per tile (its own and each around it):");
    case 15: return tr("Unfinished feature, points per symbol:");
    case 16: return tr("Endgame: points per meeple on an unfinished field or planet:");
    default: return tr("Endgame: more points when the tile shows a symbol of its faction:");
    }
}

void RulesPage::retranslate()
{
    variantsGroup_->setTitle(tr("House rules on when a new game starts"));
    numbersGroup_->setTitle(tr("Scoring numbers"));
    for (int v = 0; v < kVariants; ++v) {
        const Variant var = static_cast<Variant>(v);
        variants_[v]->setText(Texts::variant(var));
        variants_[v]->setAccessibleDescription(Texts::variantSummary(var));
    }
    showVariantTexts();
    scroll_->setAccessibleName(tr("A tile set's rules"));
    scroll_->setAccessibleDescription(tr("The house rules a new game starts with and the set's scoring numbers"));
    sections_[0]->setText(tr("Completed features"));
    sections_[1]->setText(tr("Battles"));
    sections_[2]->setText(tr("End of the game"));
    sections_[3]->setText(tr("Endgame house rule"));
    for (int k = 0; k < kScoringKeys; ++k) {
        numberLabels_[k]->setText(numberLabel(k));
        defaults_[k]->setText(tr("rulebook: %1").arg(defaults_[k]->property("rulebook").toInt()));
    }
    reset_->setText(tr("&Restore the rulebook's numbers"));
    refresh();
}

void RulesPage::refresh()
{
    const QScopedValueRollback<bool> updating(updating_, true);  // the boxes follow the set, they do not edit it
    const SetRules& r = doc_->set().rules;
    for (int v = 0; v < kVariants; ++v) variants_[v]->setChecked(r.has(static_cast<Variant>(v)));
    const Scoring rulebook;
    for (int k = 0; k < kScoringKeys; ++k) {
        const auto field = scoringKeys()[static_cast<std::size_t>(k)].field;
        numbers_[k]->setValue(r.scoring.*field);
        // A number that differs from the rulebook stands out.
        QFont f = numbers_[k]->font();
        f.setBold(r.scoring.*field != rulebook.*field);
        numbers_[k]->setFont(f);
    }
    reset_->setEnabled(!(r.scoring == rulebook));
    showVariantTexts();
}

// Each house rule explained with the set's own numbers, as a game on it would play.
void RulesPage::showVariantTexts()
{
    for (int v = 0; v < kVariants; ++v) {
        const auto var = static_cast<Variant>(v);
        // The explanation at the page's own font size: it is read, not glanced at.
        variantTexts_[v]->setText(Texts::variantSummary(var) + QStringLiteral("<br>") +
                                  Texts::variantDetails(var, doc_->set().rules.scoring));
    }
}

}  // namespace swc::editor
