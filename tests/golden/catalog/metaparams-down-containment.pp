# Compiler#add_resource_metaparams: a container's noop/schedule/loglevel/audit/tag reach what it contains,
# walking containment from Class[main] only (a class is contained by its stage, not by main).
define q($extra = undef) {
  file { "/tmp/pp-meta/${title}": content => 'q' }
  notify { "in-${title}": loglevel => info }
}
q { 'd1': noop => true, loglevel => warning, tag => 'outer' }
q { 'd2': schedule => 'daily', audit => ['content'] }
class qc { q { 'd3': } }
class { 'qc': noop => true }
