function idem::last() {
  1 + 1
}
