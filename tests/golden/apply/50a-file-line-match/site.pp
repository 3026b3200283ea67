# replace the line a regexp finds (the file keeps its mode), every match with multiple, append when nothing
# matches (append_on_no_match), or leave the file alone when told not to
file_line { 'replace':
  path  => "__T__/m",
  line  => 'foo=2',
  match => '^foo=',
}
file_line { 'multiple':
  path     => "__T__/multi",
  line     => 'key=new',
  match    => '^key=',
  multiple => true,
}
file_line { 'append-no-match':
  path  => "__T__/nomatch",
  line  => 'added=1',
  match => '^added=',
}
file_line { 'no-append':
  path               => "__T__/nomatch",
  line               => 'never=1',
  match              => '^never=',
  append_on_no_match => false,
}
