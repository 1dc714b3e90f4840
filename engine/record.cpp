#include "record.h"

#include "ai.h"

#include "builtin_tilesets.h"
#include "tileset_yaml_p.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace swc {

namespace {

SourcePos posOf(const YAML::Node& n)
{
    const YAML::Mark m = n.Mark();
    if (m.line < 0) return {};
    return {m.line + 1, m.column + 1};
}

// Collects errors while reading one record file.
struct Reader
{
    std::string file;
    std::vector<RecordError>& errors;
    int turn = 0;

    void fail(RecordErrorCode code, const YAML::Node& at, std::vector<std::string> args)
    {
        RecordError e;
        e.code = code;
        e.args = std::move(args);
        e.file = file;
        e.pos = posOf(at);
        e.turn = turn;
        errors.push_back(std::move(e));
    }

    bool checkKeys(const YAML::Node& map, std::initializer_list<const char*> allowed)
    {
        bool ok = true;
        for (const auto& kv : map) {
            const std::string key = kv.first.Scalar();
            bool known = false;
            for (const char* a : allowed) known = known || key == a;
            if (!known) {
                fail(RecordErrorCode::UnknownKey, kv.first, {key});
                ok = false;
            }
        }
        return ok;
    }

    template <typename T>
    std::optional<T> scalar(const YAML::Node& n, const std::string& key, const char* expected)
    {
        if (n.IsScalar()) {
            try {
                return n.as<T>();
            } catch (const YAML::Exception&) {
            }
        }
        fail(RecordErrorCode::WrongType, n, {key, expected});
        return std::nullopt;
    }

    std::optional<Pos> pos(const YAML::Node& n, const std::string& key)
    {
        if (!n.IsSequence() || n.size() != 2) {
            fail(RecordErrorCode::WrongType, n, {key, "a list of two integers [x, y]"});
            return std::nullopt;
        }
        const auto x = scalar<int>(n[0], key, "an integer");
        const auto y = scalar<int>(n[1], key, "an integer");
        if (!x || !y) return std::nullopt;
        return Pos{*x, *y};
    }
};

// One Galaxy Traders re-placement: `keep` or {at: [x, y], edge: E}.
std::optional<RecordReplacement> readReplacement(Reader& r, const YAML::Node& e)
{
    RecordReplacement rp;
    rp.pos = posOf(e);
    if (e.IsScalar() && e.Scalar() == "keep") return rp;
    if (!e.IsMap()) {
        r.fail(RecordErrorCode::WrongType, e, {"traders", "keep or {at: [x, y], edge: side}"});
        return std::nullopt;
    }
    bool ok = r.checkKeys(e, {"at", "edge"});
    rp.place = true;
    if (const YAML::Node a = e["at"]) {
        if (auto p = r.pos(a, "at")) rp.at = *p;
        else ok = false;
    } else {
        r.fail(RecordErrorCode::MissingKey, e, {"at"});
        ok = false;
    }
    if (const YAML::Node a = e["edge"]) {
        const auto name = r.scalar<std::string>(a, "edge", "a string");
        const auto side = name ? parseSide(*name) : std::nullopt;
        if (side) rp.edge = *side;
        else {
            if (name) r.fail(RecordErrorCode::BadValue, a, {"edge", *name, "N, E, S or W"});
            ok = false;
        }
    } else {
        r.fail(RecordErrorCode::MissingKey, e, {"edge"});
        ok = false;
    }
    if (!ok) return std::nullopt;
    return rp;
}

std::optional<RecordTurn> readTurn(Reader& r, const YAML::Node& t, const Tileset& set)
{
    RecordTurn turn;
    turn.pos = posOf(t);
    if (!t.IsMap()) {
        r.fail(RecordErrorCode::NotAMapping, t, {"a turn"});
        return std::nullopt;
    }
    bool ok = r.checkKeys(t, {"tile", "from", "set_aside", "at", "rotation", "meeple", "dice", "traders"});
    if (const YAML::Node n = t["tile"]) {
        if (auto id = r.scalar<std::string>(n, "tile", "a tile id")) {
            if (set.findFace(*id) < 0) {
                r.fail(RecordErrorCode::UnknownTile, n, {*id});
                ok = false;
            }
            turn.tile = *id;
        } else {
            ok = false;
        }
    }
    if (const YAML::Node n = t["from"]) {
        const auto from = r.scalar<std::string>(n, "from", "a string");
        if (from == "row" || from == "pile") {
            turn.fromRow = *from == "row";
        } else {
            if (from) r.fail(RecordErrorCode::BadValue, n, {"from", *from, "row or pile"});
            ok = false;
        }
        if (turn.fromRow && turn.tile.empty()) {
            r.fail(RecordErrorCode::MissingKey, t, {"tile"});
            ok = false;
        }
    }
    if (const YAML::Node n = t["set_aside"]) {
        if (auto b = r.scalar<bool>(n, "set_aside", "a boolean")) turn.setAside = *b;
        else ok = false;
    }
    if (turn.setAside) {
        for (const char* key : {"at", "rotation", "meeple"})
            if (const YAML::Node n = t[key]) {
                r.fail(RecordErrorCode::BadValue, n, {key, "", "a set-aside tile is not placed"});
                ok = false;
            }
    } else if (const YAML::Node n = t["at"]) {
        if (auto p = r.pos(n, "at")) turn.placement.at = *p;
        else ok = false;
    } else {
        r.fail(RecordErrorCode::MissingKey, t, {"at"});
        ok = false;
    }
    if (const YAML::Node n = t["rotation"]; n && !turn.setAside) {
        if (auto deg = r.scalar<int>(n, "rotation", "an integer")) {
            if (*deg % 90 != 0 || *deg < 0 || *deg > 270) {
                r.fail(RecordErrorCode::BadValue, n, {"rotation", std::to_string(*deg), "0, 90, 180 or 270"});
                ok = false;
            } else {
                turn.placement.rotation = *deg / 90;
            }
        } else {
            ok = false;
        }
    }
    if (const YAML::Node m = t["meeple"]; m && !turn.setAside) {
        if (!m.IsMap()) {
            r.fail(RecordErrorCode::NotAMapping, m, {"meeple"});
            return std::nullopt;
        }
        ok = r.checkKeys(m, {"kind", "feature", "edge", "at"}) && ok;
        turn.meeple.place = true;
        if (const YAML::Node n = m["kind"]) {
            const auto kind = r.scalar<std::string>(n, "kind", "a string");
            if (kind == "small" || kind == "large") {
                turn.meeple.size = *kind == "large" ? MeepleSize::Large : MeepleSize::Small;
            } else {
                if (kind) r.fail(RecordErrorCode::BadValue, n, {"kind", *kind, "small or large"});
                ok = false;
            }
        }
        if (const YAML::Node n = m["feature"]) {
            const auto name = r.scalar<std::string>(n, "feature", "a string");
            const auto kind = name ? parseFeatureKind(*name) : std::nullopt;
            if (kind) {
                turn.meeple.kind = *kind;
            } else {
                if (name) r.fail(RecordErrorCode::BadValue, n, {"feature", *name, "route, asteroid or planet"});
                ok = false;
            }
        } else {
            r.fail(RecordErrorCode::MissingKey, m, {"feature"});
            ok = false;
        }
        const bool planet = turn.meeple.kind == FeatureKind::Planet;
        if (const YAML::Node n = m["edge"]) {
            const auto name = r.scalar<std::string>(n, "edge", "a string");
            const auto side = name ? parseSide(*name) : std::nullopt;
            if (planet) {
                r.fail(RecordErrorCode::BadValue, n, {"edge", name.value_or(""), "nothing for a planet (use at)"});
                ok = false;
            } else if (side) {
                turn.meepleEdge = *side;
            } else {
                if (name) r.fail(RecordErrorCode::BadValue, n, {"edge", *name, "N, E, S or W"});
                ok = false;
            }
        } else if (!planet && ok) {
            r.fail(RecordErrorCode::MissingKey, m, {"edge"});
            ok = false;
        }
        if (const YAML::Node n = m["at"]) {
            if (turn.meeple.kind == FeatureKind::Route) {
                r.fail(RecordErrorCode::BadValue, n, {"at", "", "a route is named by the placed tile's edge"});
                ok = false;
            } else if (auto p = r.pos(n, "at")) {
                turn.meeple.at = *p;
                turn.meepleAtGiven = true;
            } else {
                ok = false;
            }
        }
    }
    if (const YAML::Node n = t["dice"]) {
        if (!n.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"dice", "a list of die faces"});
            ok = false;
        } else {
            for (const auto& d : n) {
                const auto v = r.scalar<int>(d, "dice", "an integer");
                if (v && (*v < 1 || *v > 6)) {
                    r.fail(RecordErrorCode::BadValue, d, {"dice", std::to_string(*v), "1 to 6"});
                    ok = false;
                } else if (v) {
                    turn.dice.push_back(*v);
                } else {
                    ok = false;
                }
            }
        }
    }
    if (const YAML::Node n = t["traders"]) {
        if (!n.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"traders", "a list of re-placements"});
            ok = false;
        } else {
            for (const auto& e : n) {
                if (auto rp = readReplacement(r, e)) turn.replacements.push_back(*rp);
                else ok = false;
            }
        }
    }
    if (!ok) return std::nullopt;
    return turn;
}

std::string readFile(const std::string& path, bool* ok)
{
    std::ifstream in(path, std::ios::binary);
    *ok = static_cast<bool>(in);
    std::ostringstream s;
    if (*ok) s << in.rdbuf();
    return s.str();
}

}  // namespace

// ---------------------------------------------------------------------------------------

std::string RecordError::message() const
{
    const auto arg = [this](std::size_t i) { return i < args.size() ? args[i] : std::string(); };
    std::string prefix = turn > 0 ? "turn " + std::to_string(turn) + ": " : std::string();
    switch (code) {
    case RecordErrorCode::FileNotReadable:
        return prefix + "cannot read the file " + arg(0);
    case RecordErrorCode::YamlSyntax:
        return prefix + "YAML syntax error: " + arg(0);
    case RecordErrorCode::NotAMapping:
        return prefix + arg(0) + " must be a mapping of keys to values";
    case RecordErrorCode::UnknownKey:
        return prefix + "unknown key '" + arg(0) + "'";
    case RecordErrorCode::MissingKey:
        return prefix + "the key '" + arg(0) + "' is missing";
    case RecordErrorCode::WrongType:
        return prefix + "'" + arg(0) + "' must be " + arg(1);
    case RecordErrorCode::BadValue:
        if (arg(1).empty()) return prefix + "'" + arg(0) + "' is not allowed here: " + arg(2);
        return prefix + "'" + arg(0) + "' is " + arg(1) + "; allowed: " + arg(2);
    case RecordErrorCode::UnknownTileset:
        return prefix + "no built-in tile set or file named '" + arg(0) + "'";
    case RecordErrorCode::TilesetInvalid:
        return prefix + "the tile set is invalid: " + arg(0);
    case RecordErrorCode::BadPlayers:
        return prefix + "players: " + arg(0);
    case RecordErrorCode::UnknownVariant:
        return prefix + "unknown variant '" + arg(0) +
               "' (known: explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours)";
    case RecordErrorCode::UnsupportedVariant:
        return prefix + "the variant '" + arg(0) + "' is not supported by this version yet";
    case RecordErrorCode::UnknownTile:
        return prefix + "the tile set has no tile '" + arg(0) + "'";
    case RecordErrorCode::IllegalMove:
        return prefix + move.describe();
    }
    return prefix + "error";
}

std::string RecordError::describe() const
{
    std::string out;
    if (!file.empty()) out += file + ":";
    if (pos.line > 0) out += std::to_string(pos.line) + ":" + std::to_string(pos.column) + ":";
    if (!out.empty()) out += " ";
    return out + message();
}

const char* seatName(int seat)
{
    if (seat == kRemoteSeat) return "remote";
    return seat >= 0 ? aiLevelName(static_cast<AiLevel>(seat)) : "person";
}

std::optional<int> parseSeat(const std::string& name)
{
    if (name == "person") return kPersonSeat;
    if (name == "remote") return kRemoteSeat;
    if (const auto level = parseAiLevel(name)) return static_cast<int>(*level);
    return std::nullopt;
}

std::shared_ptr<const Tileset> builtinTileset(const std::string& name)
{
    // Parsed once per process; the sets are immutable and shared by every game.
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const Tileset>> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(name); it != cache.end()) return it->second;
    for (const BuiltinTileset& b : builtinTilesets()) {
        if (b.name != name) continue;
        std::vector<TilesetError> errors;
        auto set = parseTileset(std::string(b.yaml), "builtin:" + name, errors);
        if (!set) return nullptr;
        auto shared = std::make_shared<const Tileset>(std::move(*set));
        cache.emplace(name, shared);
        return shared;
    }
    return nullptr;
}

std::shared_ptr<const Tileset> resolveTileset(const std::string& ref, const std::string& baseDir,
                                              std::vector<TilesetError>& errors)
{
    if (ref.find('/') == std::string::npos && ref.find('.') == std::string::npos)
        if (auto set = builtinTileset(ref)) return set;
    std::filesystem::path p(ref);
    if (p.is_relative() && !baseDir.empty()) p = std::filesystem::path(baseDir) / p;
    auto set = loadTileset(p.string(), errors);
    if (!set) return nullptr;
    return std::make_shared<const Tileset>(std::move(*set));
}

std::optional<GameRecord> parseRecord(const std::string& yaml, const std::string& file, const std::string& baseDir,
                                      std::vector<RecordError>& errors)
{
    Reader r{file, errors};
    const std::size_t before = errors.size();
    YAML::Node doc;
    try {
        doc = YAML::Load(yaml);
    } catch (const YAML::Exception& e) {
        RecordError err;
        err.code = RecordErrorCode::YamlSyntax;
        err.args = {e.msg};
        err.file = file;
        if (e.mark.line >= 0) err.pos = {e.mark.line + 1, e.mark.column + 1};
        errors.push_back(std::move(err));
        return std::nullopt;
    }
    if (!doc.IsMap()) {
        r.fail(RecordErrorCode::NotAMapping, doc, {"a game record"});
        return std::nullopt;
    }
    r.checkKeys(doc, {"tileset", "players", "names", "seats", "teams", "variants", "seed", "turns"});

    GameRecord rec;
    const YAML::Node ts = doc["tileset"];
    if (!ts) {
        r.fail(RecordErrorCode::MissingKey, doc, {"tileset"});
    } else if (ts.IsMap()) {
        std::vector<TilesetError> tErrors;
        if (auto set = parseTilesetNode(ts, file, tErrors)) rec.tileset = std::make_shared<const Tileset>(std::move(*set));
        else if (tErrors.empty()) r.fail(RecordErrorCode::TilesetInvalid, ts, {std::string()});
        else {
            // Written in this file: point at each problem itself.
            for (const TilesetError& te : tErrors) {
                r.fail(RecordErrorCode::TilesetInvalid, ts, {te.message()});
                if (te.pos.line > 0) r.errors.back().pos = te.pos;
            }
        }
    } else if (auto ref = r.scalar<std::string>(ts, "tileset", "a tile-set name, a path or a tile set")) {
        std::vector<TilesetError> tErrors;
        rec.tilesetRef = *ref;
        rec.tileset = resolveTileset(*ref, baseDir, tErrors);
        if (!rec.tileset) {
            const bool missing = tErrors.empty() || tErrors.front().code == TilesetErrorCode::FileNotReadable;
            if (missing) r.fail(RecordErrorCode::UnknownTileset, ts, {*ref});
            else r.fail(RecordErrorCode::TilesetInvalid, ts, {tErrors.front().describe()});
        }
    }

    if (const YAML::Node t = doc["teams"]) {
        if (auto b = r.scalar<bool>(t, "teams", "true or false")) rec.rules.teams = *b;
    }
    if (const YAML::Node p = doc["players"]) {
        if (!p.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, p, {"players", "a list of colours"});
        } else {
            bool ok = true;
            for (const auto& c : p) {
                const auto name = r.scalar<std::string>(c, "players", "a colour");
                const auto color = name ? parseColor(*name) : std::nullopt;
                if (color) rec.players.push_back(*color);
                else {
                    if (name) r.fail(RecordErrorCode::BadValue, c, {"players", *name, "red, green, black, white, orange"});
                    ok = false;
                }
            }
            if (ok) {
                const std::string why = Game::checkPlayers(rec.players, rec.rules);
                if (!why.empty()) r.fail(RecordErrorCode::BadPlayers, p, {why});
            }
        }
    } else {
        r.fail(RecordErrorCode::MissingKey, doc, {"players"});
    }
    if (const YAML::Node n = doc["names"]) {
        if (!n.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"names", "a list of player names"});
        } else {
            for (const auto& e : n)
                if (auto name = r.scalar<std::string>(e, "names", "a string")) rec.names.push_back(*name);
            if (rec.names.size() > rec.players.size() && !rec.players.empty())
                r.fail(RecordErrorCode::BadValue, n, {"names", std::to_string(rec.names.size()) + " names",
                                                      "at most one per player"});
        }
    }
    if (const YAML::Node n = doc["seats"]) {
        if (!n.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"seats", "a list: person, remote or a computer level per seat"});
        } else {
            for (const auto& e : n) {
                const auto who = r.scalar<std::string>(e, "seats", "a string");
                if (!who) continue;
                if (const auto seat = parseSeat(*who)) {
                    rec.seats.push_back(*seat);
                } else {
                    r.fail(RecordErrorCode::BadValue, e, {"seats", *who, "person, remote, random, easy, medium or hard"});
                }
            }
            if (n.size() != rec.players.size() && !rec.players.empty())
                r.fail(RecordErrorCode::BadValue, n, {"seats", std::to_string(n.size()) + " seats",
                                                      "one per player"});
        }
    }
    if (const YAML::Node v = doc["variants"]) {
        if (!v.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, v, {"variants", "a list of variant names"});
        } else {
            for (const auto& n : v) {
                const auto name = r.scalar<std::string>(n, "variants", "a variant name");
                if (!name) continue;
                if (const auto var = parseVariant(*name)) {
                    rec.rules.set(*var);
                } else {
                    r.fail(RecordErrorCode::UnknownVariant, n, {*name});
                }
            }
        }
    }
    if (const YAML::Node s = doc["seed"]) {
        if (auto seed = r.scalar<std::uint64_t>(s, "seed", "a non-negative integer")) rec.seed = *seed;
    }
    if (const YAML::Node turns = doc["turns"]) {
        if (!turns.IsSequence()) {
            r.fail(RecordErrorCode::WrongType, turns, {"turns", "a list of turns"});
        } else if (rec.tileset) {
            for (std::size_t i = 0; i < turns.size(); ++i) {
                r.turn = static_cast<int>(i) + 1;
                if (auto t = readTurn(r, turns[i], *rec.tileset)) rec.turns.push_back(std::move(*t));
            }
            r.turn = 0;
        }
    }
    if (errors.size() != before) return std::nullopt;
    return rec;
}

std::optional<GameRecord> loadRecord(const std::string& path, std::vector<RecordError>& errors)
{
    bool ok = false;
    const std::string text = readFile(path, &ok);
    if (!ok) {
        RecordError e;
        e.code = RecordErrorCode::FileNotReadable;
        e.args = {path};
        e.file = path;
        errors.push_back(std::move(e));
        return std::nullopt;
    }
    return parseRecord(text, path, std::filesystem::path(path).parent_path().string(), errors);
}

namespace {

void emitReplacement(YAML::Emitter& out, const RecordReplacement& rp)
{
    if (!rp.place) {
        out << "keep";
        return;
    }
    out << YAML::Flow << YAML::BeginMap << YAML::Key << "at" << YAML::Value << YAML::Flow << YAML::BeginSeq << rp.at.x
        << rp.at.y << YAML::EndSeq << YAML::Key << "edge" << YAML::Value << sideName(rp.edge) << YAML::EndMap;
}

void emitTurn(YAML::Emitter& out, const RecordTurn& t)
{
    out << YAML::Flow << YAML::BeginMap;
    if (!t.tile.empty()) out << YAML::Key << "tile" << YAML::Value << t.tile;
    if (t.fromRow) out << YAML::Key << "from" << YAML::Value << "row";
    if (t.setAside) {
        out << YAML::Key << "set_aside" << YAML::Value << true;
    } else {
        out << YAML::Key << "at" << YAML::Value << YAML::Flow << YAML::BeginSeq << t.placement.at.x << t.placement.at.y
            << YAML::EndSeq;
        out << YAML::Key << "rotation" << YAML::Value << t.placement.rotation * 90;
        if (t.meeple.place) {
            out << YAML::Key << "meeple" << YAML::Value << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "kind" << YAML::Value << (t.meeple.size == MeepleSize::Large ? "large" : "small");
            out << YAML::Key << "feature" << YAML::Value << featureKindName(t.meeple.kind);
            if (t.meeple.kind != FeatureKind::Planet) out << YAML::Key << "edge" << YAML::Value << sideName(t.meepleEdge);
            if (t.meepleAtGiven)
                out << YAML::Key << "at" << YAML::Value << YAML::Flow << YAML::BeginSeq << t.meeple.at.x << t.meeple.at.y
                    << YAML::EndSeq;
            out << YAML::EndMap;
        }
    }
    if (!t.dice.empty()) {
        out << YAML::Key << "dice" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int d : t.dice) out << d;
        out << YAML::EndSeq;
    }
    if (!t.replacements.empty()) {
        out << YAML::Key << "traders" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const RecordReplacement& rp : t.replacements) emitReplacement(out, rp);
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

// A JSON emitter: flow style, every string double-quoted (JSON is then also YAML). The tile ids
// are the only free text, and a tile set's ids are printable.
YAML::Emitter& jsonStyle(YAML::Emitter& out)
{
    out.SetStringFormat(YAML::DoubleQuoted);
    out.SetBoolFormat(YAML::TrueFalseBool);
    out.SetMapFormat(YAML::Flow);
    out.SetSeqFormat(YAML::Flow);
    return out;
}

// yaml-cpp loops on some texts that are not a single flow value (a line beginning with a comma
// at document level): one entry must be one line that starts a mapping or a scalar.
bool singleFlowValue(const std::string& text)
{
    if (text.find_first_of("\n\r") != std::string::npos) return false;
    const std::size_t first = text.find_first_not_of(" \t");
    return first != std::string::npos && text[first] != ',';
}

std::optional<YAML::Node> loadEntry(const std::string& text, std::vector<RecordError>& errors)
{
    RecordError err;
    err.code = RecordErrorCode::YamlSyntax;
    if (!singleFlowValue(text)) {
        err.args = {"an entry must be one line holding one value"};
        errors.push_back(std::move(err));
        return std::nullopt;
    }
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception& e) {
        err.args = {e.msg};
        if (e.mark.line >= 0) err.pos = {e.mark.line + 1, e.mark.column + 1};
        errors.push_back(std::move(err));
        return std::nullopt;
    }
}

}  // namespace

std::string writeRecord(const GameRecord& rec, bool withSeed)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "tileset" << YAML::Value;
    if (!rec.tilesetRef.empty()) out << rec.tilesetRef;
    else out << YAML::Load(writeTileset(*rec.tileset));
    out << YAML::Key << "players" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (Color c : rec.players) out << colorName(c);
    out << YAML::EndSeq;
    if (!rec.names.empty()) {
        out << YAML::Key << "names" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& n : rec.names) out << n;
        out << YAML::EndSeq;
    }
    if (std::any_of(rec.seats.begin(), rec.seats.end(), [](int s) { return s != kPersonSeat; })) {
        out << YAML::Key << "seats" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int s : rec.seats) out << seatName(s);
        out << YAML::EndSeq;
    }
    out << YAML::Key << "teams" << YAML::Value << rec.rules.teams;
    out << YAML::Key << "variants" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int v = 0; v < kVariants; ++v)
        if (rec.rules.has(static_cast<Variant>(v))) out << variantName(static_cast<Variant>(v));
    out << YAML::EndSeq;
    if (withSeed) out << YAML::Key << "seed" << YAML::Value << rec.seed;
    out << YAML::Key << "turns" << YAML::Value << YAML::BeginSeq;
    for (const RecordTurn& t : rec.turns) emitTurn(out, t);
    out << YAML::EndSeq << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

std::optional<RecordTurn> parseRecordTurn(const std::string& text, const Tileset& tileset,
                                          std::vector<RecordError>& errors)
{
    const auto node = loadEntry(text, errors);
    if (!node) return std::nullopt;
    Reader r{std::string(), errors};
    return readTurn(r, *node, tileset);
}

std::optional<RecordReplacement> parseRecordReplacement(const std::string& text, std::vector<RecordError>& errors)
{
    const auto node = loadEntry(text, errors);
    if (!node) return std::nullopt;
    Reader r{std::string(), errors};
    return readReplacement(r, *node);
}

std::string recordTurnJson(const RecordTurn& turn)
{
    YAML::Emitter out;
    emitTurn(jsonStyle(out), turn);
    return out.c_str();
}

std::string recordReplacementJson(const RecordReplacement& replacement)
{
    YAML::Emitter out;
    emitReplacement(jsonStyle(out), replacement);
    return out.c_str();
}

// ---------------------------------------------------------------------------------------

namespace {
int firstSide(int sides)
{
    for (int s = 0; s < kSides; ++s)
        if (sides >> s & 1) return s;
    return -1;
}
}  // namespace

Game newGame(const GameRecord& rec) { return Game(rec.tileset, rec.players, rec.rules, rec.seed); }

RecordTurn setAsideTurn(const Tileset& tileset, int face)
{
    RecordTurn t;
    t.tile = tileset.faces[static_cast<std::size_t>(face)].id;
    t.setAside = true;
    return t;
}

namespace {

bool illegalAt(RecordError* err, const MoveError& m, SourcePos pos)
{
    if (err) {
        err->code = RecordErrorCode::IllegalMove;
        err->move = m;
        err->pos = pos;
    }
    return false;
}

// A route or a field named by a board side of the tile at `at` (-1: none there).
int segmentAt(const Game& game, Pos at, FeatureKind kind, int edge)
{
    const int j = game.tileIndexAt(at);
    return j < 0 ? -1 : game.segmentAtSide(j, kind, edge);
}

bool noFeature(RecordError* err, FeatureKind kind, int side, Pos at, SourcePos pos)
{
    MoveError e;
    e.code = MoveErrorCode::NoSuchFeature;
    e.kind = kind;
    e.side = side;
    e.at = at;
    return illegalAt(err, e, pos);
}

}  // namespace

bool drawTurnTile(Game& game, const RecordTurn& turn, std::vector<int>* setAside, RecordError* err)
{
    MoveError m;
    const int face = turn.tile.empty() ? -1 : game.tileset().findFace(turn.tile);
    if (turn.setAside) {
        if (!game.draw(face, &m) || !game.setAsideDrawn(&m)) return illegalAt(err, m, turn.pos);
        if (setAside) setAside->push_back(game.setAside().back());
        return true;
    }
    if (turn.fromRow) {
        int index = -1;
        for (int i = 0; i < game.rowSize(); ++i)
            if (game.rowTile(i) == face && index < 0) index = i;
        if (index < 0) {
            m.code = MoveErrorCode::TileNotInRow;
            m.face = face;
            m.faceId = turn.tile;
            return illegalAt(err, m, turn.pos);
        }
        if (!game.takeFromRow(index, &m)) return illegalAt(err, m, turn.pos);
    } else if (face >= 0) {
        if (!game.draw(face, &m)) return illegalAt(err, m, turn.pos);
    } else if (game.drawPlaceable(setAside) < 0) {
        m.code = game.rowSize() > 0 ? MoveErrorCode::PileEmpty : MoveErrorCode::GameOver;
        return illegalAt(err, m, turn.pos);
    }
    return true;
}

bool playDrawnTile(Game& game, const RecordTurn& turn, TurnReport* report, RecordError* err)
{
    MoveError m;
    if (!game.placeTile(turn.placement, &m)) return illegalAt(err, m, turn.pos);
    MeepleMove meeple = turn.meeple;
    if (meeple.place && !turn.meepleAtGiven) meeple.at = turn.placement.at;
    if (meeple.place && meeple.kind != FeatureKind::Planet) {
        meeple.segment = segmentAt(game, meeple.at, meeple.kind, turn.meepleEdge);
        if (meeple.segment < 0) return noFeature(err, meeple.kind, turn.meepleEdge, meeple.at, turn.pos);
    }
    ForcedDice dice{turn.dice, 0};
    if (!game.finishTurn(meeple, &dice, report, &m)) return illegalAt(err, m, turn.pos);
    return true;
}

bool applyReplacement(Game& game, const RecordReplacement& rp, RecordError* err)
{
    MoveError m;
    MeepleMove rm;
    if (!game.inReplacementStep()) {
        m.code = MoveErrorCode::WrongStep;
        return illegalAt(err, m, rp.pos);
    }
    if (rp.place) {
        rm = {true, game.pendingMeeple().size, FeatureKind::Route, segmentAt(game, rp.at, FeatureKind::Route, rp.edge),
              rp.at};
        if (rm.segment < 0) return noFeature(err, FeatureKind::Route, rp.edge, rp.at, rp.pos);
    }
    if (!game.replaceMeeple(rm, &m)) return illegalAt(err, m, rp.pos);
    return true;
}

bool applyTurn(Game& game, const RecordTurn& turn, TurnReport* report, std::vector<int>* setAside, RecordError* err)
{
    if (!drawTurnTile(game, turn, setAside, err)) return false;
    if (turn.setAside) return true;
    if (!playDrawnTile(game, turn, report, err)) return false;
    // Galaxy Traders: the re-placements in the order the game offers them; meeples the record
    // does not mention stay in the reserve.
    std::size_t next = 0;
    while (game.inReplacementStep()) {
        RecordReplacement keep;
        keep.pos = turn.pos;
        if (!applyReplacement(game, next < turn.replacements.size() ? turn.replacements[next++] : keep, err))
            return false;
    }
    if (next < turn.replacements.size()) {
        MoveError m;
        m.code = MoveErrorCode::WrongStep;
        return illegalAt(err, m, turn.replacements[next].pos);
    }
    return true;
}

std::vector<int> rolledDice(const TurnReport& report)
{
    // Game::fight rolls round by round, side by side in the report's order, each side's dice in turn.
    std::vector<int> dice;
    for (const BattleReport& b : report.battles)
        for (const auto& round : b.rounds)
            for (const auto& side : round) dice.insert(dice.end(), side.begin(), side.end());
    return dice;
}

ReplayResult replay(const GameRecord& rec, std::vector<TurnReport>* reports)
{
    ReplayResult result{newGame(rec), 0, std::nullopt};
    for (const RecordTurn& turn : rec.turns) {
        TurnReport report;
        RecordError err;
        if (!applyTurn(result.game, turn, reports ? &report : nullptr, nullptr, &err)) {
            err.turn = result.turnsPlayed + 1;
            result.error = err;
            break;
        }
        ++result.turnsPlayed;
        if (reports) reports->push_back(std::move(report));
    }
    return result;
}

RecordTurn describeTurn(const Game& game, const MeepleMove& meeple, bool fromRow)
{
    RecordTurn t;
    t.fromRow = fromRow;
    const int last = static_cast<int>(game.placedTiles().size()) - 1;
    const Game::PlacedTile& p = game.placedTiles()[static_cast<std::size_t>(last)];
    t.tile = game.tileset().faces[p.face].id;
    t.placement = {p.at, p.rotation};
    t.meeple = meeple;
    if (meeple.place) t.meepleAtGiven = !(meeple.at == p.at);
    if (meeple.place && meeple.kind != FeatureKind::Planet) {
        const int j = t.meepleAtGiven ? game.tileIndexAt(meeple.at) : last;
        t.meepleEdge = firstSide(game.segmentSides(j, meeple.kind, meeple.segment));
    }
    return t;
}

RecordReplacement describeReplacement(const Game& game, const MeepleMove& move)
{
    RecordReplacement r;
    r.place = move.place;
    if (!move.place) return r;
    r.at = move.at;
    r.edge = firstSide(game.segmentSides(game.tileIndexAt(move.at), FeatureKind::Route, move.segment));
    return r;
}

}  // namespace swc
