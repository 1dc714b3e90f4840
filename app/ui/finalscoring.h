// The final-scoring view (Game > Final scoring, shown at the end of a game): the verdict, the
// ranking with every player's points by category, the chart of the scores over the turns, and
// the unfinished features scored at the end; Review this game goes to the Review mode. Rebuilt
// from the session when the language changes.
#pragma once

#include "gamesession.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace swc::ui {

class ScoreChart;

class FinalScoringDialog : public QDialog
{
    Q_OBJECT

public:
    FinalScoringDialog(const GameSession* session, QWidget* parent = nullptr);

    QLabel* verdictLabel() const { return verdict_; }
    QTableWidget* rankingTable() const { return ranking_; }
    ScoreChart* chart() const { return chart_; }
    QTextBrowser* detailsView() const { return details_; }
    QPushButton* reviewButton() const { return review_; }
    // "Analyse my game", shown for a game of at least one person and one computer.
    QPushButton* analyseButton() const { return analyse_; }
    static bool offersAnalysis(const GameRecord& record);

signals:
    // "Review this game": the window reviews the game (the dialog closes).
    void reviewRequested();
    // "Analyse my game": the window reviews the game, analyses it and shows its summary.
    void analyseRequested();

protected:
    void changeEvent(QEvent* e) override;

private:
    void refresh();

    const GameSession* session_;
    QLabel* verdict_ = nullptr;
    QTableWidget* ranking_ = nullptr;
    ScoreChart* chart_ = nullptr;
    QLabel* detailsLabel_ = nullptr;
    QTextBrowser* details_ = nullptr;
    QPushButton* review_ = nullptr;
    QPushButton* analyse_ = nullptr;
};

}  // namespace swc::ui
