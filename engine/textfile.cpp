#include "textfile.h"

#if defined(_WIN32)
#include <filesystem>
#include <fstream>
#else
#include <cerrno>
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
