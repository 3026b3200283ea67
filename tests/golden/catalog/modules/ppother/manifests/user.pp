class ppother::user inherits ppother::params {
  notify { "user ${setting}": }
  notify { 'user list': message => $ppother::params::list }
}
