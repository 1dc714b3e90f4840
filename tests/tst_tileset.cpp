// Tile sets: the standard set against docs/rules.md section 2.3, the YAML reader and writer,
// the semantic checks and the error positions. Every expected value here is derived by hand
// from docs/rules.md or from the test files (line and column counted in the file), never
// copied from output.
#include "builtin_tilesets.h"
#include "record.h"
#include "testpaths.h"
#include "tileset.h"

#include <QtTest>

#include <algorithm>
#include <climits>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace swc;

Q_DECLARE_METATYPE(swc::TilesetErrorCode)

namespace {

const QString kBadDir = QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/bad/");

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string standardPath() { return SWC_SOURCE_DIR "/resources/tilesets/standard.yaml"; }

std::string builtinText(std::string_view name)
{
    for (const BuiltinTileset& b : builtinTilesets())
        if (b.name == name)
            return std::string(b.yaml);
    return {};
}

QString describeAll(const std::vector<TilesetError>& errors)
{
    QStringList lines;
    for (const TilesetError& e : errors)
        lines << QString::fromStdString(e.describe());
    return lines.join(QLatin1Char('\n'));
}

// Parses and fails the test (with every message) when the text has errors.
std::optional<Tileset> parseOk(const std::string& yaml, const char* label)
{
    std::vector<TilesetError> errors;
    auto set = parseTileset(yaml, label, errors);
    if (!errors.empty())
        qWarning("%s", qPrintable(describeAll(errors)));
    return errors.empty() ? set : std::nullopt;
}

// "ARSR" -> edges N, E, S, W.
std::array<Edge, kSides> edgesOf(const QString& s)
{
    std::array<Edge, kSides> e{};
    for (int i = 0; i < kSides && i < s.size(); ++i)
        e[i] = s[i] == QLatin1Char('A') ? Edge::Asteroid : s[i] == QLatin1Char('R') ? Edge::Route : Edge::Space;
    return e;
}

// "EW N" -> the side masks {E|W, N}, sorted.
std::vector<int> masksOf(const QString& s)
{
    std::vector<int> masks;
    for (const QString& word : s.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        int m = 0;
        for (QChar c : word)
            m |= 1 << *parseSide(QString(c).toStdString());
        masks.push_back(m);
    }
    std::sort(masks.begin(), masks.end());
    return masks;
}

std::vector<int> masksOf(const std::vector<Segment>& segments)
{
    std::vector<int> masks;
    for (const Segment& s : segments)
        masks.push_back(s.sides);
    std::sort(masks.begin(), masks.end());
    return masks;
}

// A valid set of one face, the start tile (all space).
Tileset startOnly(const char* name)
{
    Tileset set;
    set.name = name;
    TileFace start;
    start.id = "start";
    start.start = true;
    set.faces.push_back(start);
    return set;
}

}  // namespace

class TestTileset : public QObject
{
    Q_OBJECT

private slots:
    void names();
    void builtinIsTheSourceFile();
    void standardSet_data();
    void standardSet();
    void standardLayouts_data();
    void standardLayouts();
    void roundTrip_data();
    void roundTrip();
    void roundTripAwkwardStrings();
    void textsWrittenForEveryReader();
    void looseValues_data();
    void looseValues();
    void canonicalText();
    void facePositions();
    void badFile_data();
    void badFile();
    void tooManySymbols();
    void fileNotReadable();
    void severalErrors();
    void emptyValues();
    void validateInMemory();
    void neverThrows();
    void limits_data();
    void limits();
    void limitsInMemory();
    void strictIntegers_data();
    void strictIntegers();
    void errorsCapped();
    void longValuesShortened();
    void rulesDefaults();
    void rulesRead();
    void rulesRoundTrip();
    void rulesInMemory();
    void artFromFileAndEmbedded();
    void artRoundTrip();
    void artFileRefused_data();
    void artFileRefused();
    void artTooLarge();
};

void TestTileset::names()
{
    for (Edge e : {Edge::Space, Edge::Route, Edge::Asteroid})
        QCOMPARE(parseEdge(edgeName(e)), std::optional<Edge>(e));
    for (int s = 0; s < kSides; ++s)
        QCOMPARE(parseSide(sideName(s)), std::optional<int>(s));
    for (Faction f : {Faction::Rebel, Faction::Empire, Faction::Bounty})
        QCOMPARE(parseFaction(factionName(f)), std::optional<Faction>(f));
    for (FeatureKind k : {FeatureKind::Route, FeatureKind::Asteroid, FeatureKind::Planet})
        QCOMPARE(parseFeatureKind(featureKindName(k)), std::optional<FeatureKind>(k));
    QCOMPARE(std::string(edgeName(Edge::Asteroid)), std::string("asteroid"));
    QCOMPARE(std::string(sideName(West)), std::string("W"));
    QCOMPARE(std::string(factionName(Faction::Bounty)), std::string("bounty"));
    QCOMPARE(std::string(featureKindName(FeatureKind::Planet)), std::string("planet"));
    QVERIFY(!parseEdge("Route"));
    QVERIFY(!parseSide("n"));
    QVERIFY(!parseFaction("jedi"));
    QVERIFY(!parseFeatureKind(""));
}

void TestTileset::builtinIsTheSourceFile()
{
    const std::string file = readFile(standardPath());
    QVERIFY(!file.empty());
    QCOMPARE(builtinText("standard"), file);
}

void TestTileset::standardSet_data()
{
    QTest::addColumn<bool>("embedded");
    QTest::newRow("embedded") << true;
    QTest::newRow("file") << false;
}

void TestTileset::standardSet()
{
    QFETCH(bool, embedded);
    std::vector<TilesetError> errors;
    std::optional<Tileset> set = embedded ? parseTileset(builtinText("standard"), "standard", errors)
                                          : loadTileset(standardPath(), errors);
    QVERIFY2(errors.empty(), qPrintable(describeAll(errors)));
    QVERIFY(set);
    QCOMPARE(set->name, std::string("Standard"));
    QVERIFY(validateTileset(*set).empty());

    // docs/rules.md 2.3, "Totals".
    QCOMPARE(set->totalTiles(), 76);
    int tiles = 0, planets = 0;
    std::array<int, kFactions> byFaction{};
    int onPlanets = 0, onAsteroids = 0, onRoutes = 0;
    for (const TileFace& f : set->faces) {
        tiles += f.count;
        if (f.planet)
            planets += f.count;
        auto add = [&](const SymbolCounts& s, int& kindTotal) {
            for (int i = 0; i < kFactions; ++i) {
                byFaction[i] += f.count * s[i];
                kindTotal += f.count * s[i];
            }
        };
        add(f.planetSymbols, onPlanets);
        for (const Segment& s : f.asteroids)
            add(s.symbols, onAsteroids);
        for (const Segment& s : f.routes)
            add(s.symbols, onRoutes);
    }
    QCOMPARE(tiles, 76);
    QCOMPARE(planets, 9);
    QCOMPARE(onPlanets, 9);
    QCOMPARE(onAsteroids, 10);
    QCOMPARE(onRoutes, 8);
    QCOMPARE(byFaction[int(Faction::Rebel)], 9);
    QCOMPARE(byFaction[int(Faction::Empire)], 9);
    QCOMPARE(byFaction[int(Faction::Bounty)], 9);

    // The start tile.
    QCOMPARE(set->startFace(), set->findFace("start"));
    QVERIFY(set->startFace() >= 0);
    QCOMPARE(set->faces[set->startFace()].count, 1);
    QCOMPARE(set->findFace("no-such-face"), -1);

    // Ids: a face with a symbol ends in its faction, a face without one does not.
    for (const TileFace& f : set->faces) {
        SymbolCounts all = f.planetSymbols;
        for (const auto* list : {&f.routes, &f.asteroids})
            for (const Segment& s : *list)
                for (int i = 0; i < kFactions; ++i)
                    all[i] = static_cast<std::uint8_t>(all[i] + s.symbols[i]);
        QVERIFY2(symbolTotal(all) <= 1, f.id.c_str());
        for (int i = 0; i < kFactions; ++i) {
            const std::string suffix = std::string("-") + factionName(static_cast<Faction>(i));
            const bool endsWith = f.id.size() > suffix.size() &&
                                  f.id.compare(f.id.size() - suffix.size(), suffix.size(), suffix) == 0;
            QVERIFY2(endsWith == (all[i] == 1), f.id.c_str());
        }
        if (f.planet)  // every planet carries a symbol
            QVERIFY2(symbolTotal(f.planetSymbols) == 1, f.id.c_str());
    }
}

// One row per line of the table of docs/rules.md 2.3: base id, count, edges N E S W, route and
// asteroid segments, planet, and the symbols of the copies as "kind:faction", one per copy.
void TestTileset::standardLayouts_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("edges");
    QTest::addColumn<QString>("routes");
    QTest::addColumn<QString>("asteroids");
    QTest::addColumn<bool>("planet");
    QTest::addColumn<QString>("symbols");

    auto row = [](const char* base, int count, const char* edges, const char* routes, const char* asteroids,
                  bool planet, const char* symbols) {
        QTest::newRow(base) << QString::fromLatin1(base) << count << QString::fromLatin1(edges)
                            << QString::fromLatin1(routes) << QString::fromLatin1(asteroids) << planet
                            << QString::fromLatin1(symbols);
    };
    row("start", 1, "ARSR", "EW", "N", false, "");
    row("asteroid-route-straight", 3, "ARSR", "EW", "N", false, "");
    row("planet", 3, "SSSS", "", "", true, "planet:rebel planet:empire planet:bounty");
    row("planet-route", 2, "SSRS", "S", "", true, "planet:rebel planet:empire");
    row("planet-asteroid", 2, "ASSS", "", "N", true, "planet:empire planet:bounty");
    row("planet-route-asteroid", 2, "ASRS", "S", "N", true, "planet:rebel planet:bounty");
    row("asteroid-4", 1, "AAAA", "", "NESW", false, "asteroid:rebel");
    row("asteroid-1", 5, "ASSS", "", "N", false, "");
    row("asteroid-bridge", 3, "SASA", "", "EW", false, "asteroid:empire asteroid:bounty");
    row("asteroid-opposite", 3, "SASA", "", "E W", false, "");
    row("asteroid-adjacent", 2, "ASSA", "", "N W", false, "");
    row("asteroid-route-curve-left", 3, "ARRS", "ES", "N", false, "route:rebel");
    row("asteroid-route-curve-right", 3, "RASR", "NW", "E", false, "route:empire");
    row("asteroid-junction", 3, "ARRR", "E S W", "N", false, "");
    row("asteroid-corner", 5, "ASSA", "", "NW", false, "asteroid:rebel asteroid:empire");
    row("asteroid-corner-route", 5, "ARRA", "ES", "NW", false, "asteroid:bounty asteroid:rebel");
    row("asteroid-3", 4, "AASA", "", "NEW", false, "asteroid:empire");
    row("asteroid-3-route", 3, "AARA", "S", "NEW", false, "asteroid:bounty asteroid:rebel");
    row("route-straight", 9, "RSRS", "NS", "", false, "route:rebel route:empire route:bounty");
    row("route-curve", 9, "SSRR", "SW", "", false, "route:empire route:bounty route:bounty");
    row("route-junction", 4, "SRRR", "E S W", "", false, "");
    row("route-cross", 1, "RRRR", "N E S W", "", false, "");
}

void TestTileset::standardLayouts()
{
    QFETCH(QString, base);
    QFETCH(int, count);
    QFETCH(QString, edges);
    QFETCH(QString, routes);
    QFETCH(QString, asteroids);
    QFETCH(bool, planet);
    QFETCH(QString, symbols);

    auto set = parseOk(builtinText("standard"), "standard");
    QVERIFY(set);
    // The faces of this layout: the base id, or the base id and a faction.
    std::set<std::string> ids = {base.toStdString()};
    for (Faction f : {Faction::Rebel, Faction::Empire, Faction::Bounty})
        ids.insert(base.toStdString() + "-" + factionName(f));
    int copies = 0;
    QStringList gotSymbols;
    for (const TileFace& f : set->faces) {
        if (!ids.count(f.id))
            continue;
        copies += f.count;
        QVERIFY2(f.edges == edgesOf(edges), f.id.c_str());
        QVERIFY2(masksOf(f.routes) == masksOf(routes), f.id.c_str());
        QVERIFY2(masksOf(f.asteroids) == masksOf(asteroids), f.id.c_str());
        QCOMPARE(f.planet, planet);
        QCOMPARE(f.start, base == QLatin1String("start"));
        auto add = [&](const char* kind, const SymbolCounts& s) {
            for (int i = 0; i < kFactions; ++i)
                for (int n = 0; n < s[i] * f.count; ++n)
                    gotSymbols << QString::fromLatin1(kind) + QLatin1Char(':') +
                                      QString::fromLatin1(factionName(static_cast<Faction>(i)));
        };
        add("planet", f.planetSymbols);
        for (const Segment& s : f.routes)
            add("route", s.symbols);
        for (const Segment& s : f.asteroids)
            add("asteroid", s.symbols);
    }
    QCOMPARE(copies, count);
    QStringList expected = symbols.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    expected.sort();
    gotSymbols.sort();
    QCOMPARE(gotSymbols, expected);
}

void TestTileset::roundTrip_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("standard") << QByteArray::fromStdString(builtinText("standard"));
    QTest::newRow("small-plain") << QByteArray(R"(format: 1
name: Small
tiles:
  - id: start
    start: true
    edges: [route, route, route, route]
    routes: [[N], [E, W], [S]]
  - id: planet
    count: 3
    edges: [space, space, space, space]
    planet: {}
)");
    QTest::newRow("small-symbols") << QByteArray(R"(format: 1
name: "Odd: names # and 'quotes'"
tiles:
  - id: "yes"
    count: 85
    start: false
    edges: [asteroid, asteroid, route, route]
    routes:
      - edges: [S, W]
        symbols: [bounty, rebel, bounty]
    asteroids:
      - edges: [E, N]
        symbols: []
  - id: start
    start: true
    edges: [asteroid, space, asteroid, space]
    asteroids: [[N], {edges: [S], symbols: [empire, empire]}]
    planet:
      symbols: [rebel, empire, bounty]
  - id: most-copies
    count: 999
    edges: [space, space, space, space]
)");
}

void TestTileset::roundTrip()
{
    QFETCH(QByteArray, yaml);
    auto set = parseOk(yaml.toStdString(), "input");
    QVERIFY(set);
    const std::string text = writeTileset(*set);
    auto again = parseOk(text, "written");
    QVERIFY2(again, text.c_str());
    QVERIFY2(*again == *set, text.c_str());
    QCOMPARE(writeTileset(*again), text);  // the canonical form is a fixed point
}

// A name or an id that a YAML 1.1 reader (PyYAML) reads as a boolean or a number is written in
// double quotes, in a tile set and in a record's inline set (issue 40, item 5).
void TestTileset::textsWrittenForEveryReader()
{
    Tileset set;
    set.name = "off";
    for (const char* id : {"yes", "1e3", "0x1F", "route"}) {
        TileFace f;
        f.id = id;
        set.faces.push_back(f);
    }
    const std::string expected = "name: \"off\"\ntiles:\n  - id: \"yes\"\n    count: 1\n    edges: [space, space, space, space]\n"
                                 "  - id: \"1e3\"\n    count: 1\n    edges: [space, space, space, space]\n"
                                 "  - id: \"0x1F\"\n    count: 1\n    edges: [space, space, space, space]\n"
                                 "  - id: route\n";
    const std::string text = writeTileset(set);
    QVERIFY2(text.find(expected) != std::string::npos, text.c_str());
    GameRecord rec;
    rec.tileset = std::make_shared<const Tileset>(set);
    rec.players = {Color::Red, Color::Black};
    const std::string record = writeRecord(rec);
    QVERIFY2(record.find("  name: \"off\"\n  tiles:\n    - id: \"yes\"\n") != std::string::npos, record.c_str());
}

void TestTileset::roundTripAwkwardStrings()
{
    Tileset set;
    set.name = "null";
    for (const char* id : {"start", "123", "~", "true", "", "a: b # c", "- x", "[y]", "\xc3\x89toile", "two\nlines",
                           " padded ", "quote\"s", "back\\slash", "&anchor", "*alias", "'single'"}) {
        TileFace f;
        f.id = id;
        f.start = f.id == "start";
        set.faces.push_back(f);
    }
    const std::string text = writeTileset(set);
    std::vector<TilesetError> errors;
    auto again = parseTileset(text, "written", errors);
    // The empty id is reported (EmptyId, tile 5) and so is the id with a line break (a control
    // character, tile 10), but everything else reads back.
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(errors[0].code, TilesetErrorCode::EmptyId);
    QCOMPARE(errors[0].face, 4);
    QCOMPARE(errors[1].code, TilesetErrorCode::BadText);
    QCOMPARE(errors[1].face, 9);
    QCOMPARE(errors[1].args, (std::vector<std::string>{"id", "control"}));
    QVERIFY(!again);

    set.faces.erase(set.faces.begin() + 9);
    set.faces.erase(set.faces.begin() + 4);
    const std::string text2 = writeTileset(set);
    again = parseOk(text2, "written");
    QVERIFY2(again, text2.c_str());
    QVERIFY2(*again == set, text2.c_str());
}

void TestTileset::canonicalText()
{
    auto set = parseOk(readFile(SWC_TEST_DATA_DIR "/tilesets/canonical_input.yaml"), "canonical_input.yaml");
    QVERIFY(set);
    QCOMPARE(writeTileset(*set), readFile(SWC_TEST_DATA_DIR "/tilesets/canonical_expected.yaml"));
}

void TestTileset::facePositions()
{
    // Line 20 of standard.yaml is "  - id: start": the face's mapping starts at its first key.
    auto set = parseOk(builtinText("standard"), "standard");
    QVERIFY(set);
    QCOMPARE(set->faces[0].pos, (SourcePos{20, 5}));
    QCOMPARE(set->faces[1].pos, (SourcePos{27, 5}));
}

void TestTileset::badFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<TilesetErrorCode>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    using C = TilesetErrorCode;
    auto row = [](const char* file, C code, int line, int column, const char* message) {
        QTest::newRow(file) << QString::fromLatin1(file) << code << line << column << QString::fromUtf8(message);
    };
    // `edges: [asteroid, route, space, route}`: the `}` that closes a `[`.
    row("yaml_syntax.yaml", C::YamlSyntax, 6, 42, "YAML syntax error: illegal flow end");
    row("not_a_mapping_document.yaml", C::NotAMapping, 1, 1, "the document must be a mapping (key: value lines)");
    row("not_a_mapping_tile.yaml", C::NotAMapping, 7, 5, "tile 2 must be a mapping (key: value lines)");
    row("unknown_key.yaml", C::UnknownKey, 7, 5,
        "unknown key 'colour' (allowed here: id, count, start, edges, routes, asteroids, planet, art)");
    // The tile that lacks the key: its mapping starts at `id`.
    row("missing_key.yaml", C::MissingKey, 7, 5, "the key 'edges' is missing");
    row("wrong_type.yaml", C::WrongType, 8, 12, "'count' must be an integer");
    row("unsupported_format.yaml", C::UnsupportedFormat, 1, 9, "unsupported format 2 (this program reads format 1)");
    row("empty_name.yaml", C::EmptyName, 2, 7, "the tile set's name is empty");
    row("no_faces.yaml", C::NoFaces, 3, 8, "the tile set has no tiles");
    row("empty_id.yaml", C::EmptyId, 7, 9, "tile 2 has an empty id");
    row("duplicate_id.yaml", C::DuplicateId, 10, 9, "the id 'planet-rebel' is used twice (first on line 7)");
    row("bad_count.yaml", C::BadCount, 8, 12, "empty-space: count 0 is out of range (1 to 999)");
    row("wrong_edge_count.yaml", C::WrongEdgeCount, 8, 12,
        "triangle: edges must list 4 edge types (N, E, S, W), not 3");
    row("bad_edge_type.yaml", C::BadEdgeType, 6, 20, "start: unknown edge type 'road' (space, route or asteroid)");
    row("bad_side.yaml", C::BadSide, 7, 18, "start: unknown side 'West' (N, E, S or W)");
    row("bad_faction.yaml", C::BadFaction, 8, 24, "start: unknown faction 'jedi' (rebel, empire or bounty)");
    // The segment `edges: []` is a mapping that starts at its key.
    row("empty_segment.yaml", C::EmptySegment, 9, 9, "start: an asteroid segment joins no edge");
    row("segment_on_wrong_edge.yaml", C::SegmentOnWrongEdge, 7, 21,
        "start: edge N is not a route but a route segment covers it");
    // The second segment's W.
    row("side_in_two_segments.yaml", C::SideInTwoSegments, 7, 26, "start: edge W is covered by two asteroid segments");
    // The edge type `route` at E in `edges`.
    row("side_in_no_segment.yaml", C::SideInNoSegment, 8, 23,
        "asteroid-1: edge E is a route but no route segment covers it");
    // The value of `tiles`: a block list starts at its first `-`.
    row("no_start_face.yaml", C::NoStartFace, 4, 3, "no tile is the start tile (exactly one needs 'start: true')");
    row("second_start_face.yaml", C::SecondStartFace, 8, 12,
        "other-start: a second start tile (the start tile is already 'start')");
    row("start_count_not_one.yaml", C::StartCountNotOne, 6, 12, "start: the start tile must have count 1, not 2");
    row("duplicate_key.yaml", C::DuplicateKey, 8, 5, "the key 'count' appears twice");
    // The rules: section (line 7 `rules:`, its entries indented by 2).
    row("rules_unknown_key.yaml", C::UnknownKey, 9, 3,
        "unknown key 'pionts' (allowed here: variants, route-tile, route-symbol, asteroid-tile, asteroid-symbol, "
        "planet, planet-symbol, dice-small-meeple, dice-large-meeple, dice-symbol, dice-max, battle-tie, "
        "battle-loss-per-die, end-route-tile, end-asteroid-tile, end-planet-tile, end-symbol, endgame-meeple, "
        "endgame-symbol)");
    row("rules_wrong_type.yaml", C::WrongType, 8, 11, "'planet' must be an integer");
    row("rules_negative.yaml", C::RuleOutOfRange, 9, 15, "rules: battle-tie must be a whole number from 0 to 100, not -1");
    row("rules_absurd.yaml", C::RuleOutOfRange, 8, 18,
        "rules: asteroid-tile must be a whole number from 0 to 100, not 99999999999999999999");
    row("rules_no_dice.yaml", C::RuleOutOfRange, 8, 13, "rules: dice-max must be a whole number from 1 to 10, not 0");
    row("rules_unknown_variant.yaml", C::UnknownVariant, 8, 23,
        "unknown house rule 'jedi-council' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)");
    row("rules_not_a_mapping.yaml", C::WrongType, 7, 8, "'rules' must be a mapping");
    // A house rule named twice (issue 21: it was accepted): the second one.
    row("rules_duplicate_variant.yaml", C::DuplicateVariant, 8, 39, "rules: the house rule 'endgame' is listed twice");
}

void TestTileset::badFile()
{
    QFETCH(QString, file);
    QFETCH(TilesetErrorCode, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    const std::string path = (kBadDir + file).toStdString();
    std::vector<TilesetError> errors;
    QVERIFY(!loadTileset(path, errors));
    QVERIFY2(errors.size() == 1, qPrintable(describeAll(errors)));
    const TilesetError& e = errors[0];
    QCOMPARE(e.code, code);
    QCOMPARE(e.pos.line, line);
    QCOMPARE(e.pos.column, column);
    QCOMPARE(e.file, path);
    QCOMPARE(QString::fromStdString(e.message()), message);
    QCOMPARE(QString::fromStdString(e.describe()),
             QStringLiteral("%1:%2:%3: %4").arg(QString::fromStdString(path)).arg(line).arg(column).arg(message));
}

void TestTileset::tooManySymbols()
{
    std::string symbols = "rebel";
    for (int i = 1; i < 256; ++i)
        symbols += ", rebel";
    const std::string yaml = "format: 1\n"
                             "name: Crowded\n"
                             "tiles:\n"
                             "  - id: start\n"
                             "    start: true\n"
                             "    edges: [space, space, space, space]\n"
                             "    planet: {symbols: [" + symbols + "]}\n";
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(yaml, "crowded.yaml", errors));
    QVERIFY2(errors.size() == 1, qPrintable(describeAll(errors)));
    QCOMPARE(errors[0].code, TilesetErrorCode::TooManySymbols);
    QCOMPARE(errors[0].pos, (SourcePos{7, 23}));  // the `[` after `symbols: `
    QCOMPARE(errors[0].face, 0);
    QCOMPARE(errors[0].describe(),
             std::string("crowded.yaml:7:23: start: too many symbols of one faction on one feature (256; at most 255)"));
}

// A missing file says so (issue 21: it said "cannot read"), and so does a missing folder on the way.
void TestTileset::fileNotReadable()
{
    for (const char* name : {"does_not_exist.yaml", "no_such_folder/set.yaml"}) {
        const std::string path = (kBadDir + QString::fromLatin1(name)).toStdString();
        std::vector<TilesetError> errors;
        QVERIFY(!loadTileset(path, errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].code, TilesetErrorCode::FileNotFound);
        QCOMPARE(errors[0].pos, SourcePos{});
        QCOMPARE(errors[0].describe(), path + ": no such file '" + path + "'");
    }
    // A file that exists but is not a set's text: the reader's own message, not "no such file".
    std::vector<TilesetError> errors;
    QVERIFY(!loadTileset(kBadDir.toStdString(), errors));
    QCOMPARE(errors[0].code, TilesetErrorCode::NotRegularFile);
}

void TestTileset::severalErrors()
{
    std::vector<TilesetError> errors;
    QVERIFY(!loadTileset((kBadDir + QStringLiteral("several_errors.yaml")).toStdString(), errors));
    using C = TilesetErrorCode;
    struct Expected
    {
        C code;
        SourcePos pos;
        int face;
    };
    // In file order: start's N edge has no asteroid segment; asteroid-1's count; asteroid-1's N edge
    // has no asteroid segment; route-straight's planet is a word; the last face repeats `start`.
    const std::vector<Expected> expected = {
        {C::SideInNoSegment, {7, 13}, 0}, {C::BadCount, {10, 12}, 1},   {C::SideInNoSegment, {11, 13}, 1},
        {C::WrongType, {15, 13}, 2},      {C::DuplicateId, {16, 9}, 3},
    };
    QVERIFY2(errors.size() == expected.size(), qPrintable(describeAll(errors)));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(errors[i].code, expected[i].code);
        QCOMPARE(errors[i].pos, expected[i].pos);
        QCOMPARE(errors[i].face, expected[i].face);
    }
    QCOMPARE(errors[4].args, (std::vector<std::string>{"start", "5"}));
}

void TestTileset::emptyValues()
{
    std::vector<TilesetError> errors;
    // Nothing at all, or a null document.
    for (const char* text : {"", "# only a comment\n", "~\n"}) {
        errors.clear();
        QVERIFY(!parseTileset(text, "", errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].code, TilesetErrorCode::EmptyFile);  // not "must be a mapping"
        QCOMPARE(errors[0].pos, SourcePos{});
        QCOMPARE(errors[0].describe(), std::string("the file is empty"));
    }
    // An empty value is an empty string, list or mapping; an empty planet value is a planet.
    auto set = parseOk("format: 1\nname: Empty values\ntiles:\n"
                       "  - id: start\n    start: true\n    edges: [space, space, space, space]\n"
                       "    routes:\n    asteroids:\n    planet:\n",
                       "empty");
    QVERIFY(set);
    QVERIFY(set->faces[0].planet);
    QCOMPARE(set->faces[0].planetSymbols, SymbolCounts{});
    QVERIFY(set->faces[0].routes.empty());
    // An empty name (at its key, line 2 column 1) and an empty tile list (line 3 column 1).
    errors.clear();
    QVERIFY(!parseTileset("format: 1\nname:\ntiles:\n", "", errors));
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(errors[0].code, TilesetErrorCode::EmptyName);
    QCOMPARE(errors[0].pos, (SourcePos{2, 1}));
    QCOMPARE(errors[1].code, TilesetErrorCode::NoFaces);
    QCOMPARE(errors[1].pos, (SourcePos{3, 1}));
}

void TestTileset::validateInMemory()
{
    using C = TilesetErrorCode;
    Tileset base;
    base.name = "Memory";
    TileFace start;
    start.id = "start";
    start.start = true;
    start.pos = {4, 5};
    start.edges = {Edge::Asteroid, Edge::Route, Edge::Space, Edge::Route};
    start.routes = {Segment{(1 << East) | (1 << West), {}}};
    start.asteroids = {Segment{1 << North, {}}};
    TileFace planet;
    planet.id = "planet-rebel";
    planet.pos = {10, 5};
    planet.planet = true;
    planet.planetSymbols = {1, 0, 0};
    base.faces = {start, planet};
    QVERIFY(validateTileset(base).empty());

    auto expectOne = [](const Tileset& set, C code, int face, SourcePos pos, const std::string& message) {
        const auto errors = validateTileset(set);
        QVERIFY2(errors.size() == 1, qPrintable(describeAll(errors)));
        QCOMPARE(errors[0].code, code);
        QCOMPARE(errors[0].face, face);
        QCOMPARE(errors[0].pos, pos);
        QCOMPARE(errors[0].file, std::string());
        QCOMPARE(errors[0].message(), message);
    };

    Tileset s = base;
    s.faces[1].routes.push_back(Segment{1 << South, {}});
    expectOne(s, C::SegmentOnWrongEdge, 1, {10, 5}, "planet-rebel: edge S is not a route but a route segment covers it");
    s = base;
    s.faces[0].asteroids.clear();
    expectOne(s, C::SideInNoSegment, 0, {4, 5}, "start: edge N is an asteroid field but no asteroid segment covers it");
    s = base;
    s.faces[0].routes = {Segment{1 << East, {}}, Segment{(1 << East) | (1 << West), {}}};
    expectOne(s, C::SideInTwoSegments, 0, {4, 5}, "start: edge E is covered by two route segments");
    s = base;
    s.faces[0].routes.push_back(Segment{});
    expectOne(s, C::EmptySegment, 0, {4, 5}, "start: a route segment joins no edge");
    s = base;
    s.faces[1].id = "start";
    expectOne(s, C::DuplicateId, 1, {10, 5}, "the id 'start' is used twice (first on line 4)");
    s = base;
    s.faces[1].count = 1000;
    expectOne(s, C::BadCount, 1, {10, 5}, "planet-rebel: count 1000 is out of range (1 to 999)");
    s = base;
    s.faces[0].start = false;
    expectOne(s, C::NoStartFace, -1, {}, "no tile is the start tile (exactly one needs 'start: true')");
    s = base;
    s.faces[1].start = true;
    expectOne(s, C::SecondStartFace, 1, {10, 5}, "planet-rebel: a second start tile (the start tile is already 'start')");
    s = base;
    s.faces[0].count = 3;
    expectOne(s, C::StartCountNotOne, 0, {4, 5}, "start: the start tile must have count 1, not 3");
    s = base;
    s.faces[1].id.clear();
    expectOne(s, C::EmptyId, 1, {10, 5}, "tile 2 has an empty id");
    s = base;
    s.name.clear();
    expectOne(s, C::EmptyName, -1, {}, "the tile set's name is empty");
    s = base;
    s.format = 3;
    expectOne(s, C::UnsupportedFormat, -1, {}, "unsupported format 3 (this program reads format 1)");
    s = base;
    s.faces.clear();
    expectOne(s, C::NoFaces, -1, {}, "the tile set has no tiles");
    QCOMPARE(validateTileset(s)[0].describe(), std::string("the tile set has no tiles"));
}

// Whatever the text, the reader returns: either a set and no error, or errors and no set.
void TestTileset::neverThrows()
{
    const std::string standard = builtinText("standard");
    auto check = [](const std::string& text) {
        std::vector<TilesetError> errors;
        std::optional<Tileset> set;
        try {
            set = parseTileset(text, "fuzz", errors);
        } catch (...) {
            QFAIL("parseTileset threw");
        }
        QVERIFY(set.has_value() != !errors.empty());
        for (const TilesetError& e : errors)
            QVERIFY(!e.message().empty());
    };
    for (std::size_t n = 0; n < standard.size(); n += 11) {
        check(standard.substr(0, n));
        if (QTest::currentTestFailed())
            return;
    }
    std::mt19937 random(20240611);
    const std::string special = "[]{}:-,#&*!|>'\"%@`? \n\t0123456789~";
    for (int round = 0; round < 400; ++round) {
        std::string text = standard;
        for (int k = 0; k < 3; ++k) {
            const std::size_t at = random() % text.size();
            text[at] = (random() % 2) ? special[random() % special.size()] : static_cast<char>(random() % 256);
        }
        check(text);
        if (QTest::currentTestFailed())
            return;
    }
}

namespace {

// A set of `faces` faces: the start tile (count 1), then faces named f1, f2, ... with `count`
// copies each, all space around (so they fit anywhere). `extra` is added to the last face's lines.
std::string generatedSet(int faces, int count, const std::string& extra = {}, const std::string& name = "Generated")
{
    std::string text = "format: 1\nname: " + name + "\ntiles:\n  - id: start\n    start: true\n"
                       "    edges: [space, space, space, space]\n";
    for (int i = 1; i < faces; ++i)
        text += "  - id: f" + std::to_string(i) + "\n    count: " + std::to_string(count) +
                "\n    edges: [space, space, space, space]\n";
    return text + extra;
}

}  // namespace

// The documented limits (docs/tileset-format.md): at the limit a set reads, one past it the
// error names the count and the limit, at the value of `tiles` (line 4, column 3: its first '-')
// or at the value concerned.
void TestTileset::limits_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("code");  // -1: valid
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    using C = TilesetErrorCode;
    const auto row = [](const char* name, const std::string& yaml, int code, QStringList args, int line, int column) {
        QTest::newRow(name) << QByteArray::fromStdString(yaml) << code << args << line << column;
    };
    row("1000 faces", generatedSet(1000, 1), -1, {}, 0, 0);
    row("1001 faces", generatedSet(1001, 1), int(C::TooManyFaces), {QStringLiteral("1001"), QStringLiteral("1000")},
        4, 3);
    // 1 + 5 x 999 = 4996, and a face of 4 makes 5000; of 5, 5001.
    const std::string five = generatedSet(6, 999);
    row("5000 tiles", five + "  - id: last\n    count: 4\n    edges: [space, space, space, space]\n", -1, {}, 0, 0);
    row("5001 tiles", five + "  - id: last\n    count: 5\n    edges: [space, space, space, space]\n",
        int(C::TooManyTiles), {QStringLiteral("5001"), QStringLiteral("5000")}, 4, 3);
    // The issue's 1.1 KB set: 17 faces of 999 copies and the start tile, 16,984 tiles.
    row("16984 tiles", generatedSet(18, 999), int(C::TooManyTiles), {QStringLiteral("16984"), QStringLiteral("5000")},
        4, 3);
    // 85 copies of 3 rebel symbols: 255; 128 copies of 2: 256.
    const std::string symbolFace = "  - id: rebels\n    count: %1\n    edges: [space, space, space, space]\n"
                                   "    planet: {symbols: [%2]}\n";
    row("255 rebel symbols",
        generatedSet(1, 1, QString::fromStdString(symbolFace).arg(85).arg(QStringLiteral("rebel, rebel, rebel")).toStdString()),
        -1, {}, 0, 0);
    row("256 rebel symbols",
        generatedSet(1, 1, QString::fromStdString(symbolFace).arg(128).arg(QStringLiteral("rebel, rebel")).toStdString()),
        int(C::TooManySymbolsInSet), {QStringLiteral("rebel"), QStringLiteral("256"), QStringLiteral("255")}, 4, 3);
    // Ids: 64 characters (even of two bytes each) read; 65 do not (at the id, line 7 column 9).
    const std::string e64 = [] {
        std::string s;
        for (int i = 0; i < 64; ++i)
            s += "\xc3\x89";  // É
        return s;
    }();
    row("id of 64 characters", generatedSet(1, 1, "  - id: " + e64 + "\n    edges: [space, space, space, space]\n"), -1, {},
        0, 0);
    row("id of 65 characters",
        generatedSet(1, 1, "  - id: " + std::string(65, 'x') + "\n    edges: [space, space, space, space]\n"),
        int(C::TooLong),
        {QStringLiteral("id"), QString(40, QLatin1Char('x')) + QStringLiteral("..."), QStringLiteral("65"),
         QStringLiteral("64")},
        7, 9);
    row("name of 100 characters", generatedSet(1, 1, {}, std::string(100, 'n')), -1, {}, 0, 0);
    row("name of 101 characters", generatedSet(1, 1, {}, std::string(101, 'n')), int(C::TooLong),
        {QStringLiteral("name"), QString(40, QLatin1Char('n')) + QStringLiteral("..."), QStringLiteral("101"),
         QStringLiteral("100")},
        2, 7);
}

void TestTileset::limits()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, code);
    QFETCH(QStringList, args);
    QFETCH(int, line);
    QFETCH(int, column);
    std::vector<TilesetError> errors;
    const auto set = parseTileset(yaml.toStdString(), "limits.yaml", errors);
    if (code < 0) {
        QVERIFY2(set, qPrintable(describeAll(errors)));
        return;
    }
    QVERIFY(!set);
    QVERIFY2(errors.size() == 1, qPrintable(describeAll(errors)));
    QCOMPARE(int(errors[0].code), code);
    QStringList got;
    for (const std::string& a : errors[0].args)
        got << QString::fromStdString(a);
    QCOMPARE(got, args);
    QCOMPARE(errors[0].pos, (SourcePos{line, column}));
}

// The editor's sets are built in memory: the same limits apply.
void TestTileset::limitsInMemory()
{
    Tileset set = startOnly("Memory");
    for (int i = 0; i < 6; ++i) {
        TileFace f;
        f.id = "f" + std::to_string(i);
        f.count = 999;
        set.faces.push_back(f);
    }
    auto errors = validateTileset(set);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::TooManyTiles);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"5995", "5000"}));
    QCOMPARE(errors[0].message(), std::string("too many tiles (5995 with the copies; at most 5000)"));

    // Counts out of range do not add to the total (they are reported with their face), and the
    // total saturates instead of overflowing.
    set.faces.resize(2);
    set.faces[1].count = INT_MAX;
    errors = validateTileset(set);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::BadCount);
    set.faces.push_back(set.faces[1]);
    set.faces[2].id = "g";
    QCOMPARE(set.totalTiles(), INT_MAX);

    set.faces.resize(1);
    set.faces[0].id = std::string("a\x00b", 3);
    errors = validateTileset(set);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::BadText);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"id", "control"}));
    set.faces[0].id = "caf\xe9";
    errors = validateTileset(set);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"id", "utf8"}));
}

// What was read loosely (issue 40, item 8): a tag, quoted booleans, a side listed twice in a
// segment, characters that reorder or break the text around a name or an id. Each is refused at
// its place (the faces after the start tile begin on line 7).
void TestTileset::looseValues_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("code");  // -1: valid
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    using C = TilesetErrorCode;
    const auto face = [](const std::string& lines) {
        return QByteArray::fromStdString(generatedSet(1, 1, "  - id: x\n" + lines));
    };
    const std::string edges = "    edges: [space, space, space, space]\n";
    QTest::newRow("!!binary id") << QByteArray::fromStdString(generatedSet(1, 1, "  - id: !!binary eA==\n" + edges))
                                 << int(C::TagNotSupported) << QStringList{"!!binary"} << 7 << 9;
    QTest::newRow("!foo count") << face("    count: !foo 1\n" + edges) << int(C::TagNotSupported) << QStringList{"!foo"}
                                << 8 << 12;
    QTest::newRow("!!int count") << face("    count: !!int 2\n" + edges) << int(C::TagNotSupported)
                                 << QStringList{"!!int"} << 8 << 12;
    QTest::newRow("tag on an empty value") << face(edges + "    planet: !foo\n") << int(C::TagNotSupported)
                                           << QStringList{"!foo"} << 9 << 13;
    // After a byte-order mark (yaml-cpp's positions start after it), named as written.
    QTest::newRow("tag after a byte-order mark")
        << QByteArray("\xEF\xBB\xBF{format: 1, name: x, tiles: [{id: a, count: !!int 1}]}") << int(C::TagNotSupported)
        << QStringList{"!!int"} << 1 << 45;
    QTest::newRow("tag on a list") << face("    edges: !!seq [space, space, space, space]\n") << int(C::TagNotSupported)
                                   << QStringList{"!!seq"} << 8 << 12;
    QTest::newRow("quoted boolean") << QByteArray::fromStdString(generatedSet(1, 1).replace(
                                           generatedSet(1, 1).find("true"), 4, "\"true\""))
                                    << int(C::WrongType) << QStringList{"start", "a boolean (true or false)"} << 5 << 12;
    QTest::newRow("route lists N twice")
        << face("    edges: [route, space, route, space]\n    routes: [[N, S, N]]\n") << int(C::DuplicateSide)
        << QStringList{"x", "route", "N"} << 9 << 21;
    QTest::newRow("asteroid field lists E twice")
        << face("    edges: [space, asteroid, space, space]\n    asteroids:\n      - edges: [E, E]\n")
        << int(C::DuplicateSide) << QStringList{"x", "asteroid", "E"} << 10 << 20;
    QTest::newRow("right-to-left override in an id")
        << QByteArray::fromStdString(generatedSet(1, 1, "  - id: \"ab\u202ecd\"\n" + edges)) << int(C::BadText)
        << QStringList{"id", "format", "U+202E"} << 7 << 9;
    QTest::newRow("zero-width space in an id")
        << QByteArray::fromStdString(generatedSet(1, 1, "  - id: \"ab\\u200Bcd\"\n" + edges)) << int(C::BadText)
        << QStringList{"id", "format", "U+200B"} << 7 << 9;
    QTest::newRow("line separator in the name")
        << QByteArray::fromStdString(generatedSet(1, 1, {}, "\"Rogue\\u2028Squadron\"")) << int(C::BadText)
        << QStringList{"name", "format", "U+2028"} << 2 << 7;
    QTest::newRow("isolate in the name")
        << QByteArray::fromStdString(generatedSet(1, 1, {}, "Rogue \u2067Squadron")) << int(C::BadText)
        << QStringList{"name", "format", "U+2067"} << 2 << 7;
    // A name may hold the joiners and marks of scripts and emoji: a zero-width non-joiner (Persian)
    // and a right-to-left mark.
    QTest::newRow("joiner and mark in the name")
        << QByteArray::fromStdString(generatedSet(1, 1, {}, "\"Mi\\u200Cr \\u200F\"")) << -1 << QStringList() << 0 << 0;
}

void TestTileset::looseValues() { limits(); }

// Numbers are decimal: `count: 0x10` is not 16 (issue 10, item 6), and written one way only:
// no '+', no leading zero (a YAML 1.1 reader takes 016 for octal 14), not quoted (issue 40, item 8).
void TestTileset::strictIntegers_data()
{
    QTest::addColumn<QString>("count");
    QTest::addColumn<int>("expected");  // -1: "must be an integer"
    QTest::newRow("decimal") << QStringLiteral("16") << 16;
    QTest::newRow("plus sign") << QStringLiteral("+16") << -1;
    QTest::newRow("leading zero") << QStringLiteral("016") << -1;
    QTest::newRow("hexadecimal") << QStringLiteral("0x10") << -1;
    QTest::newRow("octal") << QStringLiteral("0o20") << -1;
    QTest::newRow("exponent") << QStringLiteral("1e3") << -1;
    QTest::newRow("fraction") << QStringLiteral("1.5") << -1;
    QTest::newRow("two signs") << QStringLiteral("+-1") << -1;
    QTest::newRow("quoted") << QStringLiteral("\"16\"") << -1;
    QTest::newRow("single-quoted") << QStringLiteral("'16'") << -1;
    QTest::newRow("digits and text") << QStringLiteral("16 tiles") << -1;
}

void TestTileset::strictIntegers()
{
    QFETCH(QString, count);
    QFETCH(int, expected);
    const std::string yaml = generatedSet(1, 1, "  - id: x\n    count: " + count.toStdString() +
                                                    "\n    edges: [space, space, space, space]\n");
    std::vector<TilesetError> errors;
    const auto set = parseTileset(yaml, "count.yaml", errors);
    if (expected >= 0) {
        QVERIFY2(set, qPrintable(describeAll(errors)));
        QCOMPARE(set->faces[1].count, expected);
        return;
    }
    QVERIFY(!set);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::WrongType);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"count", "an integer"}));
    QCOMPARE(errors[0].pos, (SourcePos{8, 12}));
}

// A file of many bad values gives 100 errors and one that says more follow, not one per value.
void TestTileset::errorsCapped()
{
    std::string extra;
    for (int i = 0; i < 150; ++i)
        extra += "  - id: bad" + std::to_string(i) + "\n    edges: [x, x, x, x]\n";
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(generatedSet(1, 1, extra), "many.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(101));
    // In file order: the first bad face is on lines 7 and 8, its first edge type at column 13.
    QCOMPARE(errors[0].code, TilesetErrorCode::BadEdgeType);
    QCOMPARE(errors[0].pos, (SourcePos{8, 13}));
    QCOMPARE(errors[100].code, TilesetErrorCode::TooManyErrors);
    QCOMPARE(errors[100].args, std::vector<std::string>{"100"});
    QCOMPARE(errors[100].describe(), std::string("many.yaml: more errors follow (only the first 100 are listed)"));
}

// What a message quotes from the file is at most 40 characters (issue 10, item 5: a 1 MB value
// must not reach a message, a window or a terminal whole).
void TestTileset::longValuesShortened()
{
    // A key (YAML limits a plain key to 1024 characters) and a value of 1 MiB.
    const std::string key(1000, 'k');
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset("format: 1\nname: x\n" + key + ": 1\ntiles: []\n", "keys.yaml", errors));
    QCOMPARE(errors[0].code, TilesetErrorCode::UnknownKey);
    QCOMPARE(errors[0].args[0], std::string(40, 'k') + "...");
    QCOMPARE(errors[0].describe(), "keys.yaml:3:1: unknown key '" + std::string(40, 'k') +
                                       "...' (allowed here: format, name, tiles, rules)");

    errors.clear();
    const std::string huge(1 << 20, 'k');
    QVERIFY(!parseTileset(generatedSet(1, 1, "  - id: x\n    edges: [" + huge + ", space, space, space]\n"),
                          "edge.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::BadEdgeType);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"x", std::string(40, 'k') + "..."}));
}

// The numbers a set may change default to the rulebook's (docs/rules.md 4.2, 4.3, 5.1, 5.2, 7.4),
// and the standard set states none.
void TestTileset::rulesDefaults()
{
    const Scoring s;
    QCOMPARE(s.routeTile, 1);       // 5.1: a route, 1 per tile
    QCOMPARE(s.routeSymbol, 2);     //      + 2 per symbol
    QCOMPARE(s.asteroidTile, 2);    //      a field, 2 per tile
    QCOMPARE(s.asteroidSymbol, 2);
    QCOMPARE(s.planet, 9);          //      a planet 9
    QCOMPARE(s.planetSymbol, 2);
    QCOMPARE(s.diceSmall, 1);       // 4.2: 1 die per small meeple, 2 for the large, 1 for a symbol,
    QCOMPARE(s.diceLarge, 2);       //      never more than 3
    QCOMPARE(s.diceSymbol, 1);
    QCOMPARE(s.diceMax, 3);
    QCOMPARE(s.battleTie, 1);       // 4.3: a tie 1 point, a loss 1 per die
    QCOMPARE(s.battleLossPerDie, 1);
    QCOMPARE(s.endRouteTile, 1);    // 5.2: 1 per tile of a route, a field, a planet; 2 per symbol
    QCOMPARE(s.endAsteroidTile, 1);
    QCOMPARE(s.endPlanetTile, 1);
    QCOMPARE(s.endSymbol, 2);
    QCOMPARE(s.endgameMeeple, 2);   // 7.4: 2 per meeple, + 2 for its faction's symbol
    QCOMPARE(s.endgameSymbol, 2);

    auto standard = parseOk(builtinText("standard"), "standard");
    QVERIFY(standard);
    QVERIFY(standard->rules == SetRules{});
    QVERIFY(writeTileset(*standard).find("rules") == std::string::npos);

    // Every key names its own number: setting each one changes only that member.
    std::set<std::string> names;
    for (const ScoringKey& k : scoringKeys()) {
        QVERIFY(names.insert(k.key).second);
        Scoring changed;
        changed.*k.field += 1;
        int differing = 0;
        for (const ScoringKey& other : scoringKeys())
            differing += changed.*other.field != Scoring{}.*other.field;
        QCOMPARE(differing, 1);
    }
}

void TestTileset::rulesRead()
{
    auto set = parseOk(R"(format: 1
name: House
tiles:
  - id: start
    start: true
    edges: [space, space, space, space]
rules:
  variants: [galaxy-traders, endgame]
  route-tile: 3
  dice-max: 10
  end-symbol: 0
)", "house");
    QVERIFY(set);
    QVERIFY(set->rules.has(Variant::GalaxyTraders));
    QVERIFY(set->rules.has(Variant::Endgame));
    QVERIFY(!set->rules.has(Variant::Hyperspace));
    QCOMPARE(set->rules.variants, std::uint8_t((1 << 2) | (1 << 3)));
    QCOMPARE(set->rules.scoring.routeTile, 3);
    QCOMPARE(set->rules.scoring.diceMax, 10);
    QCOMPARE(set->rules.scoring.endSymbol, 0);
    QCOMPARE(set->rules.scoring.routeSymbol, 2);  // not given: the rulebook's

    // Every key, from the file (the values 2 to 15 in the order of scoringKeys(), but dice-symbol 0
    // and dice-max 5).
    std::vector<TilesetError> errors;
    auto all = loadTileset(SWC_TEST_DATA_DIR "/tilesets/house-rules.yaml", errors);
    QVERIFY2(all, qPrintable(describeAll(errors)));
    QCOMPARE(all->rules.variants, std::uint8_t((1 << 0) | (1 << 4)));
    const std::vector<int> expected = {2, 3, 4, 5, 6, 7, 2, 3, 0, 5, 8, 9, 10, 11, 12, 13, 14, 15};
    std::vector<int> got;
    for (const ScoringKey& k : scoringKeys())
        got.push_back(all->rules.scoring.*k.field);
    QCOMPARE(got, expected);
    auto again = parseOk(writeTileset(*all), "written");
    QVERIFY(again && *again == *all);

    // An empty section changes nothing.
    auto empty = parseOk("format: 1\nname: E\ntiles:\n  - {id: s, start: true, edges: [space, space, space, space]}\n"
                         "rules:\n", "empty");
    QVERIFY(empty);
    QVERIFY(empty->rules == SetRules{});
}

void TestTileset::rulesRoundTrip()
{
    Tileset set = startOnly("Round");
    set.rules.variants = 1 << static_cast<int>(Variant::IntelAndRumours);
    set.rules.scoring.planet = 0;
    set.rules.scoring.diceLarge = 3;
    set.rules.scoring.endgameSymbol = 100;
    const std::string text = writeTileset(set);
    // Only what differs from the rulebook is written, after the tiles.
    const std::string expectedTail = "rules:\n  variants: [intel-and-rumours]\n  planet: 0\n  dice-large-meeple: 3\n"
                                     "  endgame-symbol: 100\n";
    QVERIFY2(text.size() > expectedTail.size() && text.substr(text.size() - expectedTail.size()) == expectedTail,
             text.c_str());
    auto again = parseOk(text, "written");
    QVERIFY2(again, text.c_str());
    QVERIFY(*again == set);
    QCOMPARE(writeTileset(*again), text);

    // A set that differs only by its rules is another set (a record then writes it inline).
    Tileset plain = set;
    plain.rules = {};
    QVERIFY(!(plain == set));
    QVERIFY(writeTileset(plain).find("rules") == std::string::npos);
}

void TestTileset::rulesInMemory()
{
    Tileset set = startOnly("Memory");
    QVERIFY(validateTileset(set).empty());
    set.rules.scoring.diceSmall = 0;   // 1 to 10
    set.rules.scoring.planet = 101;    // 0 to 100
    const auto errors = validateTileset(set);
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(errors[0].code, TilesetErrorCode::RuleOutOfRange);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"planet", "101", "0", "100"}));
    QCOMPARE(errors[1].args, (std::vector<std::string>{"dice-small-meeple", "0", "1", "10"}));
    QCOMPARE(errors[1].message(), std::string("rules: dice-small-meeple must be a whole number from 1 to 10, not 0"));
}


// ---- A face's own art ----

namespace {
const std::string kArtSet = SWC_TEST_DATA_DIR "/tilesets/art/art.yaml";
std::string artSetWith(const std::string& art)
{
    return "format: 1\nname: A\ntiles:\n  - id: start\n    start: true\n    edges: [space, space, space, space]\n"
           "    art: " + art + "\n";
}
}  // namespace

void TestTileset::artFromFileAndEmbedded()
{
    std::vector<TilesetError> errors;
    const auto set = loadTileset(kArtSet, errors);
    QVERIFY2(set, qPrintable(describeAll(errors)));
    QCOMPARE(set->faces[0].art, readFile(SWC_TEST_DATA_DIR "/tilesets/art/red-corner.svg"));
    // The block scalar keeps its line breaks, the indentation taken off.
    QVERIFY(set->faces[1].art.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n  <rect"));
    QVERIFY(set->faces[1].art.ends_with("</svg>\n"));
    QVERIFY(set->faces[2].art.empty());
}

void TestTileset::artRoundTrip()
{
    std::vector<TilesetError> errors;
    auto set = loadTileset(kArtSet, errors);
    QVERIFY(set);
    // Awkward text comes back byte for byte: quotes, a backslash, tabs, CR LF, trailing spaces, accents.
    set->faces[2].art = "<svg>\t\"q\" \\ \r\n  trailing   \n\xc3\xa9t\xc3\xa9</svg>  ";
    const std::string text = writeTileset(*set);
    // Embedded: the written set names no file.
    QVERIFY(text.find("red-corner.svg") == std::string::npos);
    const auto again = parseOk(text, "written");
    QVERIFY2(again, text.c_str());
    QVERIFY(*again == *set);
    QCOMPARE(writeTileset(*again), text);
    // Inside a game record too: the record carries the set with its art.
    GameRecord rec;
    rec.tileset = std::make_shared<const Tileset>(*set);
    rec.seed = 1;
    rec.players = {Color::Red, Color::Green};
    std::vector<RecordError> recErrors;
    const auto back = parseRecord(writeRecord(rec), "rec.yaml", "", recErrors);
    QVERIFY(back);
    QVERIFY(*back->tileset == *set);
}

void TestTileset::artFileRefused_data()
{
    QTest::addColumn<QString>("art");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<TilesetErrorCode>("code");
    QTest::addColumn<QString>("why");
    const QString dir = QStringLiteral(SWC_TEST_DATA_DIR "/tilesets/art");
    QTest::newRow("absolute") << "/etc/passwd.svg" << dir << TilesetErrorCode::ArtPathNotAllowed << "";
    QTest::newRow("up") << "../../art/passwd.svg" << dir << TilesetErrorCode::ArtPathNotAllowed << "";
    QTest::newRow("not svg") << "art.yaml" << dir << TilesetErrorCode::ArtPathNotAllowed << "";
    QTest::newRow("missing") << "none.svg" << dir << TilesetErrorCode::ArtFileNotReadable << "not-found";
    // A set inside a record or a message has no folder: its art files are not read.
    QTest::newRow("no folder") << "red-corner.svg" << "" << TilesetErrorCode::ArtFileNotAllowed << "";
    QTest::newRow("wrong type") << "[1, 2]" << dir << TilesetErrorCode::WrongType << "";
}

void TestTileset::artFileRefused()
{
    QFETCH(QString, art);
    QFETCH(QString, folder);
    QFETCH(TilesetErrorCode, code);
    QFETCH(QString, why);
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(artSetWith(art.toStdString()), "set.yaml", errors, folder.toStdString()));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, code);
    QCOMPARE(errors[0].pos.line, 7);  // the art's value (line 7 of artSetWith)
    QCOMPARE(errors[0].face, 0);
    if (!why.isEmpty())
        QCOMPARE(QString::fromStdString(errors[0].args[2]), why);
}

void TestTileset::artTooLarge()
{
    // A 200 MB file is refused by its size before it is read (a sparse file: nothing is written).
    QTemporaryDir dir;
    QFile huge(dir.filePath(QStringLiteral("huge.svg")));
    QVERIFY(huge.open(QIODevice::WriteOnly));
    QVERIFY(huge.resize(200ll * 1000 * 1000));
    huge.close();
    QElapsedTimer timer;
    timer.start();
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(artSetWith("huge.svg"), "set.yaml", errors, dir.path().toStdString()));
    QVERIFY(timer.elapsed() < 2000);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::ArtTooLarge);
    QCOMPARE(errors[0].message(), std::string("start: the art is too large (more than 256 KiB; at most 256 KiB)"));

    // Embedded, one byte over the limit; and a set whose art all together is over its own.
    Tileset set = startOnly("Big");
    set.faces[0].art = std::string(kMaxArtBytes + 1, ' ');
    auto found = validateTileset(set);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].code, TilesetErrorCode::ArtTooLarge);
    set.faces[0].art = std::string(kMaxArtBytes, ' ');
    for (int i = 0; i < 16; ++i) {
        TileFace f = set.faces[0];
        f.id = "f" + std::to_string(i);
        f.start = false;
        set.faces.push_back(f);
    }
    found = validateTileset(set);  // 17 x 256 KiB = 4.25 MiB
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].code, TilesetErrorCode::SetArtTooLarge);
    QCOMPARE(found[0].args[0], std::to_string(17 * kMaxArtBytes));
    set.faces.pop_back();
    QVERIFY(validateTileset(set).empty());  // 4 MiB: within it
    // Written out with every face's art, the set is still a file the program reads.
    const std::string text = writeTileset(set);
    QVERIFY(text.size() < kMaxFileBytes);
    QVERIFY(parseOk(text, "big"));
    // A control character.
    set = startOnly("Ctl");
    set.faces[0].art = std::string("<svg>\x01</svg>");
    found = validateTileset(set);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].code, TilesetErrorCode::ArtBadText);
    QCOMPARE(found[0].message(), std::string("start: the art holds the control character U+0001"));
}

QTEST_APPLESS_MAIN(TestTileset)

#include "tst_tileset.moc"
