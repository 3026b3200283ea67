# A small site: the kind of manifest `pp apply` will converge. `./build.sh` validates it, compiles it and
# applies it in noop mode (what would change on this machine).
class motd (
  String           $owner   = 'root',
  Optional[String] $message = undef,
) {
  $text = $message ? {
    undef   => "Welcome to ${facts['networking']['fqdn']}\n",
    default => "${message}\n",
  }

  file { '/etc/motd':
    ensure  => file,
    owner   => $owner,
    mode    => '0644',
    content => $text,
  }
}

define webapp::vhost (
  Integer[1, 65535] $port    = 8080,
  Array[String]     $aliases = [],
) {
  $config = @("CONF"/L)
    # managed by pp
    listen ${port}
    server_name ${title} ${aliases.join(' ')}
    | CONF

  file { "/etc/webapp/${title}.conf":
    ensure  => file,
    content => $config,
    notify  => Service['webapp'],
  }
}

node default {
  include motd

  package { ['nginx', 'curl']:
    ensure => installed,
  }

  service { 'webapp':
    ensure => running,
    enable => true,
  }

  ['www.example.com', 'api.example.com'].each |$index, $site| {
    webapp::vhost { $site:
      port => 8080 + $index,
    }
  }

  case $facts['os']['family'] {
    'Debian': { $pkg_provider = 'apt' }
    'RedHat': { $pkg_provider = 'dnf' }
    default:  { fail("unsupported OS family ${facts['os']['family']}") }
  }

  Package['nginx'] -> File['/etc/motd'] ~> Service['webapp']
  notice("packages come from ${pkg_provider}")
}
