include neutron::agents::ml2::linuxbridge
