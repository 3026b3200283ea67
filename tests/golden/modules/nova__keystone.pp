include nova::keystone
