// The summary of a game's analysis (the Review mode's Summary panel): each person's three biggest
// mistakes are their three largest losses, biggest first, each a button that moves the review to
// that decision; their accuracy is the mean of their losses; the computer levels' figures stand
// beside it. The final scoring of a game against the computer offers "Analyse my game", which
// reviews the game, analyses it and brings the summary to the front.
#include "analysisrunner.h"
#include "analysistext.h"
#include "finalscoring.h"
#include "gamesummary.h"
#include "gametext.h"
#include "mainwindow.h"
#include "movelist.h"
#include "random_play.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "testrecords.h"
#include "widgettest.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// The first turns of a random game of the standard set: red a person, black the computer (easy).
GameRecord shortGame(std::uint64_t seed, int turns)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    rec.seats = {kPersonSeat, static_cast<int>(AiLevel::Easy)};
    rec.seed = seed;
    Rng rng(seed);
    appendRandomTurns(rec, rng);
    rec.turns.resize(static_cast<std::size_t>(turns));
    return rec;
}

}  // namespace

class TestGameSummary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void mistakesAccuracyAndJumps();
    void offeredForAGameAgainstTheComputer();
    void analyseMyGameShowsTheSummary();
};

// Known results injected: red's losses 0.5, 7.2, 0, 3.1, 9.4, 3.1 on its six decisions.
void TestGameSummary::mistakesAccuracyAndJumps()
{
    const GameRecord rec = shortGame(5, 12);
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    w.resize(1400, 900);
    ReviewPage* r = w.reviewPage();
    r->setTimeline(ReviewPage::build(rec));
    w.setMode(MainWindow::Mode::Review);
    showActive(w);
    const Timeline& tl = *r->timeline();
    const std::vector<int> steps = analysedSteps(tl);
    QCOMPARE(static_cast<int>(steps.size()), 12);  // no tile set aside in these turns
    const double redLosses[] = {0.5, 7.2, 0.0, 3.1, 9.4, 3.1};
    std::vector<DecisionAnalysis> results;
    std::vector<int> redSteps;
    int red = 0;
    for (int step : steps) {
        DecisionAnalysis a = playedDecision(tl, step);
        if (a.seat == 0) {
            a.loss = redLosses[red++];
            redSteps.push_back(step);
        } else {
            a.loss = 20.0;  // black's, bigger than any of red's: never among red's mistakes
        }
        a.mark = lossMark(a.loss);
        results.push_back(a);
    }
    QCOMPARE(red, 6);
    GameSummary* s = w.reviewAnalysis()->summary();
    s->setResults(results, static_cast<int>(results.size()));
    // Only the person's mistakes; both players' accuracy.
    QCOMPARE(s->summarisedSeats(), std::vector<int>{0});
    // The three largest, biggest first; of the two 3.1, the earlier decision.
    const std::vector<DecisionAnalysis> mistakes = biggestMistakes(results, 0);
    QCOMPARE(static_cast<int>(mistakes.size()), 3);
    QCOMPARE(mistakes[0].step, redSteps[4]);
    QCOMPARE(mistakes[1].step, redSteps[1]);
    QCOMPARE(mistakes[2].step, redSteps[3]);
    const double mean = (0.5 + 7.2 + 0.0 + 3.1 + 9.4 + 3.1) / 6.0;
    QVERIFY(meanLoss(results, 0));
    QVERIFY(std::abs(*meanLoss(results, 0) - mean) < 1e-9);
    QCOMPARE(*meanLoss(results, 1), 20.0);
    // On screen: the buttons name the turns, in that order; the accuracy figures.
    const QList<QPushButton*> jumps = s->jumpButtons(0);
    QCOMPARE(jumps.size(), 3);
    QVERIFY(s->jumpButtons(1).isEmpty());
    for (int i = 0; i < 3; ++i)
        QCOMPARE(jumps[i]->text(), QStringLiteral("Turn %1").arg(r->turnNumber(
                                       tl.step(mistakes[static_cast<std::size_t>(i)].step).turn)));
    QStringList figures;
    for (QLabel* l : s->findChildren<QLabel*>(QStringLiteral("playerAccuracy"))) figures << l->text();
    QCOMPARE(figures, (QStringList{QStringLiteral("3.88"), QStringLiteral("20.00")}));  // 23.3 / 6
    QCOMPARE(s->findChildren<QLabel*>(QStringLiteral("levelAccuracy")).size(),
             static_cast<int>(levelAccuracies().size()));
    // A jump: the review at that decision.
    r->setStep(0);
    w.reviewAnalysis()->summaryDock()->raise();
    QTRY_VERIFY(jumps[1]->isVisible());
    QTest::mouseClick(jumps[1], Qt::LeftButton);
    QCOMPARE(r->step(), redSteps[1]);
    // In French, the same buttons in French words.
    w.setLanguage(QStringLiteral("fr"), false);
    const QList<QPushButton*> fr = s->jumpButtons(0);
    QCOMPARE(fr.size(), 3);
    QCOMPARE(fr[0]->text(), QStringLiteral("Tour %1").arg(r->turnNumber(tl.step(mistakes[0].step).turn)));
    w.session()->discardAutosave();
}

void TestGameSummary::offeredForAGameAgainstTheComputer()
{
    GameRecord rec = shortGame(5, 1);
    const auto offered = [&rec](std::vector<int> seats) {
        rec.seats = std::move(seats);
        return FinalScoringDialog::offersAnalysis(rec);
    };
    const int medium = static_cast<int>(AiLevel::Medium);
    QVERIFY(offered({kPersonSeat, medium}));
    QVERIFY(offered({medium, kRemoteSeat}));
    QVERIFY(!offered({}));  // every seat a person's
    QVERIFY(!offered({kPersonSeat, kPersonSeat}));
    QVERIFY(!offered({medium, static_cast<int>(AiLevel::Hard)}));  // the computer alone
}

// The whole way: a finished game against the computer, its final scoring's "Analyse my game".
void TestGameSummary::analyseMyGameShowsTheSummary()
{
    QTemporaryDir cache;
    GameRecord rec = loadTestRecord("set-aside-inline-tileset.yaml");
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    w.resize(1400, 900);
    w.reviewAnalysis()->setCacheFolder(cache.path());
    showActive(w);
    QVERIFY(w.startGame(rec, {}, {kPersonSeat, static_cast<int>(AiLevel::Easy)}));
    QTRY_VERIFY(w.session()->phase() == GameSession::Phase::Over);
    if (!w.finalDialog()) w.action(QStringLiteral("finalScoring"))->trigger();
    auto* d = qobject_cast<FinalScoringDialog*>(w.finalDialog());
    QVERIFY(d);
    QVERIFY(d->analyseButton()->isVisible());
    QCOMPARE(d->analyseButton()->text(), QStringLiteral("&Analyse my game"));
    d->analyseButton()->click();
    QTRY_COMPARE(w.mode(), MainWindow::Mode::Review);
    ReviewAnalysis* ra = w.reviewAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(ra->runner() && ra->runner()->isComplete(), 60000);
    // Brought to the front: the summary on screen, the move list (its tab's neighbour) not.
    QTRY_VERIFY(!ra->summary()->visibleRegion().isEmpty());
    QVERIFY(ra->moveList()->visibleRegion().isEmpty());
    QCOMPARE(ra->summary()->summarisedSeats(), std::vector<int>{0});
    QCOMPARE(ra->summary()->statusLabel()->text(), QStringLiteral("Summary of the analysis of 2 decisions"));
    QCOMPARE(ra->summary()->jumpButtons(0).size(),
             static_cast<int>(biggestMistakes(ra->runner()->results(), 0).size()));
    w.session()->discardAutosave();
}

QTEST_MAIN(TestGameSummary)
#include "tst_gamesummary.moc"
