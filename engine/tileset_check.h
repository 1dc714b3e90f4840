// Internal to the engine (not installed, not for front ends): the semantic checks of a tile set,
// shared by validateTileset (a set built in memory) and parseTileset (a set read from YAML).
//
// The YAML reader knows where every part of a face was written; it passes those positions here so
// that each error points at the offending node rather than at the start of the face. It also says
// which parts it could not read, so that one mistake is reported once and not again as a
// consequence (a misspelt edge type must not also give "a route segment names a side that is not
// a route").
#pragma once

#include "tileset.h"

#include <array>
#include <vector>

namespace swc::detail {

struct SegmentLocation
{
    SourcePos node;                    // the segment (its list or mapping)
    std::array<SourcePos, kSides> side{};  // where each side is named in it; 0 when not named
};

struct FaceLocation
{
    SourcePos id, count, start, art;
    std::array<SourcePos, kSides> edge{};  // each value of `edges`
    std::vector<SegmentLocation> routes, asteroids;
    bool idBad = false;     // id missing or unreadable: no EmptyId / DuplicateId
    bool countBad = false;  // count unreadable or out of range (already reported)
    bool startBad = false;  // start unreadable
    bool artBad = false;    // art unreadable (already reported)
    bool shapeBad = false;  // edges or segments unreadable: no edge/segment checks
};

struct SetLocation
{
    SourcePos format, name, tiles;
    std::vector<FaceLocation> faces;  // one per face, same order
    bool formatBad = false, nameBad = false, tilesBad = false;
    SourcePos rules;                               // the `rules:` section
    std::array<SourcePos, kScoringKeys> rule{};    // each number of it, by scoringKeys() index
    std::array<bool, kScoringKeys> ruleBad{};      // unreadable (already reported)
};

// `precise` when known, else `fallback`.
inline SourcePos pick(SourcePos precise, SourcePos fallback) { return precise.line > 0 ? precise : fallback; }

// Every problem of `set`, in face order (set-level problems first, the missing start face last).
// `where` may be null (a set built in memory): errors then point at TileFace::pos.
std::vector<TilesetError> checkTileset(const Tileset& set, const SetLocation* where);

}  // namespace swc::detail
