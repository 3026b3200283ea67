# A cycle through a title with a double quote (escaped in cycles.dot) and a subscribe (refresh) edge.
notify { 'say "hi"': subscribe => Notify['b'] }
notify { 'b': require => Notify['say "hi"'] }
