#include "loader/environment.hpp"

#include "lexer/stack_guard.hpp"
#include "parser/ast_walk.hpp"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <filesystem>
#include <mutex>
#include <optional>
#include <system_error>
#include <unordered_map>
#include <unordered_set>

namespace fs = std::filesystem;

namespace pp::loader {

namespace {

bool valid_module_name(const std::string& name) {
    if (name.empty() || !(name[0] >= 'a' && name[0] <= 'z')) return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

std::vector<std::string> split_name(std::string_view name) {
    std::vector<std::string> parts;
    if (name.rfind("::", 0) == 0) name.remove_prefix(2);
    std::size_t start = 0;
    while (true) {
        std::size_t sep = name.find("::", start);
        std::string part(
            name.substr(start, sep == std::string_view::npos ? std::string_view::npos : sep - start));
        for (char& c : part)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        parts.push_back(std::move(part));
        if (sep == std::string_view::npos) break;
        start = sep + 2;
    }
    return parts;
}

// Whether a string could be a class name: `apache::mod::ssl`, `::apache`, `stdlib` (no `::` needed: a
// module's own class).
bool class_name_like(std::string_view s) {
    if (s.starts_with("::")) s.remove_prefix(2);
    if (s.empty() || s.size() > 200 || !(s[0] >= 'a' && s[0] <= 'z')) return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == ':';
    });
}

// The names a program mentions that may be autoloaded, in source order, each with what it may be loaded
// as: bare words and qualified names (`include apache`, `apache::vhost { }`, `apache::some_function()`),
// type references (`Stdlib::Absolutepath`, `Apache::Vhost[...]`), strings that look like qualified class
// names (`include 'apache::mod::ssl'`, `Class['apache::params']`) and the classes that classes inherit.
// A name is `conditional` when it is only mentioned in a branch of an `if`, `unless`, `case` or selector,
// which the evaluation may never take.
struct Named {
    std::string name;
    DefinitionKind kind;
    bool conditional;
};
std::vector<Named> names_in(const parser::Program& program) {
    using namespace parser;
    std::vector<Named> names;
    std::unordered_map<std::string_view, std::size_t> seen; // a name's first entry in `names`
    auto add = [&](std::string_view name, bool function, bool type_alias, bool conditional) {
        if (name.empty()) return;
        if (auto [at, added] = seen.try_emplace(name, names.size()); !added) {
            // named again: unconditionally now, if it is anywhere unconditional
            for (std::size_t i = at->second; !conditional && i < names.size() && names[i].name == name; ++i)
                names[i].conditional = false;
            return;
        }
        const bool qualified = name.find("::", name.starts_with("::") ? 2 : 0) != std::string_view::npos;
        // (autoload_path lower-cases)
        if (type_alias && qualified)
            names.push_back({std::string(name), DefinitionKind::TypeAlias, conditional});
        names.push_back({std::string(name), DefinitionKind::ClassOrDefine, conditional});
        if (function && qualified)
            names.push_back({std::string(name), DefinitionKind::Function, conditional});
    };
    std::vector<std::pair<const Node*, bool>> stack{{&program, false}};
    while (!stack.empty()) {
        const auto [n, conditional] = stack.back();
        stack.pop_back();
        const Node* test = nullptr; // of a branching node: the child evaluated whenever it is (not a branch)
        switch (n->kind) {
        case NodeKind::QualifiedName:
            add(static_cast<const QualifiedName*>(n)->value, true, false, conditional);
            break;
        case NodeKind::QualifiedReference:
            add(static_cast<const QualifiedReference*>(n)->cased_value, false, true, conditional);
            break;
        case NodeKind::LiteralString:
            // (a qualified one: a string of one word is far more often a value, `'dns'`, `'systemd'`, than
            // the class of a module's init.pp)
            if (const std::string_view v = static_cast<const LiteralString*>(n)->value;
                class_name_like(v) && v.find("::", v.starts_with("::") ? 2 : 0) != std::string_view::npos)
                add(v, false, false, conditional);
            break;
        case NodeKind::HostClassDefinition:
            add(static_cast<const HostClassDefinition*>(n)->parent_class, false, false, conditional);
            break;
        case NodeKind::Variable:
            continue; // (its name, `$apache::params::user`, names no file)
        case NodeKind::If:
            test = static_cast<const If*>(n)->test;
            break;
        case NodeKind::Unless:
            test = static_cast<const Unless*>(n)->test;
            break;
        case NodeKind::Case:
            test = static_cast<const Case*>(n)->test;
            break;
        case NodeKind::Selector:
            test = static_cast<const Selector*>(n)->left;
            break;
        default:
            break;
        }
        const bool branches =
            conditional || n->is<If>() || n->is<Unless>() || n->is<Case>() || n->is<Selector>();
        // children pushed last first, so that they come off the stack in source order
        const std::size_t top = stack.size();
        for_each_child(*n, [&](const Node* c) { stack.emplace_back(c, c == test ? conditional : branches); });
        std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(top), stack.end());
    }
    return names;
}

// A file whose tree the parse cache mapped from its image: the image holds the text too, which becomes the
// source file's (by the thread that loaded the file, before any other has its id), and the copy read from the
// file goes back to the allocator for the compile (1 MB of the 10k manifest's warm compile).
void share_image_text(lexer::SourceManager& sm, const parser::ParsedFile& parsed) {
    if (parsed.image != nullptr) sm.share_text(parsed.file, parsed.image_text, parsed.image);
}

} // namespace

// The parses ahead: the loader queues the module files each program it loads names (`parses`), the files
// named by the latest program first (evaluation goes depth first: what the file loaded last names is needed
// soonest), those it names only in branches last (`include apache` names 33 files that it never loads, most
// of them apache::mod classes in branches: parsed first, they hold the worker back from the files the
// evaluation waits for), and a worker thread parses them (a path that names no file is dropped). `files`
// holds each file queued, being parsed or parsed and not yet loaded; `named` every path ever queued or
// loaded, so none is parsed twice.
struct Environment::Ahead {
    enum class State : std::uint8_t { Queued, Parsing, Done };
    struct File {
        State state = State::Queued;
        bool expand = false; // (parse_ahead) the worker queues what the file names once it is parsed
        bool later = false;  // named only in branches (names_in): queued at the back, after the others
        bool early = false;  // a class's parent, named by the tokens of a file being parsed (inherited())
        std::unique_ptr<parser::ParsedFile> parsed; // null: the file could not be read
        lexer::Diagnostics diags;
        std::exception_ptr error;
    };
    std::mutex mutex;
    std::condition_variable wake; // the worker: work, or stop
    std::condition_variable done; // the loader: a parse finished, or the worker is idle
    std::deque<std::string> parses;
    std::unordered_map<std::string, File> files;
    std::unordered_set<std::string> named;
    bool busy = false;   // a parse in progress (the worker's)
    bool paused = false; // settle(): no new work until the next load
    bool stop = false;
    std::optional<lexer::StackThread> worker;

    // A queued parent class's file (File::early), or null (the mutex held).
    const std::string* early_queued() const {
        for (const std::string& path : parses)
            if (auto it = files.find(path);
                it != files.end() && it->second.early && it->second.state == State::Queued)
                return &path;
        return nullptr;
    }

    // Parses `path` for the loader (the mutex not held): what the loader takes from `files`, and the files
    // it names when `expand`.
    static File parse(Environment& env, const std::string& path, bool expand,
                      std::vector<std::pair<std::string, bool>>& named) {
        File result; // (no file: a name that is no class, define, function or type alias)
        try {
            lexer::FileId id = 0;
            std::string error;
            if (env.m_sm.load(path, id, error)) {
                result.parsed = parser::parse(env.m_sm, id, result.diags, env.options_for(path));
                share_image_text(env.m_sm, *result.parsed);
            }
        } catch (...) {
            result.error = std::current_exception();
        }
        if (expand && result.parsed && result.parsed->program != nullptr && !result.diags.has_errors())
            named = env.named_files(*result.parsed->program);
        return result;
    }

    // Keeps a parse's result for the loader (the mutex held).
    void finish(const std::string& path, File&& result) {
        File& file = files[path]; // (still there: the loader waits for a file being parsed)
        file.parsed = std::move(result.parsed);
        file.diags = std::move(result.diags);
        file.error = result.error;
        file.state = State::Done;
    }

    // Drops the queued parses (the mutex held).
    void drop_queued() {
        for (const std::string& path : parses) {
            auto it = files.find(path);
            if (it != files.end() && it->second.state == State::Queued) {
                files.erase(it);
                named.erase(path); // may be queued again
            }
        }
        parses.clear();
    }
};

Environment::~Environment() {
    if (!m_ahead) return;
    {
        const std::lock_guard<std::mutex> lock(m_ahead->mutex);
        m_ahead->stop = true;
    }
    m_ahead->wake.notify_all();
    m_ahead->worker.reset(); // (joins)
}

void Environment::settle() {
    if (!m_ahead) return;
    std::unique_lock<std::mutex> lock(m_ahead->mutex);
    m_ahead->paused = true;
    m_ahead->drop_queued();
    m_ahead->done.wait(lock, [&] { return !m_ahead->busy; });
}

void Environment::wait_ahead() {
    if (!m_ahead) return;
    std::unique_lock<std::mutex> lock(m_ahead->mutex);
    m_ahead->done.wait(lock, [&] { return m_ahead->parses.empty() && !m_ahead->busy; });
}

std::vector<std::pair<std::string, bool>> Environment::named_files(const parser::Program& program) const {
    std::vector<std::pair<std::string, bool>> paths;
    for (const Named& n : names_in(program))
        if (std::string path = autoload_path(n.name, n.kind); !path.empty())
            paths.emplace_back(std::move(path), n.conditional);
    return paths;
}

void Environment::queue(const std::vector<std::pair<std::string, bool>>& paths) {
    Ahead& ahead = *m_ahead;
    std::vector<std::string> now; // (in source order)
    for (const auto& [path, conditional] : paths) {
        if (ahead.named.insert(path).second) {
            ahead.files.try_emplace(path).first->second.later = conditional;
            if (conditional)
                ahead.parses.push_back(path);
            else
                now.push_back(path);
            continue;
        }
        // queued for later, and now named where it is evaluated: sooner (its place at the back is skipped)
        auto queued = ahead.files.find(path);
        if (!conditional && queued != ahead.files.end() && queued->second.later &&
            queued->second.state == Ahead::State::Queued) {
            queued->second.later = false;
            now.push_back(path);
        }
    }
    for (auto it = now.rbegin(); it != now.rend(); ++it)
        ahead.parses.push_front(*it);
}

void Environment::start_worker() {
    if (m_ahead) return;
    m_ahead = std::make_unique<Ahead>();
    for (const auto& loaded : m_parsed) // (the main manifest's files, loaded before there was a worker)
        m_ahead->named.insert(loaded.first);
    m_ahead->worker.emplace(lexer::kLargeStack,
                            [this] { work_ahead(); }); // the stack the parser's guard expects
}

void Environment::parse_ahead(const std::vector<std::string>& paths) {
    if (paths.empty()) return;
    const bool expand = !modules().empty(); // (computed here, before the worker reads it)
    start_worker();
    {
        const std::lock_guard<std::mutex> lock(m_ahead->mutex);
        for (const std::string& path : paths) {
            if (!m_ahead->named.insert(path).second) continue;
            m_ahead->files[path].expand = expand;
            m_ahead->parses.push_back(path);
        }
    }
    m_ahead->wake.notify_one();
}

void Environment::look_ahead(const parser::Program& program) {
    if (modules().empty()) return; // (computed here, before the worker reads it)
    const std::vector<std::pair<std::string, bool>> paths = named_files(program);
    start_worker();
    {
        const std::lock_guard<std::mutex> lock(m_ahead->mutex);
        Ahead& ahead = *m_ahead;
        ahead.paused = false;
        queue(paths);
    }
    m_ahead->wake.notify_one();
}

int Environment::work_ahead() {
    Ahead& ahead = *m_ahead;
    std::unique_lock<std::mutex> lock(ahead.mutex);
    while (true) {
        ahead.busy = false;
        ahead.done.notify_all(); // (settle, wait_ahead)
        ahead.wake.wait(lock, [&] { return ahead.stop || (!ahead.paused && !ahead.parses.empty()); });
        if (ahead.stop) return 0;
        ahead.busy = true;
        std::string path = std::move(ahead.parses.front());
        ahead.parses.pop_front();
        auto it = ahead.files.find(path);
        if (it == ahead.files.end() || it->second.state != Ahead::State::Queued) continue; // loaded meanwhile
        it->second.state = Ahead::State::Parsing;
        const bool expand = it->second.expand;
        lock.unlock();
        // a main manifest's file: what it names is queued now, as the loader would once it loads the file
        std::vector<std::pair<std::string, bool>> named;
        Ahead::File result = Ahead::parse(*this, path, expand, named);
        lock.lock();
        queue(named);
        ahead.finish(path, std::move(result));
    }
}

void Environment::inherited(std::span<const lexer::Token> tokens) {
    std::vector<std::string> paths;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i)
        if (tokens[i].kind == lexer::tok::INHERITS && tokens[i + 1].kind == lexer::tok::NAME)
            paths.emplace_back(tokens[i + 1].value);
    // (modules() on the loader's thread, or computed before the worker was started)
    if (paths.empty() || modules().empty()) return;
    for (std::string& path : paths)
        path = autoload_path(path, DefinitionKind::ClassOrDefine);
    start_worker(); // (on the worker's thread, there is one)
    {
        const std::lock_guard<std::mutex> lock(m_ahead->mutex);
        Ahead& ahead = *m_ahead;
        for (auto it = paths.rbegin(); it != paths.rend(); ++it) {
            if (it->empty()) continue;
            if (ahead.named.insert(*it).second) {
                ahead.files[*it].early = true;
                ahead.parses.push_front(*it);
            } else if (auto queued = ahead.files.find(*it);
                       queued != ahead.files.end() && queued->second.state == Ahead::State::Queued) {
                queued->second.early = true; // (the loader finds it where it is)
            }
        }
    }
    m_ahead->wake.notify_one();
    m_ahead->done.notify_all(); // (a loader waiting for the file being lexed parses the parent meanwhile)
}

bool Environment::steal(std::unique_lock<std::mutex>& lock) {
    Ahead& ahead = *m_ahead;
    const std::string* queued = ahead.early_queued();
    if (queued == nullptr) return false;
    const std::string path = *queued; // (the worker skips it in its queue: no longer Queued)
    ahead.files[path].state = Ahead::State::Parsing;
    lock.unlock();
    std::vector<std::pair<std::string, bool>> named;
    Ahead::File result = Ahead::parse(*this, path, false, named);
    lock.lock();
    ahead.finish(path, std::move(result));
    ++m_parsed_while_waiting;
    return true;
}

Environment::Environment(lexer::SourceManager& sm, std::vector<std::string> modulepath,
                         parser::ParseOptions options)
    : m_sm(sm), m_modulepath(std::move(modulepath)), m_options(std::move(options)) {}

std::vector<std::string> Environment::manifest_files(const std::string& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return {path};
    std::vector<std::string> files;
    for (auto it = fs::recursive_directory_iterator(path, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec) && it->path().extension() == ".pp") files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

const std::map<std::string, std::string>& Environment::modules() const {
    if (!m_modules) {
        m_modules.emplace();
        for (const std::string& dir : m_modulepath) {
            std::error_code ec;
            std::vector<fs::path> entries;
            for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
                 it.increment(ec)) {
                if (it->is_directory(ec)) entries.push_back(it->path());
            }
            std::sort(entries.begin(), entries.end());
            for (const fs::path& p : entries) {
                std::string name = p.filename().string();
                if (valid_module_name(name)) m_modules->emplace(name, p.string());
            }
        }
    }
    return *m_modules;
}

std::optional<std::string> Environment::module_dir(std::string_view module) const {
    const auto& mods = modules();
    auto it = mods.find(std::string(module));
    if (it == mods.end()) return std::nullopt;
    return it->second;
}

std::string Environment::module_of_file(const std::string& path) const {
    for (const auto& [mod, dir] : modules()) {
        if (path.rfind(dir + "/", 0) == 0) return mod;
    }
    return {};
}

std::string Environment::autoload_path(std::string_view name, DefinitionKind kind) const {
    std::vector<std::string> parts = split_name(name);
    if (parts.empty() || parts[0].empty()) return {};
    auto dir = module_dir(parts[0]);
    if (!dir) return {};
    fs::path p(*dir);
    switch (kind) {
    case DefinitionKind::ClassOrDefine:
        p /= "manifests";
        if (parts.size() == 1) return (p / "init.pp").string();
        break;
    case DefinitionKind::Function:
        if (parts.size() == 1) return {};
        p /= "functions";
        break;
    case DefinitionKind::TypeAlias:
        if (parts.size() == 1) return {};
        p /= "types";
        break;
    }
    for (std::size_t i = 1; i < parts.size(); ++i)
        p /= parts[i];
    p += ".pp";
    return p.string();
}

std::string Environment::find_template(std::string_view reference) const {
    if (!reference.empty() && reference.front() == '/') return std::string(reference);
    auto slash = reference.find('/');
    if (slash == std::string_view::npos) return {};
    auto dir = module_dir(reference.substr(0, slash));
    if (!dir) return {};
    std::string path = *dir + "/templates/" + std::string(reference.substr(slash + 1));
    // (a template is looked for at each render: load.erb 32 times in include apache)
    return m_listings.is_file(path) ? path : std::string();
}

parser::ParseOptions Environment::options_for(const std::string& path) {
    parser::ParseOptions opts = m_options;
    opts.lexed = [this](std::span<const lexer::Token> tokens) { inherited(tokens); };
    // a file inside a module: Puppet checks what it may define there
    for (const auto& [mod, dir] : modules()) {
        std::string prefix = dir + "/";
        if (path.rfind(prefix, 0) == 0) {
            opts.module_name = mod;
            opts.module_relative_path = path.substr(prefix.size());
            break;
        }
    }
    return opts;
}

const parser::ParsedFile* Environment::load(const std::string& path, lexer::Diagnostics& diags) {
    auto it = m_parsed.find(path);
    if (it != m_parsed.end()) return it->second.get();
    std::unique_ptr<parser::ParsedFile> parsed;
    bool ahead = false;
    if (m_ahead) {
        std::unique_lock<std::mutex> lock(m_ahead->mutex);
        auto queued = m_ahead->files.find(path);
        if (queued != m_ahead->files.end() && queued->second.state != Ahead::State::Queued) {
            // (the worker may add entries meanwhile: a reference stays valid, an iterator may not)
            Ahead::File& entry = queued->second;
            // (waiting, the loader parses the parents of the classes in the file, the worker's lexer found)
            while (entry.state != Ahead::State::Done)
                if (!steal(lock))
                    m_ahead->done.wait(lock, [&] {
                        return entry.state == Ahead::State::Done || m_ahead->early_queued() != nullptr;
                    });
            Ahead::File file = std::move(entry);
            m_ahead->files.erase(path);
            lock.unlock();
            if (file.error) std::rethrow_exception(file.error);
            if (!file.parsed) {
                m_parsed.emplace(path, nullptr);
                return nullptr;
            }
            for (const lexer::Diagnostic& d : file.diags.all())
                diags.append(d);
            parsed = std::move(file.parsed);
            ahead = true;
            ++m_loaded_ahead;
        } else {
            if (queued != m_ahead->files.end()) m_ahead->files.erase(queued); // not begun: parsed here
            m_ahead->named.insert(path);
        }
    }
    if (!ahead) {
        lexer::FileId id = 0;
        std::string error;
        if (!m_sm.load(path, id, error)) {
            m_parsed.emplace(path, nullptr);
            return nullptr;
        }
        parsed = parser::parse(m_sm, id, diags, options_for(path));
        share_image_text(m_sm, *parsed);
    }
    if (parsed->program == nullptr || diags.has_errors()) parsed.reset();
    const parser::ParsedFile* out = parsed.get();
    m_parsed.emplace(path, std::move(parsed));
    if (out != nullptr) look_ahead(*out->program);
    return out;
}

const parser::ParsedFile* Environment::load_text(const std::string& name, std::string text,
                                                 lexer::Diagnostics& diags, bool cached) {
    lexer::FileId id = m_sm.add(name, std::move(text));
    parser::ParseOptions opts = m_options;
    if (!cached) opts.cache = nullptr;
    auto parsed = parser::parse(m_sm, id, diags, opts);
    if (parsed->program == nullptr || diags.has_errors()) return nullptr;
    const parser::ParsedFile* out = parsed.get();
    m_parsed.emplace("<text " + std::to_string(id) + ">", std::move(parsed));
    look_ahead(*out->program);
    return out;
}

} // namespace pp::loader
