#pragma once
// The persistent parse cache: a file's AST and the diagnostics its parse and validation reported, kept on
// disk under ${XDG_CACHE_HOME:-~/.cache}/pp/parse, one file per entry, so that validating, compiling or
// applying an unchanged code base again skips lexing, parsing and validation.
//
// An entry's name is a SHA-256 over everything the result depends on: the cache format, pp's version and
// the running executable's identity (any rebuild misses), the parse options, the file's path and its
// bytes. Entries are written to a temporary file and renamed into place, so concurrent runs never see
// half an entry; a read checks the header, the payload's length and SHA-256, and every index and length
// in the payload, so a damaged entry is a miss (and is removed), never a wrong AST.

#include "lexer/diagnostics.hpp"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace pp::parser {

struct ParsedFile;
struct ParseOptions;

class ParseCache {
public:
    using Key = std::array<unsigned char, 32>;

    /// A cache in `dir` (created when first written to).
    explicit ParseCache(std::string dir);

    /// ${XDG_CACHE_HOME}/pp/parse, or ~/.cache/pp/parse; empty when neither variable is set.
    static std::string default_dir();
    /// The cache the command line uses (default_dir()), or null after disable() or when there is no
    /// directory for it (`--no-cache`, PP_NO_CACHE=1).
    static ParseCache* process();
    static void disable();

    [[nodiscard]] const std::string& dir() const { return m_dir; }

    /// The entry name for `text` parsed as `path` with `opts`.
    [[nodiscard]] static Key key(std::string_view path, std::string_view text, const ParseOptions& opts);

    /// Fills `out` (its `file` already set) from the entry and appends the diagnostics recorded with it to
    /// `diags` (for `out.file`, whose text must be the one `key` was computed from). False on a miss.
    bool load(const Key& key, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags);
    /// Records `parsed` and the diagnostics `diags` holds from index `first` on.
    void store(const Key& key, std::string_view text, const ParsedFile& parsed,
               const lexer::Diagnostics& diags, std::size_t first);

    struct Stats {
        std::size_t hits = 0;
        std::size_t misses = 0;
        std::size_t stores = 0;
        std::size_t rejected = 0; ///< entries found damaged or unreadable (and removed)
    };
    [[nodiscard]] Stats stats() const;

private:
    [[nodiscard]] std::string entry_path(const Key& key) const;
    void prune_now_and_then();

    std::string m_dir;
    std::atomic<bool> m_dir_ready{false};
    std::atomic<bool> m_pruned{false};
    std::atomic<std::size_t> m_hits{0};
    std::atomic<std::size_t> m_misses{0};
    std::atomic<std::size_t> m_stores{0};
    std::atomic<std::size_t> m_rejected{0};
};

/// The payload format on its own (tests): an entry's bytes for `parsed`, and back. `decode` returns false
/// when the bytes are not a well-formed payload for `text`.
std::string encode_parse(std::string_view text, const ParsedFile& parsed, const lexer::Diagnostics& diags,
                         std::size_t first);
bool decode_parse(std::string_view bytes, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags);

} // namespace pp::parser
