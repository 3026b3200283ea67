class control {
  $n = 5
  $flag = false
  $label = 'alpha'
  $list = ['a', 'bb', 'c']
  $hash = {'b' => 2, 'a' => 1}
  $nums = [3, 1, 2, 4]
  notice(template('tpl/control.erb'))
}
include control
