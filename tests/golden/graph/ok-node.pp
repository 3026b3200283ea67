# A node definition (Node[...] is a container too), the require function (Class[Needs] requires
# Class[Base]) and a stage ordered after main.
class base { notify { 'base': } }
class needs { require base  notify { 'needs': } }
class later { notify { 'later': } }
node 'pp.example.com' {
  include needs
  notify { 'in-node': }
  class { 'later': stage => 'last' }
}
node default { notify { 'never': } }
stage { 'last': require => Stage['main'] }
notify { 'top': }
