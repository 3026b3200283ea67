include cinder::policy
