Notify['a'] ->
