// The tile set file format (docs/tileset-format.md) read and written with yaml-cpp.
//
// The reader walks the document node by node, recording where each part of every face was
// written, then hands the set to the shared semantic checks (tileset_check.h) with those
// positions. It never throws: yaml-cpp's exceptions become YamlSyntax errors, and values are
// converted with YAML::convert<T>::decode, which reports failure instead of throwing.
#include "tileset.h"
#include "tileset_check.h"
#include "tileset_yaml_p.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <sstream>

namespace swc {

namespace {

using detail::FaceLocation;
using detail::pick;
using detail::SegmentLocation;
using detail::SetLocation;

SourcePos posOf(const YAML::Node& n)
{
    const YAML::Mark m = n.Mark();
    if (m.line < 0 || m.column < 0)
        return {};
    return {m.line + 1, m.column + 1};
}

SourcePos posOf(const YAML::Mark& m)
{
    if (m.line < 0 || m.column < 0)
        return {};
    return {m.line + 1, m.column + 1};
}

// A key of a mapping and its value.
struct Field
{
    YAML::Node key, value;
    // Where to point at the value: an empty value has no text of its own (yaml-cpp then gives
    // the position of the next token), so point at its key.
    SourcePos valuePos() const { return value.IsNull() ? posOf(key) : posOf(value); }
};
using Fields = std::map<std::string, Field>;

constexpr const char* kExpectList = "a list";
constexpr const char* kExpectMapping = "a mapping";

class Reader
{
public:
    Reader(const std::string& file, std::vector<TilesetError>& errors) : file_(file), errors_(errors) {}

    std::optional<Tileset> readText(const std::string& yaml)
    {
        return guarded([&] { return text(yaml); });
    }

    std::optional<Tileset> readNode(const YAML::Node& root)
    {
        return guarded([&] { return document(root); });
    }

private:
    // Runs one read: turns any exception into an error, sorts the errors it added, and gives a
    // set only when there was none.
    template <typename Read>
    std::optional<Tileset> guarded(Read read)
    {
        const std::size_t before = errors_.size();
        std::optional<Tileset> result;
        try {
            result = read();
        } catch (const YAML::Exception& e) {
            error(TilesetErrorCode::YamlSyntax, {e.msg}, posOf(e.mark));
        } catch (const std::exception& e) {
            error(TilesetErrorCode::YamlSyntax, {e.what()}, {});
        }
        if (errors_.size() == before)
            return result;
        // Reading order: the structural errors come in document order, the semantic ones after.
        auto key = [](const TilesetError& e) {
            return std::pair(e.pos.line > 0 ? e.pos.line : INT_MAX, e.pos.column);
        };
        std::stable_sort(errors_.begin() + static_cast<std::ptrdiff_t>(before), errors_.end(),
                         [&](const TilesetError& a, const TilesetError& b) { return key(a) < key(b); });
        return std::nullopt;
    }

    std::optional<Tileset> text(const std::string& yaml)
    {
        const std::vector<YAML::Node> docs = YAML::LoadAll(yaml);  // syntax errors throw, see guarded()
        if (docs.size() > 1) {
            error(TilesetErrorCode::YamlSyntax, {"a tile set file holds one YAML document, this one holds " +
                                                 std::to_string(docs.size())},
                  posOf(docs[1]));
            return std::nullopt;
        }
        if (docs.empty()) {
            error(TilesetErrorCode::NotAMapping, {"the document"}, {1, 1});
            return std::nullopt;
        }
        return document(docs[0]);
    }

    std::optional<Tileset> document(const YAML::Node& root)
    {
        if (!root.IsMap()) {
            error(TilesetErrorCode::NotAMapping, {"the document"}, pick(posOf(root), {1, 1}));
            return std::nullopt;
        }

        Tileset set;
        SetLocation loc;
        Fields f = fields(root, {"format", "name", "tiles"});

        if (const Field* format = require(f, "format", root)) {
            loc.format = format->valuePos();
            if (auto n = integer(*format, "format"); !n) {
                loc.formatBad = true;
            } else if (*n < INT_MIN || *n > INT_MAX) {
                error(TilesetErrorCode::UnsupportedFormat, {format->value.Scalar()}, loc.format);
                loc.formatBad = true;
            } else {
                set.format = static_cast<int>(*n);
            }
        } else {
            loc.formatBad = true;
        }

        if (const Field* name = require(f, "name", root)) {
            loc.name = name->valuePos();
            if (auto s = string(*name, "name"))
                set.name = *s;
            else
                loc.nameBad = true;
        } else {
            loc.nameBad = true;
        }

        if (const Field* tiles = require(f, "tiles", root)) {
            loc.tiles = tiles->valuePos();
            if (auto list = sequence(*tiles, "tiles")) {
                for (const YAML::Node& tile : *list) {
                    face_ = static_cast<int>(set.faces.size());
                    readFace(tile, set.faces.emplace_back(), loc.faces.emplace_back());
                }
                face_ = -1;
            } else {
                loc.tilesBad = true;
            }
        } else {
            loc.tilesBad = true;
        }

        for (TilesetError& e : detail::checkTileset(set, &loc)) {
            e.file = file_;
            errors_.push_back(std::move(e));
        }
        return set;
    }

    void readFace(const YAML::Node& tile, TileFace& face, FaceLocation& loc)
    {
        face.pos = posOf(tile);
        if (!tile.IsMap()) {
            error(TilesetErrorCode::NotAMapping, {"tile " + std::to_string(face_ + 1)}, face.pos);
            loc.idBad = loc.countBad = loc.startBad = loc.shapeBad = true;
            return;
        }
        Fields f = fields(tile, {"id", "count", "start", "edges", "routes", "asteroids", "planet"});

        // The id first: the other messages name the face by it.
        if (const Field* id = require(f, "id", tile)) {
            loc.id = id->valuePos();
            if (auto s = string(*id, "id"))
                face.id = *s;
            else
                loc.idBad = true;
        } else {
            loc.idBad = true;
        }
        id_ = face.id;

        if (auto it = f.find("count"); it != f.end()) {
            loc.count = it->second.valuePos();
            if (auto n = integer(it->second, "count"); !n) {
                loc.countBad = true;
            } else if (*n < INT_MIN || *n > INT_MAX) {
                error(TilesetErrorCode::BadCount, {id_, it->second.value.Scalar()}, loc.count);
                loc.countBad = true;
            } else {
                face.count = static_cast<int>(*n);
            }
        }

        if (auto it = f.find("start"); it != f.end()) {
            loc.start = it->second.valuePos();
            bool b = false;
            if (it->second.value.IsScalar() && YAML::convert<bool>::decode(it->second.value, b)) {
                face.start = b;
            } else {
                error(TilesetErrorCode::WrongType, {"start", "a boolean (true or false)"}, loc.start);
                loc.startBad = true;
            }
        }

        const std::size_t before = errors_.size();
        if (const Field* edges = require(f, "edges", tile))
            readEdges(*edges, face, loc);
        else
            loc.shapeBad = true;
        if (auto it = f.find("routes"); it != f.end())
            readSegments(it->second, "routes", face.routes, loc.routes);
        if (auto it = f.find("asteroids"); it != f.end())
            readSegments(it->second, "asteroids", face.asteroids, loc.asteroids);
        if (errors_.size() != before)
            loc.shapeBad = true;

        if (auto it = f.find("planet"); it != f.end()) {
            const YAML::Node& v = it->second.value;
            if (v.IsNull() || v.IsMap()) {
                face.planet = true;
                Fields pf = fields(v, {"symbols"});
                if (auto s = pf.find("symbols"); s != pf.end())
                    face.planetSymbols = symbols(s->second);
            } else {
                error(TilesetErrorCode::WrongType, {"planet", kExpectMapping}, it->second.valuePos());
            }
        }
        id_.clear();
    }

    void readEdges(const Field& edges, TileFace& face, FaceLocation& loc)
    {
        const std::optional<YAML::Node> list = sequence(edges, "edges");
        if (!list)
            return;
        if (list->size() != kSides)
            error(TilesetErrorCode::WrongEdgeCount, {id_, std::to_string(list->size())}, edges.valuePos());
        for (std::size_t i = 0; i < list->size(); ++i) {
            const YAML::Node& e = (*list)[i];
            std::optional<Edge> edge;
            if (e.IsScalar()) {
                edge = parseEdge(e.Scalar());
                if (!edge)
                    error(TilesetErrorCode::BadEdgeType, {id_, e.Scalar()}, posOf(e));
            } else {
                error(TilesetErrorCode::WrongType, {"edges", "a list of edge types (space, route, asteroid)"},
                      posOf(e));
            }
            if (edge && i < kSides) {
                face.edges[i] = *edge;
                loc.edge[i] = posOf(e);
            }
        }
    }

    void readSegments(const Field& field, const char* key, std::vector<Segment>& segments,
                      std::vector<SegmentLocation>& locs)
    {
        auto list = sequence(field, key);
        if (!list)
            return;
        for (const YAML::Node& node : *list) {
            Segment& seg = segments.emplace_back();
            SegmentLocation& sl = locs.emplace_back();
            sl.node = posOf(node);
            if (node.IsSequence() || node.IsNull()) {
                readSides(node, key, seg, sl);
            } else if (node.IsMap()) {
                Fields f = fields(node, {"edges", "symbols"});
                if (const Field* edges = require(f, "edges", node)) {
                    if (auto sides = sequence(*edges, "edges"))
                        readSides(*sides, "edges", seg, sl);
                }
                if (auto it = f.find("symbols"); it != f.end())
                    seg.symbols = symbols(it->second);
            } else {
                error(TilesetErrorCode::WrongType,
                      {key, "a list of segments, each a list of sides such as [E, W] or a mapping "
                            "with edges and symbols"},
                      sl.node);
            }
        }
    }

    void readSides(const YAML::Node& list, const char* key, Segment& seg, SegmentLocation& sl)
    {
        for (const YAML::Node& s : list) {
            if (!s.IsScalar()) {
                error(TilesetErrorCode::WrongType, {key, "a list of sides (N, E, S, W)"}, posOf(s));
                continue;
            }
            auto side = parseSide(s.Scalar());
            if (!side) {
                error(TilesetErrorCode::BadSide, {id_, s.Scalar()}, posOf(s));
                continue;
            }
            if (!(seg.sides & (1u << *side)))
                sl.side[*side] = posOf(s);
            seg.sides = static_cast<std::uint8_t>(seg.sides | (1u << *side));
        }
    }

    SymbolCounts symbols(const Field& field)
    {
        SymbolCounts counts{};
        auto list = sequence(field, "symbols");
        if (!list)
            return counts;
        std::array<std::size_t, kFactions> n{};
        for (const YAML::Node& s : *list) {
            std::optional<Faction> faction;
            if (s.IsScalar())
                faction = parseFaction(s.Scalar());
            if (faction)
                ++n[static_cast<int>(*faction)];
            else if (s.IsScalar())
                error(TilesetErrorCode::BadFaction, {id_, s.Scalar()}, posOf(s));
            else
                error(TilesetErrorCode::WrongType, {"symbols", "a list of factions (rebel, empire, bounty)"},
                      posOf(s));
        }
        for (int i = 0; i < kFactions; ++i) {
            if (n[i] > 255)
                error(TilesetErrorCode::TooManySymbols, {id_, std::to_string(n[i])}, field.valuePos());
            counts[i] = static_cast<std::uint8_t>(std::min<std::size_t>(n[i], 255));
        }
        return counts;
    }

    // ---- Generic helpers ----

    void error(TilesetErrorCode code, std::vector<std::string> args, SourcePos pos)
    {
        errors_.push_back(TilesetError{code, std::move(args), file_, pos, face_});
    }

    // The entries of a mapping by key; reports unknown and repeated keys. An empty value (null)
    // reads as an empty mapping.
    Fields fields(const YAML::Node& map, std::initializer_list<const char*> allowed)
    {
        Fields result;
        if (!map.IsMap())
            return result;
        std::string allowedText;
        for (const char* a : allowed)
            allowedText += (allowedText.empty() ? "" : ", ") + std::string(a);
        for (const auto& entry : map) {  // a copy: the iterator's -> points into a temporary
            const YAML::Node key = entry.first;
            const std::string name = key.IsScalar() ? key.Scalar() : std::string("(not a plain key)");
            if (std::find_if(allowed.begin(), allowed.end(), [&](const char* a) { return name == a; }) ==
                allowed.end()) {
                error(TilesetErrorCode::UnknownKey, {name, allowedText}, posOf(key));
            } else if (!result.try_emplace(name, Field{key, entry.second}).second) {
                error(TilesetErrorCode::DuplicateKey, {name}, posOf(key));
            }
        }
        return result;
    }

    const Field* require(const Fields& f, const char* key, const YAML::Node& map)
    {
        auto it = f.find(key);
        if (it != f.end())
            return &it->second;
        error(TilesetErrorCode::MissingKey, {key}, posOf(map));
        return nullptr;
    }

    // A list value; an empty value reads as an empty list.
    std::optional<YAML::Node> sequence(const Field& f, const char* key)
    {
        if (f.value.IsSequence() || f.value.IsNull())
            return f.value;
        error(TilesetErrorCode::WrongType, {key, kExpectList}, f.valuePos());
        return std::nullopt;
    }

    // A string value; an empty value reads as an empty string.
    std::optional<std::string> string(const Field& f, const char* key)
    {
        if (f.value.IsNull())
            return std::string();
        if (f.value.IsScalar())
            return f.value.Scalar();
        error(TilesetErrorCode::WrongType, {key, "a string"}, f.valuePos());
        return std::nullopt;
    }

    // An integer value. A number too large for long long comes back as LLONG_MAX / LLONG_MIN so
    // that the caller reports it as out of range rather than as not a number.
    std::optional<long long> integer(const Field& f, const char* key)
    {
        long long n = 0;
        if (f.value.IsScalar()) {
            if (YAML::convert<long long>::decode(f.value, n))
                return n;
            const std::string& s = f.value.Scalar();
            const bool negative = !s.empty() && s[0] == '-';
            const std::size_t digits = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
            if (s.size() > digits && s.find_first_not_of("0123456789", digits) == std::string::npos)
                return negative ? LLONG_MIN : LLONG_MAX;
        }
        error(TilesetErrorCode::WrongType, {key, "an integer"}, f.valuePos());
        return std::nullopt;
    }

    const std::string& file_;
    std::vector<TilesetError>& errors_;
    int face_ = -1;   // index of the face being read, or -1
    std::string id_;  // its id, for messages
};

// ---- Writer ----

void writeSides(YAML::Emitter& out, std::uint8_t sides)
{
    out << YAML::Flow << YAML::BeginSeq;
    for (int s = 0; s < kSides; ++s)
        if (sides & (1u << s))
            out << sideName(s);
    out << YAML::EndSeq;
}

void writeSymbols(YAML::Emitter& out, const SymbolCounts& symbols)
{
    out << YAML::Flow << YAML::BeginSeq;
    for (int f = 0; f < kFactions; ++f)
        for (int i = 0; i < symbols[f]; ++i)
            out << factionName(static_cast<Faction>(f));
    out << YAML::EndSeq;
}

// A list of segments: one flow line when no segment has symbols, otherwise one segment a line,
// those with symbols as mappings.
void writeSegments(YAML::Emitter& out, const char* key, const std::vector<Segment>& segments)
{
    if (segments.empty())
        return;
    const bool anySymbols = std::any_of(segments.begin(), segments.end(),
                                        [](const Segment& s) { return symbolTotal(s.symbols) > 0; });
    out << YAML::Key << key << YAML::Value << (anySymbols ? YAML::Block : YAML::Flow) << YAML::BeginSeq;
    for (const Segment& s : segments) {
        if (symbolTotal(s.symbols) == 0) {
            writeSides(out, s.sides);
            continue;
        }
        out << YAML::Block << YAML::BeginMap << YAML::Key << "edges" << YAML::Value;
        writeSides(out, s.sides);
        out << YAML::Key << "symbols" << YAML::Value;
        writeSymbols(out, s.symbols);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

}  // namespace

std::optional<Tileset> parseTileset(const std::string& yaml, const std::string& file,
                                    std::vector<TilesetError>& errors)
{
    return Reader(file, errors).readText(yaml);
}

std::optional<Tileset> parseTilesetNode(const YAML::Node& root, const std::string& file,
                                        std::vector<TilesetError>& errors)
{
    return Reader(file, errors).readNode(root);
}

std::optional<Tileset> loadTileset(const std::string& path, std::vector<TilesetError>& errors)
{
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec))
        in.open(path, std::ios::binary);
    std::ostringstream text;
    if (in.is_open())
        text << in.rdbuf();
    if (!in.is_open() || in.bad()) {
        errors.push_back(TilesetError{TilesetErrorCode::FileNotReadable, {path}, path, {}, -1});
        return std::nullopt;
    }
    return parseTileset(text.str(), path, errors);
}

std::string writeTileset(const Tileset& set)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "format" << YAML::Value << set.format;
    out << YAML::Key << "name" << YAML::Value << set.name;
    out << YAML::Key << "tiles" << YAML::Value << YAML::BeginSeq;
    for (const TileFace& f : set.faces) {
        out << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value << f.id;
        out << YAML::Key << "count" << YAML::Value << f.count;
        if (f.start)
            out << YAML::Key << "start" << YAML::Value << true;
        out << YAML::Key << "edges" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (Edge e : f.edges)
            out << edgeName(e);
        out << YAML::EndSeq;
        writeSegments(out, "routes", f.routes);
        writeSegments(out, "asteroids", f.asteroids);
        if (f.planet) {
            out << YAML::Key << "planet" << YAML::Value << YAML::Flow << YAML::BeginMap;
            if (symbolTotal(f.planetSymbols) > 0) {
                out << YAML::Key << "symbols" << YAML::Value;
                writeSymbols(out, f.planetSymbols);
            }
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

}  // namespace swc
