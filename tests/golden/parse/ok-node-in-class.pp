class c {
  node n { }
}
