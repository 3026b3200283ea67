# Puppet::Util::Execution.execute under options modules' providers pass (tests/unit/ruby/execution_test.cpp):
# evaluated by real Puppet (record.sh) and by pp's Ruby host; each case's result, one line each.
ENV['LC_TIME'] = 'en_US.UTF-8'
ENV['PP_EXEC_CASE'] = 'kept'
run = lambda do |*args|
  out = Puppet::Util::Execution.execute(*args)
  "#{out.class.name.split('::').last} #{out.inspect} #{out.exitstatus}"
rescue StandardError => e
  "#{e.class} #{e.message.inspect}"
end
sh = ->(script) { ['/bin/sh', '-c', script] }
[
  run.call(sh.call('echo out; echo err >&2')),
  run.call(sh.call('echo out; echo err >&2; exit 3')),
  run.call(sh.call('echo out; echo err >&2; exit 3'), failonfail: false),
  run.call(sh.call('echo out; echo err >&2; exit 3'), failonfail: true),
  run.call(sh.call('echo out; echo err >&2'), combine: true),
  run.call('echo a string; exit 4', failonfail: false, combine: true),
  run.call(['id', '-u'], uid: 'nobody', failonfail: true),
  run.call(['id', '-u'], uid: 65_534, failonfail: true),
  run.call(['id', '-g'], uid: 'nobody', failonfail: true),
  run.call(['id', '-g'], uid: 'nobody', gid: 'daemon', failonfail: true),
  run.call(['id', '-u'], gid: 'daemon', failonfail: true),
  run.call(['id', '-G'], uid: 'nobody', gid: 'daemon', failonfail: true),
  run.call(sh.call('echo "${LANG-unset} ${LC_ALL-unset} ${LC_TIME-unset} ${HOME-unset} ${USER-unset} $PP_EXEC_CASE"')),
  run.call(sh.call('echo "${LANG-unset} ${LC_TIME-unset} ${HOME-unset}"'), override_locale: false, failonfail: true),
  run.call(sh.call('echo "$LANG $X"'), custom_environment: { 'LANG' => 'fr_FR', 'X' => '1' }, failonfail: true),
  run.call(['pwd'], cwd: '/usr/share', failonfail: true),
  run.call(['pwd'], cwd: '/nonexistent-pp-dir', failonfail: true),
  run.call(sh.call('echo noise; exit 5'), squelch: true, failonfail: true),
  run.call(sh.call('echo noise'), squelch: true),
  run.call(sh.call('cat'), stdinfile: '/etc/debian_version', failonfail: true) ==
    "ProcessOutput #{File.read('/etc/debian_version').inspect} 0",
  run.call(sh.call('echo secret; exit 1'), sensitive: true, failonfail: true),
  run.call(['/nonexistent-pp-command', 'x'], failonfail: true),
  run.call(['/nonexistent-pp-command', 'x'], failonfail: false),
  run.call(['echo one element; exit 3'], failonfail: false),
  Puppet::Util::Execution.execpipe('echo piped; echo "$LANG $LC_ALL"') { |io| io.read.inspect },
  Puppet::Util::Execution.execpipe(%w[echo a b]) { |io| io.read.inspect },
  begin
    Puppet::Util::Execution.execpipe('echo fails; exit 2') { |io| io.read }
  rescue Puppet::ExecutionFailure => e
    "#{e.class} #{e.message.inspect}"
  end,
  Puppet::Util::Execution.execpipe('echo fails; exit 2', false) { |io| io.read }.inspect,
].join("\n")
