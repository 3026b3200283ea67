notify { 'a': require => Notify['missing'] }
