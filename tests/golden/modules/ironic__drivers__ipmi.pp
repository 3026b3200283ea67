include ironic::drivers::ipmi
