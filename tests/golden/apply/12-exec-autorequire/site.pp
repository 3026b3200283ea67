exec { "__T__/s.sh":
  cwd       => "__T__/sub",
  logoutput => true,
}
file { "__T__/s.sh":
  mode    => '0755',
  content => "#!/bin/sh\necho ran\n",
}
file { "__T__/sub":
  ensure => directory,
}
