$x = 'a'
node "web${x}" { }
