function pp_struct(Struct[{name => String, Optional[port] => Integer}] $cfg) {
  "${cfg['name']}:${cfg['port']}"
}
notice(pp_struct({name => 'web'}))
notice(pp_struct({name => 'web', port => 80}))
