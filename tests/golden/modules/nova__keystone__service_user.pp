include nova::keystone::service_user
