node 'pp' { notify { 'short': } }
node default { notify { 'default': } }
