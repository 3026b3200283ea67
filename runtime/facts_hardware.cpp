// The facts about the machine's storage, firmware, virtualization and installed tools: mountpoints, disks,
// dmi, virtual/hypervisors, ssh, augeas (runtime/facts.hpp); collect() in facts.cpp lists them.
#include "runtime/facts_internal.hpp"

#include <fmt/format.h>

#include <sys/statvfs.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace pp::runtime::facts {

bool executable_on_path(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::string p = path != nullptr ? path : "/usr/bin:/bin";
    for (std::size_t start = 0; start <= p.size();) {
        auto colon = p.find(':', start);
        std::string dir = p.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!dir.empty() && access((dir + "/" + name).c_str(), X_OK) == 0) return true;
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return false;
}

std::string unescape_mount(std::string_view s) {
    // /proc/mounts writes space, tab, newline and backslash as \ooo
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])) != 0 &&
            std::isdigit(static_cast<unsigned char>(s[i + 2])) != 0 &&
            std::isdigit(static_cast<unsigned char>(s[i + 3])) != 0) {
            out += static_cast<char>((s[i + 1] - '0') * 64 + (s[i + 2] - '0') * 8 + (s[i + 3] - '0'));
            i += 3;
        } else {
            out += s[i];
        }
    }
    return out;
}

// mountpoints (resolvers/mountpoints.rb): /proc/mounts but /proc, /sys (unless tmpfs) and autofs, with
// sys-filesystem's statvfs sizes
void collect_mountpoints(FactList& out) {
    auto text = read_file("/proc/mounts");
    if (!text) return;
    std::optional<std::string> root_device;
    Hash mounts;
    for (std::string_view line : split_lines(*text)) {
        auto f = split_ws(line);
        if (f.size() < 4) continue;
        std::string device = unescape_mount(f[0]);
        std::string path = unescape_mount(f[1]);
        std::string type(f[2]);
        if (((path.starts_with("/proc") || path.starts_with("/sys")) && type != "tmpfs") || type == "autofs")
            continue;
        if (device == "/dev/root") {
            if (!root_device) {
                root_device = device;
                std::string cmdline = read_file("/proc/cmdline").value_or("");
                for (auto word : split_ws(cmdline))
                    if (word.starts_with("root=")) root_device = std::string(word.substr(5));
            }
            device = *root_device;
        }
        std::vector<Value> options;
        std::string_view opts = f[3];
        while (!opts.empty()) {
            auto comma = opts.find(',');
            options.emplace_back(std::string(trim(opts.substr(0, comma))));
            if (comma == std::string_view::npos) break;
            opts.remove_prefix(comma + 1);
        }
        std::uint64_t size = 0, available = 0, used = 0;
        struct statvfs st {};
        if (statvfs(path.c_str(), &st) == 0) {
            size = static_cast<std::uint64_t>(st.f_blocks) * st.f_frsize;
            available = static_cast<std::uint64_t>(st.f_bavail) * st.f_frsize;
            used = size - static_cast<std::uint64_t>(st.f_bfree) * st.f_frsize;
        }
        mounts.set(Value(path),
                   Value(Hash{{Value("device"), Value(device)},
                              {Value("filesystem"), Value(type)},
                              {Value("options"), Value(std::move(options))},
                              {Value("size_bytes"), Value(static_cast<std::int64_t>(size))},
                              {Value("available_bytes"), Value(static_cast<std::int64_t>(available))},
                              {Value("used_bytes"), Value(static_cast<std::int64_t>(used))},
                              {Value("capacity"), Value(mount_capacity(used, used + available))},
                              {Value("size"), Value(bytes_to_human_readable(size))},
                              {Value("available"), Value(bytes_to_human_readable(available))},
                              {Value("used"), Value(bytes_to_human_readable(used))}}));
    }
    if (!mounts.empty()) out.add("mountpoints", Value(std::move(mounts)));
}

// disks (resolvers/disks.rb): the /sys/block devices backed by a device
void collect_disks(FactList& out) {
    namespace fs = std::filesystem;
    std::error_code ec;
    Hash disks;
    std::vector<std::pair<std::string, Hash>> found;
    for (const auto& entry : fs::directory_iterator("/sys/block", ec)) {
        std::string dir = entry.path().string();
        if (access((dir + "/device").c_str(), R_OK) != 0) continue;
        Hash d;
        if (auto model = read_file(dir + "/device/model"))
            d.set(Value("model"), Value(std::string(trim(*model))));
        if (auto size = read_file(dir + "/size")) {
            auto bytes =
                static_cast<std::uint64_t>(std::strtoull(std::string(trim(*size)).c_str(), nullptr, 10)) *
                512;
            d.set(Value("size_bytes"), Value(static_cast<std::int64_t>(bytes)));
            d.set(Value("size"), Value(bytes_to_human_readable(bytes)));
        }
        if (auto vendor = read_file(dir + "/device/vendor"))
            d.set(Value("vendor"), Value(std::string(trim(*vendor))));
        if (auto rotational = read_file(dir + "/queue/rotational"))
            d.set(Value("type"), Value(trim(*rotational) == "0" ? "ssd" : "hdd"));
        found.emplace_back(entry.path().filename().string(), std::move(d));
    }
    if (found.empty()) return;
    std::string names;
    for (auto& [name, d] : found) {
        names += (names.empty() ? "" : ",") + name;
        disks.set(Value(name), Value(d));
    }
    out.add("disks", Value(std::move(disks)));
    out.legacy("blockdevices", Value(names));
    for (const auto& [name, d] : found) {
        for (const auto& [key, legacy] :
             {std::pair{"model", "model"}, {"size_bytes", "size"}, {"vendor", "vendor"}}) {
            if (const Value* v = d.find(Value(key)))
                out.legacy(fmt::format("blockdevice_{}_{}", name, legacy), *v);
        }
    }
}

// dmi (resolvers/dmi.rb): /sys/class/dmi/id
void collect_dmi(FactList& out) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory("/sys/class/dmi", ec)) return;
    auto read = [](const char* file) -> std::optional<std::string> {
        auto text = read_file(std::string("/sys/class/dmi/id/") + file);
        if (!text) return std::nullopt;
        std::string s(trim(*text));
        if (s.empty()) return std::nullopt;
        return s;
    };
    static const std::vector<const char*> kChassis = {"Other",
                                                      nullptr,
                                                      "Desktop",
                                                      "Low Profile Desktop",
                                                      "Pizza Box",
                                                      "Mini Tower",
                                                      "Tower",
                                                      "Portable",
                                                      "Laptop",
                                                      "Notebook",
                                                      "Hand Held",
                                                      "Docking Station",
                                                      "All in One",
                                                      "Sub Notebook",
                                                      "Space-Saving",
                                                      "Lunch Box",
                                                      "Main System Chassis",
                                                      "Expansion Chassis",
                                                      "SubChassis",
                                                      "Bus Expansion Chassis",
                                                      "Peripheral Chassis",
                                                      "Storage Chassis",
                                                      "Rack Mount Chassis",
                                                      "Sealed-Case PC",
                                                      "Multi-system",
                                                      "CompactPCI",
                                                      "AdvancedTCA",
                                                      "Blade",
                                                      "Blade Enclosure",
                                                      "Tablet",
                                                      "Convertible",
                                                      "Detachable"};
    Hash dmi;
    auto group = [&](const char* name,
                     std::initializer_list<std::tuple<const char*, const char*, const char*>> items) {
        Hash h;
        for (const auto& [key, file, legacy] : items) {
            auto v = read(file);
            if (v && std::string_view(file) == "chassis_type") {
                long n = std::strtol(v->c_str(), nullptr, 10);
                v.reset();
                if (n >= 1 && static_cast<std::size_t>(n) <= kChassis.size() &&
                    kChassis[static_cast<std::size_t>(n - 1)] != nullptr)
                    v = kChassis[static_cast<std::size_t>(n - 1)];
            }
            if (!v) continue;
            h.set(Value(key), Value(*v));
            out.deferred_dmi(legacy, Value(*v));
        }
        if (!h.empty()) dmi.set(Value(name), Value(std::move(h)));
    };
    group("bios", {{"release_date", "bios_date", "bios_release_date"},
                   {"vendor", "bios_vendor", "bios_vendor"},
                   {"version", "bios_version", "bios_version"}});
    group("board", {{"asset_tag", "board_asset_tag", "boardassettag"},
                    {"manufacturer", "board_vendor", "boardmanufacturer"},
                    {"product", "board_name", "boardproductname"},
                    {"serial_number", "board_serial", "boardserialnumber"}});
    group("chassis",
          {{"asset_tag", "chassis_asset_tag", "chassisassettag"}, {"type", "chassis_type", "chassistype"}});
    if (auto v = read("sys_vendor")) {
        dmi.set(Value("manufacturer"), Value(*v));
        out.deferred_dmi("manufacturer", Value(*v));
    }
    group("product", {{"name", "product_name", "productname"},
                      {"serial_number", "product_serial", "serialnumber"},
                      {"uuid", "product_uuid", "uuid"}});
    if (!dmi.empty()) out.dmi = Value(std::move(dmi));
}

// virtual, is_virtual, hypervisors (util/facts/posix/virtual_detector.rb): containers from pid 1's cgroup
// and environment, then what virt-what and lspci would find (the CPU's hypervisor flag, Xen, virtio PCI
// devices, the DMI product name)
Virtualization detect_virtualization(const FactList& out) {
    Virtualization v;
    auto cgroup = read_file("/proc/1/cgroup");
    auto environ = read_file("/proc/1/environ");
    if (cgroup && environ) {
        std::string_view cg = *cgroup;
        auto docker = cg.find("docker/");
        bool lxc = environ->find("container=lxc") != std::string::npos;
        std::string lxc_name;
        for (std::string_view line : split_lines(cg)) {
            auto colon = line.rfind(':');
            std::string_view path = colon == std::string_view::npos ? line : line.substr(colon + 1);
            if (path.starts_with("/lxc/")) {
                lxc = true;
                lxc_name =
                    path.substr(5, path.find('/', 5) == std::string_view::npos ? std::string_view::npos
                                                                               : path.find('/', 5) - 5);
                break;
            }
        }
        if (lxc) {
            v.name = "lxc";
            Hash info;
            if (!lxc_name.empty()) info.set(Value("name"), Value(lxc_name));
            v.hypervisors.set(Value("lxc"), Value(std::move(info)));
            return v;
        }
        if (docker != std::string_view::npos) {
            std::string_view rest = cg.substr(docker + 7);
            v.name = "docker";
            v.hypervisors.set(
                Value("docker"),
                Value(Hash{{Value("id"), Value(std::string(rest.substr(0, rest.find('\n'))))}}));
            return v;
        }
        if (environ->find("container=systemd-nspawn") != std::string::npos) {
            v.name = "systemd_nspawn";
            Hash info;
            if (auto id = read_file("/etc/machine-id")) info.set(Value("id"), Value(std::string(trim(*id))));
            v.hypervisors.set(Value("systemd_nspawn"), Value(std::move(info)));
            return v;
        }
    }
    std::string product, bios_vendor, sys_vendor;
    if (out.dmi.is_hash()) {
        auto get = [&](const char* group, const char* key) -> std::string {
            const Value* g = out.dmi.as_hash().find(Value(group));
            if (g == nullptr) return {};
            if (!g->is_hash()) return g->is_string() ? g->as_string() : std::string();
            const Value* x = g->as_hash().find(Value(key));
            return x != nullptr && x->is_string() ? x->as_string() : std::string();
        };
        product = get("product", "name");
        bios_vendor = get("bios", "vendor");
        sys_vendor = get("manufacturer", "");
    }
    bool hypervisor_flag = false;
    std::string cpuinfo = read_file("/proc/cpuinfo").value_or("");
    for (std::string_view line : split_lines(cpuinfo)) {
        if (!line.starts_with("flags")) continue;
        for (auto word : split_ws(line))
            hypervisor_flag = hypervisor_flag || word == "hypervisor";
        break;
    }
    bool virtio = false;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/sys/bus/pci/devices", ec)) {
        if (trim(read_file(entry.path().string() + "/vendor").value_or("")) == "0x1af4") virtio = true;
    }
    static const std::vector<std::pair<const char*, const char*>> kProducts = {{"VMware", "vmware"},
                                                                               {"VirtualBox", "virtualbox"},
                                                                               {"Parallels", "parallels"},
                                                                               {"KVM", "kvm"},
                                                                               {"Virtual Machine", "hyperv"},
                                                                               {"RHEV Hypervisor", "rhev"},
                                                                               {"oVirt Node", "ovirt"},
                                                                               {"HVM domU", "xenhvm"},
                                                                               {"Bochs", "bochs"},
                                                                               {"OpenBSD", "vmm"},
                                                                               {"BHYVE", "bhyve"}};
    std::string from_product;
    for (const auto& [needle, name] : kProducts) {
        if (product.find(needle) != std::string::npos) {
            from_product = name;
            break;
        }
    }
    if (bios_vendor.find("Google") != std::string::npos) {
        v.name = "gce";
    } else if (std::filesystem::exists("/proc/xen", ec)) {
        v.name = read_file("/proc/xen/capabilities").value_or("").find("control_d") != std::string::npos
                     ? "xen0"
                     : "xenu";
    } else if (!from_product.empty()) {
        v.name = from_product;
    } else if (bios_vendor.find("Amazon EC2") != std::string::npos || virtio ||
               (hypervisor_flag && (product.empty() || product.find("Standard PC") != std::string::npos))) {
        v.name = "kvm";
    }
    if (v.name == "kvm" || v.name == "gce") {
        Hash provider;
        if (sys_vendor == "Google")
            provider.set(Value("google"), Value(true));
        else if (sys_vendor.starts_with("OpenStack"))
            provider.set(Value("openstack"), Value(true));
        else if (sys_vendor.starts_with("Amazon"))
            provider.set(Value("amazon"), Value(true));
        v.hypervisors.set(Value("kvm"), Value(std::move(provider)));
    } else if (v.name == "vmware" || v.name == "virtualbox" || v.name == "hyperv") {
        v.hypervisors.set(Value(v.name == "hyperv" ? "hyperv" : v.name), Value(Hash{}));
    } else if (v.name == "xen0" || v.name == "xenu") {
        v.hypervisors.set(Value("xen"), Value(Hash{{Value("context"), Value("pv")},
                                                   {Value("privileged"), Value(v.name == "xen0")}}));
    }
    return v;
}

// ssh (resolvers/ssh.rb): the host keys' .pub files in the usual directories
void collect_ssh(FactList& out) {
    Hash ssh;
    std::vector<SshKey> keys;
    for (const char* dir : {"/etc/ssh", "/usr/local/etc/ssh", "/etc", "/usr/local/etc", "/etc/opt/ssh"}) {
        for (const char* file : {"ssh_host_rsa_key.pub", "ssh_host_dsa_key.pub", "ssh_host_ecdsa_key.pub",
                                 "ssh_host_ed25519_key.pub"}) {
            auto text = read_file(std::string(dir) + "/" + file);
            if (!text) continue;
            auto fields = split_ws(*text);
            if (fields.size() < 2) continue;
            auto key = ssh_key(fields[0], fields[1]);
            if (!key) continue;
            ssh.set(Value(key->name),
                    Value(Hash{{Value("fingerprints"), Value(Hash{{Value("sha1"), Value(key->sha1)},
                                                                  {Value("sha256"), Value(key->sha256)}})},
                               {Value("key"), Value(key->key)},
                               {Value("type"), Value(key->type)}}));
            keys.push_back(*key);
        }
    }
    if (ssh.empty()) return;
    out.add("ssh", Value(std::move(ssh)));
    for (const auto& k : keys)
        out.legacy("ssh" + k.name + "key", Value(k.key));
    for (const auto& k : keys)
        out.legacy("sshfp_" + k.name, Value(k.sha1 + "\n" + k.sha256));
}

// augeas (resolvers/augeas.rb): the version `augparse --version` prints
void collect_augeas(FactList& out) {
    if (!executable_on_path("augparse")) return;
    FILE* p = popen("augparse --version 2>&1", "r");
    if (p == nullptr) return;
    std::string text;
    std::array<char, 256> buf{};
    while (std::fgets(buf.data(), buf.size(), p) != nullptr)
        text += buf.data();
    pclose(p);
    // /^augparse (\d+\.\d+\.\d+)/
    for (std::string_view line : split_lines(text)) {
        if (!line.starts_with("augparse ")) continue;
        std::string_view rest = line.substr(9);
        std::size_t n = 0;
        int dots = 0;
        while (n < rest.size() &&
               (std::isdigit(static_cast<unsigned char>(rest[n])) != 0 || rest[n] == '.')) {
            dots += rest[n] == '.' ? 1 : 0;
            ++n;
        }
        if (dots < 2) continue;
        std::string version(rest.substr(0, n));
        // the first three numbers
        std::size_t third = version.find('.', version.find('.') + 1);
        std::size_t end = version.find('.', third + 1);
        version = version.substr(0, end);
        out.add("augeas", Value(Hash{{Value("version"), Value(version)}}));
        out.legacy("augeasversion", Value(version));
        return;
    }
}

} // namespace pp::runtime::facts
