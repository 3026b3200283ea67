define d {
  class c { }
}
