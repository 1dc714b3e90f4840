// The balance lab (engine/balance.h) on small tile sets whose figures follow from the rules by
// hand: a face that fits nowhere is set aside every time, a set of two tiles that always fit
// lasts two turns, cells no face can fill, a forced score, the Wilson interval, the progress
// and the cancel flag, and the CSV.
#include "balance.h"
#include "record.h"

#include <QtTest>

#include <cmath>

using namespace swc;

namespace {

std::shared_ptr<const Tileset> parseSet(const std::string& yaml)
{
    std::vector<TilesetError> errors;
    auto set = parseTileset(yaml, "test", errors);
    if (!set) {
        for (const TilesetError& e : errors) qWarning("%s", e.describe().c_str());
        return nullptr;
    }
    return std::make_shared<const Tileset>(std::move(*set));
}

// A blank start tile, two planets and a crossing. Every open cell asks for space on the sides
// that touch the board, so a planet (all space) fits anywhere and the crossing (all route) never:
// it is set aside every game, the two planets are placed: 2 turns.
const char* kCrossNeverFits = R"(format: 1
name: Cross never fits
tiles:
  - {id: start, start: true, edges: [space, space, space, space]}
  - {id: planet, count: 2, edges: [space, space, space, space], planet: {}}
  - {id: cross, count: 1, edges: [route, route, route, route], routes: [[N], [E], [S], [W]]}
)";

// A crossing as the start tile and two planets: the four cells around the start each need a
// route edge, which no planet has: both planets are set aside, no turn is played, and the four
// cells stay unfillable (the start tile's own face is not in the pile).
const char* kStartCrossPlanets = R"(format: 1
name: Nothing fits
tiles:
  - {id: start, start: true, edges: [route, route, route, route], routes: [[N], [E], [S], [W]]}
  - {id: planet, count: 2, edges: [space, space, space, space], planet: {}}
)";

// A blank start tile with a planet and one blank tile. Red places the blank beside the start and
// (the easy player) takes the start's empty planet; nothing else can happen. At the end the planet
// has 1 tile around it: 1 + 1 = 2 for red, 0 for black.
const char* kOnePlanet = R"(format: 1
name: One planet
tiles:
  - {id: start, start: true, edges: [space, space, space, space], planet: {}}
  - {id: blank, count: 1, edges: [space, space, space, space]}
)";

BalanceOptions options(std::shared_ptr<const Tileset> set, AiLevel level, int games)
{
    BalanceOptions o;
    o.rules = defaultRules(*set);
    o.set = std::move(set);
    o.players = balanceSeats(2);
    o.level = level;
    o.games = games;
    return o;
}

}  // namespace

class TestBalance : public QObject
{
    Q_OBJECT

private slots:
    void seats();
    void wilson();
    void spread();
    void faceNeverPlacedIsSetAside_data();
    void faceNeverPlacedIsSetAside();
    void unfillableCells();
    void forcedScore();
    void progressAndCancel();
    void threadsGiveTheSameReport();
    void csv();
    void setDefaultRules();
    void standardSetFiguresHold();
};

void TestBalance::seats()
{
    QCOMPARE(balanceSeats(2), (std::vector<Color>{Color::Red, Color::Black}));
    QCOMPARE(balanceSeats(3), (std::vector<Color>{Color::Red, Color::Black, Color::Orange}));
    QCOMPARE(balanceSeats(4), (std::vector<Color>{Color::Red, Color::Black, Color::Green, Color::White}));
    QCOMPARE(balanceSeats(5).size(), std::size_t(5));
    QVERIFY(balanceSeats(1).empty());
    QVERIFY(balanceSeats(6).empty());
    // Four seats are those team play needs.
    Rules teams;
    teams.teams = true;
    QVERIFY(!Game::checkPlayers(balanceSeats(4), teams));
}

void TestBalance::wilson()
{
    // 5 wins of 10, z = 1.96: centre (0.5 + 1.96^2/20) / (1 + 1.96^2/10) = 0.69208 / 1.38416 = 0.5;
    // half 1.96 * sqrt(0.5 * 0.5 / 10 + 1.96^2 / 400) / 1.38416 = 1.96 * 0.186021 / 1.38416 = 0.263410.
    Interval i = wilsonInterval(5, 10);
    QVERIFY(std::abs(i.low - 0.236590) < 1e-5);
    QVERIFY(std::abs(i.high - 0.763410) < 1e-5);
    // 10 of 10: the low end is 1 / (1 + 1.96^2/10) = 1 / 1.38416 = 0.722460; the high end 1.
    i = wilsonInterval(10, 10);
    QVERIFY(std::abs(i.low - 0.722460) < 1e-5);
    QCOMPARE(i.high, 1.0);
    // 0 of 10: the mirror image.
    i = wilsonInterval(0, 10);
    QCOMPARE(i.low, 0.0);
    QVERIFY(std::abs(i.high - 0.277540) < 1e-5);
}

void TestBalance::spread()
{
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 40 / 8 = 5; squared deviations 9+1+1+1+0+0+4+16 = 32;
    // sample sd sqrt(32 / 7) = 2.138090.
    Spread s;
    for (double x : {2, 4, 4, 4, 5, 5, 7, 9}) s.add(x);
    QCOMPARE(s.count(), 8L);
    QVERIFY(std::abs(s.mean() - 5.0) < 1e-12);
    QVERIFY(std::abs(s.sd() - 2.138090) < 1e-6);
    Spread one;
    one.add(3);
    QCOMPARE(one.sd(), 0.0);
}

void TestBalance::faceNeverPlacedIsSetAside_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("random") << static_cast<int>(AiLevel::Random);
    QTest::newRow("easy") << static_cast<int>(AiLevel::Easy);
}

void TestBalance::faceNeverPlacedIsSetAside()
{
    QFETCH(int, level);
    const auto set = parseSet(kCrossNeverFits);
    QVERIFY(set);
    const BalanceReport r = runBalance(options(set, static_cast<AiLevel>(level), 10));
    QCOMPARE(r.games, 10);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.faces.size(), std::size_t(3));
    QCOMPARE(r.faces[0].id, std::string("start"));
    QCOMPARE(r.faces[0].dealt, 0L);  // the start tile is not dealt
    QCOMPARE(r.faces[1].dealt, 20L);  // 2 planets x 10 games
    QCOMPARE(r.faces[1].setAside, 0L);
    QCOMPARE(r.faces[2].dealt, 10L);
    QCOMPARE(r.faces[2].setAside, 10L);  // 100 %
    QCOMPARE(r.turns.count(), 10L);
    QCOMPARE(r.turns.mean(), 2.0);
    QCOMPARE(r.turns.sd(), 0.0);
    QCOMPARE(r.unfillable.mean(), 0.0);  // a planet fits any cell
    QCOMPARE(r.gamesWithUnfillable, 0);
}

void TestBalance::unfillableCells()
{
    const auto set = parseSet(kStartCrossPlanets);
    QVERIFY(set);
    const BalanceReport r = runBalance(options(set, AiLevel::Random, 10));
    QCOMPARE(r.games, 10);
    QCOMPARE(r.faces[1].dealt, 20L);
    QCOMPARE(r.faces[1].setAside, 20L);
    QCOMPARE(r.turns.mean(), 0.0);
    QCOMPARE(r.unfillable.mean(), 4.0);
    QCOMPARE(r.unfillable.sd(), 0.0);
    QCOMPARE(r.gamesWithUnfillable, 10);
    // Nobody scores: every game is a draw, half a win each; 5 of 10 (see wilson()).
    QCOMPARE(r.total.mean(), 0.0);
    QCOMPARE(r.winRate(0), 0.5);
    QCOMPARE(r.winRate(1), 0.5);
    QVERIFY(std::abs(r.winInterval(0).low - 0.236590) < 1e-5);
    QVERIFY(std::abs(r.winInterval(0).high - 0.763410) < 1e-5);
}

void TestBalance::forcedScore()
{
    const auto set = parseSet(kOnePlanet);
    QVERIFY(set);
    const BalanceReport r = runBalance(options(set, AiLevel::Easy, 10));
    QCOMPARE(r.games, 10);
    QCOMPARE(r.turns.mean(), 1.0);
    // Final scoring per seat and game: red 2, black 0, ten times each: mean 20 / 20 = 1;
    // squared deviations 20 x 1 = 20, sample sd sqrt(20 / 19) = 1.025978.
    const Spread& final = r.points[static_cast<std::size_t>(ScoreCategory::Final)];
    QCOMPARE(final.count(), 20L);
    QCOMPARE(final.mean(), 1.0);
    QVERIFY(std::abs(final.sd() - 1.025978) < 1e-6);
    for (ScoreCategory c : {ScoreCategory::Routes, ScoreCategory::Fields, ScoreCategory::Planets, ScoreCategory::Battles})
        QCOMPARE(r.points[static_cast<std::size_t>(c)].mean(), 0.0);
    QCOMPARE(r.seats[0].score.mean(), 2.0);
    QCOMPARE(r.seats[1].score.mean(), 0.0);
    // Red wins all 10: 1.0, interval 0.722460 to 1 (see wilson()).
    QCOMPARE(r.winRate(0), 1.0);
    QCOMPARE(r.winRate(1), 0.0);
    QVERIFY(std::abs(r.winInterval(0).low - 0.722460) < 1e-5);
    QVERIFY(std::abs(r.winInterval(1).high - 0.277540) < 1e-5);
}

void TestBalance::progressAndCancel()
{
    const auto set = parseSet(kCrossNeverFits);
    QVERIFY(set);
    std::atomic<bool> cancel{false};
    std::vector<std::pair<int, int>> calls;
    BalanceOptions o = options(set, AiLevel::Easy, 50);
    o.threads = 1;
    const BalanceReport r = runBalance(
        o,
        [&](const BalanceStatus& s) {
            calls.emplace_back(s.done, s.total);
            if (s.done == 3) cancel = true;
        },
        &cancel);
    QCOMPARE(calls, (std::vector<std::pair<int, int>>{{1, 50}, {2, 50}, {3, 50}}));
    QVERIFY(r.cancelled);
    QCOMPARE(r.games, 3);
    QCOMPARE(r.turns.count(), 3L);
    QCOMPARE(r.faces[2].dealt, 3L);
}

// Every game is seeded from the run's seed and its index and added in that order, so that any
// number of threads gives the same report (issue 21); the progress counts every game once.
void TestBalance::threadsGiveTheSameReport()
{
    BalanceOptions o = options(builtinTileset("standard"), AiLevel::Easy, 16);
    o.seed = 11;
    std::string first;
    for (int threads : {1, 2, 3}) {
        o.threads = threads;
        std::vector<int> done;
        const BalanceReport r = runBalance(o, [&](const BalanceStatus& s) {
            done.push_back(s.done);
            QCOMPARE(s.total, 16);
        });
        QCOMPARE(r.games, 16);
        QVERIFY(!r.cancelled);
        QCOMPARE(done.size(), std::size_t(16));
        QCOMPARE(done.back(), 16);
        const std::string csv = balanceCsv(r);
        if (first.empty()) first = csv;
        QCOMPARE(csv, first);
    }
    QCOMPARE(balanceThreads(0) >= 1, true);
    QCOMPARE(balanceThreads(3), 3);
    // The pace and the time left.
    const BalanceStatus s{4, 10, 2.0};
    QCOMPARE(s.gamesPerSecond(), 2.0);
    QCOMPARE(s.secondsLeft(), 3.0);
    QCOMPARE((BalanceStatus{0, 10, 0.5}).secondsLeft(), -1.0);
}

void TestBalance::csv()
{
    const auto set = parseSet(kCrossNeverFits);
    QVERIFY(set);
    const BalanceReport r = runBalance(options(set, AiLevel::Random, 10));
    const QStringList lines = QString::fromStdString(balanceCsv(r)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("figure,item,count,total,mean,sd,rate,low95,high95"));
    QVERIFY(lines.contains(QStringLiteral("games,,10,,,,,,")));
    QVERIFY(lines.contains(QStringLiteral("turns,,,10,2.0000,0.0000,,,")));
    QVERIFY(lines.contains(QStringLiteral("set-aside,cross,10,10,,,1.0000,,")));
    QVERIFY(lines.contains(QStringLiteral("set-aside,planet,0,20,,,0.0000,,")));
    QVERIFY(lines.contains(QStringLiteral("unfillable-cells,,0,10,0.0000,0.0000,0.0000,,")));
    // The start tile is never dealt: no line.
    for (const QString& l : lines) QVERIFY2(!l.startsWith(QStringLiteral("set-aside,start,")), qPrintable(l));
    // Every line has the nine columns of the header.
    for (const QString& l : lines) QCOMPARE(l.count(QLatin1Char(',')), 8);
}

void TestBalance::setDefaultRules()
{
    // A set that switches Intel and Rumours and Galaxy Traders on: a new game of it starts with
    // both, three tiles face up.
    const auto set = parseSet(std::string(kCrossNeverFits) + "rules:\n  variants: [intel-and-rumours, galaxy-traders]\n");
    QVERIFY(set);
    const Rules rules = defaultRules(*set);
    QVERIFY(rules.has(Variant::IntelAndRumours));
    QVERIFY(rules.has(Variant::GalaxyTraders));
    QVERIFY(!rules.has(Variant::Endgame));
    QVERIFY(!rules.teams);
    QVERIFY(defaultRules(*set, true).teams);
    Game game(set, balanceSeats(2), rules, 1);
    QCOMPARE(game.rowSize(), 3);  // the three tiles of the pile, face up
    QCOMPARE(game.pileSize(), 0);
    // A balance run with those rules: the crossing is face up and never fits; the game ends
    // when no face-up tile fits, and it is set aside then (docs/rules.md 7.5).
    const BalanceReport r = runBalance(options(set, AiLevel::Random, 5));
    QCOMPARE(r.turns.mean(), 2.0);
    QCOMPARE(r.faces[2].setAside, 5L);
}

void TestBalance::standardSetFiguresHold()
{
    // The standard set with random players: every tile fits somewhere in practice, a game is
    // 75 turns (docs/rules.md 2.3: 75 tiles in the pile) less the tiles set aside, the points by
    // category add up to the final scores, and each battle of two players is fought by both
    // factions and won by one.
    const auto set = builtinTileset("standard");
    QVERIFY(set);
    const BalanceReport r = runBalance(options(set, AiLevel::Random, 40));
    QCOMPARE(r.games, 40);
    long setAside = 0;
    for (const auto& f : r.faces) setAside += f.setAside;
    QVERIFY(std::abs(r.turns.mean() * 40 + static_cast<double>(setAside) - 75.0 * 40) < 1e-6);
    double categories = 0;
    for (const Spread& s : r.points) categories += s.mean();
    QVERIFY(std::abs(categories - r.total.mean()) < 1e-9);
    const long battles = std::lround(r.battles.mean() * 40);
    QCOMPARE(r.battlesByKind[0] + r.battlesByKind[1] + r.battlesByKind[2], battles);
    QCOMPARE(r.factionBattles[static_cast<int>(Faction::Rebel)], battles);
    QCOMPARE(r.factionBattles[static_cast<int>(Faction::Empire)], battles);
    QCOMPARE(r.factionBattles[static_cast<int>(Faction::Bounty)], 0L);
    QCOMPARE(r.factionWins[0] + r.factionWins[1], battles);
    QVERIFY(std::abs(r.winRate(0) + r.winRate(1) - 1.0) < 1e-12);
}

QTEST_GUILESS_MAIN(TestBalance)
#include "tst_balance.moc"
