ensure_resource('notify', 'n', { 'message' => 'x' })
ensure_resource('notify', 'n', { 'message' => 'y' })
