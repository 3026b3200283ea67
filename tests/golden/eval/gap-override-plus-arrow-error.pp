notify { 'x': tag => ['a'] }
Notify['x'] { tag +> ['b'] }
