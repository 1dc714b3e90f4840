// The tutorial (issue 43): every lesson played to its end by keys alone, in English and French,
// each move checked by the engine; a wrong move answered in the engine's words; the progress
// remembered; broken lesson files named and skipped; the steps from the first start to the
// first tile placed counted.
#include "boardview.h"
#include "lesson.h"
#include "mainwindow.h"
#include "tutorial.h"
#include "widgettest.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

int presses = 0;  // keys pressed since the count was last reset

void press(int key)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, static_cast<Qt::Key>(key));
    ++presses;
}

// The lesson the tutorial shows, as the engine read it.
Lesson currentLesson(const Tutorial& t)
{
    std::vector<RecordError> errors;
    QFile index(QStringLiteral(":/tutorial/lessons.txt"));
    index.open(QIODevice::ReadOnly);
    QStringList files;
    for (const QString& l : QString::fromUtf8(index.readAll()).split(QLatin1Char('\n')))
        if (!l.trimmed().isEmpty() && !l.startsWith(QLatin1Char('#'))) files << l.trimmed();
    QFile f(QStringLiteral(":/tutorial/") + files.value(t.current()));
    f.open(QIODevice::ReadOnly);
    return *parseLesson(f.readAll().toStdString(), "lesson", errors);
}

// Places the tile by keys: R turns it, Page Down goes through the legal cells, Enter places it.
void placeByKeys(MainWindow& w, const Placement& at)
{
    for (int i = 0; i < 4 && w.session()->rotation() != at.rotation; ++i) press(Qt::Key_R);
    for (int i = 0; i < 30 && w.board()->cursorCell() != at.at; ++i) press(Qt::Key_PageDown);
    QCOMPARE(w.board()->cursorCell(), std::optional<Pos>(at.at));
    press(Qt::Key_Return);
    QCOMPARE(w.session()->phase(), GameSession::Phase::Meeple);
}

// The meeple by keys (the arrows go through the spots; N: none), then Enter ends the turn.
void meepleByKeys(MainWindow& w, const MeepleMove& m)
{
    if (!m.place) press(Qt::Key_N);
    for (int i = 0; i < 20 && m.place && !(w.session()->chosenMeeple() == m); ++i) press(Qt::Key_Down);
    QVERIFY(w.session()->chosenMeeple() == m);
    press(Qt::Key_Return);
}

bool waitJudged(Tutorial& t)
{
    QSignalSpy finished(&t, &Tutorial::lessonFinished);
    return finished.count() > 0 || finished.wait(3000);
}

}  // namespace

class TestTutorial : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().remove(QStringLiteral("tutorial")); }
    void everyLessonByKeys_data();
    void everyLessonByKeys();
    void firstTileInFewSteps();
    void wrongMoveGetsTheEngineReason();
    void showMeAndProgressRemembered();
    void brokenLessonsNamedAndSkipped();
};

void TestTutorial::everyLessonByKeys_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("wellDone");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Well done!");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Bravo");
}

void TestTutorial::everyLessonByKeys()
{
    QFETCH(QString, language);
    QFETCH(QString, wellDone);
    MainWindow w;
    w.setLanguage(language, false);
    showActive(w);
    w.action(QStringLiteral("tutorial"))->trigger();
    Tutorial* t = w.tutorial();
    QVERIFY(t);
    QVERIFY2(t->problems().isEmpty(), qPrintable(t->problems().join(QLatin1Char('\n'))));
    QVERIFY(t->lessonCount() >= 7);
    // The scores the rulebook gives for the lessons that score (rules 5.1 and 5.2).
    const QMap<std::string, int> rulebook = {{"route-scores", 3}, {"field-scores", 8}, {"final-scoring", 3}};
    for (int lesson = 0; lesson < t->lessonCount(); ++lesson) {
        QCOMPARE(t->current(), lesson);
        QVERIFY(!t->textLabel()->text().isEmpty());
        const Lesson l = currentLesson(*t);
        if (rulebook.contains(l.id)) QCOMPARE(l.id == "final-scoring" ? l.answerFinal : l.answerGain, rulebook[l.id]);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.board()));
        placeByKeys(w, l.answer.placement);
        meepleByKeys(w, l.answer.meeple);
        QVERIFY(waitJudged(*t));
        QVERIFY2(t->lessonDone(), qPrintable(t->feedbackLabel()->text()));
        QVERIFY2(t->feedbackLabel()->text().startsWith(wellDone), qPrintable(t->feedbackLabel()->text()));
        QCOMPARE(t->feedbackLabel()->accessibleName(), t->feedbackLabel()->text());
        if (rulebook.contains(l.id))
            QVERIFY2(t->feedbackLabel()->text().contains(QString::number(rulebook[l.id])), qPrintable(t->feedbackLabel()->text()));
        QVERIFY(!w.finalDialog());  // a lesson says its own scores
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(t->nextButton()));
        press(Qt::Key_Return);  // Next lesson
    }
    QCOMPARE(t->current(), t->lessonCount());
    QCOMPARE(Tutorial::doneIds().size(), t->lessonCount());
    QVERIFY(w.maybeSaveGame());  // nothing to save: no question
}

void TestTutorial::firstTileInFewSteps()
{
    // From the first start: the welcome page's Tutorial button (one click, here the action it
    // calls), then keys until the first tile is on the board.
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    int steps = 1;
    w.openTutorial();
    presses = 0;
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.board()));
    press(Qt::Key_Return);  // the cursor is already on a cell where the tile fits
    steps += presses;
    QCOMPARE(w.session()->phase(), GameSession::Phase::Meeple);
    QVERIFY2(steps <= 3, qPrintable(QString::number(steps)));
}

void TestTutorial::wrongMoveGetsTheEngineReason()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    w.openTutorial();
    Tutorial* t = w.tutorial();
    // A click where the tile cannot go: above the start tile, its asteroid field.
    emit w.board()->cellClicked(Pos{0, -1});
    QCOMPARE(w.session()->phase(), GameSession::Phase::Placing);
    QVERIFY2(t->feedbackLabel()->text().contains(QStringLiteral("neighbouring tile's edge there is asteroid")),
             qPrintable(t->feedbackLabel()->text()));
    // Lesson 2: the curve against Black's route, which holds a merchant: no merchant there.
    t->startLesson(1);
    placeByKeys(w, Placement{Pos{1, 0}, 0});
    meepleByKeys(w, MeepleMove{});
    QVERIFY(waitJudged(*t));
    QVERIFY(!t->lessonDone());
    QCOMPARE(t->feedbackLabel()->text(),
             QStringLiteral("Not quite: that trading route already holds a meeple. Try again."));
    QCOMPARE(w.session()->phase(), GameSession::Phase::Placing);  // the position again
    QVERIFY(w.session()->history().size() == 2);
    // The same in French: the engine's words as the program says them in French.
    w.setLanguage(QStringLiteral("fr"), false);
    placeByKeys(w, Placement{Pos{1, 0}, 0});
    meepleByKeys(w, MeepleMove{});
    QVERIFY(waitJudged(*t));
    QVERIFY2(t->feedbackLabel()->text().contains(QStringLiteral("porte déjà un pion")), qPrintable(t->feedbackLabel()->text()));
}

void TestTutorial::showMeAndProgressRemembered()
{
    {
        MainWindow w;
        w.setLanguage(QStringLiteral("en"), false);
        showActive(w);
        w.openTutorial();
        Tutorial* t = w.tutorial();
        t->findChild<QPushButton*>(QStringLiteral("tutorialShowMe"))->click();
        QVERIFY(waitJudged(*t));
        QVERIFY(t->lessonDone());
        QCOMPARE(Tutorial::doneIds(), QStringList{QStringLiteral("place-tile")});
        t->findChild<QPushButton*>(QStringLiteral("tutorialSkip"))->click();  // nothing to skip: done
        QCOMPARE(t->current(), 0);
        t->nextButton()->click();
        t->findChild<QPushButton*>(QStringLiteral("tutorialSkip"))->click();  // lesson 2 skipped, not done
        QCOMPARE(t->current(), 2);
    }
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    w.openTutorial();
    Tutorial* t = w.tutorial();
    QCOMPARE(t->current(), 1);  // the first lesson not done
    QVERIFY(t->lessonList()->item(0)->text().contains(QStringLiteral("(done)")));
    QVERIFY(!t->lessonList()->item(1)->text().contains(QStringLiteral("(done)")));
    // Undo past the lesson's position (Black's turn before it): the position comes back.
    QVERIFY(w.action(QStringLiteral("undo"))->isEnabled());
    w.action(QStringLiteral("undo"))->trigger();
    QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
    QCOMPARE(w.session()->game().currentPlayer(), 0);
    // Retry from the meeple step: the position again.
    placeByKeys(w, currentLesson(*t).answer.placement);
    t->findChild<QPushButton*>(QStringLiteral("tutorialRetry"))->click();
    QCOMPARE(w.session()->phase(), GameSession::Phase::Placing);
}

void TestTutorial::brokenLessonsNamedAndSkipped()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(":/tutorial/03-explorer.yaml"), dir.filePath(QStringLiteral("good.yaml"))));
    const auto write = [&dir](const QString& name, const QByteArray& text) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("lessons.txt"), "bad.yaml\nmissing.yaml\nillegal.yaml\ngood.yaml\nunknown.yaml\n");
    write(QStringLiteral("bad.yaml"), "lesson: [explorer\n");
    QFile good(dir.filePath(QStringLiteral("good.yaml")));
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray text = good.readAll();
    // The answer far from every tile.
    write(QStringLiteral("illegal.yaml"), QByteArray(text).replace("at: [0, -1]", "at: [5, 5]"));
    write(QStringLiteral("unknown.yaml"), QByteArray(text).replace("lesson: explorer", "lesson: no-such-lesson"));
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    w.openTutorial();
    Tutorial* t = w.tutorial();
    t->setLessonDir(dir.path());
    t->open();
    const QStringList problems = t->problems();
    QCOMPARE(problems.size(), 4);
    QVERIFY2(problems[0].startsWith(QStringLiteral("Lesson bad.yaml cannot be read (")), qPrintable(problems[0]));
    QCOMPARE(problems[1], QStringLiteral("Lesson missing.yaml is missing: it is skipped."));
    QVERIFY2(problems[2].contains(QStringLiteral("illegal.yaml")) && problems[2].contains(QStringLiteral("touches no placed tile")),
             qPrintable(problems[2]));
    QVERIFY2(problems[3].contains(QStringLiteral("no-such-lesson")), qPrintable(problems[3]));
    QCOMPARE(t->current(), 3);  // the broken ones skipped
    QVERIFY(t->findChild<QLabel*>(QStringLiteral("tutorialProblems"))->isVisibleTo(t));
    t->next();  // past the last lesson that can be played: the end, no hang
    QCOMPARE(t->current(), t->lessonCount());
    // No list of lessons at all.
    t->setLessonDir(dir.filePath(QStringLiteral("nowhere")));
    t->open();
    QCOMPARE(t->lessonCount(), 0);
    QCOMPARE(t->problems().size(), 1);
}

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
