function pp_nu(NotUndef $x) { $x }
notice(pp_nu(0))
notice(pp_nu(undef))
