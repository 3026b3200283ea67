# NOOP_ONLY: never apply this for real (it would create a user and a group).
user { 'ppu':
  gid => 'ppg',
}
group { 'ppg': }
