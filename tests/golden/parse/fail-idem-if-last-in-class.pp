class idemif {
  if true { 1 }
}
