notice(inline_epp('<%= $a + %>'))
