# file_line autorequires File[path]: the file declared after it is created first, then the line is added
file_line { 'fl':
  path => "__T__/made",
  line => 'added',
}
file { "__T__/made":
  content => "first\n",
  replace => false,
}
