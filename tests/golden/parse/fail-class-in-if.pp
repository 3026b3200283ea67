if true {
  class c { }
}
