define d {
  node n { }
}
