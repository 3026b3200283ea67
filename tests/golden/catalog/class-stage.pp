stage { 'pre': before => Stage['main'] }
class pp_early { notify { 'early': } }
class { 'pp_early': stage => 'pre' }
