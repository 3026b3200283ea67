notice('abcabc'.filter |$c| { $c != 'b' })
