include swift::proxy::keystone
