# a Sensitive value is redacted by Puppet itself (`[redacted]`, `changed [redacted] to [redacted]`); without
# Sensitive the type redacts it (show_diff is off under puppet apply, md5 or not); a Sensitive line of
# file_line shows nothing either way
ini_setting { 'secret':
  path    => "__T__/s.ini",
  section => 'db',
  setting => 'password',
  value   => Sensitive('s3cret'),
}
ini_setting { 'md5':
  path      => "__T__/s.ini",
  section   => 'db',
  setting   => 'user',
  value     => 'admin',
  show_diff => md5,
}
file_line { 'secret-line':
  path => "__T__/fl",
  line => Sensitive('token=x'),
}
