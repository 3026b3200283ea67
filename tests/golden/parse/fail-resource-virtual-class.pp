@class { 'apache': }
