include neutron::agents::metering
