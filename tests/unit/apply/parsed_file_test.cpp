// The ParsedFile providers (apply/providers/parsed_file.cpp, host.cpp, ssh_authorized_key.cpp, mount.cpp,
// cron.cpp) in a temporary directory, through the provider contract as the transaction drives it: prefetch
// (get), sync (set), flush. Fake mount, umount and crontab commands first on PATH stand for the real ones.
// The expected texts were observed with Puppet 7.23 (tests/golden/apply/41-49 and oracle runs).

#include "apply/providers/builtin.hpp"
#include "apply/providers/parsed_file.hpp"

#include <gtest/gtest.h>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

namespace pp::apply {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------------------
// FileParsing's helpers

TEST(ParsedFileHelpersTest, LinesAsRubySplitsThem) {
    struct Case {
        const char* text;
        std::vector<std::string> lines;
    };
    const Case cases[] = {
        {"a\nb\n", {"a", "b"}},
        {"a\nb", {"a", "b"}},
        {"a\n\n\n", {"a"}},         // trailing empty lines are dropped
        {"\n\na\n", {"", "", "a"}}, // leading ones are kept
        {"", {}},
        {"a\r\nb\n", {"a\r", "b"}},
    };
    for (const Case& c : cases)
        EXPECT_EQ(split_lines(c.text), c.lines) << c.text;
}

TEST(ParsedFileHelpersTest, FieldsAsRubySplitsThem) {
    EXPECT_EQ(ruby_split("a  b\tc", R"(\s+)"), (std::vector<std::string>{"a", "b", "c"}));
    // a leading separator gives an empty first field (an absent fstab device), trailing ones nothing
    EXPECT_EQ(ruby_split("  a b  ", R"(\s+)"), (std::vector<std::string>{"", "a", "b"}));
    EXPECT_EQ(ruby_split("a..b.", R"(\.)"), (std::vector<std::string>{"a", "", "b"}));
}

TEST(ParsedFileHelpersTest, WhichLooksOnPath) {
    EXPECT_EQ(which("/bin/sh"), "/bin/sh");
    EXPECT_EQ(which("/no/such/pp-command"), "");
    EXPECT_FALSE(which("sh").empty());
    EXPECT_EQ(which("no-such-pp-command-anywhere"), "");
}

// ---------------------------------------------------------------------------------------------------------
// The providers against a temporary directory

class ParsedFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/pp-parsed-test.XXXXXX";
        ASSERT_NE(::mkdtemp(dir), nullptr);
        m_dir = dir;
        m_old_umask = ::umask(022);
        const char* path = std::getenv("PATH");
        m_old_path = path != nullptr ? path : "";
    }
    void TearDown() override {
        ::umask(m_old_umask);
        ::setenv("PATH", m_old_path.c_str(), 1);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }

    std::string path(std::string_view name) const { return m_dir + "/" + std::string(name); }

    Provider& provider(const std::string& type) {
        Provider* p = m_registry.find(type);
        EXPECT_NE(p, nullptr) << type;
        return *p;
    }

    /// A resource of `type` titled `title` with these parameters.
    Resource& resource(const std::string& type, const std::string& title,
                       std::vector<std::pair<std::string, Value>> params = {}) {
        auto cr = std::make_unique<runtime::CatalogResource>();
        cr->type = runtime::capitalize_name(type);
        cr->title = title;
        cr->file = "/tmp/site.pp";
        cr->line = 3;
        for (auto& [k, v] : params)
            cr->set_param(k, std::move(v));
        auto r = std::make_unique<Resource>();
        r->catalog = cr.get();
        r->index = m_catalog.size();
        r->type = type;
        r->title = title;
        r->name = title;
        r->ref = cr->ref();
        r->path = "/Stage[main]/Main/" + cr->ref();
        m_catalog.push_back(std::move(cr));
        m_resources.push_back(std::move(r));
        return *m_resources.back();
    }

    /// The current state of `resources` (one prefetch).
    std::vector<State> get(const std::string& type, std::vector<const Resource*> resources) {
        return provider(type).get(m_context, resources);
    }

    /// What the transaction does for every resource of `type`: one prefetch, then per resource the
    /// out-of-sync properties (ensure alone when it is), set, flush; the change lines (or `error: …`).
    std::vector<std::string> apply(const std::string& type, std::vector<const Resource*> resources) {
        Provider& p = provider(type);
        std::vector<State> states = p.get(m_context, resources);
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < resources.size(); ++i) {
            const Resource& r = *resources[i];
            const State should = p.should(r);
            const State& is = states[i];
            auto cur = [&](const std::string& k) { return is.count(k) != 0 ? is.at(k) : Value("absent"); };
            std::vector<PropertyChange> changes;
            if (should.count("ensure") != 0 && !p.insync(r, "ensure", cur("ensure"), should.at("ensure"))) {
                changes.push_back({"ensure", cur("ensure"), should.at("ensure")});
            } else if (cur("ensure").as_string() != "absent") {
                for (const std::string& prop : p.properties()) {
                    if (prop == "ensure" || should.count(prop) == 0) continue;
                    if (!p.insync(r, prop, cur(prop), should.at(prop)))
                        changes.push_back({prop, cur(prop), should.at(prop)});
                }
            }
            if (changes.empty()) continue;
            auto outcomes = p.set(m_context, r, is, changes);
            for (std::size_t j = 0; j < changes.size(); ++j) {
                const PropertyChange& c = changes[j];
                if (j < outcomes.size() && !outcomes[j].error.empty())
                    lines.push_back(r.ref + " " + c.property + ": error: " + outcomes[j].error);
                else
                    lines.push_back(r.ref + " " + c.property + ": " +
                                    p.change_message(r, c.property, c.is, c.should));
            }
            try {
                p.flush(m_context, r);
            } catch (const std::exception& e) {
                lines.push_back(r.ref + ": Could not evaluate: " + e.what());
            }
        }
        return lines;
    }

    std::string read(std::string_view name) const {
        std::ifstream in(path(name), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    // the file without Puppet's header lines
    std::string body(std::string_view name) const {
        std::string text = read(name);
        std::string out;
        std::istringstream in(text);
        std::string line;
        while (std::getline(in, line))
            if (line.rfind("# HEADER: ", 0) != 0) out += line + "\n";
        return out;
    }
    void write(std::string_view name, std::string_view content, mode_t mode = 0644) const {
        std::ofstream(path(name), std::ios::binary) << content;
        ::chmod(path(name).c_str(), mode);
    }
    std::string mode_of(std::string_view name) const {
        struct stat st {};
        if (::stat(path(name).c_str(), &st) != 0) return "missing";
        char buf[8];
        std::snprintf(buf, sizeof buf, "%04o", st.st_mode & 07777);
        return buf;
    }

    /// Fake commands in DIR/bin, first on PATH; each appends its argv to DIR/calls.log.
    void fake_command(const std::string& name, const std::string& body) {
        fs::create_directories(path("bin"));
        std::string script =
            "#!/bin/sh\necho \"" + name + " $*\" >> " + path("calls.log") + "\n" + body + "\n";
        write("bin/" + name, script, 0755);
        ::setenv("PATH", (path("bin") + ":" + m_old_path).c_str(), 1);
    }
    void fake_mount(const std::string& mounted) {
        write("mounted", mounted);
        fake_command("mount", "if [ $# -eq 0 ]; then cat " + path("mounted") + "; fi");
        fake_command("umount", "true");
    }

    std::string m_dir;
    mode_t m_old_umask = 022;
    std::string m_old_path;
    std::ostringstream m_out, m_err;
    Log m_log{m_out, m_err, LogLevel::Debug};
    Context m_context{m_log, "parsed"};
    ProviderRegistry m_registry = ProviderRegistry::with_builtins();
    std::vector<std::unique_ptr<runtime::CatalogResource>> m_catalog;
    std::vector<std::unique_ptr<Resource>> m_resources;
};

// --- host

TEST_F(ParsedFileTest, HostKeepsCommentsAndUnparsedLinesAndAppendsNewRecords) {
    write("hosts",
          "# static\n127.0.0.1\tlocalhost\n\nnot a host line\n10.1.1.1 old.example   old  o2 # kept\n");
    const Resource& fresh = resource("host", "new.example",
                                     {{"ip", Value("10.9.9.9")},
                                      {"host_aliases", Value(std::vector<Value>{Value("n1"), Value("n2")})},
                                      {"target", Value(path("hosts"))}});
    const Resource& old =
        resource("host", "old.example", {{"ip", Value("10.1.1.5")}, {"target", Value(path("hosts"))}});
    EXPECT_EQ(apply("host", {&fresh, &old}),
              (std::vector<std::string>{"Host[new.example] ensure: created",
                                        "Host[old.example] ip: ip changed '10.1.1.1' to '10.1.1.5'"}));
    // the aliases of the record that was read are normalised to one space; its comment stays
    EXPECT_EQ(body("hosts"), "# static\n127.0.0.1\tlocalhost\n\nnot a host line\n"
                             "10.1.1.5\told.example\told o2\t# kept\n10.9.9.9\tnew.example\tn1 n2\n");
    EXPECT_EQ(read("hosts").rfind("# HEADER: This file was autogenerated at ", 0), 0u);
    EXPECT_NE(read("hosts").find("# HEADER: by puppet.  While it can still be managed manually, it\n"
                                 "# HEADER: is definitely not recommended.\n"),
              std::string::npos);
    EXPECT_EQ(mode_of("hosts"), "0644"); // an existing file keeps its mode
    EXPECT_NE(m_out.str().find("Info: Computing checksum on file " + path("hosts")), std::string::npos);

    // read back (the header dropped): in sync
    EXPECT_EQ(apply("host", {&fresh, &old}), std::vector<std::string>{});
}

TEST_F(ParsedFileTest, HostCreatesItsTargetMode0600AndRemovesRecords) {
    const Resource& a =
        resource("host", "a.example", {{"ip", Value("fe80::1")}, {"target", Value(path("h"))}});
    EXPECT_EQ(apply("host", {&a}), std::vector<std::string>{"Host[a.example] ensure: created"});
    EXPECT_EQ(mode_of("h"), "0600");
    EXPECT_EQ(body("h"), "fe80::1\ta.example\n");
    const Resource& gone =
        resource("host", "a.example", {{"ensure", Value("absent")}, {"target", Value(path("h"))}});
    EXPECT_EQ(apply("host", {&gone}), std::vector<std::string>{"Host[a.example] ensure: removed"});
    EXPECT_EQ(body("h"), "\n"); // the header and an empty record list
}

TEST_F(ParsedFileTest, HostAliasesAreAnOrderedListDisplayedUnquoted) {
    write("hosts", "10.0.0.1 a.example x y\n");
    const Resource& a = resource("host", "a.example",
                                 {{"host_aliases", Value(std::vector<Value>{Value("y"), Value("x")})},
                                  {"target", Value(path("hosts"))}});
    std::vector<State> states = get("host", {&a});
    EXPECT_EQ(display_value(states[0].at("host_aliases")), "['x', 'y']");
    EXPECT_EQ(states[0].at("comment").as_string(), ""); // no comment is an empty one
    Provider& p = provider("host");
    const State should = p.should(a);
    EXPECT_EQ(should.at("host_aliases").as_string(), "y x");
    EXPECT_FALSE(p.insync(a, "host_aliases", states[0].at("host_aliases"), should.at("host_aliases")));
    EXPECT_EQ(p.change_message(a, "host_aliases", states[0].at("host_aliases"), should.at("host_aliases")),
              "host_aliases changed x y to 'y x'");
    // an empty list is in sync with no aliases, and is written as an empty column
    const Resource& b = resource("host", "b.example",
                                 {{"ip", Value("10.0.0.2")},
                                  {"host_aliases", Value(std::vector<Value>{})},
                                  {"target", Value(path("hosts"))}});
    EXPECT_EQ(apply("host", {&b}), std::vector<std::string>{"Host[b.example] ensure: created"});
    EXPECT_EQ(body("hosts"), "10.0.0.1\ta.example\tx y\n10.0.0.2\tb.example\t\n");
    EXPECT_EQ(apply("host", {&b}), std::vector<std::string>{});
}

TEST_F(ParsedFileTest, HostValidation) {
    auto failure = [&](std::vector<std::pair<std::string, Value>> params,
                       const std::string& title = "h.example") {
        params.emplace_back("target", Value(path("hosts")));
        try {
            (void)provider("host").should(resource("host", title, std::move(params)));
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(
        failure({{"ip", Value("1.2.3")}}),
        "Parameter ip failed on Host[h.example]: Invalid IP address \"1.2.3\" (file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(failure({{"ip", Value("256.1.1.1")}}), "Parameter ip failed on Host[h.example]: Invalid IP "
                                                     "address \"256.1.1.1\" (file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(failure({{"ip", Value("::ffff:10.0.0.1")}}), "no error");
    EXPECT_EQ(
        failure({{"host_aliases", Value("a b")}}),
        "Parameter host_aliases failed on Host[h.example]: Host aliases cannot include whitespace (file: "
        "/tmp/site.pp, line: 3)");
    EXPECT_EQ(failure({{"ip", Value("10.0.0.1")}}, "a-b.c_d.example"), "no error");
    EXPECT_EQ(failure({{"ip", Value("10.0.0.1")}}, "-bad.example"),
              "Parameter name failed on Host[-bad.example]: Invalid host name (file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(
        failure({{"ensure", Value("running")}}),
        "Parameter ensure failed on Host[h.example]: Invalid value \"running\". Valid values are present, "
        "absent. (file: /tmp/site.pp, line: 3)");
}

// --- ssh_authorized_key

TEST_F(ParsedFileTest, SshKeyOptionsAndUnnamedKeys) {
    write("ak", "no-pty,command=\"a, b\" ,from=\"x\" ssh-rsa AAAA1 one@x\nssh-ed25519 AAAA2\n");
    const Resource& one = resource("ssh_authorized_key", "one@x",
                                   {{"user", Value("root")},
                                    {"type", Value("rsa")},
                                    {"key", Value("AAAA1")},
                                    {"options", Value("no-pty")},
                                    {"target", Value(path("ak"))}});
    std::vector<State> states = get("ssh_authorized_key", {&one});
    EXPECT_EQ(display_value(states[0].at("options")), "['no-pty', 'command=\"a, b\"', 'from=\"x\"']");
    EXPECT_EQ(states[0].at("type").as_string(), "ssh-rsa");
    EXPECT_EQ(apply("ssh_authorized_key", {&one}),
              std::vector<std::string>{"Ssh_authorized_key[one@x] options: options changed ['no-pty', "
                                       "'command=\"a, b\"', 'from=\"x\"'] to ['no-pty']"});
    // the unnamed key is written back with the empty name (a trailing space), the file made 0600
    EXPECT_EQ(body("ak"), "no-pty ssh-rsa AAAA1 one@x\nssh-ed25519 AAAA2 \n");
    EXPECT_EQ(mode_of("ak"), "0600");
    EXPECT_NE(m_out.str().find("Debug: generating name for on-disk ssh_authorized_key AAAA2: " + path("ak") +
                               ":unnamed-1"),
              std::string::npos);

    // no options given: [:absent], shown as ['absent']
    const Resource& two = resource("ssh_authorized_key", "one@x",
                                   {{"user", Value("root")},
                                    {"type", Value("ssh-rsa")},
                                    {"key", Value("AAAA1")},
                                    {"target", Value(path("ak"))}});
    EXPECT_EQ(
        apply("ssh_authorized_key", {&two}),
        std::vector<std::string>{"Ssh_authorized_key[one@x] options: undefined 'options' from ['no-pty']"});
    EXPECT_EQ(body("ak"), "ssh-rsa AAAA1 one@x\nssh-ed25519 AAAA2 \n");
}

TEST_F(ParsedFileTest, SshKeyCreatesItsDirectoryAndRequiresItsUser) {
    const Resource& k = resource("ssh_authorized_key", "k@x",
                                 {{"user", Value("root")},
                                  {"type", Value("ssh-ed25519")},
                                  {"key", Value("AAAA")},
                                  {"options", Value(std::vector<Value>{Value("a"), Value("b=\"c d\"")})},
                                  {"target", Value(path("d/ak"))}});
    EXPECT_EQ(apply("ssh_authorized_key", {&k}),
              std::vector<std::string>{"Ssh_authorized_key[k@x] ensure: created"});
    EXPECT_EQ(mode_of("d"), "0700");
    EXPECT_EQ(mode_of("d/ak"), "0600");
    EXPECT_EQ(body("d/ak"), "a,b=\"c d\" ssh-ed25519 AAAA k@x\n");
    EXPECT_EQ(provider("ssh_authorized_key").auto_relations(k).require,
              std::vector<std::string>{"User[root]"});
}

TEST_F(ParsedFileTest, SshKeyValidation) {
    auto failure = [&](std::vector<std::pair<std::string, Value>> params) {
        try {
            (void)provider("ssh_authorized_key")
                .should(resource("ssh_authorized_key", "k", std::move(params)));
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(failure({{"key", Value("AAAA")}}),
              "Validation of Ssh_authorized_key[k] failed: Attribute 'user' or 'target' is mandatory (file: "
              "/tmp/site.pp, line: 3)");
    EXPECT_EQ(failure({{"user", Value("root")}, {"key", Value("AA AA")}}),
              "Parameter key failed on Ssh_authorized_key[k]: Key must not contain whitespace: AA AA (file: "
              "/tmp/site.pp, line: 3)");
    EXPECT_EQ(
        failure({{"user", Value("root")}, {"options", Value("a b")}}),
        "Parameter options failed on Ssh_authorized_key[k]: Option a b is not valid. A single option must "
        "either be of the form 'option' or 'option=\"value\"'. Multiple options must be provided as an "
        "array (file: /tmp/site.pp, line: 3)");
    EXPECT_NE(failure({{"user", Value("root")}, {"type", Value("ssh-foo")}})
                  .find("Invalid value \"ssh-foo\". Valid values are ssh-dss, ssh-rsa, ecdsa-sha2-nistp256,"),
              std::string::npos);
}

// --- mount

TEST_F(ParsedFileTest, MountReadsFstabColumnsAndWhatIsMounted) {
    fake_mount("/dev/a on /mnt/a type ext4 (rw)\ntmpfs on /mnt/ghost type tmpfs (rw)\n");
    write("fstab", "/dev/a /mnt/a/ ext4 defaults 0 0\n/dev/sp\\040ace /mnt/with\\040space ext4 ro 0 2 x y\n"
                   "/dev/c /mnt/c ext4\nshort\n");
    const Resource& a = resource("mount", "/mnt/a", {{"target", Value(path("fstab"))}});
    const Resource& sp = resource("mount", "/mnt/with space", {{"target", Value(path("fstab"))}});
    const Resource& c = resource("mount", "/mnt/c", {{"target", Value(path("fstab"))}});
    const Resource& ghost = resource("mount", "/mnt/ghost", {{"target", Value(path("fstab"))}});
    std::vector<State> s = get("mount", {&a, &sp, &c, &ghost});
    EXPECT_EQ(s[0].at("ensure").as_string(), "mounted");
    EXPECT_EQ(s[1].at("ensure").as_string(), "unmounted");
    EXPECT_EQ(s[1].at("device").as_string(), "/dev/sp ace");
    EXPECT_EQ(s[1].at("pass").as_string(), "2\tx\ty"); // extra columns rolled up into the last field
    EXPECT_EQ(s[2].count("options"), 0u);              // absent
    EXPECT_EQ(s[3].at("ensure").as_string(), "ghost");
    EXPECT_EQ(s[3].count("device"), 0u);
    Provider& p = provider("mount");
    EXPECT_TRUE(p.insync(a, "ensure", Value("mounted"), Value("defined")));
    EXPECT_TRUE(p.insync(a, "ensure", Value("unmounted"), Value("defined")));
    EXPECT_FALSE(p.insync(a, "ensure", Value("ghost"), Value("defined")));
    EXPECT_EQ(p.change_message(a, "ensure", Value("absent"), Value("defined")),
              "defined 'ensure' as 'defined'");
    EXPECT_TRUE(p.self_refresh());
    EXPECT_TRUE(p.refreshable());
    EXPECT_EQ(p.auto_relations(resource("mount", "/mnt/x/y/")).require,
              (std::vector<std::string>{"Mount[/]", "Mount[/mnt]", "Mount[/mnt/x]"}));
}

TEST_F(ParsedFileTest, MountWritesTabsDefaultsAndMountsOnlyWhenAsked) {
    fake_mount("");
    write("fstab", "# mine\n/dev/c /mnt/c ext4\n");
    const Resource& d = resource("mount", "/mnt/d",
                                 {{"ensure", Value("present")},
                                  {"device", Value("/dev/x y")},
                                  {"fstype", Value("ext4")},
                                  {"target", Value(path("fstab"))}});
    const Resource& m = resource("mount", "/mnt/m",
                                 {{"ensure", Value("mounted")},
                                  {"device", Value("tmpfs")},
                                  {"fstype", Value("tmpfs")},
                                  {"target", Value(path("fstab"))}});
    EXPECT_EQ(apply("mount", {&d, &m}),
              (std::vector<std::string>{"Mount[/mnt/d] ensure: defined 'ensure' as 'defined'",
                                        "Mount[/mnt/m] ensure: defined 'ensure' as 'mounted'"}));
    // an absent options column stays empty; a new entry gets `defaults`, dump and pass 0
    EXPECT_EQ(body("fstab"),
              "# mine\n/dev/c\t/mnt/c\text4\t\t\t\n/dev/x\\040y\t/mnt/d\text4\tdefaults\t0\t0\n"
              "tmpfs\t/mnt/m\ttmpfs\tdefaults\t0\t0\n");
    // mount ran for /mnt/m only, after the fstab was written
    EXPECT_EQ(read("calls.log"), "mount \nmount /mnt/m\n");

    // a refresh remounts what is mounted, and only that
    m_out.str("");
    provider("mount").refresh(m_context, m);
    provider("mount").refresh(m_context, d);
    EXPECT_EQ(read("calls.log"), "mount \nmount /mnt/m\nmount -o remount /mnt/m\n");
    EXPECT_NE(m_out.str().find("Info: Mount[/mnt/m](provider=parsed): Remounting"), std::string::npos);
}

TEST_F(ParsedFileTest, MountAbsentUnmountsFirst) {
    fake_mount("/dev/a on /mnt/a type ext4 (rw)\n");
    write("fstab", "/dev/a /mnt/a ext4 defaults 0 0\n");
    const Resource& a =
        resource("mount", "/mnt/a", {{"ensure", Value("absent")}, {"target", Value(path("fstab"))}});
    EXPECT_EQ(apply("mount", {&a}),
              std::vector<std::string>{"Mount[/mnt/a] ensure: undefined 'ensure' from 'mounted'"});
    EXPECT_EQ(read("calls.log"), "mount \numount /mnt/a\n");
    EXPECT_EQ(body("fstab"), "\n");
}

TEST_F(ParsedFileTest, MountNeedsItsCommands) {
    ::setenv("PATH", path("empty").c_str(), 1);
    const Resource& a =
        resource("mount", "/mnt/a", {{"ensure", Value("defined")}, {"target", Value(path("fstab"))}});
    try {
        (void)get("mount", {&a});
        FAIL() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "Could not find a suitable provider for mount");
    }
}

// --- cron

class CronTest : public ParsedFileTest {
protected:
    void SetUp() override {
        ParsedFileTest::SetUp();
        // the provider's default crontab is $USER's: the user running the test
        const passwd* pw = ::getpwuid(::getuid());
        ASSERT_NE(pw, nullptr);
        m_user = pw->pw_name;
        const char* user = std::getenv("USER");
        m_old_user = user != nullptr ? std::optional<std::string>(user) : std::nullopt;
        ::setenv("USER", m_user.c_str(), 1);
        fs::create_directories(path("tabs"));
        // `crontab [-u USER] -l | -`, tables in DIR/tabs/USER
        fake_command("crontab", "user=$(id -un); if [ \"$1\" = -u ]; then user=$2; shift 2; fi\n"
                                "case $1 in -l) cat " +
                                    path("tabs") +
                                    "/$user 2>/dev/null || { echo \"no crontab for $user\" >&2; "
                                    "exit 1; } ;; -) cat > " +
                                    path("tabs") + "/$user ;; esac");
    }
    void TearDown() override {
        if (m_old_user)
            ::setenv("USER", m_old_user->c_str(), 1);
        else
            ::unsetenv("USER");
        ParsedFileTest::TearDown();
    }
    std::string own() const {
        std::string text = read("tabs/" + m_user);
        std::string out;
        std::istringstream in(text);
        std::string line;
        while (std::getline(in, line))
            if (line.rfind("# HEADER: ", 0) != 0) out += line + "\n";
        return out;
    }
    std::string m_user;
    std::optional<std::string> m_old_user;
};

TEST_F(CronTest, ShouldValuesAsTheTypeMungesThem) {
    Provider& p = provider("cron");
    const State s = p.should(resource("cron", "j",
                                      {{"command", Value("  /bin/x  ")},
                                       {"minute", Value(std::vector<Value>{Value(0), Value("*/5")})},
                                       {"hour", Value("*")},
                                       {"weekday", Value("Fri")},
                                       {"month", Value("april")},
                                       {"monthday", Value("1-5/2")},
                                       {"user", Value(m_user)}}));
    EXPECT_EQ(s.at("command").as_string(), "/bin/x");
    EXPECT_EQ(display_value(s.at("minute")), "['0', '*/5']");
    EXPECT_EQ(s.at("hour").as_string(), "absent");
    EXPECT_EQ(display_value(s.at("weekday")), "['5']");
    EXPECT_EQ(display_value(s.at("month")), "['4']");
    EXPECT_EQ(display_value(s.at("monthday")), "['1-5/2']");
    EXPECT_EQ(s.at("target").as_string(), m_user);
    EXPECT_EQ(s.at("ensure").as_string(), "present");

    auto failure = [&](std::vector<std::pair<std::string, Value>> params) {
        try {
            (void)p.should(resource("cron", "j", std::move(params)));
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(
        failure({{"minute", Value(61)}}),
        "Parameter minute failed on Cron[j]: Munging failed for value 61 in class minute: 61 is not a valid "
        "minute (file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(failure({{"weekday", Value("funday")}}), "Parameter weekday failed on Cron[j]: Munging failed "
                                                       "for value \"funday\" in class weekday: funday is "
                                                       "not a valid weekday (file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(
        failure({{"special", Value("daily")}, {"hour", Value(2)}}),
        "Validation of Cron[j] failed: Cron[j] cannot specify both a special schedule and a value for hour "
        "(file: /tmp/site.pp, line: 3)");
    EXPECT_EQ(
        failure({{"special", Value("sometimes")}}),
        "Parameter special failed on Cron[j]: Invalid special schedule \"sometimes\" (file: /tmp/site.pp, "
        "line: 3)");
}

TEST_F(CronTest, NamedJobsTheirEnvironmentAndUnmanagedOnes) {
    write("tabs/" + m_user,
          "TZ=UTC\n# mine\nMAILTO=me\n0 1 * * * /bin/unmanaged  job\n# Puppet Name: env\nA=1\nB=2\n"
          "1 2 3 4 5 /bin/env\n# Puppet Name: gone\n@daily /bin/gone\n*/5 * * * * /bin/adopt\n");
    const Resource& env = resource("cron", "env",
                                   {{"command", Value("/bin/env")},
                                    {"user", Value(m_user)},
                                    {"environment", Value(std::vector<Value>{Value("B=2"), Value("C=3")})}});
    const Resource& gone = resource("cron", "gone", {{"ensure", Value("absent")}, {"user", Value(m_user)}});
    const Resource& adopt =
        resource("cron", "adopt",
                 {{"command", Value("/bin/adopt")}, {"user", Value(m_user)}, {"minute", Value("*/5")}});
    const Resource& fresh =
        resource("cron", "new",
                 {{"command", Value("/bin/new")}, {"user", Value(m_user)}, {"special", Value("reboot")}});
    std::vector<State> s = get("cron", {&env, &gone, &adopt, &fresh});
    EXPECT_EQ(display_value(s[0].at("environment")), "['A=1', 'B=2']");
    EXPECT_EQ(display_value(s[0].at("weekday")), "['5']");
    EXPECT_EQ(s[0].at("user").as_string(), m_user); // the crontab's
    EXPECT_EQ(s[1].at("special").as_string(), "daily");
    EXPECT_EQ(s[2].at("ensure").as_string(), "present"); // adopted: same command and schedule
    EXPECT_EQ(s[3].at("ensure").as_string(), "absent");

    EXPECT_EQ(
        apply("cron", {&env, &gone, &adopt, &fresh}),
        (std::vector<std::string>{"Cron[env] environment: environment changed ['A=1', 'B=2'] to B=2,C=3",
                                  "Cron[gone] ensure: removed", "Cron[new] ensure: created"}));
    // TZ first (before the header), the unmanaged jobs without a name, the adopted one too
    EXPECT_EQ(read("tabs/" + m_user).rfind("TZ=UTC\n# HEADER: This file was autogenerated at ", 0), 0u);
    EXPECT_EQ(own(),
              "TZ=UTC\n# mine\nMAILTO=me\n0 1 * * * /bin/unmanaged  job\n# Puppet Name: env\nB=2\nC=3\n"
              "1 2 3 4 5 /bin/env\n*/5 * * * * /bin/adopt\n# Puppet Name: new\n@reboot /bin/new\n");
    // one read per prefetch (get above, then apply's), one write per flushed resource, `crontab -` for the
    // user running
    EXPECT_EQ(read("calls.log"), "crontab -l\ncrontab -l\ncrontab -\ncrontab -\ncrontab -\n");
    EXPECT_EQ(apply("cron", {&env, &gone, &adopt, &fresh}), std::vector<std::string>{});
}

TEST_F(CronTest, AnotherUsersCrontabAndAMissingUser) {
    const Resource& n =
        resource("cron", "n", {{"command", Value("/bin/n")}, {"user", Value("nobody")}, {"hour", Value(3)}});
    const Resource& x =
        resource("cron", "x", {{"command", Value("/bin/x")}, {"user", Value("nosuchuserpp")}});
    EXPECT_EQ(apply("cron", {&n, &x}),
              (std::vector<std::string>{
                  "Cron[n] ensure: created", "Cron[x] ensure: created",
                  "Cron[x]: Could not evaluate: Cannot write the nosuchuserpp user's crontab: "
                  "The user does not exist"}));
    EXPECT_NE(read("tabs/nobody").find("# Puppet Name: n\n* 3 * * * /bin/n\n"), std::string::npos);
    EXPECT_EQ(read("calls.log"), "crontab -l\ncrontab -u nobody -l\ncrontab -u nobody -\n");
    EXPECT_NE(
        m_out.str().find("Debug: The nosuchuserpp user does not exist. Treating their crontab file as empty"),
        std::string::npos);
}

TEST_F(CronTest, NoCrontabNoProvider) {
    ::setenv("PATH", path("empty").c_str(), 1);
    const Resource& j = resource("cron", "j", {{"command", Value("/bin/x")}});
    try {
        (void)get("cron", {&j});
        FAIL() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "Could not find a suitable provider for cron");
    }
}

} // namespace
} // namespace pp::apply
