define greet::world(Integer $times = 1) {
  notify { "world ${title} x${times}": }
}
