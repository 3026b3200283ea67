class { 'apache': version => '2.4' }
class { ['a', 'b']: }
