notice(String([1, 'a']))
notice(String({a => 1, 'b c' => 'd'}))
notice(String([]))
notice(String(['a', ['b']]))
