class c {
  Notify { message => 'a' }
  Notify { message => 'b' }
}
include c
