# a section must be a Hash
inifile::create_ini_settings({ 'section1' => 'value1' }, { 'path' => '/tmp/foo.ini' })
