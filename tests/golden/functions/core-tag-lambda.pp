# a lambda's scope tags the class it runs in
class taglambda {
  [1, 2].each |$i| { tag("n${i}") }
  notice(tagged('n1'), tagged('n2'))
}
include taglambda
