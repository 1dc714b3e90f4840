// Private to the engine: reading YAML text that anyone may have written, with yaml-cpp kept on
// a short leash. Shared by the tile-set reader and the record reader.
//
// yaml-cpp 0.7 is not safe on hostile text: a stray ',' at the document level makes LoadAll
// produce empty documents for ever (growing without bound), deep nesting recurses, aliases let a
// small file stand for a huge or cyclic tree, and each of its nodes costs about 500 bytes. So the
// text is first checked byte by byte (UTF-8, no control characters), then parsed once into
// events by yaml-cpp's parser with a handler that builds a small tree of its own (YamlNode),
// counting nodes and depth as they come, refusing aliases, and stopping at the first document
// that makes no progress. yaml-cpp reads a list or mapping in brackets whole before it hands out
// its first value, so the text is given to it a block at a time and the read stops when it runs
// too far ahead (kMaxYamlUnread): memory and time stay bounded whatever the text. yaml-cpp's
// node API is not used for reading at all.
// The fuzz targets in tests/fuzz/ look for inputs that get past this.
#pragma once

#include "tileset.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace swc::detail {

// A file holds at most this many YAML nodes (scalars, lists, mappings, empty values). A record of
// a whole 5,000-tile game with its set inline needs about 100,000.
constexpr std::size_t kMaxYamlNodes = 250000;
// yaml-cpp holds at most this many YAML indicators ([ ] { } , : ? - ! & * ' " # | > % @ `) read
// but not yet handed out as values: what it holds of a list or mapping in brackets until it is
// closed (about 250 bytes each at worst, so at most about 125 MB). A tile set or record in JSON
// of the largest size the formats allow needs fewer.
constexpr std::size_t kMaxYamlUnread = 500000;
// Lists and mappings nest at most this deep (a record with an inline tile set needs 7).
constexpr int kMaxYamlDepth = 32;
// A reader lists at most this many errors of one file, then one that says there are more.
constexpr std::size_t kMaxErrors = 100;

// One node of a document, where it was written, and its contents.
class YamlNode
{
public:
    enum class Kind : std::uint8_t { Null, Scalar, Sequence, Map, Missing };

    YamlNode() = default;
    YamlNode(Kind kind, SourcePos pos, std::string scalar = {}, bool quoted = false)
        : kind_(kind), quoted_(quoted), pos_(pos), scalar_(std::move(scalar))
    {
    }

    bool isNull() const { return kind_ == Kind::Null; }
    bool isScalar() const { return kind_ == Kind::Scalar; }
    bool isSequence() const { return kind_ == Kind::Sequence; }
    bool isMap() const { return kind_ == Kind::Map; }
    // Where the node starts (an empty value: where the next token starts, as yaml-cpp marks it);
    // {} for the empty document.
    SourcePos pos() const { return pos_; }
    const std::string& scalar() const { return scalar_; }  // empty unless a scalar
    // A scalar written in quotes (or as a block scalar, | or >): text, never a number or a boolean.
    bool isQuoted() const { return quoted_; }
    // A scalar written plain: the only one read as a number or a boolean.
    bool isPlain() const { return kind_ == Kind::Scalar && !quoted_; }

    // False only for the node operator[] gives when a mapping has no such key.
    explicit operator bool() const { return kind_ != Kind::Missing; }

    // A sequence's items.
    const std::vector<YamlNode>& items() const { return children_; }
    std::vector<YamlNode>::const_iterator begin() const { return children_.begin(); }
    std::vector<YamlNode>::const_iterator end() const { return children_.end(); }
    std::size_t size() const { return isMap() ? children_.size() / 2 : children_.size(); }
    // A mapping's entries, in file order (a key given twice is there twice).
    const YamlNode& key(std::size_t entry) const { return children_[2 * entry]; }
    const YamlNode& value(std::size_t entry) const { return children_[2 * entry + 1]; }
    // The value of the first entry whose key is the scalar `name`, or null.
    const YamlNode* find(std::string_view name) const;
    // The same as a node: one that tests false when there is no such entry.
    const YamlNode& operator[](std::string_view name) const;

    void add(YamlNode child) { children_.push_back(std::move(child)); }

private:
    Kind kind_ = Kind::Null;
    bool quoted_ = false;
    SourcePos pos_;
    std::string scalar_;
    std::vector<YamlNode> children_;  // a sequence's items; a mapping's keys and values, alternating
};

enum class YamlProblem {
    NotUtf8,           // detail: empty; pos: the first bad byte
    ControlCharacter,  // detail: "U+0000"; pos: where
    Syntax,            // detail: yaml-cpp's message
    UnexpectedText,    // detail: the character yaml-cpp stops at (a ',' at the document level)
    SeveralDocuments,  // detail: how many; pos: the second
    TooManyNodes,      // detail: the cap
    TooDeep,           // detail: the cap
    Alias,             // pos: the alias
    TooMuchAtOnce,     // detail: kMaxYamlUnread; pos: the first bracket of what yaml-cpp was still reading
    Tag,               // detail: the tag as written (!!binary, !foo); pos: the tagged value
};

struct YamlFailure
{
    YamlProblem problem = YamlProblem::Syntax;
    std::string detail;
    SourcePos pos;
};

// The one document of `text` (a null node when the text holds none), or why it cannot be read.
std::optional<YamlNode> loadYamlDocument(const std::string& text, YamlFailure& failure);

// What a document's top-level keys say it is: a tile set has `tiles` or `name`, a game record
// `tileset`, `players` or `turns`; anything else (or both) is Other.
enum class DocumentKind { TileSet, GameRecord, Other };
DocumentKind documentKind(const YamlNode& root);

// A boolean as yaml-cpp reads one: y, yes, true, on / n, no, false, off, each in lower case,
// upper case or capitalized.
std::optional<bool> parseBool(std::string_view text);

// A decimal integer as the formats write them: an optional '-' and digits without a leading
// zero, nothing else (no +1, 010, 0x10, 0o7, 1e3, 1.5, spaces). OutOfRange when it has that
// form but does not fit.
enum class IntegerParse { Ok, NotAnInteger, OutOfRange };
IntegerParse parseDecimal(std::string_view text, long long& value);
IntegerParse parseDecimal(std::string_view text, std::uint64_t& value);

// Whether a YAML 1.1 reader (PyYAML) or a YAML 1.2 one would read `text`, written plain, as
// something other than this string: empty, a null (~, null), a boolean (yes, no, on, off, y, n,
// true, false, in any case), a number or a date (anything that starts with a digit, a sign or a
// dot: 0x1F, 1e3, 010, .inf, -1), or the keys = and <<. More than needed, never less.
bool plainIsAnotherValue(std::string_view text);

// Names and ids: valid UTF-8 with no control character (U+0000 to U+001F, U+007F to U+009F) and
// no character that reorders or breaks the text shown around them: the bidirectional embeddings,
// overrides and isolates (U+202A to U+202E, U+2066 to U+2069) and the line and paragraph
// separators (U+2028, U+2029). An id, which names a tile and is never text to read, has no
// invisible formatting character at all (Unicode's Cf: U+200B to U+200F, U+00AD, U+FEFF...);
// a name may have the joiners and marks that names in some scripts and emoji need.
enum class TextCheck { Ok, NotUtf8, ControlCharacter, FormatCharacter };
// A Document (a face's SVG art) may hold tabs and line breaks and any other character but the
// control ones.
enum class TextKind { Name, Id, Document };
// `bad`, when given, is set to the refused character (a control or a format character).
TextCheck checkText(std::string_view text, TextKind kind = TextKind::Name, char32_t* bad = nullptr);
// Whether a name refuses `c` (checkText's rule for a name, one character): a control character,
// a bidirectional embedding, override or isolate, a line or paragraph separator.
bool refusedInName(char32_t c);
// "U+202E"
std::string codePointName(char32_t c);
// Characters (code points) of valid UTF-8 text.
std::size_t characterCount(std::string_view text);

// A value from a file as an error message shows it: at most 40 characters (then "..."), with
// control characters and broken UTF-8 replaced by '?', so that a 1 MB key or a NUL byte never
// reaches a message whole.
std::string shown(std::string_view text);

}  // namespace swc::detail
