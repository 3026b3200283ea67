include ironic::drivers::ilo
