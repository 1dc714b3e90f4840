#include "tutorial.h"

#include "boardfacts.h"
#include "boardview.h"
#include "gamesession.h"
#include "seats.h"
#include "texts.h"

#include <QAccessible>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace swc::ui {

namespace {

const QString kDone = QStringLiteral("tutorial/done");

// The words of each lesson, by the id its file names: in the program, so that the translation
// system holds them (the lesson files hold the positions and goals, the same in every language).
struct LessonWords
{
    const char* id;
    const char* title;
    const char* text;
    const char* goal;
};

constexpr LessonWords kWords[] = {
    {"place-tile", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Place a tile"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Each turn you place the tile you drew beside the tiles on the board. Every edge it shares with "
                       "a placed tile must be of the same kind: route to route, asteroid field to asteroid field, "
                       "space to space. The board frames the cells where it fits; R turns it."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: place the curve so that its edges match (arrows, then Enter), then N for no meeple and "
                       "Enter to end the turn.")},
    {"merchant", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "A merchant on a trading route"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "After placing the tile you may put one meeple on one of its features. On a trading route it is "
                       "a merchant. A route that already holds a meeple, anybody's, cannot take another: Black's "
                       "merchant holds the start tile's route."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: place the curve where it starts a route of its own and put a merchant on it (a number "
                       "key picks the spot), then Enter.")},
    {"explorer", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "An explorer in an asteroid field"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "A meeple in an asteroid field is an explorer. Asteroid edges join into one field from tile to "
                       "tile; the start tile's field is free."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: continue the start tile's asteroid field with the corner tile and put an explorer in it.")},
    {"conqueror", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "A conqueror on a planet"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "A meeple on a planet is a conqueror. A planet belongs to its own tile: it is complete when the "
                       "8 cells around it hold tiles, and scores 9 points plus 2 for its symbol."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Goal: place the planet tile and put a conqueror on its planet.")},
    {"route-scores", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Completing a trading route"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "A route is complete when both its ends stop, at a planet, an intersection or an asteroid "
                       "field. It scores 1 point per tile and 2 per symbol on it, and the merchant comes back. Your "
                       "merchant holds the route east of the start tile."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: close your route at its open end: 3 tiles score 3 points, as in the rulebook.")},
    {"field-scores", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Completing an asteroid field"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "An asteroid field is complete when no edge of it is open. It scores 2 points per tile and 2 per "
                       "symbol, whatever the symbol's faction. Your explorer holds the field of the start tile and the "
                       "corner above it, which carries an Empire symbol."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: close the field: 3 tiles and 1 symbol score 3 × 2 + 2 = 8 points, as in the rulebook.")},
    {"planet-scores", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Completing a planet"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "A planet is complete when the 8 cells around it hold tiles, whoever placed them. It scores 9 "
                       "points (its tile and the 8 around it) and 2 per symbol of the planet; the symbols on the tiles "
                       "around it count for their own features. Your conqueror holds the Rebel planet south of the "
                       "start tile, and one cell around it is still empty."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: fill the last cell around your planet: 9 + 2 = 11 points, as in the rulebook.")},
    {"large-meeple", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "The large meeple"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Besides your 4 small meeples you have 1 large meeple. It scores like a small one, but in a "
                       "battle it rolls 2 dice instead of 1, and 1 more when a symbol of your faction belongs to the "
                       "feature: 3 dice at most. Black's conqueror holds the planet south-east of the start tile, and "
                       "a planet beside it can be attacked."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: place the Rebel planet and put your large meeple on it (the arrows go through the "
                       "spots, small and large): attacked, it would defend with 2 dice + 1 for the Rebel symbol = 3.")},
    {"battle", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "A battle with the dice"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "A tile can join two features that hold meeples of different players: they fight. Each side "
                       "rolls 1 die per small meeple, 2 for the large one, 1 more for a symbol of its faction on the "
                       "feature (3 at most), and keeps its highest die; the highest wins. A tie scores 1 point each "
                       "and the tied sides roll again; the loser takes back its meeples and scores 1 point per die. "
                       "Your merchant holds the route east of the start tile, White's the route ending at the planet "
                       "to the south-west."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: join the two routes with the curve and put an explorer in its asteroid field, since the "
                       "route is taken. You roll 1 die against 1 (the planet's symbol is not on the route): a 50% "
                       "chance. The dice fall as in the rulebook: you win, White scores 1 point for its die and you "
                       "score the route's 4 tiles.")},
    {"planet-attack", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "Attacking a neighbouring planet"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Your meeple may also go on the planet of any of the 8 tiles around the tile you place, even a "
                       "planet somebody holds: that is an attack, and a battle follows. Only the planet's own symbol "
                       "counts, not those of the tiles around it. White's large meeple holds the Rebel planet south "
                       "of the start tile."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: place the tile beside White's planet and attack it with a small meeple: your 2 dice (the "
                       "meeple and the Rebel symbol) against White's 2 (the large meeple), a 50% chance. The dice fall "
                       "as in the rulebook: a tie first, 1 point each, then you win; White scores 2 for its 2 dice and "
                       "takes back its meeple.")},
    {"final-scoring", QT_TRANSLATE_NOOP("swc::ui::Tutorial", "The final scoring"),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "The game ends with the last tile. Then every feature still open scores for its meeples: a route "
                       "1 point per tile, an asteroid field 1 per tile, a planet 1 plus 1 per tile around it, and 2 "
                       "per symbol. This is the last tile of the pile."),
     QT_TRANSLATE_NOOP("swc::ui::Tutorial",
                       "Goal: extend your route with the last tile: at the end its 3 tiles score 3 points.")},
};

const LessonWords* wordsOf(const std::string& id)
{
    for (const LessonWords& w : kWords)
        if (id == w.id) return &w;
    return nullptr;
}

QString tutorialTr(const char* text) { return QCoreApplication::translate("swc::ui::Tutorial", text); }

}  // namespace

Tutorial::Tutorial(GameSession* session, Seats* seats, BoardView* board, QWidget* parent)
    : QDockWidget(parent), session_(session), seats_(seats), board_(board)
{
    setObjectName(QStringLiteral("tutorialDock"));
    auto* body = new QWidget;
    auto* box = new QVBoxLayout(body);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("tutorialLessons"));
    list_->setMaximumHeight(110);
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("tutorialTitle"));
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    text_ = new QLabel;
    goal_ = new QLabel;
    feedback_ = new QLabel;
    problemsLabel_ = new QLabel;
    text_->setObjectName(QStringLiteral("tutorialText"));
    goal_->setObjectName(QStringLiteral("tutorialGoal"));
    feedback_->setObjectName(QStringLiteral("tutorialFeedback"));
    problemsLabel_->setObjectName(QStringLiteral("tutorialProblems"));
    for (QLabel* l : {title_, text_, goal_, feedback_, problemsLabel_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        // Reachable with Tab, so that a screen reader reads the lesson.
        l->setFocusPolicy(Qt::TabFocus);
        l->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    }
    problemsLabel_->hide();
    auto* buttons = new QHBoxLayout;
    showButton_ = new QPushButton;
    retryButton_ = new QPushButton;
    skipButton_ = new QPushButton;
    nextButton_ = new QPushButton;
    showButton_->setObjectName(QStringLiteral("tutorialShowMe"));
    retryButton_->setObjectName(QStringLiteral("tutorialRetry"));
    skipButton_->setObjectName(QStringLiteral("tutorialSkip"));
    nextButton_->setObjectName(QStringLiteral("tutorialNext"));
    for (QPushButton* b : {showButton_, retryButton_, skipButton_, nextButton_}) {
        b->setAutoDefault(true);  // Enter presses the button that has the focus
        buttons->addWidget(b);
    }
    // The lesson's words scroll when the panel is short; the list and the buttons stay in sight.
    auto* words = new QWidget;
    auto* wordsBox = new QVBoxLayout(words);
    wordsBox->setContentsMargins(0, 0, 0, 0);
    for (QLabel* l : {title_, text_, goal_, feedback_, problemsLabel_}) wordsBox->addWidget(l);
    wordsBox->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("tutorialWords"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(words);
    box->addWidget(list_);
    box->addWidget(scroll, 1);
    box->addLayout(buttons);
    setWidget(body);
    connect(showButton_, &QPushButton::clicked, this, &Tutorial::showMe);
    connect(retryButton_, &QPushButton::clicked, this, &Tutorial::retry);
    connect(skipButton_, &QPushButton::clicked, this, &Tutorial::next);
    connect(nextButton_, &QPushButton::clicked, this, &Tutorial::next);
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { startLesson(list_->row(item)); });
    connect(session_, &GameSession::changed, this, &Tutorial::onChanged);
    connect(session_, &GameSession::turnScored, this, &Tutorial::onTurn);
    connect(session_, &GameSession::started, this, [this] {
        if (!starting_) leave();  // another game: the lesson is over
    });
    // After the window's own connection (Seats::place): the click was refused when still placing.
    connect(board_, &BoardView::cellClicked, this, &Tutorial::onCellClicked);
    retranslate();
}

QStringList Tutorial::doneIds() { return QSettings().value(kDone).toStringList(); }

std::optional<Lesson> Tutorial::readLesson(const QString& dir, const QString& file, QString* error)
{
    QFile f(dir + QLatin1Char('/') + file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("Lesson %1 is missing: it is skipped.").arg(file);
        return std::nullopt;
    }
    std::vector<RecordError> errors;
    // A lesson is small: a file larger than 1 MiB is no lesson, and is not read whole.
    const QByteArray bytes = f.read(1 << 20);
    std::optional<Lesson> lesson = parseLesson(bytes.toStdString(), file.toStdString(), errors);
    if (!lesson)
        *error = tr("Lesson %1 cannot be read (%2): it is skipped.")
                     .arg(file, errors.empty() ? QString() : Texts::recordError(errors.front()));
    return lesson;
}

void Tutorial::readLessons()
{
    lessons_.clear();
    problems_.clear();
    QFile index(dir_ + QStringLiteral("/lessons.txt"));
    if (!index.open(QIODevice::ReadOnly | QIODevice::Text)) {
        problems_ << tr("%1: cannot read the list of lessons.").arg(index.fileName());
        return;
    }
    const QStringList lines = QString::fromUtf8(index.read(1 << 20)).split(QLatin1Char('\n'));
    for (QString line : lines) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        Entry e;
        e.file = line;
        e.lesson = readLesson(dir_, line, &e.error);
        if (e.lesson && !wordsOf(e.lesson->id)) {
            e.error = tr("Lesson %1 names the lesson “%2”, which this program has no text for: it is skipped.")
                          .arg(line, QString::fromStdString(e.lesson->id));
            e.lesson.reset();
        }
        if (!e.error.isEmpty()) problems_ << e.error;
        lessons_.push_back(std::move(e));
    }
}

void Tutorial::open()
{
    readLessons();
    problemsLabel_->setText(problems_.join(QLatin1Char('\n')));
    problemsLabel_->setVisible(!problems_.isEmpty());
    fillList();
    show();
    raise();
    const QStringList done = doneIds();
    int first = -1;
    for (int i = 0; i < lessonCount() && first < 0; ++i)
        if (lessons_[i].lesson && !done.contains(QString::fromStdString(lessons_[i].lesson->id))) first = i;
    startLesson(first < 0 ? 0 : first);
}

void Tutorial::fillList()
{
    const QStringList done = doneIds();
    list_->clear();
    for (int i = 0; i < lessonCount(); ++i) {
        const Entry& e = lessons_[i];
        QString name = e.file;
        bool isDone = false;
        if (e.lesson) {
            name = tutorialTr(wordsOf(e.lesson->id)->title);
            isDone = done.contains(QString::fromStdString(e.lesson->id));
        }
        const QString line = !e.lesson ? tr("%1. %2 (cannot be played)").arg(i + 1).arg(name)
                             : isDone  ? tr("%1. %2 (done)").arg(i + 1).arg(name)
                                       : tr("%1. %2").arg(i + 1).arg(name);
        auto* item = new QListWidgetItem(QString(isDone ? QStringLiteral("✓ ") : QStringLiteral("   ")) + line, list_);
        item->setData(Qt::AccessibleTextRole, line);
        if (!e.lesson) item->setFlags(Qt::NoItemFlags);
    }
    if (current_ >= 0 && current_ < list_->count()) list_->setCurrentRow(current_);
}

void Tutorial::startLesson(int index)
{
    // A broken lesson is skipped: the next readable one, none at the end.
    while (index < lessonCount() && !lessons_[index].lesson) ++index;
    if (index < 0 || index >= lessonCount()) {
        done_ = true;  // the last lesson's game stays shown, never judged again nor asked to be saved
        current_ = lessonCount();
        title_->setText(tr("Tutorial"));
        text_->setText(tr("The tutorial is over: choose a lesson to play it again, or Game > New game to play a game."));
        goal_->clear();
        setFeedback(QString());
        showButton_->setEnabled(false);
        retryButton_->setEnabled(false);
        skipButton_->setEnabled(false);
        nextButton_->setEnabled(false);
        list_->setFocus();
        emit lessonChanged();
        return;
    }
    current_ = index;
    const Lesson& lesson = *lessons_[index].lesson;
    std::optional<RecordError> error;
    starting_ = true;
    seats_->stopAll();
    const bool ok = session_->start(lesson.position, &error);
    seats_->setLevels({});
    starting_ = false;
    if (!ok) {  // parseLesson replayed it: only a changed engine gets here
        lessons_[index].error = tr("Lesson %1 cannot be played (%2): it is skipped.")
                                    .arg(lessons_[index].file, error ? Texts::recordError(*error) : QString());
        lessons_[index].lesson.reset();
        startLesson(index + 1);
        return;
    }
    owns_ = true;
    done_ = false;
    placed_.reset();
    scoreBefore_ = session_->game().score(lesson.learner);
    showLesson();
    setFeedback(QString());
    board_->fitBoard();
    board_->setFocus();
    emit lessonChanged();
}

void Tutorial::showLesson()
{
    if (current_ < 0 || current_ >= lessonCount() || !lessons_[current_].lesson) return;
    const LessonWords* w = wordsOf(lessons_[current_].lesson->id);
    title_->setText(tr("Lesson %1 of %2: %3").arg(current_ + 1).arg(lessonCount()).arg(tutorialTr(w->title)));
    text_->setText(tutorialTr(w->text));
    goal_->setText(tutorialTr(w->goal));
    showButton_->setEnabled(!done_);
    retryButton_->setEnabled(true);
    skipButton_->setEnabled(!done_);
    nextButton_->setEnabled(done_);
    fillList();
}

void Tutorial::setFeedback(const QString& text)
{
    feedback_->setText(text);
    feedback_->setVisible(!text.isEmpty());
    // Said to a screen reader as it comes, as the window's status line says each turn.
    feedback_->setAccessibleName(text);
    QAccessibleEvent event(feedback_, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
    emit feedbackSaid(text);
}

void Tutorial::leave()
{
    owns_ = false;
    placed_.reset();
}

void Tutorial::onChanged()
{
    if (!owns_ || done_ || starting_) return;
    // Undo past the lesson's position (the turns before it were a person's too): the position again.
    const Lesson* lesson = current_ >= 0 && current_ < lessonCount() && lessons_[current_].lesson ? &*lessons_[current_].lesson : nullptr;
    if (lesson && session_->history().size() < lesson->position.turns.size()) {
        QTimer::singleShot(0, this, [this, at = current_] {
            if (owns_ && at == current_) retry();
        });
        return;
    }
    if (session_->phase() == GameSession::Phase::Meeple && !placed_) placed_ = session_->game();
    if (session_->phase() == GameSession::Phase::Placing) placed_.reset();  // the placement undone
}

void Tutorial::onCellClicked(Pos cell)
{
    if (!owns_ || done_ || session_->phase() != GameSession::Phase::Placing || !session_->hasGame()) return;
    const Game& g = session_->game();
    if (g.drawnTile() < 0) return;
    MoveError err;
    if (g.fits(g.drawnTile(), Placement{cell, session_->rotation()}, &err)) return;
    setFeedback(tr("Not there: %1.").arg(Texts::moveError(err)));
}

void Tutorial::onTurn(const TurnReport& report)
{
    if (!owns_ || done_ || current_ < 0 || current_ >= lessonCount() || !lessons_[current_].lesson) return;
    // Judged once the session has finished the turn (its final scoring included): a retry starts
    // the session again, which it must not be while it still ends the turn.
    QTimer::singleShot(0, this, [this, report, lesson = current_] {
        if (owns_ && !done_ && lesson == current_) judge(report);
    });
}

void Tutorial::judge(const TurnReport& report)
{
    const Lesson& lesson = *lessons_[current_].lesson;
    const Game& after = session_->game();
    const int gain = after.score(lesson.learner) - scoreBefore_;
    const Game placed = placed_ ? *placed_ : after;
    if (const std::optional<LessonMiss> miss = checkLessonTurn(lesson, placed, report, after, gain)) {
        const QString why = verdict(*miss);
        startLesson(current_);  // the position again, to try again
        setFeedback(why);
        emit lessonFinished(false);
        return;
    }
    done_ = true;
    QStringList done = doneIds();
    const QString id = QString::fromStdString(lesson.id);
    if (!done.contains(id)) {
        done << id;
        QSettings().setValue(kDone, done);
    }
    showLesson();
    setFeedback(success(report, gain));
    nextButton_->setFocus();
    emit lessonFinished(true);
}

QString Tutorial::verdict(const LessonMiss& miss) const
{
    switch (miss.goal) {
    case LessonGoal::Place: break;
    case LessonGoal::Meeple:
        if (miss.size) return tr("Not quite: the goal asks for your %1. Try again.").arg(Texts::size(*miss.size));
        if (miss.why) return tr("Not quite: %1. Try again.").arg(Texts::moveError(*miss.why));
        return tr("Not quite: the goal asks for a meeple on %1. Try again.")
            .arg(Texts::theFeature(lessons_[current_].lesson->answer.meeple.kind));
    case LessonGoal::Score:
        return tr("Not quite: this move scored %1; the goal is %2. Try again.")
            .arg(Texts::points(miss.got), Texts::points(miss.wanted));
    case LessonGoal::Battle: return tr("Not quite: no battle was fought. Try again.");
    case LessonGoal::Final:
        return tr("Not quite: the final score is %1; the goal is %2. Try again.")
            .arg(Texts::points(miss.got), Texts::points(miss.wanted));
    }
    return tr("Not quite. Try again.");
}

QString Tutorial::battleWords(const TurnReport& report) const
{
    // The odds as the engine gives them before the meeple is confirmed (previewBattles, the Meeple
    // panel's figure), then what the dice did.
    if (!placed_) return {};
    const std::vector<BattlePreview> previews = previewBattles(*placed_, report.meeple);
    QStringList lines;
    for (std::size_t i = 0; i < report.battles.size() && i < previews.size(); ++i) {
        const BattlePreview& p = previews[i];
        const BattleReport& b = report.battles[i];
        if (p.mySide < 0) continue;
        QStringList theirs;
        for (std::size_t side = 0; side < p.sides.size(); ++side)
            if (static_cast<int>(side) != p.mySide) theirs << tr("%n die(s)", nullptr, p.sides[side].dice);
        const int rounds = static_cast<int>(b.rounds.size());
        lines << tr("Battle on %1: your %n die(s) against %2, a %3 chance of winning.", nullptr,
                    p.sides[static_cast<std::size_t>(p.mySide)].dice)
                     .arg(Texts::theFeature(b.kind), Texts::list(theirs), Texts::percent(p.myChance * 100.0, 0));
        lines << (b.winner == p.mySide ? tr("You won after %n round(s).", nullptr, rounds)
                                       : tr("You lost after %n round(s).", nullptr, rounds));
    }
    return lines.join(QLatin1Char(' '));
}

QString Tutorial::success(const TurnReport& report, int gain) const
{
    QStringList parts;
    const Lesson& lesson = *lessons_[current_].lesson;
    for (const ScoreReport& s : report.scores)
        if (s.players >> lesson.learner & 1)  // the learner's points: a battle's winner may be another
            parts << tr("%1 (%n tile(s)) scored %2", nullptr, s.tiles).arg(Texts::theFeature(s.kind), Texts::points(s.points));
    QString line = tr("Well done!");
    if (const QString battles = battleWords(report); !battles.isEmpty()) line += QLatin1Char(' ') + battles;
    if (!parts.isEmpty()) line += QLatin1Char(' ') + Texts::sentence(Texts::list(parts)) + QLatin1Char('.');
    const bool final = std::find(lesson.goals.begin(), lesson.goals.end(), LessonGoal::Final) != lesson.goals.end();
    if (parts.isEmpty() && gain == 0 && !final) line += QLatin1Char(' ') + tr("This move scored no points yet.");
    if (final && session_->finalScoring()) {
        line += QLatin1Char(' ') + tr("Final score: %1.").arg(Texts::points(session_->finalScoring()->scores[lesson.learner]));
    }
    return line + QLatin1Char(' ') + tr("Press Enter for the next lesson.");
}

void Tutorial::showMe()
{
    if (!owns_ || done_ || current_ < 0 || current_ >= lessonCount() || !lessons_[current_].lesson) return;
    if (session_->phase() != GameSession::Phase::Placing) retry();
    const Lesson& lesson = *lessons_[current_].lesson;
    for (int i = 0; i < 4 && session_->rotation() != lesson.answer.placement.rotation; ++i) seats_->rotate(1);
    if (!seats_->place(lesson.answer.placement.at)) return;
    seats_->chooseMeeple(lesson.answer.meeple.place ? lesson.answer.meeple : MeepleMove{});
    seats_->confirm();
}

void Tutorial::next() { startLesson(std::min(current_ + 1, lessonCount())); }

void Tutorial::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDockWidget::changeEvent(e);
}

void Tutorial::retranslate()
{
    setWindowTitle(tr("Tutorial"));
    list_->setAccessibleName(tr("Lessons"));
    if (auto* words = findChild<QScrollArea*>(QStringLiteral("tutorialWords")))
        words->setAccessibleName(tr("The lesson, its goal and the verdict"));
    showButton_->setText(tr("Show &me"));
    retryButton_->setText(tr("Re&try"));
    skipButton_->setText(tr("S&kip"));
    nextButton_->setText(tr("Ne&xt lesson"));
    showButton_->setToolTip(tr("Plays the lesson's move on the board"));
    title_->setAccessibleName(tr("Lesson"));
    text_->setAccessibleName(tr("Lesson text"));
    goal_->setAccessibleName(tr("Goal"));
    if (!lessons_.empty() && current_ < lessonCount()) showLesson();
}

}  // namespace swc::ui
