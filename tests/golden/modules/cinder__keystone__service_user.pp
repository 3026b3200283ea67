include cinder::keystone::service_user
