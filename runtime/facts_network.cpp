// The networking facts (resolvers/linux/networking.rb, resolvers/linux/hostname.rb, util/linux/*): host
// names, interfaces from getifaddrs with their bindings, MTU, IPv6 flags and DHCP servers, the primary
// interface from the routing table.
#include "runtime/facts_internal.hpp"

#include <fmt/format.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <linux/if_packet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <filesystem>

namespace pp::runtime::facts {

namespace {

std::string numeric_host(const struct sockaddr* sa) {
    std::array<char, NI_MAXHOST> buf{};
    socklen_t len = sa->sa_family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6);
    if (getnameinfo(sa, len, buf.data(), buf.size(), nullptr, 0, NI_NUMERICHOST) != 0) return {};
    std::string s = buf.data();
    return s.substr(0, s.find('%'));
}

bool valid_mac(const std::string& mac) {
    // /^([0-9A-Fa-f]{2}[:-]){5,19}([0-9A-Fa-f]{2})$/ and not all zero
    if (mac == "00:00:00:00:00:00") return false;
    std::size_t groups = (mac.size() + 1) / 3;
    return mac.size() % 3 == 2 && groups >= 6 && groups <= 20;
}

// socket_parser.rb mac_from_bonded_interface: a bond's slave reports its permanent address
std::string bonded_mac(const std::string& name) {
    std::error_code ec;
    auto master = std::filesystem::read_symlink("/sys/class/net/" + name + "/master", ec);
    if (ec) return {};
    auto text = read_file("/proc/net/bonding/" + master.filename().string());
    if (!text) return {};
    bool found = false;
    for (std::string_view line : split_lines(*text)) {
        std::string_view t = trim(line);
        if (t == "Slave Interface: " + name)
            found = true;
        else if (t.find("Slave Interface") != std::string_view::npos)
            found = false;
        auto pos = line.find("Permanent HW addr: ");
        if (found && pos != std::string_view::npos) {
            auto rest = line.substr(pos + 19);
            return std::string(rest.substr(0, rest.find_first_of(" \t\r")));
        }
    }
    return {};
}

// util/linux/dhcp.rb: systemd-networkd leases, dhclient leases, NetworkManager's internal leases
std::string dhcp_server(const std::string& name, const std::string& index) {
    auto after = [](std::string_view text, std::string_view key) -> std::string {
        auto pos = text.find(key);
        if (pos == std::string_view::npos) return {};
        auto rest = text.substr(pos + key.size());
        return std::string(rest.substr(0, rest.find('\n')));
    };
    if (!index.empty()) {
        if (auto lease = read_file("/run/systemd/netif/leases/" + index)) {
            std::string s = after(*lease, "SERVER_ADDRESS=");
            if (!s.empty()) return s;
        }
    }
    namespace fs = std::filesystem;
    for (const char* dir : {"/var/lib/dhclient/", "/var/lib/dhcp/", "/var/lib/dhcp3/",
                            "/var/lib/NetworkManager/", "/var/db/"}) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            std::string file = entry.path().filename().string();
            auto dh = file.find("dhclient");
            if (dh == std::string::npos || file.find(".lease", dh) == std::string::npos) continue;
            auto content = read_file(entry.path().string());
            if (!content) continue;
            auto iface = content->find("interface");
            if (iface == std::string::npos || content->find(name, iface) == std::string::npos) continue;
            auto pos = content->find("dhcp-server-identifier ");
            if (pos == std::string::npos) continue;
            std::string ip;
            for (std::size_t i = pos + 23;
                 i < content->size() &&
                 (std::isdigit(static_cast<unsigned char>((*content)[i])) != 0 || (*content)[i] == '.');
                 ++i)
                ip += (*content)[i];
            if (std::count(ip.begin(), ip.end(), '.') == 3) return ip;
        }
    }
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator("/var/lib/NetworkManager/", ec)) {
        std::string file = entry.path().filename().string();
        auto internal = file.find("internal");
        if (internal == std::string::npos || file.find(name + ".lease", internal) == std::string::npos)
            continue;
        auto content = read_file(entry.path().string());
        if (!content) return {};
        return after(*content, "SERVER_ADDRESS=");
    }
    return {};
}

// resolvers/networking primary_interface.rb read_from_proc_route: the default route's interface
std::string primary_from_proc_route() {
    auto text = read_file("/proc/net/route");
    if (!text) return {};
    auto lines = split_lines(*text);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        std::vector<std::string_view> f;
        std::string_view line = trim(lines[i]);
        while (!line.empty()) {
            auto tab = line.find('\t');
            f.push_back(line.substr(0, tab));
            if (tab == std::string_view::npos) break;
            line.remove_prefix(tab + 1);
        }
        if (f.size() > 7 && f[1] == "00000000" && f[7] == "00000000" && f[0] != "*") return std::string(f[0]);
    }
    return {};
}

Interface& interface_named(std::vector<Interface>& list, const std::string& name) {
    for (auto& i : list) {
        if (i.name == name) return i;
    }
    list.push_back(Interface{});
    list.back().name = name;
    return list.back();
}

Value binding_value(const Binding& b, const std::vector<std::string>* flags) {
    Hash h{{Value("address"), Value(b.address)},
           {Value("netmask"), Value(b.netmask)},
           {Value("network"), Value(b.network)}};
    if (!b.scope6.empty()) h.set(Value("scope6"), Value(b.scope6));
    if (flags != nullptr) {
        std::vector<Value> f;
        for (const auto& x : *flags)
            f.emplace_back(x);
        h.set(Value("flags"), Value(std::move(f)));
    }
    return Value(std::move(h));
}

} // namespace

std::optional<std::string> canonical_name(const std::string& host) {
    struct addrinfo hints {};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_CANONNAME;
    struct addrinfo* res = nullptr;
    if (getaddrinfo(host.c_str(), "0", &hints, &res) != 0 || res == nullptr) return std::nullopt;
    std::optional<std::string> name;
    // Socket.getaddrinfo(...)[0]: the first entry's canonical name, unless it is only the address
    if (res->ai_canonname != nullptr && res->ai_addr != nullptr &&
        numeric_host(res->ai_addr) != res->ai_canonname)
        name = res->ai_canonname;
    freeaddrinfo(res);
    return name;
}

const Binding* Interface::main_binding(bool v6) const {
    const auto& list = v6 ? bindings6 : bindings;
    for (const auto& b : list) {
        if (!ignored_ip_address(b.address)) return &b;
    }
    return list.empty() ? nullptr : &list.front();
}

Value Interface::to_value() const {
    Hash h;
    if (!mac.empty()) h.set(Value("mac"), Value(mac));
    if (!bindings.empty()) {
        std::vector<Value> list;
        for (const auto& b : bindings)
            list.push_back(binding_value(b, nullptr));
        h.set(Value("bindings"), Value(std::move(list)));
    }
    if (!bindings6.empty()) {
        std::vector<Value> list;
        for (std::size_t i = 0; i < bindings6.size(); ++i)
            list.push_back(
                binding_value(bindings6[i], i < flags6.size() && !flags6[i].empty() ? &flags6[i] : nullptr));
        h.set(Value("bindings6"), Value(std::move(list)));
    }
    if (mtu) h.set(Value("mtu"), Value(*mtu));
    if (!dhcp.empty()) h.set(Value("dhcp"), Value(dhcp));
    if (const Binding* b = main_binding(false)) {
        h.set(Value("ip"), Value(b->address));
        h.set(Value("netmask"), Value(b->netmask));
        h.set(Value("network"), Value(b->network));
    }
    if (const Binding* b = main_binding(true)) {
        h.set(Value("ip6"), Value(b->address));
        h.set(Value("netmask6"), Value(b->netmask));
        h.set(Value("network6"), Value(b->network));
        h.set(Value("scope6"), Value(b->scope6));
    }
    return Value(std::move(h));
}

NetworkFacts collect_network() {
    NetworkFacts net;
    std::array<char, 256> buf{};
    if (gethostname(buf.data(), buf.size() - 1) == 0 && buf[0] != '\0') {
        std::string host = buf.data();
        std::optional<std::string> canonical;
        if (host.find('.') == std::string::npos || host.back() == '.') canonical = canonical_name(host);
        net.names = resolve_host_names(host, canonical, read_file("/etc/resolv.conf").value_or(""));
    }

    struct ifaddrs* list = nullptr;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs* ifa = list; ifa != nullptr; ifa = ifa->ifa_next) {
            if (ifa->ifa_name == nullptr) continue;
            Interface& iface = interface_named(net.interfaces, ifa->ifa_name);
            if (ifa->ifa_addr == nullptr) continue;
            int family = ifa->ifa_addr->sa_family;
            if (family == AF_PACKET && iface.mac.empty()) {
                std::string mac = bonded_mac(iface.name);
                if (mac.empty()) {
                    const auto* ll = reinterpret_cast<const struct sockaddr_ll*>(ifa->ifa_addr);
                    for (int i = 0; i < ll->sll_halen && i < 8; ++i)
                        mac += fmt::format("{}{:02x}", i == 0 ? "" : ":", ll->sll_addr[i]);
                }
                if (valid_mac(mac)) iface.mac = mac;
            } else if ((family == AF_INET || family == AF_INET6) && ifa->ifa_netmask != nullptr) {
                auto b = build_binding(numeric_host(ifa->ifa_addr), numeric_host(ifa->ifa_netmask));
                if (!b) continue;
                (family == AF_INET ? iface.bindings : iface.bindings6).push_back(*b);
            }
        }
        freeifaddrs(list);
    }

    // if_inet6.rb: the flags of each IPv6 address
    if (auto text = read_file("/proc/net/if_inet6")) {
        static const std::vector<std::pair<const char*, unsigned>> kFlags = {
            {"temporary", 0x01},   {"noad", 0x02},       {"optimistic", 0x04}, {"dadfailed", 0x08},
            {"homeaddress", 0x10}, {"deprecated", 0x20}, {"tentative", 0x40},  {"permanent", 0x80}};
        for (std::string_view line : split_lines(*text)) {
            auto f = split_ws(line);
            if (f.size() != 6 || f[0].size() != 32) continue;
            std::string colon;
            for (std::size_t i = 0; i < 32; i += 4)
                colon += std::string(i == 0 ? "" : ":") + std::string(f[0].substr(i, 4));
            std::array<unsigned char, 16> bytes{};
            std::array<char, INET6_ADDRSTRLEN> text6{};
            if (inet_pton(AF_INET6, colon.c_str(), bytes.data()) != 1) continue;
            inet_ntop(AF_INET6, bytes.data(), text6.data(), text6.size());
            unsigned bits = static_cast<unsigned>(std::strtoul(std::string(f[4]).c_str(), nullptr, 16));
            std::vector<std::string> flags;
            for (const auto& [flag, bit] : kFlags) {
                if ((bits & bit) != 0) flags.emplace_back(flag);
            }
            for (auto& iface : net.interfaces) {
                if (iface.name != f[5]) continue;
                iface.flags6.resize(iface.bindings6.size());
                for (std::size_t i = 0; i < iface.bindings6.size(); ++i) {
                    if (iface.bindings6[i].address == text6.data()) iface.flags6[i] = flags;
                }
            }
        }
    }

    for (auto& iface : net.interfaces) {
        std::string dir = "/sys/class/net/" + iface.name;
        if (auto mtu = read_file(dir + "/mtu")) {
            std::string m(trim(*mtu));
            if (!m.empty()) iface.mtu = std::strtoll(m.c_str(), nullptr, 10);
        }
        iface.dhcp = dhcp_server(iface.name, std::string(trim(read_file(dir + "/ifindex").value_or(""))));
    }

    net.primary = primary_from_proc_route();
    if (net.primary.empty()) {
        // find_in_interfaces: the first interface with an address that is not ignored
        for (const auto& iface : net.interfaces) {
            bool found = false;
            for (const auto* list : {&iface.bindings, &iface.bindings6}) {
                for (const auto& b : *list)
                    found = found || !ignored_ip_address(b.address);
            }
            if (found) {
                net.primary = iface.name;
                break;
            }
        }
    }
    for (const auto& iface : net.interfaces) {
        if (iface.name == net.primary) net.primary_dhcp = iface.dhcp;
    }
    return net;
}

void add_networking(FactList& out, const NetworkFacts& net) {
    const Interface* primary = nullptr;
    for (const auto& iface : net.interfaces) {
        if (iface.name == net.primary) primary = &iface;
    }
    Hash p = primary != nullptr ? primary->to_value().as_hash() : Hash{};
    auto from_primary = [&](const char* key) -> Value {
        const Value* v = p.find(Value(key));
        return v != nullptr ? *v : Value();
    };
    auto text = [](const std::string& s) { return s.empty() ? Value() : Value(s); };
    Hash n;
    auto set = [&](const char* key, const Value& v) {
        if (!v.is_undef()) n.set(Value(key), v);
    };
    set("fqdn", text(net.names.fqdn));
    set("ip", from_primary("ip"));
    set("ip6", from_primary("ip6"));
    if (!net.interfaces.empty()) {
        Hash interfaces;
        for (const auto& iface : net.interfaces)
            interfaces.set(Value(iface.name), iface.to_value());
        n.set(Value("interfaces"), Value(std::move(interfaces)));
    }
    set("mtu", from_primary("mtu"));
    set("netmask", from_primary("netmask"));
    set("netmask6", from_primary("netmask6"));
    set("network6", from_primary("network6"));
    set("primary", text(net.primary));
    set("hostname", text(net.names.hostname));
    set("domain", text(net.names.domain));
    set("scope6", from_primary("scope6"));
    set("mac", from_primary("mac"));
    set("dhcp", from_primary("dhcp"));
    set("network", from_primary("network"));
    out.add("networking", Value(std::move(n)));

    out.legacy("fqdn", text(net.names.fqdn));
    out.legacy("ipaddress", from_primary("ip"));
    out.legacy("ipaddress6", from_primary("ip6"));
    out.legacy("netmask", from_primary("netmask"));
    out.legacy("netmask6", from_primary("netmask6"));
    out.legacy("network6", from_primary("network6"));
    out.legacy("hostname", text(net.names.hostname));
    out.legacy("domain", text(net.names.domain));
    out.legacy("scope6", from_primary("scope6"));
    out.legacy("macaddress", from_primary("mac"));
    out.legacy("network", from_primary("network"));
}

void add_interface_legacy(FactList& out, const NetworkFacts& net, std::initializer_list<const char*> kinds,
                          bool with_list) {
    if (with_list && !net.interfaces.empty()) {
        std::vector<std::string> names;
        for (const auto& iface : net.interfaces)
            names.push_back(iface.name);
        std::sort(names.begin(), names.end());
        std::string joined;
        for (const auto& n : names)
            joined += (joined.empty() ? "" : ",") + n;
        out.legacy("interfaces", Value(joined));
    }
    for (std::string_view kind : kinds) {
        // ipaddress_eth0 is the interface's ip, macaddress_eth0 its mac, the others keep their key
        std::string key = kind == "ipaddress"    ? "ip"
                          : kind == "ipaddress6" ? "ip6"
                          : kind == "macaddress" ? "mac"
                                                 : std::string(kind);
        for (const auto& iface : net.interfaces) {
            Value v = iface.to_value();
            const Value* x = v.as_hash().find(Value(key));
            if (x != nullptr) out.legacy(fmt::format("{}_{}", kind, iface.name), *x);
        }
    }
}

} // namespace pp::runtime::facts
