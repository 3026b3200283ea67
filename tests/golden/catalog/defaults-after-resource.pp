notify { 'before': }
Notify { message => 'default msg' }
notify { 'after': }
