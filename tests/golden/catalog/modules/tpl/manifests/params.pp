class tpl::params {
  $setting = 'from params'
  $list = ['a', 'b', 'c']
}
