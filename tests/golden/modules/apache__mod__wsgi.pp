include apache::mod::wsgi
