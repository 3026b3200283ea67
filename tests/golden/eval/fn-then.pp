notice(then(1) |$x| { $x + 1 })
notice("[${then(undef) |$x| { $x + 1 }}]")
notice([1, 2][5].then |$x| { "got ${x}" }.lest || { 'nothing' })
