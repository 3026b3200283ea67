# ensure => absent: every line equal to `line`; with match_for_absence the lines `match` finds (one, or
# all with multiple); without match_for_absence `match` is not used to remove
file_line { 'by-line':
  ensure => absent,
  path   => "__T__/byline",
  line   => 'remove me',
}
file_line { 'by-match':
  ensure            => absent,
  path              => "__T__/bymatch",
  match             => '^export PROXY=',
  match_for_absence => true,
}
file_line { 'multiple':
  ensure            => absent,
  path              => "__T__/multi",
  match             => '^opt=',
  match_for_absence => true,
  multiple          => true,
}
file_line { 'too-many':
  ensure            => absent,
  path              => "__T__/toomany",
  match             => '^opt=',
  match_for_absence => true,
}
file_line { 'match-ignored':
  ensure => absent,
  path   => "__T__/ignored",
  line   => 'not there',
  match  => '^opt=',
}
