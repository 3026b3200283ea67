$n = {'list' => [1, {'x' => 'y'}], 'empty' => {}, 'none' => []}
notice("n=${n}")
