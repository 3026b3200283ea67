// stdlib's file_line (apply/providers/file_line.cpp) in a temporary directory: the type's checks at to_ral,
// exists? for each combination of match, line, ensure and the Boolean parameters, how the file is rewritten
// (in place, mode kept, every line ending in a newline), the errors Puppet raises or wraps, and the change
// lines. Expected texts and file contents were observed with puppet apply 7.23 and stdlib 8.5.0
// (tests/golden/apply/50*, 53).

#include "apply/providers/builtin.hpp"
#include "runtime/catalog.hpp"

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

using Params = std::vector<std::pair<std::string, Value>>;

class FileLineTest : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/pp-file-line-test.XXXXXX";
        ASSERT_NE(::mkdtemp(dir), nullptr);
        m_dir = dir;
        m_old_umask = ::umask(022);
        m_provider = m_registry.find("file_line");
        ASSERT_NE(m_provider, nullptr);
    }
    void TearDown() override {
        ::umask(m_old_umask);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }

    std::string path(std::string_view name) const { return m_dir + "/" + std::string(name); }

    Resource& resource(const std::string& title, Params params, bool noop = false) {
        auto cr = std::make_unique<runtime::CatalogResource>();
        cr->type = "File_line";
        cr->title = title;
        cr->namevar = "name";
        cr->file = "/tmp/site.pp";
        cr->line = 7;
        for (auto& [k, v] : params)
            cr->set_param(k, std::move(v));
        auto r = std::make_unique<Resource>();
        r->catalog = cr.get();
        r->type = "file_line";
        r->title = title;
        r->name = title;
        r->ref = "File_line[" + title + "]";
        r->path = "/Stage[main]/Main/File_line[" + title + "]";
        r->noop = noop;
        m_catalog.push_back(std::move(cr));
        m_resources.push_back(std::move(r));
        return *m_resources.back();
    }

    std::string validation(Params params) {
        try {
            (void)m_provider->should(resource("v", std::move(params)));
        } catch (const ValidationError& e) {
            return e.what();
        }
        return "<valid>";
    }

    State get(const Resource& r) {
        const Resource* one = &r;
        return m_provider->get(m_context, std::span<const Resource* const>(&one, 1)).front();
    }

    /// The transaction for one resource: `ensure: <change line>`, `ensure: error: <message>`, or nothing.
    std::string apply(const Resource& r) {
        State should = m_provider->should(r);
        State is = get(r);
        const Value& cur = is.at("ensure");
        if (m_provider->insync(r, "ensure", cur, should.at("ensure"))) return "";
        std::vector<PropertyChange> changes{{"ensure", cur, should.at("ensure")}};
        auto outcomes = m_provider->set(m_context, r, is, changes);
        if (!outcomes.empty() && !outcomes.front().error.empty())
            return "ensure: error: " + outcomes.front().error;
        return "ensure: " + m_provider->change_message(r, "ensure", cur, should.at("ensure"));
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
    Context m_context{m_log, "file_line"};
    ProviderRegistry m_registry = ProviderRegistry::with_builtins();
    Provider* m_provider = nullptr;
    std::vector<std::unique_ptr<runtime::CatalogResource>> m_catalog;
    std::vector<std::unique_ptr<Resource>> m_resources;
};

TEST_F(FileLineTest, ValidationMessages) {
    const std::string at = " (file: /tmp/site.pp, line: 7)";
    EXPECT_EQ(validation({{"path", Value("/x")}, {"match", Value("^x")}}),
              "Validation of File_line[v] failed: line is a required attribute" + at);
    EXPECT_EQ(validation({{"path", Value("rel")}, {"line", Value("x")}}),
              "Parameter path failed on File_line[v]: File paths must be fully qualified, not 'rel'" + at);
    EXPECT_EQ(validation({{"line", Value("x")}}),
              "Validation of File_line[v] failed: path is a required attribute" + at);
    EXPECT_EQ(validation({{"path", Value("/x")}, {"line", Value("x")}, {"ensure", Value("bogus")}}),
              "Parameter ensure failed on File_line[v]: Invalid value \"bogus\". Valid values are present, "
              "absent." +
                  at);
    // newvalues(true, false) takes the Booleans and their exact strings only
    EXPECT_EQ(
        validation({{"path", Value("/x")}, {"line", Value("x")}, {"multiple", Value("yes")}}),
        "Parameter multiple failed on File_line[v]: Invalid value \"yes\". Valid values are true, false." +
            at);
    EXPECT_EQ(
        validation({{"path", Value("/x")}, {"line", Value("x")}, {"replace", Value("False")}}),
        "Parameter replace failed on File_line[v]: Invalid value \"False\". Valid values are true, false." +
            at);
    EXPECT_EQ(validation({{"path", Value("/x")},
                          {"line", Value("x")},
                          {"replace_all_matches_not_matching_line", Value(true)},
                          {"multiple", Value(false)}}),
              "Validation of File_line[v] failed: multiple must be true when "
              "replace_all_matches_not_matching_line is "
              "true" +
                  at);
    EXPECT_EQ(validation({{"path", Value("/x")},
                          {"line", Value("x")},
                          {"replace_all_matches_not_matching_line", Value("true")},
                          {"replace", Value(false)}}),
              "Validation of File_line[v] failed: replace must be true when "
              "replace_all_matches_not_matching_line is "
              "true" +
                  at);
    // the properties are set before the parameters: ensure's error wins over path's
    EXPECT_EQ(
        validation({{"path", Value("rel")}, {"ensure", Value(true)}}),
        "Parameter ensure failed on File_line[v]: Invalid value true. Valid values are present, absent." +
            at);
    // absent by match needs no line
    EXPECT_EQ(validation({{"path", Value("/x")},
                          {"ensure", Value("absent")},
                          {"match", Value("^x")},
                          {"match_for_absence", Value(true)}}),
              "<valid>");
}

TEST_F(FileLineTest, ShouldAndProperties) {
    EXPECT_EQ(m_provider->properties(), (std::vector<std::string>{"ensure", "line"}));
    State s = m_provider->should(resource("a", {{"path", Value(path("f"))}, {"line", Value("x")}}));
    EXPECT_EQ(s.at("ensure").as_string(), "present"); // defaultto :present
    EXPECT_EQ(s.at("line").as_string(), "x");
    EXPECT_FALSE(m_provider->refreshable());
}

TEST_F(FileLineTest, ReplaceByMatchKeepsTheFileItself) {
    write("m", "a=1\nfoo=1\nb=2\n", 0600);
    struct stat before {};
    ASSERT_EQ(::stat(path("m").c_str(), &before), 0);
    Resource& r = resource("replace",
                           {{"path", Value(path("m"))}, {"line", Value("foo=2")}, {"match", Value("^foo=")}});
    EXPECT_EQ(apply(r), "ensure: created");
    EXPECT_EQ(read("m"), "a=1\nfoo=2\nb=2\n");
    struct stat after {};
    ASSERT_EQ(::stat(path("m").c_str(), &after), 0);
    EXPECT_EQ(after.st_ino, before.st_ino); // File.open(path, 'w'): truncated in place
    EXPECT_EQ(after.st_mode & 07777, 0600U);
    EXPECT_EQ(apply(r), ""); // the second run finds the line
}

TEST_F(FileLineTest, ExistsTable) {
    // exists? as the provider decides it: for each file and parameters, whether ensure reads present
    struct Case {
        const char* content;
        Params params;
        const char* ensure;
    };
    const std::vector<Case> cases = {
        {"a\nx\n", {{"line", Value("x")}}, "present"},
        {"a\nx\r\n", {{"line", Value("x")}}, "present"}, // chomp takes \r\n
        {"a\nx \n", {{"line", Value("x")}}, "absent"},   // the whole line counts
        {"a\n", {{"line", Value("x")}}, "absent"},
        {"foo=1\n", {{"line", Value("foo=2")}, {"match", Value("^foo")}}, "absent"},
        {"foo=2\n", {{"line", Value("foo=2")}, {"match", Value("^foo")}}, "present"},
        // no match, no line: present only when told not to append (the provider "lies")
        {"a\n", {{"line", Value("x")}, {"match", Value("^z")}}, "absent"},
        {"a\n",
         {{"line", Value("x")}, {"match", Value("^z")}, {"append_on_no_match", Value(false)}},
         "present"},
        // a match but not the line: replace => false makes it present
        {"foo=1\n",
         {{"line", Value("foo=2")}, {"match", Value("^foo")}, {"replace", Value(false)}},
         "present"},
        // replace_all_matches_not_matching_line: any other matching line is work to do
        {"foo=2\nfoo=1\n",
         {{"line", Value("foo=2")},
          {"match", Value("^foo")},
          {"replace_all_matches_not_matching_line", Value(true)},
          {"multiple", Value(true)}},
         "absent"},
        {"foo=2\n",
         {{"line", Value("foo=2")},
          {"match", Value("^foo")},
          {"replace_all_matches_not_matching_line", Value(true)},
          {"multiple", Value(true)}},
         "present"},
        // ensure => absent: the line, or a match with match_for_absence
        {"x\n", {{"line", Value("x")}, {"ensure", Value("absent")}}, "present"},
        {"foo=1\n", {{"line", Value("x")}, {"ensure", Value("absent")}, {"match", Value("^foo")}}, "absent"},
        {"foo=1\n",
         {{"line", Value("x")},
          {"ensure", Value("absent")},
          {"match", Value("^foo")},
          {"match_for_absence", Value(true)}},
         "present"},
        // an Integer line never equals a line of the file
        {"5\n", {{"line", Value(5)}}, "absent"},
    };
    int n = 0;
    for (const Case& c : cases) {
        const std::string name = "t" + std::to_string(n++);
        write(name, c.content);
        Params params = c.params;
        params.emplace_back("path", Value(path(name)));
        State s = get(resource(name, params));
        EXPECT_EQ(s.at("ensure").as_string(), c.ensure) << name << ": " << c.content;
    }
}

TEST_F(FileLineTest, RewritesAsTheProviderDoes) {
    struct Case {
        const char* content;
        Params params;
        const char* result;
    };
    const std::vector<Case> cases = {
        // appended; a last line without a newline gets one
        {"one\n", {{"line", Value("two")}}, "one\ntwo\n"},
        {"no newline", {{"line", Value("next")}}, "no newline\nnext\n"},
        {"", {{"line", Value("x")}}, "x\n"},
        // every matching line with multiple
        {"x\nkey=1\ny\nkey=2\n",
         {{"line", Value("key=new")}, {"match", Value("^key=")}, {"multiple", Value(true)}},
         "x\nkey=new\ny\nkey=new\n"},
        // no match: after the first line `after` matches, else at the end
        {"[main]\nx=1\n",
         {{"line", Value("z=1")}, {"match", Value("^z=")}, {"after", Value("^\\[main\\]")}},
         "[main]\nz=1\nx=1\n"},
        {"a\n", {{"line", Value("z=1")}, {"match", Value("^z=")}, {"after", Value("^nothing")}}, "a\nz=1\n"},
        // after without match: after every matching line with multiple
        {"[s]\n[s]\n",
         {{"line", Value("v")}, {"after", Value("^\\[s\\]")}, {"multiple", Value(true)}},
         "[s]\nv\n[s]\nv\n"},
        // ensure => absent by line: every equal line; nothing is added to the last one
        {"keep\nremove\nkeep2\nremove",
         {{"line", Value("remove")}, {"ensure", Value("absent")}},
         "keep\nkeep2\n"},
        {"a\nexport P=1\nb",
         {{"ensure", Value("absent")}, {"match", Value("^export P=")}, {"match_for_absence", Value(true)}},
         "a\nb"},
        {"o=1\nx\no=2\n",
         {{"ensure", Value("absent")},
          {"match", Value("^o=")},
          {"match_for_absence", Value(true)},
          {"multiple", Value(true)}},
         "x\n"},
    };
    int n = 0;
    for (const Case& c : cases) {
        const std::string name = "r" + std::to_string(n++);
        write(name, c.content);
        Params params = c.params;
        params.emplace_back("path", Value(path(name)));
        Resource& r = resource(name, params);
        const std::string line = apply(r);
        EXPECT_TRUE(line == "ensure: created" || line == "ensure: removed") << name << ": " << line;
        EXPECT_EQ(read(name), c.result) << name;
        EXPECT_EQ(apply(resource(name + "-again", params)), "") << name << ": not idempotent";
    }
}

TEST_F(FileLineTest, ALineEndingInANewline) {
    // puts does not double its newline, but no chomped line of the file ever equals it: added on every run
    write("nl", "a\n");
    Params params{{"path", Value(path("nl"))}, {"line", Value("b\n")}};
    EXPECT_EQ(apply(resource("nl", params)), "ensure: created");
    EXPECT_EQ(read("nl"), "a\nb\n");
    EXPECT_EQ(apply(resource("nl-again", params)), "ensure: created");
    EXPECT_EQ(read("nl"), "a\nb\nb\n");
}

TEST_F(FileLineTest, Failures) {
    write("two", "foo=1\nfoo=2\n");
    EXPECT_EQ(
        apply(resource("two",
                       {{"path", Value(path("two"))}, {"line", Value("foo=3")}, {"match", Value("^foo=")}})),
        "ensure: error: More than one line in file '" + path("two") + "' matches pattern '^foo='");
    EXPECT_EQ(read("two"), "foo=1\nfoo=2\n"); // raised before the file is opened
    write("after", "[s]\n[s]\n");
    EXPECT_EQ(
        apply(resource("after",
                       {{"path", Value(path("after"))}, {"line", Value("v")}, {"after", Value("^\\[s")}})),
        "ensure: error: 2 lines match pattern '^\\[s' in file '" + path("after") +
            "'. One or no line must match the pattern.");
    write("absent", "o=1\no=2\n");
    EXPECT_EQ(apply(resource("absent", {{"path", Value(path("absent"))},
                                        {"ensure", Value("absent")},
                                        {"match", Value("^o")},
                                        {"match_for_absence", Value(true)}})),
              "ensure: error: More than one line in file '" + path("absent") + "' matches pattern '^o'");

    // Ruby exceptions in create are wrapped by ensure's setter (and logged first)
    write("f", "a\n");
    m_err.str("");
    EXPECT_EQ(
        apply(resource("nil", {{"path", Value(path("f"))}, {"line", Value("b")}, {"replace", Value(false)}})),
        "ensure: error: Could not set 'present' on ensure: wrong argument type nil (expected Regexp) (file: "
        "/tmp/site.pp, line: 7)");
    EXPECT_EQ(m_err.str(),
              "Error: Could not set 'present' on ensure: wrong argument type nil (expected Regexp) "
              "(file: /tmp/site.pp, line: 7)\n");
    EXPECT_EQ(
        apply(
            resource("bad-after", {{"path", Value(path("f"))}, {"line", Value("b")}, {"after", Value("+")}})),
        "ensure: error: Could not set 'present' on ensure: target of repeat operator is not specified: /+/ "
        "(file: /tmp/site.pp, line: 7)");
}

TEST_F(FileLineTest, ReadErrors) {
    auto get_error = [&](Resource& r) {
        try {
            (void)get(r);
        } catch (const std::exception& e) {
            return std::string(e.what());
        }
        return std::string("<none>");
    };
    // a missing file fails, except under noop, where it reads as empty
    Params missing{{"path", Value(path("nosuch"))}, {"line", Value("x")}};
    EXPECT_EQ(get_error(resource("m", missing)),
              "No such file or directory @ rb_sysopen - " + path("nosuch"));
    Resource& noop = resource("m-noop", missing, true);
    EXPECT_EQ(get(noop).at("ensure").as_string(), "absent");
    EXPECT_FALSE(fs::exists(path("nosuch")));
    // a bad regexp fails when exists? builds it, even on an empty file
    write("empty", "");
    EXPECT_EQ(get_error(resource(
                  "re", {{"path", Value(path("empty"))}, {"line", Value("x")}, {"match", Value("([")}})),
              "premature end of char-class: /([/");
    // a regexp over a line that is not UTF-8
    write("latin", "caf\xe9\nfoo=1\n");
    EXPECT_EQ(get_error(resource(
                  "u8", {{"path", Value(path("latin"))}, {"line", Value("x")}, {"match", Value("^foo")}})),
              "invalid byte sequence in UTF-8");
    // ... which an ISO-8859-1 file allows, for an ASCII regexp
    Resource& latin = resource("l1", {{"path", Value(path("latin"))},
                                      {"line", Value("foo=2")},
                                      {"match", Value("^foo")},
                                      {"encoding", Value("iso-8859-1")}});
    EXPECT_EQ(apply(latin), "ensure: created");
    EXPECT_EQ(read("latin"), "caf\xe9\nfoo=2\n");
    // the exact line is compared without a regexp: no encoding error
    EXPECT_EQ(get(resource("plain", {{"path", Value(path("latin"))}, {"line", Value("foo=2")}}))
                  .at("ensure")
                  .as_string(),
              "present");
}

TEST_F(FileLineTest, ChangeLinesEventsAndAutorequire) {
    Resource& r = resource("fl", {{"path", Value(path("f"))}, {"line", Value("x")}});
    EXPECT_EQ(m_provider->change_message(r, "ensure", Value("absent"), Value("present")), "created");
    EXPECT_EQ(m_provider->change_message(r, "ensure", Value("present"), Value("absent")), "removed");
    EXPECT_EQ(m_provider->format_is("ensure", Value("absent")), "'absent'");
    EXPECT_EQ(m_provider->event_name("ensure", Value("present")), "file_line_created");
    EXPECT_EQ(m_provider->event_name("ensure", Value("absent")), "file_line_removed");
    EXPECT_EQ(m_provider->auto_relations(r).require, (std::vector<std::string>{"File[" + path("f") + "]"}));
    EXPECT_TRUE(m_provider->auto_relations(r).require_first_of.empty());
    // the ruby provider has no instances: `puppet resource file_line` says so
    try {
        (void)m_provider->instances(m_context);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_EQ(
            std::string(e.what()),
            "To support listing resources of this type the 'ruby' provider needs to implement an 'instances' "
            "class method returning the current set of resources. We recommend porting your module to the "
            "simpler Resource API instead: https://puppet.com/search/docs?keys=resource+api");
    }
}

} // namespace
} // namespace pp::apply
