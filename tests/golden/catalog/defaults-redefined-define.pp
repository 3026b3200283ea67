define d() {
  File { mode => '0600' }
  File { mode => '0644', owner => 'root' }
}
d { 'x': }
