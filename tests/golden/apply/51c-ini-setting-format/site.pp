# key_val_separator (used to find settings, and to write new ones), section_prefix/suffix, indent_char and
# indent_width
ini_setting { 'colon':
  path              => "__T__/colon.ini",
  section           => 'main',
  setting           => 'key',
  value             => 'new',
  key_val_separator => ': ',
}
ini_setting { 'colon-add':
  path              => "__T__/colon.ini",
  section           => 'main',
  setting           => 'other',
  value             => 'x',
  key_val_separator => ': ',
}
ini_setting { 'angle':
  path           => "__T__/angle.ini",
  section        => 'sec',
  setting        => 'k2',
  value          => 'v2',
  section_prefix => '<',
  section_suffix => '>',
}
ini_setting { 'angle-new':
  path           => "__T__/angle.ini",
  section        => 'new',
  setting        => 'a',
  value          => 'b',
  section_prefix => '<',
  section_suffix => '>',
}
ini_setting { 'indent':
  path         => "__T__/indent.ini",
  section      => 's',
  setting      => 'added',
  value        => '1',
  indent_char  => "\t",
  indent_width => 2,
}
