// `pp parser validate` and `pp parser dump`.
#include "cli/commands.hpp"

#include "lexer/diagnostics.hpp"
#include "lexer/stack_guard.hpp"
#include "parser/parse_cache.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <thread>
#include <unistd.h>
#include <vector>

namespace pp::cli {

namespace fs = std::filesystem;

namespace {

// A directory given to validate: its `*.pp` and `*.epp` files, recursively, in sorted order, appended to
// `out`; false (with `error` set) when it cannot be listed.
bool collect_directory(const std::string& path, std::vector<std::string>& out, std::string& error) {
    std::error_code ec;
    std::vector<std::string> found;
    for (auto it =
             fs::recursive_directory_iterator(path, fs::directory_options::follow_directory_symlink, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        auto ext = it->path().extension();
        if (ext == ".pp" || ext == ".epp") found.push_back(it->path().string());
    }
    if (ec) {
        error = fmt::format("{}: {}", path, ec.message());
        return false;
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
    return true;
}

// When `file` lies in `<dir>/<module>/...` for a directory of the modulepath, Puppet applies its location
// checks: the module's name and the path inside the module.
void locate_in_modulepath(const std::string& file, const std::vector<std::string>& modulepath,
                          parser::ParseOptions& opts) {
    std::error_code ec;
    fs::path abs = fs::absolute(file, ec).lexically_normal();
    for (const auto& dir : modulepath) {
        fs::path root = fs::absolute(dir, ec).lexically_normal();
        auto rel = abs.lexically_relative(root);
        if (rel.empty() || rel.begin()->string() == "..") continue;
        auto it = rel.begin();
        std::string module = it->string();
        ++it;
        if (it == rel.end()) continue;
        fs::path inner;
        for (; it != rel.end(); ++it)
            inner /= *it;
        opts.module_name = module;
        opts.module_relative_path = inner.string();
        return;
    }
}

std::vector<std::string> split_path_list(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t colon = s.find(':', start);
        std::string part = s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!part.empty()) out.push_back(part);
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return out;
}

} // namespace

bool use_color() {
    if (std::getenv("NO_COLOR") != nullptr) return false;
    const char* term = std::getenv("TERM");
    if (term != nullptr && std::string_view(term) == "dumb") return false;
    return isatty(STDERR_FILENO) != 0;
}

namespace {

// What validating one file printed: its diagnostics rendered (text, or JSON objects), or why it could not
// be read.
struct Validated {
    std::string read_error;
    std::string text;
    std::vector<std::string> json;
    bool failed = false;
    /// A path given that is not a file to validate: a directory (listed afterwards), or nothing at all.
    enum class Given : std::uint8_t { File, Directory, Missing } given = Given::File;
};

Validated validate_file(const std::string& f, const ValidateArgs& args,
                        const std::vector<std::string>& modulepath, const lexer::RenderOptions& render) {
    Validated out;
    lexer::SourceManager sm; // one per file: files are validated on several threads
    lexer::FileId id = 0;
    lexer::LoadFailure failure = lexer::LoadFailure::None;
    if (!sm.load(f, id, out.read_error, &failure)) {
        // told apart as a stat of the path would (only for what could not be read: a stat of every path
        // first was 2.5 ms of a 16.7 ms warm validation of the corpus)
        std::error_code ec;
        const fs::file_status status = failure == lexer::LoadFailure::Directory
                                           ? fs::file_status(fs::file_type::directory)
                                           : fs::status(f, ec);
        if (fs::is_directory(status))
            out.given = Validated::Given::Directory;
        else if (!fs::exists(status))
            out.given = Validated::Given::Missing;
        return out;
    }
    parser::ParseOptions opts;
    opts.epp = fs::path(f).extension() == ".epp";
    opts.strict = args.strict;
    opts.cache = parser::ParseCache::process();
    opts.tree = false; // (only the diagnostics are printed)
    if (!modulepath.empty()) locate_in_modulepath(f, modulepath, opts);
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, opts);
    out.failed = diags.has_errors();
    for (const auto& d : diags.all()) {
        if (args.format == "json")
            out.json.push_back(lexer::render_json(sm, d));
        else
            out.text += lexer::render_text(sm, d, render);
    }
    return out;
}

// How many threads validate: --jobs, else one per core, and never more than a thread per 16 files.
unsigned validate_jobs(const ValidateArgs& args, std::size_t files) {
    unsigned jobs = args.jobs > 0 ? args.jobs : std::max(1U, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(jobs, (files + 15) / 16)));
}

// Runs validate_file over `files[i]` for each i of `which`, on validate_jobs() threads, into `results[i]`.
void validate_files(const std::vector<std::string>& files, const std::vector<std::size_t>& which,
                    std::vector<Validated>& results, const ValidateArgs& args,
                    const std::vector<std::string>& modulepath, const lexer::RenderOptions& render) {
    // Files are taken in turn by the workers.
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t k = next++; k < which.size(); k = next++)
            results[which[k]] = validate_file(files[which[k]], args, modulepath, render);
        return 0;
    };
    std::vector<std::thread> workers;
    std::vector<std::exception_ptr> errors(validate_jobs(args, which.size()));
    for (std::size_t k = 1; k < errors.size(); ++k) {
        workers.emplace_back([&, k] {
            try {
                lexer::run_with_stack(lexer::kLargeStack, work); // the stack the parser's guard expects
            } catch (...) {
                errors[k] = std::current_exception();
            }
        });
    }
    try {
        work();
    } catch (...) {
        errors[0] = std::current_exception();
    }
    for (auto& w : workers)
        w.join();
    for (const auto& e : errors) // pp's "internal error", once every thread has stopped
        if (e) std::rethrow_exception(e);
}

} // namespace

int run_validate(const ValidateArgs& args) {
    std::vector<std::string> modulepath = split_path_list(args.modulepath);
    lexer::RenderOptions render;
    render.color = use_color();
    bool json = args.format == "json";

    // Each path given is validated as a file straight away: opening it tells a file from a directory, and
    // only what cannot be read is looked at further. The directories are then listed, and their files
    // validated in a second pass; what each file printed goes out in the order of the paths given.
    std::vector<std::size_t> given(args.paths.size());
    for (std::size_t i = 0; i < given.size(); ++i)
        given[i] = i;
    std::vector<Validated> first(args.paths.size());
    validate_files(args.paths, given, first, args, modulepath, render);
    bool ok = true;
    std::vector<std::string> files;
    std::vector<Validated> results;
    std::vector<std::size_t> listed; // the files of the directories given, validated next
    for (std::size_t i = 0; i < args.paths.size(); ++i) {
        const std::string& p = args.paths[i];
        std::string error;
        if (first[i].given == Validated::Given::Missing) {
            error = fmt::format("{}: no such file or directory", p);
        } else if (first[i].given == Validated::Given::File) {
            files.push_back(p);
            results.push_back(std::move(first[i]));
        } else {
            const std::size_t before = files.size();
            if (collect_directory(p, files, error)) {
                for (std::size_t k = before; k < files.size(); ++k)
                    listed.push_back(k);
                results.resize(files.size());
            }
        }
        if (!error.empty()) {
            std::cerr << "pp: error: " << error << "\n";
            ok = false;
        }
    }
    validate_files(files, listed, results, args, modulepath, render);
    if (parser::ParseCache* cache = parser::ParseCache::process()) cache->flush();

    std::string json_out = "[";
    bool first_json = true;
    std::size_t failed_files = 0;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const Validated& v = results[i];
        if (!v.read_error.empty()) {
            std::cerr << "pp: error: " << files[i] << ": " << v.read_error << "\n";
            ok = false;
            continue;
        }
        if (v.failed) {
            ok = false;
            ++failed_files;
        }
        std::cerr << v.text;
        for (const auto& item : v.json) {
            if (!first_json) json_out += ",\n ";
            json_out += item;
            first_json = false;
        }
    }
    if (json) {
        json_out += "]\n";
        std::cout << json_out;
    }
    if (!json && failed_files > 0) {
        std::cerr << fmt::format("pp: {} of {} file{} failed validation\n", failed_files, files.size(),
                                 files.size() == 1 ? "" : "s");
    }
    return ok ? 0 : 1;
}

int run_dump(const DumpArgs& args) {
    lexer::SourceManager sm;
    std::vector<std::pair<std::string, lexer::FileId>> inputs;
    if (!args.code.empty() || args.files.empty()) {
        inputs.emplace_back("", sm.add("<command-line>", args.code));
    }
    for (const auto& f : args.files) {
        lexer::FileId id = 0;
        std::string error;
        if (!sm.load(f, id, error)) {
            std::cerr << "pp: error: " << f << ": " << error << "\n";
            return 1;
        }
        inputs.emplace_back(f, id);
    }
    lexer::RenderOptions render;
    render.color = use_color();
    std::string out;
    bool ok = true;
    for (const auto& [name, id] : inputs) {
        parser::ParseOptions opts;
        opts.epp = !name.empty() && fs::path(name).extension() == ".epp";
        opts.validate = args.validate;
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, id, diags, opts);
        for (const auto& d : diags.all())
            std::cerr << lexer::render_text(sm, d, render);
        if (parsed->program == nullptr || diags.has_errors()) {
            ok = false;
            continue;
        }
        if (!name.empty() && args.format != "json") out += "--- " + name;
        if (args.format == "json")
            out += parser::dump_pn_json(*parsed->program);
        else
            out += parser::dump_pn(*parsed->program);
    }
    if (!out.empty()) std::cout << out << "\n";
    return ok ? 0 : 1;
}

} // namespace pp::cli
