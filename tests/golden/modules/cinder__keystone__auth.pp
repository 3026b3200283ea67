include cinder::keystone::auth
