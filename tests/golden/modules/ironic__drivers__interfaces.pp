include ironic::drivers::interfaces
