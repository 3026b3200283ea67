#!/usr/bin/env ruby
# Helper of tests/golden/record-eval.sh (a test tool, not part of pp): runs
# REAL Puppet 7.23's `puppet apply` compile step for many manifests in ONE
# Ruby process and prints, for each, what `puppet apply` would print on the
# console minus the catalog/apply summary lines.
#
# usage (run from the repository root; record-eval.sh does this):
#   ruby tests/golden/oracle-eval.rb --work DIR --facts FACTS.json \
#        [--certname NAME] [--write] CASE.pp...
#
#   --work DIR     an empty, throwaway Puppet tree (confdir, vardir, ... all
#                  go under it, as in shared/oracle/oracle-lib.sh)
#   --facts FILE   shared/oracle/facts-default.json (Puppet's {"name", "values"}
#                  format or a flat map); clientcert/clientnoop are set as the
#                  oracle's json facts setup does
#   --write        write CASE's .out/.exit next to it (only when the content
#                  changes); otherwise print one JSON line per case on stdout:
#                  {"case": "...", "exit": 0|1, "out": "..."}
#   --modulepath D the modulepath (default: an empty directory)
#   --hiera_config F  the global hiera.yaml (default: none, Puppet's
#                  $confdir/hiera.yaml in the throwaway tree)
#   --catalog      also write CASE.json: the compiled catalog as Puppet's
#                  catalog JSON (to_data_hash), pretty-printed, without the
#                  volatile version/code_id/catalog_uuid, with paths under the
#                  current directory made relative (removed when the compile
#                  fails)
#
# Per case it does what lib/puppet/application/apply.rb#main does for
# `puppet apply CASE`: node from the plain node terminus with the json facts
# terminus, the configured environment overridden with :manifest => CASE, fresh
# Pcore loaders (Puppet::Pops::Loaders.new(env, false, false)), then
# Puppet::Resource::Catalog.indirection.find(node, :use_node => node) (the
# :compiler terminus). Every Puppet::Util::Log message emitted meanwhile is
# captured and formatted as the :console destination formats it:
# "<Level>: [<source>: ]<message>", written with IO#puts (so no second
# newline after a message that ends with one), with the level filter of a
# default `puppet apply` (notice and above). The benchmark line "Compiled
# catalog for ... seconds" is dropped. Exit is 1 when the compile raised
# (apply exits 1 then), else 0.
#
# The absolute path of the case (which Puppet prints in "(file: ...)") is
# rewritten to the path as given (relative to the repository root).
#
# Per-case settings: a comment line at the top of the case
#   # flags: --strict_variables --strict=error
# sets those Puppet settings for that case only (record-eval.sh passes the
# same flags to the real `puppet apply` when verifying).
#
# State that would leak from one case to the next in one process is reset
# before each case: Puppet's warn-once and deprecation memories
# ($unique_warnings, $deprecation_warnings, $logged_deprecation_warnings,
# Puppet::Util::Warnings), the strictness settings, the environment (a new
# one per case, so definitions do not collide) and the loaders.
require 'json'
require 'fileutils'

work = nil
facts_file = nil
certname = 'pp.example.com'
write = false
modulepath = nil
hiera_config = nil
want_catalog = false
cases = []
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when '--work' then work = args.shift
  when '--facts' then facts_file = args.shift
  when '--certname' then certname = args.shift
  when '--write' then write = true
  when '--modulepath' then modulepath = File.expand_path(args.shift)
  when '--catalog' then want_catalog = true
  when '--hiera_config' then hiera_config = File.expand_path(args.shift)
  when '-h', '--help'
    puts File.read(__FILE__).lines.drop(1).take_while { |l| l.start_with?('#') }.map { |l| l.sub(/^# ?/, '') }
    exit 0
  else cases << a
  end
end
abort 'oracle-eval: --work DIR is required' unless work
abort 'oracle-eval: --facts FILE is required' unless facts_file
abort 'oracle-eval: no cases' if cases.empty?

# Facts exactly as shared/oracle/oracle-lib.sh#oracle_facts_args writes them.
raw = JSON.parse(File.read(facts_file))
values = raw.is_a?(Hash) && raw['values'].is_a?(Hash) && raw.key?('name') ? raw['values'] : raw
values['clientcert'] = certname
values['clientnoop'] = false
factdir = File.join(work, 'var', 'client_data', 'facts')
FileUtils.mkdir_p(factdir)
File.write(File.join(factdir, "#{certname}.json"), JSON.generate({ 'name' => certname, 'values' => values }))
FileUtils.mkdir_p(File.join(work, 'empty-modules'))

require 'puppet'
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca",
                            '--color=false', '--modulepath', modulepath || "#{work}/empty-modules",
                            '--certname', certname, '--facts_terminus', 'json',
                            '--hiera_config', hiera_config || "#{work}/etc/hiera.yaml"])
# What Puppet::Application#run does before apply's main: the base context and
# the configured environment ('production', which has no directory here, so
# the manifest and the empty modulepath decide what is compiled).
Puppet::ApplicationSupport.push_application_context(Puppet.run_mode)
Puppet.settings.use :main, :agent, :ssl
Puppet::Util::Log.level = :notice # puppet apply's default (no -v / -d)

# Captures log messages formatted as Puppet::Util::Log's :console destination
# does (lib/puppet/util/log/destinations.rb), colours off.
class PPEvalCapture
  LEVEL_NAMES = {
    emerg: 'Emergency', alert: 'Alert', crit: 'Critical', err: 'Error',
    warning: 'Warning', notice: 'Notice', info: 'Info', debug: 'Debug'
  }.freeze
  attr_reader :lines

  def initialize
    @lines = []
  end

  def reset
    @lines = []
  end

  def handle(msg)
    str = msg.to_s
    str = msg.source == 'Puppet' ? str : "#{msg.source}: #{str}"
    @lines << "#{LEVEL_NAMES.fetch(msg.level)}: #{str}"
  end
end
Puppet::Util::Log.newdesttype :ppevalcapture do
  def initialize(capture)
    @capture = capture
  end

  def handle(msg)
    @capture.handle(msg)
  end

  match 'PPEvalCapture'
end
capture = PPEvalCapture.new
Puppet::Util::Log.close_all
Puppet::Util::Log.newdestination(capture)

COMPILED_RE = /\ANotice: Compiled catalog for .* in environment \S+ in [0-9.]+ seconds\z/.freeze
FLAG_SETTINGS = {
  '--strict_variables' => [:strict_variables, true],
  '--no-strict_variables' => [:strict_variables, false],
  '--strict=off' => [:strict, :off],
  '--strict=warning' => [:strict, :warning],
  '--strict=error' => [:strict, :error]
}.freeze

def case_flags(src)
  flags = []
  src.each_line do |l|
    break unless l.start_with?('#')
    m = l.chomp.match(/\A#\s*flags:\s*(.*)\z/)
    flags.concat(m[1].split) if m
  end
  flags
end

def update_file(path, content)
  return false if File.exist?(path) && File.binread(path) == content.b
  File.binwrite(path, content)
  true
end

Puppet::Resource::Catalog.indirection.terminus_class = :compiler
defaults = { strict_variables: Puppet[:strict_variables], strict: Puppet[:strict] }
changed = 0
errors = 0

cases.each do |c|
  src = File.read(c, encoding: 'utf-8')
  abs = File.expand_path(c)
  flags = case_flags(src)
  defaults.each { |k, v| Puppet[k] = v }
  flags.each do |f|
    setting = FLAG_SETTINGS[f] or abort "oracle-eval: #{c}: unsupported flag #{f}"
    Puppet[setting[0]] = setting[1]
  end
  $unique_warnings&.clear
  $deprecation_warnings&.clear
  $logged_deprecation_warnings&.clear
  Puppet::Util::Warnings.clear_warnings
  capture.reset

  status = 0
  catalog = nil
  begin
    node = Puppet::Node.indirection.find(certname)
    raise "could not find node #{certname}" unless node
    configured = node.environment || Puppet.lookup(:current_environment)
    env = configured.override_with(manifest: c)
    node.environment = env
    Puppet.override({ current_environment: env, loaders: Puppet::Pops::Loaders.new(env, false, false) },
                    'pp eval oracle') do
      # apply.rb#configure_node_facts: its facts are nil (node_name_fact is
      # empty), the plain node terminus has already merged the json facts
      node.add_server_facts({})
      begin
        catalog = Puppet::Resource::Catalog.indirection.find(node.name, use_node: node)
      rescue Puppet::Error
        status = 1 # already logged by the compiler, as puppet apply relies on
      end
    end
  rescue StandardError => e
    # apply.rb's general rescue: Puppet.log_exception(detail); exit(1)
    Puppet.log_exception(e)
    status = 1
  rescue SystemExit, Interrupt, NoMemoryError
    raise
  rescue Exception => e # rubocop:disable Lint/RescueException
    # Not a StandardError (LoadError, SystemStackError): it escapes apply.rb's
    # rescue and reaches Puppet::Application#run's exit_on_fail("Could not run").
    Puppet.log_exception(e, "Could not run: #{e}")
    status = 1
  end
  Puppet::Util::Log.flushqueue

  lines = capture.lines.reject { |l| l.match?(COMPILED_RE) }
  # IO#puts, as the console destination uses it, adds no newline to a
  # message that already ends with one (e.g. a heredoc).
  # A Ruby object's inspection carries its address, different on every run: it is recorded without it
  # (Puppet's "already set ... by #<Puppet::Resource::Type:0x00007f51488781d8>" becomes "by
  # #<Puppet::Resource::Type>").
  out = lines.map do |l|
    l = l.gsub(abs, c).gsub("#{Dir.pwd}/", '').gsub(/#<((?:[A-Z]\w*)(?:::[A-Z]\w*)*):0x\h+>/, '#<\1>')
    l.end_with?("\n") ? l : "#{l}\n"
  end.join
  errors += 1 if status != 0
  if write
    stem = c.sub(/\.pp\z/, '')
    changed += 1 if update_file("#{stem}.out", out)
    changed += 1 if update_file("#{stem}.exit", "#{status}\n")
    if want_catalog
      if status == 0 && catalog
        data = catalog.to_data_hash
        %w[version code_id catalog_uuid].each { |k| data.delete(k) }
        prefix = "#{Dir.pwd}/"
        data['resources'].each { |r| r['file'] = r['file'].delete_prefix(prefix) if r['file'] }
        changed += 1 if update_file("#{stem}.json", JSON.pretty_generate(data) + "\n")
      elsif File.exist?("#{stem}.json")
        File.delete("#{stem}.json")
        changed += 1
      end
    end
  else
    puts JSON.generate({ 'case' => c, 'exit' => status, 'out' => out })
  end
end
warn "oracle-eval: #{cases.size} cases, #{errors} with errors, #{cases.size - errors} without; #{changed} files rewritten" if write
