// Puppet::Util::Execution in the Ruby host (ruby/prelude/plugin_api.rb): execute's defaults with and without
// options, its environment, cwd, uid and gid, squelch, stdinfile, sensitive and failures, and execpipe, case
// by case against what real Puppet 7.23 returned (tests/unit/ruby/execution/record.sh wrote expected.txt
// from cases.rb). Run as another user, the cases that change user are left out.

#include "ruby/host.hpp"
#include "runtime/puppet_settings.hpp"
#include "stub_callbacks.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace pp::ruby {
namespace {

namespace fs = std::filesystem;
using runtime::Value;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

std::string slurp(const fs::path& path) {
    std::ifstream in(path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

TEST(Execution, AsPuppetExecutes) {
    const fs::path dir = fs::path(PP_SOURCE_DIR) / "tests/unit/ruby/execution";
    const std::vector<std::string> expected = lines_of(slurp(dir / "expected.txt"));
    const std::string cases = slurp(dir / "cases.rb");
    ASSERT_FALSE(expected.empty());
    // the cases run from / as record.sh runs them, with HOME and USER set as there
    const fs::path cwd = fs::current_path();
    fs::current_path("/");
    ::setenv("HOME", "/root", 1);
    ::setenv("USER", "root", 1);
    ::setenv("LANG", "C.UTF-8", 1);
    StubCallbacks cb;
    Value v;
    try {
        v = Host::instance().eval(cases, cb);
    } catch (...) {
        fs::current_path(cwd);
        throw;
    }
    fs::current_path(cwd);
    ASSERT_TRUE(v.is_string());
    const std::vector<std::string> got = lines_of(v.as_string());
    ASSERT_EQ(got.size(), expected.size());
    const bool root = ::getuid() == 0;
    for (std::size_t i = 0; i < got.size(); ++i) {
        // cases 7-12 run commands as other users: only root can
        if (!root && i >= 6 && i <= 11) continue;
        EXPECT_EQ(got[i], expected[i]) << "case " << i + 1 << " of cases.rb";
    }
}

} // namespace
} // namespace pp::ruby
