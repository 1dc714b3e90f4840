// Private to the engine: reading YAML text that anyone may have written, with yaml-cpp kept on
// a short leash. Shared by the tile-set reader and the record reader.
//
// yaml-cpp 0.7 is not safe on hostile text: a stray ',' at the document level makes LoadAll
// produce empty documents for ever (growing without bound), deep nesting recurses, aliases let a
// small file stand for a huge tree, and every node costs about 500 bytes. So the text is first
// checked byte by byte (UTF-8, no control characters), then parsed once into events with a
// handler that counts nodes and depth, refuses aliases and stops at the first document that
// makes no progress; only text that passes is parsed again into nodes (YAML::Load, one document).
// The fuzz targets in tests/fuzz/ look for inputs that get past this.
#pragma once

#include "tileset.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace swc::detail {

// A file holds at most this many YAML nodes (scalars, lists, mappings, empty values). A record of
// a whole 5,000-tile game with its set inline needs about 100,000; yaml-cpp takes about 500 bytes
// and 3 microseconds a node, so the cap keeps a file under about 150 MB and a second.
constexpr std::size_t kMaxYamlNodes = 250000;
// Lists and mappings nest at most this deep (a record with an inline tile set needs 7).
constexpr int kMaxYamlDepth = 32;
// A reader lists at most this many errors of one file, then one that says there are more.
constexpr std::size_t kMaxErrors = 100;

enum class YamlProblem {
    NotUtf8,           // detail: empty; pos: the first bad byte
    ControlCharacter,  // detail: "U+0000"; pos: where
    Syntax,            // detail: yaml-cpp's message
    UnexpectedText,    // detail: the character yaml-cpp stops at (a ',' at the document level)
    SeveralDocuments,  // detail: how many; pos: the second
    TooManyNodes,      // detail: the cap
    TooDeep,           // detail: the cap
    Alias,             // pos: the alias
};

struct YamlFailure
{
    YamlProblem problem = YamlProblem::Syntax;
    std::string detail;
    SourcePos pos;
};

// The one document of `text` (a null node when the text holds none), or why it cannot be read.
std::optional<YAML::Node> loadYamlDocument(const std::string& text, YamlFailure& failure);

// What a document's top-level keys say it is: a tile set has `tiles` or `name`, a game record
// `tileset`, `players` or `turns`; anything else (or both) is Other.
enum class DocumentKind { TileSet, GameRecord, Other };
DocumentKind documentKind(const YAML::Node& root);

SourcePos posOf(const YAML::Node& node);
SourcePos posOf(const YAML::Mark& mark);

// A decimal integer as the formats write them: an optional sign and digits, nothing else (no
// 0x10, 0o7, 1e3, 1.5, spaces). OutOfRange when it has that form but does not fit.
enum class IntegerParse { Ok, NotAnInteger, OutOfRange };
IntegerParse parseDecimal(std::string_view text, long long& value);
IntegerParse parseDecimal(std::string_view text, std::uint64_t& value);

// Names and ids: valid UTF-8 with no control character (U+0000 to U+001F, U+007F to U+009F).
enum class TextCheck { Ok, NotUtf8, ControlCharacter };
TextCheck checkText(std::string_view text);
// Characters (code points) of valid UTF-8 text.
std::size_t characterCount(std::string_view text);

// A value from a file as an error message shows it: at most 40 characters (then "..."), with
// control characters and broken UTF-8 replaced by '?', so that a 1 MB key or a NUL byte never
// reaches a message whole.
std::string shown(std::string_view text);

}  // namespace swc::detail
