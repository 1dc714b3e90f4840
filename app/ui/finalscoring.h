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

signals:
    // "Review this game": the window reviews the game (the dialog closes).
    void reviewRequested();

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
};

}  // namespace swc::ui
