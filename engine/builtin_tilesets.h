// Tile sets compiled into the program (resources/tilesets/*.yaml), by file name without extension.
#pragma once

#include <string_view>
#include <vector>

namespace swc {

struct BuiltinTileset
{
    std::string_view name;  // "standard"
    std::string_view yaml;
};

const std::vector<BuiltinTileset>& builtinTilesets();

}  // namespace swc
