#include "gamesummary.h"

#include "analysistext.h"
#include "gametext.h"
#include "record.h"
#include "texts.h"
#include "tileart.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

std::vector<DecisionAnalysis> biggestMistakes(const std::vector<DecisionAnalysis>& results, int seat,
                                              int count)
{
    std::vector<DecisionAnalysis> mine;
    for (const DecisionAnalysis& a : results)
        if (a.seat == seat && a.loss > 0.0) mine.push_back(a);
    std::sort(mine.begin(), mine.end(), [](const DecisionAnalysis& x, const DecisionAnalysis& y) {
        return x.loss != y.loss ? x.loss > y.loss : x.step < y.step;
    });
    if (static_cast<int>(mine.size()) > count) mine.resize(static_cast<std::size_t>(std::max(count, 0)));
    return mine;
}

std::optional<double> meanLoss(const std::vector<DecisionAnalysis>& results, int seat)
{
    double sum = 0.0;
    int n = 0;
    for (const DecisionAnalysis& a : results)
        if (a.seat == seat) {
            sum += a.loss;
            ++n;
        }
    if (n == 0) return std::nullopt;
    return sum / n;
}

const std::vector<LevelAccuracy>& levelAccuracies()
{
    // Six games between the levels (each pair, each seat order) recorded by tests/analysiscalibrate
    // and judged by sw-carcassonne-cli analyse at the default level (docs/analysis.md, "Accuracy":
    // the commands and the date).
    static const std::vector<LevelAccuracy> levels = {
        {AiLevel::Easy, 0.553, 150}, {AiLevel::Medium, 0.182, 150}, {AiLevel::Hard, 0.170, 150}};
    return levels;
}

GameSummary::GameSummary(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("gameSummary"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("summaryStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    scroll_ = new QScrollArea;
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll_, 1);
    rebuild();
}

void GameSummary::setTimeline(std::shared_ptr<const Timeline> timeline, std::function<int(int)> turnNumber)
{
    timeline_ = std::move(timeline);
    turnNumber_ = std::move(turnNumber);
    results_.clear();
    total_ = timeline_ ? static_cast<int>(analysedSteps(*timeline_).size()) : 0;
    rebuild();
}

void GameSummary::setResults(std::vector<DecisionAnalysis> results, int total)
{
    results_ = std::move(results);
    total_ = total;
    rebuild();
}

bool GameSummary::isComputer(int seat) const
{
    const auto& seats = timeline_->record().seats;
    return seat < static_cast<int>(seats.size()) && seats[static_cast<std::size_t>(seat)] >= 0;
}

std::vector<int> GameSummary::summarisedSeats() const
{
    std::vector<int> persons, all;
    if (!timeline_) return all;
    for (int seat = 0; seat < static_cast<int>(timeline_->record().players.size()); ++seat) {
        all.push_back(seat);
        if (!isComputer(seat)) persons.push_back(seat);
    }
    return persons.empty() ? all : persons;
}

QString GameSummary::playerName(int seat) const
{
    const QString name = GameText::seatNames(timeline_->record()).value(seat);
    if (!isComputer(seat)) return name;
    const int level = timeline_->record().seats[static_cast<std::size_t>(seat)];
    return tr("%1 (computer, %2)", "a seat's name, then the computer's level")
        .arg(name, GameText::levelName(static_cast<AiLevel>(level)));
}

QList<QPushButton*> GameSummary::jumpButtons(int seat) const
{
    QList<QPushButton*> out;
    for (QPushButton* b : content_->findChildren<QPushButton*>())
        if (b->property("seat").toInt() == seat) out.push_back(b);
    std::sort(out.begin(), out.end(), [](QPushButton* a, QPushButton* b) {
        return a->property("rank").toInt() < b->property("rank").toInt();
    });
    return out;
}

// Everything below the status written again (the results and the language change it).
void GameSummary::rebuild()
{
    scroll_->setAccessibleName(tr("Summary of the game"));
    scroll_->setAccessibleDescription(
        tr("Each person's biggest mistakes, each turn a button that goes to it, and every player's accuracy "
           "beside the computer levels'"));
    // The old content goes once control returns to the event loop (a click of its may be under way).
    if (QWidget* old = scroll_->takeWidget()) old->deleteLater();
    content_ = new QWidget;
    contentLayout_ = new QVBoxLayout(content_);
    contentLayout_->setContentsMargins(0, 0, 0, 0);
    scroll_->setWidget(content_);
    if (!timeline_) {
        status_->clear();
        return;
    }
    const int done = static_cast<int>(results_.size());
    if (done == 0) {
        status_->setText(tr("The summary comes with the analysis (Review > Analyse the game)"));
    } else if (done < total_) {
        status_->setText(tr("Summary so far: %1 of %n decisions analysed", nullptr, total_).arg(done));
    } else {
        status_->setText(tr("Summary of the analysis of %n decisions", nullptr, total_));
    }
    if (done == 0) {
        contentLayout_->addStretch(1);
        return;
    }
    for (int seat : summarisedSeats()) addPlayer(contentLayout_, seat);
    addAccuracies(contentLayout_);
    contentLayout_->addStretch(1);
}

// A player's heading and their three biggest mistakes, each turn a button to it.
void GameSummary::addPlayer(QVBoxLayout* layout, int seat)
{
    auto* heading = new QLabel(tr("%1: the biggest mistakes").arg(playerName(seat)));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    heading->setWordWrap(true);
    layout->addWidget(heading);
    const std::vector<DecisionAnalysis> mistakes = biggestMistakes(results_, seat);
    if (mistakes.empty()) {
        layout->addWidget(new QLabel(tr("No decision lost points.")));
        return;
    }
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    for (int i = 0; i < static_cast<int>(mistakes.size()); ++i) {
        const DecisionAnalysis& a = mistakes[static_cast<std::size_t>(i)];
        const int turn = turnNumber_ ? turnNumber_(a.turn) : a.turn + 1;
        auto* go = new QPushButton(tr("Turn %1").arg(turn));
        go->setObjectName(QStringLiteral("summaryJump"));
        go->setProperty("seat", seat);
        go->setProperty("rank", i);
        go->setToolTip(tr("Go to this decision in the review"));
        const QString move = AnalysisText::move(*timeline_, a);
        const QString lost = tr("%1 points lost", nullptr, AnalysisText::pointsCount(a.loss)).arg(AnalysisText::points(a.loss));
        go->setAccessibleName(tr("Turn %1, %2: %3; go to it").arg(turn).arg(move, lost));
        connect(go, &QPushButton::clicked, this, [this, step = a.step] { emit stepChosen(step); });
        // The loss above the move in words: the panel is narrow.
        auto* loss = new QLabel(QStringLiteral("%1 %2").arg(lost, AnalysisText::mark(a.mark)).trimmed());
        QFont lossFont = loss->font();
        lossFont.setBold(true);
        loss->setFont(lossFont);
        auto* words = new QLabel(move);
        words->setWordWrap(true);
        words->setTextFormat(Qt::PlainText);
        auto* text = new QVBoxLayout;
        text->setSpacing(0);
        text->addWidget(loss);
        text->addWidget(words);
        grid->addWidget(go, i, 0, Qt::AlignTop);
        grid->addLayout(text, i, 1);
    }
    layout->addLayout(grid);
}

// Every player's accuracy, then the computer levels' (lower is better), with two decimals: the
// levels differ by tenths.
void GameSummary::addAccuracies(QVBoxLayout* layout)
{
    const auto heading = [layout](const QString& text) {
        auto* label = new QLabel(text);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        label->setWordWrap(true);
        layout->addSpacing(8);
        layout->addWidget(label);
    };
    const auto addRow = [](QGridLayout* grid, const QString& who, double value, int decisions,
                           const QString& name) {
        const int row = grid->rowCount();
        auto* label = new QLabel(who);
        label->setWordWrap(true);
        auto* figure = new QLabel(Texts::number(value, 2));
        figure->setObjectName(name);
        figure->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(label, row, 0);
        grid->addWidget(figure, row, 1);
        grid->addWidget(new QLabel(tr("%n decisions", nullptr, decisions)), row, 2);
    };
    heading(tr("Accuracy: the mean points lost a decision (lower is better)"));
    auto* players = new QGridLayout;
    players->setColumnStretch(0, 1);
    for (int seat = 0; seat < static_cast<int>(timeline_->record().players.size()); ++seat) {
        const auto mean = meanLoss(results_, seat);
        if (!mean) continue;
        const auto decisions = std::count_if(results_.begin(), results_.end(),
                                             [seat](const DecisionAnalysis& a) { return a.seat == seat; });
        addRow(players, playerName(seat), *mean, static_cast<int>(decisions),
               QStringLiteral("playerAccuracy"));
    }
    layout->addLayout(players);
    heading(tr("The computer levels, on games between them"));
    auto* levels = new QGridLayout;
    levels->setColumnStretch(0, 1);
    for (const LevelAccuracy& l : levelAccuracies()) {
        QString name = GameText::levelName(l.level);
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        addRow(levels, name, l.meanLoss, l.decisions, QStringLiteral("levelAccuracy"));
    }
    layout->addLayout(levels);
}

void GameSummary::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) rebuild();
    QWidget::changeEvent(e);
}

}  // namespace swc::ui
