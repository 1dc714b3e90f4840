// Helpers of the tests: the hand-written game records of tests/data/records, and random ones.
#pragma once

#include "random_play.h"
#include "record.h"
#include "testpaths.h"

#include <string>
#include <vector>

namespace swc::test {

// The record `name` (a file of tests/data/records), or an empty record when it does not read:
// the test's checks on it then fail.
inline GameRecord loadTestRecord(const char* name)
{
    std::vector<RecordError> errors;
    auto rec = loadRecord(std::string(SWC_TEST_DATA_DIR "/records/") + name, errors);
    return rec ? *rec : GameRecord{};
}

// A whole random game of the standard set (three players), as a record: every entry names its
// tile, and the tiles set aside are entries of their own.
inline GameRecord randomGame(std::uint64_t seed)
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black, Color::Green};
    rec.seed = seed;
    Rng rng(seed);
    appendRandomTurns(rec, rng);
    return rec;
}

}  // namespace swc::test
