case $facts['os']['family'] {
  'Debian': { notice('debian family') }
  default: { notice('other family') }
}
