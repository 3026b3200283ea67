notice(template('tpl/nilerr.erb'))
