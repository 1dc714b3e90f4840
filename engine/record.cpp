#include "record.h"
#include "record_p.h"
#include "recordmoves.h"

#include "ai.h"

#include "builtin_tilesets.h"
#include "textfile.h"
#include "tileset_yaml_p.h"
#include "yaml_input.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <map>
#include <mutex>

namespace swc {

namespace {

using detail::YamlNode;
using detail::shown;

// Collects errors while reading one record file.
struct Reader
{
    std::string file;
    std::vector<RecordError>& errors;
    std::size_t first = errors.size();  // the first error of this file
    bool dropped = false;               // errors past kMaxErrors were left out
    int turn = 0;

    void add(RecordError e)
    {
        if (errors.size() - first >= detail::kMaxErrors) {
            dropped = true;
            return;
        }
        errors.push_back(std::move(e));
    }

    // At the end: the line that says errors were left out, if any were.
    void noteDropped()
    {
        if (!dropped) return;
        RecordError e;
        e.code = RecordErrorCode::TooManyErrors;
        e.args = {std::to_string(detail::kMaxErrors)};
        e.file = file;
        errors.push_back(std::move(e));
    }

    void fail(RecordErrorCode code, SourcePos at, std::vector<std::string> args)
    {
        RecordError e;
        e.code = code;
        e.args = std::move(args);
        e.file = file;
        e.pos = at;
        e.turn = turn;
        add(std::move(e));
    }

    void fail(RecordErrorCode code, const YamlNode& at, std::vector<std::string> args)
    {
        fail(code, at.pos(), std::move(args));
    }

    // Unknown keys and keys given twice (yaml-cpp would keep the first value silently).
    bool checkKeys(const YamlNode& map, std::initializer_list<const char*> allowed)
    {
        bool ok = true;
        std::vector<std::string> seen;
        for (std::size_t i = 0; i < map.size(); ++i) {
            const YamlNode& k = map.key(i);
            const std::string key = k.isScalar() ? k.scalar() : std::string("(not a plain key)");
            bool known = false;
            for (const char* a : allowed) known = known || key == a;
            if (!known) {
                fail(RecordErrorCode::UnknownKey, k, {shown(key)});
                ok = false;
            } else if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                fail(RecordErrorCode::DuplicateKey, k, {key});
                ok = false;
            } else {
                seen.push_back(key);
            }
        }
        return ok;
    }

    std::optional<std::string> text(const YamlNode& n, const std::string& key, const char* expected)
    {
        if (n.isScalar()) return n.scalar();
        fail(RecordErrorCode::WrongType, n, {key, expected});
        return std::nullopt;
    }

    std::optional<bool> boolean(const YamlNode& n, const std::string& key, const char* expected)
    {
        if (const std::optional<bool> b = n.isPlain() ? detail::parseBool(n.scalar()) : std::nullopt) return b;
        fail(RecordErrorCode::WrongType, n, {key, expected});
        return std::nullopt;
    }

    // Whether the list `n` holds at most `limit` entries; if not, the error points at the first
    // entry too many.
    bool withinLimit(const YamlNode& n, const std::string& key, int limit)
    {
        if (n.size() <= static_cast<std::size_t>(limit)) return true;
        fail(RecordErrorCode::TooManyEntries, n.items()[static_cast<std::size_t>(limit)],
             {key, std::to_string(n.size()), std::to_string(limit)});
        return false;
    }

    // A decimal integer from lo to hi (no 0x10, 1e3 or 1.5).
    std::optional<long long> integer(const YamlNode& n, const std::string& key, long long lo, long long hi)
    {
        long long v = 0;
        const detail::IntegerParse parsed =
            n.isPlain() ? detail::parseDecimal(n.scalar(), v) : detail::IntegerParse::NotAnInteger;
        if (parsed == detail::IntegerParse::NotAnInteger) {
            fail(RecordErrorCode::WrongType, n, {key, "an integer"});
            return std::nullopt;
        }
        if (parsed == detail::IntegerParse::OutOfRange || v < lo || v > hi) {
            fail(RecordErrorCode::OutOfRange, n, {key, shown(n.scalar()), std::to_string(lo), std::to_string(hi)});
            return std::nullopt;
        }
        return v;
    }

    std::optional<int> integer(const YamlNode& n, const std::string& key)
    {
        const auto v = integer(n, key, INT_MIN, INT_MAX);
        return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    }

    std::optional<Pos> pos(const YamlNode& n, const std::string& key)
    {
        if (!n.isSequence() || n.size() != 2) {
            fail(RecordErrorCode::WrongType, n, {key, "a list of two integers [x, y]"});
            return std::nullopt;
        }
        const auto x = integer(n.items()[0], key, -kMaxCoordinate, kMaxCoordinate);
        const auto y = integer(n.items()[1], key, -kMaxCoordinate, kMaxCoordinate);
        if (!x || !y) return std::nullopt;
        return Pos{static_cast<int>(*x), static_cast<int>(*y)};
    }
};

// One Galaxy Traders re-placement: `keep` or {at: [x, y], edge: E}.
std::optional<RecordReplacement> readReplacement(Reader& r, const YamlNode& e)
{
    RecordReplacement rp;
    rp.pos = e.pos();
    if (e.isScalar() && e.scalar() == "keep") return rp;
    if (!e.isMap()) {
        r.fail(RecordErrorCode::WrongType, e, {"traders", "keep or {at: [x, y], edge: side}"});
        return std::nullopt;
    }
    bool ok = r.checkKeys(e, {"at", "edge"});
    rp.place = true;
    if (const YamlNode& a = e["at"]) {
        if (auto p = r.pos(a, "at")) rp.at = *p;
        else ok = false;
    } else {
        r.fail(RecordErrorCode::MissingKey, e, {"at"});
        ok = false;
    }
    if (const YamlNode& a = e["edge"]) {
        const auto name = r.text(a, "edge", "a string");
        const auto side = name ? parseSide(*name) : std::nullopt;
        if (side) rp.edge = *side;
        else {
            if (name) r.fail(RecordErrorCode::BadValue, a, {"edge", shown(*name), "N, E, S or W"});
            ok = false;
        }
    } else {
        r.fail(RecordErrorCode::MissingKey, e, {"edge"});
        ok = false;
    }
    if (!ok) return std::nullopt;
    return rp;
}

// One turn entry, key by key in the order of docs/record-format.md. Every problem is reported,
// not only the first: `ok` says whether there was any.
struct TurnReader
{
    Reader& r;
    const YamlNode& t;
    const Tileset& set;
    RecordTurn turn;
    bool ok = true;

    void tile()
    {
        const YamlNode& n = t["tile"];
        if (!n) return;
        const auto id = r.text(n, "tile", "a tile id");
        if (!id) {
            ok = false;
            return;
        }
        if (set.findFace(*id) < 0) {
            r.fail(RecordErrorCode::UnknownTile, n, {shown(*id)});
            ok = false;
        }
        turn.tile = *id;
    }

    // Intel and Rumours: `from: row` takes the face-up tile named by `tile`.
    void from()
    {
        const YamlNode& n = t["from"];
        if (!n) return;
        const auto from = r.text(n, "from", "a string");
        if (from == "row" || from == "pile") {
            turn.fromRow = *from == "row";
        } else {
            if (from) r.fail(RecordErrorCode::BadValue, n, {"from", shown(*from), "row or pile"});
            ok = false;
        }
        if (turn.fromRow && turn.tile.empty()) {
            r.fail(RecordErrorCode::MissingKey, t, {"tile"});
            ok = false;
        }
    }

    // A set-aside tile is not placed: it names no position, rotation or meeple.
    void setAside()
    {
        if (const YamlNode& n = t["set_aside"]) {
            if (auto b = r.boolean(n, "set_aside", "a boolean")) turn.setAside = *b;
            else ok = false;
        }
        if (!turn.setAside) return;
        for (const char* key : {"at", "rotation", "meeple"})
            if (const YamlNode& n = t[key]) {
                r.fail(RecordErrorCode::BadValue, n, {key, "", "a set-aside tile is not placed"});
                ok = false;
            }
    }

    void at()
    {
        if (turn.setAside) return;
        if (const YamlNode& n = t["at"]) {
            if (auto p = r.pos(n, "at")) turn.placement.at = *p;
            else ok = false;
        } else {
            r.fail(RecordErrorCode::MissingKey, t, {"at"});
            ok = false;
        }
    }

    void rotation()
    {
        const YamlNode& n = t["rotation"];
        if (!n || turn.setAside) return;
        // Any other whole number, however large, is named with the four allowed.
        long long deg = -1;
        const detail::IntegerParse parsed =
            n.isPlain() ? detail::parseDecimal(n.scalar(), deg) : detail::IntegerParse::NotAnInteger;
        if (parsed == detail::IntegerParse::NotAnInteger) {
            r.fail(RecordErrorCode::WrongType, n, {"rotation", "an integer"});
            ok = false;
        } else if (parsed == detail::IntegerParse::OutOfRange || deg % 90 != 0 || deg < 0 || deg > 270) {
            r.fail(RecordErrorCode::BadValue, n, {"rotation", shown(n.scalar()), "0, 90, 180 or 270"});
            ok = false;
        } else {
            turn.placement.rotation = static_cast<int>(deg / 90);
        }
    }

    // The meeple; false when it is not a mapping (then nothing more of the turn is read).
    bool meeple()
    {
        const YamlNode& m = t["meeple"];
        if (!m || turn.setAside) return true;
        if (!m.isMap()) {
            r.fail(RecordErrorCode::NotAMapping, m, {"meeple"});
            return false;
        }
        ok = r.checkKeys(m, {"kind", "feature", "edge", "at"}) && ok;
        turn.meeple.place = true;
        meepleKind(m);
        meepleFeature(m);
        meepleEdge(m);
        meepleAt(m);
        return true;
    }

    void meepleKind(const YamlNode& m)
    {
        const YamlNode& n = m["kind"];
        if (!n) return;
        const auto kind = r.text(n, "kind", "a string");
        if (kind == "small" || kind == "large") {
            turn.meeple.size = *kind == "large" ? MeepleSize::Large : MeepleSize::Small;
        } else {
            if (kind) r.fail(RecordErrorCode::BadValue, n, {"kind", shown(*kind), "small or large"});
            ok = false;
        }
    }

    void meepleFeature(const YamlNode& m)
    {
        const YamlNode& n = m["feature"];
        if (!n) {
            r.fail(RecordErrorCode::MissingKey, m, {"feature"});
            ok = false;
            return;
        }
        const auto name = r.text(n, "feature", "a string");
        const auto kind = name ? parseFeatureKind(*name) : std::nullopt;
        if (kind) {
            turn.meeple.kind = *kind;
        } else {
            if (name) r.fail(RecordErrorCode::BadValue, n, {"feature", shown(*name), "route, asteroid or planet"});
            ok = false;
        }
    }

    // A route or a field is named by the placed tile's side it touches; a planet by none.
    void meepleEdge(const YamlNode& m)
    {
        const bool planet = turn.meeple.kind == FeatureKind::Planet;
        const YamlNode& n = m["edge"];
        if (!n) {
            if (!planet && ok) {
                r.fail(RecordErrorCode::MissingKey, m, {"edge"});
                ok = false;
            }
            return;
        }
        const auto name = r.text(n, "edge", "a string");
        const auto side = name ? parseSide(*name) : std::nullopt;
        if (planet) {
            r.fail(RecordErrorCode::BadValue, n, {"edge", shown(name.value_or("")), "nothing for a planet (use at)"});
            ok = false;
        } else if (side) {
            turn.meepleEdge = *side;
        } else {
            if (name) r.fail(RecordErrorCode::BadValue, n, {"edge", shown(*name), "N, E, S or W"});
            ok = false;
        }
    }

    // A field or a planet on another tile than the placed one (an attack, a Hyperspace jump).
    void meepleAt(const YamlNode& m)
    {
        const YamlNode& n = m["at"];
        if (!n) return;
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

    // The die faces the turn's battles roll, in order.
    void dice()
    {
        const YamlNode& n = t["dice"];
        if (!n) return;
        if (!n.isSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"dice", "a list of die faces"});
            ok = false;
            return;
        }
        if (!r.withinLimit(n, "dice", kMaxRecordDice)) {
            ok = false;
            return;
        }
        for (const auto& d : n) {
            const auto v = r.integer(d, "dice");
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

    // Galaxy Traders: the re-placements, in the order the game offers them.
    void traders()
    {
        const YamlNode& n = t["traders"];
        if (!n) return;
        if (!n.isSequence()) {
            r.fail(RecordErrorCode::WrongType, n, {"traders", "a list of re-placements"});
            ok = false;
            return;
        }
        if (!r.withinLimit(n, "traders", kMaxRecordTraders)) {
            ok = false;
            return;
        }
        for (const auto& e : n) {
            if (auto rp = readReplacement(r, e)) turn.replacements.push_back(*rp);
            else ok = false;
        }
    }
};

std::optional<RecordTurn> readTurn(Reader& r, const YamlNode& t, const Tileset& set)
{
    if (!t.isMap()) {
        r.fail(RecordErrorCode::NotAMapping, t, {"a turn"});
        return std::nullopt;
    }
    TurnReader read{r, t, set, {}, true};
    read.turn.pos = t.pos();
    read.ok = r.checkKeys(t, {"tile", "from", "set_aside", "at", "rotation", "meeple", "dice", "traders"});
    read.tile();
    read.from();
    read.setAside();
    read.at();
    read.rotation();
    if (!read.meeple()) return std::nullopt;
    read.dice();
    read.traders();
    if (!read.ok) return std::nullopt;
    return std::move(read.turn);
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
    case RecordErrorCode::EmptyFile:
        return "the file is empty";
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
        return prefix + "players: " + players.describe();
    case RecordErrorCode::UnknownVariant:
        return prefix + "unknown variant '" + arg(0) +
               "' (known: explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours)";
    case RecordErrorCode::UnsupportedVariant:
        return prefix + "the variant '" + arg(0) + "' is not supported by this version yet";
    case RecordErrorCode::UnknownTile:
        return prefix + "the tile set has no tile '" + arg(0) + "'";
    case RecordErrorCode::IllegalMove:
        return prefix + move.describe();
    case RecordErrorCode::NotRegularFile:
        return prefix + "'" + arg(0) + "' is not a regular file (a folder, a device or a pipe cannot be read)";
    case RecordErrorCode::FileTooLarge:
        return prefix + "the file '" + arg(0) + "' is too large (more than " + arg(1) + " MiB)";
    case RecordErrorCode::NotUtf8:
        return prefix + "the text is not UTF-8";
    case RecordErrorCode::ControlCharacter:
        return prefix + "the text holds the control character " + arg(0);
    case RecordErrorCode::UnexpectedText:
        return prefix + "YAML syntax error: unexpected '" + arg(0) + "'";
    case RecordErrorCode::SeveralDocuments:
        return prefix + "a game record file holds one YAML document, this one holds " + arg(0);
    case RecordErrorCode::TooManyNodes:
        return prefix + "the file holds too many YAML values (more than " + arg(0) + ")";
    case RecordErrorCode::TooDeep:
        return prefix + "lists and mappings are nested too deep (more than " + arg(0) + " levels)";
    case RecordErrorCode::AliasNotSupported:
        return prefix + "YAML aliases (*name) are not supported";
    case RecordErrorCode::TagNotSupported:
        return prefix + "YAML tags such as '" + arg(0) + "' are not supported (the formats have none)";
    case RecordErrorCode::TooMuchAtOnce:
        return prefix + "a list or mapping in brackets ([...] or {...}) is too large to read at once (more than " + arg(0) +
               " brackets, commas, colons, quotes and other YAML marks): write long lists one item a line";
    case RecordErrorCode::TooManyErrors:
        return prefix + "more errors follow (only the first " + arg(0) + " are listed)";
    case RecordErrorCode::IsATileset:
        return prefix + "this file is a tile set, not a game record (open it in the tile-set editor)";
    case RecordErrorCode::DuplicateKey:
        return prefix + "the key '" + arg(0) + "' appears twice";
    case RecordErrorCode::UnsupportedFormat:
        return prefix + "unsupported record format " + arg(0) + " (this program reads format " +
               std::to_string(kRecordFormat) + ")";
    case RecordErrorCode::TooLong:
        return prefix + "the name '" + arg(1) + "' is too long (" + arg(2) + " characters; at most " + arg(3) + ")";
    case RecordErrorCode::BadText:
        if (arg(1) == "format") return prefix + "a name holds " + arg(2) + ", a character that reorders or breaks the text around it";
        return prefix + "a name " + (arg(1) == "control" ? "holds a control character" : "is not UTF-8 text");
    case RecordErrorCode::OutOfRange:
        return prefix + "'" + arg(0) + "' is " + arg(1) + "; allowed: " + arg(2) + " to " + arg(3);
    case RecordErrorCode::TooManyEntries:
        return prefix + "'" + arg(0) + "' lists " + arg(1) + " entries; a record holds at most " + arg(2);
    case RecordErrorCode::FileNotFound:
        return prefix + "no such file " + arg(0);
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

std::shared_ptr<const Tileset> builtinTilesetNamed(const std::string& ref)
{
    if (ref.find('/') != std::string::npos || ref.find('.') != std::string::npos) return nullptr;
    return builtinTileset(ref);
}

std::shared_ptr<const Tileset> resolveTileset(const std::string& ref, const std::string& baseDir,
                                              std::vector<TilesetError>& errors)
{
    if (auto set = builtinTilesetNamed(ref)) return set;
    std::filesystem::path p(ref);
    if (p.is_relative() && !baseDir.empty()) p = std::filesystem::path(baseDir) / p;
    auto set = loadTileset(p.string(), errors);
    if (!set) return nullptr;
    return std::make_shared<const Tileset>(std::move(*set));
}

namespace {

// The problems of the text itself, as a record error.
RecordError yamlError(const detail::YamlFailure& f, const std::string& file)
{
    using detail::YamlProblem;
    RecordError e;
    switch (f.problem) {
    case YamlProblem::NotUtf8: e.code = RecordErrorCode::NotUtf8; break;
    case YamlProblem::ControlCharacter: e.code = RecordErrorCode::ControlCharacter; break;
    case YamlProblem::Syntax: e.code = RecordErrorCode::YamlSyntax; break;
    case YamlProblem::UnexpectedText: e.code = RecordErrorCode::UnexpectedText; break;
    case YamlProblem::SeveralDocuments: e.code = RecordErrorCode::SeveralDocuments; break;
    case YamlProblem::TooManyNodes: e.code = RecordErrorCode::TooManyNodes; break;
    case YamlProblem::TooDeep: e.code = RecordErrorCode::TooDeep; break;
    case YamlProblem::Alias: e.code = RecordErrorCode::AliasNotSupported; break;
    case YamlProblem::TooMuchAtOnce: e.code = RecordErrorCode::TooMuchAtOnce; break;
    case YamlProblem::Tag: e.code = RecordErrorCode::TagNotSupported; break;
    }
    if (!f.detail.empty()) e.args.push_back(f.detail);
    e.file = file;
    e.pos = f.pos;
    return e;
}

// The tile set of a record: a built-in name, a path, or the set itself.
void readTileset(Reader& r, const YamlNode& doc, const std::string& baseDir, GameRecord& rec)
{
    const YamlNode& ts = doc["tileset"];
    if (!ts) {
        r.fail(RecordErrorCode::MissingKey, doc, {"tileset"});
        return;
    }
    const auto invalid = [&r](const TilesetError& te, SourcePos pos, std::string text) {
        RecordError e;
        e.code = RecordErrorCode::TilesetInvalid;
        e.args = {std::move(text)};
        e.file = r.file;
        e.pos = pos;
        e.tilesetError = te;
        r.add(std::move(e));
    };
    std::vector<TilesetError> tErrors;
    if (ts.isMap()) {
        if (auto set = parseTilesetNode(ts, r.file, tErrors)) {
            rec.tileset = std::make_shared<const Tileset>(std::move(*set));
            return;
        }
        // Written in this file: point at each problem itself.
        for (const TilesetError& te : tErrors) invalid(te, te.pos.line > 0 ? te.pos : ts.pos(), te.message());
        return;
    }
    const auto ref = r.text(ts, "tileset", "a tile-set name, a path or a tile set");
    if (!ref) return;
    rec.tilesetRef = *ref;
    rec.tileset = resolveTileset(*ref, baseDir, tErrors);
    if (rec.tileset) return;
    if (tErrors.empty() || tErrors.front().code == TilesetErrorCode::FileNotReadable ||
        tErrors.front().code == TilesetErrorCode::FileNotFound)
        r.fail(RecordErrorCode::UnknownTileset, ts, {shown(*ref)});
    else
        invalid(tErrors.front(), ts.pos(), tErrors.front().describe());
}

void readNames(Reader& r, const YamlNode& n, GameRecord& rec)
{
    if (!n.isSequence()) {
        r.fail(RecordErrorCode::WrongType, n, {"names", "a list of player names"});
        return;
    }
    for (const auto& e : n) {
        const auto name = r.text(e, "names", "a string");
        if (!name) continue;
        char32_t bad = 0;
        const detail::TextCheck check = detail::checkText(*name, detail::TextKind::Name, &bad);
        const std::size_t length = detail::characterCount(*name);
        if (check == detail::TextCheck::FormatCharacter)
            r.fail(RecordErrorCode::BadText, e, {"names", "format", detail::codePointName(bad)});
        else if (check != detail::TextCheck::Ok)
            r.fail(RecordErrorCode::BadText, e, {"names", check == detail::TextCheck::NotUtf8 ? "utf8" : "control"});
        else if (length > static_cast<std::size_t>(kMaxPlayerNameLength))
            r.fail(RecordErrorCode::TooLong, e,
                   {"names", shown(*name), std::to_string(length), std::to_string(kMaxPlayerNameLength)});
        else
            rec.names.push_back(*name);
    }
    if (rec.names.size() > rec.players.size() && !rec.players.empty())
        r.fail(RecordErrorCode::BadValue, n, {"names", std::to_string(rec.names.size()) + " names",
                                              "at most one per player"});
}

// Whether the document is a game record: a mapping, and not a tile set.
bool isRecordDocument(Reader& r, const YamlNode& doc, std::vector<RecordError>& errors)
{
    if (doc.isNull()) {  // no document, or an empty one: the file is empty, not a wrong document
        r.fail(RecordErrorCode::EmptyFile, SourcePos{}, {});
        return false;
    }
    if (!doc.isMap()) {
        r.fail(RecordErrorCode::NotAMapping, doc, {"a game record"});
        if (errors.back().pos.line == 0) errors.back().pos = {1, 1};
        return false;
    }
    if (detail::documentKind(doc) == detail::DocumentKind::TileSet) {
        r.fail(RecordErrorCode::IsATileset, SourcePos{}, {});  // the whole file: no place
        return false;
    }
    return true;
}

void readFormat(Reader& r, const YamlNode& f)
{
    long long format = 0;
    if (!f.isPlain() || detail::parseDecimal(f.scalar(), format) == detail::IntegerParse::NotAnInteger)
        r.fail(RecordErrorCode::WrongType, f, {"format", "an integer"});
    else if (format != kRecordFormat)
        r.fail(RecordErrorCode::UnsupportedFormat, f, {shown(f.scalar())});
}

const char* pileOrderName(PileOrder order) { return order == PileOrder::Swapped ? "swapped" : "ordered"; }

void readPileOrder(Reader& r, const YamlNode& n, GameRecord& rec)
{
    const auto name = r.text(n, "pile", "ordered or swapped");
    if (!name) return;
    if (*name == pileOrderName(PileOrder::Ordered)) rec.pileOrder = PileOrder::Ordered;
    else if (*name == pileOrderName(PileOrder::Swapped)) rec.pileOrder = PileOrder::Swapped;
    else r.fail(RecordErrorCode::BadValue, n, {"pile", shown(*name), "ordered or swapped"});
}

// A record without `pile`, written before the key existed: in the documented order unless it does
// not replay so and does in the older one, which every record this program wrote then replays in.
void guessPileOrder(GameRecord& rec)
{
    if (rec.turns.empty() || !replay(rec).error) return;
    rec.pileOrder = PileOrder::Swapped;
    if (replay(rec).error) rec.pileOrder = PileOrder::Ordered;
}

// The seats' colours in turn order, checked together (Game::checkPlayers) once each is known.
void readPlayers(Reader& r, const YamlNode& doc, GameRecord& rec)
{
    const YamlNode& p = doc["players"];
    if (!p) {
        r.fail(RecordErrorCode::MissingKey, doc, {"players"});
        return;
    }
    if (!p.isSequence()) {
        r.fail(RecordErrorCode::WrongType, p, {"players", "a list of colours"});
        return;
    }
    bool ok = true;
    for (const auto& c : p) {
        const auto name = r.text(c, "players", "a colour");
        const auto color = name ? parseColor(*name) : std::nullopt;
        if (color) {
            rec.players.push_back(*color);
        } else {
            if (name) r.fail(RecordErrorCode::BadValue, c, {"players", shown(*name), "red, green, black, white, orange"});
            ok = false;
        }
    }
    if (!ok) return;
    if (const PlayersError why = Game::checkPlayers(rec.players, rec.rules)) {
        RecordError e;
        e.code = RecordErrorCode::BadPlayers;
        e.file = r.file;
        e.pos = p.pos();
        e.players = why;
        r.add(std::move(e));
    }
}

// Who plays each seat: a person, a remote person or a computer level; one per player.
void readSeats(Reader& r, const YamlNode& n, GameRecord& rec)
{
    if (!n.isSequence()) {
        r.fail(RecordErrorCode::WrongType, n, {"seats", "a list: person, remote or a computer level per seat"});
        return;
    }
    for (const auto& e : n) {
        const auto who = r.text(e, "seats", "a string");
        if (!who) continue;
        if (const auto seat = parseSeat(*who))
            rec.seats.push_back(*seat);
        else
            r.fail(RecordErrorCode::BadValue, e, {"seats", shown(*who), "person, remote, random, easy, medium, hard or expert"});
    }
    if (n.size() != rec.players.size() && !rec.players.empty())
        r.fail(RecordErrorCode::BadValue, n, {"seats", std::to_string(n.size()) + " seats", "one per player"});
}

// Without `variants:` a game plays the house rules its tile set switches on by default; with it,
// exactly those listed (`variants: []`: none).
void readVariants(Reader& r, const YamlNode& doc, GameRecord& rec)
{
    if (rec.tileset) rec.rules.variants = rec.tileset->rules.variants;
    const YamlNode& v = doc["variants"];
    if (!v) return;
    rec.rules.variants = 0;
    if (!v.isSequence()) {
        r.fail(RecordErrorCode::WrongType, v, {"variants", "a list of variant names"});
        return;
    }
    for (const auto& n : v) {
        const auto name = r.text(n, "variants", "a variant name");
        if (!name) continue;
        if (const auto var = parseVariant(*name))
            rec.rules.set(*var);
        else
            r.fail(RecordErrorCode::UnknownVariant, n, {shown(*name)});
    }
}

void readSeed(Reader& r, const YamlNode& s, GameRecord& rec)
{
    std::uint64_t seed = 0;
    const detail::IntegerParse parsed =
        s.isPlain() ? detail::parseDecimal(s.scalar(), seed) : detail::IntegerParse::NotAnInteger;
    if (parsed == detail::IntegerParse::Ok) {
        rec.seed = seed;
        rec.seedGiven = true;
    } else if (parsed == detail::IntegerParse::OutOfRange) {
        r.fail(RecordErrorCode::OutOfRange, s, {"seed", shown(s.scalar()), "0", "18446744073709551615"});
    } else {
        r.fail(RecordErrorCode::WrongType, s, {"seed", "a non-negative integer"});
    }
}

// The turns, read when the tile set is known (a turn names its tiles).
void readTurns(Reader& r, const YamlNode& turns, GameRecord& rec)
{
    if (!turns.isSequence()) {
        r.fail(RecordErrorCode::WrongType, turns, {"turns", "a list of turns"});
        return;
    }
    if (!rec.tileset || !r.withinLimit(turns, "turns", kMaxRecordTurns)) return;
    for (const YamlNode& t : turns) {
        ++r.turn;
        if (auto turn = readTurn(r, t, *rec.tileset)) rec.turns.push_back(std::move(*turn));
    }
    r.turn = 0;
}

}  // namespace

std::optional<GameRecord> parseRecord(const std::string& yaml, const std::string& file, const std::string& baseDir,
                                      std::vector<RecordError>& errors)
{
    detail::YamlFailure failure;
    const std::optional<YamlNode> root = detail::loadYamlDocument(yaml, failure);
    if (!root) {
        errors.push_back(yamlError(failure, file));
        return std::nullopt;
    }
    return detail::parseRecordNode(*root, file, baseDir, errors);
}

std::optional<GameRecord> detail::parseRecordNode(const YamlNode& doc, const std::string& file,
                                                  const std::string& baseDir, std::vector<RecordError>& errors)
{
    Reader r{file, errors};
    const std::size_t before = errors.size();
    if (!isRecordDocument(r, doc, errors)) return std::nullopt;
    r.checkKeys(doc, {"format", "tileset", "players", "names", "seats", "teams", "variants", "seed", "pile", "turns"});
    if (const YamlNode& f = doc["format"]) readFormat(r, f);
    GameRecord rec;
    readTileset(r, doc, baseDir, rec);
    if (const YamlNode& t = doc["teams"]) {
        if (auto b = r.boolean(t, "teams", "true or false")) rec.rules.teams = *b;
    }
    readPlayers(r, doc, rec);
    if (const YamlNode& n = doc["names"]) readNames(r, n, rec);
    if (const YamlNode& n = doc["seats"]) readSeats(r, n, rec);
    readVariants(r, doc, rec);
    if (const YamlNode& s = doc["seed"]) readSeed(r, s, rec);
    if (const YamlNode& p = doc["pile"]) readPileOrder(r, p, rec);
    if (const YamlNode& turns = doc["turns"]) readTurns(r, turns, rec);
    r.noteDropped();
    if (errors.size() != before) return std::nullopt;
    if (!doc["pile"]) guessPileOrder(rec);
    return rec;
}

std::optional<GameRecord> loadRecord(const std::string& path, std::vector<RecordError>& errors)
{
    std::string text;
    RecordError e;
    e.file = path;
    e.args = {path};
    switch (readTextFile(path, text)) {
    case FileReadResult::Ok:
        return parseRecord(text, path, std::filesystem::path(path).parent_path().string(), errors);
    case FileReadResult::NotRegularFile:
        e.code = RecordErrorCode::NotRegularFile;
        break;
    case FileReadResult::TooLarge:
        e.code = RecordErrorCode::FileTooLarge;
        e.args.push_back(std::to_string(kMaxFileBytes / (1024 * 1024)));
        break;
    case FileReadResult::NotFound:
        e.code = RecordErrorCode::FileNotFound;
        break;
    case FileReadResult::CannotOpen:
    case FileReadResult::ReadFailed:
        e.code = RecordErrorCode::FileNotReadable;
        break;
    }
    errors.push_back(std::move(e));
    return std::nullopt;
}

FileKind detectFileKind(const std::string& text)
{
    detail::YamlFailure failure;
    const std::optional<YamlNode> root = detail::loadYamlDocument(text, failure);
    if (!root) return FileKind::Unknown;
    switch (detail::documentKind(*root)) {
    case detail::DocumentKind::TileSet: return FileKind::Tileset;
    case detail::DocumentKind::GameRecord: return FileKind::GameRecord;
    case detail::DocumentKind::Other: break;
    }
    return FileKind::Unknown;
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

// The meeple of a turn: its kind, its feature, the edge a route or a field touches, and the
// tile it is on when that is not the placed one.
void emitMeeple(YAML::Emitter& out, const RecordTurn& t)
{
    out << YAML::Key << "meeple" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "kind" << YAML::Value << (t.meeple.size == MeepleSize::Large ? "large" : "small");
    out << YAML::Key << "feature" << YAML::Value << featureKindName(t.meeple.kind);
    if (t.meeple.kind != FeatureKind::Planet) out << YAML::Key << "edge" << YAML::Value << sideName(t.meepleEdge);
    if (t.meepleAtGiven)
        out << YAML::Key << "at" << YAML::Value << YAML::Flow << YAML::BeginSeq << t.meeple.at.x << t.meeple.at.y
            << YAML::EndSeq;
    out << YAML::EndMap;
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
        if (t.meeple.place) emitMeeple(out, t);
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

// One entry is one line holding one value (a mapping or a scalar); it is read through the same
// guard as a whole record (detail::loadYamlDocument: UTF-8, no control characters, node and depth
// caps, no aliases), so a network message gets the protections of a file.
bool singleFlowValue(const std::string& text)
{
    if (text.find_first_of("\n\r") != std::string::npos) return false;
    const std::size_t first = text.find_first_not_of(" \t");
    return first != std::string::npos && text[first] != ',';
}

std::optional<YamlNode> loadEntry(const std::string& text, std::vector<RecordError>& errors)
{
    if (!singleFlowValue(text)) {
        RecordError err;
        err.code = RecordErrorCode::YamlSyntax;
        err.args = {"an entry must be one line holding one value"};
        errors.push_back(std::move(err));
        return std::nullopt;
    }
    detail::YamlFailure failure;
    std::optional<YamlNode> node = detail::loadYamlDocument(text, failure);
    if (!node) errors.push_back(yamlError(failure, std::string()));
    return node;
}

}  // namespace

std::string writeRecord(const GameRecord& rec, bool withSeed)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "format" << YAML::Value << kRecordFormat;
    out << YAML::Key << "tileset" << YAML::Value;
    // By name only a built-in set, and only when it is the one played (a record read from a file
    // whose path happens to be a built-in name holds that file's set).
    const auto builtin = rec.tilesetRef.empty() ? nullptr : builtinTileset(rec.tilesetRef);
    if (!rec.tileset || (builtin && *builtin == *rec.tileset)) out << rec.tilesetRef;
    else detail::emitTileset(out, *rec.tileset);
    out << YAML::Key << "players" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (Color c : rec.players) out << colorName(c);
    out << YAML::EndSeq;
    if (!rec.names.empty()) {
        out << YAML::Key << "names" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& n : rec.names) detail::emitText(out, n);
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
    out << YAML::Key << "pile" << YAML::Value << pileOrderName(rec.pileOrder);
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
    auto turn = readTurn(r, *node, tileset);
    r.noteDropped();
    return turn;
}

std::optional<RecordReplacement> parseRecordReplacement(const std::string& text, std::vector<RecordError>& errors)
{
    const auto node = loadEntry(text, errors);
    if (!node) return std::nullopt;
    Reader r{std::string(), errors};
    auto rp = readReplacement(r, *node);
    r.noteDropped();
    return rp;
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

}  // namespace swc
