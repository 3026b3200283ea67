include ironic::keystone::auth
