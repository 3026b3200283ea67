class a {
  return()
}
