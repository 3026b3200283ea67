@@class { 'apache': }
