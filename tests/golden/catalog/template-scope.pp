$topvar = 'top'
$shadowed = 'top value'
$undef_local = 'top has it'
class consumer {
  include tpl::params
  $local = 'local value'
  $shadowed = 'class value'
  $undef_local = undef
  notice(template('tpl/scope.erb'))
}
include consumer
