case undef {
  undef: { notice('undef matched') }
  default: { notice('default') }
}
