#include "driver/environment.hpp"

#include "evaluator/ruby_functions.hpp"
#include "ruby/host.hpp"
#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/puppet_settings.hpp"

#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>

namespace pp::driver {

namespace {

// A colon-separated path list (Puppet's default base modulepath when empty).
std::vector<std::string> split_modulepath(const std::string& given) {
    std::vector<std::string> modulepath;
    const std::string mp = given.empty() ? "/etc/puppet/code/modules:/usr/share/puppet/modules" : given;
    for (std::size_t start = 0; start <= mp.size();) {
        std::size_t colon = mp.find(':', start);
        std::string dir = mp.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!dir.empty()) modulepath.push_back(dir);
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return modulepath;
}

// Puppet's default certname: this host's name, in lower case.
std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "localhost";
    std::string name(buf);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

// The node name when --certname is not given (DESIGN.md §6): the clientcert fact, else the fqdn fact, else
// this host's name.
std::string node_name_from_facts(const runtime::Hash& facts) {
    for (const char* name : {"clientcert", "fqdn"}) {
        const runtime::Value* v = facts.find(runtime::Value(name));
        if (v != nullptr && v->is_string() && !v->as_string().empty()) return v->as_string();
    }
    return host_name();
}

} // namespace

std::string environment_dir(const EnvironmentSettings& env) {
    if (env.environmentpath.empty()) return {};
    for (const std::string& dir : split_modulepath(env.environmentpath)) {
        std::string candidate = dir + "/" + env.environment;
        std::error_code ec;
        if (std::filesystem::is_directory(candidate, ec)) return candidate;
    }
    return {};
}

std::string absolute_path(const std::string& path) {
    std::error_code ec;
    std::filesystem::path p = std::filesystem::absolute(path, ec);
    if (ec) return path;
    std::string out = p.lexically_normal().string();
    while (out.size() > 1 && out.back() == '/')
        out.pop_back();
    return out;
}

std::vector<std::string> effective_modulepath(const std::string& given, const EnvironmentSettings& env) {
    if (!given.empty()) {
        // absolute, as Puppet's environment expands its modulepath (catalog `file`s and messages name them)
        std::vector<std::string> dirs = split_modulepath(given);
        for (std::string& d : dirs)
            d = absolute_path(d);
        return dirs;
    }
    std::vector<std::string> out;
    if (std::string dir = environment_dir(env); !dir.empty()) out.push_back(dir + "/modules");
    for (std::string& d : split_modulepath(""))
        out.push_back(std::move(d));
    return out;
}

std::string default_vardir() {
    if (::geteuid() == 0) return "/var/lib/pp";
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/pp";
    const char* home = std::getenv("HOME");
    return std::string(home != nullptr ? home : ".") + "/.local/state/pp";
}

namespace {

using runtime::Value;

// What custom facts reach of pp: logging (Facter.warn, Facter.debug, errors of fact files) and settings.
class FactCallbacks final : public ruby::Callbacks {
public:
    explicit FactCallbacks(evaluator::Logger* logger) : m_logger(logger) {}
    Value call_function(std::string_view name, std::vector<Value>, const ruby::Block*) override {
        throw runtime::Error(fmt::format("Facts cannot call the Puppet function '{}'", name));
    }
    Value call_function_v3(std::string_view name, std::vector<Value> args) override {
        return call_function(name, std::move(args), nullptr);
    }
    bool function_exists(std::string_view) override { return false; }
    std::optional<Value> lookup_variable(std::string_view) override { return std::nullopt; }
    Value scope_hash() override { return Value(runtime::Hash()); }
    void log(std::string_view level, std::string_view message) override {
        evaluator::LogLevel l = evaluator::log_level_named(level);
        if (m_logger != nullptr) {
            m_logger->located(l, message, evaluator::Location{});
        } else if (l != evaluator::LogLevel::Debug && l != evaluator::LogLevel::Info) {
            std::cerr << evaluator::level_label(l) << ": " << message << "\n";
        }
    }
    void deprecation(std::string_view message, std::string_view) override { log("warning", message); }
    Value setting(std::string_view name) override {
        return runtime::puppet_setting_default(name).value_or(Value());
    }
    std::optional<std::string> module_directory(std::string_view) override { return std::nullopt; }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {}; }

private:
    evaluator::Logger* m_logger;
};

} // namespace

namespace {

struct FactDirs {
    std::vector<std::string> facter; ///< the lib/facter directories with a Ruby file
    std::vector<std::string> libs;   ///< every module's lib
};

// Every module's lib/facter, in modulepath order (the first module of a name), each directory's modules by
// name.
FactDirs fact_dirs(const std::vector<std::string>& modulepath) {
    namespace fs = std::filesystem;
    FactDirs out;
    std::set<std::string> seen;
    for (const std::string& root : modulepath) {
        std::error_code ec;
        std::vector<fs::path> modules;
        for (const auto& entry : fs::directory_iterator(root, ec))
            modules.push_back(entry.path());
        std::sort(modules.begin(), modules.end());
        for (const fs::path& m : modules) {
            std::string name = m.filename().string();
            if (!seen.insert(name).second) continue;
            out.libs.push_back((m / "lib").string()); // the host skips those that do not exist
            bool any = false;
            for (fs::directory_iterator f(m / "lib" / "facter", ec), end; !ec && f != end && !any;
                 f.increment(ec))
                any = f->path().extension() == ".rb";
            ec.clear();
            if (any) out.facter.push_back((m / "lib" / "facter").string());
        }
    }
    return out;
}

} // namespace

std::function<void(runtime::Hash& facts)> late_custom_facts(const std::vector<std::string>& modulepath,
                                                            evaluator::Logger* logger) {
    if (fact_dirs(modulepath).facter.empty()) return {};
    return [modulepath, logger](runtime::Hash& facts) { add_custom_facts(facts, modulepath, logger); };
}

void add_custom_facts(runtime::Hash& facts, const std::vector<std::string>& modulepath,
                      evaluator::Logger* logger) {
    FactDirs found = fact_dirs(modulepath);
    const std::vector<std::string>& dirs = found.facter;
    const std::vector<std::string>& libs = found.libs;
    if (dirs.empty()) return;
    ruby::Host& host = ruby::Host::instance();
    FactCallbacks callbacks(logger);
    try {
        if (!ruby::Host::running()) {
            auto begin = std::chrono::steady_clock::now();
            host.start();
            auto ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
            callbacks.log("debug", fmt::format("Started Ruby in {:.1f} ms for the custom facts", ms));
        }
        for (const std::string& lib : libs)
            host.add_library_dir(lib);
        auto custom = host.custom_facts(dirs, Value(facts), callbacks);
        // Puppet's own facts (add_local_facts) stay last
        std::vector<std::pair<Value, Value>> local;
        for (const char* k : {"clientcert", "clientversion", "clientnoop"}) {
            if (const Value* v = facts.find(Value(k))) {
                local.emplace_back(Value(k), *v);
                facts.erase(Value(k));
            }
        }
        for (auto& [name, value] : custom) {
            if (!facts.contains(Value(name))) facts.set(Value(name), std::move(value));
        }
        for (auto& [k, v] : local)
            facts.set(std::move(k), std::move(v));
    } catch (const runtime::Error& e) {
        callbacks.log("err", fmt::format("Facter: the custom facts could not be resolved: {}", e.what()));
    }
}

std::optional<evaluator::NodeInfo> load_node(const std::string& facts_file, const std::string& certname,
                                             const std::string& environment, std::string& error,
                                             const std::vector<std::string>& modulepath,
                                             evaluator::Logger* logger) {
    evaluator::NodeInfo node;
    node.environment = environment;
    if (!facts_file.empty()) {
        auto facts = runtime::facts::read_facts_file(facts_file, &error);
        if (!facts) return std::nullopt;
        node.certname = certname.empty() ? node_name_from_facts(facts->values) : certname;
        node.facts = runtime::Value(std::move(facts->values));
    } else {
        // without --facts, this host's facts, with those Puppet adds for the node (clientcert...)
        node.certname = certname.empty() ? runtime::facts::default_certname() : certname;
        runtime::Hash facts =
            runtime::facts::collect({.legacy = true, .certname = node.certname, .noop = false});
        add_custom_facts(facts, modulepath, logger);
        node.facts = runtime::Value(std::move(facts));
    }
    return node;
}

} // namespace pp::driver
