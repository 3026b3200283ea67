# frozen_string_literal: true

# Puppet 7's `service` type (puppet/type/service.rb) and the two providers every other service provider
# descends from: `service` (restart, and running the resource's commands) and `base` (start, stop and
# status by command or by the process table). pp applies services natively (apply/providers/service.cpp);
# these run when a resource names a module's provider (swift's `swiftinit`, parent `service`), which pp's
# applier then drives through PP::Apply. The type is defined the first time it is asked for
# (Puppet::Type.type(:service)), as Puppet's autoloader would load it.

module PP
  module CoreProviders
    # Puppet::Type.type(:service).provide(:service): restart by command, else stop then start; commands run
    # with the resource's own command (`start => ...`) preferred to the provider's `<action>cmd`.
    module ServiceProvider
      def self.included(klass)
        klass.define_singleton_method(:instances) { [] }
      end

      def restart
        if @resource[:restart] || restartcmd
          service_command(:restart)
          nil
        else
          stop
          start
        end
      end

      def restartcmd; end

      # Runs `command`; a failure (with `fof`) fails the resource: `Could not start Service[x]: Execution of
      # ...`. The output, with its exit status. (A one-element list such as `['/usr/bin/touch /x']` runs as
      # a String, as Execution.execute runs it.)
      def service_execute(type, command, fof = true, squelch = false, combine = true)
        execute(command, failonfail: fof, override_locale: false, squelch: squelch, combine: combine)
      rescue Puppet::ExecutionFailure => e
        @resource.fail Puppet::Error, "Could not #{type} #{@resource.ref}: #{e}", e
      end

      def service_command(type, fof = true)
        command = @resource[type] ? [@resource[type]] : [send("#{type}cmd")].flatten
        service_execute(type, command, fof)
      end

      # The older forms of the two above, which return nothing.
      def texecute(type, command, fof = true, squelch = false, combine = true)
        service_execute(type, command, fof, squelch, combine)
        nil
      end

      def ucommand(type, fof = true)
        service_command(type, fof)
        nil
      end
    end

    # Puppet::Type.type(:service).provide(:base, parent: :service): a status command, else the process
    # table searched for `pattern`; start by the start command or `binary`; stop by the stop command, else
    # by killing the process found.
    module BaseServiceProvider
      def status
        if @resource[:status] || statuscmd
          service_command(:status, false).exitstatus.zero? ? :running : :stopped
        else
          pid = getpid
          return :stopped unless pid

          debug "PID is #{pid}"
          :running
        end
      end

      def statuscmd; end

      def start
        service_command(:start)
        nil
      end

      def startcmd
        return @resource[:binary] if @resource[:binary]

        raise Puppet::Error, 'Services must specify a start command or a binary'
      end

      def stop
        if @resource[:stop] || stopcmd
          service_command(:stop)
          nil
        else
          pid = getpid
          unless pid
            info "#{name} is not running"
            return false
          end
          begin
            output = kill(pid)
          rescue Puppet::ExecutionFailure => e
            @resource.fail Puppet::Error, "Could not kill #{name}, PID #{pid}: #{output}", e
          end
          true
        end
      end

      def stopcmd; end

      private

      # The `ps` that lists every process with its command line on this system.
      def getps
        case Facter.value(:operatingsystem)
        when 'OpenWrt' then 'ps www'
        when 'FreeBSD', 'NetBSD', 'OpenBSD', 'Darwin', 'DragonFly' then 'ps auxwww'
        else 'ps -ef'
        end
      end

      # The pid of the first process whose line of the table matches `pattern`.
      def getpid
        @resource.fail 'Either stop/status commands or a pattern must be specified' unless @resource[:pattern]
        regex = Regexp.new(@resource[:pattern])
        ps = getps
        debug "Executing '#{ps}'"
        table = Puppet::Util::Execution.execute(ps).to_s.dup
        # the table mixes the encodings of whatever the processes named themselves
        table.force_encoding(Encoding::UTF_8)
        table = table.scrub unless table.valid_encoding?
        table.each_line do |line|
          next unless regex.match(line)

          debug "Process matched: #{line}"
          return line.sub(/^[[:space:]]+/u, '').split(/[[:space:]]+/u)[1]
        end
        nil
      end
    end
  end

  CORE_TYPES['service'] = lambda do
    Puppet::Type.newtype(:service) do
      @doc = 'Manage running services.'

      feature :refreshable, 'The provider can restart the service.', methods: [:restart]
      feature :enableable, 'The provider can enable and disable the service.',
              methods: %i[disable enable enabled?]
      feature :delayed_startable, 'The provider can set service to delayed start', methods: [:delayed_start]
      feature :manual_startable, 'The provider can set service to manual start', methods: [:manual_start]
      feature :controllable, 'The provider uses a control variable.'
      feature :flaggable, 'The provider can pass flags to the service.'
      feature :maskable, "The provider can 'mask' the service.", methods: [:mask]
      feature :configurable_timeout, 'The provider can specify a minumum timeout for syncing service properties'
      feature :manages_logon_credentials, 'The provider can specify the logon credentials used for a service'

      newproperty(:enable, required_features: :enableable) do
        desc 'Whether a service should be enabled to start at boot.'

        newvalue(:true, event: :service_enabled) { provider.enable }
        newvalue(:false, event: :service_disabled) { provider.disable }
        newvalue(:manual, event: :service_manual_start, required_features: :manual_startable) do
          provider.manual_start
        end
        newvalue(:mask, event: :service_disabled, required_features: :maskable) { provider.mask }
        newvalue(:delayed, event: :service_delayed_start, required_features: :delayed_startable) do
          provider.delayed_start
        end

        def retrieve
          provider.enabled?
        end

        def insync?(current)
          return provider.enabled_insync?(current) if provider.respond_to?(:enabled_insync?)

          super(current)
        end
      end

      newproperty(:ensure) do
        desc 'Whether a service should be running.'

        newvalue(:stopped, event: :service_stopped) { provider.stop }
        newvalue(:running, event: :service_started, invalidate_refreshes: true) { provider.start }
        aliasvalue(:false, :stopped)
        aliasvalue(:true, :running)

        def retrieve
          provider.status
        end

        # the logon account before, enable after, each quietly: their changes make no line of their own
        def sync
          property = @resource.property(:logonaccount)
          property.sync if property && !property.safe_insync?(property.retrieve)
          event = super
          property = @resource.property(:enable)
          property.sync if property && !property.safe_insync?(property.retrieve)
          event
        end
      end

      newproperty(:logonaccount, required_features: :manages_logon_credentials) do
        desc 'Specify an account for service logon'

        def insync?(current)
          return provider.logonaccount_insync?(current) if provider.respond_to?(:logonaccount_insync?)

          super(current)
        end
      end

      newparam(:logonpassword, required_features: :manages_logon_credentials) do
        desc 'Specify a password for service logon.'

        validate do |value|
          raise ArgumentError, "Passwords cannot include ':'" if value.is_a?(String) && value.include?(':')
        end

        sensitive true
        defaultto { @resource[:logonaccount] ? '' : nil }
      end

      newproperty(:flags, required_features: :flaggable) do
        desc 'Specify a string of flags to pass to the startup script.'
      end

      newparam(:binary) do
        desc 'The path to the daemon, started when there is no start command.'
      end

      newparam(:hasstatus) do
        desc "Whether the service's init script has a functional status command."
        newvalues(:true, :false)
        defaultto :true
      end

      newparam(:name) do
        desc 'The name of the service to run.'
        isnamevar
      end

      newparam(:path) do
        desc 'The search path for finding init scripts.'

        munge do |value|
          value = [value] unless value.is_a?(Array)
          value.flatten.collect { |p| p.split(File::PATH_SEPARATOR) }.flatten
        end

        defaultto { provider.class.defpath if provider.class.respond_to?(:defpath) }
      end

      newparam(:pattern) do
        desc 'The pattern to search for in the process table.'
        defaultto { @resource[:binary] || @resource[:name] }
      end

      newparam(:restart) { desc 'Specify a *restart* command manually.' }
      newparam(:start) { desc 'Specify a *start* command manually.' }
      newparam(:status) { desc 'Specify a *status* command manually.' }
      newparam(:stop) { desc 'Specify a *stop* command manually.' }

      newparam(:control) do
        desc 'The control variable used to manage services (originally for HP-UX).'
        defaultto { resource.name.tr('.', '_').upcase + '_START' if resource.provider.class.feature?(:controllable) }
      end

      newparam(:hasrestart) do
        desc 'Specify that an init script has a `restart` command.'
        newvalues(:true, :false)
      end

      newparam(:manifest) do
        desc 'Specify a command to config a service, or a path to a manifest to do so.'
      end

      newparam(:timeout, required_features: :configurable_timeout) do
        desc 'The minimum time in seconds to wait when syncing service properties'
        defaultto { provider.respond_to?(:default_timeout) ? provider.default_timeout : 10 }

        munge do |value|
          value = value.to_i
          raise ArgumentError if value < 1

          value
        rescue StandardError
          raise Puppet::Error, "\"#{value}\" is not a positive integer: the timeout parameter must be specified " \
                               'as a positive integer'
        end
      end

      # An event restarts the service only while it runs.
      def refresh
        if (@parameters[:ensure] || newattr(:ensure)).retrieve == :running
          provider.restart
        else
          debug 'Skipping restart; service is not running'
        end
      end

      def self.needs_ensure_retrieved
        false
      end

      validate do
        if @parameters[:logonpassword] && @parameters[:logonaccount].nil?
          raise Puppet::Error, "The 'logonaccount' parameter is mandatory when setting 'logonpassword'."
        end
      end
    end
  end
end
