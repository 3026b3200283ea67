#pragma once
// An environment's code as Puppet 4's loaders find it: the main manifest (a file, or every `.pp` under a
// directory in sorted order) and modules on the modulepath, whose classes and defines are autoloaded by
// name from `manifests/` (`foo` -> foo/manifests/init.pp, `foo::bar::baz` -> foo/manifests/bar/baz.pp),
// functions from `functions/` and type aliases from `types/`. Each file is parsed once.
//
// While the evaluator works on the files it loaded, a thread of the environment's own parses the module
// files they name (`include apache::mod::ssl`, `apache::vhost { ... }`, `Stdlib::Absolutepath`, ...) so
// that they are ready when asked for: a file's first parse (the parse cache empty, ANTLR's prediction
// caches cold) costs more than the evaluation of most classes. Only the files named by files actually
// loaded are parsed ahead, and the files of the classes that classes in a file being parsed inherit (found
// among its tokens, before its parse: a class is evaluated after its parent, so the loader, waiting for
// the file, parses the parent's meanwhile). What a parse ahead reports (syntax errors too) is reported only
// when the file is loaded: results are as without it.

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "loader/dir_listings.hpp"
#include "parser/parser.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::loader {

/// What an autoloaded name is looked up as.
enum class DefinitionKind : std::uint8_t { ClassOrDefine, Function, TypeAlias };

class Environment {
public:
    Environment(lexer::SourceManager& sm, std::vector<std::string> modulepath, parser::ParseOptions options);
    ~Environment();
    Environment(const Environment&) = delete;
    Environment& operator=(const Environment&) = delete;

    /// The `.pp` files of a main manifest: the file itself, or every `.pp` below a directory, sorted.
    [[nodiscard]] static std::vector<std::string> manifest_files(const std::string& path);

    /// The module's root directory on the modulepath (the first one found), if any.
    [[nodiscard]] std::optional<std::string> module_dir(std::string_view module) const;
    /// The module a file lies in (its name), or empty.
    [[nodiscard]] std::string module_of_file(const std::string& path) const;
    /// Every module directory on the modulepath, by name (the first of each name).
    [[nodiscard]] const std::map<std::string, std::string>& modules() const;

    /// The file Puppet would autoload `name` from (whether or not it exists), or empty when the name cannot
    /// be autoloaded (no module of that name, or an unqualified function/type name).
    [[nodiscard]] std::string autoload_path(std::string_view name, DefinitionKind kind) const;

    /// Whether the directory `dir` has an entry `name`, and whether `path` is a regular file, from listings
    /// made once a compilation (loader/dir_listings.hpp): for the probes a compile repeats over every module
    /// (a function's Ruby file in each module's lib/: 90 stat calls a name with 45 modules).
    [[nodiscard]] bool dir_has(const std::string& dir, std::string_view name) const {
        return m_listings.has(dir, name);
    }
    [[nodiscard]] bool is_file(const std::string& path) const { return m_listings.is_file(path); }

    /// Forgets what dir_has, is_file and find_template saw: the REPL, whose one environment lives across
    /// inputs, does before each input (a file written meanwhile is found, as Puppet finds it).
    void forget_listings() { m_listings.forget(); }

    /// Puppet's Files.find_template: an absolute path as it is, else `<module>/<file>` in the module's
    /// `templates/` directory when that file exists (looked at once a compilation); empty otherwise.
    [[nodiscard]] std::string find_template(std::string_view reference) const;

    /// Parses a file once (later calls return the same result). Null, with diagnostics added, when the file
    /// cannot be read or has syntax errors.
    const parser::ParsedFile* load(const std::string& path, lexer::Diagnostics& diags);
    /// Parses code given as text, registered under `name`; through the parse cache when `cached` (`-e` code:
    /// a `pp apply -e 'include role'` run again and again then builds no parser, 3.1-3.4 ms of CPU time
    /// instead of 4.1-4.3 for `notice(1)`, and new code costs a small pack written, 0.6 ms), else not
    /// (the REPL's inputs, each new).
    const parser::ParsedFile* load_text(const std::string& name, std::string text, lexer::Diagnostics& diags,
                                        bool cached = false);

    /// Starts parsing `paths` (the main manifest's files) on the worker thread, before anything is loaded: a
    /// compilation calls this before it sets up its node and registries, so the parses overlap the set-up.
    /// The worker then queues what each of these files names, as load() does for the files it loads.
    void parse_ahead(const std::vector<std::string>& paths);

    /// Stops parsing ahead until the next load: drops the files queued and waits for the one being parsed
    /// (before the parse cache is written out, and in tests).
    void settle();
    /// Waits until every file queued has been parsed ahead (tests).
    void wait_ahead();
    /// How many files were parsed ahead and then loaded (tests).
    [[nodiscard]] std::size_t loaded_ahead() const { return m_loaded_ahead; }
    /// How many parent classes' files the loader parsed while it waited for the worker (tests).
    [[nodiscard]] std::size_t parsed_while_waiting() const { return m_parsed_while_waiting; }

    [[nodiscard]] lexer::SourceManager& sources() { return m_sm; }
    [[nodiscard]] const std::vector<std::string>& modulepath() const { return m_modulepath; }

private:
    struct Ahead;
    /// The options a file is parsed with: where it lies in its module, and inherited() to see its tokens.
    [[nodiscard]] parser::ParseOptions options_for(const std::string& path);
    /// Queues, ahead of the rest, the module files of the classes a class in `tokens` (a file just lexed,
    /// on any thread) inherits: needed as soon as that class is evaluated, they are the files the loader
    /// parses itself while it waits for the file that names them.
    void inherited(std::span<const lexer::Token> tokens);
    /// The loader, waiting for a file the worker parses (the mutex held by `lock`): parses one inherited
    /// file queued, if there is one; whether it did.
    bool steal(std::unique_lock<std::mutex>& lock);
    /// Queues the module files `program` names for parsing ahead.
    void look_ahead(const parser::Program& program);
    /// The module files `program` names (modules() computed before), each with whether it is named only in
    /// a branch (an `if`, `unless`, `case` or selector), which the evaluation may not take.
    [[nodiscard]] std::vector<std::pair<std::string, bool>> named_files(const parser::Program& program) const;
    /// Queues `paths` not queued before (the mutex held): at the front in their order, those named only in
    /// a branch at the back; one named in a branch before and now outside any goes to the front.
    void queue(const std::vector<std::pair<std::string, bool>>& paths);
    /// Creates the worker thread unless there is one.
    void start_worker();
    /// The worker thread's loop (returns when the environment is destroyed).
    int work_ahead();

    lexer::SourceManager& m_sm;
    std::vector<std::string> m_modulepath;
    parser::ParseOptions m_options;
    mutable std::optional<std::map<std::string, std::string>> m_modules;
    mutable DirListings m_listings;
    std::map<std::string, std::unique_ptr<parser::ParsedFile>> m_parsed; ///< by path; null: failed
    std::unique_ptr<Ahead> m_ahead; ///< created with the first file that names a module file
    std::size_t m_loaded_ahead = 0;
    std::size_t m_parsed_while_waiting = 0;
};

} // namespace pp::loader
