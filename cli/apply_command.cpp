// `pp apply` and `pp compile`: compile a main manifest with its modules into a catalog, printing what the
// code logs as Puppet's console does; `compile` writes the catalog as Puppet's JSON.
#include "cli/commands.hpp"
#include "cli/compile_setup.hpp"

#include "apply/transaction.hpp"
#include "driver/compilation.hpp"
#include "driver/watch.hpp"
#include "loader/hiera_config.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

namespace pp::cli {

namespace {

// The compilation's memory is left to the operating system at exit: freeing ten thousand resources and their
// syntax trees one by one takes a good part of the time it took to build them (clang's -disable-free does the
// same). The objects stay reachable through this list, so leak checkers do not report them.
void keep_until_exit(std::shared_ptr<void> object) {
    static auto* kept = new std::vector<std::shared_ptr<void>>;
    kept->push_back(std::move(object));
}
template <typename T, typename... Args>
T& kept_until_exit(Args&&... args) {
    auto object = std::make_shared<T>(std::forward<Args>(args)...);
    keep_until_exit(object);
    return *object;
}

// driver::apply_compiled, its session (providers, graph, transaction) kept until exit likewise.
int apply_and_keep(runtime::Catalog& catalog, const driver::ApplyRunOptions& options, apply::Log& log,
                   std::future<apply::StateFile>& state_loader) {
    std::unique_ptr<driver::ApplySession> session;
    const int status = driver::apply_compiled(catalog, options, log, state_loader, &session);
    keep_until_exit(std::shared_ptr<driver::ApplySession>(std::move(session)));
    return status;
}

// Compiles the manifest of `args`; the catalog goes to `on_catalog`. Logs go to standard output (standard
// error when `logs_to_stderr`), errors to standard error. Returns the exit status.
int compile(const ApplyArgs& args, bool logs_to_stderr,
            const std::function<int(driver::Compilation&)>& on_catalog) {
    driver::CompileOptions options = compile_options(args);
    if (logs_to_stderr) options.out = &std::cerr;
    // the main manifest by its absolute path, as Puppet names it in the catalog and in messages
    const std::string file = args.file.empty() ? args.file : driver::absolute_path(args.file);
    if (args.code.empty()) options.parse_ahead = file;
    driver::Compilation* compilation = nullptr;
    try {
        compilation = &kept_until_exit<driver::Compilation>(std::move(options));
    } catch (const driver::SetupError& e) {
        std::cerr << "pp: error: " << e.what() << "\n";
        return 1;
    }
    if (!compilation->load(args.code, file) || !compilation->compile()) return 1;
    return on_catalog(*compilation);
}

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

namespace {

// The directories the hierarchy of a hiera.yaml reads its data from: each level's datadir (else the
// defaults', else Hiera 5's `data`), relative to the file's directory as loader::hiera resolves them, cut
// before their first interpolated part (`hieradata/%{facts.role}` is watched as `hieradata`: the data of
// every node). Nothing for a file Hiera would refuse (the compilation says why; the file itself is watched).
std::vector<std::string> hiera_datadirs(const std::string& config, loader::hiera::Layer layer) {
    namespace fs = std::filesystem;
    const fs::path root = fs::path(config).parent_path();
    std::shared_ptr<loader::hiera::Config> loaded;
    try {
        loaded = loader::hiera::load_config(config, root.string(), layer, {});
    } catch (const std::exception&) {
        return {};
    }
    std::vector<std::string> out;
    if (!loaded) return out; // a version 3 file in an environment: ignored, as Hiera ignores it
    for (const loader::hiera::Level& level : loaded->hierarchy) {
        fs::path dir;
        for (const fs::path& part : (root / level.datadir).lexically_normal()) {
            if (part.string().find("%{") != std::string::npos) break;
            if (!part.empty()) dir /= part;
        }
        // (never the whole file system, for a datadir interpolated from its first part on)
        if (dir.has_relative_path()) out.push_back(dir.string());
    }
    return out;
}

// What --watch watches to compile again: the main manifest, the module directories (with their modules'
// Hiera data), the environment's manifests and Hiera data, the global Hiera data (--hiera_config).
std::vector<std::string> code_paths(const ApplyArgs& args) {
    std::vector<std::string> out;
    if (!args.file.empty()) out.push_back(driver::absolute_path(args.file));
    for (const std::string& dir : effective_modulepath(args.modulepath, args.env))
        out.push_back(driver::absolute_path(dir));
    const std::string env = driver::environment_dir(args.env);
    if (!env.empty()) {
        const std::string config = env + "/hiera.yaml";
        out.push_back(config);
        out.push_back(env + "/data");
        out.push_back(env + "/manifests");
        // an environment without a hiera.yaml has no data layer (loader::hiera's environment_provider)
        std::error_code ec;
        if (std::filesystem::exists(config, ec))
            for (std::string& dir : hiera_datadirs(config, loader::hiera::Layer::Environment))
                out.push_back(std::move(dir));
    }
    if (!args.env.hiera_config.empty()) {
        // one that does not exist is Hiera's default configuration: `data` beside where it would be
        const std::string config = driver::absolute_path(args.env.hiera_config);
        out.push_back(config);
        for (std::string& dir : hiera_datadirs(config, loader::hiera::Layer::Global))
            out.push_back(std::move(dir));
    }
    return out;
}

// `pp apply --watch`: the catalog compiled (or read) as for one run, then driver::watch_apply.
int run_watch(const ApplyArgs& args, apply::Log& log, std::future<apply::StateFile>& state_loader) {
    driver::WatchOptions watch;
    watch.interval = args.watch_interval;
    watch.type_intervals = watch_poll_intervals(args.watch_poll);
    driver::ApplyRunOptions options = apply_options(args);
    if (!args.catalog.empty()) {
        std::ifstream in(args.catalog, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        if (!in) {
            std::cerr << "Error: Could not read catalog " << args.catalog << "\n";
            return 1;
        }
        try {
            auto& catalog = kept_until_exit<runtime::Catalog>(runtime::Catalog::from_json(text.str()));
            return driver::watch_apply(catalog, options, watch, log, state_loader, {});
        } catch (const std::runtime_error& e) {
            std::cerr << "Error: Could not apply catalog " << args.catalog << ": " << e.what() << "\n";
            return 1;
        }
    }
    watch.code_paths = [&args] { return code_paths(args); };
    // each compilation lives as long as the process: its catalog's resources point into its syntax trees
    auto compile_again = [&]() -> runtime::Catalog* {
        const auto started = Clock::now();
        runtime::Catalog* catalog = nullptr;
        compile(args, false, [&](driver::Compilation& c) {
            log.notice("", fmt::format("Compiled catalog for {} in environment {} in {:.2f} seconds",
                                       c.node().certname, args.env.environment, seconds_since(started)));
            options.facts = c.node().facts;
            catalog = &c.catalog();
            return 0;
        });
        return catalog;
    };
    runtime::Catalog* first = compile_again();
    if (first == nullptr) return 1;
    return driver::watch_apply(*first, options, watch, log, state_loader, compile_again);
}

} // namespace

int run_apply(const ApplyArgs& args) {
    // line by line on a terminal; otherwise buffered (std::cerr is tied to std::cout, so order is kept)
    apply::Log log(std::cout, std::cerr, log_level(args), ::isatty(STDOUT_FILENO) != 0);
    // the state file is read while the catalog is compiled
    const std::string vardir = args.vardir.empty() ? default_vardir() : args.vardir;
    std::future<apply::StateFile> state_loader = std::async(
        std::launch::async, [path = vardir + "/state/state.yaml"] { return apply::StateFile(path); });
    if (args.watch) return run_watch(args, log, state_loader);
    if (!args.catalog.empty()) {
        std::ifstream in(args.catalog, std::ios::binary);
        if (!in) {
            std::cerr << "Error: Could not read catalog " << args.catalog << "\n";
            return 1;
        }
        std::stringstream text;
        text << in.rdbuf();
        try {
            auto& catalog = kept_until_exit<runtime::Catalog>(runtime::Catalog::from_json(text.str()));
            return apply_and_keep(catalog, apply_options(args), log, state_loader);
        } catch (const std::runtime_error& e) {
            std::cerr << "Error: Could not apply catalog " << args.catalog << ": " << e.what() << "\n";
            return 1;
        }
    }
    const auto started = Clock::now();
    return compile(args, false, [&](driver::Compilation& c) {
        log.notice("", fmt::format("Compiled catalog for {} in environment {} in {:.2f} seconds",
                                   c.node().certname, args.env.environment, seconds_since(started)));
        driver::ApplyRunOptions options = apply_options(args);
        options.facts = c.node().facts;
        return apply_and_keep(c.catalog(), options, log, state_loader);
    });
}

namespace {

// `compile -o FILE`'s output. An existing file is written over in place and cut to the new length at the
// end, rather than emptied first: recompiling to the same file (the usual case) then reuses the file's
// cached pages instead of freeing them and taking new ones, and ext4 does not flush a file that was
// emptied and written again when it is closed (its auto_da_alloc). Together these were 1-2 ms of kernel
// time for the 4 MB catalog of a 10k-resource compile.
class CatalogFile {
public:
    explicit CatalogFile(const std::string& path)
        : m_fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666)) {
        if (m_fd < 0) m_error = std::strerror(errno);
    }
    CatalogFile(const CatalogFile&) = delete;
    CatalogFile& operator=(const CatalogFile&) = delete;
    ~CatalogFile() {
        if (m_fd >= 0) ::close(m_fd);
    }

    void write(std::string_view piece) {
        while (m_error.empty() && !piece.empty()) {
            const ssize_t n = ::write(m_fd, piece.data(), piece.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                m_error = n < 0 ? std::strerror(errno) : "nothing written";
                return;
            }
            piece.remove_prefix(static_cast<std::size_t>(n));
            m_size += static_cast<std::size_t>(n);
        }
    }

    /// Cuts a regular file to what was written and closes it; the error, or empty.
    std::string finish() {
        if (m_error.empty()) {
            struct stat st {};
            if (::fstat(m_fd, &st) != 0)
                m_error = std::strerror(errno);
            else if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) != m_size &&
                     ::ftruncate(m_fd, static_cast<off_t>(m_size)) != 0)
                m_error = std::strerror(errno);
        }
        if (m_fd >= 0 && ::close(m_fd) != 0 && m_error.empty()) m_error = std::strerror(errno);
        m_fd = -1;
        return m_error;
    }

private:
    int m_fd;
    std::size_t m_size = 0;
    std::string m_error;
};

} // namespace

int run_compile(const ApplyArgs& args) {
    return compile(args, true, [&](driver::Compilation& c) {
        runtime::Catalog& catalog = c.catalog();
        const auto version = static_cast<std::int64_t>(std::time(nullptr));
        if (args.output.empty()) {
            std::cout << catalog.to_json(c.node().certname, args.env.environment, version) << "\n";
            return driver::write_compile_graphs(catalog, graph_options(args));
        }
        // written out piece by piece: a large catalog's JSON is never held whole
        CatalogFile out(args.output);
        catalog.write_json(c.node().certname, args.env.environment, version,
                           [&](std::string_view piece) { out.write(piece); });
        out.write("\n");
        if (const std::string error = out.finish(); !error.empty()) {
            std::cerr << "pp: error: cannot write " << args.output << ": " << error << "\n";
            return 1;
        }
        return driver::write_compile_graphs(catalog, graph_options(args));
    });
}

std::string watch_poll_check(const std::string& value) {
    const std::size_t eq = value.find('=');
    if (eq == std::string::npos || eq == 0)
        return fmt::format("expects TYPE=SECONDS (e.g. service=30), not '{}'", value);
    const std::string seconds = value.substr(eq + 1);
    char* end = nullptr;
    const double s = std::strtod(seconds.c_str(), &end);
    if (seconds.empty() || end == nullptr || *end != '\0' || !(s >= 0.05 && s <= 86400))
        return fmt::format("'{}': the seconds must be a number from 0.05 to 86400", value);
    return {};
}

std::map<std::string, double, std::less<>> watch_poll_intervals(const std::vector<std::string>& values) {
    std::map<std::string, double, std::less<>> out;
    for (const std::string& v : values) {
        const std::size_t eq = v.find('=');
        out[runtime::downcase(v.substr(0, eq))] = std::strtod(v.c_str() + eq + 1, nullptr);
    }
    return out;
}

} // namespace pp::cli
