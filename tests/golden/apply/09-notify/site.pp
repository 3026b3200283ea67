notify { 'hi': }
