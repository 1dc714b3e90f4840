// Record entries on their own and turns played a step at a time: what network play is built on.
// - A turn entry or a re-placement written as JSON reads back to the same entry, through the
//   same checks as a record's turn.
// - Every die a turn rolled, written into its entry, makes the record replay without its seed.
// - A game whose pile order is unknown (a client's) follows the real one when it is told the
//   tiles drawn and the face-up row.

#include "ai.h"
#include "random_play.h"
#include "record.h"
#include "recordmoves.h"
#include "testpaths.h"

#include <QtTest>

using namespace swc;

namespace {

std::optional<GameRecord> load(const QString& name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(QStringLiteral(SWC_TEST_DATA_DIR "/records/%1").arg(name).toStdString(), errors);
    for (const RecordError& e : errors) qWarning("%s", e.describe().c_str());
    return rec;
}

std::array<int, kMaxPlayers> scoresOf(const Game& g)
{
    std::array<int, kMaxPlayers> s{};
    for (int p = 0; p < g.playerCount(); ++p) s[static_cast<std::size_t>(p)] = g.score(p);
    return s;
}

// A random game played to the end as a network server plays it: every entry names its tile and
// every die rolled. rows[i] is the face-up row after entry i (Intel and Rumours).
struct PlayedGame
{
    GameRecord record;
    Game game;
    std::vector<std::vector<int>> rows;
};

std::vector<int> rowOf(const Game& g)
{
    std::vector<int> row;
    for (int i = 0; i < g.rowSize(); ++i) row.push_back(g.rowTile(i));
    return row;
}

PlayedGame playRandomGame(Rules rules, std::vector<Color> players, std::uint64_t seed)
{
    PlayedGame out{GameRecord{}, Game(builtinTileset("standard"), players, rules, seed), {}};
    out.record.tilesetRef = "standard";
    out.record.tileset = builtinTileset("standard");
    out.record.players = players;
    out.record.rules = rules;
    out.record.seed = seed;
    Rng rng(seed * 31 + 7);
    RandomPlayScratch scratch;
    for (;;) {
        std::vector<int> aside;
        TurnReport report;
        RecordTurn turn;
        const bool played = playRandomTurn(out.game, rng, scratch, &aside, nullptr, &report, &turn);
        for (int f : aside) {
            out.record.turns.push_back(setAsideTurn(out.game.tileset(), f));
            out.rows.push_back({});  // filled below: the row does not change while tiles are set aside
        }
        if (!played) break;
        turn.dice = rolledDice(report);
        out.record.turns.push_back(turn);
        out.rows.push_back(rowOf(out.game));
    }
    // Rows of set-aside entries: the row before the next turn, the same as after the last one.
    std::vector<int> last = out.rows.empty() ? std::vector<int>{} : out.rows.back();
    for (std::size_t i = out.rows.size(); i-- > 0;) {
        if (out.record.turns[i].setAside) out.rows[i] = last;
        else last = out.rows[i];
    }
    return out;
}

}  // namespace

class TestRecordSteps : public QObject
{
    Q_OBJECT

private slots:
    void entriesRoundTripAsJson_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("galaxy traders re-placement") << "variant-galaxy-traders-replace.yaml";
        QTest::newRow("hyperspace planet") << "variant-hyperspace-planet.yaml";
        QTest::newRow("intel row") << "variant-intel-refill.yaml";
        QTest::newRow("forced dice") << "large-meeple-and-symbol-three-dice.yaml";
        QTest::newRow("set aside") << "set-aside-tile-fits-nowhere.yaml";
    }
    void entriesRoundTripAsJson()
    {
        QFETCH(QString, file);
        const auto rec = load(file);
        QVERIFY(rec);
        QVERIFY(!rec->turns.empty());
        for (const RecordTurn& t : rec->turns) {
            const std::string json = recordTurnJson(t);
            QVERIFY2(json.find('\n') == std::string::npos, json.c_str());
            QCOMPARE(json.front(), '{');
            std::vector<RecordError> errors;
            const auto back = parseRecordTurn(json, *rec->tileset, errors);
            QVERIFY2(back, errors.empty() ? json.c_str() : errors.front().describe().c_str());
            QCOMPARE(recordTurnJson(*back), json);
            QCOMPARE(back->placement, t.placement);
            QCOMPARE(back->meeple.place, t.meeple.place);
            QCOMPARE(back->dice, t.dice);
            QCOMPARE(back->replacements.size(), t.replacements.size());
        }
    }

    void jsonIsJson()
    {
        // The entry of the record format's example, written as JSON: every key and string quoted.
        const auto rec = load("variant-galaxy-traders-replace.yaml");
        QVERIFY(rec);
        QCOMPARE(QString::fromStdString(recordTurnJson(rec->turns[0])),
                 QStringLiteral("{\"tile\": \"route-junction\", \"at\": [1, 0], \"rotation\": 0, \"meeple\": "
                                "{\"kind\": \"small\", \"feature\": \"route\", \"edge\": \"W\"}}"));
        QCOMPARE(QString::fromStdString(recordTurnJson(rec->turns[4])),
                 QStringLiteral("{\"tile\": \"route-curve\", \"at\": [-1, 0], \"rotation\": 270, \"traders\": "
                                "[{\"at\": [0, 1], \"edge\": \"S\"}, \"keep\"]}"));
        RecordReplacement keep;
        QCOMPARE(QString::fromStdString(recordReplacementJson(keep)), QStringLiteral("\"keep\""));
        RecordTurn aside;
        aside.tile = "asteroid-4";
        aside.setAside = true;
        QCOMPARE(QString::fromStdString(recordTurnJson(aside)),
                 QStringLiteral("{\"tile\": \"asteroid-4\", \"set_aside\": true}"));
    }

    void badEntriesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown tile") << "{\"tile\": \"nope\", \"at\": [1, 0]}" << "the tile set has no tile 'nope'";
        QTest::newRow("unknown key") << "{\"at\": [1, 0], \"x\": 1}" << "unknown key 'x'";
        QTest::newRow("no at") << "{\"rotation\": 90}" << "the key 'at' is missing";
        QTest::newRow("rotation 45") << "{\"at\": [1, 0], \"rotation\": 45}" << "'rotation' is 45";
        QTest::newRow("die 7") << "{\"at\": [1, 0], \"dice\": [7]}" << "'dice' is 7";
        QTest::newRow("not a mapping") << "[1, 2]" << "a turn must be a mapping";
        QTest::newRow("two lines") << "{\"at\": [1, 0]}\n," << "one line";
        QTest::newRow("leading comma") << ",{\"at\": [1, 0]}" << "one line";
        QTest::newRow("syntax") << "{\"at\": [1, 0" << "YAML syntax error";
        QTest::newRow("empty") << "" << "one line";
        // An entry goes through the same guard as a record file (docs/record-format.md, "The file").
        QTest::newRow("alias") << "{\"at\": &p [1, 0], \"meeple\": *p}" << "YAML aliases (*name) are not supported";
        QTest::newRow("control character") << QStringLiteral("{\"tile\": \"a\u0001b\", \"at\": [1, 0]}")
                                           << "the text holds the control character U+0001";
        QTest::newRow("too deep") << QString(40, QLatin1Char('[')) + QString(40, QLatin1Char(']'))
                                  << "nested too deep (more than 32 levels)";
        QTest::newRow("hex integer") << "{\"at\": [0x10, 0]}" << "'at' must be an integer";
        QTest::newRow("duplicate key") << "{\"at\": [1, 0], \"at\": [2, 0]}" << "the key 'at' appears twice";
        QTest::newRow("coordinate too far") << "{\"at\": [1000001, 0]}" << "'at' is 1000001; allowed: -1000000 to 1000000";
    }
    void badEntriesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        std::vector<RecordError> errors;
        QVERIFY(!parseRecordTurn(text.toStdString(), *builtinTileset("standard"), errors));
        QVERIFY(!errors.empty());
        QVERIFY2(QString::fromStdString(errors.front().message()).contains(message), errors.front().message().c_str());
    }

    // Bytes that are not UTF-8, and a re-placement, meet the same guard as a turn entry.
    void entriesAreGuarded()
    {
        std::vector<RecordError> errors;
        QVERIFY(!parseRecordTurn("{\"tile\": \"\xff\", \"at\": [1, 0]}", *builtinTileset("standard"), errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].message(), std::string("the text is not UTF-8"));
        QCOMPARE(errors[0].pos.column, 11);
        errors.clear();
        QVERIFY(!parseRecordReplacement("{\"at\": &p [2, -1], \"edge\": *p}", errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].message(), std::string("YAML aliases (*name) are not supported"));
        errors.clear();
        QVERIFY(!parseRecordReplacement("{\"at\": [2, -1], \"edge\": \"W\", \"edge\": \"E\"}", errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].message(), std::string("the key 'edge' appears twice"));
    }

    void replacements()
    {
        std::vector<RecordError> errors;
        const auto keep = parseRecordReplacement("\"keep\"", errors);
        QVERIFY(keep && !keep->place);
        const auto on = parseRecordReplacement("{\"at\": [2, -1], \"edge\": \"W\"}", errors);
        QVERIFY(on && on->place);
        QCOMPARE(on->at, (Pos{2, -1}));
        QCOMPARE(on->edge, static_cast<int>(West));
        QVERIFY(errors.empty());
        QVERIFY(!parseRecordReplacement("{\"at\": [2, -1], \"edge\": \"Q\"}", errors));
        QVERIFY(!parseRecordReplacement("\"stay\"", errors));
        QCOMPARE(errors.size(), std::size_t(2));
        QVERIFY(QString::fromStdString(errors[0].message()).contains(QLatin1String("'edge' is Q")));
    }

    void remoteSeats()
    {
        GameRecord rec;
        rec.tilesetRef = "standard";
        rec.tileset = builtinTileset("standard");
        rec.players = {Color::Red, Color::Black, Color::Green};
        rec.seats = {kRemoteSeat, static_cast<int>(AiLevel::Easy), kPersonSeat};
        const std::string text = writeRecord(rec);
        QVERIFY2(text.find("seats: [remote, easy, person]") != std::string::npos, text.c_str());
        std::vector<RecordError> errors;
        const auto back = parseRecord(text, "", "", errors);
        QVERIFY(back);
        QCOMPARE(back->seats, rec.seats);
        QCOMPARE(parseSeat("remote"), std::optional<int>(kRemoteSeat));
        QCOMPARE(parseSeat("robot"), std::optional<int>());
        QCOMPARE(QString::fromLatin1(seatName(static_cast<int>(AiLevel::Hard))), QStringLiteral("hard"));
    }

    void withoutSeed()
    {
        const auto rec = load("rulebook-asteroid-battle.yaml");
        QVERIFY(rec);
        const std::string text = writeRecord(*rec, false);
        QVERIFY(text.find("seed") == std::string::npos);
        QVERIFY(writeRecord(*rec).find("seed: ") != std::string::npos);
    }

    // A record whose every entry names its tile and dice replays, with another seed, to the same
    // game: the scores, the final scores and the meeples left.
    void replaysWithoutTheSeed_data()
    {
        QTest::addColumn<int>("variants");
        QTest::addColumn<bool>("teams");
        QTest::addColumn<int>("players");
        QTest::newRow("plain, 2") << 0 << false << 2;
        QTest::newRow("plain, 5") << 0 << false << 5;
        QTest::newRow("teams") << 0 << true << 4;
        for (int v = 0; v < kVariants; ++v)
            QTest::newRow(variantName(static_cast<Variant>(v))) << (1 << v) << false << 3;
        QTest::newRow("all, teams") << (1 << kVariants) - 1 << true << 4;
    }
    void replaysWithoutTheSeed()
    {
        QFETCH(int, variants);
        QFETCH(bool, teams);
        QFETCH(int, players);
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        rules.teams = teams;
        std::vector<Color> colors = teams ? std::vector<Color>{Color::Red, Color::Black, Color::Green, Color::White}
                                          : std::vector<Color>{Color::Red, Color::Black, Color::Green, Color::White,
                                                               Color::Orange};
        colors.resize(static_cast<std::size_t>(players));
        int battles = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const PlayedGame played = playRandomGame(rules, colors, seed);
            for (const RecordTurn& t : played.record.turns) battles += t.dice.empty() ? 0 : 1;
            // Another seed: another pile order and other dice from the seeded stream.
            GameRecord other = played.record;
            other.seed = seed + 1000;
            Game g = newGame(other);
            const bool intel = rules.has(Variant::IntelAndRumours);
            if (intel) {
                Game start = newGame(played.record);
                QVERIFY(g.setRow(rowOf(start)));
            }
            for (std::size_t i = 0; i < other.turns.size(); ++i) {
                RecordError err;
                QVERIFY2(applyTurn(g, other.turns[i], nullptr, nullptr, &err), err.message().c_str());
                if (intel) QVERIFY(g.setRow(played.rows[i]));
            }
            QVERIFY(g.isOver());
            QCOMPARE(scoresOf(g), scoresOf(played.game));
            QCOMPARE(g.finalScores(), played.game.finalScores());
            QCOMPARE(g.setAside().size(), played.game.setAside().size());
            for (int p = 0; p < g.playerCount(); ++p)
                QCOMPARE(g.reserve(p, MeepleSize::Small), played.game.reserve(p, MeepleSize::Small));
        }
        QVERIFY2(battles > 0, "no battle in six games: the dice were not tested");
    }

    // A record cut after some turns and written out in full (explicitRecord: Play from here)
    // replays, with another seed, to the same position as the record's own cut: the board, the
    // scores, the meeples, the tiles set aside and the tiles still to come. The record played
    // names neither its tiles nor its dice, and sets no tile aside itself (drawing does). Read as
    // an older save (PileOrder::Swapped, which changes nothing when no tile is named), it is
    // written out in the documented order; an Intel and Rumours one keeps its order.
    void explicitRecordReplaysUnderAnySeed_data()
    {
        QTest::addColumn<int>("variants");
        QTest::addColumn<bool>("teams");
        QTest::newRow("plain") << 0 << false;
        QTest::newRow("teams") << 0 << true;
        for (int v = 0; v < kVariants; ++v)
            if (static_cast<Variant>(v) != Variant::IntelAndRumours)
                QTest::newRow(variantName(static_cast<Variant>(v))) << (1 << v) << false;
        QTest::newRow("all but intel, teams") << (((1 << kVariants) - 1) & ~(1 << static_cast<int>(Variant::IntelAndRumours))) << true;
    }
    void explicitRecordReplaysUnderAnySeed()
    {
        QFETCH(int, variants);
        QFETCH(bool, teams);
        Rules rules;
        rules.variants = static_cast<std::uint8_t>(variants);
        rules.teams = teams;
        const std::vector<Color> colors{Color::Red, Color::Black, Color::Green, Color::White};
        int battles = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const PlayedGame played = playRandomGame(rules, colors, seed);
            // The record as a plain one: no tile named, no die, no set-aside entry.
            GameRecord plain = played.record;
            plain.pileOrder = PileOrder::Swapped;
            plain.turns.clear();
            for (RecordTurn t : played.record.turns) {
                if (t.setAside) continue;
                battles += t.dice.empty() ? 0 : 1;
                t.tile.clear();
                t.dice.clear();
                plain.turns.push_back(t);
            }
            QVERIFY(!replay(plain).error);
            const int turns = static_cast<int>(plain.turns.size());
            for (int cut : {0, 1, turns / 3, turns / 2, turns - 1, turns}) {
                GameRecord own = plain;
                own.turns.resize(static_cast<std::size_t>(cut));
                const Game expected = replay(own).game;
                auto full = explicitRecord(plain, cut);
                QVERIFY(full);
                QCOMPARE(full->pileOrder, PileOrder::Ordered);
                for (const RecordTurn& t : full->turns) QVERIFY(!t.tile.empty());
                full->seed = seed * 7919 + 13;
                const ReplayResult r = replay(*full);
                QVERIFY2(!r.error, r.error ? r.error->message().c_str() : "");
                QCOMPARE(r.game.placedTiles().size(), expected.placedTiles().size());
                for (std::size_t i = 0; i < expected.placedTiles().size(); ++i) {
                    QCOMPARE(r.game.placedTiles()[i].at, expected.placedTiles()[i].at);
                    QCOMPARE(r.game.placedTiles()[i].face, expected.placedTiles()[i].face);
                    QCOMPARE(r.game.placedTiles()[i].rotation, expected.placedTiles()[i].rotation);
                }
                QCOMPARE(scoresOf(r.game), scoresOf(expected));
                QCOMPARE(r.game.setAside(), expected.setAside());
                QCOMPARE(r.game.meeplesOnBoard().size(), expected.meeplesOnBoard().size());
                for (int f = 0; f < static_cast<int>(expected.tileset().faces.size()); ++f)
                    QCOMPARE(r.game.remaining(f), expected.remaining(f));
                QCOMPARE(r.game.isOver(), expected.isOver());
            }
        }
        QVERIFY2(battles > 0, "no battle: the dice were not tested");
        // A tile set aside while drawing (the tiny set's crossing) becomes an entry of its own.
        const auto tiny = load("set-aside-inline-tileset.yaml");
        QVERIFY(tiny);
        auto full = explicitRecord(*tiny, 2);
        QVERIFY(full);
        QCOMPARE(full->turns.size(), std::size_t(3));
        QVERIFY(full->turns[0].setAside || full->turns[1].setAside);
        full->seed = 4242;
        const ReplayResult r = replay(*full);
        QVERIFY(!r.error);
        QCOMPARE(r.game.setAside(), replay(*tiny).game.setAside());
        QCOMPARE(r.game.finalScores(), replay(*tiny).game.finalScores());
        // Intel and Rumours keeps the seed, and the pile order its row refills in.
        std::vector<RecordError> errors;
        const auto older = loadRecord(SWC_TEST_DATA_DIR "/older-saves/swapped-pile.yaml", errors);
        QVERIFY(older);
        QCOMPARE(older->pileOrder, PileOrder::Swapped);
        full = explicitRecord(*older, 4);
        QVERIFY(full);
        QCOMPARE(full->pileOrder, PileOrder::Swapped);
        QCOMPARE(replay(*full).game.finalScores(), replay(*older).game.finalScores());
        // A record with an illegal turn: no record, and the turn named.
        const auto bad = load("illegal-no-neighbour.yaml");
        QVERIFY(bad);
        RecordError err;
        QVERIFY(!explicitRecord(*bad, static_cast<int>(bad->turns.size()), &err));
        QCOMPARE(err.turn, replay(*bad).turnsPlayed + 1);
        QCOMPARE(err.code, RecordErrorCode::IllegalMove);
    }

    // applyTurn is its three steps; a game played step by step stops at the re-placements.
    void stepsStopAtReplacements()
    {
        const auto rec = load("variant-galaxy-traders-replace.yaml");
        QVERIFY(rec);
        Game g = newGame(*rec);
        for (std::size_t i = 0; i + 1 < rec->turns.size(); ++i) QVERIFY(applyTurn(g, rec->turns[i], nullptr, nullptr, nullptr));
        const RecordTurn& last = rec->turns.back();
        RecordError err;
        QVERIFY(drawTurnTile(g, last, nullptr, &err));
        QVERIFY(playDrawnTile(g, last, nullptr, &err));
        QVERIFY(g.inReplacementStep());
        QCOMPARE(g.pendingCount(), 2);
        QVERIFY(applyReplacement(g, last.replacements[0], &err));
        QVERIFY(g.inReplacementStep());
        QVERIFY(applyReplacement(g, last.replacements[1], &err));
        QVERIFY(!g.inReplacementStep());
        QVERIFY(!applyReplacement(g, last.replacements[1], &err));
        QCOMPARE(err.move.code, MoveErrorCode::WrongStep);
        const ReplayResult whole = replay(*rec);
        QCOMPARE(scoresOf(g), scoresOf(whole.game));
        QCOMPARE(g.meeplesOnBoard().size(), whole.game.meeplesOnBoard().size());
    }

    void setRow()
    {
        Rules rules;
        rules.set(Variant::IntelAndRumours);
        Game truth(builtinTileset("standard"), {Color::Red, Color::Black}, rules, 5);
        Game copy(builtinTileset("standard"), {Color::Red, Color::Black}, rules, 99);
        const std::vector<int> row = rowOf(truth);
        QCOMPARE(row.size(), std::size_t(3));
        QVERIFY(copy.setRow(row));
        QCOMPARE(rowOf(copy), row);
        QCOMPARE(copy.pileSize(), truth.pileSize());
        for (int f = 0; f < static_cast<int>(copy.tileset().faces.size()); ++f) QCOMPARE(copy.remaining(f), truth.remaining(f));
        // More copies of a face than the game holds: refused, nothing changes.
        const int start = copy.tileset().startFace();
        QVERIFY(!copy.setRow({start, start, start}));
        QVERIFY(!copy.setRow({-1}));
        QVERIFY(!copy.setRow({row[0], row[1], row[2], row[0]}));
        QCOMPARE(rowOf(copy), row);
        Game plain(builtinTileset("standard"), {Color::Red, Color::Black}, Rules{}, 5);
        QVERIFY(!plain.setRow({row[0]}));
    }
};

QTEST_GUILESS_MAIN(TestRecordSteps)
#include "tst_recordsteps.moc"
