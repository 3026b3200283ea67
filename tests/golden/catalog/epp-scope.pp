$topvar = 'T'
class inner {
  $localvar = 'inner-local'
  notify { 'epp-in-class': message => epp('eppt/noparams.epp') }
  notify { 'inline-in-class': message => inline_epp('local=<%= $localvar %> top=<%= $topvar %>') }
  notify { 'inline-args': message => inline_epp('a=<%= $a %> local=<%= $localvar %>', { 'a' => 1 }) }
}
include inner
include eppt
