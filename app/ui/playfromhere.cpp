#include "playfromhere.h"

#include "ai.h"
#include "gametext.h"
#include "texts.h"
#include "tileart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

PlayFromHereDialog::PlayFromHereDialog(const GameRecord& record, int toAct, const QString& where, bool canReseed,
                                       QWidget* parent)
    : QDialog(parent), canReseed_(canReseed)
{
    setObjectName(QStringLiteral("playFromHereDialog"));
    setWindowTitle(tr("Play from here"));
    auto* layout = new QVBoxLayout(this);
    where_ = new QLabel(where);
    where_->setObjectName(QStringLiteral("playFromHereWhere"));
    where_->setWordWrap(true);
    layout->addWidget(where_);
    layout->addWidget(new QLabel(tr("Seats, in playing order:")));
    auto* seats = new QGridLayout;
    for (std::size_t i = 0; i < record.players.size(); ++i) {
        const Color colour = record.players[i];
        auto* icon = new QLabel;
        icon->setPixmap(meeplePixmap(colour, MeepleSize::Small, 28));
        icon->setToolTip(Texts::sentence(Texts::color(colour)));
        auto* name = new QLineEdit(i < record.names.size() ? QString::fromStdString(record.names[i]) : QString());
        name->setPlaceholderText(Texts::sentence(Texts::color(colour)));
        name->setMaxLength(kMaxPlayerNameLength);
        auto* type = new QComboBox;
        type->addItem(tr("Person"), kPersonSeat);
        for (AiLevel level : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard, AiLevel::Expert})
            type->addItem(tr("Computer (%1)").arg(GameText::levelName(level)), static_cast<int>(level));
        // The record's seat: its computer level, else a person (a network player included).
        const int seat = i < record.seats.size() ? record.seats[i] : kPersonSeat;
        type->setCurrentIndex(std::max(0, type->findData(seat)));
        const int row = static_cast<int>(i);
        seats->addWidget(icon, row, 0);
        seats->addWidget(name, row, 1);
        seats->addWidget(type, row, 2);
        names_.push_back(name);
        types_.push_back(type);
    }
    // A game of computers only is continued with a person at the seat to act.
    const bool anyPerson = std::any_of(types_.begin(), types_.end(), [](const QComboBox* b) { return b->currentData().toInt() < 0; });
    if (!anyPerson && toAct >= 0 && toAct < static_cast<int>(types_.size())) types_[static_cast<std::size_t>(toAct)]->setCurrentIndex(0);
    seats->setColumnStretch(1, 1);
    layout->addLayout(seats);
    keepSeed_ = new QCheckBox(tr("&Keep the record's seed (the tiles come in the same order)"));
    keepSeed_->setObjectName(QStringLiteral("keepSeed"));
    keepSeed_->setChecked(!canReseed);
    keepSeed_->setEnabled(canReseed);
    layout->addWidget(keepSeed_);
    seedNote_ = new QLabel;
    seedNote_->setObjectName(QStringLiteral("seedNote"));
    seedNote_->setWordWrap(true);
    layout->addWidget(seedNote_);
    connect(keepSeed_, &QCheckBox::toggled, this, &PlayFromHereDialog::showSeedNote);
    showSeedNote();
    auto* note = new QLabel(tr("The game reviewed and its file stay as they are; the new game is not saved until you save it."));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

void PlayFromHereDialog::proposeKeepSeed(bool keep)
{
    if (canReseed_) keepSeed_->setChecked(keep);
}

void PlayFromHereDialog::showSeedNote()
{
    if (!canReseed_)
        seedNote_->setText(tr("With Intel and Rumours the face-up tiles come from the pile as the seed orders it: the new "
                              "game keeps the record's seed."));
    else if (keepSeed_->isChecked())
        seedNote_->setText(tr("The tiles still to come arrive in the record's order, and the dice roll as the record's seed "
                              "rolls them."));
    else
        seedNote_->setText(tr("The tiles still to come are shuffled again with a new seed, and the dice of the battles to "
                              "come roll anew. What was played stays as it was."));
}

QStringList PlayFromHereDialog::names() const
{
    QStringList out;
    for (const QLineEdit* e : names_) out << GameText::typedName(e->text());
    return out;
}

std::vector<int> PlayFromHereDialog::seatLevels() const
{
    std::vector<int> out;
    for (const QComboBox* b : types_) out.push_back(b->currentData().toInt());
    return out;
}

bool PlayFromHereDialog::keepSeed() const { return keepSeed_->isChecked(); }

}  // namespace swc::ui
