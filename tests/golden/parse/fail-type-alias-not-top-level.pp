class a {
  type B = Integer
}
