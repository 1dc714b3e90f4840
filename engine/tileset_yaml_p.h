// Private to the engine: reading a tile set from an already parsed YAML node (a record's
// inline tile set), so that positions stay those of the enclosing file.
#pragma once

#include "tileset.h"
#include "yaml_input.h"

namespace swc {

std::optional<Tileset> parseTilesetNode(const detail::YamlNode& root, const std::string& file,
                                        std::vector<TilesetError>& errors);

}  // namespace swc
