include ironic::drivers::ansible
