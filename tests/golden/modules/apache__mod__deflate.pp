include apache::mod::deflate
