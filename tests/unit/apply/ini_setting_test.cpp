// inifile's IniFile and SettingValue (apply/providers/ini_file.cpp) and the ini_setting / ini_subsetting
// providers (ini_setting.cpp): where settings and sections are written, what is kept, the module's quirks
// (duplicate sections, removal bookkeeping, partial writes), the type's checks, and the change lines.
// Expected contents were observed with puppet apply 7.23 and inifile 5.4.0 (tests/golden/apply/51*, 52, and
// a differential run of some 600 resources against Puppet).

#include "apply/providers/builtin.hpp"
#include "apply/providers/ini_file.hpp"
#include "runtime/catalog.hpp"
#include "runtime/relationship_graph.hpp"

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

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t nl = text.find('\n', at);
        std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
        lines.emplace_back(text.substr(at, end - at));
        at = end;
    }
    return lines;
}

ini::IniFile parse(std::string_view text, ini::IniOptions options = {}) {
    return ini::IniFile(lines_of(text), std::move(options));
}

// ---------------------------------------------------------------------------------------------------------
// IniFile

TEST(IniFileTest, ParsesSectionsAndSettings) {
    ini::IniFile f = parse("; top\ng = 1\n[main]\n  key = v  \n# c = 2\n[empty]\n[b]\nk=\n");
    EXPECT_EQ(f.section_names(), (std::vector<std::string>{"", "main", "empty", "b"}));
    EXPECT_EQ(f.get_value("", "g"), "1");
    EXPECT_EQ(f.get_value("main", "key"), "v  "); // the value runs to the end of the line
    EXPECT_EQ(f.get_value("main", "c"), std::nullopt);
    EXPECT_EQ(f.get_value("b", "k"), "");
    EXPECT_EQ(f.get_value("nope", "k"), std::nullopt);
    EXPECT_EQ(f.section("main")->indentation, 2);
    EXPECT_TRUE(f.section("empty")->empty());
    EXPECT_FALSE(f.section("")->new_section());
    // a file starting with a header has a new (empty) global section
    EXPECT_TRUE(parse("[a]\n").section("")->new_section());
}

TEST(IniFileTest, SetValueWhereTheModulePutsIt) {
    struct Case {
        const char* before;
        const char* section;
        const char* setting;
        const char* value;
        const char* after;
    };
    const Case cases[] = {
        // in place, keeping the spacing around the separator
        {"[main]\n  key   =  old\n", "main", "key", "new", "[main]\n  key   =  new\n"},
        // at the end of the section, before its blank lines, indented like its settings
        {"[s]\n    a = 1\n\n[t]\n", "s", "b", "2", "[s]\n    a = 1\n    b = 2\n\n[t]\n"},
        // after a commented-out version of itself
        {"[s]\n# b = 0\nx=1\n", "s", "b", "2", "[s]\n# b = 0\nb = 2\nx=1\n"},
        // a new section at the end, after a blank line
        {"[s]\nx=1\n", "new", "k", "v", "[s]\nx=1\n\n[new]\nk = v\n"},
        // ... without one when the file has nothing else
        {"", "new", "k", "v", "[new]\nk = v\n"},
        // the global section goes first, without a header, and a new one is followed by a blank line
        {"[s]\nx=1\n", "", "g", "1", "g = 1\n\n[s]\nx=1\n"},
        // every line gets its newline
        {"[s]\nx=1", "s", "y", "2", "[s]\nx=1\ny = 2\n"},
        // duplicate keys are all updated
        {"[s]\nk=1\nk=2\n", "s", "k", "3", "[s]\nk=3\nk=3\n"},
    };
    for (const Case& c : cases) {
        ini::IniFile f = parse(c.before);
        f.set_value(c.section, c.setting, " = ", std::string(c.value));
        EXPECT_EQ(f.render(), c.after) << c.before;
    }
}

TEST(IniFileTest, NewSectionsBetweenOthers) {
    ini::IniFile f = parse("[a]\nx=1\n");
    f.set_value("b", "k", " = ", std::string("1"));
    f.set_value("c", "k", " = ", std::string("2"));
    // a new section with settings is followed by a blank line when another section comes, and a new
    // section is preceded by one: two between new sections
    EXPECT_EQ(f.render(), "[a]\nx=1\n\n[b]\nk = 1\n\n\n[c]\nk = 2\n");
    ini::IniFile only = parse("");
    only.set_value("s");
    EXPECT_EQ(only.render(), "[s]\n");
}

TEST(IniFileTest, RemoveSetting) {
    ini::IniFile f = parse("[a]\nx=1\ny=2\n\n[b]\nonly=1\n[c]\n# comment\nz=1\n");
    f.remove_setting("a", "x");
    f.remove_setting("b", "only"); // the section is left with its header only: it goes
    f.remove_setting("c", "z");    // a comment keeps it
    f.remove_setting("a", "nope");
    EXPECT_EQ(f.render(), "[a]\ny=2\n\n[c]\n# comment\n");
    EXPECT_EQ(f.section_names(), (std::vector<std::string>{"", "a", "c"}));
    try {
        f.remove_setting("missing", "x");
        ADD_FAILURE() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "undefined method `existing_setting?' for nil:NilClass\n\n"
                                         "      return unless section.existing_setting?(setting)\n"
                                         "                           ^^^^^^^^^^^^^^^^^^");
    }
}

TEST(IniFileTest, TheModulesQuirksAreKept) {
    // two sections of one name: the name is listed twice and both point at the last one's lines
    ini::IniFile dup = parse("[a]\nx=1\n[m]\nk=1\n[a]\ny=2\n");
    EXPECT_EQ(dup.render(), "[a]\ny=2\n[m]\nk=1\n[a]\ny=2\n");
    // deleting while walking the lines skips the line after each deleted one; the section's end moves by
    // one only, so save runs past the lines and fails after writing what came before
    ini::IniFile keys = parse("[main]\nkey=1\nkey=2\nkey=3\n");
    keys.remove_setting("main", "key");
    std::string partial;
    try {
        (void)keys.render();
        ADD_FAILURE() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "undefined method `match?' for nil:NilClass\n\n"
                                         "              if line.match?(%r{^\\s*$})\n"
                                         "                     ^^^^^^^");
    }
    // a separator pasted into a character class that breaks it
    try {
        (void)parse("[a]\n", ini::IniOptions{"[", "[", "]", " ", std::nullopt});
        ADD_FAILURE() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()),
                  "premature end of char-class: /^(\\s*)([^#;\\s]|[^#;\\s].*?[^\\s[])(\\s*[[ "
                  "\\t]*)(.*)\\s*$/");
    }
}

TEST(IniFileTest, SeparatorsPrefixesAndIndentation) {
    ini::IniOptions colon;
    colon.key_val_separator = ": ";
    ini::IniFile f = parse("[main]\nkey: old\n;other: 1\n", colon);
    EXPECT_EQ(f.get_value("main", "key"), "old");
    f.set_value("main", "other", ": ", std::string("x"));
    f.set_value("main", "key", ": ", std::string("new"));
    EXPECT_EQ(f.render(), "[main]\nkey: new\n;other: 1\nother: x\n");

    ini::IniOptions angle;
    angle.section_prefix = "<";
    angle.section_suffix = ">";
    angle.indent_char = "\t";
    angle.indent_width = 2;
    ini::IniFile a = parse("<sec>\nk=v\n", angle);
    a.set_value("sec", "k2", " = ", std::string("v2"));
    a.set_value("new", "a", " = ", std::string("b"));
    EXPECT_EQ(a.render(), "<sec>\nk=v\n\t\tk2 = v2\n\n<new>\n\t\ta = b\n");

    ini::IniOptions negative;
    negative.indent_width = -1;
    ini::IniFile n = parse("[s]\n", negative);
    n.set_value("s", "k", " = ", std::string("v"));
    EXPECT_THROW((void)n.render(), std::runtime_error); // `' ' * -1`: negative argument
}

TEST(IniFileTest, SaveKeepsTheFileAndWritesWhatCameBeforeAFailure) {
    char dir[] = "/tmp/pp-ini-test.XXXXXX";
    ASSERT_NE(::mkdtemp(dir), nullptr);
    const std::string path = std::string(dir) + "/a.ini";
    std::ofstream(path) << "\n\n";
    ::chmod(path.c_str(), 0640);
    struct stat before {};
    ASSERT_EQ(::stat(path.c_str(), &before), 0);
    ini::IniOptions negative;
    negative.indent_width = -1;
    ini::IniFile f = ini::IniFile::read(path, negative);
    f.set_value("main", "new", " = ", std::string("r"));
    EXPECT_THROW(f.save(path), std::runtime_error);
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    EXPECT_EQ(ss.str(), "\n\n\n[main]\n"); // as Puppet leaves it
    struct stat after {};
    ASSERT_EQ(::stat(path.c_str(), &after), 0);
    EXPECT_EQ(after.st_ino, before.st_ino);
    EXPECT_EQ(after.st_mode & 07777, 0640U);
    // a directory reads as no lines
    EXPECT_TRUE(ini::IniFile::read(dir, {}).lines().empty());
    fs::remove_all(dir);
}

TEST(IniFileTest, RubyHelpers) {
    EXPECT_EQ(ini::ruby_strip("  a b \t\n"), "a b");
    EXPECT_EQ(ini::ruby_strip("x\0"), "x");
    EXPECT_EQ(ini::ruby_to_i("4"), 4);
    EXPECT_EQ(ini::ruby_to_i(" 12abc"), 12);
    EXPECT_EQ(ini::ruby_to_i("abc"), 0);
    EXPECT_EQ(ini::ruby_to_i("-3"), -3);
    EXPECT_EQ(ini::ruby_to_i("1_000"), 1000);
    const std::pair<const char*, const char*> parents[] = {
        {"/tmp/x/a.ini", "/tmp/x"},
        {"/a.ini", "/"},
        {"/tmp/x/", "/tmp"},
        {"/tmp/./a", "/tmp"},
        {"/tmp//x//a", "/tmp//x"},
        {"/tmp/x/../a.ini", "/tmp/x/.."},
        {"/", "/"},
        {"/tmp/x/..", "/tmp/x/../.."},
    };
    for (const auto& [path, parent] : parents)
        EXPECT_EQ(ini::pathname_parent(path), parent) << path;
}

// ---------------------------------------------------------------------------------------------------------
// SettingValue

TEST(SettingValueTest, Subsettings) {
    ini::SettingValue v(std::string("-Xmx1g -Xms512m"), " ", "", "");
    EXPECT_EQ(v.get_subsetting_value("-Xmx", false), "1g");
    EXPECT_EQ(v.get_subsetting_value("-Xss", false), std::nullopt);
    EXPECT_EQ(v.get_subsetting_value("-Xmx1g", true), "true");
    v.add_subsetting("-Xmx", std::string("2g"), false, "end", std::nullopt);
    v.add_subsetting("-Xss", std::string("1m"), false, "start", std::nullopt);
    v.add_subsetting("-Z", std::nullopt, false, "after", std::string("-Xmx"));
    v.add_subsetting("-Y", std::nullopt, false, "index", std::string("1"));
    EXPECT_EQ(v.get_value(), "-Xss1m -Y -Xmx2g -Z -Xms512m");
    v.remove_subsetting("-X", false);
    EXPECT_EQ(v.get_value(), "-Y -Z");

    ini::SettingValue quoted(std::string("\"a=1,b=2\""), ",", "", "=");
    EXPECT_EQ(quoted.items(), (std::vector<std::string>{"a=1", "b=2"}));
    EXPECT_EQ(quoted.get_subsetting_value("b", false), "2");
    quoted.add_subsetting("c", std::string("3"), false, "before", std::string("b"));
    EXPECT_EQ(quoted.get_value(), "\"a=1,c=3,b=2\""); // the quotes found are kept

    ini::SettingValue none(std::nullopt, " ", "'", "");
    none.add_subsetting("x", std::nullopt, false, "end", std::nullopt);
    EXPECT_EQ(none.get_value(), "'x'");
}

// ---------------------------------------------------------------------------------------------------------
// The providers

using Params = std::vector<std::pair<std::string, Value>>;

class IniProviderTest : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/pp-ini-provider-test.XXXXXX";
        ASSERT_NE(::mkdtemp(dir), nullptr);
        m_dir = dir;
        m_old_umask = ::umask(022);
        m_setting = m_registry.find("ini_setting");
        m_subsetting = m_registry.find("ini_subsetting");
        ASSERT_NE(m_setting, nullptr);
        ASSERT_NE(m_subsetting, nullptr);
    }
    void TearDown() override {
        ::umask(m_old_umask);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }

    std::string path(std::string_view name) const { return m_dir + "/" + std::string(name); }

    Resource& resource(const std::string& type, const std::string& title, Params params) {
        auto cr = std::make_unique<runtime::CatalogResource>();
        cr->type = type == "ini_setting" ? "Ini_setting" : "Ini_subsetting";
        cr->title = title;
        cr->namevar = "name";
        cr->file = "/tmp/site.pp";
        cr->line = 2;
        for (auto& [k, v] : params)
            cr->set_param(k, std::move(v));
        auto r = std::make_unique<Resource>();
        r->catalog = cr.get();
        r->type = type;
        r->title = title;
        r->name = title;
        r->ref = cr->type + "[" + title + "]";
        r->path = "/Stage[main]/Main/" + r->ref;
        m_catalog.push_back(std::move(cr));
        m_resources.push_back(std::move(r));
        return *m_resources.back();
    }

    std::string validation(Params params) {
        try {
            (void)m_setting->should(resource("ini_setting", "v", std::move(params)));
        } catch (const ValidationError& e) {
            return e.what();
        }
        return "<valid>";
    }

    /// The harness for one resource: the change lines (`prop: line` or `prop: error: ...`).
    std::vector<std::string> apply(Provider& p, const Resource& r) {
        State should = p.should(r);
        const Resource* one = &r;
        State is = p.get(m_context, std::span<const Resource* const>(&one, 1)).front();
        std::vector<PropertyChange> changes;
        if (!p.insync(r, "ensure", is.at("ensure"), should.at("ensure"))) {
            changes.push_back({"ensure", is.at("ensure"), should.at("ensure")});
        } else if (is.at("ensure").as_string() != "absent" && should.count("value") != 0 &&
                   !p.insync(r, "value", is.at("value"), should.at("value"))) {
            changes.push_back({"value", is.at("value"), should.at("value")});
        }
        std::vector<std::string> lines;
        if (changes.empty()) return lines;
        auto outcomes = p.set(m_context, r, is, changes);
        for (std::size_t i = 0; i < changes.size(); ++i) {
            const PropertyChange& c = changes[i];
            if (i < outcomes.size() && !outcomes[i].error.empty())
                lines.push_back(c.property + ": error: " + outcomes[i].error);
            else
                lines.push_back(c.property + ": " + p.change_message(r, c.property, c.is, c.should));
        }
        return lines;
    }

    std::string read(std::string_view name) const {
        std::ifstream in(path(name), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    void write(std::string_view name, std::string_view content) const {
        std::ofstream(path(name), std::ios::binary) << content;
    }

    std::string m_dir;
    mode_t m_old_umask = 022;
    std::ostringstream m_out, m_err;
    Log m_log{m_out, m_err, LogLevel::Debug};
    Context m_context{m_log, "ini_setting"};
    ProviderRegistry m_registry = ProviderRegistry::with_builtins();
    Provider* m_setting = nullptr;
    Provider* m_subsetting = nullptr;
    std::vector<std::unique_ptr<runtime::CatalogResource>> m_catalog;
    std::vector<std::unique_ptr<Resource>> m_resources;
};

using Lines = std::vector<std::string>;

TEST_F(IniProviderTest, ValidationMessages) {
    const std::string at = " (file: /tmp/site.pp, line: 2)";
    EXPECT_EQ(validation({{"path", Value("rel")}}),
              "Parameter path failed on Ini_setting[v]: File paths must be fully qualified, not 'rel'" + at);
    EXPECT_EQ(
        validation({{"path", Value("/x")}, {"refreshonly", Value("maybe")}}),
        "Parameter refreshonly failed on Ini_setting[v]: Invalid value \"maybe\". Valid values are true, "
        "false, yes, no." +
            at);
    EXPECT_EQ(
        validation({{"path", Value("/x")}, {"show_diff", Value("bogus")}}),
        "Parameter show_diff failed on Ini_setting[v]: Invalid value \"bogus\". Valid values are true, md5, "
        "false." +
            at);
    EXPECT_EQ(validation({{"path", Value("/x")}, {"ensure", Value("bogus")}}),
              "Parameter ensure failed on Ini_setting[v]: Invalid value \"bogus\". Valid values are present, "
              "absent." +
                  at);
    EXPECT_EQ(
        validation({{"path", Value("/x")}, {"setting", Value(" k ")}}),
        "Parameter setting failed on Ini_setting[v]: Munging failed for value \" k \" in class setting: "
        "private method `warn' called for Puppet:Module\n\n        Puppet.warn('Settings should not have "
        "spaces in the value, we are going to strip the whitespace')\n              ^^^^^\nDid you mean?  "
        "warning" +
            at);
    EXPECT_EQ(validation({{"path", Value("/x")}, {"refreshonly", Value("yes")}, {"show_diff", Value(false)}}),
              "<valid>");
}

TEST_F(IniProviderTest, ShouldMungesTheValue) {
    auto value = [&](Value v) {
        return m_setting
            ->should(resource("ini_setting", "m", {{"path", Value("/x")}, {"value", std::move(v)}}))
            .at("value")
            .as_string();
    };
    EXPECT_EQ(value(Value("  a b  ")), "a b");
    EXPECT_EQ(value(Value(true)), "true");
    EXPECT_EQ(value(Value(5)), "5");
    EXPECT_EQ(value(Value(std::vector<Value>{Value(" x"), Value("y")})), "x");
    EXPECT_EQ(value(Value::sensitive(Value("s "))), "s");
    State s = m_setting->should(resource("ini_setting", "d", {{"path", Value("/x")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "present");
    EXPECT_EQ(s.count("value"), 0U);
}

TEST_F(IniProviderTest, CreateChangeRemove) {
    write("a.ini", "[main]\nkey=old\n");
    Params base{{"path", Value(path("a.ini"))}, {"section", Value("main")}, {"setting", Value("key")}};
    Params change = base;
    change.emplace_back("value", Value("new"));
    EXPECT_EQ(
        apply(*m_setting, resource("ini_setting", "c", change)),
        (Lines{"value: value changed [redacted sensitive information] to [redacted sensitive information]"}));
    EXPECT_EQ(read("a.ini"), "[main]\nkey=new\n");
    EXPECT_EQ(apply(*m_setting, resource("ini_setting", "c2", change)), Lines{});

    Params add{{"path", Value(path("a.ini"))},
               {"section", Value("main")},
               {"setting", Value("k2")},
               {"value", Value("v")}};
    EXPECT_EQ(apply(*m_setting, resource("ini_setting", "a", add)), (Lines{"ensure: created"}));
    EXPECT_EQ(read("a.ini"), "[main]\nkey=new\nk2 = v\n");

    Params remove = base;
    remove.emplace_back("ensure", Value("absent"));
    EXPECT_EQ(apply(*m_setting, resource("ini_setting", "r", remove)), (Lines{"ensure: removed"}));
    EXPECT_EQ(read("a.ini"), "[main]\nk2 = v\n");

    // a missing file is created
    Params fresh{{"path", Value(path("new.ini"))},
                 {"section", Value("s")},
                 {"setting", Value("k")},
                 {"value", Value("v")}};
    EXPECT_EQ(apply(*m_setting, resource("ini_setting", "n", fresh)), (Lines{"ensure: created"}));
    EXPECT_EQ(read("new.ini"), "[s]\nk = v\n");
    struct stat st {};
    ASSERT_EQ(::stat(path("new.ini").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0644U);

    // no directory for it: ensure's setter wraps the Errno
    m_err.str("");
    Params nodir{{"path", Value(path("no/x.ini"))}, {"setting", Value("k")}, {"value", Value("v")}};
    EXPECT_EQ(
        apply(*m_setting, resource("ini_setting", "d", nodir)),
        (Lines{"ensure: error: Could not set 'present' on ensure: No such file or directory @ rb_sysopen - " +
               path("no/x.ini") + " (file: /tmp/site.pp, line: 2)"}));
    EXPECT_NE(m_err.str().find("Error: Could not set 'present' on ensure: No such file"), std::string::npos);
}

TEST_F(IniProviderTest, ForceNewSectionCreationAndRefreshonly) {
    write("a.ini", "[main]\nkey=old\n");
    // without force_new_section_creation a missing section makes the resource absent by wish
    Params noforce{{"path", Value(path("a.ini"))},
                   {"section", Value("nope")},
                   {"setting", Value("k")},
                   {"value", Value("v")},
                   {"force_new_section_creation", Value(false)}};
    EXPECT_EQ(apply(*m_setting, resource("ini_setting", "nf", noforce)), Lines{});
    EXPECT_EQ(read("a.ini"), "[main]\nkey=old\n");

    // refreshonly: always in sync; a refresh writes the value
    Params refresh{{"path", Value(path("a.ini"))},
                   {"section", Value("main")},
                   {"setting", Value("key")},
                   {"value", Value("r")},
                   {"refreshonly", Value(true)}};
    Resource& r = resource("ini_setting", "ro", refresh);
    EXPECT_EQ(apply(*m_setting, r), Lines{});
    EXPECT_TRUE(m_setting->refreshable());
    m_setting->refresh(m_context, r);
    EXPECT_EQ(read("a.ini"), "[main]\nkey=r\n");

    // without refreshonly a refresh does nothing
    Params plain{{"path", Value(path("a.ini"))},
                 {"section", Value("main")},
                 {"setting", Value("key")},
                 {"value", Value("p")}};
    m_setting->refresh(m_context, resource("ini_setting", "p", plain));
    EXPECT_EQ(read("a.ini"), "[main]\nkey=r\n");

    // absent and refreshonly: the refresh removes, and fails on a section that is not there
    Params gone{{"path", Value(path("a.ini"))},
                {"section", Value("zz")},
                {"setting", Value("k")},
                {"ensure", Value("absent")},
                {"refreshonly", Value(true)}};
    EXPECT_THROW(m_setting->refresh(m_context, resource("ini_setting", "g", gone)), std::runtime_error);
}

TEST_F(IniProviderTest, DisplayEventsAndAutorequire) {
    Resource& r = resource("ini_setting", "i", {{"path", Value(path("conf.d/a.ini"))}});
    EXPECT_EQ(m_setting->format_is("value", Value("x")), "[redacted sensitive information]");
    EXPECT_EQ(m_setting->format_should("value", Value("y")), "[redacted sensitive information]");
    EXPECT_EQ(m_setting->format_is("ensure", Value("absent")), "'absent'");
    EXPECT_EQ(m_setting->change_message(r, "ensure", Value("absent"), Value("present")), "created");
    EXPECT_EQ(m_setting->event_name("ensure", Value("absent")), "ini_setting_removed");
    EXPECT_EQ(m_setting->event_name("value", Value("x")), "value_changed");
    EXPECT_EQ(m_setting->auto_relations(r).require, (Lines{"File[" + path("conf.d") + "]"}));
    // without a path the relationship graph cannot be built (Pathname.new(nil))
    Resource& nopath = resource("ini_setting", "np", {});
    try {
        (void)m_setting->auto_relations(nopath);
        ADD_FAILURE() << "no error";
    } catch (const runtime::GraphError& e) {
        EXPECT_EQ(std::string(e.what()), "no implicit conversion of nil into String");
    }
    // a Sensitive value: Puppet's own redaction, decided when the resource is read
    write("s.ini", "[db]\npassword=old\n");
    Resource& secret = resource("ini_setting", "s",
                                {{"path", Value(path("s.ini"))},
                                 {"section", Value("db")},
                                 {"setting", Value("password")},
                                 {"value", Value::sensitive(Value("new"))}});
    EXPECT_EQ(apply(*m_setting, secret), (Lines{"value: changed [redacted] to [redacted]"}));
    EXPECT_EQ(m_setting->format_should("value", Value("new")), "[redacted]");
    EXPECT_EQ(read("s.ini"), "[db]\npassword=new\n");
    EXPECT_FALSE(m_subsetting->refreshable());
    try {
        (void)m_setting->instances(m_context);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "Ini_settings only support collecting instances when a file path is hard coded");
    }
    EXPECT_TRUE(m_subsetting->auto_relations(nopath).require.empty());
}

TEST_F(IniProviderTest, Subsetting) {
    write("s.ini", "[java]\nopts = -Xmx1g -Xms512m\n");
    auto params = [&](Params extra) {
        Params p{{"path", Value(path("s.ini"))}, {"section", Value("java")}, {"setting", Value("opts")}};
        p.insert(p.end(), extra.begin(), extra.end());
        return p;
    };
    EXPECT_EQ(
        apply(*m_subsetting, resource("ini_subsetting", "xmx",
                                      params({{"subsetting", Value("-Xmx")}, {"value", Value("2g")}}))),
        (Lines{"value: value changed [redacted sensitive information] to [redacted sensitive information]"}));
    EXPECT_EQ(apply(*m_subsetting, resource("ini_subsetting", "xss",
                                            params({{"subsetting", Value("-Xss")},
                                                    {"value", Value("1m")},
                                                    {"insert_type", Value("start")}}))),
              (Lines{"ensure: created"}));
    EXPECT_EQ(
        apply(*m_subsetting, resource("ini_subsetting", "xms",
                                      params({{"subsetting", Value("-Xms")}, {"ensure", Value("absent")}}))),
        (Lines{"ensure: removed"}));
    EXPECT_EQ(read("s.ini"), "[java]\nopts = -Xss1m -Xmx2g\n");
    // the last item removed takes the setting with it (delete_if_empty is always true to the provider), and
    // the section left with its header only goes too
    apply(*m_subsetting, resource("ini_subsetting", "r1",
                                  params({{"subsetting", Value("-Xss")}, {"ensure", Value("absent")}})));
    apply(*m_subsetting, resource("ini_subsetting", "r2",
                                  params({{"subsetting", Value("-Xmx")},
                                          {"ensure", Value("absent")},
                                          {"delete_if_empty", Value(false)}})));
    EXPECT_EQ(read("s.ini"), "");
    try {
        (void)m_subsetting->should(resource("ini_subsetting", "q", params({{"quote_char", Value("x")}})));
        ADD_FAILURE() << "no error";
    } catch (const ValidationError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "Parameter quote_char failed on Ini_subsetting[q]: :quote_char valid values "
                  "are '', '\"' and \"'\" (file: /tmp/site.pp, line: 2)");
    }
}

} // namespace
} // namespace pp::apply
