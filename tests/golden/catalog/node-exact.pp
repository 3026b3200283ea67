node 'pp.example.com' { notify { 'exact': } }
node default { notify { 'default': } }
