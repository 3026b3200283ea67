['http://example.com', 'https://user:pw@Example.COM:443/a?x=1#top', 'mailto:joe@example.com', 'ftp://ftp.example.com/pub/file.txt',
 'file:///etc/hosts', 'http://[::1]:8080/p', 'urn:isbn:0451450523', '//host/p', 'http://x/?a b'].each |$s| {
  $u = URI($s)
  notice("${u}: ", [$u.scheme, $u.userinfo, $u.host, $u.port, $u.path, $u.query, $u.fragment, $u.opaque])
}
