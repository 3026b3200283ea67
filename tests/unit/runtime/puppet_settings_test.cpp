// Puppet's setting defaults as pp answers them (runtime/puppet_settings.cpp), against `puppet config print`
// recorded by tests/golden/settings/record-settings.sh as root and as another user. The branch of the
// user running the test is checked directly; run as root, the other user's is checked too, in a child
// process that gives up root.

#include "runtime/puppet_settings.hpp"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace pp::runtime {
namespace {

std::string recorded(const std::string& name, const std::string& home) {
    std::ifstream in(std::filesystem::path(PP_SOURCE_DIR) / "tests/golden/settings" / name);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    for (std::size_t at = text.find("$HOME"); at != std::string::npos; at = text.find("$HOME", at))
        text.replace(at, 5, home);
    return text;
}

// The settings in `puppet config print`'s form, sorted by name.
std::string printed() {
    std::string out;
    for (std::string_view name : puppet_setting_names()) {
        std::optional<Value> v = puppet_setting_default(name);
        if (!v) return "no value for " + std::string(name);
        std::string text = v->is_string()    ? v->as_string()
                           : v->is_boolean() ? (v->as_boolean() ? "true" : "false")
                                             : std::to_string(v->as_integer());
        out += std::string(name) + " = " + text + "\n";
    }
    return out;
}

TEST(PuppetSettings, EqualPuppetsDefaultsForThisUser) {
    if (::geteuid() == 0) {
        EXPECT_EQ(printed(), recorded("root.txt", ""));
    } else {
        const char* home = std::getenv("HOME");
        ASSERT_NE(home, nullptr);
        EXPECT_EQ(printed(), recorded("user.txt", home));
    }
}

TEST(PuppetSettings, EqualPuppetsDefaultsForAnotherUser) {
    if (::geteuid() != 0) GTEST_SKIP() << "only root can become another user";
    const std::string home = "/nonexistent/pp-settings-home";
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        ::close(fds[0]);
        int status = ::setgid(65534) == 0 && ::setuid(65534) == 0 ? 0 : 1;
        ::setenv("HOME", home.c_str(), 1);
        std::string text = status == 0 ? printed() : "could not become nobody\n";
        ssize_t n = ::write(fds[1], text.data(), text.size());
        ::_exit(n == static_cast<ssize_t>(text.size()) ? status : 1);
    }
    ::close(fds[1]);
    std::string text;
    char buf[4096];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
        text.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << text;
    EXPECT_EQ(text, recorded("user.txt", home));
}

TEST(PuppetSettings, KnowsOnlyPuppetsNames) {
    EXPECT_TRUE(is_puppet_setting("vardir"));
    EXPECT_TRUE(is_puppet_setting("strict_variables"));
    EXPECT_FALSE(is_puppet_setting("no_such_setting"));
    EXPECT_FALSE(puppet_setting_default("no_such_setting").has_value());
}

} // namespace
} // namespace pp::runtime
