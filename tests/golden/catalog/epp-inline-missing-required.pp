notice(inline_epp('<%- | $a | -%>a=<%= $a %>'))
