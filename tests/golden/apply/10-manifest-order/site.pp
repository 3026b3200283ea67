notify { 'z': }
notify { 'a': }
notify { 'm': before => Notify['z'] }
