create_resources('@notify', { 'v' => {} })
realize(Notify['v'])
