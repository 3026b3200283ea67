# the example of its doc string, as collectd::plugin::processes passes $processes
notice(collectd_convert_processes([ { 'name' => 'foo', 'regex' => '.*' } , { 'name' => 'bar', 'regex' => '[0-9]+' },  'alone' ]))
notice(collectd_convert_processes({ 'foo' => { 'regex' => '.*' } }))
notice(collectd_convert_processes([]))
