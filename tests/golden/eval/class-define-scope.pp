define pp_def($msg = 'dflt') {
  notice("${title}: ${msg}")
}
pp_def { 'one': msg => 'hi' }
notice('main done')
