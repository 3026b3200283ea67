notice(with(1, 'a', [2]) |$i, $s, $a| { "${i}${s}${a}" })
