# the type's validate refuses the catalog before anything is applied: the file is not created
file { "__T__/untouched":
  content => 'x',
}
file_line { 'no-line':
  path  => "__T__/untouched",
  match => '^x',
}
