// The why in words (WhyText): the review's reason for a decision and the hint's line say what the
// better move does, from the evaluation's terms (explain.h), in English and French. The position
// is tst_explain's: the rulebook's route of 3 tiles (the tutorial's lesson 5) with four plain
// planets left in the pile; its figures are worked out by hand there.
#include "gameanalysis.h"
#include "mainwindow.h"
#include "movelist.h"
#include "record.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "testrecords.h"
#include "whytext.h"
#include "widgettest.h"

#include <QStatusBar>
#include <QTableWidget>
#include <QLabel>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// Red closes its route west of the start tile, or (the third turn played here) puts a conqueror on
// the planet of the tile east of the planet (tests/data/records/why-route.yaml).
GameRecord record()
{
    GameRecord r = loadTestRecord("why-route.yaml");
    if (r.turns.size() != 3) qFatal("tests/data/records/why-route.yaml does not read");
    return r;
}

// The third turn's decision judged: the best move found closes the route, 3 points more.
DecisionAnalysis judged(const Timeline& t)
{
    const std::vector<int> steps = analysedSteps(t);
    DecisionAnalysis a = playedDecision(t, steps.back());
    a.best = {{{-1, 0}, 3}, {}};
    a.bestValue = a.playedValue + 3;
    a.loss = 3;
    a.mark = lossMark(a.loss);
    return a;
}

} // namespace

class TestWhyText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void reviewSaysWhy();
    void hintSaysWhy();
};

void TestWhyText::reviewSaysWhy()
{
    MainWindow w;
    const Timeline t(record());
    const DecisionAnalysis a = judged(t);
    QCOMPARE(a.played.meeple.kind, FeatureKind::Planet);
    // The best move: 3 points at once and the merchant back (worth 1.5 now, a meeple is worth 3 x
    // the half of the tiles left); the move played: the planet's chance 0.9 x 0.5^0.35 x 0.88^7 =
    // 29%, and chance x (7 to gain + 1.5 for the meeple) = 2.5 points expected.
    w.setLanguage(QStringLiteral("en"), false);
    QCOMPARE(WhyText::decision(t, a),
             QStringLiteral(
                 "The best move completes the trading route for 3 points and brings 1 meeple back; the move "
                 "played puts a small meeple on the planet (7 empty cells around, about 29% to be completed, "
                 "2.5 points expected)."));
    w.setLanguage(QStringLiteral("fr"), false);
    QCOMPARE(
        WhyText::decision(t, a),
        QStringLiteral(
            "Le meilleur coup termine la route commerciale pour 3 points et fait revenir 1 pion\u202F; le "
            "coup joué met un petit pion sur la planète (7 cases vides autour, environ 29\u00A0% de chances "
            "d\u2019achèvement, 2,5 points attendus)."));
    // The move list's tool tip of the decision has it under the summary.
    w.setLanguage(QStringLiteral("en"), false);
    ReviewPage* r = w.reviewPage();
    r->setTimeline(ReviewPage::build(record()));
    MoveList* list = w.reviewAnalysis()->moveList();
    list->addResult(judged(*r->timeline()));
    const QString tip = list->table()->item(list->table()->rowCount() - 1, 0)->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("\nThe best move completes the trading route for 3 points")),
             qPrintable(tip));
    // A decision that lost nothing has no why.
    DecisionAnalysis same = a;
    same.best = same.played;
    same.loss = 0;
    QVERIFY(WhyText::decision(t, same).isEmpty());
}

void TestWhyText::hintSaysWhy()
{
    GameRecord rec = record();
    rec.turns.pop_back();
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    QVERIFY(w.startGame(rec));
    for (const char* language : {"en", "fr"}) {
        w.setLanguage(QLatin1String(language), false);
        QTRY_VERIFY(w.action(QStringLiteral("hint"))->isEnabled());
        w.statusBar()->clearMessage();
        w.action(QStringLiteral("hint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w.statusBar()->currentMessage().isEmpty(), 20000);
        const QString line = w.statusBar()->currentMessage();
        // Where, then why: the reason is the hinted move's own (its terms), whichever the search chose.
        const QString why = QLatin1String(language) == QLatin1String("en") ? QStringLiteral(". This move ")
                                                                           : QStringLiteral(". Ce coup ");
        QVERIFY2(line.contains(why), qPrintable(line));
        // The Turn panel shows the whole line, which a status bar cuts off in a narrow window,
        // until the decision moves on.
        auto* words = w.findChild<QLabel*>(QStringLiteral("hintWords"));
        QVERIFY(words);
        QTRY_VERIFY(words->isVisible());
        QCOMPARE(words->text(), line);
    }
    w.action(QStringLiteral("rotate"))->trigger();  // the same decision: the words stay
    QVERIFY(w.findChild<QLabel*>(QStringLiteral("hintWords"))->isVisible());
    w.action(QStringLiteral("undo"))->trigger();  // another decision: they go
    QTRY_VERIFY(!w.findChild<QLabel*>(QStringLiteral("hintWords"))->isVisible());
}

QTEST_MAIN(TestWhyText)
#include "tst_whytext.moc"
