notice 'a',
  'b',
  'c'
