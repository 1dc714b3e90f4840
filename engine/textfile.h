// Reading and writing the files a player gives the program (tile sets, game records): only regular files,
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

// Why a file could not be written, as a code the front ends word (Texts::fileWriteError); the
// English text is describe().
enum class FileWriteErrorCode {
    None,
    TooManyLinks,    // a chain of more than 40 symbolic links
    NotRegularFile,  // a folder, a device, a named pipe: never replaced
    System,          // the system refused: systemError says why
};

struct FileWriteError
{
    FileWriteErrorCode code = FileWriteErrorCode::None;
    int systemError = 0;  // System: the system's error number (errno), in the system's own words

    explicit operator bool() const { return code != FileWriteErrorCode::None; }
    std::string describe() const;  // English; the system's words for System ("No space left on device")
};

// Where a write of `path` goes, the same rule for every file the program writes: a symbolic link
// is followed to the file it names (the link stays a link), a path that exists must be a regular
// file (a device such as /dev/full, a named pipe, a folder are refused: replacing them would
// destroy them). Returns the path to write, or an empty string with the reason in `error`.
std::string writeTarget(const std::string& path, FileWriteError* error);

// Who may read a file the program writes: as the file it replaces (a new file: the user's
// default), or its owner only, from its first byte (a file that holds a secret: a token, a key).
enum class FileAccess { AsBefore, OwnerOnly };

// Writes `data` to `path` (through writeTarget) so that a failure never destroys what was there:
// into a new temporary file beside the target (a name of its own: a user's `PATH.part` is never
// touched), every write (a short one is retried: the next says why), the flush to the disk and
// the close checked, then renamed into place. On failure the old file is as it was, the
// temporary file is gone and `error` says why.
// Every file the program writes goes through it: records, autosaves, tile sets, the server's
// records, the balance lab's tables.
bool writeTextFile(const std::string& path, const std::string& data, FileWriteError* error,
                   FileAccess access = FileAccess::AsBefore);

// writeTextFile in pieces, for a file too large to hold in memory at once (the printed sheets of
// a thousand tiles): the same temporary file beside the target, renamed into place by commit().
// After the first failure write() does nothing more and returns false, and commit() says why. A
// writer destroyed without a commit that succeeded removes its temporary file: the target is as
// it was.
class SafeFileWriter
{
public:
    explicit SafeFileWriter(const std::string& path, FileAccess access = FileAccess::AsBefore);
    ~SafeFileWriter();
    SafeFileWriter(const SafeFileWriter&) = delete;
    SafeFileWriter& operator=(const SafeFileWriter&) = delete;

    const FileWriteError& error() const { return error_; }
    bool write(const char* data, std::size_t size);
    // Flushes to the disk, closes and renames into place; once only.
    bool commit(FileWriteError* error);

private:
    void fail(int systemError);
    void discard();

    std::string target_;
    std::string tmp_;  // the temporary file while it is there
    FileWriteError error_;
    int fd_ = -1;
};

}  // namespace swc
