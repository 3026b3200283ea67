define q {
  file { "__T__/${title}":
    content => 'q',
  }
}
q { 'd1': noop => true }
class qc { q { 'd2': } }
class { 'qc': noop => true }
