node /^pp\./ { notify { "regex ${0}": } }
node default { notify { 'default': } }
