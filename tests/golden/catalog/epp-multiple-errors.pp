notice(inline_epp('<%- | Integer $a, String $b | -%>x', { 'a' => 'no', 'c' => 1 }))
