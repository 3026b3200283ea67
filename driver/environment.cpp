#include "driver/environment.hpp"

#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"

#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>

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

std::vector<std::string> effective_modulepath(const std::string& given, const EnvironmentSettings& env) {
    if (!given.empty()) return split_modulepath(given);
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

std::optional<evaluator::NodeInfo> load_node(const std::string& facts_file, const std::string& certname,
                                             const std::string& environment, std::string& error) {
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
        node.facts = runtime::Value(
            runtime::facts::collect({.legacy = true, .certname = node.certname, .noop = false}));
    }
    return node;
}

} // namespace pp::driver
