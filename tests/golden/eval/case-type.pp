case 3.5 {
  Integer: { notice('int') }
  Float: { notice('float') }
  default: { notice('other') }
}
