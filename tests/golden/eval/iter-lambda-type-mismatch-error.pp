notice(['a'].map |Integer $v| { $v })
