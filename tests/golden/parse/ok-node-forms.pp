node 'web01.example.com', web02, /^db\d+$/ { }
node default { }
node 123.example.com { }
