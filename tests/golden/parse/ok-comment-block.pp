/* a block
   comment over lines */
$a = /* inline */ 1
notice($a) /* trailing */
