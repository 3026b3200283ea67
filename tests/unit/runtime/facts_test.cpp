// The built-in facts (runtime/facts.hpp) and facts files (runtime/facts_file.hpp). The formatting and
// parsing tables were printed by Facter 4.3's own code (UnitConverter, UptimeHelper, the OsRelease and
// Memory resolvers with their file reads stubbed, Networking.build_binding); the collection tests check
// invariants against what the machine reports through other routes.

#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/json.hpp"

#include <gtest/gtest.h>

#include <pwd.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace pp::runtime::facts {
namespace {

const Value* at(const Value& v, std::initializer_list<const char*> path) {
    const Value* cur = &v;
    for (const char* key : path) {
        if (!cur->is_hash()) return nullptr;
        cur = cur->as_hash().find(Value(key));
        if (cur == nullptr) return nullptr;
    }
    return cur;
}

std::string str(const Value* v) {
    return v != nullptr && v->is_string() ? v->as_string() : std::string("<none>");
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// --- Facter's formats ---

TEST(FactsFormat, BytesToHumanReadable) {
    const std::pair<std::uint64_t, const char*> rows[] = {
        {0ULL, "0 bytes"},
        {1ULL, "1 bytes"},
        {1023ULL, "1023 bytes"},
        {1024ULL, "1.00 KiB"},
        {1536ULL, "1.50 KiB"},
        {4096ULL, "4.00 KiB"},
        {462950400ULL, "441.50 MiB"},
        {1072979968ULL, "1023.27 MiB"},
        {25276514304ULL, "23.54 GiB"},
        {16729894912ULL, "15.58 GiB"},
        {274877906944ULL, "256.00 GiB"},
        {1048575ULL, "1.00 MiB"}, // 1023.999 KiB rounds to 1024.00 and moves up a unit
        {1073741823ULL, "1.00 GiB"},
        {1099511627776ULL, "1.00 TiB"},
        {1125899906842624ULL, "1.00 PiB"},
        {5764607523157691669ULL, "5.00 EiB"},
    };
    for (const auto& [bytes, text] : rows)
        EXPECT_EQ(bytes_to_human_readable(bytes), text) << bytes;
}

TEST(FactsFormat, HertzToHumanReadable) {
    const std::pair<std::uint64_t, const char*> rows[] = {
        {1ULL, "1.00 Hz"},           {999ULL, "999.00 Hz"},
        {1000ULL, "1.00 kHz"},       {2595000000ULL, "2.60 GHz"},
        {2596000000ULL, "2.60 GHz"}, {800000000ULL, "800.00 MHz"},
        {3400000000ULL, "3.40 GHz"}, {1234567ULL, "1.23 MHz"},
        {2675000000ULL, "2.68 GHz"}, {999999999999ULL, "1000.00 GHz"},
    };
    for (const auto& [hz, text] : rows)
        EXPECT_EQ(hertz_to_human_readable(hz), text) << hz;
    EXPECT_EQ(hertz_to_human_readable(0), ""); // Facter: no speed
}

TEST(FactsFormat, RubyRound) {
    EXPECT_DOUBLE_EQ(ruby_round(2.595, 2), 2.6); // Ruby: 2.595.round(2) == 2.6, C's round(259.4999..) is 259
    EXPECT_DOUBLE_EQ(ruby_round(1.005, 2), 1.01);
    EXPECT_DOUBLE_EQ(ruby_round(2.675, 2), 2.68);
    EXPECT_DOUBLE_EQ(ruby_round(0.125, 2), 0.13);
    EXPECT_DOUBLE_EQ(ruby_round(-2.5, 0), -3.0);
}

TEST(FactsFormat, MbAndCapacities) {
    EXPECT_DOUBLE_EQ(bytes_to_mb(0), 0.0);
    EXPECT_DOUBLE_EQ(bytes_to_mb(1048576), 1.0);
    EXPECT_DOUBLE_EQ(bytes_to_mb(25276514304ULL), 24105.5625);
    EXPECT_EQ(memory_capacity(4441894912ULL, 16729894912ULL), "26.55%");
    EXPECT_EQ(memory_capacity(1, 3), "33.33%");
    EXPECT_EQ(mount_capacity(0, 0), "100%"); // used == total, as /dev/pts shows
    EXPECT_EQ(mount_capacity(0, 10), "0%");
    EXPECT_EQ(mount_capacity(20632711168ULL, 20632711168ULL + 82112569344ULL), "20.08%");
}

TEST(FactsFormat, Uptime) {
    struct Row {
        std::int64_t seconds, hours, days;
        const char* text;
    };
    const Row rows[] = {{0, 0, 0, "0:00 hours"},    {59, 0, 0, "0:00 hours"},
                        {60, 0, 0, "0:01 hours"},   {3599, 0, 0, "0:59 hours"},
                        {3600, 1, 0, "1:00 hours"}, {86399, 23, 0, "23:59 hours"},
                        {86400, 24, 1, "1 day"},    {172799, 47, 1, "1 day"},
                        {172800, 48, 2, "2 days"},  {1000000, 277, 11, "11 days"}};
    for (const auto& r : rows) {
        Value v = system_uptime_fact(r.seconds);
        EXPECT_EQ(at(v, {"seconds"})->as_integer(), r.seconds);
        EXPECT_EQ(at(v, {"hours"})->as_integer(), r.hours) << r.seconds;
        EXPECT_EQ(at(v, {"days"})->as_integer(), r.days) << r.seconds;
        EXPECT_EQ(str(at(v, {"uptime"})), r.text) << r.seconds;
    }
}

// --- Resolvers on fixed input ---

TEST(FactsParse, Meminfo) {
    Value m =
        memory_fact("MemTotal:       16337788 kB\nMemFree:         1234567 kB\nMemAvailable:   12000000 kB\n"
                    "Buffers:          100000 kB\nCached:          2000000 kB\nSwapCached:            0 kB\n"
                    "SwapTotal:       2097148 kB\nSwapFree:        1048574 kB\n");
    EXPECT_EQ(at(m, {"system", "total_bytes"})->as_integer(), 16729894912);
    EXPECT_EQ(str(at(m, {"system", "total"})), "15.58 GiB");
    EXPECT_EQ(at(m, {"system", "available_bytes"})->as_integer(), 12288000000);
    EXPECT_EQ(str(at(m, {"system", "available"})), "11.44 GiB");
    EXPECT_EQ(at(m, {"system", "used_bytes"})->as_integer(), 4441894912);
    EXPECT_EQ(str(at(m, {"system", "used"})), "4.14 GiB");
    EXPECT_EQ(str(at(m, {"system", "capacity"})), "26.55%");
    EXPECT_EQ(at(m, {"swap", "total_bytes"})->as_integer(), 2147479552);
    EXPECT_EQ(str(at(m, {"swap", "available"})), "1.00 GiB");
    EXPECT_EQ(at(m, {"swap", "used_bytes"})->as_integer(), 1073739776);
    EXPECT_EQ(str(at(m, {"swap", "capacity"})), "50.00%");

    // no MemAvailable: MemFree + Buffers + Cached; no swap: no swap key
    Value old =
        memory_fact("MemTotal:  1000 kB\nMemFree: 100 kB\nBuffers: 50 kB\nCached: 250 kB\nSwapTotal: 0 kB\n"
                    "SwapFree: 0 kB\n");
    EXPECT_EQ(at(old, {"system", "available_bytes"})->as_integer(), 409600);
    EXPECT_EQ(at(old, {"system", "used_bytes"})->as_integer(), 614400);
    EXPECT_EQ(str(at(old, {"system", "capacity"})), "60.00%");
    EXPECT_EQ(at(old, {"swap"}), nullptr);
    EXPECT_TRUE(memory_fact("nothing here\n").is_undef());
}

TEST(FactsParse, OsRelease) {
    struct Row {
        const char* text;
        const char* name;
        const char* id;
        const char* version_id; ///< null when absent
        const char* family;
    };
    const Row rows[] = {
        {"PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nVERSION_ID=\"12\"\n"
         "VERSION=\"12 (bookworm)\"\nVERSION_CODENAME=bookworm\nID=debian\n",
         "Debian", "debian", "12.0", "Debian"},
        {"NAME=\"Red Hat Enterprise Linux\"\nVERSION=\"9.2 "
         "(Plow)\"\nID=\"rhel\"\nID_LIKE=\"fedora\"\nVERSION_ID=\"9.2\"\n",
         "RedHat", "rhel", "9.2", "RedHat"},
        {"NAME=\"Arch Linux\"\nPRETTY_NAME=\"Arch Linux\"\nID=arch\n", "Archlinux", "arch", nullptr,
         "Archlinux"},
        {"NAME=\"Ubuntu\"\nVERSION_ID=\"22.04\"\nID=ubuntu\nID_LIKE=debian\n", "Ubuntu", "ubuntu", "22.04",
         "Debian"},
        {"NAME=\"openSUSE Leap\"\nVERSION_ID=\"15\"\nID=\"opensuse-leap\"\n", "openSUSE", "opensuse", "15.0",
         "Suse"},
        {"NAME=\"Virtuozzo\"\nVERSION_ID=\"7\"\nID=\"virtuozzo\"\n", "VirtuozzoLinux", "virtuozzo", "7.0",
         "RedHat"},
    };
    for (const auto& r : rows) {
        auto pairs = parse_os_release(r.text);
        auto get = [&](const char* key) -> const std::string* {
            for (const auto& [k, v] : pairs)
                if (k == key) return &v;
            return nullptr;
        };
        ASSERT_NE(get("name"), nullptr) << r.text;
        EXPECT_EQ(*get("name"), r.name);
        EXPECT_EQ(*get("id"), r.id);
        if (r.version_id == nullptr)
            EXPECT_EQ(get("version_id"), nullptr);
        else
            EXPECT_EQ(*get("version_id"), r.version_id);
        const std::string* like = get("id_like");
        EXPECT_EQ(discover_family(like != nullptr ? *like : *get("id")), r.family) << r.text;
    }
}

TEST(FactsParse, Cpuinfo) {
    CpuInfo c =
        parse_cpuinfo("processor\t: 0\nmodel name\t: AMD EPYC\nphysical id\t: 0\ncpu MHz\t\t: 2596.130\n\n"
                      "processor\t: 1\nmodel name\t: AMD EPYC\nphysical id\t: 0\ncpu MHz\t\t: 2595.999\n\n"
                      "processor\t: 2\nmodel name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nphysical id\t: 1\n"
                      "cpu MHz\t\t: 2200.000\n");
    EXPECT_EQ(c.count, 3);
    ASSERT_EQ(c.models.size(), 3U);
    EXPECT_EQ(c.models[2], "Intel(R) Xeon(R) CPU @ 2.20GHz");
    EXPECT_EQ(c.physical_count, 2);
    EXPECT_EQ(c.speed_hz, 2200000000ULL); // the last cpu MHz line, whole MHz
    EXPECT_EQ(parse_cpuinfo("processor : 0\n").physical_count, 0);
}

TEST(FactsParse, HostNames) {
    struct Row {
        const char* output;
        std::optional<std::string> canonical;
        const char* resolv;
        const char *hostname, *domain, *fqdn;
    };
    const Row rows[] = {
        {"web01.example.com", "ignored.example.org", "", "web01", "example.com", "web01.example.com"},
        {"vm", std::nullopt, "nameserver 10.0.0.1\n", "vm", "", "vm"},
        {"vm", "vm.corp.local", "search other.org\n", "vm", "corp.local", "vm.corp.local"},
        // a canonical name for another host is the fqdn, the domain still comes from resolv.conf
        {"vm", "other.example.org", "search a.com b.com\n", "vm", "a.com", "other.example.org"},
        {"vm", "vm", "search x.org\ndomain y.org\n", "vm", "y.org", "vm.y.org"}, // domain wins over search
        {"db", std::nullopt, "search  lan\n", "db", "lan", "db.lan"},
    };
    for (const auto& r : rows) {
        HostNames n = resolve_host_names(r.output, r.canonical, r.resolv);
        EXPECT_EQ(n.hostname, r.hostname) << r.output;
        EXPECT_EQ(n.domain, r.domain) << r.output << " " << r.resolv;
        EXPECT_EQ(n.fqdn, r.fqdn) << r.output << " " << r.resolv;
    }
}

TEST(FactsParse, Bindings) {
    struct Row {
        const char *address, *netmask, *network, *scope6;
    };
    const Row rows[] = {
        {"192.168.1.10", "255.255.255.0", "192.168.1.0", ""},
        {"10.1.2.3", "255.0.0.0", "10.0.0.0", ""},
        {"fe80::1", "ffff:ffff:ffff:ffff::", "fe80::", "link"},
        {"::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::1", "host"},
        {"2001:db8::5", "ffff:ffff:ffff:ffff::", "2001:db8::", "global"},
        {"fec0::1", "ffff:ffff:ffff:ffff::", "fec0::", "site"},
        {"::1.2.3.4", "ffff:ffff:ffff:ffff:ffff:ffff::", "::", "compat,global"},
    };
    for (const auto& r : rows) {
        auto b = build_binding(r.address, r.netmask);
        ASSERT_TRUE(b) << r.address;
        EXPECT_EQ(b->address, r.address);
        EXPECT_EQ(b->netmask, r.netmask);
        EXPECT_EQ(b->network, r.network) << r.address;
        EXPECT_EQ(b->scope6, r.scope6) << r.address;
    }
    EXPECT_FALSE(build_binding("nonsense", "255.0.0.0"));
    EXPECT_FALSE(build_binding("10.0.0.1", "ffff::"));
    const std::pair<const char*, bool> ignored[] = {{"127.0.0.1", true},    {"169.254.3.4", true},
                                                    {"192.168.1.1", false}, {"::1", true},
                                                    {"fe80::1", true},      {"fd00::2", true},
                                                    {"fc00::1", true},      {"2001:db8::1", false},
                                                    {"10.0.0.1", false},    {"", true}};
    for (const auto& [address, expected] : ignored)
        EXPECT_EQ(ignored_ip_address(address), expected) << address;
}

TEST(FactsParse, SshKeys) {
    auto ed = ssh_key("ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C5okWi0dh2l9GAjh");
    ASSERT_TRUE(ed);
    EXPECT_EQ(ed->name, "ed25519");
    EXPECT_EQ(ed->sha1, "SSHFP 4 1 13ede984a92294ac4191acd928f98a1912ba7b4b");
    EXPECT_EQ(ed->sha256, "SSHFP 4 2 ca926a2d98b39685679b9d5b963e2f000f9f7b43e9985ed71ee8e664d54301d1");
    // Base64.decode64 skips what is not base64 (here a newline)
    auto ec = ssh_key("ecdsa-sha2-nistp256",
                      "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwF"
                      "B9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YIAWc2\nXw=");
    ASSERT_TRUE(ec);
    EXPECT_EQ(ec->name, "ecdsa");
    EXPECT_EQ(ec->sha1, "SSHFP 3 1 61cd93f8d14f2cc08a95ac5f2fe6e03de4482264");
    EXPECT_EQ(ec->sha256, "SSHFP 3 2 1b8ab71407f9b2e0ec42a3643d58763a4185c9319332b30dd737a7f04e917079");
    EXPECT_FALSE(ssh_key("ssh-unknown", "AAAA"));
}

// The os facts for other distributions. Recorded from Facter 4.3 on this machine (Debian 12, x86_64,
// Debian's lsb_release script installed) with these release files bound over /etc in a private mount
// namespace (`unshare -m`); hardwaremodel and selinux added (not queried).
TEST(FactsOs, Distributions) {
    struct Row {
        const char* name;
        std::vector<std::pair<const char*, const char*>> files;
        const char* facter; ///< Facter's JSON
    };
    const Row
        rows[] =
            {
                {"ubuntu",
                 {{"etc/os-release",
                   "PRETTY_NAME=\"Ubuntu 22.04.3 LTS\"\nNAME=\"Ubuntu\"\nVERSION_ID=\"22.04\"\n"
                   "VERSION=\"22.04.3 LTS (Jammy Jellyfish)\"\nVERSION_CODENAME=jammy\nID=ubuntu\n"
                   "ID_LIKE=debian\nUBUNTU_CODENAME=jammy\n"},
                  {"etc/lsb-release", "DISTRIB_ID=Ubuntu\nDISTRIB_RELEASE=22.04\nDISTRIB_CODENAME=jammy\n"
                                      "DISTRIB_DESCRIPTION=\"Ubuntu 22.04.3 LTS\"\n"},
                  {"etc/debian_version", "bookworm/sid\n"}},
                 R"json({"architecture": "amd64", "lsbdistcodename": "jammy", "lsbdistdescription": "Ubuntu 22.04.3 LTS", "lsbdistid": "Ubuntu", "lsbdistrelease": "22.04", "lsbmajdistrelease": "22.04", "operatingsystem": "Ubuntu", "operatingsystemmajrelease": "22.04", "operatingsystemrelease": "22.04", "os": {"architecture": "amd64", "distro": {"codename": "jammy", "description": "Ubuntu 22.04.3 LTS", "id": "Ubuntu", "release": {"full": "22.04", "major": "22.04"}}, "family": "Debian", "hardware": "x86_64", "name": "Ubuntu", "release": {"full": "22.04", "major": "22.04"}, "selinux": {"enabled": false}}, "osfamily": "Debian", "hardwaremodel": "x86_64", "selinux": false})json"},
                {"rhel",
                 {{"etc/os-release",
                   "NAME=\"Red Hat Enterprise Linux\"\nVERSION=\"9.2 (Plow)\"\nID=\"rhel\"\n"
                   "ID_LIKE=\"fedora\"\nVERSION_ID=\"9.2\"\nPRETTY_NAME=\"Red Hat Enterprise Linux 9.2 "
                   "(Plow)\"\n"},
                  {"etc/redhat-release", "Red Hat Enterprise Linux release 9.2 (Plow)\n"}},
                 R"json({"architecture": "x86_64", "lsbdistcodename": "n/a", "lsbdistdescription": "Red Hat Enterprise Linux 9.2 (Plow)", "lsbdistid": "Rhel", "lsbdistrelease": "9.2", "lsbmajdistrelease": "9", "lsbminordistrelease": "2", "operatingsystem": "RedHat", "operatingsystemmajrelease": "9", "operatingsystemrelease": "9.2", "os": {"architecture": "x86_64", "distro": {"codename": "Plow", "description": "Red Hat Enterprise Linux release 9.2 (Plow)", "id": "RedHatEnterprise", "release": {"full": "9.2", "major": "9", "minor": "2"}}, "family": "RedHat", "hardware": "x86_64", "name": "RedHat", "release": {"full": "9.2", "major": "9", "minor": "2"}, "selinux": {"enabled": false}}, "osfamily": "RedHat", "hardwaremodel": "x86_64", "selinux": false})json"},
                {"sles",
                 {{"etc/os-release",
                   "NAME=\"SLES\"\nVERSION=\"15-SP5\"\nVERSION_ID=\"15.5\"\n"
                   "PRETTY_NAME=\"SUSE Linux Enterprise Server 15 SP5\"\nID=\"sles\"\nID_LIKE=\"suse\"\n"}},
                 R"json({"architecture": "x86_64", "lsbdistcodename": "n/a", "lsbdistdescription": "SUSE Linux Enterprise Server 15 SP5", "lsbdistid": "SLES", "lsbdistrelease": "15.5", "lsbmajdistrelease": "15", "lsbminordistrelease": "5", "operatingsystem": "SLES", "operatingsystemmajrelease": "15", "operatingsystemrelease": "15.5", "os": {"architecture": "x86_64", "distro": {"codename": "n/a", "description": "SUSE Linux Enterprise Server 15 SP5", "id": "SUSE", "release": {"full": "15.5", "major": "15", "minor": "5"}}, "family": "Suse", "hardware": "x86_64", "name": "SLES", "release": {"full": "15.5", "major": "15", "minor": "5"}, "selinux": {"enabled": false}}, "osfamily": "Suse", "hardwaremodel": "x86_64", "selinux": false})json"},
                {"arch",
                 {{"etc/os-release",
                   "NAME=\"Arch Linux\"\nPRETTY_NAME=\"Arch Linux\"\nID=arch\nBUILD_ID=rolling\n"}},
                 R"json({"architecture": "x86_64", "lsbdistcodename": "n/a", "lsbdistdescription": "Arch Linux", "lsbdistid": "Arch", "lsbdistrelease": "n/a", "lsbmajdistrelease": "n/a", "operatingsystem": "Archlinux", "os": {"architecture": "x86_64", "distro": {"codename": "n/a", "description": "Arch Linux", "id": "Arch", "release": {"full": "n/a", "major": "n/a", "minor": null}}, "family": "Archlinux", "hardware": "x86_64", "name": "Archlinux", "release": {"full": null, "major": null}, "selinux": {"enabled": false}}, "osfamily": "Archlinux", "hardwaremodel": "x86_64", "selinux": false})json"},
                {"debian11",
                 {{"etc/os-release",
                   "PRETTY_NAME=\"Debian GNU/Linux 11 (bullseye)\"\nNAME=\"Debian GNU/Linux\"\n"
                   "VERSION_ID=\"11\"\nVERSION=\"11 (bullseye)\"\nID=debian\n"},
                  {"etc/debian_version", "11.07\n"}},
                 R"json({"architecture": "amd64", "lsbdistcodename": "n/a", "lsbdistdescription": "Debian GNU/Linux 11 (bullseye)", "lsbdistid": "Debian", "lsbdistrelease": "11.07", "lsbmajdistrelease": "11", "lsbminordistrelease": "7", "operatingsystem": "Debian", "operatingsystemmajrelease": "11", "operatingsystemrelease": "11.07", "os": {"architecture": "amd64", "distro": {"codename": "bullseye", "description": "Debian GNU/Linux 11 (bullseye)", "id": "Debian", "release": {"full": "11.07", "major": "11", "minor": "7"}}, "family": "Debian", "hardware": "x86_64", "name": "Debian", "release": {"full": "11.07", "major": "11", "minor": "7"}, "selinux": {"enabled": false}}, "osfamily": "Debian", "hardwaremodel": "x86_64", "selinux": false})json"},
            };
    auto base = std::filesystem::temp_directory_path() / ("pp-facts-os-" + std::to_string(getpid()));
    for (const auto& r : rows) {
        auto root = base / r.name;
        std::filesystem::create_directories(root / "etc");
        for (const auto& [file, text] : r.files)
            std::ofstream(root / file) << text;
        std::string error;
        auto expected = parse_facts(r.facter, &error, FactsFormat::Json);
        ASSERT_TRUE(expected) << error;
        Hash got = os_facts(root.string(), "x86_64", true);
        EXPECT_TRUE(Value(got).eql(Value(expected->values))) << r.name << "\npp:\n"
                                                             << to_pretty_json(Value(got)) << "\nfacter:\n"
                                                             << to_pretty_json(Value(expected->values));
    }
    // without lsb_release there are no lsbdistid, lsbdistcodename, lsbdistdescription (Debian's
    // lsbdistrelease comes from /etc/debian_version all the same)
    Hash plain = os_facts((base / "debian11").string(), "x86_64", false);
    EXPECT_FALSE(plain.contains(Value("lsbdistid")));
    EXPECT_FALSE(plain.contains(Value("lsbdistcodename")));
    EXPECT_EQ(plain.find(Value("lsbdistrelease"))->as_string(), "11.07");
    std::filesystem::remove_all(base);
}

// --- The collection on this machine ---

class FactsCollect : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_facts =
            new Value(collect({.legacy = true, .certname = std::string("node.example.com"), .noop = true}));
    }
    static void TearDownTestSuite() {
        delete s_facts;
        s_facts = nullptr;
    }
    static const Value& facts() { return *s_facts; }
    static Value* s_facts;
};
Value* FactsCollect::s_facts = nullptr;

TEST_F(FactsCollect, OsAndLegacyAgree) {
    const Value& f = facts();
    ASSERT_NE(at(f, {"os"}), nullptr);
    EXPECT_EQ(str(at(f, {"os", "family"})), str(at(f, {"osfamily"})));
    EXPECT_EQ(str(at(f, {"os", "name"})), str(at(f, {"operatingsystem"})));
    EXPECT_EQ(str(at(f, {"os", "hardware"})), str(at(f, {"hardwaremodel"})));
    EXPECT_EQ(str(at(f, {"os", "architecture"})), str(at(f, {"architecture"})));
    ASSERT_TRUE(at(f, {"os", "selinux", "enabled"}) != nullptr &&
                at(f, {"os", "selinux", "enabled"})->is_boolean());
    EXPECT_EQ(at(f, {"selinux"})->as_boolean(), at(f, {"os", "selinux", "enabled"})->as_boolean());
    struct utsname u {};
    ASSERT_EQ(uname(&u), 0);
    EXPECT_EQ(str(at(f, {"os", "hardware"})), u.machine);
    if (const Value* full = at(f, {"os", "release", "full"})) {
        std::string major = str(at(f, {"os", "release", "major"}));
        EXPECT_FALSE(major.empty());
        EXPECT_TRUE(full->as_string().starts_with(major)) << full->as_string() << " / " << major;
        EXPECT_EQ(str(at(f, {"operatingsystemrelease"})), full->as_string());
        EXPECT_EQ(str(at(f, {"operatingsystemmajrelease"})), major);
        if (const Value* minor = at(f, {"os", "release", "minor"}))
            EXPECT_NE(full->as_string().find("." + minor->as_string()), std::string::npos);
    }
    if (str(at(f, {"os", "family"})) == "Debian" && std::filesystem::exists("/etc/debian_version")) {
        std::string v = slurp("/etc/debian_version");
        v.erase(v.find_last_not_of(" \n\t") + 1);
        EXPECT_EQ(str(at(f, {"os", "release", "full"})), v);
        EXPECT_EQ(str(at(f, {"os", "distro", "release", "full"})), v);
    }
}

TEST_F(FactsCollect, Kernel) {
    const Value& f = facts();
    struct utsname u {};
    ASSERT_EQ(uname(&u), 0);
    EXPECT_EQ(str(at(f, {"kernel"})), "Linux");
    EXPECT_EQ(str(at(f, {"kernelrelease"})), u.release);
    std::string major = str(at(f, {"kernelmajversion"}));
    EXPECT_TRUE(std::string(u.release).starts_with(major));
    EXPECT_EQ(std::count(major.begin(), major.end(), '.'), 1);
    EXPECT_TRUE(std::regex_match(str(at(f, {"kernelversion"})), std::regex(R"(\d+(\.\d+){0,2})")));
    EXPECT_TRUE(str(at(f, {"kernelversion"})).starts_with(major));
}

TEST_F(FactsCollect, Memory) {
    const Value& f = facts();
    std::smatch m;
    std::string meminfo = slurp("/proc/meminfo");
    ASSERT_TRUE(std::regex_search(meminfo, m, std::regex(R"(MemTotal:\s+(\d+) kB)")));
    std::int64_t total = std::stoll(m[1]) * 1024;
    ASSERT_NE(at(f, {"memory", "system", "total_bytes"}), nullptr);
    EXPECT_EQ(at(f, {"memory", "system", "total_bytes"})->as_integer(), total);
    EXPECT_EQ(str(at(f, {"memory", "system", "total"})),
              bytes_to_human_readable(static_cast<std::uint64_t>(total)));
    EXPECT_EQ(str(at(f, {"memorysize"})), str(at(f, {"memory", "system", "total"})));
    ASSERT_TRUE(at(f, {"memorysize_mb"})->is_float());
    EXPECT_DOUBLE_EQ(at(f, {"memorysize_mb"})->as_float(), static_cast<double>(total) / 1048576.0);
    std::int64_t used = at(f, {"memory", "system", "used_bytes"})->as_integer();
    std::int64_t available = at(f, {"memory", "system", "available_bytes"})->as_integer();
    EXPECT_EQ(used + available, total);
    EXPECT_TRUE(std::regex_match(str(at(f, {"memory", "system", "capacity"})), std::regex(R"(\d+\.\d\d%)")));
    EXPECT_TRUE(
        std::regex_match(str(at(f, {"memoryfree"})), std::regex(R"(\d+\.\d\d [KMGTPE]iB|\d+ bytes)")));
    bool swap = std::regex_search(meminfo, m, std::regex(R"(SwapTotal:\s+(\d+) kB)")) && std::stoll(m[1]) > 0;
    EXPECT_EQ(at(f, {"memory", "swap"}) != nullptr, swap);
    EXPECT_EQ(at(f, {"swapsize"}) != nullptr, swap);
}

TEST_F(FactsCollect, Networking) {
    const Value& f = facts();
    const Value* n = at(f, {"networking"});
    ASSERT_NE(n, nullptr);
    std::string hostname = str(at(*n, {"hostname"}));
    EXPECT_EQ(hostname.find('.'), std::string::npos);
    EXPECT_EQ(str(at(f, {"hostname"})), hostname);
    EXPECT_EQ(str(at(f, {"fqdn"})), str(at(*n, {"fqdn"})));
    if (const Value* domain = at(*n, {"domain"})) {
        EXPECT_EQ(str(at(f, {"domain"})), domain->as_string());
        if (str(at(*n, {"fqdn"})).starts_with(hostname + "."))
            EXPECT_EQ(str(at(*n, {"fqdn"})), hostname + "." + domain->as_string());
    } else {
        EXPECT_EQ(at(f, {"domain"}), nullptr);
    }
    const Value* interfaces = at(*n, {"interfaces"});
    ASSERT_NE(interfaces, nullptr);
    std::vector<std::string> names;
    for (const auto& [name, iface] : interfaces->as_hash()) {
        names.push_back(name.as_string());
        if (const Value* mac = at(iface, {"mac"}))
            EXPECT_TRUE(std::regex_match(mac->as_string(), std::regex(R"(([0-9a-f]{2}:){5,19}[0-9a-f]{2})")));
        if (const Value* b = at(iface, {"bindings"})) {
            std::string ip = str(at(iface, {"ip"}));
            bool found = false;
            for (const auto& binding : b->as_array())
                found = found || str(at(binding, {"address"})) == ip;
            EXPECT_TRUE(found) << name.as_string();
            EXPECT_EQ(str(at(f, {("ipaddress_" + name.as_string()).c_str()})), ip);
        }
        if (const Value* mtu = at(iface, {"mtu"})) {
            EXPECT_TRUE(mtu->is_integer());
            EXPECT_EQ(at(f, {("mtu_" + name.as_string()).c_str()})->as_integer(), mtu->as_integer());
        }
    }
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const auto& x : names)
        joined += (joined.empty() ? "" : ",") + x;
    EXPECT_EQ(str(at(f, {"interfaces"})), joined);
    if (const Value* primary = at(*n, {"primary"})) {
        const Value* iface = at(*interfaces, {primary->as_string().c_str()});
        ASSERT_NE(iface, nullptr);
        if (const Value* ip = at(*iface, {"ip"})) {
            EXPECT_EQ(str(at(*n, {"ip"})), ip->as_string());
            EXPECT_EQ(str(at(f, {"ipaddress"})), ip->as_string());
        }
    }
}

TEST_F(FactsCollect, IdentityProcessorsAndTheRest) {
    const Value& f = facts();
    struct passwd* pw = getpwuid(getuid());
    ASSERT_NE(pw, nullptr);
    EXPECT_EQ(at(f, {"identity", "uid"})->as_integer(), static_cast<std::int64_t>(getuid()));
    EXPECT_EQ(str(at(f, {"identity", "user"})), pw->pw_name);
    EXPECT_EQ(str(at(f, {"id"})), pw->pw_name);
    EXPECT_EQ(at(f, {"identity", "gid"})->as_integer(), static_cast<std::int64_t>(pw->pw_gid));
    EXPECT_EQ(at(f, {"identity", "privileged"})->as_boolean(), getuid() == 0);

    std::string cpuinfo = slurp("/proc/cpuinfo");
    std::int64_t processors = 0;
    std::istringstream lines(cpuinfo);
    for (std::string line; std::getline(lines, line);)
        if (line.starts_with("processor")) ++processors;
    EXPECT_EQ(at(f, {"processors", "count"})->as_integer(), processors);
    EXPECT_EQ(at(f, {"processorcount"})->as_integer(), processors);
    EXPECT_GE(at(f, {"processors", "physicalcount"})->as_integer(), 1);
    for (const auto& m : at(f, {"processors", "models"})->as_array())
        EXPECT_TRUE(m.is_string());
    if (const Value* speed = at(f, {"processors", "speed"}))
        EXPECT_TRUE(std::regex_match(speed->as_string(), std::regex(R"(\d+\.\d\d [kMGT]?Hz)")));

    const char* path = std::getenv("PATH");
    if (path != nullptr) EXPECT_EQ(str(at(f, {"path"})), path);
    EXPECT_FALSE(str(at(f, {"timezone"})).empty());
    EXPECT_EQ(str(at(f, {"facterversion"})), "4.3.0");
    EXPECT_EQ(str(at(f, {"puppetversion"})), "7.23.0");
    EXPECT_TRUE(at(f, {"fips_enabled"})->is_boolean());
    EXPECT_EQ(at(f, {"is_virtual"})->as_boolean(), str(at(f, {"virtual"})) != "physical");
    if (const Value* up = at(f, {"system_uptime"})) {
        std::int64_t seconds = at(*up, {"seconds"})->as_integer();
        EXPECT_EQ(at(*up, {"hours"})->as_integer(), seconds / 3600);
        EXPECT_EQ(at(*up, {"days"})->as_integer(), seconds / 86400);
        EXPECT_EQ(str(at(f, {"uptime"})), str(at(*up, {"uptime"})));
    }
    for (const char* k : {"1m", "5m", "15m"})
        EXPECT_TRUE(at(f, {"load_averages", k})->is_float());
    if (const Value* mounts = at(f, {"mountpoints"})) {
        for (const auto& [path, m] : mounts->as_hash()) {
            EXPECT_FALSE(path.as_string().starts_with("/proc"));
            EXPECT_EQ(str(at(m, {"size"})), bytes_to_human_readable(static_cast<std::uint64_t>(
                                                at(m, {"size_bytes"})->as_integer())));
        }
    }
}

TEST_F(FactsCollect, PuppetFactsLastAndLegacyOptional) {
    const auto& entries = facts().as_hash().entries();
    ASSERT_GE(entries.size(), 3U);
    EXPECT_EQ(entries[entries.size() - 3].first.as_string(), "clientcert");
    EXPECT_EQ(entries[entries.size() - 3].second.as_string(), "node.example.com");
    EXPECT_EQ(entries[entries.size() - 2].second.as_string(), "7.23.0");
    EXPECT_EQ(entries[entries.size() - 1].second.as_boolean(), true);

    Hash structured = collect({.legacy = false, .certname = std::nullopt, .noop = false});
    for (const char* legacy :
         {"osfamily", "hostname", "ipaddress", "memorysize", "processorcount", "clientcert"})
        EXPECT_FALSE(structured.contains(Value(legacy))) << legacy;
    // the structured facts come in the same order with or without the legacy ones
    std::vector<std::string> a, b;
    for (const auto& [k, v] : structured)
        a.push_back(k.as_string());
    for (const auto& [k, v] : facts().as_hash())
        if (structured.contains(k)) b.push_back(k.as_string());
    EXPECT_EQ(a, b);
}

// --- Facts files ---

TEST(FactsFile, JsonFlatAndWrapped) {
    std::string error;
    auto flat = parse_facts(
        R"({"osfamily": "Debian", "n": 3, "f": 1.5, "big": 18446744073709551615, "x": null})", &error);
    ASSERT_TRUE(flat) << error;
    EXPECT_EQ(flat->name, "");
    EXPECT_EQ(flat->values.find(Value("osfamily"))->as_string(), "Debian");
    EXPECT_EQ(flat->values.find(Value("n"))->as_integer(), 3);
    EXPECT_TRUE(flat->values.find(Value("f"))->is_float());
    EXPECT_TRUE(flat->values.find(Value("big"))->is_float());
    EXPECT_TRUE(flat->values.find(Value("x"))->is_undef());

    auto wrapped = parse_facts(
        R"({"name": "n1.example.com", "values": {"a": {"b": [1, "two"]}}, "timestamp": "x"})", &error);
    ASSERT_TRUE(wrapped) << error;
    EXPECT_EQ(wrapped->name, "n1.example.com");
    EXPECT_EQ(wrapped->values.size(), 1U);
    EXPECT_EQ(at(Value(wrapped->values), {"a", "b"})->as_array()[1].as_string(), "two");

    // a fact that happens to be called "values", without a name, is just a fact
    auto values_fact = parse_facts(R"({"values": {"a": 1}, "other": 2})", &error);
    ASSERT_TRUE(values_fact);
    EXPECT_EQ(values_fact->values.size(), 2U);
}

TEST(FactsFile, YamlTypesAsRubyLoadsThem) {
    std::string error;
    auto f =
        parse_facts("os:\n  family: Debian\n  release:\n    full: '12.11'\n    major: \"12\"\n"
                    "float: 12.11\nint: 42\nneg: -7\nhex: 0x1F\noctal: 0755\nunder: 1_000\n"
                    "yes_: yes\nno_: off\nt: true\nnil1: ~\nnil2:\nnil3: null\n"
                    "list: [1, two, 3.0]\nversionish: 1.2.3\nexp: 1.5e+3\nnoexp: 1e5\nstr: hello world\n",
                    &error);
    ASSERT_TRUE(f) << error;
    Value v(f->values);
    EXPECT_EQ(str(at(v, {"os", "family"})), "Debian");
    EXPECT_EQ(str(at(v, {"os", "release", "full"})), "12.11"); // quoted: a String
    EXPECT_EQ(str(at(v, {"os", "release", "major"})), "12");
    ASSERT_TRUE(at(v, {"float"})->is_float());
    EXPECT_DOUBLE_EQ(at(v, {"float"})->as_float(), 12.11);
    EXPECT_EQ(at(v, {"int"})->as_integer(), 42);
    EXPECT_EQ(at(v, {"neg"})->as_integer(), -7);
    EXPECT_EQ(at(v, {"hex"})->as_integer(), 31);
    EXPECT_EQ(at(v, {"octal"})->as_integer(), 493);
    EXPECT_EQ(at(v, {"under"})->as_integer(), 1000);
    EXPECT_EQ(at(v, {"yes_"})->as_boolean(), true);
    EXPECT_EQ(at(v, {"no_"})->as_boolean(), false);
    EXPECT_EQ(at(v, {"t"})->as_boolean(), true);
    for (const char* k : {"nil1", "nil2", "nil3"})
        EXPECT_TRUE(at(v, {k})->is_undef()) << k;
    const auto& list = at(v, {"list"})->as_array();
    ASSERT_EQ(list.size(), 3U);
    EXPECT_EQ(list[0].as_integer(), 1);
    EXPECT_EQ(list[1].as_string(), "two");
    EXPECT_TRUE(list[2].is_float());
    EXPECT_EQ(str(at(v, {"versionish"})), "1.2.3");
    EXPECT_DOUBLE_EQ(at(v, {"exp"})->as_float(), 1500.0);
    EXPECT_EQ(str(at(v, {"noexp"})), "1e5"); // Ruby's YAML wants a decimal point in a Float
    EXPECT_EQ(str(at(v, {"str"})), "hello world");
}

TEST(FactsFile, PuppetYamlDocument) {
    // what `puppet facts find --render-as yaml` prints
    std::string error;
    auto f = parse_facts("--- !ruby/object:Puppet::Node::Facts\nname: vm.example.com\nvalues:\n  os:\n"
                         "    family: Debian\n    release:\n      full: '12.11'\n  clientnoop: false\n"
                         "  processorcount: 2\ntimestamp: \"2026-11-21T18:36:26.839431504+00:00\"\n"
                         "expiration: \"2026-11-21T19:06:26.839817528+00:00\"\n",
                         &error);
    ASSERT_TRUE(f) << error;
    EXPECT_EQ(f->name, "vm.example.com");
    Value v(f->values);
    EXPECT_EQ(str(at(v, {"os", "release", "full"})), "12.11");
    EXPECT_EQ(at(v, {"clientnoop"})->as_boolean(), false);
    EXPECT_EQ(at(v, {"processorcount"})->as_integer(), 2);
    EXPECT_EQ(at(v, {"timestamp"}), nullptr);
}

TEST(FactsFile, Errors) {
    std::string error;
    EXPECT_FALSE(parse_facts("{\"a\": 1,", &error));
    EXPECT_TRUE(error.starts_with("invalid JSON")) << error;
    EXPECT_FALSE(parse_facts("a: [1, 2\nb: 3\n", &error));
    EXPECT_TRUE(error.starts_with("invalid YAML")) << error;
    EXPECT_NE(error.find("line "), std::string::npos) << error;
    EXPECT_FALSE(parse_facts("- a\n- b\n", &error));
    EXPECT_EQ(error, "facts must be a map of fact names to values");
    EXPECT_FALSE(parse_facts("", &error));
    EXPECT_FALSE(parse_facts("{\"a\": " + std::string(100000, '[') + std::string(100000, ']') + "}", &error));
    EXPECT_EQ(error, "facts nested more than 512 levels deep");
    EXPECT_FALSE(parse_facts("a: " + std::string(600, '[') + std::string(600, ']') + "\n", &error));
    // YAML's flow style looks like JSON: read as YAML unless JSON is asked for (a *.json file)
    auto flow = parse_facts("{a: 1, b: [x]}", &error);
    ASSERT_TRUE(flow) << error;
    EXPECT_EQ(flow->values.find(Value("a"))->as_integer(), 1);
    EXPECT_FALSE(parse_facts("{a: 1, b: [x]}", &error, FactsFormat::Json));
    EXPECT_TRUE(error.starts_with("invalid JSON")) << error;
    EXPECT_TRUE(parse_facts("{\"a\": 1}", &error, FactsFormat::Yaml));
    EXPECT_FALSE(parse_facts("[1, 2]", &error));

    EXPECT_FALSE(read_facts_file("/nonexistent/facts.yaml", &error));
    EXPECT_TRUE(error.starts_with("/nonexistent/facts.yaml: cannot read the file")) << error;
    auto dir = std::filesystem::temp_directory_path() / ("pp-facts-test-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    {
        std::ofstream(dir / "bad.json") << "{\"a\": }";
        std::ofstream(dir / "good.yaml") << "clientcert: n.example.com\nfqdn: other\n";
    }
    EXPECT_FALSE(read_facts_file((dir / "bad.json").string(), &error));
    EXPECT_TRUE(error.starts_with((dir / "bad.json").string() + ": invalid JSON")) << error;
    auto good = read_facts_file((dir / "good.yaml").string(), &error);
    ASSERT_TRUE(good) << error;
    EXPECT_EQ(good->values.find(Value("clientcert"))->as_string(), "n.example.com");
    std::filesystem::remove_all(dir);
}

TEST(FactsFile, PrettyJsonAsRuby) {
    // Ruby: JSON.pretty_generate({"a"=>[], "b"=>{}, "c"=>[{}], "f"=>1.0e20, "g"=>1.5, "h"=>"\u00e9\u0001/",
    //                             "i"=>nil, "j"=>1e-5, "k"=>[1, true]})
    Hash h{{Value("a"), Value(std::vector<Value>{})},
           {Value("b"), Value(Hash{})},
           {Value("c"), Value(std::vector<Value>{Value(Hash{})})},
           {Value("f"), Value(1.0e20)},
           {Value("g"), Value(1.5)},
           {Value("h"), Value("\xc3\xa9\x01/")},
           {Value("i"), Value()},
           {Value("j"), Value(1e-5)},
           {Value("k"), Value(std::vector<Value>{Value(1), Value(true)})}};
    EXPECT_EQ(to_pretty_json(Value(h)),
              "{\n  \"a\": [\n\n  ],\n  \"b\": {\n  },\n  \"c\": [\n    {\n    }\n  ],\n"
              "  \"f\": 1.0e+20,\n  \"g\": 1.5,\n  \"h\": \"\xc3\xa9\\u0001/\",\n"
              "  \"i\": null,\n  \"j\": 1.0e-05,\n  \"k\": [\n    1,\n    true\n  ]\n}");
    // and what it prints reads back
    std::string error;
    auto back = parse_facts(to_pretty_json(Value(h)), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->values.size(), h.size());
}

// External facts: what Facter 4.3 made of the fixture directories (external_facts/record.sh).
TEST(ExternalFacts, ReadAsFacterReadsThem) {
    std::string root = std::string(PP_SOURCE_DIR) + "/tests/unit/runtime/external_facts";
    std::ifstream in(root + "/expected.json");
    std::stringstream text;
    text << in.rdbuf();
    Value expected = parse_json(text.str());
    ASSERT_TRUE(expected.is_hash());
    auto got = external_facts({root + "/d1", root + "/d2"});
    Hash by_name;
    for (const auto& [name, value] : got)
        by_name.set(Value(name), value);
    for (const auto& [name, want] : expected.as_hash()) {
        const Value* have = by_name.find(name);
        if (want.is_undef()) {
            EXPECT_EQ(have, nullptr) << name.as_string() << " should not be a fact";
        } else {
            ASSERT_NE(have, nullptr) << name.as_string() << " is missing";
            EXPECT_TRUE(have->eql(want)) << name.as_string();
        }
    }
    // nothing that Facter does not have
    for (const auto& [name, value] : got)
        EXPECT_NE(expected.as_hash().find(Value(name)), nullptr) << name;
}

TEST(ExternalFacts, ComeBeforePuppetsOwnFactsInTheCollection) {
    std::string root = std::string(PP_SOURCE_DIR) + "/tests/unit/runtime/external_facts";
    Hash all = collect(
        {.legacy = false, .certname = std::nullopt, .noop = false, .external_dirs = {{root + "/d2"}}});
    ASSERT_NE(all.find(Value("ext_d2")), nullptr);
    std::vector<std::string> names;
    for (const auto& [name, value] : all)
        names.push_back(name.as_string());
    auto pos = [&](const std::string& n) { return std::find(names.begin(), names.end(), n) - names.begin(); };
    EXPECT_LT(pos("ext_d2"), pos("puppetversion"));
    EXPECT_GT(pos("ext_d2"), pos("os"));
}

// Facter's environment facts: FACTER_<name> (any case) gives the fact <name> in lower case, a String
TEST(EnvironmentFacts, NamedInLowerCaseValuedAsStrings) {
    std::string a = "FACTER_root_home=/tmp/x", b = "facter_PPBOOL=true", c = "PATH=/bin", d = "FACTER_=x",
                e = "FACTER_kernel=Plan9";
    std::vector<char*> env = {a.data(), b.data(), c.data(), d.data(), e.data(), nullptr};
    auto facts = environment_facts(env.data());
    ASSERT_EQ(facts.size(), 3U);
    EXPECT_EQ(facts[0], (std::pair<std::string, std::string>{"root_home", "/tmp/x"}));
    EXPECT_EQ(facts[1], (std::pair<std::string, std::string>{"ppbool", "true"}));
    EXPECT_EQ(facts[2], (std::pair<std::string, std::string>{"kernel", "Plan9"}));
}

// ...and they override Facter's own facts in the collection
TEST(EnvironmentFacts, OverrideCoreFacts) {
    ::setenv("FACTER_KERNEL", "Plan9", 1);
    ::setenv("FACTER_pp_env_only", "here", 1);
    Hash all = collect({.legacy = false, .certname = std::nullopt, .noop = false, .external_dirs = {{}}});
    ::unsetenv("FACTER_KERNEL");
    ::unsetenv("FACTER_pp_env_only");
    ASSERT_NE(all.find(Value("kernel")), nullptr);
    EXPECT_EQ(all.find(Value("kernel"))->as_string(), "Plan9");
    ASSERT_NE(all.find(Value("pp_env_only")), nullptr);
    EXPECT_EQ(all.find(Value("pp_env_only"))->as_string(), "here");
}

} // namespace
} // namespace pp::runtime::facts
