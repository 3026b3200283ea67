# run-time failures: a missing file (noop reads it as empty), replace => false without match (Ruby's
# TypeError, wrapped by ensure's setter), two lines for one match; a dependent is skipped
file_line { 'missing':
  path => "__T__/nosuch",
  line => 'x',
}
file_line { 'replace-false':
  path    => "__T__/f",
  line    => 'new',
  replace => false,
}
file_line { 'two-matches':
  path  => "__T__/two",
  line  => 'foo=3',
  match => '^foo=',
}
file_line { 'dependent':
  path    => "__T__/f",
  line    => 'c',
  require => File_line['missing'],
}
