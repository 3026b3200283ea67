$r = case 3 {
  1, 2: { 'small' }
  3: { 'three' }
  default: { 'big' }
}
notice($r)
