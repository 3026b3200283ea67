notice(template('nosuchmodule/x.erb'))
