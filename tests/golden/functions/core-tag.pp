# tag(): tags the calling class or defined type (its resource); tagged() sees them, and resources declared
# after the call inherit them (a collector on the tag realizes them)
define tagshow() {
  notice("realized ${title}")
}
class tagme {
  tag('bar', 'Upper', 'a::b', ['x', ['y']], 1)
  notice(tagged('bar'), tagged('upper'), tagged('a::b'), tagged('a'), tagged('b'), tagged('x'), tagged('y'), tagged('1'))
  @tagshow { 'declared after tag': }
}
define tagdef() {
  tag("in_${title}")
  notice(tagged("in_${title}"), tagged('bar'))
}
include tagme
tagdef { 'one': }
tag('top')
notice(tagged('top'), tagged('bar'))
Tagshow <| tag == 'bar' |>
