#include "loader/dir_listings.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace pp::loader {

bool list_directory(const std::string& dir, const std::function<void(std::string_view, EntryKind)>& fn) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return false;
    alignas(dirent64) std::array<char, 16384> buffer;
    while (true) {
        const ssize_t n = ::getdents64(fd, buffer.data(), buffer.size());
        if (n <= 0) break;
        for (ssize_t at = 0; at < n;) {
            dirent64 entry;
            std::memcpy(&entry, buffer.data() + at, offsetof(dirent64, d_name));
            const char* name = buffer.data() + at + offsetof(dirent64, d_name);
            at += entry.d_reclen;
            if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) continue;
            unsigned char type = entry.d_type;
            if (type == DT_UNKNOWN || type == DT_LNK) {
                struct stat st {};
                type = ::fstatat(fd, name, &st, 0) != 0 ? DT_UNKNOWN
                       : S_ISDIR(st.st_mode)            ? DT_DIR
                       : S_ISREG(st.st_mode)            ? DT_REG
                                                        : DT_UNKNOWN;
            }
            fn(name, type == DT_DIR   ? EntryKind::Directory
                     : type == DT_REG ? EntryKind::File
                                      : EntryKind::Other);
        }
    }
    ::close(fd);
    return true;
}

bool DirListings::has_locked(const std::string& dir, std::string_view name) {
    auto it = m_dirs.find(dir);
    if (it == m_dirs.end()) {
        std::set<std::string, std::less<>> names;
        list_directory(dir, [&](std::string_view name, EntryKind) { names.emplace(name); });
        it = m_dirs.emplace(dir, std::move(names)).first;
    }
    return it->second.find(name) != it->second.end();
}

bool DirListings::has(const std::string& dir, std::string_view name) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return has_locked(dir, name);
}

bool DirListings::is_file(const std::string& path) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    auto known = m_files.find(path);
    if (known != m_files.end()) return known->second;
    const fs::path p(path);
    std::error_code ec;
    const bool file =
        has_locked(p.parent_path().string(), p.filename().string()) && fs::is_regular_file(p, ec);
    m_files.emplace(path, file);
    return file;
}

void DirListings::forget() {
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_dirs.clear();
    m_files.clear();
}

} // namespace pp::loader
