include cinder::healthcheck
