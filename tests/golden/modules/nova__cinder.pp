include nova::cinder
