notice(pp_later(2))
function pp_later($x) { $x + 1 }
