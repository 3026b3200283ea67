notice(bool2httpd(true))
notice(bool2httpd(false))
