#include "balancepage.h"

#include "builtin_tilesets.h"
#include "record.h"
#include "safefile.h"
#include "texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace swc::editor {

using ui::Texts;

namespace {
const QColor kSeriesColours[2] = {QColor(0x1e, 0x88, 0xe5), QColor(0x9e, 0x9e, 0x9e)};
}  // namespace

// ---- BarChart ---------------------------------------------------------------------------------

BarChart::BarChart(QWidget* parent) : QWidget(parent) {}

QString BarChart::valueText(double value) const { return unit_.arg(Texts::number(value, 1)); }

void BarChart::setData(const QString& title, const QStringList& labels, const std::vector<std::vector<double>>& series,
                       const QStringList& seriesNames, const QString& unit, double maximum)
{
    maximum_ = maximum;
    title_ = title;
    labels_ = labels;
    series_ = series;
    names_ = seriesNames;
    unit_ = unit;
    updateGeometry();
    update();
}

QSize BarChart::sizeHint() const
{
    const int rowHeight = fontMetrics().height() + 4;
    return {420, rowHeight * (static_cast<int>(labels_.size()) + 3)};
}

void BarChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().text().color());
    p.drawText(QRect(6, 2, width() - 12, line), Qt::AlignLeft | Qt::AlignVCenter, title_);
    p.setFont(font());
    // The legend, then one row per label with one bar per series.
    int x = 6;
    for (int s = 0; s < names_.size() && s < 2; ++s) {
        p.fillRect(QRect(x, line + 6, 10, 10), kSeriesColours[s]);
        p.drawText(QPoint(x + 14, line + 6 + fm.ascent() - 2), names_[s]);
        x += 24 + fm.horizontalAdvance(names_[s]);
    }
    if (labels_.isEmpty() || series_.empty()) return;
    double top = maximum_;
    for (const auto& values : series_)
        for (double v : values) top = std::max(top, v);
    if (top <= 0) top = 1;
    int labelWidth = 0;
    for (const QString& l : labels_) labelWidth = std::max(labelWidth, fm.horizontalAdvance(l));
    labelWidth = std::min(labelWidth + 14, width() / 3);
    const int valueWidth = fm.horizontalAdvance(valueText(100.0)) + 8;
    const int y0 = 2 * line + 12;
    // Rows share the height, but no taller than two lines of text (a set of few faces).
    const double rowHeight =
        std::clamp((height() - y0 - 4.0) / static_cast<double>(labels_.size()), line + 2.0, 2.0 * line + 4.0);
    const int barArea = std::max(10, width() - labelWidth - valueWidth - 12);
    const int seriesCount = static_cast<int>(series_.size());
    for (int i = 0; i < labels_.size(); ++i) {
        const double y = y0 + i * rowHeight;
        p.setPen(palette().text().color());
        p.drawText(QRectF(6, y, labelWidth - 8, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(labels_[i], Qt::ElideMiddle, labelWidth - 8));
        const double barHeight = std::max(2.0, (rowHeight - 3) / seriesCount);
        for (int s = 0; s < seriesCount; ++s) {
            const auto& values = series_[static_cast<std::size_t>(s)];
            const double v = i < static_cast<int>(values.size()) ? values[static_cast<std::size_t>(i)] : 0;
            const QRectF bar(labelWidth, y + 1 + s * barHeight, barArea * v / top, barHeight - 1);
            p.fillRect(bar, kSeriesColours[std::min(s, 1)]);
            if (s == 0 && barHeight >= line - 4)
                p.drawText(QRectF(bar.right() + 4, bar.top(), valueWidth, bar.height()), Qt::AlignLeft | Qt::AlignVCenter,
                           valueText(v));
        }
    }
}

// ---- BalancePage ------------------------------------------------------------------------------

void BalancePage::stackControls()
{
    auto* second = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{compare_, run_, cancel_, export_}) controls_->removeWidget(w);
    second->addWidget(compare_);
    second->addStretch(1);
    for (QWidget* w : std::initializer_list<QWidget*>{run_, cancel_, export_}) second->addWidget(w);
    static_cast<QVBoxLayout*>(layout())->insertLayout(1, second);
}

BalancePage::BalancePage(TilesetDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
    setObjectName(QStringLiteral("balancePage"));
    auto* layout = new QVBoxLayout(this);
    auto* controls = controls_ = new QHBoxLayout;
    gamesLabel_ = new QLabel;
    games_ = new QSpinBox;
    games_->setObjectName(QStringLiteral("balanceGames"));
    games_->setRange(1, 100000);
    games_->setValue(200);
    gamesLabel_->setBuddy(games_);
    playersLabel_ = new QLabel;
    players_ = new QSpinBox;
    players_->setObjectName(QStringLiteral("balancePlayers"));
    players_->setRange(2, 5);
    playersLabel_->setBuddy(players_);
    levelLabel_ = new QLabel;
    level_ = new QComboBox;
    level_->setObjectName(QStringLiteral("balanceLevel"));
    for (AiLevel l : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium}) level_->addItem(QString(), static_cast<int>(l));
    level_->setCurrentIndex(1);
    levelLabel_->setBuddy(level_);
    compare_ = new QCheckBox;
    compare_->setObjectName(QStringLiteral("balanceCompare"));
    compare_->setChecked(true);
    run_ = new QPushButton;
    run_->setObjectName(QStringLiteral("balanceRun"));
    cancel_ = new QPushButton;
    cancel_->setObjectName(QStringLiteral("balanceCancel"));
    export_ = new QPushButton;
    export_->setObjectName(QStringLiteral("balanceExport"));
    for (QWidget* w : std::initializer_list<QWidget*>{gamesLabel_, games_, playersLabel_, players_, levelLabel_, level_, compare_})
        controls->addWidget(w);
    controls->addStretch(1);
    controls->addWidget(run_);
    controls->addWidget(cancel_);
    controls->addWidget(export_);
    layout->addLayout(controls);
    auto* progressRow = new QHBoxLayout;
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("balanceProgress"));
    status_ = new QLabel;
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(status_);
    layout->addLayout(progressRow);

    summary_ = new QTextBrowser;
    summary_->setObjectName(QStringLiteral("balanceSummary"));
    setAside_ = new BarChart;
    setAside_->setObjectName(QStringLiteral("setAsideChart"));
    scores_ = new BarChart;
    scores_->setObjectName(QStringLiteral("scoreChart"));
    auto* charts = new QSplitter(Qt::Vertical);
    charts->addWidget(setAside_);
    charts->addWidget(scores_);
    auto* split = new QSplitter;
    split->addWidget(summary_);
    split->addWidget(charts);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(run_, &QPushButton::clicked, this, &BalancePage::start);
    connect(cancel_, &QPushButton::clicked, this, &BalancePage::cancel);
    connect(export_, &QPushButton::clicked, this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Export the balance figures"), QString(), tr("CSV files (*.csv)"));
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".csv");
        QString error;
        if (!exportCsv(path, &error)) QMessageBox::warning(this, tr("Cannot export the figures"), error);
    });
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, [this] {
        const Result r = watcher_.result();
        report_ = r.mine;
        // Stopped before the standard set's first game: nothing to compare with (showResult says so).
        standard_ = r.standard && r.standard->games > 0 ? r.standard : std::nullopt;
        compared_ = r.compared;
        // The games played, whatever progress reports were still queued when the run ended
        // (showProgress ignores those that come after it).
        progress_->setValue(r.mine.games + (r.standard ? r.standard->games : 0));
        setRunning(false);
        showResult();
        emit finished();
    });
    setRunning(false);
    retranslate();
}

BalancePage::~BalancePage()
{
    if (stop_) stop_->store(true);
    watcher_.waitForFinished();
}

void BalancePage::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void BalancePage::retranslate()
{
    gamesLabel_->setText(tr("&Games:"));
    playersLabel_->setText(tr("&Players:"));
    levelLabel_->setText(tr("&Computer level:"));
    level_->setItemText(0, tr("random (fastest)"));
    level_->setItemText(1, tr("easy"));
    level_->setItemText(2, tr("medium (slow)"));
    compare_->setText(tr("Compare with the &standard set"));
    run_->setText(tr("&Run"));
    cancel_->setText(tr("S&top the games", "stops the balance lab (not the editor's Undo)"));
    export_->setText(tr("E&xport CSV..."));
    summary_->setAccessibleName(tr("Balance lab results"));
    summary_->setAccessibleDescription(tr("What the games of this set showed: tiles set aside, game length, points, battles"));
    progress_->setFormat(Texts::progressFormat());
    if (report_) showResult();
    else summary_->setHtml(QStringLiteral("<p>") +
                           tr("The balance lab plays many games of this set, with its rules, between computer players, "
                              "and shows how it plays: tiles set aside, unfillable cells, game length, points by kind, "
                              "the first player's advantage and the battles. Choose the number of games and press Run.") +
                           QStringLiteral("</p>"));
}

void BalancePage::setRunning(bool running)
{
    run_->setEnabled(!running);
    cancel_->setEnabled(running);
    export_->setEnabled(!running && report_.has_value());
    for (QWidget* w : std::initializer_list<QWidget*>{games_, players_, level_, compare_}) w->setEnabled(!running);
    if (!running) status_->clear();
}

void BalancePage::start()
{
    if (isRunning()) return;
    const auto problems = validateTileset(doc_->set());
    if (!problems.empty()) {
        summary_->setHtml(QStringLiteral("<p style='color:#c62828'>") +
                          tr("Fix the set before playing it: %1").arg(Texts::tilesetErrorMessage(problems.front()).toHtmlEscaped()) +
                          QStringLiteral("</p>"));
        return;
    }
    BalanceOptions mine;
    mine.set = std::make_shared<const Tileset>(doc_->set());
    mine.rules = defaultRules(*mine.set);
    mine.players = balanceSeats(players_->value());
    mine.level = static_cast<AiLevel>(level_->currentData().toInt());
    mine.games = games_->value();
    std::optional<BalanceOptions> standard;
    if (compare_->isChecked()) {
        standard = mine;
        standard->set = builtinTileset("standard");
        standard->rules = defaultRules(*standard->set);
    }
    const int total = mine.games * (standard ? 2 : 1);
    runGames_ = mine.games;
    progress_->setRange(0, total);
    progress_->setValue(0);
    status_->setText(tr("Playing…"));
    stop_ = std::make_shared<std::atomic<bool>>(false);
    setRunning(true);
    QPointer<BalancePage> page = this;
    const auto stop = stop_;
    const auto began = std::chrono::steady_clock::now();
    watcher_.setFuture(QtConcurrent::run([mine, standard, stop, page, total, began] {
        // Progress reaches the page at most ten times a second (a fast run finishes thousands of
        // games a second), and always at the end of each run; the pace is that of both sets.
        const auto report = [page, total, began](int offset) {
            return [page, total, began, offset, last = -1.0](const BalanceStatus& s) mutable {
                if (s.done < s.total && s.seconds - last < 0.1) return;
                last = s.seconds;
                const BalanceStatus all{offset + s.done, total,
                                        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count()};
                QMetaObject::invokeMethod(page, [page, all] {
                    if (page) page->showProgress(all);
                }, Qt::QueuedConnection);
            };
        };
        Result r{runBalance(mine, report(0), stop.get()), std::nullopt, standard.has_value()};
        if (standard && !stop->load()) r.standard = runBalance(*standard, report(mine.games), stop.get());
        return r;
    }));
}

void BalancePage::cancel()
{
    if (stop_) stop_->store(true);
}

void BalancePage::showProgress(const BalanceStatus& s)
{
    if (!isRunning()) return;
    progress_->setValue(s.done);
    // The bar runs over both sets; the words count the games of the set being played against
    // the games asked ("454 of 5,000 games"), not against both runs together.
    const bool standard = s.total > runGames_ && s.done > runGames_;
    const int done = standard ? s.done - runGames_ : s.done;
    const QString pace = Texts::number(s.gamesPerSecond(), 1);
    const QString pattern = standard               ? tr("Standard set: %1 of %Ln game(s), %2 a second", nullptr, runGames_)
                            : s.total > runGames_ ? tr("This set (the standard set next): %1 of %Ln game(s), %2 a second", nullptr, runGames_)
                                                  : tr("This set: %1 of %Ln game(s), %2 a second", nullptr, runGames_);
    QString text = pattern.arg(Texts::number(done, 0), pace);
    const double left = s.secondsLeft();
    if (s.done < s.total && left >= 0) {
        const long secs = std::lround(left);
        text += QStringLiteral(", ") +
                (secs >= 3600 ? tr("about %1 h %2 min left").arg(secs / 3600).arg(secs / 60 % 60, 2, 10, QLatin1Char('0'))
                 : secs >= 60 ? tr("about %1 min %2 s left").arg(secs / 60).arg(secs % 60, 2, 10, QLatin1Char('0'))
                              : tr("about %n second(s) left", nullptr, static_cast<int>(secs)));
    }
    status_->setText(text);
}

bool BalancePage::exportCsv(const QString& path, QString* error) const
{
    if (!report_) {
        if (error) *error = tr("Run the balance lab first.");
        return false;
    }
    // One table: a first column says which set a line is about (the file's own name, or
    // "standard"), the engine's columns follow.
    const auto lines = [](const BalanceReport& r) { return QByteArray::fromStdString(balanceCsv(r)).split('\n'); };
    QByteArray text;
    const auto add = [&](const BalanceReport& r, const QByteArray& set) {
        const QList<QByteArray> all = lines(r);
        if (text.isEmpty()) text = "set," + all.front() + "\n";
        for (qsizetype i = 1; i < all.size(); ++i)
            if (!all[i].isEmpty()) text += set + "," + all[i] + "\n";
    };
    add(*report_, "this");
    if (standard_) add(*standard_, "standard");
    return writeFileSafely(path, text, error);
}

namespace {

QString fixed(double v, int digits = 1) { return Texts::number(v, digits); }
QString spread(const Spread& s) { return BalancePage::tr("%1 ± %2").arg(fixed(s.mean()), fixed(s.sd())); }
QString percent(double part, double whole)
{
    return whole > 0 ? Texts::percent(100.0 * part / whole, 1) : QStringLiteral("–");
}

// The summary's table: a row per figure, with a column for this set and, when compared, one for
// the standard set.
class SummaryTable
{
public:
    SummaryTable(const BalanceReport& mine, const BalanceReport* standard) : mine_(mine), standard_(standard)
    {
        html_ = QStringLiteral("<table cellspacing='3'><tr><th></th><th>%1</th>").arg(BalancePage::tr("This set"));
        if (standard_)
            html_ += QStringLiteral("<th>%1</th>")
                         .arg(standard_->cancelled ? BalancePage::tr("Standard set (partial)", "its games were stopped")
                                                   : BalancePage::tr("Standard set"));
        html_ += QStringLiteral("</tr>");
    }
    // `figure` gives the text of a report's figure.
    template <class Figure>
    void add(const QString& what, const Figure& figure)
    {
        html_ += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td>").arg(what, figure(mine_));
        if (standard_) html_ += QStringLiteral("<td align='right'>%1</td>").arg(figure(*standard_));
        html_ += QStringLiteral("</tr>");
    }
    QString html() const { return html_ + QStringLiteral("</table>"); }

private:
    const BalanceReport& mine_;
    const BalanceReport* standard_;
    QString html_;
};

// The figures of whole games: length, tiles set aside, points by category, the final score.
void addGameFigures(SummaryTable& table)
{
    table.add(BalancePage::tr("Games played"), [](const BalanceReport& r) { return QString::number(r.games); });
    table.add(BalancePage::tr("Turns per game"), [](const BalanceReport& r) { return spread(r.turns); });
    table.add(BalancePage::tr("Tiles set aside per game"), [](const BalanceReport& r) {
        long n = 0;
        for (const auto& f : r.faces) n += f.setAside;
        return r.games > 0 ? fixed(static_cast<double>(n) / r.games, 2) : QStringLiteral("–");
    });
    table.add(BalancePage::tr("Games ending with unfillable cells"), [](const BalanceReport& r) { return percent(r.gamesWithUnfillable, r.games); });
    table.add(BalancePage::tr("Unfillable cells per game"), [](const BalanceReport& r) { return spread(r.unfillable); });
    const QString kinds[kScoreCategories] = {BalancePage::tr("Points from routes (per player and game)"), BalancePage::tr("Points from asteroid fields"),
                                             BalancePage::tr("Points from planets"), BalancePage::tr("Points from battles"),
                                             BalancePage::tr("Points at the final scoring")};
    for (int c = 0; c < kScoreCategories; ++c)
        table.add(kinds[c], [c](const BalanceReport& r) { return spread(r.points[static_cast<std::size_t>(c)]); });
    table.add(BalancePage::tr("Final score"), [](const BalanceReport& r) { return spread(r.total); });
}

// Who wins: each seat's share of the wins, the battles and the factions that win them.
void addWinFigures(SummaryTable& table, const BalanceReport& mine)
{
    for (std::size_t s = 0; s < mine.seats.size(); ++s)
        table.add(BalancePage::tr("Seat %1 (%2): wins, 95 % interval").arg(s + 1).arg(Texts::color(mine.seats[s].color)), [s](const BalanceReport& r) {
            if (s >= r.seats.size() || r.games == 0) return QStringLiteral("–");
            const Interval i = r.winInterval(static_cast<int>(s));
            return BalancePage::tr("%1 (%2–%3)", "a share of the wins, its interval")
                .arg(Texts::percent(100 * r.winRate(static_cast<int>(s)), 1), fixed(100 * i.low), fixed(100 * i.high));
        });
    table.add(BalancePage::tr("Battles per game"), [](const BalanceReport& r) { return spread(r.battles); });
    for (int f = 0; f < kFactions; ++f)
        table.add(BalancePage::tr("Battles won: %1").arg(Texts::faction(static_cast<Faction>(f))), [f](const BalanceReport& r) {
            const auto k = static_cast<std::size_t>(f);
            return BalancePage::tr("%1 of %2").arg(r.factionWins[k]).arg(r.factionBattles[k]);
        });
}

}  // namespace

void BalancePage::showResult()
{
    if (!report_) return;
    const BalanceReport& a = *report_;
    const BalanceReport* b = standard_ ? &*standard_ : nullptr;
    QString html;
    if (const QString note = stoppedNote(); !note.isEmpty()) html += QStringLiteral("<p><b>") + note + QStringLiteral("</b></p>");
    SummaryTable table(a, b);
    addGameFigures(table);
    addWinFigures(table, a);
    html += table.html() + QStringLiteral("<p><small>") +
            tr("± is the standard deviation. A win shared by several players counts as a share. %1 s.").arg(fixed(a.seconds + (b ? b->seconds : 0))) +
            QStringLiteral("</small></p>");
    summary_->setHtml(html);
    showSetAside(a);
    showScores(a, b);
}

QString BalancePage::stoppedNote() const
{
    // A stop keeps what was played: this set's games when it came during them (the standard set
    // was then never played), else this set's whole run and the standard set's games so far.
    if (report_->cancelled) {
        QString note = tr("Cancelled: the figures are those of the %n game(s) played.", nullptr, report_->games);
        if (compared_) note += QLatin1Char(' ') + tr("The standard set was not played, so there is nothing to compare with.");
        return note;
    }
    if (standard_ && standard_->cancelled)
        return tr("Cancelled during the standard set's games: its column (partial) covers the %n game(s) played.",
                  nullptr, standard_->games);
    if (compared_ && !standard_) return tr("Cancelled before the standard set's first game: there is nothing to compare with.");
    return {};
}

void BalancePage::showSetAside(const BalanceReport& a)
{
    // Set aside, per face of this set: the faces set aside at least once, the most often first
    // (at most 15 bars: a designer looks for the faces that do not fit).
    std::vector<std::pair<double, QString>> rates;
    for (const auto& f : a.faces)
        if (f.dealt > 0 && f.setAside > 0)
            rates.emplace_back(100.0 * static_cast<double>(f.setAside) / static_cast<double>(f.dealt), QString::fromStdString(f.id));
    std::stable_sort(rates.begin(), rates.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    if (rates.size() > 15) rates.resize(15);
    QStringList faces;
    std::vector<double> setAside;
    for (const auto& [rate, id] : rates) {
        faces << id;
        setAside.push_back(rate);
    }
    setAside_->setData(rates.empty() ? tr("No tile was set aside") : tr("Copies set aside, per face (the most often first)"),
                       faces, {setAside}, {tr("This set")}, Texts::percentPattern(), 100.0);
}

void BalancePage::showScores(const BalanceReport& a, const BalanceReport* b)
{
    // The distribution of the final scores, in bins of 10 points, both sets.
    int top = 0;
    for (int v : a.scores) top = std::max(top, v);
    if (b)
        for (int v : b->scores) top = std::max(top, v);
    const int bins = top / 10 + 1;
    std::vector<std::vector<double>> share(b ? 2 : 1, std::vector<double>(static_cast<std::size_t>(bins), 0.0));
    const auto fill = [&](const BalanceReport& r, std::vector<double>& out) {
        for (int v : r.scores) out[static_cast<std::size_t>(std::max(0, v) / 10)] += 100.0 / static_cast<double>(r.scores.size());
    };
    fill(a, share[0]);
    if (b) fill(*b, share[1]);
    QStringList labels;
    for (int i = 0; i < bins; ++i) labels << tr("%1–%2").arg(10 * i).arg(10 * i + 9);
    QStringList names = {tr("This set")};
    if (b) names << tr("Standard set");
    scores_->setData(tr("Final scores (share of players)"), labels, share, names, Texts::percentPattern());
}

}  // namespace swc::editor
