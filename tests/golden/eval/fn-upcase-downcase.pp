notice(upcase('abc'))
notice(downcase('ABC'))
notice(upcase(['a', 'b']))
notice(downcase({'A' => 'B'}))
