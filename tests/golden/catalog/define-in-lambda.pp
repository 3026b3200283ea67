define i() { notify { "l ${title}": } }
[1].each |$x| { i { 'a': } }
