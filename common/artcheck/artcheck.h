// The check of a face's own art (TileFace::art, docs/tileset-format.md "A face's own art"). The
// art comes from any tile set a player opens or a server sends, so it is untrusted: it is read
// with QXmlStreamReader, never expanded nor loaded from anywhere, and only what passes is ever
// given to QSvgRenderer. The refusal is a TilesetError (ArtTooLarge or ArtRefused) naming the
// face and why, worded by the engine (English) and Texts (the user's language).
#pragma once

#include "tileset.h"

#include <optional>
#include <string>
#include <vector>

namespace swc {

// The bounds on the art's XML, past which drawing it could take too long or too much memory.
constexpr int kMaxArtElements = 10000;
constexpr int kMaxArtDepth = 64;

// Why `svg`, the art of face `face` (its index, and its id for the message), cannot be drawn;
// nullopt when it can. Time and memory are bounded by the text's size: the size is checked
// first, the reading stops at the first problem, and nothing is expanded (a DOCTYPE is refused
// when it is met, before any entity of it).
std::optional<TilesetError> checkArt(const std::string& svg, const std::string& id = {}, int face = -1);

// The refusals of every face's art, in face order (the face's position in its file).
std::vector<TilesetError> checkTilesetArt(const Tileset& set, const std::string& file = {});

}  // namespace swc
