// Facter's value formats and the resolver pieces that only parse text (runtime/facts.hpp); the collection
// that reads the machine is in facts.cpp.
#include "runtime/digest.hpp"
#include "runtime/facts.hpp"
#include "runtime/facts_internal.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>

namespace pp::runtime::facts {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool starts_with_ci(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && lower(s.substr(0, prefix.size())) == prefix;
}

// Ruby's String#to_i: leading whitespace, an optional sign, then digits (0 when there are none).
std::int64_t ruby_to_i(std::string_view s) {
    s = trim(s);
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    std::int64_t n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') break;
        if (n > (std::numeric_limits<std::int64_t>::max() - 9) / 10) break;
        n = n * 10 + (c - '0');
    }
    return negative ? -n : n;
}

// `Regexp#match(/Key:\s+(\d+)\s/)` on /proc/meminfo, in kB.
std::optional<std::uint64_t> meminfo_kb(std::string_view meminfo, std::string_view key) {
    for (std::string_view line : split_lines(meminfo)) {
        if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ':')
            continue;
        std::string_view rest = trim(line.substr(key.size() + 1));
        std::uint64_t n = 0;
        std::size_t digits = 0;
        while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9')
            n = n * 10 + static_cast<std::uint64_t>(rest[digits++] - '0');
        if (digits == 0) return std::nullopt;
        return n;
    }
    return std::nullopt;
}

} // namespace

double ruby_round(double value, int digits) {
    if (!std::isfinite(value)) return value;
    if (digits == 0) return std::round(value);
    double s = std::pow(10.0, digits);
    double f = std::round(value * s);
    // float.c round_half_up: a value printed as exactly halfway (2.595) rounds up although its binary
    // form is a little below
    if (value > 0 && (f + 0.5) / s <= value) f += 1;
    if (value < 0 && (f - 0.5) / s >= value) f -= 1;
    return f / s;
}

std::string bytes_to_human_readable(std::uint64_t bytes) {
    if (bytes < 1024) return fmt::format("{} bytes", bytes);
    static constexpr std::array<const char*, 6> kPrefix = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    auto b = static_cast<double>(bytes);
    int exp = static_cast<int>(std::floor(std::log2(b) / 10.0));
    double number = std::round(100.0 * (b / std::pow(1024.0, exp))) / 100.0;
    if (std::fabs(number - 1024.0) < std::numeric_limits<double>::epsilon()) {
        ++exp;
        number = 1.0;
    }
    if (exp < 1 || exp > static_cast<int>(kPrefix.size())) return fmt::format("{} bytes", bytes);
    // Float#to_s, padded to two decimals ("441.5" -> "441.50")
    std::string text = runtime::ruby_float_to_s(number);
    auto dot = text.find('.');
    if (dot != std::string::npos && text.size() - dot - 1 == 1) text += '0';
    return text + " " + kPrefix[static_cast<std::size_t>(exp - 1)];
}

std::string hertz_to_human_readable(std::uint64_t hertz) {
    if (hertz == 0) return {};
    static constexpr std::array<const char*, 5> kPrefix = {"", "k", "M", "G", "T"};
    int power = static_cast<int>(std::floor(std::log10(static_cast<double>(hertz))));
    int display = power - power % 3;
    double coefficient = static_cast<double>(hertz) / std::pow(10.0, display);
    auto index = static_cast<std::size_t>(display / 3);
    const char* prefix = index < kPrefix.size() ? kPrefix[index] : "";
    return fmt::format("{:.2f} {}Hz", ruby_round(coefficient, 2), prefix);
}

double bytes_to_mb(std::uint64_t bytes) {
    return static_cast<double>(bytes) / (1024.0 * 1024.0);
}

std::string memory_capacity(std::uint64_t used, std::uint64_t total) {
    return fmt::format("{:.2f}%", static_cast<double>(used) / static_cast<double>(total) * 100.0);
}

std::string mount_capacity(std::uint64_t used, std::uint64_t total) {
    if (used == total) return "100%";
    if (used == 0) return "0%";
    return fmt::format("{:.2f}%", static_cast<double>(used) / static_cast<double>(total) * 100.0);
}

Value memory_fact(std::string_view meminfo) {
    auto total_kb = meminfo_kb(meminfo, "MemTotal");
    if (!total_kb) return {};
    std::uint64_t total = *total_kb * 1024;
    // MemAvailable, or on old kernels MemFree + Buffers + Cached
    std::uint64_t available = 0;
    if (auto a = meminfo_kb(meminfo, "MemAvailable")) {
        available = *a * 1024;
    } else {
        available = (meminfo_kb(meminfo, "MemFree").value_or(0) + meminfo_kb(meminfo, "Buffers").value_or(0) +
                     meminfo_kb(meminfo, "Cached").value_or(0)) *
                    1024;
    }
    auto part = [](std::uint64_t all, std::uint64_t free) {
        std::uint64_t used = all >= free ? all - free : 0;
        return Value(Hash{{Value("available"), Value(bytes_to_human_readable(free))},
                          {Value("available_bytes"), Value(static_cast<std::int64_t>(free))},
                          {Value("capacity"), Value(memory_capacity(used, all))},
                          {Value("total"), Value(bytes_to_human_readable(all))},
                          {Value("total_bytes"), Value(static_cast<std::int64_t>(all))},
                          {Value("used"), Value(bytes_to_human_readable(used))},
                          {Value("used_bytes"), Value(static_cast<std::int64_t>(used))}});
    };
    Hash memory;
    memory.set(Value("system"), part(total, available));
    auto swap_total = meminfo_kb(meminfo, "SwapTotal");
    if (swap_total && *swap_total != 0) {
        memory.set(Value("swap"),
                   part(*swap_total * 1024, meminfo_kb(meminfo, "SwapFree").value_or(0) * 1024));
    }
    return Value(std::move(memory));
}

Value system_uptime_fact(std::int64_t seconds) {
    std::int64_t hours = seconds / 3600;
    std::int64_t days = hours / 24;
    std::int64_t minutes = (seconds / 60) % 60;
    std::string text = days == 0   ? fmt::format("{}:{:02} hours", hours, minutes)
                       : days == 1 ? std::string("1 day")
                                   : fmt::format("{} days", days);
    return Value(Hash{{Value("days"), Value(days)},
                      {Value("hours"), Value(hours)},
                      {Value("seconds"), Value(seconds)},
                      {Value("uptime"), Value(text)}});
}

std::vector<std::pair<std::string, std::string>> parse_key_values(std::string_view text) {
    std::vector<std::pair<std::string, std::string>> out;
    for (std::string_view raw : split_lines(text)) {
        std::string line(trim(raw));
        line.erase(std::remove(line.begin(), line.end(), '"'), line.end());
        auto eq = line.find('=');
        if (eq == std::string::npos || line.starts_with("#")) continue;
        std::string key = lower(line.substr(0, eq));
        std::string value = line.substr(eq + 1);
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& kv) { return kv.first == key; });
        if (it != out.end())
            it->second = std::move(value);
        else
            out.emplace_back(std::move(key), std::move(value));
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> parse_os_release(std::string_view text) {
    auto out = parse_key_values(text);
    for (auto& [k, v] : out) {
        if (k == "name") {
            // join_os_name, capitalize_os_name, append_linux_to_os_name
            std::vector<std::string> words;
            std::string word;
            for (char c : v) {
                if (std::isspace(static_cast<unsigned char>(c)) != 0) {
                    if (!word.empty()) words.push_back(std::move(word));
                    word.clear();
                } else {
                    word += c;
                }
            }
            if (!word.empty()) words.push_back(std::move(word));
            if (words.empty()) continue;
            if (starts_with_ci(v, "red") || starts_with_ci(v, "oracle") || starts_with_ci(v, "arch") ||
                starts_with_ci(v, "manjaro")) {
                v = words[0] + (words.size() > 1 ? words[1] : "");
            } else if (lower(v).ends_with("mariner")) {
                v = words.back();
            } else {
                v = words[0];
            }
            if (starts_with_ci(v, "arch") || starts_with_ci(v, "manjaro")) {
                v = lower(v);
                v[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
            }
            if (starts_with_ci(v, "virtuozzo")) v += "Linux";
        } else if (k == "version_id") {
            if (v.find('.') == std::string::npos) v += ".0";
        } else if (k == "id") {
            if (lower(v).find("opensuse") != std::string::npos) v = "opensuse";
        }
    }
    return out;
}

std::string discover_family(std::string_view id) {
    struct Family {
        const char* name;
        std::vector<const char*> members;
    };
    static const std::vector<Family> kFamilies = {
        {"RedHat",
         {"redhat", "rhel", "fedora", "centos", "scientific", "ascendos", "cloudlinux", "psbm", "oraclelinux",
          "ovs", "oel", "amazon", "xenserver", "xcp-ng", "virtuozzo", "photon", "mariner"}},
        {"Debian", {"debian", "ubuntu", "huaweios", "linuxmint", "devuan", "kde"}},
        {"Suse", {"sles", "sled", "suse"}},
        {"Gentoo", {"gentoo"}},
        {"Archlinux", {"arch", "manjaro"}},
        {"Mandrake", {"mandrake", "mandriva", "mageia"}},
    };
    std::string l = lower(id);
    for (const auto& f : kFamilies) {
        for (const char* m : f.members) {
            if (l.find(m) != std::string::npos) return f.name;
        }
    }
    return std::string(id);
}

CpuInfo parse_cpuinfo(std::string_view text) {
    CpuInfo info;
    std::vector<std::int64_t> physical;
    for (std::string_view line : split_lines(text)) {
        auto colon = line.find(':');
        std::string_view key = trim(line.substr(0, colon));
        // Ruby's line.split(':').last: the text after the last colon
        std::string_view value =
            colon == std::string_view::npos ? key : trim(line.substr(line.rfind(':') + 1));
        if (key == "processor") ++info.count;
        if (key == "model name" || key == "cpu") info.models.emplace_back(value);
        if (key == "physical id") {
            std::int64_t id = ruby_to_i(value);
            if (std::find(physical.begin(), physical.end(), id) == physical.end()) physical.push_back(id);
        }
        if (key == "cpu MHz" || (key == "clock" && value.find("MHz") != std::string_view::npos)) {
            std::int64_t mhz = ruby_to_i(value);
            if (mhz > 0) info.speed_hz = static_cast<std::uint64_t>(mhz) * 1000000U;
        }
    }
    info.physical_count = static_cast<std::int64_t>(physical.size());
    return info;
}

HostNames resolve_host_names(std::string_view output, std::optional<std::string> canonical,
                             std::string_view resolv_conf) {
    auto parse = [](std::string_view s) -> std::pair<std::string, std::string> {
        // /(.*?)\.(.+$)/: the first dot that has something after it
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '.' && i + 1 < s.size())
                return {std::string(s.substr(0, i)), std::string(s.substr(i + 1))};
        }
        return {std::string(s), ""};
    };
    HostNames names;
    auto [host, domain] = parse(output);
    names.hostname = host;
    std::string fqdn;
    if (domain.empty() && !host.empty() && canonical && !canonical->empty() && *canonical != host) {
        fqdn = *canonical;
        if (fqdn.starts_with(host + ".")) domain = parse(fqdn).second;
    }
    if (domain.empty()) {
        // /^domain\s+(\S+)/, else /^search\s+(\S+)/
        std::string from_search;
        for (std::string_view line : split_lines(resolv_conf)) {
            for (std::string_view keyword : {std::string_view("domain"), std::string_view("search")}) {
                if (!line.starts_with(keyword) || line.size() == keyword.size()) continue;
                std::string_view rest = line.substr(keyword.size());
                if (std::isspace(static_cast<unsigned char>(rest.front())) == 0) continue;
                rest = trim(rest);
                std::string_view first = rest.substr(0, rest.find_first_of(" \t\r"));
                if (first.empty()) continue;
                if (keyword == "domain" && domain.empty()) domain = first;
                if (keyword == "search" && from_search.empty()) from_search = first;
            }
        }
        if (domain.empty()) domain = from_search;
    }
    names.domain = domain;
    if (!fqdn.empty())
        names.fqdn = fqdn;
    else if (!host.empty())
        names.fqdn = domain.empty() ? host : host + "." + domain;
    return names;
}

namespace {

struct Address {
    int family = 0;
    std::array<unsigned char, 16> bytes{};
    [[nodiscard]] std::size_t size() const { return family == AF_INET ? 4 : 16; }
};

std::optional<Address> parse_address(std::string_view text) {
    std::string s(text.substr(0, text.find('%'))); // drop a zone index ("fe80::1%eth0")
    Address a;
    if (inet_pton(AF_INET, s.c_str(), a.bytes.data()) == 1) {
        a.family = AF_INET;
        return a;
    }
    if (inet_pton(AF_INET6, s.c_str(), a.bytes.data()) == 1) {
        a.family = AF_INET6;
        return a;
    }
    return std::nullopt;
}

std::string address_text(const Address& a) {
    std::array<char, INET6_ADDRSTRLEN> buf{};
    inet_ntop(a.family, a.bytes.data(), buf.data(), buf.size());
    return buf.data();
}

bool in_prefix(const Address& a, std::initializer_list<unsigned char> prefix, int bits) {
    for (int i = 0; i < bits; ++i) {
        auto byte = static_cast<std::size_t>(i / 8);
        int shift = 7 - i % 8;
        if (((a.bytes[byte] >> shift) & 1) != ((std::data(prefix)[byte] >> shift) & 1)) return false;
    }
    return true;
}

} // namespace

std::optional<Binding> build_binding(std::string_view address, std::string_view netmask) {
    auto ip = parse_address(address);
    auto mask = parse_address(netmask);
    if (!ip || !mask || ip->family != mask->family) return std::nullopt;
    Binding b;
    b.address = std::string(address);
    b.netmask = address_text(*mask);
    Address net = *ip;
    for (std::size_t i = 0; i < net.size(); ++i)
        net.bytes[i] &= mask->bytes[i];
    b.network = address_text(net);
    if (ip->family == AF_INET6) {
        // Addrinfo#ipv6_linklocal? / ipv6_sitelocal? / ipv6_loopback?, "compat," for IPAddr#ipv4_compat?
        const auto& x = ip->bytes;
        bool zero96 = std::all_of(x.begin(), x.begin() + 12, [](unsigned char c) { return c == 0; });
        bool loopback = zero96 && x[12] == 0 && x[13] == 0 && x[14] == 0 && x[15] == 1;
        bool compat = zero96 && !(x[12] == 0 && x[13] == 0 && x[14] == 0 && x[15] <= 1);
        std::string scope = compat ? "compat," : "";
        if (x[0] == 0xfe && (x[1] & 0xc0) == 0x80)
            scope += "link";
        else if (x[0] == 0xfe && (x[1] & 0xc0) == 0xc0)
            scope += "site";
        else if (loopback)
            scope += "host";
        else
            scope += "global";
        b.scope6 = scope;
    }
    return b;
}

bool ignored_ip_address(std::string_view address) {
    if (address.empty()) return true;
    auto ip = parse_address(address);
    if (!ip) return false;
    if (ip->family == AF_INET) return ip->bytes[0] == 127 || in_prefix(*ip, {169, 254}, 16);
    const auto& x = ip->bytes;
    bool loopback =
        std::all_of(x.begin(), x.begin() + 15, [](unsigned char c) { return c == 0; }) && x[15] == 1;
    return loopback || in_prefix(*ip, {0xfe, 0x80}, 10) || in_prefix(*ip, {0xfc}, 7);
}

std::optional<SshKey> ssh_key(std::string_view type, std::string_view base64) {
    static const std::vector<std::tuple<std::string_view, const char*, int>> kTypes = {
        {"ssh-dss", "dsa", 2},
        {"ecdsa-sha2-nistp256", "ecdsa", 3},
        {"ssh-ed25519", "ed25519", 4},
        {"ssh-rsa", "rsa", 1}};
    for (const auto& [t, name, number] : kTypes) {
        if (t != type) continue;
        // Base64.decode64: characters outside the alphabet are skipped, decoding stops at padding
        std::string decoded;
        std::uint32_t acc = 0;
        int bits = 0;
        for (char c : base64) {
            int v = c >= 'A' && c <= 'Z'   ? c - 'A'
                    : c >= 'a' && c <= 'z' ? c - 'a' + 26
                    : c >= '0' && c <= '9' ? c - '0' + 52
                    : c == '+'             ? 62
                    : c == '/'             ? 63
                    : c == '='             ? -2
                                           : -1;
            if (v == -2) break;
            if (v < 0) continue;
            acc = (acc << 6) | static_cast<std::uint32_t>(v);
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                decoded += static_cast<char>((acc >> bits) & 0xff);
            }
        }
        SshKey k;
        k.name = name;
        k.type = std::string(type);
        k.key = std::string(base64);
        k.sha1 = fmt::format("SSHFP {} 1 {}", number, hex_digest("sha1", decoded));
        k.sha256 = fmt::format("SSHFP {} 2 {}", number, hex_digest("sha256", decoded));
        return k;
    }
    return std::nullopt;
}

} // namespace pp::runtime::facts
