notice(merge({ 'a' => 1 }, 'b'))
