notice(template('tpl/trim.erb'))
