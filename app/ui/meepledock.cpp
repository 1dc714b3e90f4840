#include "meepledock.h"

#include "gametext.h"
#include "texts.h"
#include "tileart.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace swc::ui {

MeepleDock::MeepleDock(QWidget* parent) : GameDock("meepleDock", parent)
{
    auto* w = new QWidget;
    auto* l = new QVBoxLayout(w);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("meepleList"));
    list_->setIconSize(QSize(24, 24));
    // Long choices (a Hyperspace jump, a re-placement) wrap to the list's width, never cut off.
    list_->setWordWrap(true);
    list_->setTextElideMode(Qt::ElideNone);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setResizeMode(QListView::Adjust);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!filling_ && row >= 0) seats_->chooseOption(row - 1);
    });
    // A double click (or Enter on the list) chooses and confirms at once.
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (seats_->chooseOption(list_->row(item) - 1)) seats_->confirm();
    });
    l->addWidget(list_);
    odds_ = new QLabel;
    odds_->setObjectName(QStringLiteral("battleOdds"));
    odds_->setWordWrap(true);
    l->addWidget(odds_);
    confirm_ = new QPushButton;
    confirm_->setObjectName(QStringLiteral("confirmButton"));
    connect(confirm_, &QPushButton::clicked, this, [this] { seats_->confirm(); });
    l->addWidget(confirm_);
    setWidget(w);
}

void MeepleDock::retranslate()
{
    setWindowTitle(tr("Meeple"));
    nameForReaders(list_, tr("Where to set a meeple on the tile just placed, or none"));
}

void MeepleDock::refresh()
{
    filling_ = true;
    list_->clear();
    odds_->clear();
    const auto phase = session_->phase();
    const bool replacing = phase == GameSession::Phase::Replacing;
    const bool active = seats_->localMayAct() && (phase == GameSession::Phase::Meeple || replacing);
    list_->setEnabled(active);
    confirm_->setEnabled(active);
    confirm_->setText(replacing ? tr("Confirm (Enter)") : tr("End turn (Enter)"));
    if (!active) {
        filling_ = false;
        return;
    }
    const Game& g = session_->game();
    const int seat = session_->actingSeat();
    list_->addItem(replacing ? tr("Keep it in the reserve") : tr("No meeple"));
    const auto& options = session_->meepleOptions();
    const Pos here = g.lastPlacement().at;
    for (const MeepleMove& m : options) {
        // A re-placement moves the pending meeple (its size); a meeple step option names its own.
        const MeepleSize size = replacing ? g.pendingMeeple().size : m.size;
        const QString text = replacing ? GameText::replacementChoice(*session_, m, size, here)
                                       : GameText::meepleChoice(*session_, m, here);
        auto* item = new QListWidgetItem(QIcon(meeplePixmap(g.color(seat), size, 48)), text);
        item->setToolTip(text);
        list_->addItem(item);
    }
    const MeepleMove& chosen = session_->chosenMeeple();
    int row = 0;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (chosen.place && options[i] == chosen) row = static_cast<int>(i) + 1;
    list_->setCurrentRow(row);
    filling_ = false;
    // Before a meeple choice that starts a battle: the sides' dice and the chance of winning.
    QStringList lines;
    for (const BattlePreview& b : session_->battlePreview()) {
        lines << tr("<b>Battle on %1!</b>").arg(Texts::theFeature(b.kind)) + QStringLiteral("<br>") +
                     GameText::battleSidesHtml(*session_, b.sides);
        if (b.mySide >= 0)
            lines << tr("Your chance of winning: <b>%1</b>").arg(Texts::percent(b.myChance * 100.0, 0));
    }
    odds_->setText(lines.join(QStringLiteral("<br>")));
}

}  // namespace swc::ui
