class gap_cls($p = 'dflt', $q = undef) { }
include gap_cls
notice(Class[gap_cls][p])
notice(Class['gap_cls'][q])
define gap_def($v = 'd') { }
gap_def { 'i': v => 'set' }
gap_def { 'j': }
notice(Gap_def[i][v])
notice(Gap_def[j][v])
