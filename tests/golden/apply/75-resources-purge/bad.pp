resources { 'notify': purge => true }
