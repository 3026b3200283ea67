notice({x => 1}.map |$e| { $e })
