#!/usr/bin/env bash
# Modules' Ruby functions through the embedded Ruby, from the command line: a compile that needs no Ruby
# plugin never starts Ruby (`--debug` says when it starts, and why); Puppet 4 and Puppet 3 functions run,
# call back into Puppet and read variables; a Ruby error is Puppet's message at the call, and pp's output
# adds the plugin's file and line; `exit` in a plugin is an error, not the end of pp; a native module
# function stands in for the module's Ruby only on the module release it was checked against; module types are
# read without Ruby when the static reader can, and by running their Ruby when not (computed title patterns).
set -uo pipefail
pp=$1
corpus=${2:-/usr/share/puppet/modules}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixtures=$(cd "$(dirname "$0")/../golden/apply/modules" && pwd) # the applier goldens' fixture modules
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

m=$work/modules
mkdir -p "$m/mymod/lib/puppet/functions/mymod" "$m/mymod/lib/puppet/parser/functions" "$m/mymod/manifests" \
  "$m/mymod/lib/puppet_x/mymod" "$m/mymod/templates"
cat > "$m/mymod/lib/puppet_x/mymod/helper.rb" <<'RB'
module PuppetX
  module Mymod
    def self.twice(s)
      s * 2
    end
  end
end
RB
cat > "$m/mymod/lib/puppet/functions/mymod/greet.rb" <<'RB'
require 'puppet_x/mymod/helper'
Puppet::Functions.create_function(:'mymod::greet') do
  dispatch :greet do
    param 'String', :name
    optional_param 'Integer', :times
    return_type 'String'
  end
  def greet(name, times = 1)
    ([PuppetX::Mymod.twice(name)] * times).join(',') + call_function('sprintf', '/%s', call_function('upcase', 'x'))
  end
end
RB
cat > "$m/mymod/lib/puppet/functions/mymod/each_pair.rb" <<'RB'
Puppet::Functions.create_function(:'mymod::each_pair') do
  dispatch :each_pair do
    param 'Hash', :h
    block_param 'Callable[2,2]', :block
  end
  def each_pair(h)
    h.map { |k, v| yield(k, v) }
  end
end
RB
cat > "$m/mymod/lib/puppet/functions/mymod/boom.rb" <<'RB'
Puppet::Functions.create_function(:'mymod::boom') do
  def boom(x)
    y = x.to_s
    raise ArgumentError, "boom on #{y}"
  end
end
RB
cat > "$m/mymod/lib/puppet/functions/mymod/leave.rb" <<'RB'
Puppet::Functions.create_function(:'mymod::leave') do
  def leave
    exit 3
  end
end
RB
cat > "$m/mymod/lib/puppet/parser/functions/mymod_legacy.rb" <<'RB'
module Puppet::Parser::Functions
  newfunction(:mymod_legacy, :type => :rvalue, :arity => 1) do |args|
    "#{args[0].inspect}:#{lookupvar('greeting')}:#{function_mymod_upper(['q'])}"
  end
  newfunction(:mymod_upper, :type => :rvalue) do |args|
    args[0].upcase
  end
end
RB
cp "$m/mymod/lib/puppet/parser/functions/mymod_legacy.rb" "$m/mymod/lib/puppet/parser/functions/mymod_upper.rb"
cat > "$m/mymod/templates/ruby.erb" <<'ERB'
<%- require 'json' -%>
<%= JSON.generate({'a' => @greeting}) %> <%= @greeting.empty? ? '':'no' %> <%= scope.call_function('mymod::greet', ['t']) %>
ERB

cd "$work" || exit 1
"$pp" compile --debug --modulepath "$corpus" -e 'notice(pick(undef, 1)) notice(join([1, 2], "-"))' -o /dev/null > out 2>&1
rc=$?
check "a compile without Ruby plugins succeeds" '[ $rc -eq 0 ] && grep -q "Notice: .*1-2" out'
check "a compile without Ruby plugins never starts Ruby" '! grep -q "Started Ruby" out'
# libruby is loaded when Ruby starts, not with pp (ruby/host_internal.hpp), but by the sanitizer build
# (cli/CMakeLists.txt)
if readelf -d "$pp" | grep -q "NEEDED.*libasan"; then
  check "the sanitizer build loads libruby at start" 'readelf -d "$pp" | grep -q "NEEDED.*libruby"'
else
  check "pp does not need libruby to start" '! readelf -d "$pp" | grep -q "NEEDED.*libruby"'
  LD_DEBUG=files "$pp" compile --modulepath "$corpus" -e 'notice(pick(undef, 1))' -o /dev/null > ld.out 2>&1
  check "a compile without Ruby plugins never loads libruby" '[ -s ld.out ] && ! grep -q "libruby" ld.out'
  LD_DEBUG=files "$pp" compile --modulepath modules -e 'notice(mymod::greet("ab", 2))' -o /dev/null > ld.out 2>&1
  check "a Ruby function loads libruby, and runs" 'grep -q "file=libruby.*dynamically loaded by" ld.out && grep -q "Notice: .*abab" ld.out'
  # LD_BIND_NOW would bind libruby's functions to nothing as pp starts: pp starts again without it
  LD_BIND_NOW=1 "$pp" compile --modulepath modules -e 'notice(mymod::greet("ab", 2))' -o /dev/null > out 2>&1
  check "with LD_BIND_NOW set, a Ruby function runs" 'grep -q "Notice: .*abab" out'
  cat > bindnow.pp <<'PP'
exec { 'env': command => '/bin/sh -c "test \"$LD_BIND_NOW\" = 1 && test -z \"$PP_SAVED_LD_BIND_NOW\""' }
PP
  LD_BIND_NOW=1 "$pp" apply --vardir "$work/var" bindnow.pp > out 2>&1
  check "with LD_BIND_NOW set, the commands pp runs have it as it was" 'grep -q "Exec\[env\]/returns: executed successfully" out'
fi

"$pp" apply --debug --modulepath modules -e '$greeting = "hi"
notice(mymod::greet("ab", 2))
notice(mymod::each_pair({"a" => 1, "b" => 2}) |$k, $v| { "${k}=${v}" })
notice(mymod_legacy(undef))
notice(template("mymod/ruby.erb"))' > out 2>&1
rc=$?
check "Ruby functions run (exit 0)" '[ $rc -eq 0 ]'
check "--debug says Ruby started, and for what" 'grep -q "Debug: Started Ruby in .* ms for the function .mymod::greet." out'
check "a Puppet 4 function with a puppet_x helper calls back into Puppet" 'grep -q "Notice: Scope(Class\[main\]): abab,abab/X$" out'
check "a Puppet lambda is the Ruby block" 'grep -q "Notice: Scope(Class\[main\]): \[a=1, b=2\]$" out'
check "a Puppet 3 function gets undef as \"\", reads variables, calls function_x" 'grep -q "Notice: Scope(Class\[main\]): \"\":hi:Q$" out'
check "a template the native interpreter does not know renders with Ruby ERB" 'grep -q "Notice: Scope(Class\[main\]): {\"a\":\"hi\"} no tt/X" out'

"$pp" apply --modulepath modules -e 'notice(mymod::greet(1))' > out 2>&1
rc=$?
check "dispatch mismatches read as Puppet's" '[ $rc -eq 1 ] && grep -q "Error while evaluating a Function Call, .mymod::greet. parameter .name. expects a String value, got Integer" out'

"$pp" apply --modulepath modules -e 'mymod::boom(7)' > out 2>&1
rc=$?
check "a Ruby error is Puppet's message at the call" '[ $rc -eq 1 ] && grep -q "Error while evaluating a Function Call, boom on 7" out'
check "pp adds where the Ruby raised it" 'grep -q "note: raised by Ruby code at .*/lib/puppet/functions/mymod/boom.rb:4" out'
"$pp" apply --modulepath modules --error-style puppet -e 'mymod::boom(7)' > out 2>&1
check "--error-style puppet prints Puppet's line alone" 'grep -q "^Error: Evaluation Error: Error while evaluating a Function Call, boom on 7 (file: <command-line>, line: 1, column: 1) on node" out && ! grep -q "raised by Ruby" out'

"$pp" apply --modulepath modules -e 'mymod::leave() notice("after")' > out 2>&1
rc=$?
check "exit in a plugin is an error of the call, and pp goes on to report it" '[ $rc -eq 1 ] && grep -q "Ruby code called exit (status 3)" out && ! grep -q "Notice: .*after" out'

if [ -d "$corpus/stdlib" ]; then
  # stdlib as another release: its Ruby functions run instead of pp's native ones (checked against 8.5.0)
  # (-L: the corpus's module directories are symbolic links; the copy must never write through them)
  mkdir -p "$work/other"
  cp -rL "$corpus/stdlib/." "$work/other/stdlib"
  [ -L "$work/other/stdlib" ] && { echo "FAIL: the stdlib copy is a link"; exit 1; }
  sed -i 's/"version": "8.5.0"/"version": "8.5.1"/' "$work/other/stdlib/metadata.json"
  # (with a facts file: without one, the copy's custom facts would start Ruby first)
  printf '{"kernel": "Linux"}\n' > facts.json
  "$pp" compile --debug --facts facts.json --modulepath "$work/other" -e 'notice(pick(undef, "x"))' -o /dev/null > out 2>&1
  rc=$?
  check "another stdlib release runs its own Ruby pick" '[ $rc -eq 0 ] && grep -q "Started Ruby .* for the function .pick." out && grep -q "Notice: .*x$" out'
fi

# module types: read without Ruby where the static reader can; title patterns computed in Ruby run in Ruby
# (the catalog below is what Puppet 7.23 compiles from the same files)
mkdir -p "$m/mymod/lib/puppet/type"
cat > "$m/mymod/lib/puppet/type/plain_thing.rb" <<'RB'
Puppet::Type.newtype(:plain_thing) do
  ensurable
  newparam(:name) { isnamevar }
  newproperty(:size) { newvalues(/^\d+$/) }
end
RB
cat > "$m/mymod/lib/puppet/type/pair_thing.rb" <<'RB'
module PairHelper
  def self.patterns(a, b)
    word = /[^:]+/
    [[/^(#{word})::(#{word})$/, [[a], [b]]], [/^(#{word})$/, [[a]]]]
  end
end
Puppet::Type.newtype(:pair_thing) do
  newparam(:name) { isnamevar }
  newparam(:domain) { isnamevar }
  newproperty(:value)
  def self.title_patterns
    PairHelper.patterns(:name, :domain)
  end
end
RB
"$pp" compile --debug --modulepath modules -e 'plain_thing { "a": size => "3" }' -o cat.json > out 2>&1
rc=$?
check "a module type the static reader reads fully starts no Ruby" '[ $rc -eq 0 ] && ! grep -q "Started Ruby" out'
"$pp" compile --debug --modulepath modules -e 'pair_thing { "x::y": value => 1 }
pair_thing { "other": name => "x", domain => "z", value => 2 }
notice(Pair_thing["x::y"]["value"])' -o cat.json > out 2>&1
rc=$?
check "a type with computed title patterns is read by Ruby" '[ $rc -eq 0 ] && grep -q "Started Ruby in .* ms for the resource type pair_thing" out'
check "its title patterns split the title into the namevars" \
  'grep -q "\"title\": *\"x::y\"" cat.json && tr -d " \n" < cat.json | grep -q "\"title\":\"x::y\",[^}]*\"parameters\":{\"name\":\"x\",\"domain\":\"y\",\"value\":1}"'
cat > "$m/mymod/lib/puppet/type/broken_thing.rb" <<'RB'
Puppet::Type.newtype(:broken_thing) do
  newparam(:name) { isnamevar }
  def self.title_patterns
    raise ArgumentError, 'no patterns today'
  end
  newparam(:other) { isnamevar }
  newproperty(:value) { newvalues(*%w[a b].map(&:to_sym)) }
end
RB
"$pp" compile --modulepath modules -e 'broken_thing { "x": }' -o cat.json > out 2>&1
rc=$?
check "a type whose Ruby raises fails the statement with Puppet's message and the Ruby's file and line" \
  '[ $rc -eq 1 ] && grep -q "Error while evaluating a Resource Statement, no patterns today" out &&
   grep -q "note: raised by Ruby code at .*/broken_thing.rb:4" out'

# custom facts: a module's lib/facter, in `pp facts`
mkdir -p "$m/mymod/lib/facter"
cat > "$m/mymod/lib/facter/mymod_fact.rb" <<'RB'
Facter.add(:mymod_fact) do
  confine kernel: 'Linux'
  setcode { "kernel #{Facter.value(:kernel)}" }
end
RB
"$pp" facts --modulepath modules mymod_fact > out 2>&1
check "pp facts --modulepath shows a module's custom fact" 'grep -q "\"mymod_fact\": \"kernel Linux\"" out'
"$pp" compile --debug --modulepath modules -e 'notice("x")' -o /dev/null > out 2>&1
check "a compile that reads no fact starts no Ruby for the custom facts" '! grep -q "Started Ruby" out'
"$pp" compile --debug --modulepath modules -e 'notice("${facts["mymod_fact"]}/${mymod_fact}/${::mymod_fact}")' -o /dev/null > out 2>&1
check "a compile that reads a fact resolves the custom facts" \
  'grep -q "Started Ruby in .* ms for the custom facts" out && grep -q "Notice: .*: kernel Linux/kernel Linux/kernel Linux$" out'
"$pp" apply --modulepath modules -e 'if $facts["mymod_fact"] =~ /^kernel/ { notice("custom fact in apply") }' > out 2>&1
check "pp apply sees the custom facts" 'grep -q "Notice: .*custom fact in apply" out'
printf '$facts["mymod_fact"]\n' | "$pp" repl --modulepath modules > out 2>&1
check "the REPL sees the custom facts" 'grep -q "kernel Linux" out'
"$pp" compile --modulepath modules --facts facts.json -e 'notice($facts["mymod_fact"])' -o /dev/null > out 2>&1
check "--facts FILE still replaces every fact" 'grep -q "Notice: .*: $" out || grep -q "Notice: Scope(Class\[main\]): $" out'

# pp resource with a module's Ruby type (tests/golden/apply/modules: pp_setting, whose provider cannot list)
"$pp" resource pp_setting --modulepath "$fixtures" > out 2>&1
check "pp resource lists a Ruby type through its provider (Puppet's error when it cannot)" \
  'grep -q "^Error: Could not run: To support listing resources of this type the .ruby. provider" out'
"$pp" resource pp_setting k --modulepath "$fixtures" path="$work/set.ini" value=v1 > out 2>&1
check "pp resource sets a Ruby type's resource through its provider" \
  'grep -q "^Notice: /Pp_setting\[k\]/ensure: created" out && [ "$(cat "$work/set.ini")" = "k=v1" ]'

# a provider's Facter.value answers the node's facts also when a catalog is applied as it is (--catalog) and
# in the REPL's :apply
mkdir -p "$m/ft/lib/puppet/type" "$m/ft/lib/puppet/provider/ft_probe"
cat > "$m/ft/lib/puppet/type/ft_probe.rb" <<'RB'
Puppet::Type.newtype(:ft_probe) do
  ensurable
  newparam(:name, namevar: true)
end
RB
cat > "$m/ft/lib/puppet/provider/ft_probe/ruby.rb" <<'RB'
Puppet::Type.type(:ft_probe).provide(:ruby) do
  def exists?
    notice("kernel is #{Facter.value(:kernel).inspect}")
    true
  end
end
RB
echo "ft_probe { 'x': ensure => present }" > "$work/ft.pp"
"$pp" compile --modulepath "$m" "$work/ft.pp" -o "$work/ft.json" 2> /dev/null
"$pp" apply --modulepath "$m" --vardir "$work/ftvar" --catalog "$work/ft.json" > out 2>&1
check "a provider reads the machine's facts under --catalog" \
  'grep -qF "Notice: Ft_probe[x](provider=ruby): kernel is \"$(uname -s)\"" out'
printf 'ft_probe { "y": ensure => present }\n:apply\n' | "$pp" repl --modulepath "$m" --vardir "$work/ftvar" > out 2>&1
check "and in the REPL's :apply" 'grep -qF "Notice: Ft_probe[y](provider=ruby): kernel is \"$(uname -s)\"" out'

echo "ruby plugins cli: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
