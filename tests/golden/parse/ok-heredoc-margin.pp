$a = @(END)
    indented
      more
    | END
notice($a)
