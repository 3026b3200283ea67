// The Ruby type reader on hand-written declarations: the DSL forms of seed 001, the Resource API of seed
// 000, and the Ruby lexical corners that must not derail it (heredocs, %-literals, regexps, modifiers).

#include "loader/ruby_type_reader.hpp"

#include "loader/ruby_literal.hpp"
#include "loader/ruby_tokenizer.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace pp::loader {
namespace {

using runtime::AttributeSchema;
using runtime::TypeSchema;
using Kind = AttributeSchema::Kind;

TypeSchema read(std::string_view src, const TypeReadOptions& options = {}) {
    auto r = read_type_source(src, "test.rb", options);
    EXPECT_TRUE(r.schema.has_value()) << r.error;
    return r.schema ? *r.schema : TypeSchema{};
}

std::string shape(const TypeSchema& t) {
    std::string s;
    for (const auto& a : t.attributes) {
        s += a.kind == Kind::Property ? "p:" : "a:";
        s += a.name;
        if (a.namevar) s += "*";
        s += " ";
    }
    return s;
}

TEST(RubyTypeReader, TypeDsl) {
    auto t = read(R"RUBY(
# A comment with newparam(:nope) in it
Puppet::Type.newtype(:ec2_instance) do
  @doc = <<-EOT
    newparam(:not_a_param) inside a heredoc
  EOT
  ensurable

  newparam(:name, :namevar => true) do
    desc 'The name'
    validate do |value|
      raise ArgumentError, "bad" unless value =~ /^\w+$/
    end
  end

  newproperty(:region) do
    desc "Where #{it} goes"
    newvalues(:us, :eu, /^ap-/)
  end

  newparam(:user_data)

  newmetaparam(:ignored) do
  end

  autorequire(:file) do
    ['/etc/x']
  end
end
)RUBY");
    EXPECT_EQ(t.name, "ec2_instance");
    EXPECT_EQ(shape(t), "p:ensure p:region a:name* a:user_data ");
    EXPECT_TRUE(t.ensurable);
    EXPECT_EQ(t.find("ensure")->values, (std::vector<std::string>{"present", "absent"}));
    EXPECT_EQ(t.find("region")->values, (std::vector<std::string>{"us", "eu", "/^ap-/"}));
    EXPECT_EQ(t.namevars(), std::vector<std::string>{"name"});
    EXPECT_EQ(t.source, "test.rb");
}

TEST(RubyTypeReader, NamevarForms) {
    auto t = read(R"RUBY(
Puppet::Type.newtype :thing do
  newparam :key, namevar: true
  newparam(:other) do
    isnamevar
  end
  newparam(:name) { desc 'implicitly a namevar' }
  newproperty(:prop, :namevar => true)
end
)RUBY");
    EXPECT_EQ(shape(t), "p:prop a:key* a:other* a:name* ");
    EXPECT_FALSE(t.ensurable);
}

TEST(RubyTypeReader, EnsurableBlockAndBooleanParent) {
    auto t = read(R"RUBY(
Puppet::Type.newtype(:pkg) do
  newproperty(:version)
  ensurable do
    newvalue(:present) { provider.create }
    newvalue(:held, :event => :held) do
      provider.hold
    end
    newvalue(/./)
    aliasvalue(:installed, :present)
  end
  newparam(:flag, :boolean => true, :parent => Puppet::Parameter::Boolean)
  newparam(:name)
end
)RUBY");
    EXPECT_EQ(shape(t), "p:ensure p:version a:flag a:name* ");
    EXPECT_EQ(t.find("ensure")->values, (std::vector<std::string>{"present", "held", "/./"}));
    EXPECT_EQ(t.find("flag")->values, (std::vector<std::string>{"true", "false", "yes", "no"}));
}

TEST(RubyTypeReader, LoopsOverLiteralLists) {
    auto t = read(R"RUBY(
Puppet::Type.newtype(:ring) do
  newparam(:name, namevar: true)
  [:id, :partitions].each do |param|
    newproperty(param) do
      validate { |v| raise 'x' unless v.to_s =~ /\d+/ }
    end
  end
  %w[zone weight].each { |p| newproperty(p) }
end
)RUBY");
    EXPECT_EQ(shape(t), "p:id p:partitions p:zone p:weight a:name* ");
}

TEST(RubyTypeReader, HelperMethodsOfTheType) {
    // Puppet's exec declares its checks through `def self.newcheck(name, options = {}, &block)`.
    auto t = read(R"RUBY(
Puppet::Type.newtype(:runner) do
  def self.newcheck(name, options = {}, &block)
    @checks ||= {}
    check = newparam(name, options, &block)
    @checks[name] = check
  end
  newparam(:command) { isnamevar }
  newcheck(:unless) do
    validate { |cmds| cmds }
  end
  newcheck :onlyif
  def self.unrelated(x)
    x + 1
  end
end
)RUBY");
    EXPECT_EQ(shape(t), "a:command* a:unless a:onlyif ");
}

TEST(RubyTypeReader, TitlePatterns) {
    auto t = read(R"RUBY(
Puppet::Type.newtype(:key) do
  def self.title_patterns
    identity = lambda { |x| x }
    [
      [%r{^(.*?)@(.*)$}, [[:name, identity], [:type]]],
      [/^([^@\/]+)$/m, [[:name]]],
    ]
  end
  newparam(:name) { isnamevar }
  newparam(:type) { isnamevar }
end
)RUBY");
    ASSERT_EQ(t.title_patterns.size(), 2u);
    EXPECT_EQ(t.title_patterns[0].regex, "^(.*?)@(.*)$");
    EXPECT_EQ(t.title_patterns[0].namevars, (std::vector<std::string>{"name", "type"}));
    EXPECT_EQ(t.title_patterns[1].regex, "^([^@/]+)$"); // Regexp#source unescapes \/
    EXPECT_EQ(t.title_patterns[1].flags, "m");
    EXPECT_FALSE(t.title_patterns_unknown);

    auto computed = read_type_source(R"RUBY(
Puppet::Type.newtype(:key) do
  def self.title_patterns
    Helpers.split_title_patterns(:name, :domain)
  end
  newparam(:name)
end
)RUBY",
                                     "computed.rb");
    ASSERT_TRUE(computed.schema);
    EXPECT_TRUE(computed.schema->title_patterns.empty());
    EXPECT_TRUE(computed.schema->title_patterns_unknown);
    ASSERT_EQ(computed.warnings.size(), 1u);
    EXPECT_EQ(computed.warnings[0], "computed.rb:3: title_patterns are computed at run time");
}

TEST(RubyTypeReader, ModifiersAndLexicalCorners) {
    auto t = read(R"RUBY(
module Puppet
  Type.newtype(:corners) do
    x = 1 if true
    return unless defined?(y)
    while false do
      break
    end
    y = x / 2
    z = %r{a/b}i
    w = %w[a b c].map { |e| e.upcase }
    s = 'it''s' + "a \"quoted\" #{"nested #{1}"} string"
    q = %q(parens (nested) here)
    h = { :a => 1, 'b': 2, c: 3 }
    doc = <<~ONE + <<-'TWO'
      first
    ONE
      second #{not interpolated}
      TWO
    c = ?x
    v = self.class
    newparam(:name) do
      desc <<-EOT
        end end end
      EOT
      newvalues(:"odd-value", 'str', true, 42, nil)
    end
=begin
newparam(:commented_out)
=end
  end
end
__END__
newparam(:after_end)
)RUBY");
    EXPECT_EQ(shape(t), "a:name* ");
    EXPECT_EQ(t.find("name")->values, (std::vector<std::string>{"odd-value", "str", "true", "42", ""}));
}

TEST(RubyTypeReader, ResourceApi) {
    auto t = read(R"RUBY(
require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'software',
  docs: <<-EOS,
    This type provides Puppet with the capabilities to manage ...
  EOS
  title_patterns: [
    {
      pattern: %r{^(?<package>.*[^-])-(?<manager>.*)$},
      desc: 'Where the package and the manager are provided with a hyphen seperator',
    },
    {
      pattern: %r{^(?<package>.*)$},
      desc: 'Where only the package is provided',
    },
  ],
  features: ['canonicalize'],
  attributes: {
    ensure: {
      type: 'Enum[present, absent]',
      desc: 'Whether this resource should be present or absent on the target system.',
      default: 'present',
    },
    package: {
      type: 'String',
      desc: 'The name of the package you want to manage.',
      behaviour: :namevar,
    },
    manager: {
      type: 'String',
      desc: 'The system used to install the package.',
      behaviour: :namevar,
    },
    created: {
      type: 'String',
      behaviour: :read_only,
    },
    force: {
      type: 'Boolean',
      behavior: :parameter,
    },
    size: {
      type: 'Optional[Integer]',
      behaviour: :init_only,
    },
  },
)
)RUBY");
    EXPECT_EQ(t.name, "software");
    EXPECT_EQ(shape(t), "p:ensure p:size a:package* a:manager* a:created a:force ");
    EXPECT_TRUE(t.ensurable);
    EXPECT_EQ(t.find("ensure")->type, "Enum[present, absent]");
    EXPECT_EQ(t.find("size")->type, "Optional[Integer]");
    ASSERT_EQ(t.title_patterns.size(), 2u);
    EXPECT_EQ(t.title_patterns[0].namevars, (std::vector<std::string>{"package", "manager"}));
    EXPECT_EQ(t.title_patterns[1].namevars, std::vector<std::string>{"package"});
}

TEST(RubyTypeReader, ProviderParameter) {
    TypeReadOptions options;
    options.has_provider = [](std::string_view type) { return type == "svc"; };
    auto t = read("Puppet::Type.newtype(:svc) do\n  newparam(:name)\n  newproperty(:enable)\nend\n", options);
    EXPECT_EQ(shape(t), "p:enable a:name* a:provider ");
}

TEST(RubyTypeReader, ErrorsNameFileAndLine) {
    struct Row {
        const char* source;
        const char* error;
    };
    const Row rows[] = {
        {"puts 'no type here'\n",
         "bad.rb:1: no Puppet::Type.newtype or Puppet::ResourceApi.register_type declaration"},
        {"Puppet::Type.newtype(:x) do\n  desc 'unterminated\nend\n", "bad.rb:2: unterminated string"},
        {"Puppet::Type.newtype(:x) do\n  desc <<-EOT\n  text\nend\n", "bad.rb:2: unterminated heredoc 'EOT'"},
        {"Puppet::Type.newtype(:x) do\n  newparam(:a) do\n  end\n", "bad.rb:1: 'do' is never closed"},
        {"Puppet::Type.newtype(:x) do\nend\nend\n", "bad.rb:3: unexpected 'end'"},
        {"Puppet::Type.newtype(name) do\nend\n", "bad.rb:1: the type name is not a literal"},
        {"Puppet::ResourceApi.register_type(name: n, attributes: {})\n",
         "bad.rb:1: register_type without a literal name"},
    };
    for (const auto& row : rows) {
        auto r = read_type_source(row.source, "bad.rb");
        EXPECT_FALSE(r.schema.has_value()) << row.source;
        EXPECT_EQ(r.error, row.error) << row.source;
    }
    auto missing = read_type_file("/nonexistent/lib/puppet/type/x.rb");
    EXPECT_EQ(missing.error, "/nonexistent/lib/puppet/type/x.rb:1: cannot read the file");
}

TEST(RubyTypeReader, GarbageNeverCrashes) {
    // Truncations of a real declaration at every byte: each gives a schema or an error, never a crash.
    const std::string src = R"RUBY(Puppet::Type.newtype(:t) do
  ensurable do
    defaultvalues
  end
  newparam(:name, :namevar => true) { newvalues(/\S+/, %r{x}) }
  def self.title_patterns
    [[/(.*)/m, [[:name]]]]
  end
  h = { a: [1, 2, {b: <<-X}] }
    doc
  X
end
)RUBY";
    for (std::size_t n = 0; n <= src.size(); ++n) {
        auto r = read_type_source(src.substr(0, n), "cut.rb");
        EXPECT_TRUE(r.schema.has_value() || !r.error.empty()) << n;
    }
    auto full = read_type_source(src, "full.rb");
    ASSERT_TRUE(full.schema) << full.error;
    EXPECT_EQ(shape(*full.schema), "p:ensure a:name* ");
}

TEST(RubyTypeReader, MixinMethodsFromRequiredFiles) {
    namespace fs = std::filesystem;
    fs::path root = fs::temp_directory_path() / "pp-ruby-type-reader-test";
    fs::remove_all(root);
    fs::create_directories(root / "mod/lib/puppet/type");
    fs::create_directories(root / "mod/lib/puppet/provider/mixed");
    fs::create_directories(root / "mod/lib/puppet_x/mod");
    std::ofstream(root / "mod/lib/puppet_x/mod/ini.rb") << R"RUBY(module PuppetX
  module Mod
    module Ini
      def create_parameters
        ensurable
        newparam(:name, :namevar => true)
        newproperty(:value)
      end
    end
  end
end
)RUBY";
    std::ofstream(root / "mod/lib/puppet/type/mixed.rb") << R"RUBY(Puppet::Type.newtype(:mixed) do
  require File.expand_path(File.join(
    File.dirname(__FILE__), '..', '..',
    'puppet_x', 'mod', 'ini'))
  extend PuppetX::Mod::Ini
  create_parameters
  newparam(:secret)
end
)RUBY";
    std::ofstream(root / "mod/lib/puppet/provider/mixed/ruby.rb") << "# a provider\n";
    std::ofstream(root / "mod/lib/puppet/type/broken.rb") << "Puppet::Type.newtype(:broken) do\n";
    auto scan = scan_module_types({root});
    ASSERT_EQ(scan.types.size(), 1u);
    EXPECT_EQ(scan.types[0].name, "mixed");
    EXPECT_EQ(shape(scan.types[0]), "p:ensure p:value a:name* a:secret a:provider ");
    ASSERT_EQ(scan.errors.size(), 1u);
    EXPECT_NE(scan.errors[0].find("broken.rb:1: 'do' is never closed"), std::string::npos) << scan.errors[0];

    auto registry = runtime::SchemaRegistry::with_builtins();
    add_module_types(registry, scan);
    ASSERT_NE(registry.find("mixed"), nullptr);
    ASSERT_NE(registry.find("file"), nullptr);
    fs::remove_all(root);
}

TEST(RubyLiteral, RegexSourceAndInspect) {
    EXPECT_EQ(ruby_regex_inspect("a/b", "mi"), "/a\\/b/mi");
    EXPECT_EQ(ruby_regex_inspect("a\\/b", ""), "/a\\/b/");
    auto toks = tokenize_ruby("x = %r{a\\/b} + /c\\/d/");
    ASSERT_FALSE(toks.error);
    std::vector<std::string> sources;
    for (const auto& t : toks.tokens)
        if (t.kind == RubyToken::Kind::Regex) sources.push_back(ruby_regex_source(t));
    EXPECT_EQ(sources, (std::vector<std::string>{"a\\/b", "c/d"})); // as Ruby's Regexp#source
}

} // namespace
} // namespace pp::loader
