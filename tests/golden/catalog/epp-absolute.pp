define eppt::thing($n) {
  notice(epp("/nonexistent/nope-${n}.epp"))
}
notice(inline_epp("  <%- if true { -%>\n  yes\n  <%- } -%>\n<%= 'x' -%>\ny\n<%# comment %>z"))
eppt::thing { 'one': n => 1 }
