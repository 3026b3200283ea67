#include "loader/dir_listings.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstring>
#include <system_error>

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

bool DirListings::known_absent_locked(std::string_view dir) const {
    const std::size_t slash = dir.rfind('/');
    if (slash == std::string_view::npos || slash == 0) return false;
    const std::string_view parent = dir.substr(0, slash);
    const std::string_view name = dir.substr(slash + 1);
    if (name.empty() || name == "." || name == "..") return false; // (not a plain entry of `parent`)
    auto it = m_dirs.find(parent);
    if (it == m_dirs.end()) return known_absent_locked(parent);
    auto found = it->second.find(name);
    return found == it->second.end() || found->second != EntryKind::Directory;
}

const std::map<std::string, EntryKind, std::less<>>& DirListings::listing_locked(const std::string& dir) {
    auto it = m_dirs.find(dir);
    if (it == m_dirs.end()) {
        std::map<std::string, EntryKind, std::less<>> entries;
        // (a directory a listing already made lacks is not opened: each module's lib/puppet/type/file, looked
        // for by a `require 'puppet/type/file/...'`, was 44 failed opens of `include apache`)
        if (!known_absent_locked(dir))
            list_directory(dir,
                           [&](std::string_view entry, EntryKind kind) { entries.emplace(entry, kind); });
        it = m_dirs.emplace(dir, std::move(entries)).first;
    }
    return it->second;
}

const EntryKind* DirListings::entry_locked(const std::string& dir, std::string_view name) {
    const auto& entries = listing_locked(dir);
    auto found = entries.find(name);
    return found == entries.end() ? nullptr : &found->second;
}

void DirListings::each(const std::string& dir, const std::function<void(std::string_view, EntryKind)>& fn) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (const auto& [name, kind] : listing_locked(dir))
        fn(name, kind);
}

bool DirListings::has(const std::string& dir, std::string_view name) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return entry_locked(dir, name) != nullptr;
}

bool DirListings::is_file(const std::string& path) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    const std::size_t slash = path.rfind('/');
    // (as fs::path's parent_path and filename: "/a" is in "/", and "a" in "", which lists nothing)
    const std::string dir = slash == std::string::npos ? std::string()
                            : slash == 0               ? std::string("/")
                                                       : path.substr(0, slash);
    const std::string_view name =
        slash == std::string::npos ? std::string_view(path) : std::string_view(path).substr(slash + 1);
    const EntryKind* kind = entry_locked(dir, name);
    return kind != nullptr && *kind == EntryKind::File;
}

void DirListings::forget() {
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_dirs.clear();
}

} // namespace pp::loader
