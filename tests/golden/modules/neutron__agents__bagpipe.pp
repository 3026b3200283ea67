include neutron::agents::bagpipe
