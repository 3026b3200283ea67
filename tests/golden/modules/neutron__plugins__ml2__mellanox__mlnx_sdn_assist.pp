include neutron::plugins::ml2::mellanox::mlnx_sdn_assist
