#include "loader/dir_listings.hpp"

#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace pp::loader {

bool DirListings::has_locked(const std::string& dir, std::string_view name) {
    auto it = m_dirs.find(dir);
    if (it == m_dirs.end()) {
        std::set<std::string, std::less<>> names;
        std::error_code ec;
        for (fs::directory_iterator e(dir, ec), end; !ec && e != end; e.increment(ec))
            names.insert(e->path().filename().string());
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
