$webs = ['apache', 'nginx']
case 'nginx' {
  *$webs: { notice('a web server') }
  default: { notice('no') }
}
