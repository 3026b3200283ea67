case {a => 1, b => 2} {
  {a => 2}: { notice('a2') }
  {a => 1}: { notice('a1') }
}
