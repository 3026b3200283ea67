// The os facts and their legacy aliases (facts/{linux,debian,ubuntu,rhel}/os, resolvers/os_release.rb,
// debian_version.rb, redhat_release.rb, lsb_release.rb). Facter picks the fact classes by its OS
// hierarchy (Linux > Debian > Ubuntu, Linux > Rhel, ...; framework/detector/os_detector.rb): the most
// specific level the os-release ID (else a word of ID_LIKE) names decides where each fact comes from.
#include "runtime/facts_internal.hpp"

#include <sys/utsname.h>
#include <unistd.h>

#include <cctype>

namespace pp::runtime::facts {

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

enum class Level { Linux, Debian, Ubuntu, Rhel, Sles };

const std::string* lookup(const Pairs& pairs, std::string_view key) {
    for (const auto& [k, v] : pairs) {
        if (k == key) return &v;
    }
    return nullptr;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Ruby's String#capitalize
std::string capitalize(std::string_view s) {
    std::string out = lower(s);
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::optional<Level> level_of(std::string_view name) {
    std::string n = lower(name);
    for (const char* d : {"debian", "elementary", "raspbian", "devuan"})
        if (n == d) return Level::Debian;
    for (const char* u : {"ubuntu", "linuxmint"})
        if (n == u) return Level::Ubuntu;
    for (const char* r : {"rhel", "fedora", "amzn", "centos", "ol", "scientific", "meego", "oel", "ovs"})
        if (n == r) return Level::Rhel;
    for (const char* s : {"sles", "opensuse", "sled"})
        if (n == s) return Level::Sles;
    for (const char* l : {"gentoo", "alpine", "photon", "slackware", "mageia", "openwrt", "mariner"})
        if (n == l) return Level::Linux;
    return std::nullopt;
}

// Facter::Util::Facts.release_hash_from_string: full, major, and minor when there is one
Value release_hash(const std::string& full, bool strip_minor_zero) {
    Hash h;
    h.set(Value("full"), Value(full));
    auto dot = full.find('.');
    h.set(Value("major"), Value(full.substr(0, dot)));
    if (dot != std::string::npos) {
        std::string minor = full.substr(dot + 1);
        minor = minor.substr(0, minor.find('.'));
        // debian/os/release.rb: versions[1].gsub(/^0([1-9])/, '\1')
        if (strip_minor_zero && minor.size() >= 2 && minor[0] == '0' && minor[1] >= '1' && minor[1] <= '9')
            minor = minor.substr(1);
        h.set(Value("minor"), Value(minor));
    }
    return Value(std::move(h));
}

// linux/os/release.rb and the Ubuntu classes give the whole version as both full and major
Value same_full_major(const std::string& v) {
    return Value(Hash{{Value("full"), Value(v)}, {Value("major"), Value(v)}});
}

const Value* field(const Value& hash, const char* key) {
    return hash.is_hash() ? hash.as_hash().find(Value(key)) : nullptr;
}

// resolvers/redhat_release.rb on /etc/redhat-release
struct RedHatRelease {
    std::string description, codename, distributor_id, name, version;
};

std::optional<RedHatRelease> read_redhat_release(const std::string& root) {
    auto text = read_file(root + "/etc/redhat-release");
    if (!text) return std::nullopt;
    RedHatRelease r;
    r.description = trim(*text);
    std::string_view all = *text;
    auto at = all.find("release");
    std::string_view before = trim(all.substr(0, at));
    std::string_view after = at == std::string_view::npos ? std::string_view() : trim(all.substr(at + 7));
    auto open = all.rfind('(');
    auto close = all.rfind(')');
    if (at != std::string_view::npos && open != std::string_view::npos && open > at && close > open)
        r.codename = std::string(all.substr(open + 1, close - open - 1));
    std::vector<std::string> words;
    for (auto w : split_ws(before))
        if (lower(w) != "linux") words.emplace_back(w);
    for (std::size_t i = 0; i < words.size(); ++i) {
        r.distributor_id += words[i];
        if (i < 2) r.name += words[i];
    }
    auto version = split_ws(after);
    if (!version.empty()) r.version = std::string(version.front());
    return r;
}

// What `lsb_release -a` prints on Debian 12 (a script over os-release) or, where /etc/lsb-release exists
// (Ubuntu), from its DISTRIB_* values; nullopt when lsb_release is not installed, as Facter has no lsb facts
// then.
struct LsbRelease {
    std::string distributor_id, description, release, codename;
};

std::optional<LsbRelease> lsb_release(const Pairs& raw, const std::string& root, bool installed) {
    if (!installed) return std::nullopt;
    LsbRelease l;
    auto get = [&](const char* key, const char* fallback = "n/a") {
        const std::string* v = lookup(raw, key);
        return v != nullptr && !v->empty() ? *v : std::string(fallback);
    };
    std::string id = get("id", "");
    if (!id.empty()) id[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(id[0])));
    if (const std::string* name = lookup(raw, "name"); name != nullptr && lower(*name) == lower(id))
        id = *name;
    l.distributor_id = id.empty() ? "n/a" : id;
    l.description = get("pretty_name");
    l.release = get("version_id");
    l.codename = get("version_codename");
    if (auto text = read_file(root + "/etc/lsb-release")) {
        Pairs lsb = parse_key_values(*text);
        if (const std::string* v = lookup(lsb, "distrib_id")) l.distributor_id = *v;
        if (const std::string* v = lookup(lsb, "distrib_description")) l.description = *v;
        if (const std::string* v = lookup(lsb, "distrib_release")) l.release = *v;
        if (const std::string* v = lookup(lsb, "distrib_codename")) l.codename = *v;
    }
    return l;
}

} // namespace

void collect_os(FactList& out, const std::string& machine, const std::string& root, bool lsb_installed) {
    std::string text = read_file(root + "/etc/os-release").value_or("");
    Pairs raw = parse_key_values(text);
    Pairs os_release = parse_os_release(text);
    auto redhat = read_redhat_release(root);
    const std::string* id = lookup(os_release, "id");
    const std::string* id_like = lookup(os_release, "id_like");
    std::string identifier = id != nullptr ? *id : redhat ? std::string("rhel") : std::string();

    Level level = Level::Linux;
    if (access((root + "/etc/devuan_version").c_str(), R_OK) == 0) {
        level = Level::Debian;
    } else if (auto l = level_of(identifier)) {
        level = *l;
    } else if (id_like != nullptr) {
        for (auto word : split_ws(*id_like)) {
            if (auto w = level_of(word)) {
                level = *w;
                break;
            }
        }
    }
    bool debian_like = level == Level::Debian || level == Level::Ubuntu;
    auto lsb = lsb_release(raw, root, lsb_installed);

    std::string architecture = machine;
    if (debian_like && architecture == "x86_64") architecture = "amd64";
    if ((architecture.size() == 4 && architecture[0] == 'i' && architecture[1] >= '3' &&
         architecture[1] <= '6' && architecture.substr(2) == "86") ||
        architecture.find("pentium") != std::string::npos)
        architecture = "i386";

    std::optional<std::string> family;
    if (level == Level::Rhel) {
        family = "RedHat";
    } else if (level == Level::Sles) {
        family = "Suse";
    } else if (id_like != nullptr || id != nullptr) {
        family = capitalize(discover_family(id_like != nullptr ? *id_like : *id));
    }

    std::optional<std::string> name;
    if (id != nullptr && lookup(os_release, "name") != nullptr) name = *lookup(os_release, "name");
    if (!name && level == Level::Rhel && redhat) name = redhat->name;

    const std::string* version_id = lookup(os_release, "version_id");
    Value release; // os.release
    Value distro_release;
    Hash distro;
    switch (level) {
    case Level::Debian: {
        if (auto v = read_file(root + "/etc/debian_version")) {
            std::string s(trim(*v));
            if (!s.empty()) release = distro_release = release_hash(s, true);
        }
        break;
    }
    case Level::Ubuntu:
        if (version_id != nullptr) release = distro_release = same_full_major(*version_id);
        break;
    case Level::Rhel: {
        std::string v = redhat && !redhat->version.empty() ? redhat->version
                        : version_id != nullptr            ? *version_id
                                                           : "";
        if (!v.empty()) release = distro_release = release_hash(v, false);
        break;
    }
    case Level::Sles:
        if (version_id != nullptr) {
            // sles/os/release.rb: the first and the last dot-separated parts
            auto dot = version_id->find('.');
            Value minor =
                dot == std::string::npos ? Value() : Value(version_id->substr(version_id->rfind('.') + 1));
            release = distro_release = Value(Hash{{Value("full"), Value(*version_id)},
                                                  {Value("major"), Value(version_id->substr(0, dot))},
                                                  {Value("minor"), minor}});
        }
        break;
    case Level::Linux: {
        // linux/os/release.rb resolves to {full, major} even when there is no VERSION_ID (both nil then)
        Value v = version_id != nullptr ? Value(*version_id) : Value();
        release = Value(Hash{{Value("full"), v}, {Value("major"), v}});
        if (lsb) {
            distro_release = release_hash(lsb->release, false);
            if (field(distro_release, "minor") == nullptr) {
                Hash h = distro_release.as_hash();
                h.set(Value("minor"), Value());
                distro_release = Value(std::move(h));
            }
        }
        break;
    }
    }
    if (debian_like) {
        if (id != nullptr) distro.set(Value("id"), Value(capitalize(*id)));
        if (!distro_release.is_undef()) distro.set(Value("release"), distro_release);
        std::optional<std::string> codename;
        if (const std::string* c = lookup(os_release, "version_codename")) {
            codename = *c;
        } else if (const std::string* version = lookup(os_release, "version")) {
            // "12 (bookworm)" -> "bookworm"
            auto open = version->rfind('(');
            if (open != std::string::npos && version->back() == ')')
                codename = version->substr(open + 1, version->size() - open - 2);
        }
        if (codename) distro.set(Value("codename"), Value(*codename));
        if (const std::string* d = lookup(os_release, "pretty_name"))
            distro.set(Value("description"), Value(*d));
    } else if (level == Level::Rhel) {
        if (redhat && !redhat->distributor_id.empty()) distro.set(Value("id"), Value(redhat->distributor_id));
        if (!distro_release.is_undef()) distro.set(Value("release"), distro_release);
        if (redhat && !redhat->codename.empty()) distro.set(Value("codename"), Value(redhat->codename));
        if (redhat) distro.set(Value("description"), Value(redhat->description));
    } else if (level == Level::Sles) {
        distro.set(Value("id"),
                   Value(version_id != nullptr && version_id->starts_with("12") ? "SUSE LINUX" : "SUSE"));
        if (!distro_release.is_undef()) distro.set(Value("release"), distro_release);
        const std::string* c = lookup(os_release, "version_codename");
        distro.set(Value("codename"), Value(c != nullptr && !c->empty() ? *c : "n/a"));
        if (const std::string* d = lookup(os_release, "pretty_name"))
            distro.set(Value("description"), Value(*d));
    } else if (lsb) {
        distro.set(Value("id"), Value(lsb->distributor_id));
        distro.set(Value("release"), distro_release);
        distro.set(Value("codename"), Value(lsb->codename));
        distro.set(Value("description"), Value(lsb->description));
    }

    Hash os;
    if (!architecture.empty()) os.set(Value("architecture"), Value(architecture));
    if (!distro.empty()) os.set(Value("distro"), Value(distro));
    if (!release.is_undef()) os.set(Value("release"), release);
    if (family) os.set(Value("family"), Value(*family));
    if (!machine.empty()) os.set(Value("hardware"), Value(machine));

    // selinux (resolvers/selinux.rb): a selinuxfs mount and a non-empty /etc/selinux/config
    Hash selinux;
    std::string mountpoint;
    std::string mounts = read_file(root + "/proc/self/mounts").value_or("");
    for (std::string_view line : split_lines(mounts)) {
        if (line.find("selinuxfs") == std::string_view::npos) continue;
        auto fields = split_ws(line);
        if (fields.size() > 1) mountpoint = fields[1];
        break;
    }
    auto config = read_file(root + "/etc/selinux/config");
    bool enabled = !mountpoint.empty() && config && !config->empty();
    selinux.set(Value("enabled"), Value(enabled));
    if (enabled) {
        std::string mode, policy;
        for (std::string_view line : split_lines(*config)) {
            auto eq = line.rfind('=');
            if (line.starts_with("SELINUX=")) mode = trim(line.substr(eq + 1));
            if (line.starts_with("SELINUXTYPE=")) policy = trim(line.substr(eq + 1));
        }
        bool enforced = read_file(mountpoint + "/enforce").value_or("") == "1";
        if (!mode.empty()) selinux.set(Value("config_mode"), Value(mode));
        if (!policy.empty()) selinux.set(Value("config_policy"), Value(policy));
        selinux.set(Value("current_mode"), Value(enforced ? "enforcing" : "permissive"));
        selinux.set(Value("enforced"), Value(enforced));
        if (auto pv = read_file(mountpoint + "/policyvers")) selinux.set(Value("policy_version"), Value(*pv));
    }
    os.set(Value("selinux"), Value(selinux));
    if (name) os.set(Value("name"), Value(*name));
    out.add("os", Value(std::move(os)));

    // the legacy aliases, in the order Puppet lists them
    if (!architecture.empty()) out.legacy("architecture", Value(architecture));
    if (level == Level::Ubuntu) {
        if (lsb) {
            // ubuntu/lsbdistrelease.rb: major is "22.04", minor the third number
            std::vector<std::string> parts;
            std::string_view r = lsb->release;
            for (std::size_t start = 0; start <= r.size();) {
                auto dot = r.find('.', start);
                parts.emplace_back(
                    r.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
                if (dot == std::string_view::npos) break;
                start = dot + 1;
            }
            out.legacy("lsbdistrelease", Value(lsb->release));
            out.legacy("lsbmajdistrelease", Value(parts[0] + "." + (parts.size() > 1 ? parts[1] : "")));
            if (parts.size() > 2) out.legacy("lsbminordistrelease", Value(parts[2]));
        }
    } else if (!distro_release.is_undef() && !field(distro_release, "full")->is_undef()) {
        out.legacy("lsbdistrelease", *field(distro_release, "full"));
        out.legacy("lsbmajdistrelease", *field(distro_release, "major"));
        if (const Value* minor = field(distro_release, "minor")) out.legacy("lsbminordistrelease", *minor);
    }
    if (!release.is_undef() && !field(release, "full")->is_undef()) {
        out.legacy("operatingsystemmajrelease", *field(release, "major"));
        out.legacy("operatingsystemrelease", *field(release, "full"));
    }
    // lsbdist* come from the lsb_release command, so only where it is installed
    if (lsb) {
        out.legacy("lsbdistcodename", Value(lsb->codename));
        out.legacy("lsbdistdescription", Value(lsb->description));
        out.legacy("lsbdistid", Value(lsb->distributor_id));
    }
    out.deferred_legacy("osfamily", family ? Value(*family) : Value());
    out.deferred_legacy("hardwaremodel", machine.empty() ? Value() : Value(machine));
    out.deferred_legacy("selinux", Value(enabled));
    if (enabled) {
        for (const char* k : {"config_mode", "config_policy", "current_mode", "enforced", "policy_version"}) {
            const Value* v = selinux.find(Value(k));
            if (v == nullptr) continue;
            std::string legacy =
                std::string("selinux_") + (std::string_view(k) == "policy_version" ? "policyversion" : k);
            out.deferred_legacy(legacy, *v);
        }
    }
    out.deferred_legacy("operatingsystem", name ? Value(*name) : Value());
    out.is_redhat_family = level == Level::Rhel;
}

Hash os_facts(const std::string& root, const std::string& machine, bool lsb_release_installed) {
    FactList out;
    collect_os(out, machine, root, lsb_release_installed);
    out.flush_deferred();
    return out.to_hash(true);
}

} // namespace pp::runtime::facts
