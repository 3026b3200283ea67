#pragma once
// Shared by the fact collection files (facts.cpp, facts_network.cpp, facts_format.cpp); not part of the
// runtime's interface.

#include "runtime/facts.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime::facts {

/// The whole file, or nullopt when it cannot be read.
std::optional<std::string> read_file(const std::string& path);
std::string_view trim(std::string_view s);
std::vector<std::string_view> split_lines(std::string_view text);
/// Ruby's `String#split` without arguments: fields separated by runs of whitespace.
std::vector<std::string_view> split_ws(std::string_view line);
/// A /proc/mounts field with its `\ooo` escapes decoded.
std::string unescape_mount(std::string_view s);
/// Whether `name` is an executable in a directory of $PATH (Facter::Core::Execution.which).
bool executable_on_path(const std::string& name);
/// `KEY=value` lines as a shell sourcing them sees them (os-release, lsb-release): keys lower-cased,
/// double quotes removed, the last of a repeated key wins in place.
std::vector<std::pair<std::string, std::string>> parse_key_values(std::string_view text);
/// getaddrinfo's AI_CANONNAME for `host`, nullopt when the lookup fails.
std::optional<std::string> canonical_name(const std::string& host);

/// Facts in the order Puppet lists them, each marked structured or legacy. Undef values are left out, as
/// Facter leaves out facts that resolve to nil.
class FactList {
public:
    struct Fact {
        std::string name;
        Value value;
        bool legacy = false;
    };
    void add(const std::string& name, Value value);
    void legacy(const std::string& name, Value value);
    /// Legacy facts resolved early that Puppet lists later (osfamily, operatingsystem...): flush_deferred.
    void deferred_legacy(const std::string& name, Value value);
    void flush_deferred();
    /// The dmi legacy facts (bios_vendor, productname...), listed after `dmi`: flush_dmi.
    void deferred_dmi(const std::string& name, Value value);
    void flush_dmi();
    [[nodiscard]] Hash to_hash(bool with_legacy) const;

    bool is_redhat_family = false; ///< `uname -p` (processors.isa) is the machine there, else "unknown"
    Value dmi;                     ///< the dmi fact once read (virtualization detection looks at it)

private:
    std::vector<Fact> m_facts;
    std::vector<Fact> m_deferred;
    std::vector<Fact> m_dmi;
};

/// One network interface as resolvers/linux/networking.rb describes it.
struct Interface {
    std::string name;
    std::string mac;
    std::vector<Binding> bindings;
    std::vector<Binding> bindings6;
    std::vector<std::vector<std::string>> flags6; ///< per bindings6 entry, from /proc/net/if_inet6
    std::optional<std::int64_t> mtu;
    std::string dhcp;
    [[nodiscard]] Value to_value() const;
    /// The address facter reports for the interface (the first not ignored, else the first), or null.
    [[nodiscard]] const Binding* main_binding(bool v6) const;
};

struct NetworkFacts {
    HostNames names;
    std::vector<Interface> interfaces; ///< in getifaddrs order
    std::string primary;
    std::string primary_dhcp;
};

NetworkFacts collect_network();

// facts_os.cpp: os and its legacy aliases from the files under `root` ("" for this machine); sets
// is_redhat_family
void collect_os(FactList& out, const std::string& machine, const std::string& root, bool lsb_installed);

// facts_hardware.cpp
void collect_mountpoints(FactList& out);
void collect_disks(FactList& out);
void collect_dmi(FactList& out);
struct Virtualization {
    std::string name = "physical"; ///< the `virtual` fact
    Hash hypervisors;
};
/// Reads the dmi fact that collect_dmi left in `out`.
Virtualization detect_virtualization(const FactList& out);
void collect_ssh(FactList& out);
void collect_augeas(FactList& out);
/// `networking` and its legacy facts (fqdn, ipaddress, hostname, domain...).
void add_networking(FactList& out, const NetworkFacts& net);
/// The per-interface legacy facts `<kind>_<interface>` for each kind, kind by kind; `with_list` adds
/// `interfaces` (the sorted interface names) first.
void add_interface_legacy(FactList& out, const NetworkFacts& net, std::initializer_list<const char*> kinds,
                          bool with_list);

} // namespace pp::runtime::facts
