// The tile set file format (docs/tileset-format.md) read and written with yaml-cpp.
//
// The reader walks the document node by node, recording where each part of every face was
// written, then hands the set to the shared semantic checks (tileset_check.h) with those
// positions. It never throws: the text goes through loadYamlDocument (yaml_input.h), which
// keeps yaml-cpp bounded and turns its exceptions into failures, and values are converted without
// exceptions (strict decimal integers, detail::parseBool).
#include "textfile.h"
#include "tileset.h"
#include "tileset_check.h"
#include "tileset_yaml_p.h"
#include "yaml_input.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <map>

namespace swc {

namespace {

using detail::FaceLocation;
using detail::pick;
using detail::SegmentLocation;
using detail::SetLocation;
using detail::shown;
using detail::YamlFailure;
using detail::YamlNode;
using detail::YamlProblem;

// What went wrong in reading the text, as a tile-set error.
TilesetError yamlError(const YamlFailure& f, const std::string& file)
{
    TilesetErrorCode code = TilesetErrorCode::YamlSyntax;
    switch (f.problem) {
    case YamlProblem::NotUtf8: code = TilesetErrorCode::NotUtf8; break;
    case YamlProblem::ControlCharacter: code = TilesetErrorCode::ControlCharacter; break;
    case YamlProblem::Syntax: code = TilesetErrorCode::YamlSyntax; break;
    case YamlProblem::UnexpectedText: code = TilesetErrorCode::UnexpectedText; break;
    case YamlProblem::SeveralDocuments: code = TilesetErrorCode::SeveralDocuments; break;
    case YamlProblem::TooManyNodes: code = TilesetErrorCode::TooManyNodes; break;
    case YamlProblem::TooDeep: code = TilesetErrorCode::TooDeep; break;
    case YamlProblem::Alias: code = TilesetErrorCode::AliasNotSupported; break;
    case YamlProblem::TooMuchAtOnce: code = TilesetErrorCode::TooMuchAtOnce; break;
    case YamlProblem::Tag: code = TilesetErrorCode::TagNotSupported; break;
    }
    std::vector<std::string> args;
    if (!f.detail.empty())
        args.push_back(f.detail);
    return TilesetError{code, std::move(args), file, f.pos, -1};
}

// A key of a mapping and its value.
struct Field
{
    const YamlNode* key = nullptr;
    const YamlNode* value = nullptr;
    // Where to point at the value: an empty value has no text of its own (yaml-cpp then gives
    // the position of the next token), so point at its key.
    SourcePos valuePos() const { return value->isNull() ? key->pos() : value->pos(); }
};
using Fields = std::map<std::string, Field>;

constexpr const char* kExpectList = "a list";
constexpr const char* kExpectMapping = "a mapping";

class Reader
{
public:
    Reader(const std::string& file, std::vector<TilesetError>& errors, const std::string& artFolder = {})
        : file_(file), errors_(errors), artFolder_(artFolder)
    {
    }

    // A draft read (readTilesetDraft): the set is given with its errors.
    void keepSetWithErrors() { draft_ = true; }
    // Nothing of the text was left out of the set: every error came from the rule checks.
    bool complete() const { return !lossy_; }

    std::optional<Tileset> readText(const std::string& yaml)
    {
        return guarded([&] { return text(yaml); });
    }

    std::optional<Tileset> readNode(const YamlNode& root)
    {
        return guarded([&] { return document(root); });
    }

private:
    // Runs one read: turns any exception into an error, sorts the errors it added, and gives a
    // set only when there was none (a draft read: whatever set it could read).
    template <typename Read>
    std::optional<Tileset> guarded(Read read)
    {
        const std::size_t before = errors_.size();
        first_ = before;
        std::optional<Tileset> result;
        try {
            result = read();
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
        if (dropped_)
            errors_.push_back(TilesetError{TilesetErrorCode::TooManyErrors, {std::to_string(detail::kMaxErrors)},
                                           file_, {}, -1});
        return draft_ ? result : std::nullopt;
    }

    std::optional<Tileset> text(const std::string& yaml)
    {
        YamlFailure failure;
        const std::optional<YamlNode> root = detail::loadYamlDocument(yaml, failure);
        if (!root) {
            errors_.push_back(yamlError(failure, file_));
            lossy_ = true;
            return std::nullopt;
        }
        if (detail::documentKind(*root) == detail::DocumentKind::GameRecord) {
            error(TilesetErrorCode::IsAGameRecord, {}, {});  // the whole file: no place
            return std::nullopt;
        }
        return document(*root);
    }

    std::optional<Tileset> document(const YamlNode& root)
    {
        if (root.isNull()) {  // no document, or an empty one: the file is empty, not a wrong document
            error(TilesetErrorCode::EmptyFile, {}, {});
            return std::nullopt;
        }
        if (!root.isMap()) {
            error(TilesetErrorCode::NotAMapping, {"the document"}, pick(root.pos(), {1, 1}));
            return std::nullopt;
        }

        Tileset set;
        SetLocation loc;
        Fields f = fields(root, {"format", "name", "tiles", "rules"});
        readFormat(f, root, set, loc);
        readName(f, root, set, loc);
        readTiles(f, root, set, loc);
        if (auto it = f.find("rules"); it != f.end())
            readRules(it->second, set.rules, loc);

        for (TilesetError& e : detail::checkTileset(set, &loc)) {
            e.file = file_;
            add(std::move(e));
        }
        return set;
    }

    void readFormat(const Fields& f, const YamlNode& root, Tileset& set, SetLocation& loc)
    {
        const Field* format = require(f, "format", root);
        if (!format) {
            loc.formatBad = true;
            return;
        }
        loc.format = format->valuePos();
        if (auto n = integer(*format, "format"); !n) {
            loc.formatBad = true;
        } else if (*n < INT_MIN || *n > INT_MAX) {
            error(TilesetErrorCode::UnsupportedFormat, {shown(format->value->scalar())}, loc.format);
            loc.formatBad = true;
        } else {
            set.format = static_cast<int>(*n);
        }
    }

    void readName(const Fields& f, const YamlNode& root, Tileset& set, SetLocation& loc)
    {
        const Field* name = require(f, "name", root);
        if (!name) {
            loc.nameBad = true;
            return;
        }
        loc.name = name->valuePos();
        if (auto s = string(*name, "name"))
            set.name = *s;
        else
            loc.nameBad = true;
    }

    void readTiles(const Fields& f, const YamlNode& root, Tileset& set, SetLocation& loc)
    {
        const Field* tiles = require(f, "tiles", root);
        if (!tiles) {
            loc.tilesBad = true;
            return;
        }
        loc.tiles = tiles->valuePos();
        const YamlNode* list = sequence(*tiles, "tiles");
        if (!list) {
            loc.tilesBad = true;
            return;
        }
        for (const YamlNode& tile : list->items()) {
            face_ = static_cast<int>(set.faces.size());
            readFace(tile, set.faces.emplace_back(), loc.faces.emplace_back());
        }
        face_ = -1;
    }

    // `variants:` of `rules:`: house-rule names, each at most once.
    void readVariants(const YamlNode& list, SetRules& rules)
    {
        for (const YamlNode& n : list.items()) {
            const auto var = n.isScalar() ? parseVariant(n.scalar()) : std::nullopt;
            if (!n.isScalar()) {
                error(TilesetErrorCode::WrongType, {"variants", "a list of house-rule names"}, n.pos());
                continue;
            }
            if (!var) {
                error(TilesetErrorCode::UnknownVariant, {shown(n.scalar())}, n.pos());
                continue;
            }
            const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(*var));
            if (rules.variants & bit)
                error(TilesetErrorCode::DuplicateVariant, {n.scalar()}, n.pos());
            rules.variants = static_cast<std::uint8_t>(rules.variants | bit);
        }
    }

    // `rules:`: the house rules on by default and the numbers (docs/tileset-format.md). An empty
    // value reads as no change. The ranges are checked with the rest of the set (checkTileset).
    void readRules(const Field& field, SetRules& rules, SetLocation& loc)
    {
        loc.rules = field.valuePos();
        const YamlNode& v = *field.value;
        if (!v.isMap() && !v.isNull()) {
            error(TilesetErrorCode::WrongType, {"rules", kExpectMapping}, loc.rules);
            return;
        }
        const auto& keys = scoringKeys();
        std::vector<const char*> allowed{"variants"};
        for (const ScoringKey& k : keys)
            allowed.push_back(k.key);
        Fields f = fields(v, allowed);
        if (auto it = f.find("variants"); it != f.end())
            if (const YamlNode* list = sequence(it->second, "variants"))
                readVariants(*list, rules);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            auto it = f.find(keys[i].key);
            if (it == f.end())
                continue;
            loc.rule[i] = it->second.valuePos();
            const auto n = integer(it->second, keys[i].key);
            if (!n) {
                loc.ruleBad[i] = true;
            } else if (*n < keys[i].min || *n > keys[i].max) {
                // Reported here, with the value as written (it may not fit an int).
                error(TilesetErrorCode::RuleOutOfRange,
                      {keys[i].key, shown(it->second.value->scalar()), std::to_string(keys[i].min),
                       std::to_string(keys[i].max)},
                      loc.rule[i]);
                loc.ruleBad[i] = true;
            } else {
                rules.scoring.*keys[i].field = static_cast<int>(*n);
            }
        }
    }

    void readFace(const YamlNode& tile, TileFace& face, FaceLocation& loc)
    {
        face.pos = tile.pos();
        if (!tile.isMap()) {
            error(TilesetErrorCode::NotAMapping, {"tile " + std::to_string(face_ + 1)}, face.pos);
            loc.idBad = loc.countBad = loc.startBad = loc.shapeBad = true;
            return;
        }
        Fields f = fields(tile, {"id", "count", "start", "edges", "routes", "asteroids", "planet", "art"});
        // The id first: the other messages name the face by it.
        readId(f, tile, face, loc);
        id_ = shown(face.id);
        readCount(f, face, loc);
        readStart(f, face, loc);
        readShape(f, tile, face, loc);
        readPlanet(f, face);
        if (auto it = f.find("art"); it != f.end())
            readArt(it->second, face, loc);
        id_.clear();
    }

    // `art:` a file's name (FILE.svg, read from the set's folder) or `{svg: TEXT}`.
    void readArt(const Field& field, TileFace& face, FaceLocation& loc)
    {
        loc.art = field.valuePos();
        const YamlNode& v = *field.value;
        const std::size_t before = errors_.size();
        if (v.isScalar()) {
            readArtFile(v.scalar(), face, loc.art);
        } else if (v.isMap()) {
            Fields f = fields(v, {"svg"});
            if (const Field* svg = require(f, "svg", v))
                if (auto text = string(*svg, "svg"))
                    face.art = *text;
        } else {
            error(TilesetErrorCode::WrongType, {"art", "an SVG file's name or a mapping with svg"}, loc.art);
        }
        if (errors_.size() != before)
            loc.artBad = true;
    }

    // An art file: only from a set file's folder, a relative path that stays in it.
    void readArtFile(const std::string& name, TileFace& face, SourcePos pos)
    {
        if (artFolder_.empty()) {
            error(TilesetErrorCode::ArtFileNotAllowed, {id_, shown(name)}, pos);
            return;
        }
        const std::filesystem::path p(name);
        const bool goesUp = std::any_of(p.begin(), p.end(), [](const std::filesystem::path& part) { return part == ".."; });
        if (name.empty() || p.is_absolute() || p.has_root_name() || goesUp || p.extension() != ".svg") {
            error(TilesetErrorCode::ArtPathNotAllowed, {id_, shown(name)}, pos);
            return;
        }
        const std::string path = (std::filesystem::path(artFolder_) / p).string();
        switch (readTextFile(path, face.art, kMaxArtBytes)) {
        case FileReadResult::Ok: return;
        case FileReadResult::TooLarge:
            error(TilesetErrorCode::ArtTooLarge, {id_, "more", std::to_string(kMaxArtBytes / 1024)}, pos);
            break;
        case FileReadResult::NotFound: error(TilesetErrorCode::ArtFileNotReadable, {id_, shown(name), "not-found"}, pos); break;
        case FileReadResult::NotRegularFile:
            error(TilesetErrorCode::ArtFileNotReadable, {id_, shown(name), "not-regular"}, pos);
            break;
        case FileReadResult::CannotOpen:
        case FileReadResult::ReadFailed:
            error(TilesetErrorCode::ArtFileNotReadable, {id_, shown(name), "unreadable"}, pos);
            break;
        }
        face.art.clear();
    }

    void readId(const Fields& f, const YamlNode& tile, TileFace& face, FaceLocation& loc)
    {
        const Field* id = require(f, "id", tile);
        if (!id) {
            loc.idBad = true;
            return;
        }
        loc.id = id->valuePos();
        if (auto s = string(*id, "id"))
            face.id = *s;
        else
            loc.idBad = true;
    }

    void readCount(const Fields& f, TileFace& face, FaceLocation& loc)
    {
        auto it = f.find("count");
        if (it == f.end())
            return;
        loc.count = it->second.valuePos();
        if (auto n = integer(it->second, "count"); !n) {
            loc.countBad = true;
        } else if (*n < INT_MIN || *n > INT_MAX) {
            error(TilesetErrorCode::BadCount, {id_, shown(it->second.value->scalar())}, loc.count);
            loc.countBad = true;
        } else {
            face.count = static_cast<int>(*n);
        }
    }

    void readStart(const Fields& f, TileFace& face, FaceLocation& loc)
    {
        auto it = f.find("start");
        if (it == f.end())
            return;
        loc.start = it->second.valuePos();
        const std::optional<bool> b =
            it->second.value->isPlain() ? detail::parseBool(it->second.value->scalar()) : std::nullopt;
        if (b) {
            face.start = *b;
        } else {
            error(TilesetErrorCode::WrongType, {"start", "a boolean (true or false)"}, loc.start);
            loc.startBad = true;
        }
    }

    // The edges and the segments; any error in them leaves the shape unchecked (shapeBad).
    void readShape(const Fields& f, const YamlNode& tile, TileFace& face, FaceLocation& loc)
    {
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
    }

    // `planet:` with its symbols, or empty.
    void readPlanet(const Fields& f, TileFace& face)
    {
        auto it = f.find("planet");
        if (it == f.end())
            return;
        const YamlNode& v = *it->second.value;
        if (!v.isNull() && !v.isMap()) {
            error(TilesetErrorCode::WrongType, {"planet", kExpectMapping}, it->second.valuePos());
            return;
        }
        face.planet = true;
        Fields pf = fields(v, {"symbols"});
        if (auto s = pf.find("symbols"); s != pf.end())
            face.planetSymbols = symbols(s->second);
    }

    void readEdges(const Field& edges, TileFace& face, FaceLocation& loc)
    {
        const YamlNode* list = sequence(edges, "edges");
        if (!list)
            return;
        if (list->size() != kSides)
            error(TilesetErrorCode::WrongEdgeCount, {id_, std::to_string(list->size())}, edges.valuePos());
        for (std::size_t i = 0; i < list->size(); ++i) {
            const YamlNode& e = list->items()[i];
            std::optional<Edge> edge;
            if (e.isScalar()) {
                edge = parseEdge(e.scalar());
                if (!edge)
                    error(TilesetErrorCode::BadEdgeType, {id_, shown(e.scalar())}, e.pos());
            } else {
                error(TilesetErrorCode::WrongType, {"edges", "a list of edge types (space, route, asteroid)"},
                      e.pos());
            }
            if (edge && i < kSides) {
                face.edges[i] = *edge;
                loc.edge[i] = e.pos();
            }
        }
    }

    void readSegments(const Field& field, const char* key, std::vector<Segment>& segments,
                      std::vector<SegmentLocation>& locs)
    {
        auto list = sequence(field, key);
        if (!list)
            return;
        const char* kind = std::string_view(key) == "routes" ? "route" : "asteroid";
        for (const YamlNode& node : list->items()) {
            Segment& seg = segments.emplace_back();
            SegmentLocation& sl = locs.emplace_back();
            sl.node = node.pos();
            if (node.isSequence() || node.isNull()) {
                readSides(node, key, kind, seg, sl);
            } else if (node.isMap()) {
                Fields f = fields(node, {"edges", "symbols"});
                if (const Field* edges = require(f, "edges", node)) {
                    if (auto sides = sequence(*edges, "edges"))
                        readSides(*sides, "edges", kind, seg, sl);
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

    // A segment's sides, each at most once.
    void readSides(const YamlNode& list, const char* key, const char* kind, Segment& seg, SegmentLocation& sl)
    {
        for (const YamlNode& s : list.items()) {
            if (!s.isScalar()) {
                error(TilesetErrorCode::WrongType, {key, "a list of sides (N, E, S, W)"}, s.pos());
                continue;
            }
            auto side = parseSide(s.scalar());
            if (!side) {
                error(TilesetErrorCode::BadSide, {id_, shown(s.scalar())}, s.pos());
                continue;
            }
            if (seg.sides & (1u << *side)) {
                error(TilesetErrorCode::DuplicateSide, {id_, kind, sideName(*side)}, s.pos());
                continue;
            }
            sl.side[*side] = s.pos();
            seg.sides = static_cast<std::uint8_t>(seg.sides | (1u << *side));
        }
    }

    SymbolCounts symbols(const Field& field)
    {
        SymbolCounts counts{};
        auto list = sequence(field, "symbols");
        if (!list)
            return counts;
        FactionArray<std::size_t> n{};
        for (const YamlNode& s : list->items()) {
            std::optional<Faction> faction;
            if (s.isScalar())
                faction = parseFaction(s.scalar());
            if (faction)
                ++n[*faction];
            else if (s.isScalar())
                error(TilesetErrorCode::BadFaction, {id_, shown(s.scalar())}, s.pos());
            else
                error(TilesetErrorCode::WrongType, {"symbols", "a list of factions (rebel, empire, bounty)"},
                      s.pos());
        }
        for (const Faction f : kAllFactions) {
            if (n[f] > 255)
                error(TilesetErrorCode::TooManySymbols, {id_, std::to_string(n[f])}, field.valuePos());
            counts[f] = static_cast<std::uint8_t>(std::min<std::size_t>(n[f], 255));
        }
        return counts;
    }

    // ---- Generic helpers ----

    // An error of the reader itself: the value it names is not in the set.
    void error(TilesetErrorCode code, std::vector<std::string> args, SourcePos pos)
    {
        lossy_ = true;
        add(TilesetError{code, std::move(args), file_, pos, face_});
    }

    // At most kMaxErrors errors of one read are kept (a file of many thousand bad values must not
    // make as many messages); guarded() says when some were dropped.
    void add(TilesetError e)
    {
        if (errors_.size() - first_ >= detail::kMaxErrors) {
            dropped_ = true;
            return;
        }
        errors_.push_back(std::move(e));
    }

    // The entries of a mapping by key; reports unknown and repeated keys. An empty value (null)
    // reads as an empty mapping.
    Fields fields(const YamlNode& map, const std::vector<const char*>& allowed)
    {
        Fields result;
        if (!map.isMap())
            return result;
        std::string allowedText;
        for (const char* a : allowed)
            allowedText += (allowedText.empty() ? "" : ", ") + std::string(a);
        for (std::size_t i = 0; i < map.size(); ++i) {
            const YamlNode& key = map.key(i);
            const std::string name = key.isScalar() ? key.scalar() : std::string("(not a plain key)");
            if (std::find_if(allowed.begin(), allowed.end(), [&](const char* a) { return name == a; }) ==
                allowed.end()) {
                error(TilesetErrorCode::UnknownKey, {shown(name), allowedText}, key.pos());
            } else if (!result.try_emplace(name, Field{&key, &map.value(i)}).second) {
                error(TilesetErrorCode::DuplicateKey, {name}, key.pos());
            }
        }
        return result;
    }

    const Field* require(const Fields& f, const char* key, const YamlNode& map)
    {
        auto it = f.find(key);
        if (it != f.end())
            return &it->second;
        error(TilesetErrorCode::MissingKey, {key}, map.pos());
        return nullptr;
    }

    // A list value; an empty value reads as an empty list.
    const YamlNode* sequence(const Field& f, const char* key)
    {
        if (f.value->isSequence() || f.value->isNull())
            return f.value;
        error(TilesetErrorCode::WrongType, {key, kExpectList}, f.valuePos());
        return nullptr;
    }

    // A string value; an empty value reads as an empty string.
    std::optional<std::string> string(const Field& f, const char* key)
    {
        if (f.value->isNull())
            return std::string();
        if (f.value->isScalar())
            return f.value->scalar();
        error(TilesetErrorCode::WrongType, {key, "a string"}, f.valuePos());
        return std::nullopt;
    }

    // A decimal integer (no 0x10, 1e3 or 1.5). A number too large for long long comes back as
    // LLONG_MAX / LLONG_MIN so that the caller reports it as out of range rather than as not a number.
    std::optional<long long> integer(const Field& f, const char* key)
    {
        long long n = 0;
        if (f.value->isPlain()) {
            switch (detail::parseDecimal(f.value->scalar(), n)) {
            case detail::IntegerParse::Ok:
                return n;
            case detail::IntegerParse::OutOfRange:
                return f.value->scalar()[0] == '-' ? LLONG_MIN : LLONG_MAX;
            case detail::IntegerParse::NotAnInteger:
                break;
            }
        }
        error(TilesetErrorCode::WrongType, {key, "an integer"}, f.valuePos());
        return std::nullopt;
    }

    const std::string& file_;
    std::vector<TilesetError>& errors_;
    std::size_t first_ = 0;  // the first error of this read
    bool dropped_ = false;   // errors past kMaxErrors were left out
    bool draft_ = false;     // give the set even with errors
    bool lossy_ = false;     // some value of the text is not in the set
    int face_ = -1;          // index of the face being read, or -1
    std::string id_;         // its id as messages show it
    std::string artFolder_;  // where `art:` files are read from; empty: nowhere
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
    for (const Faction f : kAllFactions)
        for (int i = 0; i < symbols[f]; ++i)
            out << factionName(f);
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

// `rules:` after the tiles, only when the set changes something, with only what it changes.
void writeRules(YAML::Emitter& out, const SetRules& rules)
{
    if (rules == SetRules{})
        return;
    out << YAML::Key << "rules" << YAML::Value << YAML::BeginMap;
    if (rules.variants) {
        out << YAML::Key << "variants" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int v = 0; v < kVariants; ++v)
            if (rules.has(static_cast<Variant>(v)))
                out << variantName(static_cast<Variant>(v));
        out << YAML::EndSeq;
    }
    const Scoring standard;
    for (const ScoringKey& k : scoringKeys())
        if (rules.scoring.*k.field != standard.*k.field)
            out << YAML::Key << k.key << YAML::Value << rules.scoring.*k.field;
    out << YAML::EndMap;
}

}  // namespace

std::optional<Tileset> parseTileset(const std::string& yaml, const std::string& file,
                                    std::vector<TilesetError>& errors, const std::string& artFolder)
{
    return Reader(file, errors, artFolder).readText(yaml);
}

std::optional<Tileset> readTilesetDraft(const std::string& yaml, const std::string& file,
                                        std::vector<TilesetError>& errors, bool& complete,
                                        const std::string& artFolder)
{
    Reader reader(file, errors, artFolder);
    reader.keepSetWithErrors();
    std::optional<Tileset> set = reader.readText(yaml);
    complete = set && reader.complete();
    return set;
}

std::optional<Tileset> parseTilesetNode(const detail::YamlNode& root, const std::string& file,
                                        std::vector<TilesetError>& errors)
{
    return Reader(file, errors).readNode(root);
}

TilesetError tilesetFileError(FileReadResult result, const std::string& path)
{
    switch (result) {
    case FileReadResult::NotRegularFile: return TilesetError{TilesetErrorCode::NotRegularFile, {path}, path, {}, -1};
    case FileReadResult::TooLarge:
        return TilesetError{TilesetErrorCode::FileTooLarge, {path, std::to_string(kMaxFileBytes / (1024 * 1024))}, path, {}, -1};
    case FileReadResult::NotFound: return TilesetError{TilesetErrorCode::FileNotFound, {path}, path, {}, -1};
    case FileReadResult::Ok:
    case FileReadResult::CannotOpen:
    case FileReadResult::ReadFailed: break;
    }
    return TilesetError{TilesetErrorCode::FileNotReadable, {path}, path, {}, -1};
}

std::optional<Tileset> loadTileset(const std::string& path, std::vector<TilesetError>& errors)
{
    std::string text;
    const FileReadResult read = readTextFile(path, text);
    if (read == FileReadResult::Ok) return parseTileset(text, path, errors, artFolderOf(path));
    errors.push_back(tilesetFileError(read, path));
    return std::nullopt;
}

std::string artFolderOf(const std::string& setPath)
{
    const std::filesystem::path folder = std::filesystem::path(setPath).parent_path();
    return folder.empty() ? std::string(".") : folder.string();
}

void detail::emitText(YAML::Emitter& out, const std::string& text)
{
    if (plainIsAnotherValue(text))
        out << YAML::DoubleQuoted;
    out << text;
}

std::string writeTileset(const Tileset& set)
{
    YAML::Emitter out;
    detail::emitTileset(out, set);
    return std::string(out.c_str()) + "\n";
}

void detail::emitTileset(YAML::Emitter& out, const Tileset& set)
{
    out << YAML::BeginMap;
    out << YAML::Key << "format" << YAML::Value << set.format;
    out << YAML::Key << "name" << YAML::Value;
    emitText(out, set.name);
    out << YAML::Key << "tiles" << YAML::Value << YAML::BeginSeq;
    for (const TileFace& f : set.faces) {
        out << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value;
        emitText(out, f.id);
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
        if (!f.art.empty()) {
            // Double-quoted: every character comes back as it was (a block scalar would lose
            // trailing spaces and line breaks).
            out << YAML::Key << "art" << YAML::Value << YAML::BeginMap << YAML::Key << "svg" << YAML::Value
                << YAML::DoubleQuoted << f.art << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    writeRules(out, set.rules);
    out << YAML::EndMap;
}

}  // namespace swc
