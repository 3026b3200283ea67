define pp_in() { notify { "in ${title}": } }
define pp_out() { pp_in { "${title}-inner": } }
pp_out { 'x': }
