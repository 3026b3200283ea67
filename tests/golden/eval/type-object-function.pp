type Pp_greeter = Object[{
  attributes => {name => String},
  functions => {greet => Callable[[], String]},
}]
notice(Pp_greeter('w').name)
