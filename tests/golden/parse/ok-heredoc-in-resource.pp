file { '/tmp/x':
  content => @(END),
    line
    | END
  mode    => '0644',
}
