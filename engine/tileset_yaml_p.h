// Private to the engine: reading a tile set from an already parsed YAML node (a record's
// inline tile set), so that positions stay those of the enclosing file, and writing one into
// an emitter (a record's inline tile set).
#pragma once

#include "tileset.h"
#include "yaml_input.h"

namespace YAML {
class Emitter;
}

namespace swc {

std::optional<Tileset> parseTilesetNode(const detail::YamlNode& root, const std::string& file,
                                        std::vector<TilesetError>& errors);

namespace detail {
// The set as writeTileset writes it, as the value the emitter is at.
void emitTileset(YAML::Emitter& out, const Tileset& set);
// A name or an id: plain when every YAML reader reads it back as this same string, otherwise
// in double quotes (yes, no, on, ~, null, 0x1F, 1e3, .inf, 010... are booleans, nulls and numbers
// to a YAML 1.1 reader such as PyYAML, or to a YAML 1.2 one).
void emitText(YAML::Emitter& out, const std::string& text);
}  // namespace detail

}  // namespace swc
