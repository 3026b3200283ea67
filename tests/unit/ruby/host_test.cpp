// The Ruby plugin host on its own: values across the boundary, protected calls, errors with the plugin's
// file and line, callbacks, C++ exceptions crossing Ruby, and the watchdog.

#include "ruby/host.hpp"
#include "runtime/binary.hpp"
#include "runtime/facts.hpp"
#include "runtime/json.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/semver.hpp"
#include "runtime/type_parser.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace pp::ruby {
namespace {

using runtime::Value;

std::string show(const Value& v) {
    return runtime::ruby_inspect(v);
}

// Callbacks that answer from a table of variables and record what Ruby logged and called.
class FakeCallbacks : public Callbacks {
public:
    std::map<std::string, Value> vars;
    std::vector<std::string> log_lines;
    std::vector<std::string> calls;
    Value call_function(std::string_view name, std::vector<Value> args, const Block* block) override {
        calls.push_back(std::string(name));
        if (name == "fail_cpp") throw std::runtime_error("thrown by C++");
        if (name == "twice" && block != nullptr) {
            std::vector<Value> out;
            for (const Value& a : args)
                out.push_back(block->call(std::vector<Value>{a}));
            return out;
        }
        return Value(static_cast<std::int64_t>(args.size()));
    }
    Value call_function_v3(std::string_view name, std::vector<Value> args) override {
        return call_function(name, std::move(args), nullptr);
    }
    bool function_exists(std::string_view name) override { return name == "twice"; }
    std::optional<Value> lookup_variable(std::string_view name) override {
        auto it = vars.find(std::string(name));
        if (it == vars.end()) return std::nullopt;
        return it->second;
    }
    Value scope_hash() override {
        runtime::Hash h;
        for (const auto& [k, v] : vars)
            h.set(Value(k), v);
        return h;
    }
    void log(std::string_view level, std::string_view message) override {
        log_lines.push_back(std::string(level) + ": " + std::string(message));
    }
    void deprecation(std::string_view message, std::string_view) override {
        log(std::string("deprecation"), message);
    }
    Value setting(std::string_view name) override {
        return name == "environment" ? Value("production") : Value();
    }
    std::optional<std::string> module_directory(std::string_view name) override {
        if (name == "mymod") return std::string("/modules/mymod");
        return std::nullopt;
    }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {{"/site.pp", 3}}; }
};

std::string write_file(const std::string& name, const std::string& text) {
    auto dir = std::filesystem::temp_directory_path() / ("pp-ruby-host-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    auto path = dir / name;
    std::ofstream(path) << text;
    return path.string();
}

TEST(RubyHost, ValuesCrossTheBoundaryUnchanged) {
    runtime::Hash h;
    h.set(Value("a"), Value(std::vector<Value>{Value(1), Value(2.5), Value(), Value(true)}));
    h.set(Value(3), Value("x\xff"));
    std::vector<Value> cases = {
        Value(),
        Value(true),
        Value(std::int64_t{-9223372036854775807 - 1}),
        Value(std::int64_t{9223372036854775807}),
        Value(0.1),
        Value("héllo"),
        Value(h),
        Value::default_value(),
        Value(runtime::parse_type("Hash[String, Optional[Integer[0]]]")),
        Value(runtime::Regexp::compile("^a(b|c)\\d+$")),
        Value::sensitive(Value("secret")),
        runtime::binary_value(std::string("\x00\x01\xfe", 3)),
        runtime::semver_value(runtime::SemVer::parse("1.2.3-rc.1")),
    };
    for (const Value& v : cases) {
        Value back = round_trip(v);
        EXPECT_TRUE(back.eql(v)) << show(v) << " came back as " << show(back);
    }
}

TEST(RubyHost, EvaluatesCodeWithTheScopeAsSelf) {
    FakeCallbacks cb;
    cb.vars["osfamily"] = Value("Debian");
    Host& host = Host::instance();
    EXPECT_EQ(show(host.eval("lookupvar('osfamily') + '!'", cb)), "\"Debian!\"");
    EXPECT_EQ(show(host.eval("self['missing']", cb)), "nil");
    EXPECT_EQ(show(host.eval("to_hash.keys", cb)), "[\"osfamily\"]");
    EXPECT_EQ(show(host.eval("require 'erb'; ERB.new('<%= 1 + 2 %>').result", cb)), "\"3\"");
    host.eval("Puppet.warning('careful')", cb);
    ASSERT_EQ(cb.log_lines.size(), 1U);
    EXPECT_EQ(cb.log_lines[0], "warning: careful");
    // Puppet's own helpers that modules' functions call, answered by pp (expected values printed by
    // Puppet 7.23)
    EXPECT_EQ(
        show(host.eval("[['1.10','1.9'],['1.0','1.0.0'],['1.0-2','1.0.1'],['a','B'],['01','1']].map { |a, b| "
                       "Puppet::Util::Package.versioncmp(a, b) }",
                       cb)),
        "[1, -1, -1, -1, -1]");
    EXPECT_EQ(show(host.eval("Puppet::Pops::Types::TypeCalculator.infer_set([1, 'a']).to_s", cb)),
              "\"Tuple[Integer[1, 1], String]\"");
    EXPECT_EQ(show(host.eval("Puppet::Pops::Types::TypeCalculator.infer([1, 'a']).to_s", cb)),
              "\"Array[ScalarData, 2, 2]\"");
    EXPECT_EQ(show(host.eval(
                  "Puppet::Pops::Types::TypeCalculator.instance?(Puppet::Pops::Types::TypeParser.singleton."
                  "parse('Array[Integer]'), [1, 2])",
                  cb)),
              "true");
    EXPECT_EQ(
        show(host.eval("[Puppet::Module.find('mymod').path, Puppet::Pops::PuppetStack.stacktrace]", cb)),
        "[\"/modules/mymod\", [[\"/site.pp\", 3]]]");
    // Ruby Puppet is never loaded: a require of one of its files is answered by pp's own API
    EXPECT_EQ(show(host.eval("require 'puppet'; defined?(Puppet::PUPPETVERSION).inspect", cb)), "\"nil\"");
}

TEST(RubyHost, ARubyErrorNamesThePluginFileAndLine) {
    FakeCallbacks cb;
    std::string file =
        write_file("raises.rb", "def pp_test_raise\n  x = 1\n  raise ArgumentError, 'bad thing'\nend\n");
    Host& host = Host::instance();
    host.eval("load '" + file + "'", cb);
    try {
        host.eval("pp_test_raise", cb);
        FAIL() << "no error";
    } catch (const RubyError& e) {
        EXPECT_EQ(std::string(e.what()), "bad thing");
        EXPECT_EQ(e.ruby_class(), "ArgumentError");
        EXPECT_EQ(e.origin(), file + ":3");
    }
    // exit and throw are errors too, not the end of the process
    EXPECT_THROW(host.eval("exit 3", cb), RubyError);
    EXPECT_THROW(host.eval("throw :nowhere", cb), RubyError);
    EXPECT_THROW(host.eval("Object.new", cb), runtime::Error); // not a Puppet value
    EXPECT_THROW(host.eval("def broken(", cb), RubyError);     // a syntax error
    // the host still works afterwards
    EXPECT_EQ(show(host.eval("1 + 1", cb)), "2");
}

TEST(RubyHost, CppExceptionsCrossRubyUnchanged) {
    FakeCallbacks cb;
    Host& host = Host::instance();
    EXPECT_THROW(
        {
            try {
                host.eval("call_function('fail_cpp', [])", cb);
            } catch (const std::runtime_error& e) {
                EXPECT_EQ(std::string(e.what()), "thrown by C++");
                throw;
            }
        },
        std::runtime_error);
    // Ruby sees it as a Puppet::ParseError it may rescue
    EXPECT_EQ(show(host.eval(
                  "begin; call_function('fail_cpp', []); rescue Puppet::Error => e; e.message; end", cb)),
              "\"thrown by C++\"");
}

TEST(RubyHost, LoadsAndCallsAPuppet4Function) {
    FakeCallbacks cb;
    std::string file = write_file("mymod_add.rb", R"(
Puppet::Functions.create_function(:'mymod::add') do
  dispatch :add do
    param 'Integer', :a
    optional_param 'Integer', :b
    return_type 'Integer'
  end
  dispatch :add_strings do
    required_repeated_param 'String', :s
    block_param
  end
  def add(a, b = 10)
    a + b
  end
  def add_strings(*s)
    s.map { |x| yield(x) }.join(',') + call_function('twice', 1, 2) { |v| v * 3 }.inspect
  end
end
)");
    Host& host = Host::instance();
    RubyFunction fn = host.load_function("mymod::add", file, FunctionApi::V4);
    ASSERT_EQ(fn.dispatches.size(), 2U);
    EXPECT_EQ(fn.dispatches[0].method, "add");
    ASSERT_EQ(fn.dispatches[0].params.size(), 2U);
    EXPECT_EQ(fn.dispatches[0].params[1].kind, RubyDispatch::Kind::Optional);
    EXPECT_EQ(fn.dispatches[0].return_type, "Integer");
    EXPECT_EQ(fn.dispatches[1].params[0].kind, RubyDispatch::Kind::RequiredRepeated);
    EXPECT_EQ(fn.dispatches[1].block, RubyDispatch::BlockUse::Required);
    std::vector<Value> args{Value(1)};
    EXPECT_EQ(show(host.call_function(fn, &fn.dispatches[0], args, nullptr, cb)), "11");
    Block upcase{[](std::span<const Value> a) { return Value(a[0].as_string() + "!"); }, 1};
    std::vector<Value> strings{Value("a"), Value("b")};
    EXPECT_EQ(show(host.call_function(fn, &fn.dispatches[1], strings, &upcase, cb)), "\"a!,b![3, 6]\"");
}

TEST(RubyHost, LoadsAndCallsAPuppet3Function) {
    FakeCallbacks cb;
    std::string file = write_file("myjoin.rb", R"(
module Puppet::Parser::Functions
  newfunction(:myjoin, :type => :rvalue, :arity => -2, :doc => 'joins') do |args|
    args.map { |a| a.nil? ? 'NIL' : (a == '' ? 'EMPTY' : a.to_s) }.join('+') + function_twice([1]).to_s
  end
end
)");
    Host& host = Host::instance();
    RubyFunction fn = host.load_function("myjoin", file, FunctionApi::V3);
    EXPECT_TRUE(fn.rvalue);
    EXPECT_EQ(fn.arity, -2);
    // top-level undef is '' for a 3.x function, undef inside an array is nil
    std::vector<Value> args{Value(), Value(std::vector<Value>{Value()}),
                            Value(runtime::Regexp::compile("a/b"))};
    EXPECT_EQ(show(host.call_function(fn, nullptr, args, nullptr, cb)), "\"EMPTY+[nil]+/a\\\\/b/1\"");
    std::vector<Value> none;
    try {
        host.call_function(fn, nullptr, none, nullptr, cb);
        FAIL() << "no arity error";
    } catch (const RubyError& e) {
        EXPECT_EQ(std::string(e.what()), "myjoin(): Wrong number of arguments given (0 for minimum 1)");
    }
}

TEST(RubyHost, ALoopingPluginIsStoppedByTheTimeLimitAndByCtrlC) {
    FakeCallbacks cb;
    Host& host = Host::instance();
    host.set_time_limit(0.3);
    EXPECT_THROW(host.eval("loop { }", cb), StoppedError);
    EXPECT_THROW(host.eval("begin; loop { }; rescue => e; 'swallowed'; end", cb), StoppedError);
    host.set_time_limit(0);
    std::atomic<bool> flag{true};
    host.set_interrupt_flag(&flag);
    try {
        host.eval("x = 0\nloop { x += 1 }", cb);
        FAIL() << "not stopped";
    } catch (const StoppedError& e) {
        EXPECT_TRUE(e.interrupted());
    }
    host.set_interrupt_flag(nullptr);
    host.set_time_limit(600);
    EXPECT_EQ(show(host.eval("2 * 21", cb)), "42");
}

// Custom facts: what Facter 4.3 resolved for the fixture files on this machine (custom_facts/record.sh),
// given this machine's core facts as pp collects them.
TEST(RubyHost, ResolvesCustomFactsAsFacterDoes) {
    FakeCallbacks cb;
    std::string root = std::string(PP_SOURCE_DIR) + "/tests/unit/ruby/custom_facts";
    std::ifstream in(root + "/expected.json");
    std::stringstream text;
    text << in.rdbuf();
    Value expected = runtime::parse_json(text.str());
    ASSERT_TRUE(expected.is_hash());
    Value core(runtime::facts::collect({.legacy = true}));
    auto got = Host::instance().custom_facts({root + "/d1", root + "/d2"}, core, cb);
    runtime::Hash by_name;
    for (const auto& [name, value] : got)
        by_name.set(Value(name), value);
    for (const auto& [name, want] : expected.as_hash()) {
        const Value* have = by_name.find(name);
        if (want.is_undef()) {
            EXPECT_EQ(have, nullptr) << name.as_string() << " should have no value";
        } else {
            ASSERT_NE(have, nullptr) << name.as_string() << " is missing";
            EXPECT_TRUE(have->eql(want)) << name.as_string() << ": " << show(*have);
        }
    }
    // the fact whose code raises is logged, as Facter logs it
    bool logged = false;
    for (const std::string& line : cb.log_lines)
        logged = logged || line.find("broken fact") != std::string::npos;
    EXPECT_TRUE(logged);
    // facts come in the order the files added them
    ASSERT_FALSE(got.empty());
    EXPECT_EQ(got.front().first, "pp_simple");
}

TEST(RubyHost, SurvivesGarbageCollectionUnderStress) {
    FakeCallbacks cb;
    Host& host = Host::instance();
    host.eval("GC.stress = true", cb);
    std::vector<Value> items;
    for (int i = 0; i < 200; ++i)
        items.push_back(Value("item" + std::to_string(i)));
    runtime::Hash h;
    h.set(Value("list"), Value(items));
    Value v(h);
    Value back = round_trip(v);
    host.eval("GC.stress = false", cb);
    EXPECT_TRUE(back.eql(v));
}

} // namespace
} // namespace pp::ruby
