node default {
  $n = 'node var'
  notice($n)
}
notice('main first')
