include apache::mod::fastcgi
