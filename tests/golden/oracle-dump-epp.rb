#!/usr/bin/env ruby
# frozen_string_literal: true
#
# EPP AST oracle (a test tool, not part of pp): dump REAL Puppet 7.23's parse
# tree of EPP templates, many files in ONE process. The EPP counterpart of
# shared/oracle/oracle-dump.rb, with the same output.
#
# usage: ruby oracle-dump-epp.rb [--format pn|json|pn-pretty] [--no-validate] [--pp] FILE... > out.jsonl
#
# One JSON object per input line on stdout:
#   {"file": "<path as given>", "ok": true,  "ast": <dump>}
#   {"file": "<path as given>", "ok": false, "error": "<message>", "line": L, "pos": C}
# <dump> is what `puppet epp dump --format pn|json` prints per file, minus its
# "--- FILE" header: a PN string, e.g. (lambda {:params {...} :body [(render-s "text") ...]}),
# or a JSON value for --format json.
#
# Same code path as lib/puppet/face/epp.rb#dump_parse:
#   Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser.new.parse_string(src, file)  (validates; default)
#   EvaluatingEppParser.new.parser.parse_string(src, file)                                   (--no-validate)
#   Puppet::Pops::Model::PNTransformer.transform(model)
# Like `puppet epp dump`, it validates by default (`puppet parser dump` and
# oracle-dump.rb do not).
#
# --pp: parse FILEs as Puppet code instead, without validation: exactly
# oracle-dump.rb's code path and output. record-corpus.sh uses it only for
# files on which oracle-dump.rb crashes (see below).
#
# Puppet 7.23 bug: PNTransformer#parameters_entry calls `PN::Literal(true)`
# (instead of PN::Literal.new(true)) for a captures-rest parameter (`*$rest`
# of a function, lambda or EPP template), so real Puppet cannot dump such a
# file at all (`puppet parser dump --format pn` fails with "undefined method
# `Literal' for Puppet::Pops::PN:Module", and oracle-dump.rb dies). For such
# a file this script prints
#   {"file": F, "ok": false, "error": "<that message>", "pn_bug": true,
#    "ast_patched": "<pn>"}
# where ast_patched is the dump with that one call fixed (the parameter gets
# `:splat true`): what Puppet evidently meant to print, NOT what it prints.
require 'json'
require 'tmpdir'
require 'fileutils'

format = 'pn'
validate = true
as_pp = false
files = []
args = ARGV.dup
until args.empty?
  a = args.shift
  case a
  when '--format' then format = args.shift
  when '--validate' then validate = true
  when '--no-validate' then validate = false
  when '--pp' then as_pp = true
  when '-h', '--help'
    puts File.read(__FILE__).lines.drop(2).take_while { |l| l.start_with?('#') }.map { |l| l.sub(/^# ?/, '') }
    exit 0
  when /\A-/ then abort "oracle-dump-epp: unknown option #{a}"
  else files << a
  end
end
abort 'oracle-dump-epp: no input (see --help)' if files.empty?
abort "oracle-dump-epp: bad --format #{format}" unless %w[pn json pn-pretty].include?(format)

require 'puppet'
# Settings initialised exactly as oracle-dump.rb does (throwaway dirs).
work = Dir.mktmpdir('pp-oracle-dump-epp.', '/tmp')
at_exit { FileUtils.rm_rf(work) }
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--logdir', "#{work}/log",
                            '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca"])
require 'puppet/pops'
require 'puppet/pops/pn'

def dump(pn, format)
  case format
  when 'json' then pn.to_data
  when 'pn-pretty' then pn.format(Puppet::Pops::PN::Indent.new('  '), +'')
  else pn.format(nil, +'')
  end
end

PN_BUG = /undefined method `Literal' for Puppet::Pops::PN:Module/.freeze

# The one-call fix of the PNTransformer bug described above (only installed
# after the bug was hit, so all other dumps come from unmodified Puppet).
def patch_pn_literal
  return if Puppet::Pops::PN.respond_to?(:Literal)

  Puppet::Pops::PN.define_singleton_method(:Literal) { |v| Puppet::Pops::PN::Literal.new(v) }
end

$stdout.sync = false
files.each do |file|
  rec = { 'file' => file }
  model = nil
  begin
    src = File.read(file, encoding: 'utf-8')
    if as_pp
      ep = Puppet::Pops::Parser::EvaluatingParser.new
      model = ep.parser.parse_string(src, file)
    else
      ep = Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser.new
      model = validate ? ep.parse_string(src, file) : ep.parser.parse_string(src, file)
    end
    rec['ok'] = true
    rec['ast'] = dump(Puppet::Pops::Model::PNTransformer.transform(model), format)
  rescue Puppet::ParseError, Puppet::ParseErrorWithIssue => e
    rec['ok'] = false
    rec['error'] = e.message
    rec['line'] = e.line if e.respond_to?(:line) && e.line
    rec['pos'] = e.pos if e.respond_to?(:pos) && e.pos
  rescue SystemCallError, IOError => e
    rec['ok'] = false
    rec['error'] = e.message
  rescue NoMethodError => e
    raise unless e.message =~ PN_BUG && model

    rec.delete('ast')
    rec['ok'] = false
    rec['error'] = e.message[PN_BUG]
    rec['pn_bug'] = true
    patch_pn_literal
    rec['ast_patched'] = dump(Puppet::Pops::Model::PNTransformer.transform(model), format)
  end
  puts JSON.generate(rec)
end
