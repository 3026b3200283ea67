include apache::mod::http2
