#include "welcomepage.h"

#include "ai.h"
#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace swc::ui {

namespace {

// The board's night sky (boardview.cpp), so that the page and the board look of one piece.
const QColor kSky(0x05, 0x07, 0x12);

// Dark buttons with a light frame; the focused one framed in the board's focus blue, the main one
// in the gold of the board's marks.
const char* const kStyle = R"(
QLabel { color: #eceff1; }
QLabel#welcomeTitle { color: #ffd54f; }
QLabel#welcomeDetails, QLabel#welcomeSubtitle { color: #b0bec5; }
QPushButton { background: #1b2333; color: #eceff1; border: 1px solid #546e7a; border-radius: 6px;
              padding: 9px 16px; text-align: left; }
QPushButton:hover { background: #263247; }
QPushButton:focus { border: 2px solid #40c4ff; }
QPushButton:checked { background: #37474f; border-color: #ffd54f; }
QPushButton#welcomePlay { background: #ffd54f; color: #1a1a1a; font-weight: bold; border: 2px solid #ffd54f; }
QPushButton#welcomePlay:hover { background: #ffe082; }
QPushButton#welcomePlay:focus { border: 3px solid #40c4ff; }
QListWidget { background: #101624; color: #eceff1; border: 1px solid #546e7a; border-radius: 6px; }
QListWidget:focus { border: 2px solid #40c4ff; }
QListWidget::item:selected { background: #263247; color: #ffd54f; }
)";

QString keyText(const QAction* a) { return a ? a->shortcut().toString(QKeySequence::NativeText) : QString(); }

// "Open a game… (Ctrl+O)": the button's words, then its key.
QString withKey(const QString& text, const QString& key)
{
    return key.isEmpty() ? text : WelcomePage::tr("%1 (%2)", "a button's words, then its key").arg(text, key);
}

}  // namespace

GameRecord WelcomePage::quickGame(std::vector<int>* levels)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Green};
    rec.seed = QRandomGenerator::global()->generate64() >> 1;
    if (levels) *levels = {kPersonSeat, static_cast<int>(AiLevel::Medium)};
    return rec;
}

WelcomePage::WelcomePage(const Actions& actions, QWidget* parent) : QWidget(parent), actions_(actions)
{
    setObjectName(QStringLiteral("welcomePage"));
    setStyleSheet(QString::fromLatin1(kStyle));
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("welcomeTitle"));
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 2.6);
    big.setBold(true);
    title_->setFont(big);
    subtitle_ = new QLabel;
    subtitle_->setObjectName(QStringLiteral("welcomeSubtitle"));
    subtitle_->setWordWrap(true);

    play_ = new QPushButton;
    play_->setObjectName(QStringLiteral("welcomePlay"));
    QFont bigger = play_->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    play_->setFont(bigger);
    play_->setAutoDefault(true);  // Enter presses the focused button (outside a dialog too)
    connect(play_, &QPushButton::clicked, this, &WelcomePage::playRequested);
    playDetails_ = new QLabel;
    playDetails_->setObjectName(QStringLiteral("welcomeDetails"));
    playDetails_->setWordWrap(true);
    learn_ = actionButton(actions_.learn);
    learn_->setObjectName(QStringLiteral("welcomeLearn"));
    open_ = actionButton(actions_.open);
    open_->setObjectName(QStringLiteral("welcomeOpen"));
    newGame_ = actionButton(actions_.newGame);
    newGame_->setObjectName(QStringLiteral("welcomeNewGame"));

    recentLabel_ = new QLabel;
    recent_ = new QListWidget;
    recent_->setObjectName(QStringLiteral("welcomeRecent"));
    recent_->setMaximumHeight(150);
    recentLabel_->setBuddy(recent_);
    // Enter or a double click on a game opens it.
    connect(recent_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit recentRequested(item->data(Qt::UserRole).toString()); });
    noRecent_ = new QLabel;
    noRecent_->setObjectName(QStringLiteral("welcomeDetails"));
    noRecent_->setWordWrap(true);
    noRecent_->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    languageLabel_ = new QLabel;
    english_ = actionButton(actions_.english);
    english_->setObjectName(QStringLiteral("welcomeEnglish"));
    french_ = actionButton(actions_.french);
    french_->setObjectName(QStringLiteral("welcomeFrench"));
    // Checked: the language shown. Not an exclusive group: Tab reaches both buttons (a group's
    // buttons are one stop, the arrows moving within it), and a click never unchecks the current
    // one (the actions' checked state is copied back after each).
    for (auto [button, action] : {std::pair{english_, actions_.english}, std::pair{french_, actions_.french}}) {
        button->setCheckable(true);
        button->setChecked(action && action->isChecked());
        if (!action) continue;
        connect(action, &QAction::toggled, button, &QPushButton::setChecked);
        connect(button, &QPushButton::clicked, button, [button, action] { button->setChecked(action->isChecked()); });
    }

    auto* column = new QVBoxLayout;
    column->setSpacing(10);
    column->addWidget(title_);
    column->addWidget(subtitle_);
    column->addSpacing(16);
    column->addWidget(play_);
    column->addWidget(playDetails_);
    column->addSpacing(8);
    auto* row = new QHBoxLayout;
    row->addWidget(learn_);
    row->addWidget(open_);
    row->addWidget(newGame_);
    column->addLayout(row);
    column->addSpacing(16);
    auto* lower = new QGridLayout;
    lower->setHorizontalSpacing(24);
    lower->addWidget(recentLabel_, 0, 0);
    lower->addWidget(recent_, 1, 0);
    lower->addWidget(noRecent_, 1, 0);  // in the list's place while it is hidden
    lower->addWidget(languageLabel_, 0, 1);
    auto* langRow = new QVBoxLayout;
    langRow->addWidget(english_);
    langRow->addWidget(french_);
    langRow->addStretch(1);
    lower->addLayout(langRow, 1, 1);
    lower->setColumnStretch(0, 1);
    column->addLayout(lower);

    // The column in the middle of the page, never wider than it reads well.
    auto* holder = new QWidget;
    holder->setLayout(column);
    holder->setMaximumWidth(720);
    auto* outer = new QGridLayout(this);
    outer->addWidget(holder, 1, 1);
    outer->setRowStretch(0, 1);
    outer->setRowStretch(2, 2);
    outer->setColumnStretch(0, 1);
    outer->setColumnStretch(2, 1);

    setTabOrder(play_, learn_);
    setTabOrder(learn_, open_);
    setTabOrder(open_, newGame_);
    setTabOrder(newGame_, recent_);
    setTabOrder(recent_, english_);
    setTabOrder(english_, french_);
    setFocusProxy(play_);
    retranslate();
}

// A button that triggers the window's action, so that it does exactly what the menu does.
QPushButton* WelcomePage::actionButton(QAction* action)
{
    auto* b = new QPushButton;
    b->setAutoDefault(true);
    b->setFocusPolicy(Qt::StrongFocus);
    connect(b, &QPushButton::clicked, this, [this, b] {
        // The action the button stands for now (setLearnAction may change it).
        const QVariant a = b->property("welcomeAction");
        if (auto* act = a.value<QAction*>()) act->trigger();
    });
    b->setProperty("welcomeAction", QVariant::fromValue(action));
    return b;
}

void WelcomePage::setLearnAction(QAction* action)
{
    actions_.learn = action;
    learn_->setProperty("welcomeAction", QVariant::fromValue(action));
    retranslate();
}

void WelcomePage::retranslate()
{
    title_->setText(tr("Carcassonne: Star Wars"));
    subtitle_->setText(tr("Build the galaxy tile by tile: trade routes, asteroid fields and planets, "
                          "with merchants, explorers and conquerors, and battles won with the dice."));
    const QString playText = tr("Play against the computer");
    play_->setText(withKey(playText, tr("Enter")));
    const QString details = tr("You play red against one computer player of the medium level (green), with the "
                               "standard tile set and the rulebook's rules. Other players, levels and sets: New game.");
    playDetails_->setText(details);
    play_->setAccessibleName(playText);
    play_->setAccessibleDescription(details);
    const auto name = [](QPushButton* b, const QString& text, const QString& description, const QAction* a) {
        b->setText(withKey(text, keyText(a)));
        b->setAccessibleName(text);
        b->setAccessibleDescription(description);
        b->setToolTip(description);
    };
    name(learn_, tr("Learn the rules"), tr("How to play, step by step"), actions_.learn);
    name(open_, tr("Open a game…"), tr("Open a saved game to play on, or a finished one to review"), actions_.open);
    name(newGame_, tr("New game…"), tr("Choose the players, the computer's levels, the tile set and the rules"),
         actions_.newGame);
    // The language names are written in their own language, as in the Language menu.
    name(english_, QStringLiteral("English"), tr("The interface in English"), actions_.english);
    name(french_, QStringLiteral("Français"), tr("The interface in French"), actions_.french);
    recentLabel_->setText(tr("Recent games"));
    recent_->setAccessibleName(tr("Recent games"));
    recent_->setAccessibleDescription(tr("Enter opens the game chosen"));
    noRecent_->setText(tr("No recent games yet: the games you save or open appear here."));
    languageLabel_->setText(tr("Language"));
    setAccessibleName(tr("Welcome"));
    fillRecent();
}

void WelcomePage::fillRecent()
{
    recent_->clear();
    const QStringList games = recentGames();  // the files that no longer exist are left out
    for (const QString& path : games) {
        auto* item = new QListWidgetItem(QFileInfo(path).fileName(), recent_);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (!games.isEmpty()) recent_->setCurrentRow(0);
    recent_->setVisible(!games.isEmpty());
    noRecent_->setVisible(games.isEmpty());
}

void WelcomePage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void WelcomePage::showEvent(QShowEvent* e)
{
    fillRecent();  // games saved or opened since it was last shown
    QWidget::showEvent(e);
}

// The night sky with its stars, the same at every size (a fixed seed, positions in fractions).
void WelcomePage::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), kSky);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    QRandomGenerator stars(20240);
    for (int i = 0; i < 180; ++i) {
        const double x = stars.generateDouble() * width(), y = stars.generateDouble() * height();
        const double r = 0.4 + stars.generateDouble() * 1.2;
        p.setBrush(QColor(255, 255, 255, 60 + stars.bounded(150)));
        p.drawEllipse(QPointF(x, y), r, r);
    }
}

}  // namespace swc::ui
