// The editor's Balance page, the balance lab: it plays many games of the set being edited, with
// its rules, between computer players, off the interface thread (progress bar, Cancel), and
// shows what a designer needs to judge the set beside the same figures for the standard set:
// tiles set aside per face, unfillable cells, game length, points by kind and their spread, the
// first player's advantage with its 95 % interval, battles and who wins them; two charts; CSV.
#pragma once

#include "balance.h"
#include "tilesetdocument.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace swc::editor {

// Horizontal bars, one row per label, one or two series side by side (this set, the standard).
class BarChart : public QWidget
{
    Q_OBJECT

public:
    explicit BarChart(QWidget* parent = nullptr);
    void setData(const QString& title, const QStringList& labels, const std::vector<std::vector<double>>& series,
                 const QStringList& seriesNames, const QString& unit, double maximum = 0);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {260, 120}; }
    const std::vector<std::vector<double>>& series() const { return series_; }
    const QStringList& labels() const { return labels_; }
    // The text beside a bar: "75.0%", "75,0 %" in French.
    QString valueText(double value) const;

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    QString title_, unit_;
    double maximum_ = 0;  // the value of a full bar (0: the largest value)
    QStringList labels_, names_;
    std::vector<std::vector<double>> series_;
};

class BalancePage : public QWidget
{
    Q_OBJECT

public:
    explicit BalancePage(TilesetDocument* doc, QWidget* parent = nullptr);
    ~BalancePage() override;

    QSpinBox* gamesBox() const { return games_; }
    QSpinBox* playersBox() const { return players_; }
    QComboBox* levelBox() const { return level_; }
    QCheckBox* compareBox() const { return compare_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QTextBrowser* summaryView() const { return summary_; }
    BarChart* setAsideChart() const { return setAside_; }
    BarChart* scoreChart() const { return scores_; }
    bool isRunning() const { return watcher_.isRunning(); }
    // The last finished run: this set's report, and the standard set's when compared.
    const std::optional<BalanceReport>& report() const { return report_; }
    const std::optional<BalanceReport>& standardReport() const { return standard_; }
    // Write the last run as CSV (this set, then the standard set); false with the reason.
    bool exportCsv(const QString& path, QString* error) const;

    void start();
    void cancel();
    // Games done, their pace and the time left, while a run goes on (called from the run's thread
    // through the event loop). `status` counts the games of both sets when they are compared:
    // the text counts those of the set being played against the games asked.
    void showProgress(const BalanceStatus& status);
    QLabel* statusLabel() const { return status_; }
    // The controls on two lines, for a small screen (800x500 at 200 %), where the settings and
    // the buttons on one line made the page wider than the screen: the comparison and the buttons
    // go under the settings.
    void stackControls();

signals:
    void finished();

protected:
    void changeEvent(QEvent* e) override;

private:
    struct Result
    {
        BalanceReport mine;
        std::optional<BalanceReport> standard;
        bool compared = false;  // the standard set was asked for (it may not have been played)
    };
    void retranslate();
    void showResult();
    void showSetAside(const BalanceReport& mine);
    void showScores(const BalanceReport& mine, const BalanceReport* standard);
    void setRunning(bool running);
    // What a stopped run's figures are: this set's games, the standard set's, or none of it.
    QString stoppedNote() const;

    TilesetDocument* doc_;
    QHBoxLayout* controls_ = nullptr;  // the settings and the buttons
    QLabel *gamesLabel_ = nullptr, *playersLabel_ = nullptr, *levelLabel_ = nullptr, *status_ = nullptr;
    QSpinBox* games_ = nullptr;
    QSpinBox* players_ = nullptr;
    QComboBox* level_ = nullptr;
    QCheckBox* compare_ = nullptr;
    QPushButton *run_ = nullptr, *cancel_ = nullptr, *export_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QTextBrowser* summary_ = nullptr;
    BarChart* setAside_ = nullptr;
    BarChart* scores_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
    QFutureWatcher<Result> watcher_;
    std::optional<BalanceReport> report_, standard_;
    bool compared_ = false;  // the last run asked for the standard set
    int runGames_ = 0;       // the games asked of each set in the run going on
};

}  // namespace swc::editor
