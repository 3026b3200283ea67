function infn2::f() {
  class infn2::c { }
}
