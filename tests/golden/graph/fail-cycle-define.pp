# A cycle through a define's whits: the define prints as Site[a] in the paths.
define site() { notify { "in-${title}": before => Notify['outside'] } }
site { 'a': }
notify { 'outside': before => Site['a'] }
notify { 'bystander': }
