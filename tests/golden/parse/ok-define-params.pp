define web::vhost (
  String $docroot,
  Integer $port = 80,
) {
  notice($docroot, $port, $title, $name)
}
