// Private to the engine: a game record read from a YAML node that another reader holds (a
// tutorial lesson keeps its position as a record under `record:`), with the checks of parseRecord.
#pragma once

#include "record.h"
#include "yaml_input.h"

namespace swc::detail {

std::optional<GameRecord> parseRecordNode(const YamlNode& doc, const std::string& file, const std::string& baseDir,
                                          std::vector<RecordError>& errors);

}  // namespace swc::detail
