class profile::web (
  Integer $port = 80,
  Hash $options = {},
  String $docroot = '/srv/www',
  String $user = 'www-data',
) {
  notice("web: port=${port} docroot=${docroot} user=${user}")
  notice($options)
}
