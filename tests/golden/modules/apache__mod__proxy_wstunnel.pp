include apache::mod::proxy_wstunnel
