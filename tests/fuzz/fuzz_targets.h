// The fuzz targets: what one input must do to the tile-set reader and the record reader.
//
// Each returns an empty string when the input was handled as it should be, otherwise the
// broken expectation. libFuzzer runs them through fuzz_main.cpp (which aborts on a broken
// expectation); tst_fuzz_regression replays every input of tests/fuzz/regression/ through them in
// every build. Hangs and runaway memory are caught by libFuzzer's -timeout and -rss_limit_mb, and
// by the regression test's time limit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace swc::fuzz {

// Reads the bytes as a tile set. Expected: no exception; a set, or at least one error, each
// with a message of bounded length, at most kMaxErrors + 1 of them; a set that is read writes back
// to the same set, and a game with it plays to its end.
std::string tileset(const std::uint8_t* data, std::size_t size);

// Reads the bytes as a game record (tile-set paths resolved from `baseDir`). Expected: the same
// for errors; a record replays, writes back, and the written record replays to the same turns
// and scores.
std::string record(const std::uint8_t* data, std::size_t size, const std::string& baseDir);

// Checks the bytes as a face's own art (common/artcheck). Expected: no exception; a refusal
// (ArtTooLarge or ArtRefused) with a short message naming the face and a line within the text, or
// a pass only for text with an svg element; bounded time and memory (libFuzzer's limits).
std::string art(const std::uint8_t* data, std::size_t size);

// Reads the bytes as a tutorial lesson (engine/lesson.h). Expected: the same for errors as a
// record; a lesson that is read has a position that replays, its answer played from there meets
// every goal of the lesson, and a random legal turn from there is judged without an exception.
std::string lesson(const std::uint8_t* data, std::size_t size);

}  // namespace swc::fuzz
