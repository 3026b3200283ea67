# A service kept in files, for the applier goldens (79): its directory is the `manifest` parameter; the
# file `running` exists while it runs, `enabled` while it is enabled, and every action is appended to
# `log`. Starting runs a command (the `service` provider's service_command), which fails while a file
# `broken` exists. Restarting is the parent's: the `restart` command when there is one, else stop and start.
# It declares no features: Puppet gives it enableable and refreshable for the methods it has.
Puppet::Type.type(:service).provide :ppstate, parent: :service do
  desc 'A service whose state is files in its directory.'

  def dir
    resource[:manifest]
  end

  def note(action)
    File.open(File.join(dir, 'log'), 'a') { |f| f.puts(action) }
  end

  def status
    Puppet::FileSystem.exist?(File.join(dir, 'running')) ? :running : :stopped
  end

  def startcmd
    ['/bin/sh', '-c', 'cd "$1" && if [ -e broken ]; then echo "$1 is broken"; exit 3; fi; ' \
                      'touch running; echo start >> log', 'ppstate', dir]
  end

  def start
    service_command(:start)
  end

  def stop
    File.delete(File.join(dir, 'running'))
    note('stop')
  end

  def enabled?
    Puppet::FileSystem.exist?(File.join(dir, 'enabled')) ? :true : :false
  end

  def enable
    File.write(File.join(dir, 'enabled'), "yes\n")
    note('enable')
  end

  def disable
    File.delete(File.join(dir, 'enabled'))
    note('disable')
  end
end
