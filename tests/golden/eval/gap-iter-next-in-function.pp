function gapnxt($x) { if $x { next('early') } 'late' }
notice(gapnxt(true))
notice(gapnxt(false))
