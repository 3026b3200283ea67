$a = @(My End Tag)
  text
  My End Tag
notice($a)
