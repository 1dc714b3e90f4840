#include "textfile.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

#if defined(_WIN32)
#include <fstream>
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

#if defined(_WIN32)

bool writeTextFile(const std::string& path, const std::string& data, FileWriteError* error, FileAccess)
{
    const std::string target = writeTarget(path, error);
    if (target.empty()) return false;
    const std::string tmp = target + ".swc-part";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << data;
        f.close();
        if (!f) {
            std::error_code ec;
            std::filesystem::remove(tmp, ec);
            setError(error, FileWriteErrorCode::System, EIO);
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        const int number = systemNumber(ec);
        std::filesystem::remove(tmp, ec);
        setError(error, FileWriteErrorCode::System, number);
        return false;
    }
    return true;
}

#else

namespace {

// Writes all of `data` to `fd`, then flushes it to the disk; false with errno set on failure.
bool writeAll(int fd, const std::string& data)
{
    for (std::size_t done = 0; done < data.size();) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = ENOSPC;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return ::fsync(fd) == 0;
}

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

bool writeTextFile(const std::string& path, const std::string& data, FileWriteError* error, FileAccess access)
{
    const std::string target = writeTarget(path, error);
    if (target.empty()) return false;
    const std::filesystem::path t(target);
    std::string tmp = (t.parent_path() / ("." + t.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(tmp.data());
    const auto failWith = [&](int err) {
        setError(error, FileWriteErrorCode::System, err);
        if (fd >= 0) ::unlink(tmp.c_str());
        return false;
    };
    if (fd < 0) return failWith(errno);
    if (::fchmod(fd, newFileMode(target, access)) != 0 || !writeAll(fd, data)) {
        const int err = errno;
        ::close(fd);
        return failWith(err);
    }
    if (::close(fd) != 0) return failWith(errno);
    if (::rename(tmp.c_str(), target.c_str()) != 0) return failWith(errno);
    return true;
}

#endif

}  // namespace swc
