class ppother::params {
  $setting = 'from params'
  $list = ['a', 'b']
}
