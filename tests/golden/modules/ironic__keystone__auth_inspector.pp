include ironic::keystone::auth_inspector
