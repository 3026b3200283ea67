# noop: `record-eval.sh --verify` applies the catalog to this machine
Ini_setting { noop => true }
# deprecated wrapper of inifile::create_ini_settings
$defaults = { 'path' => '/tmp/foo.ini' }
$example = { 'section1' => { 'setting1' => 'value1' } }
notice(create_ini_settings($example, $defaults))
notice(defined(Ini_setting['/tmp/foo.ini [section1] setting1']))
