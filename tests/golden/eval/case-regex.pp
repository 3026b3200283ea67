case 'web01.example.com' {
  /^web(\d+)\./: { notice("web server ${1}") }
  /^db/: { notice('db') }
  default: { notice('other') }
}
