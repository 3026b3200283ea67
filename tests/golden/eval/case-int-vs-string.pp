case '1' {
  1: { notice('int') }
  '1': { notice('string') }
}
