include neutron::plugins::ml2::bagpipe
