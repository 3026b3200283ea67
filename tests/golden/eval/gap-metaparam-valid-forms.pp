schedule { 'gap-daily': period => daily }
notify { 'a': }
notify { 'x':
  noop     => true,
  loglevel => 'warning',
  before   => [Notify['a']],
  tag      => ['ok_tag', 'a::b'],
  schedule => 'gap-daily',
  audit    => all,
  alias    => 'xalias',
}
notice(Notify[x][loglevel])
notice(Notify[x][tag])
