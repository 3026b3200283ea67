class pp_c { notify { "c sees ${nv}": } }
node default { $nv = 'node value'
 include pp_c }
