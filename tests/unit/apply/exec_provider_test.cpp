// The exec provider (apply/providers/exec*.cpp) in a temporary directory: Ruby's Kernel.exec rules, the
// parameters' validation texts, the checks, syncing (returns, tries, timeout, logoutput), environment, cwd,
// umask, the shell provider, refresh and autorequires. The expected texts were observed with Puppet 7.23
// through shared/oracle/oracle-apply.sh (reference/applier.md §3 "exec", §5 scenarios 12, 17-19, 24-28, 33).

#include "apply/providers/builtin.hpp"
#include "apply/providers/exec.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

namespace pp::apply {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------------------
// How commands become processes

TEST(ExecCommandTest, KernelExecArgv) {
    struct Case {
        const char* command;
        std::vector<std::string> argv;
    };
    const Case cases[] = {
        {"/bin/echo a   b", {"/bin/echo", "a", "b"}},
        {"/bin/echo\ttab", {"/bin/echo", "tab"}},
        {"  /bin/true  ", {"/bin/true"}},
        {"/bin/echo a%b", {"/bin/echo", "a%b"}},
        {"/bin/echo a=b", {"/bin/echo", "a=b"}},
        {"/bin/a=b x", {"/bin/a=b", "x"}},
        {"/bin/echo !", {"/bin/echo", "!"}},
        {"X=1 /bin/echo", {"/bin/sh", "-c", "X=1 /bin/echo"}},
        {"/bin/echo ~", {"/bin/sh", "-c", "/bin/echo ~"}},
        {"echo a; echo b", {"/bin/sh", "-c", "echo a; echo b"}},
        {"echo $HOME", {"/bin/sh", "-c", "echo $HOME"}},
        {"\"/bin/echo\" a", {"/bin/sh", "-c", "\"/bin/echo\" a"}},
        {"/bin/echo a\n/bin/echo b", {"/bin/sh", "-c", "/bin/echo a\n/bin/echo b"}},
        {"/bin/echo # c", {"/bin/sh", "-c", "/bin/echo # c"}},
        {"exit 3", {"/bin/sh", "-c", "exit 3"}},
        {"! /bin/true", {"/bin/sh", "-c", "! /bin/true"}},
        {"set", {"/bin/sh", "-c", "set"}},
        {"settle", {"settle"}},
        {"while", {"/bin/sh", "-c", "while"}},
    };
    for (const Case& c : cases)
        EXPECT_EQ(kernel_exec_argv(Value(c.command)), c.argv) << c.command;
    // an Array is the argv, unless it holds a single String
    EXPECT_EQ(kernel_exec_argv(Value(std::vector<Value>{Value("/bin/echo"), Value("a  b"), Value("$HOME")})),
              (std::vector<std::string>{"/bin/echo", "a  b", "$HOME"}));
    EXPECT_EQ(kernel_exec_argv(Value(std::vector<Value>{Value("/bin/echo hi; x")})),
              (std::vector<std::string>{"/bin/sh", "-c", "/bin/echo hi; x"}));
    EXPECT_EQ(kernel_exec_argv(Value(std::vector<Value>{Value("/bin/sh"), Value("-c"),
                                                        Value(std::vector<Value>{Value("a"), Value(1)})})),
              (std::vector<std::string>{"/bin/sh", "-c", "a", "1"}));
}

TEST(ExecCommandTest, ExtractexeAndValidatecmd) {
    struct Case {
        const char* command;
        const char* exe;
        bool qualified;
    };
    const Case cases[] = {
        {"/bin/echo hi", "/bin/echo", true},
        {"echo hi", "echo", false},
        {"\"/opt/my app/run\" x", "/opt/my app/run", true},
        {"'echo' hi", "echo", false},
        {"  /bin/echo", "", false},
        {"\"\" x", "\"\"", false},
        {"true\n/bin/echo", "true\n/bin/echo", true}, // absolute_path? is %r!^/!
    };
    for (const Case& c : cases) {
        EXPECT_EQ(extractexe(Value(c.command)), c.exe) << c.command;
        EXPECT_EQ(validatecmd(Value(c.command), false).empty(), c.qualified) << c.command;
        EXPECT_TRUE(validatecmd(Value(c.command), true).empty()) << c.command;
    }
    EXPECT_EQ(extractexe(Value(std::vector<Value>{Value("echo"), Value("/x")})), "echo");
    EXPECT_EQ(validatecmd(Value("echo hi"), false),
              "'echo' is not qualified and no path was specified. Please qualify the command or specify a "
              "path.");
}

TEST(ExecCommandTest, OutputLinesAndTexts) {
    EXPECT_EQ(output_lines("a\n\nb\n\n\n"), (std::vector<std::string>{"a", "", "b"}));
    EXPECT_EQ(output_lines("\nx"), (std::vector<std::string>{"", "x"}));
    EXPECT_EQ(output_lines("no newline"), (std::vector<std::string>{"no newline"}));
    EXPECT_EQ(output_lines("a\r\nb"), (std::vector<std::string>{"a\r", "b"}));
    EXPECT_TRUE(output_lines("\n\n").empty());
    EXPECT_TRUE(output_lines("").empty());
    EXPECT_EQ(message_text("/bin/sh: 1: x: not found\n"), "/bin/sh: 1: x: not found");
    EXPECT_EQ(ruby_to_s_text(Value(std::vector<Value>{Value("/bin/sh"), Value("-c"), Value("x")})),
              "[\"/bin/sh\", \"-c\", \"x\"]");
    EXPECT_EQ(command_string(Value(std::vector<Value>{Value("/bin/sh"), Value("-c"), Value("echo a; b")})),
              "/bin/sh -c echo a; b");
    EXPECT_EQ(split_environment_setting("FOO=a=b"), std::make_pair(std::string("FOO"), std::string("a=b")));
    EXPECT_EQ(split_environment_setting("EMPTY="), std::make_pair(std::string("EMPTY"), std::string()));
    EXPECT_FALSE(split_environment_setting("A-B=1"));
    EXPECT_FALSE(split_environment_setting("=x"));
}

TEST(ExecCommandTest, ResolveIds) {
    std::optional<std::uint32_t> uid, gid;
    std::string error;
    EXPECT_TRUE(resolve_ids(std::string("root"), std::nullopt, uid, gid, error));
    EXPECT_EQ(uid, 0U);
    EXPECT_EQ(gid, 0U);
    uid.reset();
    gid.reset();
    EXPECT_FALSE(resolve_ids(std::string("no_such_user_pp"), std::nullopt, uid, gid, error));
    EXPECT_EQ(error, "Invalid user: no_such_user_pp");
    EXPECT_FALSE(resolve_ids(std::string("root"), std::string("no_such_group_pp"), uid, gid, error));
    EXPECT_EQ(error, "Invalid group: no_such_group_pp"); // the group is changed first
    EXPECT_FALSE(resolve_ids(std::string("4000000000"), std::nullopt, uid, gid, error));
    EXPECT_EQ(error, "Invalid user: 4000000000"); // an id must name an entry too
}

// ---------------------------------------------------------------------------------------------------------
// The provider

class ExecProviderTest : public ::testing::Test {
protected:
    void SetUp() override {
        char dir[] = "/tmp/pp-exec-test.XXXXXX";
        ASSERT_NE(::mkdtemp(dir), nullptr);
        m_dir = dir;
        ProviderRegistry registry;
        register_exec_provider(registry);
        m_registry = std::make_unique<ProviderRegistry>(std::move(registry));
        m_provider = m_registry->find("exec");
        ASSERT_NE(m_provider, nullptr);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }

    std::string path(std::string_view name) const { return m_dir + "/" + std::string(name); }

    /// An exec resource titled `title` with these parameters.
    Resource& resource(const std::string& title, std::vector<std::pair<std::string, Value>> params = {}) {
        auto cr = std::make_unique<runtime::CatalogResource>();
        cr->type = "Exec";
        cr->title = title;
        cr->namevar = "command";
        cr->file = "/tmp/site.pp";
        cr->line = 3;
        for (auto& [k, v] : params)
            cr->set_param(k, std::move(v));
        auto r = std::make_unique<Resource>();
        r->catalog = cr.get();
        r->type = "exec";
        r->title = title;
        r->ref = "Exec[" + title + "]";
        r->path = "/Stage[main]/Main/Exec[" + title + "]";
        r->name = title;
        if (const Value* c = cr->param("command"); c != nullptr && c->is_string()) r->name = c->as_string();
        m_catalog.push_back(std::move(cr));
        m_resources.push_back(std::move(r));
        return *m_resources.back();
    }

    Value current(const Resource& r) {
        const Resource* one = &r;
        auto states = m_provider->get(m_context, std::span<const Resource* const>(&one, 1));
        return states.at(0).at("returns");
    }
    bool would_run(const Resource& r) {
        Value is = current(r);
        return !m_provider->insync(r, "returns", is, m_provider->should(r).at("returns"));
    }
    /// Syncs `returns` as the transaction does after get: the error, or empty.
    std::string sync(const Resource& r) {
        State should = m_provider->should(r);
        std::vector<PropertyChange> changes{{"returns", Value("notrun"), should.at("returns")}};
        auto outcomes = m_provider->set(m_context, r, State{}, changes);
        EXPECT_EQ(outcomes.size(), 1U);
        return outcomes.empty() ? std::string("no outcome") : outcomes.front().error;
    }
    std::string validation_error(std::vector<std::pair<std::string, Value>> params,
                                 const std::string& title = "x") {
        try {
            (void)m_provider->should(resource(title, std::move(params)));
        } catch (const ValidationError& e) {
            return e.what();
        }
        return {};
    }
    std::string out() const { return m_out.str(); }
    std::string err() const { return m_err.str(); }
    void clear_logs() {
        m_out.str({});
        m_err.str({});
    }
    static std::string read(const std::string& file) {
        std::ifstream in(file);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
    static Value array(std::initializer_list<Value> items) { return Value(std::vector<Value>(items)); }

    std::string m_dir;
    std::ostringstream m_out, m_err;
    Log m_log{m_out, m_err, LogLevel::Debug};
    Context m_context{m_log, "exec"};
    std::unique_ptr<ProviderRegistry> m_registry;
    Provider* m_provider = nullptr;
    std::vector<std::unique_ptr<runtime::CatalogResource>> m_catalog;
    std::vector<std::unique_ptr<Resource>> m_resources;
};

TEST_F(ExecProviderTest, ValidationMessages) {
    const std::string at = " (file: /tmp/site.pp, line: 3)";
    struct Case {
        std::vector<std::pair<std::string, Value>> params;
        std::string expected;
    };
    const std::vector<Case> cases = {
        {{{"command", Value("echo hi")}},
         "Validation of Exec[x] failed: 'echo' is not qualified and no path was specified. Please qualify "
         "the "
         "command or specify a path." +
             at},
        {{{"command", Value("/bin/echo")}, {"onlyif", Value("test -f /x")}},
         "Parameter onlyif failed on Exec[x]: 'test' is not qualified and no path was specified. Please "
         "qualify the command or specify a path." +
             at},
        {{{"command", Value("/bin/echo")}, {"unless", array({Value("/bin/false"), Value("test")})}},
         "Parameter unless failed on Exec[x]: 'test' is not qualified and no path was specified. Please "
         "qualify the command or specify a path." +
             at},
        {{{"command", Value("/bin/echo")}, {"refresh", Value("echo r")}},
         "Parameter refresh failed on Exec[x]: 'echo' is not qualified and no path was specified. Please "
         "qualify the command or specify a path." +
             at},
        {{{"command", Value("/bin/echo")}, {"refreshonly", Value("maybe")}},
         "Parameter refreshonly failed on Exec[x]: Invalid value \"maybe\". Valid values are true, false." +
             at},
        {{{"command", Value("/bin/echo")}, {"logoutput", Value("maybe")}},
         "Parameter logoutput failed on Exec[x]: Invalid value \"maybe\". Valid values are true, false, "
         "on_failure." +
             at},
        {{{"command", Value("/bin/echo")}, {"cwd", Value("relative")}},
         "Parameter cwd failed on Exec[x]: cwd must be a fully qualified path" + at},
        {{{"command", Value("/bin/echo")}, {"creates", array({Value("/a"), Value("b")})}},
         "Parameter creates failed on Exec[x]: creates must be a fully qualified path" + at},
        {{{"command", Value(5)}},
         "Parameter command failed on Exec[x]: Command must be a String or Array<String>, got value of class "
         "Integer" +
             at},
        {{{"command", Value("/bin/echo")}, {"timeout", Value("abc")}},
         "Parameter timeout failed on Exec[x]: Munging failed for value \"abc\" in class timeout: The "
         "timeout "
         "must be a number." +
             at},
        {{{"command", Value("/bin/echo")}, {"tries", Value("abc")}},
         "Parameter tries failed on Exec[x]: Munging failed for value \"abc\" in class tries: Tries must be "
         "an "
         "integer" +
             at},
        {{{"command", Value("/bin/echo")}, {"tries", Value(0)}},
         "Parameter tries failed on Exec[x]: Munging failed for value 0 in class tries: Tries must be an "
         "integer >= 1" +
             at},
        {{{"command", Value("/bin/echo")}, {"try_sleep", Value(-1)}},
         "Parameter try_sleep failed on Exec[x]: Munging failed for value -1 in class try_sleep: try_sleep "
         "cannot be a negative number" +
             at},
        {{{"command", Value("/bin/echo")}, {"try_sleep", Value("x")}},
         "Parameter try_sleep failed on Exec[x]: Munging failed for value \"x\" in class try_sleep: "
         "try_sleep "
         "must be a number" +
             at},
        {{{"command", Value("/bin/echo")}, {"umask", Value("999")}},
         "Parameter umask failed on Exec[x]: The umask specification is invalid: \"999\"" + at},
        {{{"command", Value("/bin/echo")}, {"umask", Value(22)}},
         "Parameter umask failed on Exec[x]: The umask specification is invalid: 22" + at},
        {{{"command", Value("/bin/echo")}, {"environment", Value("FOO")}},
         "Parameter environment failed on Exec[x]: Invalid environment setting 'FOO'" + at},
        {{{"command", Value("/bin/echo")}, {"provider", Value("foo")}},
         "Parameter provider failed on Exec[x]: Invalid exec provider 'foo'" + at},
        // accepted
        {{{"command", Value("echo hi")}, {"provider", Value("shell")}, {"onlyif", Value("test -f /x")}}, ""},
        {{{"command", Value("echo hi")}, {"path", Value("/bin")}, {"refresh", Value("echo r")}}, ""},
        {{{"command", Value("/bin/echo")},
          {"timeout", array({Value(2), Value(3)})},
          {"umask", Value("0027")}},
         ""},
        {{{"command", Value("/bin/echo")}, {"returns", Value("abc")}, {"environment", Value("A-B=1")}}, ""},
    };
    for (const Case& c : cases)
        EXPECT_EQ(validation_error(c.params), c.expected);
    // the title is the command when there is none
    EXPECT_EQ(validation_error({}, "echo hi"),
              "Validation of Exec[echo hi] failed: 'echo' is not qualified and no path was specified. Please "
              "qualify the command or specify a path." +
                  at);
}

TEST_F(ExecProviderTest, ShouldAndDisplay) {
    Resource& plain = resource("/bin/true");
    State should = m_provider->should(plain);
    EXPECT_EQ(m_provider->format_should("returns", should.at("returns")), "['0']");
    EXPECT_EQ(m_provider->format_is("returns", Value("notrun")), "'notrun'");
    Resource& multi =
        resource("m", {{"command", Value("/bin/true")}, {"returns", array({Value(0), Value("3")})}});
    EXPECT_EQ(m_provider->format_should("returns", m_provider->should(multi).at("returns")), "['0', '3']");
    EXPECT_EQ(m_provider->change_message(plain, "returns", Value("notrun"), should.at("returns")),
              "executed successfully");
    EXPECT_EQ(m_provider->event_name("returns", should.at("returns")), "executed_command");
    EXPECT_TRUE(m_provider->refreshable());
    EXPECT_FALSE(m_provider->insync(plain, "returns", Value("notrun"), should.at("returns")));
    EXPECT_TRUE(m_provider->insync(plain, "returns", should.at("returns"), should.at("returns")));
}

TEST_F(ExecProviderTest, Checks) {
    const std::string marker = path("ran");
    EXPECT_TRUE(would_run(resource("plain", {{"command", Value("/bin/true")}})));
    EXPECT_FALSE(would_run(resource("ro", {{"command", Value("/bin/true")}, {"refreshonly", Value(true)}})));
    EXPECT_TRUE(
        would_run(resource("rof", {{"command", Value("/bin/true")}, {"refreshonly", Value("false")}})));
    EXPECT_FALSE(
        would_run(resource("onlyif", {{"command", Value("/bin/true")}, {"onlyif", Value("/bin/false")}})));
    EXPECT_TRUE(
        would_run(resource("onlyif2", {{"command", Value("/bin/true")}, {"onlyif", Value("/bin/true")}})));
    EXPECT_FALSE(
        would_run(resource("unless", {{"command", Value("/bin/true")}, {"unless", Value("/bin/true")}})));
    // unless runs only if every command is non-zero; onlyif only if every one is zero
    EXPECT_FALSE(
        would_run(resource("unless2", {{"command", Value("/bin/true")},
                                       {"unless", array({Value("/bin/false"), Value("/bin/true")})}})));
    EXPECT_TRUE(
        would_run(resource("unless3", {{"command", Value("/bin/true")},
                                       {"unless", array({Value("/bin/false"), Value("/bin/false")})}})));
    EXPECT_FALSE(would_run(
        resource("onlyif3", {{"command", Value("/bin/true")},
                             {"onlyif", array({array({Value("/usr/bin/test"), Value("-d"), Value("/tmp")}),
                                               Value("/bin/false")})}})));
    // creates: any existing path blocks it
    EXPECT_TRUE(
        would_run(resource("creates", {{"command", Value("/bin/true")}, {"creates", Value(marker)}})));
    EXPECT_FALSE(would_run(resource(
        "creates2", {{"command", Value("/bin/true")}, {"creates", array({Value(marker), Value(m_dir)})}})));

    // the first failing check stops the others: refreshonly, creates, unless, onlyif
    clear_logs();
    Resource& order = resource("order", {{"command", Value("/bin/true")},
                                         {"creates", Value(m_dir)},
                                         {"onlyif", Value("/bin/sh -c 'touch " + marker + "'")}});
    EXPECT_FALSE(would_run(order));
    EXPECT_FALSE(fs::exists(marker));
    EXPECT_EQ(out(),
              "Debug: /Stage[main]/Main/Exec[order]/creates: Checking that 'creates' path '" + m_dir +
                  "' exists\n"
                  "Debug: /Stage[main]/Main/Exec[order]: '/bin/true' won't be executed because of failed "
                  "check 'creates'\n");

    // a check's output is debug, the command lines as Puppet prints them
    clear_logs();
    EXPECT_FALSE(would_run(resource(
        "u", {{"command", Value("/bin/true")}, {"unless", Value("/bin/sh -c 'echo checkout; exit 0'")}})));
    EXPECT_EQ(out(),
              "Debug: Exec[u](provider=posix): Executing check '/bin/sh -c 'echo checkout; exit 0''\n"
              "Debug: Executing: '/bin/sh -c 'echo checkout; exit 0''\n"
              "Debug: /Stage[main]/Main/Exec[u]/unless: checkout\n"
              "Debug: /Stage[main]/Main/Exec[u]: '/bin/true' won't be executed because of failed check "
              "'unless'\n");
}

TEST_F(ExecProviderTest, CheckErrors) {
    // a check that exceeds the timeout fails the check; one that cannot run fails the resource
    Resource& slow = resource(
        "slow",
        {{"command", Value("/bin/true")}, {"onlyif", Value("/bin/sleep 3")}, {"timeout", Value(0.3)}});
    auto start = std::chrono::steady_clock::now();
    EXPECT_FALSE(would_run(slow));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
    EXPECT_EQ(err(), "Error: /Stage[main]/Main/Exec[slow]/onlyif: Check \"/bin/sleep 3\" exceeded timeout\n");
    Resource& missing = resource(
        "missing",
        {{"command", Value("/bin/true")}, {"onlyif", Value("nosuch_pp_x")}, {"path", Value("/bin")}});
    try {
        current(missing);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "Could not find command 'nosuch_pp_x'");
    }
    Resource& shell = resource(
        "shell",
        {{"command", Value("/bin/true")}, {"onlyif", Value("nosuch_pp_x")}, {"provider", Value("shell")}});
    try {
        current(shell);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "/bin/sh: 1: nosuch_pp_x: not found");
    }
}

TEST_F(ExecProviderTest, SyncSuccessAndFailure) {
    Resource& ok = resource("ok", {{"command", Value("/bin/echo hello")}, {"logoutput", Value(true)}});
    EXPECT_EQ(sync(ok), "");
    EXPECT_NE(out().find("Notice: /Stage[main]/Main/Exec[ok]/returns: hello\n"), std::string::npos);

    // on_failure (the default): output only when the status is not accepted, at the resource's loglevel
    clear_logs();
    Resource& quiet = resource("quiet", {{"command", Value("/bin/echo hello")}});
    EXPECT_EQ(sync(quiet), "");
    EXPECT_EQ(out().find("returns: hello"), std::string::npos);
    Resource& fail = resource("fail", {{"command", Value("/bin/sh -c \"echo out; echo err >&2; exit 1\"")},
                                       {"loglevel", Value("info")}});
    EXPECT_EQ(sync(fail), "'/bin/sh -c \"echo out; echo err >&2; exit 1\"' returned 1 instead of one of [0]");
    EXPECT_NE(out().find("Info: /Stage[main]/Main/Exec[fail]/returns: out\n"
                         "Info: /Stage[main]/Main/Exec[fail]/returns: err\n"),
              std::string::npos);
    Resource& three = resource(
        "three", {{"command", Value("/bin/sh -c 'exit 3'")}, {"returns", array({Value(0), Value(3)})}});
    EXPECT_EQ(sync(three), "");
    Resource& four = resource(
        "four", {{"command", Value("/bin/sh -c 'exit 4'")}, {"returns", array({Value(0), Value(3)})}});
    EXPECT_EQ(sync(four), "'/bin/sh -c 'exit 4'' returned 4 instead of one of [0,3]");
    // a signal leaves Ruby's exitstatus nil
    Resource& sig =
        resource("sig", {{"command", array({Value("/bin/sh"), Value("-c"), Value("kill -9 $$")})}});
    EXPECT_EQ(sync(sig), "'[\"/bin/sh\", \"-c\", \"kill -9 $$\"]' returned  instead of one of [0]");
    Resource& nolog =
        resource("nolog", {{"command", Value("/bin/sh -c 'echo x; exit 1'")}, {"logoutput", Value("false")}});
    clear_logs();
    EXPECT_EQ(sync(nolog), "'/bin/sh -c 'echo x; exit 1'' returned 1 instead of one of [0]");
    EXPECT_EQ(out().find("returns: x"), std::string::npos);
}

TEST_F(ExecProviderTest, CommandErrors) {
    EXPECT_EQ(sync(resource("a", {{"command", Value("/nonexistent/cmd")}})),
              "Could not find command '/nonexistent/cmd'");
    EXPECT_EQ(sync(resource("b", {{"command", Value("/tmp")}})), "'/tmp' is a directory, not a file");
    const std::string plain = path("plain");
    std::ofstream(plain) << "x\n";
    ::chmod(plain.c_str(), 0644);
    EXPECT_EQ(sync(resource("c", {{"command", Value(plain)}})), "'" + plain + "' is not executable");
    EXPECT_EQ(sync(resource("d", {{"command", Value("nosuch_pp_x")}, {"path", Value("/bin:/usr/bin")}})),
              "Could not find command 'nosuch_pp_x'");
    EXPECT_EQ(sync(resource("e", {{"command", Value("exit 0")}, {"path", Value("/bin")}})),
              "Could not find command 'exit'");
    EXPECT_EQ(sync(resource("f", {{"command", Value("nosuch_pp_x")}, {"provider", Value("shell")}})),
              "/bin/sh: 1: nosuch_pp_x: not found");
    EXPECT_EQ(sync(resource("g", {{"command", Value("/bin/true")}, {"cwd", Value(path("nonexist"))}})),
              "Working directory " + path("nonexist") + " does not exist!");
    // PATH from environment overrides path for the run (not for checkexe): Ruby's exec fails in the child
    clear_logs();
    EXPECT_EQ(sync(resource("h", {{"command", Value("echo hi")},
                                  {"path", Value("/bin")},
                                  {"environment", Value("PATH=/nonexistent")}})),
              "'echo hi' returned 1 instead of one of [0]");
    EXPECT_NE(
        out().find("Notice: /Stage[main]/Main/Exec[h]/returns: Error: Could not execute posix command: No "
                   "such file or directory - echo\n"),
        std::string::npos);
    EXPECT_EQ(err(), "Warning: Exec[h](provider=posix): Overriding environment setting 'PATH' with "
                     "'/nonexistent'\n");
    clear_logs();
    EXPECT_EQ(sync(resource("i", {{"command", Value("/bin/true")}, {"user", Value("no_such_user_pp")}})),
              "'/bin/true' returned 1 instead of one of [0]");
    EXPECT_NE(out().find("Debug: Executing with uid=no_such_user_pp: '/bin/true'\n"
                         "Notice: /Stage[main]/Main/Exec[i]/returns: Error: Could not execute posix command: "
                         "Invalid user: no_such_user_pp\n"),
              std::string::npos);
}

TEST_F(ExecProviderTest, Timeout) {
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(sync(resource(
                  "t", {{"command", Value("/bin/sleep 5")}, {"timeout", Value("0.3")}, {"tries", Value(3)}})),
              "Command exceeded timeout");
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2)); // no further tries
    // a background process holding the output open does not keep the run waiting
    start = std::chrono::steady_clock::now();
    EXPECT_EQ(sync(resource("bg", {{"command", Value("/bin/sh -c 'sleep 3 &'")}})), "");
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST_F(ExecProviderTest, TriesAndTrySleep) {
    const std::string counter = path("count");
    Resource& r = resource("retry", {{"command", Value("/bin/sh -c 'echo t >> " + counter +
                                                       "; test $(wc -l < " + counter + ") -ge 3'")},
                                     {"tries", Value("4")},
                                     {"try_sleep", Value("0.1")}});
    EXPECT_EQ(sync(r), "");
    EXPECT_EQ(read(counter), "t\nt\nt\n");
    const std::string o = out();
    EXPECT_NE(o.find("Debug: /Stage[main]/Main/Exec[retry]/returns: Exec try 1/4\n"), std::string::npos);
    EXPECT_NE(
        o.find("Debug: /Stage[main]/Main/Exec[retry]/returns: Sleeping for 0.1 seconds between tries\n"),
        std::string::npos);
    EXPECT_EQ(o.find("Exec try 4/4"), std::string::npos);
    // every failed try sleeps, the last one too; an Integer try_sleep prints as such
    clear_logs();
    EXPECT_EQ(sync(resource(
                  "f", {{"command", Value("/bin/false")}, {"tries", Value(2)}, {"try_sleep", Value(0.05)}})),
              "'/bin/false' returned 1 instead of one of [0]");
    std::string o2 = out();
    std::size_t sleeps = 0;
    for (std::size_t at = o2.find("Sleeping for 0.05 seconds"); at != std::string::npos;
         at = o2.find("Sleeping for 0.05 seconds", at + 1))
        ++sleeps;
    EXPECT_EQ(sleeps, 2U);
}

TEST_F(ExecProviderTest, EnvironmentCwdUmask) {
    Resource& r = resource(
        "env",
        {{"command", Value("/bin/sh -c 'echo $FOO; pwd; umask; echo home=$HOME user=$USER; echo $PATH'")},
         {"environment", array({Value("FOO=bar"), Value("FOO=baz"), Value("EMPTY=")})},
         {"cwd", Value(m_dir)},
         {"umask", Value("0027")},
         {"path", array({Value("/usr/bin:/bin"), Value("/sbin")})},
         {"logoutput", Value(true)}});
    EXPECT_EQ(sync(r), "");
    const std::string src = "Notice: /Stage[main]/Main/Exec[env]/returns: ";
    EXPECT_NE(out().find(src + "baz\n" + src + m_dir + "\n" + src + "0027\n" + src + "home= user=\n" + src +
                         "/usr/bin:/bin:/sbin\n"),
              std::string::npos)
        << out();
    EXPECT_EQ(err(), "Warning: Exec[env](provider=posix): Overriding environment setting 'FOO' with 'baz'\n"
                     "Warning: Empty environment setting 'EMPTY'\n"
                     "   (file: /tmp/site.pp, line: 3)\n");
    // Puppet.warn_once: the empty setting is reported once per run
    clear_logs();
    EXPECT_EQ(sync(resource("env2", {{"command", Value("/bin/true")}, {"environment", Value("EMPTY=")}})),
              "");
    EXPECT_EQ(err(), "");
    EXPECT_EQ(sync(resource("env3", {{"command", Value("/bin/true")}, {"environment", Value("A-B=1")}})), "");
    EXPECT_EQ(err(),
              "Warning: Exec[env3](provider=posix): Cannot understand environment setting \"A-B=1\"\n");
}

TEST_F(ExecProviderTest, ShellAndPosix) {
    Resource& shell = resource(
        "sh",
        {{"command", Value("echo a; echo b")}, {"provider", Value("shell")}, {"logoutput", Value(true)}});
    EXPECT_EQ(sync(shell), "");
    EXPECT_NE(
        out().find("Debug: Exec[sh](provider=shell): Executing '[\"/bin/sh\", \"-c\", \"echo a; echo b\"]'\n"
                   "Debug: Executing: '/bin/sh -c echo a; echo b'\n"
                   "Notice: /Stage[main]/Main/Exec[sh]/returns: a\n"
                   "Notice: /Stage[main]/Main/Exec[sh]/returns: b\n"),
        std::string::npos)
        << out();
    // posix: words without a shell (spaces collapse), metacharacters through /bin/sh
    clear_logs();
    EXPECT_EQ(sync(resource("w", {{"command", Value("/bin/echo a   b")}, {"logoutput", Value(true)}})), "");
    EXPECT_NE(
        out().find("Debug: Executing: '/bin/echo a   b'\nNotice: /Stage[main]/Main/Exec[w]/returns: a b\n"),
        std::string::npos);
    clear_logs();
    EXPECT_EQ(sync(resource("m", {{"command", Value("echo x > /dev/null && echo two")},
                                  {"path", Value("/usr/bin:/bin")},
                                  {"logoutput", Value(true)}})),
              "");
    EXPECT_NE(out().find("returns: two\n"), std::string::npos);
    clear_logs();
    EXPECT_EQ(sync(resource("arr", {{"command", array({Value("/bin/echo"), Value("a  b"), Value("$HOME")})},
                                    {"logoutput", Value(true)}})),
              "");
    EXPECT_NE(
        out().find("Debug: Exec[arr](provider=posix): Executing '[\"/bin/echo\", \"a  b\", \"$HOME\"]'\n"
                   "Debug: Executing: '/bin/echo a  b $HOME'\n"
                   "Notice: /Stage[main]/Main/Exec[arr]/returns: a  b $HOME\n"),
        std::string::npos);
}

TEST_F(ExecProviderTest, Refresh) {
    const std::string log = path("log");
    // refresh runs the `refresh` command instead, its status unchecked
    Resource& r = resource("r", {{"command", Value("/bin/sh -c 'echo cmd >> " + log + "'")},
                                 {"refresh", Value("/bin/sh -c 'echo refresh >> " + log + "; exit 3'")}});
    m_provider->refresh(m_context, r);
    EXPECT_EQ(read(log), "refresh\n");
    // refreshonly: never on its own, the command on refresh, with its output and status checked
    Resource& ro = resource(
        "ro",
        {{"command", Value("/bin/echo reloaded")}, {"refreshonly", Value(true)}, {"logoutput", Value(true)}});
    EXPECT_FALSE(would_run(ro));
    clear_logs();
    m_provider->refresh(m_context, ro);
    EXPECT_NE(out().find("Notice: /Stage[main]/Main/Exec[ro]/returns: reloaded\n"), std::string::npos);
    Resource& bad = resource("bad", {{"command", Value("/bin/false")}, {"refreshonly", Value(true)}});
    try {
        m_provider->refresh(m_context, bad);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "'/bin/false' returned 1 instead of one of [0]");
    }
    // the other checks still apply
    const std::string made = path("made");
    Resource& creates = resource("c", {{"command", Value("/usr/bin/touch " + made)},
                                       {"creates", Value(made)},
                                       {"refreshonly", Value(true)}});
    m_provider->refresh(m_context, creates);
    EXPECT_TRUE(fs::exists(made));
    fs::remove(made);
    std::ofstream(made) << "";
    Resource& blocked =
        resource("b", {{"command", Value("/bin/sh -c 'echo no >> " + log + "'")}, {"creates", Value(made)}});
    m_provider->refresh(m_context, blocked);
    EXPECT_EQ(read(log), "refresh\n");
    // a refresh command that times out
    Resource& slow = resource(
        "slow",
        {{"command", Value("/bin/true")}, {"refresh", Value("/bin/sleep 3")}, {"timeout", Value(0.2)}});
    try {
        m_provider->refresh(m_context, slow);
        ADD_FAILURE() << "no error";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "execution expired");
    }
}

TEST_F(ExecProviderTest, Sensitive) {
    Resource& r = resource("s", {{"command", Value::sensitive(Value("/bin/sh -c 'echo secret; exit 2'"))},
                                 {"logoutput", Value(true)},
                                 {"unless", Value("/bin/sh -c 'echo chk; exit 1'")}});
    EXPECT_TRUE(would_run(r));
    EXPECT_EQ(sync(r), "[command redacted] returned 2 instead of one of [0]");
    const std::string o = out();
    EXPECT_EQ(o.find("secret"), std::string::npos) << o;
    EXPECT_EQ(o.find("chk"), std::string::npos) << o;
    EXPECT_NE(o.find("Debug: Exec[s](provider=posix): Executing check '[redacted]'\n"
                     "Debug: Executing: '[redacted]'\n"
                     "Debug: /Stage[main]/Main/Exec[s]/unless: [output redacted]\n"),
              std::string::npos)
        << o;
    EXPECT_NE(o.find("Notice: /Stage[main]/Main/Exec[s]/returns: [output redacted]\n"), std::string::npos);
}

TEST_F(ExecProviderTest, AutoRelations) {
    Resource& r = resource(
        "a", {{"command", Value("/opt/app/run --flag /not/this\n/usr/bin/second")},
              {"cwd", Value("/srv/app")},
              {"onlyif", array({Value("/usr/bin/test -f /x"), array({Value("/bin/check"), Value("/y")})})},
              {"unless", Value("grep x /etc/y")},
              {"user", Value("deploy")}});
    Provider::AutoRelations autos = m_provider->auto_relations(r);
    EXPECT_EQ(autos.require,
              (std::vector<std::string>{"File[/srv/app]", "File[/opt/app/run]", "File[/usr/bin/second]",
                                        "File[/usr/bin/test]", "File[/bin/check]", "User[deploy]"}));
    Resource& q = resource(
        "q", {{"command", Value("\"/opt/my app/run\" x")}, {"user", Value("1000")}, {"path", Value("/bin")}});
    EXPECT_EQ(m_provider->auto_relations(q).require, (std::vector<std::string>{"File[/opt/my app/run]"}));
    Resource& arr = resource("arr", {{"command", array({Value("/bin/echo"), Value("/x")})}});
    EXPECT_EQ(m_provider->auto_relations(arr).require, (std::vector<std::string>{"File[/bin/echo]"}));
}

} // namespace
} // namespace pp::apply
