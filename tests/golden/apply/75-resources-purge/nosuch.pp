resources { 'nosuchtype': purge => 'yes' }
