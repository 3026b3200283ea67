class a {
  notice(1)
  1 + 1
}
