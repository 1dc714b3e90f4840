// The analysis of a game (engine/gameanalysis.h): a random player loses more per move than a
// searching one, every best move named is legal at its step, the losses are never negative, the
// chances of winning add up and name the winner at the end, the output depends only on the record
// and the options (not on the threads), the JSON line reads back and a tampered one is refused,
// and a cancel returns at once.
#include "gameanalysis.h"
#include "lesson.h"
#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "testpaths.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <numeric>
#include <thread>

using namespace swc;

namespace {

// A search cut down to a few milliseconds a decision; every part of it still runs.
AiConfig smallSearch(AiLevel level)
{
    AiConfig c = AiConfig::forLevel(level);
    c.width = std::min(c.width, 5);
    c.simulations = 24;
    c.depth = 2;
    return c;
}

AnalysisOptions smallAnalysis()
{
    AnalysisOptions o;
    o.config = smallSearch(AiLevel::Medium);
    return o;
}

// A whole game of the standard set between computer players (levels[seat], small budgets), as
// a record.
GameRecord playGame(std::vector<Color> players, Rules rules, std::uint64_t seed, const std::vector<AiLevel>& levels)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = std::move(players);
    rec.rules = rules;
    rec.seed = seed;
    Game game = newGame(rec);
    std::vector<AiPlayer> ais;
    for (std::size_t p = 0; p < levels.size(); ++p)
        ais.emplace_back(levels[p], seed * 7 + p, smallSearch(levels[p]));
    for (;;) {
        RecordTurn turn;
        std::vector<int> aside;
        const bool played =
            playAiTurn(game, ais[static_cast<std::size_t>(game.currentPlayer())], nullptr, nullptr, &turn, &aside);
        for (int f : aside) rec.turns.push_back(setAsideTurn(game.tileset(), f));
        if (!played) break;
        rec.turns.push_back(turn);
    }
    return rec;
}

Rules allVariants(bool teams = false)
{
    Rules r;
    for (Variant v : {Variant::IntelAndRumours, Variant::GalaxyTraders, Variant::Hyperspace, Variant::ExplorersGuild,
                      Variant::Endgame})
        r.set(v);
    r.teams = teams;
    return r;
}

std::vector<DecisionAnalysis> analyseAll(const Timeline& t, const AnalysisOptions& o, int threads = 2)
{
    std::vector<DecisionAnalysis> out;
    analyseDecisions(t, analysedSteps(t), o, threads, [&out](const DecisionAnalysis& a) { out.push_back(a); });
    return out;
}

// Why the best move named is not open at its step (empty when it is).
QString bestIllegality(const Timeline& t, const DecisionAnalysis& a)
{
    if (a.kind == StepKind::TileChoice) {
        const Game g = t.gameBefore(a.step);
        if (a.bestTile < 0) return g.pileEmpty() ? QStringLiteral("the pile is empty") : QString();
        return a.bestTile < g.rowSize() && g.fitsAnywhere(g.rowTile(a.bestTile)) ? QString()
                                                                                  : QStringLiteral("no such face-up tile");
    }
    std::vector<MeepleMove> options;
    if (a.kind == StepKind::Replacement) {
        const Game g = t.gameBefore(a.step);
        g.replacementOptions(options);
        const bool open = !a.bestReplacement.place ||
                          std::find(options.begin(), options.end(), a.bestReplacement) != options.end();
        return open ? QString() : QStringLiteral("re-placement not offered");
    }
    const Game g = t.gameBefore(a.step - 1);
    std::vector<Placement> placements;
    g.legalPlacements(g.drawnTile(), placements);
    if (std::find(placements.begin(), placements.end(), a.best.placement) == placements.end())
        return QStringLiteral("placement not legal");
    Game placed = g;
    placed.placeTile(a.best.placement);
    placed.meepleOptions(options);
    const bool open = !a.best.meeple.place || std::find(options.begin(), options.end(), a.best.meeple) != options.end();
    return open ? QString() : QStringLiteral("meeple not offered");
}

// The chances of the sides (a team's first seat) added up.
double sidesTotal(const Timeline& t, const DecisionAnalysis& a)
{
    double total = 0;
    for (std::size_t p = 0; p < t.record().players.size(); ++p)
        if (!t.record().rules.teams || p < 2) total += a.winChance[static_cast<int>(p)];
    return total;
}

double meanLoss(const std::vector<DecisionAnalysis>& all, int seat)
{
    double sum = 0;
    int n = 0;
    for (const DecisionAnalysis& a : all)
        if (a.seat == seat && a.kind == StepKind::Meeple) {
            sum += a.loss;
            ++n;
        }
    return n ? sum / n : 0.0;
}

}  // namespace

class TestGameAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void marks();
    void sameSearchAsTheComputerPlayers();
    void winChanceModel();
    void randomLosesMoreThanHard();
    void bestMovesLegalAndChancesAddUp_data();
    void bestMovesLegalAndChancesAddUp();
    void finalDecisionNamesTheWinner();
    void sameOptionsSameOutput();
    void jsonRoundTrips();
    void tamperedLinesRefused_data();
    void tamperedLinesRefused();
    void cancelReturnsAtOnce();
    void expertIsRefused();
    void alternativeOnTheSameFutures();
    void alternativeOrderedOnALesson();
    void alternativeRefused();
};

void TestGameAnalysis::marks()
{
    QCOMPARE(lossMark(0.0), LossMark::None);
    QCOMPARE(lossMark(kDubiousLoss - 0.01), LossMark::None);
    QCOMPARE(lossMark(kDubiousLoss), LossMark::Dubious);
    QCOMPARE(lossMark(kBlunderLoss - 0.01), LossMark::Dubious);
    QCOMPARE(lossMark(kBlunderLoss), LossMark::Blunder);
    QCOMPARE(QString::fromLatin1(lossMarkText(LossMark::Blunder)), QStringLiteral("??"));
    QVERIFY(kDubiousLoss > 0 && kBlunderLoss > kDubiousLoss);
}

// compareMoves runs the computer players' own search: given the move a computer player makes
// (and the same seed), it names that move best, valued as the move played on the same futures; a
// move the widening drops is still played in every future the best one met.
void TestGameAnalysis::sameSearchAsTheComputerPlayers()
{
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Game g(builtinTileset("standard"), {Color::Red, Color::Black}, {}, seed);
        Rng rng(seed);
        RandomPlayScratch scratch;
        for (int t = 0; t < static_cast<int>(seed) * 6; ++t) playRandomTurn(g, rng, scratch);
        if (g.drawPlaceable() < 0) continue;
        const AiConfig config = smallSearch(AiLevel::Hard);
        const AiMove chosen = AiPlayer(AiLevel::Hard, seed, config).choose(g);
        const auto same = compareMoves(g, chosen, config, seed);
        QVERIFY(same);
        QVERIFY(same->best.placement == chosen.placement && same->best.meeple == chosen.meeple);
        QCOMPARE(same->playedValue, same->bestValue);

        // The last legal placement without a meeple: rarely among the moves kept.
        std::vector<Placement> placements;
        g.legalPlacements(g.drawnTile(), placements);
        const AiMove other{placements.back(), {}};
        int leaves = 0;
        const auto c = compareMoves(g, other, config, seed, [&leaves](const Game&) { ++leaves; });
        QVERIFY(c);
        QCOMPARE(leaves, c->futures);
        QVERIFY(c->futures >= config.simulations / config.width);
        ++compared;
    }
    QVERIFY(compared >= 6);
}

void TestGameAnalysis::winChanceModel()
{
    // No spread once no tile is left; more tiles, more spread; more sides, fewer turns each.
    QCOMPARE(finalScoreSpread(0, 2), 0.0);
    QVERIFY(finalScoreSpread(40, 2) > finalScoreSpread(10, 2));
    QVERIFY(finalScoreSpread(40, 4) < finalScoreSpread(40, 2));

    // A game over: the final scores decide; equal sides share.
    const GameRecord rec = playGame({Color::Red, Color::Black}, {}, 5, {AiLevel::Easy, AiLevel::Easy});
    Game end = newGame(rec);
    for (const RecordTurn& t : rec.turns) QVERIFY(applyTurn(end, t, nullptr, nullptr, nullptr));
    QVERIFY(end.isOver());
    const SeatArray<int> final = end.finalScores();
    const SeatArray<double> c = winChances(end, {});
    QCOMPARE(c[0] + c[1], 1.0);
    QCOMPARE(c[0], final[0] > final[1] ? 1.0 : final[0] == final[1] ? 0.5 : 0.0);

    // At the start, three equal sides: a third each; the side ahead is favoured, less so with more tiles left.
    Game start(builtinTileset("standard"), {Color::Red, Color::Black, Color::Green}, {}, 3);
    const SeatArray<double> even = winChances(start, {});
    for (int p = 0; p < 3; ++p) QVERIFY(std::abs(even[p] - 1.0 / 3) < 1e-3);
    // Teams: one chance per side, a team's seats alike.
    Game teams(builtinTileset("standard"), {Color::Red, Color::Black, Color::Green, Color::White}, allVariants(true), 3);
    const SeatArray<double> t = winChances(teams, {});
    QVERIFY(std::abs(t[0] + t[1] - 1.0) < 1e-9);
    QCOMPARE(t[2], 0.0);  // by team: seats 0 and 1 stand for the two teams
}

void TestGameAnalysis::randomLosesMoreThanHard()
{
    // Hard against random, seats swapped in the second game: random's tile and meeple decisions
    // lose several times as much per move as hard's, in both seats.
    for (std::uint64_t seed : {11, 12}) {
        const bool hardFirst = seed % 2 == 1;
        const Timeline t(playGame({Color::Red, Color::Black}, {}, seed,
                                  hardFirst ? std::vector{AiLevel::Hard, AiLevel::Random}
                                            : std::vector{AiLevel::Random, AiLevel::Hard}));
        QVERIFY(t.finished());
        const auto all = analyseAll(t, smallAnalysis());
        const double hard = meanLoss(all, hardFirst ? 0 : 1), random = meanLoss(all, hardFirst ? 1 : 0);
        qInfo("seed %d: mean loss per move, hard %.2f, random %.2f", static_cast<int>(seed), hard, random);
        QVERIFY2(random > 3 * hard && random > hard + 1.5, qPrintable(QStringLiteral("hard %1, random %2").arg(hard).arg(random)));
    }
}

void TestGameAnalysis::bestMovesLegalAndChancesAddUp_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<bool>("variants");
    QTest::newRow("two players") << 2 << false << false;
    QTest::newRow("three players, every house rule") << 3 << false << true;
    QTest::newRow("teams, every house rule") << 4 << true << true;
}

void TestGameAnalysis::bestMovesLegalAndChancesAddUp()
{
    QFETCH(int, players);
    QFETCH(bool, teams);
    QFETCH(bool, variants);
    const std::vector<Color> all = {Color::Red, Color::Black, Color::Green, Color::White};
    const std::vector<Color> seats(all.begin(), all.begin() + players);
    std::vector<AiLevel> levels(static_cast<std::size_t>(players), AiLevel::Random);
    levels[0] = AiLevel::Easy;
    const Rules rules = variants ? allVariants(teams) : Rules{};
    const Timeline t(playGame(seats, rules, 21, levels));
    QVERIFY(t.finished());
    const auto analyses = analyseAll(t, smallAnalysis());
    QCOMPARE(static_cast<int>(analyses.size()), static_cast<int>(analysedSteps(t).size()));
    int choices = 0, replacements = 0;
    for (const DecisionAnalysis& a : analyses) {
        const QString where = QStringLiteral("step %1").arg(a.step);
        QVERIFY2(bestIllegality(t, a).isEmpty(), qPrintable(where + ": " + bestIllegality(t, a)));
        QVERIFY2(a.loss >= 0 && a.loss == a.bestValue - a.playedValue, qPrintable(where));
        QVERIFY2(std::abs(sidesTotal(t, a) - 1.0) < 1e-6, qPrintable(where));
        for (int p = 0; p < players; ++p) QVERIFY(a.winChance[p] >= 0 && a.winChance[p] <= 1);
        if (teams) QCOMPARE(a.winChance[0], a.winChance[2]);
        choices += a.kind == StepKind::TileChoice;
        replacements += a.kind == StepKind::Replacement;
    }
    if (variants) QVERIFY(choices > 0 && replacements > 0);  // every kind of decision was judged
}

void TestGameAnalysis::finalDecisionNamesTheWinner()
{
    for (std::uint64_t seed : {31, 32, 33}) {
        const Timeline t(playGame({Color::Red, Color::Black}, {}, seed, {AiLevel::Easy, AiLevel::Random}));
        const SeatArray<int> final = t.step(t.size() - 1).scores;
        if (final[0] == final[1]) continue;
        const int winner = final[0] > final[1] ? 0 : 1;
        const std::vector<int> steps = analysedSteps(t);
        const auto last = analyseDecision(t, steps.back(), smallAnalysis());
        QVERIFY(last);
        QVERIFY2(last->winChance[winner] > 0.99, qPrintable(QString::number(last->winChance[winner])));
        // Halfway, the game is still open: nobody is given a certainty.
        const auto mid = analyseDecision(t, steps[steps.size() / 4], smallAnalysis());
        QVERIFY(mid && mid->winChance[0] > 0.01 && mid->winChance[0] < 0.99);
        return;
    }
    QFAIL("every game was a tie");
}

void TestGameAnalysis::sameOptionsSameOutput()
{
    const Timeline t(playGame({Color::Red, Color::Black, Color::Green}, allVariants(), 41,
                              {AiLevel::Easy, AiLevel::Random, AiLevel::Random}));
    std::vector<int> steps = analysedSteps(t);
    steps.resize(std::min<std::size_t>(steps.size(), 24));
    const auto lines = [&](int threads, std::uint64_t seed) {
        AnalysisOptions o = smallAnalysis();
        o.seed = seed;
        QStringList out;
        if (!analyseDecisions(t, steps, o, threads,
                              [&](const DecisionAnalysis& a) { out << QString::fromStdString(analysisJson(t, a)); }))
            out << QStringLiteral("not complete");
        return out;
    };
    const QStringList one = lines(1, 0);
    QCOMPARE(one.size(), static_cast<int>(steps.size()));
    QCOMPARE(lines(3, 0), one);  // other threads, same lines in the same order
    QCOMPARE(lines(1, 0), one);  // again
    QVERIFY(lines(2, 99) != one);  // another seed samples other futures
    // One decision alone is the same as in the run.
    const auto alone = analyseDecision(t, steps[5], smallAnalysis());
    QCOMPARE(QString::fromStdString(analysisJson(t, *alone)), one[5]);
}

void TestGameAnalysis::jsonRoundTrips()
{
    GameRecord rec = playGame({Color::Red, Color::Black, Color::Green}, allVariants(), 51,
                              {AiLevel::Random, AiLevel::Easy, AiLevel::Random});
    rec.names = {"Ann \"the\" first", "Bob", ""};
    const Timeline t(rec);
    for (const DecisionAnalysis& a : analyseAll(t, smallAnalysis())) {
        const std::string line = analysisJson(t, a);
        std::string error;
        const auto back = parseAnalysisJson(line, t, &error);
        QVERIFY2(back, qPrintable(QString::fromStdString(line + "\n" + error)));
        QCOMPARE(QString::fromStdString(analysisJson(t, *back)), QString::fromStdString(line));
        QCOMPARE(back->step, a.step);
        QCOMPARE(back->kind, a.kind);
        QCOMPARE(back->mark, a.mark);
        QVERIFY(back->best.placement == a.best.placement && back->best.meeple == a.best.meeple);
        QVERIFY(back->bestReplacement == a.bestReplacement);
        QCOMPARE(back->bestTile, a.bestTile);
    }
}

void TestGameAnalysis::tamperedLinesRefused_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("error");
    QTest::newRow("not JSON") << "{\"step\"" << "{\"step\" [" << "not one line of JSON";
    QTest::newRow("two lines") << "\"step\": 1," << "\"step\":\n 1," << "not one line (it holds a line break)";
    QTest::newRow("wrong step") << "\"step\": 1," << "\"step\": 2," << "step: 2 is not a decision of this game";
    QTest::newRow("step out of range") << "\"step\": 1," << "\"step\": 100000," << "step: 100000 is not a decision";
    QTest::newRow("wrong turn") << "\"turn\": 1," << "\"turn\": 2," << "step 1, turn: step 1 is in turn 1";
    QTest::newRow("wrong seat") << "\"seat\": 0" << "\"seat\": 1" << "step 1, player.seat: seat 0 decided this step";
    QTest::newRow("wrong kind") << "\"kind\": \"move\"" << "\"kind\": \"replacement\"" << "step 1, kind: this step is a move";
    QTest::newRow("best illegal") << "\"best\": {\"move\": {\"tile\": \"TILE\", \"at\": [BAT]"
                                  << "\"best\": {\"move\": {\"tile\": \"TILE\", \"at\": [40, 40]"
                                  << "step 1, best.move: ";
    QTest::newRow("played not the record's") << "\"played\": {\"move\": {\"tile\": \"TILE\", \"at\": [AT], \"rotation\": ROT"
                                             << "\"played\": {\"move\": {\"tile\": \"TILE\", \"at\": [AT], \"rotation\": ROT2"
                                             << "step 1, played.move: ";
    QTest::newRow("negative loss") << "\"loss\": LOSS" << "\"loss\": -1" << "step 1, loss: negative";
    QTest::newRow("bad mark") << "\"mark\": \"MARK\"" << "\"mark\": \"!\"" << "step 1, mark: expected";
    QTest::newRow("chance over 1") << "\"red\": " << "\"red\": 1" << "step 1, win_chance.red: not from 0 to 1";
    QTest::newRow("missing chance") << "\"black\": " << "\"blue\": " << "step 1, win_chance.black: missing";
}

void TestGameAnalysis::tamperedLinesRefused()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, error);
    const Timeline t(playGame({Color::Red, Color::Black}, {}, 61, {AiLevel::Random, AiLevel::Random}));
    const auto a = analyseDecision(t, 1, smallAnalysis());
    QVERIFY(a && a->kind == StepKind::Meeple);
    QString line = QString::fromStdString(analysisJson(t, *a));
    const std::string tile = newGame(t.record()).tileset().faces[static_cast<std::size_t>(t.step(1).report.face)].id;
    const Placement p = a->played.placement;
    for (QString* s : {&from, &to}) {
        s->replace(QStringLiteral("TILE"), QString::fromStdString(tile));
        s->replace(QStringLiteral("BAT"), QStringLiteral("%1, %2").arg(a->best.placement.at.x).arg(a->best.placement.at.y));
        s->replace(QStringLiteral("AT"), QStringLiteral("%1, %2").arg(p.at.x).arg(p.at.y));
        s->replace(QStringLiteral("ROT2"), QString::number((p.rotation + 2) % 4 * 90));
        s->replace(QStringLiteral("ROT"), QString::number(p.rotation * 90));
        s->replace(QStringLiteral("LOSS"), QString::number(a->loss, 'f', 3));
        s->replace(QStringLiteral("MARK"), QString::fromLatin1(lossMarkText(a->mark)));
    }
    QVERIFY2(line.contains(from), qPrintable(line + " lacks " + from));
    line.replace(line.indexOf(from), from.size(), to);
    std::string why;
    QVERIFY(parseAnalysisJson(line.toStdString(), t, &why) == std::nullopt);
    QVERIFY2(QString::fromStdString(why).startsWith(error), qPrintable(QString::fromStdString(why)));
}

void TestGameAnalysis::cancelReturnsAtOnce()
{
    const Timeline t(playGame({Color::Red, Color::Black}, {}, 71, {AiLevel::Random, AiLevel::Random}));
    const int step = analysedSteps(t)[40];
    AnalysisOptions hard;
    hard.level = AiLevel::Hard;
    hard.config = AiConfig::forLevel(AiLevel::Hard);
    hard.config->simulations = 200000;  // minutes of work, without a cap
    hard.config->maxEvaluations = 0;
    std::atomic<bool> cancel{true};
    QVERIFY(!analyseDecision(t, step, hard, &cancel));
    QVERIFY(!analyseDecisions(t, analysedSteps(t), hard, 2, {}, &cancel));

    cancel = false;
    std::optional<DecisionAnalysis> result{DecisionAnalysis{}};
    std::thread worker([&] { result = analyseDecision(t, step, hard, &cancel); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto asked = std::chrono::steady_clock::now();
    cancel = true;
    worker.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
    QVERIFY(!result);
    QVERIFY2(seconds < 0.5, qPrintable(QString::number(seconds)));
}

// The expert's tree search cannot judge a decision: the engine itself refuses an analysis at the
// expert level (or with a tree search of its own) instead of running the analysis's search with
// the expert's numbers, and hands nothing over; the other levels still analyse.
void TestGameAnalysis::expertIsRefused()
{
    const Timeline t(playGame({Color::Red, Color::Black}, {}, 71, {AiLevel::Random, AiLevel::Random}));
    const int last = analysedSteps(t).back();
    QVERIFY(!analysable(AiLevel::Expert));
    for (AiLevel level : {AiLevel::Random, AiLevel::Easy, AiLevel::Medium, AiLevel::Hard})
        QVERIFY(analysable(level));
    AnalysisOptions expert;
    expert.level = AiLevel::Expert;
    QVERIFY(!analyseDecision(t, last, expert));
    bool handed = false;
    QVERIFY(!analyseDecisions(t, {last}, expert, 1, [&handed](const DecisionAnalysis&) { handed = true; }));
    QVERIFY(!handed);
    AnalysisOptions tree = smallAnalysis();
    tree.config->tree = true;
    QVERIFY(!analyseDecision(t, last, tree));
    QVERIFY(analyseDecision(t, last, smallAnalysis()));
}

namespace {

// The first legal move of the decision's tile that is neither the played nor the best move.
AiMove anotherMove(const Timeline& t, const DecisionAnalysis& a)
{
    Game g = t.gameBefore(a.step - 1);
    std::vector<Placement> placements;
    g.legalPlacements(g.drawnTile(), placements);
    for (const Placement& p : placements) {
        const AiMove m{p, {}};
        if (!(m.placement == a.played.placement && m.meeple == a.played.meeple) &&
            !(m.placement == a.best.placement && m.meeple == a.best.meeple))
            return m;
    }
    return a.played;
}

bool sameMove(const AiMove& a, const AiMove& b) { return a.placement == b.placement && a.meeple == b.meeple; }

// A tutorial lesson's record whole: its position and its answer, the last turn.
GameRecord lessonRecord(const QString& name)
{
    const std::string file = SWC_SOURCE_DIR "/resources/tutorial/" + name.toStdString();
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    std::vector<RecordError> errors;
    const auto lesson = parseLesson(text.str(), file, errors);
    if (!lesson) return {};
    GameRecord rec = lesson->position;
    rec.turns.push_back(lesson->answerTurn);
    return rec;
}

}  // namespace

// Play this decision again: the new move is valued on the played move's futures, with the
// decision's own analysis beside it (the same values, the same best as analyseDecision's), so
// that the played move as the new one gets the played value and the best move the best value;
// at easy (no futures) as at medium.
void TestGameAnalysis::alternativeOnTheSameFutures()
{
    const Timeline t(playGame({Color::Red, Color::Black}, {}, 61, {AiLevel::Random, AiLevel::Random}));
    AnalysisOptions easy;
    easy.level = AiLevel::Easy;
    int checked = 0;
    for (const AnalysisOptions& o : {smallAnalysis(), easy}) {
        for (const int step : analysedSteps(t)) {
            if (t.step(step).kind != StepKind::Meeple || step % 3 != 0) continue;
            const auto a = analyseDecision(t, step, o);
            QVERIFY(a);
            const auto asPlayed = analyseAlternative(t, step, a->played, o);
            QVERIFY(asPlayed);
            QCOMPARE(asPlayed->decision.playedValue, a->playedValue);
            QCOMPARE(asPlayed->decision.bestValue, a->bestValue);
            QVERIFY(sameMove(asPlayed->decision.best, a->best));
            QCOMPARE(asPlayed->decision.futures, a->futures);
            QCOMPARE(asPlayed->value, a->playedValue);
            QCOMPARE(asPlayed->behindBest, a->loss);
            const auto asBest = analyseAlternative(t, step, a->best, o);
            QVERIFY(asBest);
            QCOMPARE(asBest->value, a->bestValue);
            QCOMPARE(asBest->behindBest, 0.0);
            const AiMove other = anotherMove(t, *a);
            const auto another = analyseAlternative(t, step, other, o);
            QVERIFY(another);
            QVERIFY(sameMove(another->move, other));
            QCOMPARE(another->decision.playedValue, a->playedValue);
            QCOMPARE(another->decision.bestValue, a->bestValue);
            QCOMPARE(another->decision.winChance, a->winChance);
            QCOMPARE(another->behindBest, a->bestValue - another->value);
            ++checked;
        }
    }
    QVERIFY(checked >= 10);
}

// Lesson 5's answer closes Red's route of 3 tiles (3 points, the merchant back) with the last tile
// of the pile, no meeple: the game ends on Red 3, Black 0. Placed below the east neighbour's
// planet instead, the tile leaves the route open: at the final scoring it scores 2 (an open route:
// a point a tile), so the new move is worth 1 point less than the answer's. The best found keeps
// the answer's placement and adds a conqueror on the tile's planet, scored at the end.
void TestGameAnalysis::alternativeOrderedOnALesson()
{
    const GameRecord rec = lessonRecord(QStringLiteral("05-route-scores.yaml"));
    QCOMPARE(rec.turns.size(), std::size_t(3));
    const Timeline t(rec);
    const std::vector<int> steps = analysedSteps(t);
    const int step = steps.back();
    QCOMPARE(t.step(step).kind, StepKind::Meeple);
    QCOMPARE(t.step(step).turn, 2);
    const Game before = t.gameBefore(step - 1);
    std::vector<Placement> placements;
    before.legalPlacements(before.drawnTile(), placements);
    const Placement open{{1, 1}, 0};  // below the rebel planet, its route pointing down
    QVERIFY(std::find(placements.begin(), placements.end(), open) != placements.end());
    for (const AnalysisOptions& o : {smallAnalysis(), AnalysisOptions{}}) {
        const auto c = analyseAlternative(t, step, {open, {}}, o);
        QVERIFY(c);
        // The best: the answer's placement with a conqueror on the tile's planet (scored at the end).
        QVERIFY(c->decision.best.placement == c->decision.played.placement);
        QVERIFY(c->decision.best.meeple.place && c->decision.best.meeple.kind == FeatureKind::Planet);
        QVERIFY(c->decision.bestValue > 3.0);
        QCOMPARE(c->decision.playedValue, 3.0);
        QCOMPARE(c->value, 2.0);
        QCOMPARE(c->behindBest, c->decision.bestValue - 2.0);
        QCOMPARE(c->decision.loss, c->decision.bestValue - 3.0);
    }
}

// What cannot be valued is refused with why, before any search: a face-up tile choice, an
// illegal placement, the expert.
void TestGameAnalysis::alternativeRefused()
{
    const Timeline t(playGame({Color::Red, Color::Black}, allVariants(), 71, {AiLevel::Random, AiLevel::Random}));
    const std::vector<int> steps = analysedSteps(t);
    const auto choice = std::find_if(steps.begin(), steps.end(), [&](int s) { return t.step(s).kind == StepKind::TileChoice; });
    QVERIFY(choice != steps.end());
    std::string error;
    QVERIFY(!analyseAlternative(t, *choice, {}, smallAnalysis(), nullptr, &error));
    QVERIFY2(error.find("not a tile and meeple decision") != std::string::npos, error.c_str());
    const auto meeple = std::find_if(steps.begin(), steps.end(), [&](int s) { return t.step(s).kind == StepKind::Meeple; });
    QVERIFY(meeple != steps.end());
    const AiMove illegal{{{40, 40}, 0}, {}};
    QVERIFY(!analyseAlternative(t, *meeple, illegal, smallAnalysis(), nullptr, &error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("the tile cannot be placed there"));
    AnalysisOptions expert;
    expert.level = AiLevel::Expert;
    QVERIFY(!analyseAlternative(t, *meeple, playedDecision(t, *meeple).played, expert, nullptr, &error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("this analysis level judges no decision"));
}

QTEST_APPLESS_MAIN(TestGameAnalysis)
#include "tst_gameanalysis.moc"
