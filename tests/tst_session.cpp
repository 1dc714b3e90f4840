// The game session on its own, with no window: every phase of a turn, undo and redo, the
// history the log is drawn from, set-aside tiles, the house rules' steps, the final scoring,
// what counts as unsaved, saving that fails, the autosave written off the interface thread, and
// who may act (Seats).
#include "busywriter.h"
#include "gamesession.h"
#include "gametext.h"
#include "seats.h"
#include "testpaths.h"
#include "testrecords.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace swc;
using namespace swc::ui;
using namespace swc::test;

namespace {

// The record's turn `index` played through the session's steps, as a person would.
void playRecordTurn(GameSession& s, const RecordTurn& t)
{
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    s.setRotation(t.placement.rotation);
    QVERIFY(s.place(t.placement.at));
    MeepleMove m = t.meeple;
    if (m.place) {
        if (!t.meepleAtGiven) m.at = t.placement.at;
        if (m.kind != FeatureKind::Planet) {
            const int j = s.game().tileIndexAt(m.at);
            m.segment = s.game().segmentAtSide(j, m.kind, t.meepleEdge);
        }
        QVERIFY(s.chooseMeeple(m));
    }
    QVERIFY(s.confirm());
}

// A turn with the first legal placement and no meeple.
void playFirstPlacement(GameSession& s)
{
    const Placement p = s.legalPlacements().front();
    s.setRotation(p.rotation);
    QVERIFY(s.place(p.at));
    QVERIFY(s.confirm());
}

QString fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

int placedEntries(const GameSession& s)
{
    int n = 0;
    for (const auto& e : s.history()) n += e.report.face >= 0;
    return n;
}

}  // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void phasesOfATurn();
    void sharedScoreReadsInThePlural();
    void undoWithinATurnAndWholeTurns();
    void redoReplaysWhatWasUndone();
    void newMoveClearsRedo();
    void modifiedFollowsSavesUndoAndRedo();
    void setAsideTilesAreInTheHistory();
    void galaxyTradersUndoReturnsToTheStartOfTheTurn();
    void intelUndoReturnsToTheChoice();
    void breakdownByCategory();
    void finalScoringIsPartOfTheState();
    void failedSaveKeepsTheOldFile();
    void autosaveIsWrittenOffTheInterfaceThread();
    void discardWaitsForThePendingAutosave();
    void endingSessionWritesItsLastTurn();
    void failedAutosaveIsReportedUntilItWorks();
    void seatsRefuseTheWrongSeat();
};

// Team-mates scoring one field together: "Red and Green score 12 points", the verb in the
// plural ("marquent" in French); one player alone keeps the singular.
void TestSession::sharedScoreReadsInThePlural()
{
    GameSession s;
    QString error;
    QVERIFY2(s.open(QStringLiteral(SWC_TEST_DATA_DIR "/records/team-mates-share-a-field.yaml"), &error), qPrintable(error));
    QTranslator en;  // the English plural forms ("12 points"), as the program installs them
    QVERIFY(en.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
    QCoreApplication::installTranslator(&en);
    QString log;
    for (const GameSession::Entry& e : s.history()) log += GameText::entryHtml(s, e, 1);
    QVERIFY2(log.contains(QStringLiteral("Red and Green score 12 points for the completed asteroid field")), qPrintable(log));
    QVERIFY(!log.contains(QStringLiteral("Green scores")));
    QCoreApplication::removeTranslator(&en);
    QTranslator fr;
    QVERIFY(fr.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
    QCoreApplication::installTranslator(&fr);
    log.clear();
    for (const GameSession::Entry& e : s.history()) log += GameText::entryHtml(s, e, 1);
    QCoreApplication::removeTranslator(&fr);
    QVERIFY2(log.contains(QStringLiteral("Rouge et Vert marquent 12")), qPrintable(log));
}

void TestSession::phasesOfATurn()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    const RecordTurn first = rec.turns.front();
    rec.turns.clear();
    GameSession s;
    QSignalSpy decisions(&s, &GameSession::decisionNeeded);
    QVERIFY(s.start(rec));
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    QCOMPARE(s.actingSeat(), 0);
    QCOMPARE(decisions.count(), 1);
    QVERIFY(!s.confirm());  // nothing placed yet
    s.setRotation(first.placement.rotation);
    QVERIFY(s.place(first.placement.at));
    QCOMPARE(s.phase(), GameSession::Phase::Meeple);
    QCOMPARE(decisions.count(), 1);  // the meeple belongs to the same decision
    QVERIFY(!s.place(first.placement.at));  // a second placement is refused
    QVERIFY(s.confirm());
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    QCOMPARE(s.actingSeat(), 1);
    QCOMPARE(decisions.count(), 2);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 1);
    QCOMPARE(placedEntries(s), 1);
    QVERIFY(s.history().back().committed);
}

void TestSession::undoWithinATurnAndWholeTurns()
{
    // The rulebook's asteroid battle is the 8th turn: undone, the history loses it and its battle.
    GameSession s;
    QVERIFY(s.start(loadTestRecord("rulebook-asteroid-battle.yaml")));
    QCOMPARE(placedEntries(s), 8);
    QCOMPARE(static_cast<int>(s.lastTurn()->report.battles.size()), 1);
    QCOMPARE(s.game().score(2), 13);
    s.undo();
    QCOMPARE(placedEntries(s), 7);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 7);
    QVERIFY(s.lastTurn()->report.battles.empty());
    QCOMPARE(s.game().score(2), 0);
    QCOMPARE(s.game().currentPlayer(), 1);  // white's turn again
    const int drawn = s.game().drawnTile();
    // Within the turn: placed, then undone to the same drawn tile; nothing recorded.
    const Placement p = s.legalPlacements().front();
    s.setRotation(p.rotation);
    QVERIFY(s.place(p.at));
    QCOMPARE(static_cast<int>(s.game().placedTiles().size()), 9);
    s.undo();
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    QCOMPARE(s.game().drawnTile(), drawn);
    QCOMPARE(static_cast<int>(s.game().placedTiles().size()), 8);  // start + 7
    QCOMPARE(placedEntries(s), 7);
    // Three whole turns back: white's 5th turn... red's 4th: seat 4 % 3.
    for (int i = 0; i < 3; ++i) s.undo();
    QCOMPARE(placedEntries(s), 4);
    QCOMPARE(s.game().currentPlayer(), 4 % 3);
}

void TestSession::redoReplaysWhatWasUndone()
{
    GameRecord rec = loadTestRecord("rulebook-asteroid-battle.yaml");
    GameSession s;
    QVERIFY(s.start(rec));
    const QString full = s.recordText();
    QCOMPARE(s.game().score(2), 13);
    QVERIFY(!s.canRedo());
    s.undo();
    s.undo();
    QVERIFY(s.canRedo());
    QCOMPARE(placedEntries(s), 6);
    s.redo();
    QCOMPARE(placedEntries(s), 7);
    s.redo();
    QVERIFY(!s.canRedo());
    QCOMPARE(s.recordText(), full);
    // The same dice: black wins the battle again and scores the field.
    QCOMPARE(s.game().score(0), 3);
    QCOMPARE(s.game().score(1), 1);
    QCOMPARE(s.game().score(2), 13);
}

void TestSession::newMoveClearsRedo()
{
    GameRecord rec = loadTestRecord("rulebook-asteroid-battle.yaml");
    GameSession s;
    QVERIFY(s.start(rec));
    s.undo();
    QVERIFY(s.canRedo());
    const Placement p = s.legalPlacements().front();
    s.setRotation(p.rotation);
    QVERIFY(s.place(p.at));
    QVERIFY(s.canRedo());  // nothing confirmed yet
    QVERIFY(s.confirm());
    QVERIFY(!s.canRedo());
}

void TestSession::modifiedFollowsSavesUndoAndRedo()
{
    QTemporaryDir dir;
    GameRecord rec = loadTestRecord("rulebook-asteroid-battle.yaml");
    rec.turns.resize(6);
    GameSession s;
    QVERIFY(s.start(rec));
    QVERIFY(!s.isModified());  // as started: nothing to lose
    s.undo();
    QVERIFY(s.isModified());
    s.redo();
    QVERIFY(!s.isModified());  // back where it was
    const Placement p = s.legalPlacements().front();
    s.setRotation(p.rotation);
    s.place(p.at);
    QVERIFY(!s.isModified());  // a turn in progress is not saved anyway
    s.confirm();
    QVERIFY(s.isModified());
    QString error;
    QVERIFY2(s.save(dir.filePath(QStringLiteral("g.yaml")), &error), qPrintable(error));
    QVERIFY(!s.isModified());
    QCOMPARE(s.filePath(), dir.filePath(QStringLiteral("g.yaml")));
    s.undo();
    QVERIFY(s.isModified());
    // Another move where the saved one was: not the saved game any more, even at its length.
    const Placement q = s.legalPlacements().back();
    s.setRotation(q.rotation);
    s.place(q.at);
    s.confirm();
    QCOMPARE(static_cast<int>(s.record().turns.size()), 7);
    QVERIFY(s.isModified());
}

void TestSession::setAsideTilesAreInTheHistory()
{
    // The tiny set: the crossing fits nowhere and is set aside when drawn; two planets follow.
    GameRecord rec = loadTestRecord("set-aside-inline-tileset.yaml");
    QVERIFY(rec.tileset);
    const std::vector<RecordTurn> turns = rec.turns;
    rec.turns.clear();
    GameSession s;
    QVERIFY(s.start(rec));
    int turn = 0;
    while (s.phase() == GameSession::Phase::Placing) {
        const Placement p = s.legalPlacements().front();
        s.setRotation(p.rotation);
        QVERIFY(s.place(p.at));
        s.chooseMeeple(s.meepleOptions().front());
        QVERIFY(s.confirm());
        ++turn;
    }
    QCOMPARE(turn, 2);
    QCOMPARE(s.phase(), GameSession::Phase::Over);
    int setAside = 0;
    for (const auto& e : s.history()) {
        QVERIFY(e.committed);
        if (e.turn.setAside) {
            ++setAside;
            QCOMPARE(QString::fromStdString(e.turn.tile), QStringLiteral("cross"));
        }
    }
    QCOMPARE(setAside, 1);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 3);
    // Undoing the last turn takes its set-aside tile off the record too; redo brings both back.
    s.undo();
    QCOMPARE(placedEntries(s), 1);
    s.redo();
    QCOMPARE(static_cast<int>(s.record().turns.size()), 3);
    QCOMPARE(s.phase(), GameSession::Phase::Over);
}

void TestSession::galaxyTradersUndoReturnsToTheStartOfTheTurn()
{
    GameRecord rec = loadTestRecord("variant-galaxy-traders-replace.yaml");
    const RecordTurn last = rec.turns.back();
    rec.turns.pop_back();
    rec.seed = 155;  // a seed whose fifth tile is the route-curve of the record's last turn
    GameSession s;
    QVERIFY(s.start(rec));
    const int drawn = s.game().drawnTile();
    const int decisionBefore = s.decision();
    RecordTurn t = last;
    t.replacements.clear();
    playRecordTurn(s, t);
    // Both routes are complete: red's meeple is offered first, then green's.
    QCOMPARE(s.phase(), GameSession::Phase::Replacing);
    QCOMPARE(s.actingSeat(), 0);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 4);  // not recorded before the re-placements
    QCOMPARE(placedEntries(s), 5);                              // but shown
    QVERIFY(!s.history().back().committed);
    s.undo();
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    QCOMPARE(s.game().drawnTile(), drawn);
    QCOMPARE(s.game().currentPlayer(), 0);
    QCOMPARE(placedEntries(s), 4);
    QVERIFY(s.decision() > decisionBefore);
    // Played again with the re-placement of the record: (0,1) S for red, green keeps.
    playRecordTurn(s, t);
    MeepleMove red{true, MeepleSize::Small, FeatureKind::Route, -1, {0, 1}};
    red.segment = s.game().segmentAtSide(s.game().tileIndexAt({0, 1}), FeatureKind::Route, 2);
    s.chooseReplacement(red);
    QCOMPARE(s.phase(), GameSession::Phase::Replacing);  // chosen, not decided
    QVERIFY(s.replace(s.chosenMeeple()));
    QCOMPARE(s.actingSeat(), 1);
    // The turn is committed (its signals) before the next one begins: nothing is pending any
    // more, so the acting seat is the engine's current player (green, after red's turn), not
    // a meeple read from the empty list of pending ones.
    int actingWhenCommitted = -2;
    QObject::connect(&s, &GameSession::fileChanged, &s, [&] { actingWhenCommitted = s.actingSeat(); });
    QVERIFY(s.replace({}));
    QCOMPARE(actingWhenCommitted, 1);
    QCOMPARE(s.game().currentPlayer(), 1);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 5);
    const auto& reps = s.lastTurn()->report.replacements;
    QCOMPARE(static_cast<int>(reps.size()), 2);
    QCOMPARE(reps[0].player, 0);
    QVERIFY(reps[0].move.place);
    QCOMPARE(reps[1].player, 1);
    QVERIFY(!reps[1].move.place);
    // The record's expected result: final red 6, green 4.
    s.undo();
    s.redo();
    QCOMPARE(s.game().finalScores()[0], 6);
    QCOMPARE(s.game().finalScores()[1], 4);
}

void TestSession::intelUndoReturnsToTheChoice()
{
    GameRecord rec = loadTestRecord("variant-intel-refill.yaml");
    QVERIFY(rec.tileset);
    rec.turns.clear();
    GameSession s;
    QVERIFY(s.start(rec));
    QVERIFY(s.needsTileChoice());
    QVERIFY(s.chooseFromRow(0));
    QVERIFY(!s.needsTileChoice());
    QCOMPARE(s.game().rowSize(), 3);  // refilled from the pile
    QVERIFY(s.canUndo());
    s.undo();
    QVERIFY(s.needsTileChoice());
    QCOMPARE(s.game().pileSize(), 1);  // the refill was taken back
    QVERIFY(!s.canUndo());
}

void TestSession::breakdownByCategory()
{
    // The rulebook's asteroid battle: red 3 and white 1 from the battle; black 1 from the tie
    // and 12 for the field (5 tiles x 2 + 1 symbol x 2).
    GameSession s;
    QVERIFY(s.start(loadTestRecord("rulebook-asteroid-battle.yaml")));
    const auto b = s.breakdown();
    const auto at = [&](int seat, ScoreCategory c) { return b[static_cast<std::size_t>(seat)][static_cast<std::size_t>(c)]; };
    QCOMPARE(at(0, ScoreCategory::Battles), 3);
    QCOMPARE(at(1, ScoreCategory::Battles), 1);
    QCOMPARE(at(2, ScoreCategory::Battles), 1);
    QCOMPARE(at(2, ScoreCategory::Fields), 12);
    QCOMPARE(at(0, ScoreCategory::Fields) + at(0, ScoreCategory::Routes) + at(0, ScoreCategory::Planets), 0);
    // A completed planet: 9 + 2 for its rebel symbol.
    QVERIFY(s.start(loadTestRecord("rulebook-planet-complete.yaml")));
    QCOMPARE(s.breakdown()[0][static_cast<std::size_t>(ScoreCategory::Planets)], 11);
}

void TestSession::finalScoringIsPartOfTheState()
{
    // Two unfinished planets at the end: red 5 (3 tiles + 1 symbol), black 4 (2 tiles + 1).
    GameSession s;
    QSignalSpy over(&s, &GameSession::gameOver);
    QVERIFY(s.start(loadTestRecord("set-aside-inline-tileset.yaml")));
    QCOMPARE(s.phase(), GameSession::Phase::Over);
    QCOMPARE(over.count(), 1);
    QVERIFY(s.finalScoring());
    const auto& f = *s.finalScoring();
    QCOMPARE(f.scores[0], 5);
    QCOMPARE(f.scores[1], 4);
    QCOMPARE(f.breakdown[0][static_cast<std::size_t>(ScoreCategory::Final)], 5);
    QCOMPARE(f.breakdown[1][static_cast<std::size_t>(ScoreCategory::Final)], 4);
    QCOMPARE(f.breakdown[0][static_cast<std::size_t>(ScoreCategory::Planets)], 0);
    QCOMPARE(static_cast<int>(f.reports.size()), 2);
    s.undo();
    QVERIFY(!s.finalScoring());
    QCOMPARE(s.actingSeat(), 1);
}

void TestSession::failedSaveKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.yaml"));
    GameRecord rec = loadTestRecord("rulebook-asteroid-battle.yaml");
    rec.turns.resize(2);
    GameSession s;
    QVERIFY(s.start(rec));
    QString error;
    QVERIFY(s.save(path, &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    QVERIFY(before.size() > 200);
    for (int i = 0; i < 4; ++i) {
        const Placement p = s.legalPlacements().front();
        s.setRotation(p.rotation);
        s.place(p.at);
        s.confirm();
    }
    QVERIFY(s.isModified());
    // No room: any file larger than 64 bytes cannot be written (EFBIG, as ENOSPC on a full disk).
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit tiny = old;
    tiny.rlim_cur = 64;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    const bool saved = s.save(path, &error);
    setrlimit(RLIMIT_FSIZE, &old);
    QVERIFY(!saved);
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);  // the old game is intact
    QVERIFY(s.isModified());         // and the new turns are still unsaved
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.yaml")});  // no leftovers
}

// The turns go on while the disk is slow: nothing is written on the interface thread, and the
// file appears once, with the newest record (the older ones queued meanwhile are never written).
void TestSession::autosaveIsWrittenOffTheInterfaceThread()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    BusyWriter busy;
    GameSession s;
    QVERIFY(s.start(rec));
    const QString path = s.autosave().path();
    for (int i = 0; i < 3; ++i) {
        playFirstPlacement(s);
        QVERIFY2(!QFile::exists(path), "the autosave was written on the interface thread");
    }
    QCOMPARE(static_cast<int>(s.record().turns.size()), 3);
    busy.release();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 30000);
    QCOMPARE(fileText(path), s.recordText());
}

// A clean exit (MainWindow::closeEvent) or a new game discards the autosave: the write still
// queued is waited for first, or it would bring the file back after the discard.
void TestSession::discardWaitsForThePendingAutosave()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    BusyWriter busy;
    GameSession s;
    QVERIFY(s.start(rec));
    playFirstPlacement(s);
    const QString path = s.autosave().path();
    QVERIFY(!QFile::exists(path));
    busy.releaseAfter(std::chrono::milliseconds(300));
    s.discardAutosave();
    busy.idle();  // everything queued is written now
    QVERIFY(!QFile::exists(path));
}

// A session that ends without a clean exit (a window deleted, the program quitting) leaves its
// last turn on the disk, written before it is gone.
void TestSession::endingSessionWritesItsLastTurn()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    BusyWriter busy;
    auto s = std::make_unique<GameSession>();
    QVERIFY(s->start(rec));
    playFirstPlacement(*s);
    playFirstPlacement(*s);
    const QString path = s->autosave().path();
    const QString text = s->recordText();
    QVERIFY(!QFile::exists(path));
    busy.releaseAfter(std::chrono::milliseconds(300));
    s.reset();
    QCOMPARE(fileText(path), text);
    QVERIFY(QFile::remove(path));
}

// A write that fails is reported (the window keeps it in its status bar) with the system's
// reason, and stays reported until a write works again; two turns queued behind a slow write make
// one write, and one report.
void TestSession::failedAutosaveIsReportedUntilItWorks()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    GameSession s;
    QVERIFY(s.start(rec));
    // A folder where the file goes: never replaced (writeTextFile refuses it).
    const QString path = s.autosave().path();
    QVERIFY(QDir().mkpath(path));
    auto cleanUp = qScopeGuard([&] { QDir(path).removeRecursively(); });
    QSignalSpy changed(&s, &GameSession::autosaveChanged);
    {
        BusyWriter busy;
        playFirstPlacement(s);
        playFirstPlacement(s);
        QCOMPARE(changed.count(), 0);
    }
    QTRY_COMPARE(changed.count(), 1);
    // The system's reason, as a write on the interface thread gave it.
    const QString folderThere = QStringLiteral("not a regular file (a folder, a device or a pipe is never replaced)");
    QCOMPARE(s.autosaveError(), folderThere);
    // Failing again: still said, nothing new to tell.
    playFirstPlacement(s);
    s.flushAutosave();
    QTest::qWait(100);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(s.autosaveError(), folderThere);
    // The folder gone, the next write works: nothing to say any more.
    cleanUp.dismiss();
    QVERIFY(QDir(path).removeRecursively());
    playFirstPlacement(s);
    QTRY_COMPARE(changed.count(), 2);
    QVERIFY(s.autosaveError().isEmpty());
    QCOMPARE(fileText(path), s.recordText());
    s.discardAutosave();
}

void TestSession::seatsRefuseTheWrongSeat()
{
    GameRecord rec = loadTestRecord("rulebook-route-3-tiles.yaml");
    rec.turns.clear();
    GameSession s;
    Seats seats(&s);
    seats.setLevels({-1, static_cast<int>(AiLevel::Easy)});
    seats.setComputerPause(0);
    QVERIFY(s.start(rec));
    QVERIFY(seats.localMayAct());
    const Placement p = s.legalPlacements().front();
    QVERIFY(seats.place(p.at));
    QVERIFY(seats.confirm());
    // Black's turn: a computer's. Nothing the person does is taken.
    QCOMPARE(s.actingSeat(), 1);
    QVERIFY(!seats.localMayAct());
    const Placement q = s.legalPlacements().front();
    QVERIFY(!seats.place(q.at));
    QVERIFY(!seats.rotate(1));
    QVERIFY(!seats.confirm());
    QVERIFY(!seats.chooseOption(-1));
    QVERIFY(!seats.canHint());
    QCOMPARE(s.phase(), GameSession::Phase::Placing);
    // The computer plays by itself, then it is red's turn again.
    QTRY_COMPARE_WITH_TIMEOUT(s.actingSeat(), 0, 20000);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 2);
    QVERIFY(seats.localMayAct());
    // Undo goes back to red's decision, over black's turn.
    QVERIFY(seats.canUndo());
    seats.undo();
    QCOMPARE(s.actingSeat(), 0);
    QCOMPARE(static_cast<int>(s.record().turns.size()), 0);
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
