#!/usr/bin/env ruby
# Records resource type schemas from REAL Puppet 7 (the oracle for pp's runtime/resource_schema and
# loader/ruby_type_reader). Run with Debian's Puppet:
#
#   ruby -I/usr/lib/ruby/vendor_ruby tests/golden/schema/record-schemas.rb --builtin > runtime/data/builtin_types.json
#   ruby -I/usr/lib/ruby/vendor_ruby tests/golden/schema/record-schemas.rb --corpus /usr/share/puppet/modules \
#        --out tests/golden/schema
#
# --builtin prints one JSON document: {"metaparameters": [...], "types": [<type>, ...]} for Puppet's built-in
# types plus the types of the core modules Puppet 7 vendors (host, cron, mount, sshkeys, augeas), which pp
# ships built in. --corpus loads every <module>/lib/puppet/type/*.rb of a modulepath through Puppet's own
# autoloader and writes <module>.json (a list of <type>) per module into --out.
#
# <type> = {"name", "file", "ensurable", "attributes": [<attr>...], "namevars": [...],
#           "title_patterns": [{"regex", "flags", "namevars"}]} (title_patterns only when the type defines its own)
# <attr> = {"name", "kind": "property"|"parameter", "namevar", "values": [...]}  -- properties first, as
# Puppet's @properties (ensure first), then parameters, each in declaration order. "values" are the literal
# newvalues followed by the regexes as Ruby inspects them (/.../).
require 'json'
require 'tmpdir'

mode = nil
modulepath = nil
out = nil
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when '--builtin' then mode = :builtin
  when '--corpus' then mode = :corpus; modulepath = args.shift
  when '--out' then out = args.shift
  else abort "record-schemas: unknown argument #{a}"
  end
end
abort 'usage: record-schemas.rb --builtin | --corpus MODULEPATH --out DIR' if mode.nil? || (mode == :corpus && out.nil?)

require 'puppet'
work = Dir.mktmpdir('pp-record-schemas.', '/tmp')
at_exit { FileUtils.rm_rf(work) }
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca"])
Puppet[:log_level] = 'err'

# Pretty JSON with one attribute per line: reviewable diffs without a line per value.
def to_json_doc(obj, indent = '')
  inner = indent + '  '
  case obj
  when Hash
    return '{}' if obj.empty?
    if obj.key?('kind') || obj.key?('regex')
      JSON.generate(obj)
    else
      "{\n" + obj.map { |k, v| "#{inner}#{JSON.generate(k)}: #{to_json_doc(v, inner)}" }.join(",\n") + "\n#{indent}}"
    end
  when Array
    return '[]' if obj.empty?
    return JSON.generate(obj) if obj.all? { |x| x.is_a?(String) }
    "[\n" + obj.map { |v| inner + to_json_doc(v, inner) }.join(",\n") + "\n#{indent}]"
  else
    JSON.generate(obj)
  end
end

def values_of(klass)
  vc = klass.value_collection
  return [] if vc.nil?
  vc.values.map(&:to_s) + vc.regexes
end

def dump_type(type, file)
  attrs = []
  type.properties.each do |p|
    attrs << { 'name' => p.name.to_s, 'kind' => 'property', 'namevar' => false, 'values' => values_of(p) }
  end
  keys = type.key_attributes.map(&:to_s)
  type.parameters.each do |name|
    p = type.paramclass(name)
    attrs << { 'name' => name.to_s, 'kind' => 'parameter', 'namevar' => keys.include?(name.to_s),
               'values' => values_of(p) }
  end
  rec = { 'name' => type.name.to_s, 'file' => file, 'ensurable' => type.validproperty?(:ensure) ? true : false,
          'attributes' => attrs, 'namevars' => keys }
  # Only title patterns the type declares itself; the default one (/(.*)/m onto the single namevar) is
  # implied.
  if type.singleton_class.instance_method(:title_patterns).owner != Puppet::Type.singleton_class
    begin
      rec['title_patterns'] = type.title_patterns.map do |re, fields|
        flags = (re.options & Regexp::IGNORECASE != 0 ? 'i' : '') + (re.options & Regexp::EXTENDED != 0 ? 'x' : '') +
                (re.options & Regexp::MULTILINE != 0 ? 'm' : '')
        { 'regex' => re.source, 'flags' => flags, 'namevars' => fields.map { |f| f.first.to_s } }
      end
    rescue StandardError => e
      rec['title_patterns_error'] = e.message
    end
  end
  rec
end

BUILTIN = %w[augeas component cron exec file filebucket group host mount notify package resources schedule
             service ssh_authorized_key sshkey stage tidy user whit].freeze
CORE_MODULES = '/usr/share/puppet/modules'.freeze

def with_modulepath(dirs)
  env = Puppet::Node::Environment.create(:pp_schema, dirs)
  dirs.each do |d|
    Dir.glob(File.join(d, '*', 'lib')).sort.each { |lib| $LOAD_PATH << lib unless $LOAD_PATH.include?(lib) }
  end
  Puppet.override(current_environment: env, environments: Puppet::Environments::Static.new(env)) { yield env }
end

case mode
when :builtin
  core = Dir.glob(File.join(CORE_MODULES, '*_core')).sort
  types = with_modulepath([CORE_MODULES]) do
    BUILTIN.map do |name|
      t = Puppet::Type.type(name.to_sym) or abort "record-schemas: no type #{name}"
      file = t.respond_to?(:file) && t.file ? t.file.to_s : ''
      # Keep paths stable: built-in types are "built-in" regardless of where Debian installs them.
      dump_type(t, 'built-in')
    end
  end
  puts to_json_doc({ 'metaparameters' => Puppet::Type.metaparams.map(&:to_s), 'types' => types })
when :corpus
  FileUtils.mkdir_p(out)
  with_modulepath([modulepath]) do
    Dir.glob(File.join(modulepath, '*')).sort.each do |moddir|
      files = Dir.glob(File.join(moddir, 'lib', 'puppet', 'type', '*.rb')).sort
      next if files.empty?
      mod = File.basename(moddir)
      recs = files.map do |f|
        name = File.basename(f, '.rb')
        rel = f.delete_prefix(modulepath + '/')
        begin
          t = Puppet::Type.type(name.to_sym)
          t ? dump_type(t, rel) : { 'name' => name, 'file' => rel, 'error' => 'type not found' }
        rescue Exception => e # rubocop:disable Lint/RescueException -- a broken type file is data, not a crash
          { 'name' => name, 'file' => rel, 'error' => "#{e.class}: #{e.message}" }
        end
      end
      File.write(File.join(out, "#{mod}.json"), to_json_doc(recs) + "\n")
    end
  end
end
