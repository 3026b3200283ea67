#pragma once
// The persistent parse cache: a file's AST and the diagnostics its parse and validation reported, kept on
// disk under ${XDG_CACHE_HOME:-~/.cache}/pp/parse, so that validating, compiling or applying an unchanged
// code base again skips lexing, parsing and validation.
//
// An entry's key is a SHA-256 over everything the result depends on: the cache format, the running
// executable's identity (any rebuild misses), the parse options, the file's path and its bytes.
//
// Entries live in packs: a run writes the entries it made as one pack file (a file per entry cost more to
// create than a small file costs to parse), with a sorted index and each entry's SHA-256, written to a
// temporary name and renamed into place, never changed after. Readers map the packs and look keys up in
// their indexes. When there are more than a few packs, the run that writes one merges them all into one,
// leaving out entries older than 30 days. A pack's header names the executable that wrote it: packs of
// another build are not read, and are removed once they have not changed for a week. A pack whose header or
// index is damaged is removed; an entry whose bytes do not match its digest, or that does not decode (every
// index and length in it is checked), is a miss: never a crash or a wrong AST.

#include "lexer/diagnostics.hpp"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace pp::parser {

struct ParsedFile;
struct ParseOptions;

class ParseCache {
public:
    using Key = std::array<unsigned char, 32>;

    /// A cache in `dir` (created when first written to).
    explicit ParseCache(std::string dir);
    /// Writes what store() gathered (flush()).
    ~ParseCache();
    ParseCache(const ParseCache&) = delete;
    ParseCache& operator=(const ParseCache&) = delete;

    /// ${XDG_CACHE_HOME}/pp/parse, or ~/.cache/pp/parse; empty when neither variable is set.
    static std::string default_dir();
    /// The cache the command line uses (default_dir()), or null after disable() or when there is no
    /// directory for it (`--no-cache`, PP_NO_CACHE=1). What it gathered is written at exit at the latest.
    static ParseCache* process();
    static void disable();

    [[nodiscard]] const std::string& dir() const { return m_dir; }

    /// The entry key for `text` parsed as `path` with `opts`.
    [[nodiscard]] static Key key(std::string_view path, std::string_view text, const ParseOptions& opts);

    /// Fills `out` (its `file` already set) from the entry and appends the diagnostics recorded with it to
    /// `diags` (for `out.file`, whose text must be the one `key` was computed from). False on a miss.
    /// Thread-safe.
    /// With `tree` false only the diagnostics are read, and `out.program` stays null (ParseOptions::tree).
    bool load(const Key& key, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags,
              bool tree = true);
    /// Records `parsed` and the diagnostics `diags` holds from index `first` on; written by flush().
    /// Thread-safe. A large file's tree (AsyncStoreBytes or more) is written to an image of its own, which
    /// later runs map instead of decoding (parse_cache.cpp): `parsed` then holds the image's tree, mapped,
    /// and its arena is emptied. Where no image can be written, a large file's entry is encoded on a thread
    /// of its own while the caller goes on: the result is then valid, and `parsed` and `text` must stay as
    /// they are until it is ready (ParsedFile's cache_write waits for it). flush() waits for every such
    /// encoding.
    std::shared_future<void> store(const Key& key, std::string_view text, ParsedFile& parsed,
                                   const lexer::Diagnostics& diags, std::size_t first);
    /// Files at least this large get an image, or are encoded beside the caller.
    static constexpr std::size_t AsyncStoreBytes = std::size_t{256} << 10;
    /// Where the image of a large file's entry is mapped (parse_cache.cpp): one of 4,096 slots of 1 GB
    /// from 32 TB up, by the key.
    [[nodiscard]] static std::uint64_t image_address(const Key& key);
    /// Writes the entries stored since the last flush as one pack (and merges the packs when there are
    /// many). Errors only mean the entries are not kept.
    void flush();

    struct Stats {
        std::size_t hits = 0;
        std::size_t misses = 0;
        std::size_t stores = 0;   ///< entries written to a pack
        std::size_t rejected = 0; ///< damaged packs and entries found (and left out)
    };
    [[nodiscard]] Stats stats() const;

    /// The images a cache keeps, in bytes: beyond it, a run that writes a pack removes the oldest.
    static constexpr std::uint64_t ImageBudget = std::uint64_t{512} << 20;
    /// Packs merge when a flush would leave more than this many.
    static constexpr std::size_t MaxPacks = 8;

    struct Pack; // a mapped pack file (parse_cache.cpp)

private:
    struct Pending {
        Key key;
        std::string payload;
        Key digest; ///< the payload's SHA-256, computed where it was encoded (on the parse's thread)
    };
    void open_packs();
    void remove_old_files();
    void merge(std::vector<Pending>& fresh);
    bool write_pack(const std::vector<Pending>& entries, const std::vector<std::int64_t>& created);

    std::string m_dir;
    mutable std::mutex m_mutex; // guards everything below
    bool m_opened = false;
    std::vector<std::unique_ptr<Pack>> m_packs;
    std::vector<std::string> m_aging; // what goes once old: other builds' packs (not opened), the images
    std::vector<Pending> m_pending;
    std::vector<std::shared_future<void>> m_encoding; // stores still encoding
    std::size_t m_hits = 0;
    std::size_t m_misses = 0;
    std::size_t m_stores = 0;
    std::size_t m_rejected = 0;
};

/// The payload format on its own (tests): an entry's bytes for `parsed`, and back. `decode` returns false
/// when the bytes are not a well-formed payload for `text`; with `tree` false it reads the diagnostics alone
/// (they come first) and leaves `out.program` null.
std::string encode_parse(std::string_view text, const ParsedFile& parsed, const lexer::Diagnostics& diags,
                         std::size_t first);
bool decode_parse(std::string_view bytes, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags,
                  bool tree = true);

} // namespace pp::parser
