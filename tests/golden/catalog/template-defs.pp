$local = 'L'
notice(template('tpl/defs.erb'))
