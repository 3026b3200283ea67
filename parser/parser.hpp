#pragma once
// The front end's entry point: source text -> tokens -> ANTLR parse (SLL, then LL only to report errors)
// -> AST -> (optionally) validation. Nothing ANTLR leaks out of this header.

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "lexer/token.hpp"
#include "parser/arena.hpp"
#include "parser/ast.hpp"

#include <functional>
#include <future>
#include <memory>
#include <span>
#include <string>

namespace pp::parser {

class ParseCache;
using lexer::Strictness;

struct ParseOptions {
    bool epp = false;     ///< parse as an EPP template (text mode first)
    bool validate = true; ///< run the validator after a successful parse
    /// Parse a code program a top-level statement at a time, freeing each statement's parse tree once its
    /// AST is built (the same AST; the whole program's parse when that fails). False: the whole program's
    /// parse tree at once (tests compare the two).
    bool by_statement = true;
    Strictness strict = Strictness::Warning;
    /// When the file lies in a module on the modulepath: the module's name and the file's path relative to
    /// the module root (e.g. "manifests/init.pp"). Enables Puppet's location checks. Empty otherwise.
    std::string module_name;
    std::string module_relative_path;
    /// Where a file's AST and diagnostics are kept between runs (parse_cache.hpp); null: parse every time.
    ParseCache* cache = nullptr;
    /// False when the caller needs the diagnostics alone (`pp parser validate`): a file the parse cache
    /// holds is then not decoded (1.7 ms of a 14.5 ms warm validation of the corpus), and its result's
    /// `program` is null.
    bool tree = true;
    /// Called with a code program's tokens once it is lexed, before its parse (not when the parse cache
    /// answers, nor for EPP): the loader looks there for the class a class inherits, to have it parsed
    /// meanwhile (loader/environment.cpp).
    std::function<void(std::span<const lexer::Token>)> lexed;
};

/// A parsed file: its AST lives in its own arena.
struct ParsedFile {
    lexer::FileId file = 0;
    Arena arena;
    Program* program = nullptr; ///< null when lexing or parsing failed
    /// The parse cache's image of a large file's tree, mapped from the cache directory, when `program` is in
    /// it rather than in `arena` (ParseCache::load); unmapped when the last holder lets go.
    std::shared_ptr<const void> image;
    /// The file's text as the image holds it (the same bytes as the source file's), when `image` is set: the
    /// loader makes it the source file's text (SourceManager::share_text), and the file's own copy goes.
    std::string_view image_text;
    bool epp = false;
    /// Statistics for benchmarks and the "SLL never fails" measurement.
    bool sll_failed = false;   ///< SLL could not parse; the file was re-parsed in LL mode
    bool by_statement = false; ///< built a top-level statement at a time (ParseOptions::by_statement)
    std::size_t token_count = 0;
    /// The parse cache's encoding of this tree, when it runs beside the caller (a large file's:
    /// ParseCache::store): waited for before the tree is freed. Declared last, so destroyed first.
    struct CacheWrite {
        std::shared_future<void> done;
        CacheWrite() = default;
        CacheWrite(const CacheWrite&) = delete;
        CacheWrite& operator=(const CacheWrite&) = delete;
        CacheWrite(CacheWrite&&) = default;
        CacheWrite& operator=(CacheWrite&& other) noexcept {
            wait();
            done = std::move(other.done);
            return *this;
        }
        ~CacheWrite() { wait(); }
        void wait() const {
            if (done.valid()) done.wait();
        }
    } cache_write;
};

/// Parses (and by default validates) one registered file. Diagnostics are collected into `diags`; the
/// result's `program` is null when the file has a lexical or syntax error.
std::unique_ptr<ParsedFile> parse(const lexer::SourceManager& sm, lexer::FileId file,
                                  lexer::Diagnostics& diags, const ParseOptions& opts = {});

/// For benchmarks (bench/parse_throughput.cpp): lexes a code program and runs the generated parser over it
/// a top-level statement at a time, as parse() does, but builds no AST: what the ANTLR runtime alone costs
/// on pp's tokens. The token count, or 0 when the file does not parse that way.
std::size_t parse_tree_only(const lexer::SourceManager& sm, lexer::FileId file);

/// Drops the parser's prediction caches (ANTLR's DFA, shared by all parses and grown for the life of the
/// process). For long runs over unusual input such as fuzzing; not safe while another thread parses.
void clear_parser_caches();

/// Maximum depth of the AST (expression levels and elsif chains) before "nested too deeply". Puppet has no
/// such limit, but real manifests nest a few dozen levels; the bound keeps every recursive tree walk (PN
/// dump, evaluator) within an ordinary 8 MB stack even in sanitizer builds. The parser itself is guarded
/// by the stack actually left (lexer::stack_nearly_exhausted).
constexpr int MaxNestingDepth = 1000;

} // namespace pp::parser
