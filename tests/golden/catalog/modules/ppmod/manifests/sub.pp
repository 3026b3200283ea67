class ppmod::sub inherits ppmod {
  File['/tmp/ppmod'] { mode => '0750' }
  notify { "sub sees ${greeting}": }
}
