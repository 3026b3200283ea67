# frozen_string_literal: true

# Puppet's own providers of its core types, declared as Puppet 7 declares them: parent, commands, confines,
# defaults, features. This is what provider selection reads (Puppet::Type.defaultprovider, what the
# package_provider and service_provider facts report, what a module's provider with `parent: :init`
# inherits); pp's native providers do the work, except for the `service` and `base` service providers,
# whose methods (service_type.rb) run under a module's provider that takes one of them as its parent.
# tests/unit/ruby/provider_api_test.cpp compares the selection with a recording of Puppet's.

module PP
  module CoreProviders
    def self.command_works(*command)
      Puppet::Util::Execution.execute(command)
      true
    rescue Puppet::ExecutionFailure, SystemCallError
      false
    end

    def self.systemd_is_init
      File.exist?('/proc/1/comm') && File.read('/proc/1/comm').include?('systemd')
    end

    # Version-matching providers (gem, pip): specific only where they are a default.
    module LowSpecificity
      def specificity
        match = default_match
        return 1 if match.nil? || match.empty?

        super
      end
    end

    DECLARATIONS = {
      package: {
        aix: [Puppet::Provider::Package, lambda {
          commands lslpp: '/usr/bin/lslpp', installp: '/usr/sbin/installp'
          confine operatingsystem: [:aix]
          defaultfor operatingsystem: :aix
          has_feature :versionable
        }],
        appdmg: [Puppet::Provider::Package, lambda {
          confine operatingsystem: :darwin
          confine feature: :cfpropertylist
          commands hdiutil: '/usr/bin/hdiutil', curl: '/usr/bin/curl', ditto: '/usr/bin/ditto'
        }],
        apple: [Puppet::Provider::Package, lambda {
          confine operatingsystem: :darwin
          commands installer: '/usr/sbin/installer'
        }],
        apt: [:dpkg, lambda {
          has_feature :versionable, :install_options, :virtual_packages
          commands aptget: '/usr/bin/apt-get', aptcache: '/usr/bin/apt-cache', aptmark: '/usr/bin/apt-mark',
                   preseed: '/usr/bin/debconf-set-selections'
          defaultfor osfamily: :debian
        }],
        aptitude: [:apt, lambda {
          has_feature :versionable
          commands aptitude: '/usr/bin/aptitude', aptcache: '/usr/bin/apt-cache'
        }],
        aptrpm: [:rpm, lambda {
          has_feature :versionable
          commands aptget: 'apt-get', aptcache: 'apt-cache', rpm: 'rpm'
          confine true: PP::CoreProviders.command_works(command('rpm'), '-ql', 'rpm') if command('rpm')
        }],
        blastwave: [:sun, lambda {
          confine osfamily: :solaris
          commands pkgget: File.executable?('/opt/csw/bin/pkg-get') ? '/opt/csw/bin/pkg-get' : 'pkg-get'
        }],
        dnf: [:yum, lambda {
          has_feature :install_options, :versionable, :virtual_packages, :install_only
          commands cmd: 'dnf', rpm: 'rpm'
          confine true: PP::CoreProviders.command_works(command('rpm'), '--version') if command('rpm')
          defaultfor operatingsystem: :fedora
          notdefaultfor operatingsystem: :fedora, operatingsystemmajrelease: (19..21).to_a
          defaultfor osfamily: :redhat
          notdefaultfor osfamily: :redhat, operatingsystemmajrelease: (4..7).to_a
        }],
        dnfmodule: [:dnf, lambda {
          has_feature :installable, :uninstallable, :versionable, :supports_flavors, :disableable
          commands dnf: '/usr/bin/dnf'
        }],
        dpkg: [Puppet::Provider::Package, lambda {
          has_feature :holdable, :virtual_packages
          commands dpkg: '/usr/bin/dpkg', dpkg_deb: '/usr/bin/dpkg-deb', dpkgquery: '/usr/bin/dpkg-query'
        }],
        fink: [:dpkg, lambda {
          commands fink: '/sw/bin/fink', aptget: '/sw/bin/apt-get', aptcache: '/sw/bin/apt-cache',
                   dpkgquery: '/sw/bin/dpkg-query'
          has_feature :versionable
        }],
        freebsd: [:openbsd, lambda {
          commands pkginfo: '/usr/sbin/pkg_info', pkgadd: '/usr/sbin/pkg_add', pkgdelete: '/usr/sbin/pkg_delete'
          confine operatingsystem: :freebsd
        }],
        gem: [Puppet::Provider::Package::Targetable, lambda {
          extend PP::CoreProviders::LowSpecificity
          has_feature :versionable, :install_options, :uninstall_options, :targetable, :version_ranges
          has_command(:gemcmd, 'gem', &:is_optional)
        }],
        hpux: [Puppet::Provider::Package, lambda {
          commands swinstall: '/usr/sbin/swinstall', swlist: '/usr/sbin/swlist', swremove: '/usr/sbin/swremove'
          confine operatingsystem: 'hp-ux'
          defaultfor operatingsystem: 'hp-ux'
        }],
        macports: [Puppet::Provider::Package, lambda {
          confine operatingsystem: :darwin
          has_command(:port, '/opt/local/bin/port')
          has_feature :installable, :uninstallable, :upgradeable, :versionable
        }],
        nim: [:aix, lambda {
          commands nimclient: '/usr/sbin/nimclient', lslpp: '/usr/bin/lslpp', rpm: 'rpm'
          confine exists: '/etc/niminfo'
          has_feature :versionable
        }],
        openbsd: [Puppet::Provider::Package, lambda {
          commands pkginfo: 'pkg_info', pkgadd: 'pkg_add', pkgdelete: 'pkg_delete'
          defaultfor operatingsystem: :openbsd
          confine operatingsystem: :openbsd
          has_feature :versionable, :install_options, :uninstall_options, :upgradeable, :supports_flavors
        }],
        opkg: [Puppet::Provider::Package, lambda {
          commands opkg: 'opkg'
          confine operatingsystem: :openwrt
          defaultfor operatingsystem: :openwrt
        }],
        pacman: [Puppet::Provider::Package, lambda {
          commands pacman: '/usr/bin/pacman'
          commands yaourt: '/usr/bin/yaourt' if File.exist?('/usr/bin/yaourt')
          confine operatingsystem: %i[archlinux manjarolinux]
          defaultfor operatingsystem: %i[archlinux manjarolinux]
          has_feature :install_options, :uninstall_options, :upgradeable, :virtual_packages
        }],
        pip: [Puppet::Provider::Package::Targetable, lambda {
          extend PP::CoreProviders::LowSpecificity
          has_feature :installable, :uninstallable, :upgradeable, :versionable, :version_ranges, :install_options,
                      :targetable
        }],
        pip2: [:pip, lambda {
          has_feature :installable, :uninstallable, :upgradeable, :versionable, :install_options, :targetable
        }],
        pip3: [:pip, lambda {
          has_feature :installable, :uninstallable, :upgradeable, :versionable, :install_options, :targetable
        }],
        pkg: [Puppet::Provider::Package, lambda {
          has_feature :versionable, :upgradable, :holdable, :install_options
          commands pkg: '/usr/bin/pkg'
          confine osfamily: :solaris
          defaultfor osfamily: :solaris, kernelrelease: ['5.11', '5.12']
        }],
        pkgdmg: [Puppet::Provider::Package, lambda {
          confine operatingsystem: :darwin
          confine feature: :cfpropertylist
          defaultfor operatingsystem: :darwin
          commands installer: '/usr/sbin/installer', hdiutil: '/usr/bin/hdiutil', curl: '/usr/bin/curl'
        }],
        pkgin: [Puppet::Provider::Package, lambda {
          commands pkgin: 'pkgin'
          defaultfor operatingsystem: %i[smartos netbsd]
          has_feature :installable, :uninstallable, :upgradeable, :versionable
        }],
        pkgng: [Puppet::Provider::Package, lambda {
          commands pkg: '/usr/local/sbin/pkg'
          confine operatingsystem: %i[freebsd dragonfly]
          defaultfor operatingsystem: %i[freebsd dragonfly]
          has_feature :versionable, :upgradeable, :install_options
        }],
        pkgutil: [:sun, lambda {
          confine osfamily: :solaris
          has_command(:pkguti, File.executable?('/opt/csw/bin/pkgutil') ? '/opt/csw/bin/pkgutil' : 'pkgutil')
        }],
        portage: [Puppet::Provider::Package, lambda {
          has_features :install_options, :purgeable, :reinstallable, :uninstall_options, :versionable,
                       :virtual_packages
          { emerge: '/usr/bin/emerge', eix: '/usr/bin/eix', qatom_bin: '/usr/bin/qatom',
            update_eix: '/usr/bin/eix-update' }.each { |name, path| has_command(name, path) }
          confine osfamily: :gentoo
          defaultfor osfamily: :gentoo
        }],
        ports: [:freebsd, lambda {
          commands portupgrade: '/usr/local/sbin/portupgrade', portversion: '/usr/local/sbin/portversion',
                   portuninstall: '/usr/local/sbin/pkg_deinstall', portinfo: '/usr/sbin/pkg_info'
        }],
        portupgrade: [Puppet::Provider::Package, lambda {
          commands portupgrade: '/usr/local/sbin/portupgrade', portinstall: '/usr/local/sbin/portinstall',
                   portversion: '/usr/local/sbin/portversion', portuninstall: '/usr/local/sbin/pkg_deinstall',
                   portinfo: '/usr/sbin/pkg_info'
        }],
        puppet_gem: [:gem, lambda {
          has_feature :versionable, :install_options, :uninstall_options
          confine true: Facter.value(:aio_agent_version)
          commands gemcmd: '/opt/puppetlabs/puppet/bin/gem'
        }],
        puppetserver_gem: [:gem, lambda {
          has_feature :versionable, :install_options, :uninstall_options
          confine feature: :hocon
          confine fips_enabled: false
          has_command(:puppetservercmd, '/opt/puppetlabs/bin/puppetserver')
        }],
        rpm: [Puppet::Provider::Package, lambda {
          has_feature :versionable, :install_options, :uninstall_options, :virtual_packages, :install_only
          commands rpm: 'rpm'
          confine true: PP::CoreProviders.command_works(command('rpm'), '--version') if command('rpm')
        }],
        rug: [:rpm, lambda {
          has_feature :versionable
          commands rug: '/usr/bin/rug', rpm: 'rpm'
          confine operatingsystem: %i[suse sles]
        }],
        sun: [Puppet::Provider::Package, lambda {
          commands pkginfo: '/usr/bin/pkginfo', pkgadd: '/usr/sbin/pkgadd', pkgrm: '/usr/sbin/pkgrm'
          confine osfamily: :solaris
          defaultfor osfamily: :solaris
          has_feature :install_options
        }],
        sunfreeware: [:blastwave, lambda {
          commands pkgget: 'pkg-get'
          confine osfamily: :solaris
        }],
        tdnf: [:dnf, lambda {
          has_feature :install_options, :versionable, :virtual_packages
          commands cmd: 'tdnf', rpm: 'rpm'
          confine true: PP::CoreProviders.command_works(command('rpm'), '--version') if command('rpm')
          defaultfor operatingsystem: 'PhotonOS'
        }],
        up2date: [:rpm, lambda {
          commands up2date: '/usr/sbin/up2date-nox'
          defaultfor osfamily: :redhat, lsbdistrelease: %w[2.1 3 4]
          confine osfamily: :redhat
        }],
        urpmi: [:rpm, lambda {
          commands urpmi: 'urpmi', urpmq: 'urpmq', rpm: 'rpm', urpme: 'urpme'
          defaultfor operatingsystem: %i[mandriva mandrake]
          has_feature :versionable
        }],
        windows: [Puppet::Provider::Package, lambda {
          confine operatingsystem: :windows
          defaultfor operatingsystem: :windows
          has_feature :installable, :uninstallable, :install_options, :uninstall_options, :versionable
        }],
        yum: [:rpm, lambda {
          has_feature :install_options, :versionable, :virtual_packages, :install_only
          commands cmd: 'yum', rpm: 'rpm'
          confine true: PP::CoreProviders.command_works(command('rpm'), '--version') if command('rpm')
          defaultfor operatingsystem: :amazon
          defaultfor osfamily: :redhat, operatingsystemmajrelease: (4..7).to_a
        }],
        zypper: [:rpm, lambda {
          has_feature :versionable, :install_options, :virtual_packages
          commands zypper: '/usr/bin/zypper'
          defaultfor operatingsystem: %i[suse sles sled opensuse]
          confine operatingsystem: %i[suse sles sled opensuse]
        }]
      },
      service: {
        base: [:service, lambda {
          commands kill: 'kill'
          include PP::CoreProviders::BaseServiceProvider
        }],
        bsd: [:init, lambda {
          confine operatingsystem: %i[freebsd dragonfly]
        }],
        daemontools: [:base, lambda {
          commands svc: '/usr/bin/svc', svstat: '/usr/bin/svstat'
        }],
        debian: [:init, lambda {
          commands update_rc: '/usr/sbin/update-rc.d', invoke_rc: '/usr/sbin/invoke-rc.d', service: '/usr/sbin/service'
          confine false: PP::CoreProviders.systemd_is_init
          defaultfor operatingsystem: :cumuluslinux, operatingsystemmajrelease: %w[1 2]
          defaultfor operatingsystem: :debian, operatingsystemmajrelease: %w[5 6 7]
          defaultfor operatingsystem: :devuan
        }],
        freebsd: [:init, lambda {
          confine operatingsystem: %i[freebsd dragonfly]
          defaultfor operatingsystem: %i[freebsd dragonfly]
        }],
        gentoo: [:init, lambda {
          commands update: '/sbin/rc-update'
          confine operatingsystem: :gentoo
        }],
        init: [:base, lambda {
          confine true: !(%w[debian ubuntu].include?(Facter.value(:operatingsystem).to_s.downcase) ||
                          Facter.value(:osfamily).to_s.downcase == 'redhat')
        }],
        launchd: [:base, lambda {
          commands launchctl: '/bin/launchctl'
          confine operatingsystem: :darwin
          confine feature: :cfpropertylist
          defaultfor operatingsystem: :darwin
        }],
        openbsd: [:init, lambda {
          commands rcctl: '/usr/sbin/rcctl'
          confine operatingsystem: :openbsd
          defaultfor operatingsystem: :openbsd
        }],
        openrc: [:base, lambda {
          defaultfor operatingsystem: :gentoo
          defaultfor operatingsystem: :funtoo
          commands rcstatus: '/bin/rc-status', rcservice: '/sbin/rc-service', rcupdate: '/sbin/rc-update'
        }],
        openwrt: [:init, lambda {
          confine operatingsystem: :openwrt
          defaultfor operatingsystem: :openwrt
        }],
        rcng: [:bsd, lambda {
          confine operatingsystem: %i[netbsd cargos]
          defaultfor operatingsystem: %i[netbsd cargos]
        }],
        redhat: [:init, lambda {
          commands chkconfig: '/sbin/chkconfig', service: '/sbin/service'
          defaultfor osfamily: :redhat
          defaultfor osfamily: :suse, operatingsystemmajrelease: %w[10 11]
        }],
        runit: [:daemontools, lambda {
          commands sv: '/usr/bin/sv'
        }],
        service: [nil, lambda {
          include PP::CoreProviders::ServiceProvider
        }],
        smf: [:base, lambda {
          confine osfamily: :solaris
          defaultfor osfamily: :solaris
          commands adm: '/usr/sbin/svcadm', svcs: '/usr/bin/svcs', svccfg: '/usr/sbin/svccfg'
        }],
        src: [:base, lambda {
          confine operatingsystem: :aix
          defaultfor operatingsystem: :aix
        }],
        systemd: [:base, lambda {
          commands systemctl: 'systemctl'
          confine true: PP::CoreProviders.systemd_is_init
          defaultfor osfamily: [:archlinux]
          defaultfor osfamily: :redhat, operatingsystemmajrelease: %w[7 8 9]
          defaultfor osfamily: :redhat, operatingsystem: :fedora
          defaultfor osfamily: :suse
          defaultfor osfamily: :coreos
          defaultfor operatingsystem: :amazon, operatingsystemmajrelease: ['2']
          defaultfor operatingsystem: :debian
          notdefaultfor operatingsystem: :debian, operatingsystemmajrelease: %w[5 6 7]
          defaultfor operatingsystem: :LinuxMint
          notdefaultfor operatingsystem: :LinuxMint, operatingsystemmajrelease: %w[10 11 12 13 14 15 16 17]
          defaultfor operatingsystem: :ubuntu
          notdefaultfor operatingsystem: :ubuntu, operatingsystemmajrelease: ['10.04', '12.04', '14.04', '14.10']
          defaultfor operatingsystem: :cumuluslinux, operatingsystemmajrelease: %w[3 4]
        }],
        upstart: [:debian, lambda {
          confine any: [Facter.value(:operatingsystem) == 'Ubuntu',
                        Facter.value(:osfamily) == 'RedHat' && Facter.value(:operatingsystemrelease) =~ /^6\./,
                        Facter.value(:operatingsystem) == 'Amazon' &&
                          Facter.value(:operatingsystemmajrelease) =~ /\d{4}/,
                        Facter.value(:operatingsystem) == 'LinuxMint']
          defaultfor operatingsystem: :ubuntu, operatingsystemmajrelease: ['10.04', '12.04', '14.04', '14.10']
          defaultfor operatingsystem: :LinuxMint, operatingsystemmajrelease: %w[10 11 12 13 14 15 16 17]
          commands start: '/sbin/start', stop: '/sbin/stop', restart: '/sbin/restart', status_exec: '/sbin/status',
                   initctl: '/sbin/initctl'
          confine true: -> { PP::CoreProviders.command_works('/sbin/initctl', 'version', '--quiet') }
        }],
        windows: [:service, lambda {
          confine operatingsystem: :windows
          defaultfor operatingsystem: :windows
        }]
      }
    }.freeze
  end

  def self.core_provider_names(type)
    (CoreProviders::DECLARATIONS[type.to_s.intern] || {}).keys
  end

  # Declares Puppet's provider NAME of the core type (a no-op for a name Puppet does not have).
  def self.declare_core_provider(type, name)
    parent, body = (CoreProviders::DECLARATIONS[type.name] || {})[name.to_s.intern]
    return unless body

    type.provide(name, parent: parent) { instance_exec(&body) }
  end
end
