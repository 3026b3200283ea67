// Provider selection in the Ruby host (ruby/prelude/provider_api.rb, core_providers.rb): which providers of
// Puppet's core types are suitable, which are defaults, their specificity and the default provider, against
// real Puppet 7 on the machine that recorded tests/golden/providers/*.txt (record-provider-selection.sh),
// under that machine's facts and under other systems' facts. What a confine tests on the machine (a file,
// a command, systemd as PID 1) is compared only where this machine answers as the recording one did.
// Also: a module's provider under a core parent, and a provider file that fails to load.

#include "ruby/host.hpp"
#include "runtime/puppet_settings.hpp"
#include "stub_callbacks.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace pp::ruby {
namespace {

namespace fs = std::filesystem;
using runtime::Value;

// Forgets the loaded types and their providers: the next Puppet::Type.type declares them again, under the
// facts then set.
const std::string kForgetTypes =
    "Puppet::Type.types.clear; %i[Package Service].each { |c| "
    "Puppet::Type.send(:remove_const, c) if Puppet::Type.const_defined?(c, false) }";

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) out.push_back(line);
    return out;
}

// The selection as pp's Ruby makes it, in the recording's line format, under `facts` (Ruby literal of a Hash)
// and no module library.
std::vector<std::string> pp_selection(const std::string& facts) {
    StubCallbacks cb;
    const std::string code = "libs = PP::MODULE_LIBS.dup\n"
                             "PP::MODULE_LIBS.clear\n"
                             "begin\n"
                             "  Facter.core = " +
                             facts +
                             "\n"
                             "  " +
                             kForgetTypes +
                             "\n"
                             "  out = []\n"
                             "  %i[package service].each do |t|\n"
                             "    type = Puppet::Type.type(t)\n"
                             "    type.providers.sort.each do |n|\n"
                             "      p = type.provider(n)\n"
                             "      out << \"#{t} #{n} suitable=#{p.suitable?} default=#{p.default?} "
                             "specificity=#{p.specificity}\"\n"
                             "    end\n"
                             "    out << \"#{t} DEFAULT #{type.defaultprovider&.name}\"\n"
                             "  end\n"
                             "  out.join(\"\\n\")\n"
                             "ensure\n"
                             "  PP::MODULE_LIBS.replace(libs)\n"
                             "  " +
                             kForgetTypes +
                             "\n"
                             "  Facter.core = {}\n"
                             "end\n";
    Value v = Host::instance().eval(code, cb);
    if (!v.is_string()) throw std::runtime_error("the selection did not come back as a string");
    return lines_of(v.as_string());
}

bool exists_now(const std::string& path) {
    if (path.find('/') != std::string::npos) return fs::exists(path);
    const char* env = std::getenv("PATH");
    std::istringstream dirs(env != nullptr ? env : "");
    for (std::string dir; std::getline(dirs, dir, ':');)
        if (!dir.empty() && ::access((fs::path(dir) / path).c_str(), X_OK) == 0) return true;
    return false;
}

bool systemd_is_init() {
    std::ifstream in("/proc/1/comm");
    std::string comm;
    std::getline(in, comm);
    return comm.find("systemd") != std::string::npos;
}

class ProviderSelection : public ::testing::TestWithParam<std::string> {};

TEST_P(ProviderSelection, EqualsPuppets) {
    const fs::path file = fs::path(PP_SOURCE_DIR) / "tests/golden/providers" / (GetParam() + ".txt");
    std::ifstream in(file);
    ASSERT_TRUE(in) << file;
    std::stringstream ss;
    ss << in.rdbuf();

    std::string facts = "{";
    std::vector<std::string> expected;
    std::set<std::string>
        differing; // "type name" whose confines test something this machine answers otherwise
    std::set<std::string> unsure_types; // types whose default provider may then differ
    for (const std::string& line : lines_of(ss.str())) {
        std::istringstream words(line);
        std::string kind;
        words >> kind;
        if (kind == "fact") {
            std::string name, value;
            words >> name;
            std::getline(words >> std::ws, value);
            if (value != "nil") facts += "'" + name + "' => " + value + ", ";
        } else if (kind == "condition") {
            std::string what;
            words >> what;
            if (what == "systemd_init") {
                std::string was;
                words >> was;
                if ((was == "true") != systemd_is_init()) {
                    for (const char* p : {"service systemd", "service debian", "service upstart"})
                        differing.insert(p);
                    unsure_types.insert("service");
                }
                continue;
            }
            std::string name, test, path, was;
            words >> name >> test >> path >> was;
            if ((was == "true") != exists_now(path)) {
                differing.insert(what + " " + name);
                unsure_types.insert(what);
            }
        } else {
            expected.push_back(line);
        }
    }
    facts += "}";

    const std::vector<std::string> actual = pp_selection(facts);
    auto key = [](const std::string& line) { return line.substr(0, line.find(' ', line.find(' ') + 1)); };
    std::map<std::string, std::string> got;
    for (const std::string& line : actual)
        got[key(line)] = line;
    std::size_t compared = 0;
    for (const std::string& want : expected) {
        const std::string k = key(want);
        const std::string type = k.substr(0, k.find(' '));
        if (differing.count(k) != 0 || (k == type + " DEFAULT" && unsure_types.count(type) != 0)) continue;
        ++compared;
        auto it = got.find(k);
        if (it == got.end()) {
            ADD_FAILURE() << GetParam() << ": pp has no provider line for " << k << "; Puppet: " << want;
            continue;
        }
        EXPECT_EQ(it->second, want) << GetParam();
    }
    for (const std::string& line : actual)
        EXPECT_TRUE(std::any_of(expected.begin(), expected.end(),
                                [&](const std::string& want) { return key(want) == key(line); }))
            << GetParam() << ": Puppet has no provider " << key(line);
    EXPECT_GE(compared, expected.size() * 3 / 4) << "too few comparable lines on this machine";
    if (!differing.empty()) {
        std::string skipped;
        for (const auto& d : differing)
            skipped += " " + d;
        std::cout << GetParam() << ": not compared (this machine differs from the recording one):" << skipped
                  << "\n";
    }
}

INSTANTIATE_TEST_SUITE_P(Recorded, ProviderSelection,
                         ::testing::Values("this-machine", "redhat7", "ubuntu1404", "debian7", "fedora",
                                           "freebsd"));

// A module's provider of a core type, under a core parent: it inherits the parent's commands, its own
// defaultfor makes it the default; a provider file that raises names itself in Puppet's words.
TEST(ProviderApi, ModuleProvidersJoinTheCoreOnes) {
    const fs::path lib = fs::temp_directory_path() / ("pp-provider-api-" + std::to_string(::getpid()));
    fs::create_directories(lib / "puppet/provider/service");
    std::ofstream(lib / "puppet/provider/service/myinit.rb")
        << "Puppet::Type.type(:service).provide :myinit, "
           "parent: :base do\n"
           "  defaultfor osfamily: :debian\n"
           "  has_feature :refreshable\n"
           "end\n";
    StubCallbacks cb;
    const std::string select =
        "libs = PP::MODULE_LIBS.dup\n"
        "PP::MODULE_LIBS.replace(['" +
        lib.string() +
        "'])\n"
        "begin\n"
        "  Facter.core = { 'osfamily' => 'Debian', 'operatingsystem' => 'Debian' }\n"
        "  " +
        kForgetTypes +
        "\n"
        "  type = Puppet::Type.type(:service)\n"
        "  p = type.defaultprovider\n"
        "  [p.name.to_s, p.superclass.name.to_s, p.command(:kill).to_s.end_with?('/kill'),\n"
        "   p.declared_feature?(:refreshable), p.ancestors.count { |a| a.is_a?(Class) },\n"
        "   Puppet::Type.newservice(name: 'x')[:provider].to_s,\n"
        "   Puppet::Type.newservice(name: 'x', provider: :base).provider.class.name.to_s]\n"
        "ensure\n"
        "  PP::MODULE_LIBS.replace(libs)\n"
        "  " +
        kForgetTypes +
        "\n"
        "  Facter.core = {}\n"
        "end\n";
    Value v = Host::instance().eval(select, cb);
    ASSERT_TRUE(v.is_array());
    const auto& a = v.as_array();
    ASSERT_EQ(a.size(), 7U);
    EXPECT_EQ(a[0].as_string(), "myinit");
    EXPECT_EQ(a[1].as_string(), "base");
    EXPECT_TRUE(a[2].as_boolean());
    EXPECT_TRUE(a[3].as_boolean());
    EXPECT_EQ(a[4].as_integer(), 6); // myinit < base < service < Puppet::Provider < Object < BasicObject
    EXPECT_EQ(a[5].as_string(), "myinit");
    EXPECT_EQ(a[6].as_string(), "base");

    std::ofstream(lib / "puppet/provider/service/broken.rb") << "raise ArgumentError, 'no good'\n";
    EXPECT_THROW(
        {
            try {
                Host::instance().eval(select, cb);
            } catch (const RubyError& e) {
                EXPECT_NE(
                    std::string(e.what()).find("Could not autoload puppet/provider/service/broken: no good"),
                    std::string::npos)
                    << e.what();
                throw;
            }
        },
        RubyError);
    fs::remove_all(lib);
}

} // namespace
} // namespace pp::ruby
