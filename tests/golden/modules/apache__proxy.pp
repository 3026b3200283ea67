include apache::proxy
