# Records how real Puppet 7 selects the providers of its core types on this machine, for
# tests/unit/ruby/provider_api_test.cpp: for each provider of package and service, whether it is suitable,
# whether it is a default and its specificity, then the default provider; under the facts of this machine
# and of a few other systems (the arguments: FACT=VALUE, made custom facts that outweigh Facter's own).
# The conditions the confines test on the machine (the files they check, whether systemd is PID 1) are
# recorded too: the test compares only what does not depend on them differing.
#
# Usage: ruby record-provider-selection.rb [FACT=VALUE...]   (run by record-provider-selection.sh)
require 'puppet'
Puppet.initialize_settings
ARGV.each do |arg|
  name, value = arg.split('=', 2)
  Facter.add(name.intern) do
    has_weight 100_000
    setcode { value }
  end
end

FACTS = %w[operatingsystem osfamily operatingsystemmajrelease operatingsystemrelease kernelrelease lsbdistrelease
           aio_agent_version].freeze

FACTS.each { |f| puts "fact #{f} #{Puppet.runtime[:facter].value(f).inspect}" }
comm = File.exist?('/proc/1/comm') ? File.read('/proc/1/comm').strip : ''
puts "condition systemd_init #{comm.include?('systemd')}"
%i[package service].each do |t|
  type = Puppet::Type.type(t)
  type.providerloader.loadall(Puppet.lookup(:current_environment))
  paths = []
  type.providers.sort.each do |n|
    p = type.provider(n)
    p.confine_collection.instance_variable_get(:@confines).each do |c|
      next unless c.is_a?(Puppet::Confine::Exists)

      c.values.each do |v|
        found = c.for_binary? ? Puppet::Util.which(v) : Puppet::FileSystem.exist?(v)
        paths << "condition #{t} #{n} exists #{v} #{found ? true : false}"
      end
    end
    puts "#{t} #{n} suitable=#{p.suitable?} default=#{p.default?} specificity=#{p.specificity}"
  end
  puts paths
  puts "#{t} DEFAULT #{type.defaultprovider&.name}"
end
