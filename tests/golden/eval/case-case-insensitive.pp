case 'Debian' {
  'debian': { notice('matched debian') }
  default: { notice('no') }
}
