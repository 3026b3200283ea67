class pp_params($greeting = 'hello', Integer $count = 2) {
  notice("${greeting} x${count}")
}
include pp_params
