$h = { 'a' => { 'message' => 'A' }, 'b' => {} }
create_resources('notify', $h, { 'message' => 'default' })
