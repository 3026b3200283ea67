include ironic::cinder
