define ppmod::deep::thing (
  String $content = "default for ${title}",
  Optional[String] $owner = undef,
) {
  file { "/tmp/thing-${title}":
    ensure  => file,
    content => ppmod::double($content),
    owner   => $owner,
  }
}
