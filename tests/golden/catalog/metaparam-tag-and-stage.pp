# valid tags of every form; a define instance may not set stage either
define gap_d() { }
notify { 'x': tag => ['ok_tag', 'a::b', 'with.dot', 'dash-ed', 'Upper'] }
gap_d { 'y': stage => main }
