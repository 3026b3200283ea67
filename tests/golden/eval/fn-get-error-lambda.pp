notice(get({a => 'str'}, 'a.b') |$err| { "handled: ${err.issue_code}" })
