# without a path
inifile::create_ini_settings({ 'section1' => { 'setting1' => 'value1' } })
