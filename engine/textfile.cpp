#include "textfile.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#if defined(_WIN32)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <io.h>
#else
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace swc {

#if defined(_WIN32)

FileReadResult readTextFile(const std::string& path, std::string& text, std::size_t maxBytes)
{
    text.clear();
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        return FileReadResult::NotFound;
    if (ec)
        return FileReadResult::CannotOpen;
    if (!std::filesystem::is_regular_file(status))
        return FileReadResult::NotRegularFile;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return FileReadResult::CannotOpen;
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) {
            text.clear();
            return FileReadResult::TooLarge;
        }
    }
    if (in.bad()) {
        text.clear();
        return FileReadResult::ReadFailed;
    }
    return FileReadResult::Ok;
}

#else

namespace {

// Closes the descriptor on every way out.
struct Descriptor
{
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

}  // namespace

FileReadResult readTextFile(const std::string& path, std::string& text, std::size_t maxBytes)
{
    text.clear();
    // O_NONBLOCK: opening a named pipe without a writer would otherwise wait for ever. The type
    // is checked on the opened descriptor, so the file cannot be swapped in between.
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
    if (file.fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return FileReadResult::NotFound;
        return errno == ENXIO ? FileReadResult::NotRegularFile : FileReadResult::CannotOpen;
    }
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        return FileReadResult::ReadFailed;
    if (!S_ISREG(info.st_mode))
        return FileReadResult::NotRegularFile;
    if (info.st_size < 0 || static_cast<unsigned long long>(info.st_size) > maxBytes)
        return FileReadResult::TooLarge;
    text.reserve(static_cast<std::size_t>(info.st_size));
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            text.clear();
            return FileReadResult::ReadFailed;
        }
        if (n == 0)
            break;
        text.append(buffer, static_cast<std::size_t>(n));
        if (text.size() > maxBytes) {  // the file grew while it was read
            text.clear();
            return FileReadResult::TooLarge;
        }
    }
    return FileReadResult::Ok;
}

#endif

}  // namespace swc

namespace swc {

std::string FileWriteError::describe() const
{
    switch (code) {
    case FileWriteErrorCode::None: break;
    case FileWriteErrorCode::TooManyLinks: return "too many symbolic links";
    case FileWriteErrorCode::NotRegularFile: return "not a regular file (a folder, a device or a pipe is never replaced)";
    case FileWriteErrorCode::System: return std::strerror(systemError);
    }
    return {};
}

namespace {

void setError(FileWriteError* error, FileWriteErrorCode code, int systemError = 0)
{
    if (error) *error = {code, systemError};
}

// A std::filesystem error as the system's error number.
int systemNumber(const std::error_code& ec) { return ec.default_error_condition().value(); }

}  // namespace

std::string writeTarget(const std::string& path, FileWriteError* error)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path target = path;
    // A chain of links ends at the file to write (which may not exist yet).
    for (int links = 0; fs::is_symlink(fs::symlink_status(target, ec)); ++links) {
        if (links == 40) {
            setError(error, FileWriteErrorCode::TooManyLinks);
            return {};
        }
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) {
            setError(error, FileWriteErrorCode::System, systemNumber(ec));
            return {};
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    const fs::file_status st = fs::status(target, ec);
    if (fs::exists(st) && !fs::is_regular_file(st)) {
        setError(error, FileWriteErrorCode::NotRegularFile);
        return {};
    }
    return target.string();
}

bool writeTextFile(const std::string& path, const std::string& data, FileWriteError* error, FileAccess access)
{
    SafeFileWriter file(path, access);
    file.write(data.data(), data.size());
    return file.commit(error);
}

#if defined(_WIN32)

// The temporary file of a write on Windows: std::FILE, with no permissions to set.
SafeFileWriter::SafeFileWriter(const std::string& path, FileAccess)
{
    target_ = writeTarget(path, &error_);
    if (target_.empty()) return;
    tmp_ = target_ + ".swc-part";
    std::FILE* f = std::fopen(tmp_.c_str(), "wb");
    if (!f) {
        tmp_.clear();
        fail(errno);
        return;
    }
    fd_ = _dup(_fileno(f));
    std::fclose(f);
}

bool SafeFileWriter::write(const char* data, std::size_t size)
{
    if (error_ || fd_ < 0) return false;
    for (std::size_t done = 0; done < size;) {
        const int n = _write(fd_, data + done, static_cast<unsigned>(std::min<std::size_t>(size - done, 1u << 30)));
        if (n <= 0) {
            fail(n == 0 ? ENOSPC : errno);
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

bool SafeFileWriter::commit(FileWriteError* error)
{
    if (!error_ && fd_ >= 0) {
        const int closed = _close(fd_);
        fd_ = -1;
        std::error_code ec;
        if (closed != 0) fail(errno);
        else if (std::filesystem::rename(tmp_, target_, ec); ec) fail(systemNumber(ec));
        else tmp_.clear();
    }
    if (error) *error = error_;
    return !error_;
}

void SafeFileWriter::discard()
{
    if (fd_ >= 0) _close(fd_);
    fd_ = -1;
    if (!tmp_.empty()) std::remove(tmp_.c_str());
    tmp_.clear();
}

#else

namespace {

// The permissions of the new file: owner-only, or those of the file it replaces, else the
// user's default.
mode_t newFileMode(const std::string& target, FileAccess access)
{
    if (access == FileAccess::OwnerOnly) return 0600;
    struct stat old{};
    if (::stat(target.c_str(), &old) == 0) return old.st_mode & 07777;
    const mode_t umaskNow = ::umask(0);
    ::umask(umaskNow);
    return 0666 & ~umaskNow;
}

}  // namespace

SafeFileWriter::SafeFileWriter(const std::string& path, FileAccess access)
{
    target_ = writeTarget(path, &error_);
    if (target_.empty()) return;
    const std::filesystem::path t(target_);
    std::string tmp = (t.parent_path() / ("." + t.filename().string() + ".XXXXXX")).string();
    fd_ = ::mkstemp(tmp.data());
    if (fd_ < 0) {
        fail(errno);
        return;
    }
    tmp_ = tmp;
    if (::fchmod(fd_, newFileMode(target_, access)) != 0) fail(errno);
}

// Every byte written (a short write is tried again: the next says why).
bool SafeFileWriter::write(const char* data, std::size_t size)
{
    if (error_ || fd_ < 0) return false;
    for (std::size_t done = 0; done < size;) {
        const ssize_t n = ::write(fd_, data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            fail(n == 0 ? ENOSPC : errno);
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

bool SafeFileWriter::commit(FileWriteError* error)
{
    if (!error_ && fd_ >= 0) {
        if (::fsync(fd_) != 0) {
            fail(errno);
        } else {
            const int closed = ::close(fd_);
            fd_ = -1;
            if (closed != 0 || ::rename(tmp_.c_str(), target_.c_str()) != 0) fail(errno);
            else tmp_.clear();
        }
    }
    if (error) *error = error_;
    return !error_;
}

void SafeFileWriter::discard()
{
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
    tmp_.clear();
}

#endif

SafeFileWriter::~SafeFileWriter() { discard(); }

// The first failure is the one said; the temporary file goes at once.
void SafeFileWriter::fail(int systemError)
{
    if (!error_) error_ = {FileWriteErrorCode::System, systemError};
    discard();
}

}  // namespace swc
