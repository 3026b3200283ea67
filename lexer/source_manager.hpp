#pragma once
// Owns source text. Offsets are 32-bit byte offsets into one file; line and column (1-based, the column in
// code points, as Puppet counts them) are computed only when a message needs them.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace pp::lexer {

using FileId = std::uint32_t;

/// Why SourceManager::load could not read a file.
enum class LoadFailure : std::uint8_t {
    None,
    Directory, ///< the path names a directory (opened, and told apart by its status)
    Other,     ///< no such file, no permission, a read error
};

struct LineCol {
    std::uint32_t line = 0;   ///< 1-based
    std::uint32_t column = 0; ///< 1-based, in code points
};

class SourceFile {
public:
    SourceFile(FileId id, std::string path, std::string text)
        : m_id(id), m_path(std::move(path)), m_own(std::move(text)), m_text(m_own) {}
    SourceFile(const SourceFile&) = delete;
    SourceFile& operator=(const SourceFile&) = delete;

    [[nodiscard]] FileId id() const { return m_id; }
    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] std::string_view text() const { return m_text; }

    [[nodiscard]] LineCol line_col(std::uint32_t offset) const;
    /// The text of a 1-based line, without its line break.
    [[nodiscard]] std::string_view line_text(std::uint32_t line) const;
    [[nodiscard]] std::uint32_t line_count() const;

private:
    friend class SourceManager;
    void index_lines() const;

    FileId m_id;
    std::string m_path;
    std::string m_own;                    ///< the text, unless another holder's is used (m_keeper)
    std::string_view m_text;              ///< m_own, or the same bytes held by m_keeper
    std::shared_ptr<const void> m_keeper; ///< what holds m_text when it is not m_own
    mutable std::vector<std::uint32_t> m_line_starts; // built on first use
};

class SourceManager {
public:
    SourceManager() = default;
    ~SourceManager();
    SourceManager(const SourceManager&) = delete;
    SourceManager& operator=(const SourceManager&) = delete;

    /// Registers text under `path` (the name used in messages) and returns its id.
    FileId add(std::string path, std::string text);
    /// Reads a file; returns false (and leaves `error` set) when it cannot be read, and then says why in
    /// `failure` when given.
    bool load(const std::string& path, FileId& id, std::string& error, LoadFailure* failure = nullptr);
    /// Makes `text`, the same bytes as file `id`'s text, held by `keeper`, the file's text, and frees the
    /// file's own copy (a large file's text in the parse cache's image, which its tree already points into).
    /// Only by the thread that registered the file, before any other has its id. False, and nothing changed,
    /// when the bytes differ.
    bool share_text(FileId id, std::string_view text, std::shared_ptr<const void> keeper);
    /// A registered file (std::out_of_range for an id never returned). One thread may register files
    /// while others read the ones they were handed (loader::Environment parses ahead on a thread of its
    /// own): reading takes no lock.
    [[nodiscard]] const SourceFile& file(FileId id) const;

private:
    // Files by id in segments that never move: segment s holds kFirst << s ids, after the kFirst * (2^s - 1)
    // ids of the segments before it. A writer (under m_write) fills a slot, then publishes the count.
    static constexpr std::uint64_t kFirst = 16;
    static constexpr std::size_t kSegments = 28; // kFirst * (2^28 - 1) ids: past any FileId
    std::array<std::atomic<SourceFile**>, kSegments> m_segments{};
    std::atomic<std::uint64_t> m_count{0};
    std::mutex m_write;
};

/// Counts code points in UTF-8 text (continuation bytes are not counted).
std::uint32_t count_code_points(std::string_view s);

} // namespace pp::lexer
