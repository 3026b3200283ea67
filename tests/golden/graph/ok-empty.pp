# Nothing declared: the graph is Stage[main], Class[Settings], Class[Main] and Puppet's defaults.
