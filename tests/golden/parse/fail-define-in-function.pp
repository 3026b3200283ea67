function infn::f() {
  define infn::d { }
}
