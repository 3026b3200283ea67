node 'a.example.com' { }
node 'a.example.com' { }
