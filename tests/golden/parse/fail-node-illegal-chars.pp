node 'web 01' { }
