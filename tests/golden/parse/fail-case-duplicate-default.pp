case 1 {
  default: { notice(1) }
  2: { }
  default: { notice(2) }
}
