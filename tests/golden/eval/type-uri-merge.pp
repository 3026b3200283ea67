$base = URI('http://a/b/c/d;p?q')
notice(['g', './g', 'g/', '/g', '//g', '?y', '#s', '', '.', '..', '../g', '../..', '../../../g', 'g/../h', 'https://o/x'].map |$r| { "${r} -> ${$base + $r}" })
notice(URI('http://u:p@x/') + URI('//v@y/'))
notice(URI('http://x') + 'y')
