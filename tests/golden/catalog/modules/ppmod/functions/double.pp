function ppmod::double(String $s) >> String {
  "${s}${s}"
}
