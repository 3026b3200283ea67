// pp apply --watch (watch.hpp): one thread, one poll() over an inotify descriptor, the self-pipe of the
// signals and systemd's bus, and deadlines for what is due: the resources with events once all events have
// settled (one window for all of them: a drift storm is one run), the polled resources, the resources backing
// off after failures, and the code compiled again.
#include "driver/watch.hpp"

#include "apply/transaction.hpp"
#include "driver/environment.hpp"
#include "driver/systemd_bus.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>

namespace pp::driver {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using Seconds = std::chrono::duration<double>;

// What a directory's watch reports: its entries' content, metadata, creation, removal and renaming, and the
// directory's own removal. Watching the directory, not the file, survives editors that save by renaming.
constexpr std::uint32_t kMask = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE |
                                IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
// The longest a failing resource waits for its next try.
constexpr double kMaxBackoff = 300;

// The signals, as bytes on a pipe that poll() watches; TERM and INT also stop a run between two resources.
int g_signal_pipe[2] = {-1, -1};
std::atomic<bool> g_stop{false};
std::atomic<int> g_stop_signal{0};

extern "C" void on_signal(int signal) {
    if (signal != SIGHUP) {
        g_stop_signal.store(signal);
        g_stop.store(true);
    }
    const char byte = static_cast<char>(signal);
    const int saved = errno;
    (void)!::write(g_signal_pipe[1], &byte, 1);
    errno = saved;
}

// Installs the handlers for the life of the loop and puts the old ones back.
class SignalScope {
public:
    SignalScope() {
        if (g_signal_pipe[0] < 0 && ::pipe2(g_signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
            throw std::runtime_error(fmt::format("cannot make a pipe: {}", std::strerror(errno)));
        g_stop.store(false);
        struct sigaction sa {};
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        for (std::size_t i = 0; i < std::size(kSignals); ++i)
            ::sigaction(kSignals[i], &sa, &m_saved[i]);
    }
    ~SignalScope() {
        for (std::size_t i = 0; i < std::size(kSignals); ++i)
            ::sigaction(kSignals[i], &m_saved[i], nullptr);
    }
    SignalScope(const SignalScope&) = delete;
    SignalScope& operator=(const SignalScope&) = delete;

private:
    static constexpr int kSignals[] = {SIGTERM, SIGINT, SIGHUP};
    struct sigaction m_saved[std::size(kSignals)]{};
};

std::string signal_name(int signal) {
    switch (signal) {
    case SIGTERM:
        return "TERM";
    case SIGINT:
        return "INT";
    case SIGHUP:
        return "HUP";
    default:
        return std::to_string(signal);
    }
}

// A directory watched: the resources each of its entries belongs to, whether the code lives there (every
// file of it), and the files of the code it holds (a main manifest).
struct Directory {
    std::string path;
    std::map<std::string, std::vector<std::size_t>, std::less<>> entries;
    bool code = false;
    std::set<std::string, std::less<>> code_files;
    bool tree = false; // in the tree of a recursive resource (file with recurse)
};

bool is_code_file(std::string_view name) {
    for (std::string_view ext : {".pp", ".epp", ".erb", ".yaml", ".yml", ".json", ".rb"})
        if (name.size() > ext.size() && name.substr(name.size() - ext.size()) == ext) return true;
    return false;
}

class Watch {
public:
    Watch(const ApplyRunOptions& options, const WatchOptions& watch, apply::Log& log,
          const Recompile& recompile)
        : m_options(options), m_watch(watch), m_log(log), m_recompile(recompile) {
        m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd < 0) throw std::runtime_error(fmt::format("inotify: {}", std::strerror(errno)));
    }
    ~Watch() {
        if (m_fd >= 0) ::close(m_fd);
    }
    Watch(const Watch&) = delete;
    Watch& operator=(const Watch&) = delete;

    int run(runtime::Catalog& catalog, std::future<apply::StateFile>& state_loader);

private:
    bool start(runtime::Catalog& catalog, std::future<apply::StateFile>& state_loader);
    [[nodiscard]] bool trees_changed() const;
    void apply_again();
    bool replace(runtime::Catalog& catalog);
    double back_off(std::size_t index);
    [[nodiscard]] std::string vardir() const {
        return m_options.vardir.empty() ? default_vardir() : m_options.vardir;
    }
    void watch_code();
    void watch_resources();
    bool watch_directory(const std::string& dir, bool code);
    bool watch_unit(std::size_t index, const std::string& unit);
    void on_unit(const std::string& unit);
    void bus_lost();
    void poll_later(std::size_t index, Clock::time_point now);
    [[nodiscard]] double interval_of(std::size_t index) const;
    void mark_due(std::size_t index, Clock::time_point now);
    [[nodiscard]] bool held(std::size_t index, Clock::time_point now) const;
    std::set<std::size_t> take_due(Clock::time_point now);
    void watch_code_tree(const std::string& dir);
    void read_events();
    void check(std::set<std::size_t> due);
    void recompile();
    void record(const apply::RunSummary& summary);
    [[nodiscard]] double seconds_until(Clock::time_point t) const {
        return std::chrono::duration<double>(t - Clock::now()).count();
    }

    const ApplyRunOptions& m_options;
    const WatchOptions& m_watch;
    apply::Log& m_log;
    const Recompile& m_recompile;
    int m_fd = -1;

    std::unique_ptr<ApplySession> m_session;
    std::unordered_map<int, Directory> m_dirs; // by watch descriptor
    std::map<std::string, int, std::less<>> m_wd_of;
    std::map<std::size_t, Clock::time_point> m_polled; // resources nothing tells about, next check
    // the resources with events, checked together once events stop: when the first of them came, and when
    // the window closes (m_watch.debounce after the last, at most m_watch.settle_limit after the first)
    std::set<std::size_t> m_pending;
    Clock::time_point m_first_pending;
    std::optional<Clock::time_point> m_settled;
    std::map<std::size_t, int> m_failures;              // resources failing, how many times in a row
    std::map<std::size_t, Clock::time_point> m_backoff; // resources failing, not checked before
    std::map<std::size_t, Clock::time_point> m_retry;   // resources failing, their next try (until taken)
    // systemd's bus (tried once; null when there is none), and the resources of each unit it reports on
    std::unique_ptr<SystemdBus> m_bus;
    bool m_bus_tried = false;
    std::map<std::string, std::vector<std::size_t>, std::less<>> m_units;
    std::optional<Clock::time_point> m_compile_due;
    std::string m_code_changed; // a file of the code that changed, for the message
    bool m_warned_limit = false;
    bool m_rewatch = false; // a directory watched went away
    // the recursive resources (their roots), and when their trees are to be compared with the catalog
    std::vector<std::string> m_tree_roots;
    std::optional<Clock::time_point> m_trees_due;
    // the catalog as compiled, before a run added to it: a run of it again starts from a copy
    std::unique_ptr<runtime::Catalog> m_pristine;
    std::unique_ptr<runtime::Catalog> m_current; // the copy the session applies, when it is one
};

bool Watch::watch_directory(const std::string& dir, bool code) {
    auto known = m_wd_of.find(dir);
    if (known != m_wd_of.end()) {
        if (code) m_dirs[known->second].code = true;
        return true;
    }
    const int wd = ::inotify_add_watch(m_fd, dir.c_str(), kMask);
    if (wd < 0) {
        if (errno == ENOSPC && !m_warned_limit) {
            m_warned_limit = true;
            m_log.warning("", fmt::format("Cannot watch more directories (fs.inotify.max_user_watches); "
                                          "checking the rest every {} seconds",
                                          m_watch.interval));
        }
        return false;
    }
    Directory& d = m_dirs[wd];
    d.path = dir;
    d.code = d.code || code;
    m_wd_of[dir] = wd;
    return true;
}

void Watch::watch_code_tree(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return;
    watch_directory(dir, true);
    for (fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        if (it->is_directory(ec) && !it->is_symlink(ec)) watch_directory(it->path().string(), true);
    }
}

// The code's files and directories, watched (again after each compilation: those already watched are kept).
void Watch::watch_code() {
    if (!m_watch.code_paths) return;
    for (const std::string& p : m_watch.code_paths()) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            watch_code_tree(p);
        } else {
            const fs::path path(p);
            if (!path.has_parent_path()) continue;
            const std::string dir = path.parent_path().string();
            if (watch_directory(dir, false)) m_dirs[m_wd_of[dir]].code_files.insert(path.filename().string());
        }
    }
}

// The resources' watches, after a run that applied the whole catalog.
void Watch::watch_resources() {
    for (auto& [wd, d] : m_dirs)
        for (auto& [name, resources] : d.entries)
            resources.clear();
    m_polled.clear();
    m_units.clear();
    m_tree_roots.clear();
    const auto now = Clock::now();
    for (auto& [index, source] : apply::watch_sources(m_session->catalog(), m_session->graph(),
                                                      m_session->providers(), m_options.noop)) {
        if (source.kind == apply::WatchSource::Never) continue;
        if (source.kind == apply::WatchSource::Unit) {
            if (!watch_unit(index, source.unit)) poll_later(index, now);
            continue;
        }
        if (source.recursive && !source.paths.empty()) {
            const std::string root = fs::path(source.paths[0]).lexically_normal().string();
            std::error_code ec;
            if (fs::is_directory(root, ec)) {
                m_tree_roots.push_back(root);
                std::vector<std::string> dirs{root};
                for (fs::recursive_directory_iterator
                         it(root, fs::directory_options::skip_permission_denied, ec),
                     end;
                     !ec && it != end; it.increment(ec))
                    if (it->is_directory(ec) && !it->is_symlink(ec)) dirs.push_back(it->path().string());
                for (const std::string& dir : dirs)
                    if (watch_directory(dir, false)) m_dirs[m_wd_of[dir]].tree = true;
            }
        }
        bool watched = source.kind == apply::WatchSource::Files && !source.paths.empty();
        for (const std::string& p : source.paths) {
            const fs::path path(p);
            if (!watched || !path.is_absolute() || !path.has_parent_path()) {
                watched = false;
                break;
            }
            const std::string dir = path.parent_path().lexically_normal().string();
            if (!watch_directory(dir, false)) {
                watched = false;
                break;
            }
            m_dirs[m_wd_of[dir]].entries[path.filename().string()].push_back(index);
        }
        if (!watched) poll_later(index, now);
    }
}

// The resource is checked again in its type's polling interval.
void Watch::poll_later(std::size_t index, Clock::time_point now) {
    m_polled[index] = now + std::chrono::duration_cast<Clock::duration>(Seconds(interval_of(index)));
}

// --watch-poll TYPE=S for the resource's type, else --watch-interval.
double Watch::interval_of(std::size_t index) const {
    if (!m_watch.type_intervals.empty()) {
        const std::string type = runtime::downcase(m_session->catalog().at(index).type);
        if (auto it = m_watch.type_intervals.find(type); it != m_watch.type_intervals.end())
            return it->second;
    }
    return m_watch.interval;
}

// The resource has events: it is checked once the events of every resource stop for the debounce, in one
// run with every other resource that had some (a drift storm is handled in the graph's order, each resource
// once). Each event pushes that moment out, up to the settle limit after the first event waiting.
void Watch::mark_due(std::size_t index, Clock::time_point now) {
    if (m_pending.empty()) m_first_pending = now;
    m_pending.insert(index);
    const auto quiet = now + std::chrono::duration_cast<Clock::duration>(Seconds(m_watch.debounce));
    const auto limit =
        m_first_pending + std::chrono::duration_cast<Clock::duration>(Seconds(m_watch.settle_limit));
    m_settled = std::min(quiet, limit);
}

// Whether a failing resource waits for its next try: its events do not shorten the wait.
bool Watch::held(std::size_t index, Clock::time_point now) const {
    auto b = m_backoff.find(index);
    return b != m_backoff.end() && b->second > now;
}

// What is to be checked now, in one run: the resources with events once the window has closed (except those
// backing off), the failing resources whose next try has come, the polled resources whose interval is over.
std::set<std::size_t> Watch::take_due(Clock::time_point now) {
    std::set<std::size_t> due;
    if (m_settled && *m_settled <= now) {
        for (std::size_t r : m_pending)
            if (!held(r, now)) due.insert(r);
        m_pending.clear();
        m_settled.reset();
    }
    for (auto it = m_retry.begin(); it != m_retry.end();) {
        if (it->second <= now) {
            due.insert(it->first);
            it = m_retry.erase(it);
        } else {
            ++it;
        }
    }
    for (auto& [r, at] : m_polled) {
        if (at > now) continue;
        if (m_backoff.count(r) == 0) due.insert(r);
        at = now + std::chrono::duration_cast<Clock::duration>(Seconds(interval_of(r)));
    }
    return due;
}

// The resource's unit is reported on by systemd's bus: false when there is no bus to tell (it is polled).
bool Watch::watch_unit(std::size_t index, const std::string& unit) {
    if (!m_bus_tried) {
        m_bus_tried = true;
        m_bus = std::make_unique<SystemdBus>([this](const std::string& u) { on_unit(u); });
        std::string why;
        if (!m_bus->open(why)) {
            m_log.info("", fmt::format("Not watching services on systemd's bus ({}); checking them every {} "
                                       "seconds",
                                       why, interval_of(index)));
            m_bus.reset();
        }
    }
    if (!m_bus || !m_bus->watch(unit)) return false;
    m_units[unit].push_back(index);
    return true;
}

// systemd says a unit's state settled (an empty name: any unit's may have changed).
void Watch::on_unit(const std::string& unit) {
    const auto now = Clock::now();
    for (auto& [name, resources] : m_units)
        if (unit.empty() || name == unit)
            for (std::size_t r : resources)
                mark_due(r, now);
}

// The bus went away: its resources are polled from now on.
void Watch::bus_lost() {
    m_log.warning("", "Lost the connection to systemd's bus; checking services by polling");
    const auto now = Clock::now();
    for (auto& [name, resources] : m_units)
        for (std::size_t r : resources) {
            mark_due(r, now);
            poll_later(r, now);
        }
    m_units.clear();
    m_bus.reset();
}

void Watch::read_events() {
    alignas(inotify_event) char buffer[16384];
    const auto now = Clock::now();
    while (true) {
        const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0) break;
        for (ssize_t at = 0; at < n;) {
            const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
            at += static_cast<ssize_t>(sizeof(inotify_event) + e->len);
            auto mark = [&](const std::vector<std::size_t>& resources) {
                for (std::size_t r : resources)
                    mark_due(r, now);
            };
            if ((e->mask & IN_Q_OVERFLOW) != 0) {
                // events were lost: every resource watched is checked
                for (auto& [wd, watched] : m_dirs)
                    for (auto& [entry, resources] : watched.entries)
                        mark(resources);
                continue;
            }
            auto d = m_dirs.find(e->wd);
            if (d == m_dirs.end()) continue;
            Directory& dir = d->second;
            const std::string name = e->len > 0 ? std::string(e->name) : std::string();
            if ((e->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) != 0) {
                // the directory went away: everything in it is checked, and watched again after that
                for (auto& [entry, resources] : dir.entries)
                    mark(resources);
                if ((e->mask & IN_IGNORED) != 0) {
                    m_rewatch = true;
                    m_wd_of.erase(dir.path);
                    for (auto& [entry, resources] : dir.entries)
                        for (std::size_t r : resources)
                            poll_later(r, now);
                    m_dirs.erase(d);
                }
                continue;
            }
            if (auto entry = dir.entries.find(name); entry != dir.entries.end()) mark(entry->second);
            // an entry came or went in a recursive resource's tree: once things settle, the tree is compared
            // with the catalog (pp's own writes come and go under temporary names)
            if (dir.tree && (e->mask & (IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)) != 0)
                m_trees_due =
                    now + std::chrono::duration_cast<Clock::duration>(Seconds(m_watch.code_debounce));
            if (dir.code_files.count(name) != 0) {
                m_compile_due =
                    now + std::chrono::duration_cast<Clock::duration>(Seconds(m_watch.code_debounce));
                m_code_changed = dir.path + "/" + name;
            }
            if (dir.code) {
                const std::string path = dir.path + "/" + name;
                if ((e->mask & IN_ISDIR) != 0 && (e->mask & (IN_CREATE | IN_MOVED_TO)) != 0) {
                    watch_code_tree(path);
                } else if (is_code_file(name) || (e->mask & IN_ISDIR) != 0) {
                    m_compile_due =
                        now + std::chrono::duration_cast<Clock::duration>(Seconds(m_watch.code_debounce));
                    m_code_changed = path;
                }
            }
        }
    }
}

// Appends one line per resource a check found out of sync or failing to <vardir>/state/watch.jsonl.
void Watch::record(const apply::RunSummary& summary) {
    std::ofstream out(vardir() + "/state/watch.jsonl", std::ios::app);
    const auto now = static_cast<std::int64_t>(std::time(nullptr));
    for (const apply::RunSummary::ResourceStatus& r : summary.resources) {
        if (!r.out_of_sync && !r.failed && !r.restarted) continue;
        nlohmann::json events = nlohmann::json::array();
        for (const auto& [name, status] : r.events)
            events.push_back({{"name", name}, {"status", status}});
        nlohmann::json line = {{"time", now},        {"resource", r.ref},        {"changed", r.changed},
                               {"failed", r.failed}, {"restarted", r.restarted}, {"noop", summary.noop},
                               {"events", events}};
        out << line.dump() << "\n";
    }
}

void Watch::check(std::set<std::size_t> due) {
    if (due.empty()) return;
    // an in-sync check (often the one pp's own writes cause: they are events too) leaves the reports of the
    // last correction in place
    std::optional<apply::RunSummary> summary = m_session->run(&due, &g_stop, Reports::OnChange);
    if (!summary) return;
    record(*summary);
    // a resource that keeps failing is tried again later and later, and says so
    for (const apply::RunSummary::ResourceStatus& r : summary->resources) {
        const std::size_t index = r.index;
        if (!r.failed) {
            m_failures.erase(index);
            m_backoff.erase(index);
            continue;
        }
        const double wait = back_off(index);
        const int n = m_failures[index];
        m_log.warning(r.path,
                      n == 1 ? fmt::format("Failed; next check in {} seconds", wait)
                             : fmt::format("Failed {} times in a row; next check in {} seconds", n, wait));
    }
    m_log.flush();
}

// One more failure of the resource: when it is checked next (the interval, twice as long after each
// failure in a row, at most kMaxBackoff). Returns the wait in seconds.
double Watch::back_off(std::size_t index) {
    const int n = ++m_failures[index];
    const double wait = std::min(kMaxBackoff, interval_of(index) * std::pow(2.0, n - 1));
    m_backoff[index] = Clock::now() + std::chrono::duration_cast<Clock::duration>(Seconds(wait));
    m_retry[index] = m_backoff[index];
    return wait;
}

bool Watch::start(runtime::Catalog& catalog, std::future<apply::StateFile>& state_loader) {
    std::unique_ptr<ApplySession> session = ApplySession::open(catalog, m_options, m_log, state_loader);
    if (!session) return false;
    std::optional<apply::RunSummary> summary = session->run(nullptr, &g_stop);
    if (!summary) return false;
    m_log.notice("", fmt::format("Applied catalog in {:.2f} seconds", session->last_seconds()));
    m_session = std::move(session);
    m_pending.clear();
    m_settled.reset();
    m_failures.clear();
    m_backoff.clear();
    m_retry.clear();
    watch_resources();
    // what failed is tried again, later and later (the run logged why)
    for (const apply::RunSummary::ResourceStatus& r : summary->resources)
        if (r.failed) back_off(r.index);
    m_log.flush();
    return true;
}

// Whether a recursive resource's tree holds a file the catalog does not manage, or lost one it does: the
// recursion would generate other resources now.
bool Watch::trees_changed() const {
    std::set<std::string> managed;
    const runtime::Catalog& catalog = m_session->catalog();
    for (std::size_t i = 0; i < catalog.size(); ++i) {
        const runtime::CatalogResource& r = catalog.at(i);
        if (runtime::downcase(r.type) != "file") continue;
        const runtime::Value* path = r.param("path");
        const std::string name = path != nullptr && path->is_string() ? path->as_string() : r.title;
        managed.insert(fs::path(name).lexically_normal().string());
    }
    for (const std::string& root : m_tree_roots) {
        std::error_code ec;
        std::size_t seen = 0;
        for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec),
             end;
             !ec && it != end; it.increment(ec)) {
            if (managed.count(it->path().string()) == 0) return true;
            ++seen;
        }
        const std::string prefix = root + "/";
        std::size_t below = 0;
        for (const std::string& m : managed)
            if (m.compare(0, prefix.size(), prefix) == 0) ++below;
        if (below != seen) return true;
    }
    return false;
}

// The catalog applied again from the start, as compiled: the recursions generate what their trees hold now.
void Watch::apply_again() {
    m_trees_due.reset();
    if (!m_pristine || !trees_changed()) return;
    m_log.info("", "A recursive file's tree changed; applying the catalog again");
    auto fresh = std::make_unique<runtime::Catalog>(*m_pristine);
    if (replace(*fresh)) m_current = std::move(fresh);
    m_log.flush();
}

// A run of `catalog` in place of the current session; the current one stays when it cannot be applied.
bool Watch::replace(runtime::Catalog& catalog) {
    std::future<apply::StateFile> state = std::async(
        std::launch::deferred, [path = vardir() + "/state/state.yaml"] { return apply::StateFile(path); });
    std::unique_ptr<ApplySession> previous = std::move(m_session);
    if (!start(catalog, state)) {
        m_session = std::move(previous);
        return false;
    }
    previous.reset(); // before the catalog it applied, which the caller may drop now
    return true;
}

void Watch::recompile() {
    m_compile_due.reset();
    if (!m_recompile) return;
    if (!m_code_changed.empty()) m_log.info("", fmt::format("{} changed; compiling again", m_code_changed));
    m_code_changed.clear();
    runtime::Catalog* catalog = m_recompile();
    if (catalog == nullptr) {
        m_log.err("", "Not applying the changed code: it does not compile; the last catalog stays in force");
        m_log.flush();
        return;
    }
    auto pristine = std::make_unique<runtime::Catalog>(*catalog);
    if (!replace(*catalog)) {
        m_log.err("", "Not applying the changed code: its catalog cannot be applied; the last catalog stays "
                      "in force");
        m_log.flush();
        return;
    }
    m_pristine = std::move(pristine);
    m_current.reset();
}

int Watch::run(runtime::Catalog& catalog, std::future<apply::StateFile>& state_loader) {
    m_pristine = std::make_unique<runtime::Catalog>(catalog);
    if (!start(catalog, state_loader)) return 1;
    watch_code();
    while (!g_stop.load()) {
        auto now = Clock::now();
        Clock::time_point next = Clock::time_point::max();
        for (const auto& [index, at] : m_polled)
            next = std::min(next, at);
        for (const auto& [index, at] : m_retry)
            next = std::min(next, at);
        if (m_settled) next = std::min(next, *m_settled);
        if (m_compile_due) next = std::min(next, *m_compile_due);
        if (m_trees_due) next = std::min(next, *m_trees_due);
        int timeout =
            next == Clock::time_point::max() ? -1
            : next <= now
                ? 0
                : static_cast<int>(std::ceil(std::chrono::duration<double, std::milli>(next - now).count()));
        const bool bus = m_bus && m_bus->connected();
        if (bus && m_bus->timeout_ms() >= 0)
            timeout = timeout < 0 ? m_bus->timeout_ms() : std::min(timeout, m_bus->timeout_ms());
        pollfd fds[3] = {{m_fd, POLLIN, 0},
                         {g_signal_pipe[0], POLLIN, 0},
                         {bus ? m_bus->fd() : -1, bus ? m_bus->events() : short(0), 0}};
        const int ready = ::poll(fds, bus ? 3 : 2, timeout);
        if (ready < 0 && errno != EINTR)
            throw std::runtime_error(fmt::format("poll: {}", std::strerror(errno)));
        if (ready > 0 && (fds[1].revents & POLLIN) != 0) {
            char signal = 0;
            bool hup = false;
            while (::read(g_signal_pipe[0], &signal, 1) == 1) {
                if (signal == SIGHUP) {
                    hup = true;
                    continue;
                }
                m_log.notice("", fmt::format("Caught {}; exiting", signal_name(signal)));
                m_log.flush();
                return 0;
            }
            if (hup) {
                m_log.notice("", "Caught HUP; compiling again");
                m_compile_due = Clock::now();
            }
        }
        if (ready > 0 && (fds[0].revents & POLLIN) != 0) read_events();
        if (bus) {
            m_bus->process();
            if (!m_bus->connected()) bus_lost();
        }
        now = Clock::now();
        if (m_compile_due && *m_compile_due <= now) {
            recompile();
            // a datadir the changed hiera.yaml names, or one that did not exist before
            watch_code();
            continue;
        }
        if (m_trees_due && *m_trees_due <= now) {
            apply_again();
            continue;
        }
        std::set<std::size_t> due = take_due(now);
        const bool checked = !due.empty();
        check(std::move(due));
        // a directory that went away and came back (made again by the check) is watched again
        if (checked && m_rewatch) {
            m_rewatch = false;
            watch_resources();
        }
    }
    m_log.notice("", fmt::format("Caught {}; exiting", signal_name(g_stop_signal.load())));
    m_log.flush();
    return 0;
}

} // namespace

int watch_apply(runtime::Catalog& catalog, const ApplyRunOptions& options, const WatchOptions& watch,
                apply::Log& log, std::future<apply::StateFile>& state_loader, const Recompile& recompile) {
    SignalScope signals;
    Watch w(options, watch, log, recompile);
    return w.run(catalog, state_loader);
}

} // namespace pp::driver
