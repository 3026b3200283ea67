class a {
  function f() { }
}
