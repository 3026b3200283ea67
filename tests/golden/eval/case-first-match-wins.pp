case 5 {
  Integer: { notice('first') }
  5: { notice('second') }
}
