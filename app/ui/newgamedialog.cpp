#include "newgamedialog.h"

#include "tileart.h"
#include "texts.h"

#include <QCheckBox>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
const Color kDefaultColors[5] = {Color::Red, Color::Black, Color::Green, Color::White, Color::Orange};
}

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    tileset_ = builtinTileset("standard");
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    count_ = new QSpinBox;
    count_->setRange(2, 5);
    countLabel_ = new QLabel;
    form->addRow(countLabel_, count_);
    teams_ = new QCheckBox;
    form->addRow(QString(), teams_);
    layout->addLayout(form);

    seatsLabel_ = new QLabel;
    layout->addWidget(seatsLabel_);
    auto* seats = new QGridLayout;
    for (int i = 0; i < 5; ++i) {
        names_[i] = new QLineEdit;
        names_[i]->setMaxLength(kMaxPlayerNameLength);  // what a saved game can hold
        colors_[i] = new QComboBox;
        for (int c = 0; c < kColors; ++c) {
            const Color color = static_cast<Color>(c);
            colors_[i]->addItem(QIcon(meeplePixmap(color, MeepleSize::Small, 32)), QString(), c);
        }
        factions_[i] = new QLabel;
        types_[i] = new QComboBox;
        for (int t = -1; t <= 3; ++t)
            if (t != 0) types_[i]->addItem(QString(), t);
        seats->addWidget(new QLabel(QString::number(i + 1)), i, 0);
        seats->addWidget(names_[i], i, 1);
        seats->addWidget(colors_[i], i, 2);
        seats->addWidget(factions_[i], i, 3);
        seats->addWidget(types_[i], i, 4);
        connect(colors_[i], &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
    }
    layout->addLayout(seats);

    auto* more = new QFormLayout;
    seed_ = new QLineEdit;
    seedLabel_ = new QLabel;
    more->addRow(seedLabel_, seed_);
    tilesetLabel_ = new QLabel;
    tilesetName_ = new QLabel;
    more->addRow(tilesetLabel_, tilesetName_);
    layout->addLayout(more);

    variantsLabel_ = new QLabel;
    layout->addWidget(variantsLabel_);
    for (int v = 0; v < kVariants; ++v) {
        variants_[v] = new QCheckBox;
        layout->addWidget(variants_[v]);
    }
    problem_ = new QLabel;
    problem_->setStyleSheet(QStringLiteral("color: #c62828"));
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    layout->addWidget(buttons);

    connect(count_, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
    connect(teams_, &QCheckBox::toggled, this, [this](bool on) {
        if (on) {
            count_->setValue(4);
            for (int i = 0; i < 4; ++i) colors_[i]->setCurrentIndex(static_cast<int>(kDefaultColors[i]));
        }
        updateSeats();
    });
    load();
    retranslate();
    updateSeats();
}

void NewGameDialog::setTileset(std::shared_ptr<const Tileset> set, const QString& name)
{
    tileset_ = std::move(set);
    tilesetTitle_ = name;
    retranslate();
}

void NewGameDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(e);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(tr("New game"));
    countLabel_->setText(tr("&Players:"));
    countLabel_->setBuddy(count_);
    teams_->setText(tr("&Team play (red and green against black and white)"));
    seatsLabel_->setText(tr("Seats, in playing order:"));
    seedLabel_->setText(tr("&Seed:"));
    seedLabel_->setBuddy(seed_);
    seed_->setPlaceholderText(tr("random"));
    tilesetLabel_->setText(tr("Tile set:"));
    tilesetName_->setText(tilesetTitle_.isEmpty() ? tr("Standard (76 tiles)") : tilesetTitle_);
    variantsLabel_->setText(tr("House rules:"));
    for (int v = 0; v < kVariants; ++v) {
        const Variant var = static_cast<Variant>(v);
        variants_[v]->setText(tr("%1: %2", "a house rule: its name, then what it changes").arg(Texts::variant(var), Texts::variantSummary(var)));
        variants_[v]->setToolTip(QStringLiteral("<p>") + Texts::variantDetails(var) + QStringLiteral("</p>"));
    }
    for (int i = 0; i < 5; ++i) {
        names_[i]->setPlaceholderText(tr("Player %1").arg(i + 1));
        for (int c = 0; c < kColors; ++c) colors_[i]->setItemText(c, Texts::color(static_cast<Color>(c)));
        // The open list as wide as its rows, so that no colour is elided ("or…ge").
        colors_[i]->view()->setMinimumWidth(colors_[i]->view()->sizeHintForColumn(0));
        types_[i]->setItemText(0, tr("Person"));
        types_[i]->setItemText(1, tr("Computer (easy)"));
        types_[i]->setItemText(2, tr("Computer (medium)"));
        types_[i]->setItemText(3, tr("Computer (hard)"));
    }
    updateSeats();
}

void NewGameDialog::updateSeats()
{
    const int n = count_->value();
    const bool teams = teams_->isChecked();
    if (teams && n != 4) teams_->setChecked(false);
    for (int i = 0; i < 5; ++i) {
        const bool on = i < n;
        names_[i]->setVisible(on);
        colors_[i]->setVisible(on);
        factions_[i]->setVisible(on);
        types_[i]->setVisible(on);
        colors_[i]->setEnabled(!teams_->isChecked());
        factions_[i]->setText(Texts::faction(factionOf(static_cast<Color>(colors_[i]->currentData().toInt()))));
    }
    if (problem_) problem_->clear();
}

GameRecord NewGameDialog::record() const
{
    GameRecord rec;
    rec.tileset = tileset_;
    rec.tilesetRef = tilesetTitle_.isEmpty() ? std::string("standard") : std::string();
    for (int i = 0; i < count_->value(); ++i) rec.players.push_back(static_cast<Color>(colors_[i]->currentData().toInt()));
    rec.rules.teams = teams_->isChecked();
    for (int v = 0; v < kVariants; ++v) rec.rules.set(static_cast<Variant>(v), variants_[v]->isChecked());
    bool ok = false;
    const qulonglong seed = seed_->text().trimmed().toULongLong(&ok);
    rec.seed = ok ? seed : QRandomGenerator::global()->generate64() >> 1;
    return rec;
}

std::vector<int> NewGameDialog::seatLevels() const
{
    std::vector<int> out;
    for (int i = 0; i < count_->value(); ++i) out.push_back(types_[i]->currentData().toInt());
    return out;
}

QStringList NewGameDialog::names() const
{
    QStringList out;
    for (int i = 0; i < count_->value(); ++i) out << names_[i]->text().trimmed();
    return out;
}

void NewGameDialog::accept()
{
    const GameRecord rec = record();
    QString problem;
    if (Game::checkPlayers(rec.players, rec.rules).empty()) {
        if (!seed_->text().trimmed().isEmpty()) {
            bool ok = false;
            seed_->text().trimmed().toULongLong(&ok);
            if (!ok) problem = tr("The seed must be a whole number, or empty for a random game.");
        }
    } else if (rec.rules.teams) {
        problem = tr("Team play needs four players: red, black, green, white.");
    } else {
        problem = tr("Each player needs a different colour.");
    }
    if (!problem.isEmpty()) {
        problem_->setText(problem);
        return;
    }
    save();
    QDialog::accept();
}

void NewGameDialog::load()
{
    QSettings s;
    count_->setValue(s.value(QStringLiteral("newGame/players"), 2).toInt());
    for (int i = 0; i < 5; ++i) {
        names_[i]->setText(s.value(QStringLiteral("newGame/name%1").arg(i)).toString());
        colors_[i]->setCurrentIndex(s.value(QStringLiteral("newGame/color%1").arg(i), static_cast<int>(kDefaultColors[i])).toInt());
        types_[i]->setCurrentIndex(s.value(QStringLiteral("newGame/type%1").arg(i), 0).toInt());
    }
    teams_->setChecked(s.value(QStringLiteral("newGame/teams"), false).toBool());
    const int variants = s.value(QStringLiteral("newGame/variants"), 0).toInt();
    for (int v = 0; v < kVariants; ++v) variants_[v]->setChecked(variants >> v & 1);
}

void NewGameDialog::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("newGame/players"), count_->value());
    for (int i = 0; i < 5; ++i) {
        s.setValue(QStringLiteral("newGame/name%1").arg(i), names_[i]->text());
        s.setValue(QStringLiteral("newGame/color%1").arg(i), colors_[i]->currentIndex());
        s.setValue(QStringLiteral("newGame/type%1").arg(i), types_[i]->currentIndex());
    }
    s.setValue(QStringLiteral("newGame/teams"), teams_->isChecked());
    int variants = 0;
    for (int v = 0; v < kVariants; ++v) variants |= variants_[v]->isChecked() ? 1 << v : 0;
    s.setValue(QStringLiteral("newGame/variants"), variants);
}

}  // namespace swc::ui
