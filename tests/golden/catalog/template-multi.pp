$local = 'multi'
notice(template('tpl/inner.erb', 'tpl/inner.erb'))
notice(template('tpl/outer.erb'))
file { '/tmp/pp-template-out':
  content => template('tpl/inner.erb'),
}
