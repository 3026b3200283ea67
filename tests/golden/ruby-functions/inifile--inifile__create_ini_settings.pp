# noop: `record-eval.sh --verify` applies the catalog to this machine
Ini_setting { noop => true }
# the example of its doc string
$defaults = { 'path' => '/tmp/foo.ini' }
$example = {
  'section1' => {
    'setting1'  => 'value1',
    'settings2' => {
      'ensure' => 'absent'
    }
  }
}
notice(inifile::create_ini_settings($example, $defaults))
notice(getparam(Ini_setting['/tmp/foo.ini [section1] setting1'], 'value'))
notice(getparam(Ini_setting['/tmp/foo.ini [section1] settings2'], 'ensure'))
notice(getparam(Ini_setting['/tmp/foo.ini [section1] settings2'], 'path'))
