// The parse memo (ruby/prelude/parse_memo.rb) and the deep copy under it (ruby/state_copy.cpp): a new
// instance of a listed parser over an unchanged file shares the kept state while it only reads, and gets
// exactly the state the parser would have built, owned by it alone, as soon as it does more; a changed
// file, other arguments, a subclass or a state the copy does not know are parsed by the module's own code.
// The parser here stands in for inifile's Puppet::Util::IniFile: a class of that name, with that class's
// reader names, counting its parses and its readers' runs.

#include "ruby/host.hpp"
#include "runtime/puppet_settings.hpp"
#include "runtime/ruby_text.hpp"
#include "stub_callbacks.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace pp::ruby {
namespace {

namespace fs = std::filesystem;
using runtime::Value;

// A parser shaped like the modules' ones: sections of settings and the lines they came from, a frozen
// literal and a Regexp shared by all, a Hash with a default; `state` is its whole state as bytes.
const char* const kParser = R"RUBY(
module ::Puppet; module Util; end; end
class ::Puppet::Util::IniFile
  SECTION = /^\s*\[(.*)\]\s*$/
  class Section
    attr_reader :name, :settings, :lines
    def initialize(name)
      @name = name
      @settings = Hash.new(0)
      @lines = []
    end
  end
  class << self
    attr_accessor :parses, :reads
  end
  self.parses = 0
  self.reads = 0
  attr_reader :sections
  def initialize(path, separator = ' = ')
    Puppet::Util::IniFile.parses += 1
    @path = path
    @separator = separator
    @kind = 'ini'.freeze
    @pattern = SECTION
    current = Section.new('')
    @sections = { '' => current }
    @order = [current]
    (File.file?(path) ? File.readlines(path) : []).each do |line|
      if (m = SECTION.match(line))
        current = Section.new(m[1])
        @sections[m[1]] = current
        @order << current
      elsif line.include?('=')
        key, value = line.chomp.split('=', 2)
        current.settings[key.strip] = value.strip
        current.lines << line
      end
    end
    @hook = proc { 1 } if @sections.key?('hook')
  end
  def get(section, key)
    @sections[section]&.settings&.[](key)
  end
  # readers (ParseMemo::READERS): the first returns the parsed string itself, as inifile's does
  def get_value(section, key)
    Puppet::Util::IniFile.reads += 1
    @sections[section]&.settings&.[](key)
  end
  def section_names
    @order.map(&:name)
  end
  # a reader that changes the state after all
  def section?(name)
    @order.first.lines << 'probe'
    @sections.key?(name)
  end
  def set(section, key, value)
    @sections[section].settings[key] = value
    @sections[section].lines.last << '#changed'
  end
  def state
    Marshal.dump(self)
  end
end
class ::PPTestSub < ::Puppet::Util::IniFile; end
# openstacklib's parser, shaped the same: its sections' `settings` is a Marshal round trip, counted
class ::Puppet::Util::OpenStackConfig
  class Section
    class << self
      attr_accessor :copies
    end
    self.copies = 0
    def initialize(name)
      @name = name
      @settings = {}
    end
    def add(key, value)
      @settings[key] = value
    end
    def settings
      Section.copies += 1
      Marshal.load(Marshal.dump(@settings))
    end
  end
  def initialize(path)
    @path = path
    @sections = {}
    current = nil
    File.readlines(path).each do |line|
      if (m = /^\[(.*)\]/.match(line))
        current = @sections[m[1]] = Section.new(m[1])
      elsif current && line.include?('=')
        key, value = line.chomp.split('=', 2)
        current.add(key.strip, value.strip)
      end
    end
  end
  def get_value(section, key)
    @sections[section]&.settings&.[](key)
  end
end
# the mutable objects reachable from an object, by identity
def pp_test_mutables(object, seen = {}.compare_by_identity)
  return seen if seen.key?(object) || object.frozen? || object.is_a?(Symbol) || object.is_a?(Integer) ||
                 object.is_a?(Regexp) || object.nil? || object == true || object == false
  seen[object] = true
  case object
  when Array then object.each { |e| pp_test_mutables(e, seen) }
  when Hash then object.each { |k, v| pp_test_mutables(k, seen); pp_test_mutables(v, seen) }
  when String then nil
  else object.instance_variables.each { |iv| pp_test_mutables(object.instance_variable_get(iv), seen) }
  end
  seen
end
PP::ParseMemo.install
)RUBY";

class ParseMemo : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        StubCallbacks cb;
        Host::instance().eval(kParser, cb);
    }
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("pp-parse-memo-" + std::to_string(getpid()));
        fs::create_directories(m_dir);
        m_path = (m_dir / "app.conf").string();
        // each test its own content: a memo another test left is not this one's
        write(std::string("top = ") + ::testing::UnitTest::GetInstance()->current_test_info()->name() +
              "\n[one]\na = x\nb = y\n[two]\nc = z\n");
    }
    void TearDown() override { fs::remove_all(m_dir); }

    void write(const std::string& text) const { std::ofstream(m_path, std::ios::trunc) << text; }
    std::string ruby(const std::string& code) {
        StubCallbacks cb;
        return runtime::ruby_inspect(Host::instance().eval("path = '" + m_path + "'\n" + code, cb));
    }

    fs::path m_dir;
    std::string m_path;
};

TEST_F(ParseMemo, AnUnchangedFileIsParsedTwiceAndEachInstanceOwnsItsState) {
    // the first parse of these bytes keeps only them, the second a copy of its state, the third is a copy
    EXPECT_EQ(
        ruby("c = Puppet::Util::IniFile; c.parses = 0\n"
             "a = c.new(path); b = c.new(path); d = c.new(path); n = c.parses\n"
             "fresh = c.allocate; c.instance_method(:initialize).super_method.bind(fresh).call(path)\n"
             "[n, a.state == fresh.state, d.state == fresh.state,\n"
             " (pp_test_mutables(b).keys.map(&:object_id) & pp_test_mutables(d).keys.map(&:object_id)) ==\n"
             "   [path.object_id],\n"
             " d.instance_variable_get(:@path).equal?(path),\n"
             " b.instance_variable_get(:@kind).equal?(d.instance_variable_get(:@kind)),\n"
             " d.sections['one'].settings['zz']]"),
        "[2, true, true, true, true, true, 0]");
    // what one instance changes, the next one does not see
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; c.parses = 0\n"
                   "a = c.new(path); a.set('one', 'a', 'changed')\n"
                   "b = c.new(path)\n"
                   "[c.parses, b.get('one', 'a'), b.sections['one'].lines.last]"),
              "[0, \"x\", \"b = y\\n\"]");
}

TEST_F(ParseMemo, ReadersRunOnceOnTheSharedStateAndEachCallGetsItsOwnResult) {
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; 2.times { c.new(path) }; c.parses = 0; c.reads = 0\n"
                   "a = c.new(path); b = c.new(path)\n"
                   "v = a.get_value('one', 'a'); w = b.get_value('one', 'a')\n"
                   "shared = [a, b].map { |o| !PP::ParseMemo.share_of(o).nil? }\n"
                   "v << '!'\n"
                   "[c.parses, c.reads, shared, v, w, w.frozen?, v.equal?(w), b.get_value('one', 'a'),\n"
                   " a.get_value('two', 'c'), c.reads, a.section_names, a.section_names.frozen?,\n"
                   " a.get_value('nothing', 'a')]"),
              "[0, 1, [true, true], \"x!\", \"x\", false, false, \"x\", \"z\", 2, [\"\", \"one\", \"two\"], "
              "false, nil]");
}

TEST_F(ParseMemo, AKeptObjectsInnerReaderRunsOnceForAllInstances) {
    // each get_value asks its section for a copy of all its settings: one copy made for all of them
    EXPECT_EQ(
        ruby("c = Puppet::Util::OpenStackConfig; s = c::Section; 2.times { c.new(path) }; s.copies = 0\n"
             "a = c.new(path); b = c.new(path)\n"
             "v = [a.get_value('one', 'a'), a.get_value('one', 'b'), b.get_value('one', 'b'),\n"
             "     b.get_value('two', 'c')]\n"
             "v[1] << '!'\n"
             "[v, s.copies, b.get_value('one', 'b'), a.instance_variable_get(:@sections)['one'].settings]"),
        "[[\"x\", \"y!\", \"y\", \"z\"], 2, \"y\", {\"a\"=>\"x\", \"b\"=>\"y\"}]");
}

TEST_F(ParseMemo, AnythingButAReaderGivesTheInstanceItsOwnState) {
    // a writer: the instance's own, unfrozen copy changes; the others and the next one still read the file's
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; 2.times { c.new(path) }; c.parses = 0\n"
                   "a = c.new(path); b = c.new(path); a.set('one', 'a', 'changed')\n"
                   "[c.parses, PP::ParseMemo.share_of(a).nil?, PP::ParseMemo.share_of(b).nil?,\n"
                   " a.get_value('one', 'a'), b.get_value('one', 'a'), c.new(path).get_value('one', 'a'),\n"
                   " a.sections['one'].lines.last, b.sections['one'].lines.last]"),
              "[0, true, false, \"changed\", \"x\", \"x\", \"b = y\\n#changed\", \"b = y\\n\"]");
    // a reader that changes the state is run again on the instance's own copy
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; 2.times { c.new(path) }\n"
                   "a = c.new(path)\n"
                   "[a.section?('one'), PP::ParseMemo.share_of(a).nil?, a.sections[''].lines.last,\n"
                   " c.new(path).sections[''].lines.include?('probe')]"),
              "[true, true, \"probe\", false]");
    // a method defined after the memo wrapped the class, dup, instance_variable_get
    EXPECT_EQ(
        ruby("c = Puppet::Util::IniFile; 2.times { c.new(path) }\n"
             "class ::Puppet::Util::IniFile; def pp_test_later; @order.size; end; end\n"
             "a = c.new(path); b = c.new(path); d = c.new(path)\n"
             "n = a.pp_test_later; e = b.dup; h = d.instance_variable_get(:@sections)\n"
             "[n, [a, b, d].map { |o| PP::ParseMemo.share_of(o).nil? }, e.sections.equal?(b.sections),\n"
             " h.frozen?, h['one'].lines.frozen?]"),
        "[3, [true, true, true], true, false, false]");
}

TEST_F(ParseMemo, AFileChangedWithinTheSecondIsReadAgainWhateverItsTimesAndSize) {
    // the same size and modification time: only the bytes tell
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; 2.times { c.new(path) }\n"
                   "m = File.mtime(path); c.new(path).get_value('one', 'a')\n"
                   "File.write(path, File.read(path).sub('a = x', 'a = w')); File.utime(m, m, path)\n"
                   "c.parses = 0; v = c.new(path).get_value('one', 'a')\n"
                   "[v, c.parses]"),
              "[\"w\", 1]");
}

TEST_F(ParseMemo, AChangedFileOtherArgumentsOrASubclassAreParsedAgain) {
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; 3.times { c.new(path) }; c.parses = 0\n"
                   "File.write(path, File.read(path).sub('a = x', 'a = w'))\n"
                   "a = c.new(path); c.new(path, '='); c.new(path, '=')\n"
                   "PPTestSub.new(path); PPTestSub.new(path); PPTestSub.new(path)\n"
                   "[c.parses, a.get('one', 'a'), c.new(path).get('one', 'a'), c.parses,\n"
                   " c.new(path).get('one', 'a'), c.new(path, '=').get('one', 'a'), c.parses]"),
              "[6, \"w\", \"w\", 7, \"w\", \"w\", 7]");
    // a missing file is a file too: the parser sees no lines
    EXPECT_EQ(ruby("c = Puppet::Util::IniFile; File.delete(path); c.parses = 0\n"
                   "a = c.new(path); b = c.new(path); d = c.new(path)\n"
                   "[c.parses, d.sections.keys, d.state == a.state]"),
              "[2, [\"\"], true]");
}

TEST_F(ParseMemo, StateTheCopyDoesNotKnowIsParsedEveryTime) {
    EXPECT_EQ(
        ruby("c = Puppet::Util::IniFile; File.write(path, File.read(path) + \"[hook]\\n\"); c.parses = 0\n"
             "x = c.new(path); c.new(path); c.new(path); y = c.new(path)\n"
             "[c.parses, y.get('two', 'c'), x.instance_variable_get(:@hook).call]"),
        "[4, \"z\", 1]");
}

TEST(StateCopy, CopiesPlainDataDeeplyAndRefusesTheRest) {
    StubCallbacks cb;
    Host& host = Host::instance();
    auto run = [&](const std::string& code) { return runtime::ruby_inspect(host.eval(code, cb)); };
    // shared references stay shared inside the copy, a cycle is a cycle, frozen strings are not copied
    EXPECT_EQ(run("o = Object.new; s = +'shared'; f = 'frozen'.freeze\n"
                  "o.instance_variable_set(:@a, [s, s, f, 1.5, :sym, 2**70, nil])\n"
                  "o.instance_variable_set(:@self, o)\n"
                  "t = Object.new; pairs = PP::Native.copy_state(o, t, {}.compare_by_identity).to_h\n"
                  "a = pairs[:@a]\n"
                  "[a == o.instance_variable_get(:@a), a[0].equal?(a[1]), a[0].equal?(s), a[2].equal?(f),\n"
                  " pairs[:@self].equal?(t)]"),
              "[true, true, false, true, true]");
    // what the copy would not reproduce exactly: nil, and nothing is half-copied into anything
    for (const char* value :
         {"Hash.new { |h, k| h[k] = 1 }", "{}.compare_by_identity", "Hash.new([])", "Struct.new(:a).new(1)",
          "Class.new(String).new('x')", "'s'.tap { |x| def x.extra; end }", "[[proc {}]]", "[1].freeze",
          "Object.new.freeze", "$stdout"}) {
        EXPECT_EQ(run(std::string("o = Object.new; o.instance_variable_set(:@v, ") + value +
                      "); PP::Native.copy_state(o, Object.new, {}.compare_by_identity)"),
                  "nil")
            << value;
    }
    EXPECT_EQ(run("PP::Native.copy_state([1], [], {}.compare_by_identity)"), "nil");
    // what freeze_state froze is copied unfrozen (by copy_state and copy_value alike); what was frozen
    // before stays shared
    EXPECT_EQ(
        run("o = Object.new; s = +'str'; f = 'lit'.freeze; n = Object.new\n"
            "n.instance_variable_set(:@v, [s])\n"
            "o.instance_variable_set(:@a, [s, f, { 'k' => s }, n])\n"
            "thaw = PP::Native.freeze_state(o, {}.compare_by_identity)\n"
            "a = o.instance_variable_get(:@a); c = PP::Native.copy_value(a, thaw)[0]\n"
            "pairs = PP::Native.copy_state(o, Object.new, {}.compare_by_identity, thaw).to_h\n"
            "[o.frozen?, a.frozen?, s.frozen?, n.frozen?, thaw.key?(f), c[0, 3] == a[0, 3], c.frozen?, "
            "c[0].frozen?,\n"
            " c[0].equal?(c[2]['k']), c[0].equal?(c[3].instance_variable_get(:@v)[0]), c[1].equal?(f),\n"
            " pairs[:@a][3].frozen?, PP::Native.copy_value(a), PP::Native.copy_value(1)]"),
        "[false, true, true, true, false, true, false, false, true, true, true, false, nil, [1]]");
    // a stand-in held below the top level: nothing to share
    EXPECT_EQ(run("o = Object.new; s = +'path'\n"
                  "o.instance_variable_set(:@path, s); o.instance_variable_set(:@nested, [s])\n"
                  "marked = {}.compare_by_identity; marked[s] = true\n"
                  "PP::Native.freeze_state(o, marked)"),
              "nil");
    EXPECT_EQ(run("PP::Native.copy_state(Object.new, Class.new.new, {}.compare_by_identity)"), "nil");
}

} // namespace
} // namespace pp::ruby
