$s = 'Hello'
$padded = '  pad  '
$csv = 'a, b,c'
notice(template('tpl/strings.erb'))
