// Unit tests of pp_erb: ERB scanning (trim mode '-'), Ruby semantics the golden cases cannot isolate, and
// the errors for code outside the supported subset (real Puppet would run it, so no golden can hold them).
#include "erb/erb_error.hpp"
#include "erb/template.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

using pp::erb::ErbError;
using pp::erb::RValue;
using pp::erb::Template;
using pp::runtime::Value;

namespace {

class MapBindings : public pp::erb::Bindings {
public:
    std::map<std::string, RValue> vars;
    std::optional<RValue> instance_variable(std::string_view name) override {
        auto it = vars.find(std::string(name));
        if (it == vars.end()) return std::nullopt;
        return it->second;
    }
    RValue lookupvar(std::string_view name) override {
        auto it = vars.find(std::string(name));
        return it == vars.end() ? RValue::nil() : it->second;
    }
    void setvar(std::string_view name, const RValue& value) override { vars[std::string(name)] = value; }
    Value call_function(std::string_view name, std::span<const Value> args) override {
        if (name == "upcase" && args.size() == 1 && args[0].is_string()) return "UP:" + args[0].as_string();
        throw std::runtime_error("unknown function " + std::string(name));
    }
};

std::string render(std::string_view text, MapBindings& b) {
    return Template::compile(text)->render(b, "t.erb");
}
std::string render(std::string_view text) {
    MapBindings b;
    return render(text, b);
}

struct Case {
    const char* erb;
    const char* out; // as Ruby 3.1's ERB (trim_mode '-') renders it
};

TEST(Erb, RendersAsRuby) {
    const Case cases[] = {
        {"a\n  <%- if true -%>\n  b\n  <%- end -%>\nc\n", "a\n  b\nc\n"},
        {"x <%- 1 -%> y", "x  y"},
        {"<%= 1 -%>\n<%= 2 %>\n", "12\n"},
        {"<%% %%> <%= '%%>' %>", "<% %%> %>"},
        {"<%# comment\nline %>z", "z"},
        {"<%= [1, 'a', nil, 1.0, :s, {'k' => [true]}] %>", "[1, \"a\", nil, 1.0, :s, {\"k\"=>[true]}]"},
        {"<%= 1e20 %> <%= 1.0/3 %> <%= 10.0**16 %> <%= 0.0001 %> <%= -0.0 %>",
         "1.0e+20 0.3333333333333333 1.0e+16 0.0001 -0.0"},
        {"<%= 7 / -2 %> <%= 7 % -2 %> <%= -7.5.round %> <%= 2**62 %>", "-4 -1 -8 4611686018427387904"},
        {"<%= \"a\\tb\\e\".inspect %> <%= 'it''s' %> <%= \"\\u00e9\".length %>", "\"a\\tb\\e\" its 1"},
        {"<% x = [3, 1, 2] %><%= x.sort! %><%= x %>", "[1, 2, 3][1, 2, 3]"},
        {"<% h = {} %><% h['a'] ||= [] %><% h['a'] << 1 %><%= h %>", "{\"a\"=>[1]}"},
        {"<%= [[1, 2], [3, 4]].map { |a, b| a + b } %>", "[3, 7]"},
        {"<%= {'a' => 1}.map { |pair| pair } %> <%= {'a' => 1}.select { |k| k == 'a' } %>",
         "[[\"a\", 1]] {\"a\"=>1}"},
        {"<%= [1, 2, 3].each_slice(2).to_a %> <%= [1, 2, 3].inject(:+) %> <%= %w[a b].map { |x| x * 2 } %>",
         "[[1, 2], [3]] 6 [\"aa\", \"bb\"]"},
        {"<% [1, 2, 3].each do |i| %><% break if i == 2 %><%= i %><% end %>", "1"},
        {"<%= [1, nil].compact.first&.to_s %> <%= nil&.length.inspect %>", "1 nil"},
        {"<% if \"abc\" =~ /(b)(c)/ %><%= $1 %><%= $~[2] %><% end %>", "bc"},
        {"<%= 'a-b_c'.gsub(/[-_]/, '-' => '+', '_' => '*') %>", "a+b*c"},
        {"<%= format('%-4s|%3d|%.1f', 'x', 5, 2.25) %>", "x   |  5|2.2"},
        {"<%= case 5 when 1..3 then 'low' when 4, 5 then 'mid' end %>", "mid"},
        {"<%= [1, 2].sum { |x| x * 2 } %> <%= [1, 2].include?(2.0) %> <%= 1.eql?(1.0) %>", "6 true false"},
        {"<%= :default == :default %> <%= 'x'.to_sym.inspect %> <%= :\"a b\".inspect %>", "true :x :\"a b\""},
        // (ruby -e 'p [1, "a" => 2, b: 3]; p ["x", "k" => [1]]; p [c: 1]')
        {"<%= [1, 'a' => 2, b: 3].inspect %> <%= ['x', 'k' => [1]].inspect %> <%= [c: 1].inspect %>",
         "[1, {\"a\"=>2, :b=>3}] [\"x\", {\"k\"=>[1]}] [{:c=>1}]"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.erb);
        EXPECT_EQ(render(c.erb), c.out);
    }
}

TEST(Erb, InstanceVariablesAndScope) {
    MapBindings b;
    b.vars["port"] = RValue::integer(80);
    b.vars["list"] = pp::erb::from_puppet(Value(std::vector<Value>{Value("a"), Value::undef()}));
    EXPECT_EQ(render("<%= @port %> <%= @list %> [<%= @unset %>] <%= defined?(@unset).inspect %>", b),
              "80 [\"a\", nil] [] nil");
    EXPECT_EQ(render("<%= scope['port'] %> <%= scope.lookupvar('list').length %>", b), "80 2");
    EXPECT_EQ(render("<%= scope.function_upcase(['x']) %> <%= scope.call_function('upcase', ['y']) %>", b),
              "UP:x UP:y");
    render("<% scope.setvar('stored', {:item => 1}) %>", b);
    EXPECT_EQ(render("<%= scope['stored'][:item] %>", b), "1");
}

TEST(Erb, RubyErrorsCarryTheirLine) {
    try {
        render("a\n<% x = nil %>\n<%= x.join(',') %>\n");
        FAIL() << "no error";
    } catch (const ErbError& e) {
        EXPECT_EQ(std::string(e.what()), "undefined method `join' for nil:NilClass");
        EXPECT_EQ(e.line(), 3);
        EXPECT_EQ(e.kind(), ErbError::Kind::Ruby);
    }
    try {
        render("<%= [1, 'a'].sort %>");
        FAIL() << "no error";
    } catch (const ErbError& e) {
        EXPECT_EQ(std::string(e.what()), "comparison of Integer with String failed");
    }
    try {
        render("<%= {'a' => 1}.fetch('b') %>");
        FAIL() << "no error";
    } catch (const ErbError& e) {
        EXPECT_EQ(std::string(e.what()), "key not found: \"b\"");
        EXPECT_EQ(e.ruby_class(), "KeyError");
    }
}

TEST(Erb, FunctionErrorsFailTheTemplateAtTheCallingLine) {
    try {
        render("a\n\n<%= scope.function_nosuch(['x']) %>");
        FAIL() << "no error";
    } catch (const ErbError& e) {
        EXPECT_EQ(std::string(e.what()), "unknown function nosuch");
        EXPECT_EQ(e.line(), 3);
    }
}

TEST(Erb, UnsupportedRubyIsAnErrorNamingTheConstruct) {
    const std::pair<const char*, const char*> cases[] = {
        {"one\n<%= `ls` %>", "backtick commands"},
        {"<%= File.read('/etc/passwd') %>", "the constant File"},
        {"<%= 'abc'.tr('a', 'b') %>", "String#tr"},
        {"<%= [1].cycle %>", "Array#cycle"},
        {"<% class Foo; end %>", "'class'"},
        {"<%= @@count %>", "class variables"},
        {"<%= <<~EOS\nx\nEOS\n %>", "heredoc"},
        {"<% case [1] in [x] then x end %>", "pattern matching"},
        {"<%= $stdout %>", "the global variable $stdout"},
    };
    for (const auto& [erb, what] : cases) {
        SCOPED_TRACE(erb);
        try {
            render(erb);
            ADD_FAILURE() << "rendered";
        } catch (const ErbError& e) {
            EXPECT_EQ(e.kind(), ErbError::Kind::Unsupported);
            EXPECT_TRUE(std::string(e.what()).starts_with("unsupported Ruby: ")) << e.what();
            EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
            EXPECT_GT(e.line(), 0);
        }
    }
}

TEST(Erb, UnclosedTagIsASyntaxError) {
    EXPECT_THROW(Template::compile("a <% if x"), ErbError);
    EXPECT_THROW(Template::compile("<% if true %>no end"), ErbError);
}

// Every template of the module corpus compiles (scans and parses) with pp_erb, rendered by Puppet or not.
TEST(Erb, EveryCorpusTemplateCompiles) {
    namespace fs = std::filesystem;
    const fs::path modules = "/usr/share/puppet/modules";
    if (!fs::exists(modules / "stdlib")) GTEST_SKIP() << "the module corpus is not installed";
    std::size_t n = 0;
    for (auto it = fs::recursive_directory_iterator(modules, fs::directory_options::follow_directory_symlink);
         it != fs::recursive_directory_iterator(); ++it) {
        if (it->path().extension() != ".erb") continue;
        ++n;
        std::ifstream in(it->path(), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        try {
            Template::compile(ss.str());
        } catch (const ErbError& e) {
            ADD_FAILURE() << it->path() << ":" << e.line() << ": " << e.what();
        }
    }
    EXPECT_GE(n, 278u);
}

} // namespace
