class gap_ovc {
  notify { 'x': message => a }
  Notify['x'] { message => b }
}
include gap_ovc
