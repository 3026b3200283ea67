#!/usr/bin/env ruby
# frozen_string_literal: true
#
# Helper of tests/golden/record-parse.sh (a test tool, not part of pp).
#
# usage: ruby oracle-diagnostics.rb [--cli-log LOG | --cli-aborted-log LOG]... [--write-expect] FILE...
#
# For every FILE (.pp: Puppet code, .epp: EPP template) this asks REAL Puppet
# 7.23, in one process, for every diagnostic its parser + validator produce,
# with issue codes: the same calls as `puppet parser validate` (.pp) and
# `puppet epp validate` (.epp), i.e. EvaluatingParser(#parser).parse_file,
# then EvaluatingParser#validate (Validation::ValidatorFactory_4_0) with an
# acceptor that keeps *all* diagnostics, reported the way
# IssueReporter.assert_and_report reports them (max_errors / max_warnings).
# Lexer warnings (e.g. unrecognised escapes) are captured from Puppet's log.
#
# --cli-aborted-log-of FILE LOG: the same, for a run that aborted on FILE
# without naming it (e.g. "Attempt to redefine entity ..."); the lines without
# a location are attributed to FILE.
# --cli-aborted-log LOG: the log of a `puppet parser validate` run that
# aborted (a plain Puppet::ParseError, e.g. "Virtual (@) can only be applied
# to a Resource Expression", escapes the face and ends the whole run with
# "Try 'puppet help parser validate' for usage"): only the lines of the file
# that caused the abort are used.
# --cli-log LOG: the stderr of `puppet parser validate` / `puppet epp validate
# --continue_on_error` run on the same FILEs (absolute paths). Its lines are
# attributed to files through their "(file: F, line: L, column: C)" suffix and
# are the RECORDED truth: verdict, messages, lines and columns. The Ruby
# diagnostics only contribute issue codes, and every disagreement between the
# two is printed (stderr) so it can be looked at.
#
# Without --write-expect: prints one JSON line per file on stdout
# (the merged result when --cli-log is given, the Ruby result otherwise).
# With --write-expect: writes <stem>.expect next to each FILE:
#   {"valid": bool,
#    "errors":   [{"line": L|null, "column": C|null, "issue_code": "X"|null, "message": "..."}],
#    "warnings": [{"line": L|null, "column": C|null, "message": "..."}]}
#
# Exit status: 0 ok; 1 when a CLI log line cannot be attributed to a file or
# the CLI verdicts are inconsistent with the log; 64 usage.
require 'json'
require 'tmpdir'
require 'fileutils'

cli_logs = []
write_expect = false
files = []
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when '--cli-log' then cli_logs << [args.shift, false]
  when '--cli-aborted-log' then cli_logs << [args.shift, true]
  when '--cli-aborted-log-of' then f = File.expand_path(args.shift); cli_logs << [args.shift, f]
  when '--write-expect' then write_expect = true
  when '-h', '--help'
    puts File.read(__FILE__).lines.drop(2).take_while { |l| l.start_with?('#') }.map { |l| l.sub(/^# ?/, '') }
    exit 0
  when /\A-/ then warn "oracle-diagnostics: unknown option #{a}"; exit 64
  else files << a
  end
end
if files.empty?
  warn 'oracle-diagnostics: no input files (see --help)'
  exit 64
end

require 'puppet'
work = Dir.mktmpdir('pp-oracle-diag.', '/tmp')
at_exit { FileUtils.rm_rf(work) }
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca"])
require 'puppet/pops'

LOGS = []
Puppet::Util::Log.close_all rescue nil # rubocop:disable Style/RescueModifier
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(LOGS))

def diag(line, column, code, message)
  { 'line' => line, 'column' => column, 'issue_code' => code&.to_s, 'message' => message }
end

def exception_message(e)
  return e.basic_message if e.respond_to?(:basic_message) && e.basic_message
  # Puppet::ExternalFileError#to_s appends " (file: ..., line: ..., column: ...)"
  RuntimeError.instance_method(:to_s).bind(e).call
end

# Ruby-side diagnostics for one file, following IssueReporter.assert_and_report.
def ruby_diagnostics(file)
  LOGS.clear
  errors = []
  warnings = []
  ep = if file.end_with?('.epp')
         Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser.new
       else
         Puppet::Pops::Parser::EvaluatingParser.new
       end
  begin
    result = ep.parser.parse_file(file)
    if result
      result['source_ref'] = file if result['source_ref'].nil? || result['source_ref'] == ''
      acceptor = ep.validate(result.model)
      fmt = Puppet::Pops::Validation::DiagnosticFormatterPuppetStyle.new
      max_w = Puppet[:max_warnings]
      max_d = Puppet[:disable_warnings].include?('deprecations') ? 0 : Puppet[:max_deprecations]
      nw = 0
      nd = 0
      acceptor.warnings.each do |w|
        sp = w.source_pos
        rec = diag(sp&.line, sp&.pos, w.issue.issue_code, fmt.format_message(w))
        if w.severity == :deprecation
          warnings << rec if nd < max_d
          nd += 1
        else
          warnings << rec if nw < max_w
          nw += 1
        end
      end
      errs = acceptor.errors
      errs = errs.take(1) if Puppet[:max_errors] <= 1
      errs.take(Puppet[:max_errors]).each do |e|
        sp = e.source_pos
        errors << diag(sp&.line, sp&.pos, e.issue.issue_code, fmt.format_message(e))
      end
    end
  rescue Puppet::ParseErrorWithIssue => e
    errors << diag(e.line, e.pos, e.issue_code, exception_message(e))
  rescue Puppet::ParseError => e
    errors << diag(e.line, e.pos, nil, exception_message(e))
  end
  # Lexer warnings go straight to Puppet's log, before the validator's.
  lexer_warnings = LOGS.select { |l| l.level == :warning }.map do |l|
    diag(l.line, l.pos, l.respond_to?(:issue_code) ? l.issue_code : nil, l.message.to_s)
  end
  { 'valid' => errors.empty?, 'errors' => errors, 'warnings' => lexer_warnings + warnings }
end

PREFIX = 'Could not parse for environment production: '
LOCATION = /\s\(file: (?<file>[^()]*?)(?:, line: (?<line>\d+))?(?:, column: (?<col>\d+))?\)\z/m.freeze
GIVING_UP = /\ALanguage validation logged (?<n>\d+) errors(?:, and \d+ warnings)?\. Giving up/.freeze
TRAILERS = [
  "Try 'puppet help parser validate' for usage",
  "Try 'puppet help epp validate' for usage",
  'Errors while validating epp'
].freeze

# Parses a Puppet console log into {abs_file => {errors:, warnings:}}.
# Returns [per_file, giving_up [[count, file|nil]], problems, orphans [[log, message]]].
def parse_cli_log(path, known, aborted)
  entries = []
  File.foreach(path, encoding: 'utf-8') do |raw|
    line = raw.chomp
    if (m = line.match(/\A(Error|Warning|Notice|Info|Debug): (.*)\z/m))
      entries << [m[1], m[2]]
    elsif entries.empty?
      entries << ['?', line]
    else
      entries[-1][1] += "\n#{line}" # continuation of a multi-line message
    end
  end
  per_file = Hash.new { |h, k| h[k] = { 'errors' => [], 'warnings' => [] } }
  giving_up = []
  problems = []
  orphans = []
  if aborted
    # The run stopped at the file named by the error just before the usage
    # trailer (or at the file given with --cli-aborted-log-of, whose
    # location-less lines are then its own); only that file's lines are kept
    # (the other files are validated again in a later run).
    t = entries.index { |l, m| l == 'Error' && m.start_with?("Try 'puppet help") }
    abort_file = aborted.is_a?(String) ? aborted : (t&.positive? && entries[t - 1][1].match(LOCATION)&.[](:file))
    unless t && abort_file && known.include?(abort_file)
      return [per_file, giving_up, ["cannot find the aborting file in #{path}"], orphans]
    end
    entries = entries[0, t].filter_map do |l, m|
      f = m.match(LOCATION)&.[](:file)
      if f == abort_file then [l, m]
      elsif f.nil? && aborted.is_a?(String) then [l, "#{m} (file: #{abort_file})"]
      end
    end
  end
  entries.each do |level, msg|
    next if level == 'Notice' || level == 'Info' || level == 'Debug'

    msg = msg.delete_prefix(PREFIX)
    loc = msg.match(LOCATION)
    body = loc ? msg[0, loc.begin(0)] : msg
    if (g = body.match(GIVING_UP))
      giving_up << [g[:n].to_i, loc && loc[:file]]
      next
    end
    next if level == 'Error' && TRAILERS.include?(body)

    if loc.nil? && level == 'Error'
      # Some lexer errors carry no location at all (e.g. ILLEGAL_BOM), so
      # Puppet prints no file; resolved later through the Ruby diagnostics.
      orphans << [path, body]
      next
    end
    if loc.nil? || !known.include?(loc[:file])
      problems << "unattributed #{level} line in #{path}: #{msg}"
      next
    end
    rec = { 'line' => loc[:line]&.to_i, 'column' => loc[:col]&.to_i, 'message' => body }
    if level == 'Error'
      per_file[loc[:file]]['errors'] << rec
    elsif level == 'Warning'
      per_file[loc[:file]]['warnings'] << rec
    else
      problems << "unexpected log level #{level} in #{path}: #{msg}"
    end
  end
  [per_file, giving_up, problems, orphans]
end

def same_place?(a, b)
  a['line'] == b['line'] && a['column'] == b['column'] && a['message'] == b['message']
end

# Merges CLI (truth) with Ruby (issue codes). Returns [record, notes].
def merge(file, cli, ruby)
  notes = []
  rest = ruby['errors'].dup
  errors = cli['errors'].map do |c|
    idx = rest.index { |r| same_place?(r, c) }
    code = nil
    if idx
      code = rest.delete_at(idx)['issue_code']
    else
      notes << "#{file}: no issue code for CLI error #{c.to_json}"
    end
    { 'line' => c['line'], 'column' => c['column'], 'issue_code' => code, 'message' => c['message'] }
  end
  rest.each { |r| notes << "#{file}: Ruby-only error (not in CLI log) #{r.to_json}" }
  rw = ruby['warnings'].dup
  cli['warnings'].each do |c|
    idx = rw.index { |r| same_place?(r, c) }
    if idx
      rw.delete_at(idx)
    else
      notes << "#{file}: CLI-only warning #{c.to_json}"
    end
  end
  rw.each { |r| notes << "#{file}: Ruby-only warning (not in CLI log) #{r.to_json}" }
  rec = { 'valid' => errors.empty?, 'errors' => errors,
          'warnings' => cli['warnings'].map { |w| { 'line' => w['line'], 'column' => w['column'], 'message' => w['message'] } } }
  [rec, notes]
end

# Pretty JSON with one diagnostic per line (diff-friendly):
# {
#   "valid": false,
#   "errors": [
#     {"line": 3, "column": 7, "issue_code": "SYNTAX_ERROR", "message": "..."}
#   ],
#   "warnings": []
# }
def format_expect(rec)
  list = lambda do |items|
    return '[]' if items.empty?

    rows = items.map { |h| '    {' + h.map { |k, v| "#{k.to_json}: #{v.to_json}" }.join(', ') + '}' }
    "[\n#{rows.join(",\n")}\n  ]"
  end
  "{\n  \"valid\": #{rec['valid']},\n  \"errors\": #{list.call(rec['errors'])},\n" \
    "  \"warnings\": #{list.call(rec['warnings'])}\n}\n"
end

abs = files.map { |f| File.expand_path(f) }
rubies = files.map { |f| ruby_diagnostics(f) }
status = 0
cli = nil
unless cli_logs.empty?
  cli = Hash.new { |h, k| h[k] = { 'errors' => [], 'warnings' => [] } }
  giving_up = []
  orphans = []
  cli_logs.each do |log, aborted|
    per_file, gu, problems, orph = parse_cli_log(log, abs, aborted)
    per_file.each { |f, v| cli[f]['errors'].concat(v['errors']); cli[f]['warnings'].concat(v['warnings']) }
    giving_up.concat(gu)
    orphans.concat(orph)
    problems.each { |p| warn "oracle-diagnostics: #{p}" }
    status = 1 unless problems.empty?
  end
  # An error printed without any location belongs to the one file for which
  # Puppet's Ruby API reports exactly that message without a line, and for
  # which the CLI printed nothing else.
  orphans.each do |log, msg|
    cands = abs.each_index.select do |i|
      !cli.key?(abs[i]) && rubies[i]['errors'].any? { |r| r['line'].nil? && r['message'] == msg }
    end
    if cands.size == 1
      cli[abs[cands[0]]]['errors'] << { 'line' => nil, 'column' => nil, 'message' => msg }
    else
      warn "oracle-diagnostics: cannot attribute error in #{log} (#{cands.size} candidate files): #{msg}"
      status = 1
    end
  end
  # Every multi-error file ends with a "Language validation logged N errors" line.
  multi = abs.map { |f| cli.key?(f) ? cli[f]['errors'].size : 0 }.select { |n| n > 1 }.sort
  if giving_up.map(&:first).sort != multi
    warn "oracle-diagnostics: 'Giving up' lines #{giving_up.map(&:first).sort.inspect} do not match multi-error files #{multi.inspect}"
    status = 1
  end
end

counts = { 'valid' => 0, 'invalid' => 0 }
notes_total = 0
files.each_with_index do |file, i|
  ruby = rubies[i]
  rec = ruby
  if cli
    c = cli.key?(abs[i]) ? cli[abs[i]] : { 'errors' => [], 'warnings' => [] }
    rec, notes = merge(file, c, ruby)
    notes.each { |n| warn "oracle-diagnostics: note: #{n}" }
    notes_total += notes.size
  else
    rec = { 'valid' => ruby['valid'], 'errors' => ruby['errors'],
            'warnings' => ruby['warnings'].map { |w| w.reject { |k, _| k == 'issue_code' } } }
  end
  counts[rec['valid'] ? 'valid' : 'invalid'] += 1
  if write_expect
    out = file.sub(/\.e?pp\z/, '') + '.expect'
    text = format_expect(rec)
    File.write(out, text) unless File.exist?(out) && File.read(out) == text
  else
    puts JSON.generate({ 'file' => file }.merge(rec))
  end
end
warn "oracle-diagnostics: #{files.size} files, #{counts['valid']} valid, #{counts['invalid']} invalid, " \
     "#{notes_total} CLI/Ruby disagreement notes"
exit status
