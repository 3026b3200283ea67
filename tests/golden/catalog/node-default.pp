node default { notify { 'default node': } }
