if /(\d+)/ in ['ab', 'c42'] {
  notice("matched ${0} ${1}")
}
