# Records REAL Puppet 7.23's validation issues for the validator unit test table (a test tool, not part of pp).
# Usage: ruby tests/unit/parser/oracle/gen.rb > table.inc  (needs Puppet: sh ../shared/corpus/install-corpus.sh);
# paste the printed entries into the table of tests/unit/parser/validator_test.cpp.
require 'json'
require 'tmpdir'
require 'fileutils'
require 'puppet'
load File.join(__dir__, 'cases.rb')
work = Dir.mktmpdir('pv-gen.', '/tmp')
at_exit { FileUtils.rm_rf(work) }
Puppet.initialize_settings(['--confdir', "#{work}/etc", '--vardir', "#{work}/var", '--codedir', "#{work}/code",
                            '--logdir', "#{work}/log", '--rundir', "#{work}/run", '--ssldir', "#{work}/ssl",
                            '--publicdir', "#{work}/public", '--cadir', "#{work}/ca"])
require 'puppet/pops'
modroot = File.join(work, 'modules')
def cxx(s)
  '"' + s.gsub('\\', '\\\\\\\\').gsub('"', '\\"').gsub("\n", '\\n').gsub("\t", '\\t') + '"'
end
CASES.each do |name, src, opts|
  opts ||= {}
  Puppet[:strict] = (opts[:strict] || 'warning').to_sym
  if opts[:module]
    path = File.join(modroot, opts[:module][0], opts[:module][1])
  else
    path = File.join(work, name + (opts[:epp] ? '.epp' : '.pp'))
  end
  FileUtils.mkdir_p(File.dirname(path))
  File.write(path, src)
  env = Puppet::Node::Environment.create(:production, [modroot])
  diags = []
  Puppet.override(current_environment: env) do
    ep = Puppet::Pops::Parser::EvaluatingParser.new
    parser = opts[:epp] ? Puppet::Pops::Parser::EppParser.new : ep.parser
    res = parser.parse_file(path)
    begin
      acc = ep.validate(res.model)
      fmt = Puppet::Pops::Validation::DiagnosticFormatterPuppetStyle.new
      acc.diagnostics.each do |d|
        next if d.severity == :ignore
        diags << [d.issue.issue_code.to_s, d.source_pos.line, d.source_pos.pos, d.severity == :error ? 'Error' : 'Warning', fmt.format_message(d)]
      end
    rescue Puppet::ParseErrorWithIssue => e
      diags << [e.issue_code.to_s, e.line, e.pos, 'Error', e.basic_message]
    end
  end
  o = []
  o << '.epp = true' if opts[:epp]
  o << ".strict = Strictness::#{opts[:strict].capitalize}" if opts[:strict]
  o << ".module_name = #{cxx(opts[:module][0])}, .module_path = #{cxx(opts[:module][1])}" if opts[:module]
  issues = diags.map { |c, l, p, s, m| "{#{cxx(c)}, #{l}, #{p}, Severity::#{s}, #{cxx(m.gsub(modroot, '/modules'))}}" }
  puts "    {#{cxx(name)},"
  puts "     #{cxx(src)},"
  puts "     {#{o.join(', ')}},"
  puts "     {#{issues.join(",\n      ")}}},"
end
