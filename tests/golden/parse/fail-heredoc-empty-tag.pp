$a = @()
  text
  
notice($a)
