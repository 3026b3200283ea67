$a = @("END"/tn$)
  col1\tcol2\n\$notvar \s stays
  END
notice($a)
