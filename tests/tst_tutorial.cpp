// The tutorial (issue 43): every lesson played to its end by keys alone, in English and French,
// each move checked by the engine; a wrong move answered in the engine's words; the progress
// remembered; broken lesson files named and skipped; the steps from the first start to the
// first tile placed counted.
#include "boardfacts.h"
#include "boardview.h"
#include "boardwords.h"
#include "lesson.h"
#include "mainwindow.h"
#include "texts.h"
#include "tutorial.h"
#include "widgettest.h"

#include <QAccessible>
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

Lesson lessonFile(const QString& file)
{
    std::vector<RecordError> errors;
    QFile f(QStringLiteral(":/tutorial/") + file);
    if (!f.open(QIODevice::ReadOnly)) qFatal("no lesson %s", qPrintable(file));
    const std::optional<Lesson> l = parseLesson(f.readAll().toStdString(), file.toStdString(), errors);
    if (!l) qFatal("lesson %s: %s", qPrintable(file), errors.empty() ? "" : qPrintable(Texts::recordError(errors.front())));
    return *l;
}

// The learner's chance in the lesson's one battle, as the engine previews it before the answer's
// meeple is confirmed.
double answerChance(const Lesson& l)
{
    Game g = replay(l.position).game;
    if (g.drawnTile() < 0) g.draw();
    if (!g.placeTile(l.answer.placement)) return -1;
    const std::vector<BattlePreview> p = previewBattles(g, l.answer.meeple);
    return p.size() == 1 ? p[0].myChance : -1;
}

// The two seats' scores once the lesson's answer is played.
std::pair<int, int> scoresAfter(const Lesson& l)
{
    GameRecord full = l.position;
    full.turns.push_back(l.answerTurn);
    const Game g = replay(full).game;
    return {g.score(0), g.score(1)};
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
    void lessonsTellTheRulebookFigures();
    void wrongMeepleSizeSaid();
    void feedbackSpokenByTheAnnouncer();
    void firstTileInFewSteps();
    void wrongMoveGetsTheEngineReason();
    void showMeAndProgressRemembered();
    void brokenLessonsNamedAndSkipped();
    void manyErrorsListedAsARecordsAre();
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
    QCOMPARE(t->lessonCount(), 11);
    // The scores the rulebook gives for the lessons that score (rules 5.1 and 5.2).
    const QMap<std::string, int> rulebook = {
        {"route-scores", 3}, {"field-scores", 8}, {"planet-scores", 11}, {"final-scoring", 3}};
    QStringList battles;
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
        if (!l.answer.battles.empty()) {
            // The odds said in the goal and after the battle: the engine's, 50% (1 die against 1, 2 against 2).
            const QString odds = Texts::percent(50, 0);
            QCOMPARE(answerChance(l), 0.5);
            QVERIFY2(t->findChild<QLabel*>(QStringLiteral("tutorialGoal"))->text().contains(odds), qPrintable(odds));
            QVERIFY2(t->feedbackLabel()->text().contains(odds), qPrintable(t->feedbackLabel()->text()));
            battles << t->feedbackLabel()->text();
        }
        QVERIFY(!w.finalDialog());  // a lesson says its own scores
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(t->nextButton()));
        press(Qt::Key_Return);  // Next lesson
    }
    QCOMPARE(battles.size(), 2);
    if (language == QStringLiteral("en")) {
        QVERIFY2(battles[0].contains(QStringLiteral("Battle on the trading route: your 1 die against 1 die, a 50% chance of winning. You won after 1 round.")),
                 qPrintable(battles[0]));
        QVERIFY2(battles[1].contains(QStringLiteral("Battle on the planet: your 2 dice against 2 dice, a 50% chance of winning. You won after 2 rounds.")), qPrintable(battles[1]));
    } else {
        QVERIFY2(battles[0].contains(QStringLiteral("Bataille sur la route commerciale\u00a0: vous lancez 1 dé contre 1 dé, soit ") +
                                         Texts::percent(50, 0) + QStringLiteral(" de chances de gagner. Vous avez gagné en 1 manche.")),
                 qPrintable(battles[0]));
    }
    QCOMPARE(t->current(), t->lessonCount());
    QCOMPARE(Tutorial::doneIds().size(), t->lessonCount());
    QVERIFY(w.maybeSaveGame());  // nothing to save: no question
}

void TestTutorial::lessonsTellTheRulebookFigures()
{
    // Rules 5.1: a planet with 8 tiles around it scores 9 + 2 = 11.
    QCOMPARE(lessonFile(QStringLiteral("07-planet-scores.yaml")).answerGain, 11);
    // Rules 1 and 4.2: the large meeple on a Rebel planet, for a Rebel player: 3 dice if attacked.
    const Lesson large = lessonFile(QStringLiteral("08-large-meeple.yaml"));
    QVERIFY(large.answer.meeple.size == MeepleSize::Large && large.answer.meeple.kind == FeatureKind::Planet);
    // Rules 4.4, the rulebook's battle for a trading route: 1 die against 1.
    const Lesson route = lessonFile(QStringLiteral("09-battle.yaml"));
    QCOMPARE(route.answer.battles.size(), std::size_t(1));
    QCOMPARE(route.answer.battles[0].kind, FeatureKind::Route);
    QCOMPARE(route.answer.battles[0].sides.size(), std::size_t(2));
    QCOMPARE(route.answer.battles[0].sides[0].dice, 1);
    QCOMPARE(route.answer.battles[0].sides[1].dice, 1);
    // The rulebook's battle for a planet: red's small meeple + the planet's Rebel symbol against
    // white's large meeple, 2 dice each.
    const Lesson planet = lessonFile(QStringLiteral("10-planet-attack.yaml"));
    QCOMPARE(planet.answer.battles.size(), std::size_t(1));
    QCOMPARE(planet.answer.battles[0].kind, FeatureKind::Planet);
    QCOMPARE(planet.answer.battles[0].sides[0].dice, 2);
    QCOMPARE(planet.answer.battles[0].sides[1].dice, 2);
    QCOMPARE(answerChance(route), 0.5);
    QCOMPARE(answerChance(planet), 0.5);
    // The seeded dice fall as the rulebook's: the route won in one round, red 4 and white 1; the
    // planet after a tie, red 1 and white 1 + 2 = 3 (the lessons' texts say so).
    QCOMPARE(route.answer.battles[0].rounds.size(), std::size_t(1));
    QCOMPARE(scoresAfter(route), (std::pair{4, 1}));
    QCOMPARE(planet.answer.battles[0].rounds.size(), std::size_t(2));
    QCOMPARE(scoresAfter(planet), (std::pair{1, 3}));
}

void TestTutorial::wrongMeepleSizeSaid()
{
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    w.openTutorial();
    Tutorial* t = w.tutorial();
    t->startLesson(7);  // the large meeple
    const Lesson l = currentLesson(*t);
    QCOMPARE(l.id, std::string("large-meeple"));
    placeByKeys(w, l.answer.placement);
    MeepleMove small = l.answer.meeple;
    small.size = MeepleSize::Small;
    meepleByKeys(w, small);
    QVERIFY(waitJudged(*t));
    QVERIFY(!t->lessonDone());
    QCOMPARE(t->feedbackLabel()->text(), QStringLiteral("Not quite: the goal asks for your large meeple. Try again."));
}

void TestTutorial::feedbackSpokenByTheAnnouncer()
{
    // The verdict on a move is said in the window's status region, as each turn is, not only
    // by the panel's label changing its name.
    MainWindow w;
    w.setLanguage(QStringLiteral("en"), false);
    showActive(w);
    w.openTutorial();
    Tutorial* t = w.tutorial();
    auto* announcer = w.findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    QSignalSpy announced(announcer, &Announcer::announced);
    emit w.board()->cellClicked(Pos{0, -1});  // not there: the start tile's asteroid edge
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.back().front().toString(), t->feedbackLabel()->text());
    QVERIFY(t->feedbackLabel()->text().startsWith(QStringLiteral("Not there:")));
    // A wrong move (lesson 2: the curve against Black's route): the reason is the last line said.
    t->startLesson(1);
    placeByKeys(w, Placement{Pos{1, 0}, 0});
    meepleByKeys(w, MeepleMove{});
    QVERIFY(waitJudged(*t));
    const QString wrong = QStringLiteral("Not quite: that trading route already holds a meeple. Try again.");
    QCOMPARE(announced.back().front().toString(), wrong);
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), wrong);
    // A right one: what it did.
    placeByKeys(w, currentLesson(*t).answer.placement);
    meepleByKeys(w, currentLesson(*t).answer.meeple);
    QVERIFY(waitJudged(*t));
    QVERIFY(t->lessonDone());
    QCOMPARE(announced.back().front().toString(), t->feedbackLabel()->text());
    QVERIFY(t->feedbackLabel()->text().startsWith(QStringLiteral("Well done!")));
    QCOMPARE(announcer->toolTip(), t->feedbackLabel()->text());
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

// A lesson whose head and record are both wrong lists at most 100 errors, the head's first, and
// then the line that says more were left out, as a record's read does (found by fuzzing: the
// head's errors came on top of the record's 100 and its line).
void TestTutorial::manyErrorsListedAsARecordsAre()
{
    std::string text = "lekson: x\ngoal: [meeple]\nrecord:\n  format: 1\n  tileset: standard\n"
                       "  players: [red, black]\n  seed: 1\n  turns:\n";
    for (int i = 0; i < 150; ++i)
        text += "    - {tile: start, at: [0, 1], bogus: " + std::to_string(i) + "}\n";
    std::vector<RecordError> errors;
    QVERIFY(!parseLesson(text, "many.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(101));
    QCOMPARE(errors[0].code, RecordErrorCode::UnknownKey);  // lekson
    QCOMPARE(errors[0].pos.line, 1);
    QCOMPARE(errors[1].code, RecordErrorCode::MissingKey);  // lesson
    QCOMPARE(errors[2].code, RecordErrorCode::UnknownKey);  // the first turn's bogus
    QCOMPARE(errors[2].pos.line, 9);
    QCOMPARE(errors[99].pos.line, 106);  // the 98th turn's, the last listed
    QCOMPARE(errors[100].code, RecordErrorCode::TooManyErrors);
    // The record's own 100 errors and nothing in the head: its line is kept.
    errors.clear();
    text.replace(0, 6, "lesson");
    QVERIFY(!parseLesson(text, "many.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(101));
    QCOMPARE(errors[0].pos.line, 9);
    QCOMPARE(errors[100].code, RecordErrorCode::TooManyErrors);
}

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
