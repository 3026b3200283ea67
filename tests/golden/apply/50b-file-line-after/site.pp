# `after` places a new line after the line it matches, or at the end when it matches none; a plain line is
# appended (a last line without a newline gets one)
file_line { 'after':
  path  => "__T__/conf",
  line  => 'added=1',
  after => '^\[main\]',
}
file_line { 'after-nothing':
  path  => "__T__/conf",
  line  => 'tail=1',
  after => '^\[nosuch\]',
}
file_line { 'match-then-after':
  path  => "__T__/conf",
  line  => 'z=1',
  match => '^z=',
  after => '^\[other\]',
}
file_line { 'plain':
  path => "__T__/plain",
  line => 'two',
}
file_line { 'no-newline':
  path => "__T__/nonl",
  line => 'next',
}
