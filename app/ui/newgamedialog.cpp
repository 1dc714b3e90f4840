#include "newgamedialog.h"

#include "artcheck.h"

#include "builtin_tilesets.h"
#include "gametext.h"
#include "recentfiles.h"
#include "screenfit.h"
#include "texts.h"
#include "tileart.h"

#include <QCheckBox>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

namespace {
const Color kDefaultColors[5] = {Color::Red, Color::Black, Color::Green, Color::White, Color::Orange};
}

NewGameDialog::NewGameDialog(QWidget* parent, Mode mode) : QDialog(parent), mode_(mode)
{
    // Everything but the buttons scrolls when the screen is too small for it (200 % on a small
    // screen): the buttons stay in view, and no line is squeezed and cut.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
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
        types_[i]->addItem(QString(), kPersonSeat);
        for (AiLevel level : GameText::offeredLevels()) types_[i]->addItem(QString(), static_cast<int>(level));
        if (mode_ == Mode::Host) types_[i]->addItem(QString(), kRemoteSeat);
        numbers_[i] = new QLabel(QString::number(i + 1));
        seats->addWidget(numbers_[i], i, 0);
        seats->addWidget(names_[i], i, 1);
        seats->addWidget(colors_[i], i, 2);
        seats->addWidget(factions_[i], i, 3);
        seats->addWidget(types_[i], i, 4);
        connect(colors_[i], &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
        connect(types_[i], &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
    }
    layout->addLayout(seats);

    auto* more = new QFormLayout;
    seed_ = new QLineEdit;
    seedLabel_ = new QLabel;
    more->addRow(seedLabel_, seed_);
    tilesetLabel_ = new QLabel;
    tilesetBox_ = new QComboBox;
    tilesetBox_->setObjectName(QStringLiteral("tilesetBox"));
    tilesetBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    tilesetLabel_->setBuddy(tilesetBox_);
    more->addRow(tilesetLabel_, tilesetBox_);
    tilesetTotals_ = new QLabel;
    tilesetTotals_->setObjectName(QStringLiteral("tilesetTotals"));
    tilesetTotals_->setWordWrap(true);
    more->addRow(QString(), tilesetTotals_);
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
    layout->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(new ContentScroll(content), 1);
    outer->addWidget(buttons);

    connect(count_, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
    connect(teams_, &QCheckBox::toggled, this, [this](bool on) {
        if (on) {
            count_->setValue(4);
            for (int i = 0; i < 4; ++i) colors_[i]->setCurrentIndex(static_cast<int>(kDefaultColors[i]));
        }
        updateSeats();
    });
    connect(tilesetBox_, &QComboBox::activated, this, &NewGameDialog::tilesetChosen);
    load();
    retranslate();
    updateSeats();
}

void NewGameDialog::setTileset(std::shared_ptr<const Tileset> set, const QString& name)
{
    editorSet_ = std::move(set);
    editorSetName_ = name;
    fillTilesets();
    tilesetBox_->setCurrentIndex(0);
    tilesetChosen(0);
}

void NewGameDialog::fillTilesets()
{
    const QString current = tilesetBox_->currentData().toString();
    tilesetBox_->clear();
    if (editorSet_)
        tilesetBox_->addItem(tr("%1 (from the editor, as it is now)").arg(editorSetName_), QStringLiteral("editor"));
    for (const BuiltinTileset& b : builtinTilesets())
        if (const auto set = builtinTileset(std::string(b.name)))
            tilesetBox_->addItem(tr("%1 (built in)").arg(QString::fromStdString(set->name)),
                                 QStringLiteral("builtin:") + QString::fromUtf8(b.name.data(), static_cast<qsizetype>(b.name.size())));
    for (const QString& path : recentTilesets()) {
        tilesetBox_->addItem(QFileInfo(path).fileName(), QStringLiteral("file:") + path);
        tilesetBox_->setItemData(tilesetBox_->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    }
    tilesetBox_->addItem(tr("Other file..."), QStringLiteral("other"));
    const int again = tilesetBox_->findData(current);
    tilesetBox_->setCurrentIndex(again >= 0 ? again : 0);
}

void NewGameDialog::tilesetChosen(int index)
{
    const QString choice = tilesetBox_->itemData(index).toString();
    problem_->clear();
    if (choice == QStringLiteral("other")) {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Choose a tile set"), QString(), tr("Tile sets (*.yaml *.yml)"));
        if (path.isEmpty() || !chooseTilesetFile(path)) {
            tilesetBox_->setCurrentIndex(tilesetIndex_);
            if (path.isEmpty()) tilesetChosen(tilesetIndex_);
        }
        return;
    }
    tilesetIndex_ = index;
    if (choice == QStringLiteral("editor")) {
        tileset_ = editorSet_;
    } else if (choice.startsWith(QStringLiteral("builtin:"))) {
        tileset_ = builtinTileset(choice.mid(8).toStdString());
    } else if (choice.startsWith(QStringLiteral("file:"))) {
        chooseTilesetFile(choice.mid(5));
        return;
    }
    takeSetRules();
    showTotals();
    showVariantDetails();
}

// Each house rule's tool tip with the numbers of the set chosen (its `rules:` may change them).
void NewGameDialog::showVariantDetails()
{
    const Scoring scoring = tileset_ ? tileset_->rules.scoring : Scoring{};
    for (int v = 0; v < kVariants; ++v)
        variants_[v]->setToolTip(QStringLiteral("<p>") +
                                 Texts::variantDetails(static_cast<Variant>(v), scoring) +
                                 QStringLiteral("</p>"));
}

void NewGameDialog::takeSetRules()
{
    // A new choice of set starts with its house rules (the players may change them).
    if (tileset_)
        for (int v = 0; v < kVariants; ++v) variants_[v]->setChecked(tileset_->rules.has(static_cast<Variant>(v)));
}

void NewGameDialog::showTotals()
{
    if (!tileset_) {
        tilesetTotals_->clear();
        return;
    }
    QString text = Texts::tilesetTotals(*tileset_);
    const Scoring rulebook;
    int changed = 0;
    for (const ScoringKey& k : scoringKeys()) changed += tileset_->rules.scoring.*k.field != rulebook.*k.field;
    if (changed > 0) text += QStringLiteral("<br>") + tr("This set changes %n of the rulebook's scoring numbers.", nullptr, changed);
    tilesetTotals_->setText(text);
}

bool NewGameDialog::chooseTilesetFile(const QString& path)
{
    std::vector<TilesetError> errors;
    auto set = loadTileset(QFile::encodeName(path).toStdString(), errors);
    if (set) errors = validateTileset(*set);
    if (set && errors.empty()) errors = checkTilesetArt(*set, QFile::encodeName(path).toStdString());
    if (!set || !errors.empty()) {
        tileset_.reset();
        tilesetTotals_->clear();
        problem_->setText(tr("This tile set cannot be played: %1")
                              .arg(errors.empty() ? QString() : Texts::tilesetError(errors.front())));
        return false;
    }
    rememberTileset(path);
    fillTilesets();
    const int index = tilesetBox_->findData(QStringLiteral("file:") + QFileInfo(path).absoluteFilePath());
    tilesetBox_->setCurrentIndex(index);
    tilesetIndex_ = index;
    tileset_ = std::make_shared<const Tileset>(std::move(*set));
    takeSetRules();
    showTotals();
    showVariantDetails();
    return true;
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
    tilesetLabel_->setText(tr("T&ile set:"));
    const int chosen = tilesetBox_->currentIndex();
    fillTilesets();
    if (chosen >= 0 && chosen < tilesetBox_->count()) tilesetBox_->setCurrentIndex(chosen);
    showTotals();
    variantsLabel_->setText(tr("House rules:"));
    for (int v = 0; v < kVariants; ++v) {
        const Variant var = static_cast<Variant>(v);
        variants_[v]->setText(tr("%1: %2", "a house rule: its name, then what it changes").arg(Texts::variant(var), Texts::variantSummary(var)));
    }
    showVariantDetails();
    for (int i = 0; i < 5; ++i) {
        names_[i]->setPlaceholderText(tr("Player %1").arg(i + 1));
        names_[i]->setAccessibleName(tr("Name of player %1").arg(i + 1));
        colors_[i]->setAccessibleName(tr("Colour of player %1").arg(i + 1));
        types_[i]->setAccessibleName(tr("Who plays seat %1").arg(i + 1));
        for (int c = 0; c < kColors; ++c) colors_[i]->setItemText(c, Texts::color(static_cast<Color>(c)));
        // The open list as wide as its rows, so that no colour is elided ("or…ge").
        colors_[i]->view()->setMinimumWidth(colors_[i]->view()->sizeHintForColumn(0));
        for (int k = 0; k < types_[i]->count(); ++k) types_[i]->setItemText(k, seatTypeText(types_[i]->itemData(k).toInt()));
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
        numbers_[i]->setVisible(on);
        names_[i]->setVisible(on);
        // A player at another computer gives a name when joining.
        names_[i]->setEnabled(types_[i]->currentData().toInt() != kRemoteSeat);
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
    // A built-in set is named in the record; any other travels inside it.
    const QString choice = tilesetBox_->currentData().toString();
    if (choice.startsWith(QStringLiteral("builtin:"))) rec.tilesetRef = choice.mid(8).toStdString();
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
    for (int i = 0; i < count_->value(); ++i) out << GameText::typedName(names_[i]->text());
    return out;
}

void NewGameDialog::accept()
{
    const GameRecord rec = record();
    QString problem;
    if (!tileset_) {
        problem = problem_->text().isEmpty() ? tr("Choose a tile set that can be played.") : problem_->text();
    } else if (!Game::checkPlayers(rec.players, rec.rules)) {
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

QString NewGameDialog::seatTypeText(int type) const
{
    if (type == kPersonSeat) return mode_ == Mode::Host ? tr("A person at this computer") : tr("Person");
    if (type == kRemoteSeat) return tr("Open: a player at another computer");
    return tr("Computer (%1)").arg(GameText::levelName(static_cast<AiLevel>(type)));
}

// Seat `i`'s last choice: a person, a computer level or (hosting) open. Before the expert level,
// the choice was kept as its place in the list (person, easy, medium, hard, open).
int NewGameDialog::savedSeatType(const QSettings& s, int i) const
{
    const QVariant type = s.value(QStringLiteral("newGame/seat%1").arg(i));
    if (type.isValid()) return type.toInt();
    const int index = s.value(QStringLiteral("newGame/type%1").arg(i), mode_ == Mode::Host && i > 0 ? 4 : 0).toInt();
    return index == 0 ? kPersonSeat : index == 4 ? kRemoteSeat : index;
}

void NewGameDialog::load()
{
    QSettings s;
    if (mode_ == Mode::Host) s.beginGroup(QStringLiteral("host"));
    count_->setValue(s.value(QStringLiteral("newGame/players"), 2).toInt());
    for (int i = 0; i < 5; ++i) {
        names_[i]->setText(s.value(QStringLiteral("newGame/name%1").arg(i)).toString());
        colors_[i]->setCurrentIndex(s.value(QStringLiteral("newGame/color%1").arg(i), static_cast<int>(kDefaultColors[i])).toInt());
        // Hosting: this computer's player first, the other seats open.
        types_[i]->setCurrentIndex(std::max(0, types_[i]->findData(savedSeatType(s, i))));
    }
    teams_->setChecked(s.value(QStringLiteral("newGame/teams"), false).toBool());
    fillTilesets();
    const int set = tilesetBox_->findData(s.value(QStringLiteral("newGame/tileset"), QStringLiteral("builtin:standard")).toString());
    tilesetBox_->setCurrentIndex(std::max(set, tilesetBox_->findData(QStringLiteral("builtin:standard"))));
    tilesetChosen(tilesetBox_->currentIndex());
    const int variants = s.value(QStringLiteral("newGame/variants"), 0).toInt();
    for (int v = 0; v < kVariants; ++v) variants_[v]->setChecked(variants >> v & 1);
    if (tileset_ && tileset_->rules.variants) takeSetRules();  // a set with house rules of its own
}

void NewGameDialog::save() const
{
    QSettings s;
    if (mode_ == Mode::Host) s.beginGroup(QStringLiteral("host"));
    s.setValue(QStringLiteral("newGame/players"), count_->value());
    for (int i = 0; i < 5; ++i) {
        s.setValue(QStringLiteral("newGame/name%1").arg(i), names_[i]->text());
        s.setValue(QStringLiteral("newGame/color%1").arg(i), colors_[i]->currentIndex());
        s.setValue(QStringLiteral("newGame/seat%1").arg(i), types_[i]->currentData().toInt());
    }
    s.setValue(QStringLiteral("newGame/teams"), teams_->isChecked());
    if (tilesetBox_->currentData().toString() != QStringLiteral("editor"))
        s.setValue(QStringLiteral("newGame/tileset"), tilesetBox_->currentData().toString());
    int variants = 0;
    for (int v = 0; v < kVariants; ++v) variants |= variants_[v]->isChecked() ? 1 << v : 0;
    s.setValue(QStringLiteral("newGame/variants"), variants);
}

}  // namespace swc::ui
