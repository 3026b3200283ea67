define pp_lazy_def() {
  notice("define ${title}")
}
pp_lazy_def { 'a': }
notice('after declaration')
pp_lazy_def { 'b': }
