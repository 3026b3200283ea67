// Collects this machine's facts as Facter 4.3 does on Linux (runtime/facts.hpp). Each section names the
// facter resolver it follows; the networking facts are in facts_network.cpp, storage, firmware and
// virtualization in facts_hardware.cpp.
#include "runtime/facts.hpp"

#include "runtime/facts_internal.hpp"

#include <fmt/format.h>

#include <grp.h>
#include <pwd.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace pp::runtime::facts {

namespace {

struct Uname {
    std::string kernel, release, version, machine;
};

Uname read_uname() {
    Uname u;
    struct utsname buf {};
    if (uname(&buf) == 0) {
        u.kernel = buf.sysname;
        u.release = buf.release;
        u.version = buf.version;
        u.machine = buf.machine;
    }
    return u;
}

// filesystems (resolvers/filesystems.rb): the /proc/filesystems that need a device, but fuseblk
void collect_filesystems(FactList& out) {
    auto text = read_file("/proc/filesystems");
    if (!text) return;
    std::vector<std::string> names;
    for (std::string_view line : split_lines(*text)) {
        auto fields = split_ws(line);
        if (fields.size() == 1 && fields[0] != "fuseblk") names.emplace_back(fields[0]);
    }
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const auto& n : names)
        joined += (joined.empty() ? "" : ",") + n;
    out.add("filesystems", Value(joined));
}

// identity (resolvers/identity.rb): Etc.getpwuid (the real uid) and its login group
void collect_identity(FactList& out) {
    uid_t uid = getuid();
    struct passwd* pw = getpwuid(uid);
    if (pw == nullptr) return;
    std::string user = pw->pw_name;
    gid_t gid = pw->pw_gid;
    struct group* gr = getgrgid(gid);
    std::string group = gr != nullptr ? gr->gr_name : std::to_string(gid);
    out.add("identity", Value(Hash{{Value("uid"), Value(static_cast<std::int64_t>(uid))},
                                   {Value("group"), Value(group)},
                                   {Value("user"), Value(user)},
                                   {Value("gid"), Value(static_cast<std::int64_t>(gid))},
                                   {Value("privileged"), Value(uid == 0)}}));
    out.legacy("gid", Value(group));
    out.legacy("id", Value(user));
}

// processors (resolvers/processors.rb, processors_lscpu.rb): /proc/cpuinfo, and the topology lscpu reports
struct Processors {
    Value fact;
    std::vector<std::string> models;
    std::int64_t count = 0;
    std::int64_t physical_count = 0;
    std::string isa;
};

std::optional<Processors> read_processors(const Uname& u, bool redhat) {
    auto text = read_file("/proc/cpuinfo");
    if (!text) return std::nullopt;
    CpuInfo cpu = parse_cpuinfo(*text);
    namespace fs = std::filesystem;
    std::error_code ec;
    // lscpu's "Thread(s) per core" and "Core(s) per socket" from the sysfs topology
    std::map<std::string, std::set<std::string>> cores_per_package; // package -> core ids
    std::int64_t online = 0;
    for (const auto& entry : fs::directory_iterator("/sys/devices/system/cpu", ec)) {
        std::string name = entry.path().filename().string();
        if (name.size() < 4 || name.substr(0, 3) != "cpu" ||
            !std::all_of(name.begin() + 3, name.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        auto package = read_file(entry.path().string() + "/topology/physical_package_id");
        auto core = read_file(entry.path().string() + "/topology/core_id");
        if (!package || !core) continue;
        ++online;
        cores_per_package[std::string(trim(*package))].insert(std::string(trim(*core)));
    }
    if (cpu.physical_count == 0) cpu.physical_count = static_cast<std::int64_t>(cores_per_package.size());
    std::int64_t cores = 0;
    std::int64_t total_cores = 0;
    for (const auto& [pkg, ids] : cores_per_package) {
        cores = std::max<std::int64_t>(cores, static_cast<std::int64_t>(ids.size()));
        total_cores += static_cast<std::int64_t>(ids.size());
    }
    Processors out;
    Hash p;
    if (cores > 0) p.set(Value("cores"), Value(cores));
    p.set(Value("count"), Value(cpu.count));
    // `uname -p`: "unknown" with Debian's coreutils, the machine with Red Hat's
    out.isa = redhat ? u.machine : "unknown";
    p.set(Value("isa"), Value(out.isa));
    std::vector<Value> models;
    for (const auto& m : cpu.models)
        models.emplace_back(m);
    p.set(Value("models"), Value(std::move(models)));
    p.set(Value("physicalcount"), Value(cpu.physical_count));
    std::string speed = hertz_to_human_readable(cpu.speed_hz);
    if (!speed.empty()) p.set(Value("speed"), Value(speed));
    if (total_cores > 0) p.set(Value("threads"), Value(online / total_cores));
    out.fact = Value(std::move(p));
    out.models = cpu.models;
    out.count = cpu.count;
    out.physical_count = cpu.physical_count;
    return out;
}

void collect_memory(FactList& out) {
    auto text = read_file("/proc/meminfo");
    if (!text) return;
    Value memory = memory_fact(*text);
    if (memory.is_undef()) return;
    out.add("memory", memory);
    auto legacy = [&](const char* part, const char* free_name, const char* size_name) {
        const Value* m = memory.as_hash().find(Value(part));
        if (m == nullptr) return;
        const Hash& h = m->as_hash();
        out.legacy(free_name, *h.find(Value("available")));
        out.legacy(
            std::string(free_name) + "_mb",
            Value(bytes_to_mb(static_cast<std::uint64_t>(h.find(Value("available_bytes"))->as_integer()))));
        out.legacy(size_name, *h.find(Value("total")));
        out.legacy(
            std::string(size_name) + "_mb",
            Value(bytes_to_mb(static_cast<std::uint64_t>(h.find(Value("total_bytes"))->as_integer()))));
    };
    legacy("system", "memoryfree", "memorysize");
    legacy("swap", "swapfree", "swapsize");
}

void collect_dhcp(FactList& out, const NetworkFacts& net) {
    if (net.interfaces.empty()) return;
    Hash servers;
    servers.set(Value("system"), Value(net.primary_dhcp));
    for (const auto& iface : net.interfaces) {
        if (!iface.dhcp.empty()) servers.set(Value(iface.name), Value(iface.dhcp));
    }
    out.legacy("dhcp_servers", Value(std::move(servers)));
}

} // namespace

std::optional<std::string> read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0)
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0)
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        auto nl = text.find('\n');
        lines.push_back(text.substr(0, nl));
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
    return lines;
}

std::vector<std::string_view> split_ws(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i])) != 0)
            ++i;
        std::size_t start = i;
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i])) == 0)
            ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

void FactList::add(const std::string& name, Value value) {
    if (!value.is_undef()) m_facts.push_back({name, std::move(value), false});
}

void FactList::legacy(const std::string& name, Value value) {
    if (!value.is_undef()) m_facts.push_back({name, std::move(value), true});
}

void FactList::deferred_legacy(const std::string& name, Value value) {
    if (!value.is_undef()) m_deferred.push_back({name, std::move(value), true});
}

void FactList::deferred_dmi(const std::string& name, Value value) {
    if (!value.is_undef()) m_dmi.push_back({name, std::move(value), true});
}

void FactList::flush_deferred() {
    for (auto& f : m_deferred)
        m_facts.push_back(std::move(f));
    m_deferred.clear();
}

void FactList::flush_dmi() {
    for (auto& f : m_dmi)
        m_facts.push_back(std::move(f));
    m_dmi.clear();
}

Hash FactList::to_hash(bool with_legacy) const {
    Hash h;
    for (const auto& f : m_facts) {
        if (with_legacy || !f.legacy) h.set(Value(f.name), f.value);
    }
    return h;
}

std::vector<std::pair<std::string, std::string>> environment_facts(char** env) {
    std::vector<std::pair<std::string, std::string>> out;
    for (char** e = env; e != nullptr && *e != nullptr; ++e) {
        std::string_view entry(*e);
        const std::size_t eq = entry.find('=');
        if (eq == std::string_view::npos || eq <= 7) continue;
        std::string name(entry.substr(0, eq));
        for (char& c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (name.rfind("facter_", 0) != 0) continue;
        out.emplace_back(name.substr(7), std::string(entry.substr(eq + 1)));
    }
    return out;
}

Hash collect(const CollectOptions& options) {
    FactList out;
    Uname u = read_uname();
    collect_os(out, u.machine, "", executable_on_path("lsb_release"));
    out.add("facterversion", Value(std::string(kFacterVersion)));
    collect_filesystems(out);
    // processor0... come before identity in Puppet's list, the rest of the processor facts later
    auto processors = read_processors(u, out.is_redhat_family);
    if (processors) {
        for (std::size_t i = 0; i < processors->models.size(); ++i)
            out.legacy(fmt::format("processor{}", i), Value(processors->models[i]));
    }
    collect_identity(out);
    out.add("fips_enabled", Value(trim(read_file("/proc/sys/crypto/fips_enabled").value_or("")) == "1"));

    NetworkFacts net = collect_network();
    add_interface_legacy(out, net, {"ipaddress6", "ipaddress"}, /*with_list=*/true);
    if (!u.release.empty()) {
        // kernelmajversion: the first two dot-separated parts; kernelversion: the first three numbers
        auto first = u.release.find('.');
        auto second = first == std::string::npos ? std::string::npos : u.release.find('.', first + 1);
        out.add("kernelmajversion", Value(u.release.substr(0, second)));
        out.add("kernelrelease", Value(u.release));
        std::vector<std::string> numbers;
        std::string cur;
        for (char c : u.release + " ") {
            if (c >= '0' && c <= '9') {
                cur += c;
            } else if (!cur.empty()) {
                numbers.push_back(cur);
                cur.clear();
            }
        }
        std::string version;
        for (std::size_t i = 0; i < numbers.size() && i < 3; ++i)
            version += (i == 0 ? "" : ".") + numbers[i];
        out.add("kernelversion", Value(version));
    }
    add_interface_legacy(out, net, {"macaddress"}, false);
    add_networking(out, net);
    if (processors) {
        out.add("processors", processors->fact);
        out.legacy("processorcount", Value(processors->count));
        out.legacy("hardwareisa", Value(processors->isa));
        out.legacy("physicalprocessorcount", Value(processors->physical_count));
    }
    if (const char* path = std::getenv("PATH")) out.add("path", Value(std::string(path)));
    if (auto loadavg = read_file("/proc/loadavg")) {
        auto f = split_ws(*loadavg);
        if (f.size() >= 3) {
            out.add("load_averages",
                    Value(Hash{{Value("1m"), Value(std::strtod(std::string(f[0]).c_str(), nullptr))},
                               {Value("5m"), Value(std::strtod(std::string(f[1]).c_str(), nullptr))},
                               {Value("15m"), Value(std::strtod(std::string(f[2]).c_str(), nullptr))}}));
        }
    }
    add_interface_legacy(out, net, {"mtu", "netmask6", "netmask", "network6", "network"}, false);
    collect_memory(out);
    out.flush_deferred(); // osfamily, hardwaremodel, selinux, operatingsystem
    collect_augeas(out);
    collect_mountpoints(out);
    collect_dhcp(out, net);
    add_interface_legacy(out, net, {"scope6"}, false);
    {
        std::time_t now = std::time(nullptr);
        struct tm local {};
        std::array<char, 64> zone{};
        if (localtime_r(&now, &local) != nullptr && std::strftime(zone.data(), zone.size(), "%Z", &local) > 0)
            out.add("timezone", Value(std::string(zone.data())));
    }
    collect_disks(out);
    collect_dmi(out);
    Virtualization virt = detect_virtualization(out);
    if (!virt.hypervisors.empty()) out.add("hypervisors", Value(virt.hypervisors));
    if (!u.kernel.empty()) out.add("kernel", Value(u.kernel));
    if (out.dmi.is_hash()) out.add("dmi", out.dmi);
    out.flush_dmi();
    collect_ssh(out);
    if (auto uptime = read_file("/proc/uptime")) {
        auto f = split_ws(*uptime);
        if (!f.empty()) {
            auto seconds = static_cast<std::int64_t>(std::strtod(std::string(f[0]).c_str(), nullptr));
            Value up = system_uptime_fact(seconds);
            out.add("system_uptime", up);
            const Hash& h = up.as_hash();
            out.legacy("uptime", *h.find(Value("uptime")));
            out.legacy("uptime_days", *h.find(Value("days")));
            out.legacy("uptime_hours", *h.find(Value("hours")));
            out.legacy("uptime_seconds", *h.find(Value("seconds")));
        }
    }
    out.add("virtual", Value(virt.name));
    static const std::set<std::string> kPhysical = {"physical",           "xen0",     "vmware_server",
                                                    "vmware_workstation", "openvzhn", "vserver_host"};
    out.add("is_virtual", Value(kPhysical.count(virt.name) == 0));
    // external facts come after Facter's core facts, before Puppet's own
    for (auto& [name, value] :
         external_facts(options.external_dirs ? *options.external_dirs : default_external_dirs()))
        out.add(name, std::move(value));
    for (auto& [name, value] : environment_facts(environ))
        out.add(name, Value(std::move(value)));
    out.add("puppetversion", Value(std::string(kPuppetVersion)));
    Hash facts = out.to_hash(options.legacy);
    if (options.certname) {
        // Puppet::Node::Facts#add_local_facts
        facts.set(Value("clientcert"), Value(*options.certname));
        facts.set(Value("clientversion"), Value(std::string(kPuppetVersion)));
        facts.set(Value("clientnoop"), Value(options.noop));
    }
    return facts;
}

std::string default_certname() {
    // Puppet's default certname is Facter's fqdn, lower-cased
    std::array<char, 256> buf{};
    std::string host = gethostname(buf.data(), buf.size() - 1) == 0 ? buf.data() : "localhost";
    HostNames names =
        resolve_host_names(host, canonical_name(host), read_file("/etc/resolv.conf").value_or(""));
    std::string name = names.fqdn.empty() ? host : names.fqdn;
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

} // namespace pp::runtime::facts
