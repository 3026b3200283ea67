include neutron::plugins::ovs::opendaylight
