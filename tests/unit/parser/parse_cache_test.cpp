// The persistent parse cache: an entry gives back exactly the AST and the diagnostics of the parse it
// recorded (every parse case of the repository and every file of the module corpus, .pp and .epp); a warm
// parse really comes from the entry (a forged one is believed); a run writes one pack, and packs merge
// when there are many; a damaged pack or entry of any kind is a miss (a damaged pack is removed), never a
// crash or a wrong AST; concurrent runs on one directory all see whole packs; `ParseCache::disable()`
// turns the command line's cache off.
#include "parser/parse_cache.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace pp;
namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The AST in PN, the diagnostics one per line, and the ParsedFile's flags.
std::string outcome(const parser::ParsedFile& parsed, const lexer::Diagnostics& diags,
                    std::size_t first = 0) {
    std::string out = parsed.program != nullptr ? parser::dump_pn(*parsed.program) : "(no program)";
    out += "\n" + std::to_string(parsed.epp) + std::to_string(parsed.sll_failed) +
           std::to_string(parsed.by_statement) + " " + std::to_string(parsed.token_count) + "\n";
    for (std::size_t i = first; i < diags.all().size(); ++i) {
        const auto& d = diags.all()[i];
        out += std::to_string(static_cast<int>(d.id)) + " " + std::to_string(static_cast<int>(d.severity)) +
               " " + std::to_string(d.file) + std::to_string(d.has_file) + std::to_string(d.has_location) +
               " " + std::to_string(d.begin) + "-" + std::to_string(d.end) + " " + d.message + "\n";
    }
    return out;
}

class TempDir {
public:
    TempDir() {
        std::string tmpl = (fs::temp_directory_path() / "pp-parse-cache-XXXXXX").string();
        m_path = ::mkdtemp(tmpl.data());
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

std::vector<fs::path> files_named(const std::string& dir, std::string_view prefix, std::string_view suffix) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        if (name.starts_with(prefix) && name.ends_with(suffix)) out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<fs::path> packs(const std::string& dir) {
    return files_named(dir, "pack-", ".ppc");
}

std::vector<fs::path> images(const std::string& dir) {
    return files_named(dir, "image-", ".ppi");
}

// A file of AsyncStoreBytes or more (a large file's tree goes to an image), with a warning in it.
std::string large_code(std::size_t bytes = parser::ParseCache::AsyncStoreBytes + 1000) {
    std::string code = "$a = \"\\q\"\n"; // a warning, so the entry has a diagnostic to replay
    for (int i = 0; code.size() < bytes; ++i)
        code += "file { '/tmp/f" + std::to_string(i) + "': ensure => file, content => \"c ${a} " +
                std::to_string(i) + "\\n\", tag => ['big', \"t" + std::to_string(i % 7) + "\"] }\n";
    return code;
}

// Every parse case and corpus file: encode, decode into a fresh ParsedFile, and compare.
TEST(ParseCache, AnEntryGivesBackTheSameAstAndDiagnostics) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(PP_SOURCE_DIR) / "tests/golden/parse")) {
        if (e.path().extension() == ".pp" || e.path().extension() == ".epp") files.push_back(e.path());
    }
    const fs::path corpus = "/usr/share/puppet/modules";
    std::size_t from_corpus = 0;
    if (fs::is_directory(corpus)) {
        for (const auto& e :
             fs::recursive_directory_iterator(corpus, fs::directory_options::follow_directory_symlink)) {
            if (e.is_regular_file() && (e.path().extension() == ".pp" || e.path().extension() == ".epp")) {
                files.push_back(e.path());
                ++from_corpus;
            }
        }
    }
    std::size_t with_diags = 0, failed = 0, epp = 0, source_bytes = 0, entry_bytes = 0;
    for (const fs::path& f : files) {
        lexer::SourceManager sm;
        const std::string text = read(f);
        const lexer::FileId id = sm.add(f.string(), text);
        parser::ParseOptions opts;
        opts.epp = f.extension() == ".epp";
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, id, diags, opts);
        const std::string bytes = parser::encode_parse(sm.file(id).text(), *parsed, diags, 0);

        parser::ParsedFile back;
        back.file = id;
        lexer::Diagnostics back_diags;
        ASSERT_TRUE(parser::decode_parse(bytes, sm.file(id).text(), back, back_diags)) << f;
        EXPECT_EQ(outcome(back, back_diags), outcome(*parsed, diags)) << f;
        EXPECT_EQ(back_diags.error_count(), diags.error_count()) << f;
        // the diagnostics alone (`pp parser validate`): the same ones, no tree, nothing in the arena
        parser::ParsedFile only;
        only.file = id;
        lexer::Diagnostics only_diags;
        ASSERT_TRUE(parser::decode_parse(bytes, sm.file(id).text(), only, only_diags, false)) << f;
        EXPECT_EQ(only.program, nullptr) << f;
        EXPECT_EQ(only.arena.bytes_used(), 0U) << f;
        parser::ParsedFile no_tree;
        no_tree.epp = back.epp;
        no_tree.sll_failed = back.sll_failed;
        no_tree.by_statement = back.by_statement;
        no_tree.token_count = back.token_count;
        EXPECT_EQ(outcome(only, only_diags), outcome(no_tree, back_diags)) << f;
        // the writer keeps its indexes in the nodes and clears them: the same tree is written the same
        // way twice, and the decoded tree (its shared nodes shared again) is written as it was read
        EXPECT_EQ(parser::encode_parse(sm.file(id).text(), *parsed, diags, 0), bytes) << f;
        EXPECT_EQ(parser::encode_parse(sm.file(id).text(), back, back_diags, 0), bytes) << f;
        if (parsed->program != nullptr) {
            source_bytes += text.size();
            entry_bytes += bytes.size();
        }
        if (!diags.all().empty()) ++with_diags;
        if (parsed->program == nullptr) ++failed;
        if (opts.epp) ++epp;
    }
    EXPECT_GT(files.size(), 350U);
    EXPECT_GT(with_diags, 100U);
    EXPECT_GT(failed, 50U);
    EXPECT_GT(epp, 20U);
    // positions, lengths and children are varints relative to what comes before: the entries of the files
    // that parse take no more room than their sources (fixed-width fields took three times as much), and
    // the writer's first reservation (one and a half times the source) holds them
    EXPECT_LE(entry_bytes, source_bytes) << entry_bytes << " bytes for " << source_bytes;
    if (from_corpus == 0)
        GTEST_SKIP() << "no module corpus in " << corpus << ": only the parse cases were checked";
}

struct Parsed {
    std::string outcome;
    bool hit = false;
    bool mapped = false; ///< the tree is in an image mapped from the cache, which holds the text too
};

Parsed parse_with(parser::ParseCache& cache, const std::string& path, const std::string& text,
                  lexer::Strictness strict = lexer::Strictness::Warning, bool tree = true) {
    lexer::SourceManager sm;
    lexer::Diagnostics diags;
    diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99); // another file's diagnostic stays first
    const lexer::FileId id = sm.add(path, text);
    parser::ParseOptions opts;
    opts.strict = strict;
    opts.cache = &cache;
    opts.tree = tree;
    const auto before = cache.stats().hits;
    auto parsed = parser::parse(sm, id, diags, opts);
    return {outcome(*parsed, diags, 1), cache.stats().hits > before,
            parsed->image != nullptr && parsed->image_text == text};
}

// One run of pp: a cache of its own on `dir`, written when the run ends.
Parsed run(const std::string& dir, const std::string& path, const std::string& text,
           lexer::Strictness strict = lexer::Strictness::Warning, bool tree = true) {
    parser::ParseCache cache(dir);
    return parse_with(cache, path, text, strict, tree);
}

const char* const kCode = "class a($x = 1) { notice(\"${x}\") }\n"
                          "file { '/tmp/a': ensure => file, content => @(END) }\n  text\n  | END\n"
                          "$y = [1, 2.5, 0x1F, /re\\/x/, { a => b }] # a comment\n"
                          "unless $y =~ Array { include a }\n";

TEST(ParseCache, AWarmParseComesFromTheEntry) {
    TempDir dir;
    const Parsed cold = run(dir.path(), "a.pp", kCode);
    EXPECT_FALSE(cold.hit);
    ASSERT_EQ(packs(dir.path()).size(), 1U); // the run wrote one pack
    const Parsed warm = run(dir.path(), "a.pp", kCode);
    EXPECT_TRUE(warm.hit);
    EXPECT_EQ(warm.outcome, cold.outcome);
    EXPECT_EQ(packs(dir.path()).size(), 1U); // nothing new: nothing written

    // the key covers the path, the text and the options: each is a new entry
    EXPECT_FALSE(run(dir.path(), "b.pp", kCode).hit);
    EXPECT_FALSE(run(dir.path(), "a.pp", std::string(kCode) + " ").hit);
    EXPECT_FALSE(run(dir.path(), "a.pp", kCode, lexer::Strictness::Error).hit);
    EXPECT_TRUE(run(dir.path(), "b.pp", kCode).hit);

    // within one run, a stored entry is found before it is written
    parser::ParseCache cache(dir.path());
    EXPECT_FALSE(parse_with(cache, "c.pp", kCode).hit);
    EXPECT_TRUE(parse_with(cache, "c.pp", kCode).hit);
}

// The outcome of parsing `code` without a cache (after another file's diagnostic, as parse_with() does).
std::string uncached(const std::string& path, const std::string& code) {
    lexer::SourceManager sm;
    lexer::Diagnostics diags;
    diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99);
    const lexer::FileId id = sm.add(path, code);
    auto parsed = parser::parse(sm, id, diags, parser::ParseOptions{});
    return outcome(*parsed, diags, 1);
}

// A large file's tree is written as an image of its own, laid out as it is mapped: the cold parse's tree
// becomes the image's (its arena emptied), and warm parses map the image instead of decoding the entry.
TEST(ParseCache, ALargeFilesTreeIsAnImageThatRunsMap) {
    const std::string code = large_code();
    const std::string expected = uncached("big.pp", code);
    ASSERT_NE(expected.find("\\q"), std::string::npos) << "the warning is in the outcome";
    TempDir dir;
    {
        parser::ParseCache cache(dir.path());
        lexer::SourceManager sm;
        lexer::Diagnostics diags;
        diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99);
        const lexer::FileId id = sm.add("big.pp", code);
        parser::ParseOptions opts;
        opts.cache = &cache;
        auto parsed = parser::parse(sm, id, diags, opts);
        ASSERT_NE(parsed->image, nullptr);
        EXPECT_EQ(parsed->arena.bytes_used(), 0U); // the parse's memory was given back
        // the image holds the text too, for the loader to make it the source file's
        const auto* image = static_cast<const char*>(parsed->image.get());
        EXPECT_EQ(parsed->image_text, code);
        EXPECT_TRUE(parsed->image_text.data() > image &&
                    parsed->image_text.data() + code.size() < image + fs::file_size(images(dir.path())[0]));
        EXPECT_FALSE(parsed->cache_write.done.valid());
        EXPECT_TRUE(outcome(*parsed, diags, 1) == expected);
        // a second parse of the file in the same run finds the stored entry and shares the mapping
        lexer::Diagnostics again_diags;
        again_diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99);
        auto again = parser::parse(sm, id, again_diags, opts);
        EXPECT_EQ(cache.stats().hits, 1U);
        EXPECT_EQ(again->image, parsed->image);
        EXPECT_TRUE(outcome(*again, again_diags, 1) == expected);
    }
    EXPECT_EQ(images(dir.path()).size(), 1U);
    ASSERT_EQ(packs(dir.path()).size(), 1U);
    EXPECT_LT(fs::file_size(packs(dir.path())[0]), 1024U); // the entry holds the diagnostics, not the tree
    const Parsed warm = run(dir.path(), "big.pp", code);
    EXPECT_TRUE(warm.hit);
    EXPECT_TRUE(warm.mapped);
    EXPECT_TRUE(warm.outcome == expected);
    // the diagnostics alone do not map the image
    const Parsed diagnostics = run(dir.path(), "big.pp", code, lexer::Strictness::Warning, false);
    EXPECT_TRUE(diagnostics.hit);
    EXPECT_FALSE(diagnostics.mapped);
    EXPECT_NE(diagnostics.outcome.find("\\q"), std::string::npos);
    EXPECT_EQ(diagnostics.outcome.find("(no program)"), 0U);
}

// An image of several 2 MB blocks is written a whole block at a time, the rest after them: what a run maps
// is the tree the parse built, from the first block to the last.
TEST(ParseCache, AnImageOfSeveralBlocksIsWrittenWhole) {
    const std::string code = large_code(std::size_t{900} << 10);
    const std::string expected = uncached("big.pp", code);
    TempDir dir;
    const Parsed cold = run(dir.path(), "big.pp", code);
    EXPECT_FALSE(cold.hit);
    EXPECT_TRUE(cold.mapped); // (the run that writes an image maps it)
    EXPECT_TRUE(cold.outcome == expected);
    ASSERT_EQ(images(dir.path()).size(), 1U);
    const std::uintmax_t size = fs::file_size(images(dir.path())[0]);
    EXPECT_GT(size, std::uintmax_t{4} << 20);        // more than two blocks
    EXPECT_NE(size % (std::uintmax_t{2} << 20), 0U); // and a part of one
    const Parsed warm = run(dir.path(), "big.pp", code);
    EXPECT_TRUE(warm.hit);
    EXPECT_TRUE(warm.mapped);
    EXPECT_TRUE(warm.outcome == expected);
}

// An image that is missing or damaged (in its header, in its tree, or cut short) is a miss, never a crash or
// a wrong tree: the file is parsed again, and its image written again.
TEST(ParseCache, AnImageThatCannotBeUsedIsAMiss) {
    const std::string code = large_code();
    const std::string expected = uncached("big.pp", code);
    TempDir dir;
    EXPECT_FALSE(run(dir.path(), "big.pp", code).hit);
    ASSERT_EQ(images(dir.path()).size(), 1U);
    const fs::path image = images(dir.path())[0];
    const std::string good = read(image);
    std::vector<std::pair<std::string, std::string>> damaged = {
        {"missing", ""},
        {"a byte of its tree", good},
        {"a byte of its key", good},
        {"a byte of where its root is", good},
        {"cut short", good.substr(0, good.size() - 8)},
    };
    damaged[1].second[good.size() - 20] ^= 0x5a;
    damaged[2].second[20] ^= 0x01;
    damaged[3].second[64] ^= 0x08; // (ImageHeader::root: another node's place, as well aligned)
    for (const auto& [what, bytes] : damaged) {
        if (what == "missing") {
            fs::remove(image);
        } else {
            std::ofstream out(image, std::ios::binary | std::ios::trunc);
            out << bytes;
        }
        const Parsed warm = run(dir.path(), "big.pp", code);
        EXPECT_FALSE(warm.hit) << what;
        EXPECT_TRUE(warm.outcome == expected) << what;
        ASSERT_EQ(images(dir.path()).size(), 1U) << what;
        EXPECT_TRUE(read(image) == good) << what << ": written again";
        const Parsed again = run(dir.path(), "big.pp", code);
        EXPECT_TRUE(again.hit) << what;
        EXPECT_TRUE(again.mapped) << what;
        EXPECT_TRUE(again.outcome == expected) << what;
    }
}

// Two large files whose images have one address (one chance in 4,096 for a pair): the second one a run
// stores cannot map its image, and its entry holds its tree instead, so that later runs decode it rather
// than parse it again, whichever of the two they read first.
TEST(ParseCache, TwoImagesOfOneAddressAreBothKept) {
    const std::string code = large_code();
    parser::ParseOptions opts;
    const std::uint64_t slot = parser::ParseCache::image_address(parser::ParseCache::key("a.pp", code, opts));
    std::string other;
    for (int i = 0; i < 40000 && other.empty(); ++i) {
        const std::string path = "b" + std::to_string(i) + ".pp";
        if (parser::ParseCache::image_address(parser::ParseCache::key(path, code, opts)) == slot)
            other = path;
    }
    if (other.empty()) GTEST_SKIP() << "no path whose image has a.pp's address";
    const std::string expected_a = uncached("a.pp", code);
    const std::string expected_b = uncached(other, code);
    TempDir dir;
    // one run that parses both, the first one's tree alive while the second is parsed
    auto both = [&](const std::string& first, const std::string& second) {
        parser::ParseCache cache(dir.path());
        std::vector<std::unique_ptr<lexer::SourceManager>> sources;
        std::vector<std::unique_ptr<parser::ParsedFile>> held;
        std::vector<Parsed> out;
        for (const std::string& path : {first, second}) {
            sources.push_back(std::make_unique<lexer::SourceManager>());
            lexer::Diagnostics diags;
            diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99);
            parser::ParseOptions o;
            o.cache = &cache;
            const auto hits = cache.stats().hits;
            held.push_back(parser::parse(*sources.back(), sources.back()->add(path, code), diags, o));
            out.push_back(
                {outcome(*held.back(), diags, 1), cache.stats().hits > hits, held.back()->image != nullptr});
        }
        return out;
    };
    const std::vector<Parsed> cold = both("a.pp", other);
    EXPECT_FALSE(cold[0].hit || cold[1].hit);
    EXPECT_TRUE(cold[0].mapped);
    EXPECT_FALSE(cold[1].mapped); // the address is a.pp's
    EXPECT_TRUE(cold[0].outcome == expected_a);
    EXPECT_TRUE(cold[1].outcome == expected_b);
    const std::string a_pp = "a.pp";
    for (const auto& [first, second] : {std::pair{a_pp, other}, std::pair{other, a_pp}}) {
        const std::vector<Parsed> warm = both(first, second);
        const Parsed& a = first == "a.pp" ? warm[0] : warm[1];
        const Parsed& b = first == "a.pp" ? warm[1] : warm[0];
        EXPECT_TRUE(a.hit && a.mapped) << first;
        EXPECT_TRUE(b.hit && !b.mapped) << first << ": decoded from its entry";
        EXPECT_TRUE(a.outcome == expected_a) << first;
        EXPECT_TRUE(b.outcome == expected_b) << first;
    }
}

// Images go once they are 30 days old, and the oldest beyond ImageBudget bytes (each version of an edited
// large file has one), when a run writes a pack.
TEST(ParseCache, OldImagesAndImagesBeyondTheBudgetGo) {
    TempDir dir;
    EXPECT_FALSE(run(dir.path(), "a.pp", kCode).hit); // (makes the directory)
    auto image = [&](const std::string& name, std::uint64_t size, std::int64_t age_days) {
        const fs::path p = fs::path(dir.path()) / ("image-" + name + ".ppi");
        { std::ofstream(p).put('x'); }
        fs::resize_file(p, size); // (sparse: no disk taken)
        fs::last_write_time(p, fs::file_time_type::clock::now() - std::chrono::hours(24 * age_days));
        return p;
    };
    const std::uint64_t third = parser::ParseCache::ImageBudget / 3;
    const fs::path old = image("old", 4096, 31);
    const fs::path newest = image("newest", third, 0);
    const fs::path newer = image("newer", third, 1);
    const fs::path older = image("older", third, 2);
    const fs::path oldest = image("oldest", third, 3);
    EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit); // a run that writes nothing removes nothing
    EXPECT_EQ(images(dir.path()).size(), 5U);
    EXPECT_FALSE(run(dir.path(), "b.pp", kCode).hit);
    EXPECT_FALSE(fs::exists(old));
    EXPECT_TRUE(fs::exists(newest) && fs::exists(newer) && fs::exists(older));
    EXPECT_FALSE(fs::exists(oldest)); // the fourth third
}

// Where no image can be written, a large file's entry holds its tree, encoded on another thread while the
// caller goes on: the tree is kept alive until the encoding is done (flush() and ParsedFile's cache_write
// wait), and what the caller reports meanwhile is not in the entry.
TEST(ParseCache, ALargeFileWithoutAnImageIsEncodedBesideTheCaller) {
    const std::string code = large_code();
    TempDir dir;
    parser::ParseOptions opts;
    // a directory where the image would go: the image cannot be renamed into place
    const parser::ParseCache::Key key = parser::ParseCache::key("big.pp", code, opts);
    std::string hex;
    for (unsigned char c : key)
        hex += "0123456789abcdef"[c >> 4], hex += "0123456789abcdef"[c & 15];
    fs::create_directories(fs::path(dir.path()) / ("image-" + hex + ".ppi") / "x");
    std::string cold;
    {
        parser::ParseCache cache(dir.path());
        lexer::SourceManager sm;
        lexer::Diagnostics diags;
        const lexer::FileId id = sm.add("big.pp", code);
        opts.cache = &cache;
        auto parsed = parser::parse(sm, id, diags, opts);
        EXPECT_EQ(parsed->image, nullptr);
        EXPECT_TRUE(parsed->cache_write.done.valid()); // encoded beside this thread
        cold = outcome(*parsed, diags);
        for (int i = 0; i < 100; ++i) // reported meanwhile (the list grows): not in the entry
            diags.report_in_file(lexer::DiagId::NestedTooDeeply, 99);
        cache.flush(); // waits for the encoding, the tree still alive
        EXPECT_EQ(cache.stats().stores, 1U);
        EXPECT_EQ(packs(dir.path()).size(), 1U);
    }
    const Parsed warm = run(dir.path(), "big.pp", code);
    EXPECT_TRUE(warm.hit);
    EXPECT_FALSE(warm.mapped); // decoded from the entry
    EXPECT_TRUE(warm.outcome == uncached("big.pp", code));
    EXPECT_NE(cold.find("\\q"), std::string::npos) << "the warning is in the entry";
}

// An entry stored under another text's key is what a parse of that text gives: proof that warm parses are
// read from the entry (a real cache never does this: the key is the text's digest).
TEST(ParseCache, AForgedEntryIsBelieved) {
    TempDir dir;
    parser::ParseOptions opts;
    {
        parser::ParseCache cache(dir.path());
        lexer::SourceManager sm;
        const lexer::FileId one = sm.add("a.pp", "notice(111)");
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, one, diags, opts);
        cache.store(parser::ParseCache::key("a.pp", "notice(222)", opts), sm.file(one).text(), *parsed, diags,
                    0);
    }
    const Parsed forged = run(dir.path(), "a.pp", "notice(222)");
    EXPECT_TRUE(forged.hit);
    EXPECT_NE(forged.outcome.find("111"), std::string::npos) << forged.outcome;
}

TEST(ParseCache, WarmDiagnosticsAreTheColdOnes) {
    TempDir dir;
    for (const char* code : {"$x = 1\n$x = 2 {", "notice(1,)", "class a { class b::c {} }\n", "$a = \"\\q\"",
                             "if true { }\nelse { 1 1 }", "node default { } node default { }"}) {
        const Parsed cold = run(dir.path(), "d.pp", code);
        const Parsed warm = run(dir.path(), "d.pp", code);
        EXPECT_TRUE(warm.hit) << code;
        EXPECT_EQ(warm.outcome, cold.outcome) << code;
        EXPECT_NE(cold.outcome.find('\n'), cold.outcome.size() - 1) << code; // it has diagnostics
        // without the tree (`pp parser validate`): the same diagnostics, and no program
        const Parsed alone = run(dir.path(), "d.pp", code, lexer::Strictness::Warning, false);
        EXPECT_TRUE(alone.hit) << code;
        EXPECT_TRUE(alone.outcome.starts_with("(no program)\n")) << code;
        EXPECT_EQ(alone.outcome.substr(alone.outcome.find('\n')),
                  cold.outcome.substr(cold.outcome.find('\n')))
            << code;
    }
}

// More runs than MaxPacks: the packs merge, and every entry is still found.
TEST(ParseCache, PacksMergeAndKeepTheirEntries) {
    TempDir dir;
    std::vector<std::string> cold;
    for (int i = 0; i < 20; ++i) {
        const std::string code = "notice(" + std::to_string(i) + ")\n" + kCode;
        cold.push_back(run(dir.path(), "m.pp", code).outcome);
        EXPECT_LE(packs(dir.path()).size(), parser::ParseCache::MaxPacks);
    }
    for (int i = 0; i < 20; ++i) {
        const Parsed warm = run(dir.path(), "m.pp", "notice(" + std::to_string(i) + ")\n" + kCode);
        EXPECT_TRUE(warm.hit) << i;
        EXPECT_EQ(warm.outcome, cold[i]) << i;
    }
}

// A pack another build of pp wrote (its header names another writer) is not read; it is left alone while
// that build may still use it, and removed once it has not changed for a week.
TEST(ParseCache, AnotherBuildsPacksAreNotReadAndAgeOut) {
    TempDir dir;
    const Parsed cold = run(dir.path(), "a.pp", kCode);
    const fs::path pack = packs(dir.path()).at(0);
    {
        // PackHeader::writer, its first byte changed (flipped: a byte set to a fixed value left one build in
        // 256, whose writer has that byte, with its own pack)
        std::fstream f(pack, std::ios::in | std::ios::out | std::ios::binary);
        f.seekg(64);
        const int was = f.get();
        f.seekp(64);
        f.put(static_cast<char>(was ^ 0xff));
    }
    const Parsed other = run(dir.path(), "a.pp", kCode);
    EXPECT_FALSE(other.hit);
    EXPECT_EQ(other.outcome, cold.outcome);
    EXPECT_TRUE(fs::exists(pack)); // another build's: kept
    EXPECT_EQ(packs(dir.path()).size(), 2U);
    EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit); // from this build's own pack
    fs::last_write_time(pack, fs::file_time_type::clock::now() - std::chrono::hours(24 * 8));
    run(dir.path(), "b.pp", kCode);
    EXPECT_FALSE(fs::exists(pack)); // unchanged for a week: removed
    EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit);
}

// A pack's name says which build wrote it: another build's packs are not even opened (a damaged one is not
// found damaged, and so stays), and a run that writes a pack removes those unchanged for a week. Names
// without a writer, from an older pp, are another build's too.
TEST(ParseCache, AnotherBuildsPacksAreKnownByName) {
    TempDir dir;
    const Parsed cold = run(dir.path(), "a.pp", kCode);
    const std::string ours = packs(dir.path()).at(0).filename().string();
    ASSERT_TRUE(ours.starts_with("pack-"));
    std::string theirs = ours;
    theirs[5] = theirs[5] == 'a' ? 'b' : 'a'; // another writer
    const std::string other = dir.path() + "/" + theirs;
    const std::string older = dir.path() + "/pack-1700000000-1-0.ppc";
    for (const std::string& p : {other, older})
        std::ofstream(p, std::ios::binary) << "not a pack";
    {
        parser::ParseCache cache(dir.path());
        EXPECT_TRUE(parse_with(cache, "a.pp", kCode).hit);
        EXPECT_EQ(cache.stats().rejected, 0U); // (opened, they would be damaged packs, and removed)
    }
    EXPECT_TRUE(fs::exists(other));
    EXPECT_TRUE(fs::exists(older));
    // read-only runs leave even old ones alone; a run that writes a pack removes them
    const auto week_ago = fs::file_time_type::clock::now() - std::chrono::hours(24 * 8);
    fs::last_write_time(other, week_ago);
    EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit);
    EXPECT_TRUE(fs::exists(other));
    EXPECT_FALSE(run(dir.path(), "b.pp", kCode).hit);
    EXPECT_FALSE(fs::exists(other));
    EXPECT_TRUE(fs::exists(older)); // (changed this week)
    EXPECT_EQ(run(dir.path(), "a.pp", kCode).outcome, cold.outcome);
}

// Damage of every kind: a miss, the same outcome, and a good entry again.
TEST(ParseCache, DamageIsAMissAndIsRepaired) {
    TempDir dir;
    const Parsed cold = run(dir.path(), "a.pp", kCode);
    const fs::path pack = packs(dir.path()).at(0);
    const std::string good = read(pack);
    std::vector<std::string> damaged = {"",
                                        good.substr(0, 10),
                                        good.substr(0, good.size() / 2),
                                        good.substr(0, good.size() - 1),
                                        good + "x",
                                        std::string(good.size(), '\0')};
    // the header (magic, index offset, index digest), the payload (its digest is in the index), the index
    // (its digest is in the header); a changed format or writer makes it another build's pack (above). The
    // payload's last byte and the index are found from the header (the index's offset at byte 16) and the
    // index's one entry (the payload's offset and size after its 32-byte key).
    auto u64_at = [&](std::size_t at) {
        std::uint64_t x = 0;
        std::memcpy(&x, good.data() + at, sizeof x);
        return static_cast<std::size_t>(x);
    };
    const std::size_t index_at = u64_at(16);
    ASSERT_EQ(index_at + 88, good.size());
    const std::size_t payload_end = u64_at(index_at + 32) + u64_at(index_at + 40);
    ASSERT_LE(payload_end, index_at);
    for (std::size_t at : {std::size_t{0}, std::size_t{20}, std::size_t{40}, good.size() / 2, payload_end - 1,
                           index_at + 20, good.size() - 50, good.size() - 1}) {
        std::string flipped = good;
        flipped[at] = static_cast<char>(flipped[at] ^ 0x20);
        damaged.push_back(flipped);
    }
    for (std::size_t i = 0; i < damaged.size(); ++i) {
        for (const auto& p : packs(dir.path()))
            fs::remove(p);
        std::ofstream(pack, std::ios::binary | std::ios::trunc) << damaged[i];
        parser::ParseCache cache(dir.path());
        const Parsed again = parse_with(cache, "a.pp", kCode);
        EXPECT_FALSE(again.hit) << i;
        EXPECT_EQ(again.outcome, cold.outcome) << i;
        EXPECT_GE(cache.stats().rejected, 1U) << i;
        cache.flush();
        // and the next run finds a good entry
        EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit) << i;
    }
    // a directory where a pack should be: a miss, and the parse still works
    for (const auto& p : packs(dir.path()))
        fs::remove(p);
    fs::create_directory(pack);
    EXPECT_EQ(run(dir.path(), "a.pp", kCode).outcome, cold.outcome);
    EXPECT_TRUE(run(dir.path(), "a.pp", kCode).hit);
}

// The payload decoder on its own (no digest to protect it): every truncation and many flipped bytes of a
// real payload decode to false or to a well-formed AST, never past the input (ASan watches).
TEST(ParseCache, TheDecoderChecksEveryIndexAndLength) {
    lexer::SourceManager sm;
    const lexer::FileId id = sm.add("a.pp", kCode);
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags);
    const std::string text(sm.file(id).text());
    const std::string bytes = parser::encode_parse(text, *parsed, diags, 0);
    for (std::size_t n = 0; n < bytes.size(); ++n) {
        parser::ParsedFile out;
        lexer::Diagnostics d;
        EXPECT_FALSE(parser::decode_parse(std::string_view(bytes).substr(0, n), text, out, d)) << n;
    }
    std::size_t accepted = 0;
    for (std::size_t at = 0; at < bytes.size(); ++at) {
        for (unsigned char x : {0x01, 0x80, 0xff}) {
            std::string b = bytes;
            b[at] = static_cast<char>(static_cast<unsigned char>(b[at]) ^ x);
            parser::ParsedFile out;
            lexer::Diagnostics d;
            if (parser::decode_parse(b, text, out, d)) {
                ++accepted;
                if (out.program != nullptr) (void)parser::dump_pn(*out.program); // walkable
            }
        }
    }
    EXPECT_LT(accepted, bytes.size() * 3);
}

// Runs on one directory at once, writing, merging and reading packs: each parse is whole, cold or warm, and
// no temporary file is left behind.
TEST(ParseCache, ConcurrentRunsSeeWholePacks) {
    TempDir dir;
    std::vector<std::string> codes, expected;
    for (int f = 0; f < 6; ++f) {
        std::string code;
        for (int i = 0; i < 100; ++i)
            code +=
                "file { '/tmp/f" + std::to_string(f) + "_" + std::to_string(i) + "': content => \"${x}\" }\n";
        codes.push_back(code);
        TempDir ref;
        expected.push_back(run(ref.path(), "big.pp", code).outcome);
    }
    std::vector<std::thread> threads;
    std::atomic<int> wrong{0};
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (int i = 0; i < 12; ++i) {
                const int f = (t + i) % 6;
                if (run(dir.path(), "big.pp", codes[f]).outcome != expected[f]) ++wrong;
            }
        });
    }
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(wrong, 0);
    for (const auto& e : fs::directory_iterator(dir.path()))
        EXPECT_FALSE(e.path().filename().string().starts_with(".tmp.")) << e.path();
    for (int f = 0; f < 6; ++f)
        EXPECT_EQ(run(dir.path(), "big.pp", codes[f]).outcome, expected[f]);
}

TEST(ParseCache, AnUnwritableDirectoryOnlyMeansNoCache) {
    TempDir dir;
    const std::string file = dir.path() + "/file";
    std::ofstream(file) << "x";
    const std::string below = file + "/parse"; // below a regular file: cannot be created
    const Parsed a = run(below, "a.pp", kCode);
    const Parsed b = run(below, "a.pp", kCode);
    EXPECT_FALSE(b.hit);
    EXPECT_EQ(a.outcome, b.outcome);
}

TEST(ParseCache, TheDefaultDirectoryFollowsXdg) {
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    const std::string saved = xdg != nullptr ? xdg : "";
    const std::string home = std::getenv("HOME") != nullptr ? std::getenv("HOME") : "";
    ::setenv("XDG_CACHE_HOME", "/somewhere", 1);
    EXPECT_EQ(parser::ParseCache::default_dir(), "/somewhere/pp/parse");
    ::setenv("XDG_CACHE_HOME", "relative", 1); // not absolute: ignored, as the XDG spec says
    ::setenv("HOME", "/home/u", 1);
    EXPECT_EQ(parser::ParseCache::default_dir(), "/home/u/.cache/pp/parse");
    ::setenv("HOME", home.c_str(), 1);
    if (xdg != nullptr)
        ::setenv("XDG_CACHE_HOME", saved.c_str(), 1);
    else
        ::unsetenv("XDG_CACHE_HOME");
}

} // namespace
