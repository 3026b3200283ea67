#include "lexer/source_manager.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace pp::lexer {

std::uint32_t count_code_points(std::string_view s) {
    std::uint32_t n = 0;
    for (char c : s) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    }
    return n;
}

void SourceFile::index_lines() const {
    if (!m_line_starts.empty()) return;
    m_line_starts.push_back(0);
    const char* begin = m_text.data();
    const char* end = begin + m_text.size();
    // memchr: a large manifest's lines are indexed for its resources' line numbers
    const char* p = begin;
    while (const void* newline = std::memchr(p, '\n', static_cast<std::size_t>(end - p))) {
        p = static_cast<const char*>(newline) + 1;
        m_line_starts.push_back(static_cast<std::uint32_t>(p - begin));
    }
}

LineCol SourceFile::line_col(std::uint32_t offset) const {
    index_lines();
    offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(m_text.size()));
    auto it = std::upper_bound(m_line_starts.begin(), m_line_starts.end(), offset);
    auto line = static_cast<std::uint32_t>(it - m_line_starts.begin());
    std::uint32_t start = m_line_starts[line - 1];
    return {line, count_code_points(std::string_view(m_text).substr(start, offset - start)) + 1};
}

std::uint32_t SourceFile::line_count() const {
    index_lines();
    return static_cast<std::uint32_t>(m_line_starts.size());
}

std::string_view SourceFile::line_text(std::uint32_t line) const {
    index_lines();
    if (line == 0 || line > m_line_starts.size()) return {};
    std::uint32_t start = m_line_starts[line - 1];
    std::uint32_t end =
        line < m_line_starts.size() ? m_line_starts[line] - 1 : static_cast<std::uint32_t>(m_text.size());
    std::string_view s = std::string_view(m_text).substr(start, end - start);
    if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
    return s;
}

namespace {

// The segment holding `id` and its slot there (SourceManager's layout).
struct Slot {
    std::size_t segment;
    std::uint64_t index;
};
Slot locate(std::uint64_t id, std::uint64_t first) {
    const std::uint64_t k = id / first + 1;
    const auto segment = static_cast<std::size_t>(63 - __builtin_clzll(k));
    return {segment, id - first * ((std::uint64_t{1} << segment) - 1)};
}

} // namespace

SourceManager::~SourceManager() {
    const std::uint64_t count = m_count.load(std::memory_order_relaxed);
    for (std::uint64_t id = 0; id < count; ++id) {
        const Slot at = locate(id, kFirst);
        delete m_segments[at.segment].load(std::memory_order_relaxed)[at.index];
    }
    for (auto& segment : m_segments)
        delete[] segment.load(std::memory_order_relaxed);
}

FileId SourceManager::add(std::string path, std::string text) {
    const std::lock_guard<std::mutex> lock(m_write);
    const std::uint64_t id = m_count.load(std::memory_order_relaxed);
    const Slot at = locate(id, kFirst);
    if (at.segment >= kSegments || id > 0xFFFFFFFFU) throw std::length_error("too many source files");
    SourceFile** segment = m_segments[at.segment].load(std::memory_order_relaxed);
    if (segment == nullptr) {
        segment = new SourceFile*[kFirst << at.segment]();
        m_segments[at.segment].store(segment, std::memory_order_relaxed); // published with the count
    }
    segment[at.index] = new SourceFile(static_cast<FileId>(id), std::move(path), std::move(text));
    m_count.store(id + 1, std::memory_order_release);
    return static_cast<FileId>(id);
}

const SourceFile& SourceManager::file(FileId id) const {
    if (id >= m_count.load(std::memory_order_acquire)) throw std::out_of_range("no such source file");
    const Slot at = locate(id, kFirst);
    return *m_segments[at.segment].load(std::memory_order_relaxed)[at.index];
}

bool SourceManager::share_text(FileId id, std::string_view text, std::shared_ptr<const void> keeper) {
    const std::lock_guard<std::mutex> lock(m_write); // (the file's slot is the caller's alone; writers agree)
    const Slot at = locate(id, kFirst);
    if (id >= m_count.load(std::memory_order_relaxed)) throw std::out_of_range("no such source file");
    SourceFile& file = *m_segments[at.segment].load(std::memory_order_relaxed)[at.index];
    if (text != file.m_text) return false;
    file.m_text = text;
    file.m_keeper = std::move(keeper);
    std::string().swap(file.m_own);
    return true;
}

// The file's bytes, read straight into a string of its size (a stream would grow a buffer by doubling and
// copy it: twice the memory touched); files whose size stat does not tell (/proc, pipes) are read in chunks.
bool SourceManager::load(const std::string& path, FileId& id, std::string& error, LoadFailure* failure) {
    auto fail = [&](LoadFailure why) {
        error = "cannot read file";
        if (failure != nullptr) *failure = why;
        return false;
    };
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(LoadFailure::Other);
    struct stat st {};
    std::string text;
    const bool known = ::fstat(fd, &st) == 0;
    if (known && S_ISDIR(st.st_mode)) {
        ::close(fd);
        return fail(LoadFailure::Directory);
    }
    if (known && S_ISREG(st.st_mode) && st.st_size > 0) text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t used = 0;
    bool ok = true;
    char more[4096]; // past the size stat gave (or without one): whether there is more, before growing
    while (true) {
        const bool full = used == text.size();
        const ssize_t n =
            full ? ::read(fd, more, sizeof more) : ::read(fd, text.data() + used, text.size() - used);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            ok = false;
            break;
        }
        if (n == 0) break;
        if (full) {
            text.append(more, static_cast<std::size_t>(n));
            text.resize(std::max(text.size(), used + std::max<std::size_t>(used / 2, 65536)));
        }
        used += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (!ok) return fail(LoadFailure::Other);
    text.resize(used);
    if (text.size() >= 0xFFFFFFF0U) {
        if (failure != nullptr) *failure = LoadFailure::Other;
        error = "file is larger than 4 GiB";
        return false;
    }
    id = add(path, std::move(text));
    return true;
}

} // namespace pp::lexer
