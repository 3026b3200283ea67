notice(to_toml({ 'title' => 'example', 'owner' => { 'name' => 'Tom', 'port' => 8000, 'enabled' => true }, 'ports' => [8000, 8001] }))
