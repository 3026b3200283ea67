include nova::keystone::auth
