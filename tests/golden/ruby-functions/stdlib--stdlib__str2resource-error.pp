notice(stdlib::str2resource('File[/nonexistent]'))
