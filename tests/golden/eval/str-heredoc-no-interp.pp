$x = @(END)
  literal ${name} \n
  | END
notice($x)
