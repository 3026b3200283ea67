define d {
  class c { }
  node n { }
}
