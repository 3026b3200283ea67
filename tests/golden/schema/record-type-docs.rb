#!/usr/bin/env ruby
# Records the documentation of pp's built-in resource types from REAL Puppet 7, the data behind `pp describe`
# (cli/describe_command.cpp ports lib/puppet/application/describe.rb). Run with Debian's Puppet:
#
#   ruby -I/usr/lib/ruby/vendor_ruby tests/golden/schema/record-type-docs.rb > runtime/data/builtin_type_docs.json
#
# The types are the ones of runtime/data/builtin_types.json (record-schemas.rb --builtin): Puppet's built-in
# types plus those of the core modules Puppet 7 vendors (host, cron, mount, sshkeys, augeas).
#
# Docs are recorded RAW, as the code declares them (`desc`), not as Puppet's `doc` methods return them: pp
# assembles them the way Puppet does (runtime/type_docs.cpp), so this data records what Puppet knows rather
# than one rendering of it.
#
# {"metaparameters": [<attr>...], "types": [<type>...]}
# <type> = {"name", "doc": raw desc or null, "notes": [...], "key_attributes": [...],
#           "attributes": [{"name", "kind"} | <attr>...], "providers": [<provider>...]}
#   "attributes" lists Type.allattrs in Puppet's order with Type.attrtype as "kind" (property, param, meta);
#   a meta attribute carries no doc (it is the metaparameter of the same name). The `provider` parameter is
#   left out: its doc is generated from the providers and `puppet describe` never shows it.
# <attr> = {"name", "kind", "doc": raw desc or null, "values": the valid-values text of its value collection
#           (Puppet::Parameter::ValueCollection#doc, "" when it has none), "required_features": [...] or null}
# <provider> = {"name", "doc": raw desc or null, "notes": [...]}
#   "notes" are what the Puppet::Util::Docs dochooks add (Provider: commands, defaults, features), in the
#   order Puppet::Util::Docs#doc appends them (by hook name), empty results left out.
require 'json'
require 'tmpdir'

abort 'usage: record-type-docs.rb > runtime/data/builtin_type_docs.json' unless ARGV.empty?

require 'puppet'
work = Dir.mktmpdir('pp-record-type-docs.', '/tmp')
at_exit { FileUtils.rm_rf(work) }
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca"])
Puppet[:log_level] = 'err'

SCHEMAS = File.expand_path('../../../runtime/data/builtin_types.json', __dir__)
CORE_MODULES = '/usr/share/puppet/modules'.freeze
CORE = %w[augeas_core cron_core host_core mount_core sshkeys_core].freeze

# One line per attribute, provider and list: reviewable diffs.
def to_json_doc(obj, indent = '')
  inner = indent + '  '
  case obj
  when Hash
    return '{}' if obj.empty?
    return JSON.generate(obj) if obj.key?('kind') || obj.key?('notes') && !obj.key?('attributes')
    "{\n" + obj.map { |k, v| "#{inner}#{JSON.generate(k)}: #{to_json_doc(v, inner)}" }.join(",\n") + "\n#{indent}}"
  when Array
    return '[]' if obj.empty?
    return JSON.generate(obj) if obj.all? { |x| x.is_a?(String) }
    "[\n" + obj.map { |v| inner + to_json_doc(v, inner) }.join(",\n") + "\n#{indent}]"
  else
    JSON.generate(obj)
  end
end

# The raw `desc` of a Puppet::Util::Docs object; nil when it has none.
def raw_doc(obj)
  obj.instance_variable_defined?(:@doc) ? obj.instance_variable_get(:@doc) : nil
end

# Puppet::Util::Docs#doc's "extra": every dochook_* method by name, nil results dropped.
def notes(obj)
  obj.methods.find_all { |m| m.to_s =~ /^dochook_.+/ }.sort.map { |m| obj.send(m) }.compact
end

def attr_doc(name, kind, klass)
  # Puppet::Parameter.doc appends the values to @doc in place the first time it runs; nothing may have
  # called it yet, or @doc is no longer raw.
  abort "record-type-docs: #{name}: doc already rendered" if klass.instance_variable_defined?(:@addeddocvals)
  features = klass.required_features
  { 'name' => name.to_s, 'kind' => kind.to_s, 'doc' => raw_doc(klass), 'values' => klass.value_collection.doc,
    'required_features' => features && features.flatten.map(&:to_s) }
end

def dump_type(type)
  attrs = []
  type.allattrs.each do |name|
    next if name == :provider
    kind = type.attrtype(name)
    klass = type.attrclass(name)
    if kind == :meta
      abort "record-type-docs: #{type.name}.#{name} is not the metaparameter" unless klass.equal?(Puppet::Type.metaparamclass(name))
      attrs << { 'name' => name.to_s, 'kind' => 'meta' }
    else
      attrs << attr_doc(name, kind, klass)
    end
  end
  providers = type.providers.sort_by(&:to_s).map do |pname|
    prov = type.provider(pname)
    { 'name' => pname.to_s, 'doc' => raw_doc(prov), 'notes' => notes(prov) }
  end
  { 'name' => type.name.to_s, 'doc' => raw_doc(type), 'notes' => notes(type),
    'key_attributes' => type.key_attributes.map(&:to_s), 'attributes' => attrs, 'providers' => providers }
end

names = JSON.parse(File.read(SCHEMAS))['types'].map { |t| t['name'] }
# A modulepath of the core modules alone: other modules on the system add providers to built-in types (the
# swift module's `swiftinit` service provider), which are not Puppet's.
modules = File.join(work, 'modules')
FileUtils.mkdir_p(modules)
CORE.each { |m| File.symlink(File.join(CORE_MODULES, m), File.join(modules, m)) }
env = Puppet::Node::Environment.create(:pp_type_docs, [modules])
CORE.each { |m| $LOAD_PATH << File.join(modules, m, 'lib') }
doc = Puppet.override(current_environment: env, environments: Puppet::Environments::Static.new(env)) do
  types = names.map do |name|
    t = Puppet::Type.type(name.to_sym) or abort "record-type-docs: no type #{name}"
    t
  end
  metas = Puppet::Type.metaparams.map { |m| attr_doc(m, :meta, Puppet::Type.metaparamclass(m)) }
  { 'metaparameters' => metas, 'types' => types.map { |t| dump_type(t) } }
end
puts to_json_doc(doc)
