# loaded with :load: the whole file is one input, so `else` may start a line
$site_role = 'web'
if $site_role == 'db' {
  notice('a database')
}
else {
  notice("role ${site_role}")
}
define site::vhost(Integer $port = 80) {
  notify { "vhost ${title} on ${port}": }
}
site::vhost { 'www': port => 8080 }
