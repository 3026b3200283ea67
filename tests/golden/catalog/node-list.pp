node 'other.example.com', 'pp.example.com' { notify { 'listed': } }
