include neutron::services::sfc
