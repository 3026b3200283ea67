class eppt($localvar = 'L') {
  notify { 'noparams': message => epp('eppt/noparams.epp', { 'given' => 'G' }) }
}
