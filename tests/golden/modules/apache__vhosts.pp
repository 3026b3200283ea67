include apache::vhosts
