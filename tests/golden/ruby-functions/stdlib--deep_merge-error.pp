notice(deep_merge({ 'a' => 1 }, ['b']))
