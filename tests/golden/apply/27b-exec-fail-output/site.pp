exec { 'fo':
  command => "/bin/sh -c 'echo out1; echo out2; exit 1'",
}
