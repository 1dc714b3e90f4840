// The Review mode's move list on real games: its rows are the game's decisions in order (checked
// against the engine's timeline and record), a row chosen moves the review to its step, the
// analysis's marks and losses fill the rows as they come, and "Mistakes only" keeps exactly the
// rows marked ? or ??.
#include "analysisrunner.h"
#include "analysistext.h"
#include "gametext.h"
#include "mainwindow.h"
#include "movelist.h"
#include "random_play.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "texts.h"
#include "testrecords.h"
#include "widgettest.h"

#include <QCheckBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

class TestMoveList : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void rowsAreTheDecisions();
    void rowChosenMovesTheReview();
    void analysisFillsTheRowsAndTheFilter();
};

void TestMoveList::rowsAreTheDecisions()
{
    const GameRecord rec = randomGame(3);
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    ReviewPage* r = w.reviewPage();
    r->setTimeline(ReviewPage::build(rec));
    MoveList* list = w.reviewAnalysis()->moveList();
    QTableWidget* t = list->table();
    const Timeline& tl = *r->timeline();
    // Every decision of the record, in its order: each record turn that placed its tile (the
    // tiles set aside decide nothing; no Intel and Rumours, no Galaxy Traders here).
    std::vector<int> placed;
    for (int i = 0; i < static_cast<int>(rec.turns.size()); ++i)
        if (!rec.turns[static_cast<std::size_t>(i)].setAside) placed.push_back(i);
    QVERIFY(placed.size() > 40);
    QCOMPARE(t->rowCount(), static_cast<int>(placed.size()));
    for (int row = 0; row < t->rowCount(); ++row) {
        const int step = list->stepOfRow(row);
        QCOMPARE(tl.step(step).kind, StepKind::Meeple);
        QCOMPARE(tl.step(step).turn, placed[static_cast<std::size_t>(row)]);
        const Color c = rec.players[static_cast<std::size_t>(tl.step(step).seat)];
        QVERIFY(t->item(row, MoveList::PlayerColumn)->text().contains(Texts::color(c), Qt::CaseInsensitive));
        QVERIFY(t->item(row, MoveList::MarkColumn)->text().isEmpty());  // nothing judged yet
        QVERIFY(t->item(row, MoveList::LossColumn)->text().isEmpty());
    }
    QCOMPARE(t->item(0, MoveList::TurnColumn)->text(), QStringLiteral("1"));
    // The moves' words, from the record's own placement and meeple, for a few rows.
    for (int row : {0, 5, t->rowCount() - 1}) {
        const int step = list->stepOfRow(row);
        const RecordTurn& turn = rec.turns[static_cast<std::size_t>(placed[static_cast<std::size_t>(row)])];
        const Game g = tl.gameBefore(step);
        const QString tile = QStringLiteral("the tile %1").arg(GameText::cellName(g, turn.placement.at));
        const QString words = t->item(row, MoveList::MoveColumn)->text();
        QVERIFY2(words.startsWith(tile), qPrintable(words + QStringLiteral(" / ") + tile));
        if (!turn.meeple.place) QVERIFY2(words.endsWith(QStringLiteral(", no meeple")), qPrintable(words));
        else QVERIFY2(words.contains(GameText::meepleChoice(g, turn.meeple, turn.placement.at)), qPrintable(words));
        // The points: the player's score after the decision less before it.
        const int seat = tl.step(step).seat;
        const int points = tl.step(step).scores[static_cast<std::size_t>(seat)] - tl.step(step - 1).scores[static_cast<std::size_t>(seat)];
        QCOMPARE(t->item(row, MoveList::PointsColumn)->text(), points > 0 ? QStringLiteral("+%1").arg(points) : QString());
    }
    w.session()->discardAutosave();
}

void TestMoveList::rowChosenMovesTheReview()
{
    const GameRecord rec = randomGame(4);
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    w.resize(1400, 900);
    ReviewPage* r = w.reviewPage();
    r->setTimeline(ReviewPage::build(rec));
    w.setMode(MainWindow::Mode::Review);
    showActive(w);
    MoveList* list = w.reviewAnalysis()->moveList();
    QTableWidget* t = list->table();
    QVERIFY(t->isVisible());
    // A click on a row: the review at that decision.
    t->scrollToItem(t->item(7, MoveList::MoveColumn));
    const QRect cell = t->visualItemRect(t->item(7, MoveList::MoveColumn));
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(r->step(), list->stepOfRow(7));
    // The arrows: the next decision, the one before.
    t->setFocus();
    QTest::keyClick(t, Qt::Key_Down);
    QCOMPARE(r->step(), list->stepOfRow(8));
    QTest::keyClick(t, Qt::Key_Up);
    QTest::keyClick(t, Qt::Key_Up);
    QCOMPARE(r->step(), list->stepOfRow(6));
    // The review moved otherwise (its timeline): the list follows, the review stays where it is.
    r->setStep(list->stepOfRow(3) - 1);  // the Placement step of that decision
    QCOMPARE(t->currentRow(), 3);
    QCOMPARE(r->step(), list->stepOfRow(3) - 1);
    w.session()->discardAutosave();
}

void TestMoveList::analysisFillsTheRowsAndTheFilter()
{
    GameRecord rec = randomGame(5);
    rec.turns.resize(6);  // six decisions of random moves: quick, with mistakes among them
    QTemporaryDir cache;
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    ReviewAnalysis* ra = w.reviewAnalysis();
    ra->setCacheFolder(cache.path());
    ReviewPage* r = w.reviewPage();
    r->setTimeline(ReviewPage::build(rec));
    MoveList* list = ra->moveList();
    QTableWidget* t = list->table();
    QCOMPARE(t->rowCount(), 6);
    int filledWhenFirst = -1;
    connect(ra->runner(), &AnalysisRunner::resultReady, this, [&](const DecisionAnalysis&) {
        int filled = 0;
        for (int row = 0; row < t->rowCount(); ++row) filled += t->item(row, MoveList::LossColumn)->text().isEmpty() ? 0 : 1;
        if (filledWhenFirst < 0) filledWhenFirst = filled;
    });
    ra->start();
    QTRY_VERIFY_WITH_TIMEOUT(ra->runner()->isComplete(), 300000);
    QCOMPARE(filledWhenFirst, 1);  // the first result shown at once, before the others came
    std::vector<int> marked;
    for (int row = 0; row < 6; ++row) {
        const DecisionAnalysis* a = ra->runner()->result(list->stepOfRow(row));
        QVERIFY(a);
        QCOMPARE(t->item(row, MoveList::MarkColumn)->text(), QString::fromLatin1(lossMarkText(a->mark)));
        QCOMPARE(t->item(row, MoveList::LossColumn)->text(), AnalysisText::points(a->loss));
        if (a->mark != LossMark::None) marked.push_back(row);
    }
    QVERIFY2(!marked.empty() && marked.size() < 6, "random moves: some marked, not all");
    list->mistakesOnlyBox()->setChecked(true);
    std::vector<int> shown;
    for (int row = 0; row < 6; ++row)
        if (!t->isRowHidden(row)) shown.push_back(row);
    QCOMPARE(shown, marked);
    list->mistakesOnlyBox()->setChecked(false);
    for (int row = 0; row < 6; ++row) QVERIFY(!t->isRowHidden(row));
    w.session()->discardAutosave();
}

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"
