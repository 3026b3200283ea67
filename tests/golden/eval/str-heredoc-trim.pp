$x = @(END)
  no newline at end
  |- END
notice("[${x}]")
