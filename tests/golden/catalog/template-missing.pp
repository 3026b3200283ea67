notice(template('tpl/does-not-exist.erb'))
