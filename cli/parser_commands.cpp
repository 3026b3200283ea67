// `pp parser validate` and `pp parser dump`.
#include "cli/commands.hpp"

#include "lexer/diagnostics.hpp"
#include "lexer/stack_guard.hpp"
#include "parser/parse_cache.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <exception>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <unistd.h>
#include <vector>

namespace pp::cli {

namespace fs = std::filesystem;

namespace {

// A directory given to validate: calls `found` with each of its `*.pp` and `*.epp` files, recursively, in
// the order the walk meets them; false (with `error` set) when it cannot be walked.
bool walk_directory(const std::string& path, const std::function<void(std::string)>& found,
                    std::string& error) {
    std::error_code ec;
    for (auto it =
             fs::recursive_directory_iterator(path, fs::directory_options::follow_directory_symlink, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        auto ext = it->path().extension();
        if (ext == ".pp" || ext == ".epp") found(it->path().string());
    }
    if (ec) {
        error = fmt::format("{}: {}", path, ec.message());
        return false;
    }
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

// How many threads validate: --jobs, else one per core (FileQueue starts them as files come).
unsigned validate_jobs(const ValidateArgs& args) {
    return args.jobs > 0 ? args.jobs : std::max(1U, std::thread::hardware_concurrency());
}

// Files validated as they are queued, by workers that start as files come, one more for every 16 queued (up
// to validate_jobs() with the queuing thread, which joins them once it has queued all): the paths given, then
// the files of the directories given while those are still being walked (a walk of the module corpus, 1,094
// directories, was 11 ms on its own before any file of it was validated). Files are queued by one thread.
class FileQueue {
public:
    FileQueue(const ValidateArgs& args, const std::vector<std::string>& modulepath,
              const lexer::RenderOptions& render)
        : m_args(args), m_modulepath(modulepath), m_render(render), m_jobs(validate_jobs(args)) {
        m_errors.reserve(m_jobs); // (a worker writes its slot while more are added: they must not move)
    }
    FileQueue(const FileQueue&) = delete;
    FileQueue& operator=(const FileQueue&) = delete;
    ~FileQueue() { stop(); }

    /// Queues a file (the queuing thread only).
    void add(std::string path) {
        std::size_t queued = 0;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_paths.push_back(std::move(path));
            m_results.emplace_back();
            queued = m_paths.size();
        }
        m_wake.notify_one();
        if (m_workers.size() + 1 < m_jobs && queued >= 16 * (m_workers.size() + 1)) {
            const std::size_t k = m_errors.size();
            m_errors.emplace_back();
            try {
                m_workers.push_back(std::make_unique<lexer::StackThread>(lexer::kLargeStack, [this, k] {
                    try {
                        work();
                    } catch (...) {
                        m_errors[k] = std::current_exception();
                    }
                }));
            } catch (const std::system_error&) {
                m_errors.pop_back(); // (no thread to be had: finish() does the work)
            }
        }
    }
    /// How many files were queued so far.
    [[nodiscard]] std::size_t size() const { return m_paths.size(); }
    /// Validates what is left on this thread too (the last of the jobs) and waits for the workers; rethrows
    /// what a worker threw.
    void finish() {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        work();
        stop();
        for (const auto& e : m_errors)
            if (e) std::rethrow_exception(e);
    }
    [[nodiscard]] const std::string& path(std::size_t i) const { return m_paths[i]; }
    [[nodiscard]] Validated& result(std::size_t i) { return m_results[i]; }

private:
    void work() {
        while (true) {
            const std::string* path = nullptr;
            Validated* slot = nullptr;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_wake.wait(lock, [this] { return m_next < m_paths.size() || m_done; });
                if (m_next == m_paths.size()) return; // done, and nothing left
                // (a deque's elements stay where they are while it grows)
                path = &m_paths[m_next];
                slot = &m_results[m_next];
                ++m_next;
            }
            *slot = validate_file(*path, m_args, m_modulepath, m_render);
        }
    }
    void stop() {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_workers.clear(); // (joins)
    }

    const ValidateArgs& m_args;
    const std::vector<std::string>& m_modulepath;
    const lexer::RenderOptions& m_render;
    const std::size_t m_jobs;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::string> m_paths;
    std::deque<Validated> m_results;
    std::size_t m_next = 0;
    bool m_done = false;
    std::vector<std::unique_ptr<lexer::StackThread>> m_workers;
    std::vector<std::exception_ptr> m_errors; // one per worker
};

} // namespace

int run_validate(const ValidateArgs& args) {
    std::vector<std::string> modulepath = split_path_list(args.modulepath);
    lexer::RenderOptions render;
    render.color = use_color();
    bool json = args.format == "json";

    // Each path given is validated as a file straight away: opening it tells a file from a directory, and
    // only what cannot be read is looked at further. The directories are then walked, and their files
    // validated as the walk finds them.
    FileQueue paths(args, modulepath, render);
    for (const std::string& p : args.paths)
        paths.add(p);
    paths.finish();
    bool ok = true;
    FileQueue listed(args, modulepath, render);
    std::vector<std::pair<std::size_t, std::size_t>> walked(args.paths.size()); // each directory's files
    for (std::size_t i = 0; i < args.paths.size(); ++i) {
        const std::string& p = args.paths[i];
        std::string error;
        if (paths.result(i).given == Validated::Given::Missing) {
            error = fmt::format("{}: no such file or directory", p);
        } else if (paths.result(i).given == Validated::Given::Directory) {
            const std::size_t begin = listed.size();
            if (walk_directory(
                    p, [&](std::string file) { listed.add(std::move(file)); }, error))
                walked[i] = {begin, listed.size()};
        }
        if (!error.empty()) {
            std::cerr << "pp: error: " << error << "\n";
            ok = false;
        }
    }
    listed.finish();
    // what each file printed goes out in the order of the paths given, a directory's files sorted
    std::vector<std::string> files;
    std::vector<Validated> results;
    for (std::size_t i = 0; i < args.paths.size(); ++i) {
        if (paths.result(i).given == Validated::Given::File) {
            files.push_back(args.paths[i]);
            results.push_back(std::move(paths.result(i)));
            continue;
        }
        std::vector<std::size_t> order;
        for (std::size_t k = walked[i].first; k < walked[i].second; ++k)
            order.push_back(k);
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return listed.path(a) < listed.path(b); });
        for (std::size_t k : order) {
            files.push_back(listed.path(k));
            results.push_back(std::move(listed.result(k)));
        }
    }
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
