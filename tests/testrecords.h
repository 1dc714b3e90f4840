// Helpers of the tests: the hand-written game records of tests/data/records.
#pragma once

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

}  // namespace swc::test
