#include "finalscoring.h"

#include "gametext.h"
#include "scorechart.h"
#include "tileart.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

FinalScoringDialog::FinalScoringDialog(const GameSession* session, QWidget* parent) : QDialog(parent), session_(session)
{
    setObjectName(QStringLiteral("finalDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* layout = new QVBoxLayout(this);
    verdict_ = new QLabel;
    verdict_->setObjectName(QStringLiteral("finalVerdict"));
    QFont big = verdict_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    verdict_->setFont(big);
    verdict_->setWordWrap(true);
    layout->addWidget(verdict_);

    ranking_ = new QTableWidget;
    ranking_->setObjectName(QStringLiteral("rankingTable"));
    ranking_->verticalHeader()->hide();
    ranking_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    ranking_->setSelectionMode(QAbstractItemView::NoSelection);
    ranking_->setFocusPolicy(Qt::NoFocus);
    ranking_->setIconSize(QSize(22, 22));
    ranking_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    ranking_->horizontalHeader()->setStretchLastSection(false);
    ranking_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    ranking_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(ranking_);

    chart_ = new ScoreChart;
    chart_->setSession(session_);
    layout->addWidget(chart_, 2);

    detailsLabel_ = new QLabel;
    layout->addWidget(detailsLabel_);
    details_ = new QTextBrowser;
    details_->setObjectName(QStringLiteral("finalDialogText"));
    layout->addWidget(details_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    review_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    review_->setObjectName(QStringLiteral("reviewButton"));
    connect(review_, &QPushButton::clicked, this, &FinalScoringDialog::reviewRequested);
    analyse_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    analyse_->setObjectName(QStringLiteral("analyseButton"));
    analyse_->setVisible(offersAnalysis(session_->record()));
    connect(analyse_, &QPushButton::clicked, this, &FinalScoringDialog::analyseRequested);
    layout->addWidget(buttons);
    refresh();
    resize(760, 760);
}

// A person's game against the computer: their decisions are worth judging beside the computer's.
bool FinalScoringDialog::offersAnalysis(const GameRecord& record)
{
    const auto& seats = record.seats;
    const bool person =
        seats.size() < record.players.size() ||
        std::any_of(seats.begin(), seats.end(), [](int s) { return s == kPersonSeat || s == kRemoteSeat; });
    return person && std::any_of(seats.begin(), seats.end(), [](int s) { return s >= 0; });
}

void FinalScoringDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) refresh();
    QDialog::changeEvent(e);
}

void FinalScoringDialog::refresh()
{
    setWindowTitle(tr("Game over"));
    review_->setText(tr("&Review this game"));
    review_->setToolTip(tr("Watch the game again step by step, and play on from any step"));
    analyse_->setText(tr("&Analyse my game"));
    analyse_->setToolTip(tr("Review the game while the computer judges every decision, then see each "
                            "person's biggest mistakes and accuracy beside the computer levels'"));
    const auto& fs = session_->finalScoring();
    if (!fs) return;
    verdict_->setText(GameText::finalVerdict(*session_));
    detailsLabel_->setText(tr("Unfinished features scored at the end:"));
    details_->setHtml(GameText::finalReportsHtml(*session_));
    details_->moveCursor(QTextCursor::Start);

    // The ranking: best first, then the points by category and the total.
    QStringList headers = {tr("Rank", "in the final ranking"), session_->game().rules().teams ? tr("Team") : tr("Player")};
    for (int c = 0; c < kScoreCategories; ++c) headers << GameText::category(static_cast<ScoreCategory>(c));
    headers << tr("Total");
    const auto rows = GameText::finalRanking(*session_);
    ranking_->clear();
    ranking_->setColumnCount(static_cast<int>(headers.size()));
    ranking_->setHorizontalHeaderLabels(headers);
    ranking_->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const GameText::FinalRow& r = rows[static_cast<std::size_t>(i)];
        const auto cell = [&](int col, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            QFont f = item->font();
            f.setBold(r.rank == 1);
            item->setFont(f);
            if (col != 1) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            ranking_->setItem(i, col, item);
            return item;
        };
        cell(0, QString::number(r.rank));
        QTableWidgetItem* who = cell(1, r.who);
        for (int p = 0; p < session_->game().playerCount(); ++p)
            if (r.members >> p & 1) {
                who->setIcon(QIcon(meeplePixmap(session_->game().color(p), MeepleSize::Small, 22)));
                break;
            }
        const auto& points = fs->breakdown[static_cast<std::size_t>(r.row)];
        for (int c = 0; c < kScoreCategories; ++c) cell(2 + c, QString::number(points[static_cast<std::size_t>(c)]));
        cell(2 + kScoreCategories, QString::number(fs->scores[static_cast<std::size_t>(r.row)]));
    }
    // The player column takes the room left; the table is as tall as its rows.
    ranking_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    ranking_->resizeRowsToContents();
    int height = ranking_->horizontalHeader()->sizeHint().height() + 2 * ranking_->frameWidth();
    for (int i = 0; i < ranking_->rowCount(); ++i) height += ranking_->rowHeight(i);
    ranking_->setFixedHeight(height);
}

}  // namespace swc::ui
