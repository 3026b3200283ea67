$x = 'outer'
notice(inline_epp('<%- | $a, $b = "dflt" | -%>a=<%= $a %> b=<%= $b %> x=<%= $x %>', { 'a' => 1 }))
notice(inline_epp("plain\n  <%- \$y = 5 -%>\n  y=<%= \$y %>\n"))
notice(inline_epp('<%= 1 + 2 %>|<%= "s${x}" %>|<%= [1,2].map |$v| { $v * 2 } %>'))
notice(inline_epp(''))
