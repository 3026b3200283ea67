class profile::explicit (Integer $port = 1) {
  notice("explicit: port=${port}")
}
