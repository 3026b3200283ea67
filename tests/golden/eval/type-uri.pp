$u = URI('http://example.com:8080/path?q=1')
notice($u)
notice($u.host)
notice($u.port)
