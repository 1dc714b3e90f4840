#include "playersdock.h"

#include "gametext.h"
#include "motion.h"
#include "remoteplayer.h"
#include "screenfit.h"
#include "texts.h"
#include "tileart.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>
#include <QVariantAnimation>

#include <algorithm>

namespace swc::ui {

PlayersDock::PlayersDock(QWidget* parent) : GameDock("playersDock", parent)
{
    table_ = new QTableWidget(0, 5);
    table_->setTabKeyNavigation(false);  // Tab goes on to the next panel; the arrows go through the cells
    table_->setObjectName(QStringLiteral("playersTable"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // Every column stays in view (fitColumns): the numbers take what they need, the names and
    // the faction the rest (elided).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    table_->setTextElideMode(Qt::ElideRight);
    table_->setWordWrap(false);  // one line per player, a long name elided
    table_->setIconSize(QSize(22, 22));
    table_->setMinimumWidth(330);  // the numbers whole, a few letters of each name and faction
    // Three players in view with any font size (a large system font made the third a sliver),
    // above the scroll bar that a narrow panel shows.
    table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() + 3 * table_->verticalHeader()->defaultSectionSize() +
                             table_->horizontalScrollBar()->sizeHint().height() + 2 * table_->frameWidth());
    table_->viewport()->installEventFilter(this);
    setWidget(table_);
}

bool PlayersDock::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == table_->viewport() && e->type() == QEvent::Resize) fitColumns();
    return GameDock::eventFilter(watched, e);
}

namespace {
// The width of a cell's longest word (its text can wrap no narrower), with the cell's icon and
// margins: what a one-line cell needs less what its text takes on one line. A space more: a
// wrapped line is laid out in fractions of a pixel, and one a pixel over is elided ("Allian…").
int widestWordCell(const QTableWidgetItem* item, int oneLine)
{
    const QFontMetrics fm(item->font());
    return oneLine - fm.horizontalAdvance(item->text()) + widestWord(fm, item->text()) + fm.horizontalAdvance(QLatin1Char(' '));
}
}  // namespace

void PlayersDock::setWrapWords(bool wrap)
{
    wrapWords_ = wrap;
    fitColumns();
}

PlayersDock::ColumnNeeds PlayersDock::measureColumns() const
{
    // Measured on one line (a wrapping table measures a cell at its present width).
    const bool wrapping = table_->wordWrap();
    table_->setWordWrap(false);
    const int columns = table_->columnCount();
    ColumnNeeds needs{std::vector<int>(static_cast<std::size_t>(columns)), std::vector<int>(static_cast<std::size_t>(columns)),
                      std::vector<int>(static_cast<std::size_t>(columns))};
    const auto* view = static_cast<const QAbstractItemView*>(table_);  // public there
    for (int c = 0; c < columns; ++c) {
        const auto i = static_cast<std::size_t>(c);
        needs.cells[i] = view->sizeHintForColumn(c);
        needs.full[i] = std::max(needs.cells[i], table_->horizontalHeader()->sectionSizeHint(c));
        for (int r = 0; r < table_->rowCount(); ++r)
            if (const QTableWidgetItem* item = table_->item(r, c))
                needs.word[i] = std::max(needs.word[i], widestWordCell(item, view->sizeHintForIndex(table_->model()->index(r, c)).width()));
    }
    table_->setWordWrap(wrapping);
    return needs;
}

void PlayersDock::fitColumns()
{
    const int columns = table_->columnCount();
    if (columns == 0) return;
    const ColumnNeeds needs = measureColumns();
    const auto at = [](const std::vector<int>& v, int c) { return v[static_cast<std::size_t>(c)]; };
    const int room = table_->viewport()->width();
    // The text columns: the names (0) and, during the game, the faction (1).
    const int texts = session_ && session_->finalScoring() ? 1 : std::min(2, columns);
    // A text column keeps its icon and a few letters; in a panel that wraps (setWrapWords), its
    // longest word whole too (its words go on two lines rather than being cut: "Rebel /
    // Alliance") unless the columns would then run out of the panel (every column stays in view).
    const int letters = table_->iconSize().width() + 12 + 6 * table_->fontMetrics().averageCharWidth();
    int numbers = 0, numbersTight = 0, wordsLeast = 0;
    for (int c = 0; c < columns; ++c) {
        if (c < texts) wordsLeast += std::min(at(needs.full, c), std::max(letters, at(needs.word, c)));
        else numbers += at(needs.full, c), numbersTight += at(needs.cells, c);
    }
    const bool wholeWords = wrapWords_ && numbersTight + wordsLeast <= room;
    const auto least = [&](int c) { return std::min(at(needs.full, c), wholeWords ? std::max(letters, at(needs.word, c)) : letters); };
    int textsLeast = 0;
    for (int c = 0; c < texts; ++c) textsLeast += least(c);
    // Short of room, the numbers' headers are elided (their tooltips name them).
    const bool tight = numbers + textsLeast > room;
    int left = room - (tight ? numbersTight : numbers);
    std::vector<int> width(static_cast<std::size_t>(columns));
    for (int c = texts; c < columns; ++c) width[static_cast<std::size_t>(c)] = tight ? at(needs.cells, c) : at(needs.full, c);
    // Each text column from its least width up: the names to a comfortable width first, then
    // the faction (short) to all it needs, then the names to all they need; what is left over
    // widens the names.
    for (int c = 0; c < texts; ++c) width[static_cast<std::size_t>(c)] = least(c);
    left -= textsLeast;
    const auto widen = [&](int c, int upTo) {
        const int more = std::max(0, std::min(left, upTo - width[static_cast<std::size_t>(c)]));
        width[static_cast<std::size_t>(c)] += more;
        left -= more;
    };
    widen(0, std::min(at(needs.full, 0), 2 * letters));
    if (texts > 1) widen(1, at(needs.full, 1));
    widen(0, at(needs.full, 0));
    if (left > 0) width[0] += left;
    bool wrap = false;
    for (int c = 0; c < columns; ++c) {
        table_->horizontalHeader()->resizeSection(c, width[static_cast<std::size_t>(c)]);
        wrap = wrap || (wholeWords && c < texts && width[static_cast<std::size_t>(c)] < at(needs.full, c));
    }
    wrapRows(wrap);
}

void PlayersDock::wrapRows(bool wrap)
{
    // One line a player while the names and factions fit; otherwise their words on as many lines
    // as they need, every row as high as its cells, as long as every player stays in view: taller
    // rows that brought a scroll bar would narrow the columns, which would unwrap them, and so on.
    const auto* view = static_cast<const QAbstractItemView*>(table_);  // public there
    const int oneLine = table_->verticalHeader()->defaultSectionSize();
    table_->setWordWrap(wrap);
    std::vector<int> heights(static_cast<std::size_t>(table_->rowCount()), oneLine);
    int total = 0;
    for (int r = 0; r < table_->rowCount(); ++r) {
        if (wrap) heights[static_cast<std::size_t>(r)] = std::max(oneLine, view->sizeHintForRow(r));
        total += heights[static_cast<std::size_t>(r)];
    }
    if (wrap && total > table_->viewport()->height()) {
        table_->setWordWrap(false);
        std::fill(heights.begin(), heights.end(), oneLine);
    }
    for (int r = 0; r < table_->rowCount(); ++r)
        if (table_->rowHeight(r) != heights[static_cast<std::size_t>(r)]) table_->setRowHeight(r, heights[static_cast<std::size_t>(r)]);
}

int PlayersDock::wholeWidth() const
{
    int width = 2 * table_->frameWidth() + table_->verticalScrollBar()->sizeHint().width();
    for (int full : measureColumns().full) width += full;
    // The dock's own margins around its table.
    return width + (this->width() - table_->width() > 0 ? this->width() - table_->width() : 8);
}

void PlayersDock::retranslate()
{
    setWindowTitle(tr("Players"));
    nameForReaders(table_, tr("Each player's faction, score and meeples left; at the end, the final scores by kind"));
}

void PlayersDock::refresh()
{
    if (!session_->hasGame()) {
        // Before a game: the columns' names of a game, not the numbers 1 to 5.
        setHeaders(false, false, false);
        table_->setRowCount(0);
        return;
    }
    const Game& g = session_->game();
    const bool final = session_->finalScoring().has_value();
    // A network game: the connection of each player at another computer, in a column of its own
    // that is never cut off (a long name is elided, not the mark).
    const bool network = !final && hasRemotePlayers();
    setHeaders(final, g.rules().teams, network);
    table_->setRowCount(g.playerCount());
    for (int p = 0; p < g.playerCount(); ++p) {
        fillRow(p);
        if (network) table_->setItem(p, 5, presenceItem(p));
    }
    fitColumns();
    if (!final) countScores();
}

QTableWidgetItem* PlayersDock::scoreCell(int seat) const
{
    const bool over = session_ && session_->hasGame() && session_->finalScoring();
    return table_->item(seat, over ? 1 + kScoreCategories : 2);
}

void PlayersDock::countScores()
{
    const Game& g = session_->game();
    std::vector<int> now;
    for (int p = 0; p < g.playerCount(); ++p) now.push_back(g.score(p));
    // A turn played on the scores shown (not a game opened, nor a turn taken back): those that
    // rose count up to their new value.
    const std::size_t turns = session_->history().size();
    if (turns >= shownTurns_ && turns <= shownTurns_ + 1 && now.size() == shownScores_.size())
        for (std::size_t p = 0; p < now.size(); ++p)
            if (now[p] > shownScores_[p]) countUp(static_cast<int>(p), shownScores_[p], now[p]);
    shownTurns_ = turns;
    shownScores_ = std::move(now);
}

void PlayersDock::countUp(int seat, int from, int to)
{
    auto* count = new QVariantAnimation(this);
    count->setDuration(motion::kLongestMs);
    count->setStartValue(from);
    count->setEndValue(to);
    count->setEasingCurve(QEasingCurve::OutCubic);
    connect(count, &QVariantAnimation::valueChanged, this, [this, seat, to](const QVariant& v) {
        // Only the cell still showing this score (the table is filled again on every change).
        QTableWidgetItem* cell = table_->rowCount() > seat ? table_->item(seat, 2) : nullptr;
        if (cell && cell->data(Qt::UserRole).toInt() == to) cell->setText(QString::number(v.toInt()));
    });
    counting_[static_cast<std::size_t>(seat)] = count;
    // From the score before (an animation does not say its start value when it starts).
    if (QTableWidgetItem* cell = table_->item(seat, 2)) cell->setText(QString::number(from));
    motion::play(count);
}

// During the game: faction, score and meeples left (and the connection mark). At the end: the
// final scores by category (the faction then named in the name's tooltip).
void PlayersDock::setHeaders(bool final, bool teams, bool network)
{
    QStringList headers = {tr("Player")};
    QStringList tips = {QString()};
    if (final) {
        const QString shortNames[] = {tr("Routes"), tr("Fields"), tr("Planets"), tr("Battles"), tr("End", "final scoring, short")};
        for (int c = 0; c < kScoreCategories; ++c) {
            headers << shortNames[c];
            tips << GameText::category(static_cast<ScoreCategory>(c));
        }
        headers << (teams ? tr("Team total") : tr("Total"));
        tips << QString();
    } else {
        headers << tr("Faction") << (teams ? tr("Team score") : tr("Score")) << tr("Small") << tr("Large");
        tips << QString() << QString() << tr("Small meeples left") << tr("Large meeple left");
    }
    if (network) {
        headers << QString();
        tips << tr("Connection of the players at other computers");
    }
    table_->setColumnCount(static_cast<int>(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < headers.size(); ++c) table_->horizontalHeaderItem(c)->setToolTip(tips[c]);
}

void PlayersDock::fillRow(int p)
{
    const Game& g = session_->game();
    const auto& final = session_->finalScoring();
    const int current = session_->actingSeat();
    const auto cell = [&](int col, const QString& text, bool bold = false) {
        auto* item = new QTableWidgetItem(text);
        QFont f = item->font();
        f.setBold(bold || p == current);
        item->setFont(f);
        if (col >= 1 && !(col == 1 && !final)) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(p, col, item);
        return item;
    };
    QString who = GameText::seatName(*session_, p);
    // A network game: a person at another screen who is not connected now.
    const auto* remote = seats_ ? qobject_cast<const RemotePlayer*>(seats_->controller(p)) : nullptr;
    const bool away = remote && remote->level() < 0 && !final && !remote->connected();
    if (away) who = remote->taken() ? tr("%1 (disconnected)").arg(who) : tr("%1 (free seat)").arg(who);
    auto* name = cell(0, (p == current ? QStringLiteral("▶ ") : QString()) + who);
    // The player's meeple throughout: at the end too (its faction stays in the tooltip).
    name->setIcon(QIcon(meeplePixmap(g.color(p), MeepleSize::Small, 44)));
    name->setToolTip(Texts::faction(g.faction(p)));
    if (away) name->setForeground(QColor(0xc6, 0x28, 0x28));
    if (final) {
        const auto& b = final->breakdown[static_cast<std::size_t>(p)];
        for (int c = 0; c < kScoreCategories; ++c) cell(1 + c, QString::number(b[static_cast<std::size_t>(c)]));
        cell(1 + kScoreCategories, QString::number(final->scores[static_cast<std::size_t>(p)]), true);
    } else {
        // In a narrow panel (a large font, 200 %) the faction's name is elided: whole in its tooltip.
        QTableWidgetItem* faction = cell(1, Texts::faction(g.faction(p)));
        faction->setIcon(QIcon(symbolPixmap(g.faction(p), 32)));
        faction->setToolTip(Texts::faction(g.faction(p)));
        // The score, or where its count up is (countUp()).
        const auto& count = counting_[static_cast<std::size_t>(p)];
        const bool counting = count && count->endValue().toInt() == g.score(p);
        cell(2, QString::number(counting ? count->currentValue().toInt() : g.score(p)))->setData(Qt::UserRole, g.score(p));
        cell(3, QString::number(g.reserve(p, MeepleSize::Small)));
        cell(4, QString::number(g.reserve(p, MeepleSize::Large)));
    }
}

bool PlayersDock::hasRemotePlayers() const
{
    if (!seats_) return false;
    for (int p = 0; p < session_->game().playerCount(); ++p)
        if (const auto* remote = qobject_cast<const RemotePlayer*>(seats_->controller(p)); remote && remote->level() < 0) return true;
    return false;
}

// The mark of a player at another computer: connected, disconnected or a free seat; its name in
// Qt::UserRole ("connected", "disconnected", "free"; empty for the others).
QTableWidgetItem* PlayersDock::presenceItem(int seat) const
{
    auto* item = new QTableWidgetItem;
    const auto* remote = qobject_cast<const RemotePlayer*>(seats_->controller(seat));
    if (!remote || remote->level() >= 0) return item;
    const QString who = GameText::seatName(*session_, seat);
    Presence presence = Presence::Connected;
    if (!remote->taken()) presence = Presence::Free;
    else if (!remote->connected()) presence = Presence::Disconnected;
    const char* names[] = {"connected", "disconnected", "free"};
    item->setData(Qt::UserRole, QString::fromLatin1(names[static_cast<int>(presence)]));
    item->setIcon(QIcon(presencePixmap(presence, 44)));
    item->setToolTip(presence == Presence::Connected      ? tr("%1 is connected.").arg(who)
                     : presence == Presence::Disconnected ? tr("%1 is disconnected: the game waits for them to come back.").arg(who)
                                                          : tr("%1's seat is free: the game waits for its player to join again.").arg(who));
    item->setData(Qt::AccessibleTextRole, item->toolTip());
    return item;
}

}  // namespace swc::ui
