define pp_ns::thing() {
  notice("thing ${title} ${name}")
  warning('define warning')
}
pp_ns::thing { 'x': }
