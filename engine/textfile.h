// Reading the files a player gives the program (tile sets, game records): only regular files,
// and only up to a size cap, so that a device (/dev/zero), a named pipe or a huge file ends at
// once with a clear error instead of blocking or filling the memory.
#pragma once

#include <cstddef>
#include <string>

namespace swc {

// The largest tile set or game record the program reads: 16 MiB. The standard set is 8 KB and a
// whole game's record about 6 KB.
constexpr std::size_t kMaxFileBytes = 16u * 1024u * 1024u;

enum class FileReadResult {
    Ok,
    NotFound,        // no such file (or a folder on the way is missing)
    CannotOpen,      // it exists but cannot be opened: no permission, ...
    NotRegularFile,  // a directory, a device, a named pipe, a socket
    TooLarge,        // more than the cap
    ReadFailed,      // an input/output error while reading
};

// Reads the whole file into `text`. The file is opened without blocking (a named pipe with no
// writer does not wait) and checked to be a regular file before anything is read; at most
// maxBytes + 1 bytes are ever read.
FileReadResult readTextFile(const std::string& path, std::string& text, std::size_t maxBytes = kMaxFileBytes);

}  // namespace swc
