// The file provider (apply/providers/file.cpp) in a temporary directory: the mode arithmetic of
// Puppet::Util::SymbolicFileMode, the munging and validation at to_ral, get/insync/set for files,
// directories and links, and the change lines, noop values and events Puppet 7.23 prints (the expected
// texts were observed with shared/oracle/oracle-apply.sh; reference/applier.md §5 scenarios 1-8, 29).

#include "apply/providers/builtin.hpp"
#include "apply/providers/file.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

namespace pp::apply {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------------------
// Puppet::Util::SymbolicFileMode

TEST(FileModeTest, ValidAndNormalized) {
    struct Case {
        const char* mode;
        bool valid;
        const char* normalized;
        const char* displayed;
    };
    const Case cases[] = {
        {"644", true, "644", "0644"},
        {"0644", true, "644", "0644"},
        {"00644", true, "644", "0644"},
        {"4755", true, "4755", "4755"},
        {"0", true, "0", "0000"},
        {"u=rw,go=r", true, "u=rw,go=r", "u=rw,go=r"},
        {"a+X", true, "a+X", "a+X"},
        {"=", true, "=", "="},
        {"abc", false, "abc", "abc"},
        {"999", false, "999", "999"},
        {"u=rw,", false, "u=rw,", "u=rw,"},
        {"", false, "", ""},
        {"u=rw go=r", false, "u=rw go=r", "u=rw go=r"},
    };
    for (const Case& c : cases) {
        EXPECT_EQ(file_mode::valid(c.mode), c.valid) << c.mode;
        EXPECT_EQ(file_mode::normalize(c.mode), c.normalized) << c.mode;
        EXPECT_EQ(file_mode::display(file_mode::normalize(c.mode)), c.displayed) << c.mode;
    }
}

TEST(FileModeTest, SymbolicToInt) {
    struct Case {
        const char* mode;
        unsigned current;
        bool directory;
        unsigned expected;
    };
    const Case cases[] = {
        {"644", 0, false, 0644},     {"u=rw,go=r", 0600, false, 0644},    {"go-r", 0644, false, 0600},
        {"a+X", 0744, false, 0755},  {"a+X", 0644, false, 0644},          {"a+X", 0600, true, 0711},
        {"u+s", 0755, false, 04755}, {"+t", 0755, true, 01755},           {"g=u", 0750, false, 0770},
        {"a-g", 0754, false, 0200},  {"o=", 0777, false, 0770},           {"ug=rw,o=r", 0, false, 0664},
        {"=rw", 0777, false, 0666},  {"u=rwx,g=rx,o=", 0600, true, 0750},
    };
    for (const Case& c : cases)
        EXPECT_EQ(file_mode::to_int(c.mode, c.current, c.directory), c.expected) << c.mode;
}

TEST(FileModeTest, Errors) {
    auto message = [](const char* mode) {
        try {
            file_mode::to_int(mode, 0644);
        } catch (const file_mode::ModeError& e) {
            return std::string(e.what());
        }
        return std::string("<no error>");
    };
    EXPECT_EQ(message(""), "An empty mode string is illegal");
    EXPECT_EQ(message("999"), "Numeric modes must be in octal, not decimal!");
    EXPECT_EQ(message("a=X"), "X only works with the '+' operator in symbolic mode \"a=X\"");
    EXPECT_EQ(message("u+r,a=X"),
              "X only works with the '+' operator at \"a=X\" in symbolic mode \"u+r,a=X\"");
    EXPECT_EQ(message("ux"), "Missing action in symbolic mode \"ux\"");
}

TEST(FileModeTest, Dirmask) {
    EXPECT_EQ(file_mode::dirmask("644"), "755");
    EXPECT_EQ(file_mode::dirmask("640"), "750");
    EXPECT_EQ(file_mode::dirmask("600"), "700");
    EXPECT_EQ(file_mode::dirmask("4644"), "4755");
    EXPECT_EQ(file_mode::dirmask("u=rw"), "u=rw");
}

TEST(FileSourceTest, ValidationAndMunging) {
    EXPECT_EQ(file_source::invalid_reason("/etc/hosts"), "");
    EXPECT_EQ(file_source::invalid_reason("puppet:///modules/m/x"), "");
    EXPECT_EQ(file_source::invalid_reason("relative/x"), "Cannot use relative URLs 'relative/x'");
    EXPECT_EQ(file_source::invalid_reason("mailto:x@y"), "Cannot use opaque URLs 'mailto:x@y'");
    EXPECT_EQ(file_source::invalid_reason("ftp://h/x"),
              "Cannot use URLs of type 'ftp' as source for fileserving");
    EXPECT_EQ(file_source::munge("/etc/hosts/"), "file:///etc/hosts");
    EXPECT_EQ(file_source::munge("puppet:///modules/m/x"), "puppet:///modules/m/x");
}

// ---------------------------------------------------------------------------------------------------------
// The provider against a temporary directory

class FileProviderTest : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/pp-file-test.XXXXXX";
        ASSERT_NE(::mkdtemp(dir), nullptr);
        m_dir = dir;
        m_old_umask = ::umask(022);
    }
    void TearDown() override {
        ::umask(m_old_umask);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }

    std::string path(std::string_view name) const { return m_dir + "/" + std::string(name); }

    /// A file resource titled `title` with these parameters.
    Resource& resource(const std::string& title, std::vector<std::pair<std::string, Value>> params = {}) {
        auto cr = std::make_unique<runtime::CatalogResource>();
        cr->type = "File";
        cr->title = title;
        cr->namevar = "path";
        cr->file = "/tmp/site.pp";
        cr->line = 3;
        for (auto& [k, v] : params)
            cr->set_param(k, std::move(v));
        auto r = std::make_unique<Resource>();
        r->catalog = cr.get();
        r->index = m_catalog.size();
        r->type = "file";
        r->title = title;
        r->name = title;
        r->ref = "File[" + title + "]";
        r->path = "/Stage[main]/Main/File[" + title + "]";
        m_catalog.push_back(std::move(cr));
        m_resources.push_back(std::move(r));
        return *m_resources.back();
    }

    State get(const Resource& r) {
        const Resource* one = &r;
        return m_provider.get(m_context, std::span<const Resource* const>(&one, 1)).front();
    }

    /// What the transaction does for one resource: should, get, the out-of-sync properties (ensure alone
    /// when it is out of sync), set; returns the change lines (or `error: …`).
    std::vector<std::string> apply(const Resource& r) {
        State should = m_provider.should(r);
        State is = get(r);
        std::vector<PropertyChange> changes;
        auto cur = [&](const std::string& p) { return is.count(p) != 0 ? is.at(p) : Value("absent"); };
        if (should.count("ensure") != 0 &&
            !m_provider.insync(r, "ensure", cur("ensure"), should.at("ensure"))) {
            changes.push_back({"ensure", cur("ensure"), should.at("ensure")});
        } else if (cur("ensure").as_string() != "absent") {
            for (const std::string& p : m_provider.properties()) {
                if (p == "ensure" || should.count(p) == 0) continue;
                if (!m_provider.insync(r, p, cur(p), should.at(p)))
                    changes.push_back({p, cur(p), should.at(p)});
            }
        }
        std::vector<std::string> lines;
        if (changes.empty()) return lines;
        auto outcomes = m_provider.set(m_context, r, is, changes);
        for (std::size_t i = 0; i < changes.size(); ++i) {
            const PropertyChange& c = changes[i];
            if (i < outcomes.size() && !outcomes[i].error.empty())
                lines.push_back(c.property + ": error: " + outcomes[i].error);
            else
                lines.push_back(c.property + ": " + m_provider.change_message(r, c.property, c.is, c.should));
        }
        return lines;
    }

    std::string mode_of(std::string_view name) const {
        struct stat st {};
        if (::lstat(path(name).c_str(), &st) != 0) return "missing";
        char buf[8];
        std::snprintf(buf, sizeof buf, "%04o", st.st_mode & 07777);
        return buf;
    }
    std::string read(std::string_view name) const {
        std::ifstream in(path(name), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    void write(std::string_view name, std::string_view content, mode_t mode = 0644) const {
        std::ofstream(path(name), std::ios::binary) << content;
        ::chmod(path(name).c_str(), mode);
    }

    std::string m_dir;
    mode_t m_old_umask = 022;
    std::ostringstream m_out, m_err;
    Log m_log{m_out, m_err, LogLevel::Debug};
    Context m_context{m_log, "file"};
    FileProvider m_provider;
    std::vector<std::unique_ptr<runtime::CatalogResource>> m_catalog;
    std::vector<std::unique_ptr<Resource>> m_resources;
};

const std::string kV1Sum = "{sha256}2d27fbdf4e8ca207afbfa388ca9172fbcc6c70e534af2476b3b704f87debadcf";
const std::string kOldSum = "{sha256}01d09d19c2139a46aebfb577780d123d7396e97201bc7ead210a2ebff8239dee";
const std::string kNewSum = "{sha256}7aa7a5359173d05b63cfd682e3c38487f3cb4f7f1d60659fe59fab1505977d4c";

TEST_F(FileProviderTest, PropertiesInPuppetsOrder) {
    EXPECT_EQ(m_provider.properties(),
              (std::vector<std::string>{"ensure", "content", "target", "owner", "group", "mode"}));
}

TEST_F(FileProviderTest, ShouldMungesAndValidates) {
    State s = m_provider.should(
        resource(path("d") + "//", {{"ensure", Value("directory")}, {"mode", Value("644")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "directory");
    EXPECT_EQ(s.at("mode").as_string(), "0644");

    s = m_provider.should(resource(path("f"), {{"content", Value("v1\n")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "file"); // content implies a file
    EXPECT_EQ(s.at("content").as_string(), kV1Sum);

    s = m_provider.should(resource(path("l"), {{"ensure", Value("/etc/hosts")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "link"); // a path is a link to it
    EXPECT_EQ(s.at("target").as_string(), "/etc/hosts");

    s = m_provider.should(resource(path("t"), {{"target", Value("/etc/hosts")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "link");

    s = m_provider.should(resource(path("a"), {{"ensure", Value(false)}}));
    EXPECT_EQ(s.at("ensure").as_string(), "absent");

    s = m_provider.should(resource(path("m"), {{"mode", Value("0600")}}));
    EXPECT_EQ(s.count("ensure"), 0U); // nothing implies an ensure
}

TEST_F(FileProviderTest, ValidationMessages) {
    auto message = [&](const std::string& title, std::vector<std::pair<std::string, Value>> params) {
        try {
            (void)m_provider.should(resource(title, std::move(params)));
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string("<valid>");
    };
    EXPECT_EQ(
        message("x", {}),
        "Parameter path failed on File[x]: File paths must be fully qualified, not 'x' (file: /tmp/site.pp, "
        "line: 3)");
    EXPECT_EQ(message("/x", {{"mode", Value(644)}}), "Parameter mode failed on File[/x]: The file mode "
                                                     "specification must be a string, not 'Integer' (file: "
                                                     "/tmp/site.pp, line: 3)");
    EXPECT_EQ(message("/x", {{"mode", Value("abc")}}),
              "Parameter mode failed on File[/x]: The file mode specification is invalid: \"abc\" (file: "
              "/tmp/site.pp, line: 3)");
    EXPECT_EQ(
        message("/x", {{"content", Value("x")}, {"source", Value("/etc/hosts")}}),
        "Validation of File[/x] failed: You cannot specify more than one of content, source, target (file: "
        "/tmp/site.pp, line: 3)");
    EXPECT_EQ(message("/x", {{"source", Value("relative/x")}}),
              "Parameter source failed on File[/x]: Cannot use relative URLs 'relative/x' (file: "
              "/tmp/site.pp, line: "
              "3)");
}

TEST_F(FileProviderTest, GetReadsWhatIsThere) {
    write("f", "old\n", 0640);
    fs::create_directory(path("d"));
    ::chmod(path("d").c_str(), 0700);
    fs::create_symlink("/etc/hostname", path("l"));

    State f = get(resource(path("f"), {{"content", Value("new\n")}}));
    EXPECT_EQ(f.at("ensure").as_string(), "file");
    EXPECT_EQ(f.at("content").as_string(), kOldSum);
    EXPECT_EQ(f.at("mode").as_string(), "0640");
    EXPECT_EQ(f.at("target").as_string(), "notlink");
    EXPECT_EQ(f.at("owner").as_integer(), static_cast<std::int64_t>(::geteuid()));

    State d = get(resource(path("d"), {{"ensure", Value("directory")}}));
    EXPECT_EQ(d.at("ensure").as_string(), "directory");
    EXPECT_EQ(d.at("mode").as_string(), "0700");

    State l = get(resource(path("l"), {{"ensure", Value("link")}, {"target", Value("/etc/hosts")}}));
    EXPECT_EQ(l.at("ensure").as_string(), "link");
    EXPECT_EQ(l.at("target").as_string(), "/etc/hostname");

    State a = get(resource(path("none"), {{"ensure", Value("file")}}));
    EXPECT_EQ(a.at("ensure").as_string(), "absent");
    EXPECT_EQ(a.at("mode").as_string(), "absent");
}

TEST_F(FileProviderTest, CreatesFilesDirectoriesAndLinks) {
    // scenario 1: a directory, then a file in it with content and mode
    EXPECT_EQ(apply(resource(path("d"), {{"ensure", Value("directory")}})),
              (std::vector<std::string>{"ensure: created"}));
    EXPECT_EQ(mode_of("d"), "0755");
    const std::string f = "d/f";
    EXPECT_EQ(apply(resource(path(f), {{"content", Value("v1\n")}, {"mode", Value("0640")}})),
              (std::vector<std::string>{"ensure: defined content as '" + kV1Sum + "'"}));
    EXPECT_EQ(read(f), "v1\n");
    EXPECT_EQ(mode_of(f), "0640");
    // idempotent
    EXPECT_TRUE(apply(resource(path(f), {{"content", Value("v1\n")}, {"mode", Value("0640")}})).empty());

    // an empty file: 0644 whatever the umask
    ::umask(077);
    EXPECT_EQ(apply(resource(path("e"), {{"ensure", Value("file")}})),
              (std::vector<std::string>{"ensure: created"}));
    EXPECT_EQ(mode_of("e"), "0644");
    EXPECT_EQ(read("e"), "");

    EXPECT_EQ(apply(resource(path("l"), {{"ensure", Value("link")}, {"target", Value("/etc/hosts")}})),
              (std::vector<std::string>{"ensure: created"}));
    EXPECT_EQ(fs::read_symlink(path("l")), "/etc/hosts");
}

TEST_F(FileProviderTest, ContentDriftAndReplace) {
    write("f", "old\n", 0600);
    EXPECT_EQ(apply(resource(path("f"), {{"content", Value("new\n")}})),
              (std::vector<std::string>{"content: content changed '" + kOldSum + "' to '" + kNewSum + "'"}));
    EXPECT_EQ(read("f"), "new\n");
    EXPECT_EQ(mode_of("f"), "0600"); // the existing mode is kept

    // replace => false: an existing file keeps its content; a missing one is created
    write("b", "b");
    EXPECT_TRUE(apply(resource(path("b"), {{"content", Value("a")}, {"replace", Value(false)}})).empty());
    EXPECT_EQ(read("b"), "b");
    EXPECT_EQ(apply(resource(path("n"), {{"content", Value("a")}, {"replace", Value(false)}})).size(), 1U);
    EXPECT_EQ(read("n"), "a");
}

TEST_F(FileProviderTest, ModeEquivalenceAndDirmask) {
    write("a", "", 0644);
    EXPECT_TRUE(apply(resource(path("a"), {{"mode", Value("644")}})).empty()); // scenario 3
    write("b", "", 0600);
    EXPECT_EQ(apply(resource(path("b"), {{"mode", Value("644")}})),
              (std::vector<std::string>{"mode: mode changed '0600' to '0644'"}));
    write("c", "", 0600);
    EXPECT_EQ(apply(resource(path("c"), {{"mode", Value("u=rw,go=r")}})),
              (std::vector<std::string>{"mode: mode changed '0600' to '0644' (u=rw,go=r)"}));
    EXPECT_EQ(mode_of("c"), "0644");

    // scenario 4: numeric modes on a directory gain x where r is set
    fs::create_directory(path("d"));
    ::chmod(path("d").c_str(), 0700);
    Resource& d = resource(path("d"), {{"ensure", Value("directory")}, {"mode", Value("0644")}});
    EXPECT_EQ(apply(d), (std::vector<std::string>{"mode: mode changed '0700' to '0755'"}));
    EXPECT_EQ(mode_of("d"), "0755");
    EXPECT_TRUE(apply(d).empty());
    // a new directory is created with it too
    EXPECT_EQ(apply(resource(path("n"), {{"ensure", Value("directory")}, {"mode", Value("0640")}})),
              (std::vector<std::string>{"ensure: created"}));
    EXPECT_EQ(mode_of("n"), "0750");
}

TEST_F(FileProviderTest, NoopValues) {
    fs::create_directory(path("d"));
    ::chmod(path("d").c_str(), 0700);
    Resource& d = resource(path("d"), {{"mode", Value("0644")}});
    State should = m_provider.should(d);
    State is = get(d);
    EXPECT_FALSE(m_provider.insync(d, "mode", is.at("mode"), should.at("mode")));
    EXPECT_EQ(m_provider.format_is("mode", is.at("mode")), "'0700'");
    EXPECT_EQ(m_provider.format_should("mode", should.at("mode")), "'0755'");
    EXPECT_EQ(m_provider.format_is("ensure", Value("absent")), "'absent'");
    EXPECT_EQ(m_provider.format_should("ensure", Value("file")), "'file'");
    EXPECT_EQ(m_provider.format_is("owner", Value(static_cast<std::int64_t>(0))), "'root'");
    EXPECT_EQ(m_provider.format_should("owner", Value("no_such_user_pp")), "'no_such_user_pp'");
}

TEST_F(FileProviderTest, Absent) {
    write("f", "x");
    EXPECT_EQ(apply(resource(path("f"), {{"ensure", Value("absent")}})),
              (std::vector<std::string>{"ensure: removed"}));
    EXPECT_FALSE(fs::exists(path("f")));

    // a directory without force stays, and is reported removed on every run (scenario 5)
    fs::create_directory(path("d"));
    Resource& d = resource(path("d"), {{"ensure", Value("absent")}});
    EXPECT_EQ(apply(d), (std::vector<std::string>{"ensure: removed"}));
    EXPECT_TRUE(fs::is_directory(path("d")));
    EXPECT_NE(m_out.str().find("Notice: /Stage[main]/Main/File[" + path("d") +
                               "]: Not removing directory; use 'force' to override\n"),
              std::string::npos);
    EXPECT_EQ(apply(d), (std::vector<std::string>{"ensure: removed"}));

    fs::create_directories(path("df/sub"));
    EXPECT_EQ(apply(resource(path("df"), {{"ensure", Value("absent")}, {"force", Value(true)}})),
              (std::vector<std::string>{"ensure: removed"}));
    EXPECT_FALSE(fs::exists(path("df")));

    EXPECT_TRUE(apply(resource(path("none"), {{"ensure", Value("absent")}})).empty());
}

TEST_F(FileProviderTest, Failures) {
    EXPECT_EQ(apply(resource(path("x/d"), {{"ensure", Value("directory")}})),
              (std::vector<std::string>{"ensure: error: Cannot create " + path("x/d") +
                                        "; parent directory " + path("x") + " does not exist"}));

    // scenario 8: present is satisfied by a directory, file is not
    fs::create_directory(path("d"));
    EXPECT_TRUE(apply(resource(path("d"), {{"ensure", Value("present")}})).empty());
    EXPECT_EQ(apply(resource(path("d"), {{"ensure", Value("file")}})),
              (std::vector<std::string>{
                  "ensure: error: Could not set 'file' on ensure: Is a directory @ rb_sysopen - " +
                  path("d") + " (file: /tmp/site.pp, line: 3)"}));

    // scenario 29: an unknown owner fails the creation (the file is left behind, as Puppet leaves it)
    EXPECT_EQ(apply(resource(path("o"), {{"content", Value("o")}, {"owner", Value("no_such_user_pp")}})),
              (std::vector<std::string>{
                  "ensure: error: Could not set 'file' on ensure: Could not find user no_such_user_pp (file: "
                  "/tmp/site.pp, line: 3)"}));

    // a link over a directory without force
    fs::create_directory(path("ld"));
    EXPECT_EQ(apply(resource(path("ld"), {{"ensure", Value("link")}, {"target", Value("/etc/hosts")}})),
              (std::vector<std::string>{"ensure: error: Could not remove existing file"}));

    // on an existing file each property fails on its own; a content change writes, then fails fixing the
    // owner (b01 in the oracle runs), and the mode still changes
    write("u", "old", 0644);
    EXPECT_EQ(apply(resource(
                  path("u"),
                  {{"content", Value("new")}, {"owner", Value("no_such_user_pp")}, {"mode", Value("0600")}})),
              (std::vector<std::string>{"content: error: Could not find user no_such_user_pp",
                                        "owner: error: Could not find user no_such_user_pp",
                                        "mode: mode changed '0644' to '0600'"}));
    EXPECT_EQ(read("u"), "new");
    write("g", "");
    EXPECT_EQ(apply(resource(path("g"), {{"group", Value("no_such_group_pp")}})),
              (std::vector<std::string>{"group: error: Could not find group no_such_group_pp"}));
    write("x", "");
    Resource& x = resource(path("x"), {{"mode", Value("a=X")}});
    EXPECT_EQ(apply(x), (std::vector<std::string>{
                            "mode: error: X only works with the '+' operator in symbolic mode \"a=X\""}));
    EXPECT_EQ(m_provider.format_should("mode", Value("a=X")), "'0a=X'");
}

TEST_F(FileProviderTest, LinksAndTypeChanges) {
    fs::create_symlink("/etc/hostname", path("l"));
    EXPECT_EQ(apply(resource(path("l"), {{"ensure", Value("link")}, {"target", Value("/etc/hosts")}})),
              (std::vector<std::string>{"target: target changed '/etc/hostname' to '/etc/hosts'"}));
    EXPECT_EQ(fs::read_symlink(path("l")), "/etc/hosts");

    write("f", "x");
    EXPECT_EQ(apply(resource(path("f"), {{"ensure", Value("link")}, {"target", Value("/etc/hosts")}})),
              (std::vector<std::string>{"ensure: ensure changed 'file' to 'link'"}));
    EXPECT_TRUE(fs::is_symlink(path("f")));

    // a link's mode is not managed
    EXPECT_TRUE(apply(resource(path("f"), {{"mode", Value("0600")}})).empty());
}

TEST_F(FileProviderTest, Sources) {
    write("src", "A\n", 0700);
    EXPECT_EQ(apply(resource(path("a"), {{"source", Value(path("src"))}})),
              (std::vector<std::string>{
                  "ensure: defined content as "
                  "'{sha256}06f961b802bc46ee168555f066d28f4f0e9afdf3f88174c1ee6f9de004fc30a0'"}));
    EXPECT_EQ(read("a"), "A\n");
    EXPECT_EQ(mode_of("a"), "0644"); // source_permissions => ignore

    Resource& missing = resource(path("b"), {{"source", Value(path("nope"))}});
    (void)m_provider.should(missing);
    try {
        get(missing);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "Could not retrieve information from environment production source(s) file://" +
                      path("nope"));
    }

    fs::create_directories(path("mods/m/files"));
    write("mods/m/files/c.txt", "C\n");
    ProviderSettings settings;
    settings.modulepath = {path("none"), path("mods")};
    m_provider.set_settings(std::make_shared<const ProviderSettings>(settings));
    EXPECT_EQ(apply(resource(path("c"), {{"source", Value("puppet:///modules/m/c.txt")}})).size(), 1U);
    EXPECT_EQ(read("c"), "C\n");
}

TEST_F(FileProviderTest, SensitiveChecksumsBackupsAndValidation) {
    // Sensitive content: ensure and content are redacted (b06 in the oracle runs)
    write("s", "old\n");
    Resource& s = resource(path("s"), {{"content", Value::sensitive(Value("secret\n"))}});
    EXPECT_EQ(apply(s), (std::vector<std::string>{"content: changed [redacted] to [redacted]"}));
    EXPECT_EQ(read("s"), "secret\n");
    EXPECT_EQ(m_provider.format_is("content", Value("{sha256}x")), "[redacted]");
    EXPECT_EQ(apply(resource(path("s2"), {{"content", Value::sensitive(Value("x"))}})),
              (std::vector<std::string>{"ensure: changed [redacted] to [redacted]"}));

    // another digest
    EXPECT_EQ(
        apply(resource(path("m"), {{"content", Value("x\n")}, {"checksum", Value("md5")}})),
        (std::vector<std::string>{"ensure: defined content as '{md5}401b30e3b8b5d629635a5c613cdb7919'"}));

    // a backup suffix copies the old file beside it first
    write("b", "old");
    write("b.puppet-bak", "older");
    EXPECT_EQ(apply(resource(path("b"), {{"content", Value("new")}, {"backup", Value(true)}})).size(), 1U);
    EXPECT_EQ(read("b.puppet-bak"), "old");
    EXPECT_NE(m_out.str().find("Removing old backup of type file"), std::string::npos);

    // validate_cmd sees the new content in the temporary file; a failure leaves the old file alone
    write("v", "old\n");
    std::vector<std::string> lines = apply(
        resource(path("v"), {{"content", Value("bad\n")}, {"validate_cmd", Value("/bin/grep -q good %")}}));
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0].rfind("content: error: Execution of '/bin/grep -q good " + path("v"), 0), 0U)
        << lines[0];
    EXPECT_EQ(read("v"), "old\n");
    EXPECT_EQ(std::distance(fs::directory_iterator(m_dir), fs::directory_iterator()), 6); // no temporary left
    EXPECT_EQ(apply(resource(path("v"),
                             {{"content", Value("good\n")}, {"validate_cmd", Value("/bin/grep -q good %")}}))
                  .size(),
              1U);
    EXPECT_EQ(read("v"), "good\n");
}

TEST_F(FileProviderTest, EventNames) {
    EXPECT_EQ(m_provider.event_name("ensure", Value("file")), "file_created");
    EXPECT_EQ(m_provider.event_name("ensure", Value("present")), "file_created");
    EXPECT_EQ(m_provider.event_name("ensure", Value("directory")), "directory_created");
    EXPECT_EQ(m_provider.event_name("ensure", Value("link")), "link_created");
    EXPECT_EQ(m_provider.event_name("ensure", Value("absent")), "file_removed");
    EXPECT_EQ(m_provider.event_name("content", Value("{sha256}x")), "content_changed");
    EXPECT_EQ(m_provider.event_name("mode", Value("0644")), "mode_changed");
}

TEST_F(FileProviderTest, AutoRelations) {
    Resource& r = resource("/a/b/c/", {{"owner", Value("www")}, {"group", Value("100")}});
    Provider::AutoRelations autos = m_provider.auto_relations(r);
    // the ancestors are candidates, nearest first: the graph requires only the first one in the catalog
    EXPECT_EQ(autos.require_first_of, (std::vector<std::string>{"File[/a/b]", "File[/a]", "File[/]"}));
    EXPECT_EQ(autos.require, (std::vector<std::string>{"User[www]"}));
    Resource& l = resource("/x/l", {{"ensure", Value("/etc/hosts")}});
    EXPECT_EQ(m_provider.auto_relations(l).require_first_of,
              (std::vector<std::string>{"File[/x]", "File[/]"}));
    EXPECT_EQ(m_provider.auto_relations(l).require, (std::vector<std::string>{"File[/etc/hosts]"}));
}

TEST(FileRegistryTest, Registered) {
    ProviderSettings settings;
    settings.modulepath = {"/nowhere"};
    ProviderRegistry registry = ProviderRegistry::with_builtins(settings);
    const Provider* file = registry.find("file");
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->settings().modulepath, (std::vector<std::string>{"/nowhere"}));
}

TEST(FileRegistryTest, EachRegistryHasItsOwnSettings) {
    ProviderSettings settings;
    settings.root = "/srv/a/";
    settings.modulepath = {"/a"};
    ProviderRegistry a = ProviderRegistry::with_builtins(settings);
    ProviderRegistry b = ProviderRegistry::with_builtins();
    EXPECT_EQ(a.find("user")->settings().root, "/srv/a"); // no trailing slash
    EXPECT_EQ(b.find("user")->settings().root, "");
    EXPECT_EQ(b.find("file")->settings().modulepath, std::vector<std::string>{});
}

} // namespace
} // namespace pp::apply
