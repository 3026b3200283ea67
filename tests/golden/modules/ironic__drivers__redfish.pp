include ironic::drivers::redfish
