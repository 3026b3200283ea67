notify { 'ünïcödé': message => '日本語' }
