// Puppet's settings that module code reads, with the defaults of Debian's Puppet 7
// (puppet/util/run_mode.rb as Debian patches it, puppet/defaults.rb), recorded with `puppet config print`
// as root and as another user (tests/unit/runtime/puppet_settings_test.cpp holds both recordings).
#include "runtime/puppet_settings.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>

namespace pp::runtime {

namespace {

struct Dirs {
    std::string confdir, codedir, vardir, rundir, logdir, ssldir;
};

// Puppet's run mode directories: the system ones for root, else under ~/.puppet.
Dirs run_mode_dirs() {
    Dirs d;
    if (::geteuid() == 0) {
        d = {"/etc/puppet", "/etc/puppet/code", "/var/cache/puppet",
             "/run/puppet", "/var/log/puppet",  "/var/lib/puppet/ssl"};
        return d;
    }
    const char* env_home = std::getenv("HOME");
    const std::string home = env_home != nullptr ? env_home : "";
    d.confdir = home + "/.puppet/etc";
    d.codedir = home + "/.puppet/code";
    d.vardir = home + "/.puppet/cache";
    d.rundir = home + "/.puppet/var/run";
    d.logdir = home + "/.puppet/var/log";
    // the system's ssl directory when this user owns it, else the user's
    struct stat st {};
    const char* system_ssl = "/var/lib/puppet/ssl";
    d.ssldir = ::stat(system_ssl, &st) == 0 && st.st_uid == ::geteuid() ? system_ssl : d.confdir + "/ssl";
    return d;
}

} // namespace

const std::vector<std::string_view>& puppet_setting_names() {
    static const std::vector<std::string_view> names = {"always_retry_plugins",
                                                        "basemodulepath",
                                                        "ca_server",
                                                        "clientbucketdir",
                                                        "codedir",
                                                        "confdir",
                                                        "diff",
                                                        "diff_args",
                                                        "digest_algorithm",
                                                        "environmentpath",
                                                        "factpath",
                                                        "group",
                                                        "hiera_config",
                                                        "libdir",
                                                        "logdir",
                                                        "masterport",
                                                        "plugindest",
                                                        "pluginfactdest",
                                                        "publicdir",
                                                        "rundir",
                                                        "server",
                                                        "serverport",
                                                        "show_diff",
                                                        "ssldir",
                                                        "statedir",
                                                        "user",
                                                        "vardir"};
    return names;
}

bool is_puppet_setting(std::string_view name) {
    for (std::string_view own :
         {"environment", "certname", "node_name_value", "strict", "strict_variables", "modulepath"})
        if (name == own) return true;
    const auto& names = puppet_setting_names();
    return std::binary_search(names.begin(), names.end(), name);
}

std::optional<Value> puppet_setting_default(std::string_view name) {
    if (name == "server" || name == "ca_server") return Value("puppet");
    if (name == "serverport" || name == "masterport") return Value(std::int64_t{8140});
    if (name == "show_diff") return Value(false);
    if (name == "always_retry_plugins") return Value(true);
    if (name == "user" || name == "group") return Value("puppet");
    if (name == "digest_algorithm") return Value("sha256");
    if (name == "diff") return Value("diff");
    if (name == "diff_args") return Value("-u");
    const Dirs d = run_mode_dirs();
    if (name == "confdir") return Value(d.confdir);
    if (name == "codedir") return Value(d.codedir);
    if (name == "vardir") return Value(d.vardir);
    if (name == "rundir") return Value(d.rundir);
    if (name == "logdir") return Value(d.logdir);
    if (name == "ssldir") return Value(d.ssldir);
    if (name == "publicdir") return Value(d.vardir + "/public");
    if (name == "statedir") return Value(d.vardir + "/state");
    if (name == "libdir" || name == "plugindest") return Value(d.vardir + "/lib");
    if (name == "pluginfactdest") return Value(d.vardir + "/facts.d");
    if (name == "clientbucketdir") return Value(d.vardir + "/clientbucket");
    if (name == "factpath") return Value(d.vardir + "/lib/facter:" + d.vardir + "/facts");
    if (name == "environmentpath") return Value(d.codedir + "/environments");
    if (name == "basemodulepath") return Value(d.codedir + "/modules:/usr/share/puppet/modules");
    if (name == "hiera_config") return Value(d.confdir + "/hiera.yaml");
    return std::nullopt;
}

} // namespace pp::runtime
