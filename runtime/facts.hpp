#pragma once
// The facts of the machine pp runs on, collected natively the way Facter 4.3 (the one Puppet 7.23 ships
// with) resolves them on Linux: the same names, nesting, value types and formats as `facter --json`, plus
// the legacy flat facts Puppet exposes at top scope (`osfamily`, `ipaddress_eth0`...) and the ones Puppet
// adds itself (Puppet::Node::Facts#add_local_facts). The resolvers cited are under facter's
// lib/facter/{facts,resolvers,util}; each piece that parses a file also takes the text, so it can be tested
// on fixed input.

#include "runtime/value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime::facts {

inline constexpr std::string_view kFacterVersion = "4.3.0";
inline constexpr std::string_view kPuppetVersion = "7.23.0";

// --- Facter's formats (util/facts/unit_converter.rb and friends) ---

/// Ruby's `Float#round(digits)` (round half away from zero, with Ruby's correction for values such as
/// 2.595 whose decimal form is exactly halfway once printed).
double ruby_round(double value, int digits);
/// `UnitConverter.bytes_to_human_readable`: "512 bytes", "4.00 KiB", "441.50 MiB", "23.54 GiB".
std::string bytes_to_human_readable(std::uint64_t bytes);
/// `UnitConverter.hertz_to_human_readable`: "2.60 GHz", "800.00 MHz"; empty for 0 (Facter: no value).
std::string hertz_to_human_readable(std::uint64_t hertz);
/// `UnitConverter.bytes_to_mb`: bytes / 1024², a Float (`memorysize_mb`).
double bytes_to_mb(std::uint64_t bytes);
/// The memory resolver's capacity: used/total as a percentage with two decimals ("23.45%").
std::string memory_capacity(std::uint64_t used, std::uint64_t total);
/// The mountpoints resolver's capacity: "100%" when full, "0%" when nothing is used, else "20.08%".
std::string mount_capacity(std::uint64_t used, std::uint64_t total);

// --- Pieces of the resolvers that work on fixed input ---

/// `memory` from the text of /proc/meminfo (resolvers/memory.rb): `system` always, `swap` when there is
/// swap. Undef when MemTotal is missing.
Value memory_fact(std::string_view meminfo);
/// `system_uptime` from whole seconds (resolvers/uptime.rb, util/resolvers/uptime_helper.rb):
/// {days, hours, seconds, uptime} with uptime "0:05 hours", "1 day" or "3 days".
Value system_uptime_fact(std::int64_t seconds);

/// The key/value pairs of /etc/os-release as facter's OsRelease resolver keeps them: quotes removed, keys
/// lower-cased, `name` reduced to the distribution's word ("Debian", "RedHat", "Ubuntu"), `version_id`
/// with ".0" added when it has no dot.
std::vector<std::pair<std::string, std::string>> parse_os_release(std::string_view text);
/// Facter::Util::Facts.discover_family: "Debian", "RedHat", "Suse"... or `id` itself.
std::string discover_family(std::string_view id);

/// Processor counts and names from the text of /proc/cpuinfo (resolvers/processors.rb).
struct CpuInfo {
    std::int64_t count = 0;          ///< `processor` lines
    std::vector<std::string> models; ///< `model name` (or `cpu`) values, one per processor
    std::int64_t physical_count = 0; ///< distinct `physical id`s (0 when none are listed)
    std::uint64_t speed_hz = 0;      ///< the last `cpu MHz` (or PowerPC `clock`), whole MHz, in Hz
};
CpuInfo parse_cpuinfo(std::string_view text);

/// Hostname, domain and fqdn as resolvers/linux/hostname.rb derives them: from gethostname's `output`
/// (split at the first dot); when that has no domain, from `canonical` (getaddrinfo's AI_CANONNAME for the
/// host, used when it differs from the host and starts with "host."); else from the `domain` or first
/// `search` line of `resolv_conf`.
struct HostNames {
    std::string hostname;
    std::string domain;
    std::string fqdn;
};
HostNames resolve_host_names(std::string_view output, std::optional<std::string> canonical,
                             std::string_view resolv_conf);

/// An interface address as facter's networking helper builds it (util/resolvers/networking): address,
/// netmask, network (address & netmask) and, for IPv6, the scope ("host", "link", "site", "global", with
/// "compat," before it for IPv4-compatible addresses). nullopt when either is not an address.
struct Binding {
    std::string address;
    std::string netmask;
    std::string network;
    std::string scope6; ///< IPv6 only
};
std::optional<Binding> build_binding(std::string_view address, std::string_view netmask);
/// util/resolvers/networking: loopback, link-local (169.254/16, fe80::/10) and unique-local (fc00::/7)
/// addresses are passed over when choosing an interface's main address.
bool ignored_ip_address(std::string_view address);

/// An SSH host key as resolvers/ssh.rb reports it, from the type and the base64 text of a `.pub` file:
/// the short name ("rsa", "dsa", "ecdsa", "ed25519"), the type, the key, and its SSHFP records
/// ("SSHFP 4 1 <sha1 hex>", "SSHFP 4 2 <sha256 hex>"). nullopt for other key types.
struct SshKey {
    std::string name;
    std::string type;
    std::string key;
    std::string sha1;
    std::string sha256;
};
std::optional<SshKey> ssh_key(std::string_view type, std::string_view base64);

/// The os facts and their legacy aliases (osfamily, operatingsystem, lsbdist*...) in Puppet's order, from
/// the release files under `root` ("" for this machine): etc/os-release, etc/debian_version,
/// etc/redhat-release, etc/lsb-release. The lsbdist* facts come from the `lsb_release` command in Facter,
/// so they are there only when `lsb_release_installed`.
Hash os_facts(const std::string& root, const std::string& machine, bool lsb_release_installed);

// --- Collection ---

struct CollectOptions {
    bool legacy = true; ///< include the legacy flat facts (`puppet facts find`, compilation)
    /// Puppet's own facts (add_local_facts), added last when `certname` is set: clientcert, clientversion,
    /// clientnoop.
    std::optional<std::string> certname;
    bool noop = false;
    /// The directories of external facts (facts.d); nullopt: Facter's, default_external_dirs().
    std::optional<std::vector<std::string>> external_dirs = std::nullopt;
};

/// Facter's external fact directories: /etc/facter/facts.d/ for root, else ~/.facter/facts.d (Facter 4.3's
/// LegacyFacter::Util::Config).
std::vector<std::string> default_external_dirs();

/// The external facts of the files in `dirs`, as Facter's DirectoryLoader adds them (the directories in
/// order, each one's files in reverse name order; the first file to give a fact wins; names in lower case):
/// `.yaml`, `.json`,
/// `.txt` (`key=value` lines) and executables (YAML or JSON output, else `key=value` lines). Files Facter
/// cannot interpret add a message to `warnings`.
std::vector<std::pair<std::string, Value>> external_facts(const std::vector<std::string>& dirs,
                                                          std::vector<std::string>* warnings = nullptr);

/// Collects this machine's facts, in the order Puppet lists them. Sources that are missing or unreadable
/// leave their facts out, as Facter does.
/// The facts of `FACTER_<name>` variables in `env` (an environ array), as Facter's environment fact loader
/// reads them: the name in lower case, the value a String. They override every other fact.
std::vector<std::pair<std::string, std::string>> environment_facts(char** env);

Hash collect(const CollectOptions& options = {});

/// Puppet's default certname: the fqdn fact in lower case, else this host's name.
std::string default_certname();

} // namespace pp::runtime::facts
