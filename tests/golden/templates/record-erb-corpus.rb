#!/usr/bin/env ruby
# Helper of tests/golden/templates/record-erb-corpus.sh (a test tool, not part
# of pp): compiles `include CLASS` for many corpus classes with REAL Puppet
# 7.23 in one Ruby process, with ERB rendering instrumented, and writes one
# JSON line per distinct rendering (template, bindings):
#
#   {"template": "apache/templates/x.erb",   (path under the modulepath; or)
#    "inline": "text",                        (an inline_template string)
#    "class": "apache",                       (the first class it was seen in)
#    "ivars": {"name": V, ...},               (@name tokens of the text that
#                                              Scope#to_hash binds; absent
#                                              ones are not bound)
#    "lookups": [[name, V], ...],             (scope.lookupvar / scope[] calls)
#    "functions": [[name, [ARGS], V], ...],   (scope.function_NAME /
#                                              scope.call_function calls)
#    "output": "...",                         (what Puppet rendered; or)
#    "error": "...", "line": N}               (the Ruby error and its line)
#
# Values V are JSON, with Ruby values JSON cannot carry tagged:
#   {"__hash": [[K, V], ...]}  a Hash (always: keys need not be strings)
#   {"__sym": "name"}          a Symbol (:default, :undef)
#   {"__regexp": "source"}     a Regexp
#   {"__type": "String[1]"}    a Puppet type (incl. resource references)
#   {"__sensitive": V}         a Sensitive value
#   {"__other": "Class", "to_s": "..."}  anything else
#
# usage: ruby record-erb-corpus.rb --work DIR --facts FACTS.json
#          --certname NAME --modulepath DIR --out FILE.jsonl CLASS...
require 'json'
require 'fileutils'
require 'set'
require 'delegate'

work = facts_file = modulepath = out_file = nil
certname = 'pp.example.com'
classes = []
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when '--work' then work = args.shift
  when '--facts' then facts_file = args.shift
  when '--certname' then certname = args.shift
  when '--modulepath' then modulepath = File.expand_path(args.shift)
  when '--out' then out_file = args.shift
  else classes << a
  end
end
abort 'record-erb-corpus: --work, --facts, --modulepath and --out are required' unless work && facts_file && modulepath && out_file

raw = JSON.parse(File.read(facts_file))
values = raw.is_a?(Hash) && raw['values'].is_a?(Hash) && raw.key?('name') ? raw['values'] : raw
values['clientcert'] = certname
values['clientnoop'] = false
factdir = File.join(work, 'var', 'client_data', 'facts')
FileUtils.mkdir_p(factdir)
File.write(File.join(factdir, "#{certname}.json"), JSON.generate({ 'name' => certname, 'values' => values }))

require 'puppet'
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca",
                            '--color=false', '--modulepath', modulepath,
                            '--certname', certname, '--facts_terminus', 'json'])
Puppet::ApplicationSupport.push_application_context(Puppet.run_mode)
Puppet.settings.use :main, :agent, :ssl
Puppet::Util::Log.level = :err
Puppet::Util::Log.close_all

module PPErbRec
  MODULEPATH = []
  @stack = []
  class << self
    attr_reader :stack
  end

  def self.enc(v)
    case v
    when nil, true, false, Integer then v
    when Float then v.finite? ? v : { '__other' => 'Float', 'to_s' => v.to_s }
    when String then v.dup.force_encoding('UTF-8').valid_encoding? ? v : { '__other' => 'String', 'to_s' => v.inspect }
    when Symbol then { '__sym' => v.to_s }
    when Array then v.map { |x| enc(x) }
    when Hash then { '__hash' => v.map { |k, x| [enc(k), enc(x)] } }
    when Regexp then { '__regexp' => v.source }
    when Puppet::Pops::Types::PSensitiveType::Sensitive then { '__sensitive' => enc(v.unwrap) }
    when Puppet::Pops::Types::PAnyType then { '__type' => v.to_s }
    else { '__other' => v.class.name, 'to_s' => v.to_s }
    end
  end

  # The scope a template sees: records what the template asks of it.
  class ScopeRecorder < SimpleDelegator
    def initialize(scope, rec)
      super(scope)
      @rec = rec
    end

    def lookupvar(name, options = {})
      v = __getobj__.lookupvar(name, options)
      @rec['lookups'] << [name, PPErbRec.enc(v)]
      v
    end

    def [](name, options = {})
      v = __getobj__[name, options]
      @rec['lookups'] << [name, PPErbRec.enc(v)]
      v
    end

    def call_function(name, args, &block)
      v = __getobj__.call_function(name, args, &block)
      @rec['functions'] << [name, PPErbRec.enc(args), PPErbRec.enc(v)]
      v
    end

    def method_missing(m, *args, &block)
      v = __getobj__.send(m, *args, &block)
      if m.to_s.start_with?('function_')
        @rec['functions'] << [m.to_s.delete_prefix('function_'), PPErbRec.enc(args[0]), PPErbRec.enc(v)]
      end
      v
    end

    def respond_to_missing?(m, priv = false)
      __getobj__.respond_to?(m, priv) || m.to_s.start_with?('function_')
    end
  end
end

class Puppet::Parser::TemplateWrapper
  alias_method :pp_orig_result, :result

  def scope
    PPErbRec.stack.last && PPErbRec.stack.last[:wrapper].equal?(self) ? PPErbRec.stack.last[:proxy] : @__scope__
  end

  def result(string = nil)
    text = string || Puppet::FileSystem.read_preserve_line_endings(@__file__)
    rec = { 'lookups' => [], 'functions' => [] }
    if string
      rec['inline'] = string
    else
      mp = PPErbRec::MODULEPATH.find { |d| @__file__.start_with?("#{d}/") }
      rec['template'] = mp ? @__file__.delete_prefix("#{mp}/") : @__file__
    end
    hash = @__scope__.to_hash
    ivars = {}
    text.scan(/@([A-Za-z_]\w*)/).flatten.uniq.sort.each do |n|
      ivars[n] = PPErbRec.enc(hash[n]) if hash.key?(n)
    end
    rec['ivars'] = ivars
    PPErbRec.stack.push({ wrapper: self, proxy: PPErbRec::ScopeRecorder.new(@__scope__, rec) })
    begin
      out = pp_orig_result(string)
      rec['output'] = out
      out
    rescue Exception => e # rubocop:disable Lint/RescueException
      rec['error'] = e.message.sub(/\n\n.*\z/m, '')
      rec['error_class'] = e.class.name
      frame = e.backtrace&.find { |l| l.start_with?("#{@__file__ || '(erb)'}:") }
      rec['line'] = frame[/:(\d+):/, 1].to_i if frame
      raise
    ensure
      PPErbRec.stack.pop
      PPErbRec.emit(rec)
    end
  end
end

module PPErbRec
  @seen = Set.new
  @records = []
  @current_class = nil
  class << self
    attr_accessor :current_class
    attr_reader :records
  end

  def self.emit(rec)
    rec['lookups'].uniq!
    rec['functions'].uniq!
    key = JSON.generate(rec)
    return unless @seen.add?(key)
    @records << { 'template' => rec['template'], 'inline' => rec['inline'], 'class' => @current_class }.compact.merge(rec.reject { |k, _| %w[template inline].include?(k) })
  end
end
PPErbRec::MODULEPATH.concat(modulepath.split(':'))

Puppet::Resource::Catalog.indirection.terminus_class = :compiler
manifest = File.join(work, 'site.pp')
compiled = 0
classes.each do |cls|
  File.write(manifest, "include #{cls}\n")
  PPErbRec.current_class = cls
  before = PPErbRec.records.size
  begin
    node = Puppet::Node.indirection.find(certname)
    env = (node.environment || Puppet.lookup(:current_environment)).override_with(manifest: manifest)
    node.environment = env
    Puppet.override({ current_environment: env, loaders: Puppet::Pops::Loaders.new(env, false, false) }, 'pp erb') do
      node.add_server_facts({})
      Puppet::Resource::Catalog.indirection.find(node.name, use_node: node)
      compiled += 1
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    raise if e.is_a?(Interrupt) || e.is_a?(NoMemoryError)
  end
  warn "record-erb-corpus: #{cls}: #{PPErbRec.records.size - before} new renderings" if PPErbRec.records.size > before
end
File.open(out_file, 'w') do |f|
  PPErbRec.records.sort_by { |r| [r['template'] || '', r['inline'] || '', JSON.generate(r)] }.each { |r| f.puts JSON.generate(r) }
end
warn "record-erb-corpus: #{classes.size} classes, #{compiled} compiled, #{PPErbRec.records.size} renderings"
