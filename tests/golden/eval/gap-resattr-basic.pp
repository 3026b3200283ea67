notify { 'x': message => 'hi' }
notice(Notify[x][message])
notice(Notify['x']['message'])
file { '/tmp/gap-a': mode => '0644' }
notice(File['/tmp/gap-a'][mode])
notice(File['/tmp/gap-a'][ensure])
